import { dbOf, useApi } from './utils/test-app';
import { auditRows, indexJobs, linkTicket, quickSession, reviewClient, seedTicket, seedUnit } from './review-helpers';

describe('review API: conflicts, supersession and merge suggestions (real MariaDB/MySQL and Redis)', () => {
  const app = useApi();
  let client: ReturnType<typeof reviewClient>;
  beforeEach(async () => {
    client = reviewClient(app(), await quickSession(app(), 'rev@example.com'));
  });

  const OLD = 'Reimpostare la password dalla pagina di accesso con il link "Password dimenticata".';
  const NEW = 'Reimpostare la password da Impostazioni > Sicurezza: il link "Password dimenticata" non esiste più.';

  async function conflictOn(status: 'approved' | 'pending_review' = 'approved', externalId = 'T-2') {
    const unitId = await seedUnit(app(), { status, solution: OLD });
    const ticketId = await seedTicket(app(), externalId, [{ author: 'agent', visibility: 'public', body: NEW }]);
    const result = await dbOf(app())
      .insertInto('kb_conflicts')
      .values({ unit_id: unitId, ticket_id: ticketId, proposed_solution: NEW, similarity: 0.31 })
      .executeTakeFirstOrThrow();
    return { unitId, ticketId, conflictId: Number(result.insertId) };
  }
  const unitRow = (id: number) => dbOf(app()).selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const conflictRow = (id: number) => dbOf(app()).selectFrom('kb_conflicts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists open conflicts and shows one with a word diff of the two solutions', async () => {
    const { conflictId, unitId } = await conflictOn();
    const list = await client.get('/api/review/conflicts').expect(200);
    expect(list.body).toMatchObject({ total: 1, conflicts: [{ id: conflictId, unit_id: unitId, ticket: { external_id: 'T-2' }, similarity: 0.31 }] });
    const one = await client.get(`/api/review/conflicts/${conflictId}`).expect(200);
    expect(one.body).toMatchObject({ current_solution: OLD, proposed_solution: NEW, status: 'open' });
    const deleted = one.body.diff.filter((o: { op: string }) => o.op === 'delete').map((o: { text: string }) => o.text).join('|');
    const inserted = one.body.diff.filter((o: { op: string }) => o.op === 'insert').map((o: { text: string }) => o.text).join('|');
    expect(deleted).toMatch(/dalla pagina di accesso con/);
    expect(inserted).toMatch(/Impostazioni > Sicurezza/);
    expect(one.body.diff[0]).toEqual({ op: 'equal', text: 'Reimpostare la password ' });
    await client.get('/api/review/conflicts/999').expect(404);
    await client.get('/api/review/conflicts?status=lost').expect(400);
  });

  it('replace: the proposed solution becomes the unit’s, the old one a superseded revision in the history', async () => {
    const { conflictId, unitId } = await conflictOn();
    const response = await client.post(`/api/review/conflicts/${conflictId}/resolve`, { action: 'replace', version: 1 }).expect(200);
    expect(response.body).toMatchObject({ conflict: { status: 'replaced', resolved_by: 'rev@example.com' }, unit: { solution: NEW, version: 2, status: 'approved' }, index_queued: true });
    expect(await indexJobs(app())).toEqual([unitId]);

    const revisions = await dbOf(app()).selectFrom('knowledge_unit_revisions').selectAll().execute();
    expect(revisions).toEqual([expect.objectContaining({ unit_id: unitId, unit_version: 1, reason: 'conflict_replace', solution: OLD, conflict_id: conflictId, created_by: 'rev@example.com' })]);
    const detail = await client.get(`/api/review/units/${unitId}`).expect(200);
    expect(detail.body.history.revisions).toEqual([expect.objectContaining({ solution: OLD, reason: 'conflict_replace', served: false })]);
    expect(detail.body.history.audit.map((a: { action: string }) => a.action)).toEqual(['conflict.replace']);
    const [audit] = await auditRows(app(), unitId);
    expect(JSON.parse(audit.before_json!)).toMatchObject({ solution: OLD, version: 1 });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ solution: NEW, version: 2, status: 'replaced' });

    const again = await client.post(`/api/review/conflicts/${conflictId}/resolve`, { action: 'keep' }).expect(409);
    expect(again.body.message).toMatch(/already resolved/);
  });

  it('merge: takes the reviewer’s edited solution', async () => {
    const { conflictId, unitId } = await conflictOn('pending_review');
    await client.post(`/api/review/conflicts/${conflictId}/resolve`, { action: 'merge' }).expect(400);
    const merged = 'Da Impostazioni > Sicurezza, oppure dal link "Password dimenticata" nella pagina di accesso.';
    await client.post(`/api/review/conflicts/${conflictId}/resolve`, { action: 'merge', solution: merged }).expect(200);
    expect(await unitRow(unitId)).toMatchObject({ solution: merged, version: 2 });
    expect((await conflictRow(conflictId)).status).toBe('merged');
    expect((await dbOf(app()).selectFrom('knowledge_unit_revisions').select('reason').executeTakeFirstOrThrow()).reason).toBe('conflict_merge');
    // Pending units are not in the index: nothing to re-index.
    expect(await indexJobs(app())).toEqual([]);
  });

  it('keep: closes the conflict and changes nothing else', async () => {
    const { conflictId, unitId } = await conflictOn();
    await client.post(`/api/review/conflicts/${conflictId}/resolve`, { action: 'keep' }).expect(200);
    expect(await unitRow(unitId)).toMatchObject({ solution: OLD, version: 1 });
    expect(await conflictRow(conflictId)).toMatchObject({ status: 'kept', resolved_by: 'rev@example.com' });
    expect(await dbOf(app()).selectFrom('knowledge_unit_revisions').selectAll().execute()).toEqual([]);
    expect((await auditRows(app(), unitId)).map((r) => r.action)).toEqual(['conflict.keep']);
  });

  it('a stale unit version is a 409 and leaves the conflict open; a bad action is a 400', async () => {
    const { conflictId, unitId } = await conflictOn();
    await client.patch(`/api/review/units/${unitId}`, { version: 1, cause: 'Cambio di interfaccia' }).expect(200);
    const stale = await client.post(`/api/review/conflicts/${conflictId}/resolve`, { action: 'replace', version: 1 }).expect(409);
    expect(stale.body.current).toMatchObject({ version: 2, solution: OLD });
    expect((await conflictRow(conflictId)).status).toBe('open');
    await client.post(`/api/review/conflicts/${conflictId}/resolve`, { action: 'overwrite' }).expect(400);
  });

  it('a replacement that brings personal data into a served unit takes it out of service', async () => {
    const unitId = await seedUnit(app(), { status: 'approved', solution: OLD });
    const ticketId = await seedTicket(app(), 'T-9', [{ author: 'agent', visibility: 'public', body: 'x' }]);
    const conflict = await dbOf(app())
      .insertInto('kb_conflicts')
      .values({ unit_id: unitId, ticket_id: ticketId, proposed_solution: 'Chiamare Luca al 333 123 4567', similarity: 0.1 })
      .executeTakeFirstOrThrow();
    await client.post(`/api/review/conflicts/${Number(conflict.insertId)}/resolve`, { action: 'replace' }).expect(200);
    expect(await unitRow(unitId)).toMatchObject({ status: 'pending_review', contains_pii: true });
  });

  it('merge suggestions: merging moves tickets, counts and phrases; the merged unit is superseded and never served', async () => {
    const target = await seedUnit(app(), { status: 'approved', ticket_count: 4, total_handle_seconds: 1000, phrases: ['password dimenticata'] });
    const source = await seedUnit(app(), { ticket_count: 2, total_handle_seconds: 500, last_seen_at: new Date('2026-06-01'), phrases: ['non ricordo la password'] });
    const ticket = await seedTicket(app(), 'T-5', [{ author: 'customer', visibility: 'public', body: 'password?' }]);
    await linkTicket(app(), source, ticket);
    const other = await seedUnit(app());
    await dbOf(app()).insertInto('kb_merge_suggestions').values([
      { unit_id: source, target_unit_id: target, similarity: 0.42 },
      { unit_id: source, target_unit_id: other, similarity: 0.36 },
    ]).execute();

    const list = await client.get('/api/review/merge-suggestions').expect(200);
    expect(list.body.suggestions.map((s: { target_unit_id: number }) => s.target_unit_id)).toEqual([target, other]);
    const suggestionId = list.body.suggestions[0].id;
    await client.post(`/api/review/merge-suggestions/${suggestionId}/resolve`, { action: 'merge' }).expect(200);

    expect(await unitRow(target)).toMatchObject({ ticket_count: 6, last_seen_at: new Date('2026-06-01'), version: 2 });
    expect(JSON.parse((await unitRow(target)).search_phrases)).toEqual(['password dimenticata', 'non ricordo la password']);
    expect(await unitRow(source)).toMatchObject({ status: 'superseded', ticket_count: 0 });
    expect((await dbOf(app()).selectFrom('knowledge_unit_ticket').select('unit_id').executeTakeFirstOrThrow()).unit_id).toBe(target);
    expect((await dbOf(app()).selectFrom('kb_merge_suggestions').select('status').orderBy('id').execute()).map((r) => r.status)).toEqual(['merged', 'dismissed']);
    expect(await indexJobs(app())).toEqual([target, source]);
    await client.post(`/api/review/units/${source}/approve`, {}).expect(409);
    await client.post(`/api/review/merge-suggestions/${suggestionId}/resolve`, { action: 'dismiss' }).expect(409);
  });
});
