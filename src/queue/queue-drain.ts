import type { Queue } from 'bullmq';

/** Job states that still mean work to do. Repeating schedulers (always one delayed job) are not work. */
const OUTSTANDING = ['waiting', 'active', 'prioritized', 'waiting-children'] as const;

export async function outstandingJobs(queue: Queue, includeDelayed: boolean): Promise<number> {
  const counts = await queue.getJobCounts(...OUTSTANDING, 'delayed');
  const delayed = includeDelayed ? counts.delayed : 0;
  return OUTSTANDING.reduce((sum, state) => sum + (counts[state] ?? 0), 0) + delayed;
}

/** Resolves once every queue has had nothing outstanding for two checks in a row. */
export async function waitUntilDrained(
  queues: Array<{ queue: Queue; includeDelayed: boolean }>,
  pollMs = 200,
): Promise<void> {
  let quietChecks = 0;
  while (quietChecks < 2) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    let total = 0;
    for (const { queue, includeDelayed } of queues) total += await outstandingJobs(queue, includeDelayed);
    quietChecks = total === 0 ? quietChecks + 1 : 0;
  }
}
