/**
 * bench:search's PostgreSQL + pgvector side (PG_URL set and the `vector` extension available):
 * the same vectors in a `vector(256)` column of the bench's PostgreSQL table, an HNSW index
 * (cosine, pgvector's defaults m = 16, ef_construction = 64), and
 *  - the semantic branch's query (the scope filter, top 40 by cosine) over a ladder of
 *    hnsw.ef_search: recall@10 against the exact float scan and latency at each;
 *  - PostgreSQL's whole search: that query and the FTS query on two connections at once, the two
 *    rankings fused by RRF (k = 60) into 20 units, their texts read back — what Distillo does
 *    without the embedder and the reranker — one at a time and under C concurrent clients.
 */
import { Client as PgClient, Pool } from 'pg';
import { percentile } from '../src/lib/stats/percentile';
import { rrf } from '../src/lib/text/rrf';
import { recallAtK } from '../src/lib/vector/ivf';

export const EF_LADDER = [40, 64, 100, 160, 250, 400, 640, 1000];

export interface PgLevel {
  ef_search: number;
  recall: number;
  p50: number;
  p95: number;
}

export interface PgVectorResult {
  index_build_s: number;
  levels: PgLevel[];
  /** The smallest ef_search whose recall reaches Distillo's (within 0.005), else the best level. */
  matched: PgLevel & { reached: boolean };
  whole_ms: { p50: number; p95: number; p99: number };
  throughput: { per_s: number; p50: number; p95: number; p99: number };
}

export async function vectorAvailable(pg: PgClient): Promise<boolean> {
  const ext = await pg.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
  return (ext.rowCount ?? 0) > 0;
}

/** pgvector's text form of a vector: '[x,y,…]'. */
export function vectorLiteral(v: Float32Array): string {
  return `[${Array.from(v, (x) => x.toPrecision(7)).join(',')}]`;
}

export async function addVectorColumn(pg: PgClient, dim: number): Promise<void> {
  await pg.query('CREATE EXTENSION IF NOT EXISTS vector');
  await pg.query(`ALTER TABLE kb_bench_chunks ADD COLUMN IF NOT EXISTS embedding vector(${dim})`);
}

export async function buildHnsw(pg: PgClient): Promise<number> {
  const started = performance.now();
  await pg.query(`SET maintenance_work_mem = '2GB'`);
  await pg.query('DROP INDEX IF EXISTS kb_bench_chunks_hnsw');
  await pg.query('CREATE INDEX kb_bench_chunks_hnsw ON kb_bench_chunks USING hnsw (embedding vector_cosine_ops)');
  await pg.query('ANALYZE kb_bench_chunks');
  return (performance.now() - started) / 1000;
}

const stats = (xs: number[]) => ({ p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)), p99: round(percentile(xs, 99)) });
const round = (x: number) => Math.round(x * 1000) / 1000;

const SEMANTIC_SQL = `SELECT id, unit_id FROM kb_bench_chunks WHERE is_served AND locale = $2 ORDER BY embedding <=> $1::vector LIMIT 40`;
const FTS_SQL = `SELECT id, unit_id, ts_rank(tsv, q) AS score FROM kb_bench_chunks, to_tsquery('italian', $1) q
  WHERE tsv @@ q AND is_served AND locale = $2 ORDER BY score DESC, id LIMIT 40`;

export function orQuery(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .join(' | ');
}

/**
 * `queries`: vectors with their exact float top 10 (chunk ids) and a question text;
 * `ourRecall`: Distillo's measured recall@10 in the same run.
 */
export async function measurePgVector(
  pgUrl: string,
  queries: Array<{ vector: Float32Array; truth: number[]; text: string }>,
  ourRecall: number,
  buildSeconds: number,
  load: { concurrency: number; seconds: number },
): Promise<PgVectorResult> {
  let pool = new Pool({ connectionString: pgUrl, max: 2 });
  try {
    const semantic = async (client: { query: Pool['query'] }, vector: string) => (await client.query(SEMANTIC_SQL, [vector, 'it'])).rows as Array<{ id: number; unit_id: number }>;
    const literals = queries.map((q) => vectorLiteral(q.vector));
    const levels: PgLevel[] = [];
    const client = await pool.connect();
    try {
      for (const ef of EF_LADDER) {
        await client.query(`SET hnsw.ef_search = ${ef}`);
        for (const literal of literals.slice(0, 5)) await semantic(client, literal); // warm
        const times: number[] = [];
        let recall = 0;
        for (let i = 0; i < queries.length; i++) {
          const t = performance.now();
          const rows = await semantic(client, literals[i]);
          times.push(performance.now() - t);
          recall += recallAtK(rows.slice(0, 10).map((r) => r.id), queries[i].truth, 10);
        }
        const s = stats(times);
        levels.push({ ef_search: ef, recall: round(recall / queries.length), p50: s.p50, p95: s.p95 });
        if (recall / queries.length >= ourRecall + 0.01) break; // past the match: higher ef only costs more
      }
    } finally {
      client.release();
    }
    const hit = levels.find((l) => l.recall >= ourRecall - 0.005);
    const matched = hit ? { ...hit, reached: true } : { ...levels.reduce((a, b) => (b.recall > a.recall ? b : a)), reached: false };

    // PostgreSQL's whole search at the matched ef_search: both branches at once, fused, texts read.
    await pool.end();
    pool = new Pool({ connectionString: pgUrl, max: Math.max(2, load.concurrency * 2), options: `-c hnsw.ef_search=${matched.ef_search}` });
    const whole = async (i: number) => {
      const q = queries[i % queries.length];
      const [sem, lex] = await Promise.all([semantic(pool, literals[i % queries.length]), pool.query(FTS_SQL, [orQuery(q.text), 'it']).then((r) => r.rows as Array<{ unit_id: number }>)]);
      const fused = rrf([unique(lex.map((r) => r.unit_id)), unique(sem.map((r) => r.unit_id))], 60, 20);
      await pool.query('SELECT unit_id, content FROM kb_bench_chunks WHERE unit_id = ANY($1::int[])', [fused.map((f) => f.id)]);
    };
    const wholeTimes: number[] = [];
    for (let i = 0; i < queries.length; i++) {
      const t = performance.now();
      await whole(i);
      wholeTimes.push(performance.now() - t);
    }
    const latencies: number[] = [];
    const until = performance.now() + load.seconds * 1000;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: load.concurrency }, async () => {
        while (performance.now() < until) {
          const t = performance.now();
          await whole(next++);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return { index_build_s: round(buildSeconds), levels, matched, whole_ms: stats(wholeTimes), throughput: { per_s: Math.round(latencies.length / elapsed), ...stats(latencies) } };
  } finally {
    await pool.end();
  }
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}
