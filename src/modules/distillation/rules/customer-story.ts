import { U } from './lexicon';
import { comparisonTerms } from '../../../lib/text/comparison';

/**
 * What in the customer's sentences is about the one person who wrote, read by form: a sentence
 * that only gives their name, a retelling announced before a colon, the name they gave a relative
 * or a pet, a sentence a cut left hanging on a verb of saying, a symptom that only says the
 * problem again. Pure.
 */

/**
 * "Sono Carla Mancini.", "Mi chiamo Bruno Vitale dello studio Rossi.": who writes, by name, and
 * nothing else. (A name closed by a comma is cut by customer.ts's SELF_INTRODUCTION already.)
 */
const NAME_ONLY_INTRODUCTION = U(
  /^(?:[Ii]o\s+)?(?:[Ss]ono|[Mm]i\s+chiamo|[Qq]ui\s+(?:è|e'|parla))\s+\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,3}(?:\s+(?:di|del|della|dello|dell['’]|dei|delle|da|dal|dalla|per)\s*[^,;:!?]{0,60})?\s*[.!]?$/u,
);
export function isNameOnlyIntroduction(sentence: string): boolean {
  return NAME_ONLY_INTRODUCTION.test(sentence.trim());
}

/**
 * "Vi riassumo la situazione: …", "…, quindi ripeto tutto da capo: …", "Ricapitolo così non
 * dovete cercare: …": the customer announces they tell it again; only what follows the colon is
 * content. The verb is a first-person present of retelling, before the first colon.
 */
const RETELLING_OPENER = U(/^[^:]{0,200}?\b(?:(?:vi|le|ti)\s+)?(?:riassumo|ripeto|ricapitolo|riepilogo|rispiego|racconto\s+di\s+nuovo|spiego\s+di\s+nuovo)\b[^:]{0,80}:\s*/iu);
export function withoutRetellingOpener(sentence: string): string {
  const m = RETELLING_OPENER.exec(sentence);
  if (!m) return sentence;
  const rest = sentence.slice(m[0].length).trim();
  return rest.split(/\s+/).length >= 3 ? rest : sentence;
}

/**
 * "mia figlia Ilaria", "il nostro cane, Rocco,", "la mia gatta Nuvola": the name a customer gave
 * a relative or a pet, after the possessive and the noun that already say who. The noun stays.
 * Only beings a customer names (kin, friends, animals), never a thing, whose capitalised word may
 * be a model or a plan.
 */
const BEING =
  'figli[oae]?|madre|padre|mamma|papà|marito|moglie|compagn[oa]|fidanzat[oa]|nonn[oaie]|fratell[oi]|sorell[ae]|suocer[oa]|cugin[oaie]|zi[oaie]|nipot[ei]|amic[oaie]|collega|colleghi|soci[oa]|coinquilin[oa]|vicin[oa]|cane|cani|cagnolin[oa]|cucciol[oai]|gatt[oaie]|gattin[oa]|mici[oa]|conigli[oa]|criceto|pappagallo|cavallo|tartaruga';
const NAMED_BEING = new RegExp(
  `(\\b(?:mi[oaie]|tu[oaie]|su[oaie]|nostr[oaie]|vostr[oaie])\\s+(?:${BEING}))(?:\\s*,\\s*\\p{Lu}[\\p{Ll}'’]+(?:\\s+\\p{Lu}[\\p{Ll}'’]+)?\\s*(?:,|(?=[.;:!?]|$))|\\s+\\p{Lu}[\\p{Ll}'’]+(?:\\s+\\p{Lu}[\\p{Ll}'’]+)?(?![\\p{L}'’]))`,
  'gu',
);
export function withoutNamesOfTheirOwn(text: string): string {
  if (!/\p{Lu}/u.test(text.slice(1))) return text;
  return text.replace(NAMED_BEING, '$1');
}

/**
 * What a cut of a date or a number may leave hanging besides what single-customer.ts's
 * readsBroken sees: a verb of saying or showing with no object before a comma or a
 * conjunction ("La mail dice, ma…", "vedo ancora e un QR…"). Tested only where the cut
 * created it, so "come dice, ma" written so by the customer is not read broken.
 */
const HANGING_AFTER_CUT = U(
  /(?<![\p{L}])(?:dice|dicono|diceva|mostra|mostrano|indica|indicano|riporta|riportano|segna|vedo|vediamo|leggo|risulta|risultano|ancora|sempre|solo)\s*(?:[,;:](?=\s)|\s(?:e|ed|ma|però|mentre)\s)/iu,
);
export function hangsAfterCut(cut: string, original: string): boolean {
  return HANGING_AFTER_CUT.test(cut) && !HANGING_AFTER_CUT.test(original);
}

const QUOTED = /["«“]([^"«»“”]{2,160})["»”]/gu;
/**
 * A symptom line that only says the problem again: its words are nearly all the problem's
 * (the same sentence before and after its details were cut), or, written in a later message, every
 * text it quotes from the screen is already quoted in the problem and it names no other error
 * ("Sempre «Accesso negato».", "Riassumo: … la scritta «Accesso negato»"). Observable facts a
 * symptom adds — another message, where it appears — keep it.
 */
export function repeatsTheProblem(line: string, problem: string, laterMessage: boolean, errorCodes: (t: string) => string[]): boolean {
  if (!problem) return false;
  const lineTerms = [...new Set(comparisonTerms(line))];
  const problemTerms = new Set(comparisonTerms(problem));
  if (lineTerms.length > 0 && lineTerms.filter((t) => problemTerms.has(t)).length / lineTerms.length >= 0.8) return true;
  if (!laterMessage) return false;
  const quotes = [...line.matchAll(QUOTED)].map((m) => m[1]!.toLowerCase().trim());
  if (quotes.length === 0) return false;
  const p = problem.toLowerCase();
  if (!quotes.every((q) => p.includes(q))) return false;
  const problemCodes = new Set(errorCodes(problem));
  return errorCodes(line).every((c) => problemCodes.has(c));
}
