import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { EmbeddingService } from './embedding.service';
import { rrf } from '../../lib/text/rrf';
import { IndexStateService, type LoadedIndex } from './index-state.service';
import { RERANKER, type Reranker } from '../../providers/rerank/reranker';
import { CodeCacheService } from './code-cache.service';
import { LexicalIndexService } from './lexical-index.service';
import { SearchRepository, type CodeRow, type IndexVersions, type SearchScope } from './search.repository';
import { buildBooleanQuery } from '../../lib/text/fulltext-query';
import type { ScoredChunk } from '../../lib/vector/code-cache';
import { bufferToFloat } from '../../lib/vector/buffers';
import { cosineFloat, CODE_DIMS } from '../../lib/vector/codes';
import { topKByDot } from '../../lib/vector/top-k';
import { defaultNprobe, nearestCentroids } from '../../lib/vector/ivf';
import { observeSearchTimings } from '../../common/telemetry';

export interface SearchQuery {
  q: string;
  product: string | null;
  locale: string;
  limit: number;
}

export interface SearchHit {
  unit_id: number;
  /** The problem in one line, as customers put it (empty for units from before titles). */
  title: string;
  problem: string;
  solution: string;
  applicability: string;
  /**
   * The unit's search phrases (the chat's confidence reads which of the question's words they
   * cover); always set by {@link SearchService.search}, optional so hits built elsewhere need not.
   */
  phrases?: string[];
  /**
   * What customers saw and why it happened, for a model deciding whether the unit answers a
   * question (an error code quoted only in the symptoms); set by {@link SearchService.search},
   * never in the public response.
   */
  symptoms?: string;
  cause?: string;
  score: number;
  ranks: { lexical: number | null; semantic: number | null };
  cosine: number;
  is_one_off: boolean;
  /** The unit's product key (null: no product): the chat asks which product when the best units differ. */
  product: string | null;
}

export interface PublicSearchResponse {
  results: Array<Omit<SearchHit, 'cosine' | 'phrases' | 'symptoms' | 'cause'>>;
}

export interface SearchTimings {
  embed_ms: number;
  semantic_ms: number;
  lexical_ms: number;
  fuse_ms: number;
  rerank_ms: number;
  total_ms: number;
}

/** Per branch: chunks kept before grouping by unit. */
export const BRANCH_CHUNKS = 40;
/** Units kept after fusion, for exact rescoring and reranking. */
const FUSED_UNITS = 20;
const RRF_K = 60;

/** Which stages run: the evaluation measures each branch alone, fused, and reranked. */
export interface SearchStages {
  lexical: boolean;
  semantic: boolean;
  rerank: boolean;
}

const ALL_STAGES: SearchStages = { lexical: true, semantic: true, rerank: true };

/**
 * Hybrid search on MySQL Community. Both branches filter by scope inside the query (approved
 * units, locale, product) so a unit of another product can never come back, whatever its score.
 *  - semantic: the query's 256-byte code against the nearest `nprobe` clusters' codes (or all
 *    codes while the index is small: exact scan), int8 dot product in Node, the top 100 rescored
 *    by float cosine with their full vectors, top 40 chunks;
 *  - lexical: InnoDB FULLTEXT in boolean mode over the Italian-stemmed text, answered from an
 *    in-process copy of that index ranked the same way (LexicalIndexService) once it is loaded;
 *  - Reciprocal Rank Fusion (k=60) of the two unit rankings, top 20; exact cosine on the full
 *    vectors; then the reranker.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly knowledge: KnowledgeService,
    private readonly embeddings: EmbeddingService,
    private readonly indexState: IndexStateService,
    private readonly codeCache: CodeCacheService,
    private readonly lexicalIndex: LexicalIndexService,
    @Inject(RERANKER) private readonly reranker: Reranker | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Customers' questions embedded as search embeds a query (the index's fitted embedder state
   * loaded first), for the gaps module to cluster them; not cached: they are read in bulk.
   */
  async embedQuestions(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    await this.indexState.current();
    return this.embeddings.embedder.embed(texts, 'query');
  }

  /** GET /api/search: the hits without internal evidence. */
  async publicSearch(query: SearchQuery): Promise<PublicSearchResponse> {
    const { results } = await this.search(query);
    return { results: results.map(({ cosine: _cosine, phrases: _phrases, symptoms: _symptoms, cause: _cause, ...hit }) => hit) };
  }

  /** `vector`: a precomputed query embedding (the benchmark measures search without the embedder). */
  async search(
    query: SearchQuery,
    stages: SearchStages = ALL_STAGES,
    vector: Float32Array | null = null,
  ): Promise<{ results: SearchHit[]; timings: SearchTimings }> {
    const started = performance.now();
    const scope: SearchScope = { locale: query.locale, product: query.product };
    const index = await this.indexState.current();

    const t0 = performance.now();
    vector ??= stages.semantic || stages.rerank ? await this.embeddings.embedQuery(query.q, index) : null;
    const t1 = performance.now();
    // The two branches are independent queries on two pool connections: run them together.
    // One read of the change number for both in-memory paths (each would read it first anyway).
    const state = this.codeCache.enabled || this.lexicalIndex.enabled ? await this.repository.versions() : undefined;
    const none = { units: [] as number[], cosines: new Map<number, number>() };
    // The lexical branch waits one turn of the event loop: by then the semantic branch has handed a
    // large code scan to its worker thread, and the two run on two cores (CodeCache.topByCode).
    const [[{ units: semantic, cosines: semanticCosines }, semanticMs], [lexical, lexicalMs]] = await Promise.all([
      stages.semantic && vector ? timed(() => this.semanticBranch(vector!, index, scope, state)) : ([none, 0] as [typeof none, number]),
      stages.lexical
        ? timed(async () => {
            await nextTurn();
            return this.lexicalUnits(query.q, scope, state);
          })
        : ([[], 0] as [number[], number]),
    ]);

    const t2 = performance.now();
    const fused = rrf([lexical, semantic], RRF_K, FUSED_UNITS);
    const ids = fused.map((f) => f.id);
    const reranking = stages.rerank && this.reranker !== null && fused.length > 1;
    // The finalists the semantic branch did not bring: their cosines from the host's snapshot
    // vectors when the lists are current, else (and for units changed since) from the database.
    const others = ids.filter((id) => !semanticCosines.has(id));
    const fromSnapshot = vector ? this.codeCache.unitCosines(vector, others, index, scope, state) : { cosines: new Map<number, number>(), missing: others };
    const [units, embeddings, learnedRows] = await Promise.all([
      this.knowledge.servedTexts(ids),
      vector ? this.repository.embeddingsOfUnits(fromSnapshot.missing, scope) : Promise.resolve([]),
      reranking ? this.knowledge.learnedPhrasesOfUnits(ids) : Promise.resolve([]),
    ]);
    const learned = new Map<number, string[]>();
    for (const row of learnedRows) learned.set(row.unit_id, [...(learned.get(row.unit_id) ?? []), row.phrase]);
    const cosine = new Map<number, number>(ids.flatMap((id) => (semanticCosines.has(id) ? [[id, semanticCosines.get(id)!] as const] : [])));
    for (const [id, value] of fromSnapshot.cosines) cosine.set(id, value);
    for (const row of embeddings) {
      const value = cosineFloat(vector!, bufferToFloat(row.embedding));
      if (value > (cosine.get(row.unit_id) ?? -Infinity)) cosine.set(row.unit_id, value);
    }
    const byId = new Map(units.map((u) => [u.id, u]));
    const t3 = performance.now();

    let order = fused.map((f) => ({ id: f.id, score: f.score }));
    if (reranking) {
      order = await this.reranker!.rerank(
        query.q,
        fused.map((f) => {
          const unit = byId.get(f.id)!;
          const phrases = unit.search_phrases;
          return {
            id: f.id,
            text: `${unit.problem}\n${phrases.join('\n')}\n${unit.solution}`,
            fields: { problem: unit.problem, phrases, solution: unit.solution, learned: learned.get(f.id) ?? [] },
            cosine: cosine.get(f.id),
            lexicalRank: f.ranks[0],
            semanticRank: f.ranks[1],
          };
        }),
      );
    }
    const t4 = performance.now();
    const ranks = new Map(fused.map((f) => [f.id, f.ranks]));
    const results = order.slice(0, query.limit).flatMap(({ id, score }) => {
      const unit = byId.get(id);
      if (!unit) return [];
      const [lexicalRank, semanticRank] = ranks.get(id)!;
      return [
        {
          unit_id: id,
          title: unit.title,
          problem: unit.problem,
          solution: unit.solution,
          applicability: unit.applicability,
          phrases: unit.search_phrases,
          symptoms: unit.symptoms,
          cause: unit.cause,
          score: round(score),
          ranks: { lexical: lexicalRank, semantic: semanticRank },
          cosine: round(cosine.get(id) ?? 0),
          is_one_off: unit.is_one_off,
          product: unit.product,
        },
      ];
    });
    const timings: SearchTimings = {
      embed_ms: t1 - t0,
      semantic_ms: semanticMs,
      lexical_ms: lexicalMs,
      fuse_ms: t3 - t2,
      rerank_ms: t4 - t3,
      total_ms: performance.now() - started,
    };
    // Every search (the API's and the chat's) feeds the stage histograms of GET /metrics.
    observeSearchTimings({ ...timings });
    return { results, timings };
  }

  /** Unit ids, best first, from the IVF probe (or the exact scan of a small index). */
  async semanticUnits(vector: Float32Array, index: LoadedIndex, scope: SearchScope): Promise<number[]> {
    return (await this.semanticBranch(vector, index, scope)).units;
  }

  /**
   * The branch's units, best first, and — when its chunks were rescored, so their scores are
   * cosines with the full vectors — each unit's best cosine: the fusion then reads full vectors only
   * for the finalists the branch did not bring (a unit's best chunk is the first of its chunks in the list).
   */
  private async semanticBranch(
    vector: Float32Array,
    index: LoadedIndex,
    scope: SearchScope,
    state?: IndexVersions,
  ): Promise<{ units: number[]; cosines: Map<number, number> }> {
    const code = this.indexState.code(vector, index);
    const chunks = await this.semanticChunks(code, index, scope, BRANCH_CHUNKS, undefined, false, vector, state);
    const cosines = new Map<number, number>();
    if (this.rescores()) for (const c of chunks) if (!cosines.has(c.unit_id)) cosines.set(c.unit_id, c.score);
    return { units: uniqueInOrder(chunks.map((c) => c.unit_id)), cosines };
  }

  private rescores(): boolean {
    return this.config.SEARCH_RESCORE_CANDIDATES > 0;
  }

  /**
   * The best `k` chunks for a query code, best first: probe the nearest clusters, int8 dot in Node
   * over their codes — kept in memory by {@link CodeCacheService}, or read from the database
   * (`fromDatabase`, the cache disabled, or while this process has not loaded a new clustering).
   *
   * With `vector` (the query's full embedding) the code scan keeps SEARCH_RESCORE_CANDIDATES
   * chunks and they are rescored by cosine with their full vectors — kept in memory with the codes
   * in half precision (SEARCH_RESCORE_VECTORS=memory), else read by primary key: the int8 codes alone cannot rank the true top 10 better than ~0.94 recall against exact
   * float cosine (bench:search), the rescored list reaches ≥ 0.97. Scores are then cosines.
   */
  async semanticChunks(
    code: Int8Array,
    index: LoadedIndex,
    scope: SearchScope,
    k: number,
    nprobe = this.nprobe(index),
    fromDatabase = false,
    vector: Float32Array | null = null,
    state?: IndexVersions,
  ): Promise<ScoredChunk[]> {
    const rescoring = vector !== null && this.rescores();
    const keep = rescoring ? Math.max(k, this.config.SEARCH_RESCORE_CANDIDATES) : k;
    const probe = index.exactScan ? new Int32Array(0) : nearestCentroids(code, index.centroids, Math.min(nprobe, index.clusters));
    if (rescoring && !fromDatabase) {
      const rescored = await this.codeCache.topChunksRescored(code, vector!, index, probe, scope, keep, k, state);
      if (rescored) return rescored;
    }
    let candidates = fromDatabase ? null : await this.codeCache.topChunks(code, index, probe, scope, keep, state);
    if (!candidates) {
      const rows = index.exactScan ? await this.repository.allCodes(scope) : await this.repository.codesInClusters(Array.from(probe), scope);
      candidates = topChunks(code, rows, keep);
    }
    if (!rescoring || candidates.length === 0) return candidates.slice(0, k);
    return this.rescore(vector!, candidates, k);
  }

  /** The best `k` of `candidates` by float cosine with their full vectors (ties: lower chunk id). */
  private async rescore(vector: Float32Array, candidates: ScoredChunk[], k: number): Promise<ScoredChunk[]> {
    const rows = await this.repository.embeddingsOfChunks(candidates.map((c) => c.id));
    const full = new Map(rows.map((row) => [row.id, row.embedding]));
    // A chunk replaced between the scan and this read has no vector any more: it drops out, as it
    // would have a moment later.
    const scored = candidates.flatMap((c) => {
      const embedding = full.get(c.id);
      if (!embedding) return [];
      const stored = bufferToFloat(embedding);
      return stored.length === vector.length ? [{ id: c.id, unit_id: c.unit_id, score: cosineFloat(vector, stored) }] : [];
    });
    scored.sort((a, b) => b.score - a.score || a.id - b.id);
    return scored.slice(0, k);
  }

  /** How many of a unit's chunks customers' searches can find now (the reviewer's "served" label). */
  countServedChunks(unitId: number): Promise<number> {
    return this.repository.countServedChunks(unitId);
  }

  /** Loads the in-memory code lists and the lexical index (API start, in the background); resolves to the lists loaded. */
  async warmCodeCache(): Promise<number> {
    const [lists] = await Promise.all([this.codeCache.warm(await this.indexState.current()), this.lexicalIndex.warm()]);
    return lists;
  }

  /** SEARCH_NPROBE; else the nprobe kb:cluster measured for this index; else ⌈√K⌉ (at least 8). */
  nprobe(index: LoadedIndex): number {
    if (this.config.SEARCH_NPROBE > 0) return this.config.SEARCH_NPROBE;
    return index.nprobe > 0 ? Math.min(index.nprobe, index.clusters) : defaultNprobe(index.clusters);
  }

  async lexicalUnits(question: string, scope: SearchScope, state?: IndexVersions): Promise<number[]> {
    const chunks = await this.lexicalChunks(question, scope, BRANCH_CHUNKS, false, state);
    return uniqueInOrder(chunks.map((c) => c.unit_id));
  }

  /**
   * The best `k` chunks for the question's words: from the in-process copy of the FULLTEXT index
   * when it holds the database's current state, else (`fromDatabase`, loading, off) from FULLTEXT.
   */
  async lexicalChunks(question: string, scope: SearchScope, k: number, fromDatabase = false, state?: IndexVersions): Promise<ScoredChunk[]> {
    const built = buildBooleanQuery(question);
    if (!built) return [];
    const inMemory = fromDatabase ? null : await this.lexicalIndex.search(built, scope, k, state);
    return inMemory ?? this.repository.lexical(built.query, scope, k);
  }
}

/** The top chunks of `rows` by int8 dot, best first (ties: lower chunk id, as the cache orders them). */
export function topChunks(code: Int8Array, rows: CodeRow[], keep: number): ScoredChunk[] {
  const packed = new Int8Array(rows.length * CODE_DIMS);
  rows.forEach((row, i) => packed.set(new Int8Array(row.embedding_small.buffer, row.embedding_small.byteOffset, CODE_DIMS), i * CODE_DIMS));
  const unitOf = new Map(rows.map((row) => [row.id, row.unit_id]));
  const top = topKByDot(code, packed, rows.map((row) => row.id), keep);
  return top.ids.map((id, i) => ({ id, unit_id: unitOf.get(id)!, score: top.scores[i] }));
}

function uniqueInOrder(ids: number[]): number[] {
  return [...new Set(ids)];
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
