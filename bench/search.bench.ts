/**
 * npm run bench:search -- --chunks N [--data clustered|uniform] [--queries Q] [--mixed M] [--concurrency C] [--seconds S] [--reuse] [--recluster] [--no-fulltext] [--api-rss] [--libraries] [--cpu-prof-whole FILE] [--json]
 *
 * Builds N synthetic chunks (256-d vectors around topic centres, or with `--data uniform` uniform
 * random unit vectors — no cluster structure, the hard case for any index —, Italian-like text on
 * the same topics) straight into a scratch database (DATABASE_URL's database + `_bench`, + `_uniform`
 * for uniform data), runs kb:cluster on them (which measures recall and picks nprobe; the bench
 * then searches with that nprobe), then measures in one run:
 *  - the semantic branch (IVF probe + int8 scan: codes read from the database, then with the
 *    in-memory lists filling from empty, then loaded — the default steady state), ranked by the
 *    codes alone and rescored with the full vectors (the default); recall@10 against the exact
 *    int8 scan and against the exact float cosine scan;
 *  - the lexical branch: FULLTEXT (the path before this index, and its fallback) and the
 *    in-process index, with the in-process index's recall of FULLTEXT's top 40 chunks;
 *  - the whole search without query embedding and rerank, one query at a time (and, as its
 *    baseline on the same questions, with the code scan on one thread: the arena's worker off)
 *    and under load (C concurrent clients for S seconds in this process: searches/s, p50/p95/p99);
 *  - baselines: exact int8 and float scans (in memory), and, when PG_URL is set, PostgreSQL
 *    full-text search ('italian' configuration, GIN on a stored tsvector, OR query ranked by
 *    ts_rank) on the same texts, and — when the `vector` extension is available there — pgvector
 *    HNSW (cosine) on the same vectors: recall@10 and latency over a ladder of ef_search, the
 *    smallest ef matching Distillo's measured recall, and PostgreSQL's whole search (HNSW + FTS on
 *    two connections, fused the same way) one at a time and under the same load (see pg-side.ts);
 *  - kb:cluster seconds; memory (and with --api-rss two real API processes started one after the
 *    other on this data: seconds until each is exact — lists and lexical index loaded, from the
 *    host's snapshot files — and its RSS then);
 *  - garbage-collection pauses during the whole search, and with --cpu-prof-whole FILE a CPU
 *    profile of the one-at-a-time whole search (written to FILE, its top self times printed).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { NestFactory } from '@nestjs/core';
import { sql } from 'kysely';
import { Client as PgClient } from 'pg';
import { mysqlOptions } from '../src/config/config';
import { loadConfig, resetConfig } from '../src/config/config.module';
import { DB } from '../src/database/database.module';
import { ensureDatabaseExists, migrateToLatest, type Db } from '../src/database/database';
import { percentile } from '../src/lib/stats/percentile';
import { ClusteringService } from '../src/modules/search/clustering.service';
import { CodeCacheService } from '../src/modules/search/code-cache.service';
import { EvalModule } from '../src/modules/search/eval/eval.module';
import { roundMetric } from '../src/modules/search/eval/retrieval-metrics';
import { dropDatabase } from '../src/modules/search/eval/scratch-database';
import { IndexStateService } from '../src/modules/search/index-state.service';
import { LexicalIndexService } from '../src/modules/search/lexical-index.service';
import { BRANCH_CHUNKS, SearchService } from '../src/modules/search/search.service';
import { LEXICAL_KIND_WEIGHTS, SearchRepository } from '../src/modules/search/search.repository';
import { buildBooleanQuery } from '../src/lib/text/fulltext-query';
import { indexTokens } from '../src/lib/text/lexical-index';
import { ITALIAN_STOPWORDS, stemmedText } from '../src/lib/text/italian';
import { recallAtK } from '../src/lib/vector/ivf';
import { mulberry32 } from '../src/lib/random/seeded-random';
import { codeToBuffer, floatToBuffer } from '../src/lib/vector/buffers';
import { CODE_DIMS, normalize, toCode } from '../src/lib/vector/codes';
import { topKByDot, TopKHeap } from '../src/lib/vector/top-k';
import { setParallelScan } from '../src/lib/vector/simd/code-arena';
import { addVectorColumn, buildHnsw, measurePgVector, vectorAvailable, vectorLiteral, type PgVectorResult } from './pg-side';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const N = arg('--chunks', 50_000);
const Q = arg('--queries', 200);
const CONCURRENCY = arg('--concurrency', 16);
const LOAD_SECONDS = arg('--seconds', 10);
const asJson = args.includes('--json');
const apiRss = args.includes('--api-rss');
/** Also build MiniSearch and FlexSearch over the same stemmed texts and measure them on the same questions. */
const libraries = args.includes('--libraries');
const PG_URL = process.env.PG_URL?.trim() || '';
/** Reuse the scratch database of the previous run with the same --chunks (same seeded data): queries only. */
const reuse = args.includes('--reuse');
/** With --reuse: run kb:cluster again (a new measurement of nprobe) instead of keeping the index. */
const recluster = args.includes('--recluster');
/**
 * Skip what reads FULLTEXT or the codes from the database (the fallbacks, seconds a query at 1M):
 * a --reuse run of the in-memory paths in minutes. Their rows then print as NaN.
 */
const noFulltext = args.includes('--no-fulltext');
const DATA = args.includes('--data') ? args[args.indexOf('--data') + 1] : 'clustered';
if (DATA !== 'clustered' && DATA !== 'uniform') {
  console.error(`--data must be clustered or uniform, got "${DATA}"`);
  process.exit(2);
}
const DIM = 256;
const TOPICS = Math.max(20, Math.round(Math.sqrt(N)));
const PRODUCTS = ['alpha', 'beta', 'gamma'];

const VOCAB = (
  'accesso password fattura pagamento stampante errore connessione account cliente ordine rimborso abbonamento ' +
  'configurazione aggiornamento sincronizzazione backup scontrino magazzino prodotto utente login codice verifica ' +
  'email notifica report esportazione importazione integrazione banca carta spedizione consegna reso sconto prezzo ' +
  'listino iva aliquota reparto cassa chiusura apertura licenza dispositivo tablet telefono app versione server rete ' +
  'wifi router firewall certificato firma documento archivio cartella file allegato modulo campo valore data orario'
).split(' ');

function log(message: string) {
  if (!asJson) console.log(message);
}

async function main(): Promise<void> {
  const base = loadConfig();
  // The configured database's name + _bench (as the evaluations' scratch databases): two people
  // benchmarking on one server never write into each other's data.
  const scratchName = `${mysqlOptions(base.DATABASE_URL).database}${DATA === 'uniform' ? '_uniform' : ''}_bench`;
  const scratch = `${base.DATABASE_URL.split('?')[0].replace(/\/[^/]+$/, '')}/${scratchName}`;
  if (!reuse) await dropDatabase(scratch);
  await ensureDatabaseExists(scratch);
  process.env.DATABASE_URL = scratch;
  process.env.QUEUE_PREFIX = `${base.QUEUE_PREFIX}-bench`;
  process.env.RERANKER = 'none';
  resetConfig();
  const app = await NestFactory.createApplicationContext(EvalModule, { logger: ['error'] });
  const db = app.get<Db>(DB);
  await migrateToLatest(db);

  const rand = mulberry32(42);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  // Topic centres with sizes that vary (Zipf-like), and each chunk = centre + noise.
  const centres = Array.from({ length: TOPICS }, () => normalize(Float32Array.from({ length: DIM }, gauss)));
  // A Zipf-distributed vocabulary of pseudo-words, like real text (a few very common words, a long
  // tail); every topic owns a few mid-frequency words that its chunks use often.
  const SYLLABLES = ['ba', 'co', 'di', 'fe', 'ga', 'li', 'mo', 'ne', 'pa', 'ri', 'so', 'tu', 've', 'za', 'car', 'ter', 'pon', 'sil'];
  const lexicon = Array.from({ length: 20_000 }, (_, i) => {
    let word = '';
    for (let x = i + 7, n = 0; n < 3 || x > 0; n++, x = Math.floor(x / SYLLABLES.length)) word += SYLLABLES[x % SYLLABLES.length];
    return word;
  });
  const zipfWord = () => lexicon[Math.min(lexicon.length - 1, Math.floor(Math.exp(rand() * Math.log(lexicon.length))) - 1)];
  const topicWords = Array.from({ length: TOPICS }, () => Array.from({ length: 6 }, () => lexicon[200 + Math.floor(rand() * 15_000)]));
  const weights = centres.map((_, i) => 1 / (i + 1) ** 0.5);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickTopic = () => {
    let r = rand() * totalWeight;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) <= 0) return i;
    return weights.length - 1;
  };

  const vectors = new Float32Array(N * DIM);
  const codes = new Int8Array(N * CODE_DIMS);
  const topics = new Int32Array(N);
  const unitsCount = Math.ceil(N / 2);
  log(`bench:search — building ${N} chunks (${unitsCount} units, ${TOPICS} topics) in ${scratchName} …`);
  const pg = PG_URL ? new PgClient({ connectionString: PG_URL }) : null;
  if (pg) {
    await pg.connect();
    if (!reuse) {
      await pg.query('DROP TABLE IF EXISTS kb_bench_chunks');
      await pg.query(
        `CREATE TABLE kb_bench_chunks (id integer PRIMARY KEY, unit_id integer NOT NULL, product text NOT NULL, locale text NOT NULL,
           is_served boolean NOT NULL, content text NOT NULL, tsv tsvector GENERATED ALWAYS AS (to_tsvector('italian', content)) STORED)`,
      );
    }
  }
  const withPgVector = pg ? await vectorAvailable(pg) : false;
  if (pg && withPgVector && !reuse) await addVectorColumn(pg, DIM);
  const buildStart = performance.now();
  for (let u = 0; !reuse && u < unitsCount; u += 2000) {
    const rows = [];
    for (let i = u; i < Math.min(unitsCount, u + 2000); i++) {
      rows.push({
        problem: `unit ${i}`,
        symptoms: '',
        cause: '',
        solution: '',
        applicability: '',
        product: PRODUCTS[i % PRODUCTS.length],
        category: 'altro',
        locale: 'it',
        status: 'approved' as const,
        dedup_key: `bench-${String(i).padStart(58, '0')}`,
        search_phrases: '[]',
      });
    }
    await db.insertInto('knowledge_units').values(rows).execute();
  }
  if (!reuse) {
    await sql`ALTER TABLE knowledge_chunks DROP INDEX knowledge_chunks_ft`.execute(db);
    await sql`ALTER TABLE knowledge_chunks DROP INDEX knowledge_chunks_stemmed_ft`.execute(db);
  }
  for (let start = 0; start < N; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(N, start + 1000); i++) {
      const topic = pickTopic();
      topics[i] = topic;
      const v = vectors.subarray(i * DIM, (i + 1) * DIM);
      if (DATA === 'uniform') for (let d = 0; d < DIM; d++) v[d] = gauss();
      else for (let d = 0; d < DIM; d++) v[d] = centres[topic][d] + 0.09 * gauss();
      normalize(v);
      const code = toCode(v);
      codes.set(code, i * CODE_DIMS);
      const words = Array.from({ length: 40 }, (_, w) =>
        w < 8 ? topicWords[topic][Math.floor(rand() * 6)] : rand() < 0.2 ? VOCAB[Math.floor(rand() * VOCAB.length)] : zipfWord(),
      );
      const content = `${words.join(' ')} codice E-${1000 + (i % 9000)}`;
      const unitId = Math.floor(i / 2) + 1;
      rows.push({
        unit_id: unitId,
        kind: 'content' as const,
        position: i % 2,
        content,
        content_stemmed: reuse ? '' : stemmedText(content), // rows are only written when not reusing
        content_hash: String(i).padStart(64, '0'),
        product: PRODUCTS[(unitId - 1) % PRODUCTS.length],
        locale: 'it',
        is_served: true,
        embedder: 'bench',
        embedder_version: 'bench',
        embedding: floatToBuffer(v),
        embedding_small: codeToBuffer(code),
      });
    }
    if (!reuse) await db.insertInto('knowledge_chunks').values(rows).execute();
    if (!reuse && pg) {
      const params: unknown[] = [];
      const width = withPgVector ? 6 : 5;
      const values = rows.map((row, j) => {
        params.push(start + j + 1, row.unit_id, row.product, row.locale, row.content);
        if (withPgVector) params.push(vectorLiteral(vectors.subarray((start + j) * DIM, (start + j + 1) * DIM)));
        const b = j * width;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, true, $${b + 5}${withPgVector ? `, $${b + 6}::vector` : ''})`;
      });
      await pg.query(`INSERT INTO kb_bench_chunks (id, unit_id, product, locale, is_served, content${withPgVector ? ', embedding' : ''}) VALUES ${values.join(', ')}`, params);
    }
  }
  let hnswSeconds = Number.NaN;
  if (!reuse && pg) {
    await pg.query('CREATE INDEX kb_bench_chunks_tsv ON kb_bench_chunks USING gin (tsv)');
    await pg.query('ANALYZE kb_bench_chunks');
    if (withPgVector) {
      log('  building the pgvector HNSW index …');
      hnswSeconds = await buildHnsw(pg);
    }
  }
  if (!reuse) {
    // Bulk load first, FULLTEXT after (as a migration of a large table would), with the stopwords.
    await sql`SET SESSION innodb_ft_user_stopword_table = ${`${scratchName}/kb_ft_stopwords`}`.execute(db);
    await sql`CREATE FULLTEXT INDEX knowledge_chunks_ft ON knowledge_chunks (content, content_stemmed)`.execute(db);
    await sql`CREATE FULLTEXT INDEX knowledge_chunks_stemmed_ft ON knowledge_chunks (content_stemmed)`.execute(db);
  }
  log(`  built in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);

  const clusterStart = performance.now();
  const clustered = !reuse || recluster ? await app.get(ClusteringService).cluster({ refit: false }) : null;
  const stored = await app.get(IndexStateService).current();
  const report = clustered ?? { mode: 'reused', clusters: stored.clusters, measured_recall: stored.measuredRecall, recall_target: stored.recallTarget, nprobe: stored.nprobe, recall_curve: [] };
  const clusterSeconds = clustered ? (performance.now() - clusterStart) / 1000 : Number.NaN;
  log(`  kb:cluster: ${report.mode}, K=${report.clusters}, ${clusterSeconds.toFixed(1)} s`);
  log(
    report.measured_recall === null
      ? `  kb:cluster did not measure recall for this index (clustered before the measurement): nprobe ⌈√K⌉`
      : `  kb:cluster measured recall@10 ${report.measured_recall} (target ${report.recall_target}) at nprobe ${report.nprobe || 'all (exact scan)'}` +
      ('question_cosine' in report ? ` on chunks moved to cosine ${report.question_cosine} from themselves (the chunks themselves ${report.stored_recall})` : '') +
      (report.recall_curve.length > 0 ? `; curve ${report.recall_curve.map((l) => `${l.nprobe}:${l.recall}`).join(' ')}` : ''),
  );

  const search = app.get(SearchService);
  const index = await app.get(IndexStateService).current();
  const nprobe = search.nprobe(index);
  const scope = { locale: 'it', product: null };
  const makeQuery = () => {
    const source = Math.floor(rand() * N);
    const vector = normalize(Float32Array.from({ length: DIM }, (_, d) => vectors[source * DIM + d] + 0.08 * gauss()));
    const words = topicWords[topics[source]];
    const text = [0, 1, 2].map(() => words[Math.floor(rand() * words.length)]).join(' ');
    return { vector, code: toCode(vector), text };
  };
  /** Harder questions for the lexical branch: a common word (long posting lists) and, one in two, an error code (a phrase). */
  const makeMixedQuery = () => {
    const { text, vector } = makeQuery();
    const common = VOCAB[Math.floor(rand() * VOCAB.length)];
    return { vector, text: rand() < 0.5 ? `${text} ${common} errore E-${1000 + Math.floor(rand() * 9000)}` : `${text} ${common}` };
  };
  const stats = (xs: number[]) => ({ p50: roundMetric(percentile(xs, 50)), p95: roundMetric(percentile(xs, 95)), p99: roundMetric(percentile(xs, 99)) });
  const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 1000) / 1000;
  const timeIt = async <T>(work: () => Promise<T>, into: number[]): Promise<T> => {
    const t = performance.now();
    const value = await work();
    into.push(performance.now() - t);
    return value;
  };

  // ---- semantic branch -------------------------------------------------------------------
  // Three ways: codes read from the database on every probe (no cache); with the in-memory lists
  // filling from empty (the first searches after a start); and with them loaded (steady state).
  // The steady-state pass measures codes only and codes + rescoring on the same queries.
  const semDb: number[] = [];
  const semCold: number[] = [];
  const semCodes: number[] = [];
  const semRescored: number[] = [];
  const exactInt8: number[] = [];
  const exactInt8Db: number[] = [];
  const exactFloat: number[] = [];
  const recall = { codesVsInt8: [] as number[], codesVsFloat: [] as number[], rescoredVsFloat: [] as number[], int8VsFloat: [] as number[] };
  const idOf = (row: number) => row + 1; // chunk ids are assigned in insertion order from 1
  /** The steady-state pass's queries with their exact float top 10: pgvector is measured on the same ones. */
  const measured: Array<{ vector: Float32Array; truth: number[]; text: string }> = [];
  for (let q = 0; q < Q; q++) {
    const { code, vector } = makeQuery();
    if (!noFulltext) await timeIt(() => search.semanticChunks(code, index, scope, BRANCH_CHUNKS, nprobe, true, vector), semDb);
  }
  for (let q = 0; q < Q; q++) {
    const { code, vector } = makeQuery();
    if (!noFulltext) await timeIt(() => search.semanticChunks(code, index, scope, BRANCH_CHUNKS, nprobe, false, vector), semCold);
  }
  app.get(CodeCacheService).reset();
  let t0 = performance.now();
  await search.warmCodeCache();
  const warmSeconds = (performance.now() - t0) / 1000;
  // The steady state: the snapshot's vectors read into the page cache by the background warm-up.
  await app.get(CodeCacheService).vectorsPrefetched;
  const prefetchSeconds = (performance.now() - t0) / 1000;
  const cache = app.get(CodeCacheService).stats;
  for (let q = 0; q < Q; q++) {
    const { code, vector, text } = makeQuery();
    // As the branch asks (its 40 chunks); recall@10 of the first ten, the ones fusion weighs most.
    const codesOnly = (await timeIt(() => search.semanticChunks(code, index, scope, BRANCH_CHUNKS, nprobe), semCodes)).slice(0, 10).map((c) => c.id);
    const rescored = (await timeIt(() => search.semanticChunks(code, index, scope, BRANCH_CHUNKS, nprobe, false, vector), semRescored))
      .slice(0, 10)
      .map((c) => c.id);
    t0 = performance.now();
    const exact = topKByDot(code, codes, undefined, 10).ids.map(idOf);
    exactInt8.push(performance.now() - t0);
    t0 = performance.now();
    const exactF = exactFloatTop10(vector, vectors).map(idOf);
    exactFloat.push(performance.now() - t0);
    recall.codesVsInt8.push(recallAtK(codesOnly, exact, 10));
    recall.codesVsFloat.push(recallAtK(codesOnly, exactF, 10));
    recall.rescoredVsFloat.push(recallAtK(rescored, exactF, 10));
    recall.int8VsFloat.push(recallAtK(exact, exactF, 10));
    measured.push({ vector, truth: exactF, text });
  }
  const exactIndex = { ...index, exactScan: true };
  for (let q = 0; q < Math.min(Q, 50); q++) {
    const { code } = makeQuery();
    if (!noFulltext) await timeIt(() => search.semanticChunks(code, exactIndex, scope, 10, undefined, true), exactInt8Db);
  }

  // ---- lexical branch --------------------------------------------------------------------
  const lexicalIndex = app.get(LexicalIndexService);
  lexicalIndex.reset();
  const lexFt: number[] = [];
  const lexFtMixed: number[] = [];
  const lexMem: number[] = [];
  const lexMemMixed: number[] = [];
  const agreement = { chunks: [] as number[], units: [] as number[], top10: [] as number[] };
  const agree = (mine: Array<{ id: number; unit_id: number }>, truth: Array<{ id: number; unit_id: number }>) => {
    if (truth.length === 0) return;
    agreement.chunks.push(overlap(mine.map((c) => c.id), truth.map((c) => c.id)));
    agreement.units.push(overlap(uniq(mine.map((c) => c.unit_id)), uniq(truth.map((c) => c.unit_id))));
    agreement.top10.push(overlap(mine.slice(0, 10).map((c) => c.id), truth.slice(0, 10).map((c) => c.id)));
  };
  t0 = performance.now();
  await lexicalIndex.warm();
  const lexicalLoadSeconds = (performance.now() - t0) / 1000;
  const lexicalStats = lexicalIndex.stats;
  const lexQueries = Array.from({ length: Q }, () => makeQuery().text);
  // Fewer: FULLTEXT takes seconds on some of them at 200k chunks (--mixed N to choose).
  const mixedQueries = Array.from({ length: arg('--mixed', Math.min(Q, 100)) }, () => makeMixedQuery().text);
  const truths = new Map<string, Array<{ id: number; unit_id: number }>>();
  for (const [queries, ftTimes, memTimes] of [
    [lexQueries, lexFt, lexMem],
    [mixedQueries, lexFtMixed, lexMemMixed],
  ] as const) {
    for (const text of queries) {
      const truth = noFulltext ? null : await timeIt(() => search.lexicalChunks(text, scope, 40, true), ftTimes);
      const mine = await timeIt(() => search.lexicalChunks(text, scope, 40), memTimes);
      if (!truth) continue;
      truths.set(text, truth);
      agree(mine, truth);
    }
  }
  const libraryResults = libraries ? await measureLibraries(app.get(SearchRepository), [...lexQueries, ...mixedQueries], truths) : [];

  // ---- PostgreSQL baselines (same texts) ----------------------------------------------------
  const pgFts: number[] = [];
  const pgFtsMixed: number[] = [];
  let pgvector = 'PG_URL not set';
  let pgvectorResult: PgVectorResult | null = null;
  if (pg) {
    const orQuery = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0)
        .join(' | ');
    const pgLexical = (text: string) =>
      pg.query(
        `SELECT id, unit_id, ts_rank(tsv, q) AS score FROM kb_bench_chunks, to_tsquery('italian', $1) q
          WHERE tsv @@ q AND is_served AND locale = $2 ORDER BY score DESC, id LIMIT 40`,
        [orQuery(text), 'it'],
      );
    for (const text of lexQueries.slice(0, 10)) await pgLexical(text); // warm its cache as MySQL's is
    for (const text of lexQueries) await timeIt(() => pgLexical(text), pgFts);
    for (const text of mixedQueries) await timeIt(() => pgLexical(text), pgFtsMixed);
    if (withPgVector) {
      log('  measuring pgvector …');
      pgvectorResult = await measurePgVector(PG_URL, measured, mean(recall.rescoredVsFloat), hnswSeconds, { concurrency: CONCURRENCY, seconds: LOAD_SECONDS });
      pgvector = 'measured';
    } else {
      pgvector = 'the vector extension is not available on this PostgreSQL server: HNSW not measured';
    }
    await pg.end();
  }

  // ---- whole search ----------------------------------------------------------------------
  const hyb: number[] = [];
  /** The same searches with the code scan on the calling thread only (the arena's worker off). */
  const hybOneThread: number[] = [];
  const hybFt: number[] = [];
  const stages: Array<Record<string, number>> = [];
  const whole = (text: string, vector: Float32Array) =>
    search.search({ q: text, product: null, locale: 'it', limit: 10 }, { lexical: true, semantic: true, rerank: false }, vector);
  const profile = args.includes('--cpu-prof-whole') ? args[args.indexOf('--cpu-prof-whole') + 1] : null;
  const session = profile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const { gc: wholeGc } = await gcDuring(async () => {
    for (let q = 0; q < Q; q++) {
      const { text, vector } = makeQuery();
      // Each question both ways, in alternating order: the baseline shares the minutes and the caches.
      const oneThread = async () => {
        setParallelScan(false);
        try {
          await timeIt(() => whole(text, vector), hybOneThread);
        } finally {
          setParallelScan(true);
        }
      };
      if (q % 2 === 1) await oneThread();
      const { timings } = await timeIt(() => whole(text, vector), hyb);
      stages.push({ ...timings });
      if (q % 2 === 0) await oneThread();
    }
  });
  const hotspots = session ? await stopProfile(session, profile!) : [];
  // The same with the lexical branch on FULLTEXT (as before the in-process index).
  const loaded = lexicalIndex.stats;
  lexicalIndex.reset();
  const fulltextOnly = async <T>(work: () => Promise<T>): Promise<T> => {
    const saved = lexicalIndex.search.bind(lexicalIndex);
    lexicalIndex.search = async () => null;
    try {
      return await work();
    } finally {
      lexicalIndex.search = saved;
    }
  };
  await fulltextOnly(async () => {
    for (let q = 0; q < (noFulltext ? 0 : Q); q++) {
      const { text, vector } = makeQuery();
      await timeIt(() => whole(text, vector), hybFt);
    }
  });
  await lexicalIndex.warm();

  // ---- throughput: C clients, each sending its next search when the last one answered -------
  const load = async (seconds: number) => {
    const latencies: number[] = [];
    const queries = Array.from({ length: 500 }, () => makeQuery());
    const until = performance.now() + seconds * 1000;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const { text, vector } = queries[next++ % queries.length];
          await timeIt(() => whole(text, vector), latencies);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return { per_s: Math.round(latencies.length / elapsed), ...stats(latencies) };
  };
  const { value: throughput, gc: throughputGc } = await gcDuring(() => load(LOAD_SECONDS));
  const throughputFt = await fulltextOnly(() => load(noFulltext ? 0 : LOAD_SECONDS));

  const result = {
    chunks: N,
    data: DATA,
    database: scratchName,
    cluster_measured: {
      nprobe: report.nprobe,
      exact_scan: index.exactScan,
      measured_recall: report.measured_recall,
      target: report.recall_target,
      question_cosine: 'question_cosine' in report ? report.question_cosine : null,
      stored_recall: 'stored_recall' in report ? report.stored_recall : null,
      curve: report.recall_curve,
    },
    semantic_ms: stats(semRescored),
    semantic_codes_only_ms: stats(semCodes),
    semantic_cold_ms: stats(semCold),
    semantic_db_ms: stats(semDb),
    recall_at_10: {
      rescored_vs_exact_float: mean(recall.rescoredVsFloat),
      codes_only_vs_exact_float: mean(recall.codesVsFloat),
      codes_only_vs_exact_int8: mean(recall.codesVsInt8),
      exact_int8_vs_exact_float: mean(recall.int8VsFloat),
    },
    rescore_candidates: Number(loadConfig().SEARCH_RESCORE_CANDIDATES),
    code_cache: { warm_s: Math.round(warmSeconds * 10) / 10, vectors_prefetched_s: Math.round(prefetchSeconds * 10) / 10, lists: cache.lists, mb: Math.round(cache.bytes / 1048576) },
    lexical_ms: stats(lexMem),
    lexical_fulltext_ms: stats(lexFt),
    lexical_mixed_ms: stats(lexMemMixed),
    lexical_fulltext_mixed_ms: stats(lexFtMixed),
    lexical_vs_fulltext: { top40_chunks: mean(agreement.chunks), top40_units: mean(agreement.units), top10_chunks: mean(agreement.top10), queries: agreement.chunks.length },
    lexical_index: {
      load_s: Math.round(lexicalLoadSeconds * 10) / 10,
      chunks: lexicalStats.chunks,
      estimated_mb: Math.round(loaded.bytes / 1048576),
    },
    libraries: libraryResults,
    pg_fts_ms: pg ? stats(pgFts) : null,
    pg_fts_mixed_ms: pg ? stats(pgFtsMixed) : null,
    pgvector,
    pgvector_hnsw: pgvectorResult,
    hybrid_ms: stats(hyb),
    hybrid_one_thread_ms: stats(hybOneThread),
    /** Garbage collection while the whole search ran one at a time, and under load (issue 33's tail). */
    gc: { whole_search: wholeGc, load: throughputGc },
    whole_search_hotspots: hotspots,
    hybrid_fulltext_ms: stats(hybFt),
    throughput: { concurrency: CONCURRENCY, seconds: LOAD_SECONDS, in_process_index: throughput, fulltext: throughputFt },
    exact_int8_ms: stats(exactInt8),
    exact_int8_from_db_ms: stats(exactInt8Db),
    exact_float_ms: stats(exactFloat),
    nprobe,
    clusters: report.clusters,
    cluster_s: Math.round(clusterSeconds * 10) / 10,
    rss_mb: Math.round(process.memoryUsage().rss / 1048576),
    api_rss_mb: null as number | null,
    /** Two API processes started one after the other: RSS once exact, and seconds from start to exact. */
    api_processes: [] as ApiProcess[],
    buffer_pool_mb: Number((await sql<{ mb: number }>`SELECT @@innodb_buffer_pool_size / 1048576 AS mb`.execute(db)).rows[0].mb),
    hybrid_stages_p95_ms: Object.fromEntries(
      ['semantic_ms', 'lexical_ms', 'fuse_ms', 'total_ms'].map((key) => [key, roundMetric(percentile(stages.map((st) => st[key]), 95))]),
    ),
  };
  await app.close();
  if (apiRss) {
    for (let i = 0; i < 2; i++) {
      const measuredApi = await measureApiRss(scratch);
      if (measuredApi) result.api_processes.push(measuredApi);
    }
    result.api_rss_mb = result.api_processes.length > 0 ? Math.max(...result.api_processes.map((p) => p.rss_mb)) : null;
  }
  if (asJson) {
    console.log(JSON.stringify(result));
  } else {
    const row = (name: string, s: { p50: number; p95: number; p99?: number }) =>
      `  ${name.padEnd(44)} p50 ${s.p50.toFixed(2).padStart(7)} ms   p95 ${s.p95.toFixed(2).padStart(7)} ms` + (s.p99 === undefined ? '' : `   p99 ${s.p99.toFixed(2).padStart(7)} ms`);
    const ratio = (a: { p95: number }, b: { p95: number }) => `×${(a.p95 / b.p95).toFixed(1)}`;
    console.log(row('semantic branch (IVF, in memory, rescored)', result.semantic_ms));
    console.log(row('semantic, codes only (no rescoring)', result.semantic_codes_only_ms));
    console.log(row('semantic, lists filling (first searches)', result.semantic_cold_ms));
    console.log(row('semantic, codes from DB (cache off)', result.semantic_db_ms));
    console.log(
      `  in-memory lists: ${result.code_cache.lists} loaded in ${result.code_cache.warm_s} s, ${result.code_cache.mb} MB; snapshot vectors in the page cache ${result.code_cache.vectors_prefetched_s} s after the start of the load`,
    );
    console.log(
      `  recall@10 vs exact float cosine: rescored ${result.recall_at_10.rescored_vs_exact_float} (top ${result.rescore_candidates} of the codes), ` +
        `codes only ${result.recall_at_10.codes_only_vs_exact_float}, exact int8 scan ${result.recall_at_10.exact_int8_vs_exact_float}; ` +
        `codes only vs exact int8 ${result.recall_at_10.codes_only_vs_exact_int8}; ${index.exactScan ? 'exact scan of every code (kb:cluster found no cheaper nprobe reaching the target)' : `nprobe ${nprobe} of ${result.clusters} clusters (kb:cluster measured ${report.measured_recall})`}`,
    );
    console.log(row('lexical branch (in-process index)', result.lexical_ms));
    console.log(row('lexical branch (FULLTEXT)', result.lexical_fulltext_ms));
    if (result.pg_fts_ms) console.log(row('baseline: PostgreSQL FTS (italian, GIN)', result.pg_fts_ms));
    console.log(row('lexical, mixed questions (in-process)', result.lexical_mixed_ms));
    console.log(row('lexical, mixed questions (FULLTEXT)', result.lexical_fulltext_mixed_ms));
    if (result.pg_fts_mixed_ms) console.log(row('lexical, mixed questions (PostgreSQL FTS)', result.pg_fts_mixed_ms));
    console.log(
      `  lexical p95 ratios: FULLTEXT / in-process ${ratio(result.lexical_fulltext_ms, result.lexical_ms)}` +
        (result.pg_fts_ms ? `, PostgreSQL / in-process ${ratio(result.pg_fts_ms, result.lexical_ms)}, FULLTEXT / PostgreSQL ${ratio(result.lexical_fulltext_ms, result.pg_fts_ms)}` : '') +
        (result.pg_fts_mixed_ms ? `; mixed: PostgreSQL / in-process ${ratio(result.pg_fts_mixed_ms, result.lexical_mixed_ms)}` : ''),
    );
    console.log(
      `  in-process index vs FULLTEXT (${result.lexical_vs_fulltext.queries} questions): top-40 chunks ${result.lexical_vs_fulltext.top40_chunks}, ` +
        `their units ${result.lexical_vs_fulltext.top40_units}, top-10 chunks ${result.lexical_vs_fulltext.top10_chunks}`,
    );
    console.log(
      `  in-process lexical index: ${result.lexical_index.chunks} chunks loaded in ${result.lexical_index.load_s} s, ~${result.lexical_index.estimated_mb} MB (its own estimate; --api-rss gives a whole process)`,
    );
    for (const lib of result.libraries) {
      console.log(
        `  ${lib.name.padEnd(44)} p50 ${lib.p50.toFixed(2).padStart(7)} ms   p95 ${lib.p95.toFixed(2).padStart(7)} ms   ` +
          `built in ${lib.build_s} s, heap +${lib.heap_mb} MB; top-40 chunks vs FULLTEXT ${lib.top40_chunks}, units ${lib.top40_units}`,
      );
    }
    const pv = result.pgvector_hnsw;
    if (pv) {
      console.log(`  pgvector HNSW (m 16, ef_construction 64, cosine), built in ${pv.index_build_s} s:`);
      for (const l of pv.levels) console.log(`    ef_search ${String(l.ef_search).padStart(4)}: recall@10 ${l.recall.toFixed(3)}   p50 ${l.p50.toFixed(2)} ms   p95 ${l.p95.toFixed(2)} ms`);
      const ours = result.semantic_ms;
      console.log(
        `  semantic at matched recall: Distillo ${result.recall_at_10.rescored_vs_exact_float} p95 ${ours.p95.toFixed(2)} ms vs pgvector ef ${pv.matched.ef_search} ` +
          `${pv.matched.recall} p95 ${pv.matched.p95.toFixed(2)} ms (×${(pv.matched.p95 / ours.p95).toFixed(1)})${pv.matched.reached ? '' : ' — pgvector never reached Distillo\'s recall on the ladder'}`,
      );
    } else {
      console.log(`  pgvector: ${pgvector}`);
    }
    console.log(row('whole search (no embed, no rerank)', result.hybrid_ms));
    console.log(row('whole search, code scan on one thread', result.hybrid_one_thread_ms) + `   (p95 ×${(result.hybrid_one_thread_ms.p95 / result.hybrid_ms.p95).toFixed(2)} the two threads')`);
    console.log(row('whole search, lexical on FULLTEXT', result.hybrid_fulltext_ms));
    const tp = (name: string, t: { per_s: number; p50: number; p95: number; p99: number }) =>
      `  ${name.padEnd(44)} ${String(t.per_s).padStart(5)} searches/s   p50 ${t.p50.toFixed(1)}  p95 ${t.p95.toFixed(1)}  p99 ${t.p99.toFixed(1)} ms`;
    console.log(tp(`load, ${CONCURRENCY} clients ${LOAD_SECONDS} s (in-process)`, result.throughput.in_process_index));
    console.log(tp(`load, ${CONCURRENCY} clients ${LOAD_SECONDS} s (FULLTEXT)`, result.throughput.fulltext));
    if (pv) {
      console.log(row(`PostgreSQL whole search (HNSW ef ${pv.matched.ef_search} + FTS)`, pv.whole_ms) + `   (×${(pv.whole_ms.p95 / result.hybrid_ms.p95).toFixed(1)} Distillo's p95)`);
      console.log(tp(`PostgreSQL load, ${CONCURRENCY} clients ${LOAD_SECONDS} s`, pv.throughput) + `   (Distillo ×${(result.throughput.in_process_index.per_s / Math.max(1, pv.throughput.per_s)).toFixed(1)})`);
    }
    console.log(row('baseline: exact int8 scan (memory)', result.exact_int8_ms));
    console.log(row('baseline: exact float scan (memory)', result.exact_float_ms));
    console.log(row('baseline: exact int8 scan, codes from DB', result.exact_int8_from_db_ms));
    console.log(`  kb:cluster ${result.cluster_s} s; bench rss ${result.rss_mb} MB${result.api_rss_mb ? `; API process rss ${result.api_rss_mb} MB` : ''}; database buffer pool ${result.buffer_pool_mb} MB`);
    console.log(`  whole search, p95 of its stages: ${JSON.stringify(result.hybrid_stages_p95_ms)}`);
    console.log(`  garbage collection: whole search one at a time ${JSON.stringify(wholeGc)}, under load ${JSON.stringify(throughputGc)}`);
    for (const [i, p] of result.api_processes.entries()) console.log(`  API process ${i + 1}: exact (lists and lexical index loaded) ${p.exact_s} s after start, RSS ${p.rss_mb} MB; snapshot vectors in the page cache ${p.vectors_cached_s ?? '—'} s after start, RSS then ${p.rss_after_vectors_mb ?? '—'} MB`);
    if (hotspots.length > 0) console.log(`  whole search CPU profile (${profile}), self time: ${hotspots.map((h) => `${h.name} ${h.self_ms} ms`).join(', ')}`);
  }
  process.exit(0);
}

/**
 * The libraries the issue names, over the same stemmed texts, tokens and weights as the
 * in-process index, on the same questions (plain and mixed, timed together): build time, heap
 * growth, p50/p95, and how much of FULLTEXT's top 40 they return. They rank by their own scores
 * (MiniSearch: BM25+; FlexSearch: its resolution/context scoring) and FlexSearch cannot filter
 * inside its search, so its top 1000 is filtered by scope after the fact.
 */
async function measureLibraries(
  repository: SearchRepository,
  questions: string[],
  truths: Map<string, Array<{ id: number; unit_id: number }>>,
): Promise<Array<{ name: string; p50: number; p95: number; build_s: number; heap_mb: number; top40_chunks: number; top40_units: number }>> {
  const docs: Array<{ id: number; unit_id: number; weight: number; served: boolean; locale: string; text: string }> = [];
  await repository.lexicalSnapshot(5000, (rows) => {
    for (const r of rows) {
      docs.push({ id: r.id, unit_id: r.unit_id, weight: LEXICAL_KIND_WEIGHTS[r.kind], served: Boolean(Number(r.is_served)), locale: r.locale, text: indexTokens(r.content_stemmed, ITALIAN_STOPWORDS).join(' ') });
    }
  });
  const byId = new Map(docs.map((d) => [d.id, d]));
  const termsOf = (q: string) => {
    const built = buildBooleanQuery(q);
    return built ? [...built.terms, ...built.phrases.flatMap((p) => indexTokens(p, ITALIAN_STOPWORDS))] : [];
  };
  const measure = async (name: string, build: () => unknown, query: (terms: string[]) => number[]) => {
    const heapBefore = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    build();
    const buildSeconds = (performance.now() - t0) / 1000;
    const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1048576);
    const times: number[] = [];
    const chunks: number[] = [];
    const units: number[] = [];
    for (const q of questions) {
      const terms = termsOf(q);
      const t = performance.now();
      const ids = terms.length > 0 ? query(terms) : [];
      times.push(performance.now() - t);
      const truth = truths.get(q) ?? [];
      if (truth.length === 0) continue;
      chunks.push(overlap(ids, truth.map((c) => c.id)));
      units.push(overlap(uniq(ids.map((id) => byId.get(id)!.unit_id)), uniq(truth.map((c) => c.unit_id))));
    }
    const avg = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 1000) / 1000;
    return { name, p50: roundMetric(percentile(times, 50)), p95: roundMetric(percentile(times, 95)), build_s: Math.round(buildSeconds * 10) / 10, heap_mb: heapMb, top40_chunks: avg(chunks), top40_units: avg(units) };
  };
  const out = [];
  const { default: MiniSearch } = await import('minisearch');
  let mini: InstanceType<typeof MiniSearch> | null = null;
  out.push(
    await measure(
      'library: MiniSearch 7 (BM25+)',
      () => {
        mini = new MiniSearch({ fields: ['text'], idField: 'id', tokenize: (t) => t.split(' '), processTerm: (t) => t });
        mini.addAll(docs.map((d) => ({ id: d.id, text: d.text })));
      },
      (terms) =>
        mini!
          .search(terms.join(' '), {
            combineWith: 'OR',
            prefix: false,
            fuzzy: false,
            filter: (r) => {
              const d = byId.get(r.id as number)!;
              return d.served && d.locale === 'it';
            },
            boostDocument: (id) => byId.get(id as number)!.weight,
          })
          .slice(0, 40)
          .map((r) => r.id as number),
    ),
  );
  mini = null;
  const { Index, Charset } = await import('flexsearch');
  let flex: InstanceType<typeof Index> | null = null;
  out.push(
    await measure(
      'library: FlexSearch 0.8',
      () => {
        flex = new Index({ tokenize: 'strict', encoder: Charset.Exact, resolution: 9 });
        for (const d of docs) flex.add(d.id, d.text);
      },
      (terms) =>
        (flex!.search(terms.join(' '), { limit: 1000, suggest: true }) as number[])
          .filter((id) => {
            const d = byId.get(id)!;
            return d.served && d.locale === 'it';
          })
          .slice(0, 40),
    ),
  );
  return out;
}

function overlap(mine: number[], truth: number[]): number {
  const set = new Set(mine);
  return truth.filter((id) => set.has(id)).length / truth.length;
}

function uniq(ids: number[]): number[] {
  return [...new Set(ids)];
}

/**
 * Starts the real API on the bench database, waits until it logged its in-memory lists and
 * lexical index as loaded, and reads its resident memory: what one API process costs at N chunks.
 * Then, for up to two minutes, waits for its background read of the snapshot vectors into the page
 * cache, and reads its resident memory again (that read must not add to it).
 */
interface ApiProcess {
  rss_mb: number;
  exact_s: number;
  /** Seconds from start until the snapshot vectors were in the page cache (null: not logged). */
  vectors_cached_s: number | null;
  rss_after_vectors_mb: number | null;
}

async function measureApiRss(databaseUrl: string): Promise<ApiProcess | null> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(3900 + Math.floor(Math.random() * 90)), LOG_LEVEL: 'log' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  try {
    return await new Promise<ApiProcess | null>((resolve) => {
      let result: ApiProcess | null = null;
      const timer = setTimeout(() => resolve(null), 600_000);
      let out = '';
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        if (!result && /cluster lists in memory|lists not loaded/.test(out)) {
          clearTimeout(timer);
          result = { rss_mb: rss(), exact_s: seconds(), vectors_cached_s: null, rss_after_vectors_mb: null };
          setTimeout(() => resolve(result), 120_000);
        }
        if (result && result.vectors_cached_s === null && /vectors read into the page cache/.test(out)) {
          result.vectors_cached_s = seconds();
          // the log line may precede "lists in memory" (it runs beside the lexical load): the later of the two
          result.vectors_cached_s = Math.max(result.vectors_cached_s, result.exact_s);
          result.rss_after_vectors_mb = rss();
          resolve(result);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', () => resolve(result));
    });
  } finally {
    child.kill('SIGTERM');
  }
}

function exactFloatTop10(query: Float32Array, vectors: Float32Array): number[] {
  const n = vectors.length / DIM;
  const heap = new TopKHeap(10);
  for (let i = 0; i < n; i++) {
    let s = 0;
    const o = i * DIM;
    for (let d = 0; d < DIM; d++) s += query[d] * vectors[o + d];
    if (s >= heap.threshold) heap.push(i, s);
  }
  return heap.result().ids;
}

interface GcStats {
  count: number;
  total_ms: number;
  max_ms: number;
}

/** Runs `work` and sums the garbage-collection pauses V8 reports meanwhile. */
async function gcDuring<T>(work: () => Promise<T>): Promise<{ value: T; gc: GcStats }> {
  const gc: GcStats = { count: 0, total_ms: 0, max_ms: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.total_ms += entry.duration;
      gc.max_ms = Math.max(gc.max_ms, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    const value = await work();
    await new Promise((resolve) => setImmediate(resolve));
    return { value, gc: { count: gc.count, total_ms: Math.round(gc.total_ms * 10) / 10, max_ms: Math.round(gc.max_ms * 10) / 10 } };
  } finally {
    observer.disconnect();
  }
}

/** Stops the CPU profile, writes it (Chrome DevTools reads .cpuprofile) and returns the top self times. */
async function stopProfile(session: Session, path: string): Promise<Array<{ name: string; self_ms: number }>> {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  writeFileSync(path, JSON.stringify(profile));
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (deltas[i] ?? 0)));
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, ms]) => ({ name, self_ms: Math.round(ms) }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
