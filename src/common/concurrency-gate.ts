/**
 * At most `limit` pieces of work at once in this process; the next one is refused at once
 * (no queue: a queue of CPU-bound searches only turns overload into latency for everyone).
 */
export class ConcurrencyGate {
  private running = 0;

  constructor(readonly limit: number) {}

  get inFlight(): number {
    return this.running;
  }

  /** A release function (call it once, when the work ends), or null when the gate is full. */
  tryAcquire(): (() => void) | null {
    if (this.running >= this.limit) return null;
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
    };
  }
}
