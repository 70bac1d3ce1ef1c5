import type { Queue } from 'bullmq';

/** Job states that still mean work to do (delayed ones are looked at one by one, below). */
const OUTSTANDING = ['waiting', 'active', 'prioritized', 'waiting-children'] as const;
const DELAYED_PAGE = 200;

/**
 * Whether the queue still holds work: a job waiting, running, or delayed (a retry on its backoff,
 * a job added with a delay). A job scheduler's next run is not work: a repeating schedule (the
 * outbox sweep, a connector's sync every 5 minutes) always has one delayed job, so counting it
 * would keep `kb worker --drain` and `kb demo` waiting for ever.
 */
export async function hasOutstandingWork(queue: Queue): Promise<boolean> {
  const counts = await queue.getJobCounts(...OUTSTANDING, 'delayed');
  if (OUTSTANDING.some((state) => (counts[state] ?? 0) > 0)) return true;
  for (let start = 0; start < (counts.delayed ?? 0); start += DELAYED_PAGE) {
    const delayed = await queue.getDelayed(start, start + DELAYED_PAGE - 1);
    if (delayed.some((job) => !job.repeatJobKey)) return true;
  }
  return false;
}

/** Resolves once no queue has had outstanding work for two checks in a row. */
export async function waitUntilDrained(queues: Queue[], pollMs = 200): Promise<void> {
  let quietChecks = 0;
  while (quietChecks < 2) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    let busy = false;
    for (const queue of queues) if (!busy) busy = await hasOutstandingWork(queue);
    quietChecks = busy ? 0 : quietChecks + 1;
  }
}
