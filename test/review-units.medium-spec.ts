import { sql } from 'kysely';
import request from 'supertest';
import { KnowledgeService } from '../src/modules/knowledge/knowledge.service';
import { dbOf, useApi } from './utils/test-app';
import {
  auditRows,
  indexJobs,
  linkTicket,
  loginBearer,
  quickSession,
  reviewClient,
  seedTicket,
  seedUnit,
} from './review-helpers';

describe('review API: the queue, a unit, edits, decisions, bulk (real MariaDB/MySQL and Redis)', () => {
  const app = useApi();
  let client: ReturnType<typeof reviewClient>;
  beforeEach(async () => {
    client = reviewClient(app(), await quickSession(app(), 'rev@example.com'));
  });

  const unitRow = (id: number) => dbOf(app()).selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function seedChunk(unitId: number): Promise<void> {
    await dbOf(app())
      .insertInto('knowledge_chunks')
      .values({
        unit_id: unitId,
        kind: 'content',
        position: 0,
        content: 'x',
        content_stemmed: 'x',
        content_hash: 'h'.repeat(64),
        product: 'fatturafacile',
        locale: 'it',
        is_served: true,
        embedder: 'test',
        embedder_version: '1',
        embedding: Buffer.alloc(8),
        embedding_small: Buffer.alloc(8),
      })
      .execute();
  }
  const servedChunks = async (unitId: number) =>
    (await dbOf(app()).selectFrom('knowledge_chunks').select('is_served').where('unit_id', '=', unitId).execute()).map((c) => c.is_served);

  describe('GET /api/review/units', () => {
    it('lists the most frequent first (then handle time, then recency) with flags, conflicts and sources', async () => {
      const rare = await seedUnit(app(), { ticket_count: 1, problem: 'raro' });
      const longer = await seedUnit(app(), { ticket_count: 5, total_handle_seconds: 9000, problem: 'lungo' });
      const recent = await seedUnit(app(), { ticket_count: 5, total_handle_seconds: 600, last_seen_at: new Date('2026-05-01'), problem: 'recente' });
      const older = await seedUnit(app(), { ticket_count: 5, total_handle_seconds: 600, last_seen_at: new Date('2026-01-01'), problem: 'vecchio', contains_pii: true, is_one_off: true, confidence: 0.61 });
      await seedUnit(app(), { ticket_count: 99, status: 'approved' });
      const ticket = await seedTicket(app(), 'T-77', [{ author: 'customer', visibility: 'public', body: 'aiuto' }]);
      await linkTicket(app(), longer, ticket);
      await dbOf(app()).insertInto('kb_conflicts').values({ unit_id: longer, ticket_id: ticket, proposed_solution: 'altro', similarity: 0.2 }).execute();

      const response = await client.get('/api/review/units').expect(200);
      expect(response.body).toMatchObject({ page: 1, total: 4, pages: 1 });
      expect(response.body.units.map((u: { id: number }) => u.id)).toEqual([longer, recent, older, rare]);
      const first = response.body.units[0];
      expect(first).toMatchObject({ open_conflicts: 1, linked_tickets: 1, source_tickets: [{ id: ticket, external_id: 'T-77' }], served: false });
      expect(response.body.units[2].flags).toEqual({ contains_pii: true, is_one_off: true, is_commercial_exception: false, confidence: 0.61 });
    });

    it('filters by status, category and product, and pages', async () => {
      for (let i = 0; i < 7; i++) await seedUnit(app(), { ticket_count: i, category: i % 2 ? 'fatturazione' : 'accesso', product: i < 4 ? 'alpha' : 'beta' });
      const page2 = await client.get('/api/review/units?page=2&page_size=3').expect(200);
      expect(page2.body).toMatchObject({ page: 2, page_size: 3, total: 7, pages: 3 });
      expect(page2.body.units.map((u: { ticket_count: number }) => u.ticket_count)).toEqual([3, 2, 1]);
      const filtered = await client.get('/api/review/units?category=fatturazione&product=alpha').expect(200);
      expect(filtered.body.units.map((u: { ticket_count: number }) => u.ticket_count)).toEqual([3, 1]);
      const empty = await client.get('/api/review/units?status=stale&category=').expect(200);
      expect(empty.body.total).toBe(0);
      const summary = await client.get('/api/review/summary?product=alpha').expect(200);
      expect(summary.body).toMatchObject({ by_status: { pending_review: 4 }, facets: { categories: ['accesso', 'fatturazione'], products: ['alpha', 'beta'] } });
    });

    it('answers 400 naming bad query parameters', async () => {
      const response = await client.get('/api/review/units?status=served&page=0&page_size=1000&category=astrologia').expect(400);
      expect(response.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['category', 'page', 'page_size', 'status']);
      await client.get('/api/review/units/abc').expect(400);
      await client.get('/api/review/units/999999').expect(404);
    });

    it('stays index-backed and fast with 5,000 pending units', async () => {
      const rows = Array.from({ length: 5000 }, (_, i) => ({
        problem: `Problema numero ${i}`,
        symptoms: '',
        cause: '',
        solution: `Soluzione ${i}`,
        applicability: '',
        locale: 'it',
        category: ['accesso', 'fatturazione', 'guasto'][i % 3],
        product: ['alpha', 'beta'][i % 2],
        dedup_key: `${i}`.padStart(64, '0'),
        ticket_count: (i * 7919) % 400,
        total_handle_seconds: (i * 104729) % 100_000,
        last_seen_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        search_phrases: '[]',
      }));
      for (let i = 0; i < rows.length; i += 1000) await dbOf(app()).insertInto('knowledge_units').values(rows.slice(i, i + 1000)).execute();
      await sql`ANALYZE TABLE knowledge_units`.execute(dbOf(app()));

      const repository = app().get(KnowledgeService);
      for (const filter of [{}, { category: 'guasto' }, { product: 'beta' }, { category: 'guasto', product: 'beta' }]) {
        const compiled = repository.queuePageSql({ status: 'pending_review', ...filter }, 50, 2000);
        const { rows: plan } = await sql<Record<string, unknown>>`EXPLAIN ${sql.raw(inline(compiled.sql, compiled.parameters))}`.execute(dbOf(app()));
        const extra = plan.map((p) => String(p.Extra ?? p.extra ?? '')).join(' ');
        expect({ filter, extra }).toEqual({ filter, extra: expect.not.stringMatching(/filesort/i) });
      }

      const started = performance.now();
      const last = await client.get('/api/review/units?page=100&page_size=50').expect(200);
      const firstPage = await client.get('/api/review/units?category=guasto').expect(200);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(last.body).toMatchObject({ total: 5000, pages: 100 });
      expect(last.body.units).toHaveLength(50);
      const counts = firstPage.body.units.map((u: { ticket_count: number }) => u.ticket_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBe(399);
    });
  });

  describe('GET /api/review/units/:id', () => {
    it('shows redacted transcripts, never internal_confidential notes, plus phrases and history', async () => {
      const unitId = await seedUnit(app());
      const ticket = await seedTicket(app(), 'T-1', [
        { author: 'customer', visibility: 'public', body: 'Non entro. Scrivetemi a mario.rossi@example.com o al 333 123 4567' },
        { author: 'agent', visibility: 'internal', body: 'Controllato il tenant' },
        { author: 'agent', visibility: 'internal_confidential', body: 'SEGRETO: cliente in contenzioso' },
        { author: 'agent', visibility: 'public', body: 'Reimposti la password' },
      ]);
      await linkTicket(app(), unitId, ticket);
      await dbOf(app()).insertInto('kb_learned_phrases').values({ unit_id: unitId, phrase: 'non riesco a entrare', phrase_key: 'k'.repeat(64), source: 'chat_feedback' }).execute();

      const response = await client.get(`/api/review/units/${unitId}`).expect(200);
      const body = JSON.stringify(response.body);
      expect(body).not.toContain('SEGRETO');
      expect(body).not.toContain('mario.rossi@example.com');
      expect(body).not.toContain('333 123 4567');
      const [source] = response.body.sources.tickets;
      expect(source.transcript.map((m: { visibility: string }) => m.visibility)).toEqual(['public', 'internal', 'public']);
      expect(source.transcript[0].body).toMatch(/\[EMAIL\]/);
      expect(response.body.unit).toMatchObject({ id: unitId, status: 'pending_review', served: false, version: 1, search_phrases: ['non riesco ad accedere'] });
      expect(response.body.serving).toEqual({ served: false, served_chunks: 0, label: 'Not served to customers (pending review)' });
      expect(response.body.learned_phrases).toEqual([expect.objectContaining({ phrase: 'non riesco a entrare', source: 'chat_feedback' })]);
      expect(response.body.history).toEqual({ revisions: [], audit: [] });
    });
  });

  describe('PATCH /api/review/units/:id', () => {
    it('edits with optimistic locking: a stale version gets 409 with the current unit', async () => {
      const unitId = await seedUnit(app());
      const first = await client.patch(`/api/review/units/${unitId}`, { version: 1, solution: 'Nuova soluzione: usare il link di reset.' }).expect(200);
      expect(first.body).toMatchObject({ changed: ['solution'], unit: { version: 2, solution: 'Nuova soluzione: usare il link di reset.' } });
      const stale = await client.patch(`/api/review/units/${unitId}`, { version: 1, problem: 'Altro titolo' }).expect(409);
      expect(stale.body).toMatchObject({ error: 'stale_version', current: { id: unitId, version: 2, solution: 'Nuova soluzione: usare il link di reset.' } });
      expect(stale.body.issues).toEqual([{ path: 'version', message: expect.stringMatching(/version 2/) }]);
      expect((await unitRow(unitId)).problem).toBe('Non riesco ad accedere al gestionale');

      const audit = await auditRows(app(), unitId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'unit.edit', actor: 'rev@example.com' });
      expect(JSON.parse(audit[0].before_json!)).toMatchObject({ solution: expect.stringContaining('Reimpostare'), version: 1 });
      expect(JSON.parse(audit[0].after_json!)).toMatchObject({ solution: 'Nuova soluzione: usare il link di reset.', version: 2, contains_pii: false });
      const revisions = await dbOf(app()).selectFrom('knowledge_unit_revisions').selectAll().execute();
      expect(revisions).toEqual([expect.objectContaining({ unit_id: unitId, unit_version: 1, reason: 'edit', solution: expect.stringContaining('Reimpostare') })]);
    });

    it('re-runs the PII check on edits: adding personal data sets the flag, removing it clears it', async () => {
      const unitId = await seedUnit(app());
      const dirty = await client.patch(`/api/review/units/${unitId}`, { version: 1, solution: 'Chiamare Mario al 333 123 4567' }).expect(200);
      expect(dirty.body.unit.contains_pii).toBe(true);
      const clean = await client.patch(`/api/review/units/${unitId}`, { version: 2, solution: 'Chiamare il supporto dal modulo contatti' }).expect(200);
      expect(clean.body.unit.contains_pii).toBe(false);
      const phrases = await client.patch(`/api/review/units/${unitId}`, { version: 3, search_phrases: ['scrivere a anna@example.com'] }).expect(200);
      expect(phrases.body.unit.contains_pii).toBe(true);
    });

    it('answers 400 to an empty or unknown change and validates fields', async () => {
      const unitId = await seedUnit(app());
      await client.patch(`/api/review/units/${unitId}`, { version: 1 }).expect(400);
      const bad = await client.patch(`/api/review/units/${unitId}`, { version: 'uno', problem: '', colour: 'red', category: 'astrologia' }).expect(400);
      expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['version', 'problem', 'category']));
    });

    it('takes an approved unit edited into personal data out of service', async () => {
      const unitId = await seedUnit(app(), { status: 'approved' });
      await seedChunk(unitId);
      const response = await client.patch(`/api/review/units/${unitId}`, { version: 1, solution: 'Scrivere a mario.rossi@example.com' }).expect(200);
      expect(response.body.unit).toMatchObject({ status: 'pending_review', served: false, contains_pii: true });
      expect(await servedChunks(unitId)).toEqual([false]);
      expect(await indexJobs(app())).toEqual([unitId]);
    });
  });

  describe('approve / reject / archive', () => {
    it('approves: status, review due in six months, IndexUnit queued, audited', async () => {
      const unitId = await seedUnit(app());
      const before = Date.now();
      const response = await client.post(`/api/review/units/${unitId}/approve`, { version: 1 }).expect(200);
      expect(response.body).toMatchObject({ changed: true, index_queued: true, unit: { status: 'approved', served: true, version: 2 } });
      const due = new Date(response.body.unit.review_due_at).getTime();
      expect(due - before).toBeGreaterThan(180 * 86_400_000);
      expect(due - before).toBeLessThan(185 * 86_400_000);
      expect(await indexJobs(app())).toEqual([unitId]);
      const [audit] = await auditRows(app(), unitId);
      expect(audit).toMatchObject({ action: 'unit.approve', actor: 'rev@example.com', entity_type: 'unit' });
      expect(JSON.parse(audit.before_json!)).toMatchObject({ status: 'pending_review', version: 1 });
      expect(JSON.parse(audit.after_json!)).toMatchObject({ status: 'approved', version: 2 });
      // Approving again changes nothing.
      const again = await client.post(`/api/review/units/${unitId}/approve`).expect(200);
      expect(again.body).toMatchObject({ changed: false, unit: { version: 2 } });
    });

    it('refuses to approve while personal data is flagged; clearing the flag needs a reason, which is audited', async () => {
      const unitId = await seedUnit(app(), { contains_pii: true });
      const refused = await client.post(`/api/review/units/${unitId}/approve`, {}).expect(409);
      expect(refused.body.issues).toEqual([{ path: 'contains_pii', message: expect.any(String) }]);
      expect((await unitRow(unitId)).status).toBe('pending_review');
      await client.post(`/api/review/units/${unitId}/approve`, { clear_pii: { reason: '' } }).expect(400);
      expect(await indexJobs(app())).toEqual([]);

      await client.post(`/api/review/units/${unitId}/approve`, { clear_pii: { reason: 'Il numero è un codice errore, non un telefono' } }).expect(200);
      const unit = await unitRow(unitId);
      expect(unit).toMatchObject({ status: 'approved', contains_pii: false });
      const actions = (await auditRows(app(), unitId)).map((r) => [r.action, r.reason]);
      expect(actions).toEqual([
        ['unit.clear_pii_flag', 'Il numero è un codice errore, non un telefono'],
        ['unit.approve', null],
      ]);
    });

    it('approves once the reviewer has edited the personal data away', async () => {
      const unitId = await seedUnit(app(), { contains_pii: true, solution: 'Chiamare il 333 123 4567' });
      await client.patch(`/api/review/units/${unitId}`, { version: 1, solution: 'Chiamare il numero verde indicato nel sito' }).expect(200);
      await client.post(`/api/review/units/${unitId}/approve`, { version: 2 }).expect(200);
    });

    it('a stale version on approve is a 409 with the current unit', async () => {
      const unitId = await seedUnit(app());
      await client.patch(`/api/review/units/${unitId}`, { version: 1, cause: 'Cambiata' }).expect(200);
      const response = await client.post(`/api/review/units/${unitId}/approve`, { version: 1 }).expect(409);
      expect(response.body.current).toMatchObject({ version: 2, cause: 'Cambiata', status: 'pending_review' });
    });

    it('rejects with a reason: hidden from search at once, chunks removed by IndexUnit', async () => {
      const unitId = await seedUnit(app(), { status: 'approved' });
      await seedChunk(unitId);
      await client.post(`/api/review/units/${unitId}/reject`, {}).expect(400);
      const response = await client.post(`/api/review/units/${unitId}/reject`, { reason: 'Procedura superata' }).expect(200);
      expect(response.body.unit).toMatchObject({ status: 'rejected', served: false });
      expect(await servedChunks(unitId)).toEqual([false]);
      expect(await indexJobs(app())).toEqual([unitId]);
      expect((await auditRows(app(), unitId)).map((r) => [r.action, r.reason])).toEqual([['unit.reject', 'Procedura superata']]);
    });

    it('archives, and a bearer client can do it too', async () => {
      const unitId = await seedUnit(app(), { status: 'approved' });
      await seedChunk(unitId);
      const token = await loginBearer(app(), 'rev@example.com');
      await request(app().getHttpServer()).post(`/api/review/units/${unitId}/archive`).set('Authorization', `Bearer ${token}`).expect(200);
      expect((await unitRow(unitId)).status).toBe('archived');
      expect(await servedChunks(unitId)).toEqual([false]);
    });
  });

  describe('bulk and top-N approval', () => {
    it('bulk-approves what it can and says why it skipped the rest', async () => {
      const a = await seedUnit(app());
      const b = await seedUnit(app(), { contains_pii: true });
      const c = await seedUnit(app(), { status: 'approved' });
      const response = await client.post('/api/review/units/bulk-approve', { ids: [a, b, c, 424242] }).expect(200);
      expect(response.body).toEqual({
        approved: [a],
        skipped: [
          { id: b, reason: 'contains_pii' },
          { id: c, reason: 'already_approved' },
          { id: 424242, reason: 'not_found' },
        ],
        index_queued: true,
      });
      await client.post('/api/review/units/bulk-approve', { ids: [] }).expect(400);
    });

    it('previews the top N by frequency and approves exactly what was previewed', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await seedUnit(app(), { ticket_count: 10 + i, contains_pii: i === 4 }));
      const preview = await client.get('/api/review/units/top?n=3').expect(200);
      expect(preview.body.units.map((u: { id: number }) => u.id)).toEqual([ids[5], ids[4], ids[3]]);
      expect(preview.body.approvable_ids).toEqual([ids[5], ids[3]]);
      expect(preview.body.blocked).toEqual([{ id: ids[4], reason: 'contains_pii' }]);

      // The queue changes: a new, more frequent unit arrives before the reviewer clicks.
      const newcomer = await seedUnit(app(), { ticket_count: 50 });
      const changed = await client.post('/api/review/units/top/approve', { n: 3, ids: preview.body.approvable_ids }).expect(409);
      expect(changed.body.current.approvable_ids).toEqual([newcomer, ids[5]]);
      expect((await unitRow(ids[5])).status).toBe('pending_review');

      const approved = await client.post('/api/review/units/top/approve', { n: 3, ids: [ids[5], newcomer] }).expect(200);
      expect(approved.body.approved).toEqual([newcomer, ids[5]]);
      expect(await indexJobs(app())).toEqual([ids[5], newcomer].sort((x, y) => x - y));
    });
  });

  it('removes a learned phrase, re-indexes the unit and audits it', async () => {
    const unitId = await seedUnit(app(), { status: 'approved' });
    const phrase = await dbOf(app())
      .insertInto('kb_learned_phrases')
      .values({ unit_id: unitId, phrase: 'domanda sbagliata', phrase_key: 'p'.repeat(64), source: 'chat_feedback' })
      .executeTakeFirstOrThrow();
    const phraseId = Number(phrase.insertId);
    const other = await seedUnit(app());
    await client.delete(`/api/review/units/${other}/phrases/${phraseId}`).expect(404);
    const response = await client.delete(`/api/review/units/${unitId}/phrases/${phraseId}`).expect(200);
    expect(response.body).toMatchObject({ removed: { id: phraseId, phrase: 'domanda sbagliata' }, index_queued: true });
    expect(await dbOf(app()).selectFrom('kb_learned_phrases').selectAll().execute()).toEqual([]);
    expect(await indexJobs(app())).toEqual([unitId]);
    expect((await auditRows(app(), unitId)).map((r) => r.action)).toEqual(['phrase.remove']);
  });
});

/** The statement with its parameters inlined, for EXPLAIN (numbers and plain strings only). */
function inline(statement: string, parameters: readonly unknown[]): string {
  let i = 0;
  return statement.replace(/\?/g, () => {
    const value = parameters[i++];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
