import type { IntakeTicket } from '../connector';
import type { ZendeskComment, ZendeskTicket, ZendeskUser } from './zendesk.types';

/**
 * Zendesk's records in the intake's ticket shape. Pure (no I/O), so the rules are read and tested
 * in one place: status, roles, visibility, the product and category from the configured field.
 */

/** Where a product or category comes from (ZENDESK_PRODUCT_FIELD / ZENDESK_CATEGORY_FIELD). */
export type FieldSource = { kind: 'brand' } | { kind: 'group' } | { kind: 'tag'; prefix: string } | { kind: 'custom_field'; id: number };

export function parseFieldSource(value: string | undefined): FieldSource | null {
  if (value === undefined) return null;
  if (value === 'brand' || value === 'group') return { kind: value };
  if (value.startsWith('tag:')) return { kind: 'tag', prefix: value.slice(4) };
  if (value.startsWith('custom_field:')) return { kind: 'custom_field', id: Number(value.slice('custom_field:'.length)) };
  throw new Error(`not a field source: ${value}`);
}

/** Names of brands and groups by id (read once per sync run). */
export interface ZendeskNames {
  brands: Map<number, string>;
  groups: Map<number, string>;
}

/** The raw value of the field, as Zendesk holds it (the intake keeps it beside the normalised key). */
export function fieldValue(ticket: ZendeskTicket, source: FieldSource | null, names: ZendeskNames): string | null {
  if (source === null) return null;
  let value: unknown = null;
  switch (source.kind) {
    case 'brand':
      value = ticket.brand_id == null ? null : names.brands.get(ticket.brand_id);
      break;
    case 'group':
      value = ticket.group_id == null ? null : names.groups.get(ticket.group_id);
      break;
    case 'tag': {
      const tag = (ticket.tags ?? []).find((t) => t.startsWith(source.prefix) && t.length > source.prefix.length);
      value = tag?.slice(source.prefix.length);
      break;
    }
    case 'custom_field':
      value = ticket.custom_fields?.find((field) => field.id === source.id)?.value;
      break;
  }
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** solved → resolved, closed → closed, every other status (new, open, pending, hold) → open. */
export function intakeStatus(status: string): IntakeTicket['status'] {
  if (status === 'solved') return 'resolved';
  if (status === 'closed') return 'closed';
  return 'open';
}

/** end-user → customer; agent and admin (and custom agent roles) → agent; an unknown author → system. */
export function authorOf(user: ZendeskUser | undefined): 'customer' | 'agent' | 'system' {
  if (!user) return 'system';
  return user.role === 'end-user' ? 'customer' : 'agent';
}

/** The key of a Zendesk ticket in Distillo's tickets table (external ids of two systems never meet). */
export function zendeskExternalId(ticketId: number | string): string {
  return `zendesk-${ticketId}`;
}

/**
 * The Zendesk ticket id in our key (`zendesk-<id>`, what createTicket returns and the sync imports
 * as), or a bare id (escalations recorded before migration 20261202T0400); null for anything else.
 */
export function zendeskTicketId(externalId: string): number | null {
  const match = /^(?:zendesk-)?(\d{1,15})$/.exec(externalId);
  return match ? Number(match[1]) : null;
}

/** Intake keeps at most this many messages per ticket (ticketInputSchema). */
const MAX_MESSAGES = 1000;
const MAX_BODY = 200_000;

export interface MappingOptions {
  product: FieldSource | null;
  category: FieldSource | null;
  names: ZendeskNames;
  /**
   * The API user (users/me). On a ticket Distillo created for a chat escalation (external_id
   * `distillo-…`) its public comments are the transcript and the customer's later messages, which
   * Distillo posted: the customer's words, not an agent's reply (never shown back as one, never
   * distilled as an agent's fix). Never a ticket's subject either: a ticket Distillo created
   * without the customer's contact has the API user as requester, and is nobody's.
   */
  apiUserId?: number;
}

/** The external_id Distillo gives the tickets it creates for a chat escalation (`distillo-<key>`). */
export const ESCALATION_TICKET_PREFIX = 'distillo-';

export function toIntakeTicket(ticket: ZendeskTicket, comments: ZendeskComment[], users: Map<number, ZendeskUser>, options: MappingOptions): IntakeTicket {
  const ours = options.apiUserId !== undefined && (ticket.external_id ?? '').startsWith(ESCALATION_TICKET_PREFIX);
  const messages = comments
    .map((comment) => ({ comment, text: (comment.plain_body ?? comment.body ?? '').trim() }))
    .filter(({ text }) => text !== '')
    .slice(0, MAX_MESSAGES)
    .map(({ comment, text }) => ({
      author: ours && comment.public && comment.author_id === options.apiUserId ? ('customer' as const) : authorOf(users.get(comment.author_id)),
      // A comment with public: false is an internal note: agents' words, never shown to a customer.
      visibility: comment.public ? ('public' as const) : ('internal' as const),
      body: text.slice(0, MAX_BODY),
      created_at: comment.created_at,
    }));
  const status = intakeStatus(ticket.status);
  const subject = (ticket.subject ?? ticket.raw_subject ?? '').trim() || messages[0]?.body.slice(0, 120) || `Ticket Zendesk #${ticket.id}`;
  return {
    external_id: zendeskExternalId(ticket.id),
    subject: subject.slice(0, 500),
    product: fieldValue(ticket, options.product, options.names)?.slice(0, 120) ?? null,
    category: fieldValue(ticket, options.category, options.names)?.slice(0, 80) ?? null,
    customer_ref: subjectOf(ticket, options.apiUserId),
    status,
    closed_at: status === 'open' ? null : ticket.updated_at,
    messages,
  };
}

/**
 * Whose personal data the ticket is (GDPR export and erasure find it by this): its requester's
 * Zendesk id, never an e-mail address, and never the integration's own account. Escalations
 * created without a contact have that account as requester: filing them under it made one
 * export return every anonymous customer's ticket and conversation. Those have no subject.
 */
export function subjectOf(ticket: Pick<ZendeskTicket, 'requester_id'>, apiUserId: number | undefined): string | null {
  if (ticket.requester_id == null || ticket.requester_id === apiUserId) return null;
  return String(ticket.requester_id);
}
