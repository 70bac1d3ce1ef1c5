/**
 * npm run bench:search -- --chunks N [--queries Q] [--json]
 *
 * Builds N synthetic chunks (clustered 256-d vectors, Italian-like text on the same topics)
 * straight into a scratch database, runs kb:cluster on them, then measures in one run:
 * the semantic branch (IVF probe + int8 scan: codes read from the database, then with the
 * in-memory lists filling from empty, then loaded — the default steady state), the lexical
 * branch (FULLTEXT), the whole search without query embedding and rerank, and as baselines an
 * exact int8 scan and an exact float scan of the same vectors (held in memory); IVF recall@10
 * against the exact int8 scan; kb:cluster seconds; memory.
 */
import { NestFactory } from '@nestjs/core';
import { sql } from 'kysely';
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
import { SearchService } from '../src/modules/search/search.service';
import { stemmedText } from '../src/lib/text/italian';
import { recallAtK } from '../src/lib/vector/ivf';
import { mulberry32 } from '../src/lib/random/seeded-random';
import { codeToBuffer, floatToBuffer } from '../src/lib/vector/buffers';
import { CODE_DIMS, normalize, toCode } from '../src/lib/vector/codes';
import { topKByDot, TopKHeap } from '../src/lib/vector/top-k';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const N = arg('--chunks', 50_000);
const Q = arg('--queries', 200);
const asJson = args.includes('--json');
/** Reuse the scratch database of the previous run with the same --chunks (same seeded data): queries only. */
const reuse = args.includes('--reuse');
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
  const scratch = `${base.DATABASE_URL.split('?')[0].replace(/\/[^/]+$/, '')}/distillo_bench`;
  if (!reuse) await dropDatabase(scratch);
  await ensureDatabaseExists(scratch);
  process.env.DATABASE_URL = scratch;
  process.env.QUEUE_PREFIX = 'distillo-bench';
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
  log(`bench:search — building ${N} chunks (${unitsCount} units, ${TOPICS} topics) in distillo_bench …`);
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
      for (let d = 0; d < DIM; d++) v[d] = centres[topic][d] + 0.09 * gauss();
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
        content_stemmed: stemmedText(content),
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
  }
  if (!reuse) {
    // Bulk load first, FULLTEXT after (as a migration of a large table would), with the stopwords.
    await sql`SET SESSION innodb_ft_user_stopword_table = ${`distillo_bench/kb_ft_stopwords`}`.execute(db);
    await sql`CREATE FULLTEXT INDEX knowledge_chunks_ft ON knowledge_chunks (content, content_stemmed)`.execute(db);
    await sql`CREATE FULLTEXT INDEX knowledge_chunks_stemmed_ft ON knowledge_chunks (content_stemmed)`.execute(db);
  }
  log(`  built in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);

  const clusterStart = performance.now();
  const report = reuse ? { mode: 'reused', clusters: (await app.get(IndexStateService).current()).clusters } : await app.get(ClusteringService).cluster({ refit: false });
  const clusterSeconds = reuse ? Number.NaN : (performance.now() - clusterStart) / 1000;
  log(`  kb:cluster: ${report.mode}, K=${report.clusters}, ${clusterSeconds.toFixed(1)} s`);

  const search = app.get(SearchService);
  const index = await app.get(IndexStateService).current();
  const nprobe = search.nprobe(index);
  const scope = { locale: 'it', product: null };
  const sem: number[] = [];
  const semDb: number[] = [];
  const semCold: number[] = [];
  const lex: number[] = [];
  const hyb: number[] = [];
  const exactInt8: number[] = [];
  const exactInt8Db: number[] = [];
  const exactFloat: number[] = [];
  const recalls: number[] = [];
  const stages: Array<Record<string, number>> = [];
  const idOf = (row: number) => row + 1; // chunk ids are assigned in insertion order from 1
  // Each pass gets queries of its own, so no pass is served by caches the previous one warmed.
  const makeQuery = () => {
    const source = Math.floor(rand() * N);
    const vector = normalize(Float32Array.from({ length: DIM }, (_, d) => vectors[source * DIM + d] + 0.08 * gauss()));
    const words = topicWords[topics[source]];
    const text = [0, 1, 2].map(() => words[Math.floor(rand() * words.length)]).join(' ');
    return { vector, code: toCode(vector), text };
  };
  // The semantic branch three ways: codes read from the database on every probe (no cache); with
  // the in-memory lists filling from empty (the first searches after a start); and with them
  // loaded (steady state: the default). The last pass also measures recall.
  for (let q = 0; q < Q; q++) {
    const { code } = makeQuery();
    const t = performance.now();
    await search.semanticChunks(code, index, scope, 10, nprobe, true);
    semDb.push(performance.now() - t);
  }
  for (let q = 0; q < Q; q++) {
    const { code } = makeQuery();
    const t = performance.now();
    await search.semanticChunks(code, index, scope, 10, nprobe);
    semCold.push(performance.now() - t);
  }
  app.get(CodeCacheService).reset();
  let t0 = performance.now();
  await search.warmCodeCache();
  const warmSeconds = (performance.now() - t0) / 1000;
  const cache = app.get(CodeCacheService).stats;
  for (let q = 0; q < Q; q++) {
    const { code } = makeQuery();
    t0 = performance.now();
    const approx = (await search.semanticChunks(code, index, scope, 10, nprobe)).map((c) => c.id);
    sem.push(performance.now() - t0);
    t0 = performance.now();
    const exact = topKByDot(code, codes, undefined, 10).ids.map(idOf);
    exactInt8.push(performance.now() - t0);
    recalls.push(recallAtK(approx, exact, 10));
  }
  for (let q = 0; q < Q; q++) {
    const { vector } = makeQuery();
    const t = performance.now();
    exactFloatTop10(vector, vectors);
    exactFloat.push(performance.now() - t);
  }
  const exactIndex = { ...index, exactScan: true };
  for (let q = 0; q < Math.min(Q, 50); q++) {
    const { code } = makeQuery();
    const t = performance.now();
    await search.semanticChunks(code, exactIndex, scope, 10, undefined, true);
    exactInt8Db.push(performance.now() - t);
  }
  for (let q = 0; q < Q; q++) {
    const { text } = makeQuery();
    const t = performance.now();
    await search.lexicalUnits(text, scope);
    lex.push(performance.now() - t);
  }
  for (let q = 0; q < Q; q++) {
    const { text, vector } = makeQuery();
    const t = performance.now();
    const { timings } = await search.search({ q: text, product: null, locale: 'it', limit: 10 }, { lexical: true, semantic: true, rerank: false }, vector);
    hyb.push(performance.now() - t);
    stages.push({ ...timings });
  }
  const stats = (xs: number[]) => ({ p50: roundMetric(percentile(xs, 50)), p95: roundMetric(percentile(xs, 95)) });
  const result = {
    chunks: N,
    semantic_ms: stats(sem),
    semantic_cold_ms: stats(semCold),
    semantic_db_ms: stats(semDb),
    code_cache: { warm_s: Math.round(warmSeconds * 10) / 10, lists: cache.lists, mb: Math.round(cache.bytes / 1048576) },
    lexical_ms: stats(lex),
    hybrid_ms: stats(hyb),
    exact_int8_ms: stats(exactInt8),
    exact_int8_from_db_ms: stats(exactInt8Db),
    exact_float_ms: stats(exactFloat),
    recall_at_10: Math.round((recalls.reduce((a, b) => a + b, 0) / recalls.length) * 1000) / 1000,
    nprobe,
    clusters: report.clusters,
    cluster_s: Math.round(clusterSeconds * 10) / 10,
    rss_mb: Math.round(process.memoryUsage().rss / 1048576),
    buffer_pool_mb: Number((await sql<{ mb: number }>`SELECT @@innodb_buffer_pool_size / 1048576 AS mb`.execute(db)).rows[0].mb),
    hybrid_stages_p95_ms: Object.fromEntries(
      ['semantic_ms', 'lexical_ms', 'fuse_ms', 'total_ms'].map((key) => [key, roundMetric(percentile(stages.map((st) => st[key]), 95))]),
    ),
  };
  await app.close();
  if (asJson) {
    console.log(JSON.stringify(result));
  } else {
    const row = (name: string, s: { p50: number; p95: number }) => `  ${name.padEnd(34)} p50 ${s.p50.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms`;
    console.log(row('semantic branch (IVF, lists in memory)', result.semantic_ms));
    console.log(row('semantic, lists filling (first searches)', result.semantic_cold_ms));
    console.log(row('semantic, codes from DB (cache off)', result.semantic_db_ms));
    console.log(`  in-memory lists: ${result.code_cache.lists} loaded in ${result.code_cache.warm_s} s, ${result.code_cache.mb} MB`);
    console.log(row('lexical branch (FULLTEXT)', result.lexical_ms));
    console.log(row('whole search (no embed, no rerank)', result.hybrid_ms));
    console.log(row('baseline: exact int8 scan (memory)', result.exact_int8_ms));
    console.log(row('baseline: exact float scan (memory)', result.exact_float_ms));
    console.log(row('baseline: exact int8 scan, codes from DB', result.exact_int8_from_db_ms));
    console.log(
      `  IVF semantic branch vs an exact scan of the codes from the database: ×${(result.exact_int8_from_db_ms.p50 / result.semantic_ms.p50).toFixed(1)} faster at p50; ` +
        `vs in-memory scans: int8 ×${(result.exact_int8_ms.p50 / result.semantic_ms.p50).toFixed(2)}, float ×${(result.exact_float_ms.p50 / result.semantic_ms.p50).toFixed(2)}`,
    );
    console.log(`  recall@10 (IVF vs exact int8): ${result.recall_at_10} with nprobe ${nprobe} of ${result.clusters} clusters`);
    console.log(`  kb:cluster ${result.cluster_s} s; rss ${result.rss_mb} MB; database buffer pool ${result.buffer_pool_mb} MB`);
    console.log(`  whole search, p95 of its stages: ${JSON.stringify(result.hybrid_stages_p95_ms)}`);
  }
  process.exit(0);
}

/** The float baseline: every dot product in plain JS, the same bounded heap for the top 10. */
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
