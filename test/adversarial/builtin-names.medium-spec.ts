import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { BUILT_IN_NAMES } from '../../src/lib/tables/text-table';
import { loadChatUnits } from '../fakes/chat-knowledge';
import { quickSession } from '../review-helpers';
import { dbOf, INTAKE_TOKEN, ticketBody, useApi } from '../utils/test-app';

/**
 * Issue 32, finding 1, as an attack on every route the OpenAPI document lists: Object.prototype's
 * names ("constructor", "toString", "__proto__" … and their capitalised forms) as every path
 * parameter, every query field and every body field, with a real conversation, unit and ticket
 * behind the ids where a route has them, and JSON bodies whose own keys are those names. Never a
 * 5xx, no Object.prototype polluted, no "[object Object]" or "function Object()" stored.
 * Figures land in .data/adversarial-builtin-names-<namespace>.json.
 */
type Operation = { parameters?: Array<{ name: string; in: string }>; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Schema = { $ref?: string; properties?: Record<string, unknown> };
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
/** The names as written, capitalised and upper-cased, and paths into the prototype as query parsers read them. */
const NAMES = [...new Set([...BUILT_IN_NAMES, ...BUILT_IN_NAMES.map((n) => n.toUpperCase()), 'prototype', 'constructor[prototype][polluted]', '__proto__[polluted]'])];
/** Routes whose effect would end the attack itself (the admin's own session), or that answer 503 by design here (no worker runs). */
const SKIPPED = new Set(['post /api/auth/logout', 'get /health/ready']);
/** Bodies that pass validation, the names in their free-text fields: what reaches the services' tables. */
const VALID_BODIES = new Map<string, (name: string, i: number) => object>([
  ['post /api/tickets', (name, i) => ticketBody({ external_id: `BI-${i}-${name}`, subject: name, product: name, category: name, customer_ref: name, status: 'open', closed_at: null })],
  ['post /api/chat/conversations', (name) => ({ product: name.toLowerCase().replace(/^_+|_+$/g, ''), customer_ref: name, locale: 'it' })],
  ['post /api/chat/conversations/{id}/messages', (name) => ({ message: `errore ${name} al login` })],
  ['post /api/gdpr/export', (name) => ({ customer_ref: name })],
  ['post /api/gdpr/erase', (name) => ({ customer_ref: `nessuno-${name}` })],
  ['post /api/auth/login', (name) => ({ email: `${name}@example.com`, password: name })],
]);

describe('adversarial: built-in property names on every route (real API, MariaDB/MySQL, Redis)', () => {
  const app = useApi({
    INTAKE_TOKEN,
    CHAT: 'extractive',
    CHAT_RATE_IP_PER_MINUTE: '0',
    CHAT_RATE_CONVERSATION_PER_MINUTE: '0',
    SEARCH_RATE_IP_PER_MINUTE: '0',
    ESCALATION_RATE_IP_PER_MINUTE: '0',
    ESCALATION_COOLDOWN_SECONDS: '0',
    CHAT_HANDOFF_STREAM_MS: '1000',
  });
  const http = () => request(app().getHttpServer());

  it('answers every request below 500, pollutes nothing and stores no member of Object.prototype', async () => {
    const units = await loadChatUnits(app());
    const unitId = [...units.values()][0]!;
    const ticket = (await http().post('/api/tickets').set('Authorization', `Bearer ${INTAKE_TOKEN}`).send(ticketBody({ external_id: 'BI-T' })).expect(200)).body.ticket_id as number;
    const conversation = (await http().post('/api/chat/conversations').send({}).expect(201)).body as { id: string; token: string };
    const admin = await quickSession(app(), 'admin@example.com', 'admin');
    const document = (await http().get('/api/openapi.json').expect(200)).body as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>; components?: { schemas?: Record<string, Schema> } };
    const fieldsOf = (schema: Schema | undefined): string[] => {
      const resolved = schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').at(-1)!] : schema;
      return Object.keys(resolved?.properties ?? {});
    };
    /** A real id for the route's own parameter where it has one, so the names reach past the lookup of the id. */
    const realId = (path: string, param: string): string | undefined => {
      if (param !== 'id') return undefined;
      if (path.startsWith('/api/chat/conversations/')) return conversation.id;
      if (path.startsWith('/api/review/units/') || path.startsWith('/widget/units/')) return String(unitId);
      if (path.startsWith('/api/review/llm-usage/tickets/')) return String(ticket);
      return undefined;
    };

    const statuses: number[] = [];
    const failures: string[] = [];
    let routes = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation || SKIPPED.has(`${method} ${path}`)) continue;
        routes++;
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const body = fieldsOf(operation.requestBody?.content?.['application/json']?.schema);
        const streams = path.endsWith('/events');
        for (const name of NAMES) {
          for (const real of streams ? [false] : [false, true]) {
            const url = path.replace(/\{([^}]+)\}/g, (_m, param: string) => encodeURIComponent((real && realId(path, param)) || name));
            // The second round only where a real id stands in for a parameter.
            if (real && !params.some((param) => realId(path, param) !== undefined)) continue;
            const search = new URLSearchParams([...query.map((q): [string, string] => [q, name]), [name, name]]);
            let req = http()[method](`${url}?${search}`).timeout(10_000);
            if (path.startsWith('/api/chat/')) req = req.set('Authorization', `Bearer ${conversation.token}`);
            else if (path.startsWith('/api/tickets')) req = req.set('Authorization', `Bearer ${INTAKE_TOKEN}`);
            else req = req.set('Cookie', `${name}=x; ${admin.cookie}`).set('X-CSRF-Token', admin.csrf);
            if (method !== 'get' && method !== 'delete') {
              const valid = real || !params.some((param) => realId(path, param) !== undefined) ? VALID_BODIES.get(`${method} ${path}`)?.(name, statuses.length) : undefined;
              const fields = valid ?? Object.fromEntries(body.map((field) => [field, name]));
              // Own keys named like the built-ins, written as raw JSON ("__proto__" stays an own key).
              req = req.set('Content-Type', 'application/json').send(`{${[...Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(name)}:{"polluted":true}`, '"__proto__":{"polluted":true}'].join(',')}}`);
            }
            try {
              const response = await req;
              statuses.push(response.status);
              if (response.status >= 500) failures.push(`${method.toUpperCase()} ${url} (${name}): ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
            } catch (error) {
              failures.push(`${method.toUpperCase()} ${url} (${name}): ${String(error)}`);
            }
          }
        }
      }
    }

    const polluted = ({} as Record<string, unknown>).polluted !== undefined || Object.getOwnPropertyNames(Object.prototype).includes('polluted');
    const db = dbOf(app());
    const stored = await sql<{ n: number }>`
      SELECT (SELECT COUNT(*) FROM tickets WHERE CONCAT_WS(' ', subject, product, product_name, category_original, customer_ref) REGEXP 'object Object|native code')
           + (SELECT COUNT(*) FROM ticket_messages WHERE body REGEXP 'object Object|native code')
           + (SELECT COUNT(*) FROM chat_messages WHERE text REGEXP 'object Object|native code')
           + (SELECT COUNT(*) FROM knowledge_units WHERE CONCAT_WS(' ', title, problem, solution, product) REGEXP 'object Object|native code') AS n`.execute(db);
    const tally = statuses.reduce((acc, c) => acc.set(c, (acc.get(c) ?? 0) + 1), new Map<number, number>());
    const dir = resolve(__dirname, '../../.data');
    mkdirSync(dir, { recursive: true });
    const namespace = (process.env.QUEUE_PREFIX ?? 'test').replace(/[^a-z0-9-]/gi, '');
    writeFileSync(
      resolve(dir, `adversarial-builtin-names-${namespace}.json`),
      JSON.stringify({ routes, names: NAMES.length, requests: statuses.length + failures.filter((f) => !/: \d{3} /.test(f)).length, statuses: Object.fromEntries(tally), failures: failures.length, polluted, stored_members: Number(stored.rows[0]!.n) }, null, 2),
    );
    expect(failures).toEqual([]);
    expect(polluted).toBe(false);
    expect(Number(stored.rows[0]!.n)).toBe(0);
    expect(routes).toBeGreaterThan(50);
  }, 300_000);
});
