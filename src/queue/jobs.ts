import type { JobsOptions } from 'bullmq';

/** Queues group jobs that share a worker pool and a concurrency. */
export enum QueueName {
  Distill = 'distill',
  Maintenance = 'maintenance',
}

export enum JobName {
  DistillTicket = 'DistillTicket',
  SweepPendingTickets = 'SweepPendingTickets',
}

/** Every job the system runs, with its payload: a discriminated union on `name`. */
export type JobItem =
  | { name: JobName.DistillTicket; data: { ticketId: number; contentHash: string } }
  | { name: JobName.SweepPendingTickets; data: Record<string, never> };

export type JobData<N extends JobName> = Extract<JobItem, { name: N }>['data'];

/** Which queue carries which job. Exhaustive by construction (Record over the enum). */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.DistillTicket]: QueueName.Distill,
  [JobName.SweepPendingTickets]: QueueName.Maintenance,
};

/**
 * Defaults for every job: a few attempts with exponential backoff, completed jobs
 * trimmed, failed jobs kept so they stay visible until someone looks at them.
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: false,
};

/**
 * The job id that makes double delivery harmless: BullMQ ignores an add whose id
 * already exists. A changed ticket (new content hash) is a new job.
 * BullMQ forbids ':' in custom ids, hence the dashes.
 */
export function distillJobId(ticketId: number, contentHash: string): string {
  return `distill-${ticketId}-${contentHash.slice(0, 16)}`;
}
