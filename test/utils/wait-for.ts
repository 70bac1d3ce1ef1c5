export interface WaitForOptions {
  /** What is awaited, for the error; a function is asked at the timeout, so it can tell the last state seen. */
  what?: string | (() => string);
  timeoutMs?: number;
  intervalMs?: number;
  /**
   * How many polls in a row the condition must hold. More than one for "the queues have settled":
   * between one job finishing and the next one it enqueued, a queue looks idle for a moment.
   */
  polls?: number;
}

/** Polls `condition` until it holds (`polls` times in a row); rejects after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean> | boolean, options: WaitForOptions = {}): Promise<void> {
  const { what = 'condition', timeoutMs = 15_000, intervalMs = 100, polls = 1 } = options;
  const deadline = Date.now() + timeoutMs;
  let held = 0;
  for (;;) {
    held = (await condition()) ? held + 1 : 0;
    if (held >= polls) return;
    if (Date.now() > deadline) throw new Error(`${typeof what === 'function' ? what() : what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
