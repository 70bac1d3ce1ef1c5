import { redact } from '../../pii/redact';
import { chunkText, type AssistantEvent, type AssistantTurn, type ChatAssistant } from './assistant';
import { DEFAULT_MIN_EVIDENCE } from '../../../config/chat.config';
import { productsToAsk } from '../product-question';
import { COMMERCIAL_TEXT, composeAnswer, confidentHit, DECLINE_TEXT, isCommercialRequest, PRODUCT_QUESTION_TEXT, smallTalkReply } from './extractive-answer';

/** Units looked at per question: the best one answers, the others only count as consulted. */
const SEARCH_LIMIT = 5;

/**
 * CHAT=extractive, the offline default: no model. The same search as the API; when its best
 * hit passes the confidence rule the answer is that unit's steps, cited; otherwise the customer
 * is told plainly that the knowledge base does not cover it and offered a person. Streamed in
 * chunks of a few words, like the model's deltas.
 */
export class ExtractiveAssistant implements ChatAssistant {
  readonly name = 'extractive';

  constructor(private readonly minEvidence = DEFAULT_MIN_EVIDENCE) {}

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
    const hits = await turn.search(searchQuery(turn.query));
    // Before the confidence rule: units of two products this close are a question, not an answer.
    const products = productsToAsk(turn.product, hits.slice(0, SEARCH_LIMIT));
    if (products) {
      yield { type: 'ask_product', products };
      for (const text of chunkText(PRODUCT_QUESTION_TEXT)) yield { type: 'text', text };
      return;
    }
    const { hit, reason } = confidentHit(hits.slice(0, SEARCH_LIMIT), this.minEvidence);
    if (!hit) yield { type: 'flag', flag: `declined:${reason.split(' ')[0]}` };
    for (const text of chunkText(hit ? composeAnswer(hit) : DECLINE_TEXT)) {
      if (turn.signal.aborted) return;
      yield { type: 'text', text };
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
