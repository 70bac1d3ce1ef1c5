import { analyze } from '../../../lib/text/italian';

/**
 * Is a model's answer grounded in the units it cites (issue #29, "grounded answers")? Checked
 * apart from the model, mechanically, so `kb eval:chat` can count the answers that add to their
 * units:
 *  - `added_step`: a sentence or step most of whose content words (stems) are in none of the
 *    cited units: a step the units do not contain;
 *  - `invented_detail`: a number, link, e-mail address or phone number that none of the cited
 *    units contains (a price, a deadline, a contact the model made up).
 * List numbering ("4. Invii…") is no detail. The threshold leaves room for a rephrasing ("Lei" instead of "l'utente", a joining word): a
 * step counts as added when fewer than half of its content words come from the units.
 */

export interface GroundingUnit {
  title: string;
  problem: string;
  /** The model reads these too (model-decision.ts): an answer may say why, in the unit's words. */
  symptoms?: string;
  cause?: string;
  solution: string;
  applicability: string;
}

/** Share of a sentence's content words that must come from the cited units. */
export const GROUNDED_SHARE = 0.5;
/** Sentences with fewer content words than this are not judged (a "Può farlo così:" joint). */
const MIN_WORDS = 3;

/**
 * Sentences that add nothing to check: a lead-in to the steps ("Può farlo in uno di questi
 * modi:") and a plain "I do not know that" ("Sul costo non dispongo di informazioni"), which the
 * prompt asks for. Written after reading the first flagged answers of the QA4FAQ report half.
 */
const NO_CLAIM = /:\s*$|\bnon (?:dispongo|ho|trovo|abbiamo)\b[^.]*\binformazion|\binformazioni\b[^.]*\bnon (?:indicano|riportano|contengono|dicono|specificano)\b/i;

const DETAIL = /https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s./-]{5,}\d|\d+(?:[.,]\d+)?/g;

function details(text: string): string[] {
  // A link ends before the sentence's punctuation ("…su www.aqp.it, nella sezione").
  return [...text.matchAll(DETAIL)].map((m) => m[0].replace(/[\s./,;:!?)»"'-]+$/, '').replace(/\s+/g, '').toLowerCase());
}

/** The answer's sentences and steps, without citations and numbering. */
export function answerSentences(answer: string): string[] {
  return answer
    .replace(/\s*\[KU-\d+\]/gi, '')
    .split(/\n+|(?<=[.!?;:])\s+(?=[A-ZÀ-Ü«"(])/u)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').replace(/\s+([.,;:!?])/g, '$1').replace(/[.]$/, '').trim())
    .filter(Boolean);
}

export interface GroundingReport {
  faults: Array<'added_step' | 'invented_detail'>;
  /** The sentences judged added, and the details found in no unit (for the report's details). */
  added: string[];
  invented: string[];
}

/**
 * `question`: the customer's own words may come back in the answer ("per via Roma…") without
 * being an addition.
 */
export function answerGrounding(answer: string, cited: readonly GroundingUnit[], question = ''): GroundingReport {
  const source = [question, ...cited.map((u) => [u.title, u.problem, u.symptoms ?? '', u.cause ?? '', u.solution, u.applicability].join('\n'))].join('\n');
  const known = new Set(analyze(source));
  const sourceDetails = details(source).join(' ');
  const added = answerSentences(answer).filter((sentence) => {
    if (NO_CLAIM.test(sentence)) return false;
    const words = analyze(sentence, { minLength: 3 });
    if (words.length < MIN_WORDS) return false;
    return words.filter((w) => known.has(w)).length / words.length < GROUNDED_SHARE;
  });
  const invented = [...new Set(details(answerSentences(answer).join('\n')))].filter((d) => !sourceDetails.includes(d));
  const faults: GroundingReport['faults'] = [];
  if (added.length) faults.push('added_step');
  if (invented.length) faults.push('invented_detail');
  return { faults, added, invented };
}
