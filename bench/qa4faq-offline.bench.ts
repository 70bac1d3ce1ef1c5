/**
 * Offline retrieval benchmark on QA4FAQ (EVALITA 2016), fully in memory: no database.
 *
 *   npx tsc -p tsconfig.build.json && node dist/bench/qa4faq-offline.bench.js [--json] [--data DIR] [--no-scale]
 *
 * The data set is NOT part of the repository (licence CC BY-NC-SA 3.0 IT): it is read at run time
 * from --data, $QA4FAQ_DIR or ../shared/eval/qa4faq next to the repository (units.jsonl,
 * queries.dev.jsonl). Nothing from it is written anywhere.
 *
 * The dev queries are split deterministically by FNV-1a(question) — even: TUNING half (where
 * the defaults were chosen), odd: CHECK half (never tuned on). Both are reported, and all.
 *
 * What it measures (hit@1, hit@3, hit@10, MRR; a query is a hit at k when any relevant unit is
 * among the first k):
 *  1. BM25 (k1 1.2, b 0.75) over problem + solution + phrases: plain tokens (the reference,
 *     ≈ 0.38 / 0.61 / 0.82), with Italian stemming, and field-weighted (BM25F-style TF weights:
 *     problem 2, phrases 2, solution 0.5);
 *  2. the local embedder alone: exact cosine over units embedded as one text, as head (problem +
 *     phrases) and solution weighted 0.7 / 0.3, as max(head, solution), and as the index's
 *     chunks today (max over "problem + solution" and "phrases"); the exact sparse cosine
 *     (before the random projection) as a reference;
 *  3. RRF (k = 60) of a BM25 ranking with stemming and a local-embedding ranking;
 *  4. that + the local reranker over the fused top 20 (its defaults; with the IDF of an unfitted
 *     embedder; with the v1 weights, which read the head only as a whole).
 * Then the embedder's fit time and throughput (also on 100k synthetic chunks made in memory from
 * the units' sentences, unless --no-scale) and the reranker's latency.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LocalEmbedder, sparseDot, type SparseVector } from '../src/providers/embedding/local-embedder';
import { LocalReranker } from '../src/providers/rerank/local-reranker';
import type { RerankCandidate } from '../src/providers/rerank/reranker';
import { analyze } from '../src/lib/text/italian';

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

interface Unit {
  id: string;
  problem: string;
  solution: string;
  search_phrases: string[];
}
interface Query {
  question: string;
  relevant: string[];
}

const args = process.argv.slice(2);
const JSON_OUT = args.includes('--json');
const SCALE = !args.includes('--no-scale');

function dataDir(): string {
  const i = args.indexOf('--data');
  const candidates = [
    i >= 0 ? args[i + 1] : undefined,
    process.env.QA4FAQ_DIR,
    resolve(__dirname, '../../../shared/eval/qa4faq'), // dist/bench → repo → ../shared
    resolve(__dirname, '../../shared/eval/qa4faq'), // bench/ run by ts-node-like tools
    '/work/shared/eval/qa4faq',
  ];
  for (const c of candidates) if (c && existsSync(resolve(c, 'units.jsonl'))) return c;
  throw new Error('QA4FAQ not found: pass --data DIR or set QA4FAQ_DIR (units.jsonl, queries.dev.jsonl)');
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Metrics, ranking helpers
// ---------------------------------------------------------------------------------------------

interface Metrics {
  n: number;
  hit1: number;
  hit3: number;
  hit10: number;
  mrr: number;
}

function evaluate(queries: Query[], ranking: Map<string, string[]>): Metrics {
  let h1 = 0;
  let h3 = 0;
  let h10 = 0;
  let mrr = 0;
  for (const q of queries) {
    const r = ranking.get(q.question) ?? [];
    const rel = new Set(q.relevant);
    const pos = r.findIndex((id) => rel.has(id));
    if (pos === 0) h1++;
    if (pos >= 0 && pos < 3) h3++;
    if (pos >= 0 && pos < 10) h10++;
    if (pos >= 0) mrr += 1 / (pos + 1);
  }
  const n = queries.length || 1;
  return { n: queries.length, hit1: h1 / n, hit3: h3 / n, hit10: h10 / n, mrr: mrr / n };
}

/** Indices by score, best first; ties by index (deterministic). */
function argsort(scores: ArrayLike<number>): number[] {
  const idx = Array.from({ length: scores.length }, (_, i) => i);
  return idx.sort((a, b) => scores[b] - scores[a] || a - b);
}

/** RRF of rankings (unit indices, best first): [index, score, ranks (1-based or null)], best first. */
function rrf(lists: number[][], k = 60): Array<{ d: number; score: number; ranks: Array<number | null> }> {
  const m = new Map<number, { d: number; score: number; ranks: Array<number | null> }>();
  lists.forEach((list, li) =>
    list.forEach((d, r) => {
      let e = m.get(d);
      if (!e) m.set(d, (e = { d, score: 0, ranks: lists.map(() => null) }));
      e.score += 1 / (k + r + 1);
      e.ranks[li] = r + 1;
    }),
  );
  return [...m.values()].sort((a, b) => b.score - a.score || a.d - b.d);
}

// ---------------------------------------------------------------------------------------------
// BM25
// ---------------------------------------------------------------------------------------------

class Bm25 {
  private readonly df = new Map<string, number>();
  private readonly tf: Array<Map<string, number>> = [];
  private readonly len: number[] = [];
  private readonly avg: number;

  /** docs: per document, its fields as [tokens, TF weight]. */
  constructor(docs: Array<Array<[string[], number]>>, private readonly k1 = 1.2, private readonly b = 0.75) {
    for (const fields of docs) {
      const m = new Map<string, number>();
      let L = 0;
      for (const [tokens, w] of fields) {
        for (const t of tokens) m.set(t, (m.get(t) ?? 0) + w);
        L += tokens.length * w;
      }
      this.tf.push(m);
      this.len.push(L);
      for (const t of m.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
    this.avg = this.len.reduce((a, b) => a + b, 0) / Math.max(1, docs.length);
  }

  /** Matching documents only, best first. */
  rank(query: string[]): number[] {
    const N = this.tf.length;
    const s = new Float64Array(N);
    for (const t of new Set(query)) {
      const df = this.df.get(t);
      if (!df) continue;
      const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
      for (let d = 0; d < N; d++) {
        const f = this.tf[d].get(t);
        if (f) s[d] += (idf * f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * this.len[d]) / this.avg));
      }
    }
    return argsort(s).filter((d) => s[d] > 0);
  }
}

const plainTokens = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const stemDoc = (s: string): string[] => analyze(s);
const stemQuery = (s: string): string[] => analyze(s, { dropQueryFiller: true });

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------

interface Row {
  name: string;
  tune: Metrics;
  check: Metrics;
  all: Metrics;
}

async function main(): Promise<void> {
  const dir = dataDir();
  const units = readJsonl<Unit>(resolve(dir, 'units.jsonl'));
  const queries = readJsonl<Query>(resolve(dir, 'queries.dev.jsonl'));
  const tune = queries.filter((q) => fnv1a(q.question) % 2 === 0);
  const check = queries.filter((q) => fnv1a(q.question) % 2 === 1);
  const rows: Row[] = [];
  const add = (name: string, ranking: Map<string, string[]>): void => {
    rows.push({ name, tune: evaluate(tune, ranking), check: evaluate(check, ranking), all: evaluate(queries, ranking) });
  };
  const byQuery = (rank: (q: Query, qi: number) => number[]): Map<string, string[]> =>
    new Map(queries.map((q, qi) => [q.question, rank(q, qi).map((d) => units[d].id)]));

  const head = (u: Unit): string => `${u.problem}\n${u.search_phrases.join('\n')}`;
  const whole = (u: Unit): string => `${u.problem}\n${u.search_phrases.join('\n')}\n${u.solution}`;

  // 1. BM25
  const bmPlain = new Bm25(units.map((u) => [[plainTokens(whole(u)), 1]]));
  const bmStem = new Bm25(units.map((u) => [[stemDoc(whole(u)), 1]]));
  const bmF = new Bm25(units.map((u) => [[stemDoc(u.problem), 2], [stemDoc(u.search_phrases.join('\n')), 2], [stemDoc(u.solution), 0.5]]));
  const lexStem = queries.map((q) => bmStem.rank(stemQuery(q.question)));
  const lexF = queries.map((q) => bmF.rank(stemQuery(q.question)));
  add('BM25 plain (no stemming)', byQuery((q) => bmPlain.rank(plainTokens(q.question))));
  add('BM25 + Italian stemming', byQuery((_, i) => lexStem[i]));
  add('BM25F stemming (prob 2, phr 2, sol .5)', byQuery((_, i) => lexF[i]));

  // 2. local embedder, fitted on what the index holds today (content and phrases chunks)
  const embedder = new LocalEmbedder();
  const fitTexts = [...units.map((u) => `${u.problem}\n${u.solution}`), ...units.filter((u) => u.search_phrases.length).map((u) => u.search_phrases.join('\n'))];
  let t0 = performance.now();
  await embedder.fit(fitTexts);
  const fitMs = performance.now() - t0;

  t0 = performance.now();
  const vq = await embedder.embed(queries.map((q) => q.question), 'query');
  const queryMs = performance.now() - t0;
  t0 = performance.now();
  const vWhole = await embedder.embed(units.map(whole), 'document');
  const docMs = performance.now() - t0;
  const vHead = await embedder.embed(units.map(head), 'document');
  const vSol = await embedder.embed(units.map((u) => u.solution), 'document');
  const vContent = await embedder.embed(units.map((u) => `${u.problem}\n${u.solution}`), 'document');
  const vPhr = await embedder.embed(units.map((u) => u.search_phrases.join('\n')), 'document');
  const dot = (a: Float32Array, b: Float32Array): number => {
    let s = 0;
    for (let i = 0; i < a.length; i++) s += a[i] * b[i];
    return s;
  };
  const semScores = (f: (qi: number, d: number) => number): Float64Array[] =>
    queries.map((_, qi) => Float64Array.from(units, (_u, d) => f(qi, d)));
  const semWhole = semScores((qi, d) => dot(vq[qi], vWhole[d]));
  const semSplit = semScores((qi, d) => 0.7 * dot(vq[qi], vHead[d]) + 0.3 * dot(vq[qi], vSol[d]));
  const semMax = semScores((qi, d) => Math.max(dot(vq[qi], vHead[d]), dot(vq[qi], vSol[d])));
  const semChunks = semScores((qi, d) => Math.max(dot(vq[qi], vContent[d]), dot(vq[qi], vPhr[d])));
  add('local embedder: one text', byQuery((_, i) => argsort(semWhole[i])));
  add('local embedder: .7 head + .3 solution', byQuery((_, i) => argsort(semSplit[i])));
  add('local embedder: max(head, solution)', byQuery((_, i) => argsort(semMax[i])));
  add('local embedder: max(content, phrases) chunks', byQuery((_, i) => argsort(semChunks[i])));
  const sq = queries.map((q) => embedder.sparse(q.question, 'query'));
  const sWhole = units.map((u) => embedder.sparse(whole(u)));
  const sHead = units.map((u) => embedder.sparse(head(u)));
  const sSol = units.map((u) => embedder.sparse(u.solution));
  const exact = (f: (q: SparseVector, d: number) => number): Map<string, string[]> =>
    byQuery((_, qi) => argsort(Float64Array.from(units, (_u, d) => f(sq[qi], d))));
  add('  (exact sparse, before projection) one text', exact((q, d) => sparseDot(q, sWhole[d])));
  add('  (exact sparse) .7 head + .3 solution', exact((q, d) => 0.7 * sparseDot(q, sHead[d]) + 0.3 * sparseDot(q, sSol[d])));

  // 3 + 4. fusion and reranking
  const reranker = new LocalReranker({ embedder });
  const unfittedReranker = new LocalReranker({ embedder: new LocalEmbedder() });
  // local-rerank-v1's weights: no problem-alone or best-phrase evidence
  const v1Reranker = new LocalReranker({
    embedder,
    weights: { prior: 1, head: 0.75, problem: 0, line: 0, solution: 0.35, cover: 0.7, coverAll: 0.75, codes: 3 },
  });
  let rerankMs = 0;
  let reranked = 0;
  const fusions: Array<[string, number[][], Float64Array[]]> = [
    ['RRF BM25-stem + emb one text', lexStem, semWhole],
    ['RRF BM25-stem + emb chunks (index today)', lexStem, semChunks],
    ['RRF BM25F + emb .7 head/.3 sol (field-aware)', lexF, semSplit],
  ];
  for (const [name, lex, sem] of fusions) {
    const fused = queries.map((_, qi) => rrf([lex[qi], argsort(sem[qi])]));
    add(name, byQuery((_, qi) => fused[qi].map((f) => f.d)));
    const candidates = (qi: number): RerankCandidate[] =>
      fused[qi].slice(0, 20).map((f) => {
        const u = units[f.d];
        return {
          id: f.d,
          text: whole(u),
          fields: { problem: u.problem, phrases: u.search_phrases, solution: u.solution },
          cosine: sem[qi][f.d],
          lexicalRank: f.ranks[0],
          semanticRank: f.ranks[1],
        };
      });
    for (const [label, rr] of [
      ['  + local reranker (top 20)', reranker],
      ['  + local reranker, unfitted IDF', unfittedReranker],
      ['  + local reranker, v1 weights', v1Reranker],
    ] as const) {
      const out = new Map<string, string[]>();
      for (let qi = 0; qi < queries.length; qi++) {
        const c = candidates(qi);
        const t = performance.now();
        const r = await rr.rerank(queries[qi].question, c);
        if (rr === reranker) {
          rerankMs += performance.now() - t;
          reranked++;
        }
        out.set(queries[qi].question, [...r.map((x) => units[x.id].id), ...fused[qi].slice(20).map((f) => units[f.d].id)]);
      }
      add(label, out);
    }
  }

  // speed at scale: 100k synthetic chunks of 1–5 sentences drawn (seeded) from the units
  let scale: { chunks: number; avgChars: number; fitMs: number; embedPerSec: number; stateBytes: number } | null = null;
  if (SCALE) {
    const sentences = units.flatMap((u) => `${u.problem} ${u.solution}`.split(/(?<=[.!?])\s+/)).filter((s) => s.length > 10);
    let seed = 20260312;
    const rnd = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 4294967296;
    };
    const big: string[] = [];
    while (big.length < 100_000) {
      const n = 1 + Math.floor(rnd() * 5);
      const parts: string[] = [];
      for (let i = 0; i < n; i++) parts.push(sentences[Math.floor(rnd() * sentences.length)]);
      big.push(parts.join(' '));
    }
    const e2 = new LocalEmbedder();
    t0 = performance.now();
    const state = await e2.fit(big);
    const fit = performance.now() - t0;
    t0 = performance.now();
    await e2.embed(big.slice(0, 20_000), 'document');
    const emb = performance.now() - t0;
    scale = {
      chunks: big.length,
      avgChars: Math.round(big.reduce((s, x) => s + x.length, 0) / big.length),
      fitMs: Math.round(fit),
      embedPerSec: Math.round(20_000 / (emb / 1000)),
      stateBytes: JSON.stringify(state).length,
    };
  }

  const timing = {
    embedder: embedder.name,
    dimensions: embedder.dimensions,
    fitTexts: fitTexts.length,
    fitMs: Math.round(fitMs),
    queriesPerSec: Math.round(queries.length / (queryMs / 1000)),
    unitsPerSec: Math.round(units.length / (docMs / 1000)),
    rerankMsPerQuery: Math.round((rerankMs / Math.max(1, reranked)) * 100) / 100,
    scale,
  };
  const split = { tune: tune.length, check: check.length, all: queries.length, rule: 'FNV-1a(question) even = tune, odd = check' };

  if (JSON_OUT) {
    process.stdout.write(`${JSON.stringify({ split, rows, timing }, null, 2)}\n`);
    return;
  }
  const f = (m: Metrics): string => `${m.hit1.toFixed(3)} ${m.hit3.toFixed(3)} ${m.hit10.toFixed(3)} ${m.mrr.toFixed(3)}`;
  const W = Math.max(...rows.map((r) => r.name.length)) + 2;
  console.log(`QA4FAQ dev: ${split.all} queries, ${units.length} units; tune ${split.tune} / check ${split.check} (${split.rule})`);
  console.log(`${''.padEnd(W)}${'tune: h@1   h@3   h@10  MRR'.padEnd(30)}${'check: h@1   h@3   h@10  MRR'.padEnd(30)}all: h@1   h@3   h@10  MRR`);
  for (const r of rows) console.log(`${r.name.padEnd(W)}${f(r.tune).padEnd(30)}${f(r.check).padEnd(30)}${f(r.all)}`);
  console.log(
    `\n${timing.embedder} (${timing.dimensions} d): fit ${timing.fitTexts} texts in ${timing.fitMs} ms; ` +
      `${timing.queriesPerSec} queries/s, ${timing.unitsPerSec} units/s; reranker ${timing.rerankMsPerQuery} ms/query (20 candidates)`,
  );
  if (scale)
    console.log(
      `scale: fit on ${scale.chunks} chunks (avg ${scale.avgChars} chars) in ${scale.fitMs} ms; embed ${scale.embedPerSec} chunks/s; state ${scale.stateBytes} bytes of JSON`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
