import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Command, Option } from 'nest-commander';
import { asCliError, CliError, printJson } from '../../../cli/cli-output';
import { ownValue } from '../../../lib/tables/text-table';
import { corpusDirOf } from '../../distillation/eval/reference-sets';
import { CorpusCommandRunner } from '../../../cli/cli-options';
import type { AppConfig } from '../../../config/config';
import { loadConfig } from '../../../config/config.module';
import { productKey } from '../../../common/fields';
import { percentile } from '../../../lib/stats/percentile';
import { KnowledgeService } from '../../knowledge/knowledge.service';
import { UnitsImportService } from '../../knowledge/units-import.service';
import { ClusteringService } from '../../search/clustering.service';
import { IndexingService } from '../../search/indexing.service';
import { readJsonLines, withScratchContext } from '../../search/eval/scratch-database';
import { SearchService } from '../../search/search.service';
import { searchQuery } from '../assistants/extractive.assistant';
import { ChatRepository } from '../chat.repository';
import { ChatService, type TurnResult } from '../chat.service';
import type { Conversation } from '../chat.tables';
import { probability, type ConfidenceModels } from '../confidence/decision';
import { confidenceFeatures, type Features } from '../confidence/features';
import { CURVE_THRESHOLDS, featureAucs, fitLogistic, logLoss, precisionCoverageCurve, thresholdForPrecision, type CurveRow } from '../confidence/fit';
import { CONFIDENCE_MODELS } from '../confidence/weights';
import { CollectingSink } from '../sse-writer';
import { answerGrounding, type GroundingReport } from './answer-grounding';
import { ChatEvalModule } from './chat-eval.module';
import { equivalentsOf, readEquivalentFiles, withEquivalents } from '../../../lib/eval/judged-equivalents';
import { groupsOfUnits } from './chat-metrics';
import {
  countFollowUps,
  countOutcomes,
  heldOutUnits,
  inPart,
  productChoice,
  productsOfGroups,
  type FollowUpCounts,
  type FollowUpTurn,
  type OutcomeCounts,
  type QueryPart,
  type TurnOutcome,
} from './chat-outcomes';
import { buildCorpusKnowledge, unitSourceTickets } from './corpus-knowledge';

interface Options {
  corpus?: string;
  set?: string;
  units?: string;
  queries?: string;
  holdout?: number;
  seed?: number;
  part?: QueryPart;
  fit?: boolean;
  equivalents?: string;
  skipFollowUp?: boolean;
  distiller?: CorpusDistiller;
  json?: boolean;
  details?: boolean;
}

/** The precision the fit's suggested answer threshold reaches on the questions it was fitted on. */
const FIT_TARGET_PRECISION = 0.9;
/**
 * The floor on a «Forse cercava:» set's relevance the fit proposes: the suggest threshold at which
 * (and above which) at least two sets in three hold a unit about the question, among the questions
 * not answered. Below it the assistant says it does not know and offers a person: three buttons
 * unrelated to the question cost the customer more than a plain "I do not know" (issue 31).
 */
const FIT_SUGGEST_PRECISION = 2 / 3;
/** A suggest threshold showing fewer sets than this is not judged (the tail of the curve). */
const FIT_SUGGEST_MIN_SETS = 10;
const DEFAULT_SEED = 2016;

/** The follow-up asked after every right answer, in the same conversation (issue 13.3). */
const FOLLOW_UP = 'e se non funziona ancora?';

/** One question of a run: whether the knowledge base covers it, and which units answer it. */
interface EvalQuestion {
  question: string;
  /** The ground truth's label, for the details (group, or the relevant ids). */
  label: string;
  covered: boolean;
  /**
   * The product the customer uses, as the ground truth knows it (the corpus: its group's
   * product); null when it knows none. What the customer picks when asked which product.
   */
  product: string | null;
  isRight(unitId: number): boolean;
  /** With `--equivalents`: the same question scored by its labels plus the FAQs judged to answer it as they do. */
  judged?: { covered: boolean; isRight(unitId: number): boolean };
}

interface EvalSet {
  source: string;
  knowledge: Record<string, unknown>;
  questions: EvalQuestion[];
}

export interface ChatEvalDetail {
  question: string;
  label: string;
  covered: boolean;
  /** After the product choice, when the assistant asked which product and the customer could pick theirs. */
  outcome: TurnOutcome;
  first_outcome: TurnOutcome;
  /** The product question: the products offered, and the one picked (null: the question's product was not offered, or is unknown). */
  product_question: { offered: string[]; chosen: string | null } | null;
  /** The follow-up after a right answer (or after choosing a right suggestion): the unit searched first, and the outcome. */
  follow_up: { after: 'answer' | 'choice'; first_unit: number | null; first_unit_right: boolean; outcome: TurnOutcome } | null;
  right: boolean;
  /** With `--equivalents`: the same question by its labels plus the judged equivalents. */
  judged?: { covered: boolean; right: boolean };
  citations: number[];
  suggestions: number[];
  answer_confidence: number;
  suggest_confidence: number;
  top: Array<{ unit_id: number; right: boolean; score: number; cosine: number; lexical: number | null; semantic: number | null }>;
  flags: string[];
  /** An answer's check against the units it cites (answer-grounding.ts); null when not answered. */
  grounding: GroundingReport | null;
  first_delta_ms: number | null;
  full_ms: number;
}

/**
 * The counts are of each question's outcome after the product choice (the customer picks the
 * question's product when asked which one); `first_turn` counts the first replies, the product
 * question as declined.
 */
export interface ChatEvalReport extends OutcomeCounts {
  first_turn: OutcomeCounts;
  product_question: { asked: number; chosen: number; product_not_offered: number; product_unknown: number };
  /** "e se non funziona ancora?" in the same conversation after each right answer, and after choosing a right suggestion. */
  follow_up: { after_answer: FollowUpCounts; after_choice: FollowUpCounts };
  assistant: string;
  source: string;
  part: QueryPart;
  thresholds: { answer: number; suggest: number };
  knowledge: Record<string, unknown>;
  /** Answering at each threshold of the answer confidence (the suggest rule aside): over every question of the run. */
  curve: Array<CurveRow & { covered_answered_right: number }>;
  /**
   * Suggesting at each threshold of the suggest confidence, over the questions the answer
   * threshold leaves unanswered: `answered` = sets shown, `right` = sets holding a right unit,
   * `precision` = their share (1 − the share of sets with no unit about the question).
   */
  suggest_curve: CurveRow[];
  latency_ms: { first_delta: { p50: number; p95: number }; full_answer: { p50: number; p95: number } };
  flagged_invalid_citations: number;
  /** The answers checked against the units they cite: steps the units do not contain, details (numbers, links) found in none. */
  answer_grounding: { answers: number; with_faults: number; added_step: number; invented_detail: number };
  /** With `--equivalents`: the outcomes scored by the labels plus the judged equivalents (the labels alone are the counts above). */
  judged?: OutcomeCounts & { pairs: number };
  fit?: FitReport;
  details?: ChatEvalDetail[];
}

interface FitReport {
  questions: number;
  models: ConfidenceModels;
  log_loss: { answer: { before: number; after: number }; suggest: { before: number; after: number } };
  /** Thresholds proposed for the fitted models, on these same questions (in-sample). */
  proposed: { answer: number; suggest: number };
  /** Each feature alone: AUC for "the first hit is right" (answer) and "a right unit among the first three" (suggest). */
  feature_auc: { answer: Record<string, number>; suggest: Record<string, number> };
  curve: CurveRow[];
}

/**
 * kb eval:chat: a knowledge base in a scratch database, then every question asked through the
 * same ChatService as the API (each in a new conversation) and counted by outcome.
 *  - the corpus (default): its tickets through intake and the DistillTicket jobs (rules
 *    distiller), every pending unit approved and indexed; its questions.jsonl scored by group;
 *  - `--units U.jsonl --queries Q.jsonl` (the units:import / eval:retrieval formats):
 *    U minus a fixed, seeded `--holdout` fraction of the units; a question whose relevant units
 *    are all held out is uncovered. `--part tune|report` asks one fixed half of the questions.
 * `--fit` also fits the confidence models on the run's questions and prints them (weights.ts).
 */
@Command({ name: 'eval:chat', description: 'Ask questions to the chat assistant over a scratch knowledge base, and count answers, suggestions, declines' })
export class EvalChatCommand extends CorpusCommandRunner('folder with tickets.jsonl, ground-truth.jsonl and questions.jsonl') {
  async run(_params: string[], options: Options): Promise<void> {
    if ((options.units === undefined) !== (options.queries === undefined)) throw new CliError('--units FILE and --queries FILE go together');
    if (options.units === undefined && options.holdout) throw new CliError('--holdout needs --units and --queries (the corpus is distilled, not held out)');
    if (options.equivalents !== undefined && options.units === undefined) throw new CliError('--equivalents goes with --units and --queries');
    const part = options.part ?? 'all';
    const config = loadConfig();
    const equivalentPairs = options.equivalents ? asCliError(() => readEquivalentFiles(options.equivalents!)) : [];
    const equivalents = options.equivalents ? equivalentsOf(equivalentPairs) : null;
    if (options.distiller !== undefined && options.units !== undefined) throw new CliError('--distiller goes with the corpus (--units are imported, not distilled)');
    const distiller = options.distiller ?? 'rules';
    // One worker: a model's pair checks read the units the earlier tickets made, so the order is fixed.
    const overrides: Record<string, string> = distiller === 'rules' ? { DISTILLER: 'rules', WORKER_CONCURRENCY: '1' } : { WORKER_CONCURRENCY: '1' };
    const report = await withScratchContext('chat_eval', ChatEvalModule, overrides, async (app) => {
      const set = options.units
        ? await unitsSet(app, options.units, options.queries!, options.holdout ?? 0, options.seed ?? DEFAULT_SEED, part, equivalents)
        : await corpusSet(app, corpusDirOf(options), part, distiller === 'rules' ? 'the rules distiller' : `the configured distiller (${config.DISTILLER})`);
      return evaluate(app, set, part, config, { fit: options.fit === true, followUp: options.skipFollowUp !== true, pairs: equivalentPairs.length });
    });
    if (!options.details) delete report.details;
    if (options.json) printJson(report);
    else printHuman(report);
  }

  @Option({ flags: '--units <file>', description: 'knowledge units (JSON Lines, as units:import reads them) instead of the corpus' })
  parseUnits(value: string): string {
    return value;
  }

  @Option({ flags: '--queries <file>', description: 'questions {"question","relevant":[unit ids]} (JSON Lines), with --units' })
  parseQueries(value: string): string {
    return value;
  }

  @Option({ flags: '--holdout <fraction>', description: 'share of the units left out of the knowledge base (seeded), e.g. 0.25' })
  parseHoldout(value: string): number {
    const n = Number(value);
    if (!(n >= 0 && n < 1)) throw new CliError(`--holdout must be at least 0 and below 1, got "${value}"`);
    return n;
  }

  @Option({ flags: '--seed <n>', description: `seed of the held-out units (default ${DEFAULT_SEED})` })
  parseSeed(value: string): number {
    if (!/^\d{1,9}$/.test(value)) throw new CliError(`--seed must be a whole number, got "${value}"`);
    return Number(value);
  }

  @Option({ flags: '--part <part>', description: 'tune | report | all: the fixed half of the questions to ask (FNV-1a(question) even = tune)' })
  parsePart(value: string): QueryPart {
    if (value !== 'tune' && value !== 'report' && value !== 'all') throw new CliError(`--part must be tune, report or all, got "${value}"`);
    return value;
  }

  @Option({ flags: '--equivalents <files>', description: 'FAQ pairs {"a","b"} (JSON Lines, dataset ids; comma-separated files): b judged to answer the questions labelled a; scores both ways' })
  parseEquivalents(value: string): string {
    return value;
  }

  @Option({ flags: '--skip-follow-up', description: `do not ask "${'e se non funziona ancora?'}" after right answers (a recorded model: half the requests)` })
  parseSkipFollowUp(): boolean {
    return true;
  }

  @Option({ flags: '--distiller <which>', description: 'rules (default) | configured: who distils the corpus into units; configured = DISTILLER of the environment (a model, e.g. recorded answers)' })
  parseDistiller(value: string): CorpusDistiller {
    if (value !== 'rules' && value !== 'configured') throw new CliError(`--distiller must be rules or configured, got "${value}"`);
    return value;
  }

  @Option({ flags: '--fit', description: 'fit the confidence models on these questions and print them (for weights.ts)' })
  parseFit(): boolean {
    return true;
  }

  @Option({ flags: '--details', description: 'one row per question (outcome, confidences, first hits)' })
  parseDetails(): boolean {
    return true;
  }
}

/** Who distils the corpus into the knowledge base the chat answers from. */
type CorpusDistiller = 'rules' | 'configured';

async function corpusSet(app: INestApplicationContext, corpus: string, part: QueryPart, distilledBy: string): Promise<EvalSet> {
  const questions = readCorpusQuestions(join(corpus, 'questions.jsonl')).filter((q) => inPart(q.question, part));
  const truth = readTruth(join(corpus, 'ground-truth.jsonl'));
  const knowledge = await buildCorpusKnowledge(app, corpus);
  const unitGroups = groupsOfUnits(await unitSourceTickets(app), truth);
  // The product a customer asked "which product?" picks: their question's group's product.
  const groupProducts = productsOfGroups(truth, readTicketProducts(join(corpus, 'tickets.jsonl')));
  return {
    source: `corpus ${corpus} (distilled by ${distilledBy})`,
    knowledge: { ...knowledge },
    questions: questions.map((q) => ({
      question: q.question,
      label: q.group ?? '(not covered)',
      covered: q.group !== null,
      product: q.group === null ? null : (groupProducts.get(q.group) ?? null),
      isRight: (unitId: number) => q.group !== null && (unitGroups.get(unitId)?.has(q.group) ?? false),
    })),
  };
}

async function unitsSet(
  app: INestApplicationContext,
  unitsFile: string,
  queriesFile: string,
  holdout: number,
  seed: number,
  part: QueryPart,
  equivalents: ReadonlyMap<string, ReadonlySet<string>> | null,
): Promise<EvalSet> {
  const lines = readJsonLines(unitsFile).map(({ n, value }) => {
    const id = (value as { id?: unknown }).id;
    if (typeof id !== 'string' && typeof id !== 'number') throw new CliError(`${unitsFile} line ${n}: needs "id"`);
    return { id: String(id), value };
  });
  const held = heldOutUnits(
    lines.map((l) => l.id),
    holdout,
    seed,
  );
  // The kept units through the same import as `kb units:import --approve`, from a private copy.
  const kept = join(mkdtempSync(join(tmpdir(), 'eval-chat-')), 'units.jsonl');
  writeFileSync(kept, lines.filter((l) => !held.has(l.id)).map((l) => JSON.stringify(l.value)).join('\n') + '\n');
  const imported = await app.get(UnitsImportService).importFile(kept, { approve: true, enqueueIndexing: false });
  if (imported.errors.length > 0) throw new CliError(`${unitsFile}: line ${imported.errors[0].line}: ${imported.errors[0].error}`);
  const indexing = app.get(IndexingService);
  for (const id of imported.unit_ids) await indexing.indexUnit(id);
  const clustering = await app.get(ClusteringService).cluster();
  // As an API process after its start: code lists and the lexical index in memory.
  await app.get(SearchService).warmCodeCache();
  const externalOf = new Map([...(await app.get(KnowledgeService).externalIdMap())].map(([external, id]) => [id, external]));

  const queries = readQueries(queriesFile).filter((q) => inPart(q.question, part));
  return {
    source: `${unitsFile} minus ${held.size} held-out units (holdout ${holdout}, seed ${seed}); ${queriesFile}`,
    knowledge: { units: lines.length, held_out: held.size, imported: imported.unit_ids.length, index: { chunks: clustering.chunks, mode: clustering.mode } },
    questions: queries.map((q) => {
      const relevant = new Set(q.relevant);
      const judged = equivalents && withEquivalents(q.relevant, equivalents);
      return {
        question: q.question,
        label: q.relevant.join(','),
        covered: q.relevant.some((id) => !held.has(id)),
        // The queries format has no product: asked which product, the first reply stands.
        product: null,
        isRight: (unitId: number) => relevant.has(externalOf.get(unitId) ?? ''),
        ...(judged && {
          judged: { covered: [...judged].some((id) => !held.has(id)), isRight: (unitId: number) => judged.has(externalOf.get(unitId) ?? '') },
        }),
      };
    }),
  };
}

async function evaluate(
  app: INestApplicationContext,
  set: EvalSet,
  part: QueryPart,
  config: AppConfig,
  run: { fit: boolean; followUp: boolean; pairs: number },
): Promise<ChatEvalReport> {
  const repository = app.get(ChatRepository);
  const chat = app.get(ChatService);
  const search = app.get(SearchService);
  const knowledge = app.get(KnowledgeService);
  const details: ChatEvalDetail[] = [];
  const labelled: Array<{ features: Features | null; top1: boolean; top3: boolean; covered: boolean }> = [];
  const followUps: Record<'answer' | 'choice', FollowUpTurn[]> = { answer: [], choice: [] };
  const unitsOf = (turn: TurnResult) => (turn.outcome === 'suggested' ? turn.suggestions.map((u) => u.unit_id) : turn.citations);
  const firstTurns: TurnResult[] = [];
  for (const q of set.questions) {
    const { id } = await chat.createConversation({ locale: 'it', product: null });
    const conversation = (await repository.findConversation(id))!;
    const sink = new CollectingSink();
    const first = await chat.reply(conversation, q.question, sink);
    const done = sink.first('done');
    firstTurns.push(first);
    // Asked which product: the customer picks theirs, when the ground truth knows it and it is offered.
    let turn = first;
    let productQuestion: ChatEvalDetail['product_question'] = null;
    if (first.products) {
      const chosen = productChoice(first.products, q.product);
      productQuestion = { offered: first.products, chosen };
      if (chosen) turn = await chat.chooseProduct(conversation, chosen, new CollectingSink());
    }
    const followUp = run.followUp ? await askFollowUp(chat, repository, conversation.id, turn, q) : null;
    if (followUp) followUps[followUp.after].push({ searched: followUp.searched, given: followUp.given, outcome: followUp.turn.outcome, units: unitsOf(followUp.turn), isRight: q.isRight });
    // The hits the assistant decided on (the same query, the same search), for the curve and the fit.
    const query = searchQuery(q.question);
    const { results } = await search.search({ q: query, product: null, locale: 'it', limit: 5 });
    const features = confidenceFeatures(query, results);
    const units = unitsOf(turn);
    const cited = turn.outcome === 'answered' ? await knowledge.servedTexts(turn.citations) : [];
    labelled.push({ features, top1: !!results[0] && q.isRight(results[0].unit_id), top3: results.slice(0, 3).some((h) => q.isRight(h.unit_id)), covered: q.covered });
    details.push({
      question: q.question,
      label: q.label,
      covered: q.covered,
      outcome: turn.outcome,
      first_outcome: first.outcome,
      product_question: productQuestion,
      follow_up: followUp && {
        after: followUp.after,
        first_unit: followUp.searched[0] ?? null,
        first_unit_right: followUp.searched.length > 0 && q.isRight(followUp.searched[0]),
        outcome: followUp.turn.outcome,
      },
      right: units.some((u) => q.isRight(u)),
      ...(q.judged && { judged: { covered: q.judged.covered, right: units.some((u) => q.judged!.isRight(u)) } }),
      citations: turn.citations,
      suggestions: turn.suggestions.map((s) => s.unit_id),
      answer_confidence: features ? round4(probability(CONFIDENCE_MODELS.answer, features)) : 0,
      suggest_confidence: features ? round4(probability(CONFIDENCE_MODELS.suggest, features)) : 0,
      top: results.slice(0, 3).map((h) => ({ unit_id: h.unit_id, right: q.isRight(h.unit_id), score: h.score, cosine: h.cosine, lexical: h.ranks.lexical, semantic: h.ranks.semantic })),
      flags: [...first.flags, ...(turn === first ? [] : turn.flags.map((f) => `after_product:${f}`))],
      grounding: turn.outcome === 'answered' ? answerGrounding(turn.text, cited, q.question) : null,
      first_delta_ms: sink.first('delta')?.at ?? null,
      full_ms: done?.at ?? first.duration_ms,
    });
  }
  // The product question cites and offers nothing: the first turn counts it as declined.
  const firstTurn = countOutcomes(firstTurns.map((t, i) => ({ covered: details[i].covered, outcome: t.outcome, units: unitsOf(t), isRight: set.questions[i].isRight })));
  const counts = countOutcomes(
    details.map((d, i) => ({
      covered: d.covered,
      outcome: d.outcome,
      units: d.outcome === 'suggested' ? d.suggestions : d.citations,
      isRight: set.questions[i].isRight,
    })),
  );
  const first = details.flatMap((d) => (d.first_delta_ms === null ? [] : [d.first_delta_ms]));
  const full = details.map((d) => d.full_ms);
  const coveredCount = details.filter((d) => d.covered).length;
  const curve = precisionCoverageCurve(
    details.map((d, i) => ({ confidence: d.answer_confidence, right: labelled[i].top1 })),
    CURVE_THRESHOLDS,
  ).map((row) => ({ ...row, covered_answered_right: coveredCount ? round4(row.right / coveredCount) : 0 }));
  const suggestCurve = precisionCoverageCurve(
    details.flatMap((d, i) => (d.answer_confidence >= config.CHAT_ANSWER_CONFIDENCE ? [] : [{ confidence: d.suggest_confidence, right: labelled[i].top3 }])),
    CURVE_THRESHOLDS,
  );
  return {
    assistant: chat.assistantName,
    source: set.source,
    part,
    thresholds: { answer: config.CHAT_ANSWER_CONFIDENCE, suggest: config.CHAT_SUGGEST_CONFIDENCE },
    knowledge: set.knowledge,
    ...counts,
    first_turn: firstTurn,
    product_question: {
      asked: details.filter((d) => d.product_question).length,
      chosen: details.filter((d) => d.product_question?.chosen).length,
      product_not_offered: details.filter((d, i) => d.product_question && !d.product_question.chosen && set.questions[i].product).length,
      product_unknown: details.filter((d, i) => d.product_question && !set.questions[i].product).length,
    },
    follow_up: { after_answer: countFollowUps(followUps.answer), after_choice: countFollowUps(followUps.choice) },
    curve,
    suggest_curve: suggestCurve,
    latency_ms: {
      first_delta: { p50: round1(percentile(first, 50)), p95: round1(percentile(first, 95)) },
      full_answer: { p50: round1(percentile(full, 50)), p95: round1(percentile(full, 95)) },
    },
    flagged_invalid_citations: details.filter((d) => d.flags.includes('invalid_citation')).length,
    answer_grounding: groundingCounts(details),
    ...(set.questions.some((q) => q.judged) && {
      judged: {
        pairs: run.pairs,
        ...countOutcomes(details.map((d, i) => ({ covered: set.questions[i].judged!.covered, outcome: d.outcome, units: d.outcome === 'suggested' ? d.suggestions : d.citations, isRight: set.questions[i].judged!.isRight }))),
      },
    }),
    ...(run.fit ? { fit: fitModels(labelled) } : {}),
    details,
  };
}

/**
 * The follow-up check (issue 13.3): after a right answer — or a right suggestion, which the
 * customer then picks, as a customer would — the customer writes "e se non funziona ancora?" in
 * the same conversation. Returns that turn and the units its search returned, best first; null
 * when the turn before was not right (nothing to follow up on).
 */
async function askFollowUp(
  chat: ChatService,
  repository: ChatRepository,
  conversationId: string,
  turn: TurnResult,
  q: EvalQuestion,
): Promise<{ after: 'answer' | 'choice'; turn: TurnResult; searched: number[]; given: number[] } | null> {
  const current = async (): Promise<Conversation> => (await repository.findConversation(conversationId))!;
  let after: 'answer' | 'choice';
  let given: number[];
  if (turn.outcome === 'answered' && q.covered && turn.citations.some((u) => q.isRight(u))) {
    after = 'answer';
    given = turn.citations;
  } else {
    const right = turn.outcome === 'suggested' ? turn.suggestions.find((u) => q.isRight(u.unit_id)) : undefined;
    if (!right) return null;
    given = (await chat.choose(await current(), { message_id: turn.message_id, unit_id: right.unit_id }, new CollectingSink())).citations;
    after = 'choice';
  }
  const followUp = await chat.reply(await current(), FOLLOW_UP, new CollectingSink());
  return { after, turn: followUp, searched: followUp.consulted, given };
}

/**
 * Fits both models on the run's questions: `answer` on "the first hit is right", `suggest` on "a
 * right unit is among the first three"; then proposes thresholds on the same questions.
 */
function fitModels(labelled: Array<{ features: Features | null; top1: boolean; top3: boolean }>): FitReport {
  const rows = labelled.filter((l): l is { features: Features; top1: boolean; top3: boolean } => l.features !== null);
  const answerSet = rows.map((r) => ({ features: r.features, label: r.top1 }));
  const suggestSet = rows.map((r) => ({ features: r.features, label: r.top3 }));
  const models: ConfidenceModels = { answer: fitLogistic(answerSet), suggest: fitLogistic(suggestSet) };
  const answerPoints = rows.map((r) => ({ confidence: probability(models.answer, r.features), right: r.top1 }));
  const answer = thresholdForPrecision(answerPoints, FIT_TARGET_PRECISION);
  // Among the questions left unanswered: the lowest suggest threshold whose sets (and every higher one's) hold a right unit often enough.
  const unanswered = rows.filter((r) => probability(models.answer, r.features) < answer);
  const suggest = thresholdForPrecision(
    unanswered.map((r) => ({ confidence: probability(models.suggest, r.features), right: r.top3 })),
    FIT_SUGGEST_PRECISION,
    FIT_SUGGEST_MIN_SETS,
  );
  return {
    questions: rows.length,
    models,
    log_loss: {
      answer: { before: round4(logLoss(CONFIDENCE_MODELS.answer, answerSet)), after: round4(logLoss(models.answer, answerSet)) },
      suggest: { before: round4(logLoss(CONFIDENCE_MODELS.suggest, suggestSet)), after: round4(logLoss(models.suggest, suggestSet)) },
    },
    proposed: { answer, suggest },
    feature_auc: { answer: featureAucs(answerSet), suggest: featureAucs(suggestSet) },
    curve: precisionCoverageCurve(answerPoints, CURVE_THRESHOLDS),
  };
}

function readCorpusQuestions(path: string): Array<{ question: string; group: string | null }> {
  return readJsonLines(path).map(({ n, value: line }) => {
    const value = line as { question?: unknown; group?: unknown };
    if (typeof value.question !== 'string' || !(value.group === null || typeof value.group === 'string')) {
      throw new CliError(`${path} line ${n}: needs "question" (string) and "group" (string or null)`);
    }
    return { question: value.question, group: value.group };
  });
}

function groundingCounts(details: readonly ChatEvalDetail[]): ChatEvalReport['answer_grounding'] {
  const checked = details.flatMap((d) => (d.grounding ? [d.grounding] : []));
  return {
    answers: checked.length,
    with_faults: checked.filter((g) => g.faults.length > 0).length,
    added_step: checked.filter((g) => g.faults.includes('added_step')).length,
    invented_detail: checked.filter((g) => g.faults.includes('invented_detail')).length,
  };
}

function readQueries(path: string): Array<{ question: string; relevant: string[] }> {
  return readJsonLines(path).map(({ n, value }) => {
    const query = value as { question?: unknown; relevant?: unknown };
    if (typeof query.question !== 'string' || !Array.isArray(query.relevant)) throw new CliError(`${path} line ${n}: needs "question" and "relevant"`);
    return { question: query.question, relevant: query.relevant.map(String) };
  });
}

/** Each corpus ticket's product key (external id → key; null without a product). */
function readTicketProducts(path: string): Map<string, string | null> {
  return new Map(
    readJsonLines(path).map(({ value: line }) => {
      const value = line as { external_id?: unknown; product?: unknown };
      return [String(value.external_id), typeof value.product === 'string' && value.product.trim() ? productKey(value.product) : null];
    }),
  );
}

function readTruth(path: string): Map<string, string> {
  return new Map(
    readJsonLines(path).map(({ value: line }) => {
      const value = line as { external_id?: unknown; group?: unknown };
      return [String(value.external_id), String(value.group)];
    }),
  );
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function printHuman(r: ChatEvalReport): void {
  console.log(`eval:chat — assistant ${r.assistant} (answer at confidence ≥ ${r.thresholds.answer}, suggest at ≥ ${r.thresholds.suggest}); part ${r.part}`);
  console.log(`  knowledge: ${r.source}; ${JSON.stringify(r.knowledge)}`);
  const p = r.product_question;
  console.log(
    `  asked which product: ${p.asked} (the customer picked the question's product ${p.chosen}; it was not offered ${p.product_not_offered}; ` +
      `no product known ${p.product_unknown}: the first reply stands). Outcomes after the product choice:`,
  );
  printOutcomes(r);
  if (r.judged) {
    console.log(`  the same outcomes scored by the labels plus ${r.judged.pairs} judged equivalent FAQ pairs:`);
    printOutcomes(r.judged);
  }
  console.log('  first replies (the product question counted as declined):');
  printOutcomes(r.first_turn);
  console.log(
    `  in-process latency: first delta p50 ${r.latency_ms.first_delta.p50} ms, p95 ${r.latency_ms.first_delta.p95} ms; ` +
      `full answer p50 ${r.latency_ms.full_answer.p50} ms, p95 ${r.latency_ms.full_answer.p95} ms`,
  );
  for (const [after, f] of [['a right answer', r.follow_up.after_answer], ['choosing a right suggestion', r.follow_up.after_choice]] as const) {
    console.log(
      `  "${FOLLOW_UP}" after ${after} (${f.asked}): a right unit searched first ${f.first_unit_right}; ` +
        `answered right ${f.answered_right}, wrong ${f.answered_wrong}, suggested right ${f.suggested_right}, without ${f.suggested_wrong}, ` +
        `nothing new (a person offered) ${f.declined}; the unit already given repeated ${f.repeated}`,
    );
  }
  const g = r.answer_grounding;
  console.log(`  answers checked against the units they cite: ${g.answers}; with a step the units do not contain ${g.added_step}, with a number or link they do not contain ${g.invented_detail}`);
  if (r.flagged_invalid_citations) console.log(`  answers flagged for invalid citations: ${r.flagged_invalid_citations}`);
  printCurve('precision/coverage over the answer threshold (every question of this run; suggestions aside)', r.curve);
  printCurve('suggestion sets over the suggest threshold (the questions left unanswered; precision = sets holding a right unit)', r.suggest_curve);
  if (r.fit) {
    const f = r.fit;
    console.log(`  fit on these ${f.questions} questions (in-sample): log-loss answer ${f.log_loss.answer.before} → ${f.log_loss.answer.after}, suggest ${f.log_loss.suggest.before} → ${f.log_loss.suggest.after}`);
    console.log(
      `  proposed thresholds: answer ${f.proposed.answer} (precision ≥ ${FIT_TARGET_PRECISION} here), ` +
        `suggest ${f.proposed.suggest} (sets holding a right unit ≥ ${FIT_SUGGEST_PRECISION.toFixed(3)} here)`,
    );
    console.log(`  models: ${JSON.stringify(f.models)}`);
    console.log(`  each feature alone, AUC (answer: first hit right; suggest: a right unit among the first three):`);
    for (const [name, answer] of Object.entries(f.feature_auc.answer)) {
      console.log(`    ${name.padEnd(14)} ${answer.toFixed(3)}  ${ownValue(f.feature_auc.suggest, name)?.toFixed(3)}`);
    }
    printCurve('fitted models, in-sample', f.curve);
  }
}

function printOutcomes(r: OutcomeCounts): void {
  const c = r.covered;
  const u = r.uncovered;
  console.log(
    `    covered (${c.questions}): answered right ${c.answered_right}, answered wrong ${c.answered_wrong}, ` +
      `suggested with a right unit ${c.suggested_right}, suggested without ${c.suggested_wrong}, declined ${c.declined}`,
  );
  console.log(`    uncovered (${u.questions}): answered ${u.answered}, suggested ${u.suggested}, declined ${u.declined}`);
  console.log(
    `    precision ${r.precision.toFixed(3)} (right answers / all answers); covered answered right ${pct(r.covered_answered_right)}; ` +
      `right unit answered or suggested ${pct(r.covered_right_answered_or_suggested)}; uncovered answered ${pct(r.uncovered_answered)}`,
  );
  const sets = r.suggestion_sets;
  console.log(`    «Forse cercava:» sets with no unit about the question: ${sets.without_right_unit} of ${sets.shown} (${pct(sets.share_without_right_unit)})`);
}

function printCurve(title: string, rows: Array<CurveRow & { covered_answered_right?: number }>): void {
  console.log(`  ${title}:`);
  console.log('    threshold  answered  right  precision  coverage  covered-right');
  for (const row of rows) {
    console.log(
      `    ${row.threshold.toFixed(2).padStart(9)}  ${String(row.answered).padStart(8)}  ${String(row.right).padStart(5)}  ` +
        `${row.precision.toFixed(3).padStart(9)}  ${row.coverage.toFixed(3).padStart(8)}  ${row.covered_answered_right === undefined ? '' : row.covered_answered_right.toFixed(3).padStart(13)}`,
    );
  }
}
