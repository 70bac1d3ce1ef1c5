import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { runWorkerUntilDrained, type DrainReport } from '../../../commands/worker.command';
import { ClusteringService } from '../../search/clustering.service';
import { IndexingService } from '../../search/indexing.service';
import { TicketsImportService, type ImportReport } from '../../tickets/tickets-import.service';
import { EVALUATION_ACTOR } from '../../audit/audit.types';
import { KnowledgeService } from '../../knowledge/knowledge.service';
import { UnitLifecycleService } from '../../knowledge/unit-lifecycle.service';
import { TicketsService } from '../../tickets/tickets.service';

export interface CorpusKnowledgeReport {
  import: Pick<ImportReport, 'imported' | 'updated' | 'skipped' | 'error_count'>;
  worker: DrainReport;
  approved: number;
  indexed: number;
  index: { chunks: number; mode: string; clusters: number };
}

/**
 * The real pipeline, as production runs it, into the current (scratch) database: the corpus
 * tickets through intake, the DistillTicket jobs run by a worker with the configured distiller,
 * then publishPendingUnits. Nothing is taken from the ground truth.
 */
export async function buildCorpusKnowledge(app: INestApplicationContext, corpusDir: string): Promise<CorpusKnowledgeReport> {
  const imported = await app.get(TicketsImportService).importFile(join(corpusDir, 'tickets.jsonl'));
  const worker = await runWorkerUntilDrained();
  return {
    import: { imported: imported.imported, updated: imported.updated, skipped: imported.skipped, error_count: imported.error_count },
    worker,
    ...(await publishPendingUnits(app)),
  };
}

/**
 * Every unit awaiting review approved at once (as a reviewer clearing the queue would, audited
 * under the evaluation's system actor; units the redactor flags stay pending), indexed,
 * and the index clustered (which also fits the local embedder's term weights): after it the chat
 * can answer from them. For demos and measurements; in production a reviewer approves.
 */
export async function publishPendingUnits(app: INestApplicationContext): Promise<Pick<CorpusKnowledgeReport, 'approved' | 'indexed' | 'index'>> {
  const approved = await app.get(UnitLifecycleService).approveAllPending(EVALUATION_ACTOR);
  const indexing = app.get(IndexingService);
  let indexed = 0;
  for (const unitId of approved) if ((await indexing.indexUnit(unitId)).status === 'indexed') indexed++;
  const clustering = await app.get(ClusteringService).cluster();
  return { approved: approved.length, indexed, index: { chunks: clustering.chunks, mode: clustering.mode, clusters: clustering.clusters } };
}

/** Each unit's source tickets by external id (what evaluations compare with the ground truth). */
export async function unitSourceTickets(app: INestApplicationContext): Promise<Array<{ unit_id: number; external_id: string }>> {
  const [assignments, externalIds] = await Promise.all([app.get(KnowledgeService).ticketAssignments(), app.get(TicketsService).allExternalIds()]);
  return [...assignments].map(([ticketId, unitId]) => ({ unit_id: unitId, external_id: externalIds.get(ticketId) ?? '' }));
}
