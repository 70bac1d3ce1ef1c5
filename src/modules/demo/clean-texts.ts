import { caseDetails, storyForms, titleEdits } from '../../lib/text/title-quality';

/**
 * Which units the demo approves by itself, so the chat has something to serve on its first
 * start: a few, those whose texts a reviewer would least need to edit. Everything else waits for
 * a person on the review page (a real team reads and approves each unit). Read by form only,
 * like title-quality: what marks a text as still one customer's case rather than an answer for
 * everyone who meets the problem.
 */

export interface UnitTexts {
  title: string;
  problem: string;
  cause: string;
  solution: string;
  applicability: string;
}

/**
 * The writer speaking in the title or the problem ("Metto le mie credenziali e mi esce", "Devo
 * stornare"): the customer's words, not yet the problem said for everyone.
 */
const FIRST_PERSON = /(?<![\p{L}'’])(?:ho|mi|mio|mia|miei|mie|volevo|vorrei|riesco|posso|devo|faccio|metto|batto|aggiungo|chiedo|abbiamo|inseriamo|ci\s+(?:è|viene|hanno|ha))(?![\p{L}])/iu;
/** An opening that needs what came before it in the conversation ("Da allora…", "Ma quando…", "Accanto al conto…"). */
const CONTEXT_OPENER = /^(?:ma|e|da\s+allora|allora|accanto|comunque|quindi|invece)(?![\p{L}])/iu;
/** The day of one case: a weekday, a month, a holiday, "ieri", "stamattina", "da un paio di settimane". */
const DAY_OF_CASE =
  /(?<![\p{L}])(?:ieri|oggi|stamattina|stasera|stanotte|domani|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|befana|natale|pasqua|ferragosto|paio\s+di\s+(?:giorni|settimane|mesi))(?![\p{L}])/iu;
/** A year, or a document's number ("la 2026/140", "01/01/2026"). */
const YEAR_OR_DOCUMENT = /(?<![\p{L}\d_-])(?:20\d\d|\d{1,4}\/\d{1,4})(?![\p{L}\d_])/u;
/**
 * A bare figure of one case ("scriva 413", "pesa 7,8 MB" is caught as "attuale"): three digits or
 * more, not a code (E-4021, ERR_502, "00404", 3.9.0) and not a size or a span (1200 px, 60 giorni).
 */
const CASE_FIGURE = /(?<![\p{L}\d_.,\-/"«])[1-9]\d{2,}(?![\p{L}\d_.,\-/%»"])(?!\s*(?:px|kb|mb|gb|giorni|ore|minuti|secondi|caratteri|euro|€))/iu;
/** What the agent saw in this customer's account ("Il logo attuale pesa…", "risultano 4 dispositivi"). */
const THEIR_ACCOUNT = /(?<![\p{L}])(?:attuale|attualmente|risulta|risultano|nel\s+vostro\s+account|nel\s+suo\s+account)(?![\p{L}])/iu;
/** "tu" beside the "Lei" of the rest ("il tuo nome", "fai ☰ → Esci"): the agent's quick reply, not the house style. */
const FAMILIAR = /(?<![\p{L}])(?:tuo|tua|tuoi|tue|fai|hai|puoi|devi|vai|clicca|inserisci|apri|scegli)(?![\p{L}])/iu;

export interface Blemish {
  /** Where: the title and the solution are what a customer reads first (the citation, the steps). */
  field: 'title' | 'problem' | 'texts' | 'solution';
  what: string;
}

/** What in a unit's texts a reviewer would still edit; none for a text that reads as an answer for everyone. */
export function unitBlemishes(unit: UnitTexts): Blemish[] {
  const found: Blemish[] = [];
  const add = (field: Blemish['field'], what: string) => found.push({ field, what });
  const served = [unit.title, unit.problem, unit.cause, unit.solution, unit.applicability].join('\n');
  if (titleEdits(unit.title) > 0 || caseDetails(unit.title) > 0) add('title', 'to edit');
  if (FIRST_PERSON.test(unit.title)) add('title', 'first person');
  if (CONTEXT_OPENER.test(unit.title.trim())) add('title', 'needs context');
  if (storyForms(unit.problem) > 0) add('problem', 'one customer\'s story');
  if (FIRST_PERSON.test(unit.problem)) add('problem', 'first person');
  if (CONTEXT_OPENER.test(unit.problem.trim())) add('problem', 'needs context');
  if (DAY_OF_CASE.test(served)) add('texts', 'day of the case');
  if (YEAR_OR_DOCUMENT.test(served)) add('texts', 'year or document number');
  if (CASE_FIGURE.test(served)) add('texts', 'figure of the case');
  if (THEIR_ACCOUNT.test(served)) add('texts', 'their account');
  if (FAMILIAR.test(unit.solution)) add('solution', 'familiar address');
  return found;
}

/**
 * How much editing the texts need: the problem in the customer's own words costs 1 (the rules
 * distiller keeps them: most units have it); anything in the title, or one case's details in
 * what is served, costs 2.
 */
export function editScore(unit: UnitTexts): number {
  return unitBlemishes(unit).reduce((sum, b) => sum + (b.field === 'problem' ? 1 : 2), 0);
}

export interface DemoCandidate extends UnitTexts {
  id: number;
  ticket_count: number;
  confidence: number;
  contains_pii: boolean;
  is_one_off: boolean;
  is_commercial_exception: boolean;
}

/** A few units, confirmed by several tickets, the distiller fairly sure, texts needing at most a light edit. */
export const DEMO_APPROVAL_RULES = { maxUnits: 5, minTickets: 3, minConfidence: 0.75, maxEditScore: 1 } as const;

/**
 * The units the demo approves: none with personal data, one-off fixes or commercial exceptions
 * (a person decides those), the cleanest texts first, then the most frequent; at most maxUnits.
 */
export function unitsForDemoApproval(units: DemoCandidate[], rules = DEMO_APPROVAL_RULES): number[] {
  return units
    .filter((u) => !u.contains_pii && !u.is_one_off && !u.is_commercial_exception)
    .filter((u) => u.ticket_count >= rules.minTickets && Number(u.confidence) >= rules.minConfidence)
    .map((u) => ({ u, score: editScore(u) }))
    .filter(({ score }) => score <= rules.maxEditScore)
    .sort((a, b) => a.score - b.score || b.u.ticket_count - a.u.ticket_count || Number(b.u.confidence) - Number(a.u.confidence) || a.u.id - b.u.id)
    .slice(0, rules.maxUnits)
    .map(({ u }) => u.id);
}
