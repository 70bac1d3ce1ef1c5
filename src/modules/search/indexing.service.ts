import { Injectable } from '@nestjs/common';
import type { NewKnowledgeChunk } from '../../database/database.types';
import { retryOn } from '../../database/retry';
import { JobName, type JobData } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { buildChunks } from './chunks';
import { EmbeddingService } from './embedding.service';
import { IndexStateService, type LoadedIndex } from './index-state.service';
import { SearchRepository } from './search.repository';
import { stemmedText } from '../../lib/text/italian';
import { codeToBuffer, floatToBuffer } from '../../lib/vector/buffers';
import { CODE_DIMS, dotInt8 } from '../../lib/vector/codes';

export type IndexResult = { status: 'removed' } | { status: 'indexed'; chunks: number; embedded: number };

/**
 * The IndexUnit job: an approved unit becomes chunks (content, phrases, learned questions) with
 * their stemmed text for FULLTEXT, full embeddings and 256-byte codes, each code in its nearest
 * cluster. Chunks whose text did not change keep their embedding (same hash, same embedder):
 * re-approving an edited unit only embeds what changed. A unit that is not approved leaves the index.
 */
@Injectable()
export class IndexingService {
  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly repository: SearchRepository,
    private readonly embeddings: EmbeddingService,
    private readonly indexState: IndexStateService,
  ) {}

  @OnJob(JobName.IndexUnit)
  async handleIndexUnit(data: JobData<JobName.IndexUnit>): Promise<IndexResult> {
    return this.indexUnit(data.unitId);
  }

  async indexUnit(unitId: number): Promise<IndexResult> {
    const unit = await this.knowledge.findUnit(unitId);
    if (!unit || unit.status !== 'approved') {
      await retryDeadlock(() => this.repository.deleteUnitChunks(unitId));
      return { status: 'removed' };
    }
    const drafts = buildChunks(
      { problem: unit.problem, solution: unit.solution, phrases: unit.search_phrases },
      (await this.knowledge.learnedPhrases(unitId)).map((p) => p.phrase),
    );
    const index = await this.indexState.current();
    const embedder = this.embeddings.embedder;
    const reusable = new Map(
      (await this.repository.existingChunks(unitId))
        .filter((c) => c.embedder === embedder.name && c.embedder_version === index.embedderVersion)
        .map((c) => [c.content_hash, c]),
    );
    const fresh = drafts.filter((d) => !reusable.has(d.content_hash));
    const vectors = await this.embeddings.embedDocuments(fresh.map((d) => d.content));
    const embedded = new Map(fresh.map((d, i) => [d.content_hash, vectors[i]]));

    const rows: NewKnowledgeChunk[] = drafts.map((draft) => {
      const old = reusable.get(draft.content_hash);
      const base = {
        unit_id: unitId,
        kind: draft.kind,
        position: draft.position,
        content: draft.content,
        content_stemmed: stemmedText(draft.content),
        content_hash: draft.content_hash,
        product: unit.product ?? '',
        locale: unit.locale,
        is_served: true,
        embedder: embedder.name,
        embedder_version: index.embedderVersion,
      };
      if (old) return { ...base, embedding: old.embedding, embedding_small: old.embedding_small, cluster_id: old.cluster_id };
      const vector = embedded.get(draft.content_hash)!;
      const code = this.indexState.code(vector, index);
      return { ...base, embedding: floatToBuffer(vector), embedding_small: codeToBuffer(code), cluster_id: nearestCluster(code, index) };
    });
    await retryDeadlock(() => this.repository.replaceChunks(unitId, rows));
    return { status: 'indexed', chunks: rows.length, embedded: fresh.length };
  }
}

/**
 * Bulk approval runs many IndexUnit jobs at once; each replaces its unit's chunks (gap locks on
 * the chunks' index) and bumps the shared change counter, so InnoDB picks deadlock victims. A
 * victim's transaction was rolled back whole and is simply run again here, after a short random
 * pause, instead of failing the job and spending one of its attempts (and its backoff).
 */
const DEADLOCK_RETRIES = 8;
function retryDeadlock<T>(work: () => Promise<T>): Promise<T> {
  return retryOn(['ER_LOCK_DEADLOCK'], DEADLOCK_RETRIES, work, { jitterMs: 20 });
}

/** Chunks indexed between two kb:cluster runs go to the nearest existing centroid. */
export function nearestCluster(code: Int8Array, index: LoadedIndex): number | null {
  if (index.clusters === 0) return null;
  let best = 0;
  let bestScore = -Infinity;
  for (let c = 0; c < index.clusters; c++) {
    const score = dotInt8(code, index.centroids.subarray(c * CODE_DIMS, (c + 1) * CODE_DIMS));
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
