import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB } from '../../../database/database.module';
import type { Db } from '../../../database/database';
import type { ConnectorDatabase, ConnectorTables, PostStatus, RemoteEscalation, RemoteEscalationMessage, RemoteEscalationStatus } from './connector-escalation.tables';

/** All SQL about escalations into the ticketing system and the customer messages added to them. */
@Injectable()
export class ConnectorEscalationRepository {
  private readonly db: Kysely<ConnectorDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<ConnectorTables>();
  }

  /** Idempotent per chat escalation: a second call keeps the first row. */
  async create(row: {
    escalation_id: number;
    conversation_id: string;
    ticket_id: number;
    local_external_id: string;
    connector: string;
    requester_email: string | null;
    requester_name: string | null;
  }): Promise<RemoteEscalation> {
    await this.db.insertInto('connector_escalations').ignore().values(row).execute();
    return (await this.find(row.escalation_id))!;
  }

  find(escalationId: number): Promise<RemoteEscalation | undefined> {
    return this.db.selectFrom('connector_escalations').selectAll().where('escalation_id', '=', escalationId).executeTakeFirst();
  }

  /** The remote ticket exists: its id is kept and the contact, which now lives on it, is cleared. */
  async markCreated(escalationId: number, remoteExternalId: string): Promise<void> {
    await this.db
      .updateTable('connector_escalations')
      .set((eb) => ({ status: 'created', remote_external_id: remoteExternalId, requester_email: null, requester_name: null, attempts: eb('attempts', '+', 1), last_error: null }))
      .where('escalation_id', '=', escalationId)
      .execute();
  }

  async recordFailure(escalationId: number, status: RemoteEscalationStatus, error: string): Promise<void> {
    await this.db
      .updateTable('connector_escalations')
      .set((eb) => ({ status, attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
      .where('escalation_id', '=', escalationId)
      .execute();
  }

  /** The local escalation tickets (CHAT-… and tickets.id) of the escalations whose remote tickets are `remoteIds`. */
  async localIdsOfRemote(connector: string, remoteIds: string[]): Promise<Map<string, { externalId: string; ticketId: number }>> {
    if (remoteIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('connector_escalations')
      .select(['remote_external_id', 'local_external_id', 'ticket_id'])
      .where('connector', '=', connector)
      .where('remote_external_id', 'in', remoteIds)
      .execute();
    return new Map(rows.map((r) => [r.remote_external_id!, { externalId: r.local_external_id, ticketId: Number(r.ticket_id) }]));
  }

  /** The ticketing system's tickets (remote external ids) of the escalations of these conversations or local tickets. */
  async remoteIdsOf(conversationIds: string[], ticketIds: number[]): Promise<string[]> {
    if (conversationIds.length === 0 && ticketIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('connector_escalations')
      .select('remote_external_id')
      .where('remote_external_id', 'is not', null)
      .where((eb) =>
        eb.or([
          ...(conversationIds.length > 0 ? [eb('conversation_id', 'in', conversationIds)] : []),
          ...(ticketIds.length > 0 ? [eb('ticket_id', 'in', ticketIds)] : []),
        ]),
      )
      .execute();
    return rows.map((r) => r.remote_external_id!);
  }

  async addMessage(escalationId: number, messageKey: string, body: string): Promise<RemoteEscalationMessage> {
    await this.db.insertInto('connector_escalation_messages').ignore().values({ escalation_id: escalationId, message_key: messageKey, body }).execute();
    return this.db
      .selectFrom('connector_escalation_messages')
      .selectAll()
      .where('escalation_id', '=', escalationId)
      .where('message_key', '=', messageKey)
      .executeTakeFirstOrThrow();
  }

  findMessage(id: number): Promise<RemoteEscalationMessage | undefined> {
    return this.db.selectFrom('connector_escalation_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  pendingMessages(escalationId: number): Promise<RemoteEscalationMessage[]> {
    return this.db.selectFrom('connector_escalation_messages').selectAll().where('escalation_id', '=', escalationId).where('status', '=', 'pending').orderBy('id').execute();
  }

  /** Posted: the text lives on the remote ticket (and in the chat); our copy is emptied. */
  async markMessagePosted(id: number): Promise<void> {
    await this.db
      .updateTable('connector_escalation_messages')
      .set((eb) => ({ status: 'posted' as PostStatus, body: '', posted_at: new Date(), attempts: eb('attempts', '+', 1), last_error: null }))
      .where('id', '=', id)
      .execute();
  }

  async recordMessageFailure(id: number, status: PostStatus, error: string): Promise<void> {
    await this.db
      .updateTable('connector_escalation_messages')
      .set((eb) => ({ status, attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
      .where('id', '=', id)
      .execute();
  }
}
