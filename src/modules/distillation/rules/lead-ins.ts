import { INSTRUCTION_VERBS_FORMAL, U } from './lexicon';
import { capitalize } from './text';

/**
 * What in a step only makes sense inside the reply it was cut from: the agent's way into the
 * step ("Eccoli:", "Faccia così:", "Le scrivo i passaggi:", "Parto dalla seconda:"), a step that
 * only announces the next ones ("Lo può fare direttamente lei, in pochi passaggi"), the agent
 * asking for the step instead of giving it ("Le chiedo di aprire …"), and a step told to a third
 * person of the story ("Il familiare prosegua …", "Un collega vada …"). A published step is the
 * step itself, told to whoever reads it. Pure.
 */

const COUNT = '(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|\\d+)';
/** "[Per lo spettacolo] faccia così": the imperative that only points at what follows. */
const DO_IT = '(?:per\\s+[^,:;]{1,40}?\\s+)?(?:faccia|fai|fate|proceda|procedi|segua|segui)\\s+';
/** "Lo può fare direttamente lei": the customer can do it, said before how. */
const YOURSELF = '(?:lo\\s+)?(?:può|puoi|potete)\\s+(?:farlo|fare)\\s+(?:(?:direttamente|anche|tranquillamente|benissimo)\\s+)?(?:lei|tu|voi|da\\s+s[éè]|da\\s+sol[oaie])\\b';
/** "…, con la connessione attiva": the condition an announcing "faccia così" carries. */
const CONDITION = '(?:con|senza|prima|dopo|a|ad|da|dal|dalla|sul|sulla|nel|nella|in|quando|appena)\\b';

/**
 * Ways into a step that end with a colon. Each alternative is a form of the reply, never a step
 * of its own: "ecco" with a pronoun ("Eccoli:"); "faccia così" with what it is for ("Per la
 * prossima volta faccia così:"); the agent's first person announcing what follows ("Le scrivo i
 * passaggi:", "Parto dalla più veloce:"); "può farlo lei:"; this case's count ("Per i tre
 * account:", "Per ciascuno dei quattro tablet:"); the answer to the customer's own question ("Sì,
 * c'entra:", "Non è persa:") and a heading of the reply ("Un consiglio:", "Due cose:").
 */
const LEAD_IN = U(
  new RegExp(
    [
      '^(?:ecco(?:l[oaie]|ne)\\b[^:]{0,40}',
      `|${DO_IT}(?:così|in\\s+questo\\s+modo)`,
      '|(?:le|ti|vi)\\s+(?:scrivo|riporto|indico|riassumo|elenco|mando|lascio|metto)\\b[^:]{0,50}',
      '|(?:parto|comincio|inizio|partiamo|cominciamo|iniziamo)\\b[^:]{0,50}',
      `|${YOURSELF}[^:]{0,40}`,
      `|per\\s+(?:(?:ciascun[oa]|ognun[oa])\\s+(?:dei|degli|delle)|i|gli|le)\\s+${COUNT}\\s+[^,:;]{1,30}`,
      // the answer to the customer's question: "Sì, c'entra:", "No, è normale:", "Non è persa:", "Serve eccome:"
      "|(?:sì|no)\\s*,\\s*(?:[^\\s:,.]+\\s*){1,3}",
      '|non\\s+è\\s+\\p{L}+',
      '|\\p{L}+\\s+eccome',
      // a heading of the reply: "Un consiglio:", "Due cose:", "I passaggi:", "Aggiungo:"
      `|(?:un|una|${COUNT})\\s+(?:consiglio|consigli|cose|passaggi|note|precisazioni)|(?:i|ecco\\s+i)\\s+passaggi|aggiungo`,
      ')\\s*:\\s*',
    ].join(''),
    'iu',
  ),
);

/** "… faccia così, con la connessione attiva: apra …": the condition stays, the way in goes. */
const SO_WITH_CONDITION = U(new RegExp(`^${DO_IT}così\\s*,\\s+(${CONDITION}[^:]{2,60}?)\\s*:\\s*`, 'iu'));

/**
 * "A seguito di verifica la informiamo che il codice …", "Le ricordo che può …": the agent telling
 * what follows; what they tell is the sentence.
 */
const TELLING = U(/^(?:(?:a\s+seguito\s+d\p{L}*|dopo)\s+[^,:;]{1,60}?\s+)?(?:la|le|vi|ti)\s+(?:informo|informiamo|comunico|comunichiamo|confermo|confermiamo|ricordo|ricordiamo)\s+che\s+(?=\p{L})/iu);

/** "Le chiedo (quindi) di aprire …": the agent asks for the step; the step is the infinitive. */
const ASKED_FOR = U(/^(?:le|ti|vi)\s+(?:chiedo|chiederei|chiediamo)\s+(?:(?:quindi|allora|solo|subito|gentilmente|per\s+favore|cortesemente)\s+)?di\s+(?=\p{L}+(?:are|ere|ire|arl[oaie]|erl[oaie]|irl[oaie]|arsi|ersi|irsi|arne|erne|irne)(?![\p{L}]))/iu);
/** ", poi di reinviarlo", " e di inserirla": the "di" of the infinitives that follow goes too. */
const COORDINATED_DI = /((?:,|\s)(?:e|poi|e\s+poi|quindi|infine)\s+)di\s+(?=\p{L}+(?:are|ere|ire|arl[oaie]|erl[oaie]|irl[oaie]|arsi|ersi|irsi|arne|erne|irne)(?![\p{L}]))/gu;

/**
 * "Il familiare prosegua con l'acquisto", "Un collega vada davanti alla porta": the formal
 * imperative is the third person of the subjunctive, so the step reads as an order to someone
 * of this story. Without the subject it is the same order to the reader.
 */
const PERSON_NOUN = '(?:familiare|interessat[oa]|collega|colleghi|coproprietari[oa]|titolare|intestatari[oa]|figli[oa]|madre|padre|mamma|papà|marito|moglie|nonn[oa]|fratello|sorella|compagn[oa]|amic[oa]|vicin[oa]|dipendente|assistit[oa])';
const THIRD_PERSON_SUBJECT = U(new RegExp(`^(?:(?:il|lo|la|l'|un|una|un'|su[oa]|tu[oa])\\s*)${PERSON_NOUN}\\s+(?:(?:poi|pure|prima|intanto|quindi|ora|adesso)\\s+)?(?=(\\p{L}+)(?![\\p{L}']))`, 'iu'));
/** Formal imperatives of going on with something, which the instruction lexicon does not list. */
const GOING_ON = new Set(['prosegua', 'continui', 'completi', 'concluda', 'accetti', 'confermi', 'ripeta', 'riprovi', 'acceda', 'esca', 'rientri', 'aggiunga', 'firmi']);

/**
 * "Nell'app della signora apra Sinistri": the person of this story named by her title alone, after
 * the thing that is hers. The thing is the reader's own; the person goes.
 */
const WHOSE_TITLE = /(?<=\p{L}{3,})\s+(?:della\s+signora|del\s+signore|del\s+signor|della\s+signorina)(?![\p{L}]|\s+\p{Lu})/gu;

/** A step without the reply's way into it; the step as it was when nothing would be left. */
export function withoutLeadIn(step: string): string {
  let t = step;
  const conditioned = SO_WITH_CONDITION.exec(t);
  if (conditioned && enough(t.slice(conditioned[0].length))) {
    t = `${capitalize(conditioned[1]!.trim())}, ${lowerFirst(t.slice(conditioned[0].length))}`;
  } else {
    const lead = LEAD_IN.exec(t);
    if (lead && enough(t.slice(lead[0].length))) t = capitalize(t.slice(lead[0].length));
  }
  const telling = TELLING.exec(t);
  if (telling && enough(t.slice(telling[0].length))) t = capitalize(t.slice(telling[0].length));
  const asked = ASKED_FOR.exec(t);
  if (asked && enough(t.slice(asked[0].length))) t = capitalize(t.slice(asked[0].length).replace(COORDINATED_DI, '$1'));
  t = t.replace(WHOSE_TITLE, '');
  const subject = THIRD_PERSON_SUBJECT.exec(t);
  if (subject) {
    const verb = subject[1]!.toLowerCase();
    if (INSTRUCTION_VERBS_FORMAL.has(verb) || GOING_ON.has(verb)) t = capitalize(t.slice(subject[0].length));
  }
  return t;
}

/**
 * A step that only announces the ones after it: "[Per lo spettacolo] faccia così[, con la rete
 * attiva]", "Lo può fare direttamente lei dall'app, in pochi passaggi", "Va fatto in due punti".
 * It goes when a step follows; a condition it held is carried into that step ("Con la rete
 * attiva, apra …").
 */
const ANNOUNCES_SO = U(new RegExp(`^${DO_IT}(?:così|in\\s+questo\\s+modo)(?:\\s*,\\s+(${CONDITION}[^:.]{2,60}?))?\\s*[:.]?$`, 'iu'));
const ANNOUNCES_YOURSELF = U(new RegExp(`^${YOURSELF}[^.:;]{0,60}[:.]?$`, 'iu'));
const ANNOUNCES_PLACES = U(new RegExp(`^(?:va|vanno|si)\\s+fa(?:tto|tta|tti|tte|nno)?\\s+in\\s+(?:${COUNT}|pochi|poche)\\s+(?:punti|passaggi|posti|momenti|fasi|mosse)\\s*[:.]?$`, 'iu'));
export function withoutAnnouncements(steps: readonly string[]): string[] {
  const out: string[] = [];
  let carried = '';
  steps.forEach((step, i) => {
    const s = step.trim();
    const last = i === steps.length - 1;
    const so = ANNOUNCES_SO.exec(s);
    if (!last && (so || ANNOUNCES_YOURSELF.test(s) || ANNOUNCES_PLACES.test(s))) {
      carried = so?.[1]?.trim() ?? '';
      return;
    }
    out.push(carried ? `${capitalize(carried)}, ${lowerFirst(s)}` : step);
    carried = '';
  });
  return out.length > 0 ? out : [...steps];
}

function enough(rest: string): boolean {
  return rest.split(/[^\p{L}]+/u).filter((w) => w.length > 2).length >= 2;
}
/** "Apra il biglietto" → "apra il biglietto"; a label or a path ("Profilo > …", "I miei biglietti") keeps its capital. */
function lowerFirst(text: string): string {
  const first = /^\p{Lu}\p{Ll}+(?=[\s,'])/u.exec(text);
  if (!first || /^[^\s,]+\s*(?:>|→)/u.test(text) || /^["«“]/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * "Ho verificato: la rata è stata respinta perché …", "Ho guardato meglio il suo profilo: il
 * problema è …", "Abbiamo trovato la causa: …": the agent saying they looked, before what they
 * found. Only verbs of looking: "Ho riattivato io la linea: …" is what an operator did and stays.
 */
const LOOKED = U(
  /^(?:ho|abbiamo)\s+(?:(?:però|poi|anche|meglio|subito|già|nuovamente|di\s+nuovo)\s+)?(?:controllato|ricontrollato|verificato|riverificato|guardato|riguardato|visto|esaminato|analizzato|approfondito|trovato\s+la\s+causa)\b[^:;.]{0,60}:\s*(?=\S)/iu,
);
/** What follows is what the agent then did ("…: le abbiamo rimborsato il secondo"): the lead names its object. */
const AGENT_DID = /^(?:(?:le|gli|vi|ti|ce|glie)\s*)?(?:l['’]|lo\s+|la\s+|li\s+|le\s+|ne\s+)?(?:ho|abbiamo)\b/iu;
export function withoutLookingLead(text: string): string {
  const m = LOOKED.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  return enough(rest) && rest.split(/\s+/).length >= 4 && !AGENT_DID.test(rest) ? capitalize(rest) : text;
}
