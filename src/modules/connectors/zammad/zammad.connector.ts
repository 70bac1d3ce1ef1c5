import type { AgentMessage, Connector, ConnectorCheck, EscalationRequest, SyncCursor, SyncPage } from '../connector';
import { unreachableCheck } from '../connector-errors';
import { ownValue } from '../../../lib/tables/text-table';
import { sleep, ZammadApiError, ZammadHttp } from './zammad-http';
import {
  advanceCursor,
  articleText,
  authorOf,
  decodeCursor,
  encodeCursor,
  keyTag,
  toIntakeTicket,
  updatedSinceQuery,
  verifyHubSignature,
  zammadExternalId,
  zammadTicketId,
  type FieldMapping,
  type ZammadArticle,
  type ZammadCursor,
  type ZammadTicket,
} from './zammad-mapping';

export interface ZammadConnectorOptions {
  url: string;
  token: string;
  webhookSecret: string | null;
  /** Group of the escalation tickets. */
  group: string;
  mapping: FieldMapping;
  pageSize: number;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  /** How long a webhook's delivery id is remembered (ZAMMAD_WEBHOOK_REPLAY_WINDOW_SECONDS). */
  replayWindowSeconds: number;
}

/** The tag every ticket Distillo creates carries (Zammad agents can filter on it). */
export const DISTILLO_TAG = 'distillo';
const EPOCH = '1970-01-01T00:00:00.000Z';
/** Articles of several tickets of a page are read side by side, not all at once. */
const ARTICLE_CONCURRENCY = 4;

/** The ticket search answers an array of tickets with expand=true, or ids plus assets without it. */
type SearchResponse = ZammadTicket[] | { tickets?: number[]; assets?: { Ticket?: Record<string, ZammadTicket> } };

function ticketsOf(response: SearchResponse): ZammadTicket[] {
  if (Array.isArray(response)) return response;
  const assets = response.assets?.Ticket ?? {};
  return (response.tickets ?? []).map((id) => ownValue(assets, String(id))).filter((t): t is ZammadTicket => t !== undefined);
}

/**
 * Zammad behind the `Connector` interface (docs.zammad.org, api/ticket, api/ticket/articles,
 * api/ticket/tags; admin-docs Manage > Webhooks). Intake's external_id of a Zammad ticket is
 * `zammad-<ticket id>` (zammadExternalId), and so is every ticket id this class takes or returns.
 */
export class ZammadConnector implements Connector {
  readonly name = 'zammad' as const;
  private readonly http: ZammadHttp;

  constructor(private readonly options: ZammadConnectorOptions) {
    this.http = new ZammadHttp(options);
  }

  async syncPage(cursor: SyncCursor | null, since: Date | null, signal?: AbortSignal): Promise<SyncPage> {
    const start: ZammadCursor = cursor ? decodeCursor(cursor) : { t: since?.toISOString() ?? EPOCH, ids: [] };
    const seen = new Set(start.ids);
    const size = this.options.pageSize;
    let fresh: ZammadTicket[] = [];
    let full = false;
    // Past page 1 only while a whole page is tickets already handed over at the cursor's instant.
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({
        query: updatedSinceQuery(start.t),
        sort_by: 'updated_at',
        order_by: 'asc',
        page: String(page),
        per_page: String(size),
        expand: 'true',
      });
      const tickets = ticketsOf(await this.http.get<SearchResponse>(`/api/v1/tickets/search?${query}`, signal));
      full = tickets.length >= size;
      fresh = tickets.filter((t) => !(new Date(t.updated_at).toISOString() === start.t && seen.has(t.id)) && Date.parse(t.updated_at) >= Date.parse(start.t));
      if (fresh.length > 0 || !full) break;
    }
    fresh.sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at) || a.id - b.id);
    const articles = await mapLimited(fresh, ARTICLE_CONCURRENCY, (ticket) => this.articles(ticket.id, signal));
    return {
      tickets: fresh.map((ticket, i) => toIntakeTicket(ticket, articles[i], this.options.mapping)),
      cursor: encodeCursor(advanceCursor(start, fresh)),
      done: !full,
    };
  }

  /** X-Hub-Signature over the body, and a delivery id to remember (without one a replay could not be told apart). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): boolean {
    if (!this.options.webhookSecret || deliveryIdOf(headers) === null) return false;
    return verifyHubSignature(this.options.webhookSecret, headers['x-hub-signature'], rawBody);
  }

  /**
   * Zammad signs the body only, with no timestamp to judge staleness by: X-Zammad-Delivery, unique
   * per delivery, is remembered for ZAMMAD_WEBHOOK_REPLAY_WINDOW_SECONDS and a repeat is refused.
   */
  webhookDelivery(headers: Record<string, string | string[] | undefined>): { id: string; windowSeconds: number } | null {
    const id = deliveryIdOf(headers);
    return id === null ? null : { id, windowSeconds: this.options.replayWindowSeconds };
  }

  /**
   * Once per key: the ticket carries the tag `distillo-<key>`, and a search for it comes first, so a
   * retry after a lost response (the ticket was created, the answer never arrived) finds it.
   * The customer is `guess:<e-mail>` (Zammad finds or creates that user, api/ticket "Create").
   */
  async createTicket(request: EscalationRequest): Promise<{ externalId: string }> {
    const tag = keyTag(request.key);
    const body = `${request.body}\n\nConversazione in Distillo: ${request.link}`;
    const id = await this.once(
      () => this.findByTag(tag),
      async () =>
        (
          await this.http.post<ZammadTicket>('/api/v1/tickets', {
            title: request.subject,
            group: this.options.group,
            ...(request.requesterEmail ? { customer_id: `guess:${request.requesterEmail}` } : {}),
            article: { subject: request.subject, body, content_type: 'text/plain', type: 'note', internal: false, sender: 'Customer' },
            tags: `${DISTILLO_TAG},${tag}`,
          })
        ).id,
    );
    // The documented way to tag (api/ticket/tags); adding a tag twice is harmless, so these are retried freely.
    for (const item of [DISTILLO_TAG, tag]) await this.retried(() => this.http.post('/api/v1/tags/add', { item, object: 'Ticket', o_id: id }));
    return { externalId: zammadExternalId(id) };
  }

  /**
   * Public messages are the customer's words (sender Customer); internal ones are notes for agents.
   * When the ticket's latest article of that visibility already has this text, it is not posted
   * again: a retry after a lost answer never doubles a message. (So a customer sending exactly the
   * same words twice in a row, with nothing in between, is posted once.)
   */
  async addMessage(ticketExternalId: string, body: string, visibility: 'public' | 'internal'): Promise<void> {
    const ticketId = this.ticketIdOf(ticketExternalId);
    const internal = visibility === 'internal';
    const text = body.trim();
    await this.once(
      async () => {
        const latest = (await this.articles(ticketId)).filter((a) => Boolean(a.internal) === internal).at(-1);
        return latest && articleText(latest) === text ? true : null;
      },
      async () => {
        await this.http.post('/api/v1/ticket_articles', {
          ticket_id: ticketId,
          body: text,
          content_type: 'text/plain',
          type: internal ? 'note' : 'web',
          internal,
          sender: internal ? 'Agent' : 'Customer',
        });
        return true;
      },
    );
  }

  /**
   * A write that must happen once: look (`find`), and write only when nothing is there. After a
   * failure that leaves it unknown whether Zammad acted (a 5xx, no answer in time), the write may
   * still be completing there: wait at least one request timeout, then look again before anything
   * else — before a new attempt here, and before giving the failure to the job (whose retry would
   * otherwise look too early and write a second time).
   */
  private async once<T>(find: () => Promise<T | null>, write: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const found = await find();
      if (found !== null) return found;
      try {
        return await write();
      } catch (error) {
        if (!(error instanceof ZammadApiError) || error.permanent) throw error;
        const wait = this.http.waitBefore(attempt, error);
        const unknownOutcome = error.status === 0 || error.status >= 500;
        if (unknownOutcome) {
          await sleep(Math.max(wait ?? 0, this.options.timeoutMs));
          const settled = await find();
          if (settled !== null) return settled;
        } else if (wait !== null) {
          await sleep(wait);
        }
        if (wait === null) throw error;
      }
    }
  }

  /** An idempotent write, retried like a read. */
  private async retried<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        const wait = error instanceof ZammadApiError ? this.http.waitBefore(attempt, error) : null;
        if (wait === null) throw error;
        await sleep(wait);
      }
    }
  }

  async agentMessages(ticketExternalId: string, after: Date | null): Promise<AgentMessage[]> {
    const articles = await this.articles(this.ticketIdOf(ticketExternalId));
    return articles
      .filter((a) => authorOf(a) === 'agent' && !a.internal && (after === null || Date.parse(a.created_at) > after.getTime()))
      .map((a) => ({ id: String(a.id), ticketExternalId, body: articleText(a), createdAt: new Date(a.created_at) }))
      .filter((m) => m.body !== '')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async check(): Promise<ConnectorCheck[]> {
    const checks: ConnectorCheck[] = [];
    const run = async (name: string, fn: () => Promise<string>) => {
      try {
        checks.push({ name, ok: true, detail: await fn() });
      } catch (error) {
        checks.push({ name, ok: false, detail: error instanceof ZammadApiError ? error.message : String(error) });
      }
    };
    try {
      const me = await this.http.get<{ login?: string; id: number }>('/api/v1/users/me');
      checks.push({ name: 'token', ok: true, detail: `accepted (user ${me.login ?? me.id})` });
    } catch (error) {
      // No answer at all (status 0): the address or the network, not the token.
      if (error instanceof ZammadApiError && error.status === 0) return [unreachableCheck('Zammad', 'ZAMMAD_URL', this.options.url, error.message)];
      return [{ name: 'token', ok: false, detail: error instanceof ZammadApiError ? error.message : String(error) }];
    }
    await run('read tickets (ticket.agent)', async () => {
      await this.http.get('/api/v1/tickets/search?query=*&limit=1&expand=true');
      return 'ticket search answers';
    });
    await run(`group "${this.options.group}" (ZAMMAD_GROUP)`, async () => {
      const groups = await this.http.get<Array<{ name: string }>>('/api/v1/groups');
      if (!groups.some((g) => g.name === this.options.group)) {
        throw new Error(`no such group; groups the token sees: ${groups.map((g) => g.name).join(', ') || 'none'}`);
      }
      return 'exists: escalation tickets go there';
    });
    checks.push(
      this.options.webhookSecret
        ? { name: 'webhook secret', ok: true, optional: true, detail: 'set: X-Hub-Signature is checked' }
        : { name: 'webhook secret', ok: false, optional: true, detail: 'ZAMMAD_WEBHOOK_SECRET is not set: webhooks are refused (the sync still runs)' },
    );
    return checks;
  }

  private async findByTag(tag: string): Promise<number | null> {
    const query = new URLSearchParams({ query: `tags:${tag}`, limit: '1', expand: 'true' });
    const [ticket] = ticketsOf(await this.http.get<SearchResponse>(`/api/v1/tickets/search?${query}`));
    return ticket ? ticket.id : null;
  }

  private articles(ticketId: number, signal?: AbortSignal): Promise<ZammadArticle[]> {
    return this.http.get<ZammadArticle[]>(`/api/v1/ticket_articles/by_ticket/${ticketId}?expand=true`, signal);
  }

  private ticketIdOf(externalId: string): number {
    const id = zammadTicketId(externalId);
    if (id === null) throw new ZammadApiError(`"${externalId}" is not a Zammad ticket (expected zammad-<id>)`, 0, true);
    return id;
  }
}

/** X-Zammad-Delivery when it looks like one (Zammad sends a UUID); null when missing or odd. */
function deliveryIdOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers['x-zammad-delivery'];
  const id = (Array.isArray(value) ? value[0] : value)?.trim();
  return id && /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  });
  await Promise.all(workers);
  return results;
}
