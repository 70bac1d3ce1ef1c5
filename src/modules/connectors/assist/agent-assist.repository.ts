import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB } from '../../../database/database.module';
import type { Db } from '../../../database/database';
import type { AssistNote, AssistStatus, ConnectorDatabase, ConnectorTables } from '../escalation/connector-escalation.tables';

/** All SQL about agent-assist notes: one row per ticket, so a note is posted once. */
@Injectable()
export class AgentAssistRepository {
  private readonly db: Kysely<ConnectorDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<ConnectorTables>();
  }

  /** Idempotent per ticket: the first row stays. */
  async create(row: { ticket_id: number; ticket_external_id: string; connector: string }): Promise<AssistNote> {
    await this.db.insertInto('connector_assist_notes').ignore().values(row).execute();
    return (await this.find(row.ticket_id))!;
  }

  find(ticketId: number): Promise<AssistNote | undefined> {
    return this.db.selectFrom('connector_assist_notes').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
  }

  async settle(ticketId: number, status: AssistStatus, outcome: { unitIds?: number[]; error?: string } = {}): Promise<void> {
    await this.db
      .updateTable('connector_assist_notes')
      .set((eb) => ({
        status,
        attempts: eb('attempts', '+', 1),
        last_error: outcome.error?.slice(0, 1000) ?? null,
        ...(outcome.unitIds ? { unit_ids: JSON.stringify(outcome.unitIds) } : {}),
        ...(status === 'posted' ? { posted_at: new Date() } : {}),
      }))
      .where('ticket_id', '=', ticketId)
      .execute();
  }
}
