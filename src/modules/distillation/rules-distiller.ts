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
  INSTRUCTION_VERB_WITH_CLITIC,
  INSTRUCTION_VERBS_FORMAL,
  INSTRUCTION_VERBS_FORMAL_AMBIGUOUS,
  INSTRUCTION_VERBS_INFORMAL,
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
 *     neutral); the solution comes from the agent public messages after the last failed attempt
 *     and before the first confirmation (the last of them is "the" resolving message), else from
 *     the last agent step before closing, possibly verified by the agent ("risulta trasmessa");
 *  2. those messages are cut into instruction sentences and numbered (failed attempts, questions,
 *     pleasantries and signatures never make it in);
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
  /** Confidence of the extraction itself, before the cap applied to non-reusable units. */
  extractionConfidence: number;
}

// ---------------------------------------------------------------------------------------------
// Text utilities
// ---------------------------------------------------------------------------------------------

const ABBREVIATION_BEFORE_DOT =
  /(?:^|[\s(])(?:n|nr|num|es|ecc|sig|sigg|sig\.ra|dott|dott\.ssa|rag|ing|avv|geom|p|pag|tel|cell|art|rep|sez|ca|min|max|vs|spett|prof|doc|fatt|rif|pagg|ss|cfr|s\.p\.a|s\.r\.l|p\.iva|e\.g|i\.e|ult|prot|scad|tab|vers|amm)$/i;
const SENTENCE_BREAK = /[.!?…]+["»”)]*\s+/g;
const PLACEHOLDER_GLOBAL = new RegExp(REDACTION_PLACEHOLDER.source, 'g');
const LIST_MARKER = /^\s*(?:\d{1,2}[).]|[-–—•*·])\s+/;

/** Global-flag copies of the lexicon patterns, compiled once (for exec loops). */
const GLOBAL_COPIES = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = GLOBAL_COPIES.get(re);
  if (!g) {
    g = re.flags.includes('g') ? re : new RegExp(re.source, re.flags + 'g');
    GLOBAL_COPIES.set(re, g);
  }
  g.lastIndex = 0;
  return g;
}

/**
 * Small bounded memo for per-message work that several fields share (sentence splitting and
 * classification of the same body). Results depend only on the text, so caching is invisible.
 */
function memo<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute();
  if (cache.size >= 2000) cache.clear();
  cache.set(key, value);
  return value;
}

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
    // 'clicchi su "Password dimenticata?" e inserisca…', '(bella giornata...) e dentro': the
    // punctuation belongs to a quote, a bracket or an ellipsis when lower case follows.
    if (/["»”)…]|\.\.\./.test(m[0]) && /^[a-zà-ÿ]/.test(line.slice(end))) continue;
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

/** Words that introduce a redacted value ("la mail è [EMAIL]", "sulla carta [CARTA]"). */
const PLACEHOLDER_LABEL_BEFORE = U(
  /(?:\s*\b(?:(?:la|il|l'|lo|mia|mio|nostra|nostro|sua|suo|vostra|vostro|questo|questa)\s*)?(?:e-?mail|mail|indirizzo|cell\.?|cellulare|tel\.?|telefono|numero|fisso|carta|iban|conto|codice\s+fiscale|c\.?f\.?|p\.?\s?iva|partita\s+iva|ip|ipv[46]|è|e'|al|allo|alla|all'|a|su|sul|sulla|sullo|sui|nel|nella|del|della|dal|dalla|con|di|da|tramite|via|questo|seguente)\b\.?:?)*\s*/i,
);
const PLACEHOLDER_WITH_LABEL = new RegExp(PLACEHOLDER_LABEL_BEFORE.source + REDACTION_PLACEHOLDER.source, 'giu');
/** A URL or address that contains a placeholder is removed as a whole. */
const URL_WITH_PLACEHOLDER = /(?:https?:\/\/|www\.)[^\s"«»“”]*\[[A-Z][A-Z_]{1,15}\][^\s"«»“”]*/g;
const CLAUSE_DELIMITER = /([,;:](?=\s)|[()]|\s[–—-]\s)/;

/**
 * Removes redaction placeholders without leaving PII-shaped holes. The clause that carries a
 * placeholder is dropped when it says little else ("tel. [TELEFONO]", "P.IVA [PIVA]"); when the
 * clause carries real content ("la PEC è scritta [EMAIL] con uno spazio finale"), only the
 * placeholder and the label words in front of it are cut. Returns '' when nothing is left.
 */
export function stripPlaceholders(text: string): string {
  if (!hasPlaceholder(text)) return text;
  const source = text.replace(URL_WITH_PLACEHOLDER, (url) => {
    const trail = /[.,;:)!?]+$/.exec(url)?.[0] ?? '';
    return '[URL_TOKEN]' + trail;
  });
  const parts = source.split(CLAUSE_DELIMITER);
  const kept: string[] = [];
  let droppedContent = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? '';
    const delimiter = parts[i + 1] ?? '';
    if (hasPlaceholder(clause)) {
      const rest = clause.replace(PLACEHOLDER_WITH_LABEL, ' ');
      // An instruction ("Lo sostituisca con [IP]") keeps its verb: cut only the value.
      droppedContent += isInstruction(rest) ? 2 : contentWords(rest);
      // "(P.IVA [PIVA])": the brackets go with their content.
      const last = kept.length - 1;
      if (delimiter.trim() === ')' && last >= 0 && kept[last]!.trimEnd().endsWith('(')) {
        kept[last] = kept[last]!.trimEnd().slice(0, -1);
        continue;
      }
      if (delimiter.trim() !== ')') kept.push(delimiter.trim() === '(' ? ' (' : '');
      continue;
    }
    kept.push(clause + delimiter);
  }
  let result = tidy(kept.join(''));
  if (droppedContent >= 2 || contentWords(result) < 2) {
    result = tidy(source.replace(PLACEHOLDER_WITH_LABEL, ' '));
  }
  if (hasPlaceholder(result)) result = tidy(result.replace(PLACEHOLDER_GLOBAL, ' '));
  const end = /[.!?]$/.exec(text.trim())?.[0];
  if (end && result && !/[.!?…"»”]$/.test(result)) result += end;
  return contentWords(result) >= 2 ? result : '';
}

/** Cleans punctuation left behind after cuts: empty brackets and quotes, doubled commas. */
function tidy(text: string): string {
  let t = text
    .replace(/(["«“])\s*(["»”])/g, ' ')
    .replace(/"([^"\n]*)"/g, (_m, inner: string) => `"${inner.trim()}"`)
    .replace(/«\s*([^»\n]*?)\s*»/g, '«$1»')
    .replace(/\(\s*[,;:.]*\s*\)/g, ' ')
    .replace(/\s+([,;:.!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // An opening bracket whose content was cut.
  if ((t.match(/\(/g)?.length ?? 0) > (t.match(/\)/g)?.length ?? 0)) {
    t = t.replace(/\s*\(([^()]*?)([.!?]*)$/, (m, inner: string, end: string) => (/\w{3,}/.test(inner) ? ` (${inner.trim()})${end}` : end));
  }
  t = t.replace(/^[,;:.\-–—)\s]+/, '').replace(/[,;:\-–—(\s]+$/, '');
  t = t.replace(/\s+([.!?])$/, '$1');
  return t.trim();
}

const CODE_TOKEN = /^(?:[a-z]{1,5}[-_]\d{2,5}|0x[0-9a-f]{1,8}|\d{3,5})$/i;

/** Words that carry meaning: two or more letters and not a stopword, or an error code. */
const TOKEN = /[\p{L}\p{N}_'-]+/gu;
function contentWords(text: string): number {
  let n = 0;
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    const w = m[0].toLowerCase();
    if (w.length < 2) continue;
    let letters = 0;
    let digits = false;
    for (let i = 0; i < w.length; i++) {
      const c = w.charCodeAt(i);
      if (c >= 48 && c <= 57) digits = true;
      else if ((c >= 97 && c <= 122) || c >= 0xc0) letters++;
    }
    if ((digits && CODE_TOKEN.test(w)) || (letters >= 2 && !STOPWORDS.has(w))) n++;
  }
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

/** Joins sentences, closing each one that lost its final punctuation. */
function joinSentences(sentences: string[]): string {
  return sentences.map((t, i) => (i < sentences.length - 1 && !/[.!?…:;"»”]$/.test(t) ? t + '.' : t)).join(' ');
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

/** One alternation per lexicon list, so "does any cue match?" is a single scan of the text. */
const COMBINED = new WeakMap<readonly RegExp[], RegExp | null>();
function combined(patterns: readonly RegExp[]): RegExp | null {
  let re = COMBINED.get(patterns);
  if (re === undefined) {
    const flagsOf = (p: RegExp) => p.flags.replace(/[gy]/g, '');
    const flags = flagsOf(patterns[0] ?? /(?:)/);
    // Lists whose patterns disagree on flags (case-sensitive codes) are not merged.
    re = patterns.every((p) => flagsOf(p) === flags) ? new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), flags) : null;
    COMBINED.set(patterns, re);
  }
  return re;
}

function testAny(patterns: readonly RegExp[], text: string): boolean {
  const re = combined(patterns);
  if (re) return re.test(text);
  return patterns.some((p) => {
    p.lastIndex = 0;
    return p.test(text);
  });
}

const ANY_MATCH = new WeakMap<readonly RegExp[], Map<string, boolean>>();
function anyMatch(patterns: readonly RegExp[], text: string): boolean {
  // The same sentence is checked against the same list by several fields: remember the answer.
  let cache = ANY_MATCH.get(patterns);
  if (!cache) {
    cache = new Map();
    ANY_MATCH.set(patterns, cache);
  }
  return memo(cache, text, () => testAny(patterns, text));
}

function countMatches(patterns: readonly RegExp[], text: string): number {
  if (!anyMatch(patterns, text)) return 0;
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
  if (!anyMatch(patterns, text)) return -1;
  let last = -1;
  for (const p of patterns) {
    const g = globalOf(p);
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
  'per', 'favore', 'pure', 'ok', 'sì', 'bene', 'dopodiché', 'successivamente', 'inoltre', 'anche',
  'semplicemente', 'basta', 'frattempo', 'o', 'oppure', 'ecco', 'ma', 'altrimenti', 'infatti',
]);

function firstHit(patterns: readonly RegExp[], text: string, skipNegated: boolean): RegExpExecArray | null {
  if (!anyMatch(patterns, text)) return null;
  let best: RegExpExecArray | null = null;
  for (const p of patterns) {
    const g = globalOf(p);
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      if (skipNegated && negatedAt(text, m.index)) continue;
      if (!best || m.index < best.index) best = m;
      break;
    }
  }
  return best;
}

/** True when the sentence instructs the customer to do something. */
const INSTRUCTIONS = new Map<string, boolean>();
export function isInstruction(sentence: string): boolean {
  return memo(INSTRUCTIONS, sentence, () => computeIsInstruction(sentence));
}
function computeIsInstruction(sentence: string): boolean {
  if (MENU_PATH.test(sentence)) return true;
  if (INSTRUCTION_VERB_WITH_CLITIC.test(sentence)) return true;
  // "non devi toccare ogni fattura" is not an instruction.
  if (firstHit(INSTRUCTION_PHRASES, sentence, true)) return true;
  const lower = sentence.toLowerCase();
  const word = /[\p{L}]+(?:'[\p{L}]+)?'?/gu;
  let m: RegExpExecArray | null;
  let prev = '';
  let prevEnd = 0;
  while ((m = word.exec(lower)) !== null) {
    const w = m[0];
    const formal = INSTRUCTION_VERBS_FORMAL.has(w);
    const informal = INSTRUCTION_VERBS_INFORMAL.has(w);
    if (formal || informal) {
      if (formal && !INSTRUCTION_VERBS_FORMAL_AMBIGUOUS.has(w) && prev !== 'non') return true;
      const gap = lower.slice(prevEnd, m.index);
      const clauseInitial = prev === '' || /[,:;(–—•/-]/.test(gap) || CLAUSE_LEAD.has(prev);
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
const AGENT_SENTENCES = new Map<string, AgentSentence[]>();
function agentSentences(body: string): AgentSentence[] {
  return memo(AGENT_SENTENCES, body, () => computeAgentSentences(body));
}
function computeAgentSentences(body: string): AgentSentence[] {
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
const STEPS = new Map<string, string[]>();
export function extractSteps(body: string): string[] {
  return [...memo(STEPS, body, () => computeSteps(body))];
}
function computeSteps(body: string): string[] {
  const steps: string[] = [];
  for (const sentence of agentSentences(body)) {
    let text = sentence.text;
    const pleasantry = firstHit(AGENT_PLEASANTRY_PATTERNS, text, false);
    if (pleasantry) {
      // "Provi così e mi faccia sapere": keep the instruction before the pleasantry.
      const before = text.slice(0, pleasantry.index).replace(/[\s,;:]*(?:\b(?:e|poi|quindi)\s*)?$/i, '');
      if (pleasantry.index === 0 || contentWords(before) < 3 || !isInstruction(before)) continue;
      text = before + '.';
    }
    if (isQuestion(text) && !sentence.listItem) continue;
    if (SECURITY_ADMONITION.test(text) && !MENU_PATH.test(text)) continue;
    if (!sentence.listItem && !isInstruction(text)) continue;
    const clean = stripPlaceholders(text.replace(LEADING_INTERJECTION, ''));
    if (!clean || (contentWords(clean) < 2 && !MENU_PATH.test(clean) && !UI_LABEL.test(clean))) continue;
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

const VERSION_NUMBER = /(?<![\d.])\d+\.\d+(?:\.\d+)?(?![\d.])/;

/** 0..5: menu path, quoted UI label, version number, several steps, a step with some substance. */
function concretenessOf(steps: string[]): number {
  if (steps.length === 0) return 0;
  const all = steps.join(' ');
  let score = 0;
  if (MENU_PATH.test(all)) score += 2;
  if (UI_LABEL.test(all)) score += 1;
  if (VERSION_NUMBER.test(all)) score += 1;
  if (steps.length >= 2) score += 1;
  if (steps.some((s) => s.length >= 50)) score += 1;
  return Math.min(score, 5);
}

// ---------------------------------------------------------------------------------------------
// Problem, symptoms, phrases (customer's words)
// ---------------------------------------------------------------------------------------------

/**
 * Openers that carry nothing: "vi scrivo perché", "sono Ivan della piadineria, …", "Allora".
 * Only a self-introduction closed by a comma is cut, so "sono forfettario" stays.
 */
const SENTENCE_FILLER = U(
  /^(?:(?:allora|dunque|ecco|insomma|praticamente|ah|ok)\b[,!]?\s+|(?:vi|le|ti)\s+scrivo\s+(?:perché|perche|in\s+quanto)\s+)+/i,
);
/** "Sono Ivan della piadineria, …": a self-introduction (capitalised name, closed by a comma). */
const SELF_INTRODUCTION = /^(?:[Ss]ono|[Mm]i\s+chiamo|[Qq]ui\s+è)\s+[A-ZÀ-Ý][^,.]{0,50},\s+/u;

interface CustomerSentence {
  text: string;
  order: number;
}

/** Content sentences of a customer message: no greeting, sign-off, contact line or placeholder. */
const CUSTOMER_SENTENCES = new Map<string, CustomerSentence[]>();
function customerSentences(body: string): CustomerSentence[] {
  return memo(CUSTOMER_SENTENCES, body, () => computeCustomerSentences(body));
}
function computeCustomerSentences(body: string): CustomerSentence[] {
  const out: CustomerSentence[] = [];
  const ls = lines(stripGreeting(body.trim()));
  let order = 0;
  ls.forEach((line, li) => {
    if (isSignOff(line) || (li > 0 && BARE_NAME_LINE.test(line))) return;
    // "Merceria Pellegrini – P.IVA [PIVA]": an identity line, not content.
    if (hasPlaceholder(line)) {
      const rest = tidy(line.replace(PLACEHOLDER_WITH_LABEL, ' '));
      if (rest.length < 40 && contentWords(rest) <= 3 && !anyMatch(PROBLEM_CUES, rest)) return;
    }
    for (let s of splitSentences(line)) {
      s = stripGreeting(s);
      s = s.replace(SENTENCE_FILLER, '').replace(SELF_INTRODUCTION, '');
      if (!s || isSignOff(s) || isContact(s)) continue;
      const clean = deshout(stripPlaceholders(s));
      if (!clean) continue;
      // "Trattoria da Silvio, P.IVA [PIVA], [EMAIL]": what is left is an identity, not content.
      if (hasPlaceholder(s) && clean.length < 40 && contentWords(clean) <= 3 && !anyMatch(PROBLEM_CUES, clean)) continue;
      const carries = anyMatch(PROBLEM_CUES, clean) || errorCodes(clean).length > 0;
      if (contentWords(clean) < (carries ? 1 : 2)) continue;
      out.push({ text: capitalize(clean), order: order++ });
    }
  });
  return out;
}

function errorCodes(text: string): string[] {
  const found: string[] = [];
  for (const p of ERROR_CODE_PATTERNS) {
    const g = globalOf(p);
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      let code = m[0];
      if (/^(?:RT|FW|IVA|CF)[-_]/i.test(code)) continue;
      if (/^[a-z]{1,5}[-_]\d/i.test(code)) code = code.toUpperCase();
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

/** The clause with the most problem cues and its neighbours, for run-on sentences. */
function focusClauses(sentence: string): string {
  const clauses = sentence.split(/(?<=[,;])\s+/);
  if (clauses.length < 3) return sentence;
  let best = 0;
  let bestScore = -1;
  clauses.forEach((c, i) => {
    const score = countMatches(PROBLEM_CUES, c) + (errorCodes(c).length > 0 ? 2 : 0);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let from = best;
  let to = best;
  while (to - from < 2 && (from > 0 || to < clauses.length - 1)) {
    if (to < clauses.length - 1) to++;
    if (to - from < 2 && from > 0) from--;
  }
  const text = clauses
    .slice(from, to + 1)
    .join(' ')
    .replace(/[,;]$/, '')
    .replace(/^(?:e|ed|ma|però|quindi|cioè|poi)\s+/i, '');
  return text.length < sentence.length ? capitalize(text) + (/[.!?]$/.test(text) ? '' : '.') : sentence;
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
  // A run-on sentence keeps the clauses around its strongest problem cue.
  picked = picked.map((p) => (p.text.length > 300 ? { ...p, text: focusClauses(p.text) } : p));
  // A terse opening ("TUTTO LENTO.") keeps the sentences that follow it.
  if (picked.length > 0 && picked.map((s) => s.text).join(' ').length < 40) {
    for (const s of sentences) {
      if (picked.includes(s) || s.order < picked[0]!.order || isQuestion(s.text)) continue;
      picked.push(s);
      if (picked.map((x) => x.text).join(' ').length >= 40 || picked.length >= 3) break;
    }
    picked.sort((a, b) => a.order - b.order);
  }
  let problem = joinSentences(picked.map((s) => s.text));
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

/** Clause boundaries inside one sentence (a dot inside a sentence is a decimal or "n."). */
const CLAUSE_SPLIT = /\s*(?:[,;:!?](?=\s|$)|[()]|\s[–—-]\s|\s+(?:ma|però|perché|quando|mentre|anche\s+se)\s+)\s*/i;
const DANGLING_TAIL = U(/(?:\s+(?:e|ed|o|che|con|di|da|a|in|su|per|non|è|il|lo|la|i|gli|le|un|una|del|della|al|alla|mi|ci|si|ma|poi|più))+[.!?]?$/i);

function trimFragment(fragment: string): string {
  return fragment
    .replace(/^(?:e|ed|o|che|allora|poi|anche|però|ma|quindi|cioè|tipo)\s+/i, '')
    .replace(DANGLING_TAIL, '')
    .replace(/[.;:,]+$/, '')
    .trim();
}

/** A short fragment around a problem cue: up to 3 words before it, about 10 words in all. */
function cueFragments(sentence: string): string[] {
  const out: string[] = [];
  for (const clause of sentence.split(CLAUSE_SPLIT)) {
    const hit = firstHit(PROBLEM_CUES, clause, false);
    if (!hit) continue;
    let at = hit.index;
    while (at > 0 && !/\s/.test(clause.charAt(at - 1))) at--;
    const before = clause.slice(0, at).trim().split(/\s+/).filter(Boolean).slice(-3);
    const after = clause.slice(at).trim().split(/\s+/).slice(0, 10 - before.length);
    const fragment = trimFragment([...before, ...after].join(' '));
    if (contentWords(fragment) >= 2 && fragment.length >= 8) out.push(fragment);
  }
  return out;
}

/** Clauses of the problem statement that carry content (noun-phrase-like search fragments). */
function contentClauses(text: string): string[] {
  return splitSentences(text)
    .flatMap((sentence) => sentence.split(CLAUSE_SPLIT))
    .map((c) => trimFragment(c.replace(/\s*[.!?]+$/, '')))
    .filter((c) => contentWords(c) >= 3 && c.length <= 120);
}

/** Text the customer quoted (on-screen messages, button labels), at least two words or 8 chars. */
function quotedLabels(text: string, minLength = 8): string[] {
  const out: string[] = [];
  const re = /[«"“]([^«»"“”\n]{3,90})[»"”]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const label = (m[1] ?? '').trim();
    if (hasPlaceholder(label) || /https?:|www\./i.test(label)) continue;
    if (label.length < minLength && !/\s/.test(label)) continue;
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
  const firstBody = customerBodies[0] ?? '';
  const allCustomer = customerBodies.join('\n');
  const main: string[] = [];
  // 1. the subject, as the customer titled it
  main.push(subject);
  // 2. the problem's first sentence, when short enough to be a query
  const firstProblemSentence = splitSentences(problem)[0] ?? problem;
  if (firstProblemSentence.length <= 160) main.push(firstProblemSentence.replace(/[.!]+$/, ''));
  // 3. error codes as phrases ("errore E-4021")
  for (const code of errorCodes(allCustomer)) {
    main.push(/^(?:errore|error|codice|scarto)/i.test(code) ? code.toLowerCase() : `errore ${code}`);
  }
  // 4. on-screen messages the customer quoted
  main.push(...quotedLabels(allCustomer));
  // 5. fragments around problem cues in the opening message, then in the later complaints
  for (const body of [firstBody, ...customerBodies.slice(1)]) for (const s of customerSentences(body)) main.push(...cueFragments(s.text));
  // 6. content clauses of the problem
  main.push(...contentClauses(problem));
  // 7. only to reach three: other customer sentences, then the labels of the screens the
  //    solution goes through ("Reimposta PIN"), which is what the customer will look for
  const fallback = [...fallbackSentences.filter((s) => s.length <= 160).map((s) => s.replace(/[.!]+$/, '')), ...solutionLabels];

  const phrases: string[] = [];
  const keys: string[] = [];
  const add = (raw: string, strict: boolean): void => {
    if (phrases.length >= 6) return;
    let p = deshout(squash(stripPlaceholders(raw))).replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '');
    if (!p || hasPlaceholder(p)) return;
    p = truncateAtWord(p, 200).replace(/…$/, '');
    if (p.length < 3 || contentWords(p) < 1) return;
    const key = normaliseKey(p);
    if (!key) return;
    const words = key.split(' ').length;
    for (const k of keys) {
      if (k === key) return;
      // Near-repeats: the same phrase give or take a word (two words for longer phrases).
      const kw = k.split(' ').length;
      const diff = Math.abs(kw - words);
      if (strict && (k.includes(key) || key.includes(k)) && (diff <= 1 || (diff <= 2 && Math.min(kw, words) >= 4))) return;
    }
    keys.push(key);
    phrases.push(p);
  };
  for (const c of main) add(c, true);
  for (const c of fallback) if (phrases.length < 3) add(c, true);
  // Still short (a two-word ticket): accept near-repeats rather than an unusable unit.
  for (const c of [...main, ...fallback]) if (phrases.length < 3) add(c, false);
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
    for (const sentence of agentSentences(body)) {
      const text = sentence.text.replace(LEADING_INTERJECTION, '');
      if (isPleasantry(text) || isQuestion(text) || contentWords(text) < 4) continue;
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
  for (const sentence of agentSentences(body)) {
    const text = sentence.text.replace(LEADING_INTERJECTION, '');
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
    const lists = CONCESSION_CONTEXT.test(body) ? [CONCESSION_CUES, CONCESSION_CONDITIONAL_CUES] : [CONCESSION_CUES];
    if (!lists.some((list) => anyMatch(list, body))) continue;
    for (const sentence of sentencesOfAll([body])) {
      for (const list of lists) {
        if (!anyMatch(list, sentence)) continue;
        for (const p of list) {
          const m = p.exec(sentence);
          if (m && !negatedAt(sentence, m.index)) cues.push(m[0].trim().toLowerCase());
        }
      }
    }
  }
  return [...new Set(cues)];
}

const PARTICIPLE_START = U(/^\s*[A-ZÀ-Ýa-zà-ÿ]+(?:at[oaie]|ut[oaie]|it[oaie]|ss[oaie]|tt[oaie])\b/);
/** "corretta a mano", "sblocco fatto manualmente": a note-style manual action. */
const MANUAL_PARTICIPLE = new RegExp(`${ONE_OFF_ACTION_VERBS.source}\\s+(?:a\\s+mano|manualmente)`, 'iu');

/** Manual one-time interventions by the team in the given agent messages. */
export function oneOffCues(agentBodies: string[]): string[] {
  const cues: string[] = [];
  for (const sentence of sentencesOfAll(agentBodies.filter((b) => anyMatch(ONE_OFF_MANUAL_MARKERS, b)))) {
    if (!anyMatch(ONE_OFF_MANUAL_MARKERS, sentence)) continue;
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

const CATEGORY_PATTERNS = (Object.entries(CATEGORY_KEYWORDS) as [Category, ReadonlyArray<readonly [string, number]>][]).map(
  ([category, keywords]) =>
    [
      category,
      keywords.map(([kw, weight]) => [new RegExp(`(?:^|[^\\p{L}\\p{N}])${kw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu'), weight] as const),
    ] as const,
);

export function categoryByKeywords(subject: string, customerText: string): Category {
  let best: Category = 'altro';
  let bestScore = 0;
  for (const [category, keywords] of CATEGORY_PATTERNS) {
    let score = 0;
    for (const [re, weight] of keywords) {
      if (re.test(subject)) score += 2 * weight;
      if (re.test(customerText)) score += weight;
    }
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  // A single weak keyword is not evidence.
  return bestScore >= 2 ? best : 'altro';
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

/** Not-reusable units never claim more than this (the job discards below 0.6). */
export const NOT_REUSABLE_CONFIDENCE_CAP = 0.5;

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

  // 2. The resolving exchange: the agent public messages after the last failed attempt (a
  //    negative reply) and before the confirmation. Steps given there and answered only with a
  //    question or a detail ("192.168.1.34") are part of what worked.
  const limit = confirmationReply ? confirmationReply.index : msgs.length;
  const lastFailure = replies.filter((r) => r.kind === 'negative' && r.index < limit).reduce((a, r) => Math.max(a, r.index), firstCustomer);
  let exchange: number[] = [];
  for (let i = lastFailure + 1; i < limit; i++) if (isAgentPublic(msgs[i]!) && steps(i).length > 0) exchange.push(i);
  let solutionIndex = exchange.length > 0 ? exchange[exchange.length - 1]! : -1;
  if (solutionIndex < 0) {
    for (let i = limit - 1; i > lastFailure; i--) {
      if (isAgentPublic(msgs[i]!) && substantiveSentences(msgs[i]!.body).length > 0) {
        solutionIndex = i;
        break;
      }
    }
  }
  if (solutionIndex < 0) {
    // Nothing after the last failure: fall back to the last agent step before the confirmation.
    for (let i = limit - 1; i >= 0; i--) {
      if (isAgentPublic(msgs[i]!) && steps(i).length > 0) {
        solutionIndex = i;
        exchange = [i];
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
    if (replies.some((r) => r.index > confirmationReply.index && r.kind === 'negative')) {
      conflicts.push('negative reply after confirmation');
    }
  } else if (solutionIndex >= 0) {
    for (let i = solutionIndex + 1; i < msgs.length; i++) {
      const m = msgs[i]!;
      if (isAgentPublic(m) && anyMatch(AGENT_VERIFIED_CUES, m.body)) {
        confirmation = 'agent_verified';
        break;
      }
    }
  }

  // 3. Steps, with the earlier step when the exchange refers back to it ("come sopra").
  let solutionSteps = exchange.flatMap((i) => steps(i));
  const first = exchange[0];
  if (first !== undefined && exchange.some((i) => BACK_REFERENCE_CUES.test(msgs[i]!.body))) {
    for (let i = first - 1; i >= 0; i--) {
      if (isAgentPublic(msgs[i]!) && steps(i).length > 0) {
        solutionSteps = [...steps(i), ...solutionSteps];
        break;
      }
    }
  }
  const instructionSteps = solutionSteps.length;
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
  const solutionLabels = quotedLabels(solutionSteps.join('\n'), 4);
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

  const isReusable =
    !isCommercialException &&
    !isOneOff &&
    instructionSteps > 0 &&
    problem.length >= 10 &&
    solution.length >= 10 &&
    phrases.length >= 3;
  const extractionConfidence = confidenceOf(confirmation, instructionSteps, concreteness, conflicts.length, cause.length > 0);
  // Confidence is "correct AND reusable": a unit we ourselves mark not reusable stays below the
  // job's threshold whatever the extraction quality (kept in the trace for audits).
  const confidence = isReusable ? extractionConfidence : Math.min(extractionConfidence, NOT_REUSABLE_CONFIDENCE_CAP);

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
      extractionConfidence,
    },
  };
}
