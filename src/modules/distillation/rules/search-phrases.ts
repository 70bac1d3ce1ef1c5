import { PROBLEM_CUES, U } from './lexicon';
import { firstHit } from './cue-matching';
import { customerSentences, errorCodes } from './customer';
import { stripPlaceholders } from './placeholders';
import { contentWords, deshout, hasPlaceholder, splitSentences, squash, truncateAtWord } from './text';

/** Search phrases: what a customer with this problem would type, from the customer's words. */

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
export function quotedLabels(text: string, minLength = 8): string[] {
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
