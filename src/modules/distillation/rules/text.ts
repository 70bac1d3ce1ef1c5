import { CONTACT_LINE_PATTERNS, GREETING_HEAD, GREETING_TAIL, REDACTION_PLACEHOLDER, SIGN_OFF_PATTERNS, STOPWORDS } from './lexicon';
import { anyMatch } from './cue-matching';

/**
 * Text utilities of the rules distiller: lines and sentences, content-word counting, shouting,
 * greetings and sign-offs, and the small formatting helpers every stage shares. Pure.
 */

const ABBREVIATION_BEFORE_DOT =
  /(?:^|[\s('’])(?:n|nr|num|es|ecc|sig|sigg|sig\.ra|dott|dott\.ssa|rag|ing|avv|geom|p|pag|tel|cell|art|rep|sez|ca|min|max|vs|spett|prof|doc|fatt|rif|pagg|ss|cfr|s\.p\.a|s\.r\.l|p\.iva|e\.g|i\.e|ult|prot|scad|tab|vers|amm)$/i;
const SENTENCE_BREAK = /[.!?…]+["»”)]*\s+/g;
export const LIST_MARKER = /^\s*(?:\d{1,2}[).]|[-–—•*·])\s+/;

export function squash(text: string): string {
  return text.replace(/[ \t\u00a0]+/g, ' ').trim();
}

export function lines(body: string): string[] {
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

export function hasPlaceholder(text: string): boolean {
  return REDACTION_PLACEHOLDER.test(text);
}

/** Cleans punctuation left behind after cuts: empty brackets and quotes, doubled commas. */
export function tidy(text: string): string {
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
export function contentWords(text: string): number {
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
export function joinSentences(sentences: string[]): string {
  return sentences.map((t, i) => (i < sentences.length - 1 && !/[.!?…:;"»”]$/.test(t) ? t + '.' : t)).join(' ');
}

export function capitalize(text: string): string {
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '') + '…';
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

export function isSignOff(sentence: string): boolean {
  return anyMatch(SIGN_OFF_PATTERNS, sentence.trim());
}

export function isContact(sentence: string): boolean {
  return anyMatch(CONTACT_LINE_PATTERNS, sentence);
}

export function isQuestion(sentence: string): boolean {
  return /\?\s*["»”)]*\s*$/.test(sentence);
}

/** The header a mail client writes above a quoted reply: "Il giorno lun 3 nov … ha scritto:". */
const REPLY_HEADER = /^(?:il\s+giorno|in\s+data|on)\b.{0,200}?\b(?:ha\s+scritto|hanno\s+scritto|wrote)\s*:?\s*$/i;
const REPLY_HEADER_START = /^(?:il\s+giorno|in\s+data|on)\s+\S/i;
const REPLY_HEADER_END = /\b(?:ha\s+scritto|wrote)\s*:?\s*$/i;
const ORIGINAL_MESSAGE = /^-{2,}\s*(?:original\s+message|messaggio\s+originale)\s*-*\s*$/i;
const FORWARD_MARKER = /^-{2,}\s*(?:forwarded\s+message|messaggio\s+inoltrato)|^inizio\s+messaggio\s+inoltrato/i;

/**
 * A customer's own words in a mail reply: the quoted message under "Il giorno … ha scritto:" (or
 * "-----Messaggio originale-----") and the lines quoted with ">" are someone else's text, usually
 * the agent's, and go. A forwarded message ("---------- Forwarded message ----------") is the
 * problem of the person it comes from and stays, ">" lines included. A body that is nothing but a
 * quote is returned as it is. Pure.
 */
export function withoutQuotedReply(body: string): string {
  const ls = body.split(/\r?\n/);
  let forwarded = false;
  const kept: string[] = [];
  for (let i = 0; i < ls.length; i++) {
    const line = squash(ls[i]!);
    if (FORWARD_MARKER.test(line)) forwarded = true;
    if (!forwarded) {
      const header =
        REPLY_HEADER.test(line) ||
        ORIGINAL_MESSAGE.test(line) ||
        (REPLY_HEADER_START.test(line) && i + 1 < ls.length && REPLY_HEADER_END.test(squash(ls[i + 1]!)) && !/[.!?]\s*$/.test(line));
      if (header) break;
      if (/^>/.test(line)) continue;
    }
    kept.push(ls[i]!);
  }
  const text = kept.join('\n').trim();
  return contentWords(text) >= 2 ? text : body;
}

/**
 * Sentences of a customer message that repeat an earlier message word for word (the agent's text
 * pasted back without quote markers) are not the customer's: dropped when at least 30
 * characters long. Pure.
 */
export function withoutEcho(body: string, earlier: readonly string[]): string {
  if (earlier.length === 0) return body;
  const key = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const seen = earlier.map(key).join(' \u0000 ');
  const kept = body.split(/\r?\n/).map((line) =>
    splitSentences(line)
      .filter((sentence) => {
        const k = key(sentence);
        return k.length < 30 || !seen.includes(k);
      })
      .join(' '),
  );
  const text = kept.join('\n').trim();
  return contentWords(text) >= 2 ? text : body;
}
