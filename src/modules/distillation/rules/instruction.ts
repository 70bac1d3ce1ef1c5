import {
  INSTRUCTION_PHRASES,
  INSTRUCTION_VERB_WITH_CLITIC,
  INSTRUCTION_VERBS_FORMAL,
  INSTRUCTION_VERBS_FORMAL_AMBIGUOUS,
  INSTRUCTION_VERBS_INFORMAL,
  MENU_PATH,
} from './lexicon';
import { firstHit, memo } from './cue-matching';

const CLAUSE_LEAD = new Set([
  'poi', 'e', 'quindi', 'prima', 'subito', 'ora', 'adesso', 'infine', 'dopo', 'allora', 'intanto',
  'per', 'favore', 'pure', 'ok', 'sì', 'bene', 'dopodiché', 'successivamente', 'inoltre', 'anche',
  'semplicemente', 'basta', 'frattempo', 'o', 'oppure', 'ecco', 'ma', 'altrimenti', 'infatti',
]);

/** Words after which a verb form is a noun or an adjective, or not an order ("i controlli", "se usi"). */
const NOMINAL_OR_SUBORDINATE = new Set([
  'il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'dei', 'degli', 'delle', 'dai', 'dagli', 'nei', 'negli', 'ai', 'agli', 'sui', 'sugli',
  'questi', 'quei', 'suoi', 'miei', 'tuoi', 'nostri', 'vostri', 'loro', 'se', 'che', 'non', 'quando', 'mentre', 'perché', 'due',
  'tre', 'più', 'meno', 'molti', 'pochi', 'tanti', 'alcuni', 'altri', 'ne', 'mi', 'ti', 'si', 'ci', 'vi', 'tu', 'lei', 'lui',
]);
const ARTICLE_OBJECT = /^\s+(?:il|lo|la|i|gli|le|un|una|uno|l'|un'|quest[oaie]|quell[oaie]|sempre|anche|solo|pure|subito|di\s+nuovo|ancora)(?![\p{L}])/u;
const QUOTED_OBJECT = /^\s+[«"“]/u;

/** True when the sentence instructs the customer to do something. */
const INSTRUCTIONS = new Map<string, boolean>();
export function isInstruction(sentence: string): boolean {
  return memo(INSTRUCTIONS, sentence, () => computeIsInstruction(sentence));
}
function computeIsInstruction(sentence: string): boolean {
  if (MENU_PATH.test(sentence)) return true;
  if (locatesControl(sentence)) return true;
  return ordersSomething(sentence);
}

/**
 * The sentence gives an order by its verb (imperative, "provi a", "deve"), not only by saying
 * where something is ("Lo stato è in Ordini > Dettaglio", "lo vede «in lavorazione»").
 */
export function ordersSomething(sentence: string): boolean {
  if (ENGLISH_IMPERATIVE.test(sentence)) return true;
  if (INSTRUCTION_VERB_WITH_CLITIC.test(sentence)) return true;
  // "non devi toccare ogni fattura" is not an instruction.
  if (firstHit(INSTRUCTION_PHRASES, sentence, true)) return true;
  const lower = sentence.toLowerCase();
  const word = /[\p{L}]+(?:'[\p{L}]+)?'?/gu;
  let m: RegExpExecArray | null;
  let prev = '';
  let prevEnd = 0;
  while ((m = word.exec(lower)) !== null) {
    const w = m[0];
    const formal = INSTRUCTION_VERBS_FORMAL.has(w);
    const informal = INSTRUCTION_VERBS_INFORMAL.has(w);
    if (formal || informal) {
      if (formal && !INSTRUCTION_VERBS_FORMAL_AMBIGUOUS.has(w) && prev !== 'non') return true;
      const next = lower.slice(m.index + w.length);
      // "Per leggerlo usi il pulsante …", "nell'app premi "Termina corsa"": a verb is a verb when
      // an object follows it (an article, or a quoted label) and no article or "se" comes before it.
      if (!NOMINAL_OR_SUBORDINATE.has(prev) && (QUOTED_OBJECT.test(next) || (formal && ARTICLE_OBJECT.test(next)))) return true;
      const gap = lower.slice(prevEnd, m.index);
      const clauseInitial = prev === '' || /[,:;(–—•/-]/.test(gap) || CLAUSE_LEAD.has(prev);
      if (clauseInitial) return true;
    }
    prev = w;
    prevEnd = m.index + w.length;
  }
  return false;
}

/**
 * The formal indicative that tells where a control is ("nel menu Documenti trova il tasto
 * «Esporta»", "la voce la vede in alto a destra", "lo trova sotto Impostazioni"): a verb of
 * finding or seeing, not negated nor in a "se"/"che" clause, with a control of the interface or a
 * quoted label as its object, or after an object clitic with a place ("lo trova in …"). "Ora vede
 * la rata pagata" names no control: it reports a state, not a step.
 */
const LOCATING_VERB = /(?<![\p{L}'])(?:(l[oaie]\s+|l'|ne\s+))?(?:trova|ritrova|vede|visualizza|troverà|vedrà)(?![\p{L}])/giu;
const CONTROL_OBJECT =
  /^\s+(?:(?:subito|anche|già|poi|sempre|lì|qui)\s+)?(?:(?:il|lo|la|i|gli|le|un|una|uno|l'|un')\s*)?(?:\p{L}+\s+)?(?:pulsante|pulsanti|tasto|tasti|bottone|voce|voci|opzione|opzioni|icona|icone|link|collegamento|sezione|scheda|menu|menù|campo|casella|riquadro|interruttore|comando|funzione|elenco\s+a\s+tendina)(?![\p{L}])|^\s+(?:(?:il|la|lo|l')\s*)?(?:\p{L}+\s+)?[«"“]/iu;
const PLACE_AFTER = /^\s+(?:(?:subito|anche|già|sempre)\s+)?(?:in\s+(?:alto|basso|fondo|cima)|nel|nella|nell'|nei|nelle|sotto|dentro|alla\s+voce|dal\s+menu|sul|sulla|a\s+(?:destra|sinistra))(?![\p{L}])/iu;
const NOT_AN_ORDER_BEFORE = /(?:^|[^\p{L}])(?:non|se|che|quando|qualora|finché|mentre|dove)\s+(?:(?:\p{L}+|\p{L}+')\s+)?$/iu;
function locatesControl(sentence: string): boolean {
  if (!/(?:trov|ved|visualizz)/iu.test(sentence)) return false;
  LOCATING_VERB.lastIndex = 0;
  for (let m = LOCATING_VERB.exec(sentence); m !== null; m = LOCATING_VERB.exec(sentence)) {
    if (NOT_AN_ORDER_BEFORE.test(sentence.slice(0, m.index))) continue;
    const after = sentence.slice(m.index + m[0].length);
    if (CONTROL_OBJECT.test(after) || (m[1] && PLACE_AFTER.test(after))) return true;
  }
  return false;
}

/**
 * English imperatives at the start of a clause, for the agents who answer a foreign customer
 * ("Then use the waiting list", "tap «Prenota»", "please open Settings"): the base form of a
 * verb of using an interface, followed by an object.
 */
const ENGLISH_IMPERATIVE =
  /(?:^|[,:;(]\s*|(?<![\p{L}])(?:then|and|just|please|now|first|so|ok|okay|simply)\s+)(?:use|tap|click|press|open|go|select|choose|enable|disable|turn|switch|try|check|install|reinstall|update|restart|log|sign|enter|type|book|keep|set|add|remove|delete|download|scroll|swipe|hold)\s+(?:(?:the|a|an|on|in|to|into|out|off|your|it|them|this|that)(?![\p{L}])|[«"“])/iu;

/**
 * A permission, not a procedure: "Intanto può riacquistare il biglietto", "La ricevuta può
 * stamparla quando vuole", "la prossima volta può ometterlo". The formal "può / potete / potrà"
 * with an infinitive (clitics attached or not), no menu path and no quoted control: it answers
 * "may I?", so the explanation around it is the answer. "Può provare a …" is a step to try.
 */
const PERMISSION =
  /^(?:[^,;:]{0,60}?\s)?(?:(?:lei|voi)\s+)?(?:può|potete|potrà|potrete|puoi)\s+(?:(?:tranquillamente|anche|già|pure|sempre|benissimo|comunque|senz'altro|ora|adesso|quindi)\s+)?(?!(?:provar|tentar|verificar|controllar)|(?:essere|esserci|esser|avere|capitare|succedere|accadere|darsi|dipendere|volerci|servire|bastare|sembrare|trattarsi)(?![\p{L}]))[a-zà-ÿ]{1,}(?:are|ere|ire|arl[oaie]|erl[oaie]|irl[oaie]|arne|erne|irne|arsi|ersi|irsi)(?![\p{L}])/iu;
/** One clause is the permission and no other clause of the sentence gives an order. */
export function isPermission(sentence: string): boolean {
  if (MENU_PATH.test(sentence) || /["«“]/u.test(sentence)) return false;
  const clauses = sentence.split(/[,;:]\s*/).map((c) => c.trim()).filter(Boolean);
  const at = clauses.findIndex((c) => PERMISSION.test(c));
  if (at < 0) return false;
  // "Apra l'app e può entrare": an order before the modal in the same clause.
  const modal = /(?<![\p{L}])(?:può|potete|potrà|potrete|puoi)(?![\p{L}])/iu.exec(clauses[at]!);
  if (modal && modal.index > 0 && isInstruction(clauses[at]!.slice(0, modal.index))) return false;
  return clauses.every((c, i) => i === at || !isInstruction(c));
}

/**
 * A step that orders nothing: a permission, or where a thing is to be seen ("Lo stato di ogni
 * capo è in Ordini > Dettaglio"). An answer made only of such steps is an explanation first.
 */
// The labels of a menu path, capitalised segments between arrows: an order inside the path
// ("→ tocchi la corsa →") is lower case and stays.
const MENU_CHAIN = /\p{Lu}[^>→,.;:\n]{0,40}?(?:\s*(?:→|>)\s*(?:["«“]?\p{Lu}[^>→,.;:\n]{0,40}?["»”]?))+(?=\s*(?:[,.;:]|$|\s(?:e|poi|o|oppure|per|con)\s))/gu;
const LOCATIVE_PREDICATE = /(?<![\p{L}])(?:è|sono|si\s+trovan?o|compare|compaiono|resta|restano|(?:l[oaie]\s+)?(?:vede|trova|ritrova|visualizza))\s+(?:(?:già|sempre|anche|poi|ora|qui|lì)\s+)?(?:in|nel|nella|nell'|nei|nelle|sotto|dentro|alla\s+voce|su|sul|sulla)(?![\p{L}])/iu;
export function ordersNothing(step: string): boolean {
  if (isPermission(step)) return true;
  // A list item in the infinitive ("aprire l'app …") is a step of a procedure, not a place.
  // A bare path ("Impostazioni → Stampante fiscale → …") is the order to go there: a place is
  // said by a verb of being or seeing ("è in", "si trova in", "lo vede in").
  if (locatesControl(step)) return !ordersSomething(step.replace(MENU_CHAIN, ' X '));
  return MENU_PATH.test(step) && LOCATIVE_PREDICATE.test(step) && !ordersSomething(step.replace(MENU_CHAIN, ' X '));
}
