import { Inject, Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { runWorkerUntilDrained, type DrainReport } from '../../cli/worker.command';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DB } from '../../database/database.module';
import { ensureDatabaseExists, migrateToLatest, type Db } from '../../database/database';
import { readCorpus } from '../distillation/corpus-reader';
import { pairwiseGrouping, type GroupingMetrics, type TruthRow } from '../distillation/distill-eval';
import { buildTranscript } from '../distillation/transcript';
import { AuthService } from '../auth/auth.service';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { TEXT_FIELDS } from '../knowledge/unit.types';
import { ClusteringService } from '../search/clustering.service';
import { addCounts, emptyCounts, type PiiCounts } from '../pii/redact';
import { TicketsImportService, type ImportReport } from '../tickets/tickets-import.service';
import { TicketsService } from '../tickets/tickets.service';

export interface DemoReport {
  reviewer: { email: string; password: string };
  approval: { approved: number; skipped: number; indexed_by_worker: number };
  index: { chunks: number; mode: string; clusters: number };
  migrations: string[];
  import: ImportReport;
  worker: DrainReport;
  totals: { tickets: number; messages: number };
  kb_status: Record<string, number>;
  discarded: Record<string, number>;
  knowledge: Awaited<ReturnType<KnowledgeService['summary']>>;
  redaction: { transcripts: number; counts: PiiCounts; planted: number; surviving_in_transcripts: string[] };
  pii_in_units: { planted: number; found: string[] };
  grouping: GroupingMetrics;
  /** Tokens and cost of the LLM calls (empty with the offline defaults). */
  llm_usage: Awaited<ReturnType<LlmUsageService['byRole']>>;
}

const PAGE = 500;

/**
 * The main job: the reference corpus goes through intake, redaction and distillation (with the
 * configured distiller, `rules` by default) exactly as production tickets do, then the result
 * is checked against the corpus ground truth.
 */
@Injectable()
export class DemoService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly importer: TicketsImportService,
    private readonly tickets: TicketsService,
    private readonly knowledge: KnowledgeService,
    private readonly lifecycle: UnitLifecycleService,
    private readonly auth: AuthService,
    private readonly clustering: ClusteringService,
    private readonly llmUsage: LlmUsageService,
  ) {}

  async run(corpusDir: string): Promise<DemoReport> {
    await ensureDatabaseExists(this.config.DATABASE_URL);
    const { applied } = await migrateToLatest(this.db);
    const importReport = await this.importer.importFile(join(corpusDir, 'tickets.jsonl'));
    const worker = await runWorkerUntilDrained();
    const { tickets, truth } = readCorpus(corpusDir);
    // What a reviewer would do on day one: approve the distilled units (the demo reviewer's
    // approvals are audited like anyone's; units the redactor still flags stay pending).
    const credentials = await this.auth.ensureDemoReviewer();
    const pending = await this.knowledge.idsByStatus('pending_review');
    const approval = await this.lifecycle.approveMany(pending, { id: null, name: credentials.email });
    const indexing = await runWorkerUntilDrained();
    const clustering = await this.clustering.cluster();
    return {
      reviewer: { email: credentials.email, password: credentials.password },
      approval: { approved: approval.approved.length, skipped: approval.skipped.length, indexed_by_worker: indexing.completed },
      index: { chunks: clustering.chunks, mode: clustering.mode, clusters: clustering.clusters },
      migrations: applied,
      import: importReport,
      worker,
      totals: await this.tickets.countTicketsAndMessages(),
      kb_status: await this.tickets.countByKbStatus(),
      discarded: await this.tickets.countDiscardReasons(),
      knowledge: await this.knowledge.summary(),
      redaction: redactionReport(tickets, truth),
      pii_in_units: await this.piiInUnits(truth),
      grouping: pairwiseGrouping(await this.assignmentsByExternalId(), new Map(truth.map((t) => [t.external_id, t.group]))),
      llm_usage: await this.llmUsage.byRole(),
    };
  }

  /** Which unit each corpus ticket ended up in, by the ticket's external id. */
  private async assignmentsByExternalId(): Promise<Map<string, number>> {
    const [assignments, externalIds] = await Promise.all([this.knowledge.ticketAssignments(), this.tickets.allExternalIds()]);
    return new Map([...assignments].map(([ticketId, unitId]) => [externalIds.get(ticketId) ?? '', unitId]));
  }

  /** The ground truth's planted personal data, searched for in every field of every unit: must be none. */
  private async piiInUnits(truth: TruthRow[]): Promise<DemoReport['pii_in_units']> {
    const planted = truth.flatMap((t) => (t.pii ?? []).map((p) => `${p.label}: ${p.value}`));
    const values = truth.flatMap((t) => (t.pii ?? []).map((p) => p.value));
    const found = new Set<string>();
    for (let after = 0; ; ) {
      const page = await this.knowledge.pageUnits(null, after, PAGE);
      if (page.length === 0) break;
      for (const unit of page) {
        const text = [...TEXT_FIELDS.map((field) => unit[field]), ...unit.search_phrases].join('\n');
        values.forEach((value, i) => text.includes(value) && found.add(planted[i]));
      }
      after = page[page.length - 1].id;
    }
    return { planted: planted.length, found: [...found] };
  }
}

/** What redaction does to the transcripts a distiller is sent, and whether any planted PII survives. */
function redactionReport(
  tickets: ReturnType<typeof readCorpus>['tickets'],
  truth: TruthRow[],
): DemoReport['redaction'] {
  const counts = emptyCounts();
  const sent: string[] = [];
  for (const ticket of tickets) {
    const { input, redactions } = buildTranscript(ticket, ticket.messages);
    addCounts(counts, redactions);
    sent.push(input.subject, ...input.messages.map((m) => m.body));
  }
  const all = sent.join('\n');
  const planted = truth.flatMap((t) => (t.pii ?? []).map((p) => ({ label: p.label, value: p.value })));
  return {
    transcripts: tickets.length,
    counts,
    planted: planted.length,
    surviving_in_transcripts: planted.filter((p) => all.includes(p.value)).map((p) => `${p.label}: ${p.value}`),
  };
}
