import { Inject, Injectable } from '@nestjs/common';
import { bufferToCode, bufferToFloat } from '../../lib/vector/buffers';
import { CODE_DIMS, toCode, type Reduction } from '../../lib/vector/codes';
import { EMBEDDER, type Embedder } from '../../providers/embedding/embedder';
import { SearchRepository } from './search.repository';
import { reportIndexQuality } from './search-metrics';

/** What every process caches of the index: centroids, projection, embedder state, by version. */
export interface LoadedIndex {
  version: number;
  /** K×256 int8, contiguous; empty in exact-scan mode. */
  centroids: Int8Array;
  clusters: number;
  exactScan: boolean;
  reduction: Reduction;
  embedderVersion: string;
  /** Lists to probe as kb:cluster measured them (0: not measured; exact-scan indexes ignore it). */
  nprobe: number;
  /** Recall@10 kb:cluster measured at that nprobe (null: not measured). */
  measuredRecall: number | null;
  recallTarget: number | null;
}

/** How often a process checks whether kb:cluster published a new index version. */
const VERSION_CHECK_MS = 2_000;

@Injectable()
export class IndexStateService {
  private loaded: LoadedIndex | undefined;
  private checkedAt = 0;
  private loading: Promise<LoadedIndex> | undefined;

  constructor(
    private readonly repository: SearchRepository,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
  ) {}

  /** The current index; reloaded when kb:cluster has bumped the version. */
  async current(): Promise<LoadedIndex> {
    const now = Date.now();
    if (this.loaded && now - this.checkedAt < VERSION_CHECK_MS) return this.loaded;
    this.loading ??= this.refresh().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** After this process changed the index itself (kb:cluster), skip the wait. */
  invalidate(): void {
    this.checkedAt = 0;
    this.loaded = undefined;
  }

  private async refresh(): Promise<LoadedIndex> {
    const version = await this.repository.indexVersion();
    this.checkedAt = Date.now();
    if (this.loaded && this.loaded.version === version) return this.loaded;
    const state = await this.repository.indexState();
    const rows = state.clusters > 0 ? await this.repository.centroids(version) : [];
    const centroids = new Int8Array(rows.length * CODE_DIMS);
    rows.forEach((row, i) => centroids.set(bufferToCode(row.centroid), i * CODE_DIMS));
    if (state.embedder_state && state.embedder === this.embedder.name && this.embedder.load) {
      this.embedder.load({ version: state.embedder_version ?? '', data: JSON.parse(state.embedder_state) as unknown });
    }
    this.loaded = {
      version,
      centroids,
      clusters: rows.length,
      exactScan: state.exact_scan || rows.length === 0,
      reduction: reductionFor(this.embedder, state.projection),
      embedderVersion: state.embedder === this.embedder.name && state.embedder_version ? state.embedder_version : 'initial',
      nprobe: state.nprobe ?? 0,
      measuredRecall: state.measured_recall ?? null,
      recallTarget: state.recall_target ?? null,
    };
    reportIndexQuality(this.loaded);
    return this.loaded;
  }

  /** The 256-byte code of a full vector, the way this index reduces it. */
  code(vector: Float32Array, index: LoadedIndex): Int8Array {
    return toCode(vector, index.reduction);
  }
}

/**
 * Matryoshka embedders (and vectors of ≤ 256 dimensions) are truncated; the others use the
 * projection fitted at clustering time, or, before the first clustering, the first 256
 * components (measured and reported by kb:cluster, which refits and re-codes).
 */
export function reductionFor(embedder: Embedder, projection: Buffer | null): Reduction {
  if (embedder.matryoshka || embedder.dimensions <= CODE_DIMS || !projection) return 'matryoshka';
  return bufferToFloat(projection);
}
