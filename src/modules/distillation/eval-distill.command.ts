import { Inject } from '@nestjs/common';
import { Command } from 'nest-commander';
import { printJson } from '../../cli/cli-output';
import { CorpusCommandRunner } from '../../cli/cli-options';
import { readCorpus } from './corpus-reader';
import { evaluateDistillation, type DistillEvaluation, type GroupingMetrics } from './distill-eval';
import { DISTILLER, type Distiller } from './distiller';
import { buildTranscript } from './transcript';

@Command({
  name: 'eval:distill',
  description: 'Distil the reference corpus with the configured distiller and score it against the ground truth',
})
export class EvalDistillCommand extends CorpusCommandRunner() {
  constructor(@Inject(DISTILLER) private readonly distiller: Distiller) {
    super();
  }

  async run(_params: string[], options: { corpus?: string; json?: boolean }): Promise<void> {
    const { tickets, truth } = readCorpus(options.corpus ?? 'corpus');
    const distilled = [];
    for (const ticket of tickets) {
      const { input } = buildTranscript({ ...ticket, locale: ticket.locale }, ticket.messages);
      const { unit } = await this.distiller.distill(input);
      distilled.push({ external_id: ticket.external_id, product: ticket.product, subject: input.subject, unit });
    }
    const evaluation = evaluateDistillation(distilled, truth);
    if (options.json) printJson({ distiller: this.distiller.name, ...evaluation });
    else printHuman(this.distiller.name, evaluation);
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const grouping = (g: GroupingMetrics) =>
  `precision ${pct(g.precision)}, recall ${pct(g.recall)}, F1 ${pct(g.f1)} (${g.units} units for ${g.tickets} tickets)`;

function printHuman(name: string, e: DistillEvaluation): void {
  console.log(`Distiller "${name}" on ${e.tickets} corpus tickets`);
  console.log(`  discarded: ${JSON.stringify(e.discarded)}`);
  console.log(`  grouping, exact key only:     ${grouping(e.grouping.exact_key)}`);
  console.log(`  grouping, + paraphrase links: ${grouping(e.grouping.with_paraphrase)}`);
  console.log('  paraphrase threshold sweep:');
  for (const s of e.threshold_sweep) console.log(`    ${s.threshold.toFixed(2)}  ${grouping(s)}`);
  for (const [flag, m] of Object.entries(e.flags)) {
    console.log(`  ${flag}: accuracy ${pct(m.accuracy)}, precision ${pct(m.precision)}, recall ${pct(m.recall)} (${m.positives} expected positives)`);
  }
}
