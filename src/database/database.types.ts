import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types: what Kysely checks every query against. One interface per table. */

export type TicketStatus = 'open' | 'resolved' | 'closed';
export type MessageAuthor = 'customer' | 'agent' | 'system';
export type MessageVisibility = 'public' | 'internal' | 'internal_confidential';
/**
 * none: still open · pending: closed, its distillation not yet enqueued (the outbox)
 * queued: enqueued · received: the job ran (distillation proper is the next step)
 * distilled / not_distillable / failed: set by the distillation.
 */
export type TicketKbStatus = 'none' | 'pending' | 'queued' | 'received' | 'distilled' | 'not_distillable' | 'failed';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TicketsTable {
  id: Generated<number>;
  external_id: string;
  subject: string;
  category: string | null;
  product: string | null;
  locale: string;
  customer_ref: string | null;
  status: TicketStatus;
  closed_at: Date | null;
  handle_seconds: number | null;
  kb_status: ColumnType<TicketKbStatus, TicketKbStatus | undefined, TicketKbStatus>;
  kb_status_reason: string | null;
  kb_enqueued_at: Date | null;
  content_hash: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  position: number;
  author: MessageAuthor;
  visibility: MessageVisibility;
  body: string;
  created_at: Date;
}

export interface Database {
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
}

export type Ticket = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;
export type TicketUpdate = Updateable<TicketsTable>;
export type TicketMessage = Selectable<TicketMessagesTable>;
export type NewTicketMessage = Insertable<TicketMessagesTable>;
