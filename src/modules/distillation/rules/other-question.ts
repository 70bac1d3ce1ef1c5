import { comparisonTerms } from '../../../lib/text/comparison';
import { isQuestion, splitSentences, squash } from './text';

/**
 * Two problems in one ticket: the customer asks a second question and the agent answers both.
 * The unit is about the problem its title states, so the steps that answer the other question
 * go. Read by form: a reply that opens another question, and the enumerated or announced second
 * matter of the first message; a step is the other question's when it shares its words and none
 * of the problem's.
 */

/**
 * "E se elimino l'account perdo i punti?", "Un'altra cosa: …?", "Già che ci sono, …?": a reply
 * that opens a new question, not a report that the step failed ("Fatto, ma non va. E se …?" keeps
 * a sentence of its own outside the question, so it is not read so).
 */
const SIDE_QUESTION_OPENING =
  /^\W*(?:(?:ok|okay|grazie|perfetto|bene|va\s+bene|d'accordo|capito|ah|ok\s+grazie)\W+)*(?:e\s+(?:se|invece|per|quanto|poi|nel\s+caso)\b|un'altra\s+(?:cosa|domanda)\b|un'ultima\s+(?:cosa|domanda)\b|altra\s+domanda\b|già\s+che\s+ci\s+sono\b|ne\s+approfitto\b|approfitto\b|inoltre\b)/iu;

/** "E se nello storico non c'è nessuna riga, dove lo premo?": the step cannot be done; that is an obstacle, not another question. */
const OBSTACLE_TO_THE_STEP = /\b(?:non|niente|nessun[oa]?|dove|come)\b/iu;
const ANOTHER_MATTER_OPENING = /^\W*(?:(?:ok|okay|grazie|perfetto|bene|va\s+bene|d'accordo|capito|ah)\W+)*(?:un'altra|un'ultima|altra|già|ne\s+approfitto|approfitto|inoltre)(?![\p{L}])/iu;

const ACKNOWLEDGEMENT = /^\W*(?:(?:ok|okay|grazie(?:\s+mille)?|perfetto|bene|va\s+bene|d'accordo|capito|ah)[\s,]*)+[.!]\s*/iu;

export function isSideQuestion(body: string): boolean {
  // "Ok grazie. Un'altra cosa: …?": the thanks before the question is no sentence of it.
  const text = squash(body.replace(/\n/g, ' ')).replace(ACKNOWLEDGEMENT, '');
  if (!SIDE_QUESTION_OPENING.test(text)) return false;
  const sentences = splitSentences(text);
  const first = sentences[0] ?? '';
  if (!ANOTHER_MATTER_OPENING.test(text) && OBSTACLE_TO_THE_STEP.test(first)) return false;
  // The opening sentence asks; what follows is at most a short detail ("Ne ho ancora 300...").
  return isQuestion(first) && sentences.slice(1).every((s) => isQuestion(s) || s.split(/\s+/).length <= 6);
}

/** "Due cose:", "1) … 2) …", "Inoltre …", "Un'altra cosa": the first message brings more than one matter. */
const MORE_THAN_ONE_MATTER = /\b(?:due|tre)\s+(?:cose|domande|problemi|questioni)\b|(?:^|\n|\s)2\s*[).]\s|\binoltre\b|\bun'altra\s+(?:cosa|domanda)\b|\baltra\s+domanda\b|\bgià\s+che\s+ci\s+sono\b/iu;

/** The first message's parts that say nothing of the problem: its other questions. */
export function otherMatters(firstBody: string, problem: string): string[] {
  if (!MORE_THAN_ONE_MATTER.test(firstBody)) return [];
  const problemTerms = new Set(comparisonTerms(problem));
  const parts = firstBody
    .split(/\n+|(?:^|\s)\d\s*[).]\s+/u)
    .flatMap((line) => splitSentences(line))
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.filter((p) => {
    const terms = comparisonTerms(p);
    return terms.length > 0 && !terms.some((t) => problemTerms.has(t));
  });
}

/**
 * Drops the steps that answer another question: at least two of its words, none of the
 * problem's. Never empties the solution.
 */
export function withoutOtherQuestionSteps(steps: string[], problem: string, others: string[]): string[] {
  if (others.length === 0 || steps.length < 2) return steps;
  const problemTerms = new Set(comparisonTerms(problem));
  const otherTerms = others.map((o) => new Set(comparisonTerms(o)));
  const kept = steps.filter((step) => {
    const terms = new Set(comparisonTerms(step));
    if ([...terms].some((t) => problemTerms.has(t))) return true;
    return !otherTerms.some((o) => [...terms].filter((t) => o.has(t)).length >= 2);
  });
  return kept.length > 0 ? kept : steps;
}
