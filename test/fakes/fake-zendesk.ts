import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startLocalServer, type LocalServer } from './local-server';

/**
 * A Zendesk Support account on 127.0.0.1, speaking the documented wire format
 * (developer.zendesk.com, Ticketing API) of what the connector uses:
 *
 * - basic auth `{email}/token:{api_token}`; anything else is 401 `{"error":"Couldn't authenticate you"}`;
 * - GET /api/v2/incremental/tickets/cursor.json: `start_time` (Unix seconds, tickets whose
 *   generated_timestamp is ≥ it) or `cursor`; pages of `per_page` (≤ 1000) ordered by
 *   generated_timestamp then id; `after_cursor`, `after_url`, `before_cursor`, `end_of_stream`;
 *   `include=users` sideloads requesters; deleted tickets come with status `deleted`;
 * - GET /api/v2/tickets/{id}/comments.json: cursor pagination (`page[size]` ≤ 100, `page[after]`,
 *   `meta.has_more`, `meta.after_cursor`, `links.next`), `include=users` sideloads authors;
 *   404 `{"error":"RecordNotFound"}` for an unknown ticket;
 * - users/me, users/show_many, brands, groups, ticket_fields/{id};
 * - List Tickets by `external_id`, Create Ticket (POST /api/v2/tickets.json), Update Ticket with a
 *   comment (PUT /api/v2/tickets/{id}.json; `public: false` is an internal note);
 * - faults on demand: a status (429 with Retry-After, 5xx, 401…) for the next requests matching a path.
 */

export type Role = 'end-user' | 'agent' | 'admin';

export interface FakeUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export interface FakeComment {
  id: number;
  author_id: number;
  body: string;
  plain_body: string;
  public: boolean;
  created_at: string;
}

export interface FakeTicket {
  id: number;
  subject: string;
  raw_subject: string;
  description: string;
  status: string;
  requester_id: number;
  submitter_id: number;
  brand_id: number | null;
  group_id: number | null;
  tags: string[];
  custom_fields: Array<{ id: number; value: unknown }>;
  external_id: string | null;
  created_at: string;
  updated_at: string;
  generated_timestamp: number;
}

export interface Fault {
  path: RegExp;
  status: number;
  /** Seconds, sent as Retry-After (429). */
  retryAfter?: number;
  /** How many matching requests fail (then it is used up). */
  times: number;
  /** Matching requests let through before the fault starts (a failure in the middle of a stream). */
  after?: number;
}

const BASE_TIME = Date.UTC(2026, 0, 5, 8, 0, 0) / 1000;

export class FakeZendesk {
  readonly users = new Map<number, FakeUser>();
  readonly tickets = new Map<number, FakeTicket>();
  readonly comments = new Map<number, FakeComment[]>();
  readonly brands = new Map<number, string>();
  readonly groups = new Map<number, string>();
  readonly ticketFields = new Set<number>();
  /** Every request: method, path and query (for assertions on pagination and retries). */
  readonly requests: Array<{ method: string; path: string; query: URLSearchParams; status: number; at: number }> = [];
  faults: Fault[] = [];
  /** Largest page of the incremental export (the API's is 1000). */
  exportPageSize = 1000;
  /** The authenticated user (users/me, and author of comments added through the API). */
  apiUserId: number;
  private nextId = 1000;
  private clock = BASE_TIME;
  private server: LocalServer | undefined;

  constructor(
    readonly email = 'admin@acme.example',
    readonly apiToken = 'zendesk-api-token-0123',
  ) {
    this.apiUserId = this.addUser('admin', 'Admin API').id;
  }

  get origin(): string {
    return this.server!.origin;
  }

  async start(port = 0): Promise<this> {
    this.server = await startLocalServer(
      (req, res) => this.handle(req, res),
      (res, error) => send(res, 500, { error: 'InternalError', description: String(error) }),
      port,
    );
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
  }

  /** An empty account again (between tests); the API user stays. */
  reset(): void {
    for (const map of [this.tickets, this.comments, this.brands, this.groups]) map.clear();
    this.ticketFields.clear();
    for (const id of [...this.users.keys()]) if (id !== this.apiUserId) this.users.delete(id);
    this.requests.length = 0;
    this.faults = [];
    this.exportPageSize = 1000;
  }

  // ---- the account's data -----------------------------------------------------------------------

  addUser(role: Role, name = `${role} ${this.nextId}`): FakeUser {
    const id = this.nextId++;
    const user = { id, name, email: `user${id}@example.com`, role };
    this.users.set(id, user);
    return user;
  }

  addBrand(name: string): number {
    const id = this.nextId++;
    this.brands.set(id, name);
    return id;
  }

  addGroup(name: string): number {
    const id = this.nextId++;
    this.groups.set(id, name);
    return id;
  }

  /** A ticket with its comments (the first one is the description); returns its id. */
  addTicket(input: {
    subject: string;
    status?: string;
    requester: number;
    comments: Array<{ author: number; body: string; public?: boolean }>;
    brand_id?: number | null;
    group_id?: number | null;
    tags?: string[];
    custom_fields?: Array<{ id: number; value: unknown }>;
    external_id?: string | null;
  }): number {
    const id = this.nextId++;
    const at = this.tick();
    const comments = input.comments.map((c, i) => this.comment(c.author, c.body, c.public ?? true, new Date((at - 3600 + i * 60) * 1000)));
    this.tickets.set(id, {
      id,
      subject: input.subject,
      raw_subject: input.subject,
      description: input.comments[0]?.body ?? '',
      status: input.status ?? 'solved',
      requester_id: input.requester,
      submitter_id: input.requester,
      brand_id: input.brand_id ?? null,
      group_id: input.group_id ?? null,
      tags: input.tags ?? [],
      custom_fields: input.custom_fields ?? [],
      external_id: input.external_id ?? null,
      created_at: iso(at - 3600),
      updated_at: iso(at),
      generated_timestamp: at,
    });
    this.comments.set(id, comments);
    return id;
  }

  /** A change to a ticket (status, a new comment): it moves to the end of the incremental export. */
  updateTicket(id: number, change: { status?: string; comment?: { author: number; body: string; public?: boolean } }): void {
    const ticket = this.tickets.get(id)!;
    const at = this.tick();
    if (change.status) ticket.status = change.status;
    if (change.comment) this.comments.get(id)!.push(this.comment(change.comment.author, change.comment.body, change.comment.public ?? true, new Date(at * 1000)));
    ticket.updated_at = iso(at);
    ticket.generated_timestamp = at;
  }

  /** Fails the next `times` requests whose path matches (after letting `after` of them through). */
  fail(fault: Omit<Fault, 'times'> & { times?: number }): void {
    this.faults.push({ times: 1, ...fault });
  }

  requestsTo(path: RegExp): FakeZendesk['requests'] {
    return this.requests.filter((r) => path.test(r.path));
  }

  private tick(): number {
    this.clock += 1;
    return this.clock;
  }

  private comment(author: number, body: string, isPublic: boolean, at: Date): FakeComment {
    return { id: this.nextId++, author_id: author, body, plain_body: body, public: isPublic, created_at: at.toISOString().replace('.000', '') };
  }

  // ---- HTTP ----------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, status: 200, at: Date.now() };
    this.requests.push(record);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      send(res, status, body, headers);
    };

    const fault = this.faults.find((f) => f.path.test(url.pathname) && f.times > 0);
    if (fault) {
      if ((fault.after ?? 0) > 0) fault.after! -= 1;
      else {
        fault.times -= 1;
        const headers: Record<string, string> = fault.retryAfter !== undefined ? { 'Retry-After': String(fault.retryAfter) } : {};
        return reply(fault.status, fault.status === 429 ? { error: 'APIRateLimitExceeded', description: 'Number of allowed API requests per minute exceeded' } : { error: 'Fault', description: `injected ${fault.status}` }, headers);
      }
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(`${this.email}/token:${this.apiToken}`).toString('base64')}`) {
      return reply(401, { error: "Couldn't authenticate you" });
    }
    const { body } = await readBody(req);
    const route = `${req.method} ${url.pathname}`;
    let match: RegExpMatchArray | null;

    if (route === 'GET /api/v2/incremental/tickets/cursor.json') return reply(200, this.incrementalTickets(url));
    if ((match = route.match(/^GET \/api\/v2\/tickets\/(\d+)\/comments\.json$/))) {
      const result = this.ticketComments(Number(match[1]), url);
      return result ? reply(200, result) : reply(404, { error: 'RecordNotFound', description: 'Not found' });
    }
    if (route === 'GET /api/v2/users/me.json') return reply(200, { user: this.users.get(this.apiUserId) });
    if (route === 'GET /api/v2/users/show_many.json') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return reply(200, { users: ids.map((id) => this.users.get(id)).filter(Boolean) });
    }
    if (route === 'GET /api/v2/brands.json') return reply(200, { brands: [...this.brands].map(([id, name]) => ({ id, name })), meta: { has_more: false, after_cursor: null } });
    if (route === 'GET /api/v2/groups.json') return reply(200, { groups: [...this.groups].map(([id, name]) => ({ id, name })), meta: { has_more: false, after_cursor: null } });
    if ((match = route.match(/^GET \/api\/v2\/ticket_fields\/(\d+)\.json$/))) {
      return this.ticketFields.has(Number(match[1])) ? reply(200, { ticket_field: { id: Number(match[1]) } }) : reply(404, { error: 'RecordNotFound', description: 'Not found' });
    }
    if (route === 'GET /api/v2/tickets.json') {
      const externalId = url.searchParams.get('external_id');
      return reply(200, { tickets: [...this.tickets.values()].filter((t) => externalId === null || t.external_id === externalId), next_page: null, count: 0 });
    }
    if (route === 'POST /api/v2/tickets.json') return reply(201, { ticket: this.createTicket(body as { ticket: Record<string, unknown> }) });
    if ((match = route.match(/^PUT \/api\/v2\/tickets\/(\d+)\.json$/))) {
      const id = Number(match[1]);
      if (!this.tickets.has(id)) return reply(404, { error: 'RecordNotFound', description: 'Not found' });
      const comment = (body as { ticket?: { comment?: { body: string; public?: boolean } } })?.ticket?.comment;
      if (comment) this.updateTicket(id, { comment: { author: this.apiUserId, body: comment.body, public: comment.public ?? true } });
      return reply(200, { ticket: this.tickets.get(id) });
    }
    return reply(404, { error: 'InvalidEndpoint', description: 'Not found' });
  }

  private incrementalTickets(url: URL) {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? this.exportPageSize), 1000, this.exportPageSize);
    const cursor = url.searchParams.get('cursor');
    const ordered = [...this.tickets.values()].sort((a, b) => a.generated_timestamp - b.generated_timestamp || a.id - b.id);
    let position: [number, number];
    if (cursor) position = decodeCursor(cursor);
    else position = [Number(url.searchParams.get('start_time') ?? 0), -1];
    const after = ordered.filter((t) => t.generated_timestamp > position[0] || (t.generated_timestamp === position[0] && t.id > position[1]));
    const page = after.slice(0, perPage);
    const last = page.at(-1);
    const afterCursor = encodeCursor(last ? [last.generated_timestamp, last.id] : position);
    const users = url.searchParams.get('include')?.split(',').includes('users')
      ? [...new Set(page.map((t) => t.requester_id))].map((id) => this.users.get(id)).filter(Boolean)
      : undefined;
    return {
      tickets: page,
      ...(users ? { users } : {}),
      after_cursor: afterCursor,
      after_url: `${this.origin}/api/v2/incremental/tickets/cursor.json?cursor=${afterCursor}`,
      before_cursor: null,
      before_url: null,
      end_of_stream: after.length <= perPage,
    };
  }

  private ticketComments(ticketId: number, url: URL) {
    const all = this.comments.get(ticketId);
    if (!all) return null;
    const size = Math.min(Number(url.searchParams.get('page[size]') ?? 100), 100);
    const start = url.searchParams.has('page[after]') ? Number(Buffer.from(url.searchParams.get('page[after]')!, 'base64url').toString()) : 0;
    const page = all.slice(start, start + size);
    const hasMore = start + size < all.length;
    const afterCursor = hasMore ? Buffer.from(String(start + size)).toString('base64url') : null;
    const users = url.searchParams.get('include')?.split(',').includes('users')
      ? [...new Set(page.map((c) => c.author_id))].map((id) => this.users.get(id)).filter(Boolean)
      : undefined;
    return {
      comments: page,
      ...(users ? { users } : {}),
      meta: { has_more: hasMore, after_cursor: afterCursor, before_cursor: null },
      links: { next: hasMore ? `${this.origin}/api/v2/tickets/${ticketId}/comments.json?page[size]=${size}&page[after]=${afterCursor}` : null, prev: null },
    };
  }

  private createTicket(body: { ticket: Record<string, unknown> }): FakeTicket {
    const input = body.ticket as { subject: string; comment: { body: string; public?: boolean }; requester?: { email: string; name: string }; tags?: string[]; external_id?: string };
    let requester = this.apiUserId;
    if (input.requester?.email) {
      const existing = [...this.users.values()].find((u) => u.email === input.requester!.email);
      requester = existing?.id ?? this.addUser('end-user', input.requester.name).id;
      if (!existing) this.users.get(requester)!.email = input.requester.email;
    }
    const id = this.addTicket({
      subject: input.subject,
      status: 'new',
      requester,
      comments: [{ author: this.apiUserId, body: input.comment.body, public: input.comment.public ?? true }],
      tags: input.tags,
      external_id: input.external_id ?? null,
    });
    return this.tickets.get(id)!;
  }
}

/** The headers Zendesk sends with a webhook: base64(HMAC-SHA256(secret, timestamp + body)). */
export function signZendeskWebhook(secret: string, body: string, timestamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')): Record<string, string> {
  const signature = createHmac('sha256', secret).update(timestamp + body).digest('base64');
  return { 'X-Zendesk-Webhook-Signature': signature, 'X-Zendesk-Webhook-Signature-Timestamp': timestamp };
}

function encodeCursor([timestamp, id]: [number, number]): string {
  return Buffer.from(`${timestamp}.0||${id}|`).toString('base64');
}

function decodeCursor(cursor: string): [number, number] {
  const [timestamp, , id] = Buffer.from(cursor, 'base64').toString().split('|');
  return [Math.floor(Number(timestamp)), Number(id)];
}

function iso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000', '');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
