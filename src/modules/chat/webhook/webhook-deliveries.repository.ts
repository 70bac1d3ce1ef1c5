import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB } from '../../../database/database.module';
import type { Db } from '../../../database/database';
import type { ChatDatabase, ChatTables, DeliveryStatus, WebhookDelivery } from '../chat.tables';

/** All SQL about outbound webhook deliveries. */
@Injectable()
export class WebhookDeliveriesRepository {
  private readonly db: Kysely<ChatDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<ChatTables>();
  }

  /** Idempotent per (escalation, event, dedup key): a second call returns the first delivery. */
  async create(delivery: { escalation_id: number; event: string; dedup_key: string; url: string; payload: string }): Promise<WebhookDelivery> {
    await this.db.insertInto('chat_webhook_deliveries').ignore().values(delivery).execute();
    return this.db
      .selectFrom('chat_webhook_deliveries')
      .selectAll()
      .where('escalation_id', '=', delivery.escalation_id)
      .where('event', '=', delivery.event)
      .where('dedup_key', '=', delivery.dedup_key)
      .executeTakeFirstOrThrow();
  }

  /** The ticket the delivery's escalation opened (its contact address is read at send time). */
  async ticketOf(escalationId: number): Promise<number | null> {
    const row = await this.db.selectFrom('chat_escalations').select('ticket_id').where('id', '=', escalationId).executeTakeFirst();
    return row ? Number(row.ticket_id) : null;
  }

  find(id: number): Promise<WebhookDelivery | undefined> {
    return this.db.selectFrom('chat_webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEscalation(escalationId: number): Promise<WebhookDelivery | undefined> {
    return this.db.selectFrom('chat_webhook_deliveries').selectAll().where('escalation_id', '=', escalationId).orderBy('id').executeTakeFirst();
  }

  async recordAttempt(
    id: number,
    outcome: { status: DeliveryStatus; last_status: number | null; last_error: string | null },
  ): Promise<void> {
    const now = new Date();
    await this.db
      .updateTable('chat_webhook_deliveries')
      .set((eb) => ({
        status: outcome.status,
        attempts: eb('attempts', '+', 1),
        last_status: outcome.last_status,
        last_error: outcome.last_error?.slice(0, 1000) ?? null,
        last_attempt_at: now,
        ...(outcome.status === 'delivered' ? { delivered_at: now } : {}),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** Deliveries that gave up, newest first: what an operator looks at. */
  failed(limit = 100): Promise<WebhookDelivery[]> {
    return this.db.selectFrom('chat_webhook_deliveries').selectAll().where('status', '=', 'failed').orderBy('id', 'desc').limit(limit).execute();
  }
}
