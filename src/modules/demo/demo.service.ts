import { Inject, Injectable } from '@nestjs/common';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWorkerUntilDrained, type DrainReport } from '../../commands/worker.command';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DB } from '../../database/database.module';
import { ensureDatabaseExists, migrateToLatest, type Db } from '../../database/database';
import { readCorpus } from '../distillation/eval/corpus-reader';
import { pairwiseGrouping, type GroupingMetrics, type TruthRow } from '../distillation/eval/distill-eval';
import { buildTranscript } from '../distillation/transcript';
import { AuthService } from '../auth/auth.service';
import { ChatService } from '../chat/chat.service';
import { UNCOVERED_QUESTIONS } from '../gaps/eval/uncovered-questions';
import { GapsService } from '../gaps/gaps.service';
import { pairwiseScores } from '../gaps/topic-clustering';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { TEXT_FIELDS, type Unit } from '../knowledge/unit.types';
import { ClusteringService } from '../search/clustering.service';
import { addCounts, emptyCounts, type PiiCounts } from '../pii/redact';
import { unitsForDemoApproval } from './clean-texts';
import { TicketsImportService, type ImportReport } from '../tickets/tickets-import.service';
import { TicketsService } from '../tickets/tickets.service';
import { ensureDemoLogins, type DemoLogins } from './demo-logins';

export interface DemoReport {
  reviewer: DemoLogins['reviewer'];
  /** An admin account: the queue dashboard needs the role. */
  admin: DemoLogins['admin'];
  /** What the demo approved by itself (a few, the cleanest texts) and what waits for a person. */
  approval: { approved: number; units: Array<{ id: number; title: string }>; left_pending: number; indexed_by_worker: number };
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
  /**
   * The scripted customer questions the corpus does not cover, asked in the chat; what the "Lacune"
   * page groups the recorded ones into (`questions`, `topics`, by `grouped_by`); and, apart, the
   * local clustering of every scripted question (answered or not) measured against the topics they
   * were written for (`grouping`): two groupings of two sets, hence two counts.
   */
  gaps: {
    asked: number;
    declined: number;
    questions: number;
    topics: number;
    grouped_by: 'model' | 'local';
    largest: Array<{ label: string; questions: number }>;
    grouping: { questions: number; true_topics: number; topics: number; precision: number; recall: number };
  };
}

const PAGE = 500;

function externalIdOf(line: string): string {
  return String((JSON.parse(line) as { external_id?: unknown }).external_id ?? '');
}

function writeLines(dir: string, name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.length ? `${lines.join('\n')}\n` : '');
  return path;
}

function sumImports(a: ImportReport, b: ImportReport): ImportReport {
  return {
    imported: a.imported + b.imported,
    updated: a.updated + b.updated,
    skipped: a.skipped + b.skipped,
    erased: a.erased + b.erased,
    errors: [...a.errors, ...b.errors],
    error_count: a.error_count + b.error_count,
    distill_pending: a.distill_pending + b.distill_pending,
    distill_queued: a.distill_queued + b.distill_queued,
    distill_held: a.distill_held + b.distill_held,
  };
}

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
    private readonly chat: ChatService,
    private readonly gaps: GapsService,
  ) {}

  /**
   * Day one, as a team would live it: the corpus's tickets arrive and are distilled; the demo
   * reviewer approves only a few units, those whose texts are cleanest (clean-texts.ts: confirmed
   * by several tickets, no personal data, no one-off, texts that need no edit), so the chat has
   * something to serve; audited like anyone's approvals. Everything else waits on the review page
   * for a person: a real team reads and approves each unit. Then the tickets whose fix differs
   * from the one the knowledge base now serves arrive, and open conflicts on the approved units.
   */
  async run(corpusDir: string): Promise<DemoReport> {
    await ensureDatabaseExists(this.config.DATABASE_URL);
    const { applied } = await migrateToLatest(this.db);
    const { tickets, truth } = readCorpus(corpusDir);
    const late = new Set(truth.filter((t) => t.expected.conflicting_fix).map((t) => t.external_id));
    const lines = readFileSync(join(corpusDir, 'tickets.jsonl'), 'utf8').split('\n').filter((line) => line.trim() !== '');
    const phases = [lines.filter((line) => !late.has(externalIdOf(line))), lines.filter((line) => late.has(externalIdOf(line)))];
    const scratch = mkdtempSync(join(tmpdir(), 'distillo-demo-'));

    const firstReport = await this.importer.importFile(writeLines(scratch, 'day-one.jsonl', phases[0]));
    const worker = await runWorkerUntilDrained();
    const logins = await ensureDemoLogins(this.auth);
    const pending = await this.unitsWithStatus('pending_review');
    const chosen = unitsForDemoApproval(pending);
    const approval = await this.lifecycle.approveMany(chosen, { id: null, name: logins.reviewer.email });
    const titles = new Map(pending.map((u) => [u.id, u.title]));
    const laterReport = await this.importer.importFile(writeLines(scratch, 'later.jsonl', phases[1]));
    const laterWorker = await runWorkerUntilDrained();
    rmSync(scratch, { recursive: true, force: true });
    const clustering = await this.clustering.cluster();
    const importReport = sumImports(firstReport, laterReport);
    return {
      ...logins,
      approval: {
        approved: approval.approved.length,
        units: approval.approved.map((id) => ({ id, title: titles.get(id) ?? '' })),
        left_pending: (await this.knowledge.idsByStatus('pending_review')).length,
        indexed_by_worker: laterWorker.completed,
      },
      index: { chunks: clustering.chunks, mode: clustering.mode, clusters: clustering.clusters },
      migrations: applied,
      import: importReport,
      worker: { ...worker, completed: worker.completed + laterWorker.completed, failed: worker.failed + laterWorker.failed, seconds: worker.seconds + laterWorker.seconds },
      totals: await this.tickets.countTicketsAndMessages(),
      kb_status: await this.tickets.countByKbStatus(),
      discarded: await this.tickets.countDiscardReasons(),
      knowledge: await this.knowledge.summary(),
      redaction: redactionReport(tickets, truth),
      pii_in_units: await this.piiInUnits(truth),
      grouping: pairwiseGrouping(await this.assignmentsByExternalId(), new Map(truth.map((t) => [t.external_id, t.group]))),
      llm_usage: await this.llmUsage.byRole(),
      gaps: await this.askUncoveredQuestions(),
    };
  }

  /**
   * Customers ask the corpus's uncovered questions (and paraphrases) in the chat, each in its own
   * conversation, through the same ChatService as the API: they are declined and recorded as gaps,
   * so the review app's "Lacune" page has topics to show. Asked once per database (a second demo
   * run finds them already there).
   */
  private async askUncoveredQuestions(): Promise<DemoReport['gaps']> {
    let asked = 0;
    let declined = 0;
    if ((await this.gaps.topics(56)).total_questions === 0) {
      const sink = { signal: new AbortController().signal, send: () => undefined };
      for (const q of UNCOVERED_QUESTIONS) {
        const { id, token } = await this.chat.createConversation({ product: q.product, locale: 'it' });
        const turn = await this.chat.reply(await this.chat.authenticate(id, `Bearer ${token}`), q.question, sink);
        asked++;
        if (turn.outcome !== 'answered') declined++;
      }
    }
    const report = await this.gaps.topics(56);
    // The same grouping measured against the topics the questions were written for (reported, never tuned on).
    const { clusters } = await this.gaps.cluster(UNCOVERED_QUESTIONS.map((q) => q.question));
    const scores = pairwiseScores(clusters, UNCOVERED_QUESTIONS.map((q) => new Set([q.topic])));
    return {
      asked,
      declined,
      questions: report.total_questions,
      topics: report.topics.length,
      grouped_by: report.grouped_by,
      largest: report.topics.slice(0, 5).map((t) => ({ label: t.label, questions: t.questions })),
      grouping: {
        questions: UNCOVERED_QUESTIONS.length,
        true_topics: new Set(UNCOVERED_QUESTIONS.map((q) => q.topic)).size,
        topics: clusters.length,
        precision: scores.precision,
        recall: scores.recall,
      },
    };
  }

  private async unitsWithStatus(status: 'pending_review'): Promise<Unit[]> {
    const units: Unit[] = [];
    for (let after = 0; ; ) {
      const page = await this.knowledge.pageUnits([status], after, PAGE);
      if (page.length === 0) return units;
      units.push(...page);
      after = page[page.length - 1].id;
    }
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
