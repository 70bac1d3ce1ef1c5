import { DONE_CUES, NEGATIVE_CONFIRMATION_CUES, POSITIVE_CONFIRMATION_CUES, WEAK_CONFIRMATION_CUES } from './lexicon';
import { anyMatch, lastHit } from './cue-matching';
import { isQuestion, splitSentences, squash } from './text';

/** What a customer's reply after an agent step says about the fix. */
export type ReplyKind = 'positive' | 'done' | 'weak' | 'negative' | 'neutral';

/**
 * Classifies a customer reply. Positive and negative cues are both looked for; when both occur
 * the later one wins ("adesso lo trova ma il pagamento si ferma sempre con E-5103" is negative).
 */
export function classifyReply(body: string): ReplyKind {
  const text = squash(body.replace(/\n/g, ' '));
  const pos = lastHit(POSITIVE_CONFIRMATION_CUES, text, true);
  const neg = lastHit(NEGATIVE_CONFIRMATION_CUES, text, false);
  if (pos >= 0 && (neg < 0 || pos > neg)) return 'positive';
  if (neg >= 0) return 'negative';
  const sentences = splitSentences(text);
  const last = sentences[sentences.length - 1] ?? '';
  // Still asking: not a confirmation yet.
  if (isQuestion(last)) return 'neutral';
  if (anyMatch(DONE_CUES, text)) return 'done';
  if (anyMatch(WEAK_CONFIRMATION_CUES, text)) return 'weak';
  return 'neutral';
}
