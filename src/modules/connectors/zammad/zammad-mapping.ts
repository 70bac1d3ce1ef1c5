import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAssistNote } from '../assist/assist-note';
import type { IntakeTicket } from '../connector';
import { ownValue, textTable } from '../../../lib/tables/text-table';

/**
 * Zammad's records as its REST API returns them (docs.zammad.org, api/ticket and api/ticket/articles,
 * with `expand=true`: names next to ids), and how they become intake's ticket shape. Pure: no HTTP,
 * no framework, so each rule has a unit spec.
 */

export interface ZammadTicket {
  id: number;
  number?: string;
  title?: string | null;
  group?: string | null;
  group_id?: number;
  state?: string | null;
  state_id?: number;
  customer_id?: number | null;
  created_at: string;
  updated_at: string;
  close_at?: string | null;
  /** Custom object attributes (a product or category field) sit beside the standard ones. */
  [attribute: string]: unknown;
}

export interface ZammadArticle {
  id: number;
  ticket_id: number;
  body?: string | null;
  content_type?: string | null;
  internal?: boolean;
  /** With expand=true: "Customer", "Agent" or "System". */
  sender?: string | null;
  sender_id?: number;
  type?: string | null;
  created_at: string;
}

/** The intake external_id of a Zammad ticket: the one convention every part of Distillo uses. */
export const ZAMMAD_ID_PREFIX = 'zammad-';
export function zammadExternalId(ticketId: number): string {
  return `${ZAMMAD_ID_PREFIX}${ticketId}`;
}
export function zammadTicketId(externalId: string): number | null {
  const match = /^zammad-(\d{1,15})$/.exec(externalId);
  return match ? Number(match[1]) : null;
}

/** Zammad's default state ids (api/ticket/states): 4 closed, 5 merged. Names win when expanded. */
const CLOSED_STATE_NAMES = new Set(['closed', 'merged']);
const CLOSED_STATE_IDS = new Set([4, 5]);
export function isClosedState(ticket: Pick<ZammadTicket, 'state' | 'state_id'>): boolean {
  if (typeof ticket.state === 'string') return CLOSED_STATE_NAMES.has(ticket.state.toLowerCase());
  return ticket.state_id !== undefined && CLOSED_STATE_IDS.has(ticket.state_id);
}

/** Default sender ids of Zammad (Ticket::Article::Sender): 1 Agent, 2 Customer, 3 System. */
const SENDER_BY_ID: Record<number, string> = { 1: 'Agent', 2: 'Customer', 3: 'System' };
export function authorOf(article: Pick<ZammadArticle, 'sender' | 'sender_id'>): 'customer' | 'agent' | 'system' {
  const sender = (article.sender ?? (article.sender_id !== undefined ? SENDER_BY_ID[article.sender_id] : undefined) ?? '').toLowerCase();
  if (sender === 'customer') return 'customer';
  if (sender === 'agent') return 'agent';
  return 'system';
}

/** A Map: an article's "&constructor;" is an unknown entity, kept as written. */
const ENTITIES = textTable({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' });

/** An article body as plain text: Zammad's UI writes text/html. */
export function articleText(article: Pick<ZammadArticle, 'body' | 'content_type'>): string {
  const body = article.body ?? '';
  if (!(article.content_type ?? '').toLowerCase().includes('html')) return body.trim();
  return body
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES.get(code.toLowerCase()) ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface FieldMapping {
  /** `group` or a custom attribute's name. */
  productField: string;
  categoryField: string | null;
}

function attributeText(ticket: ZammadTicket, field: string | null): string | null {
  if (!field) return null;
  const value = ownValue(ticket, field);
  if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 120);
  if (typeof value === 'number') return String(value);
  return null;
}

/** Intake keeps at most 1000 messages: a longer thread keeps its beginning and its end (where the fix is). */
const MAX_MESSAGES = 1000;

/**
 * One Zammad ticket and its articles as intake's ticket. The product is the raw value of the
 * configured attribute (intake turns it into a product key and keeps the raw name); the customer
 * is Zammad's customer id, never an e-mail address.
 */
export function toIntakeTicket(ticket: ZammadTicket, articles: ZammadArticle[], mapping: FieldMapping): IntakeTicket {
  const closed = isClosedState(ticket);
  let messages = [...articles]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id)
    .map((article) => ({
      author: authorOf(article),
      visibility: article.internal ? ('internal' as const) : ('public' as const),
      body: articleText(article).slice(0, 200_000),
      created_at: new Date(article.created_at).toISOString(),
    }))
    // Distillo's own notes go before the cap on messages, so they never push the agents' words out.
    .filter((message) => message.body !== '' && !isAssistNote(message));
  if (messages.length > MAX_MESSAGES) messages = [...messages.slice(0, MAX_MESSAGES / 2), ...messages.slice(-MAX_MESSAGES / 2)];
  return {
    external_id: zammadExternalId(ticket.id),
    subject: (ticket.title ?? '').trim() || `Ticket Zammad ${ticket.number ?? ticket.id}`,
    product: attributeText(ticket, mapping.productField),
    category: attributeText(ticket, mapping.categoryField),
    locale: 'it',
    customer_ref: ticket.customer_id != null ? String(ticket.customer_id) : null,
    status: closed ? 'closed' : 'open',
    closed_at: closed ? new Date(ticket.close_at ?? ticket.updated_at).toISOString() : null,
    handle_seconds: null,
    messages,
  };
}

/**
 * Where the sync resumes: the `updated_at` of the last ticket handed over and the ids already handed
 * over at exactly that instant. The next search asks for `updated_at >= t` and skips those ids, so
 * a ticket updated while the sync runs is read again later (never lost), and tickets sharing a
 * timestamp across a page boundary are neither skipped nor doubled.
 */
export interface ZammadCursor {
  t: string;
  ids: number[];
}

export function encodeCursor(cursor: ZammadCursor): string {
  return JSON.stringify(cursor);
}

export function decodeCursor(text: string): ZammadCursor {
  const parsed = JSON.parse(text) as Partial<ZammadCursor>;
  if (typeof parsed.t !== 'string' || Number.isNaN(Date.parse(parsed.t)) || !Array.isArray(parsed.ids)) {
    throw new Error(`not a Zammad sync cursor: ${text.slice(0, 80)}`);
  }
  return { t: new Date(parsed.t).toISOString(), ids: parsed.ids.filter((id): id is number => Number.isInteger(id)) };
}

/** The cursor after handing over `tickets` (sorted by updated_at ascending), starting from `previous`. */
export function advanceCursor(previous: ZammadCursor, tickets: Array<Pick<ZammadTicket, 'id' | 'updated_at'>>): ZammadCursor {
  let cursor = previous;
  for (const ticket of tickets) {
    const t = new Date(ticket.updated_at).toISOString();
    cursor = t === cursor.t ? { t, ids: [...cursor.ids, ticket.id] } : { t, ids: [ticket.id] };
  }
  return cursor;
}

/**
 * The search query for tickets updated at or after `t` (Zammad's Elasticsearch query syntax; the
 * colons of the time are escaped, as query_string requires).
 */
export function updatedSinceQuery(t: string): string {
  return `updated_at:>=${t.replace(/:/g, '\\:')}`;
}

/** X-Hub-Signature of a Zammad webhook: `sha1=` + hex HMAC-SHA1 of the raw body with the webhook's token. */
export function hubSignature(secret: string, rawBody: Buffer | string): string {
  return `sha1=${createHmac('sha1', secret).update(rawBody).digest('hex')}`;
}

export function verifyHubSignature(secret: string, header: string | string[] | undefined, rawBody: Buffer): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^sha1=[0-9a-f]{40}$/i.test(value.trim())) return false;
  const expected = Buffer.from(hubSignature(secret, rawBody));
  const given = Buffer.from(value.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A tag that marks the ticket created for one escalation: the search before creating finds it. */
export function keyTag(key: string): string {
  return `distillo-${key.toLowerCase().replace(/[^a-z0-9_-]/g, '-')}`;
}
