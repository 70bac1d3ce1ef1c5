import { Inject, Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import { retryOn } from '../../database/retry';
import type { Db } from '../../database/database';
import type {
  Database,
  MessageVisibility,
  NewTicket,
  NewTicketMessage,
  Ticket,
  TicketKbStatus,
  TicketMessage,
  TicketUpdate,
} from '../../database/database.types';
import type { ErasedTicketIdsTables } from './erased-ticket-ids';

type Executor = Db | Transaction<Database>;

/** Rows of one multi-row INSERT stay well under max_allowed_packet (16 MiB on MariaDB by default). */
const MAX_INSERT_BYTES = 4 * 1024 * 1024;

export interface ExistingTicketRef {
  id: number;
  external_id: string;
  content_hash: string;
  status: Ticket['status'];
  kb_status: TicketKbStatus;
}

/** All SQL about tickets and their messages. */
@Injectable()
export class TicketsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private installation: string | undefined;

  /** This database's random id (set by a migration), cached: it never changes. */
  async installationId(): Promise<string> {
    if (this.installation) return this.installation;
    const row = await this.db.selectFrom('kb_index_state').select('installation_id').where('id', '=', 1).executeTakeFirst();
    this.installation = row?.installation_id ?? 'none';
    return this.installation;
  }

  /** For methods that run either inside a caller's transaction or on their own. */
  executor(): Db {
    return this.db;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * The upsert's transaction, READ COMMITTED: its locking read of external ids that do not exist
   * yet takes no gap locks (REPEATABLE READ does), so parallel first deliveries of different
   * tickets no longer deadlock on each other's gaps (50 in parallel: 12 × 500 before). Two
   * deliveries of the same new ticket still meet on the unique key; the loser's retry updates.
   */
  upsertTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().setIsolationLevel('read committed').execute(work);
  }

  /** Locks the rows it finds, so two upserts of the same ticket serialise. */
  async lockByExternalIds(trx: Executor, externalIds: string[]): Promise<ExistingTicketRef[]> {
    if (externalIds.length === 0) return [];
    return trx
      .selectFrom('tickets')
      .select(['id', 'external_id', 'content_hash', 'status', 'kb_status'])
      .where('external_id', 'in', externalIds)
      .forUpdate()
      .execute();
  }

  async insertTickets(trx: Executor, rows: NewTicket[]): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    await trx.insertInto('tickets').values(rows).execute();
    const inserted = await trx
      .selectFrom('tickets')
      .select(['id', 'external_id'])
      .where(
        'external_id',
        'in',
        rows.map((r) => r.external_id),
      )
      .execute();
    return new Map(inserted.map((row) => [row.external_id, row.id]));
  }

  async updateTicket(trx: Executor, id: number, row: TicketUpdate): Promise<void> {
    await trx.updateTable('tickets').set(row).where('id', '=', id).execute();
  }

  async deleteMessages(trx: Executor, ticketIds: number[]): Promise<void> {
    if (ticketIds.length === 0) return;
    await trx.deleteFrom('ticket_messages').where('ticket_id', 'in', ticketIds).execute();
  }

  async insertMessages(trx: Executor, rows: NewTicketMessage[]): Promise<void> {
    let chunk: NewTicketMessage[] = [];
    let bytes = 0;
    for (const row of rows) {
      const size = Buffer.byteLength(row.body) + 128;
      if (chunk.length > 0 && bytes + size > MAX_INSERT_BYTES) {
        await trx.insertInto('ticket_messages').values(chunk).execute();
        chunk = [];
        bytes = 0;
      }
      chunk.push(row);
      bytes += size;
    }
    if (chunk.length > 0) await trx.insertInto('ticket_messages').values(chunk).execute();
  }

  /** Outbox → queued, only for the content that was enqueued (a newer update stays pending). */
  async markQueued(refs: Array<{ id: number; contentHash: string }>): Promise<void> {
    for (const ref of refs) {
      await this.db
        .updateTable('tickets')
        .set({ kb_status: 'queued', kb_enqueued_at: new Date() })
        .where('id', '=', ref.id)
        .where('content_hash', '=', ref.contentHash)
        .where('kb_status', 'in', ['pending', 'held'])
        .execute();
    }
  }

  /** Closed tickets not yet distilled (failed ones included: a backfill gives them another go). */
  async findUndistilled(afterId: number, limit: number): Promise<Array<Pick<Ticket, 'id' | 'content_hash' | 'kb_status' | 'distill_attempts' | 'outbox_token'>>> {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'content_hash', 'kb_status', 'distill_attempts', 'outbox_token'])
      .where('status', 'in', ['resolved', 'closed'])
      // 'batched' ones are in a Message Batch: its results settle them (retryable errors come back queued).
      .where('kb_status', 'not in', ['distilled', 'not_distillable', 'batched'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Closed tickets whose distillation was never enqueued, oldest first. */
  async findPendingDistill(olderThan: Date, limit: number): Promise<Array<{ id: number; content_hash: string; outbox_token: string }>> {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'content_hash', 'outbox_token'])
      .where('kb_status', '=', 'pending')
      .where('updated_at', '<=', olderThan)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /**
   * Tickets 'queued' since before `enqueuedBefore`: the sweep checks their job still exists. The
   * oldest first; with `afterId`, in id order from there (to page through all of them).
   */
  async findQueuedBefore(enqueuedBefore: Date, limit: number, afterId?: number): Promise<Array<{ id: number; content_hash: string; outbox_token: string }>> {
    let query = this.db
      .selectFrom('tickets')
      .select(['id', 'content_hash', 'outbox_token'])
      .where('kb_status', '=', 'queued')
      .where('kb_enqueued_at', '<=', enqueuedBefore);
    query = afterId === undefined ? query.orderBy('kb_enqueued_at') : query.where('id', '>', afterId).orderBy('id');
    return query.limit(limit).execute();
  }

  /**
   * Back to the outbox with a new outbox token (so a new job id), only if nothing moved the
   * ticket meanwhile (same status, same token).
   */
  async returnToOutbox(refs: Array<{ id: number; outbox_token: string; newToken: string }>): Promise<number> {
    let moved = 0;
    for (const ref of refs) {
      const result = await this.db
        .updateTable('tickets')
        .set({ kb_status: 'pending', outbox_token: ref.newToken, kb_status_reason: 'its distillation job was lost: enqueued again' })
        .where('id', '=', ref.id)
        .where('kb_status', '=', 'queued')
        .where('outbox_token', '=', ref.outbox_token)
        .executeTakeFirst();
      moved += Number(result.numUpdatedRows);
    }
    return moved;
  }

  /** Where distillation left the ticket, with the model that did it and what it cost. */
  async recordDistillation(
    executor: Executor,
    id: number,
    outcome: {
      kb_status: 'distilled' | 'not_distillable' | 'failed';
      reason: string | null;
      distilled_by?: string;
      input_tokens?: number | null;
      output_tokens?: number | null;
    },
  ): Promise<void> {
    await executor
      .updateTable('tickets')
      .set({
        kb_status: outcome.kb_status,
        kb_status_reason: outcome.reason,
        ...(outcome.distilled_by !== undefined
          ? {
              distilled_by: outcome.distilled_by,
              distill_input_tokens: outcome.input_tokens ?? null,
              distill_output_tokens: outcome.output_tokens ?? null,
              distilled_at: new Date(),
            }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Both run on their own (autocommit) while another job of the same ticket may be storing its
   * unit: that transaction's foreign-key check holds a shared lock on the ticket row and then
   * updates it, so this UPDATE can be chosen as the deadlock victim (seen in the race test about
   * once in six runs). A victim statement is rolled back whole: it is simply run again.
   */
  async countDistillAttempt(id: number): Promise<void> {
    await retryOn(['ER_LOCK_DEADLOCK'], 4, () =>
      this.db
        .updateTable('tickets')
        .set((eb) => ({ distill_attempts: eb('distill_attempts', '+', 1) }))
        .where('id', '=', id)
        .execute(),
    );
  }

  async setKbStatus(id: number, status: TicketKbStatus, reason: string | null = null): Promise<void> {
    await retryOn(['ER_LOCK_DEADLOCK'], 4, () =>
      this.db.updateTable('tickets').set({ kb_status: status, kb_status_reason: reason }).where('id', '=', id).execute(),
    );
  }

  async findById(id: number): Promise<Ticket | undefined> {
    return this.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByExternalId(externalId: string): Promise<Ticket | undefined> {
    return this.db.selectFrom('tickets').selectAll().where('external_id', '=', externalId).executeTakeFirst();
  }

  async findMessages(ticketId: number, visibilities?: MessageVisibility[]): Promise<TicketMessage[]> {
    let query = this.db.selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId);
    if (visibilities) query = query.where('visibility', 'in', visibilities);
    return query.orderBy('position').execute();
  }

  /**
   * One message at the end of a ticket's thread (the next position), in one short transaction
   * that locks the ticket row, so two appends never take the same position.
   */
  async appendMessage(ticketId: number, message: Omit<NewTicketMessage, 'ticket_id' | 'position'>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('tickets').select('id').where('id', '=', ticketId).forUpdate().executeTakeFirstOrThrow();
      const last = await trx
        .selectFrom('ticket_messages')
        .select(sql<number | null>`MAX(position)`.as('position'))
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      await trx.insertInto('ticket_messages').values({ ...message, ticket_id: ticketId, position }).execute();
      return position;
    });
  }

  /** Public messages by an agent written at or after `since` (all of them when null), oldest first. */
  async publicAgentMessages(ticketId: number, since: Date | null): Promise<Array<Pick<TicketMessage, 'body' | 'body_redacted' | 'created_at'>>> {
    let query = this.db
      .selectFrom('ticket_messages')
      .select(['body', 'body_redacted', 'created_at'])
      .where('ticket_id', '=', ticketId)
      .where('author', '=', 'agent')
      .where('visibility', '=', 'public');
    if (since) query = query.where('created_at', '>=', since);
    return query.orderBy('created_at').orderBy('position').execute();
  }

  async setContactEmail(ticketId: number, email: string | null): Promise<void> {
    await this.db.updateTable('tickets').set({ contact_email: email }).where('id', '=', ticketId).execute();
  }

  async statusOf(ticketId: number): Promise<Pick<Ticket, 'status' | 'closed_at'> | undefined> {
    return this.db.selectFrom('tickets').select(['status', 'closed_at']).where('id', '=', ticketId).executeTakeFirst();
  }

  async contactEmailOf(ticketId: number): Promise<string | null> {
    const row = await this.db.selectFrom('tickets').select('contact_email').where('id', '=', ticketId).executeTakeFirst();
    return row?.contact_email ?? null;
  }

  /**
   * Closed tickets a Message Batch may take: held (imported with --hold) or failed. Pending and
   * queued ones already have (or will have) a job of their own.
   */
  async batchCandidates(afterId: number, limit: number): Promise<Array<{ id: number; content_hash: string }>> {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'content_hash'])
      .where('status', 'in', ['resolved', 'closed'])
      .where('kb_status', 'in', ['held', 'failed'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Only those still held or failed with the content that was sent (a ticket changed meanwhile keeps its own way). */
  async markBatched(trx: Executor, items: Array<{ ticketId: number; contentHash: string }>, reason: string): Promise<void> {
    for (const item of items) {
      await trx
        .updateTable('tickets')
        .set({ kb_status: 'batched', kb_status_reason: reason })
        .where('id', '=', item.ticketId)
        .where('content_hash', '=', item.contentHash)
        .where('kb_status', 'in', ['held', 'failed'])
        .execute();
    }
  }

  /** The tickets a reviewer sees as a unit's sources (no message text). */
  async findByIds(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('tickets')
      .select(['id', 'external_id', 'subject', 'category', 'product', 'locale', 'closed_at', 'handle_seconds', 'subject_redacted', 'redaction_counts', 'redactor_version'])
      .where('id', 'in', ids)
      .execute();
  }

  /** Which of these tombstones exist (tickets erased on request, never stored again). */
  async erasedAmong(idHashes: string[]): Promise<Set<string>> {
    if (idHashes.length === 0) return new Set();
    const rows = await this.db.withTables<ErasedTicketIdsTables>().selectFrom('erased_ticket_ids').select('id_hash').where('id_hash', 'in', [...new Set(idHashes)]).execute();
    return new Set(rows.map((r) => r.id_hash));
  }

  async externalIdsOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('tickets').select(['id', 'external_id']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.external_id]));
  }

  /** Every ticket's external id, by id (evaluations map units' tickets to their ground truth). */
  async allExternalIds(): Promise<Map<number, string>> {
    const rows = await this.db.selectFrom('tickets').select(['id', 'external_id']).execute();
    return new Map(rows.map((r) => [r.id, r.external_id]));
  }

  /** Messages a reviewer may read: internal_confidential ones never leave the database. */
  async reviewableMessages(ticketIds: number[]) {
    if (ticketIds.length === 0) return [];
    const visible: MessageVisibility[] = ['public', 'internal'];
    return this.db
      .selectFrom('ticket_messages')
      .select(['ticket_id', 'author', 'visibility', 'body', 'body_redacted', 'created_at'])
      .where('ticket_id', 'in', ticketIds)
      .where('visibility', 'in', visible)
      .orderBy('ticket_id')
      .orderBy('position')
      .execute();
  }

  /** Streams message bodies in id order, a page at a time (the demo's redaction report). */
  async pageMessages(afterId: number, limit: number): Promise<Array<Pick<TicketMessage, 'id' | 'body' | 'visibility'>>> {
    return this.db
      .selectFrom('ticket_messages')
      .select(['id', 'body', 'visibility'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async countByKbStatus(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('tickets')
      .select(['kb_status', sql<number>`COUNT(*)`.as('n')])
      .groupBy('kb_status')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.kb_status, Number(r.n)]));
  }

  async countDiscardReasons(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('tickets')
      .select([sql<string>`SUBSTRING_INDEX(COALESCE(kb_status_reason, 'unknown'), ' ', 1)`.as('reason'), sql<number>`COUNT(*)`.as('n')])
      .where('kb_status', '=', 'not_distillable')
      .groupBy('reason')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.reason, Number(r.n)]));
  }

  async countTicketsAndMessages(): Promise<{ tickets: number; messages: number }> {
    const tickets = await this.db.selectFrom('tickets').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
    const messages = await this.db
      .selectFrom('ticket_messages')
      .select(sql<number>`COUNT(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return { tickets: Number(tickets.n), messages: Number(messages.n) };
  }
}
