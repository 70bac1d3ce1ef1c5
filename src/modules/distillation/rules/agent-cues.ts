import {
  APPLICABILITY_CUES,
  CAUSE_STRONG_CUES,
  CAUSE_WEAK_CUES,
  CONCESSION_CONDITIONAL_CUES,
  CONCESSION_CONTEXT,
  CONCESSION_CUES,
  DEONTIC_PASSIVE,
  LEADING_INTERJECTION,
  MENU_PATH,
  U,
} from './lexicon';
import { agentActions, deferralIn, interventionResultIn, noteAction, presentHandOverIn, provisionDoneIn } from './agent-action';
import { concessionIn, refundsWrongCharge } from './concession';
import { anyMatch, countMatches, negatedAt } from './cue-matching';
import { isInstruction, ordersNothing } from './instruction';
import { stripPlaceholders } from './placeholders';
import { HEDGE, withoutHedge } from './single-customer';
export { withoutHedge } from './single-customer';
import { agentSentences, isPleasantry } from './steps';
import { capitalize, contentWords, isQuestion, lines, splitSentences, truncateAtWord } from './text';
import { textTable } from '../../../lib/tables/text-table';

/** What the agent's messages say beyond the steps: cause, applicability, concessions, manual fixes. */

function causeScore(sentence: string): number {
  return 2 * countMatches(CAUSE_STRONG_CUES, sentence) + countMatches(CAUSE_WEAK_CUES, sentence);
}

export function extractCause(agentBodies: string[]): string {
  // agentBodies: the resolving message first, then the earlier ones of the same exchange.
  for (let i = 0; i < agentBodies.length; i++) {
    const body = agentBodies[i] ?? '';
    let best = '';
    let bestScore = 0;
    const sentences = agentSentences(body);
    for (const [k, sentence] of sentences.entries()) {
      const text = sentence.text.replace(LEADING_INTERJECTION, '');
      if (isPleasantry(text) || isQuestion(text) || contentWords(text) < 4) continue;
      const score = causeScore(text);
      if (score > bestScore) {
        best = saidInFull(text, sentences[k + 1]?.text ?? '');
        bestScore = score;
      }
    }
    if (bestScore >= 2) {
      let cause = withoutHedge(best);
      // "…perché l'autorizzazione è scaduta: Impostazioni → …" keeps the explanation only.
      const colon = cause.search(/:\s/);
      if (colon > 30 && MENU_PATH.test(cause.slice(colon))) cause = cause.slice(0, colon);
      cause = withoutLeadingDemonstrative(explanationOnly(stripPlaceholders(cause)));
      if (cause) return capitalize(truncateAtWord(cause, 1500));
    }
  }
  // No sentence says why; the agent's guess is the cause ("Probabilmente l'indirizzo è stato
  // inserito a mano"): an explanation, not a step.
  for (const sentence of agentSentences(agentBodies[0] ?? '')) {
    const text = sentence.text.replace(LEADING_INTERJECTION, '');
    if (!HEDGE.test(text) || isQuestion(text) || isInstruction(text) || contentWords(text) < 4) continue;
    const cause = withoutLeadingDemonstrative(explanationOnly(stripPlaceholders(withoutHedge(text))));
    if (cause) return capitalize(truncateAtWord(cause, 1500));
  }
  // No sentence says why; one of the resolving message says what fails on a platform ("Con Firefox
  // la protezione blocca il cookie"): that is the cause, and it is not served as applicability.
  for (const sentence of agentSentences(agentBodies[0] ?? '')) {
    const text = sentence.text.replace(LEADING_INTERJECTION, '');
    if (isPleasantry(text) || isQuestion(text) || contentWords(text) < 4 || isInstruction(text)) continue;
    if (FAILS_ON.test(text) && anyMatch(APPLICABILITY_CUES, text)) {
      const cause = withoutLeadingDemonstrative(stripPlaceholders(text));
      if (cause) return capitalize(truncateAtWord(cause, 1500));
    }
  }
  return '';
}


/**
 * "La causa è quasi sempre l'indirizzo. Probabilmente l'indirizzo è stato inserito a mano…": a
 * cause that only names its subject, followed by the sentence that says what about it (the same
 * noun, not an instruction, not a question): that sentence is the cause.
 */
const NAMES_ONLY = /^(?:la\s+causa|il\s+problema|il\s+motivo)\s+(?:è|sta)\s+(?:(?:quasi\s+sempre|di\s+solito|spesso|probabilmente|sicuramente)\s+)?(?:nel(?:la|l')?\s*|in\s+|(?:il|lo|la|l'|i|gli|le)\s*)?(\p{L}+)(?:\s+\p{L}+)?\s*[.!]?$/iu;
function saidInFull(sentence: string, next: string): string {
  const m = NAMES_ONLY.exec(sentence.trim());
  if (!m || !next || isQuestion(next) || isInstruction(next) || isPleasantry(next) || contentWords(next) < 4) return sentence;
  const noun = m[1]!.toLowerCase();
  return next.toLowerCase().split(/[^\p{L}]+/u).includes(noun) ? next : sentence;
}

/** "Confermo il doppio addebito, dovuto a …": the agent's confirmation; what it confirms is the cause. */
const CONFIRMED = U(/^(?:le\s+|vi\s+|ti\s+)?confermo\s+((?:il|lo|la|l['’]|i|gli|le|un|una)\s*[^,;:]{2,60}?)\s*,\s+(dovut|causat|legat)([oaie])\s+/iu);
/** A leading demonstrative that points at what only the conversation showed ("Quel driver …"): the article says it. */
const DEMONSTRATIVE = textTable({ quel: 'il', quello: 'lo', quella: 'la', "quell'": "l'", quei: 'i', quegli: 'gli', quelle: 'le' });
const LEADING_DEMONSTRATIVE = /^(quel|quello|quella|quell['’]|quei|quegli|quelle)(\s+|(?<=['’]))/iu;
export function withoutLeadingDemonstrative(text: string): string {
  return text.replace(LEADING_DEMONSTRATIVE, (_m, d: string, space: string) => capitalize(DEMONSTRATIVE.get(d.toLowerCase().replace('’', "'"))!) + space);
}

/**
 * The explanation of a cause sentence without the instructions the agent put in it: "Il problema
 * è nel cassetto: lo tiri fuori e sposti le guide…; con la carta nuova restano larghe" → "Il
 * problema è nel cassetto." (what follows an instruction speaks of its objects, and goes with it);
 * "Confermo il doppio addebito, dovuto a un errore" → "Il doppio addebito è dovuto a un errore".
 */
/** "lo tiri fuori e sposti…", "la riavvii": a pronoun and a formal imperative open the clause. */
const CLITIC_IMPERATIVE = /^(?:lo|la|li|le|ne)\s+\p{L}{2,}(?:i|gga|nga|lga|isca|ia)\s+(?:\S+\s+){0,3}?(?:e|ed|poi)\s/iu;
export function explanationOnly(cause: string): string {
  let text = cause.replace(CONFIRMED, (_m, what: string, participle: string, end: string) => `${capitalize(what)} ${/[ie]/u.test(end) ? 'sono' : 'è'} ${participle}${end} `);
  const clauses = text.split(/(?<=[:;])\s+/u);
  if (clauses.length > 1) {
    const firstOrder = clauses.findIndex((c) => isInstruction(c.replace(/[:;]$/u, '')) || CLITIC_IMPERATIVE.test(c));
    if (firstOrder > 0) text = clauses.slice(0, firstOrder).join(' ').replace(/[:;,\s]+$/u, '') + '.';
    else if (firstOrder === 0) return '';
  }
  return text;
}

/** "Da quel momento contano solo i viaggi": a sentence that leans on the step before it, not a condition. */
const LEANS_ON_STEP = U(/^(?:da\s+(?:quel|questo)\s+momento|da\s+allora|a\s+quel\s+punto|dopo\s+di\s+che|fatto\s+questo|in\s+quel\s+modo|così)\b/iu);
/**
 * "Con Firefox la protezione antitracciamento blocca il cookie", "Quel driver non va con macOS
 * 15": what goes wrong on that platform, the cause, not when the fix holds.
 */
const FAILS_ON = U(/\b(?:blocca|bloccano|impedisce|impediscono|non\s+va|non\s+vanno|non\s+funziona|non\s+funzionano|non\s+è\s+compatibile|non\s+sono\s+compatibili|non\s+supporta|non\s+supportano)\b/iu);

/**
 * The sentences of the resolving message that restrict when the fix holds. An instruction is
 * never one ("Scriva solo i numeri neri": its "solo" limits the step, not the cases it fits),
 * nor a sentence the solution already has; of an instruction, only a leading condition clause
 * that is not itself an order is kept ("Solo per Android, vada in …" → "Solo per Android").
 */
export function extractApplicability(body: string, solutionSteps: readonly string[] = []): string {
  const out: string[] = [];
  const key = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const solutionKeys = solutionSteps.map(key).filter((k) => k.length > 0);
  for (const sentence of agentSentences(body)) {
    let text = sentence.text.replace(LEADING_INTERJECTION, '');
    if (isPleasantry(text) || isQuestion(text)) continue;
    if (!anyMatch(APPLICABILITY_CUES, text)) continue;
    if (LEANS_ON_STEP.test(text) || FAILS_ON.test(text)) continue;
    const k = key(text);
    const inSolution = solutionKeys.some((s) => s.includes(k) || k.includes(s));
    if (inSolution || isInstruction(text) || DEONTIC_PASSIVE.test(text)) {
      const condition = conditionPartOf(text);
      if (!condition) continue;
      text = condition;
    }
    // "(Su Safari l'opzione equivalente è …)": an aside on its own is a sentence, without its brackets.
    const clean = withoutLeadingDemonstrative(stripPlaceholders(text).replace(/^\((.+)\)([.!]?)$/u, (_m, inner: string, end: string) => inner + (/[.!?]$/u.test(inner) ? '' : end || '.')));
    if (!clean) continue;
    out.push(truncateAtWord(clean, 400));
    if (out.length === 2) break;
  }
  return truncateAtWord(out.join(' '), 1000);
}

/**
 * The part of a step that is a condition and not an order: a leading clause ("Solo per Android,
 * vada in …") or a parenthesis ("… «Richiedi riemissione» (disponibile per le fatture degli
 * ultimi 60 giorni)"), when it has an applicability cue; '' when there is none.
 */
function conditionPartOf(step: string): string {
  const isCondition = (t: string) => anyMatch(APPLICABILITY_CUES, t) && !isInstruction(t) && !DEONTIC_PASSIVE.test(t) && contentWords(t) >= 1;
  const lead = /^([^,:;()]{6,120})[,:;]\s+\S/u.exec(step)?.[1]?.trim() ?? '';
  if (lead && isCondition(lead)) return lead;
  // A parenthesis about this customer's own case ("sono tutte negli ultimi 60 giorni") opens with a verb: not a condition.
  for (const m of step.matchAll(/\(([^()]{6,160})\)/gu)) {
    const inner = m[1]!.trim();
    // "(su Safari: togliere «Impedisci tracciamento»)": a step said in the infinitive, not a condition.
    if (/:\s*\p{L}+(?:are|ere|ire)\b/iu.test(inner)) continue;
    if (isCondition(inner) && !/^(?:è|e'|sono|era|erano|ha|hanno|c'è|ci\s+sono)(?![\p{L}])/iu.test(inner)) return capitalize(inner);
  }
  return '';
}

function sentencesOfAll(bodies: string[]): string[] {
  const out: string[] = [];
  for (const b of bodies) for (const l of lines(b)) out.push(...splitSentences(l));
  return out;
}

/**
 * The grant is what the customer's own steps lead to ("Apra l'ordine, tocchi «Segnala» e indichi
 * il prodotto: le accreditiamo l'importo"): the documented procedure, not a favour. Read when the
 * clauses before the grant, in the same sentence, are instructions.
 */
function outcomeOfSteps(sentence: string, cue: string): boolean {
  const at = sentence.toLowerCase().replace(/[’`]/g, "'").indexOf(cue);
  if (at <= 0) return false;
  const before = sentence.slice(0, at).replace(/[\s,;:–-]+$/u, '');
  return before.length > 0 && isInstruction(before) && !CONCESSION_CONTEXT.test(before);
}

/**
 * A charge our own error doubled ("per un errore nel nostro invio la rata è stata presentata due
 * volte"), given back by the agent's own hand ("Ho disposto io lo storno del secondo addebito",
 * "l'ho rimborsato a mano dal sistema incassi"): a back-office correction (a one-off), not a
 * favour. Said to the customer as a grant ("le abbiamo disposto il rimborso") it stays a concession.
 */
const DOUBLED_BY_US = /(?<![\p{L}])(?:due\s+volte|in\s+doppio|doppi[oa]\s+(?:addebito|incasso|prelievo|pagamento)|second[oa]\s+(?:addebito|incasso|prelievo|pagamento))(?![\p{L}])/iu;
function repairsOurDoubleCharge(sentence: string, body: string): boolean {
  if (!DOUBLED_BY_US.test(body)) return false;
  return agentActions(sentence).some((a) => a.kind === 'fix' && a.backOffice !== null && !a.forCustomer && !a.passive);
}

/** Concession cues in agent messages; a cue with a negator right before it is ignored. */
export function concessionCues(agentBodies: string[]): string[] {
  const cues: string[] = [];
  for (const body of agentBodies) {
    // The grant read by its form (concession.ts), then the lexicon's formulas.
    for (const sentence of sentencesOfAll([body])) {
      const cue = concessionIn(sentence);
      // A duplicate charge given back is a correction of ours (a one-off), not a favour.
      if (cue && !outcomeOfSteps(sentence, cue) && !refundsWrongCharge(body, cue) && !repairsOurDoubleCharge(sentence, body)) cues.push(cue);
    }
    const lists = CONCESSION_CONTEXT.test(body) ? [CONCESSION_CUES, CONCESSION_CONDITIONAL_CUES] : [CONCESSION_CUES];
    if (!lists.some((list) => anyMatch(list, body))) continue;
    for (const sentence of sentencesOfAll([body])) {
      for (const list of lists) {
        if (!anyMatch(list, sentence)) continue;
        for (const p of list) {
          const m = p.exec(sentence);
          if (m && !negatedAt(sentence, m.index) && !refundsWrongCharge(body, m[0])) cues.push(m[0].trim().toLowerCase());
        }
      }
    }
  }
  return [...new Set(cues)];
}

/** Manual one-time interventions by the team in the given agent messages. */
export function oneOffCues(agentBodies: Array<string | OneOffBody>): string[] {
  return [...new Set(oneOffEvidence(agentBodies).map((e) => e.cue))];
}

/** An agent message looked at for a one-off fix; `internal` notes give the customer no steps. */
export interface OneOffBody {
  body: string;
  internal?: boolean;
}

/**
 * The sentences that say the team did the fix itself (src/modules/distillation/rules/agent-action.ts):
 * a first-person action done on our side ("Ho unito io i due profili dal gestionale", "le ho
 * spostato manualmente la prenotazione", "Abbiamo forzato il reinvio dal nostro lato"), a note
 * written as "Corretta a mano la matricola", or, in a public message that gives the customer no
 * step to do, a first-person action without such a sign on the customer's own thing ("Le ho
 * ripristinato il collegamento: ora risulta attivo", "ho riattivato il suo codice"). Diagnosis ("ho controllato") and hand-over ("ho inoltrato al tecnico") are not
 * fixes. The first one is the reason shown with the one-off flag.
 */
export function oneOffEvidence(agentBodies: Array<string | OneOffBody>): Array<{ cue: string; sentence: string }> {
  const out: Array<{ cue: string; sentence: string }> = [];
  for (const item of agentBodies) {
    const { body, internal } = typeof item === 'string' ? { body: item, internal: false } : item;
    const sentences = agentSentences(body).map((s) => s.text);
    const weak: Array<{ cue: string; sentence: string }> = [];
    let customerSteps = false;
    for (const whole of sentences) {
      // "Ho sbloccato io l'account, riesce a entrare?": the statement before the question counts.
      const sentence = isQuestion(whole) ? whole.slice(0, Math.max(0, whole.search(/[,;:][^,;:]*$/u))) : whole;
      if (!sentence) continue;
      const actions = agentActions(sentence);
      // A fault of the product fixed for everybody ("abbiamo risolto un problema nel sistema") is not a one-off.
      const fixes = actions.filter((a) => a.kind === 'fix' && !a.productFault);
      const strong = fixes.find((a) => a.backOffice !== null) ?? noteAction(sentence) ?? interventionResultIn(sentence) ?? provisionDoneIn(sentence);
      if (strong) {
        out.push({ cue: `${strong.backOffice}: ${strong.participle}`, sentence: stripPlaceholders(sentence) || sentence });
        continue;
      }
      // Without a back-office sign the fix must be on this customer's own thing ("le ho spostato la
      // prenotazione", "ho riattivato il suo codice"): "abbiamo rilasciato una correzione" is not.
      // Any other first-person fix of ours ("abbiamo sistemato la scheda del corriere") counts too,
      // as long as the message gives no step (weak evidence, like the rest of this list). A bare
      // passive needs the customer's own thing ("la sua tessera è stata riattivata"): "il rimborso
      // è stato emesso" is also what the procedure does by itself.
      const own = fixes.find((a) => a.forCustomer) ?? (CUSTOMER_POSSESSIVE.test(sentence) ? fixes[0] : undefined) ?? fixes.find((a) => !a.passive);
      if (own) {
        weak.push({ cue: own.participle, sentence: stripPlaceholders(sentence) || sentence });
        // "Ho aggiornato il profilo: ora esca e rientri" still gives the customer a step.
        // "…: adesso può aggiungerla dal profilo", "la trova in Documenti": a permission or a place is no step.
        const rest = withoutActionClause(sentence, own.index);
        if (isInstruction(rest) && !ordersNothing(rest) && !FOR_NEXT_TIME.test(rest)) customerSteps = true;
        continue;
      }
      if (fixes.length > 0) continue;
      // "Per i prossimi mesi attivi il profilo aziendale": a step for next time prevents, it did not fix this case.
      if (actions.length === 0 && isInstruction(sentence) && !ordersNothing(sentence) && !(weak.length > 0 && FOR_NEXT_TIME.test(sentence))) {
        customerSteps = true;
        continue;
      }
      // "Adesso la macchina è registrata sulla sede giusta", "ora il profilo è associato al nuovo
      // indirizzo": the customer's thing in its new state, reported without an order.
      const state = newStateIn(sentence);
      if (state) weak.push({ cue: state, sentence: stripPlaceholders(sentence) || sentence });
    }
    const handedOn = () => sentences.some((t) => !isQuestion(t) && (deferralIn(t) !== null || presentHandOverIn(t) !== null));
    if (!internal && !customerSteps && weak.length > 0 && !handedOn()) out.push(...weak);
  }
  return out;
}

/** A step framed for the future: "per i prossimi mesi", "in futuro", "d'ora in poi", "la prossima volta", "per le prossime fatture". */
const FOR_NEXT_TIME = /^\s*(?:(?:e|ma|poi)\s+)?(?:per\s+(?:i\s+prossimi|le\s+prossime|il\s+prossimo|la\s+prossima|il\s+futuro)|in\s+futuro|d'ora\s+in\s+(?:poi|avanti)|da\s+(?:ora|adesso|qui)\s+in\s+(?:poi|avanti)|(?:dalla\s+|la\s+)?prossima\s+volta|dal\s+prossimo|dalla\s+prossima)(?![\p{L}])/iu;

/**
 * A state reached now, told as a fact: "ora/adesso" with a stative passive or "risulta" and a
 * participle ("adesso la pratica è registrata", "ora risulta abbinato"), or "è di nuovo …", "è
 * tornato …". Not a product or a fault made right for everybody ("ora l'app è aggiornata").
 */
const NEW_STATE =
  /(?<![\p{L}])(?:(?:ora|adesso)(?:\s+[\p{L}']+){0,6}?\s+(?:è|sono|risulta|risultano)\s+(?:(?:già|correttamente|regolarmente|di\s+nuovo)\s+)?(\p{L}{3,}(?:at|it|ut|ss|st|tt)[oaie])|(?:è|sono)\s+(?:di\s+nuovo|nuovamente)\s+(?:\p{L}+\s+){0,2}?(?:nel|nella|nei|nelle|sul|sulla|tra|fra|attiv|disponibil|visibil|abbinat|associat|collegat|presente|present)|(?:è|sono)\s+tornat[oaie]\s+(?:com|quell|a\s+posto|regolar|normal|attiv|disponibil|visibil))(?![\p{L}])/iu;
const STATE_NOT_OURS = /(?<![\p{L}])(?:app|applicazione|versione|aggiornamento|sito|portale|server|sistema|servizio|piattaforma|problema|guasto|disservizio|errore|bug|funzione|funzionalità|tutti)(?![\p{L}])/iu;
function newStateIn(sentence: string): string | null {
  const m = NEW_STATE.exec(sentence);
  if (!m) return null;
  const participle = (m[1] ?? '').toLowerCase();
  // "ora è stato …" is a passive perfect (agent-action.ts); "ora è previsto/richiesto" a rule, not a state.
  if (/^(?:stat|previst|richiest|necessari|possibil|consentit|permess|vietat|obbligat)/u.test(participle)) return null;
  if (STATE_NOT_OURS.test(sentence.slice(0, m.index + m[0].length)) || isQuestion(sentence) || /(?<![\p{L}])(?:se|quando|appena|dopo\s+che)(?![\p{L}])/iu.test(sentence.slice(0, m.index))) return null;
  return m[0].toLowerCase();
}

const CUSTOMER_POSSESSIVE = /(?<![\p{L}])(?:suo|sua|suoi|sue|vostro|vostra|vostri|vostre|tuo|tua|tuoi|tue)(?![\p{L}])/iu;

/** The sentence without the clause the action stands in ("Ho corretto il dato: ora vada in …" → " ora vada in …"). */
function withoutActionClause(sentence: string, index: number): string {
  const rest = sentence.slice(index);
  const end = rest.search(/[:;]|,\s+(?:poi|quindi|ora|adesso)\b/u);
  return sentence.slice(0, index) + (end < 0 ? '' : rest.slice(end + 1));
}
