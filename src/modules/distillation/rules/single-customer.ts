import { U } from './lexicon';
import { capitalize, squash } from './text';

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
const IRREGULAR: Readonly<Record<string, string>> = {
  fare: 'faccia', andare: 'vada', dare: 'dia', stare: 'stia', dire: 'dica', tenere: 'tenga', venire: 'venga',
  scegliere: 'scelga', togliere: 'tolga', rimanere: 'rimanga', uscire: 'esca', salire: 'salga', porre: 'ponga', mettere: 'metta',
};
/** -ire verbs conjugated without -isc- ("apra", "segua", "consenta"); the others take it ("inserisca"). */
const IRE_WITHOUT_ISC = /(?:prire|frire|guire|entire|ormire|artire|ervire|ertire|estire)$/;
export function formalImperative(infinitive: string): string {
  const inf = infinitive.toLowerCase();
  if (IRREGULAR[inf]) return IRREGULAR[inf];
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

/** One step or sentence without this customer's details; the text as it was if too little would be left. */
export function generaliseForReaders(text: string, customerText: string): string {
  let t = text;
  const lead = /^\s*(?:\d+[.)]\s*)?/.exec(t)![0];
  let body = t.slice(lead.length);
  body = asTheReader(body.replace(VOCATIVE, '').replace(WHEN_FOR_THEM, ''));
  body = body.replace(THEIR_DATE, '').replace(THEIR_WEEKDAY, '').replace(ANSWERED, '');
  body = withoutPersonalDetails(body);
  const names = namesUsedBy(customerText);
  if (names.size > 0) body = body.replace(NAMED_THING, (m, name: string) => (names.has(name) ? '' : m));
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
  const kept = steps.length > 1 ? steps.filter((s) => !ANNOUNCEMENT.test(s.trim()) && !TAKEN_BACK.test(s.trim())) : [...steps];
  return (kept.length > 0 ? kept : [...steps]).map((s) => generaliseForReaders(s, customer));
}
