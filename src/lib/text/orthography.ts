/**
 * Italian spelling a customer's keyboard dropped, restored for text a reader sees (a unit's
 * title, problem and symptoms): elided articles and prepositions typed without the apostrophe
 * ("l app", "nell area", "c e") and the accents of words that do not exist without one ("piu",
 * "perche", "puo'", "lunedi") and text-message spellings ("nn", "cmq", "xké"). Only forms that are not Italian words when written as typed are
 * changed, so nothing a customer wrote correctly can be made wrong ("da", "e", "si", "ne", "te"
 * are real words and are left alone). Search text is not passed through here: the lexical
 * branch folds accents anyway (src/lib/text/italian.ts). Pure. The tables are Maps: a word such
 * as "constructor" is looked up like any other (src/lib/tables/text-table.ts).
 */
import { textTable } from '../tables/text-table';

/** Words that exist only with a final accent: the unaccented (or apostrophe-accented) form → the word. */
const ACCENTED: ReadonlyMap<string, string> = new Map(
  [
    'più', 'può', 'già', 'giù', 'così', 'cioè', 'però', 'perché', 'poiché', 'finché', 'affinché',
    'benché', 'purché', 'perciò', 'laggiù', 'lassù', 'quaggiù', 'ventitré', 'trentatré',
    'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì',
    'città', 'velocità', 'qualità', 'quantità', 'possibilità', 'attività', 'novità', 'priorità',
    'difficoltà', 'funzionalità', 'disponibilità', 'modalità', 'identità', 'età', 'verità',
    'capacità', 'comunità', 'libertà', 'università', 'validità', 'utilità',
    'proprietà', 'responsabilità', 'compatibilità', 'connettività', 'affidabilità',
  ].map((word): [string, string] => [word.normalize('NFD').replace(/\p{M}/gu, ''), word]),
);
/** Text-message spellings that are not words: "nn" → "non", "xché" → "perché". */
const CHAT_SPEAK = textTable({ nn: 'non', cmq: 'comunque', xche: 'perché', xché: 'perché', xké: 'perché', xke: 'perché', ke: 'che', qlc: 'qualche', qlcs: 'qualcosa', dv: 'dove', tt: 'tutto' });
/**
 * Wrong accents: "perchè" takes the acute one; monosyllables that take none ("stà", "fà", "quì",
 * "sù", "blù") lose it. "dà", "là", "lì", "sì", "è" are words and are not touched.
 */
const WRONG_ACCENT = textTable({
  perchè: 'perché', poichè: 'poiché', finchè: 'finché', benchè: 'benché', nè: 'né', affinchè: 'affinché', purchè: 'purché',
  stà: 'sta', fà: 'fa', quà: 'qua', quì: 'qui', sù: 'su', blù: 'blu', trè: 'tre', sò: 'so', và: 'va', pò: "po'",
});
/**
 * Common misspellings of everyday Italian that are not words as typed ("sopratutto", "propio",
 * "qual'è"): the standard spelling.
 */
const MISSPELLED = textTable({
  sopratutto: 'soprattutto', propio: 'proprio', propia: 'propria', propie: 'proprie', propi: 'propri',
  daccordo: "d'accordo", perfavore: 'per favore', purtoppo: 'purtroppo', pultroppo: 'purtroppo',
  efficente: 'efficiente', efficenza: 'efficienza', sufficente: 'sufficiente', sufficenza: 'sufficienza', insufficente: 'insufficiente',
  coscenza: 'coscienza', conoscienza: 'conoscenza', scenza: 'scienza',
  accellerare: 'accelerare', eccezzionale: 'eccezionale', eccezzione: 'eccezione', ingegniere: 'ingegnere',
  areoporto: 'aeroporto', aereoporto: 'aeroporto', metereologico: 'meteorologico', celebrale: 'cerebrale',
  cè: "c'è", squola: 'scuola', aquistare: 'acquistare', aquisto: 'acquisto', aquistato: 'acquistato',
  proffessore: 'professore', proffessoressa: 'professoressa', prenotazzione: 'prenotazione', registrazzione: 'registrazione',
  applicazzione: 'applicazione', informazzioni: 'informazioni', comunicazzione: 'comunicazione', addebbito: 'addebito', addebbitato: 'addebitato',
});
/** Misspelled apostrophes: "qual'è" (no elision: "qual è"), "un'altro" (masculine: "un altro"), "tutt'ora". */
const MISSPELLED_PHRASE: ReadonlyArray<[RegExp, string]> = [
  [/\bqual['’]\s*(è|e['’]|era)(?![\p{L}])/giu, 'qual è'],
  [/\bun['’]\s*(altro|amico|uomo|errore|ordine|account|utente|indirizzo|accesso|aggiornamento|abbonamento|addebito|avviso|orario|operatore|ufficio|articolo|importo|allegato)(?![\p{L}])/giu, 'un $1'],
  [/\btutt['’]\s*ora(?![\p{L}])/giu, 'tuttora'],
  [/\bc['’]\s*è\s+l['’]\s*(ho|hai|ha|abbiamo|avete|hanno)(?![\p{L}])/giu, "ce l'$1"],
  [/\bpo['’`]{2,}/giu, "po'"],
];

/** Elided forms that are never words on their own: "l app" → "l'app", "nell area" → "nell'area". */
const ELIDED = /\b(l|dell|nell|all|dall|sull|coll|quell|quest|un|mezz|tutt)\s*['’]?\s+(?=[aeiouàèéìòùh]\p{L})/giu;
/** "c e", "c è", "c era" → "c'è", "c'era" ("ce" alone is a word: "ce l'ho" stays). */
const CI_ELIDED = /\bc\s*['’]?\s+(è|e|era|erano|eravamo)(?![\p{L}'’])/giu;
/** "ce l ho" → "ce l'ho". */
const CE_L = /\b(ce|se|me|te|ve)\s+l\s+(ho|hai|ha|abbiamo|avete|hanno|avevo)\b/giu;
/** "un po" → "un po'" (the only "po" of everyday Italian). */
const UN_PO = /\b(un|un\s+bel)\s+po\b(?!['’])/giu;

/** "un" is elided only before a feminine noun, which cannot be told here: only "un altra", "un ora". */
const UN_FEMININE = /^(?:altra|ora|app|e-?mail|opzione|offerta|ultima|unica|idea|area|assistenza|applicazione|azienda|utenza)$/iu;

function matchCase(source: string, word: string): string {
  if (source === source.toUpperCase() && source.length > 1) return word.toUpperCase();
  return /^\p{Lu}/u.test(source) ? word[0]!.toUpperCase() + word.slice(1) : word;
}

export function restoreOrthography(text: string): string {
  let out = text;
  for (const [pattern, replacement] of MISSPELLED_PHRASE) {
    out = out.replace(pattern, (m, ...groups: unknown[]) => {
      const fixed = replacement.replace('$1', typeof groups[0] === 'string' ? (groups[0] as string).replace(/^e['’]$/i, 'è') : '');
      return /^\p{Lu}/u.test(m) ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
    });
  }
  out = out.replace(CI_ELIDED, (_m, verb: string) => {
    const lower = verb.toLowerCase();
    const fixed = lower === 'e' || lower === 'è' ? 'è' : lower;
    return `${_m[0]}'${verb === verb.toUpperCase() && verb.length > 1 ? fixed.toUpperCase() : fixed}`;
  });
  out = out.replace(CE_L, (_m, pronoun: string, verb: string) => `${pronoun} l'${verb}`);
  out = out.replace(ELIDED, (match, article: string, offset: number, whole: string) => {
    if (article.toLowerCase() === 'un') {
      const next = /^[\p{L}-]+/u.exec(whole.slice(offset + match.length))?.[0] ?? '';
      if (!UN_FEMININE.test(next)) return match;
    }
    return `${article}'`;
  });
  out = out.replace(UN_PO, (_m, un: string) => `${un} po'`);
  // "il pin x giustificare": a lone "x" between two words is the text-message "per" ("20 x 30" stays).
  out = out.replace(/(?<=\p{L}{2}\s)x(?=\s\p{L}{2})/gu, 'per');
  // Words with the accent typed as an apostrophe ("piu'", "e'") or left out ("piu").
  out = out.replace(/(\p{L}+)(['’`])?(?![\p{L}'’])/gu, (match, word: string, apostrophe: string | undefined) => {
    const lower = word.toLowerCase();
    const wrong = WRONG_ACCENT.get(lower);
    if (wrong) return matchCase(word, wrong) + (apostrophe ?? '');
    const spelled = CHAT_SPEAK.get(lower) ?? MISSPELLED.get(lower);
    if (spelled && !apostrophe) return matchCase(word, spelled);
    const accented = ACCENTED.get(lower);
    if (accented) return matchCase(word, accented);
    // "e'" is "è" ("è" typed as e + apostrophe); a lone "e" is "and" and stays.
    if (apostrophe && lower === 'e') return matchCase(word, 'è');
    return match;
  });
  return out;
}
