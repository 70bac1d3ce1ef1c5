import type { Category } from '../tickets/ticket.dto';
import type { DistilledUnit } from './distilled-unit.schema';
import type { Distiller, DistillInput, DistillOutput, TranscriptMessage } from './distiller';
import {
  AGENT_PLEASANTRY_PATTERNS,
  AGENT_SIGNATURE_LINE,
  AGENT_VERIFIED_CUES,
  APPLICABILITY_CUES,
  BACK_REFERENCE_CUES,
  BARE_NAME_LINE,
  CATEGORY_KEYWORDS,
  CAUSE_STRONG_CUES,
  CAUSE_WEAK_CUES,
  CONCESSION_CONTEXT,
  CONCESSION_CONDITIONAL_CUES,
  CONCESSION_CUES,
  CONTACT_LINE_PATTERNS,
  DONE_CUES,
  ERROR_CODE_PATTERNS,
  GREETING_HEAD,
  GREETING_TAIL,
  INSTRUCTION_PHRASES,
  INSTRUCTION_VERBS_AMBIGUOUS,
  INSTRUCTION_VERBS_UNAMBIGUOUS,
  LEADING_INTERJECTION,
  MENU_PATH,
  NEGATIVE_CONFIRMATION_CUES,
  NEGATORS,
  ONE_OFF_ACTION_VERBS,
  ONE_OFF_FIRST_PERSON,
  ONE_OFF_MANUAL_MARKERS,
  POSITIVE_CONFIRMATION_CUES,
  PROBLEM_CUES,
  REDACTION_PLACEHOLDER,
  REQUEST_CUES,
  SECURITY_ADMONITION,
  SIGN_OFF_PATTERNS,
  STOPWORDS,
  SYMPTOM_CUES,
  U,
  UI_LABEL,
  WEAK_CONFIRMATION_CUES,
} from './rules-lexicon';

/**
 * The offline default distiller: deterministic Italian heuristics over a redacted transcript.
 *
 * Pipeline (each step is a pure function below):
 *  1. every customer reply after an agent step is classified (positive / done / weak / negative /
 *     neutral); the solution is the last agent public step before the first confirmation, else
 *     the last agent step before closing;
 *  2. the solution message is cut into instruction sentences and numbered;
 *  3. problem, symptoms and search phrases come from the customer's own sentences, cause and
 *     applicability from the agent's; redaction placeholders are stripped clause by clause;
 *  4. concession and manual-fix cues decide is_commercial_exception / is_one_off;
 *  5. confidence is read off a small table (confirmation kind x concreteness of the steps).
 */

export const RULES_MODEL = 'rules-v1';

export class RulesDistiller implements Distiller {
  readonly name = 'rules';

  async distill(input: DistillInput): Promise<DistillOutput> {
    return { unit: distillByRules(input), model: RULES_MODEL };
  }
}

export function distillByRules(input: DistillInput): DistilledUnit {
  return distillWithTrace(input).unit;
}

export type ReplyKind = 'positive' | 'done' | 'weak' | 'negative' | 'neutral';
export type ConfirmationKind = 'customer_positive' | 'customer_done' | 'customer_weak' | 'agent_verified' | 'none';

/** How the unit was derived: for tests, audits and calibration; not stored. */
export interface RulesTrace {
  confirmation: ConfirmationKind;
  /** Index in input.messages of the agent message the solution was taken from, or -1. */
  solutionMessageIndex: number;
  /** Index of the customer reply taken as the confirmation, or -1. */
  confirmationMessageIndex: number;
  /** Number of instruction steps found (0 means the solution is a fallback or empty). */
  instructionSteps: number;
  concreteness: number;
  concessionCues: string[];
  oneOffCues: string[];
  negativeReplies: number;
  conflicts: string[];
}

// ---------------------------------------------------------------------------------------------
// Text utilities
// ---------------------------------------------------------------------------------------------

const ABBREVIATION_BEFORE_DOT =
  /(?:^|[\s(])(?:n|nr|num|es|ecc|sig|sigg|sig\.ra|dott|dott\.ssa|rag|ing|avv|geom|p|pag|tel|cell|art|rep|sez|ca|min|max|vs|spett|prof|doc|fatt|rif|pagg|ss|cfr|s\.p\.a|s\.r\.l|p\.iva|e\.g|i\.e|ult|prot)$/i;
const SENTENCE_BREAK = /[.!?…]+["»”)]*\s+/g;
const PLACEHOLDER_GLOBAL = new RegExp(REDACTION_PLACEHOLDER.source, 'g');
const LIST_MARKER = /^\s*(?:\d{1,2}[).]|[-–—•*·])\s+/;

function squash(text: string): string {
  return text.replace(/[ \t\u00a0]+/g, ' ').trim();
}

function lines(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map(squash)
    .filter((l) => l.length > 0);
}

/** Splits one line into sentences; a dot after an abbreviation ("n.", "Dott.") does not split. */
export function splitSentences(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  SENTENCE_BREAK.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE_BREAK.exec(line)) !== null) {
    const end = m.index + m[0].length;
    const head = line.slice(start, m.index);
    if (m[0].startsWith('.') && m[0].trim() === '.' && ABBREVIATION_BEFORE_DOT.test(head)) continue;
    // 'clicchi su "Password dimenticata?" e inserisca…': punctuation inside a quoted label.
    if (/["»”]/.test(m[0]) && /^[a-zà-ÿ]/.test(line.slice(end))) continue;
    const sentence = line.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
  }
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

function hasPlaceholder(text: string): boolean {
  return REDACTION_PLACEHOLDER.test(text);
}

const PLACEHOLDER_LABEL_BEFORE = U(
  /(?:\s*\b(?:(?:la|il|l'|lo|mia|mio|nostra|nostro|sua|suo|vostra|vostro|questo|questa)\s*)?(?:e-?mail|mail|indirizzo|cell\.?|cellulare|tel\.?|telefono|numero|fisso|carta|iban|conto|codice\s+fiscale|c\.?f\.?|p\.?\s?iva|partita\s+iva|ip|ipv[46]|link|token|è|e'|al|allo|alla|a|su|sul|con|di|da|tramite|via)\b\.?:?)*\s*/i,
);

/**
 * Removes redaction placeholders without leaving PII-shaped holes: drops the clause that carries
 * a placeholder; when the placeholder is the whole sentence's only clause, removes it with the
 * label words in front of it ("la mail è [EMAIL]"). Returns '' when nothing meaningful is left.
 */
export function stripPlaceholders(text: string): string {
  if (!hasPlaceholder(text)) return text;
  const parts = text.split(/(\s*[,;:()]\s*|\s+[–—-]\s+)/);
  const kept: string[] = [];
  let removed = false;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? '';
    const delimiter = parts[i + 1] ?? '';
    if (hasPlaceholder(clause)) {
      removed = true;
      continue;
    }
    kept.push(clause + delimiter);
  }
  let result = tidy(kept.join(''));
  if (!removed || contentWords(result) < 2) {
    // Single clause: cut the placeholder and its label.
    result = tidy(
      text.replace(new RegExp(PLACEHOLDER_LABEL_BEFORE.source + REDACTION_PLACEHOLDER.source, 'giu'), ' '),
    );
  }
  if (hasPlaceholder(result)) result = tidy(result.replace(PLACEHOLDER_GLOBAL, ' '));
  return contentWords(result) >= 2 ? result : '';
}

/** Cleans punctuation left behind after cuts: empty brackets, doubled commas, dangling ":". */
function tidy(text: string): string {
  let t = text
    .replace(/\(\s*[,;:]*\s*\)/g, ' ')
    .replace(/\s+([,;:.!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  t = t.replace(/^[,;:.\-–—)\s]+/, '').replace(/[,;:\-–—(\s]+$/, '');
  return t.trim();
}

function contentWords(text: string): number {
  let n = 0;
  for (const w of text.toLowerCase().split(/[^a-zà-ÿ0-9_'-]+/)) if (w.length > 1 && !STOPWORDS.has(w)) n++;
  return n;
}

/** "NON RIESCO AD ACCEDERE!!!" -> "non riesco ad accedere!!!"; codes like E-4021 keep their case. */
export function deshout(text: string): string {
  const letters = text.match(/\p{L}/gu);
  if (!letters || letters.length < 10) return text;
  let upper = 0;
  for (const l of letters) if (l !== l.toLowerCase()) upper++;
  if (upper / letters.length < 0.7) return text;
  return text.replace(/[\p{L}\p{N}_-]+/gu, (tok) => (/[\d_-]/.test(tok) ? tok : tok.toLowerCase()));
}

function capitalize(text: string): string {
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '') + '…';
}

function anyMatch(patterns: readonly RegExp[], text: string): boolean {
  for (const p of patterns) if (p.test(text)) return true;
  return false;
}

function countMatches(patterns: readonly RegExp[], text: string): number {
  let n = 0;
  for (const p of patterns) if (p.test(text)) n++;
  return n;
}

/** Strips an opening salutation ("Buongiorno Maria Grazia,", "Gentili signori,", "Salve,"). */
export function stripGreeting(text: string): string {
  const head = GREETING_HEAD.exec(text);
  if (!head) return text;
  let rest = text.slice(head[0].length);
  const tail = GREETING_TAIL.exec(rest);
  if (tail) rest = rest.slice(tail[0].length);
  // A capitalised name right after, only when punctuation or the end of the line closes it.
  const name = /^(?:\s+[A-ZÀ-Ý][\wÀ-ÿ'.]*){1,3}(?=\s*(?:[,!:;]|\n|$))/.exec(rest);
  if (name) rest = rest.slice(name[0].length);
  const after = /^\s*[,!.:;]*\s*/.exec(rest);
  if (after) rest = rest.slice(after[0].length);
  return rest;
}

function isSignOff(sentence: string): boolean {
  return anyMatch(SIGN_OFF_PATTERNS, sentence.trim());
}

function isContact(sentence: string): boolean {
  return anyMatch(CONTACT_LINE_PATTERNS, sentence);
}

function isQuestion(sentence: string): boolean {
  return /\?\s*["»”)]*\s*$/.test(sentence);
}

// ---------------------------------------------------------------------------------------------
// Customer replies: confirmation detection
// ---------------------------------------------------------------------------------------------

/** True when a negator stands in the three words before `index` ("non funziona ancora"). */
function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index).split(/\s+/).slice(-4).join(' ');
  return NEGATORS.test(before);
}

function lastHit(patterns: readonly RegExp[], text: string, checkNegation: boolean): number {
  let last = -1;
  for (const p of patterns) {
    const g = new RegExp(p.source, p.flags.includes('g') ? p.flags : p.flags + 'g');
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      if (checkNegation && negatedAt(text, m.index)) continue;
      if (m.index > last) last = m.index;
    }
  }
  return last;
}

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

// ---------------------------------------------------------------------------------------------
// Agent messages: instruction steps
// ---------------------------------------------------------------------------------------------

const CLAUSE_LEAD = new Set([
  'poi', 'e', 'quindi', 'prima', 'subito', 'ora', 'adesso', 'infine', 'dopo', 'allora', 'intanto',
  'per', 'favore', 'pure', 'ok', 'sì', 'si', 'bene', 'dopodiché', 'successivamente', 'inoltre', 'anche',
  'semplicemente', 'basta', 'nel', 'frattempo', 'o', 'oppure', 'ecco', 'ma',
]);

/** True when the sentence instructs the customer to do something. */
export function isInstruction(sentence: string): boolean {
  if (MENU_PATH.test(sentence)) return true;
  if (anyMatch(INSTRUCTION_PHRASES, sentence)) return true;
  const lower = sentence.toLowerCase();
  const word = /[a-zà-ÿ]+(?:'[a-zà-ÿ]+)?/g;
  let m: RegExpExecArray | null;
  let prev = '';
  let prevEnd = 0;
  while ((m = word.exec(lower)) !== null) {
    const w = m[0];
    if (INSTRUCTION_VERBS_UNAMBIGUOUS.has(w)) {
      if (!INSTRUCTION_VERBS_AMBIGUOUS.has(w)) return true;
      const gap = lower.slice(prevEnd, m.index);
      const clauseInitial = prev === '' || /[,:;(–—•-]/.test(gap) || CLAUSE_LEAD.has(prev);
      if (clauseInitial) return true;
    }
    prev = w;
    prevEnd = m.index + w.length;
  }
  return false;
}

function isPleasantry(sentence: string): boolean {
  return anyMatch(AGENT_PLEASANTRY_PATTERNS, sentence);
}

interface AgentSentence {
  text: string;
  listItem: boolean;
}

/** The content sentences of an agent message: greeting, signature and sign-off removed. */
function agentSentences(body: string): AgentSentence[] {
  const ls = lines(body);
  const out: AgentSentence[] = [];
  ls.forEach((raw, i) => {
    let line = raw;
    if (i === 0) line = stripGreeting(line);
    if (!line) return;
    if (AGENT_SIGNATURE_LINE.test(line)) return;
    if (i === ls.length - 1 && BARE_NAME_LINE.test(line)) return;
    const signOffTail = /(?:^|[\s.])(?:cordiali|distinti)\s+saluti,?\s+[A-ZÀ-Ý][\s\S]*$/i.exec(line);
    if (signOffTail) line = line.slice(0, signOffTail.index).trim();
    if (!line) return;
    if (LIST_MARKER.test(line)) {
      out.push({ text: line.replace(LIST_MARKER, ''), listItem: true });
      return;
    }
    for (const s of splitSentences(line)) out.push({ text: s, listItem: false });
  });
  return out;
}

/**
 * Cuts an agent message into numbered-step material: list items and instruction sentences,
 * without pleasantries, security warnings or placeholder-bearing clauses.
 */
export function extractSteps(body: string): string[] {
  const steps: string[] = [];
  for (const { text, listItem } of agentSentences(body)) {
    if (isPleasantry(text) && !MENU_PATH.test(text)) continue;
    if (isQuestion(text) && !MENU_PATH.test(text)) continue;
    if (SECURITY_ADMONITION.test(text) && !MENU_PATH.test(text)) continue;
    if (!listItem && !isInstruction(text)) continue;
    const clean = stripPlaceholders(text.replace(LEADING_INTERJECTION, ''));
    if (clean.length < 6) continue;
    steps.push(clean);
  }
  return steps;
}

/** The non-pleasantry sentences of an agent message (fallback when it has no instruction). */
function substantiveSentences(body: string): string[] {
  const out: string[] = [];
  for (const { text } of agentSentences(body)) {
    if (isPleasantry(text) || isQuestion(text)) continue;
    const clean = stripPlaceholders(text);
    if (contentWords(clean) >= 3) out.push(clean);
  }
  return out;
}

function formatSteps(steps: string[]): string {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const s of steps) {
    const key = s.toLowerCase().replace(/\W+/g, ' ').trim();
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(capitalize(truncateAtWord(s.replace(/[;:,]\s*$/, '').trim(), 600)));
  }
  let out = '';
  unique.forEach((s, i) => {
    const line = `${i + 1}. ${s}`;
    if (out.length + line.length + 1 <= 4000) out += (out ? '\n' : '') + line;
  });
  return out;
}

/** 0..5: menu path, quoted UI label, version number, several steps, a step with some substance. */
function concretenessOf(steps: string[]): number {
  if (steps.length === 0) return 0;
  const all = steps.join(' ');
  let score = 0;
  if (MENU_PATH.test(all)) score += 2;
  if (UI_LABEL.test(all)) score += 1;
  if (/\b\d+\.\d+(?:\.\d+)?\b/.test(all)) score += 1;
  if (steps.length >= 2) score += 1;
  if (steps.some((s) => s.length >= 50)) score += 1;
  return Math.min(score, 5);
}

// ---------------------------------------------------------------------------------------------
// Problem, symptoms, phrases (customer's words)
// ---------------------------------------------------------------------------------------------

interface CustomerSentence {
  text: string;
  order: number;
}

/** Content sentences of a customer message: no greeting, sign-off, contact line or placeholder. */
function customerSentences(body: string): CustomerSentence[] {
  const out: CustomerSentence[] = [];
  const ls = lines(stripGreeting(body.trim()));
  let order = 0;
  ls.forEach((line, li) => {
    if (isSignOff(line) || (li > 0 && BARE_NAME_LINE.test(line))) return;
    for (let s of splitSentences(line)) {
      s = stripGreeting(s);
      s = s.replace(/^(?:vi|le|ti)\s+scrivo\s+(?:perché|perche|in\s+quanto)\s+/i, '');
      if (!s || isSignOff(s) || isContact(s)) continue;
      const clean = deshout(stripPlaceholders(s));
      if (!clean || contentWords(clean) < 2) continue;
      out.push({ text: clean, order: order++ });
    }
  });
  return out;
}

function errorCodes(text: string): string[] {
  const found: string[] = [];
  for (const p of ERROR_CODE_PATTERNS) {
    const g = new RegExp(p.source, p.flags);
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      const code = m[1] ? m[0] : m[0];
      if (/^(?:RT|FW|IVA|CF)[-_]/i.test(code)) continue;
      found.push(code);
    }
  }
  return found;
}

function problemScore(s: string): number {
  let score = 2 * countMatches(PROBLEM_CUES, s);
  if (errorCodes(s).length > 0) score += 2;
  if (anyMatch(SYMPTOM_CUES, s)) score += 1;
  if (UI_LABEL.test(s)) score += 1;
  if (anyMatch(REQUEST_CUES, s)) score += 1;
  if (isQuestion(s) && countMatches(PROBLEM_CUES, s) === 0) score -= 1;
  if (s.length > 350) score -= 2;
  return score;
}

export function extractProblem(firstCustomerBody: string, subject: string): string {
  const sentences = customerSentences(firstCustomerBody);
  const subj = deshout(squash(stripPlaceholders(subject)));
  let picked: CustomerSentence[] = [];
  if (sentences.length > 0) {
    const scored = sentences.map((s) => ({ s, score: problemScore(s.text) }));
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    if (best.score <= 0) {
      picked = sentences.slice(0, 2).filter((s, i) => i === 0 || s.text.length < 200);
    } else {
      picked = [best.s];
      const second = scored
        .filter((x) => x.s !== best.s && x.score >= 2 && x.s.text.length + best.s.text.length < 560)
        .sort((a, b) => b.score - a.score || Math.abs(a.s.order - best.s.order) - Math.abs(b.s.order - best.s.order))[0];
      if (second) picked.push(second.s);
      picked.sort((a, b) => a.order - b.order);
    }
  }
  let problem = picked.map((s) => s.text).join(' ');
  if (problem.length < 25 && subj.length >= 3 && !problem.toLowerCase().includes(subj.toLowerCase())) {
    problem = problem ? `${subj}: ${problem}` : subj;
  }
  return capitalize(truncateAtWord(squash(problem), 600));
}

export function extractSymptoms(customerBodies: string[]): string {
  const picked: string[] = [];
  const seen = new Set<string>();
  const candidates: { text: string; weight: number; order: number }[] = [];
  let order = 0;
  for (const body of customerBodies) {
    for (const { text } of customerSentences(body)) {
      order++;
      if (isQuestion(text) && errorCodes(text).length === 0) continue;
      let weight = 0;
      if (errorCodes(text).length > 0) weight += 3;
      if (UI_LABEL.test(text)) weight += 2;
      weight += countMatches(SYMPTOM_CUES, text);
      if (weight >= 2) candidates.push({ text, weight, order });
    }
  }
  const top = candidates.sort((a, b) => b.weight - a.weight || a.order - b.order).slice(0, 4);
  top.sort((a, b) => a.order - b.order);
  let total = 0;
  for (const c of top) {
    const key = c.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const t = truncateAtWord(c.text, 400);
    if (total + t.length + 1 > 1500) break;
    picked.push(t);
    total += t.length + 1;
  }
  return picked.join('\n');
}

function normaliseKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[«»"“”'’.,;:!?()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short fragment around a problem cue: the clause holding it, at most ~10 words. */
function cueFragments(sentence: string): string[] {
  const out: string[] = [];
  const clauses = sentence.split(/\s*(?:[,;:.!?()]|\s[–—-]\s|\s+ma\s+|\s+però\s+|\s+perché\s+|\s+quando\s+|\s+se\s+)\s*/i);
  for (const clause of clauses) {
    let at = -1;
    for (const p of PROBLEM_CUES) {
      const m = p.exec(clause);
      if (m && (at < 0 || m.index < at)) at = m.index;
    }
    if (at < 0) continue;
    const before = clause.slice(0, at).trim().split(/\s+/).filter(Boolean).slice(-3);
    const after = clause.slice(at).trim().split(/\s+/).slice(0, 10 - before.length);
    let fragment = [...before, ...after].join(' ');
    fragment = fragment.replace(/^(?:e|ed|o|che|allora|poi|anche|però|ma|quindi|cioè|tipo)\s+/i, '');
    if (contentWords(fragment) >= 2 && fragment.length >= 8) out.push(fragment);
  }
  return out;
}

/** Clauses of the problem statement that carry content (noun-phrase-like search fragments). */
function contentClauses(text: string): string[] {
  return text
    .split(/\s*(?:[,;:.!?()]|\s[–—-]\s|\s+ma\s+|\s+però\s+|\s+perché\s+)\s*/i)
    .map((c) => c.trim())
    .filter((c) => contentWords(c) >= 3 && c.length <= 120);
}

function quotedLabels(text: string): string[] {
  const out: string[] = [];
  const re = /[«"“]([^«»"“”\n]{4,90})[»"”]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const label = (m[1] ?? '').trim();
    if (hasPlaceholder(label) || /https?:|www\./i.test(label)) continue;
    if (contentWords(label) >= 1) out.push(label);
  }
  return out;
}

export function extractSearchPhrases(
  subject: string,
  problem: string,
  customerBodies: string[],
  fallbackSentences: string[],
  solutionLabels: string[] = [],
): string[] {
  const phrases: string[] = [];
  const keys: string[] = [];
  const add = (raw: string): void => {
    if (phrases.length >= 6) return;
    let p = deshout(squash(stripPlaceholders(raw))).replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '');
    if (!p || hasPlaceholder(p)) return;
    p = truncateAtWord(p, 200).replace(/…$/, '');
    if (p.length < 3 || contentWords(p) < 1) return;
    const key = normaliseKey(p);
    // Exact repeats only: a shorter fragment of a kept phrase is another way to search.
    if (!key || keys.includes(key)) return;
    keys.push(key);
    phrases.push(p);
  };
  const firstBody = customerBodies[0] ?? '';
  const firstSentences = customerSentences(firstBody);
  const allCustomer = customerBodies.join('\n');
  // 1. the subject, as the customer titled it
  add(subject);
  // 2. the problem's first sentence, when short enough to be a query
  const firstProblemSentence = splitSentences(problem)[0] ?? problem;
  if (firstProblemSentence.length <= 160) add(firstProblemSentence);
  // 3. error codes as phrases ("errore E-4021")
  for (const code of errorCodes(allCustomer)) {
    add(/^(?:errore|error|codice|scarto)/i.test(code) ? code.toLowerCase() : `errore ${code}`);
  }
  // 4. on-screen messages the customer quoted
  for (const label of quotedLabels(allCustomer)) add(label);
  // 5. fragments around problem cues in the opening message, then in the later complaints
  for (const s of firstSentences) for (const f of cueFragments(s.text)) add(f);
  for (const body of customerBodies.slice(1)) for (const s of customerSentences(body)) for (const f of cueFragments(s.text)) add(f);
  // 6. content clauses of the problem, then other customer sentences
  for (const c of contentClauses(problem)) add(c);
  for (const s of fallbackSentences) if (s.length <= 160) add(s);
  // 7. last resort: the labels of the screens the solution goes through ("Reimposta PIN")
  for (const label of solutionLabels) add(label);
  return phrases;
}

// ---------------------------------------------------------------------------------------------
// Agent messages: cause, applicability, concession, one-off
// ---------------------------------------------------------------------------------------------

function causeScore(sentence: string): number {
  return 2 * countMatches(CAUSE_STRONG_CUES, sentence) + countMatches(CAUSE_WEAK_CUES, sentence);
}

export function extractCause(agentBodies: string[]): string {
  // agentBodies: the resolving message first, then the earlier ones of the same exchange.
  for (let i = 0; i < agentBodies.length; i++) {
    const body = agentBodies[i] ?? '';
    let best = '';
    let bestScore = 0;
    for (const { text } of agentSentences(body)) {
      if (isPleasantry(text) || isQuestion(text)) continue;
      const score = causeScore(text);
      if (score > bestScore) {
        best = text;
        bestScore = score;
      }
    }
    if (bestScore >= 2) {
      let cause = best;
      // "…perché l'autorizzazione è scaduta: Impostazioni → …" keeps the explanation only.
      const colon = cause.search(/:\s/);
      if (colon > 30 && MENU_PATH.test(cause.slice(colon))) cause = cause.slice(0, colon);
      cause = stripPlaceholders(cause);
      if (cause) return capitalize(truncateAtWord(cause, 1500));
    }
  }
  return '';
}

export function extractApplicability(body: string): string {
  const out: string[] = [];
  for (const { text } of agentSentences(body)) {
    if (isPleasantry(text) || isQuestion(text)) continue;
    if (!anyMatch(APPLICABILITY_CUES, text)) continue;
    const clean = stripPlaceholders(text);
    if (!clean) continue;
    out.push(truncateAtWord(clean, 400));
    if (out.length === 2) break;
  }
  return truncateAtWord(out.join(' '), 1000);
}

function sentencesOfAll(bodies: string[]): string[] {
  const out: string[] = [];
  for (const b of bodies) for (const l of lines(b)) out.push(...splitSentences(l));
  return out;
}

/** Concession cues in agent messages; a cue with a negator right before it is ignored. */
export function concessionCues(agentBodies: string[]): string[] {
  const cues: string[] = [];
  for (const body of agentBodies) {
    const contextual = CONCESSION_CONTEXT.test(body);
    for (const sentence of sentencesOfAll([body])) {
      const patterns = contextual ? [...CONCESSION_CUES, ...CONCESSION_CONDITIONAL_CUES] : CONCESSION_CUES;
      for (const p of patterns) {
        const m = p.exec(sentence);
        if (m && !negatedAt(sentence, m.index)) cues.push(m[0].trim().toLowerCase());
      }
    }
  }
  return [...new Set(cues)];
}

const PARTICIPLE_START = U(/^\s*[A-ZÀ-Ýa-zà-ÿ]+(?:at[oaie]|ut[oaie]|it[oaie]|ss[oaie]|tt[oaie])\b/);
const MANUAL_PARTICIPLE = U(/\b(?:fatt[oa]|eseguit[oa])\s+(?:a\s+mano|manualmente)\b/i);

/** Manual one-time interventions by the team in the given agent messages. */
export function oneOffCues(agentBodies: string[]): string[] {
  const cues: string[] = [];
  for (const sentence of sentencesOfAll(agentBodies)) {
    const marker = ONE_OFF_MANUAL_MARKERS.map((p) => p.exec(sentence)).find((m) => m !== null);
    if (!marker) continue;
    if (!ONE_OFF_ACTION_VERBS.test(sentence)) continue;
    const firstPerson = ONE_OFF_FIRST_PERSON.test(sentence);
    const noteStyle = PARTICIPLE_START.test(sentence) || MANUAL_PARTICIPLE.test(sentence);
    if (!firstPerson && !noteStyle) continue;
    if (negatedAt(sentence, marker.index)) continue;
    cues.push(marker[0].toLowerCase());
  }
  return [...new Set(cues)];
}

// ---------------------------------------------------------------------------------------------
// Category
// ---------------------------------------------------------------------------------------------

export function categoryByKeywords(subject: string, customerText: string): Category {
  const s = ` ${subject.toLowerCase()} `;
  const c = ` ${customerText.toLowerCase()} `;
  let best: Category = 'altro';
  let bestScore = 0;
  for (const [category, keywords] of Object.entries(CATEGORY_KEYWORDS) as [Category, ReadonlyArray<readonly [string, number]>][]) {
    let score = 0;
    for (const [kw, weight] of keywords) {
      const re = new RegExp(`(?:^|[^a-zà-ÿ0-9])${kw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
      if (re.test(s)) score += 2 * weight;
      if (re.test(c)) score += weight;
    }
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Confidence
// ---------------------------------------------------------------------------------------------

/**
 * Confidence table: rows are how the fix was confirmed, columns how concrete the steps are
 * (concrete: a menu path or several specific steps; medium: one specific step; vague: no
 * instruction or a single generic sentence). Calibrated so that the job's 0.6 threshold keeps
 * confirmed or concrete units and drops vague ones.
 */
const CONFIDENCE_TABLE: Record<ConfirmationKind, [number, number, number]> = {
  customer_positive: [0.86, 0.74, 0.56],
  customer_done: [0.8, 0.7, 0.52],
  customer_weak: [0.72, 0.64, 0.48],
  agent_verified: [0.72, 0.64, 0.48],
  none: [0.66, 0.61, 0.42],
};

function confidenceOf(confirmation: ConfirmationKind, steps: number, concreteness: number, conflicts: number, hasCause: boolean): number {
  const column = steps === 0 ? 2 : concreteness >= 2 ? 0 : concreteness === 1 ? 1 : 2;
  let c = CONFIDENCE_TABLE[confirmation][column];
  if (column === 0 && steps >= 3) c += 0.03;
  if (hasCause && column !== 2) c += 0.02;
  c -= 0.12 * conflicts;
  return Math.round(Math.min(0.95, Math.max(0.05, c)) * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

function isAgentPublic(m: TranscriptMessage): boolean {
  return m.author === 'agent' && m.visibility === 'public';
}

export function distillWithTrace(input: DistillInput): { unit: DistilledUnit; trace: RulesTrace } {
  const msgs = input.messages;
  const firstCustomer = msgs.findIndex((m) => m.author === 'customer');
  const stepsOf = new Map<number, string[]>();
  const steps = (i: number): string[] => {
    let s = stepsOf.get(i);
    if (!s) {
      s = extractSteps(msgs[i]?.body ?? '');
      stepsOf.set(i, s);
    }
    return s;
  };

  // 1. Replies after an agent step.
  const replies: { index: number; kind: ReplyKind }[] = [];
  let agentSpoke = false;
  msgs.forEach((m, i) => {
    if (isAgentPublic(m)) agentSpoke = true;
    else if (m.author === 'customer' && i !== firstCustomer && agentSpoke) replies.push({ index: i, kind: classifyReply(m.body) });
  });
  const firstOf = (kinds: ReplyKind[]) => replies.find((r) => kinds.includes(r.kind));
  const confirmationReply = firstOf(['positive', 'done']) ?? firstOf(['weak']);
  const conflicts: string[] = [];

  // 2. The resolving agent message.
  const limit = confirmationReply ? confirmationReply.index : msgs.length;
  let solutionIndex = -1;
  for (let i = limit - 1; i >= 0; i--) {
    if (isAgentPublic(msgs[i]!) && steps(i).length > 0) {
      solutionIndex = i;
      break;
    }
  }
  if (solutionIndex < 0) {
    for (let i = limit - 1; i >= 0; i--) {
      if (isAgentPublic(msgs[i]!) && substantiveSentences(msgs[i]!.body).length > 0) {
        solutionIndex = i;
        break;
      }
    }
  }
  // With a confirmation, a later agent step that got no answer must not override it; without
  // one, an agent message after the solution may verify the outcome itself.
  let confirmation: ConfirmationKind = 'none';
  if (confirmationReply) {
    confirmation =
      confirmationReply.kind === 'positive' ? 'customer_positive' : confirmationReply.kind === 'done' ? 'customer_done' : 'customer_weak';
    if (replies.some((r) => r.index > confirmationReply.index && r.kind === 'negative')) conflicts.push('negative reply after confirmation');
  } else if (solutionIndex >= 0) {
    for (let i = solutionIndex; i < msgs.length; i++) {
      const m = msgs[i]!;
      if (isAgentPublic(m) && anyMatch(AGENT_VERIFIED_CUES, m.body)) {
        confirmation = 'agent_verified';
        break;
      }
    }
  }

  // 3. Steps (with the previous step when the solution refers back to it).
  let solutionSteps = solutionIndex >= 0 ? [...steps(solutionIndex)] : [];
  const instructionSteps = solutionSteps.length;
  if (solutionIndex >= 0 && BACK_REFERENCE_CUES.test(msgs[solutionIndex]!.body)) {
    for (let i = solutionIndex - 1; i >= 0; i--) {
      if (isAgentPublic(msgs[i]!) && steps(i).length > 0) {
        solutionSteps = [...steps(i), ...solutionSteps];
        break;
      }
    }
  }
  if (solutionSteps.length === 0 && solutionIndex >= 0) solutionSteps = substantiveSentences(msgs[solutionIndex]!.body).slice(0, 2);
  const solution = formatSteps(solutionSteps);
  const concreteness = instructionSteps > 0 ? concretenessOf(solutionSteps) : 0;

  // 4. Customer side.
  const customerBodies = msgs.filter((m) => m.author === 'customer').map((m) => m.body);
  const firstBody = firstCustomer >= 0 ? msgs[firstCustomer]!.body : '';
  const problem = extractProblem(firstBody, input.subject);
  const symptomBodies = msgs
    .map((m, i) => ({ m, i }))
    .filter(({ m, i }) => m.author === 'customer' && (i === firstCustomer || replies.find((r) => r.index === i)?.kind === 'negative'))
    .map(({ m }) => m.body);
  const symptoms = extractSymptoms(symptomBodies);
  const fallbackSentences = customerSentences(firstBody)
    .map((s) => s.text)
    .filter((t) => !isQuestion(t));
  const solutionLabels = quotedLabels(solutionSteps.join('\n'));
  const phrases = extractSearchPhrases(input.subject, problem, symptomBodies, fallbackSentences, solutionLabels);

  // 5. Agent side: cause from the successful exchange only (after the last failed attempt).
  const causeBodies: string[] = [];
  if (solutionIndex >= 0) {
    causeBodies.push(msgs[solutionIndex]!.body);
    const lastNegative = [...replies].reverse().find((r) => r.index < solutionIndex && r.kind === 'negative')?.index ?? -1;
    for (let i = solutionIndex - 1; i > lastNegative && i > firstCustomer; i--) {
      if (isAgentPublic(msgs[i]!)) causeBodies.push(msgs[i]!.body);
    }
  }
  const cause = extractCause(causeBodies);
  const applicability = solutionIndex >= 0 ? extractApplicability(msgs[solutionIndex]!.body) : '';

  // 6. Commercial exception: any agent message, internal notes included.
  const agentBodies = msgs.filter((m) => m.author === 'agent').map((m) => m.body);
  const concessions = concessionCues(agentBodies);
  const isCommercialException = concessions.length > 0;

  // 7. One-off: the resolving message and the internal notes of the resolving exchange.
  const oneOffBodies: string[] = [];
  if (solutionIndex >= 0) {
    let from = solutionIndex;
    while (from > 0 && msgs[from - 1]!.author !== 'customer') from--;
    const to = confirmationReply ? confirmationReply.index : msgs.length;
    for (let i = from; i < to; i++) {
      const m = msgs[i]!;
      if (m.author === 'agent' && (i === solutionIndex || m.visibility === 'internal')) oneOffBodies.push(m.body);
    }
  }
  const oneOff = oneOffCues(oneOffBodies);
  const isOneOff = oneOff.length > 0;
  if (isCommercialException && isOneOff) conflicts.push('both concession and manual fix');
  if (isCommercialException && confirmation === 'none' && instructionSteps > 0) conflicts.push('concession without confirmation');

  const category: Category = input.category ?? categoryByKeywords(input.subject, customerBodies.join('\n'));

  let isReusable =
    !isCommercialException &&
    !isOneOff &&
    instructionSteps > 0 &&
    problem.length >= 10 &&
    solution.length >= 10 &&
    phrases.length >= 3;
  const confidence = confidenceOf(confirmation, instructionSteps, concreteness, conflicts.length, cause.length > 0);
  if (!isReusable) isReusable = false;

  const unit: DistilledUnit = {
    is_reusable: isReusable,
    problem,
    symptoms,
    cause,
    solution,
    applicability,
    category,
    search_phrases: phrases,
    is_commercial_exception: isCommercialException,
    is_one_off: isOneOff,
    confidence,
  };
  return {
    unit,
    trace: {
      confirmation,
      solutionMessageIndex: solutionIndex,
      confirmationMessageIndex: confirmationReply?.index ?? -1,
      instructionSteps,
      concreteness,
      concessionCues: concessions,
      oneOffCues: oneOff,
      negativeReplies: replies.filter((r) => r.kind === 'negative').length,
      conflicts,
    },
  };
}
