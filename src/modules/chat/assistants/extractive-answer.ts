import type { SearchHit } from '../../search/search.service';
import { ASSISTANT_TEXTS, assistantTexts } from './assistant-texts';

/**
 * The offline assistant's wording (pure, no framework): the answer composed from a unit's solution
 * steps and applicability, cited as [KU-n], framed in the conversation's locale (assistant-texts.ts;
 * formal Italian by default, the unit's own text as written). Whether to answer, suggest or
 * decline is decided by ../confidence/.
 */

const MAX_STEPS = 8;
const MAX_STEP_CHARS = 400;
const MAX_PROSE_CHARS = 900;
const MAX_PROBLEM_CHARS = 180;

export const DECLINE_TEXT = ASSISTANT_TEXTS.it.decline;

/** A refund, a discount, a waiver or a penalty is decided by a person: no answer, no promise. */
export const COMMERCIAL_TEXT = ASSISTANT_TEXTS.it.commercial;

/** Asked when the best units belong to different products and the conversation has none. */
export const PRODUCT_QUESTION_TEXT = ASSISTANT_TEXTS.it.productQuestion;

export const OPERATOR_HINT = ASSISTANT_TEXTS.it.operatorHint;

type ComposableUnit = Pick<SearchHit, 'unit_id' | 'problem' | 'solution' | 'applicability'> & Partial<Pick<SearchHit, 'title' | 'is_one_off'>>;

/**
 * The answer from one unit: its title (never a customer's story: a title that tells one, or
 * carries one customer's details, is not quoted), the steps — numbered only when there are two
 * or more —, when it applies (quoted, so the sentence reads whatever the field holds), and the
 * way to a person. A one-off unit (a manual fix for one customer) is never answered with its
 * steps: the case needs an operator. Steps keep no redaction placeholder nor one customer's
 * amount, date or document number; a step left empty by that is left out.
 */
export function composeAnswer(hit: ComposableUnit, locale = 'it'): string {
  const t = assistantTexts(locale);
  const cite = `[KU-${hit.unit_id}]`;
  const heading = clip(oneLine(hit.title || hit.problem), MAX_PROBLEM_CHARS);
  const quotable = heading !== '' && !tellsAStory(heading) && !DETAIL.test(heading) && !/\[[A-Z_]+\]/.test(heading);
  if (hit.is_one_off) {
    return t.oneOff(quotable ? t.oneOffLead(heading, cite) : t.oneOffLeadUntitled(cite));
  }
  const lines: string[] = [quotable ? t.answerLead(heading, cite) : t.answerLeadUntitled(cite)];
  const { steps, prose } = solutionSteps(hit.solution);
  if (steps.length === 0) {
    lines.push('', `${t.noSteps} ${t.operatorHint}`);
    return lines.join('\n');
  }
  const withCite = (text: string) => `${text.replace(/[.;:,]+$/, '')} ${cite}.`;
  if (steps.length === 1) {
    lines.push('', prose ? t.oneProse : t.oneStep, withCite(steps[0]));
  } else {
    lines.push('', t.manySteps);
    steps.forEach((step, i) => lines.push(`${i + 1}. ${i === steps.length - 1 ? withCite(step) : step}`));
  }
  const applicability = applicabilityOf(hit.applicability, steps);
  if (applicability) {
    lines.push('', t.applicability(applicability, cite));
  }
  lines.push('', t.operatorHint);
  return lines.join('\n');
}

const LEADING_NUMBER = /^\s*(?:\d{1,2}[.)]|[-•*])\s+/;

/**
 * The solution as steps. A distiller's "1. …\n2. …" (one line or several, with or without the
 * numbers, "1." alone on one line included) gives one step per item; free text (an imported FAQ)
 * is kept whole as one `prose` step rather than cut at every full stop (an "es." would split it).
 * Placeholders and one customer's details are taken out; a step left without words is dropped.
 */
export function solutionSteps(solution: string): { steps: string[]; prose: boolean } {
  const text = solution.trim();
  if (!text) return { steps: [], prose: false };
  let items = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const numbered = items.some((l) => LEADING_NUMBER.test(l));
  // "1. Apra il menu. 2. Scelga Esporta." on one line: split before each following number.
  if (items.length === 1 && /^\s*1[.)]\s/.test(items[0]) && /\s2[.)]\s/.test(items[0])) items = items[0].split(/\s+(?=\d{1,2}[.)]\s)/);
  const steps = items
    .map((l) => l.replace(LEADING_NUMBER, ''))
    .map((l) => upperFirst(scrubDetails(oneLine(l))))
    .filter(hasWords)
    .map((l) => clip(l, numbered || items.length > 1 ? MAX_STEP_CHARS : MAX_PROSE_CHARS))
    .slice(0, MAX_STEPS);
  return { steps, prose: !numbered && items.length === 1 };
}

/** The applicability as a quotable phrase, or null: empty, only placeholders, or a copy of a step. */
function applicabilityOf(field: string, steps: string[]): string | null {
  const text = scrubDetails(oneLine(field)).replace(/[.;:,\s]+$/, '');
  if (!hasWords(text)) return null;
  const key = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (steps.some((s) => key(s).includes(key(text)) || key(text).includes(key(s)))) return null;
  return upperFirst(text);
}

const MONTHS = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const AMOUNT = String.raw`(?:€\s?\d[\d.]*(?:,\d{1,2})?|\d[\d.]*(?:,\d{1,2})?\s?(?:€|euro\b)|\b\d+,\d{2}\b)`;
const DATE = String.raw`(?:\b\d{1,2}°?\s+(?:${MONTHS})(?:\s+\d{4})?\b|(?<![\d.])\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d.])|\b\d{1,2}-\d{1,2}-\d{2,4}\b)`;
const DOCUMENT = String.raw`(?:\b(?:n\.|nr\.?|num\.|numero|#)\s*\d[\d/-]{2,}\b)`;
const DETAIL = new RegExp(`${AMOUNT}|${DATE}|${DOCUMENT}`, 'i');

/**
 * One customer's details out of a served sentence: a parenthesis holding an amount, a date or a
 * document number goes whole ("(€ 29,00 + IVA)"); a date with its preposition ("dal 4 agosto");
 * a document number ("lo scontrino n. 0044-0131" → "lo scontrino"); redaction placeholders.
 */
export function scrubDetails(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, (group) => (DETAIL.test(group) || /\[[A-Z_]+\]/.test(group) ? '' : group))
    .replace(new RegExp(String.raw`\s*\b(?:dal|dall'|del|dell'|il|l'|al|all'|entro il|fino al|a partire dal|da)?\s*${DATE}`, 'gi'), '')
    .replace(new RegExp(String.raw`\s*${DOCUMENT}`, 'gi'), '')
    .replace(/\s*\[[A-Z][A-Z_]{1,15}\]/g, '')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[.;:,])/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * A heading that narrates one customer's day ("stanotte", "da allora", "mio figlio", "lui era in ferie") rather
 * than names a problem. A first-person symptom ("mi dice password errata") names one and is quoted.
 */
export function tellsAStory(text: string): boolean {
  return STORY.test(text.toLowerCase());
}

const STORY = new RegExp(
  [
    String.raw`\b(?:ieri|stanotte|stamattina|stasera|l'altro giorno|da allora|da quando|adesso che|prima di pasqua|befana)\b`,
    String.raw`\b(?:mio|mia|miei|mie|nostro|nostra)\s+(?:figli[oa]|moglie|marito|fratello|sorella|madre|padre|collega|commercialista|ragazz[oa]|titolare|dipendente|reparto)\b`,
    String.raw`^(?:lui|lei|loro)\b`,
  ].join('|'),
  'u',
);

/** Words left once placeholders and punctuation are gone: at least one word of three letters. */
function hasWords(text: string): boolean {
  return /\p{L}{3,}/u.test(text.replace(/\[[A-Z_]+\]/g, ' '));
}

// Rimborso/rimborsare, sconto, deroga, penale, risarcimento, indennizzo, storno di un addebito; refund, discount, waiver, penalty.
// A discount code that does not work ("codice sconto non valido") is a how-to, not a request.
const COMMERCIAL = /\b(?:rimbors\w*|(?<!(?:codice|codici|buono|buoni|coupon) )scont(?:o|i|are|ate|ato)|derog\w*|penal[ei]|risarc\w*|indennizz\w*|stornare (?:l'|un |il )?addebit\w*|refund\w*|discount\w*|waiv\w*|penalt\w*|compensation)\b/i;

// How to file the request ("come posso richiedere un rimborso?", "dove si presenta la domanda di rimborso?",
// "quale modulo serve per il rimborso?"): the procedure a knowledge base documents, asked for, not the refund itself.
// "Vorrei chiedere un rimborso" (no come/dove/modulo) stays a request.
const PROCEDURE =
  /\b(?:come|dove|a chi|quando|entro quando)\b[^?.!]{0,40}?\b(?:richied\w*|chied\w*|presenta\w*|inoltra\w*|fare (?:la )?(?:domanda|richiesta))\b|\b(?:modul[oi]|moduli?stica|documenti|procedura)\b[^?.!]{0,30}?\b(?:rimbors\w*|risarc\w*|indennizz\w*)/i;

/** A request only a person may grant (issue 13): it goes to an operator, with no promise. */
export function isCommercialRequest(question: string): boolean {
  return COMMERCIAL.test(question) && !PROCEDURE.test(question);
}

const GREETING = /^(ciao|salve|buongiorno|buonasera|buon pomeriggio|hello|hi|good (?:morning|afternoon|evening))\b[\s!.,]*$/i;
const THANKS = /^(grazie( mille| tante)?|ok(ay)?,? grazie|perfetto,? grazie|va bene,? grazie|gentilissim[oi]|thanks( a lot)?|thank you( very much)?|ok(ay)?,? thanks)\b[\s!.,]*$/i;

/** A greeting or a thank-you is answered politely, without searching or citing. */
export function smallTalkReply(question: string, locale = 'it'): string | null {
  const text = question.trim();
  if (THANKS.test(text)) return assistantTexts(locale).thanks;
  if (GREETING.test(text)) return assistantTexts(locale).greeting;
  return null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

function upperFirst(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
