/**
 * Italian articles and articulated prepositions, built from gender, number and the word that
 * follows ("il profilo", "l'account", "lo storico", "gli abbonamenti", "dell'utenza"). Used when a
 * possessive is dropped from a phrase ("sul suo account" → "sull'account") and the article must
 * be rebuilt for the noun it now stands before. Pure, framework-free.
 */
import { textTable } from '../../../lib/tables/text-table';

export type Gender = 'm' | 'f';
export type GrammaticalNumber = 's' | 'p';

const VOWEL_START = /^[aeiouàèéìòùhAEIOUÀÈÉÌÒÙH]/u;
/** "lo"/"gli" stand before s + consonant, z, gn, ps, pn, x, y, i + vowel. */
const LO_START = /^(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/iu;

/** The definite article for a noun: "il", "lo", "l'", "la", "i", "gli", "le". */
export function definiteArticle(gender: Gender, number: GrammaticalNumber, next: string): string {
  const vowel = VOWEL_START.test(next) && !/^i[aeiou]/iu.test(next);
  if (gender === 'f') return number === 'p' ? 'le' : vowel ? "l'" : 'la';
  if (number === 'p') return vowel || LO_START.test(next) ? 'gli' : 'i';
  return vowel ? "l'" : LO_START.test(next) ? 'lo' : 'il';
}

const FUSED = textTable({ di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' });

/** A preposition fused with the article ("di" + "il" → "del", "su" + "l'" → "sull'"); "con", "per" stay apart. */
export function articulated(preposition: string, article: string): string {
  const p = preposition.toLowerCase();
  const stem = FUSED.get(p);
  if (!stem) return p ? `${p} ${article}` : article;
  if (article === 'il') return `${stem}l`;
  if (article === 'i') return `${stem}i`;
  // "de" + "lo" → "dello", "a" + "l'" → "all'", "ne" + "gli" → "negli".
  return article === 'gli' ? `${stem}gli` : `${stem}l${article}`;
}

/** Joins an article or articulated preposition to its noun: no space after an apostrophe. */
export function beforeNoun(article: string, noun: string): string {
  return article.endsWith("'") ? `${article}${noun}` : `${article} ${noun}`;
}

const UNFUSED = textTable({ de: 'di', a: 'a', da: 'da', ne: 'in', su: 'su' });

/** What an articulated preposition is made of: "dello" → ["di", …], "sull'" → ["su", …], "la" → ["", …]. */
export function prepositionOf(word: string): string | null {
  const w = word.toLowerCase();
  if (/^(?:il|lo|la|l'|i|gli|le)$/u.test(w)) return '';
  const m = /^(de|a|da|ne|su)(?:l|ll[oae']|i|gli|l')$/u.exec(w);
  if (!m) return null;
  return UNFUSED.get(m[1]!) ?? null;
}
