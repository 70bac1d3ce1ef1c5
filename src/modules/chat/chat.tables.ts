import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Database } from '../../database/database.types';

/**
 * Table types of migrations/20261130T1100_chat.ts. Kept beside the chat module and joined to the
 * schema with `db.withTables<ChatTables>()`, so the chat's queries are checked like the others.
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** 'handed_over' after an escalation, until the customer closes the handoff (migration 20261201T1520). */
export type ConversationStatus = 'open' | 'handed_over';
/** How the last handoff ended (migration 20261202T0400): the customer left it, or the ticketing system solved/closed the ticket. */
export type HandoffEndedBy = 'customer' | 'operator';
/** 'agent': a person's public reply on the escalation ticket, copied from the tickets service. */
export type ChatRole = 'user' | 'assistant' | 'agent';
export type ChatMessageStatus = 'complete' | 'interrupted' | 'failed';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';
/** What a turn gave the customer (migrations/20261201T1400_chat_outcome.ts); null on the customer's messages. */
export type ChatOutcome = 'answered' | 'suggested' | 'declined';

export interface ChatConversationsTable {
  id: string;
  token_hash: string;
  locale: string;
  product: string | null;
  /** The embedding site's own id of its user, when it passed one (migration 20261201T1550): erasure and access find the conversation by it. */
  customer_ref: string | null;
  status: ColumnType<ConversationStatus, ConversationStatus | undefined, ConversationStatus>;
  /** Null while handed over and before any handoff; set when a handoff ends. */
  handoff_ended_by: ColumnType<HandoffEndedBy | null, HandoffEndedBy | null | undefined, HandoffEndedBy | null>;
  handoff_ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  role: ChatRole;
  text: string;
  status: ColumnType<ChatMessageStatus, ChatMessageStatus | undefined, ChatMessageStatus>;
  answered: ColumnType<boolean, boolean | undefined, boolean>;
  outcome: ChatOutcome | null;
  /** JSON arrays kept as text; `suggestions` holds the unit ids a suggested turn offered. */
  suggestions: ColumnType<string, string | undefined, string>;
  citations: string;
  consulted: string;
  flags: string;
  assistant: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  first_event_ms: number | null;
  duration_ms: number | null;
  /** Agent messages only: sha256 of the ticket message's time and text (unique per conversation). */
  source_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface ChatRatingsTable {
  message_id: number;
  conversation_id: string;
  value: number;
  created_at: CreatedAt;
}

export interface ChatEscalationsTable {
  id: Generated<number>;
  conversation_id: string;
  ticket_id: number;
  /** The ticket's closed_at the chat has acted on (a close seen again changes nothing); null once seen open. */
  ticket_closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the conversation was last handed over (migration 20261205T0910): the cooldown of the next handover counts from it. */
  handed_over_at: ColumnType<Date | null, Date | undefined, Date>;
  created_at: CreatedAt;
}

export interface ChatWebhookDeliveriesTable {
  id: Generated<number>;
  escalation_id: number;
  event: string;
  /** '' for once-per-escalation events; the chat message id for each relayed message. */
  dedup_key: ColumnType<string, string | undefined, never>;
  url: string;
  payload: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A type alias, not an interface: withTables() wants an indexable record of tables. */
export type ChatTables = {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_ratings: ChatRatingsTable;
  chat_escalations: ChatEscalationsTable;
  chat_webhook_deliveries: ChatWebhookDeliveriesTable;
};

export type ChatDatabase = Database & ChatTables;

export type Conversation = Selectable<ChatConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type WebhookDelivery = Selectable<ChatWebhookDeliveriesTable>;

/** Every chat table, children first (for tests that empty them). */
export const CHAT_TABLES = ['chat_webhook_deliveries', 'chat_escalations', 'chat_ratings', 'chat_messages', 'chat_conversations'] as const;
