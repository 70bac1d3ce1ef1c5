import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AgentMessage, Connector, ConnectorCheck, EscalationRequest, SyncCursor, SyncPage } from '../connector';
import { TransientConnectorError, unreachableCheck } from '../connector-errors';
import { ConnectorHttp, type ConnectorHttpOptions, type HttpResult } from '../connector-http';
import { mapWithLimit } from '../map-with-limit';
import { ESCALATION_TICKET_PREFIX, authorOf, toIntakeTicket, zendeskExternalId, zendeskTicketId, type FieldSource, type ZendeskNames } from './zendesk-mapping';
import type { CommentsPage, CursorListMeta, IncrementalTicketsPage, ZendeskComment, ZendeskTicket, ZendeskUser } from './zendesk.types';

export interface ZendeskSettings {
  url: string;
  email: string;
  apiToken: string;
  webhookSecret?: string;
  product: FieldSource | null;
  category: FieldSource | null;
  http: Pick<ConnectorHttpOptions, 'attempts' | 'backoffBaseMs' | 'maxRetryAfterMs' | 'timeoutMs'>;
  /** Tickets whose comments are read at once. */
  concurrency: number;
  webhookToleranceSeconds: number;
}

/** Comments per page: the most the cursor-paginated list endpoints give. */
const COMMENTS_PAGE_SIZE = 100;
/** Users remembered between pages (their roles); past this the memory is emptied and refilled. */
const MAX_CACHED_USERS = 100_000;
const NAMES_TTL_MS = 10 * 60_000;

/**
 * Zendesk Support through its REST API (developer.zendesk.com): the cursor-based incremental
 * ticket export with users sideloaded, each ticket's comments (cursor pagination), the users' roles,
 * tickets and comments created through the Tickets API, webhooks signed with HMAC-SHA256.
 */
export class ZendeskConnector implements Connector {
  readonly name = 'zendesk' as const;
  readonly http: ConnectorHttp;
  private readonly users = new Map<number, ZendeskUser>();
  private names: { value: ZendeskNames; at: number } | undefined;
  private selfId: number | undefined;

  constructor(private readonly settings: ZendeskSettings) {
    const credentials = Buffer.from(`${settings.email}/token:${settings.apiToken}`).toString('base64');
    this.http = new ConnectorHttp({
      system: 'Zendesk',
      baseUrl: settings.url.replace(/\/+$/, ''),
      headers: { Authorization: `Basic ${credentials}` },
      hint: {
        credentials: 'ZENDESK_EMAIL and ZENDESK_API_TOKEN (an active API token of that user)',
        permission: 'the user of ZENDESK_EMAIL must be an admin (the incremental export and webhooks need one)',
        url: 'ZENDESK_URL (https://<subdomain>.zendesk.com)',
      },
      ...settings.http,
    });
  }

  /**
   * One page of the incremental export: `start_time` (Unix seconds) on the first call, then the
   * `after_cursor` of the previous page. Each ticket's comments are read with it, so the page is
   * whole tickets in the intake's shape. Deleted tickets (status `deleted`) are left out.
   */
  async syncPage(cursor: SyncCursor | null, since: Date | null, signal?: AbortSignal): Promise<SyncPage> {
    const query = cursor ? `cursor=${encodeURIComponent(cursor)}` : `start_time=${since ? Math.floor(since.getTime() / 1000) : 0}`;
    const { body } = await this.http.request<IncrementalTicketsPage>('GET', `/api/v2/incremental/tickets/cursor.json?${query}&include=users`, { signal });
    this.remember(body.users);
    const live = body.tickets.filter((ticket) => ticket.status !== 'deleted');
    const names = await this.namesIfNeeded(live, signal);
    const threads = await mapWithLimit(live, this.settings.concurrency, async (ticket) => ({ ticket, comments: await this.commentsOf(ticket.id, signal) }));
    await this.fetchMissingUsers(threads.flatMap((t) => (t.comments ?? []).map((c) => c.author_id)), signal);
    // The API user is nobody's subject, and on escalation tickets what it posted is the customer's (transcript, later messages).
    const apiUserId = live.length > 0 ? await this.apiUserId(signal) : undefined;
    const tickets = threads
      .filter((thread): thread is { ticket: ZendeskTicket; comments: ZendeskComment[] } => thread.comments !== null)
      .map(({ ticket, comments }) => toIntakeTicket(ticket, comments, this.users, { product: this.settings.product, category: this.settings.category, names, apiUserId }));
    const last = body.tickets.at(-1);
    const reachedAt = last ? new Date(last.generated_timestamp !== undefined ? last.generated_timestamp * 1000 : Date.parse(last.updated_at)) : undefined;
    return { tickets, cursor: body.after_cursor ?? cursor ?? '', done: body.end_of_stream, reachedAt };
  }

  /** base64(HMAC-SHA256(secret, timestamp + body)), with the timestamp no further than the tolerance from now. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer, now = new Date()): boolean {
    const secret = this.settings.webhookSecret;
    const signature = single(headers['x-zendesk-webhook-signature']);
    const timestamp = single(headers['x-zendesk-webhook-signature-timestamp']);
    if (!secret || !signature || !timestamp) return false;
    const at = /^\d+$/.test(timestamp) ? Number(timestamp) * 1000 : Date.parse(timestamp);
    if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > this.settings.webhookToleranceSeconds * 1000) return false;
    const expected = createHmac('sha256', secret).update(timestamp).update(rawBody).digest();
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** None kept: the signed timestamp already refuses a delivery older than the tolerance (300 s). */
  webhookDelivery(): null {
    return null;
  }

  /**
   * The escalation ticket, once: its `external_id` is our key, so a retry finds the ticket it
   * created (List Tickets by external_id) instead of creating a second one.
   */
  async createTicket(request: EscalationRequest): Promise<{ externalId: string }> {
    const externalId = `${ESCALATION_TICKET_PREFIX}${request.key}`;
    const found = await this.http.request<{ tickets: Array<{ id: number }> }>('GET', `/api/v2/tickets.json?external_id=${encodeURIComponent(externalId)}`);
    // Our key for it is the one the sync imports it as (zendesk-<id>), so its replies and its close map back to the chat.
    if (found.body.tickets.length > 0) return { externalId: zendeskExternalId(found.body.tickets[0].id) };
    const created = await this.http.request<{ ticket: { id: number } }>('POST', '/api/v2/tickets.json', {
      body: {
        ticket: {
          subject: request.subject,
          comment: { body: `${request.body}\n\n${request.link}`, public: true },
          ...(request.requesterEmail ? { requester: { email: request.requesterEmail, name: request.requesterName ?? request.requesterEmail } } : {}),
          tags: ['distillo', ...(request.product ? [request.product.replace(/[^a-z0-9_-]+/gi, '_').toLowerCase()] : [])],
          external_id: externalId,
        },
      },
    });
    return { externalId: zendeskExternalId(created.body.ticket.id) };
  }

  /** A comment through Update Ticket: public (the customer's words) or private (an internal note). */
  async addMessage(ticketExternalId: string, body: string, visibility: 'public' | 'internal'): Promise<void> {
    await this.http.request('PUT', `/api/v2/tickets/${this.ticketIdOf(ticketExternalId)}.json`, {
      body: { ticket: { comment: { body, public: visibility === 'public' } } },
    });
  }

  /**
   * Public comments by agents, newer than `after`. Comments by the API user are ours (the
   * transcript, the customer's later messages, agent-assist notes), not an agent's reply.
   */
  async agentMessages(ticketExternalId: string, after: Date | null): Promise<AgentMessage[]> {
    const selfId = await this.apiUserId();
    const comments = (await this.commentsOf(this.ticketIdOf(ticketExternalId))) ?? [];
    await this.fetchMissingUsers(comments.map((c) => c.author_id));
    return comments
      .filter((c) => c.public && c.author_id !== selfId && authorOf(this.users.get(c.author_id)) === 'agent' && (after === null || new Date(c.created_at) > after))
      .map((c) => ({ id: String(c.id), ticketExternalId, body: (c.plain_body ?? c.body ?? '').trim(), createdAt: new Date(c.created_at) }))
      .filter((m) => m.body !== '');
  }

  private ticketIdOf(externalId: string): number {
    const id = zendeskTicketId(externalId);
    if (id === null) throw Object.assign(new Error(`"${externalId}" is not a Zendesk ticket (expected zendesk-<id>)`), { permanent: true });
    return id;
  }

  /** The user of ZENDESK_EMAIL (users/me), asked once. */
  private async apiUserId(signal?: AbortSignal): Promise<number> {
    this.selfId ??= (await this.http.request<{ user: ZendeskUser }>('GET', '/api/v2/users/me.json', { signal })).body.user.id;
    return this.selfId;
  }

  /** What `kb connectors:test zendesk` prints: credentials, role, export permission, mapped fields, webhook secret. */
  async check(): Promise<ConnectorCheck[]> {
    const checks: ConnectorCheck[] = [];
    let me: HttpResult<{ user: ZendeskUser & { email?: string } }>;
    try {
      me = await this.http.request('GET', '/api/v2/users/me.json', { accept: [401, 403] });
    } catch (error) {
      // No answer at all: the address or the network, not the credentials.
      if (error instanceof TransientConnectorError && error.status === null) return [unreachableCheck('Zendesk', 'ZENDESK_URL', this.settings.url, error.message)];
      throw error;
    }
    if (me.status !== 200 || !me.body?.user?.id) {
      checks.push({ name: 'credentials', ok: false, detail: `Zendesk refused ZENDESK_EMAIL/ZENDESK_API_TOKEN (HTTP ${me.status}): create an API token in Admin Center → Apps and integrations → Zendesk API, for that e-mail` });
      return checks;
    }
    checks.push({ name: 'credentials', ok: true, detail: `authenticated as user ${me.body.user.id} (role ${me.body.user.role})` });
    const admin = me.body.user.role === 'admin';
    checks.push({ name: 'role', ok: admin, detail: admin ? 'admin' : `role ${me.body.user.role}: the incremental export needs an admin; use an admin's e-mail and token` });
    const exportProbe = await this.http.request<IncrementalTicketsPage>('GET', `/api/v2/incremental/tickets/cursor.json?start_time=${Math.floor(Date.now() / 1000) - 3600}`, { accept: [403] });
    checks.push({
      name: 'incremental export',
      ok: exportProbe.status === 200,
      detail: exportProbe.status === 200 ? 'GET /api/v2/incremental/tickets/cursor.json answered' : `HTTP ${exportProbe.status}: this user may not export tickets (admins only)`,
    });
    for (const [label, source] of [['product field', this.settings.product], ['category field', this.settings.category]] as const) {
      if (source?.kind !== 'custom_field') continue;
      const field = await this.http.request('GET', `/api/v2/ticket_fields/${source.id}.json`, { accept: [403, 404] });
      checks.push({ name: label, ok: field.status === 200, detail: field.status === 200 ? `custom field ${source.id} exists` : `custom field ${source.id}: HTTP ${field.status} (see Admin Center → Objects and rules → Tickets → Fields)` });
    }
    checks.push({
      name: 'webhook secret',
      ok: this.settings.webhookSecret !== undefined,
      optional: true,
      detail: this.settings.webhookSecret !== undefined ? 'ZENDESK_WEBHOOK_SECRET set' : 'ZENDESK_WEBHOOK_SECRET not set: webhooks are refused (the scheduled sync still runs)',
    });
    return checks;
  }

  /** All comments of a ticket, oldest first; null when the ticket is gone (deleted since the export). */
  private async commentsOf(ticketId: number, signal?: AbortSignal): Promise<ZendeskComment[] | null> {
    const comments: ZendeskComment[] = [];
    let after: string | null = null;
    for (;;) {
      const page: string = after ? `&page[after]=${encodeURIComponent(after)}` : '';
      const { status, body } = await this.http.request<CommentsPage>('GET', `/api/v2/tickets/${ticketId}/comments.json?page[size]=${COMMENTS_PAGE_SIZE}&include=users${page}`, { signal, accept: [404] });
      if (status === 404) return null;
      this.remember(body.users);
      comments.push(...body.comments);
      if (!body.meta?.has_more || !body.meta.after_cursor) return comments;
      after = body.meta.after_cursor;
    }
  }

  private remember(users: ZendeskUser[] | undefined): void {
    if (!users) return;
    if (this.users.size > MAX_CACHED_USERS) this.users.clear();
    for (const user of users) this.users.set(user.id, user);
  }

  /** Authors neither sideload named (Show Many Users, 100 ids a call). */
  private async fetchMissingUsers(ids: number[], signal?: AbortSignal): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => id > 0 && !this.users.has(id));
    for (let i = 0; i < missing.length; i += 100) {
      const { body } = await this.http.request<{ users: ZendeskUser[] }>('GET', `/api/v2/users/show_many.json?ids=${missing.slice(i, i + 100).join(',')}`, { signal });
      this.remember(body.users);
    }
  }

  /** Brand and group names, when the mapping reads them: read again after 10 minutes, or when a ticket names one not known yet. */
  private async namesIfNeeded(tickets: ZendeskTicket[], signal?: AbortSignal): Promise<ZendeskNames> {
    const kinds = new Set([this.settings.product?.kind, this.settings.category?.kind]);
    if (!kinds.has('brand') && !kinds.has('group')) return { brands: new Map(), groups: new Map() };
    const known = this.names?.value;
    const unknown =
      !known ||
      tickets.some((t) => (kinds.has('brand') && t.brand_id != null && !known.brands.has(t.brand_id)) || (kinds.has('group') && t.group_id != null && !known.groups.has(t.group_id)));
    if (this.names && !unknown && Date.now() - this.names.at < NAMES_TTL_MS) return this.names.value;
    const value: ZendeskNames = {
      brands: kinds.has('brand') ? await this.listNames('/api/v2/brands.json', 'brands', signal) : new Map(),
      groups: kinds.has('group') ? await this.listNames('/api/v2/groups.json', 'groups', signal) : new Map(),
    };
    this.names = { value, at: Date.now() };
    return value;
  }

  private async listNames(path: string, key: 'brands' | 'groups', signal?: AbortSignal): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    let after: string | null = null;
    for (;;) {
      const page: string = after ? `&page[after]=${encodeURIComponent(after)}` : '';
      const { body } = await this.http.request<CursorListMeta & Record<typeof key, Array<{ id: number; name: string }>>>('GET', `${path}?page[size]=100${page}`, { signal });
      for (const item of body[key]) names.set(item.id, item.name);
      if (!body.meta?.has_more || !body.meta.after_cursor) return names;
      after = body.meta.after_cursor;
    }
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
