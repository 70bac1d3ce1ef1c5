import type { LlmUsage } from '../../../providers/llm/llm-usage';
import type { SearchHit } from '../../search/search.service';

/** One earlier message of the conversation, as the assistant sees it. */
export interface MemoryMessage {
  role: 'user' | 'assistant';
  text: string;
}

/** What an assistant gets for one answer. */
export interface AssistantTurn {
  question: string;
  /**
   * What to search for this message: the question itself, or — for a follow-up ("e su Android?"),
   * a rejection ("non è questo") or a product choice — the conversation's previous question with it
   * (follow-up.ts). Units the customer rejected never come back from `search`.
   */
  query: string;
  /**
   * The message follows up on the previous one ("e sull'iPad vecchio invece?"): `given` are the
   * units the thread's answers already cited, which `search` no longer returns. A follow-up that
   * finds nothing new is told so, with the way to a person (triage.ts); null for any other message.
   */
  followUp?: { given: readonly number[] } | null;
  /** Earlier messages, oldest first (at most CHAT_MEMORY_MESSAGES). */
  history: MemoryMessage[];
  product: string | null;
  locale: string;
  /**
   * The knowledge base search. Every unit it returns may be cited in this turn, and only those:
   * the citation guard checks against them.
   */
  search(query: string, product?: string | null): Promise<SearchHit[]>;
  /** Aborted when the customer goes away: stop, what was produced is kept. */
  signal: AbortSignal;
}

export type AssistantEvent =
  | { type: 'text'; text: string }
  /** One model call's tokens (a turn has one per step); the chat sums them and records the turn's cost. */
  | { type: 'usage'; usage: LlmUsage }
  /** Something to record on the message (max_steps, uncited_answer, one_off…). */
  | { type: 'flag'; flag: string }
  /** The best units belong to different products: the customer is asked which one (product keys, as buttons). */
  | { type: 'ask_product'; products: string[] }
  /**
   * «Forse cercava:»: the units offered instead of an answer (each one a unit this turn's search
   * returned). The chat records them and sends them with `done`; a choice answers from one.
   */
  | { type: 'suggest'; units: Array<{ unit_id: number; title: string }> }
  /**
   * The reply hands the customer to a person: a decline, a request for a person, a follow-up that
   * found nothing new, a commercial request. The chat sends `offer_handoff` with `done`, and the
   * widget shows «Parla con un operatore» in the message itself.
   */
  | { type: 'offer_handoff' };

export interface ChatAssistant {
  /** Stored with each answer ("extractive", "anthropic:<model>", "openai-compatible:<model>"). */
  readonly name: string;
  reply(turn: AssistantTurn): AsyncIterable<AssistantEvent>;
}

export const CHAT_ASSISTANT = Symbol('CHAT_ASSISTANT');

/** Splits a composed answer into stream-sized pieces (a few words each, spaces kept). */
export function* chunkText(text: string, wordsPerChunk = 4): Generator<string> {
  const parts = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)![0];
  for (let i = 0; i < parts.length; i += wordsPerChunk) {
    const piece = parts.slice(i, i + wordsPerChunk).join('');
    yield i === 0 ? leading + piece : piece;
  }
}
