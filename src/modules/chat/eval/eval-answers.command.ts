import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../../cli/cli-output';
import { CorpusCommandRunner } from '../../../cli/cli-options';
import { corpusDirOf, setDir } from '../../distillation/eval/reference-sets';
import { withScratchContext } from '../../search/eval/scratch-database';
import { KnowledgeService } from '../../knowledge/knowledge.service';
import { composeAnswer } from '../assistants/extractive-answer';
import { answerFaults } from './answer-faults';
import { ChatEvalModule } from './chat-eval.module';
import { buildCorpusKnowledge, unitSourceTickets } from './corpus-knowledge';
import { increment } from '../../../lib/tables/text-table';

interface Options {
  corpus?: string;
  set?: string;
  json?: boolean;
  details?: boolean;
}

export interface AnswersReport {
  corpus: string;
  units: number;
  one_off: number;
  with_faults: number;
  faults: Record<string, number>;
  details?: Array<{ unit_id: number; faults: string[]; answer: string }>;
}

/**
 * kb eval:answers: every unit a corpus distils (the real pipeline into a scratch database, every
 * pending unit approved, as kb eval:chat does), the extractive answer composed from it, and the
 * answer checked mechanically (answer-faults.ts): no "1. 1.", no placeholder-only step, no single
 * customer's amount, date or document number, a heading that is not a customer's story, an
 * applicability sentence that reads, no one-off steps. Runs the main and heldout reference sets by default.
 */
@Command({ name: 'eval:answers', description: 'Compose the answer of every unit distilled from the corpora and check how it reads' })
export class EvalAnswersCommand extends CorpusCommandRunner('one reference set folder (default: the main and heldout sets)') {
  async run(_params: string[], options: Options): Promise<void> {
    const dirs = options.corpus || options.set ? [corpusDirOf(options)] : [setDir('main'), setDir('heldout')];
    for (const dir of dirs) if (!existsSync(join(dir, 'tickets.jsonl'))) throw new CliError(`${dir}/tickets.jsonl not found`);
    const reports: AnswersReport[] = [];
    for (const dir of dirs) reports.push(await withScratchContext('chat_eval', ChatEvalModule, { DISTILLER: 'rules' }, (app) => checkCorpus(app, dir)));
    for (const r of reports) if (!options.details) delete r.details;
    if (options.json) printJson(reports);
    else for (const r of reports) printHuman(r);
  }

  @Option({ flags: '--details', description: 'every faulty answer with its faults' })
  parseDetails(): boolean {
    return true;
  }
}

async function checkCorpus(app: Parameters<typeof buildCorpusKnowledge>[0], dir: string): Promise<AnswersReport> {
  await buildCorpusKnowledge(app, dir);
  const ids = [...new Set((await unitSourceTickets(app)).map((r) => r.unit_id))];
  const units = (await app.get(KnowledgeService).servedTexts(ids)).filter((u) => u.status === 'approved').sort((a, b) => a.id - b.id);
  const faults: Record<string, number> = {};
  const details: NonNullable<AnswersReport['details']> = [];
  for (const u of units) {
    const unit = { unit_id: u.id, title: u.title, problem: u.problem, solution: u.solution, applicability: u.applicability, is_one_off: u.is_one_off };
    const answer = composeAnswer(unit);
    const found = answerFaults(answer, unit);
    for (const f of found) increment(faults, f);
    if (found.length > 0) details.push({ unit_id: u.id, faults: found, answer });
  }
  return { corpus: dir, units: units.length, one_off: units.filter((u) => u.is_one_off).length, with_faults: details.length, faults, details };
}

function printHuman(r: AnswersReport): void {
  const listed = Object.entries(r.faults)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  console.log(`eval:answers — ${r.corpus}: ${r.units} approved units (${r.one_off} one-off), ${r.with_faults} answers with a fault${listed ? `: ${listed}` : ''}`);
  for (const d of r.details ?? []) console.log(`\n  KU-${d.unit_id} [${d.faults.join(', ')}]\n${d.answer.replace(/^/gm, '    ')}`);
}
