import { DONE_CUES, NEGATIVE_CONFIRMATION_CUES, NO_LONGER_PROBLEM, POSITIVE_CONFIRMATION_CUES, RECURRENCE_CUES, WEAK_CONFIRMATION_CUES } from './lexicon';
import { anyMatch, globalOf, lastHit } from './cue-matching';
import { isQuestion, splitSentences, squash } from './text';

/** What a customer's reply after an agent step says about the fix. */
export type ReplyKind = 'positive' | 'done' | 'weak' | 'negative' | 'neutral';

/**
 * Classifies a customer reply. Positive and negative cues are both looked for; when both occur
 * the later one wins ("adesso lo trova ma il pagamento si ferma sempre con E-5103" is negative;
 * "fatto, dopo un minuto di nuovo E07" is negative too: the "fatto" comes first).
 * "Non dà più errore" is positive: the negated problem verb is masked as "risolto" before the
 * negative cues can read its "non".
 */
export function classifyReply(body: string): ReplyKind {
  let text = squash(body.replace(/\n/g, ' '));
  if (NO_LONGER_PROBLEM.test(text)) text = text.replace(globalOf(NO_LONGER_PROBLEM), (m) => 'risolto'.padEnd(m.length, ' '));
  // "Va bene, attendo" opening a reply is an acknowledgement ("OK"), not "it works well" ("ora va bene").
  text = text.replace(/^(\W*(?:(?:ok|okay|sì|si|d'accordo)\W+)?)va\s+bene\b/iu, (_m, lead: string) => `${lead}ok`);
  // "resta accesa finché non arriva a 20": the "non" of a "finché" clause negates nothing.
  text = text.replace(/\b(finché|finche|fino\s+a\s+quando|fin\s+quando)\s+non\b/giu, (m) => m.replace(/non$/i, '   '));
  const pos = lastHit(POSITIVE_CONFIRMATION_CUES, text, true);
  const neg = Math.max(lastHit(NEGATIVE_CONFIRMATION_CUES, text, false), lastHit(RECURRENCE_CUES, text, false));
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
