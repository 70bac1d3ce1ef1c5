import { writeFileSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../../cli/cli-output';
import { JsonCommandRunner } from '../../../cli/cli-options';
import { KnowledgeService } from '../../knowledge/knowledge.service';
import { UnitsImportService } from '../../knowledge/units-import.service';
import { ClusteringService } from '../clustering.service';
import { IndexingService } from '../indexing.service';
import { EVALUATION_ACTOR } from '../../audit/audit.types';
import { UnitLifecycleService } from '../../knowledge/unit-lifecycle.service';
import { SearchService, type SearchStages } from '../search.service';
import { questionDistance, type QuestionDistance } from './question-distance';
import { EvalModule } from './eval.module';
import { readJsonLines, withScratchContext } from './scratch-database';
import { percentile } from '../../../lib/stats/percentile';
import { hitAtDepths, inQueryPart, rankMetrics, roundMetric, splitQueries, type EvalQuery, type QueryPart, type RankMetrics } from './retrieval-metrics';

interface Options {
  units?: string;
  queries?: string;
  feedback?: string;
  feedbackSplit?: number;
  part?: QueryPart;
  dump?: string;
  json?: boolean;
}

/** The depths reported as the ceiling of a model reading the first k units (CHAT_MODEL_UNITS, 8 by default). */
const MODEL_UNIT_DEPTHS = [3, 5, 8, 12, 16];

const VARIANTS: Record<string, SearchStages> = {
  lexical: { lexical: true, semantic: false, rerank: false },
  semantic: { lexical: false, semantic: true, rerank: false },
  fused: { lexical: true, semantic: true, rerank: false },
  reranked: { lexical: true, semantic: true, rerank: true },
};

/**
 * kb eval:retrieval: loads the units (approved) into a scratch database, indexes and clusters
 * them with the configured providers, optionally learns phrases from feedback questions, then
 * runs every query through the same SearchService as the API.
 */
@Command({ name: 'eval:retrieval', description: 'Measure retrieval on a units/queries set in a scratch database' })
export class EvalRetrievalCommand extends JsonCommandRunner() {
  async run(_params: string[], options: Options): Promise<void> {
    if (!options.units || !options.queries) throw new CliError('--units FILE and --queries FILE are required');
    let queries = readQueries(options.queries);
    let feedback = options.feedback ? readQueries(options.feedback) : [];
    if (options.feedbackSplit !== undefined) ({ feedback, heldOut: queries } = splitQueries(queries, options.feedbackSplit));
    if (options.part && options.part !== 'all') queries = queries.filter((q) => inQueryPart(q.question, options.part!));

    const report = await withScratchContext('eval', EvalModule, {}, (app) => evaluate(app, options.units!, queries, feedback, options.dump));
    if (options.json) printJson(report);
    else printHuman(report);
  }

  @Option({ flags: '--units <file>' })
  parseUnits(value: string): string {
    return value;
  }

  @Option({ flags: '--queries <file>' })
  parseQueries(value: string): string {
    return value;
  }

  @Option({ flags: '--feedback <file>', description: 'questions learned as phrases of their first relevant unit before the run' })
  parseFeedback(value: string): string {
    return value;
  }

  @Option({ flags: '--part <part>', description: 'tune | report | all: the fixed half of the queries to ask (FNV-1a(question) even = tune, as kb eval:chat and bench:qa4faq split)' })
  parsePart(value: string): QueryPart {
    if (value !== 'tune' && value !== 'report' && value !== 'all') throw new CliError(`--part must be tune, report or all, got "${value}"`);
    return value;
  }

  @Option({
    flags: '--dump <file>',
    description: 'write each query\'s fused candidates (unit ids, branch ranks, cosines; no text) as JSON, for tuning the reranker offline',
  })
  parseDump(value: string): string {
    return value;
  }

  @Option({ flags: '--feedback-split <fraction>', description: 'use this share of --queries as feedback, the rest as queries' })
  parseSplit(value: string): number {
    const n = Number(value);
    if (!(n > 0 && n < 1)) throw new CliError(`--feedback-split must be between 0 and 1, got "${value}"`);
    return n;
  }
}

export interface RetrievalReport extends RankMetrics {
  queries: number;
  latency_ms: { p50: number; p95: number };
  /** Share of queries with a relevant unit among the first k of the whole search, per k: what a model reading k units can answer from. */
  model_units_ceiling: Record<number, number>;
  branches: Record<'lexical' | 'semantic', { hit_at_3: number }>;
  variants: Record<string, RankMetrics>;
  /** With feedback: the same queries before the phrases were learned. */
  before_feedback?: Record<string, RankMetrics>;
  feedback_questions: number;
  feedback_learned: number;
  index: { chunks: number; mode: string; clusters: number };
  /** How far the questions lie from the chunks: what kb:cluster's recall measurement was calibrated on. */
  question_distance: QuestionDistance;
}

async function evaluate(
  app: INestApplicationContext,
  unitsFile: string,
  queries: EvalQuery[],
  feedback: EvalQuery[],
  dump?: string,
): Promise<RetrievalReport> {
  const imported = await app.get(UnitsImportService).importFile(unitsFile, { approve: true, enqueueIndexing: false });
  if (imported.errors.length > 0) throw new CliError(`${unitsFile}: line ${imported.errors[0].line}: ${imported.errors[0].error}`);
  const indexing = app.get(IndexingService);
  for (const id of imported.unit_ids) await indexing.indexUnit(id);
  const clustering = await app.get(ClusteringService).cluster();

  const externalToId = await app.get(KnowledgeService).externalIdMap();
  const idToExternal = new Map([...externalToId].map(([external, id]) => [id, external]));
  const search = app.get(SearchService);
  // As an API process after its start: code lists and the lexical index in memory.
  await search.warmCodeCache();
  const runVariants = async (latencies: number[]) => {
    const runs = new Map<string, Array<{ ranked: string[]; relevant: string[] }>>();
    for (const [name, stages] of Object.entries(VARIANTS)) {
      const run: Array<{ ranked: string[]; relevant: string[] }> = [];
      runs.set(name, run);
      for (const query of queries) {
        const { results, timings } = await search.search({ q: query.question, product: null, locale: 'it', limit: 10 }, stages);
        if (name === 'reranked') latencies.push(timings.total_ms);
        run.push({ ranked: results.map((r) => idToExternal.get(r.unit_id) ?? ''), relevant: query.relevant });
      }
    }
    return Object.fromEntries([...runs].map(([name, r]) => [name, rankMetrics(r)]));
  };
  // The same held-out queries before the feedback is learned: what learned phrases add.
  const beforeFeedback = feedback.length > 0 ? await runVariants([]) : undefined;
  let learned = 0;
  const touched = new Set<number>();
  for (const query of feedback) {
    const unitId = externalToId.get(query.relevant[0]);
    if (unitId === undefined) continue;
    if ((await app.get(UnitLifecycleService).learnPhrase(unitId, query.question, 'cli', EVALUATION_ACTOR)) === 'learned') {
      learned++;
      touched.add(unitId);
    }
  }
  for (const unitId of touched) await indexing.indexUnit(unitId);

  const latencies: number[] = [];
  const variants = await runVariants(latencies);
  // A model deciding the chat's turn reads the first CHAT_MODEL_UNITS units of this same search:
  // it can answer only when a right one is among them, so hit@k is its ceiling for each k.
  const deep: Array<{ ranked: string[]; relevant: string[] }> = [];
  for (const query of queries) {
    const { results } = await search.search({ q: query.question, product: null, locale: 'it', limit: Math.max(...MODEL_UNIT_DEPTHS) }, VARIANTS.reranked);
    deep.push({ ranked: results.map((r) => idToExternal.get(r.unit_id) ?? ''), relevant: query.relevant });
  }
  if (dump) {
    const rows = [];
    for (const query of queries) {
      const { results } = await search.search({ q: query.question, product: null, locale: 'it', limit: 100 }, VARIANTS.fused);
      rows.push({
        question: query.question,
        relevant: query.relevant,
        candidates: results.map((r) => ({ id: idToExternal.get(r.unit_id) ?? '', lexical: r.ranks.lexical, semantic: r.ranks.semantic, cosine: r.cosine })),
      });
    }
    writeFileSync(dump, JSON.stringify({ queries: rows }));
  }
  return {
    queries: queries.length,
    ...variants.reranked,
    question_distance: await questionDistance(
      app,
      queries.map((q) => ({ question: q.question, units: q.relevant.flatMap((external) => externalToId.get(external) ?? []) })),
    ),
    latency_ms: { p50: roundMetric(percentile(latencies, 50)), p95: roundMetric(percentile(latencies, 95)) },
    model_units_ceiling: hitAtDepths(deep, MODEL_UNIT_DEPTHS),
    branches: { lexical: { hit_at_3: variants.lexical.hit_at_3 }, semantic: { hit_at_3: variants.semantic.hit_at_3 } },
    variants,
    ...(beforeFeedback ? { before_feedback: beforeFeedback } : {}),
    feedback_questions: feedback.length,
    feedback_learned: learned,
    index: { chunks: clustering.chunks, mode: clustering.mode, clusters: clustering.clusters },
  };
}

function readQueries(path: string): EvalQuery[] {
  return readJsonLines(path).map(({ n, value }) => {
    const query = value as { question?: unknown; relevant?: unknown };
    if (typeof query.question !== 'string' || !Array.isArray(query.relevant)) {
      throw new CliError(`${path} line ${n}: needs "question" and "relevant"`);
    }
    return { question: query.question, relevant: query.relevant.map(String) };
  });
}

function printHuman(report: RetrievalReport): void {
  console.log(`eval:retrieval — ${report.queries} queries; index: ${report.index.chunks} chunks, ${report.index.mode}, ${report.index.clusters} clusters`);
  if (report.feedback_questions) console.log(`  feedback: ${report.feedback_learned} of ${report.feedback_questions} questions learned as phrases`);
  const table = (title: string, variants: Record<string, RankMetrics>) => {
    console.log(`  ${title.padEnd(28)}hit@1   hit@3   hit@10  MRR`);
    for (const [name, m] of Object.entries(variants)) {
      console.log(`  ${name.padEnd(28)}${m.hit_at_1.toFixed(3)}   ${m.hit_at_3.toFixed(3)}   ${m.hit_at_10.toFixed(3)}   ${m.mrr.toFixed(3)}`);
    }
  };
  if (report.before_feedback) table('before feedback', report.before_feedback);
  table(report.before_feedback ? 'with learned phrases' : 'variant', report.variants);
  const qd = report.question_distance;
  const spread = (q: QuestionDistance['answer_cosine']) => `p10 ${q.p10} · p25 ${q.p25} · p50 ${q.p50} · p75 ${q.p75} · p90 ${q.p90}`;
  console.log(`  cosine of a question with its closest relevant chunk: ${spread(qd.answer_cosine)}; with the closest chunk of the index: ${spread(qd.nearest_cosine)}`);
  console.log(
    `  IVF of ${qd.ivf.clusters} lists, recall@10 averaged over the nprobe ladder: questions ${qd.ivf.questions_mean_recall}, stored chunks ${qd.ivf.stored_mean_recall}, ` +
      `chunks moved to cosine ${qd.ivf.perturbed.map((p) => `${p.cosine}: ${p.mean_recall}`).join(', ')} → as hard as the questions at cosine ${qd.ivf.matched_cosine ?? 'none of these'}`,
  );
  console.log(`  latency (whole search, in-process): p50 ${report.latency_ms.p50} ms, p95 ${report.latency_ms.p95} ms`);
  const ceiling = Object.entries(report.model_units_ceiling).map(([k, hit]) => `${k}: ${hit.toFixed(3)}`).join(' · ');
  console.log(`  a right unit among the first k units (what a model reading CHAT_MODEL_UNITS = k can answer from): ${ceiling}`);
}
