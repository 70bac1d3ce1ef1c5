import { isInstruction } from './instruction';
import { textBefore } from './one-off-object';
import { anyOperatorAction, isVagueAction, operatorAction, operatorActionSpan } from './one-off-reason';
import { capitalize } from './text';

/**
 * The solution of a one-off as a reviewer reads it: first what an operator did, in the reason's
 * own third-person sentence ("Un operatore ha sbloccato l'account dal pannello."), then what the
 * customer does or sees after it ("Ora può entrare"). The chat's steps alone read as self-help
 * ("Fatto, riprova ora", "Chiuda e riapra l'app"), which does nothing without the operator.
 * In each step the agent's own account of the action goes (it is the operator's step, or another
 * operator step when it says something new), and what follows it for the customer stays. Before
 * the first action only the customer's prerequisites stay ("Ci mandi il numero di serie"); the
 * explanations there are the cause's. Pure, framework-free.
 */

export const GENERIC_OPERATOR_STEP = 'Un operatore è intervenuto a mano sui sistemi interni.';
const MAX_TAILS = 3;

/** `context`: the agent's messages the sentence and the steps come from, where a pronoun's noun is named. */
export function oneOffSteps(actionSentence: string, steps: readonly string[], context = ''): string[] {
  const first = operatorAction(actionSentence, textBefore(context, actionSentence));
  const operator = first ? `${first}.` : GENERIC_OPERATOR_STEP;
  const said = [operator];
  const before: string[] = [];
  const after: string[] = [];
  let acted = false;
  for (const step of steps) {
    const span = operatorActionSpan(step);
    // A passive that only tells what happened ("in negozio la taglia è stata registrata sbagliata") is no operator step.
    if (!span || (!acted && !span.fix) || span.described) {
      // Before the action: a prerequisite stays, an explanation goes; after it, everything stays.
      if (acted) after.push(step);
      else if (isInstruction(step)) before.push(step);
      continue;
    }
    acted = true;
    let rest = step;
    let current: { start: number; end: number; fix: boolean } | null = span;
    for (let i = 0; current && i < MAX_TAILS; i++) {
      // What the customer is told before a further action ("la trova in Documenti, la precedente…") stays.
      if (i > 0) keep(rest.slice(0, current.start), said, after);
      const before = `${textBefore(context, step)} ${step.slice(0, step.length - rest.length + current.start)}`;
      const told = (current.fix ? operatorAction(rest.slice(current.start), before) : null) ?? anyOperatorAction(rest.slice(current.start, current.end), before);
      // A vague step ("È stato sistemato da un operatore") never stands beside a specific one; it gives way to it.
      if (told && isVagueAction(said[0]!) && !isVagueAction(told)) said[0] = `${told}.`;
      else if (told && !isVagueAction(told) && isNew(told, said)) said.push(`${told}.`);
      rest = tailOf(rest.slice(current.end));
      current = rest ? operatorActionSpan(rest, true) : null;
    }
    keep(rest, said, after);
  }
  // No step told the action: what there was stays, after the operator's step.
  if (!acted) return [...said, ...steps];
  return [...before, ...said, ...after];
}

/** What follows an action for the customer: ": ora può entrare" → "ora può entrare". */
function tailOf(text: string): string {
  return text
    .replace(/^[\s,;:.!\-–—]+/u, '')
    .replace(/^(?:e|ed|così|quindi|pertanto|perciò)\s+/iu, '')
    .trim();
}

/**
 * A part for the customer kept as its own step, unless it only qualifies the action (", che
 * risultano accettate", ", come concordato", ", fascia 9-13") or repeats what is said already.
 */
function keep(part: string, said: readonly string[], after: string[]): void {
  const tail = tailOf(part).replace(/[\s,;:\-–—]+$/u, '');
  if (!tail || isDetailOnly(tail) || SUBORDINATE.test(tail) || !saysMore(tail, said)) return;
  after.push(capitalize(/[.!?)»"]$/u.test(tail) ? tail : `${tail}.`));
}
const SUBORDINATE = /^(?:che|cui|come|dove|il\s+quale|la\s+quale|i\s+quali|le\s+quali)(?![\p{L}])/iu;

/** "fascia 9-13" after a comma: a detail of the action, not a step. */
function isDetailOnly(tail: string): boolean {
  return /\d/u.test(tail) && tail.split(/\s+/u).length <= 3;
}

/** Another operator step only when most of its words are not said yet. */
function isNew(sentence: string, said: readonly string[]): boolean {
  const known = new Set(said.flatMap(words));
  const own = words(sentence).filter((w) => w !== 'operatore');
  if (own.length === 0) return false;
  return own.filter((w) => !known.has(w)).length * 3 > own.length * 2;
}

/** A tail goes only when every word of it is said already ("Ci ho pensato io: la tessera è di nuovo attiva"). */
function saysMore(tail: string, said: readonly string[]): boolean {
  const known = new Set(said.flatMap(words));
  return words(tail).some((w) => !known.has(w));
}

/** The words that carry content: four letters or more, not an articulated preposition ("dalla", "nelle"). */
function words(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !PREPOSITION_WORD.test(w));
}
const PREPOSITION_WORD = /^(?:[dnsc]?[ae]ll[aeio]|[dnsa]?[ae]gli|quest[oaie]|quell[oaie]|anche|sono|come)$/u;
