import { Inject } from '@nestjs/common';
import { writeFileSync } from 'node:fs';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../../cli/cli-output';
import { CorpusCommandRunner } from '../../../cli/cli-options';
import { readCorpus } from './corpus-reader';
import { DEFAULT_SET, referenceSets, sampleNote, setDir } from './reference-sets';
import { evaluateDistillation, type DistillEvaluation, type GroupingMetrics, type RubricCheck } from './distill-eval';
import type { AppConfig } from '../../../config/config';
import { APP_CONFIG } from '../../../config/config.module';
import { DISTILLER, type Distiller } from '../distiller';
import { isModelRunner } from '../model-task';
import { distilSet, type SetRun } from './distil-set';
import { modelPathHooks } from './model-path-hooks';

interface Options {
  corpus?: string;
  set?: string;
  json?: boolean;
  unitsOut?: string;
  modelPath?: 'full' | 'distill-only';
  tickets?: string[];
}

@Command({
  name: 'eval:distill',
  description: 'Distil a reference set (corpus/sets.json) with the configured distiller and score it against the ground truth (--set NAME, or all)',
})
export class EvalDistillCommand extends CorpusCommandRunner() {
  constructor(
    @Inject(DISTILLER) private readonly distiller: Distiller,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  @Option({ flags: '--units-out <file>', description: 'write the units of the review queue (JSON Lines) to this file (one set only)' })
  parseUnitsOut(value: string): string {
    return value;
  }

  @Option({
    flags: '--model-path <path>',
    description: 'with a model: full (pairs the similarity cannot settle asked to the model, units written by the model from all their tickets; the default) or distill-only (each ticket distilled, units by the local synthesis)',
  })
  parseModelPath(value: string): 'full' | 'distill-only' {
    if (value !== 'full' && value !== 'distill-only') throw new CliError(`--model-path must be full or distill-only, not "${value}"`);
    return value;
  }

  @Option({ flags: '--tickets <ids>', description: 'only these tickets of the set (comma-separated external ids): a subset to iterate a prompt on' })
  parseTickets(value: string): string[] {
    return value.split(',').map((id) => id.trim()).filter(Boolean);
  }

  async run(_params: string[], options: Options): Promise<void> {
    const dirs: Array<[string, string]> = options.corpus
      ? [[options.corpus, options.corpus]]
      : options.set === 'all'
        ? referenceSets().map((s) => [s.name, setDir(s.name)])
        : [[options.set ?? DEFAULT_SET, setDir(options.set ?? DEFAULT_SET)]];
    if (options.unitsOut && dirs.length > 1) throw new CliError('--units-out takes one set at a time');
    const hooks = isModelRunner(this.distiller) && options.modelPath !== 'distill-only' ? modelPathHooks(this.distiller, { maxPerTicket: this.config.DISTILL_PAIR_CHECKS_PER_TICKET, modelWritesUnits: this.config.DISTILL_WRITE_UNITS === 'model' }) : {};
    const results: Array<{ set: string; evaluation: DistillEvaluation; run: SetRun }> = [];
    for (const [set, dir] of dirs) {
      const corpus = readCorpus(dir);
      const only = options.tickets ? new Set(options.tickets) : null;
      const unknown = options.tickets?.filter((id) => !corpus.tickets.some((t) => t.external_id === id)) ?? [];
      if (unknown.length) throw new CliError(`--tickets: ${unknown.join(', ')} not in the ${set} set`);
      const tickets = only ? corpus.tickets.filter((t) => only.has(t.external_id)) : corpus.tickets;
      const truth = only ? corpus.truth.filter((t) => only.has(t.external_id)) : corpus.truth;
      const run = await distilSet(tickets, this.distiller, hooks);
      results.push({ set, evaluation: evaluateDistillation(run.distilled, truth, { verdicts: run.verdicts, byModel: this.distiller.name !== 'rules' }), run });
      if (options.unitsOut) writeFileSync(options.unitsOut, run.units.map((u) => JSON.stringify(u)).join('\n') + '\n');
    }
    const cost = (run: SetRun) => ({ tickets: run.distilled.length + run.failed.length, failed: run.failed, model_calls: run.usage });
    if (options.json) {
      if (results.length === 1) printJson({ distiller: this.distiller.name, set: results[0]!.set, ...results[0]!.evaluation, ...cost(results[0]!.run) });
      else printJson({ distiller: this.distiller.name, sets: Object.fromEntries(results.map((r) => [r.set, { ...r.evaluation, ...cost(r.run) }])) });
    } else {
      for (const r of results) {
        printHuman(this.distiller.name, r.set, r.evaluation);
        if (this.distiller.name !== 'rules') printCalls(r.run);
      }
    }
    // Tickets the model did not answer (a request not recorded yet, a provider error) leave the figures incomplete.
    if (results.some((r) => r.run.failed.length > 0)) process.exitCode = 1;
  }
}

function printCalls(run: SetRun): void {
  const tickets = run.distilled.length + run.failed.length;
  console.log(`  model calls and tokens, ${tickets} tickets (${run.units.length} units in review):`);
  for (const [kind, t] of Object.entries(run.usage)) {
    if (t.calls === 0) continue;
    const per = (n: number) => (n / tickets).toFixed(n / tickets >= 10 ? 0 : 2);
    console.log(
      `    ${kind.padEnd(10)} ${t.calls} calls${t.failed ? ` (${t.failed} failed)` : ''}, ${per(t.calls)} per ticket; tokens per ticket: ` +
        `input ${per(t.input_tokens)}, cache read ${per(t.cache_read_tokens)}, cache write ${per(t.cache_write_tokens)}, output ${per(t.output_tokens)}`,
    );
  }
  if (run.failed.length) console.log(`  NOT DISTILLED (${run.failed.length}): ${run.failed.slice(0, 5).map((f) => `${f.external_id}: ${f.error}`).join(' | ')}`);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const grouping = (g: GroupingMetrics) =>
  `precision ${pct(g.precision)}, recall ${pct(g.recall)}, F1 ${pct(g.f1)} (${g.units} units for ${g.tickets} tickets)`;
const rubric = (c: RubricCheck) =>
  `${pct(c.share)} (${c.passed}/${c.checked})${c.failures.length ? `; e.g. ${c.failures.slice(0, 4).map((f) => `${f.external_id}: ${f.why}`).join('; ')}` : ''}`;

function printHuman(name: string, set: string, e: DistillEvaluation): void {
  const known = referenceSets().find((s) => s.name === set);
  const note = known ? ` (${sampleNote(known, name === 'rules' ? 'rules' : 'model')})` : '';
  console.log(`Distiller "${name}" on ${e.tickets} tickets of the "${set}" set${note}`);
  console.log(`  discarded: ${JSON.stringify(e.discarded)}`);
  console.log(`  grouping, exact key only:     ${grouping(e.grouping.exact_key)}`);
  console.log(`  grouping, + paraphrase links: ${grouping(e.grouping.with_paraphrase)}`);
  console.log('  paraphrase threshold sweep:');
  for (const s of e.threshold_sweep) console.log(`    ${s.threshold.toFixed(2)}  ${grouping(s)}`);
  const suggestions = (m: DistillEvaluation['merge_suggestions']) =>
    `${m.suggestions} suggested, ${m.right} right (${pct(m.suggestions ? m.right / m.suggestions : 1)}), pairwise precision ${pct(m.pairwise_precision)}`;
  console.log(`  merge suggestions at ${e.merge_suggestions.threshold.toFixed(2)}: ${suggestions(e.merge_suggestions)}`);
  console.log(`    sweep: ${e.merge_suggestion_sweep.map((m) => `${m.threshold.toFixed(2)} ${pct(m.pairwise_precision)} of ${m.suggestions}`).join(' · ')}`);
  for (const [flag, m] of Object.entries(e.flags)) {
    console.log(`  ${flag}: accuracy ${pct(m.accuracy)}, precision ${pct(m.precision)}, recall ${pct(m.recall)} (${m.positives} expected positives)`);
  }
  const r = e.rubric;
  console.log(`  review rubric, automated checks on the ${r.units} units that would be served:`);
  console.log(`    title is a customer problem:      ${rubric(r.title_is_customer_problem)}`);
  console.log(`    solution is the fix that worked:  ${rubric(r.solution_is_fix_that_worked)}`);
  console.log(`    no single-customer detail:        ${rubric(r.no_single_customer_detail)}`);
  console.log(`    problem and symptoms differ:      ${rubric(r.problem_differs_from_symptoms)}`);
  console.log(`    planted personal data in any unit field: ${r.planted_pii_leaks}${r.pii_leaks.length ? ` (${r.pii_leaks.map((l) => `${l.external_id} ${l.label} in ${l.field}`).join(', ')})` : ''}`);
  console.log(`    all checks passed:                ${rubric(r.all_checks_passed)}`);
}
