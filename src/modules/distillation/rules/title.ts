import { PROBLEM_CUES, U, UI_LABEL } from './lexicon';
import { countMatches } from './cue-matching';
import { errorCodes } from './customer';
import { stripPlaceholders } from './placeholders';
import { capitalize, contentWords, deshout, splitSentences, squash, stripGreeting, tidy } from './text';
import { withoutShoutedWords } from '../../../lib/text/title-quality';
import { restoreOrthography } from '../../../lib/text/orthography';

/**
 * The unit's title: the problem as a short line in the customer's words (≤ 90 characters), for
 * the review queue and the chat. Taken from the problem sentence the distiller chose, without
 * what belongs to one customer only: amounts, dates and times, identifiers, "since yesterday
 * evening"; a run-on sentence keeps its clauses that carry the problem. Falls back to the
 * ticket's subject without its mail prefixes ("Re:", "I: Fwd:"). Pure.
 */

export const TITLE_MAX = 90;

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
  /(?<![\w-])\d{5,}(?![\w-])/g,
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
const DANGLING_END = U(
  /\s+(?:il|lo|la|i|gli|le|un|uno|una|di|del|della|dei|delle|a|al|alla|ai|da|dal|dalla|in|nel|nella|con|su|sul|sulla|per|tra|fra|e|ed|o|ma|che|come|quando|se|mi|ci|si|non|anche|numero|n\.)$|\s+(?:l|dell|nell|all|dall|sull|un)['’]$/i,
);
const SUBJECT_PREFIX = /^(?:\s*(?:re|r|i|fw|fwd|inoltro|rif)\s*:\s*)+/i;

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
const GAP_MARK = '\uE000';
/** A street of one customer's address, with its preposition and number: "di via Mazzini 14", "in piazza Duomo". */
const STREET = U(/\s*\b(?:in|di|a|al|alla|da|dal|dalla|nella|sulla)\s+(?:via|viale|piazza|piazzale|corso|vicolo|largo)\s+(?:\p{Lu}[\p{L}'’]*\s*)+(?:\d+\w?)?/gu);
/** A count of one customer's people or things before a possessive: "Tre nostri dipendenti" → "I nostri dipendenti". */
const COUNT_BEFORE_POSSESSIVE = U(/\b(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|\d{1,3})\s+(?=(?:nostr|vostr|mie|miei|tuoi|tue|suoi|sue)\p{L}*(?![\p{L}]))/giu);
function articleForCount(_m: string, offset: number, whole: string): string {
  const possessive = /^\p{L}+/u.exec(whole.slice(offset + _m.length))?.[0].toLowerCase() ?? '';
  return /e$/.test(possessive) ? 'le ' : 'i ';
}

function clean(text: string): string {
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
 * How the writer or the person they write for feels about it, after what went wrong: "…non c'è
 * niente e ha paura di prendere la multa", "…e temo di perdere i dati". It goes when what stays
 * still says what is wrong.
 */
const FEELING_TAIL = U(/,?\s+(?:e|ma)\s+(?:(?:ho|ha|abbiamo|hanno)\s+paura|(?:temo|teme|temiamo|temono)|(?:sono|è|siamo)\s+(?:preoccupat|spaventat|agitat|disperat)\p{L}*|(?:mi|si|ci)\s+preoccup\p{L}+)(?![\p{L}']).*$/iu);
function withoutFeeling(text: string): string {
  const m = FEELING_TAIL.exec(text);
  if (m === null) return text;
  const rest = text.slice(0, m.index);
  return contentWords(rest) >= 3 && (negated(rest) || countMatches(PROBLEM_CUES, rest) > 0) ? rest : text;
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

/** Who writes, not what is wrong: "Scrivo in qualità di consulente…", "Sono il figlio del titolare". */
const WRITER_CLAUSE = U(
  /^(?:(?:vi|le)\s+)?(?:scrivo|scriviamo)\s+(?:in\s+qualità\s+di|come|per\s+conto|a\s+nome)\b|^(?:io\s+)?(?:sono|siamo)\s+(?:il|la|l'|un|una|i|gli|le)\s*(?:consulente|commercialista|figli[oa]|marito|moglie|collega|segretari[oa]|nipote|assistente|responsabile|amministrat\w+|titolare|client[ei]|tecnico)\b/i,
);

/**
 * Who the writer is or what they did before the problem, not the problem: "Sono la fleet manager
 * di…", "Sono insegnante…", "Scrivo per…", "Inoltro la richiesta di…", "Avevo tre…", "Ho fatto il
 * reset come dice il libretto", "Mi avete detto che…", "Mio figlio è in prima".
 */
const INTRODUCTION_CLAUSE = U(
  /^(?:(?:io|noi)\s+)?(?:sono|siamo)\s+(?:(?:il|la|lo|l'|un|una|uno|un'|i|gli|le)\s*[\p{L}'-]+|[\p{L}]+(?:ista|iste|isti|iere|iera|tore|trice|ente|enti|ante|anti|ologo|ologa|aio|aia|essa)\b)/iu,
);
/** "Sono Marta, …", "Sono Ivan della piadineria": a name after "sono". */
const NAMED_INTRODUCTION = /^(?:[Ii]o\s+)?[Ss]ono\s+[A-ZÀ-Ý][\p{Ll}'-]+/u;
const STORY_CLAUSE = U(
  /^(?:(?:vi|le|ti)\s+)?(?:scrivo|scriviamo|inoltro|inoltriamo|giro|rigiro|contatto|contattiamo)\b|^(?:avevo|avevamo|avevate|ero|eravamo)\b|^(?:mi|ci)\s+(?:avete|hanno|ha)\s+detto\b|^(?:ho|abbiamo)\s+(?:già\s+|appena\s+|anche\s+)?(?:provato|tentato|seguito|letto|chiesto|parlato|chiamato|contattato|scritto|sentito)\b|^(?:ho|abbiamo)\s+(?:già\s+)?fatto\s+(?:[\p{L}']+\s+){0,4}come\s+(?:dice|dicev|mi\s+ha|ci\s+ha|avete|indicat|scritt|spiegat)/iu,
);
const RELATIVE = U(
  /\b(?:mi[oae]|tu[oae]|su[oae]|nostr[oaie])\s+(?:figli[oae]?|madre|padre|mamma|papà|marito|moglie|nonn[oaie]|fratell[oi]|sorell[ae]|suocer[oa]|compagn[oa]|zi[oa]|nipot[ei])\b/iu,
);

/**
 * "Avevo prenotato il corso e adesso la prenotazione non c'è più": what was done, then what went
 * wrong with it; the two together are the problem, not a story.
 */
const EXPECTATION_THEN_PROBLEM = U(/^(?:avevo|avevamo|ero|eravamo)\s+\p{L}+\s.*?\s(?:e\s+(?:adesso|ora|invece|oggi)|ma|però)\s+(?:.*\s)?non\s/iu);

function isStory(text: string): boolean {
  if (INTRODUCTION_CLAUSE.test(text) || NAMED_INTRODUCTION.test(text)) return true;
  if (STORY_CLAUSE.test(text) && !EXPECTATION_THEN_PROBLEM.test(text)) return true;
  return RELATIVE.test(text) && countMatches(PROBLEM_CUES, text) === 0 && errorCodes(text).length === 0;
}

/**
 * What the writer did, told in the first-person present ("Entro con la CIE", "metto il codice
 * nell'app", "poi clicco su Avanti"): a verb ending in -o opening the clause, then its object or
 * complement. Adverbs and prepositions in -o ("dopo il", "solo la") are not verbs.
 */
const OWN_ACT = U(
  /^(?:(?:e|poi|allora|quindi|prima|io)\s+)*(?!(?:dopo|solo|soltanto|quando|tutto|tanto|molto|poco|troppo|dentro|sopra|sotto|verso|presso|contro|dietro|accanto|certo|appunto|ogni|circa|fino|nemmeno|neanche|neppure)\s)\p{L}{2,}o\s+(?:(?:con|il|lo|la|i|gli|le|l'|un|una|uno|su|sul|sulla|sui|nel|nella|in|a|ad|al|alla|da|dal|dalla|per)(?![\p{L}])|["«“])/iu,
);

/**
 * A negation outside a quoted message: among lines with no problem cue, the one that says
 * something is not there or does not work ("non c'è nessuna delle visite") comes before one that
 * only sets the scene ("Uso l'app per le auto aziendali"); a subject with one is a problem line.
 */
const NEGATION = U(/\b(?:non|nessun\p{L}*|niente|nulla|mai)\b/iu);
const QUOTED_TEXT = /["«“][^"«»“”]*["»”]/gu;
/** What the writer does not know is no problem of the product: "non so se…", "non ho capito". */
const NOT_KNOWING = U(/\bnon\s+(?:so|sappiamo|capisco|capiamo|ho\s+capito|abbiamo\s+capito|ricordo|vorrei|voglio|ce\s+la\s+faccio)\b/iu);
function negated(text: string): boolean {
  const outside = text.replace(QUOTED_TEXT, ' ');
  return NEGATION.test(outside) && !NOT_KNOWING.test(outside);
}


function clauseScore(text: string): number {
  if (WRITER_CLAUSE.test(text)) return -2;
  const score = countMatches(PROBLEM_CUES, text) * 2 + (errorCodes(text).length > 0 ? 2 : 0) + (UI_LABEL.test(text) ? 1 : 0);
  // A story keeps a low score: it is a title only when nothing else is.
  return isStory(text) ? Math.min(score, 0) - 1 : score;
}

/** Verbs that need a subject the clause may have lost ("Non arriva più niente" — what does not?). */
const THIRD_PERSON_VERB =
  '(?:dice|diceva|dà|risulta|compare|compaiono|esce|escono|appare|appaiono|arriva|arrivano|funziona|funzionano|va|vanno|parte|partono|carica|caricano|resta|restano|rimane|rimangono|mostra|segna|fa|fanno|chiede|trova|apre|chiude|si\\s+apre|si\\s+chiude|si\\s+blocca|si\\s+spegne|si\\s+vede|si\\s+vedono|si\\s+carica|è|era)';
const SUBJECTLESS = new RegExp(
  // (a dative first is no subject either: "A me non è mai arrivato")
  `^(?:(?:e|ma|però|poi|adesso|ora|ancora|invece|alla\\s+fine|a\\s+un\\s+certo\\s+punto|dopo|subito|ogni\\s+volta|di\\s+nuovo|sempre|a\\s+(?:me|noi|lei|lui|loro))\\s+)*(?:non\\s+)?(?:(?:mi|ci|gli|le|ti|vi)\\s+)?(?:ne\\s+)?${THIRD_PERSON_VERB}(?![\\p{L}'])(?!(?:\\s+(?:più|mai|ancora|sempre|proprio|neanche|nemmeno|neppure|solo|anche|bene|male))*\\s+(?:(?:il|lo|la|i|gli|le|un|una|uno|nessun\\p{L}*|quest\\p{L}*|quell\\p{L}*|mi[oae]|tu[oae]|su[oae]|nostr\\p{L}|vostr\\p{L}|tutt\\p{L}+)(?![\\p{L}])|l'|un'|dell'|del\\s|della\\s))`,
  'iu',
);
/** A clause whose object is a pronoun standing for something said before: "non le vedo", "stamparlo". */
const PRONOUN_OBJECT = U(
  /^(?:(?:e|ma|però|poi|adesso|ora|ancora|quando|se|appena|dopo\s+che|ogni\s+volta\s+che)\s+)?(?:non\s+)?(?:(?:lo|la|li|le|ne)\s+|l')(?:\s*(?:ho|hai|ha|abbiamo|vedo|vediamo|trovo|troviamo|apro|leggo|ricevo|riceviamo|scarico|stampo|uso|carico|sento|visualizzo|posso|riesco|so|scrivo|inserisco|digito|metto|appoggio|avvicino|premo|tocco|mando|invio))\b/iu,
);
/** "Non riesco a stamparlo", with no noun before it the pronoun could stand for. */
const ENCLITIC_OBJECT = U(/\b(?:non\s+riesc\p{L}+|non\s+poss\p{L}+|non\s+vogli\p{L}*|non\s+vorrei|vorrei|impossibile|provo|provando|cerco\s+di|tento\s+di)\s+(?:a|ad)?\s*\p{L}{3,}(?:ar|er|ir)(?:lo|la|li|le|ne)\b/iu);
const ARTICLE = U(/\b(?:il|lo|la|i|gli|le|un|una|uno)\s|\bl'|\bun'/iu);
/**
 * "Il commercialista non la può scaricare": "la" before a verb stands for a noun of another line
 * when no noun of its gender comes before it ("La fattura non la posso scaricare" has one).
 */
const CLITIC_BEFORE_VERB = U(/\bnon\s+(la|le|lo|li)\s+(?:può|posso|possiamo|possono|riesco|riesce|riusciamo|riescono|vedo|vede|vediamo|trovo|trova|troviamo|accetta|accettano|riconosce|riconoscono|apre|legge|fa|fanno)(?![\p{L}])/iu);
const FEMININE_BEFORE = U(/\b(?:la|le|una|questa|queste|mia|mie|sua|sue|nostra|nostre)\s+\p{L}|\bun['’]\p{L}/iu);
const MASCULINE_BEFORE = U(/\b(?:il|lo|i|gli|un|uno|questo|questi|mio|miei|suo|suoi|nostro|nostri)\s+\p{L}/iu);
/** "Lui era in ferie e…", "Lei sa se è un problema noto?": a third person named before, or the agent addressed. */
const PRONOUN_SUBJECT = U(/^(?:lui|lei|loro|esso|essa|essi|esse)\s+(?!(?:e|o|ed)\s)/iu);
function cliticWithoutNoun(title: string): boolean {
  const m = CLITIC_BEFORE_VERB.exec(title);
  if (m === null) return false;
  const before = title.slice(0, m.index);
  return /^l[ae]$/i.test(m[1]!) ? !FEMININE_BEFORE.test(before) && !/\bl['’]\p{L}+a\s/iu.test(before) : !MASCULINE_BEFORE.test(before) && !/\bl['’]\p{L}+o\s/iu.test(before);
}
function pronounObject(title: string): boolean {
  if (PRONOUN_OBJECT.test(title) || PRONOUN_SUBJECT.test(title) || cliticWithoutNoun(title)) return true;
  const m = ENCLITIC_OBJECT.exec(title);
  if (m === null) return false;
  const before = title.slice(0, m.index);
  return !before.includes(',') && !ARTICLE.test(before);
}
/** Connectives that open a clause that depends on the one before: "Perché il vostro…", "Così la…". */
const DEPENDENT_OPENER = U(/^(?:perché|perche|poiché|così|quindi|infatti|cioè|anche\s+se|mentre|e|ed|ma|però|oppure|o|neanche|nemmeno|neppure|che|per\s+questo|per\s+cui|dunque|di\s+conseguenza)\s/iu);
/** Who it works for and who not, with an elliptical "no": "Io col codice no", "Lei sì, io no". */
const ELLIPTICAL_NO = U(/(?:^|[,;:]\s+)(?:io|tu|lui|lei|noi|voi|loro)\s+(?:[^,;:]*\s)?no(?=\s*(?:[,;:]|$))/iu);
/** How many, with no noun after it, said before: "Per tutte compare…", "A entrambi dice…". */
const QUANTIFIER_ONLY = U(/^(?:per|a|con|su|in)\s+(?:tutt[ie]|entramb[ie]|ognun[oa]|ciascun[oa])\s+(?!(?:i|gli|le|e|quest\p{L}*|quell\p{L}*|mi[oae]|miei|nostr\p{L})(?![\p{L}]))/iu);

/**
 * What a removed amount or time leaves: "è di invece di", "invece che come", "vedo di addebito" at
 * the end; a verb that needed the amount as its complement ("una camicia costa", "il saldo è ancora").
 */
const LEFT_GAP = U(/(?:\b(?:costa|costano|costava|vale|valgono|pesa|misura|segna|segnano|è\s+ancora|sono\s+ancora|resta|rimane|è\s+sceso|è\s+salito|è\s+fermo|è\s+ferma|scende|sale|diventa|passa))$|\binvece\s+(?:che|di)\s+(?:come|e|ma|invece)\b|\binvece\s+(?:che|di)\s*[,.;:]?$|\binvece$|\b(?:è|sono|era|di|da|a)\s+(?:di|da|a)\s+(?:invece|come)\b/iu);

/** The cents of an amount removed before the title was made: "c'è ancora meno e 20" (from "meno 3 euro e 20"). */
const CENTS_LEFT = U(/\b(?:meno|più|di|a)\s+e\s+\d{1,2}(?![\d.,])/iu);

/**
 * A line that points back to what was said before instead of saying it: "il problema è sempre
 * lo stesso", "come vi avevo scritto", "la stessa cosa di prima" (not "il numero è sempre lo
 * stesso", which says what is wrong).
 */
const ANAPHORIC = U(
  /\b(?:problem[ai]|situazione|questione|cosa|storia)\s+(?:\p{L}+\s+){0,3}(?:è|e|sono|resta|rimane)\s+(?:sempre|ancora)\s+(?:lo\s+stesso|la\s+stessa|gli\s+stessi|le\s+stesse|uguale|quell[oa])\b|\b(?:la\s+stessa\s+cosa|lo\s+stesso\s+problema)\s+(?:di|del|della)\s+(?:prima|ieri|sopra|l'altra\s+volta)\b|^(?:come\s+(?:vi\s+)?(?:avevo|ho)\s+(?:già\s+)?(?:scritto|detto|segnalato))\b|\b(?:siamo|sono|è|siam)\s+(?:di\s+nuovo|ancora|sempre)\s+(?:lì|li|là|qui|al\s+punto\s+di\s+partenza)(?![\p{L}])|\bpunto\s+e\s+a\s+capo\b/iu,
);

/**
 * The writer's own past act and nothing wrong in it ("Ho firmato le tre ore di ieri", "Non ho
 * toccato niente", "Il tecnico mi ha cambiato il modem", "Mi sono slogato la caviglia"): a first-
 * person perfect, or someone's perfect done to the writer, opening a line without a contrast.
 */
const OWN_PAST_LINE = new RegExp(
  `^(?:(?:poi|prima|già|io|noi|non|anche)\\s+)*(?:(?:ho|abbiamo|avevo|avevamo|mi\\s+sono|ci\\s+siamo)|(?:[\\p{L}'’]+\\s+){1,3}(?:mi|ci)\\s+(?:ha|hanno)|(?:[\\p{L}'’]+\\s+){1,3}(?:l['’]|li\\s+|le\\s+)(?:ho|abbiamo))\\s*(?:(?:già|appena|anche|io|noi)\\s+)?\\p{L}+(?:at[oaie]|it[oaie]|ut[oaie]|tt[oaie]|ss[oaie]|st[oaie]|rt[oaie]|s[oaie])(?![\\p{L}])`,
  'iu',
);
function ownPastOnly(title: string): boolean {
  return OWN_PAST_LINE.test(title) && !/\s(?:ma|però|mentre|e\s+(?:ora|adesso|non|il|la|lo|i|gli|le|l['’]))\s/iu.test(title) && countMatches(PROBLEM_CUES, title) === 0 && errorCodes(title).length === 0;
}

/** "me ne avete fatte pagare due", "ce ne sono tre": "ne" stands for things named before. */
const PARTITIVE_CLITIC = U(/\b(?:me|te|ce|ve)\s+ne\s+\p{L}/iu);
/**
 * A measure or reading of one customer's case: "calcolata su 140 mq", "leggiamo 41.288", "scese
 * da 7 a 5" (not a rule of the service, "meno di 48 ore", nor a label, "Windows 11").
 */
const CASE_MEASURE = U(
  /(?<![\p{L}\d_-])\d+(?:[.,]\d+)?\s*(?:mq|m2|metri\s+quadr[ia]|km|kg|kwh|litri|copie|corse|pezzi)(?![\p{L}])|(?<![\p{L}\d_.,-])\d{1,3}(?:\.\d{3})+(?![\d.,])|\bda\s+\d+\s+a\s+\d+(?![\d])/iu,
);
/**
 * A town or person of one case after "a", "di", "sede": "un sinistro a Verona", "i corsi di Monza"
 * (a capitalised word in lower case after it, not an acronym: "con SPID" stays), at the end of a
 * clause. Looked for after the first letter, which is capitalised anyway.
 */
const PLACE_NAME = /\b(?:a|di|da|sede)\s+\p{Lu}\p{Ll}{2,}(?=\s*(?:$|[,.;:!?]|\s+e\s))/u;
/**
 * A line not in Italian: English function words outweigh Italian ones ("the class is always
 * full"), or two words end on an apostrophe before a space, as a dialect's cut words do ("Mo'
 * vaco ncopp' all'app"; Italian has "un po'" and a few imperatives).
 */
const ENGLISH_WORDS = /\b(?:the|is|are|am|my|and|not|can|cannot|can't|don't|doesn't|always|with|have|has|it|this|to|of|please|hi|hello|i)\b/giu;
const ITALIAN_WORDS = /(?<![\p{L}'’])(?:il|lo|la|le|gli|di|che|è|e|non|per|mi|un|una|con|sono|ho|del|della|nel|nella|al|alla|si|ci|ma)(?![\p{L}'’])/giu;
const DIALECT_CUT = /(?<![\p{L}])(?!(?:po|be|di|fa|va|sta|da)['’])\p{L}+['’](?=\s)/giu;
function notItalian(text: string): boolean {
  const english = text.match(ENGLISH_WORDS)?.length ?? 0;
  if (english >= 2 && english > (text.match(ITALIAN_WORDS)?.length ?? 0)) return true;
  return (text.match(DIALECT_CUT)?.length ?? 0) >= 2;
}

/** Most words end in a vowel, as Italian ones do ("ritiro annullato"; not "class full"). */
function readsItalian(text: string): boolean {
  const words = text.match(/\p{L}{3,}/gu) ?? [];
  return words.filter((w) => /[aeiouàèéìòù]$/iu.test(w)).length * 2 > words.length;
}

/** What makes a candidate title a poor line on its own; '' when it stands. */
export function titleDefect(title: string): string {
  if (!title) return 'empty';
  if (title.endsWith('…')) return 'cut';
  if (title.includes(GAP_MARK) || CENTS_LEFT.test(title)) return 'gap';
  if (PLACE_ONLY.test(title) || ELLIPTICAL_NO.test(title) || QUANTIFIER_ONLY.test(title)) return 'fragment';
  if (isStory(title) || WRITER_CLAUSE.test(title) || ownPastOnly(title)) return 'story';
  // "Perché mi avete…?" asks why: a question stands; "Perché il vecchio…" depends on the line before.
  if (DEPENDENT_OPENER.test(title) && !/\?$/.test(title)) return 'dependent';
  if (SUBJECTLESS.test(title)) return 'subjectless';
  if (pronounObject(title)) return 'pronoun';
  if (LEFT_GAP.test(title)) return 'gap';
  if (PARTITIVE_CLITIC.test(title)) return 'pronoun';
  const outside = title.replace(QUOTED_TEXT, ' ');
  if (CASE_MEASURE.test(outside)) return 'figure';
  if (PLACE_NAME.test(outside.slice(1))) return 'place';
  if (notItalian(outside)) return 'foreign';
  if (ANAPHORIC.test(title)) return 'anaphoric';
  return '';
}

/**
 * Clauses of the problem sentences: cut at punctuation and before "ma", "però", "mentre",
 * "perché", which stay with the clause they open (they carry its contrast).
 */
function clausesOf(problem: string): Array<{ text: string; sentence: number; order: number; score: number }> {
  const out: Array<{ text: string; sentence: number; order: number; score: number }> = [];
  splitSentences(squash(problem.replace(/\n/g, ' '))).forEach((whole, si) => {
    const sentence = withoutAsides(whole);
    // Quoted labels ("Stampante non raggiungibile (errore 0x1F)") are never cut.
    const quoted: string[] = [];
    const masked = sentence.replace(/["«“][^"«»“”]{1,80}["»”]/gu, (q) => `\u0001${quoted.push(q) - 1}\u0001`);
    const parts = masked
      .split(/[;:()]\s*|,\s+|\s+[–—-]\s+|\s+(?=(?:ma|però|mentre|perché|perche)\s)|\s+(?=cioè\s+(?:il|lo|la|i|gli|le|l['’])(?![\p{L}]))/u)
      .map((c) => c.replace(/\u0001(\d+)\u0001/g, (_m, i: string) => quoted[Number(i)]!).trim())
      .filter((c) => c.length > 0)
      .flatMap(splitAfterOwnAct);
    const first = out.length;
    for (const text of parts) out.push({ text, sentence: si, order: out.length, score: clauseScore(text) });
    // "Il dito non lo prende più cioè il lettore si accende rosso": the writer says it again, better;
    // the restatement takes the place (and the weight) of what it corrects.
    for (let k = first + 1; k < out.length; k++) {
      // (a clause with its verb; "cioè la tariffa massima" only names what was said)
      if (!RESTATEMENT.test(out[k]!.text) || !RESTATED_VERB.test(out[k]!.text)) continue;
      out[k]!.score = Math.max(out[k]!.score, out[k - 1]!.score);
      out[k - 1]!.score = Math.min(out[k - 1]!.score, -1);
    }
    // Steps the writer took one after the other, with nothing wrong in them ("Entro con la CIE,
    // metto il codice, …"): the story before the problem, never its title.
    // (the button pressed is quoted: "Faccio "Rinnova"" scores only for its label)
    const acts = out.slice(first).map((c) => (c.score === 0 || (c.score === 1 && UI_LABEL.test(c.text))) && OWN_ACT.test(c.text));
    acts.forEach((act, k) => {
      if (act && (acts[k - 1] || acts[k + 1])) out[first + k]!.score = -1;
    });
  });
  return out;
}

const RESTATEMENT = U(/^cioè\s+(?:il|lo|la|i|gli|le|l['’])(?![\p{L}])/iu);
const RESTATED_VERB = new RegExp(`\\s(?:non|si|${THIRD_PERSON_VERB})(?![\\p{L}'])`, 'iu');

/**
 * "Metto il numero e il codice non arriva": the writer's act, then what went wrong with a subject
 * of its own (a definite article after "e"), two clauses.
 */
const AND_NEW_SUBJECT = U(/\s+e\s+(?=(?:il|lo|la|i|gli|le|l['’])(?![\p{L}]))/iu);
function splitAfterOwnAct(part: string): string[] {
  if (!OWN_ACT.test(part)) return [part];
  const m = AND_NEW_SUBJECT.exec(part);
  if (!m || m.index < 6) return [part];
  const rest = part.slice(m.index + m[0].length);
  return countMatches(PROBLEM_CUES, rest) > 0 && countMatches(PROBLEM_CUES, part.slice(0, m.index)) === 0 ? [part.slice(0, m.index), rest] : [part];
}

/**
 * A parenthesis is an aside ("(Poste)", "(è nato all'estero)"): not a title's clause, unless it
 * holds the message or code shown, or the sentence says nothing without it.
 */
function withoutAsides(sentence: string): string {
  if (!sentence.includes('(')) return sentence;
  const out = squash(
    sentence.replace(/\s*\(([^()]{1,120})\)/g, (m, inner: string) => (errorCodes(inner).length > 0 || /["«“]/u.test(inner) || UI_LABEL.test(inner) ? m : ' ')),
  ).replace(/\s+([,.;:!?])/g, '$1');
  return contentWords(out) >= 3 ? out : sentence;
}

/**
 * Where a long title can end without "…": before a clause that only adds circumstances ("da
 * quando il tecnico…", "finché non tolgo le pile", "e l'app mi manda…", "col logo in alto").
 */
const CLAUSE_BOUNDARY = U(
  /,\s+|\s+(?=(?:e|ed|ma|però|mentre|perché|perche|quando|da\s+quando|finché|finche|dopo\s+che|anche\s+se|se|così|quindi|col|con\s+(?:il|la|lo|l'|i|gli|le|un|una)|ogni\s+volta)\s)/giu,
);
/** A title shorter than this says too little to stand alone. */
const TITLE_MIN_AT_CLAUSE = 35;

function cutAtClause(text: string, min = TITLE_MIN_AT_CLAUSE): string | null {
  let best: number | null = null;
  for (const m of text.matchAll(CLAUSE_BOUNDARY)) {
    if (m.index > TITLE_MAX - 1) break;
    if (m.index >= min) best = m.index;
  }
  if (best === null) return null;
  let cut = text.slice(0, best).replace(/[,;:\s]+$/, '');
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  // A cut inside a quoted message would leave the quote open.
  // Only when what is kept still says what is wrong ("La stampante che abbiamo in comodato" does not).
  const carriesProblem = countMatches(PROBLEM_CUES, cut) > 0 || errorCodes(cut).length > 0;
  return carriesProblem && cut.length >= min && (cut.match(/"/g)?.length ?? 0) % 2 === 0 ? cut : null;
}

function cutAtWord(text: string): string {
  if (text.length <= TITLE_MAX) return text;
  // A complete clause, even a short one, reads better than a line cut with "…".
  const atClause = cutAtClause(text) ?? cutAtClause(text, 20);
  if (atClause) return atClause;
  let cut = text.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  cut = (space > 40 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '');
  // A cut inside a quoted message ends before the quote, or closes it.
  if ((cut.match(/"/g)?.length ?? 0) % 2 === 1) {
    const open = cut.lastIndexOf('"');
    cut = open > 40 ? cut.slice(0, open).trimEnd() : `${cut.slice(0, TITLE_MAX - 3)}"`;
  }
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  return `${cut}…`;
}

const CONTRAST = U(/^(?:ma|però)\s/iu);
/** "ma alla fine mi chiede…", "però non si apre": a contrast whose verb has no subject of its own. */
const NO_SUBJECT_AFTER_CONTRAST = new RegExp(
  `^(?:ma|però)\\s+(?:(?:alla\\s+fine|a\\s+un\\s+certo\\s+punto|poi|adesso|ora|invece|dopo|subito|sempre|ancora)\\s+)*(?:(?:non|mi|ci|ti|vi|si|ne|me|ce|te)\\s|${THIRD_PERSON_VERB}(?![\\p{L}']))`,
  'iu',
);
/** What went wrong, said with a negation: "ma non risulta attiva", "ma non trovo il tasto". */
const NEGATED = U(/\bnon\s/iu);

/**
 * A clause that only says where, with no verb: "Sul sito dell'Agenzia delle Entrate", "nella
 * parte delle spese sanitarie" (a place, then its "di" complements). Never a title alone.
 */
const PLACE_ONLY_LOWER = /^(?:sul|sulla|sullo|sui|sulle|sull['’]|nel|nella|nello|nei|nelle|nell['’]|in|su|dal|dalla|dall['’]|presso)\s*[\p{L}'’]+(?:\s+(?:di|del|della|dello|dei|delle|degli|dell['’])\s*[\p{L}'’]+)*(?:\s+\p{Lu}[\p{L}'’]*)*$/u;
// (case-sensitive, so that only capitalised names may follow: "in" with "i" would make \p{Lu} any letter)
const PLACE_ONLY = { test: (text: string) => PLACE_ONLY_LOWER.test(text.charAt(0).toLowerCase() + text.slice(1)) };

/** "La macchina lo riconosce": an object said before ("lo" before a verb, not the article of "lo sconto"). */
const CLITIC_OBJECT = U(/\b(?:lo|li|l['’](?=ho|ha|abbiamo|hanno))\s*(?!s[bcdfgklmnpqrtvz]|z|gn|ps|x|y)\p{L}/iu);

/** A reading of one case after a preposition or article, ending the line: "sotto i 5", "da 7 a 5" (not "meno di 48 ore"). */
const CASE_FIGURE = U(/\b(?:i|il|a|al|da|di|su|sotto|sopra|oltre|con)\s+\d+(?:[.,]\d+)?(?![\p{L}\d_-])(?!\s+\p{L})/iu);
/**
 * "…continua a ricaricarsi ogni volta che il saldo scende sotto i 5": the clause that carries one
 * case's figure goes when what stays before it still says what is wrong.
 */
function withoutTrailingFigure(title: string): string {
  const m = CASE_FIGURE.exec(title.replace(QUOTED_TEXT, (q) => 'x'.repeat(q.length)));
  if (m === null) return title;
  let best: number | null = null;
  for (const b of title.matchAll(CLAUSE_BOUNDARY)) {
    if (b.index >= m.index) break;
    if (b.index >= 20) best = b.index;
  }
  if (best === null) return title;
  let cut = title.slice(0, best).replace(/[,;:\s]+$/, '');
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  return countMatches(PROBLEM_CUES, cut) > 0 || negated(cut) || CONTRAST_INSIDE.test(cut) ? cut : title;
}
const CONTRAST_INSIDE = U(/\s(?:ma|però)\s/iu);

/**
 * Among lines with no problem cue, one with a subject of its own that says it is not as it should
 * be ("Le ricevute sono uscite intestate a me e non alla ditta") comes before one that sets the
 * scene ("Uso l'app per le auto aziendali"): see NEGATION.
 */
/** "X ma Y e Z" cut at the last clause boundary after the contrast that fits; null when none. */
function cutAfterContrast(line: string): string | null {
  const contrastAt = CONTRAST_INSIDE.exec(line)?.index ?? -1;
  if (contrastAt < 0) return null;
  let best: number | null = null;
  for (const m of line.matchAll(CLAUSE_BOUNDARY)) {
    if (m.index > TITLE_MAX - 1) break;
    if (m.index > contrastAt + 4) best = m.index;
  }
  if (best === null) return line.length <= TITLE_MAX ? line : null;
  let cut = line.slice(0, best).replace(/[,;:\s]+$/, '');
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  return cut;
}
const WRITER_AS_SUBJECT = U(/^(?:ma|però)\s+(?:io|noi)(?![\p{L}])/iu);
function subjectNotThere(line: string): boolean {
  return !CLITIC_OBJECT.test(line) && /^(?:il|lo|la|i|gli|le|l['’])(?![\p{L}])/iu.test(line) && NEGATED.test(line.replace(QUOTED_TEXT, ' ')) && titleDefect(line) === '';
}

/** "ma non risulta", "ma l'app mostra un account diverso senza la mia storia": the contrast carries the problem more than what it follows. */
function saysWhatWentWrong(contrastClause: string, before: string): boolean {
  // ("ma io non ho fatto niente" is the writer's defence, not the problem)
  if (negated(before) || errorCodes(before).length > 0 || WRITER_AS_SUBJECT.test(contrastClause)) return false;
  return negated(contrastClause) || /\bsenza\s/iu.test(contrastClause) || countMatches(PROBLEM_CUES, contrastClause) > countMatches(PROBLEM_CUES, before);
}

/** A clause that can open a title before "ma …": a line of its own, with no figure of one case. */
function standsBefore(text: string): boolean {
  const line = clean(text);
  if (contentWords(line) < 2 || /\d/.test(text) || CLITIC_OBJECT.test(line)) return false;
  const defect = titleDefect(line);
  // (the writer's own act is what the "ma" clause goes against: "Ho disattivato la ricarica, ma…")
  return defect === '' || (defect === 'story' && OWN_PAST_LINE.test(line) && !isStory(line) && !WRITER_CLAUSE.test(line));
}

/**
 * The strongest problem clause, with its neighbours of the same sentence while they carry the
 * problem too (or the line is still too short to stand alone) and the whole fits in 90
 * characters once cleaned. A line that does not stand on its own (a story, a clause that lost
 * its subject or its object, a cut) takes the clause before it, or gives way to the next
 * strongest clause; `defect` says what is still wrong with the line returned.
 */
function fromProblem(problem: string): { title: string; score: number; defect: string; second?: boolean } {
  const clauses = clausesOf(problem)
    .map((c) => ({ ...c, clean: clean(c.text) }))
    .filter((c) => contentWords(c.clean) >= 2);
  if (clauses.length === 0) return { title: '', score: -1, defect: 'empty' };
  const joined = (from: number, to: number) =>
    clean(
      clauses
        .slice(from, to + 1)
        .map((c) => c.text)
        .join(', ')
        .replace(/,\s+(?=(?:ma|però|mentre|perché|perche)\s)/giu, ' '),
    );
  const cache = new Map<number, string>();
  const text = (from: number, to: number) => {
    const key = from * 1000 + to;
    let t = cache.get(key);
    if (t === undefined) {
      t = joined(from, to);
      cache.set(key, t);
    }
    return t;
  };
  const fits = (a: number, b: number) => text(a, b).length <= TITLE_MAX;
  const around = (index: number) => {
    const anchor = clauses[index]!;
    let from = index;
    let to = index;
    for (;;) {
      const short = text(from, to).length < 35;
      const next = clauses[to + 1];
      const prev = clauses[from - 1];
      if (next && next.sentence === anchor.sentence && (next.score > 0 || (short && next.score === 0)) && fits(from, to + 1)) to++;
      else if (prev && prev.sentence === anchor.sentence && (prev.score > 0 || (short && prev.score === 0)) && fits(from - 1, to)) from--;
      else break;
    }
    // "X, ma Y": the expectation and what went wrong are the problem together.
    const contrast = (c: { text: string } | undefined) => c !== undefined && CONTRAST.test(c.text);
    const next = clauses[to + 1];
    // ("ma è bianco": a short state after "ma" is what went wrong, as a negation is)
    if (next && next.sentence === anchor.sentence && contrast(next) && (NEGATED.test(next.text) || next.text.split(/\s+/).length <= 4) && next.score >= 0 && fits(from, to + 1)) to++;
    // "Mi arrivano le mail su un indirizzo, ma l'app mostra un account diverso": what went wrong
    // is the "ma" clause with a subject of its own; when it could not join, it is the line alone.
    // (both, when the "ma" clause can end early: "L'app dice "consegnata" ma davanti alla porta non c'è niente")
    else if (next && next.sentence === anchor.sentence && contrast(next) && next.score >= 0 && !NO_SUBJECT_AFTER_CONTRAST.test(next.text) && saysWhatWentWrong(next.text, anchor.text)) {
      const both = cutAfterContrast(text(from, to + 1));
      if (both !== null && both.length <= TITLE_MAX && CONTRAST_INSIDE.test(both) && titleDefect(both) === '') return { title: both, score: Math.max(anchor.score, next.score), defect: '' };
      const alone = cutAtWord(next.clean);
      if (titleDefect(alone) === '' && contentWords(alone) >= 3) return { title: alone, score: Math.max(anchor.score, next.score), defect: '' };
    }
    const prev = clauses[from - 1];
    // "Ho disattivato la ricarica, ma il portafoglio continua…": what was done or expected goes with it.
    if (prev && prev.sentence === anchor.sentence && contrast(clauses[from]) && (NO_SUBJECT_AFTER_CONTRAST.test(clauses[from]!.text) || standsBefore(prev.text)) && prev.score >= 0 && fits(from - 1, to)) from--;
    // "Nella parte delle spese sanitarie, non c'è nessuna delle visite": where it is missing goes with it.
    const before = clauses[from - 1];
    if (before && before.sentence === anchor.sentence && PLACE_ONLY.test(before.text) && fits(from - 1, to)) from--;
    let title = withoutTrailingFigure(cutAtWord(text(from, to)));
    let defect = titleDefect(title);
    // A clause that lost its subject or object takes the clause before it, when that one is no story.
    while ((defect === 'subjectless' || defect === 'pronoun' || defect === 'dependent') && from > 0) {
      const prev = clauses[from - 1]!;
      if (prev.sentence !== anchor.sentence || prev.score < 0) break;
      // Too long with the clauses after the anchor: the clause before it and the anchor alone.
      if (!fits(from - 1, to)) {
        if (to > index && fits(from - 1, index)) to = index;
        else break;
      }
      from--;
      title = cutAtWord(text(from, to));
      defect = titleDefect(title);
    }
    return { title, score: anchor.score, defect };
  };
  const ranked = clauses
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.score - a.c.score || (a.c.score === 0 ? Number(subjectNotThere(b.c.clean)) - Number(subjectNotThere(a.c.clean)) : 0) || a.i - b.i);
  // Only who writes: no line. A story is still a line (marked) when nothing else is.
  if (ranked[0]!.c.score <= -2) return { title: '', score: -1, defect: 'empty' };
  const first = around(ranked[0]!.i);
  if (!first.defect) return first;
  // The next strongest clauses that carry the problem, when they make a line that stands.
  for (const { c, i } of ranked.slice(1, 6)) {
    if (c.score <= 0) break;
    const other = around(i);
    if (!other.defect) return { ...other, second: true };
  }
  return first.defect === 'fragment' ? messageOfElliptical(first) : first;
}

/**
 * "Lei l'ha collegato, io col codice no, "codice già associato"": who it works for and who not
 * is the writer's case; the message shown is what others will meet, and the line.
 */
function messageOfElliptical(found: { title: string; score: number; defect: string }): { title: string; score: number; defect: string } {
  if (!ELLIPTICAL_NO.test(found.title)) return found;
  const quotes = found.title.match(QUOTED_TEXT);
  const message = quotes?.[quotes.length - 1];
  if (message === undefined || contentWords(message) < 2) return found;
  return { title: message.replace(/^(["«“])(\p{Ll})/u, (_m, q: string, c: string) => q + c.toUpperCase()), score: found.score, defect: '' };
}

/** A subject that can be a title: says something (two content words) and stands on its own. */
function subjectLine(subject: string): { title: string; score: number; defect: string } {
  // Restored first: "non c e" must not lose its "è" as a dangling "e".
  const title = clean(stripGreeting(restoreOrthography(subject.replace(SUBJECT_PREFIX, ''))));
  const defect = contentWords(title) < 2 ? 'empty' : titleDefect(cutAtWord(title));
  return { title, score: clauseScore(title), defect };
}

/**
 * The writer's guess at the cause, asked as a question: "la carta è scaduta?", "Il listino
 * dell'app è sbagliato?", "possibile blocco di rete?" (not what they ask to do: "si paga anche
 * online?", "la posso spostare?"). It is for the agent to answer, not the problem.
 */
const GUESS_QUESTION = U(
  /^(?:(?:forse|magari|possibile|probabile)\s+[^?]+|(?:il|lo|la|i|gli|le|l['’])\s*[\p{L}'’]+(?:\s+(?:di|del|della|dello|dei|delle|degli|dell['’])\s*[\p{L}'’]+)?\s+(?:è|sono|era|erano)\s+(?:stat[oaie]\s+)?\p{L}+(?:at|it|ut)[oaie])\?$/iu,
);
/**
 * A title that ends in the writer's guess: the line before the dash when that one says what is
 * wrong ("Caricamento lento - possibile blocco di rete?"), else the subject when it stands as a line.
 */
function withoutGuess(title: string, fromSubject: { title: string; defect: string }): string {
  if (!title.endsWith('?')) return title;
  // (after a comma the guess reads with the line, "Rata non pagata, la carta è scaduta?", and a reviewer keeps it)
  const cut = title.lastIndexOf(' - ');
  const last = cut < 0 ? title : title.slice(cut + 3);
  if (!GUESS_QUESTION.test(last)) return title;
  const before = cut < 0 ? '' : title.slice(0, cut).replace(/[\s,;:-]+$/, '');
  if (before && contentWords(before) >= 2 && titleDefect(before) === '' && (negated(before) || countMatches(PROBLEM_CUES, before) > 0 || contentWords(before) >= 3)) return before;
  const subject = fromSubject.title;
  if (cut < 0 && fromSubject.defect === '' && !subject.endsWith('?') && contentWords(subject) >= 3 && subject !== title) return subject;
  return title;
}

const PARTICIPLE = U(/\p{L}{3,}(?:at|it|ut)[oaie](?![\p{L}'])/iu);

/** "Quando apre i biglietti", "Se tocca il tasto": a relative's act, in the third person of a regular verb. */
const THIRD_PERSON_ACT = U(/^(Quando|Se|Appena|Ogni\s+volta\s+che)\s+(\p{Ll}{2,}?)[ae]\s+(?=(?:il|lo|la|i|gli|le|un|una)\s|l['’])/u);

export function extractTitle(problem: string, subject: string): string {
  const found = fromProblem(problem);
  const fromSubject = subjectLine(subject);
  // ("Sinistro non mio", one noun and what is wrong with it, over a line with a town of one case)
  if (found.defect === 'place' && fromSubject.defect === 'empty' && negated(fromSubject.title) && fromSubject.title.split(/\s+/).length >= 3) {
    fromSubject.defect = titleDefect(fromSubject.title);
  }
  // The subject when the problem gave nothing that reads as a problem and the subject does, or
  // when the problem's line does not stand on its own and the subject does.
  const useSubject =
    fromSubject.defect !== 'empty' &&
    (contentWords(found.title) < 2 ||
      found.title.length < 12 ||
      (found.score <= 0 && fromSubject.score > 0) ||
      // A subject that says what is not there ("il qr non compare") over a line that says nothing wrong.
      (found.score <= 0 && fromSubject.defect === '' && negated(fromSubject.title) && !negated(found.title) && contentWords(fromSubject.title) >= 2) ||
      // A line the problem gave only as its second choice, when the subject says what is wrong.
      // ("Termostato già associato ad altro account": a state said by its participle; not "Stampante Mac collega")
      (found.second === true && fromSubject.defect === '' && contentWords(fromSubject.title) >= 3 && (fromSubject.score > 0 || negated(fromSubject.title) || PARTICIPLE.test(fromSubject.title))) ||
      (found.defect !== '' && fromSubject.defect === '' && (found.defect !== 'foreign' || readsItalian(fromSubject.title)) && (fromSubject.score > 0 || (found.defect === 'place' && negated(fromSubject.title)) || contentWords(fromSubject.title) >= (found.defect === 'story' ? 3 : 2))));
  const title = withoutGuess(useSubject ? fromSubject.title : found.title || fromSubject.title, fromSubject);
  // Never empty: a served unit needs a line for the queue and the chat.
  // A hole left marked is closed up when nothing better was found.
  // "Quando apre i biglietti…" of a grandmother the writer speaks for: the act told as the writer's own.
  const felt = withoutFeeling(title);
  const voiced = RELATIVE.test(problem) ? felt.replace(THIRD_PERSON_ACT, (_m, when: string, stem: string) => `${when} ${stem}o `) : felt;
  const shown = squash((voiced || capitalize(squash(problem)) || capitalize(squash(subject))).replaceAll(GAP_MARK, ' ')).replace(/\s+([,;:.!?])/g, '$1');
  return cutAtWord(shown);
}
