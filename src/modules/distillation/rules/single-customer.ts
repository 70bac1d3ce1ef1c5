import { LONG_NUMBER_NOT_A_CODE } from '../../../lib/text/error-codes';
import { U } from './lexicon';
import { onlyTheirDate, withoutCaseMoments } from './case-moments';
import { withoutAnnouncements, withoutLeadIn, withoutLookingLead } from './lead-ins';
import { namedBeings, withoutOwnNames } from './own-names';
import { capitalize, squash } from './text';
import { textTable } from '../../../lib/tables/text-table';

/**
 * What in the agent's steps belongs to the one customer who wrote, not to the next one who reads
 * the unit: the vocative the agent opened with ("Contribuente, …", "Gentile utente, …"), when
 * the customer will do it ("Giovedì, quando esce per la spesa, tenga…"), their own date ("che
 * per lei è il 3 marzo"), a name of their own thing the customer used ("i viaggi della Punto"),
 * their street address, the relative they were to ask ("chieda a sua figlia di aprire…"). Each
 * is dropped or said in general, and a clause never loses its noun:
 * a step that would be left without content stays as it was. Pure.
 */

const DAYS = 'lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica';

/**
 * "Contribuente, la rettifica…", "Gentile utente, con Firefox…", "Professoressa, dai log…": a
 * role or title addressed to the reader, closed by a comma. Adverbs in -mente are not one.
 */
const VOCATIVE = U(
  /^(?:(?:[Gg]entil[ei]|[Cc]ar[oaie]|[Ee]gregi[oa]|[Ss]pettabile)\s+\p{L}+(?:\s+\p{Lu}\p{Ll}+)?\s*,\s+(?=\S)|(?!\p{L}*mente\b)(?:(?:[Ss]ignor[ae]?|[Ss]ig\.r?a?|[Dd]ottor(?:e|essa)?|[Dd]ott\.(?:ssa)?|[Pp]rof\.(?:ssa)?)(?:\s+\p{Lu}[\p{Ll}']+){0,2}|\p{L}{2,}(?:ente|enti|ante|anti|ore|ori|essa|esse|trice|trici))\s*,\s+(?=\S))/u,
);

/** "Martedì, quando va in ufficio, …", "Domani mattina, …": when this customer will do it. */
const WHEN_FOR_THEM = new RegExp(
  `^(?:(?:${DAYS}|domani|dopodomani|stasera|stamattina)(?:\\s+(?:prossim[oa]|mattina|sera|pomeriggio))?)(?:\\s*,\\s*quando\\s+[^,;.]{1,80})?\\s*,\\s+(?=\\S)`,
  'iu',
);

/** ", che per lei è il 1° luglio", "(nel suo caso il 12 maggio)": this customer's own date. */
const THEIR_DATE = U(
  /,?\s*(?:che\s+)?(?:per\s+(?:lei|te|voi)|nel\s+(?:suo|tuo|vostro)\s+caso)\s+(?:è|sarà|cade|scade|era)\s+(?:il|l'|entro\s+il)\s*[^,;.()]{1,30}|\s*\((?:per\s+(?:lei|te)|nel\s+(?:suo|tuo)\s+caso)[^()]{1,40}\)/giu,
);

/** "la consegna di martedì", "il volo di giovedì prossimo": which one of this customer's, said without the day. */
const THEIR_WEEKDAY = new RegExp(`\\s+(?:di|del)\\s+(?:${DAYS})(?:\\s+(?:scors[oa]|prossim[oa]|mattina|sera|pomeriggio))?(?![\\p{L}])`, 'giu');

/**
 * "tocchi la rata di giugno", "apra la fattura di febbraio 2026": which one of this customer's, by
 * its month; "la rata" says it for every reader. Not a period that is the rule ("entro la fine di
 * giugno", "il mese di agosto", "la rata di marzo di ogni anno").
 */
const THEIR_MONTH = new RegExp(
  `(?<!\\b(?:entro|fino\\s+a|prima\\s+di|dopo)\\s+(?:il|la|l['’]|i|le)?\\s*)\\b(?!(?:fine|inizio|metà|meta|mese|mesi|giorno|giorni)\\b)(\\p{L}{3,})\\s+(?:di|del)\\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)(?:\\s+\\d{4})?\\b(?!\\s+(?:di\\s+)?ogni\\b)`,
  'giu',
);
/** "l'ordine 4418-2291", "la pratica n. 2026/14488": one customer's document by its number; the noun says enough. */
const THEIR_NUMBER = U(/\b(\p{L}{4,})\s+(?:n\.\s*|nr\.?\s*|numero\s+|#)?\d{2,}(?:[/-]\d{2,})+\b|\b(\p{L}{4,})\s+(?:n\.\s*|nr\.?\s*|numero\s+|#)\d{3,}\b/giu);

/** A step that answers a question the agent asked before: "Se sì, …", "In tal caso, …". */
const ANSWERED = U(/^(?:se\s+(?:sì|si|è\s+così|è\s+questo\s+il\s+caso|lo\s+è)|in\s+(?:tal|questo)\s+caso|allora)\s*,\s+(?=\S)/iu);

/** "via Garibaldi 12", "piazza Dante 3": a street address, said in general. */
const STREET_ADDRESS = /\b(in\s+|a\s+)?(?:via|viale|piazza|corso|vicolo|largo)\s+\p{Lu}[\p{Ll}']+(?:\s+\p{Lu}[\p{Ll}']+){0,2}\s*,?\s+\d{1,4}(?:\/?[A-Za-z])?\b/gu;

/** "la nuova targa GX 482 TM", "targa: FB913RZ": one car's plate; "la targa" says enough. */
const PLATE = /(\btarg[ahe]\b(?:\s+(?:nuova|vecchia|mia|sua|tua|giusta|sbagliata))?)\s*:?\s*[A-Z]{2}\s?\d{3}\s?[A-Z]{2}(?![\p{L}\d])/gu;
/**
 * "l'appuntamento del sig. Ferri", "la signora Conti": one person named with their title. After
 * an article or preposition the person becomes "cliente"; after a noun ("il paziente sig. Ferri")
 * the name goes. A sentence opening on the title is a vocative, handled apart.
 */
const TITLED_NAME = /(?<=(\p{L}+)\s+)(?:sig\.(?:ra)?|sig\.ra|signor|signora|sign\.)\s+\p{Lu}[\p{Ll}']+(?:\s+\p{Lu}[\p{Ll}']+)?/gu;
const ARTICLE_OR_PREPOSITION = /^(?:il|la|lo|l|del|della|dello|al|alla|allo|dal|dalla|col|con|per|un|una|sul|sulla|nel|nella)$/iu;

/**
 * A plate, a person named with their title, a street address in brackets ("(via Dante 8)") or in
 * the line: details of one customer, said in general or left out, in the problem as in the steps.
 */
export function withoutPersonalDetails(text: string): string {
  if (!/\d|sig|signor/iu.test(text)) return text;
  let t = text.replace(PLATE, '$1');
  t = t.replace(TITLED_NAME, (_m, before: string) => (ARTICLE_OR_PREPOSITION.test(before) ? 'cliente' : ''));
  t = t.replace(/\s*\((?:in\s+|a\s+)?(?:via|viale|piazza|corso|vicolo|largo)\s+[^()]{1,40}\d[^()]{0,10}\)/giu, '');
  t = t.replace(STREET_ADDRESS, (_m, prep: string | undefined, offset: number, whole: string) =>
    // "l'indirizzo sarà via Roma 21" → "l'indirizzo sarà quello indicato", not "l'indirizzo … l'indirizzo".
    /indirizz/i.test(whole.slice(Math.max(0, offset - 30), offset)) ? 'quello indicato' : prep ? "all'indirizzo indicato" : "l'indirizzo indicato",
  );
  return squash(t).replace(/\s+([,.;:!?])/g, '$1');
}

/** "della Panda", "sulla Clio": an article-preposition and a capitalised name, as customers name their things. */
const NAMED_THING = /\s+(?:del|dello|della|dell'|sul|sullo|sulla|sull'|nel|nello|nella|nell'|dal|dallo|dalla|dall'|col|con\s+la|con\s+il)\s*(\p{Lu}\p{Ll}{2,})(?![\p{L}'"»”])/gu;

/**
 * Names the customer gave their own things: a capitalised word after an article or preposition
 * in a sentence where they speak of what is theirs ("il mio box è sulla Punto"); "il sito del
 * Comune" is nobody's own.
 */
function namesUsedBy(customerText: string): Set<string> {
  const out = new Set<string>();
  for (const sentence of customerText.split(/(?<=[.!?])\s+|\n+/u)) {
    if (!/\b(?:mi[oaie]|nostr[oaie])\b/iu.test(sentence)) continue;
    for (const m of sentence.matchAll(/\b(?:il|lo|la|mia|mio|del|della|sul|sulla|nel|nella|dal|dalla|col|con\s+la|con\s+il)\s+(\p{Lu}\p{Ll}{2,})(?![\p{L}'])/gu)) out.add(m[1]!);
  }
  return out;
}

/**
 * "Chieda al familiare di aprire le impostazioni e consentire i cookie": the reader does it
 * themselves, "Apra le impostazioni e consenta i cookie". The infinitive becomes the formal
 * imperative by its ending; a verb with a pronoun attached ("aprirle") leaves the step as it was.
 */
const ASK_SOMEONE = U(
  /^(?:le\s+)?(?:chieda|dica)\s+(?:per\s+favore\s+|gentilmente\s+|pure\s+)?(?:a|al|alla|allo|ai|alle|all['’])\s*(?:(?:suo|sua|suoi|sue)\s+)?\p{L}+\s+di\s+(\p{L}+(?:are|ere|ire))(?=\s)/iu,
);
const IRREGULAR = textTable({
  fare: 'faccia', andare: 'vada', dare: 'dia', stare: 'stia', dire: 'dica', tenere: 'tenga', venire: 'venga',
  scegliere: 'scelga', togliere: 'tolga', rimanere: 'rimanga', uscire: 'esca', salire: 'salga', porre: 'ponga', mettere: 'metta',
});
/** -ire verbs conjugated without -isc- ("apra", "segua", "consenta"); the others take it ("inserisca"). */
const IRE_WITHOUT_ISC = /(?:prire|frire|guire|entire|ormire|artire|ervire|ertire|estire)$/;
export function formalImperative(infinitive: string): string {
  const inf = infinitive.toLowerCase();
  const irregular = IRREGULAR.get(inf);
  if (irregular) return irregular;
  const stem = inf.slice(0, -3);
  if (inf.endsWith('are')) return /[cg]$/.test(stem) ? `${stem}hi` : /i$/.test(stem) ? stem : `${stem}i`;
  if (inf.endsWith('ere')) return `${stem}a`;
  return IRE_WITHOUT_ISC.test(inf) ? `${stem}a` : `${stem}isca`;
}
function asTheReader(step: string): string {
  const m = ASK_SOMEONE.exec(step);
  if (!m) return step;
  let rest = `${formalImperative(m[1]!)}${step.slice(m[0].length)}`;
  // The infinitives coordinated with the first one, up to the end of the sentence: "… e consentire
  // i cookie", ", poi selezionare…" → "… e consenta i cookie", ", poi selezioni…".
  const end = rest.search(/[.;!?](?:\s|$)/);
  const head = end < 0 ? rest : rest.slice(0, end);
  const converted = head.replace(/((?:\s|,)(?:e|poi|e\s+poi|quindi)\s+)(\p{L}+(?:are|ere|ire))(?![\p{L}'’])/gu, (_all, before: string, verb: string) => `${before}${formalImperative(verb)}`);
  return converted + (end < 0 ? '' : rest.slice(end));
}

function contentOf(text: string): number {
  return text.split(/[^\p{L}]+/u).filter((w) => w.length > 2).length;
}

/**
 * "(per esempio "v. Garibaldi 12" scritto a mano)", "(a Milano il piumone matrimoniale è 19
 * euro)", "(lei ha scritto "Rossi M.")": an aside that gives one customer's value as an example
 * (an example with a quote or a number, a clause with an amount, a quoted value the customer
 * wrote) goes. A bare price ("(2,50 euro)") or a label ("(non "Cancella dati")") stays.
 */
const ASIDE = /\s*\(([^()]{3,160})\)/gu;
const FOR_EXAMPLE = /^(?:per\s+esempio|ad\s+esempio|per\s+es\.|es\.|tipo|come)\s/iu;
const AMOUNT = /\d\s*(?:€|euro\b)|€\s*\d/iu;
const QUOTED = /["«“]([^"«»“”]{2,60})["»”]/gu;
function isTheirExample(inner: string, customerText: string): boolean {
  if (FOR_EXAMPLE.test(inner) && /["«“\d]/u.test(inner)) return true;
  if (AMOUNT.test(inner) && contentOf(inner.replace(/\d[\d.,]*\s*(?:€|euro)|€\s*\d[\d.,]*/giu, ' ')) >= 2) return true;
  if (!customerText) return false;
  for (const m of inner.matchAll(QUOTED)) if (/\d/u.test(m[1]!) && customerText.includes(m[1]!)) return true;
  return false;
}
function withoutTheirExample(text: string, customerText: string): string {
  if (!text.includes('(')) return text;
  return text.replace(ASIDE, (m, inner: string) => (isTheirExample(inner, customerText) ? '' : m));
}

/**
 * "Il codice vuol dire che…", "Quel messaggio indica che…": the unit never shows the code or the
 * message the agent points at. The error is named by its code when the customer gave one, and
 * said in general otherwise ("L'errore indica che…").
 */
const POINTED_AT = /^(?:il|lo|l['’]|quel|quello|quell['’]|questo|quest['’])\s*(?:codice|messaggio|errore|avviso)(?:\s+di\s+errore)?\s+(?:vuol\s+dire|significa|indica|segnala)\s+(?=che\b)/iu;
const ERROR_CODE = /(?<![\p{L}\d-])(?=[A-Z0-9-]*\d)[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*(?![\p{L}\d-])/gu;
function withReferentSaid(text: string, customerText: string): string {
  const m = POINTED_AT.exec(text);
  if (!m) return text;
  const codes = new Set([...customerText.matchAll(ERROR_CODE)].map((c) => c[0]).filter((c) => c.length >= 3));
  const named = codes.size === 1 ? `L'errore ${[...codes][0]} indica ` : "L'errore indica ";
  return named + text.slice(m[0].length);
}

/** "Probabilmente", "Molto probabilmente,", "Forse": the agent's guess, said as a fact in the unit. */
export const HEDGE = /^(?:(?:molto\s+)?probabilmente|con\s+ogni\s+probabilità|forse|presumibilmente|verosimilmente|quasi\s+(?:certamente|sicuramente))\s*,?\s+(?=\p{L})/iu;
export function withoutHedge(text: string): string {
  const m = HEDGE.exec(text);
  return m ? capitalize(text.slice(m[0].length)) : text;
}

/** One step or sentence without this customer's details; the text as it was if too little would be left. */
export function generaliseForReaders(text: string, customerText: string): string {
  let t = text;
  const lead = /^\s*(?:\d+[.)]\s*)?/.exec(t)![0];
  let body = t.slice(lead.length);
  body = asTheReader(withoutLookingLead(body.replace(VOCATIVE, '').replace(WHEN_FOR_THEM, '')));
  body = body.replace(THEIR_DATE, '').replace(THEIR_WEEKDAY, '').replace(ANSWERED, '');
  body = body.replace(THEIR_MONTH, '$1').replace(THEIR_NUMBER, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '');
  body = withReferentSaid(withoutHedge(withoutTheirExample(withoutPersonalDetails(body), customerText)), customerText);
  const names = namesUsedBy(customerText);
  if (names.size > 0) body = body.replace(NAMED_THING, (m, name: string) => (names.has(name) ? '' : m));
  body = withoutCaseMoments(withoutOwnNames(body, namedBeings(customerText)));
  body = squash(body).replace(/\s+([,.;:!?])/g, '$1');
  if (contentOf(body) < 2) return text;
  t = lead + capitalize(body);
  return t;
}

/**
 * A step that only announces the ones after it, told to this customer: "Può provare in due
 * modi", "Ci sono due possibilità:", "Le spiego come fare". Not a step of its own.
 */
const ANNOUNCEMENT = U(
  /^(?:\d+[.)]\s*)?(?:(?:può|puoi|potete|possiamo)\s+(?:provare|fare|procedere|risolvere)\s+in\s+(?:due|tre|quattro|\d+)\s+modi|(?:ci\s+sono|ha|hai|avete)\s+(?:due|tre|quattro|\d+)\s+(?:possibilità|modi|strade|opzioni|soluzioni)|(?:ecco|le\s+spiego|ti\s+spiego|vi\s+spiego)\s+come\s+(?:fare|procedere))\s*[:.]?$/iu,
);

/** A step the agent took back in the same message: "… no scusi, quella è la disdetta", "… anzi no". */
const TAKEN_BACK = U(/(?:\.{3}|…|[,.;])\s*(?:no\s*,?\s*(?:mi\s+)?scusi|no\s*,?\s*scusa|anzi\s+no|mi\s+correggo|ho\s+sbagliato)\b[^.]*[.!]?\s*$/iu);

export function generaliseStepsForReaders(steps: readonly string[], customerBodies: readonly string[]): string[] {
  const customer = customerBodies.join('\n');
  const kept = steps.length > 1 ? steps.filter((s) => !ANNOUNCEMENT.test(s.trim()) && !TAKEN_BACK.test(s.trim()) && !onlyTheirDate(s)) : [...steps];
  // (again here: an answer without instructions is served as it was said, not through impersonal())
  return withoutAnnouncements(kept.length > 0 ? kept : [...steps]).map((s) => generaliseForReaders(withoutLeadIn(s), customer));
}

/*
 * One customer's case inside the problem: the amounts, dates, times, counts and identifiers of
 * their order, said in general so that the next customer recognises their own problem in it.
 * (Own patterns rather than title.ts's: title.ts imports customer.ts, which imports this file.)
 */

const MONTHS = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const MOMENTS = "ieri\\s+sera|ieri\\s+mattina|l'altro\\s+ieri|ieri|stamattina|stamani|stanotte|stasera|oggi|questa\\s+mattina";
/** An amount: "€ 180,00", "32,90 euro", "49 €", a bare "49,90". */
const MONEY = String.raw`(?:€\s*\d[\d.,]*\d|€\s*\d|\d[\d.,]*\s*(?:€|euro\b|eur\b)|\d{1,5},\d{2}(?![\d.,]\d))`;
/** Where a detail was cut: the gaps it leaves are repaired around it, nowhere else. */
const CUT = ' \u0003 ';

/** "(circa 2.300 euro per un impianto)", "(2026/15102)", "(1.800 pagine in un pomeriggio)": an aside with a number. */
const NUMBERED_ASIDE = /\s*\((?![^()]*(?:errore|error|codice|code|0x|[A-Za-z]{1,6}[-_]?\d))[^()]*\d[^()]*\)/giu;
/** ", 49,90 e 49,90", ", 85 + 85", ", 39,90,": the amounts in apposition, at the end of a clause. */
const MONEY_APPOSITION = new RegExp(String.raw`(?<!\d),\s+(?:${MONEY}|\d+(?![\d.,]\d))(?:\s*(?:e|\+)\s*(?:${MONEY}|\d+(?![\d.,]\d)))*(?=\s*[,.;:!?]|\s*$)`, 'giu');
/** "una marca da bollo da 16 euro", "una differenza di 4 euro", "pagato 120 euro": the noun or verb says enough. */
const MONEY_AT_END = new RegExp(String.raw`((?:\p{L}+['’\s]+){0,2})(\p{L}+)\s+(?:circa\s+)?${MONEY}(?=\s*(?:[,.;:!?]|$|\s(?:e|ma|per|con|sulla|sul|dalla|dal|ogni|quando|perché)\s))`, 'giu');
/** A verb form the amount was the object of ("mi fa pagare 16 euro", "vi ho mandato 30 euro"). */
const VERB_FORM = /(?:at|ut|it|es|s|tt)[oaie]$|(?:are|ere|ire)$/iu;
const CLITIC = /(?:^|\s)(?:lo|la|li|le|l['’])\s*\p{L}*\s*$|(?:^|\s)l['’]\p{L}*\s*$/iu;
const ARTICLE_ONLY = /^(?:il|lo|la|i|gli|le|un|una)$/iu;
/**
 * Whether a pronoun before the verb is already its object ("lo avevo pagato 30 euro"). "Le" with a
 * participle not in -e is "to her" ("le hanno preso 38 euro"): the amount was the object.
 */
function objectPronounBefore(before: string, participle: string): boolean {
  if (!CLITIC.test(before)) return false;
  return !(/(?:^|\s)le\s+\p{L}*\s*$/iu.test(before) && /(?:at|ut|it|es|s|tt)[oai]$/iu.test(participle));
}
const MONEY_AFTER_NOUN = new RegExp(String.raw`(?<=\p{L})\s+(?:da|di)\s+(?:circa\s+)?${MONEY}`, 'giu');
/** "40 euro di penale" → "la penale". */
const MONEY_OF = new RegExp(String.raw`${MONEY}\s+di\s+(\p{L}+)`, 'giu');
/** "me ne avete fatte pagare due a 6 euro l'una": the price of each. */
const MONEY_EACH = new RegExp(String.raw`\s+a\s+${MONEY}\s*(?:l['’]un[oa]|ciascun[oa]|cadaun[oa])?`, 'giu');
/** "vedo 49,90 euro presi", "le hanno preso 38 euro": the amount, with its participle made singular. */
const MONEY_OBJECT = new RegExp(String.raw`(?:circa\s+)?${MONEY}(?:\s+(\p{L}+(?:at|ut|it|es|s|t)[ie]))?(?![\p{L}\d])`, 'giu');

/** "l'ho richiesto 4 volte", "tre volte": more than once (two stays: "addebitato due volte" is the problem). */
const TIMES = U(/\b(?:tre|quattro|cinque|sei|sette|otto|nove|dieci|molte|[3-9]|\d{2,})\s+volte\b/giu);
const TIMES_TWICE = /più volte(?:\s+\u0003)?\s+e\s+più volte/gu;
/** "dopo 10 secondi", "dopo 2 minuti": soon. */
const AFTER_SECONDS = U(/\bdopo\s+(?:\d+|due|tre|cinque|dieci)\s+(secondi|minuti)\b/giu);
/** "scese da 7 a 5": the reading of one case; the verb says what happened. */
const FROM_TO = /\s+da\s+\d+(?:[.,]\d+)?\s+a\s+\d+(?:[.,]\d+)?(?![\d/.-])/gu;
/** "tre nostri dipendenti": some. */
const COUNT_OF_OURS = U(/\b(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|\d+)\s+(nostr|mie|miei|su)([ie])\b/giu);

const ONE_CASE: readonly RegExp[] = [
  // identifiers: "n. 118", "#58213", "numero 2026/243", "Matricola 4410-KX-1187"
  U(/(?:\b(?:n\.|nr\.?|num\.?|numero)|#)\s*\d[\d/-]*/giu),
  U(/,?\s*\b(?:matricola|seriale|s\/n|numero\s+di\s+serie|codice\s+cliente|n\.\s*pratica|numero\s+pratica)\s*:?\s*[A-Za-z0-9][A-Za-z0-9./-]{3,}/giu),
  // dates: "il 3 giugno", "ad agosto", "per tutto maggio", "del 12 marzo 2026", "03/06"
  U(new RegExp(`(?:\\b(?:il|dal|al|del|per\\s+il|entro\\s+il|fino\\s+a|a\\s+fine|a\\s+inizio|a|ad|da|di|per\\s+tutto|tutto|tutta)\\s+)?(?:\\b\\d{1,2}\\s+)?\\b(?:${MONTHS})(?:\\s+\\d{4})?\\b`, 'giu')),
  U(/(?:\b(?:il|dal|al|del|per\s+il|entro\s+il|fino\s+al|in\s+data|dall'|all')\s*)?(?:\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{1,2}[.-]\d{1,2}[.-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b)/giu),
  /\b\d{4}\/\d{1,6}\b/gu,
  // a bare day: "il 13 sono stata ricoverata", "scade il 16."
  U(/\b(?:il|dal|a\s+partire\s+dal|entro\s+il)\s+\d{1,2}(?=\s*(?:[,.;:!?]|$)|\s+(?:e|ma|sono|è|ho|mi)\b)/giu),
  // times: "alle 11:40", "dalle 10 alle 12", "fino alle 20", "delle 19"
  U(/(?:\b(?:fino|solo|già|anche)\s+)?\b(?:alle|dalle|delle|verso\s+le|ore)\s+\d{1,2}(?:[:.]\d{2})?(?!\d|,\d)(?:\s*(?:-|alle)\s*\d{1,2}(?:[:.]\d{2})?)?/giu),
  /\b\d{1,2}[:.]\d{2}(?::\d{2})?\b/gu,
  // moments: "ieri sera", "di oggi", "da stamattina"
  U(new RegExp(`(?:\\b(?:da|di|entro|fino\\s+a|già\\s+da)\\s+)?\\b(?:${MOMENTS})\\b`, 'giu')),
  U(/\b(?:da|per)\s+(?:un\s+paio\s+di|due|tre|quattro|cinque|sei|alcuni|alcune|qualche|\d+)\s+(?:giorni|giorno|settimane|settimana|mesi|ore|minuti)\b/giu),
  U(/(?:\bdi\s+)?\b(?:un|una|due|tre|quattro|cinque|sei|qualche|\d+)\s+(?:giorn[oi]|settiman[ae]|mes[ei]|ann[oi]|or[ae])\s+fa\b/giu),
  U(/(?<!\b(?:di|del|dello|della|dell['’]|nel|nella)\s*)\b(?:(?:da|dal|dalla)\s+)?(?:(?:il|lo|la|l['’])\s*)?(?:mese|settimana)\s+scors[oa]\b/giu),
  // long numbers (an order, a job)
  LONG_NUMBER_NOT_A_CODE,
  // a reading at the end of a clause: "è fermo a 71"
  // (the whole number: "a 41.288 copie" never leaves ".288")
  /(?<!\bda\s+\d+(?:[.,]\d+)?)\s+(?:a|su)\s+\d+(?:[.,]\d+)*(?![\d.,]*\d)(?=(?:\s*\u0003)*\s*(?:[,.;:!?](?!\d)|$))/gu,
];

/** "al numero 14 invece che al 41 di via Mazzini": a wrong house number. */
const WRONG_NUMBER = U(/\b(?:al|il|a)\s+(?:numero\s+|civico\s+)?\d+\w*\s+invece\s+(?:che|di)\s+(?:al|il|a)\s+(?:numero\s+|civico\s+)?\d+\w*(?:\s+di\s+(?:via|viale|piazza|corso)\s+\p{Lu}[\p{Ll}']+)?/giu);
/** "(\\srv-file01\scansioni)": one office's network path. */
const NETWORK_PATH = /\s*\(?\\\\[^\s()]+\)?/gu;
/** "L'app di per sé va, ma le ricevute…": what works is not the problem. */
const WORKS_BUT = U(/^[^,;:]{3,40}?\b(?:va|funziona|funzionano|vanno)(?:\s+bene)?\s*,\s+(?:ma|però)\s+/iu);

/** Articles and prepositions a cut detail left dangling in front of it. */
const GAP_BEFORE_CUT = U(/(?:\s+(?:dal|dalla|dallo|dai|dalle|al|alla|allo|ai|alle|del|della|dello|dei|delle|nel|nella|il|lo|la|gli|le|un|una|da|di|in|su|entro|fino|verso|a|ad|per|con|tra|fra|anche|già|solo))+\s*\u0003/giu);
/** What a sentence cannot end with: a verb that needed the number, an article, a preposition. */
const BROKEN = U(
  /(?:(?<![\p{L}])(?:costa|costano|costava|vale|era|è|sono|erano|resta|rimane|diventa|segna|segnano|è\s+ancora|sono\s+ancora|il|lo|la|i|gli|le|un|una|di|da|a|al|del|della|dal|nel|nella|alla|in|con|su|per|tra|fra|fino|e|che)|[(\-–])\s*(?:[.,;:!?]|$)|^\s*[,.;:]|\b(?:di|da|a)\s+(?:di|da|a)\b|\b(?:arriva|arrivano|scade|scadono|cade|cadono)\s*[,;]\s+(?:e|ed|ma|quindi)\s|(?<![\p{L}])(?:è|era|sono)\s+(?:e|ed|ma)\s/iu,
);

function definiteArticle(noun: string): string {
  // (a plural: "18,40 di interessi" → "gli interessi")
  if (/i$/iu.test(noun)) return /^(?:[aeiouàèéìòù]|s[bcdfglmnpqrstvz]|z|gn|ps)/iu.test(noun) ? 'gli ' : 'i ';
  if (/^[aeiouàèéìòù]/iu.test(noun)) return "l'";
  if (/^(?:s[bcdfglmnpqrstvz]|z|gn|ps|x|y)/iu.test(noun)) return /o$/iu.test(noun) ? 'lo ' : 'la ';
  return /o$/iu.test(noun) ? 'il ' : 'la ';
}

/** Quoted text is what a screen says: never touched. */
function masked(text: string, change: (t: string) => string): string {
  const quoted: string[] = [];
  const hidden = text.replace(/["«“][^"«»“”]{1,160}["»”]/gu, (q) => `\u0001${quoted.push(q) - 1}\u0002`);
  return change(hidden).replace(/\u0001(\d+)\u0002/g, (_m, i: string) => quoted[Number(i)]!);
}

/** Sentences that may hold a detail: the others are returned as they are without running the patterns. */
const MAY_HOLD_DETAIL = U(
  new RegExp(`\\d|€|\\\\\\\\|\\b(?:${MOMENTS}|${MONTHS}|tre|quattro|cinque|sei|sette|otto|nove|dieci|molte|scors[oa]|fa|va|funziona|funzionano|vanno)\\b|\\s(?:a|da)\\s\\p{Lu}`, 'iu'),
);

/** One sentence without the amounts, dates, times, counts, identifiers and places of one customer's case. */
export function withoutCaseDetailsInSentence(sentence: string): string {
  if (!MAY_HOLD_DETAIL.test(sentence)) return sentence;
  return masked(sentence, (s) => {
    let t = s.replace(WORKS_BUT, '');
    t = t.replace(NUMBERED_ASIDE, CUT).replace(NETWORK_PATH, CUT).replace(WRONG_NUMBER, 'a un numero civico sbagliato');
    t = t.replace(MONEY_APPOSITION, CUT).replace(MONEY_EACH, CUT).replace(MONEY_AFTER_NOUN, CUT);
    // after a noun the amount goes; after a verb it is "l'importo", unless a pronoun is already its object ("lo avevo pagato")
    t = t.replace(MONEY_AT_END, (_m, before: string, word: string) =>
      // ("ha riaccreditato i 3,40 euro sul conto": the article goes with the amount, "ha riaccreditato l'importo sul conto")
      ARTICLE_ONLY.test(word) ? `${before}l'importo` : VERB_FORM.test(word) && !objectPronounBefore(before, word) ? `${before}${word} l'importo` : `${before}${word}${CUT}`,
    );
    t = t.replace(MONEY_OF, (_m, noun: string) => definiteArticle(noun) + noun);
    t = t.replace(MONEY_OBJECT, (_m, participle: string | undefined) => (participle ? `l'importo ${participle.replace(/[ie]$/u, 'o')}` : "l'importo"));
    // ("ho rimborsato i 12,40 euro" → "ho rimborsato l'importo", not "i l'importo")
    t = t.replace(/(?<![\p{L}'])(?:il|lo|la|i|gli|le|un|una)\s+(?=l'importo\b)/giu, '');
    t = t.replace(TIMES, 'più volte').replace(AFTER_SECONDS, 'dopo pochi $1').replace(FROM_TO, CUT);
    t = t.replace(COUNT_OF_OURS, (_m, stem: string, end: string) => `${end === 'e' ? 'alcune' : 'alcuni'} ${stem}${/[ie]$/u.test(stem) ? '' : end}`);
    for (const p of ONE_CASE) t = t.replace(p, CUT);
    t = t.replace(TIMES_TWICE, 'più volte');
    t = t.replace(GAP_BEFORE_CUT, ' ').replace(/\u0003/g, ' ');
    t = squash(t.replace(/\(\s*\)/g, ' ')).replace(/\(\s+/g, '(').replace(/\s+\)/g, ')');
    t = t.replace(/\s+([,.;:!?])/g, '$1').replace(/([,;:])\s*(?=[,.;:!?])/g, '').replace(/^[,;:.\s]+/, '');
    return capitalize(t);
  });
}

/** Whether what is left of a sentence reads broken: a verb that lost its number, a dangling article. */
export function readsBroken(sentence: string): boolean {
  return BROKEN.test(sentence.replace(/["«“][^"«»“”]{1,160}["»”]/gu, 'X'));
}
