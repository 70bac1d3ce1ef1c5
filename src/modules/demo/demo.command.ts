import { Command } from 'nest-commander';
import { printJson } from '../../cli/cli-output';
import { corpusDirOf } from '../distillation/eval/reference-sets';
import { CorpusCommandRunner } from '../../cli/cli-options';
import { demoLoginLines } from './demo-logins';
import { DemoService, type DemoReport } from './demo.service';

@Command({ name: 'demo', description: 'Run the reference corpus through intake, redaction and distillation, and report' })
export class DemoCommand extends CorpusCommandRunner('folder with tickets.jsonl and ground-truth.jsonl (instead of --set)') {
  constructor(private readonly demo: DemoService) {
    super();
  }

  async run(_params: string[], options: { json?: boolean; corpus?: string; set?: string }): Promise<void> {
    const report = await this.demo.run(corpusDirOf(options));
    if (options.json) printJson(report);
    else printHuman(report);
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function printHuman(r: DemoReport): void {
  const { import: imp, knowledge: kb } = r;
  const merged = (kb.links_by_type.exact ?? 0) + (kb.links_by_type.paraphrase ?? 0);
  console.log('Distillo — the reference corpus through intake, redaction and distillation');
  if (r.migrations.length) console.log(`  migrations applied: ${r.migrations.join(', ')}`);
  console.log(
    `  intake: ${imp.imported} new, ${imp.updated} updated, ${imp.skipped} unchanged, ${imp.error_count} bad lines` +
      ` → ${r.totals.tickets} tickets, ${r.totals.messages} messages stored`,
  );
  console.log(`  worker: ${r.worker.completed} jobs completed, ${r.worker.failed} failed in ${r.worker.seconds.toFixed(1)} s`);
  console.log(`  tickets by kb_status: ${JSON.stringify(r.kb_status)}`);
  console.log(`  discarded by reason: ${JSON.stringify(r.discarded)}`);
  console.log(
    `  knowledge units: ${JSON.stringify(kb.units_by_status)}; ${kb.links_by_type.created ?? 0} created, ` +
      `${merged} tickets merged into existing units (${kb.links_by_type.exact ?? 0} exact key, ${kb.links_by_type.paraphrase ?? 0} paraphrase)`,
  );
  console.log(`  conflicts opened: ${kb.open_conflicts} (a later ticket with another fix for an approved unit); merge suggestions: ${kb.open_merge_suggestions}`);
  console.log(
    `  redactions in the transcripts sent to the distiller: ${Object.entries(r.redaction.counts)
      .map(([label, n]) => `${label} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  ground truth: ${r.redaction.planted} planted personal-data strings; ${r.redaction.surviving_in_transcripts.length} survive in transcripts, ` +
      `${r.pii_in_units.found.length} found in the units`,
  );
  for (const s of [...r.redaction.surviving_in_transcripts, ...r.pii_in_units.found].slice(0, 10)) console.log(`    ${s}`);
  console.log(
    `  grouping vs ground truth: precision ${pct(r.grouping.precision)}, recall ${pct(r.grouping.recall)} ` +
      `(${r.grouping.units} units for ${r.grouping.tickets} distilled tickets)`,
  );
  for (const line of reviewLines(r)) console.log(line);
  for (const u of r.llm_usage) {
    // Grouping gap questions is billed to no ticket or conversation: a batch (one call) is its unit.
    const units = u.role === 'gap_topics' ? u.calls : u.units;
    const [many, one] = u.role === 'chat' ? ['conversations', 'conversation'] : u.role === 'synthesis' ? ['units', 'unit'] : u.role === 'gap_topics' ? ['batches of gap questions', 'batch'] : ['tickets', 'ticket'];
    const per = (n: number) => Math.round(n / Math.max(1, units));
    const cost = u.cost_usd === null ? 'cost unknown (no price for the model: LLM_PRICES)' : `$${u.cost_usd.toFixed(4)} ($${(u.cost_usd / Math.max(1, units)).toFixed(6)} each)`;
    console.log(
      `  LLM ${u.role}: ${u.calls} calls for ${units} ${many}; tokens input ${u.input_tokens}, ` +
        `cache read ${u.cache_read_tokens}, cache write ${u.cache_write_tokens}, output ${u.output_tokens} ` +
        `(per ${one}: ${per(u.input_tokens + u.cache_read_tokens + u.cache_write_tokens)} in, ${per(u.output_tokens)} out); ${cost}`,
    );
  }
  for (const line of gapLines(r)) console.log(line);
  for (const line of demoLoginLines(r)) console.log(line);
}

/**
 * The scripted questions the corpus does not cover: how the chat replied, what the "Lacune" page
 * shows (the questions recorded as gaps, grouped as the page groups them), and the measurement of
 * the local clustering on all the scripted questions against the topics they were written for.
 * Two groupings of two sets of questions: each line names what it counts, so two numbers of topics
 * do not read as one figure given twice.
 */
export function gapLines(r: Pick<DemoReport, 'gaps'>): string[] {
  const { gaps } = r;
  const g = gaps.grouping;
  const largest = gaps.largest.map((t) => `${t.label} ${t.questions}`).join('; ');
  return [
    `  chat: ${gaps.asked} scripted questions the corpus does not cover asked (${gaps.declined} not answered)`,
    `  "Lacune" on the review page: ${gaps.questions} questions recorded as gaps, grouped ${gaps.grouped_by === 'model' ? 'by the model' : 'by the local clustering'} into ${gaps.topics} topics` +
      (largest ? ` (largest: ${largest})` : ''),
    `  gap grouping measured: all ${g.questions} scripted questions, answered or not, grouped by the local clustering into ${g.topics} groups, ` +
      `against the ${g.true_topics} topics they were written for: pairwise precision ${pct(g.precision)}, recall ${pct(g.recall)}`,
  ];
}

/**
 * What the demo approved and what it left: a real team approves each unit (the demo approves a
 * few, the cleanest, so the chat has something to answer from on its first start).
 */
export function reviewLines(r: Pick<DemoReport, 'approval' | 'reviewer' | 'index'>): string[] {
  const { approval } = r;
  return [
    `  review: the demo approved ${approval.approved} units itself (${r.reviewer.email}), the few with the cleanest texts, so the chat has something to serve: ` +
      (approval.units.map((u) => `#${u.id} ${u.title}`).join('; ') || 'none'),
    `  ${approval.left_pending} units wait on the review page: a real team reads and approves each unit; nothing reaches customers before a person approves it`,
    `  indexed: ${r.index.chunks} chunks (${r.index.mode}${r.index.clusters ? `, ${r.index.clusters} clusters` : ''})`,
  ];
}
