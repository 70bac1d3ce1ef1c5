import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import type { NewKnowledgeUnit } from '../src/database/database.types';
import { AuthService } from '../src/modules/auth/auth.service';
import { hashToken, newToken } from '../src/modules/auth/session-token';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { dbOf } from './utils/test-app';

/** Cheap scrypt for seeded reviewers (the stored format is the same; logins verify with it). */
export const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD = 'a-long-test-password-123';

export async function seedReviewer(app: INestApplicationContext, email: string, role: 'reviewer' | 'admin' = 'reviewer'): Promise<number> {
  const credentials = await app.get(AuthService).addReviewer({ email, role, password: PASSWORD }, { id: null, name: 'test' }, FAST_SCRYPT);
  return credentials.id;
}

export interface CookieSession {
  cookie: string;
  csrf: string;
}

/** Logs in like the page does; returns the Cookie header to send and the CSRF token. */
export async function loginCookie(app: INestApplication, email: string, password = PASSWORD): Promise<CookieSession> {
  const response = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password }).expect(200);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  return { cookie, csrf: response.body.csrf_token };
}

export async function loginBearer(app: INestApplication, email: string, password = PASSWORD): Promise<string> {
  const response = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password, mode: 'bearer' }).expect(200);
  return response.body.token;
}

/**
 * A cookie session made straight in the database (what a login stores), for tests that are not
 * about logging in: no scrypt per test.
 */
export async function quickSession(app: INestApplicationContext, email: string, role: 'reviewer' | 'admin' = 'reviewer'): Promise<CookieSession> {
  const reviewerId = await seedReviewer(app, email, role);
  const token = newToken();
  const csrf = newToken();
  await dbOf(app)
    .insertInto('reviewer_sessions')
    .values({ token_hash: hashToken(token), reviewer_id: reviewerId, kind: 'cookie', csrf_token: csrf, expires_at: new Date(Date.now() + 3600_000) })
    .execute();
  return { cookie: `distillo_session=${token}; distillo_csrf=${csrf}`, csrf };
}

/** A client for the review API with a cookie session (CSRF header included on writes). */
export function reviewClient(app: INestApplication, session: CookieSession) {
  const server = () => request(app.getHttpServer());
  const write = (method: 'post' | 'patch' | 'delete', path: string, body?: object) => {
    const req = server()[method](path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
    return body === undefined ? req : req.send(body);
  };
  return {
    get: (path: string) => server().get(path).set('Cookie', session.cookie),
    post: (path: string, body?: object) => write('post', path, body),
    patch: (path: string, body: object) => write('patch', path, body),
    delete: (path: string) => write('delete', path),
  };
}

export async function seedTicket(
  app: INestApplicationContext,
  externalId: string,
  messages: Array<{ author: 'customer' | 'agent'; visibility: 'public' | 'internal' | 'internal_confidential'; body: string }>,
  subject = 'Problema di accesso',
): Promise<number> {
  const db = dbOf(app);
  const result = await db
    .insertInto('tickets')
    .values({
      external_id: externalId,
      subject,
      category: 'accesso',
      product: 'fatturafacile',
      locale: 'it',
      customer_ref: null,
      status: 'closed',
      closed_at: new Date('2026-03-02T10:00:00Z'),
      handle_seconds: 900,
      content_hash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      kb_status: 'distilled',
    })
    .executeTakeFirstOrThrow();
  const ticketId = Number(result.insertId);
  await db
    .insertInto('ticket_messages')
    .values(messages.map((m, i) => ({ ticket_id: ticketId, position: i, author: m.author, visibility: m.visibility, body: m.body, created_at: new Date(Date.UTC(2026, 2, 1, 9, i)) })))
    .execute();
  return ticketId;
}

export async function seedUnit(app: INestApplicationContext, overrides: Partial<NewKnowledgeUnit> & { phrases?: string[] } = {}): Promise<number> {
  const { phrases, ...fields } = overrides;
  const result = await dbOf(app)
    .insertInto('knowledge_units')
    .values({
      problem: 'Non riesco ad accedere al gestionale',
      symptoms: 'Il login rifiuta la password',
      cause: 'Password scaduta',
      solution: 'Reimpostare la password dalla pagina di accesso con il link "Password dimenticata".',
      applicability: 'Tutti gli utenti',
      product: 'fatturafacile',
      category: 'accesso',
      locale: 'it',
      status: 'pending_review',
      dedup_key: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      ticket_count: 1,
      total_handle_seconds: 900,
      last_seen_at: new Date('2026-03-02T10:00:00Z'),
      confidence: 0.9,
      search_phrases: JSON.stringify(phrases ?? ['non riesco ad accedere']),
      distilled_by: 'rules-v1',
      ...fields,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function linkTicket(app: INestApplicationContext, unitId: number, ticketId: number): Promise<void> {
  await dbOf(app).insertInto('knowledge_unit_ticket').values({ unit_id: unitId, ticket_id: ticketId, link_type: 'created', similarity: null }).execute();
}

export async function indexJobs(app: INestApplicationContext): Promise<number[]> {
  const jobs = await app.get(JobQueue).queue(QueueName.Index).getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed']);
  return jobs.map((job) => (job.data as { unitId: number }).unitId).sort((a, b) => a - b);
}

export async function auditRows(app: INestApplicationContext, unitId?: number) {
  let query = dbOf(app).selectFrom('kb_audit_log').selectAll().orderBy('id');
  if (unitId !== undefined) query = query.where('unit_id', '=', unitId);
  return query.execute();
}
