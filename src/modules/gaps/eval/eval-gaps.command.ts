import { join } from 'node:path';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../../cli/cli-output';
import { corpusDirOf } from '../../distillation/eval/reference-sets';
import { CorpusCommandRunner } from '../../../cli/cli-options';
import { LocalEmbedder } from '../../../providers/embedding/local-embedder';
import { readJsonLines } from '../../search/eval/scratch-database';
import { DEFAULT_TOPIC_THRESHOLD } from '../../../config/gaps.config';
import { clusterByAverageLinkage, pairwiseScores } from '../topic-clustering';
import { UNCOVERED_QUESTIONS } from './uncovered-questions';

interface Options {
  corpus?: string;
  set?: string;
  qa4faq?: string;
  json?: boolean;
}

interface LabelledSet {
  name: string;
  questions: string[];
  truth: Array<Set<string>>;
  /** The knowledge base's own text, which the local embedder fits its term weights on (as the index does). */
  fitTexts: string[];
}

interface SetReport {
  name: string;
  questions: number;
  true_topics: number;
  at_default: Scores;
  sweep: Scores[];
}

interface Scores {
  threshold: number;
  topics: number;
  precision: number;
  recall: number;
  f1: number;
  f05: number;
}

const SWEEP = [0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6];
const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * kb eval:gaps: does the gap clustering put paraphrases of one missing topic together and keep
 * different topics apart? Pairwise precision/recall against a known grouping, with the offline
 * local embedder, on three sets: QA4FAQ dev queries in two halves split by FAQ (a query's FAQ is
 * "held out": the embedder is fitted on the other FAQs only, so these are questions the knowledge
 * base does not cover; truth = same relevant FAQ) — the threshold is chosen on the `tune` half
 * only — and the corpus's 16 uncovered questions with two paraphrases each (reported only).
 */
@Command({ name: 'eval:gaps', description: 'Measure the gap clustering (pairwise precision/recall) on uncovered questions' })
export class EvalGapsCommand extends CorpusCommandRunner('folder with tickets.jsonl (the embedder is fitted on it)') {
  async run(_params: string[], options: Options): Promise<void> {
    const sets: LabelledSet[] = [];
    const qa4faq = options.qa4faq ?? process.env.QA4FAQ_DIR;
    if (qa4faq) sets.push(...qa4faqHalves(qa4faq));
    sets.push(corpusSet(corpusDirOf(options)));
    const reports: SetReport[] = [];
    for (const set of sets) reports.push(await evaluate(set));
    // The rule the default was chosen by, re-applied so a drift shows: best F0.5 (precision counts
    // double: a topic mixing two gaps misleads more than a gap split in two) on the tune half.
    const tune = reports.find((r) => r.name === 'qa4faq-tune');
    const chosen = tune ? [...tune.sweep].sort((a, b) => b.f05 - a.f05 || a.threshold - b.threshold)[0].threshold : null;
    const report = { default_threshold: DEFAULT_TOPIC_THRESHOLD, best_on_tune_by_f05: chosen, tuned_on: tune ? 'qa4faq-tune' : null, sets: reports };
    if (options.json) return printJson(report);
    console.log(`Gap clustering, local embedder, average linkage; threshold ${DEFAULT_TOPIC_THRESHOLD} (chosen on the QA4FAQ tune half by F0.5; this run's best there: ${chosen ?? 'n/a, pass --qa4faq'})`);
    for (const r of reports) {
      const d = r.at_default;
      console.log(`\n${r.name}: ${r.questions} questions, ${r.true_topics} true topics → ${d.topics} topics; pairwise precision ${d.precision.toFixed(3)}, recall ${d.recall.toFixed(3)}, F1 ${d.f1.toFixed(3)}, F0.5 ${d.f05.toFixed(3)}`);
      console.log('  threshold  topics  precision  recall  F1     F0.5');
      for (const s of r.sweep) console.log(`  ${s.threshold.toFixed(2).padStart(9)}  ${String(s.topics).padStart(6)}  ${s.precision.toFixed(3).padStart(9)}  ${s.recall.toFixed(3).padStart(6)}  ${s.f1.toFixed(3)}  ${s.f05.toFixed(3)}`);
    }
  }

  @Option({ flags: '--qa4faq <dir>', description: 'QA4FAQ folder (units.jsonl, queries.dev.jsonl), read in place; default $QA4FAQ_DIR' })
  parseQa4faq(value: string): string {
    return value;
  }
}

async function evaluate(set: LabelledSet): Promise<SetReport> {
  const embedder = new LocalEmbedder();
  embedder.load(await embedder.fit(set.fitTexts));
  const vectors = await embedder.embed(set.questions, 'query');
  const at = (threshold: number): Scores => {
    const clusters = clusterByAverageLinkage(vectors, threshold);
    const s = pairwiseScores(clusters, set.truth);
    return { threshold, topics: clusters.length, precision: round(s.precision), recall: round(s.recall), f1: round(s.f1), f05: round(s.precision + s.recall === 0 ? 0 : (1.25 * s.precision * s.recall) / (0.25 * s.precision + s.recall)) };
  };
  return {
    name: set.name,
    questions: set.questions.length,
    true_topics: new Set(set.truth.map((t) => [...t].sort().join('|'))).size,
    at_default: at(DEFAULT_TOPIC_THRESHOLD),
    sweep: SWEEP.map(at),
  };
}

/**
 * The dev queries split by their first relevant FAQ (numeric id even → tune, odd → report), so a
 * FAQ's paraphrases are all on one side. Each half's FAQs are held out of the fitted text.
 */
function qa4faqHalves(dir: string): LabelledSet[] {
  const units = readJsonLines(join(dir, 'units.jsonl')).map(({ value }) => value as { id: string; problem: string; solution: string; search_phrases?: string[] });
  const queries = readJsonLines(join(dir, 'queries.dev.jsonl')).map(({ n, value }) => {
    const q = value as { question?: unknown; relevant?: unknown };
    if (typeof q.question !== 'string' || !Array.isArray(q.relevant) || q.relevant.length === 0) throw new CliError(`${dir}/queries.dev.jsonl line ${n}: expected {"question","relevant":[…]}`);
    return { question: q.question, relevant: (q.relevant as unknown[]).map(String) };
  });
  return (['tune', 'report'] as const).map((half) => {
    const mine = queries.filter((q) => (Number(q.relevant[0]) % 2 === 0) === (half === 'tune'));
    const heldOut = new Set(mine.flatMap((q) => q.relevant));
    return {
      name: `qa4faq-${half}`,
      questions: mine.map((q) => q.question),
      truth: mine.map((q) => new Set(q.relevant)),
      fitTexts: units.filter((u) => !heldOut.has(u.id)).map((u) => [u.problem, u.solution, ...(u.search_phrases ?? [])].join('\n')),
    };
  });
}

/** The uncovered corpus questions and their paraphrases; the embedder fitted on the corpus tickets (what the units are made of). */
function corpusSet(dir: string): LabelledSet {
  const tickets = readJsonLines(join(dir, 'tickets.jsonl')).map(({ value }) => value as { subject: string; messages: Array<{ body: string; visibility: string }> });
  return {
    name: 'corpus-uncovered',
    questions: UNCOVERED_QUESTIONS.map((q) => q.question),
    truth: UNCOVERED_QUESTIONS.map((q) => new Set([q.topic])),
    fitTexts: tickets.map((t) => [t.subject, ...t.messages.filter((m) => m.visibility === 'public').map((m) => m.body)].join('\n')),
  };
}
