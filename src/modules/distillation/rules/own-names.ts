/**
 * The names a customer gave the people and animals of their story ("mio figlio Pietro", "la mia
 * cagnolina Zoe", "ho due cani, Birba e Otto"): in a step they name one household, so the step
 * says the animal or the person in general ("la scheda di Zoe" → "la scheda dell'animale",
 * "aggiunga Pietro" → "aggiunga l'interessato"). Only names the customer introduced after such a noun count: a capitalised
 * word is just as often a product, a brand or a screen. Pure.
 */
import { textTable } from '../../../lib/tables/text-table';


type Kind = 'animale' | 'interessato';
const RELATIVES = 'figli[oa]?|figlie|madre|padre|mamma|papà|marito|moglie|nonn[oaie]|fratell[oi]|sorell[ae]|suocer[oa]|nipot[ei]|bambin[oaie]|piccol[oa]|compagn[oa]';
const ANIMALS = 'can[ei]|cagnolin[oaie]|cucciol[oaie]|gatt[oaie]|gattin[oaie]|micio|micia|conigli[oe]?|coniglietta|criceto|pappagallo|cavall[oa]|animal[ei]|tartaruga|furetto';
const OTHERS = 'amic[oaie]|collega|colleghi|vicin[oa]|dipendente|socio|socia|inquilin[oa]|ospite';
const NAME = '(\\p{Lu}\\p{Ll}{2,})';
// The name right after the noun ("la cagnolina Zoe", "mio figlio, Pietro", "un cane di nome Ugo"), or
// after a few words closed by a comma, as an apposition ("due cani piccoli, Birba e Otto"). Words
// then a capital without the comma are a sentence going on ("mio marito usa sempre Chrome"): the
// capital is then as often a browser, a brand or a screen as a name.
const BETWEEN = `(?:\\s*,\\s*|\\s+(?:di nome\\s+|che si chiama(?:no)?\\s+)?|(?:\\s+\\p{Ll}+){1,4}\\s*,\\s*)`;
const INTRODUCED = new RegExp(`(?<![\\p{L}])(${RELATIVES}|${ANIMALS}|${OTHERS})(?![\\p{L}])${BETWEEN}${NAME}(?:\\s*(?:,|e)\\s*${NAME})?(?![\\p{L}'])`, 'gu');

function kindOf(noun: string): Kind {
  if (new RegExp(`^(?:${ANIMALS})$`, 'iu').test(noun)) return 'animale';
  // A relative named is "l'interessato", as steps.ts says a first name: "il familiare" is already
  // the one who writes for them ("il numero del familiare … nel profilo dell'interessato").
  return 'interessato';
}

/** Words that may follow such a noun and are no name: "il cane Dopo…" never happens, but "mio figlio Lunedì" might. */
const NOT_A_NAME = /^(?:Lunedì|Martedì|Mercoledì|Giovedì|Venerdì|Sabato|Domenica|Grazie|Buongiorno|Salve|Saluti|Cordiali)$/u;

export function namedBeings(customerText: string): Map<string, Kind> {
  const out = new Map<string, Kind>();
  if (!customerText) return out;
  for (const m of customerText.matchAll(INTRODUCED)) {
    const kind = kindOf(m[1]!);
    for (const name of [m[2], m[3]]) if (name && !NOT_A_NAME.test(name)) out.set(name, kind);
  }
  return out;
}

const WITH_PREPOSITION: Readonly<Record<Kind, ReadonlyMap<string, string>>> = {
  animale: textTable({ di: "dell'animale", a: "all'animale", per: "per l'animale", con: "con l'animale", da: "dall'animale", '': "l'animale" }),
  interessato: textTable({ di: "dell'interessato", a: "all'interessato", per: "per l'interessato", con: "con l'interessato", da: "dall'interessato", '': "l'interessato" }),
};

/**
 * A step with one of those names said in general. A step naming two of them is left as it was:
 * "the relative" twice would not say which is which.
 */
export function withoutOwnNames(text: string, beings: ReadonlyMap<string, Kind>): string {
  if (beings.size === 0) return text;
  const present = [...beings.keys()].filter((n) => new RegExp(`(?<![\\p{L}'"«“])${n}(?![\\p{L}'"»”])`, 'u').test(text));
  if (present.length !== 1) return text;
  const name = present[0]!;
  const kind = beings.get(name)!;
  // Not inside quotes or a menu path (a label the reader sees with their own name), nor after an
  // article ("sul Lenovo": a thing called by its make).
  const pattern = new RegExp(`(?<!["«“>→]\\s?)(?<![\\p{L}'])(?<!(?<![\\p{L}])(?:il|lo|la|l'|un|una|sul|sullo|sulla|del|dello|della|nel|nello|nella|dal|dallo|dalla|al|allo|alla|col)\\s+)(?:(di|a|per|con|da)\\s+)?${name}(?![\\p{L}'"»”]|\\s*(?:>|→))`, 'gu');
  return text.replace(pattern, (m, preposition: string | undefined, offset: number) => {
    const said = WITH_PREPOSITION[kind].get(preposition ?? '')!;
    return offset === 0 ? said.charAt(0).toUpperCase() + said.slice(1) : said;
  });
}
