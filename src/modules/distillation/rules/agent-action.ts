/**
 * Did the agent do the fix themselves? A small morphological reading of Italian agent sentences,
 * instead of a list of whole phrases: a first-person perfect ("ho/abbiamo + participle", with the
 * clitic forms "l'ho", "le ho", "gliel'ho", "ce l'abbiamo", the reflexive "mi sono / ci siamo", an
 * optional "io"/"noi", a few adverbs in between), where the participle is recognised by its ending
 * (-ato/-ito/-uto and the irregular -tto/-sso/-sto/-rto/-nto/-lto/-so), and the verb is classified
 * by a closed class: what the agent *looked at* (diagnosis: "ho controllato", "ho verificato") or
 * *said or passed on* (communication and hand-over: "le ho scritto", "ho inoltrato al tecnico")
 * is not an action; any other verb is one. An action is *back-office* when the sentence says the
 * agent did it on their side: "io"/"noi" with the verb, "manualmente", "a mano", "direttamente",
 * "da remoto", "dal nostro lato", a place of ours ("dal gestionale", "sul pannello operatori",
 * "nel sistema", "dal nostro X"). Negated and conditional forms ("non ho potuto modificarlo",
 * "se ho capito bene", "appena ho verificato") are not actions. Pure, framework-free.
 */

export type ActionKind = 'fix' | 'diagnosis' | 'communication';

export interface AgentAction {
  /** The participle as written, lower case ("unito", "spostata"). */
  participle: string;
  kind: ActionKind;
  /** What makes it back-office ("io", "manualmente", "dal gestionale", "le ho …"), or null. */
  backOffice: string | null;
  /** Where the auxiliary starts in the sentence. */
  index: number;
  /** Done to or for the customer: a dative clitic ("le ho spostato", "gliel'ho riattivato", "vi abbiamo …"). */
  forCustomer: boolean;
  /**
   * What was fixed is a fault of the product, not this customer's thing: "abbiamo risolto un
   * problema nel sistema dei pagamenti", "abbiamo corretto il bug" (without "suo"/"vostro").
   */
  productFault: boolean;
  /** A passive perfect ("il versamento è stato associato"): what was done, without saying by whom. */
  passive?: boolean;
}

const FAULT_OBJECT =
  /^\s+(?:(?:io|noi|anche|subito|già|finalmente)\s+)*(?:(?:il|lo|la|l'|un|uno|una|un'|i|gli|le|quel|quell'|quello|quella|questo|questa)\s*)?(?:[\p{L}]+\s+)?(?:problema|problemi|guasto|guasti|disservizio|disservizi|malfunzionamento|malfunzionamenti|bug|errore|errori|anomalia|anomalie|difetto|difetti)(?![\p{L}])/iu;
const CUSTOMER_OWN = /(?<![\p{L}])(?:suo|sua|suoi|sue|vostro|vostra|vostri|vostre|tuo|tua|tuoi|tue)(?![\p{L}])/iu;
/**
 * What was changed is the product or its documentation, for everybody: "abbiamo aggiornato la
 * versione sul server", "abbiamo rilasciato una correzione nel sistema", "ho aggiornato le
 * istruzioni nel gestionale", or anything "per tutti gli utenti". Not a one-off; "abbiamo forzato
 * l'aggiornamento del profilo" is (an update *of* a thing of the customer's).
 */
const PRODUCT_OBJECT =
  /^\s+(?:(?:io|noi|anche|subito|già|finalmente)\s+)*(?:(?:il|lo|la|l'|un|uno|una|un'|i|gli|le|quel|quell'|quello|quella|questo|questa|nostro|nostra|nostri|nostre)\s*)*(?:nuov[oaie]\s+)?(?:app|applicazione|applicazioni|versione|versioni|(?:aggiornamento|aggiornamenti)(?!\s+(?:del|della|dello|dei|degli|delle|di|dell')(?![\p{L}]))|release|patch|correzione|correzioni|fix|guida|guide|istruzioni|documentazione|traduzione|traduzioni|sito|portale|server|piattaforma|sistema|funzione|funzioni|funzionalità|faq|manuale|firmware)(?![\p{L}])/iu;
const FOR_EVERYBODY = /(?<![\p{L}])(?:per\s+tutti|a\s+tutti|tutti\s+(?:i|gli)\s+(?:clienti|utenti|abbonati|iscritti|account)|ogni\s+(?:cliente|utente))(?![\p{L}])/iu;
function productFaultOf(sentence: string, after: string, forCustomer = false): boolean {
  if (FOR_EVERYBODY.test(sentence)) return true;
  // "Le ho attivato la funzione": done for this customer, not for the product.
  return (FAULT_OBJECT.test(after) || (!forCustomer && PRODUCT_OBJECT.test(after))) && !CUSTOMER_OWN.test(sentence);
}

const HANDLING_OBJECT =
  /^\s+(?:(?:io|noi|anche|subito|già)\s+)*(?:(?:il|lo|la|l'|un|uno|una|un'|i|gli|le|quel|questo|questa|suo|sua|suoi|sue|vostro|vostra)\s*)*(?:segnalazione|segnalazioni|richiesta|richieste|reclamo|reclami|ticket|pratica|pratiche|caso|feedback|domanda|domande|sollecito|solleciti|priorità|urgenza)(?![\p{L}])/iu;
/**
 * A note is handling only when it is written: "ho aggiunto una nota alla pratica" hands the case
 * on, "ho ripristinato le note del manuale" repairs the customer's own notes, and "abbiamo emesso
 * una nota di credito" corrects a bill.
 */
const NOTE_OBJECT =
  /^\s+(?:(?:io|noi|anche|subito|già)\s+)*(?:(?:il|lo|la|l'|un|uno|una|un'|i|gli|le|quel|questo|questa)\s*)*(?:nota|note|commento|commenti|appunto|appunti|promemoria)(?![\p{L}])(?!\s+di\s+credito)/iu;
const WRITES = new Set(['aggiunt', 'inserit', 'lasciat', 'mess', 'scritt', 'annotat', 'registrat', 'apert', 'allegat', 'fatt', 'impostat']);
/** Making a message for the customer is telling them, not fixing: "le ho generato un nuovo link", "ho preparato una guida". */
const MAKES_MESSAGE = new Set(['generat', 'rigenerat', 'creat', 'ricreat', 'preparat', 'predispost', 'produtt', 'compilat']);
const MESSAGE_OBJECT =
  /^\s+(?:(?:io|noi|anche|subito|già)\s+)*(?:(?:il|lo|la|l'|un|uno|una|un'|i|gli|le|quel|questo|questa)\s*)?(?:nuov[oaie]\s+)?(?:link|mail|e-mail|email|sms|messaggio|messaggi|notifica|notifiche|guida|istruzioni|promemoria|riepilogo)(?![\p{L}])/iu;

const L = '\\p{L}';
const CANCELS = new Set(['annullat', 'disdett', 'cancellat', 'chius', 'revocat', 'interrott', 'terminat']);
const CANCELLED_OBJECT =
  /^\s+(?:(?:io|noi|anche|subito|già|manualmente|direttamente)\s+)*(?:(?:il|lo|la|l'|un|una|i|gli|le|suo|sua|vostro|vostra)\s*)*(?:prova|periodo\s+di\s+prova|abbonamento|abbonamenti|iscrizione|rinnovo|rinnovi|contratto)(?![\p{L}])/iu;
const DATIVE_CLITIC = /^(?:le|gli|vi|ti|glie|gliel|ce)(?![\p{L}])/iu;
/** Object or dative clitics before the auxiliary: "l'ho", "le ho", "gliel'ho", "ce l'abbiamo", "glielo abbiamo". */
const CLITIC = `(?:gliel[oaie]\\s+|gliel'|glie(?:ne)\\s+|ce\\s+l'|ce\\s+(?:lo|la|li|le|ne)\\s+|l'|(?:lo|la|li|le|gli|ne|vi|ti|ci)\\s+)`;
/** Adverbs that may stand between auxiliary and participle ("ho già corretto", "abbiamo io stesso…"). */
const ADVERB =
  '(?:io|noi|stess[oa]|già|gia|appena|anche|subito|ora|adesso|personalmente|manualmente|direttamente|nuovamente|quindi|poi|pertanto|intanto|infine|finalmente|ufficialmente|prontamente|provvisoriamente)';
/** Participle endings: regular -ato/-ito/-uto, irregular -tto/-sso/-sto/-rto/-nto/-lto/-rso and -uso/-iso/-eso/-oso. */
const PARTICIPLE = `[${L}]{1,}(?:at|it|ut|tt|ss|st|rt|nt|lt|rs|us|is|es|os)[oaie]`;
const ACTION = new RegExp(
  `(?<![${L}'])((?:(?:io|noi)\\s+)?(${CLITIC})?(?:ho|abbiamo)|(?:mi\\s+sono|ci\\s+siamo|me\\s+ne\\s+sono|ce\\s+ne\\s+siamo))\\s+((?:${ADVERB}\\s+){0,2})(${PARTICIPLE})(?![${L}])`,
  'giu',
);

/** Words with a participle's ending that are not participles ("ho tutto", "abbiamo questo"). */
const NOT_PARTICIPLE = new Set(['tutto', 'tutta', 'tutti', 'tutte', 'molto', 'molta', 'tanto', 'tanta', 'quanto', 'questo', 'questa', 'questi', 'queste', 'quello', 'quella', 'posto', 'resto', 'testo', 'costo', 'gusto', 'stesso', 'stessa', 'poco',
  // quantifiers and adjectives that open a sentence ("Molte farmacie…", "Certo, …"): never a note's participle
  'molti', 'molte', 'tanti', 'tante', 'quanti', 'quante', 'pochi', 'poche', 'certo', 'certa', 'certi', 'certe', 'alto', 'alta', 'alti', 'alte']);

/** Verbs of looking, finding out and trying (participle without its final vowel). */
const DIAGNOSIS = new Set([
  'verificat', 'riverificat', 'controllat', 'ricontrollat', 'vist', 'rivist', 'notat', 'guardat', 'riguardat', 'lett', 'rilett',
  'analizzat', 'esaminat', 'riscontrat', 'appurat', 'accertat', 'trovat', 'ritrovat', 'capit', 'cercat', 'ricercat', 'consultat',
  'ricevut', 'individuat', 'testat', 'provat', 'riprovat', 'osservat', 'rilevat', 'identificat', 'constatat', 'monitorat',
  'valutat', 'confrontat', 'approfondit', 'indagat', 'simulat', 'riprodott', 'tentat', 'pensat', 'immaginat', 'sospettat',
  'avut', 'potut', 'dovut', 'volut', 'sentit',
]);
/** Verbs of saying, sending on and handing over. */
const COMMUNICATION = new Set([
  'dat', 'scritt', 'riscritt', 'rispost', 'inviat', 'mandat', 'spedit', 'spiegat', 'dett', 'chiamat', 'richiamat', 'telefonat',
  'contattat', 'ricontattat', 'avvisat', 'informat', 'indicat', 'chiest', 'richiest', 'allegat', 'segnalat', 'inoltrat',
  'girat', 'passat', 'trasferit', 'apert', 'pres', 'parlat', 'comunicat', 'ricordat', 'suggerit', 'consigliat', 'propost',
  'annotat', 'coinvolt', 'sollecitat', 'chiarit', 'precisat', 'riportat', 'affidat', 'scalat',
]);
/** Verbs whose object is another verb: "ho provveduto a correggere", "abbiamo dovuto resettare". */
const GOVERNS_INFINITIVE = new Set(['provvedut', 'procedut', 'potut', 'dovut', 'volut', 'riuscit', 'cercat', 'tentat', 'provat', 'pensat']);

const NEGATED_BEFORE = /(?:^|[^\p{L}])(?:non|né|mai|neanche|nemmeno|neppure)\s+(?:(?:\p{L}+'|\p{L}+)\s+)?$/iu;
const CONDITIONAL_BEFORE = /(?:^|[^\p{L}])(?:se|quando|appena|finché|qualora|dopo\s+che|prima\s+che|come|cosa|quello\s+che|ciò\s+che)\s+$/iu;
const INFINITIVE_AFTER = new RegExp(`^\\s+(?:a\\s+|ad\\s+|di\\s+|con\\s+(?:la|il|l')\\s*)?(?:[${L}]+\\s+)?([${L}]+(?:are|ere|ire|arl[oaie]|erl[oaie]|irl[oaie]|arne|irne|erne)|[${L}]+(?:zione|mento))(?![${L}])`, 'iu');

/** Back-office signs anywhere in the sentence. */
const BACK_OFFICE_SIGNS: readonly RegExp[] = [
  /(?<![\p{L}])(?:a\s+mano|manualmente|direttamente|personalmente|da\s+remoto|in\s+prima\s+persona|d'ufficio)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:lato\s+(?:server|nostro|sistema|back[-\s]?end|back[-\s]?office|operatore|operatori)|da\s+parte\s+nostra|(?:dal|sul|nel|dalla|sulla|nella|alla|al)\s+nostr[oa](?:\s+[\p{L}-]+)?)(?![\p{L}])/iu,
  // A place of the support side: the back office, not the customer's app.
  /(?<![\p{L}])(?:dal|sul|nel|dalla|sulla|nella|in|tramite|via|da|dall'|sull'|nell')\s*(?:(?:nostro|nostra)\s+)?(?:gestionale|gestionali|pannello|pannelli|sistema|sistemi|backend|back[-\s]?end|back[-\s]?office|backoffice|bo|crm|console|anagrafica|anagrafiche|database|db|server|centrale|piattaforma\s+interna|area\s+operatori|amministrazione\s+di\s+sistema)(?![\p{L}])/iu,
];

function stemOf(participle: string): string {
  return participle.toLowerCase().slice(0, -1);
}

function kindOf(participle: string, after: string): ActionKind | null {
  const stem = stemOf(participle);
  if (GOVERNS_INFINITIVE.has(stem)) {
    const inf = INFINITIVE_AFTER.exec(after);
    if (!inf) return DIAGNOSIS.has(stem) ? 'diagnosis' : null;
    // "ho provato a sbloccarlo" is an attempt, "ho provveduto a sbloccarlo" an action.
    if (stem === 'cercat' || stem === 'tentat' || stem === 'provat' || stem === 'pensat') return 'diagnosis';
    return verbKind(inf[1]!);
  }
  if (DIAGNOSIS.has(stem)) return 'diagnosis';
  if (COMMUNICATION.has(stem)) return 'communication';
  if (MAKES_MESSAGE.has(stem) && MESSAGE_OBJECT.test(after)) return 'communication';
  // Cancelling what the customer asked to stop is not a repair: "ho disdetto la prova", "abbiamo chiuso l'abbonamento".
  if (CANCELS.has(stem) && CANCELLED_OBJECT.test(after)) return 'communication';
  // Handling the request is not fixing the thing: "ho registrato la sua segnalazione", "ho fatto presente il caso".
  if (HANDLING_OBJECT.test(after) || (WRITES.has(stem) && NOTE_OBJECT.test(after)) || (stem === 'fatt' && /^\s+(?:presente|sapere)(?![\p{L}])/iu.test(after))) return 'communication';
  return 'fix';
}

/** An infinitive or a noun of action, read like a participle: "verificare" is diagnosis, "correggerlo" a fix. */
function verbKind(word: string): ActionKind {
  const w = word.toLowerCase().replace(/(?:l[oaie]|ne)$/u, (m) => (/(?:ar|er|ir)$/u.test(word.toLowerCase().slice(0, -m.length)) ? '' : m));
  const root = w.replace(/(?:are|ere|ire|azione|zione|mento)$/u, '');
  for (const stem of DIAGNOSIS) if (stem.startsWith(root) && root.length >= 4) return 'diagnosis';
  for (const stem of COMMUNICATION) if (stem.startsWith(root) && root.length >= 4) return 'communication';
  return 'fix';
}

function backOfficeOf(sentence: string, lead: string, adverbs: string, after: string): string | null {
  if (/(?:^|\s)(?:io|noi)\s/iu.test(`${lead} `) || /(?:^|\s)(?:io|noi)(?:\s|$)/iu.test(adverbs)) return 'io';
  // "ho corretto io il dato", "ho unito io i due profili": the subject right after the participle.
  const subjectAfter = /^\s+(?:(?:\p{L}+\s+){0,1})?(io|noi)(?![\p{L}])/iu.exec(after);
  if (subjectAfter) return subjectAfter[1]!.toLowerCase();
  for (const sign of BACK_OFFICE_SIGNS) {
    const m = sign.exec(sentence);
    if (m) return m[0].trim().toLowerCase();
  }
  return null;
}

/** Every first-person perfect in the sentence, classified (see the file comment). */
export function agentActions(sentence: string): AgentAction[] {
  const text = sentence.replace(/[’`]/g, "'");
  const out: AgentAction[] = [];
  // Most sentences have no auxiliary at all: one cheap scan before the real ones.
  if (!MAY_HOLD_ACTION.test(text)) return out;
  ACTION.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ACTION.exec(text)) !== null) {
    const [, lead, clitic, adverbs, participle] = m as unknown as [string, string, string | undefined, string, string];
    const lower = participle.toLowerCase();
    if (NOT_PARTICIPLE.has(lower)) continue;
    const before = text.slice(0, m.index);
    if (NEGATED_BEFORE.test(before) || CONDITIONAL_BEFORE.test(before)) continue;
    const after = text.slice(m.index + m[0].length);
    // "Ci ho pensato io", "ci abbiamo pensato noi": "pensarci" is taking care of it, not thinking.
    const kind = clitic?.trim().toLowerCase() === 'ci' && stemOf(lower) === 'pensat' ? 'fix' : kindOf(lower, after);
    if (!kind) continue;
    const forCustomer = clitic !== undefined && DATIVE_CLITIC.test(clitic.trim());
    const backOffice = backOfficeOf(text, lead, adverbs, after);
    out.push({ participle: lower, kind, backOffice, index: m.index, forCustomer, productFault: productFaultOf(text, after, forCustomer) });
    // "ho verificato e corretto il dato": every participle the auxiliary governs counts.
    let rest = after;
    let offset = m.index + m[0].length;
    for (let c = COORDINATED.exec(rest); c !== null; c = COORDINATED.exec(rest)) {
      const next = c[1]!.toLowerCase();
      offset += c[0].length;
      rest = rest.slice(c[0].length);
      if (NOT_PARTICIPLE.has(next)) break;
      const nextKind = kindOf(next, rest);
      if (nextKind) out.push({ participle: next, kind: nextKind, backOffice: backOfficeOf(text, lead, adverbs, rest), index: offset - c[0].length, forCustomer, productFault: productFaultOf(text, rest, forCustomer) });
    }
  }
  // "L'account è stato sbloccato manualmente": a passive perfect counts with a sign that a person of ours did it.
  PASSIVE.lastIndex = 0;
  for (let p = PASSIVE.exec(text); p !== null; p = PASSIVE.exec(text)) {
    const participle = p[1]!.toLowerCase();
    const before = text.slice(0, p.index);
    const rest = text.slice(p.index + p[0].length);
    if (NOT_PARTICIPLE.has(participle) || NEGATED_BEFORE.test(before) || CONDITIONAL_BEFORE.test(before) || kindOf(participle, rest) !== 'fix') continue;
    // "forse il codice è stato digitato con uno spazio": a guess at what happened, not what we did.
    if (HEDGED_BEFORE.test(before)) continue;
    // "ricalcolata dal sistema", "aggiornato automaticamente": nobody of ours did it.
    if (AUTOMATIC_AGENT.test(rest.slice(0, 60))) continue;
    const sign = manualSignOf(text, participle);
    // The subject comes before a passive: "il problema è stato risolto", "l'app è stata aggiornata" fix the product.
    const subject = before.slice(Math.max(before.search(/[^,;:]*$/u), 0));
    const productFault = FOR_EVERYBODY.test(text) || ((FAULT_SUBJECT.test(subject) || PRODUCT_SUBJECT.test(subject)) && !CUSTOMER_OWN.test(subject));
    out.push({ participle, kind: 'fix', backOffice: sign ? sign[0].trim().toLowerCase() : null, index: p.index, forCustomer: false, productFault, passive: true });
  }
  return out;
}

const MAY_HOLD_ACTION = /(?:ho|abbiamo|sono|siamo|stat[oaie])(?![\p{L}])/iu;
const COORDINATED = new RegExp(`^(?:\\s*,\\s*|\\s+e\\s+(?:poi\\s+|quindi\\s+|anche\\s+)?)(${PARTICIPLE})(?![${L}])`, 'iu');
const PASSIVE = new RegExp(`(?<![${L}'])(?:è|sono)\\s+stat[oaie]\\s+(?:(?:${ADVERB})\\s+)?(${PARTICIPLE})(?![${L}])`, 'giu');
const HEDGE = /(?<![\p{L}])(?:probabilmente|forse|magari|presumibilmente|verosimilmente|(?:credo|penso|immagino|suppongo)\s+che)(?![\p{L}])/iu;
const HEDGED_BEFORE = /(?<![\p{L}])(?:probabilmente|forse|magari|presumibilmente|verosimilmente|(?:credo|penso|immagino|suppongo)\s+che|(?:sembra|pare)\s+che)(?![\p{L}])[^.;:!?]*$/iu;

/** A person of ours did it: what a passive needs (a place alone, "dal nostro sistema", may be automatic). */
const MANUAL_SIGN =
  /(?<![\p{L}])(?:a\s+mano|manualmente|personalmente|da\s+(?:me|noi)|da\s+un\s+(?:nostro\s+)?(?:operatore|tecnico|collega)|da\s+parte\s+nostra|(?:dal|dalla|dai|dalle|dall')\s*(?:nostr[oaie]\s+)(?:ufficio|uffici|reparto|team|staff|personale|amministrazione|segreteria|assistenza|servizio|operatore|operatori|tecnico|tecnici|colleghi|collega|back[-\s]?office|contabilità)|dopo\s+(?:il|un)\s+(?:mio|nostro)\s+intervento)(?![\p{L}])/iu;
/**
 * The manual sign of a passive, unless it belongs to another participle: in "l'indirizzo è stato
 * salvato scritto a mano" the hand is how the address was typed, not who saved it.
 */
function manualSignOf(text: string, participle: string): RegExpExecArray | null {
  const sign = MANUAL_SIGN.exec(text);
  if (!sign || !/^(?:a\s+mano|manualmente)$/iu.test(sign[0].trim())) return sign;
  const word = new RegExp(`(${PARTICIPLE})\\s+$`, 'iu').exec(text.slice(0, sign.index));
  return word && word[1]!.toLowerCase() !== participle && !NOT_PARTICIPLE.has(word[1]!.toLowerCase()) ? null : sign;
}
const AUTOMATIC_AGENT = /^[^.;:]*?(?<![\p{L}])(?:(?:dal|dalla|dall')\s*(?:sistema|piattaforma|app|applicazione|server|procedura|programma|gestionale)|automaticamente|in\s+automatico|da\s+solo|da\s+sola)(?![\p{L}])/iu;
const FAULT_SUBJECT = /(?<![\p{L}])(?:problema|problemi|guasto|guasti|disservizio|disservizi|malfunzionamento|bug|errore|errori|anomalia|anomalie|difetto)(?![\p{L}])/iu;
const PRODUCT_SUBJECT = /(?<![\p{L}])(?:app|applicazione|versione|release|patch|correzione|guida|istruzioni|documentazione|sito|portale|server|piattaforma|sistema|funzione|funzionalità|faq|manuale|firmware)(?![\p{L}])/iu;

/**
 * The state of the customer's thing reported as the result of the agent's own intervention:
 * "risulta ora corretto dopo il mio intervento", "con la nostra rettifica la posizione è tornata
 * quella di prima". A state alone ("ora risulta pagata") could be the customer's own doing; the
 * first-person intervention makes it ours.
 */
const OWN_INTERVENTION =
  /(?<![\p{L}])(?:(?:dopo|con|grazie\s+a|in\s+seguito\s+a|a\s+seguito\s+d)(?:\s+(?:il|la|l'|un|una|al|alla|all'))?\s*(?:mi[oa]|nostr[oa])\s+(?:intervento|correzione|rettifica|modifica|aggiornamento|sistemazione|operazione|ripristino))(?![\p{L}])/iu;
const RESULT_STATE =
  /(?<![\p{L}])(?:risult(?:a|ano)\s+(?:ora|adesso|di\s+nuovo|nuovamente)|(?:ora|adesso)\s+(?:risult(?:a|ano)|(?:è|sono)(?!\s+stat))|(?:è|sono)\s+(?:di\s+nuovo|nuovamente)|(?:è|sono)\s+tornat[oaie])(?![\p{L}])/iu;
export function interventionResultIn(sentence: string): AgentAction | null {
  const text = sentence.replace(/[’`]/g, "'");
  const own = OWN_INTERVENTION.exec(text);
  if (!own || !RESULT_STATE.test(text) || NEGATED_BEFORE.test(text.slice(0, own.index))) return null;
  return { participle: own[0].toLowerCase(), kind: 'fix', backOffice: own[0].trim().toLowerCase(), index: own.index, forCustomer: true, productFault: FOR_EVERYBODY.test(text) };
}

/**
 * A note written as a bare participle ("Corretta a mano la matricola", "Sbloccato l'account da
 * BO"): an action when the sentence opens with a fix participle and says it was done on our side.
 */
const NOTE_PARTICIPLE = new RegExp(`^\\s*(?:e\\s+)?(${PARTICIPLE})(?![${L}])`, 'iu');
export function noteAction(sentence: string): AgentAction | null {
  const text = sentence.replace(/[’`]/g, "'");
  let offset = 0;
  for (const clause of text.split(/(?<=[:;])/u)) {
    const m = NOTE_PARTICIPLE.exec(clause);
    const start = offset;
    offset += clause.length;
    if (!m) continue;
    // "probabilmente … è stato scritto a mano": a guess at what happened, no note of ours.
    if (HEDGE.test(clause)) continue;
    const participle = m[1]!.toLowerCase();
    if (NOT_PARTICIPLE.has(participle)) continue;
    if (kindOf(participle, clause.slice(m[0].length)) !== 'fix') continue;
    for (const sign of BACK_OFFICE_SIGNS) {
      const s = sign.exec(clause);
      if (s) return { participle, kind: 'fix', backOffice: s[0].trim().toLowerCase(), index: start, forCustomer: false, productFault: false };
    }
  }
  return null;
}

/**
 * A promise instead of a fix, by its form: a future addressed to the customer ("la
 * richiameremo", "vi aggiorneremo", "le faremo sapere", "sarà ricontattato", "verrà contattata"),
 * or a first-person hand-over to someone else ("ho girato la segnalazione all'ufficio pagamenti",
 * "abbiamo aperto una richiesta alla squadra tecnica"). Negated forms do not count ("non la
 * ricontatteremo più": the case is closed).
 */
// The agent's own future (-eremo, -iremo, -erò, -irò: "la richiameremo"), or someone's contact
// ("il tecnico la contatterà"); not the events of a fix ("le arriverà una mail").
const FUTURE_TO_CUSTOMER = new RegExp(
  `(?<![${L}'])(?:la|lo|vi|ti|le|li|gli)\\s+(?:[${L}]+(?:remo|rò)|(?:ri)?(?:contatt|chiam|richiam|scriv|aggiorn|avvis)(?:erà|irà|eranno|iranno))(?![${L}])`,
  'iu',
);
const PASSIVE_FUTURE = new RegExp(`(?<![${L}'])(?:sarà|verrà|sarete|verrete)\\s+(?:presto\\s+|subito\\s+)?(?:ri)?(?:contattat|chiamat|richiamat|avvisat|informat|aggiornat)[oaie](?![${L}])`, 'iu');
const HAND_OVER_TARGET = /^[^.;:]*?(?<![\p{L}])(?:al|alla|all'|ai|agli|alle)\s*\p{L}/iu;
const PASSIVE_HAND_OVER = new RegExp(
  `(?<![${L}'])(?:(?:è|sono)\\s+stat[oaie]\\s+(?:(?:già|appena|subito)\\s+)?(?:inoltrat|girat|passat|trasmess|affidat|assegnat|scalat|segnalat)[oaie]\\s+(?:[^.;:?!]{0,40}?\\s)?(?:al|alla|all'|ai|agli|alle)\\s*(?:nostr[oaie]\\s+|competente\\s+)?(?:ufficio|uffici|reparto|team|tecnic[oi]|collega|colleghi|secondo\\s+livello|amministrazione|assistenza|responsabile|servizio|settore|centro|squadra|back[-\\s]?office|sede|magazzino|segreteria)|(?:è|sono|risulta|risultano)\\s+(?:stat[oaie]\\s+)?(?:pres[oaie]\\s+)?in\\s+carico\\s+(?:al|alla|all'|ai|agli|alle|a|dal|dalla|dall'|dai|dagli)(?![${L}]))`,
  'iu',
);
const CHASED = new RegExp(`(?<![${L}'])(?:sollecitat[oaie]|sollecitiamo|solleciteremo|solleciterò)(?![${L}])`, 'iu');
const HANDED_OVER = new Set(['inoltrat', 'girat', 'passat', 'segnalat', 'apert', 'trasferit', 'affidat', 'assegnat', 'scalat']);

export function deferralIn(sentence: string): string | null {
  const text = sentence.replace(/[’`]/g, "'");
  for (const re of [FUTURE_TO_CUSTOMER, PASSIVE_FUTURE]) {
    const m = re.exec(text);
    if (m && !NEGATED_BEFORE.test(text.slice(0, m.index))) return m[0].toLowerCase();
  }
  // "La pratica è stata passata all'ufficio anagrafe", "è in carico al secondo livello": handed on, said in the passive.
  const passive = PASSIVE_HAND_OVER.exec(text);
  if (passive && !NEGATED_BEFORE.test(text.slice(0, passive.index))) return passive[0].toLowerCase();
  // "Ho aggiunto una nota e sollecitato l'ufficio rimborsi": someone else still has to act.
  const chased = CHASED.exec(text);
  if (chased && !NEGATED_BEFORE.test(text.slice(0, chased.index))) return chased[0].toLowerCase();
  for (const action of agentActions(text)) {
    if (!HANDED_OVER.has(action.participle.slice(0, -1))) continue;
    const after = text.slice(action.index);
    if (HAND_OVER_TARGET.test(after.slice(after.search(/\s/u)))) return action.participle;
  }
  return null;
}

/**
 * A hand-over in the first-person present ("passo il caso al secondo livello che la contatterà",
 * "giro la segnalazione ai tecnici", "inoltro la richiesta all'ufficio"): a present of a verb of
 * passing on (closed class below) with the case as its object ("il caso", "la segnalazione",
 * "la richiesta"; "lo giro al team" passes on a remark, not the case) followed, in the same
 * clause, by "a" + the one it goes to. Negated ("non passo…") or conditional ("se non va, giro…") forms do not count.
 */
const PRESENT_HAND_OVER = new RegExp(
  `(?<![${L}'])(?:passo|giro|inoltro|trasferisco|trasmetto|affido|assegno|scalo|rigiro|apro)\\s+(?:(?:il|la|lo|l'|una|un|questo|questa|sua|suo)\\s*)?(?:(?:sua|suo)\\s+)?(?:caso|segnalazione|richiesta|pratica|ticket|problema|questione|guasto|chiamata)(?![${L}])`,
  'iu',
);
export function presentHandOverIn(sentence: string): string | null {
  const text = sentence.replace(/[’`]/g, "'");
  const m = PRESENT_HAND_OVER.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index);
  if (NEGATED_BEFORE.test(before) || /(?<![\p{L}])(?:se|quando|qualora|nel\s+caso)(?![\p{L}])[^.;:]*$/iu.test(before)) return null;
  return HAND_OVER_TARGET.test(text.slice(m.index + m[0].length)) ? m[0].toLowerCase() : null;
}

/**
 * A first-person present of providing, done in the same message: "Provvedo subito a riallinearla:
 * fatto.", "procedo a ricollegare la tessera, fatto". Without the "fatto" it is a promise.
 */
const PROVISION_DONE = new RegExp(
  `(?<![${L}'])(?:provvedo|provvediamo|procedo|procediamo)\\s+(?:(?:subito|ora|adesso|io|noi|personalmente|direttamente)\\s+)*ad?\\s+([${L}]+)[^.!?]*?[:,;–—-]\\s*(?:fatto|fatta|eseguito|completato)(?![${L}])`,
  'iu',
);
export function provisionDoneIn(sentence: string): AgentAction | null {
  const text = sentence.replace(/[’`]/g, "'");
  const m = PROVISION_DONE.exec(text);
  if (!m || NEGATED_BEFORE.test(text.slice(0, m.index)) || CONDITIONAL_BEFORE.test(text.slice(0, m.index)) || verbKind(m[1]!) !== 'fix') return null;
  return { participle: m[1]!.toLowerCase(), kind: 'fix', backOffice: 'fatto', index: m.index, forCustomer: true, productFault: productFaultOf(text, text.slice(m.index + m[0].length)) };
}

/**
 * A step that only asks the customer to send us something (a log, a screenshot, a photo, a
 * number, an answer): "ci mandi il registro", "mi scriva il numero di serie", "Le chiedo di
 * inviarci una foto", "ci servirebbe la diagnostica", "mandami uno screenshot". It diagnoses,
 * it fixes nothing. Asking how the fix went ("mi dica se funziona", "mi faccia sapere come va")
 * is not such a request: the fix is the rest of the step.
 */
const TO_US_REQUEST = new RegExp(
  `(?<![${L}'])(?:(?:ci|mi)\\s+(?:mandi|invii|inoltri|giri|alleghi|trasmetta|fornisca|scriva|dica|indichi|comunichi|riporti|faccia\\s+avere|servirebbe|serve|servono|servirebbero|occorre)|(?:mand|invi|inoltr|gir|alleg|scriv|dic|indic|comunic)(?:ar|er|ir|a|i)?(?:ci|mi)|(?:mandar|inviar|inoltrar|girar|allegar|trasmetter|fornir|scriver|dir|indicar|comunicar)(?:ci|mi|celo|cela|melo|mela)|(?:avremmo|avrei|abbiamo|ho)\\s+bisogno\\s+d)(?![${L}])`,
  'iu',
);
const ASKS_OUTCOME = new RegExp(`^\\s*(?:pure\\s+|poi\\s+)?(?:se|come|quando|qualcosa\\s+se|l'esito|il\\s+risultato|sapere\\s+se)(?![${L}])`, 'iu');
export function isDiagnosticRequest(step: string): boolean {
  const text = step.replace(/[’`]/g, "'");
  const m = TO_US_REQUEST.exec(text);
  // "non ci mandi i dati della carta", "non ci serve": a warning, not a request.
  if (!m || NEGATED_BEFORE.test(text.slice(0, m.index))) return false;
  return !ASKS_OUTCOME.test(text.slice(m.index + m[0].length));
}
