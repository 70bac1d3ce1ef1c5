import type { SearchHit } from '../../search/search.service';
import { CitationGuard } from '../citation-guard';
import { chunkText, type AssistantEvent, type AssistantTurn } from './assistant';
import { suggestionAfterAnswerText } from './suggestions';
import { triage, type Confidence, type Triage } from './triage';

/** What an LLM writes from: the search already made for this message, and its hits. */
export type GivenSearch = Pick<NonNullable<Triage['answer']>, 'query' | 'hits'>;

/** One LLM's answer from the units it is given (and whatever it searches itself, through `turn.search`). */
export type LlmWriter = (turn: AssistantTurn, given: GivenSearch) => AsyncIterable<AssistantEvent>;

/**
 * The LLM assistants' turn: the same triage as the offline assistant (triage.ts) first, so they
 * have the same three outcomes and call the model only to write an answer. Small talk, commercial
 * requests, the product question, «Forse cercava:», the decline and one-off units are settled
 * without a model call. When the confidence answers, `write` streams the model's answer from the
 * search's units. An answer that cites none of the units any search of the turn returned (the
 * citation guard's rule: ChatService applies the same guard to what the customer sees) is not an
 * answer: the first units are offered as «Forse cercava:» after it, so the turn is *suggested*.
 */
export async function* answerWithLlm(turn: AssistantTurn, confidence: Confidence, write: LlmWriter): AsyncGenerator<AssistantEvent> {
  const settled = await triage(turn, confidence);
  yield* settled.events;
  if (settled.answer === null) {
    for (const text of chunkText(settled.text ?? '')) {
      if (turn.signal.aborted) return;
      yield { type: 'text', text };
    }
    return;
  }
  const found = new Set<number>(settled.answer.hits.map((h) => h.unit_id));
  const guard = new CitationGuard((id) => found.has(id));
  const search = async (query: string, product?: string | null): Promise<SearchHit[]> => {
    const hits = await turn.search(query, product);
    for (const hit of hits) found.add(hit.unit_id);
    return hits;
  };
  let wrote = false;
  for await (const event of write({ ...turn, search }, { query: settled.answer.query, hits: settled.answer.hits })) {
    if (event.type === 'text') {
      guard.push(event.text);
      wrote ||= event.text.trim() !== '';
    }
    yield event;
  }
  if (turn.signal.aborted) return;
  guard.flush();
  if (guard.cited.length > 0) return;
  const units = settled.answer.fallback;
  yield { type: 'flag', flag: 'uncited_answer' };
  yield { type: 'suggest', units };
  yield { type: 'text', text: suggestionAfterAnswerText(units.map((u) => u.title), wrote, turn.locale) };
}
