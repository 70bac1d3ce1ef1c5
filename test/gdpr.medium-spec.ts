import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import request from 'supertest';
import { subjectHash } from '../src/modules/gdpr/subject-hash';
import { GdprEraseCommand } from '../src/modules/gdpr/gdpr-erase.command';
import { GdprExportCommand } from '../src/modules/gdpr/gdpr-export.command';
import { GdprService } from '../src/modules/gdpr/gdpr.service';
import { RetentionService } from '../src/modules/gdpr/retention.service';
import { KnowledgeService } from '../src/modules/knowledge/knowledge.service';
import { UnitLifecycleService } from '../src/modules/knowledge/unit-lifecycle.service';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { ChatClient } from './fakes/chat-client';
import { extractiveChatEnv, loadChatUnits } from './fakes/chat-knowledge';
import { WebhookReceiver } from './fakes/webhook-receiver';
import { quickSession, reviewClient } from './review-helpers';
import { dbOf, flushQueues, listenLocally, startApi, startWorker, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * Erasure and access (GDPR articles 15 and 17) and retention, end to end on the real MariaDB/MySQL
 * and Redis: corpus tickets distilled by the real worker (rules distiller), a chat on approved
 * FAQ units over real HTTP (extractive assistant), ratings, accepted phrase suggestions,
 * escalations delivered to a local webhook receiver. Customer A's data is planted with personal
 * data in several fields; after the erasure a scan of every text column of every table
 * (information_schema) must find none of it, while customer B's data is untouched.
 */

const KEY = 'test-gdpr-hash-key-0123456789abcdef';
const A = 'CUST-ERASE-7781';
const B = 'CUST-KEEP-5512';
const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const SCARTO = 'Che cosa significa il codice di scarto 00404?';
/** What is planted in A's tickets and chat (on top of the corpus's own personal data of those tickets). */
const A_PLANTED = ['Gianluca Verdini', 'gianluca.verdini@example.com', '347 123 4567', 'IT60X0542811101000000123456'];
const A_TICKETS = ['CN-2001', 'CN-2016', 'CN-2003', 'CN-2012', 'CN-2002', 'CN-2004'];
const B_TICKETS = ['CN-2030', 'CN-2005', 'CN-2020'];

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
// Tables other modules own are typed beside them; the tests read them untyped.
type AnyDb = { selectFrom(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const corpus = new Map<string, Row>(
  readFileSync(join(__dirname, '..', 'corpus', 'main', 'tickets.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row)
    .map((t) => [t.external_id, t]),
);
const groundTruth = new Map<string, Row>(
  readFileSync(join(__dirname, '..', 'corpus', 'main', 'ground-truth.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row)
    .map((g) => [g.external_id, g]),
);

/** A's copy of a corpus ticket: the name in the subject, a self-introduction with contact data, an IBAN at the end, a signature. */
function plantedTicket(externalId: string, customerRef: string): Row {
  const ticket = structuredClone(corpus.get(externalId)!);
  ticket.customer_ref = customerRef;
  if (customerRef === A) {
    ticket.subject = `${ticket.subject} (Gianluca Verdini)`;
    const customer = ticket.messages.filter((m: Row) => m.author === 'customer');
    customer[0].body = `Buongiorno, sono Gianluca Verdini, email gianluca.verdini@example.com, cell. 347 123 4567. ${customer[0].body}`;
    customer[customer.length - 1].body = `${customer[customer.length - 1].body}\nPer l'eventuale rimborso: IBAN IT60X0542811101000000123456.\nGianluca Verdini`;
  }
  return ticket;
}

describe('GDPR erasure, access and retention (real HTTP, MariaDB/MySQL, Redis, worker)', () => {
  let api: INestApplication;
  let worker: INestApplicationContext;
  let receiver: WebhookReceiver;
  let chat: ChatClient;
  let restoreEnv: () => void;
  const db = () => dbOf(api);
  const anyDb = () => dbOf(api) as unknown as AnyDb;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    restoreEnv = withEnv({
      ...extractiveChatEnv(receiver, 'whsec-test-0123456789abcdef'),
      WEBHOOK_ATTEMPTS: '2',
      WEBHOOK_BACKOFF_BASE_MS: '100',
      GDPR_HASH_KEY: KEY,
      CHAT_RETENTION_DAYS: '30',
      TICKET_RETENTION_DAYS: '365',
    });
    api = await startApi();
    worker = await startWorker();
    chat = new ChatClient(await listenLocally(api));
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await receiver?.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    await truncateAll(db());
    await flushQueues();
    receiver.reset();
  });

  let lastCounts = '';
  async function settle(): Promise<void> {
    const queues = [QueueName.Distill, QueueName.Index, QueueName.Outbound].map((name) => api.get(JobQueue).queue(name));
    await waitFor(
      async () => {
        const counts = await Promise.all(queues.map((q) => q.getJobCounts('waiting', 'active', 'delayed', 'prioritized')));
        lastCounts = JSON.stringify(counts);
        return counts.every((c) => Object.values(c).every((n) => n === 0));
      },
      { polls: 3, timeoutMs: 60_000, what: () => `queues idle (last ${lastCounts})` },
    );
  }

  async function submit(tickets: Row[]): Promise<void> {
    for (const ticket of tickets) await api.get(TicketsService).upsert(ticketInputSchema.parse(ticket));
  }

  /** A turn: the assistant message's id and whether it answered. */
  async function ask(conversation: { id: string; token: string }, message: string): Promise<{ id: number; answered: boolean }> {
    const response = await chat.send(conversation, message);
    const done = response.events.find((e) => e.event === 'done');
    expect(done).toBeDefined();
    return { id: done!.data.message_id, answered: done!.data.answered };
  }

  /** Every unit from tickets, with its links: ticket_count and handle time must be what its links say. */
  async function unitConsistency(): Promise<Array<{ id: number; status: string; ticket_count: number; links: number; total: number; linkedSeconds: number }>> {
    const { rows } = await sql<Row>`
      SELECT u.id, u.status, u.ticket_count, u.total_handle_seconds AS total,
             COUNT(l.ticket_id) AS links, COALESCE(SUM(t.handle_seconds), 0) AS linked_seconds
      FROM knowledge_units u
      LEFT JOIN knowledge_unit_ticket l ON l.unit_id = u.id
      LEFT JOIN tickets t ON t.id = l.ticket_id
      WHERE u.source_type = 'ticket' AND u.status <> 'superseded'
      GROUP BY u.id, u.status, u.ticket_count, u.total_handle_seconds
      ORDER BY u.id`.execute(db());
    return rows.map((r) => ({ id: r.id, status: r.status, ticket_count: Number(r.ticket_count), links: Number(r.links), total: Number(r.total), linkedSeconds: Number(r.linked_seconds) }));
  }

  /** Where `needle` occurs: "table.column" of every text column of every table of the schema. */
  async function scan(needles: string[]): Promise<Map<string, string[]>> {
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      SELECT TABLE_NAME AS table_name, COLUMN_NAME AS column_name FROM information_schema.COLUMNS
      WHERE TABLE_SCHEMA = DATABASE() AND DATA_TYPE IN ('char', 'varchar', 'tinytext', 'text', 'mediumtext', 'longtext', 'enum', 'set', 'json')`.execute(db());
    const byTable = new Map<string, string[]>();
    for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
    expect(byTable.size).toBeGreaterThan(20);
    const found = new Map<string, string[]>();
    for (const needle of needles) {
      for (const [table, cols] of byTable) {
        for (const column of cols) {
          const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} LIKE ${`%${needle}%`}`.execute(db());
          if (Number(rows[0].n) > 0) found.set(needle, [...(found.get(needle) ?? []), `${table}.${column}`]);
        }
      }
    }
    return found;
  }

  async function rowCounts(): Promise<Record<string, number>> {
    const { rows } = await sql<{ t: string }>`SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'`.execute(db());
    const out: Record<string, number> = {};
    for (const { t } of rows) out[t] = Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(t)}`.execute(db())).rows[0].n);
    return out;
  }

  it('erases everything of one customer, keeps the other and the anonymous units, exports before and nothing after, and is idempotent', async () => {
    const faq = await loadChatUnits(api);
    await submit([...A_TICKETS.map((id) => plantedTicket(id, A)), ...B_TICKETS.map((id) => plantedTicket(id, B))]);
    await settle();
    const ticketId = async (externalId: string) => Number((await db().selectFrom('tickets').select('id').where('external_id', '=', externalId).executeTakeFirstOrThrow()).id);
    const aTicketIds = await Promise.all(A_TICKETS.map(ticketId));
    const bTicketIds = await Promise.all(B_TICKETS.map(ticketId));

    // The units and their links as distillation left them.
    const links = await db().selectFrom('knowledge_unit_ticket').select(['unit_id', 'ticket_id']).execute();
    const linksOf = (unitId: number) => links.filter((l) => l.unit_id === unitId).map((l) => Number(l.ticket_id));
    const unitIds = [...new Set(links.map((l) => l.unit_id))];
    const onlyA = unitIds.filter((u) => linksOf(u).every((t) => aTicketIds.includes(t)));
    const shared = unitIds.filter((u) => linksOf(u).some((t) => aTicketIds.includes(t)) && linksOf(u).some((t) => bTicketIds.includes(t)));
    expect(onlyA.length).toBeGreaterThanOrEqual(2);
    expect(shared.length).toBeGreaterThanOrEqual(1);
    for (const unit of await unitConsistency()) expect([unit.id, unit.ticket_count, unit.total]).toEqual([unit.id, unit.links, unit.linkedSeconds]);

    // A unit only A's tickets taught, approved as it is (anonymous knowledge), and one a reviewer
    // edited into text the redactor flags and approved by clearing the flag (it must go back to review).
    const lifecycle = api.get(UnitLifecycleService);
    const admin = { id: null, name: 'test-admin' };
    const [anonymous, flagged] = onlyA as [number, number];
    expect((await lifecycle.approve(anonymous, admin)).blocker).toBeNull();
    {
      const unit = await api.get(KnowledgeService).findUnit(flagged);
      await lifecycle.edit(flagged, { version: unit!.version, solution: `${unit!.solution}\nPer dubbi scriva a supporto.tecnico@cassanet.example.` }, admin);
      expect((await lifecycle.approve(flagged, admin, { clearPiiReason: 'indirizzo generico del supporto' })).blocker).toBeNull();
    }

    // The chat: A's conversation (with the reference) introduces itself, asks two covered questions,
    // rates both answers helpful and escalates; A's second conversation has no reference but was
    // escalated into a ticket the ticketing system attributed to A; B asks one of the same questions.
    const a1 = (await chat.createConversation({ product: 'fatturafacile', customer_ref: A })) as { id: string; token: string };
    await ask(a1, 'Buongiorno, sono Gianluca Verdini, la mia email è gianluca.verdini@example.com e il cellulare 347 123 4567');
    const a1Covered = await ask(a1, COVERED);
    const a1Scarto = await ask(a1, SCARTO);
    expect([a1Covered.answered, a1Scarto.answered]).toEqual([true, true]);
    expect((await chat.rate(a1, a1Covered.id, 1)).status).toBe(200);
    expect((await chat.rate(a1, a1Scarto.id, 1)).status).toBe(200);
    expect((await chat.escalate(a1)).status).toBe(201);
    const a2 = (await chat.createConversation({ product: 'fatturafacile' })) as { id: string; token: string };
    await ask(a2, 'Sono Gianluca Verdini, il mio IBAN è IT60X0542811101000000123456: perché mi addebitate due volte?');
    const a2Escalation = await chat.escalate(a2);
    expect(a2Escalation.status).toBe(201);
    await db().updateTable('tickets').set({ customer_ref: A }).where('id', '=', a2Escalation.json.ticket_id).execute();
    const b1 = (await chat.createConversation({ product: 'fatturafacile', customer_ref: B })) as { id: string; token: string };
    const b1Covered = await ask(b1, COVERED);
    expect((await chat.rate(b1, b1Covered.id, 1)).status).toBe(200);
    for (const suggestion of await api.get(KnowledgeService).phraseSuggestions('pending')) await lifecycle.acceptPhraseSuggestion(suggestion.id, admin);
    const learned = await db().selectFrom('kb_learned_phrases').select(['unit_id', 'phrase']).execute();
    expect(learned.map((l) => l.phrase).sort()).toEqual([COVERED, SCARTO].sort());
    // Billed calls (the extractive assistant makes none; a model would have): A's conversation and ticket, and B's.
    await sql`INSERT INTO llm_usage (call_key, role, provider, model, ticket_id, conversation_id, chat_message_id, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, cost_usd)
              VALUES (${`chat:${a1Covered.id}`}, 'chat', 'anthropic', 'm', NULL, ${a1.id}, ${a1Covered.id}, 100, 10, 0, 0, 0.001),
                     (${`distill:${aTicketIds[0]}:1`}, 'distill', 'anthropic', 'm', ${aTicketIds[0]}, NULL, NULL, 2000, 200, 0, 0, 0.01),
                     (${`chat:${b1Covered.id}`}, 'chat', 'anthropic', 'm', NULL, ${b1.id}, ${b1Covered.id}, 100, 10, 0, 0, 0.001)`.execute(db());
    await settle();

    // Everything planted about A, and the corpus's own personal data of A's tickets (not shared with B's).
    const bText = JSON.stringify(B_TICKETS.map((id) => corpus.get(id)));
    const corpusPii: string[] = A_TICKETS.flatMap((id) => (groundTruth.get(id)!.pii as Row[]).map((p) => p.value)).filter((v) => !bText.includes(v));
    const aNeedles = [A, ...A_PLANTED, ...corpusPii, a1.id, a2.id];
    const before = await scan(aNeedles);
    for (const needle of [A, 'Gianluca Verdini', 'gianluca.verdini@example.com', 'IT60X0542811101000000123456', a1.id, a2.id]) expect([needle, before.has(needle)]).toEqual([needle, true]);

    // Access (article 15): everything, before.
    const adminSession = await quickSession(api, 'admin@example.com', 'admin');
    const http = reviewClient(api, adminSession);
    const exported = (await http.post('/api/gdpr/export', { customer_ref: A }).expect(200)).body;
    expect(exported.customer_ref).toBe(A);
    expect(exported.tickets.map((t: Row) => t.external_id).sort()).toEqual([...A_TICKETS, `CHAT-${a1.id}`, `CHAT-${a2.id}`].sort());
    expect(exported.tickets.every((t: Row) => t.messages.length > 0)).toBe(true);
    expect(JSON.stringify(exported.tickets)).toContain('gianluca.verdini@example.com');
    expect(exported.chat.map((c: Row) => c.id).sort()).toEqual([a1.id, a2.id].sort());
    const exportedA1 = exported.chat.find((c: Row) => c.id === a1.id);
    expect(exportedA1.messages).toHaveLength(6);
    expect(exportedA1.ratings).toHaveLength(2);
    expect(exportedA1.escalation).toMatchObject({ ticket_id: expect.any(Number), webhook_deliveries: [expect.objectContaining({ event: 'chat.escalated' })] });
    expect(exported.knowledge.unit_links.map((l: Row) => Number(l.ticket_id)).sort()).toEqual(links.filter((l) => aTicketIds.includes(Number(l.ticket_id))).map((l) => Number(l.ticket_id)).sort());
    expect(exported.knowledge.candidates.length).toBe(exported.knowledge.unit_links.length);
    expect(exported.knowledge.phrase_suggestions.map((s: Row) => s.phrase).sort()).toEqual([COVERED, SCARTO].sort());
    expect(exported.knowledge.learned_phrases.map((s: Row) => s.phrase).sort()).toEqual([COVERED, SCARTO].sort());
    expect(exported.llm_usage).toHaveLength(2);
    expect(exported.not_installed).toEqual([]);

    // Erasure (article 17) by an admin over the API.
    // B's own rows; what units show of their sources (the title a shared unit takes from its
    // tickets, a suggestion's count of conversations) may change when A's share goes.
    const ownRows = async () => {
      const body = (await http.post('/api/gdpr/export', { customer_ref: B }).expect(200)).body;
      const derived = new Set(['exported_at', 'unit_title', 'unit_status', 'conversations']);
      return JSON.stringify(body, (k, v) => (derived.has(k) ? undefined : v));
    };
    const bSnapshot = await ownRows();
    const erased = (await http.post('/api/gdpr/erase', { customer_ref: A }).expect(200)).body;
    expect(erased.subject).toBe(subjectHash(KEY, A));
    expect(erased.counts.tickets).toEqual({ tickets: A_TICKETS.length + 2, messages: expect.any(Number) });
    expect(erased.counts.chat).toMatchObject({ conversations: 2, messages: 8, ratings: 2, escalations: 2 });
    expect(erased.counts.knowledge).toMatchObject({
      unit_links: exported.knowledge.unit_links.length,
      candidates: exported.knowledge.candidates.length,
      phrase_suggestion_sources: 2,
      phrase_suggestions: 1,
      learned_phrases: 1,
      units_back_to_review: 1,
    });
    expect(erased.counts.llm_usage).toEqual({ calls_unlinked: 2 });
    await settle();

    // The scan: nothing of A anywhere (the reference, planted data, the corpus's data of A's tickets, A's conversation ids).
    const after = await scan(aNeedles);
    expect(Object.fromEntries(after)).toEqual({});
    // B untouched: its export is the same as before, its personal data still there.
    expect(await ownRows()).toBe(bSnapshot);
    expect((await scan(['calzoleria.marini@gmail.com', B, b1.id])).size).toBe(3);
    // FAQ units, B's learned phrase (also B's wording) and the shared suggestion stay, counted for B only.
    expect((await db().selectFrom('kb_learned_phrases').select('phrase').execute()).map((l) => l.phrase)).toEqual([COVERED]);
    expect(await anyDb().selectFrom('kb_phrase_suggestions').select(['phrase', 'conversations']).execute()).toEqual([{ phrase: COVERED, conversations: 1 }]);
    expect((await db().selectFrom('knowledge_units').select('id').where('source_type', '=', 'faq').execute()).length).toBe(faq.size);

    // Units and counters: consistent with what is linked; A-only units stay (anonymous), the flagged one back to review.
    for (const unit of await unitConsistency()) expect([unit.id, unit.ticket_count, unit.total]).toEqual([unit.id, unit.links, unit.linkedSeconds]);
    const unitAfter = (id: number) => db().selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await unitAfter(anonymous)).toMatchObject({ status: 'approved', ticket_count: 0 });
    {
      const unit = await unitAfter(flagged);
      expect([unit.status, Boolean(unit.contains_pii)]).toEqual(['pending_review', true]);
    }
    for (const id of shared) expect((await unitAfter(id)).ticket_count).toBe(linksOf(id).filter((t) => bTicketIds.includes(t)).length);
    {
      const served = await db().selectFrom('knowledge_chunks').select('unit_id').where('unit_id', '=', flagged).where('is_served', '=', true).execute();
      expect(served).toEqual([]);
    }

    // The audit row: who asked, the keyed hash and counts; never the reference.
    const audit = await db().selectFrom('kb_audit_log').selectAll().where('action', '=', 'gdpr.erase').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'admin@example.com', entity_type: 'erasure', before_json: null });
    expect(JSON.parse(audit[0].after_json!)).toEqual({ subject: subjectHash(KEY, A), via: 'api', counts: erased.counts });

    // A second run changes nothing: every count 0, every table as it was (but the audit log's new row).
    const tablesBefore = await rowCounts();
    const again = await api.get(GdprService).erase(A, admin, 'cli');
    for (const counts of Object.values(again.counts)) for (const n of Object.values(counts)) expect(n).toBe(0);
    const tablesAfter = await rowCounts();
    expect({ ...tablesAfter, kb_audit_log: 0 }).toEqual({ ...tablesBefore, kb_audit_log: 0 });
    expect(tablesAfter.kb_audit_log).toBe(tablesBefore.kb_audit_log + 1);

    // Access after: nothing.
    const nothing = (await http.post('/api/gdpr/export', { customer_ref: A }).expect(200)).body;
    expect(nothing).toMatchObject({ tickets: [], chat: [], llm_usage: [], knowledge: { unit_links: [], candidates: [], conflicts: [], phrase_suggestions: [], learned_phrases: [] } });
  });

  it('the API is for admins only and names a bad customer_ref; the CLI says what is wrong', async () => {
    const reviewer = reviewClient(api, await quickSession(api, 'rev@example.com', 'reviewer'));
    const admin = reviewClient(api, await quickSession(api, 'adm@example.com', 'admin'));
    await request(api.getHttpServer()).post('/api/gdpr/erase').send({ customer_ref: A }).expect(401);
    expect((await reviewer.post('/api/gdpr/erase', { customer_ref: A }).expect(403)).body.error).toBe('forbidden');
    expect((await reviewer.post('/api/gdpr/export', { customer_ref: A }).expect(403)).body.error).toBe('forbidden');
    for (const body of [{}, { customer_ref: '' }, { customer_ref: '   ' }, { customer_ref: 42 }, { customer_ref: 'x'.repeat(192) }, { customer_ref: 'A\u202EB' }]) {
      const response = await admin.post('/api/gdpr/erase', body).expect(400);
      expect(response.body).toMatchObject({ error: 'validation_failed', issues: [expect.objectContaining({ path: 'customer_ref' })] });
    }
    // The chat takes a reference only in the same shape (what erasure looks it up by).
    for (const customer_ref of ['', 'x'.repeat(192), 7]) {
      const refused = await chat.createConversation({ customer_ref });
      expect([refused.status, refused.json.issues?.[0]?.path]).toEqual([400, 'customer_ref']);
    }
    const spaced = await chat.createConversation({ customer_ref: `  ${A} ` });
    expect(spaced.status).toBe(201);
    expect(await anyDb().selectFrom('chat_conversations').select('customer_ref').where('id', '=', spaced.id).executeTakeFirstOrThrow()).toEqual({ customer_ref: A });
    // A cookie session without its CSRF token cannot erase.
    const session = await quickSession(api, 'adm2@example.com', 'admin');
    await request(api.getHttpServer()).post('/api/gdpr/erase').set('Cookie', session.cookie).send({ customer_ref: A }).expect(403);
    expect(await db().selectFrom('kb_audit_log').select('id').where('action', '=', 'gdpr.erase').execute()).toEqual([]);

    // The commands, as `kb` runs them (stdout captured).
    const output: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (output.push(String(chunk)), true));
    const log = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void output.push(args.join(' ')));
    try {
      const erase = new GdprEraseCommand(api.get(GdprService));
      await expect(erase.run([], {})).rejects.toThrow(/^--customer-ref is required/);
      await expect(erase.run([], { customerRef: ' ' })).rejects.toThrow('--customer-ref must not be empty');
      await erase.run([], { customerRef: 'NOBODY-1', json: true });
      const report = JSON.parse(output.pop()!);
      expect(report.subject).toBe(subjectHash(KEY, 'NOBODY-1'));
      expect(report.counts.tickets).toEqual({ tickets: 0, messages: 0 });
      await new GdprExportCommand(api.get(GdprService)).run([], { customerRef: 'NOBODY-1' });
      expect(JSON.parse(output.pop()!)).toMatchObject({ customer_ref: 'NOBODY-1', tickets: [], chat: [] });
    } finally {
      spy.mockRestore();
      log.mockRestore();
    }
    const cliAudit = await db().selectFrom('kb_audit_log').select(['actor', 'action']).where('entity_type', '=', 'erasure').orderBy('id').execute();
    expect(cliAudit.map((r) => r.action)).toEqual(['gdpr.erase', 'gdpr.export']);
    expect(cliAudit[0].actor).toMatch(/^cli:/);
  });

  it('retention erases only conversations and tickets older than the configured days, the same way, once', async () => {
    await submit(['CN-2001', 'CN-2016', 'CN-2030'].map((id) => plantedTicket(id, B)));
    await settle();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
    // CN-2001 closed 400 days ago (past TICKET_RETENTION_DAYS=365), the others 100 days ago.
    await db().updateTable('tickets').set({ closed_at: daysAgo(400) }).where('external_id', '=', 'CN-2001').execute();
    await db().updateTable('tickets').set({ closed_at: daysAgo(100) }).where('external_id', 'in', ['CN-2016', 'CN-2030']).execute();
    const old = (await chat.createConversation({ customer_ref: B })) as { id: string; token: string };
    await ask(old, COVERED);
    const recent = (await chat.createConversation({ customer_ref: B })) as { id: string; token: string };
    await ask(recent, COVERED);
    // `old` last spoke 31 days ago (CHAT_RETENTION_DAYS=30); `recent` was created 31 days ago but spoke today.
    for (const table of ['chat_conversations', 'chat_messages']) {
      await sql`UPDATE ${sql.table(table)} SET created_at = ${daysAgo(31)} WHERE ${sql.ref(table === 'chat_messages' ? 'conversation_id' : 'id')} = ${old.id}`.execute(db());
    }
    await sql`UPDATE chat_conversations SET created_at = ${daysAgo(31)} WHERE id = ${recent.id}`.execute(db());
    const oldTicket = await db().selectFrom('tickets').select(['id']).where('external_id', '=', 'CN-2001').executeTakeFirstOrThrow();
    const oldUnit = await db().selectFrom('knowledge_unit_ticket').select('unit_id').where('ticket_id', '=', oldTicket.id).executeTakeFirst();

    const report = await worker.get(RetentionService).run(now);
    expect(report).toMatchObject({ conversations: 1, tickets: 1 });
    expect((await anyDb().selectFrom('chat_conversations').select('id').execute()).map((c: Row) => c.id)).toEqual([recent.id]);
    expect((await db().selectFrom('tickets').select('external_id').orderBy('external_id').execute()).map((t) => t.external_id)).toEqual(['CN-2016', 'CN-2030']);
    for (const unit of await unitConsistency()) expect([unit.id, unit.ticket_count, unit.total]).toEqual([unit.id, unit.links, unit.linkedSeconds]);
    if (oldUnit) expect(await db().selectFrom('knowledge_unit_ticket').select('ticket_id').where('ticket_id', '=', oldTicket.id).execute()).toEqual([]);
    expect(await db().selectFrom('kb_unit_candidates').select('ticket_id').where('ticket_id', '=', oldTicket.id).execute()).toEqual([]);
    const audit = await db().selectFrom('kb_audit_log').selectAll().where('action', '=', 'gdpr.retention').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor).toBe('system:retention');
    expect(JSON.parse(audit[0].after_json!)).toMatchObject({ chat_retention_days: 30, ticket_retention_days: 365, counts: { chat: { conversations: 1 }, tickets: { tickets: 1 } } });

    // Run again (a retried job): nothing left past its time, nothing counted, no new audit row.
    expect(await worker.get(RetentionService).run(now)).toEqual({ conversations: 0, tickets: 0, counts: {} });
    expect(await db().selectFrom('kb_audit_log').select('id').where('action', '=', 'gdpr.retention').execute()).toHaveLength(1);
  });
});
