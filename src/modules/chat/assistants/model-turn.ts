import { isVagueQuestion } from '../../../lib/text/vague-question';
import type { LlmUsage } from '../../../providers/llm/llm-usage';
import type { SearchHit } from '../../search/search.service';
import { CitationGuard } from '../citation-guard';
import { productsToAsk } from '../product-question';
import { chunkText, type AssistantEvent, type AssistantTurn } from './assistant';
import { assistantTexts } from './assistant-texts';
import { isCommercialRequest, smallTalkReply } from './extractive-answer';
import { DECISION_SYSTEM_PROMPT, DecisionStream, decisionUserMessage, MODEL_TURN_UNITS, readOutcome, type ModelOutcome } from './model-decision';
import { suggestionAfterAnswerText, suggestionText, suggestionTitle } from './suggestions';
import { searchQuery, TRIAGE_SEARCH_LIMIT, VAGUE_QUESTION_FLAG } from './triage';

/** One streamed model call of a turn: the reply's text as it comes, then what it cost. */
export type DecisionChunk = { type: 'text'; text: string } | { type: 'usage'; usage: LlmUsage };

/** What a provider does for the model-decided turn: stream one reply to a system prompt (cached) and a user message. */
export interface DecisionModel {
  streamDecision(request: { system: string; user: string }, signal: AbortSignal): AsyncIterable<DecisionChunk>;
}

const OFFER_HANDOFF: AssistantEvent = { type: 'offer_handoff' };

/**
 * A turn the model decides (issue #29), one model call: greetings, commercial requests, a message
 * too vague to search and the product question are settled before it as for every assistant; then the first units of the
 * search (never a one-off's: its case needs a person) go to the model with the question and the
 * conversation, and its first line says answer, suggest or decline. The answer streams right
 * after that line. What the model may cite is what it was given (the citation guard); an answer
 * that cites none of them becomes «Forse cercava:» with the units it named.
 */
export async function* modelDecidedTurn(turn: AssistantTurn, model: DecisionModel, units = MODEL_TURN_UNITS): AsyncGenerator<AssistantEvent> {
  const texts = assistantTexts(turn.locale);
  const say = function* (text: string): Generator<AssistantEvent> {
    for (const piece of chunkText(text)) yield { type: 'text', text: piece };
  };
  const smallTalk = smallTalkReply(turn.question, turn.locale);
  if (smallTalk) return yield* say(smallTalk);
  if (isCommercialRequest(turn.question)) {
    yield { type: 'flag', flag: 'commercial_request' };
    yield OFFER_HANDOFF;
    return yield* say(texts.commercial);
  }
  const query = searchQuery(turn.query);
  // Settled before the search and the model call, as in triage.ts: nothing to search with, so no call is spent on it.
  if (isVagueQuestion(query)) {
    yield { type: 'flag', flag: VAGUE_QUESTION_FLAG };
    yield OFFER_HANDOFF;
    return yield* say(texts.clarify);
  }
  const found = await turn.search(query);
  const products = productsToAsk(turn.product, found.slice(0, TRIAGE_SEARCH_LIMIT));
  if (products) {
    yield { type: 'ask_product', products };
    return yield* say(texts.productQuestion);
  }
  const hits = distinct(found)
    .filter((h) => !h.is_one_off)
    .slice(0, units);
  if (hits.length === 0) {
    yield { type: 'flag', flag: 'declined:no_results' };
    yield OFFER_HANDOFF;
    return yield* say(turn.followUp ? texts.followUpNothingNew(turn.followUp.given.length > 0) : texts.decline);
  }

  const given = new Map(hits.map((h) => [h.unit_id, h]));
  const guard = new CitationGuard((id) => given.has(id));
  const reply = new DecisionStream();
  let outcome: ModelOutcome | null = null;
  let wrote = false;
  const request = { system: DECISION_SYSTEM_PROMPT, user: decisionUserMessage({ history: turn.history, question: turn.question, product: turn.product, hits }) };
  for await (const chunk of model.streamDecision(request, turn.signal)) {
    if (chunk.type === 'usage') {
      yield chunk;
      continue;
    }
    const shown = reply.push(chunk.text);
    if (outcome === null && reply.firstLine !== '' && shown !== '') outcome = readOutcome(reply.firstLine, new Set(given.keys()));
    if (outcome?.kind === 'answer' && shown) {
      guard.push(shown);
      wrote ||= shown.trim() !== '';
      yield { type: 'text', text: shown };
    }
    if (turn.signal.aborted) return;
  }
  outcome ??= readOutcome(reply.firstLine, new Set(given.keys()));
  yield { type: 'flag', flag: `model:${outcome.kind}` };
  const offered = (ids: readonly number[]) => ids.map((id) => ({ unit_id: id, title: suggestionTitle(given.get(id)!) }));

  switch (outcome.kind) {
    case 'answer': {
      guard.flush();
      if (guard.cited.length > 0 && wrote) return;
      // An answer without a valid citation is no answer: the units it named, as suggestions.
      const suggested = offered(outcome.units);
      yield { type: 'flag', flag: 'uncited_answer' };
      yield { type: 'suggest', units: suggested };
      return yield* say(suggestionAfterAnswerText(suggested.map((u) => u.title), wrote, turn.locale));
    }
    case 'suggest': {
      // A follow-up is never answered with «Forse cercava:» (as in triage.ts): the customer already
      // has the units about the subject; what is new needs a person.
      if (turn.followUp) {
        yield { type: 'flag', flag: 'follow_up:nothing_new' };
        yield OFFER_HANDOFF;
        return yield* say(texts.followUpNothingNew(turn.followUp.given.length > 0));
      }
      const suggested = offered(outcome.units);
      yield { type: 'suggest', units: suggested };
      return yield* say(suggestionText(suggested.map((u) => u.title), turn.locale));
    }
    case 'decline':
      yield { type: 'flag', flag: turn.followUp ? 'follow_up:nothing_new' : 'declined:model' };
      yield OFFER_HANDOFF;
      return yield* say(turn.followUp ? texts.followUpNothingNew(turn.followUp.given.length > 0) : texts.decline);
    case 'unreadable': {
      const suggested = offered(hits.slice(0, 3).map((h) => h.unit_id));
      yield { type: 'flag', flag: 'model_unreadable' };
      yield { type: 'suggest', units: suggested };
      return yield* say(suggestionText(suggested.map((u) => u.title), turn.locale));
    }
  }
}

function distinct(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<number>();
  return hits.filter((h) => !seen.has(h.unit_id) && seen.add(h.unit_id));
}
