import { LONG_NUMBER_NOT_A_CODE } from '../../../lib/text/error-codes';
import { U } from './lexicon';
import { stripPlaceholders } from './placeholders';
import { capitalize, deshout, squash, tidy } from './text';
import { withoutShoutedWords } from '../../../lib/text/title-quality';

/**
 * What cleans a candidate title line: the patterns of one customer's case (amounts, dates and
 * times, identifiers, streets, counts, the colour of one's own things) removed from it, the
 * openers and dangling words a cut leaves trimmed, the holes the removals leave mended, quotes
 * balanced, punctuation and case made a title's. Kept apart from title-defects.ts (whether the
 * cleaned line stands on its own) and title.ts (which clause becomes the title) so that each file
 * reads in one sitting; it depends on neither of them. Pure.
 */

const MONTHS = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const DAYS = 'lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica';
const MOMENTS = 'ieri|stamattina|stamani|stanotte|stasera|oggi|domani|dopodomani|l\'altro\\s+ieri|questa\\s+mattina|ieri\\s+sera';

/** What makes a line about one customer's case rather than the problem: removed from titles. */
const SINGLE_CASE: readonly RegExp[] = [
  // identifiers first, so that "n. 2026/210" goes as a whole: "n. 4417", "#58213", "numero 2026/243"
  U(/(?:\b(?:n\.|nr\.?|num\.?)|#)\s*\d[\d/-]*/gi),
  // a house number: "al numero 41", "al civico 8", "invece che al 41" (the street: STREET)
  U(/\b(?:al|il|dal|del)\s+(?:numero|civico|n\.)\s*\d+\w?\b(?![/.-]?\d)|(?<=\b(?:invece\s+che|anziché|e\s+non)\s+)(?:al|il|dal|del)\s+\d+\w?\b/gi),
  // amounts: "€ 180,00", "32,90 euro", "49 €", with the preposition that led to them ("si
  // ricarica di 20 euro ogni volta" keeps no "di"); see AMOUNT_IN_CLAUSE for the bare ones
  // (with its sign and the cents said after it: "c'è meno 3 euro e 20" leaves no "meno e 20")
  U(/(?:\b(?:di|da|per|meno|più)\s+)?(?:€\s*\d[\d.,]*|\b\d[\d.,]*\s*(?:€|euro\b|eur\b))(?:\s+e\s+\d{1,2}\b(?![.,]\d))?(?:\s+di(?=\s))?/gi),
  // bare amounts with cents: "è di 32,90"
  // (also at the end of the sentence: "costa 3,50.")
  /(?<![\d.,])\d{1,5},\d{2}(?!\d|[.,]\d)/g,
  // dates and times: "il 6 gennaio", "a fine gennaio 2026", "07/01/2026", "alle 20:40"
  new RegExp(`(?:\\b(?:il|dal|al|del|entro\\s+il|a\\s+fine|a\\s+inizio|a|da|di)\\s+)?(?:\\b\\d{1,2}\\s+)?\\b(?:${MONTHS})(?:\\s+\\d{4})?\\b`, 'giu'),
  U(/(?:\b(?:il|dal|al|del|entro\s+il|fino\s+al|a\s+partire\s+dal|in\s+data|dall'|all')\s*)?(?:\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{1,2}[.-]\d{1,2}[.-]\d{2,4}\b)/gi),
  // document numbers: "2026/243", "0203-0117"
  /\b\d{4}\/\d{1,6}\b|\b\d{3,4}-\d{3,5}\b/g,
  // (with the "fino" or "solo" that led to it: "mi ha fatto pagare fino alle 20")
  U(/(?:\b(?:fino|solo|già|anche)\s+)?\b(?:alle|dalle|verso\s+le|ore)\s+\d{1,2}(?:[:.]\d{2})?\b/gi),
  new RegExp(`(?:\\b(?:da|di|entro|fino\\s+a|già\\s+da)\\s+)?\\b(?:${MOMENTS}|${DAYS})(?:\\s+(?:sera|mattina|pomeriggio|notte|scors[oa]))?(?![\\p{L}])`, 'giu'),
  U(/\b(?:da|per)\s+(?:un\s+paio\s+di|due|tre|quattro|cinque|alcuni|alcune|qualche|\d+)\s+(?:giorni|giorno|settimane|settimana|mesi|ore|minuti)\b/gi),
  // identifiers: "n. 4417", "ordine #58213", long numbers
  LONG_NUMBER_NOT_A_CODE,
  // how long ago: "tre settimane fa", "di un mese fa"; "il mese scorso", "quest'anno"
  U(/(?:\bdi\s+)?\b(?:un|una|due|tre|quattro|cinque|sei|qualche|alcuni|alcune|pochi|\d+)\s+(?:giorn[oi]|settiman[ae]|mes[ei]|ann[oi]|or[ae])\s+fa\b/gi),
  // (not "i voti dell'anno scorso", "i viaggi di questa settimana": there they say which ones)
  U(/(?<!\b(?:di|del|dello|della|dell['’]|dal|dalla|dall['’]|nel|nella|nell['’])\s*)\b(?:(?:il|lo|la|l['’])\s*)?(?:mese|anno|settimana)\s+scors[oa]\b|(?<!\b(?:di|da)\s+)\b(?:quest['’]anno|questo\s+mese|questa\s+settimana)\b/gi),
  // a class or course at a time of day: "lo spinning delle 19", "la lezione delle 18.30"
  U(/\b(?:delle|dalle|alle|verso\s+le)\s+\d{1,2}(?:[:.]\d{2})?(?![\d,])(?!\s+(?:\p{L}{4,}))/giu),
  // a count or reading of one case at the end of a clause: "è fermo a 71", "bloccato su 3"
  // (not the end of a range: "scese da 7 a 5")
  /(?<!\bda\s+\d+(?:[.,]\d+)?)\s+(?:a|su)\s+\d+(?:[.,]\d+)?(?=\s*(?:[,.;:!?]|$))/g,
  // a labelled identifier: "Matricola 4410-KX-1187", "numero di serie AB12345", "codice cliente: 88-1200"
  U(/,?\s*\b(?:matricola|seriale|s\/n|numero\s+di\s+serie|codice\s+cliente|cod\.\s*cliente|n\.\s*pratica|numero\s+pratica)\s*:?\s*[A-Za-z0-9][A-Za-z0-9./-]{3,}/gi),
  // a year: "l'IMU 2025", "del 2024"
  // (not "continua dal 2025", "entro il 2026": there the year is what the line is about)
  /(?<![\d/.,-])(?<!\b(?:del|nel|dal|al|il|di|da|entro|fino|prima|dopo|per|fine|inizio|dell'anno|anno)\s)\b(?:19|20)\d{2}\b(?![\d/.,-]\d)/g,
  // the year the customer's case happened in, with its preposition: "le spese sostenute nel 2025",
  // "l'IMU del 2024" (a year of one case; "dal 2025", "entro il 2026" stay: see above)
  /\b(?:nel|del)\s+(?:19|20)\d{2}\b(?![\d/.,-]\d)/g,
];

/** Openers that frame the line without being the problem. */
const TITLE_OPENER = U(
  /^(?:(?:e|ma|però|quindi|poi|allora|comunque|niente|insomma|anche|che|cioè|infatti|mentre|raga|ragazzi|ehi|hey)\b[,!]?\s+|(?:ho|abbiamo)\s+(?:un|questo)\s+problema\s*(?:con\s+[^:,]{1,30})?[:,]\s*|(?:volevo|vorrei|voglio)\s+(?:sapere|chiedere|capire)\s+(?:se\s+)?|(?:vi\s+)?(?:chiedo|chiediamo)\s+(?:se|come|perché|di\s+sapere(?:\s+se)?)\s+|(?:vi\s+)?segnalo\s+che\s+|(?:il\s+(?:problema|fatto|guaio)|la\s+cosa)\s+è\s+che\s+)/i,
);
/** Words a cut may leave dangling at the end of a title ("…mi propone il"). */
export const DANGLING_END = U(
  /\s+(?:il|lo|la|i|gli|le|un|uno|una|di|del|della|dei|delle|a|al|alla|ai|da|dal|dalla|in|nel|nella|con|su|sul|sulla|per|tra|fra|e|ed|o|ma|che|come|quando|se|mi|ci|si|non|anche|numero|n\.)$|\s+(?:l|dell|nell|all|dall|sull|un)['’]$/i,
);
export const SUBJECT_PREFIX = /^(?:\s*(?:re|r|i|fw|fwd|inoltro|rif)\s*:\s*)+/i;

/** The SINGLE_CASE patterns that need a digit (all but the month and moment words). */
const NEEDS_DIGIT = new Set(SINGLE_CASE.filter((p) => !/gennaio|stamattina|settimane|settiman\[ae\]|scors/.test(p.source)));
const MOMENT_WORDS = new RegExp(`${MONTHS}|${DAYS}|${MOMENTS}|giorn|settiman|mes[ei]|ann[oi]|anno|ore|minuti`, 'i');

/**
 * Where a removed amount leaves a hole no cut can mend: the amount was the complement of the word
 * before it and a word other than a preposition follows ("sulla carta vedo 49,90 euro presi"; not
 * "pagato 90 euro per un registratore", "mi chiedete 40 euro di penale"). The line is marked, never shown
 * with the hole (see GAP_MARK in titleDefect).
 */
const AMOUNT_MID_CLAUSE = U(/(?<![\p{L}'’])(?!(?:di|da|per|a|con|in|su|tra|fra|e|o|ed)(?![\p{L}]))(\p{L}+)\s+(?:€\s*\d[\d.,]*|\d[\d.,]*\s*(?:€|euro(?![\p{L}])|eur(?![\p{L}])))(?=\s+(?!(?:di|del|della|dei|delle|per|a|al|alla|ai|con|in|su|da|dal|e|ed|o|ma|ogni|invece|anche|se|che|quando)(?![\p{L}']))\p{L})/giu);
export const GAP_MARK = '\uE000';
/** A street of one customer's address, with its preposition and number: "di via Mazzini 14", "in piazza Duomo". */
const STREET = U(/\s*\b(?:in|di|a|al|alla|da|dal|dalla|nella|sulla)\s+(?:via|viale|piazza|piazzale|corso|vicolo|largo)\s+(?:\p{Lu}[\p{L}'’]*\s*)+(?:\d+\w?)?/gu);
/** A count of one customer's people or things before a possessive: "Tre nostri dipendenti" → "I nostri dipendenti". */
const COUNT_BEFORE_POSSESSIVE = U(/\b(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|\d{1,3})\s+(?=(?:nostr|vostr|mie|miei|tuoi|tue|suoi|sue)\p{L}*(?![\p{L}]))/giu);
function articleForCount(_m: string, offset: number, whole: string): string {
  const possessive = /^\p{L}+/u.exec(whole.slice(offset + _m.length))?.[0].toLowerCase() ?? '';
  return /e$/.test(possessive) ? 'le ' : 'i ';
}

export function clean(text: string): string {
  let t = stripPlaceholders(text);
  // Most lines have no digit and no date word: skip the patterns that cannot match.
  const digits = /\d/.test(t);
  const moments = MOMENT_WORDS.test(t);
  if (/\b(?:via|viale|piazza|piazzale|corso|vicolo|largo)\s+\p{Lu}/u.test(t)) t = t.replace(STREET, ' ');
  if (digits) t = t.replace(AMOUNT_MID_CLAUSE, (_m, before: string) => `${before} ${GAP_MARK} `).replace(COUNT_BEFORE_POSSESSIVE, articleForCount);
  if (!digits && /\b(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci)\s/i.test(t)) t = t.replace(COUNT_BEFORE_POSSESSIVE, articleForCount);
  for (const p of SINGLE_CASE) if (NEEDS_DIGIT.has(p) ? digits : moments) t = t.replace(p, ' ');
  t = tidy(squash(t.replace(/\(\s*\)/g, ' ')));
  for (let i = 0; i < 3; i++) t = t.replace(TITLE_OPENER, '').replace(/^[,;:.\s]+/, '');
  t = t.replace(/[.!…;:,\s]+$/, '');
  for (let i = 0; i < 3; i++) t = t.replace(DANGLING_END, '');
  if (COLOUR_TEST.test(t)) t = t.replace(OWN_THING_COLOUR, '$1');
  return capitalize(normaliseTitle(withoutShoutedWords(deshout(balanceQuotes(tidy(repairGaps(t)))))));
}

/**
 * The colour of one customer's thing that is missing or theirs: "manca il cappotto grigio",
 * "la mia borsa nera" (not "la schermata bianca", "il pulsante è grigio": what the screen shows).
 */
const COLOURS = '(?:grigi[oae]?|ner[oaie]|bianc(?:o|a|hi|he)|ross[oaie]|verd[ei]|giall[oaie]|azzurr[oaie]|celest[ei]|marron[ei]?|viola|arancion[ei]|blu|beige|rosa)';
const COLOUR_TEST = new RegExp(`\\s${COLOURS}(?![\\p{L}])`, 'iu');
const OWN_THING_COLOUR = new RegExp(
  `(\\b(?:manca|mancano|mancava|mancavano|non\\s+c['’]è|non\\s+c['’]era|mi[oae]|miei|nostr[oaie])\\s+(?:(?:il|lo|la|i|gli|le|l['’]|un|una|uno)\\s*)?\\p{L}{3,})\\s+(?:${COLOURS})(?![\\p{L}'])`,
  'giu',
);

/**
 * A quote the clause cut left open: an opening one at the start goes (the message is the whole
 * line), any other is closed at the end of the line.
 */
export function balanceQuotes(text: string): string {
  if ((text.match(/"/g)?.length ?? 0) % 2 === 0) return text;
  if (/^\s*"/.test(text)) return text.replace(/^\s*"\s*/, '');
  return `${text.replace(/[.,;:\s]+$/, '')}"`;
}

/**
 * A preposition or article a removed date or amount left in front of another one: "Dal l'accesso"
 * (from "Dal 1/10 l'accesso"), "alle del mattino", "di il". The first of the two goes.
 */
const ARTICLE_GAP = U(
  /\b(?:dal|dalla|dallo|dai|dalle|dall'|al|alla|allo|ai|alle|all'|del|della|dello|dei|delle|dell'|nel|nella|nello|nei|nelle|nell'|sul|sulla|sui|sulle|il|lo|la|gli|le)\s+(?=(?:il|lo|la|l'|i|gli|le|un|una|uno|un'|dal|dalla|del|della|al|alla|nel|nella|da|di|a|in|su|per)(?![\p{L}])|l'|[,.;:!?]|$)/giu,
);
const PREPOSITION_GAP = U(/\b(?:da|di|in|su|entro|fino\s+a|verso)\s+(?=(?:da|di|a|in|su|per|dal|del|al|nel|sul)(?![\p{L}'])|[,.;:!?]|$)/giu);
/** What a removed time leaves before a conjunction: "il trainer per e adesso", "il pilates del ma". */
const GAP_BEFORE_CONJUNCTION = U(/\b(?:per|di|da|in|entro|verso|del|della|dal|dalla|al|alla|il|lo|la|gli)\s+(?=(?:e|ed|ma|però|o)\s)/giu);
function repairGaps(text: string): string {
  let t = text.replace(GAP_BEFORE_CONJUNCTION, '');
  for (let i = 0; i < 2; i++) t = t.replace(ARTICLE_GAP, '').replace(PREPOSITION_GAP, '');
  return squash(t);
}

/** Function words a capital letter after a comma does not belong to ("…visita, Non posso venire"). */
const MIDLINE_CAPITAL = U(
  /([,;:]\s+)(Non|Il|Lo|La|Le|Gli|I|Un|Una|Uno|Ho|Abbiamo|Mi|Ci|Si|Ma|E|Però|Quando|Se|Da|Dopo|Anche|Ora|Adesso|Sempre|Ancora|Oggi|Poi|Quindi|Come|Cosa|Dove|Perché|L'app|L')(?=[\s']|$)/gu,
);
const RUN_ON_MESSAGE = U(
  /^((?:non\s+(?:riesco|riusciamo|posso|possiamo)|provo|proviamo|cerco|cerchiamo)\s+[^,;:"«]*?\p{L}{3,})\s+((?:e\s+)?(?:mi|ci)\s+(?:dice|dà|da|compare|esce|appare|segnala|chiede|restituisce)\b)/iu,
);
/** Emoji and pictographs: not part of a title. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u200d]/gu;
/** A run of shouted words ("NON FUNZIONA NIENTE") inside a normal line; single acronyms (LOS, SPID) stay. */
const SHOUTED_RUN = /(?<![\p{L}\p{N}_-])\p{Lu}{3,}(?:\s+\p{Lu}{2,})+(?![\p{L}\p{N}_-])/gu;

/** Title punctuation and case: "???" / "!!!" once, no closing "!", no emoji, no shouted runs. */
export function normaliseTitle(text: string): string {
  return squash(
    text
      .replace(PICTOGRAPH, ' ')
      .replace(/([!?])[!?1]+/g, '$1')
      .replace(/\.{4,}/g, '...')
      .replace(SHOUTED_RUN, (run) => run.toLowerCase())
      .replace(MIDLINE_CAPITAL, (_m, sep: string, word: string) => sep + word.toLowerCase())
      // "Non riesco ad aggiungere la carta mi dice…": the message shown opens a clause of its own.
      // (with its "e" it is no run-on: "…la targa e mi dice" stays without a comma)
      .replace(RUN_ON_MESSAGE, (_m, act: string, message: string) => (/^e\s/iu.test(message) ? `${act} ${message}` : `${act}, ${message}`)),
  )
    .replace(/\s+([,;:.!?])/g, '$1')
    .replace(/[\s,;:!]+$/, '')
    .trim();
}
