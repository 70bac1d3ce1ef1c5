import { errorCodes, normalised } from '../../../lib/text/error-codes';
import { extractCodes } from '../../../lib/text/italian';
import type { ScoredUnit } from './features';

/**
 * Whether a unit is about the question beyond what the confidence says (pure, no framework). An
 * error code is an identifier: a unit whose title, problem or phrases name the code the customer
 * quotes ("E-4021", "ERR_502", "0x1F") is about that question even when the ranked list as a whole
 * is too close to call, so below the suggestion floor it is still offered, alone with the others
 * that name the code, instead of a decline.
 */

/** The hits (distinct, in order) whose head names one of the question's codes; none when the question quotes no code. */
export function unitsNamingCodes<H extends ScoredUnit>(question: string, hits: readonly H[]): H[] {
  const codes = codesIn(question);
  if (codes.size === 0) return [];
  const seen = new Set<number>();
  return hits.filter((hit) => {
    if (seen.has(hit.unit_id)) return false;
    seen.add(hit.unit_id);
    return namesOneOf(hit, codes);
  });
}

/** Whether the unit's head (title, problem, phrases) quotes one of these codes (as codesIn spells them). */
function namesOneOf(unit: ScoredUnit, codes: ReadonlySet<string>): boolean {
  return [...codesIn([unit.title, unit.problem, ...(unit.phrases ?? [])].join('\n'))].some((code) => codes.has(code));
}

/**
 * The codes a text quotes, one spelling each ("E-3107", "errore 00305", "ERR_502", "0x1F"): the
 * shapes a code has on its own (extractCodes) and the numbers a word announces as one (errorCodes),
 * so "E-4021", "e4021" and "E_4021" are one code. Both readers below use it: a unit offered for a
 * code and a suggestion set declined for lacking it must agree on what the code is.
 */
function codesIn(text: string): Set<string> {
  return new Set([...extractCodes(text).map(normalised), ...errorCodes(text)]);
}

/**
 * The question quotes an error code and none of these units names it: they are about other
 * problems, however many words they share with it ("errore 00305 quando invio la fattura" against
 * a unit on "ERR_502 alla chiusura" and one on a "codice non valido"). A code is the most specific
 * thing a customer says; offering units that do not know it sends them down another problem.
 */
export function codeNamedByNone(question: string, units: readonly ScoredUnit[]): boolean {
  const codes = codesIn(question);
  if (codes.size === 0) return false;
  return !units.some((unit) => namesOneOf(unit, codes));
}
