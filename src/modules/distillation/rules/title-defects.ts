import { PROBLEM_CUES, U, UI_LABEL } from './lexicon';
import { countMatches } from './cue-matching';
import { errorCodes } from './customer';
import { GAP_MARK } from './title-clean';

/**
 * Whether a cleaned candidate line stands on its own as a title: who writes or what they did
 * before (a story), a clause that lost its subject or its object, a dependent opener, a hole left
 * by a removed figure, a line pointing back to what was said, a measure or a place of one case, a
 * line not in Italian; with the clause score that ranks the candidates. titleDefect says what is
 * wrong ('' when nothing). Kept apart from title-clean.ts, which it uses only for the hole mark,
 * and from title.ts, which chooses among the candidates. Pure.
 */

/** Who writes, not what is wrong: "Scrivo in qualità di consulente…", "Sono il figlio del titolare". */
export const WRITER_CLAUSE = U(
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
export const RELATIVE = U(
  /\b(?:mi[oae]|tu[oae]|su[oae]|nostr[oaie])\s+(?:figli[oae]?|madre|padre|mamma|papà|marito|moglie|nonn[oaie]|fratell[oi]|sorell[ae]|suocer[oa]|compagn[oa]|zi[oa]|nipot[ei])\b/iu,
);

/**
 * "Avevo prenotato il corso e adesso la prenotazione non c'è più": what was done, then what went
 * wrong with it; the two together are the problem, not a story.
 */
const EXPECTATION_THEN_PROBLEM = U(/^(?:avevo|avevamo|ero|eravamo)\s+\p{L}+\s.*?\s(?:e\s+(?:adesso|ora|invece|oggi)|ma|però)\s+(?:.*\s)?non\s/iu);

export function isStory(text: string): boolean {
  if (INTRODUCTION_CLAUSE.test(text) || NAMED_INTRODUCTION.test(text)) return true;
  if (STORY_CLAUSE.test(text) && !EXPECTATION_THEN_PROBLEM.test(text)) return true;
  return RELATIVE.test(text) && countMatches(PROBLEM_CUES, text) === 0 && errorCodes(text).length === 0;
}

/**
 * What the writer did, told in the first-person present ("Entro con la CIE", "metto il codice
 * nell'app", "poi clicco su Avanti"): a verb ending in -o opening the clause, then its object or
 * complement. Adverbs and prepositions in -o ("dopo il", "solo la") are not verbs.
 */
export const OWN_ACT = U(
  /^(?:(?:e|poi|allora|quindi|prima|io)\s+)*(?!(?:dopo|solo|soltanto|quando|tutto|tanto|molto|poco|troppo|dentro|sopra|sotto|verso|presso|contro|dietro|accanto|certo|appunto|ogni|circa|fino|nemmeno|neanche|neppure)\s)\p{L}{2,}o\s+(?:(?:con|il|lo|la|i|gli|le|l'|un|una|uno|su|sul|sulla|sui|nel|nella|in|a|ad|al|alla|da|dal|dalla|per)(?![\p{L}])|["«“])/iu,
);

/**
 * A negation outside a quoted message: among lines with no problem cue, the one that says
 * something is not there or does not work ("non c'è nessuna delle visite") comes before one that
 * only sets the scene ("Uso l'app per le auto aziendali"); a subject with one is a problem line.
 */
const NEGATION = U(/\b(?:non|nessun\p{L}*|niente|nulla|mai)\b/iu);
export const QUOTED_TEXT = /["«“][^"«»“”]*["»”]/gu;
/** What the writer does not know is no problem of the product: "non so se…", "non ho capito". */
const NOT_KNOWING = U(/\bnon\s+(?:so|sappiamo|capisco|capiamo|ho\s+capito|abbiamo\s+capito|ricordo|vorrei|voglio|ce\s+la\s+faccio)\b/iu);
export function negated(text: string): boolean {
  const outside = text.replace(QUOTED_TEXT, ' ');
  return NEGATION.test(outside) && !NOT_KNOWING.test(outside);
}


export function clauseScore(text: string): number {
  if (WRITER_CLAUSE.test(text)) return -2;
  const score = countMatches(PROBLEM_CUES, text) * 2 + (errorCodes(text).length > 0 ? 2 : 0) + (UI_LABEL.test(text) ? 1 : 0);
  // A story keeps a low score: it is a title only when nothing else is.
  return isStory(text) ? Math.min(score, 0) - 1 : score;
}

/** Verbs that need a subject the clause may have lost ("Non arriva più niente" — what does not?). */
export const THIRD_PERSON_VERB =
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
export const ELLIPTICAL_NO = U(/(?:^|[,;:]\s+)(?:io|tu|lui|lei|noi|voi|loro)\s+(?:[^,;:]*\s)?no(?=\s*(?:[,;:]|$))/iu);
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
export const OWN_PAST_LINE = new RegExp(
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
export function readsItalian(text: string): boolean {
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
 * A clause that only says where, with no verb: "Sul sito dell'Agenzia delle Entrate", "nella
 * parte delle spese sanitarie" (a place, then its "di" complements). Never a title alone.
 */
const PLACE_ONLY_LOWER = /^(?:sul|sulla|sullo|sui|sulle|sull['’]|nel|nella|nello|nei|nelle|nell['’]|in|su|dal|dalla|dall['’]|presso)\s*[\p{L}'’]+(?:\s+(?:di|del|della|dello|dei|delle|degli|dell['’])\s*[\p{L}'’]+)*(?:\s+\p{Lu}[\p{L}'’]*)*$/u;
// (case-sensitive, so that only capitalised names may follow: "in" with "i" would make \p{Lu} any letter)
export const PLACE_ONLY = { test: (text: string) => PLACE_ONLY_LOWER.test(text.charAt(0).toLowerCase() + text.slice(1)) };
