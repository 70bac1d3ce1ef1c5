import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { UnitsImportService } from '../src/modules/knowledge/units-import.service';
import { ClusteringService } from '../src/modules/search/clustering.service';
import { IndexingService } from '../src/modules/search/indexing.service';
import { SearchRepository } from '../src/modules/search/search.repository';
import { SearchService } from '../src/modules/search/search.service';
import { dbOf, useApi } from './utils/test-app';

function unitsFile(units: object[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'units-')), 'units.jsonl');
  writeFileSync(path, units.map((u) => JSON.stringify(u)).join('\n') + '\n');
  return path;
}

const UNITS = [
  {
    id: 'A-pwd',
    product: 'alpha',
    category: 'accesso',
    problem: 'Non riesco ad accedere: ho dimenticato la password',
    solution: '1. Aprire la pagina di accesso\n2. Cliccare "Password dimenticata"\n3. Seguire il link ricevuto per e-mail',
    search_phrases: ['password dimenticata', 'non riesco a entrare', 'reimpostare la password'],
  },
  {
    // The same text in another product, with another fix: must never answer for product alpha.
    id: 'B-pwd',
    product: 'beta',
    category: 'accesso',
    problem: 'Non riesco ad accedere: ho dimenticato la password',
    solution: '1. Chiedere al titolare di reimpostare il PIN dal back office',
    search_phrases: ['password dimenticata', 'non riesco a entrare', 'reimpostare il pin'],
  },
  {
    id: 'A-pdf',
    product: 'alpha',
    category: 'guasto',
    problem: 'La generazione del PDF della fattura fallisce con errore E-4021',
    solution: '1. Caricare di nuovo il logo in formato PNG sotto 1 MB',
    search_phrases: ['errore E-4021', 'pdf non si genera', 'copia di cortesia non creata'],
  },
  {
    id: 'A-sync',
    product: 'alpha',
    category: 'integrazioni',
    problem: 'La sincronizzazione con la banca si ferma con ERR_502',
    solution: '1. Rinnovare il consenso PSD2 dalla sezione Banca',
    search_phrases: ['banca non sincronizza', 'ERR_502 banca', 'movimenti bancari non arrivano'],
  },
];

describe('search: units import, indexing, scope, FULLTEXT and IVF (real MariaDB/MySQL)', () => {
  const app = useApi();

  async function load(units: object[], approve = true): Promise<Map<string, number>> {
    const report = await app().get(UnitsImportService).importFile(unitsFile(units), { approve, enqueueIndexing: false });
    expect(report.errors).toEqual([]);
    for (const id of report.unit_ids) await app().get(IndexingService).indexUnit(id);
    const rows = await dbOf(app()).selectFrom('knowledge_units').select(['id', 'external_id']).execute();
    return new Map(rows.map((r) => [r.external_id!, r.id]));
  }

  const search = (query: Record<string, string | number>) => request(app().getHttpServer()).get('/api/search').query(query);

  it('never returns a unit of another product, whatever its similarity', async () => {
    const ids = await load(UNITS);
    const alpha = await search({ q: 'ho dimenticato la password, non riesco ad accedere', product: 'alpha' }).expect(200);
    expect(alpha.body.results[0].unit_id).toBe(ids.get('A-pwd'));
    expect(alpha.body.results.map((r: { unit_id: number }) => r.unit_id)).not.toContain(ids.get('B-pwd'));
    const beta = await search({ q: 'ho dimenticato la password, non riesco ad accedere', product: 'beta' }).expect(200);
    expect(beta.body.results.map((r: { unit_id: number }) => r.unit_id)).toEqual([ids.get('B-pwd')]);
    expect(beta.body.results[0]).toMatchObject({ solution: expect.stringContaining('PIN'), ranks: expect.any(Object) });
  });

  it("gives the chat's model the unit's symptoms and cause, never the public API", async () => {
    const ids = await load(UNITS);
    await dbOf(app()).updateTable('knowledge_units').set({ symptoms: 'Errore ERR_502 in Banca', cause: 'Il consenso PSD2 dura 180 giorni' }).where('id', '=', ids.get('A-sync')!).execute();
    const { results: hits } = await app().get(SearchService).search({ q: 'la banca non sincronizza più', product: 'alpha', locale: 'it', limit: 5 });
    expect(hits.find((h) => h.unit_id === ids.get('A-sync'))).toMatchObject({ symptoms: 'Errore ERR_502 in Banca', cause: 'Il consenso PSD2 dura 180 giorni' });
    const response = await search({ q: 'la banca non sincronizza più', product: 'alpha' }).expect(200);
    expect(response.body.results.map((r: { unit_id: number }) => r.unit_id)).toContain(ids.get('A-sync'));
    for (const result of response.body.results) for (const hidden of ['symptoms', 'cause', 'phrases', 'cosine']) expect(result).not.toHaveProperty(hidden);
  });

  it('never returns a pending twin of an approved unit, nor a unit of another locale', async () => {
    const approved = await load([UNITS[0]]);
    await load([{ ...UNITS[0], id: 'A-pwd-twin' }], false);
    await load([{ ...UNITS[0], id: 'A-pwd-en', locale: 'en' }]);
    const response = await search({ q: 'password dimenticata', product: 'alpha', locale: 'it' }).expect(200);
    expect(response.body.results.map((r: { unit_id: number }) => r.unit_id)).toEqual([approved.get('A-pwd')]);
  });

  it('finds error codes as phrases through FULLTEXT, and neutralises operators in the question', async () => {
    const ids = await load(UNITS);
    const code = await search({ q: 'E-4021', product: 'alpha' }).expect(200);
    expect(code.body.results[0]).toMatchObject({ unit_id: ids.get('A-pdf'), ranks: { lexical: 1 } });
    const underscore = await search({ q: 'mi esce ERR_502', product: 'alpha' }).expect(200);
    expect(underscore.body.results[0].unit_id).toBe(ids.get('A-sync'));
    for (const q of ['"', '+++', '*)', '-password', '<>~@', 'password -dimenticata', '"E-4021']) {
      const response = await search({ q, product: 'alpha' });
      expect(response.status).toBe(200);
    }
    // "-dimenticata" is text, not "exclude": the password unit is still found.
    const minus = await search({ q: 'password -dimenticata', product: 'alpha' }).expect(200);
    expect(minus.body.results[0].unit_id).toBe(ids.get('A-pwd'));
  });

  it('the FULLTEXT index was built with the Italian stopword table', async () => {
    await load(UNITS);
    const db = dbOf(app());
    const count = async (term: string) =>
      Number(
        (
          await sql<{ n: number }>`SELECT COUNT(*) AS n FROM knowledge_chunks WHERE MATCH(content, content_stemmed) AGAINST (${term} IN BOOLEAN MODE)`.execute(db)
        ).rows[0].n,
      );
    expect(await count('della')).toBe(0); // an Italian stopword, present in the text
    expect(await count('generazione')).toBeGreaterThan(0);
  });

  it('answers 400 naming the bad parameter', async () => {
    const missing = await search({}).expect(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path)).toContain('q');
    const limit = await search({ q: 'password', limit: 500 }).expect(400);
    expect(limit.body.issues.map((i: { path: string }) => i.path)).toContain('limit');
  });

  it('a unit hidden from search (rejected or archived) disappears at once', async () => {
    const ids = await load(UNITS);
    await app().get(SearchRepository).setUnitServed(ids.get('A-pdf')!, false);
    const response = await search({ q: 'E-4021', product: 'alpha' }).expect(200);
    expect(response.body.results.map((r: { unit_id: number }) => r.unit_id)).not.toContain(ids.get('A-pdf'));
  });

  it('re-indexing an unchanged unit embeds nothing again', async () => {
    const ids = await load([UNITS[2]]);
    const again = await app().get(IndexingService).indexUnit(ids.get('A-pdf')!);
    expect(again).toEqual({ status: 'indexed', chunks: 2, embedded: 0 });
  });

  it('kb:cluster builds an IVF index when there are enough chunks, and search still finds by meaning', async () => {
    const many = Array.from({ length: 160 }, (_, i) => ({
      id: `G-${i}`,
      product: 'alpha',
      problem: `Problema generico numero ${i} con il modulo ${['ordini', 'clienti', 'magazzino', 'listini'][i % 4]} ${i % 7}`,
      solution: `Passo ${i}: aprire il modulo e salvare di nuovo`,
      search_phrases: [`modulo ${i}`],
    }));
    const ids = await load([...UNITS, ...many]);
    // A small index is scanned exactly unless K is asked for.
    expect((await app().get(ClusteringService).cluster()).mode).toBe('exact');
    const report = await app().get(ClusteringService).cluster({ clusters: 8 });
    expect(report.mode).toBe('ivf');
    expect(report.clusters).toBeGreaterThan(1);
    const chunks = await dbOf(app()).selectFrom('knowledge_chunks').select(['cluster_id']).execute();
    expect(chunks.every((c) => c.cluster_id !== null)).toBe(true);
    const response = await search({ q: 'non riesco a entrare, password dimenticata', product: 'alpha' }).expect(200);
    expect(response.body.results[0].unit_id).toBe(ids.get('A-pwd'));
    expect(response.body.results[0].ranks.semantic).not.toBeNull();
  });
});
