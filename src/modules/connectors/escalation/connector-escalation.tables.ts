import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Database } from '../../../database/database.types';

/** Table types of migrations/20261201T1620_connector_escalations.ts (joined with `db.withTables<ConnectorTables>()`). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Counter = ColumnType<number, number | undefined, number>;

export type RemoteEscalationStatus = 'pending' | 'created' | 'failed';
export type PostStatus = 'pending' | 'posted' | 'failed';
export type AssistStatus = 'pending' | 'posted' | 'skipped' | 'failed';

export interface ConnectorEscalationsTable {
  escalation_id: number;
  conversation_id: string;
  ticket_id: number;
  local_external_id: string;
  connector: string;
  remote_external_id: string | null;
  status: ColumnType<RemoteEscalationStatus, RemoteEscalationStatus | undefined, RemoteEscalationStatus>;
  requester_email: string | null;
  requester_name: string | null;
  attempts: Counter;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConnectorEscalationMessagesTable {
  id: Generated<number>;
  escalation_id: number;
  message_key: string;
  body: string;
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>;
  attempts: Counter;
  last_error: string | null;
  created_at: CreatedAt;
  posted_at: Date | null;
}

export interface ConnectorAssistNotesTable {
  ticket_id: number;
  ticket_external_id: string;
  connector: string;
  status: ColumnType<AssistStatus, AssistStatus | undefined, AssistStatus>;
  unit_ids: ColumnType<string, string | undefined, string>;
  attempts: Counter;
  last_error: string | null;
  created_at: CreatedAt;
  posted_at: Date | null;
}

export type ConnectorTables = {
  connector_escalations: ConnectorEscalationsTable;
  connector_escalation_messages: ConnectorEscalationMessagesTable;
  connector_assist_notes: ConnectorAssistNotesTable;
};
export type ConnectorDatabase = Database & ConnectorTables;

export type RemoteEscalation = Selectable<ConnectorEscalationsTable>;
export type RemoteEscalationMessage = Selectable<ConnectorEscalationMessagesTable>;
export type AssistNote = Selectable<ConnectorAssistNotesTable>;
