import { isVagueQuestion } from '../../../lib/text/vague-question';
import { redact } from '../../pii/redact';
import type { SearchHit } from '../../search/search.service';
import { decide, MAX_SUGGESTIONS, type ConfidenceModels, type ConfidenceThresholds } from '../confidence/decision';
import { CONFIDENCE_MODELS, DEFAULT_ANSWER_CONFIDENCE, DEFAULT_SUGGEST_CONFIDENCE } from '../confidence/weights';
import { productsToAsk } from '../product-question';
import type { AssistantEvent, AssistantTurn } from './assistant';
import { assistantTexts } from './assistant-texts';
import { composeAnswer, isCommercialRequest, smallTalkReply } from './extractive-answer';
import { suggestionText, suggestionTitle } from './suggestions';

/** Units looked at per question: the best one answers, the first three may be suggested, all count as consulted. */
export const TRIAGE_SEARCH_LIMIT = 5;

export interface Confidence {
  thresholds: ConfidenceThresholds;
  models: ConfidenceModels;
}

export const DEFAULT_CONFIDENCE: Confidence = {
  thresholds: { answer: DEFAULT_ANSWER_CONFIDENCE, suggest: DEFAULT_SUGGEST_CONFIDENCE },
  models: CONFIDENCE_MODELS,
};

/** A unit the customer may be offered: its id and what its button shows. */
export interface OfferedUnit {
  unit_id: number;
  title: string;
}

/**
 * What every assistant does before it writes anything (the same for the offline one and the
 * LLM ones, so they have the same three outcomes):
 *  - a greeting or a thank-you: answered politely, nothing searched;
 *  - a refund, a discount, a waiver, a penalty: always a person, whatever the knowledge base says;
 *  - a message that only says something is wrong ("non funziona niente", "aiuto": vague-question.ts
 *    in src/lib/text): the customer is asked what a search needs, and offered a person; nothing searched;
 *  - one search with the turn's query (a follow-up is searched with the thread's question:
 *    ChatService plans it), then units of two products this close: the product question;
 *  - the fitted confidence (../confidence/): not sure → «Forse cercava:» with the first units'
 *    titles; no plausible unit → the decline and the operator; confident → an answer from the
 *    best unit, except a one-off unit, whose case needs an operator (its steps are never served);
 *  - a follow-up (searched without the units the thread already cited): an answer from a new
 *    unit, or "nothing new" and the operator — no suggestions.
 * `text` is the whole reply when the turn is settled here; otherwise `answer` holds the units to
 * answer from (the offline assistant composes the best unit's steps, an LLM writes from them).
 */
export interface Triage {
  /** To send first, in order (flags, the product question, the suggestions). */
  events: AssistantEvent[];
  /** The reply, when no answer from the units is to be written. */
  text: string | null;
  answer: {
    /** The unit the confidence answers from (the first hit). */
    hit: SearchHit;
    /** Every hit of the search, best first (what an LLM is given). */
    hits: SearchHit[];
    /** What was searched. */
    query: string;
    /** The first units as «Forse cercava:» buttons, should the written answer cite none of them. */
    fallback: OfferedUnit[];
  } | null;
}

export async function triage(turn: AssistantTurn, confidence: Confidence = DEFAULT_CONFIDENCE): Promise<Triage> {
  // The assistant's own wording follows the conversation's locale; the units' text stays as written.
  const texts = assistantTexts(turn.locale);
  const smallTalk = smallTalkReply(turn.question, turn.locale);
  if (smallTalk) return { events: [], text: smallTalk, answer: null };
  if (isCommercialRequest(turn.question)) return { events: [{ type: 'flag', flag: 'commercial_request' }, OFFER_HANDOFF], text: texts.commercial, answer: null };

  const query = searchQuery(turn.query);
  // Judged on what would be searched: a follow-up's or a rejection's query carries the thread's question.
  if (isVagueQuestion(query)) return { events: [VAGUE_FLAG, OFFER_HANDOFF], text: texts.clarify, answer: null };
  const hits = (await turn.search(query)).slice(0, TRIAGE_SEARCH_LIMIT);
  // Before the confidence: units of two products this close are a question, not an answer.
  const products = productsToAsk(turn.product, hits);
  if (products) return { events: [{ type: 'ask_product', products }], text: texts.productQuestion, answer: null };

  const decision = decide(query, hits, confidence.models, confidence.thresholds);
  const confidenceFlag: AssistantEvent = { type: 'flag', flag: `confidence:${decision.answerConfidence}/${decision.suggestConfidence}` };
  // A follow-up asks for something new: an answer from a unit the thread has not cited yet, or the
  // plain "nothing more" and a person — never units that are only about the thread's first question.
  if (turn.followUp && decision.outcome !== 'answered') {
    return { events: [{ type: 'flag', flag: 'follow_up:nothing_new' }, confidenceFlag, OFFER_HANDOFF], text: texts.followUpNothingNew(turn.followUp.given.length > 0), answer: null };
  }
  if (decision.outcome === 'suggested') {
    const units = offered(decision.suggestions);
    return { events: [{ type: 'suggest', units }, confidenceFlag], text: suggestionText(units.map((u) => u.title), turn.locale), answer: null };
  }
  if (decision.outcome === 'declined') {
    return { events: [{ type: 'flag', flag: hits.length ? 'declined:low_confidence' : 'declined:no_results' }, confidenceFlag, OFFER_HANDOFF], text: texts.decline, answer: null };
  }
  const hit = decision.hit!;
  // A one-off (a manual fix for one customer): the operator, whoever would have written the answer.
  if (hit.is_one_off) return { events: [{ type: 'flag', flag: 'one_off' }, confidenceFlag, OFFER_HANDOFF], text: composeAnswer(hit, turn.locale), answer: null };
  return { events: [confidenceFlag], text: null, answer: { hit, hits, query, fallback: offered(distinct(hits).slice(0, MAX_SUGGESTIONS)) } };
}

/** The reply hands the customer to a person: the widget shows the operator button in it. */
const OFFER_HANDOFF: AssistantEvent = { type: 'offer_handoff' };

/**
 * Flag of a reply that asked the customer to describe a message too vague to search: no search ran,
 * so the question is no gap of the knowledge base (ChatService records none).
 */
export const VAGUE_QUESTION_FLAG = 'vague_question';
const VAGUE_FLAG: AssistantEvent = { type: 'flag', flag: VAGUE_QUESTION_FLAG };

function offered(hits: readonly SearchHit[]): OfferedUnit[] {
  return hits.map((h) => ({ unit_id: h.unit_id, title: suggestionTitle(h) }));
}

function distinct(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<number>();
  return hits.filter((h) => !seen.has(h.unit_id) && seen.add(h.unit_id));
}

/**
 * What is searched: the question without its personal data (an e-mail address or a card number
 * only adds noise to the match, and need not reach the query cache).
 */
export function searchQuery(question: string): string {
  return redact(question).text.replace(/\[[A-Z_]+\]/g, ' ').replace(/\s+/g, ' ').trim();
}
