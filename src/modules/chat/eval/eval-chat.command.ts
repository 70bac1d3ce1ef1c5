import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../../cli/cli-output';
import { CorpusCommandRunner } from '../../../cli/cli-options';
import type { AppConfig } from '../../../config/config';
import { loadConfig } from '../../../config/config.module';
import { productKey } from '../../../common/fields';
import { percentile } from '../../../lib/stats/percentile';
import { readJsonLines, withScratchContext } from '../../search/eval/scratch-database';
import { SearchService } from '../../search/search.service';
import { AMBIGUITY_MARGIN, confidentHit, evidenceOf } from '../assistants/extractive-answer';
import { ChatRepository } from '../chat.repository';
import { ChatService } from '../chat.service';
import { CollectingSink } from '../sse-writer';
import { ChatEvalModule } from './chat-eval.module';
import { groupsOfUnits, scoreChat, type ChatQuestion, type ChatScore } from './chat-metrics';
import { buildCorpusKnowledge, unitSourceTickets, type CorpusKnowledgeReport } from './corpus-knowledge';

/** The follow-up asked after each right answer (a message that leans on the previous question). */
const FOLLOW_UP = 'e se non funziona ancora?';

interface Options {
  corpus?: string;
  json?: boolean;
  details?: boolean;
}

export interface ChatEvalDetail {
  question: string;
  group: string | null;
  answered: boolean;
  correct: boolean | null;
  citations: number[];
  flags: string[];
  /**
   * The products the assistant asked to choose from, or null. The question is then answered as a
   * customer would go on: a covered question chooses its group's product (from the corpus
   * tickets); an uncovered one tries every product offered, each in a new conversation, and
   * counts as answered when any choice is answered.
   */
  asked_product: string[] | null;
  /**
   * After a right answer, "e se non funziona ancora?" in the same conversation: whether its
   * search (the previous question with it) found a unit of the question's group first. Null when
   * the question was not answered right.
   */
  follow_up_same_group: boolean | null;
  /** The first units of the unscoped search, with their products (what the product question looks at). */
  first_units: Array<{ unit_id: number; product: string | null; score: number }>;
  top: {
    unit_id: number;
    groups: string[];
    score: number;
    cosine: number;
    lexical: number | null;
    semantic: number | null;
    runner_up_score: number | null;
    evidence: number;
    rule: string;
  } | null;
  first_delta_ms: number | null;
  full_ms: number;
}

export interface ChatEvalReport extends ChatScore {
  assistant: string;
  /** The extractive assistant's confidence threshold (reranker score + 2 × cosine). */
  min_evidence: number;
  distiller: string;
  knowledge: CorpusKnowledgeReport;
  latency_ms: { first_delta: { p50: number; p95: number }; full_answer: { p50: number; p95: number } };
  flagged_invalid_citations: number;
  /** Questions the assistant first answered with "which product?" (then scored on the answer after the choice). */
  asked_product: { covered: number; uncovered: number };
  /** Right answers followed by "e se non funziona ancora?": how many follow-ups found a unit of the same group first. */
  follow_ups: { asked: number; same_group_first: number };
  /**
   * What other thresholds would have done (the extractive assistant cites the best hit when its
   * evidence reaches the threshold): covered questions answered with a unit of their group,
   * covered answered with a wrong one, uncovered answered.
   */
  threshold_sweep: Array<{ min_evidence: number; covered_correct: number; covered_wrong: number; uncovered_answered: number }>;
  details?: ChatEvalDetail[];
}

/**
 * kb eval:chat: the corpus through the real pipeline into a scratch database (intake, the
 * DistillTicket jobs with the rules distiller, every pending unit approved, indexed), then every
 * corpus question asked through the same ChatService as the API, and scored against the ground
 * truth: covered questions answered with a correct citation, uncovered ones declined.
 */
@Command({ name: 'eval:chat', description: 'Ask the corpus questions to the chat assistant over the distilled corpus, and score the answers' })
export class EvalChatCommand extends CorpusCommandRunner('folder with tickets.jsonl, ground-truth.jsonl and questions.jsonl') {
  async run(_params: string[], options: Options): Promise<void> {
    const corpus = options.corpus ?? 'corpus';
    const questions = readQuestions(join(corpus, 'questions.jsonl'));
    const truth = readTruth(join(corpus, 'ground-truth.jsonl'));

    const report = await withScratchContext('chat_eval', ChatEvalModule, { DISTILLER: 'rules' }, (app) =>
      evaluate(app, corpus, questions, truth, loadConfig()),
    );
    if (!options.details) delete report.details;
    if (options.json) printJson(report);
    else printHuman(report);
  }

  @Option({ flags: '--details', description: 'one row per question (top hit, decision, citations)' })
  parseDetails(): boolean {
    return true;
  }
}

async function evaluate(
  app: INestApplicationContext,
  corpus: string,
  questions: ChatQuestion[],
  truth: Map<string, string>,
  config: AppConfig,
): Promise<ChatEvalReport> {
  const knowledge = await buildCorpusKnowledge(app, corpus);
  const repository = app.get(ChatRepository);
  const chat = app.get(ChatService);
  const search = app.get(SearchService);
  const unitGroups = groupsOfUnits(await unitSourceTickets(app), truth);
  const groupProduct = productsOfGroups(join(corpus, 'tickets.jsonl'), truth);

  const details: ChatEvalDetail[] = [];
  for (const q of questions) {
    const { id } = await chat.createConversation({ locale: 'it', product: null });
    const conversation = (await repository.findConversation(id))!;
    const sink = new CollectingSink();
    let turn = await chat.reply(conversation, q.question, sink);
    let done = sink.first('done');
    const askedProduct = turn.products;
    if (askedProduct) {
      const choices = q.group === null ? askedProduct : askedProduct.filter((p) => p === groupProduct.get(q.group!)).slice(0, 1);
      for (const [i, product] of choices.entries()) {
        // Each choice after the same first turn, in a conversation of its own (the first one reuses this one).
        let scoped = (await repository.findConversation(id))!;
        if (i > 0) {
          const other = await chat.createConversation({ locale: 'it', product: null });
          scoped = (await repository.findConversation(other.id))!;
          await chat.reply(scoped, q.question, new CollectingSink());
          scoped = (await repository.findConversation(other.id))!;
        }
        const choiceSink = new CollectingSink();
        const chosen = await chat.chooseProduct(scoped, product, choiceSink);
        if (i === 0 || chosen.answered) {
          turn = chosen;
          done = choiceSink.first('done');
        }
        if (chosen.answered) break;
      }
    }
    const { results } = await search.search({ q: q.question, product: null, locale: 'it', limit: 5 });
    const top = results[0];
    const correct = q.group === null ? null : turn.answered && turn.citations.some((u) => unitGroups.get(u)?.has(q.group!) ?? false);
    let followUpSameGroup: boolean | null = null;
    if (correct) {
      const followUp = await chat.reply((await repository.findConversation(id))!, FOLLOW_UP, new CollectingSink());
      followUpSameGroup = followUp.flags.includes('follow_up') && (unitGroups.get(followUp.consulted[0])?.has(q.group!) ?? false);
    }
    details.push({
      question: q.question,
      group: q.group,
      answered: turn.answered,
      correct,
      citations: turn.citations,
      flags: turn.flags,
      asked_product: askedProduct,
      follow_up_same_group: followUpSameGroup,
      first_units: results.slice(0, 3).map((h) => ({ unit_id: h.unit_id, product: h.product, score: h.score })),
      top: top
        ? {
            unit_id: top.unit_id,
            groups: [...(unitGroups.get(top.unit_id) ?? [])],
            score: top.score,
            cosine: top.cosine,
            lexical: top.ranks.lexical,
            semantic: top.ranks.semantic,
            runner_up_score: results[1]?.score ?? null,
            evidence: evidenceOf(top),
            rule: confidentHit(results, config.CHAT_EXTRACTIVE_MIN_EVIDENCE).reason,
          }
        : null,
      first_delta_ms: sink.first('delta')?.at ?? null,
      full_ms: done?.at ?? turn.duration_ms,
    });
  }
  const score = scoreChat(
    details.map((d) => ({ question: d.question, group: d.group, answered: d.answered, citations: d.citations })),
    unitGroups,
  );
  const first = details.flatMap((d) => (d.first_delta_ms === null ? [] : [d.first_delta_ms]));
  const full = details.map((d) => d.full_ms);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    assistant: chat.assistantName,
    min_evidence: config.CHAT_EXTRACTIVE_MIN_EVIDENCE,
    distiller: config.DISTILLER,
    knowledge,
    ...score,
    latency_ms: {
      first_delta: { p50: round(percentile(first, 50)), p95: round(percentile(first, 95)) },
      full_answer: { p50: round(percentile(full, 50)), p95: round(percentile(full, 95)) },
    },
    flagged_invalid_citations: details.filter((d) => d.flags.includes('invalid_citation')).length,
    follow_ups: {
      asked: details.filter((d) => d.follow_up_same_group !== null).length,
      same_group_first: details.filter((d) => d.follow_up_same_group === true).length,
    },
    asked_product: {
      covered: details.filter((d) => d.asked_product && d.group !== null).length,
      uncovered: details.filter((d) => d.asked_product && d.group === null).length,
    },
    threshold_sweep: [2, 2.2, 2.4, 2.6, 2.8, 3].map((min) => {
      // The same rule as the assistant's, at another threshold: enough evidence and no near-tie.
      const answered = details.filter(
        (d) => d.top && d.top.evidence >= min && !(d.top.runner_up_score !== null && d.top.score - d.top.runner_up_score < AMBIGUITY_MARGIN),
      );
      const right = (d: ChatEvalDetail) => d.group !== null && d.top!.groups.includes(d.group);
      return {
        min_evidence: min,
        covered_correct: answered.filter(right).length,
        covered_wrong: answered.filter((d) => d.group !== null && !right(d)).length,
        uncovered_answered: answered.filter((d) => d.group === null).length,
      };
    }),
    details,
  };
}

function readQuestions(path: string): ChatQuestion[] {
  return readJsonLines(path).map(({ n, value: line }) => {
    const value = line as { question?: unknown; group?: unknown };
    if (typeof value.question !== 'string' || !(value.group === null || typeof value.group === 'string')) {
      throw new CliError(`${path} line ${n}: needs "question" (string) and "group" (string or null)`);
    }
    return { question: value.question, group: value.group };
  });
}

/** Each group's product key: the product of most of its tickets (what a customer with that problem would choose). */
function productsOfGroups(ticketsPath: string, truth: Map<string, string>): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  for (const { value } of readJsonLines(ticketsPath)) {
    const ticket = value as { external_id?: unknown; product?: unknown };
    const group = truth.get(String(ticket.external_id));
    if (!group || typeof ticket.product !== 'string') continue;
    const product = productKey(ticket.product);
    const count = votes.get(group) ?? new Map<string, number>();
    count.set(product, (count.get(product) ?? 0) + 1);
    votes.set(group, count);
  }
  return new Map([...votes].map(([group, count]) => [group, [...count].sort((a, b) => b[1] - a[1])[0][0]]));
}

function readTruth(path: string): Map<string, string> {
  return new Map(
    readJsonLines(path).map(({ value: line }) => {
      const value = line as { external_id?: unknown; group?: unknown };
      return [String(value.external_id), String(value.group)];
    }),
  );
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function printHuman(r: ChatEvalReport): void {
  const k = r.knowledge;
  console.log(
    `eval:chat — assistant ${r.assistant}${r.assistant === 'extractive' ? ` (answers at evidence ≥ ${r.min_evidence})` : ''}; units distilled by ${r.distiller} from the corpus`,
  );
  console.log(
    `  knowledge: ${k.import.imported} tickets imported, ${k.worker.completed} distillation jobs, ${k.approved} units approved, ` +
      `${k.indexed} indexed (${k.index.chunks} chunks, ${k.index.mode})`,
  );
  console.log(
    `  covered questions: ${r.covered.answered_correct}/${r.covered.questions} answered with a correct citation (${pct(r.covered.share_answered_correct)}), ` +
      `${r.covered.answered_wrong} cited a wrong unit, ${r.covered.declined} declined`,
  );
  console.log(`  uncovered questions: ${r.uncovered.declined}/${r.uncovered.questions} declined (${pct(r.uncovered.share_declined)}), ${r.uncovered.answered} answered`);
  console.log(
    `  in-process latency: first delta p50 ${r.latency_ms.first_delta.p50} ms, p95 ${r.latency_ms.first_delta.p95} ms; ` +
      `full answer p50 ${r.latency_ms.full_answer.p50} ms, p95 ${r.latency_ms.full_answer.p95} ms`,
  );
  console.log(`  follow-ups ("${FOLLOW_UP}" after a right answer): ${r.follow_ups.same_group_first}/${r.follow_ups.asked} searched a unit of the same group first`);
  console.log(`  asked which product first: ${r.asked_product.covered} covered, ${r.asked_product.uncovered} uncovered (scored on the answer after the choice)`);
  if (r.flagged_invalid_citations) console.log(`  answers flagged for invalid citations: ${r.flagged_invalid_citations}`);
  if (r.assistant === 'extractive') {
    console.log(
      `  other thresholds (covered right / wrong / uncovered answered): ${r.threshold_sweep
        .map((t) => `≥${t.min_evidence}: ${t.covered_correct}/${t.covered_wrong}/${t.uncovered_answered}`)
        .join(', ')}`,
    );
  }
}
