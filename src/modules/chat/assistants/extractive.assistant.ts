import { redact } from '../../pii/redact';
import { chunkText, type AssistantEvent, type AssistantTurn, type ChatAssistant } from './assistant';
import { productsToAsk } from '../product-question';
import { decide, type ConfidenceModels, type ConfidenceThresholds } from '../confidence/decision';
import { CONFIDENCE_MODELS, DEFAULT_ANSWER_CONFIDENCE, DEFAULT_SUGGEST_CONFIDENCE } from '../confidence/weights';
import { COMMERCIAL_TEXT, composeAnswer, DECLINE_TEXT, isCommercialRequest, PRODUCT_QUESTION_TEXT, smallTalkReply } from './extractive-answer';
import { suggestionText, suggestionTitle } from './suggestions';

/** Units looked at per question: the best one answers, the first three may be suggested, all count as consulted. */
const SEARCH_LIMIT = 5;

/**
 * CHAT=extractive, the offline default: no model. The same search as the API, then the fitted
 * confidence decides (src/modules/chat/confidence/): confident → the best unit's steps, cited;
 * not sure → «Forse cercava:» with the first units' titles (the customer picks one); no
 * plausible unit → the customer is told plainly and offered a person. Streamed in chunks of a few
 * words, like the model's deltas. Every turn records its two confidences as a flag.
 */
export class ExtractiveAssistant implements ChatAssistant {
  readonly name = 'extractive';

  constructor(
    private readonly thresholds: ConfidenceThresholds = { answer: DEFAULT_ANSWER_CONFIDENCE, suggest: DEFAULT_SUGGEST_CONFIDENCE },
    private readonly models: ConfidenceModels = CONFIDENCE_MODELS,
  ) {}

  async *reply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
    const smallTalk = smallTalkReply(turn.question);
    if (smallTalk) {
      for (const text of chunkText(smallTalk)) yield { type: 'text', text };
      return;
    }
    // A refund, a discount, a waiver, a penalty: always a person, whatever the knowledge base says.
    if (isCommercialRequest(turn.question)) {
      yield { type: 'flag', flag: 'commercial_request' };
      for (const text of chunkText(COMMERCIAL_TEXT)) yield { type: 'text', text };
      return;
    }
    // A follow-up is searched with the thread's question (turn.query; ChatService plans it).
    const query = searchQuery(turn.query);
    const hits = await turn.search(query);
    // Before the confidence: units of two products this close are a question, not an answer.
    const products = productsToAsk(turn.product, hits.slice(0, SEARCH_LIMIT));
    if (products) {
      yield { type: 'ask_product', products };
      for (const text of chunkText(PRODUCT_QUESTION_TEXT)) yield { type: 'text', text };
      return;
    }
    const decision = decide(query, hits.slice(0, SEARCH_LIMIT), this.models, this.thresholds);
    let text: string;
    if (decision.outcome === 'answered') text = composeAnswer(decision.hit!);
    else if (decision.outcome === 'suggested') {
      const units = decision.suggestions.map((h) => ({ unit_id: h.unit_id, title: suggestionTitle(h) }));
      yield { type: 'suggest', units };
      text = suggestionText(units.map((u) => u.title));
    } else {
      yield { type: 'flag', flag: hits.length ? 'declined:low_confidence' : 'declined:no_results' };
      text = DECLINE_TEXT;
    }
    yield { type: 'flag', flag: `confidence:${decision.answerConfidence}/${decision.suggestConfidence}` };
    for (const piece of chunkText(text)) {
      if (turn.signal.aborted) return;
      yield { type: 'text', text: piece };
    }
  }
}

/**
 * What is searched: the question without its personal data (an e-mail address or a card number
 * only adds noise to the match, and need not reach the query cache).
 */
export function searchQuery(question: string): string {
  return redact(question).text.replace(/\[[A-Z_]+\]/g, ' ').replace(/\s+/g, ' ').trim();
}
