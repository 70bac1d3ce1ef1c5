/**
 * Mechanical checks of a composed answer (issue 13, "answers that read well"), written apart from
 * the composition on purpose: they judge it. Each fault is a pattern a reader would strike.
 * Used by `kb eval:answers` over every unit the corpora distil, and by the composition's specs.
 */

export interface AnswerUnit {
  unit_id: number;
  title: string;
  problem: string;
  solution: string;
  applicability: string;
  is_one_off: boolean;
}

const MONTHS = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';

export const ANSWER_FAULTS: ReadonlyArray<[string, RegExp]> = [
  /** "1. 1. Apra…": a numbered solution numbered again. */
  ['double_numbering', /^\s*\d+[.)]\s+\d+[.)]\s/m],
  /** A redaction placeholder reaches the customer ("scriva a [EMAIL]"). */
  ['placeholder', /\[[A-Z][A-Z_]{1,15}\]/],
  /** One customer's amount ("€ 29,00", "29 euro"). */
  ['amount', /€\s?\d|\d\s?€|\b\d+(?:[.,]\d{2})?\s?euro\b|\b\d+,\d{2}\b/i],
  /** One customer's date ("il 4 agosto", "12/03", "12-03-2026"). */
  ['date', new RegExp(`\\b\\d{1,2}°?\\s+(?:${MONTHS})\\b|(?<![\\d.])\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\d.])|\\b\\d{1,2}-\\d{1,2}-\\d{2,4}\\b`, 'i')],
  /** A receipt, order or invoice number ("scontrino n. 0044-0131", "ordine #4512"). */
  ['document_number', /\b(?:n\.|nr\.?|num\.|numero|#)\s*\d[\d/-]{2,}|\b(?:scontrino|ordine|fattura|ricevuta|pratica)\s+(?:n\.?\s*)?\d{3,}/i],
  /** The applicability glued to a clause: "vale per si tratta…", "vale per se…". */
  ['broken_applicability', /\bvale per (?:si|se|è|e|non|quando|ci|lo|l'|ha|hanno|sono|può|deve|va|poi|solo se|in caso|nel caso)\b/i],
];

/**
 * Words that tell one customer's story in a heading: when it happened ("stanotte", "da allora"),
 * who else was involved ("mio figlio", "il nostro reparto IT"), a narrator ("lui era in ferie").
 */
const STORY = /\b(?:ieri|stanotte|stamattina|stasera|l'altro giorno|da allora|befana|pasqua|natale)\b|\b(?:mio|mia|nostro|nostra)\s+(?:figli[oa]|moglie|marito|fratello|sorella|commercialista|ragazz[oa]|titolare|dipendente|reparto)\b|^(?:lui|lei)\b/i;

/**
 * What is wrong with the answer composed from `unit`. Besides the patterns: a one-off unit's
 * steps never reach the customer; a heading (the «…» quoted first) never tells a customer's story;
 * a single step is not numbered; no step is only placeholders.
 */
export function answerFaults(answer: string, unit: AnswerUnit): string[] {
  const faults: string[] = [];
  for (const [name, re] of ANSWER_FAULTS) if (re.test(answer)) faults.push(name);
  const heading = /«([^»]*)»/.exec(answer)?.[1] ?? '';
  if (STORY.test(heading)) faults.push('story_heading');
  const numbered = answer.split('\n').filter((l) => /^\s*\d+[.)]\s/.test(l));
  if (numbered.length === 1) faults.push('single_step_numbered');
  if (answer.split('\n').some((l) => /^\s*(?:\d+[.)]\s*)?(?:[\s:,.;-]*\[[A-Z_]+\][\s:,.;-]*)+(?:\[KU-\d+\])?\.?\s*$/.test(l))) faults.push('placeholder_step');
  if (unit.is_one_off) {
    const firstStep = unit.solution.split('\n')[0]?.replace(/^\s*\d+[.)]\s*/, '').trim() ?? '';
    if (firstStep.length > 12 && answer.includes(firstStep.slice(0, 40))) faults.push('one_off_steps');
    if (!answer.includes('operatore')) faults.push('one_off_without_operator');
  }
  return faults;
}
