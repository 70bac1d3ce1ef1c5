import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Ticket, TicketMessage } from '../../database/database.types';
import type { ErasedTicketIdsTables } from './erased-ticket-ids';

/** A ticket as erasure needs it: its id and the handling time it added to its unit. */
export interface TicketRef {
  id: number;
  handle_seconds: number;
}

/** All SQL of the tickets module for erasure, access and retention (GDPR articles 15 and 17). */
@Injectable()
export class TicketCustomerDataRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async ofCustomer(customerRef: string): Promise<TicketRef[]> {
    const rows = await this.db.selectFrom('tickets').select(['id', 'handle_seconds']).where('customer_ref', '=', customerRef).orderBy('id').execute();
    return rows.map(toRef);
  }

  async byIds(ids: number[]): Promise<TicketRef[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('tickets').select(['id', 'handle_seconds']).where('id', 'in', ids).orderBy('id').execute();
    return rows.map(toRef);
  }

  /** Tickets closed before `cutoff`, or still open and received before it (the retention job), oldest ids first. */
  async olderThan(cutoff: Date, limit: number): Promise<TicketRef[]> {
    const rows = await this.db
      .selectFrom('tickets')
      .select(['id', 'handle_seconds'])
      .where(sql<boolean>`COALESCE(closed_at, created_at) < ${cutoff}`)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRef);
  }

  async tickets(ids: number[]): Promise<Ticket[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('tickets').selectAll().where('id', 'in', ids).orderBy('id').execute();
  }

  async messages(ticketIds: number[]): Promise<TicketMessage[]> {
    if (ticketIds.length === 0) return [];
    return this.db.selectFrom('ticket_messages').selectAll().where('ticket_id', 'in', ticketIds).orderBy('ticket_id').orderBy('position').execute();
  }

  async externalIds(ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    return (await this.db.selectFrom('tickets').select('external_id').where('id', 'in', ids).execute()).map((r) => r.external_id);
  }

  /** New tombstones (an existing one is kept as it is); returns how many were added. */
  async tombstone(idHashes: string[]): Promise<number> {
    if (idHashes.length === 0) return 0;
    const result = await this.db
      .withTables<ErasedTicketIdsTables>()
      .insertInto('erased_ticket_ids')
      .ignore()
      .values([...new Set(idHashes)].map((id_hash) => ({ id_hash })))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /**
   * The tickets and their messages, in one transaction. The database's own cascade also removes
   * what other modules keyed on a ticket and did not remove first (their erasure runs before this
   * one: knowledge links and candidates, chat escalations; distill_batch_items, which hold only a
   * content hash, go with the cascade).
   */
  async erase(ids: number[]): Promise<{ tickets: number; messages: number }> {
    if (ids.length === 0) return { tickets: 0, messages: 0 };
    return this.db.transaction().execute(async (trx) => {
      const messages = await trx.deleteFrom('ticket_messages').where('ticket_id', 'in', ids).executeTakeFirst();
      const tickets = await trx.deleteFrom('tickets').where('id', 'in', ids).executeTakeFirst();
      return { tickets: Number(tickets.numDeletedRows), messages: Number(messages.numDeletedRows) };
    });
  }
}

function toRef(row: { id: number; handle_seconds: number | null }): TicketRef {
  return { id: Number(row.id), handle_seconds: Number(row.handle_seconds ?? 0) };
}
