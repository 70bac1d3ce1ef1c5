import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import type { Transaction } from 'kysely';
import type { Database, MessageVisibility, NewTicket, NewTicketMessage, TicketKbStatus } from '../../database/database.types';
import { isConnectionLost, retryOn } from '../../database/retry';
import { JobQueue } from '../../queue/job-queue.service';
import { distillJobId, JobName } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { redactedCopy, type RedactedCopy } from '../pii/redacted-copy';
import { isClosedStatus, type TicketFieldMap, type TicketInput } from './ticket.dto';
import { applyFieldMap, loadTicketFieldMap } from './ticket-field-map';
import { TicketEvents, type TicketWritten } from './ticket-events';
import { TicketsRepository, type ExistingTicketRef } from './tickets.repository';
import { redact } from '../pii/redact';
import { gdprHashKey } from '../../config/gdpr.config';
import { erasedIdHash } from './erased-ticket-ids';

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

export type UpsertResult =
  | {
      ticket_id: number;
      external_id: string;
      outcome: UpsertOutcome;
      /** Where the ticket stands on its way to the knowledge base ('pending': left to the sweep). */
      kb_status: TicketKbStatus;
    }
  /** The external id belongs to a ticket erased on request (GDPR): nothing is stored again. */
  | { ticket_id: null; external_id: string; outcome: 'erased'; kb_status: 'none' };

interface PlannedWrite {
  input: TicketInput;
  hash: string;
  existing?: ExistingTicketRef;
  outcome: UpsertOutcome;
  needsDistill: boolean;
  /** Computed for the tickets that are written (not for unchanged ones). */
  redacted?: RedactedCopy;
  /** A fresh one for every write that puts the ticket in the outbox: its job id is new. */
  outboxToken: string;
}

/** How many collisions between two first deliveries of the same ticket a batch retries. */
const MAX_RACE_RETRIES = 6;
const SWEEP_BATCH = 500;

/** sha256 of the normalised ticket: equal for a re-sent ticket, different after any real change. */
export function ticketContentHash(ticket: TicketInput): string {
  // The names kept beside product and category count only when they say something: a ticket
  // sent before they existed keeps its hash (a re-import does not re-distil it).
  const { product_name, category_original, ...rest } = ticket;
  return createHash('sha256').update(JSON.stringify(product_name === null && category_original === null ? rest : ticket)).digest('hex');
}

export interface UpsertOptions {
  /**
   * Closed tickets wait as 'held' instead of being queued: a historical import that
   * `kb distill --backfill [--batch]` distils later (the sweep leaves them alone).
   */
  hold?: boolean;
}

@Injectable()
export class TicketsService {
  private readonly logger = new Logger(TicketsService.name);

  private readonly fieldMap: TicketFieldMap;

  constructor(
    private readonly repository: TicketsRepository,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: TicketEvents,
  ) {
    this.fieldMap = loadTicketFieldMap(config.TICKET_FIELD_MAP);
  }

  async upsert(ticket: TicketInput): Promise<UpsertResult> {
    const [result] = await this.upsertBatch([ticket]);
    return result;
  }

  /**
   * Creates or updates tickets by external_id, all in one transaction: a changed ticket gets
   * its messages replaced, an identical one is left alone. Closed tickets whose content is new
   * go to the outbox (kb_status 'pending') in that same transaction, then are enqueued; if Redis
   * is away they stay pending and the worker's sweep enqueues them later, so nothing is lost.
   */
  async upsertBatch(tickets: TicketInput[], options: UpsertOptions = {}): Promise<UpsertResult[]> {
    // Two first deliveries of the same ticket both insert; one gets a duplicate key (or a
    // deadlock), and its retry, after a random pause, becomes an update or a no-op.
    // Read before the write: once the transaction has committed nothing may throw, or a caller
    // (the import) would report stored tickets as not stored.
    const mapped = tickets.map((ticket) => applyFieldMap(ticket, this.fieldMap));
    // Tickets erased on request stay erased: a sync or an import that brings one back skips it.
    const erased = await this.erasedAmong(mapped.map((t) => t.external_id));
    const live = mapped.filter((t) => !erased.has(t.external_id));
    const installation = await this.repository.installationId();
    const written = live.length === 0 ? [] : await retryOn(['ER_DUP_ENTRY', 'ER_LOCK_DEADLOCK'], MAX_RACE_RETRIES + 1, async () => {
      let committing = false;
      try {
        return await this.repository.upsertTransaction(async (trx) => {
          const result = await this.writeBatch(trx, live, options.hold === true);
          committing = true;
          return result;
        });
      } catch (error) {
        // The connection died with the COMMIT in flight: the batch may or may not be stored.
        if (committing && isConnectionLost(error)) (error as { commitOutcomeUnknown?: boolean }).commitOutcomeUnknown = true;
        throw error;
      }
    }, { jitterMs: 25 });
    const toEnqueue = written
      .filter((w) => w.plan.needsDistill && !options.hold)
      .map((w) => ({ id: w.id, contentHash: w.plan.hash, outboxToken: w.plan.outboxToken }));
    const queued = await this.enqueueDistill(toEnqueue, { installation });
    const stored = written.map(({ plan, id }) => ({
      ticket_id: id,
      external_id: plan.input.external_id,
      outcome: plan.outcome,
      kb_status: plan.existing && plan.outcome === 'unchanged' ? plan.existing.kb_status : kbStatusAfterWrite(plan, queued.has(id), options.hold === true),
    }));
    // Committed: whoever follows a ticket hears of it (the chat, for an escalation's agent replies;
    // agent assist, for a new ticket of a connected system). Once per ticket of the batch.
    const changed = stored.filter((r): r is typeof r & TicketWritten => r.outcome !== 'unchanged');
    await this.events.publish([...new Map(changed.map((r) => [r.ticket_id, r])).values()]);
    // One result per input line, in input order.
    let next = 0;
    return mapped.map((ticket): UpsertResult =>
      erased.has(ticket.external_id) ? { ticket_id: null, external_id: ticket.external_id, outcome: 'erased', kb_status: 'none' } : stored[next++],
    );
  }

  private async erasedAmong(externalIds: string[]): Promise<Set<string>> {
    const key = gdprHashKey(this.config);
    const hashes = new Map(externalIds.map((id) => [erasedIdHash(key, id), id]));
    const found = await this.repository.erasedAmong([...hashes.keys()]);
    return new Set([...found].map((hash) => hashes.get(hash)!));
  }

  private async writeBatch(
    trx: Parameters<Parameters<TicketsRepository['transaction']>[0]>[0],
    tickets: TicketInput[],
    hold: boolean,
  ): Promise<Array<{ plan: PlannedWrite; id: number }>> {
    // The same external_id twice in one batch: the later line wins, as if sent one after the other.
    const latest = new Map<string, TicketInput>();
    for (const ticket of tickets) latest.set(ticket.external_id, ticket);
    const existing = new Map(
      (await this.repository.lockByExternalIds(trx, [...latest.keys()])).map((row) => [row.external_id, row]),
    );

    const plans: PlannedWrite[] = [...latest.values()].map((input) => planWrite(input, existing.get(input.external_id)));
    const created = plans.filter((p) => p.outcome === 'created');
    const updated = plans.filter((p) => p.outcome === 'updated');
    for (const plan of [...created, ...updated]) plan.redacted = redactedCopy(plan.input.subject, plan.input.messages);

    const newIds = await this.repository.insertTickets(
      trx,
      created.map((p) => ({ external_id: p.input.external_id, ...ticketRow(p, hold) })),
    );
    for (const plan of updated) await this.repository.updateTicket(trx, plan.existing!.id, ticketRow(plan, hold));
    await this.repository.deleteMessages(
      trx,
      updated.map((p) => p.existing!.id),
    );
    const idOf = (plan: PlannedWrite) => plan.existing?.id ?? newIds.get(plan.input.external_id)!;
    await this.repository.insertMessages(
      trx,
      [...created, ...updated].flatMap((plan) => messageRows(idOf(plan), plan)),
    );
    const byExternalId = new Map(plans.map((plan) => [plan.input.external_id, { plan, id: idOf(plan) }]));
    // One result per input line, in input order (duplicates report the write that won).
    return tickets.map((ticket) => byExternalId.get(ticket.external_id)!);
  }

  /**
   * `kb distill --backfill`: every closed ticket not yet distilled, oldest first. Failed ones get
   * a job id of their own (their failed job is kept, and would make an add with its id a no-op).
   */
  async backfillDistill(limit = Number.MAX_SAFE_INTEGER): Promise<{ enqueued: number }> {
    let enqueued = 0;
    for (let afterId = 0; enqueued < limit; ) {
      const page = await this.repository.findUndistilled(afterId, Math.min(SWEEP_BATCH, limit - enqueued));
      if (page.length === 0) break;
      const queued = await this.enqueueDistill(
        page.map((t) => ({ id: t.id, contentHash: t.content_hash, outboxToken: t.outbox_token, retry: t.kb_status === 'failed' ? t.distill_attempts : undefined })),
        { throwOnFailure: true },
      );
      enqueued += queued.size;
      afterId = page[page.length - 1].id;
    }
    return { enqueued };
  }

  /**
   * Held tickets that a Message Batch could not settle go the one-by-one way, with a job id of
   * their own (`retry`: an earlier job of the same content may be kept in Redis).
   */
  async requeueDistill(refs: Array<{ id: number; contentHash: string; retry: number }>): Promise<void> {
    const queued = await this.enqueueDistill(refs, { throwOnFailure: true });
    await this.repository.markQueued(refs.filter((ref) => queued.has(ref.id)));
  }

  /** Returns the ids that Redis accepted; the others stay in the outbox for the sweep. */
  private async enqueueDistill(
    refs: Array<{ id: number; contentHash: string; retry?: number; outboxToken?: string }>,
    options: { throwOnFailure?: boolean; installation?: string } = {},
  ): Promise<Set<number>> {
    if (refs.length === 0) return new Set();
    const installation = options.installation ?? (await this.repository.installationId());
    try {
      await this.jobs.enqueueBulk(
        refs.map((ref) => ({
          item: { name: JobName.DistillTicket, data: { ticketId: ref.id, contentHash: ref.contentHash } },
          options: { jobId: distillJobId(installation, ref.id, ref.contentHash, ref.retry, ref.outboxToken) },
        })),
      );
    } catch (error) {
      if (options.throwOnFailure) throw error;
      this.logger.warn(`Distillation of ${refs.length} ticket(s) left to the sweep: ${String(error)}`);
      return new Set();
    }
    try {
      await this.repository.markQueued(refs.filter((ref) => ref.retry === undefined));
    } catch (error) {
      // The jobs are in Redis; the tickets stay 'pending' and the sweep's add of the same job id is a no-op.
      if (options.throwOnFailure) throw error;
      this.logger.warn(`${refs.length} enqueued ticket(s) not marked queued (the sweep will): ${String(error)}`);
      return new Set();
    }
    return new Set(refs.map((ref) => ref.id));
  }

  /**
   * The outbox sweep: closed tickets still waiting for their DistillTicket job. After Redis lost its
   * data (`afterDataLoss`, queued by the worker's ScheduleKeeper) every queued ticket's job is
   * checked at once, not only those queued for DISTILL_QUEUED_CHECK_AFTER_MS, and nothing waits
   * for the grace (a second add of the same job id is a no-op).
   */
  @OnJob(JobName.SweepPendingTickets)
  async sweepPendingDistill(options: { graceMs?: number; queuedStaleMs?: number; afterDataLoss?: boolean } = {}): Promise<{ enqueued: number; lost?: number }> {
    let enqueued = 0;
    const afterDataLoss = options.afterDataLoss === true;
    const lost = await this.returnLostJobsToOutbox(new Date(Date.now() - (afterDataLoss ? 0 : (options.queuedStaleMs ?? this.config.DISTILL_QUEUED_CHECK_AFTER_MS))), afterDataLoss);
    const olderThan = new Date(Date.now() - (afterDataLoss ? 0 : (options.graceMs ?? this.config.DISTILL_SWEEP_GRACE_MS)));
    for (;;) {
      const pending = await this.repository.findPendingDistill(olderThan, SWEEP_BATCH);
      if (pending.length === 0) break;
      const queued = await this.enqueueDistill(pending.map((p) => ({ id: p.id, contentHash: p.content_hash, outboxToken: p.outbox_token })));
      enqueued += queued.size;
      if (queued.size === 0 || pending.length < SWEEP_BATCH) break;
    }
    if (enqueued > 0) this.logger.log(`Sweep enqueued ${enqueued} pending distillation(s)`);
    return lost > 0 ? { enqueued, lost } : { enqueued };
  }

  /**
   * A ticket 'queued' for a while whose job Redis no longer has (a Redis that lost its data), or
   * whose job ended without settling it (its last status write failed), would stay queued for
   * ever: it goes back to the outbox with a new job id, and this same sweep enqueues it.
   */
  private async returnLostJobsToOutbox(enqueuedBefore: Date, everyPage: boolean): Promise<number> {
    const installation = await this.repository.installationId();
    let moved = 0;
    // A regular sweep checks one batch (the oldest); after a data loss every queued ticket, page by page.
    for (let afterId = 0; ; ) {
      const queued = await this.repository.findQueuedBefore(enqueuedBefore, SWEEP_BATCH, everyPage ? afterId : undefined);
      if (queued.length === 0) break;
      const lost: Array<{ id: number; outbox_token: string; newToken: string }> = [];
      try {
        for (const ticket of queued) {
          const state = await this.jobs.jobState(JobName.DistillTicket, distillJobId(installation, ticket.id, ticket.content_hash, undefined, ticket.outbox_token));
          if (state === 'unknown' || state === 'completed' || state === 'failed') lost.push({ ...ticket, newToken: randomBytes(6).toString('base64url') });
        }
      } catch (error) {
        this.logger.warn(`Sweep could not check queued tickets' jobs (next sweep will): ${String(error)}`);
        break;
      }
      moved += await this.repository.returnToOutbox(lost);
      if (!everyPage || queued.length < SWEEP_BATCH) break;
      afterId = queued[queued.length - 1].id;
    }
    if (moved > 0) this.logger.warn(`${moved} queued ticket(s) had lost their distillation job: back in the outbox`);
    return moved;
  }

  // ---- what the chat's handoff reads and writes (it never names the tickets' tables) ----------
  /**
   * A customer's message added at the end of the thread (public), redacted like intake redacts:
   * the body is the text as given (the chat hands over text it already redacted), the copy redacted.
   */
  async appendCustomerMessage(ticketId: number, text: string, createdAt: Date): Promise<{ position: number }> {
    const position = await this.repository.appendMessage(ticketId, {
      author: 'customer',
      visibility: 'public',
      body: text,
      body_redacted: redact(text).text,
      created_at: createdAt,
    });
    return { position };
  }

  /**
   * What an agent wrote to the customer on the ticket at or after `since` (everything when null),
   * oldest first: public agent messages only (internal notes never), redacted.
   */
  async agentRepliesSince(ticketId: number, since: Date | null): Promise<Array<{ text: string; created_at: Date }>> {
    const rows = await this.repository.publicAgentMessages(ticketId, since);
    return rows.map((row) => ({ text: row.body_redacted ?? redact(row.body).text, created_at: row.created_at }));
  }

  /**
   * Whether the ticketing system has solved or closed the ticket (intake, import or a connector's
   * sync wrote it so) and its closed_at, which tells one closing from a later one; null: no such ticket.
   */
  async closureOf(ticketId: number): Promise<{ closed: boolean; closed_at: Date | null } | null> {
    const row = await this.repository.statusOf(ticketId);
    if (!row) return null;
    const closed = isClosedStatus(row.status);
    return { closed, closed_at: closed && row.closed_at ? new Date(row.closed_at) : null };
  }

  /** The address a customer left to be answered by e-mail: on the ticket, nowhere else. */
  setContactEmail = (ticketId: number, email: string | null) => this.repository.setContactEmail(ticketId, email);
  contactEmailOf = (ticketId: number) => this.repository.contactEmailOf(ticketId);

  // ---- what distillation, review and the reports read and record ------------------------------
  findById = (id: number) => this.repository.findById(id);
  findByIds = (ids: number[]) => this.repository.findByIds(ids);
  findMessages = (ticketId: number, visibilities?: MessageVisibility[]) => this.repository.findMessages(ticketId, visibilities);
  /** Public and internal messages only: internal_confidential ones never leave the database. */
  reviewableMessages = (ticketIds: number[]) => this.repository.reviewableMessages(ticketIds);
  externalIdsOf = (ids: number[]) => this.repository.externalIdsOf(ids);
  allExternalIds = () => this.repository.allExternalIds();
  countDistillAttempt = (id: number) => this.repository.countDistillAttempt(id);
  setKbStatus = (id: number, status: TicketKbStatus, reason: string | null = null) => this.repository.setKbStatus(id, status, reason);
  batchCandidates = (afterId: number, limit: number) => this.repository.batchCandidates(afterId, limit);
  /** In the caller's transaction (the batch's): a ticket is 'batched' exactly when its batch item exists. */
  markBatched = (trx: Transaction<Database>, items: Array<{ ticketId: number; contentHash: string }>, reason: string) =>
    this.repository.markBatched(trx, items, reason);
  countByKbStatus = () => this.repository.countByKbStatus();
  countDiscardReasons = () => this.repository.countDiscardReasons();
  countTicketsAndMessages = () => this.repository.countTicketsAndMessages();

  /** Where distillation left the ticket; inside the caller's transaction when one is given (the unit's). */
  recordDistillation(id: number, outcome: DistillationOutcome, trx?: Transaction<Database>): Promise<void> {
    return this.repository.recordDistillation(trx ?? this.repository.executor(), id, outcome);
  }
}

export interface DistillationOutcome {
  kb_status: 'distilled' | 'not_distillable' | 'failed';
  reason: string | null;
  distilled_by?: string;
  input_tokens?: number | null;
  output_tokens?: number | null;
}

function planWrite(input: TicketInput, existing: ExistingTicketRef | undefined): PlannedWrite {
  const hash = ticketContentHash(input);
  const closed = isClosedStatus(input.status);
  const outboxToken = randomBytes(6).toString('base64url');
  if (!existing) return { input, hash, outcome: 'created', needsDistill: closed, outboxToken };
  if (existing.content_hash === hash) return { input, hash, existing, outcome: 'unchanged', needsDistill: false, outboxToken: '' };
  return { input, hash, existing, outcome: 'updated', needsDistill: closed, outboxToken };
}

function ticketRow(plan: PlannedWrite, hold: boolean): Omit<NewTicket, 'external_id' | 'created_at' | 'updated_at'> {
  const { input } = plan;
  const closed = isClosedStatus(input.status);
  const lastMessageAt = input.messages.at(-1)?.created_at ?? null;
  return {
    subject: input.subject,
    category: input.category,
    product: input.product,
    product_name: input.product_name,
    category_original: input.category_original,
    locale: input.locale,
    customer_ref: input.customer_ref,
    status: input.status,
    closed_at: closed ? (input.closed_at ?? lastMessageAt ?? new Date()) : null,
    handle_seconds: input.handle_seconds,
    content_hash: plan.hash,
    outbox_token: plan.outboxToken,
    kb_status: closed ? (hold ? 'held' : 'pending') : 'none',
    kb_status_reason: null,
    subject_redacted: plan.redacted!.subject,
    redaction_counts: JSON.stringify(plan.redacted!.counts),
    redactor_version: plan.redacted!.version,
  };
}

function messageRows(ticketId: number, plan: PlannedWrite): NewTicketMessage[] {
  return plan.input.messages.map((message, position) => ({
    ticket_id: ticketId,
    position,
    author: message.author,
    visibility: message.visibility,
    body: message.body,
    body_redacted: plan.redacted!.bodies[position],
    created_at: message.created_at,
  }));
}

function kbStatusAfterWrite(plan: PlannedWrite, queued: boolean, hold: boolean): TicketKbStatus {
  if (!isClosedStatus(plan.input.status)) return 'none';
  if (hold) return 'held';
  return queued ? 'queued' : 'pending';
}

