import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, type JobData } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { EMBEDDER, type Embedder } from '../../providers/embedding/embedder';
import { IndexStateService } from './index-state.service';
import { SearchRepository } from './search.repository';
import { assignInt8 } from '../../lib/vector/centroid-assignment';
import { gatherRows, sampleIndices } from '../../lib/vector/kmeans-seeding';
import { chooseK, shouldUseExactScan, trainingSampleSize } from '../../lib/vector/kmeans-sizing';
import { assignInt8Parallel, KernelPool, kmeansParallel } from '../../lib/vector/parallel';
import { mulberry32 } from '../../lib/random/seeded-random';
import { bufferToFloat, codeToBuffer, floatToBuffer } from '../../lib/vector/buffers';
import { CODE_DIMS, decodeRows, quantizeRows, toCode, type Reduction } from '../../lib/vector/codes';
import { fitProjection } from '../../lib/vector/pca';
import type { ProbeLevel } from '../../lib/vector/probe-recall';
import { MAX_PROBED_SHARE, ProbeTuningService, type ProbeMeasurement } from './probe-tuning.service';
import type { MeasuredProbe } from './search.repository';

export interface ClusterReport {
  mode: 'ivf' | 'exact';
  chunks: number;
  clusters: number;
  sample: number;
  iterations: number;
  mean_cosine: number | null;
  version: number;
  refit_embedder: boolean;
  reembedded: number;
  projection: 'truncation' | 'fitted';
  /** Lists each search probes, as measured (0: every code is scanned). */
  nprobe: number;
  /** Recall@10 against the exact float scan at that nprobe, on `recall_queries` question-like queries. */
  measured_recall: number | null;
  recall_target: number;
  recall_queries: number;
  /** The cosine the question-like queries were moved to from their chunk (1: stored chunks as they are). */
  question_cosine: number;
  /** Recall@10 of the stored chunks themselves at that nprobe (the floor's measurement). */
  stored_recall: number | null;
  /** The measured curve: recall and share of rows scanned at each nprobe tried. */
  recall_curve: ProbeLevel[];
  seconds: number;
  note?: string;
}

const PAGE = 10_000;
/** Rows of full vectors used to fit a projection for non-Matryoshka embedders. */
const PROJECTION_SAMPLE = 8_000;
/**
 * Below this many chunks every query scans all codes exactly (as below ~4·K): it is exact, and
 * cheap (bench:search: an exact scan of 50k codes read from the database took ~40 ms, so 5k ~4 ms),
 * while an IVF over a few dozen clusters would probe a third of them and still lose recall.
 */
const EXACT_SCAN_BELOW = 5_000;
/** The local embedder's term statistics are refitted when the served text grew or shrank this much. */
const REFIT_DRIFT = 0.1;

/**
 * kb:cluster (and the weekly ClusterIndex job): re-train the IVF centroids.
 * 1. embedders that learn from the indexed text (the local one) refit when the corpus drifted,
 *    and every chunk is re-embedded under the new state;
 * 2. non-Matryoshka embedders wider than 256 get a PCA projection fitted here (codes re-made);
 * 3. k-means (k-means++ init) on a sample of the 256-byte codes (FAISS: 30·K–256·K vectors),
 *    K = ~4√N unless given; below ~4·K vectors the index stays an exact scan;
 * 4. every chunk assigned to its nearest centroid, and cluster ids, centroids and the version
 *    swapped in one transaction (API processes reload their cached centroids on the new version).
 */
/** How long the chunks' change records are kept (see migration 1500). */
const CHANGE_RECORDS_KEPT_MS = 7 * 24 * 3600 * 1000;

@Injectable()
export class ClusteringService {
  private readonly logger = new Logger(ClusteringService.name);

  constructor(
    private readonly repository: SearchRepository,
    private readonly indexState: IndexStateService,
    private readonly tuning: ProbeTuningService,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
  ) {}

  @OnJob(JobName.ClusterIndex)
  handleClusterIndex(data: JobData<JobName.ClusterIndex>): Promise<ClusterReport> {
    return this.cluster(data);
  }

  /** `refit: false` keeps the embedder state and codes as they are (the benchmark's synthetic vectors). */
  async cluster(options: { clusters?: number; iterations?: number; seed?: number; refit?: boolean } = {}): Promise<ClusterReport> {
    const started = performance.now();
    const { refit, reembedded } = options.refit === false ? { refit: false, reembedded: 0 } : await this.refitEmbedder();
    const projection = options.refit === false ? null : await this.refitProjection();

    const { ids, codes } = await this.readCodes();
    // The codes were made with the projection just fitted, else with the index's own reduction.
    const reduction = projection ? bufferToFloat(projection) : (await this.indexState.current()).reduction;
    const n = ids.length;
    const k = Math.max(1, Math.min(options.clusters ?? chooseK(n), 32_767, n));
    const base = { chunks: n, refit_embedder: refit, reembedded, projection: projection ? ('fitted' as const) : ('truncation' as const) };
    if (n === 0 || (options.clusters === undefined && shouldUseExactScan(n, k, EXACT_SCAN_BELOW))) {
      const measured = n > 0 ? await this.tuning.measure({ ids, codes, assignments: null, centroids: null, reduction }) : null;
      return this.publishExact(started, base, n, projection, measured, `${n} chunks (below ${EXACT_SCAN_BELOW}, or below ~4·K with K=${k}): every query scans all codes exactly`);
    }

    const rand = mulberry32(options.seed ?? 1);
    const sampleRows = sampleIndices(n, trainingSampleSize(k, n), rand);
    const sample = gatherRows(codes, CODE_DIMS, sampleRows);
    // Both cores: k-means and the assignment of every chunk run on the int8 codes, split over a
    // worker thread (measured: 1M chunks, K=4000 in 86-138 s instead of 200 s on one thread).
    const pool = KernelPool.create();
    let trained: Awaited<ReturnType<typeof kmeansParallel>>;
    let assignments: Int32Array;
    let centroidCodes: Int8Array;
    try {
      trained = await kmeansParallel(decodeRows(sample), CODE_DIMS, k, {
        maxIterations: options.iterations ?? 20,
        seed: options.seed ?? 1,
        finalAssign: false,
        precision: 'int8',
        pool,
      });
      centroidCodes = quantizeRows(trained.centroids);
      ({ assignments } = await assignInt8Parallel(codes, centroidCodes, CODE_DIMS, pool));
    } finally {
      await pool.close();
    }
    // Recall by measurement: the smallest nprobe reaching SEARCH_TARGET_RECALL on question-like
    // queries (stored chunks moved away from themselves; the stored chunks as a floor), or the exact
    // scan when only a scan of most codes would reach it (unless K was given: then the lists stay,
    // probed as many as the target needs).
    const measured = await this.tuning.measure({ ids, codes, assignments, centroids: centroidCodes, seed: options.seed, keepLists: options.clusters !== undefined, reduction });
    if (measured.nprobe === 0) {
      return this.publishExact(
        started,
        base,
        n,
        projection,
        measured,
        `no nprobe scanning at most ${MAX_PROBED_SHARE * 100} % of the codes reached recall@10 ${measured.target} with K=${k} ` +
          `(${describeCurve(measured)}): every query scans all codes exactly`,
      );
    }
    const sizes = new Array<number>(k).fill(0);
    for (const cluster of assignments) sizes[cluster]++;
    const centroids = Array.from({ length: k }, (_, c) => codeToBuffer(centroidCodes.subarray(c * CODE_DIMS, (c + 1) * CODE_DIMS)));
    const version = await this.repository.swapClusters({
      centroids,
      sizes,
      assignments: { ids, clusters: assignments },
      projection,
      exactScan: false,
      trainedChunks: n,
      lastSeenId: n > 0 ? ids[n - 1] : 0,
      probe: probeRecord(measured),
      assignLate: (late) => {
        if (late.length === 0) return [];
        const packed = new Int8Array(late.length * CODE_DIMS);
        late.forEach((row, i) => packed.set(new Int8Array(row.embedding_small.buffer, row.embedding_small.byteOffset, CODE_DIMS), i * CODE_DIMS));
        return Array.from(assignInt8(packed, centroidCodes).assignments);
      },
    });
    this.indexState.invalidate();
    // A new clustering (here or in exact mode above) empties every process's in-memory lists:
    // week-old change records can go (a process still behind them notices the gap and reloads).
    await this.repository.pruneChanges(new Date(Date.now() - CHANGE_RECORDS_KEPT_MS));
    const report: ClusterReport = {
      ...base,
      mode: 'ivf',
      clusters: k,
      sample: sampleRows.length,
      iterations: trained.iterations,
      mean_cosine: Math.round(trained.meanCosine * 1000) / 1000,
      version,
      ...measuredFields(measured),
      seconds: (performance.now() - started) / 1000,
    };
    this.logger.log(
      `kb:cluster: ${n} chunks, K=${k}, nprobe ${measured.nprobe} (recall@10 ${report.measured_recall} measured, target ${measured.target}), ` +
        `${report.seconds.toFixed(1)} s, version ${version}`,
    );
    return report;
  }

  /** Exact-scan mode: no centroids, every query scans all codes (then rescores). */
  private async publishExact(
    started: number,
    base: Pick<ClusterReport, 'chunks' | 'refit_embedder' | 'reembedded' | 'projection'>,
    n: number,
    projection: Buffer | null,
    measured: ProbeMeasurement | null,
    note: string,
  ): Promise<ClusterReport> {
    const version = await this.repository.clearClusters(n, projection, probeRecord(measured));
    this.indexState.invalidate();
    await this.repository.pruneChanges(new Date(Date.now() - CHANGE_RECORDS_KEPT_MS));
    this.logger.log(`kb:cluster: ${n} chunks, exact scan (recall@10 ${measured ? round3(measured.recall) : 'not measured'}), version ${version}`);
    return {
      ...base,
      mode: 'exact',
      clusters: 0,
      sample: 0,
      iterations: 0,
      mean_cosine: null,
      version,
      ...measuredFields(measured),
      nprobe: 0,
      seconds: (performance.now() - started) / 1000,
      note,
    };
  }

  /** Codes of every chunk, packed, with their ids (ascending). 1M chunks = 256 MB. */
  private async readCodes(): Promise<{ ids: Int32Array; codes: Int8Array }> {
    const total = await this.repository.countChunks();
    let ids = new Int32Array(total);
    let codes = new Int8Array(total * CODE_DIMS);
    let n = 0;
    for (let after = 0; ; ) {
      const page = await this.repository.pageCodes(after, PAGE);
      if (page.length === 0) break;
      if (n + page.length > ids.length) {
        // Chunks were added while reading: grow.
        const grownIds = new Int32Array((n + page.length) * 2);
        grownIds.set(ids);
        ids = grownIds;
        const grownCodes = new Int8Array(grownIds.length * CODE_DIMS);
        grownCodes.set(codes);
        codes = grownCodes;
      }
      for (const row of page) {
        ids[n] = row.id;
        codes.set(new Int8Array(row.embedding_small.buffer, row.embedding_small.byteOffset, CODE_DIMS), n * CODE_DIMS);
        n++;
      }
      after = page[page.length - 1].id;
    }
    return { ids: ids.subarray(0, n), codes: codes.subarray(0, n * CODE_DIMS) };
  }

  /** The local embedder learns term statistics from the served text; others have nothing to fit. */
  private async refitEmbedder(): Promise<{ refit: boolean; reembedded: number }> {
    if (!this.embedder.fit) return { refit: false, reembedded: 0 };
    const state = await this.repository.indexState();
    const texts: string[] = [];
    for (let after = 0; ; ) {
      const page = await this.repository.pageServedTexts(after, PAGE);
      if (page.length === 0) break;
      for (const row of page) texts.push(row.content);
      after = page[page.length - 1].id;
    }
    const fitted = state.embedder === this.embedder.name && state.embedder_state !== null;
    const drift = state.trained_chunks === 0 ? 1 : Math.abs(texts.length - state.trained_chunks) / state.trained_chunks;
    if (fitted && drift < REFIT_DRIFT) return { refit: false, reembedded: 0 };
    const next = await this.embedder.fit(texts);
    if (!next) return { refit: false, reembedded: 0 };
    this.embedder.load?.(next);
    await this.repository.saveEmbedderState(this.embedder.name, next.version, JSON.stringify(next.data));
    this.indexState.invalidate();
    const index = await this.indexState.current();
    let reembedded = 0;
    for (let after = 0; ; ) {
      const page = await this.repository.pageChunksForReembed(after, 1000);
      if (page.length === 0) break;
      const vectors = await this.embedder.embed(
        page.map((row) => row.content),
        'document',
      );
      await this.repository.updateEmbeddings(
        page.map((row, i) => ({
          id: row.id,
          embedding: floatToBuffer(vectors[i]),
          embedding_small: codeToBuffer(toCode(vectors[i], index.reduction)),
        })),
        this.embedder.name,
        next.version,
      );
      reembedded += page.length;
      after = page[page.length - 1].id;
    }
    return { refit: true, reembedded };
  }

  /**
   * Non-Matryoshka embedders wider than 256: a PCA projection (top-256 directions of a sample of
   * full vectors) replaces plain truncation, and every code is re-made with it.
   */
  private async refitProjection(): Promise<Buffer | null> {
    if (this.embedder.matryoshka || this.embedder.dimensions <= CODE_DIMS) return null;
    const sample: Float32Array[] = [];
    for (let after = 0; sample.length < PROJECTION_SAMPLE; ) {
      const page = await this.repository.pageEmbeddings(after, 1000);
      if (page.length === 0) break;
      for (const row of page) sample.push(bufferToFloat(row.embedding));
      after = page[page.length - 1].id;
    }
    if (sample.length < CODE_DIMS) return null;
    const projection: Reduction = fitProjection(sample, CODE_DIMS);
    for (let after = 0; ; ) {
      const page = await this.repository.pageEmbeddings(after, 1000);
      if (page.length === 0) break;
      await this.repository.updateCodes(
        page.map((row) => ({ id: row.id, embedding_small: codeToBuffer(toCode(bufferToFloat(row.embedding), projection)) })),
      );
      after = page[page.length - 1].id;
    }
    return floatToBuffer(projection);
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function probeRecord(measured: ProbeMeasurement | null): MeasuredProbe {
  return measured
    ? { nprobe: measured.nprobe, measured_recall: round3(measured.recall), recall_target: measured.target, recall_queries: measured.queries }
    : { nprobe: 0, measured_recall: null, recall_target: null, recall_queries: 0 };
}

function measuredFields(
  measured: ProbeMeasurement | null,
): Pick<ClusterReport, 'nprobe' | 'measured_recall' | 'recall_target' | 'recall_queries' | 'recall_curve' | 'question_cosine' | 'stored_recall'> {
  const storedAt = measured?.storedCurve.find((l) => l.nprobe === measured.nprobe) ?? measured?.storedCurve[measured.storedCurve.length - 1];
  return {
    nprobe: measured?.nprobe ?? 0,
    measured_recall: measured ? round3(measured.recall) : null,
    recall_target: measured?.target ?? 0,
    recall_queries: measured?.queries ?? 0,
    question_cosine: measured?.questionCosine ?? 1,
    stored_recall: storedAt ? round3(storedAt.recall) : null,
    recall_curve: (measured?.curve ?? []).map((l) => ({ nprobe: l.nprobe, recall: round3(l.recall), scanned: round3(l.scanned) })),
  };
}

/** A few points of the curve, for the message: "nprobe 30: 0.25, 300: 0.73 (34 % scanned), …". */
function describeCurve(measured: ProbeMeasurement): string {
  const pick = measured.curve.filter((_, i, all) => i === all.length - 1 || i % Math.max(1, Math.floor(all.length / 4)) === 0);
  return pick.map((l) => `nprobe ${l.nprobe}: ${round3(l.recall)} (${Math.round(l.scanned * 100)} % scanned)`).join(', ');
}
