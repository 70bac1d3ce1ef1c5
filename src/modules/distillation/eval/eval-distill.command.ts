import { Inject } from '@nestjs/common';
import { Command } from 'nest-commander';
import { printJson } from '../../../cli/cli-output';
import { CorpusCommandRunner } from '../../../cli/cli-options';
import { readCorpus } from './corpus-reader';
import { DEFAULT_SET, referenceSets, sampleNote, setDir } from './reference-sets';
import { evaluateDistillation, type DistillEvaluation, type GroupingMetrics, type RubricCheck } from './distill-eval';
import { DISTILLER, type Distiller } from '../distiller';
import { buildTranscript } from '../transcript';

@Command({
  name: 'eval:distill',
  description: 'Distil a reference set (corpus/sets.json) with the configured distiller and score it against the ground truth (--set NAME, or all)',
})
export class EvalDistillCommand extends CorpusCommandRunner() {
  constructor(@Inject(DISTILLER) private readonly distiller: Distiller) {
    super();
  }

  async run(_params: string[], options: { corpus?: string; set?: string; json?: boolean }): Promise<void> {
    const dirs: Array<[string, string]> = options.corpus
      ? [[options.corpus, options.corpus]]
      : options.set === 'all'
        ? referenceSets().map((s) => [s.name, setDir(s.name)])
        : [[options.set ?? DEFAULT_SET, setDir(options.set ?? DEFAULT_SET)]];
    const results: Array<{ set: string; evaluation: DistillEvaluation }> = [];
    for (const [set, dir] of dirs) {
      const { tickets, truth } = readCorpus(dir);
      const distilled = [];
      for (const ticket of tickets) {
        const { input } = buildTranscript({ ...ticket, locale: ticket.locale }, ticket.messages);
        const { unit, notes } = await this.distiller.distill(input);
        distilled.push({ external_id: ticket.external_id, product: ticket.product, subject: input.subject, unit, notes });
      }
      results.push({ set, evaluation: evaluateDistillation(distilled, truth) });
    }
    if (options.json) {
      if (results.length === 1) printJson({ distiller: this.distiller.name, set: results[0]!.set, ...results[0]!.evaluation });
      else printJson({ distiller: this.distiller.name, sets: Object.fromEntries(results.map((r) => [r.set, r.evaluation])) });
    } else {
      for (const r of results) printHuman(this.distiller.name, r.set, r.evaluation);
    }
  }
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
