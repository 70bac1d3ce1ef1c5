import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startLocalServer, type LocalServer } from './local-server';

/**
 * A Zammad instance on 127.0.0.1, written from its REST documentation (docs.zammad.org: api/intro,
 * api/ticket, api/ticket/articles, api/ticket/tags, api/ticket/states; admin-docs Manage > Webhooks):
 *  - `Authorization: Token token=…`, 401 {"error": …} otherwise;
 *  - GET /api/v1/tickets/search?query=…&sort_by=updated_at&order_by=asc&page=&per_page=[&expand=true]
 *    (queries `updated_at:>=<time>`, `tags:<tag>`, `*`); expand=true answers an array of tickets with
 *    names (group, state), without it {tickets: [ids], tickets_count, assets: {Ticket}};
 *  - GET /api/v1/ticket_articles/by_ticket/{id}[?expand=true] (internal flag, sender_id, sender name);
 *  - POST /api/v1/tickets (group, customer_id `guess:<e-mail>`, article, tags), POST /api/v1/ticket_articles,
 *    POST /api/v1/tags/add, GET /api/v1/users/me, GET /api/v1/groups;
 *  - injected failures: 429 with Retry-After, 5xx (before or after the request took effect), delays.
 */

export interface FakeTicket {
  id: number;
  number: string;
  title: string;
  group: string;
  state: string;
  customer_id: number;
  created_at: string;
  updated_at: string;
  close_at: string | null;
  [attribute: string]: unknown;
}

export interface FakeArticle {
  id: number;
  ticket_id: number;
  body: string;
  content_type: string;
  internal: boolean;
  sender: 'Customer' | 'Agent' | 'System';
  type: string;
  created_at: string;
}

interface Failure {
  status: number;
  retryAfter?: string;
  /** The request takes effect, then the answer is an error (a lost response). */
  afterEffect?: boolean;
  /** Matching requests let through before this failure applies. */
  skip: number;
  match: (method: string, path: string, query: string) => boolean;
}

const STATE_IDS: Record<string, number> = { new: 1, open: 2, 'pending reminder': 3, closed: 4, merged: 5, 'pending close': 7 };
const SENDER_IDS = { Agent: 1, Customer: 2, System: 3 } as const;

export class FakeZammad {
  readonly tickets = new Map<number, FakeTicket>();
  readonly articles = new Map<number, FakeArticle[]>();
  readonly tags = new Map<number, Set<string>>();
  readonly users = new Map<string, number>();
  readonly groups = ['Users', 'Supporto'];
  readonly requests: Array<{ method: string; path: string; at: number }> = [];
  /** Answered before each request (ms). */
  delayMs = 0;
  /** Honour the `tags` attribute of POST /api/v1/tickets (some instances only tag through /tags/add). */
  tagsOnCreate = true;
  private failures: Failure[] = [];
  private slowdowns: Array<{ ms: number; match: (method: string, path: string) => boolean }> = [];
  private server: LocalServer | null = null;
  private nextTicketId = 1;
  private nextArticleId = 1;
  private nextUserId = 100;
  private clock = Date.parse('2026-11-01T08:00:00.000Z');

  constructor(readonly token = 'zammad-test-token-0123') {}

  get url(): string {
    return this.server!.origin;
  }

  async start(): Promise<this> {
    this.server = await startLocalServer(
      (req, res) => this.handle(req, res),
      (res, error) => json(res, 500, { error: String(error) }),
    );
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
  }

  reset(): void {
    this.tickets.clear();
    this.articles.clear();
    this.tags.clear();
    this.users.clear();
    this.requests.length = 0;
    this.failures = [];
    this.slowdowns = [];
    this.delayMs = 0;
    this.tagsOnCreate = true;
    this.nextTicketId = 1;
    this.nextArticleId = 1;
  }

  /** The next `times` requests that `match` get `status` (a 429 with `retryAfter` seconds when given). */
  fail(times: number, status: number, options: { retryAfter?: string; afterEffect?: boolean; skip?: number; match?: (method: string, path: string, query: string) => boolean } = {}): void {
    for (let i = 0; i < times; i++) {
      this.failures.push({ status, retryAfter: options.retryAfter, afterEffect: options.afterEffect, skip: options.skip ?? 0, match: options.match ?? (() => true) });
    }
  }

  /** The next `times` requests that `match` are answered after `ms` (and still take effect if the client gave up). */
  slow(times: number, ms: number, match: (method: string, path: string) => boolean): void {
    for (let i = 0; i < times; i++) this.slowdowns.push({ ms, match });
  }

  /** A time on the fake's clock, `minutes` after its start (tickets share one when given the same). */
  at(minutes: number): string {
    return new Date(this.clock + minutes * 60_000).toISOString();
  }

  addTicket(fields: Partial<FakeTicket> & { articles?: Array<Partial<FakeArticle> & { body: string }> } = {}): FakeTicket {
    const id = fields.id ?? this.nextTicketId++;
    this.nextTicketId = Math.max(this.nextTicketId, id + 1);
    const { articles = [], ...rest } = fields;
    const created = rest.created_at ?? this.at(id);
    const ticket: FakeTicket = {
      number: String(31000 + id),
      title: `Ticket ${id}`,
      group: 'Users',
      state: 'open',
      customer_id: 7,
      close_at: null,
      created_at: created,
      updated_at: created,
      ...rest,
      id,
    };
    this.tickets.set(id, ticket);
    this.articles.set(
      id,
      articles.map((a, i) => ({
        id: this.nextArticleId++,
        ticket_id: id,
        content_type: 'text/plain',
        internal: false,
        sender: 'Customer',
        type: 'note',
        created_at: new Date(Date.parse(created) + i * 1000).toISOString(),
        ...a,
      })),
    );
    return ticket;
  }

  /** An agent's reply, as Zammad's UI would add it (the ticket's updated_at moves). */
  addArticle(ticketId: number, article: Partial<FakeArticle> & { body: string }, at = new Date().toISOString()): FakeArticle {
    const full: FakeArticle = { id: this.nextArticleId++, ticket_id: ticketId, content_type: 'text/html', internal: false, sender: 'Agent', type: 'note', created_at: at, ...article };
    this.articles.get(ticketId)!.push(full);
    this.tickets.get(ticketId)!.updated_at = at;
    return full;
  }

  /** Signs a webhook body as Zammad does with the webhook's HMAC SHA1 Signature Token. */
  static sign(secret: string, body: string): string {
    return `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const { body } = await readBody(req);
    this.requests.push({ method, path: url.pathname + url.search, at: Date.now() });
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    const slowdown = this.slowdowns.findIndex((s) => s.match(method, url.pathname));
    if (slowdown >= 0) await new Promise((r) => setTimeout(r, this.slowdowns.splice(slowdown, 1)[0].ms));
    if (req.headers.authorization !== `Token token=${this.token}`) return json(res, 401, { error: 'Authentication required' });

    const index = this.failures.findIndex((f) => f.match(method, url.pathname, decodeURIComponent(url.search)) && f.skip-- <= 0);
    const failure = index >= 0 ? this.failures.splice(index, 1)[0] : undefined;
    if (failure && !failure.afterEffect) return json(res, failure.status, { error: 'injected' }, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {});
    const [status, payload] = this.route(method, url, body as Record<string, unknown> | undefined);
    if (failure) return json(res, failure.status, { error: 'injected after effect' }, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {});
    json(res, status, payload);
  }

  private route(method: string, url: URL, body: Record<string, unknown> | undefined): [number, unknown] {
    const path = url.pathname;
    const expand = url.searchParams.get('expand') === 'true';
    if (method === 'GET' && path === '/api/v1/users/me') return [200, { id: 3, login: 'api@example.com' }];
    if (method === 'GET' && path === '/api/v1/groups') return [200, this.groups.map((name, i) => ({ id: i + 1, name }))];
    if (method === 'GET' && path === '/api/v1/tickets/search') return [200, this.search(url.searchParams, expand)];
    const byTicket = /^\/api\/v1\/ticket_articles\/by_ticket\/(\d+)$/.exec(path);
    if (method === 'GET' && byTicket) {
      const list = this.articles.get(Number(byTicket[1]));
      if (!list) return [404, { error: `Couldn't find Ticket with 'id'=${byTicket[1]}` }];
      return [200, list.map((a) => this.articleJson(a, expand))];
    }
    if (method === 'POST' && path === '/api/v1/tickets') return this.createTicket(body ?? {});
    if (method === 'POST' && path === '/api/v1/ticket_articles') {
      const ticketId = Number(body?.ticket_id);
      if (!this.tickets.has(ticketId)) return [422, { error: 'ticket_id is invalid' }];
      const article = this.addArticle(ticketId, {
        body: String(body?.body ?? ''),
        content_type: String(body?.content_type ?? 'text/html'),
        internal: body?.internal === true,
        sender: (body?.sender as FakeArticle['sender']) ?? 'Agent',
        type: String(body?.type ?? 'note'),
      });
      return [201, this.articleJson(article, false)];
    }
    if (method === 'POST' && path === '/api/v1/tags/add') {
      const id = Number(body?.o_id);
      if (!this.tickets.has(id) || body?.object !== 'Ticket') return [422, { error: 'invalid object' }];
      this.tags.get(id)!.add(String(body?.item));
      return [201, true];
    }
    return [404, { error: `No route matches [${method}] ${path}` }];
  }

  private search(params: URLSearchParams, expand: boolean): unknown {
    const query = params.get('query') ?? '';
    let list = [...this.tickets.values()];
    const since = /^updated_at:>=(.+)$/.exec(query);
    const tag = /^tags:(.+)$/.exec(query);
    if (since) {
      const t = Date.parse(since[1].replace(/\\:/g, ':'));
      list = list.filter((ticket) => Date.parse(ticket.updated_at) >= t);
    } else if (tag) {
      list = list.filter((ticket) => this.tags.get(ticket.id)?.has(tag[1]));
    } else if (query !== '*') {
      list = [];
    }
    if (params.get('sort_by') === 'updated_at') {
      const direction = params.get('order_by') === 'desc' ? -1 : 1;
      list.sort((a, b) => direction * (Date.parse(a.updated_at) - Date.parse(b.updated_at)));
    }
    const perPage = Math.min(Number(params.get('per_page') ?? params.get('limit') ?? 10), 200);
    const page = Math.max(1, Number(params.get('page') ?? 1));
    const slice = list.slice((page - 1) * perPage, page * perPage);
    if (expand) return slice.map((t) => this.ticketJson(t, true));
    return {
      tickets: slice.map((t) => t.id),
      tickets_count: slice.length,
      assets: { Ticket: Object.fromEntries(slice.map((t) => [String(t.id), this.ticketJson(t, false)])) },
    };
  }

  private createTicket(body: Record<string, unknown>): [number, unknown] {
    if (typeof body.title !== 'string' || !body.title) return [422, { error: 'title is missing' }];
    if (typeof body.group !== 'string' || !this.groups.includes(body.group)) return [422, { error: 'group is invalid' }];
    let customerId = 3;
    if (typeof body.customer_id === 'string' && body.customer_id.startsWith('guess:')) {
      const email = body.customer_id.slice('guess:'.length).toLowerCase();
      if (!this.users.has(email)) this.users.set(email, this.nextUserId++);
      customerId = this.users.get(email)!;
    }
    const now = new Date().toISOString();
    const ticket = this.addTicket({ title: body.title, group: body.group, customer_id: customerId, state: 'new', created_at: now, updated_at: now });
    const tags = new Set<string>();
    if (this.tagsOnCreate && typeof body.tags === 'string') for (const t of body.tags.split(',')) if (t.trim()) tags.add(t.trim());
    this.tags.set(ticket.id, tags);
    const article = body.article as Record<string, unknown> | undefined;
    if (article) {
      this.addArticle(
        ticket.id,
        {
          body: String(article.body ?? ''),
          content_type: String(article.content_type ?? 'text/html'),
          internal: article.internal === true,
          sender: (article.sender as FakeArticle['sender']) ?? 'Agent',
          type: String(article.type ?? 'note'),
        },
        now,
      );
    }
    return [201, this.ticketJson(ticket, false)];
  }

  private ticketJson(ticket: FakeTicket, expand: boolean): Record<string, unknown> {
    const { group, state, ...rest } = ticket;
    const ids = { group_id: this.groups.indexOf(group) + 1, state_id: STATE_IDS[state] ?? 2, article_count: this.articles.get(ticket.id)?.length ?? 0 };
    return expand ? { ...rest, ...ids, group, state } : { ...rest, ...ids };
  }

  private articleJson(article: FakeArticle, expand: boolean): Record<string, unknown> {
    const { sender, ...rest } = article;
    return expand ? { ...rest, sender_id: SENDER_IDS[sender], sender } : { ...rest, sender_id: SENDER_IDS[sender] };
  }
}

function json(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}
