import type { JobsOptions } from 'bullmq';

/** Queues group jobs that share a worker pool and a concurrency. */
export enum QueueName {
  Distill = 'distill',
  Index = 'index',
  Maintenance = 'maintenance',
  /** Calls to other systems (webhooks): their retries never hold up distillation or indexing. */
  Outbound = 'outbound',
}

export enum JobName {
  DistillTicket = 'DistillTicket',
  /** With a model: a unit in review written by the model from all its tickets' readings. */
  WriteUnit = 'WriteUnit',
  SweepPendingTickets = 'SweepPendingTickets',
  IndexUnit = 'IndexUnit',
  ClusterIndex = 'ClusterIndex',
  MarkStaleUnits = 'MarkStaleUnits',
  DeliverWebhook = 'DeliverWebhook',
  PollDistillBatches = 'PollDistillBatches',
  SyncServing = 'SyncServing',
  /** Daily: conversations and tickets past CHAT_RETENTION_DAYS / TICKET_RETENTION_DAYS are erased (src/modules/gdpr). */
  ApplyRetention = 'ApplyRetention',
  SyncConnector = 'SyncConnector',
  /** Escalation into the ticketing system: the handed-over conversation's ticket there, once. */
  CreateConnectorTicket = 'CreateConnectorTicket',
  /** A customer's later message, added to that ticket once. */
  AddConnectorMessage = 'AddConnectorMessage',
  /** Agent assist: the internal note with the best matching units, once per ticket. */
  PostAgentAssist = 'PostAgentAssist',
  /** With a model: the gap questions without a topic put into topics by the model, in batches (src/modules/gaps). */
  AssignGapTopics = 'AssignGapTopics',
}

/** Every job the system runs, with its payload: a discriminated union on `name`. */
export type JobItem =
  | { name: JobName.DistillTicket; data: { ticketId: number; contentHash: string } }
  /** `readingsKey`: the unit's candidates when it was asked for (a later change makes this job a no-op). */
  | { name: JobName.WriteUnit; data: { unitId: number; readingsKey: string } }
  /** `afterDataLoss`: Redis lost its data (a scheduler was missing): every queued ticket's job is checked now, with no grace. */
  | { name: JobName.SweepPendingTickets; data: { afterDataLoss?: boolean } }
  | { name: JobName.IndexUnit; data: { unitId: number } }
  | { name: JobName.ClusterIndex; data: { clusters?: number; iterations?: number } }
  | { name: JobName.MarkStaleUnits; data: Record<string, never> }
  | { name: JobName.DeliverWebhook; data: { deliveryId: number } }
  | { name: JobName.PollDistillBatches; data: Record<string, never> }
  | { name: JobName.SyncServing; data: Record<string, never> }
  | { name: JobName.ApplyRetention; data: Record<string, never> }
  /** One sync run of a ticketing-system connector (its scheduler, a webhook); `connector` is its name (zendesk, zammad). */
  | { name: JobName.SyncConnector; data: { connector: string } }
  | { name: JobName.CreateConnectorTicket; data: { escalationId: number } }
  | { name: JobName.AddConnectorMessage; data: { messageId: number } }
  | { name: JobName.PostAgentAssist; data: { ticketId: number } }
  /** Every question without a topic is its work: the job carries nothing (one job id, so recorded gaps share one run). */
  | { name: JobName.AssignGapTopics; data: Record<string, never> };

export type JobData<N extends JobName> = Extract<JobItem, { name: N }>['data'];

/** Which queue carries which job. Exhaustive by construction (Record over the enum). */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.DistillTicket]: QueueName.Distill,
  [JobName.WriteUnit]: QueueName.Distill,
  [JobName.SweepPendingTickets]: QueueName.Maintenance,
  [JobName.IndexUnit]: QueueName.Index,
  [JobName.ClusterIndex]: QueueName.Maintenance,
  [JobName.MarkStaleUnits]: QueueName.Maintenance,
  [JobName.DeliverWebhook]: QueueName.Outbound,
  [JobName.PollDistillBatches]: QueueName.Maintenance,
  [JobName.SyncServing]: QueueName.Maintenance,
  [JobName.ApplyRetention]: QueueName.Maintenance,
  [JobName.SyncConnector]: QueueName.Outbound,
  [JobName.CreateConnectorTicket]: QueueName.Outbound,
  [JobName.AddConnectorMessage]: QueueName.Outbound,
  [JobName.PostAgentAssist]: QueueName.Outbound,
  // A model call: under the distillation's rate limit (the provider's quota), like WriteUnit.
  [JobName.AssignGapTopics]: QueueName.Distill,
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
 * Distillation retries on a schedule of 1×, 4×, 20× the base delay (30 s, 2 min, 10 min by
 * default), or later when the provider said so (retry-after on a 429 travels in the error).
 */
export const DISTILL_BACKOFF_TYPE = 'distill-schedule';
const DISTILL_SCHEDULE = [1, 4, 20];

export function distillBackoff(attemptsMade: number, _type: string | undefined, error: Error | undefined, job?: { opts: JobsOptions }): number {
  const backoff = job?.opts.backoff;
  const base = typeof backoff === 'object' && backoff.delay !== undefined ? backoff.delay : 30_000;
  const scheduled = base * DISTILL_SCHEDULE[Math.min(Math.max(attemptsMade, 1), DISTILL_SCHEDULE.length) - 1];
  const retryAfter = (error as { retryAfterMs?: number } | undefined)?.retryAfterMs ?? 0;
  return Math.max(scheduled, retryAfter);
}

/** Options a job gets on top of its queue's defaults. */
export function jobOptions(name: JobName, distillBackoffBaseMs: number): JobsOptions {
  switch (name) {
    case JobName.DistillTicket:
    case JobName.WriteUnit:
      return { attempts: 3, backoff: { type: DISTILL_BACKOFF_TYPE, delay: distillBackoffBaseMs } };
    case JobName.SweepPendingTickets:
      return { attempts: 1 };
    case JobName.IndexUnit:
      return { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } };
    case JobName.ClusterIndex:
      return { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } };
    case JobName.MarkStaleUnits:
    case JobName.ApplyRetention:
      // A retried retention run only finds what the failed one left: nothing is erased or counted twice.
      return { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } };
    case JobName.PollDistillBatches:
    case JobName.SyncServing:
      return { attempts: 1 };
    case JobName.SyncConnector:
      // 429 and 5xx are retried inside the run; a run that still fails comes back later. A
      // permanent error (401/403/404) does not throw: it stops the connector (no retry loop).
      return { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };
    case JobName.CreateConnectorTicket:
    case JobName.AddConnectorMessage:
    case JobName.PostAgentAssist:
      // The enqueuer overrides both from CONNECTOR_JOB_ATTEMPTS / CONNECTOR_JOB_BACKOFF_MS; failed jobs are kept.
      return { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } };
    case JobName.DeliverWebhook:
      // The enqueuer overrides both from WEBHOOK_ATTEMPTS / WEBHOOK_BACKOFF_BASE_MS; failed jobs are kept.
      return { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } };
    case JobName.AssignGapTopics:
      // One job id for every run: a kept job (done or failed) would stop the next gap from asking
      // for a run, so neither is kept. A provider that is down is retried; the questions wait meanwhile.
      return { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: true };
  }
}

/**
 * The job id that makes double delivery harmless: BullMQ ignores an add whose id
 * already exists. A changed ticket (new content hash) is a new job.
 * BullMQ forbids ':' in custom ids, hence the dashes.
 */
export function distillJobId(installationId: string, ticketId: number, contentHash: string, retry?: number, outboxToken = ''): string {
  // The outbox token tells two writes of the same content apart (closed, reopened, closed again).
  const id = `distill-${installationId}-${ticketId}-${contentHash.slice(0, 16)}${outboxToken ? `-${outboxToken}` : ''}`;
  return retry === undefined ? id : `${id}-retry${retry}`;
}
