import { AGENT_PLEASANTRY_PATTERNS, AGENT_SIGNATURE_LINE, DEONTIC_PASSIVE, BARE_NAME_LINE, LEADING_INTERJECTION, MENU_PATH, SECURITY_ADMONITION, U, UI_LABEL } from './lexicon';
import { anyMatch, firstHit, memo } from './cue-matching';
import { isInstruction } from './instruction';
import { stripPlaceholders } from './placeholders';
import { capitalize, contentWords, hasPlaceholder, isQuestion, lines, LIST_MARKER, splitSentences, stripGreeting, truncateAtWord } from './text';

/**
 * Agent messages → numbered-step material: content sentences (greeting, signature, sign-off
 * removed), instruction sentences, the fallback when there is none, and how concrete steps are.
 */

export function isPleasantry(sentence: string): boolean {
  return anyMatch(AGENT_PLEASANTRY_PATTERNS, sentence);
}

interface AgentSentence {
  text: string;
  listItem: boolean;
}

/** The content sentences of an agent message: greeting, signature and sign-off removed. */
const AGENT_SENTENCES = new Map<string, AgentSentence[]>();
export function agentSentences(body: string): AgentSentence[] {
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
  const strict = stepsOf(body, isInstruction);
  // A message whose only instruction is a deontic passive ("la password va rinnovata sul sito").
  return strict.length > 0 ? strict : stepsOf(body, (s) => isInstruction(s) || DEONTIC_PASSIVE.test(s));
}
function stepsOf(body: string, isInstruction: (sentence: string) => boolean): string[] {
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
    if (hasPlaceholder(text) && onlyLabelsLeft(clean)) continue;
    steps.push(clean);
  }
  return steps;
}

/** Words that only named the redacted value ("l'indirizzo IP", "il numero", "la mail"). */
const VALUE_LABEL_WORDS = U(/\b(?:indirizzo|indirizzi|ip|ipv4|ipv6|e-?mail|mail|numero|cellulare|telefono|codice|fiscale|iban|conto|carta|partita|iva|link|url|token|chiave|password)\b/gi);

/**
 * A step that lost its object to redaction: "L'indirizzo IP [IP] risulta ancora." becomes
 * "Indirizzo IP risulta ancora.", which tells nobody anything. Such a step is dropped when,
 * without the words that only named the value, fewer than two content words are left, or fewer
 * than three in a sentence that is not an instruction.
 */
function onlyLabelsLeft(step: string): boolean {
  const rest = step.replace(VALUE_LABEL_WORDS, ' ');
  const words = contentWords(rest);
  return words < 2 || (words < 3 && !isInstruction(step) && !MENU_PATH.test(step));
}

/** The non-pleasantry sentences of an agent message (fallback when it has no instruction). */
export function substantiveSentences(body: string): string[] {
  const out: string[] = [];
  for (const { text } of agentSentences(body)) {
    if (isPleasantry(text) || isQuestion(text)) continue;
    const clean = stripPlaceholders(text);
    if (contentWords(clean) >= 3) out.push(clean);
  }
  return out;
}

export function formatSteps(steps: string[]): string {
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
export function concretenessOf(steps: string[]): number {
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
