import { agentActions, interventionResultIn, noteAction } from './agent-action';
import { articulated, beforeNoun, definiteArticle, prepositionOf, type Gender, type GrammaticalNumber } from './articles';
import { lastSentences, withNamedObject } from './one-off-object';
import { stripPlaceholders } from './placeholders';
import { capitalize, squash, stripGreeting } from './text';
import { readsBroken, withoutCaseDetailsInSentence } from './single-customer';

/**
 * The reviewer's reason for a one-off: what an operator did and why the customer could not, in
 * neutral Italian, rewritten by the grammatical form of the agent's own back-office sentence
 * instead of pasting it. A first-person perfect ("le ho riattivato io la tessera", "l'abbiamo
 * ricalcolata noi", "ci ho pensato io", "mi sono occupata io di…") becomes "un operatore ha …"
 * (an object clitic kept with its participle's agreement, a dative one dropped, a fronted object
 * put back after the verb); a note's bare participle ("Riallineata a mano la lettura") becomes
 * "un operatore ha riallineato …"; a passive keeps its subject and gets "da un operatore" as its
 * agent; "dopo il mio intervento" becomes "dopo l'intervento di un operatore"; a new state told
 * with "ora/adesso" gets "dopo l'intervento di un operatore" in front. What is addressed to the
 * customer (the clause after ":" or ";", an order, "e ora può…") goes, and so do greetings, names
 * before the action and the possessives that only made sense in the chat ("sul suo profilo" →
 * "sul profilo"). The reason ends with why an operator was needed. A form not recognised gives a
 * generic reason: never the agent's first person. Pure, framework-free.
 */

const WHY = 'il cliente non può farlo da sé';
export const GENERIC_ONE_OFF_REASON = `Risolto da un operatore con un intervento manuale sui sistemi interni: ${WHY}.`;
const MAX_REASON = 200;
const SUBJECT = 'un operatore';

const L = '\\p{L}';
const PARTICIPLE = `[${L}]+(?:at|it|ut|tt|ss|st|rt|nt|lt|rs|us|is|es|os)[oaie]`;
const ADVERB =
  '(?:io|noi|stess[oaie]|già|gia|appena|anche|subito|ora|adesso|personalmente|manualmente|direttamente|nuovamente|quindi|poi|pertanto|intanto|infine|finalmente|ufficialmente|prontamente|provvisoriamente)';
/** The adverbs of manner worth keeping in the reason; the rest are the chat's connectives. */
const KEPT_ADVERB = /^(?:manualmente|direttamente|nuovamente|provvisoriamente|già)$/iu;
const CLITIC = `(?:gliel[oaie]\\s+|gliel'|gliene\\s+|ce\\s+l'|ce\\s+(?:lo|la|li|le|ne)\\s+|te\\s+l'|ve\\s+l'|me\\s+l'|l'|(?:lo|la|li|le|gli|ne|vi|ti|ci)\\s+)`;
const ACTIVE_HEAD = new RegExp(`^((?:io|noi)\\s+)?(${CLITIC})?(?:ho|abbiamo)\\s+((?:${ADVERB}\\s+){0,3})(${PARTICIPLE})(?![${L}])`, 'iu');
const REFLEXIVE_HEAD = new RegExp(`^((?:io|noi)\\s+)?(mi\\s+sono|ci\\s+siamo|me\\s+ne\\s+sono|ce\\s+ne\\s+siamo)\\s+((?:${ADVERB}\\s+){0,3})(${PARTICIPLE})(?![${L}])`, 'iu');
/** "Siamo intervenuti sul contatore", "sono riuscita a riallinearlo": a first-person perfect with "essere". */
const ESSERE_PERFECT = new RegExp(`(?<![${L}'])(?:(?:io|noi)\\s+)?(?:sono|siamo)\\s+(?:(?:${ADVERB})\\s+){0,2}((?:intervenut|riuscit)[oaie])(?![${L}])`, 'iu');
/** "Provvedo subito a riallinearla: fatto." — a present announcement, done in the same message. */
const PRESENT_PROVISION = new RegExp(`(?<![${L}'])(?:(?:io|noi)\\s+)?(provvedo|provvediamo|procedo|procediamo)\\s+(?:(?:subito|ora|adesso|io|noi|personalmente|direttamente)\\s+)*(ad?\\s+[${L}]+)`, 'iu');
const ARTICLE = "(?:il|lo|la|l'|i|gli|le|un|uno|una|un'|\\d)";
// "Stornati da gestionale i pasti": the place of ours may stand between the participle and its object.
const OBJECT_NEXT = new RegExp(`^\\s*(?:(?:a\\s+mano|manualmente|direttamente|nuovamente|io|noi|d'ufficio|da\\s+remoto|(?:da|dal|dalla|dall'|sul|sulla|nel|nella|in|tramite|via)\\s*(?:gestionale|pannello|sistema|backend|back[-\\s]?office|crm|console|anagrafica|database|admin|bo))\\s+)*(?:${ARTICLE}|tutt[oaie]\\s)`, 'iu');
const FIRST_PERSON_LEFT = /(?<![\p{L}'])(?:ho|abbiamo|io|noi|mio|mia|miei|mie|nostr[oaie]|siamo|me|mi\s+sono|ci\s+siamo)(?![\p{L}'])/iu;

/** `before`: what the agent wrote before the sentence, where a pronoun's noun is named ("la delega era ferma… L'abbiamo attivata noi"). */
export function oneOffReason(sentence: string, before = ''): string {
  const said = operatorAction(sentence, before);
  return said ? `${said}: ${WHY}.` : GENERIC_ONE_OFF_REASON;
}

/**
 * What an operator did, as the reason says it without its "why" ("Un operatore ha sbloccato
 * l'account dal pannello"), or null when the form is not recognised. A vague action ("è stato
 * sistemato da parte nostra") gives way to a specific one of the same sentence ("l'abbiamo
 * annullato"), and an object pronoun gets back its noun from the clause or the sentence before.
 */
export function operatorAction(sentence: string, before = ''): string | null {
  const text = clean(sentence);
  const found = text ? mostSpecific(text) : null;
  const what = found ? withNamedObject(found.what, `${lastSentences(clean(before))} ${text.slice(0, found.index)}`) : null;
  const action = what ? said(what) : null;
  return action ? withoutTheirCase(action) : null;
}

/** "Sistemato", "risolto", "gestito": a fix that says nothing of what was done. */
const VAGUE_ACTION = new RegExp(
  `^(?:${SUBJECT}\\s+(?:ci\\s+|l'|l[oaie]\\s+)?ha\\s+(?:già\\s+)?(?:sistemat|risolt|gestit|fatt)[oaie]|(?:è|sono)\\s+stat[oaie]\\s+(?:${ADVERB}\\s+)?(?:sistemat|risolt|gestit)[oaie])(?![${L}])`,
  'iu',
);
export function isVagueAction(action: string): boolean {
  return VAGUE_ACTION.test(action.trim());
}

/** The first action read, or a later fix of the same sentence when the first is vague. */
function mostSpecific(text: string): { what: string; index: number } | null {
  const first = whatWasDone(text);
  if (!first || !isVagueAction(first)) return first ? { what: first, index: firstFixIndex(text) } : null;
  for (const a of agentActions(text).filter((x) => x.kind === 'fix' && !x.passive && x.index > 0)) {
    const other = activeReason(text, a.index);
    if (other && !isVagueAction(other)) return { what: other, index: a.index };
  }
  return { what: first, index: firstFixIndex(text) };
}

function firstFixIndex(text: string): number {
  const fix = preferredFix(text);
  // A note's participle ("…: eseguita dal pannello") is no perfect: its clause starts where the note does.
  return fix ? fix.index : (noteAction(text)?.index ?? 0);
}

/** "a giovedì 14", "per sabato 3": the day of this customer's booking. */
const WEEKDAY_AND_DAY = /\s+(?:a|per|di|da|il|entro)?\s*(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)(?:\s+\d{1,2})?(?![\p{L}])/giu;
/** "in via Dante 8", "a piazza Duomo 3": the customer's address, which the reviewer does not need. */
const THEIR_ADDRESS = /\s+(?:in|a|al|all'|su)\s+(?:via|viale|piazza|corso|vicolo|largo)\s+\p{Lu}[\p{Ll}']+(?:\s+\p{Lu}[\p{Ll}']+){0,2}\s*,?\s*\d{0,4}(?:\/?[A-Za-z])?\b/gu;

/** "nel libretto di Ringo", "la data di nascita di Giulia": whose thing it was, by name, is this customer's case. */
const WHOSE_NAME = /(?<=\p{Ll}\p{Ll})\s+di\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?![\p{L}])/gu;

/**
 * The action without the dates, times, amounts, days and address of this customer's case ("ha
 * spostato l'appuntamento a giovedì 14 alle 16:30" → "ha spostato l'appuntamento"): the reviewer
 * reads why an operator was needed, not the booking. A cut that would read broken is not made.
 */
function withoutTheirCase(action: string): string {
  const general = squash(withoutCaseDetailsInSentence(action).replace(WEEKDAY_AND_DAY, '').replace(THEIR_ADDRESS, '').replace(WHOSE_NAME, '')).replace(/\s+([,.;:!?])/g, '$1');
  return general.length >= 12 && !readsBroken(general) ? general : action;
}

/** The same, from any first-person perfect of the sentence (a message sent, not only a fix): "le ho mandato il link" → "Un operatore ha mandato il link". */
export function anyOperatorAction(sentence: string, before = ''): string | null {
  const text = clean(sentence);
  const first = agentActions(text).filter((a) => !a.passive).sort((a, b) => a.index - b.index)[0];
  const what = first ? activeReason(text, first.index) : null;
  return what ? said(withNamedObject(what, `${lastSentences(clean(before))} ${text.slice(0, first!.index)}`)) : null;
}

function said(what: string): string | null {
  const out = fitTo(tidied(withoutOpenBracket(dropPossessives(withoutOurSide(what)))), MAX_REASON - WHY.length - 3);
  return out.length < SUBJECT.length + 8 || FIRST_PERSON_LEFT.test(out) ? null : capitalize(out);
}

/** "Fatto, riprova ora", "Ecco fatto!": the chat's word that the action is done. */
const DONE_WORD = /^\s*(?:ecco\s+)?fatto(?:\s+tutto)?\s*(?:[,.!:;]|$)/iu;

/**
 * Where, in a step the agent wrote, the operator's action is told (its clause, from the start of
 * the clause to where what follows for the customer begins), or null when the step tells none.
 * `firstPersonOnly` reads only what the agent says they did (a tail after an action: "ora le ore
 * risultano firmate" is a state, not another action).
 */
export function operatorActionSpan(step: string, firstPersonOnly = false): { start: number; end: number; fix: boolean; described?: boolean } | null {
  const text = step.replace(/[’`]/g, "'");
  const done = DONE_WORD.exec(text);
  if (done) return { start: 0, end: done[0].length, fix: true };
  const found = actionAt(text, firstPersonOnly);
  if (!found) return null;
  // The clause is read after the verb and its adverbs ("le ho appena mandato il link"), as the reason reads it.
  const head = text.slice(found.index);
  const verb = ACTIVE_HEAD.exec(head) ?? REFLEXIVE_HEAD.exec(head);
  const from = found.index + (verb ? verb[0].length : 0);
  return { start: clauseStart(text, found.index), end: from + clauseLength(text.slice(from)), fix: found.fix, ...(found.described ? { described: true } : {}) };
}

function actionAt(text: string, firstPersonOnly: boolean): { index: number; fix: boolean; described?: boolean } | null {
  // A passive is first person only with "da me/da noi", which the reason's own reading covers.
  const actions = agentActions(text)
    .filter((a) => !firstPersonOnly || !a.passive)
    .sort((a, b) => a.index - b.index);
  const fixes = actions.filter((a) => a.kind === 'fix');
  const fix = fixes.find((a) => !a.passive || a.backOffice !== null) ?? fixes[0];
  // "In negozio la taglia è stata registrata sbagliata": a passive nobody of ours did only tells what happened.
  if (fix) return { index: fix.index, fix: true, ...(fix.passive && fix.backOffice === null ? { described: true } : {}) };
  const essere = ESSERE_PERFECT.exec(text) ?? PRESENT_PROVISION.exec(text);
  if (essere) return { index: essere.index, fix: true };
  if (!firstPersonOnly) {
    const own = interventionResultIn(text) ?? noteAction(text);
    if (own) return { index: own.index, fix: true };
    const state = text.search(/(?<![\p{L}])(?:ora|adesso)\s/iu);
    if (state >= 0 && clauseStart(text, state) === state && STATE.test(text.slice(state))) return { index: state, fix: true };
  }
  // "Ho verificato l'ordine", "le ho mandato il link": what the agent did, not the fix.
  return actions[0] ? { index: actions[0].index, fix: false } : null;
}

/** "del sig. Bianchi", "alla dott.ssa Neri": the customer's name is no part of the reason. */
const TITLED_NAME = /\s+(?:del|della|al|alla|per\s+il|per\s+la|di|a|il|la)\s+(?:sig|sigg|sig\.ra|dott|dott\.ssa|avv|ing|prof|geom)\.?\s+\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?/gu;

function clean(sentence: string): string {
  const text = (stripPlaceholders(sentence) || sentence).replace(/[’`]/g, "'").replace(TITLED_NAME, '');
  // A reference in brackets ("(pratica 2026/118)") is this customer's detail, not what was done.
  // So is a code of letters, digits and slashes ("il sinistro 2026/SN/005102", a redaction's left-over "2026/SN/").
  return squash(stripGreeting(text).replace(/\s*\([^()]*\d[^()]*\)/gu, '').replace(/\s+(?=[\p{Lu}\d/-]*\d)(?=[\p{Lu}\d/-]*\/)[\p{Lu}\d/-]{4,}(?![\p{L}\d])/gu, ''));
}

/**
 * The fix the reason tells: the first one, but a passive that nobody of ours is said to have done
 * ("l'ordine è stato fatto con la stessa mail, quindi l'ho collegato io") only describes what
 * happened when a first-person fix follows.
 */
function preferredFix(text: string): ReturnType<typeof agentActions>[number] | undefined {
  const fixes = agentActions(text)
    .filter((a) => a.kind === 'fix')
    .sort((a, b) => a.index - b.index);
  return fixes.find((a) => !a.passive || a.backOffice !== null) ?? fixes[0];
}

/** The first form read, rewritten with "un operatore" as its subject, without its tail to the customer. */
function whatWasDone(text: string): string | null {
  const fix = preferredFix(text);
  if (fix && !fix.passive) {
    const active = activeReason(text, fix.index);
    if (active) return active;
  }
  if (fix?.passive) return passiveReason(text, fix.index);
  const intervention = interventionResultIn(text);
  if (intervention) return interventionReason(text);
  const note = noteAction(text);
  if (note) return noteReason(text.slice(note.index));
  return essereReason(text) ?? provisionReason(text) ?? stateReason(text);
}

function activeReason(text: string, index: number): string | null {
  const head = text.slice(index);
  const reflexive = REFLEXIVE_HEAD.exec(head);
  if (reflexive) {
    const [whole, , aux, , participle] = reflexive as unknown as [string, string, string, string, string];
    const pronoun = /ne/iu.test(aux) ? "se n'è" : 'si è';
    return `${SUBJECT} ${pronoun} ${asMasculine(participle)}${clauseOf(head.slice(whole.length))}`;
  }
  const m = ACTIVE_HEAD.exec(head);
  if (!m) return null;
  const [whole, , clitic, adverbs, participle] = m as unknown as [string, string, string | undefined, string, string];
  const rest = clauseOf(head.slice(whole.length));
  const kept = keptAdverbs(adverbs);
  const object = objectClitic(clitic, participle);
  // "L'indirizzo l'ho corretto io": the object said before the verb goes back after it.
  const fronted = object && object !== 'ne ' ? frontedObject(text.slice(0, index)) : null;
  if (fronted) return `${SUBJECT} ha ${kept}${asMasculine(participle)} ${fronted}${rest}`;
  // "Ci ho pensato io: ora la tessera è di nuovo attiva": what "ci" stands for is the state told next.
  if (object === 'ci ' && !withoutOurSide(rest).trim()) {
    const state = stateAfterColon(head.slice(whole.length).replace(/^\s+(?:io|noi)(?:\s+stess[oaie])?(?![\p{L}])/iu, ''));
    if (state) return state;
  }
  return infinitiveAsParticiple(`${SUBJECT} ${object}ha ${kept}${participle}${rest}`);
}

function passiveReason(text: string, index: number): string {
  const subject = text.slice(clauseStart(text, index), index).replace(/^\s*(?:ma|e|però|quindi|poi|infatti)\s+/iu, '');
  let clause = text.slice(index);
  const head = new RegExp(`^(?:è|sono)\\s+stat[oaie]\\s+(?:${ADVERB}\\s+)?${PARTICIPLE}(?:\\s+(?:a\\s+mano|manualmente))?`, 'iu').exec(clause);
  const byUs = /(?<![\p{L}'])(?:da\s+(?:me|noi)|da\s+parte\s+nostra|da\s+un\s+(?:nostro\s+)?(?:operatore|tecnico|collega))(?![\p{L}'])/iu;
  const byOffice = /^\s+(?:dal|dalla|dall'|dai|dagli)\s*(?:nostr[oaie]\s+)?(?:ufficio|reparto|team|staff|personale|servizio|amministrazione|assistenza|back[-\s]?office)/iu;
  if (byUs.test(clause)) clause = clause.replace(byUs, `da ${SUBJECT}`);
  else if (head && !byOffice.test(clause.slice(head[0].length))) clause = `${head[0]} da ${SUBJECT}${clause.slice(head[0].length)}`;
  const ledByAux = /^(?:è|sono)\s/iu.exec(clause);
  const verbAndRest = ledByAux ? clause.slice(0, ledByAux[0].length) + clauseOf(clause.slice(ledByAux[0].length)) : clauseOf(clause);
  return `${subject}${verbAndRest}`.trim();
}

const OWN_INTERVENTION =
  /(?<![\p{L}])(dopo|con|grazie\s+a|in\s+seguito\s+a|a\s+seguito\s+d)(?:\s+(?:il|la|l'|un|una|al|alla|all'|del|della|dell'))?\s*(mi[oa]|nostr[oa])\s+(intervento|correzione|rettifica|modifica|aggiornamento|sistemazione|operazione|ripristino)(?![\p{L}])/iu;
function interventionReason(text: string): string | null {
  const m = OWN_INTERVENTION.exec(text);
  if (!m) return null;
  const gender: Gender = /a$/iu.test(m[2]!) ? 'f' : 'm';
  const noun = m[3]!.toLowerCase();
  const article = definiteArticle(gender, 's', noun);
  const lead = m[1]!.toLowerCase().replace(/\s+/gu, ' ');
  const phrase =
    lead === 'grazie a' || lead === 'in seguito a'
      ? `${lead.replace(/\sa$/u, '')} ${beforeNoun(articulated('a', article), noun)}`
      : lead === 'a seguito d'
        ? `a seguito ${beforeNoun(articulated('di', article), noun)}`
        : `${lead} ${beforeNoun(article, noun)}`;
  const start = clauseStart(text, m.index);
  const rewritten = `${text.slice(start, m.index)}${phrase} di ${SUBJECT}${text.slice(m.index + m[0].length)}`;
  return clauseOf(` ${rewritten}`).trim();
}

/** "Riallineata a mano la lettura" → "un operatore ha riallineato a mano la lettura"; "Sbloccata dal CRM" → "un operatore l'ha sbloccata dal CRM". */
function noteReason(clause: string): string | null {
  const m = new RegExp(`^\\s*(?:e\\s+)?(${PARTICIPLE})(?![${L}])`, 'iu').exec(clause);
  if (!m) return null;
  const participle = m[1]!.toLowerCase();
  const rest = clauseOf(clause.slice(m[0].length)).replace(new RegExp(`(\\s+e\\s+)(${PARTICIPLE})(?=\\s+${ARTICLE})`, 'giu'), (_w, and: string, p: string) => `${and}${asMasculine(p)}`);
  if (OBJECT_NEXT.test(rest)) return `${SUBJECT} ha ${asMasculine(participle)}${rest}`;
  return `${SUBJECT} ${cliticFor(participle)}ha ${participle}${rest}`;
}

function essereReason(text: string): string | null {
  const m = ESSERE_PERFECT.exec(text);
  if (!m || /\p{L}/u.test(text.slice(clauseStart(text, m.index), m.index).replace(/(?<![\p{L}])(?:e|poi|quindi|allora|oggi|ieri|stamattina)(?![\p{L}])/giu, ''))) return null;
  return infinitiveAsParticiple(`${SUBJECT} è ${asMasculine(m[1]!)}${clauseOf(text.slice(m.index + m[0].length))}`);
}

function provisionReason(text: string): string | null {
  const m = PRESENT_PROVISION.exec(text);
  if (!m) return null;
  const verb = /^provved/iu.test(m[1]!) ? 'provveduto' : 'proceduto';
  return `${SUBJECT} ha ${verb} ${m[2]!.toLowerCase()}${clauseOf(text.slice(m.index + m[0].length))}`;
}

const STATE = /^(?:ora|adesso)\s+(?:\p{L}+\s+){0,6}?(?:è|sono|risulta|risultano)\s/iu;
/** "Adesso la tessera è abbinata al nuovo numero" → "dopo l'intervento di un operatore, la tessera è abbinata al nuovo numero". */
function stateReason(text: string): string | null {
  const start = text.search(/(?<![\p{L}])(?:ora|adesso)\s/iu);
  if (start < 0 || clauseStart(text, start) !== start) return null;
  const clause = text.slice(start);
  if (!STATE.test(clause)) return null;
  return `dopo l'intervento di ${SUBJECT}, ${clauseOf(` ${clause.replace(/^(?:ora|adesso)\s+/iu, '')}`).trim()}`;
}

function stateAfterColon(rest: string): string | null {
  const colon = /^\s*:\s*/u.exec(rest);
  if (!colon) return null;
  const clause = rest.slice(colon[0].length);
  if (!/(?<![\p{L}])(?:è|sono|risulta|risultano)\s/iu.test(clause.split(/[:;]/u)[0]!)) return null;
  return `dopo l'intervento di ${SUBJECT}, ${clauseOf(` ${clause.replace(/^(?:ora|adesso)\s+/iu, '')}`).trim()}`;
}

/**
 * The clause the action stands in, without what follows for the customer: the part after ":" or
 * ";", after a comma that opens a new clause (anything but an article, a preposition or a
 * number: "…al 12, alle 10" stays), after "e ora", "così", "ma". A coordinated first person
 * ("… e le ho rinnovato il prestito") is put in the third person with the same clitic rules.
 */
const PREPOSITION = "(?:di|a|da|in|su|con|per|tra|fra|del|dello|della|dell'|dei|degli|delle|al|allo|alla|all'|ai|agli|alle|dal|dallo|dalla|dall'|dai|dagli|dalle|nel|nello|nella|nell'|nei|negli|nelle|sul|sullo|sulla|sull'|sui|sugli|sulle|col)";
/** ", da domani…", ", dalla prossima fattura…", ", entro sera…": what the customer will see, not what was done. */
const TIME_AHEAD = /^(?:da\s+(?:domani|oggi|ora|adesso|subito|stasera)|dalla\s+prossima|dal\s+prossimo|entro|tra|fra)(?![\p{L}])/iu;
const FUTURE_CLAUSE = new RegExp(`\\s+(?:e|ed)\\s+(?:il|lo|la|l'|i|gli|le)\\s*(?:[${L}]+\\s+){0,3}?[${L}]+(?:rà|ranno)(?![${L}])`, 'iu');
const KEEPS_CLAUSE = new RegExp(`^(?:${ARTICLE}|${PREPOSITION})(?![${L}])|^\\d`, 'iu');
function clauseOf(rest: string): string {
  return inThirdPerson(rest.slice(0, clauseLength(rest)));
}

/** How many characters of `rest` the action's clause takes (see clauseOf): the rest is for the customer. */
function clauseLength(rest: string): number {
  // Not the colon of a time ("alle 10:30") nor the dot of an abbreviation ("sig.").
  let end = rest.search(/\s*(?:(?<!\d):|:(?!\d)|[;?!]|(?<![\s(](?:sig|sigg|dott|avv|ing|prof|geom|rag|n|nr))\.(?:\s|$)|\s[-–—]\s)/iu);
  let out = end < 0 ? rest : rest.slice(0, end);
  for (const comma of out.matchAll(/,\s*/gu)) {
    const next = out.slice(comma.index! + comma[0].length);
    if (!KEEPS_CLAUSE.test(next) || TIME_AHEAD.test(next) || /^(?:la|lo|le|l'|gli)\s*(?:ho|abbiamo|ha|trova|vede|riceve|può)(?![\p{L}])/iu.test(next) || /^(?:la|lo|le|li|l'|gli)\s*\p{L}+(?:rà|ranno)(?![\p{L}])/iu.test(next)) {
      out = out.slice(0, comma.index);
      break;
    }
  }
  end = out.search(/\s+(?:(?:e|ed)\s+(?:ora|adesso|quindi|così|da\s+(?:oggi|ora|adesso|domani|subito))|così|quindi|pertanto|perciò|ma|però|mentre|quando|appena(?!\s+\p{L}+(?:at|it|ut|tt|ss|st|rt|nt|lt|rs|us|is|es|os)[oaie](?![\p{L}]))|se)(?![\p{L}])/iu);
  // "… e la preautorizzazione sparirà dalla carta": a clause of its own in the future is what the customer will see.
  const ahead = out.search(FUTURE_CLAUSE);
  if (ahead >= 0 && (end < 0 || ahead < end)) end = ahead;
  return end >= 0 ? end : out.length;
}

function inThirdPerson(out: string): string {
  return out.replace(new RegExp(`(\\s+(?:e|ed|poi)\\s+)(${CLITIC})?(?:ho|abbiamo)(?![${L}])(\\s+(?:${ADVERB}\\s+){0,2})(${PARTICIPLE})?`, 'giu'), (_w, and: string, clitic: string | undefined, adverbs: string, participle: string | undefined) =>
    `${and}${objectClitic(clitic, participle ?? '')}ha${adverbs.replace(/(?<![\p{L}])(?:io|noi|stess[oaie]|personalmente|appena|ora|adesso|quindi|poi)\s+/giu, '')}${participle ?? ''}`,
  );
}

function clauseStart(text: string, index: number): number {
  const before = text.slice(0, index);
  const cut = Math.max(before.lastIndexOf(':'), before.lastIndexOf(';'), before.lastIndexOf(','), before.lastIndexOf('. '));
  return cut < 0 ? 0 : cut + 1;
}

/** An object noun phrase before the verb in its clause ("La tessera di Paolo l'ho …"): article first, no verb. */
function frontedObject(before: string): string | null {
  const clause = before.slice(clauseStart(before, before.length)).trim().replace(/\s+(?:te|ve|me|ce|glie|gliel)$/iu, '');
  if (!new RegExp(`^${ARTICLE}`, 'iu').test(clause) || clause.split(/\s+/u).length > 8) return null;
  if (/(?<![\p{L}'])(?:è|sono|era|erano|ha|hanno|ho|abbiamo|risulta|c'è|non)(?![\p{L}])/iu.test(clause)) return null;
  return clause.charAt(0).toLowerCase() + clause.slice(1);
}

/** The object clitic kept before "ha", with the elision of "lo"/"la"; dative clitics go ("le ho spostato" → "ha spostato"). */
function objectClitic(clitic: string | undefined, participle: string): string {
  if (!clitic) return '';
  const c = clitic.trim().toLowerCase();
  const ending = participle.slice(-1).toLowerCase();
  if (/(?:^|\s)l'$|^gliel'$|^gliel[oa]$|(?:^|\s)l[oa]$/u.test(c)) return "l'";
  if (/(?:^|\s)li$|^glieli$/u.test(c)) return 'li ';
  if (/^gliele$|^ce\s+le$/u.test(c)) return 'le ';
  // "le ho spostate" (them) or "le ho spostato" (to her): the participle's agreement tells.
  if (c === 'le') return ending === 'e' ? 'le ' : '';
  if (/(?:^|\s)ne$|^gliene$/u.test(c)) return 'ne ';
  if (c === 'ci') return 'ci ';
  return '';
}

function cliticFor(participle: string): string {
  const ending = participle.slice(-1).toLowerCase();
  return ending === 'i' ? 'li ' : ending === 'e' ? 'le ' : "l'";
}

/** With the object after it, the participle of "avere" is masculine singular ("ha riallineato la lettura"). */
function asMasculine(participle: string): string {
  return participle.slice(0, -1) + 'o';
}

function keptAdverbs(adverbs: string): string {
  const kept = adverbs.split(/\s+/u).filter((a) => KEPT_ADVERB.test(a));
  return kept.length ? `${kept.join(' ')} ` : '';
}

/** "ha potuto riallineare" → "ha riallineato": the modal says nothing the reviewer needs. */
function infinitiveAsParticiple(text: string): string {
  return text.replace(/(?<![\p{L}])(?:potuto|dovuto|(è\s+)?riuscit[oa]\s+a)\s+(\p{L}+?)(are|ire)(?![\p{L}])/iu, (_w, essere: string | undefined, stem: string, ending: string) => {
    // "aprire" → "aperto", "offrire" → "offerto"; the other -ire verbs are regular.
    const participle = ending === 'are' ? `${stem}ato` : /(?:pr|fr)$/u.test(stem) ? `${stem.slice(0, -1)}erto` : `${stem}ito`;
    return essere ? `ha ${participle}` : participle;
  });
}

/** "dal nostro lato", "da parte nostra", "da noi": our side, already said by "un operatore". */
function withoutOurSide(text: string): string {
  return text
    .replace(/\s+(?:dal\s+nostro\s+lato|lato\s+nostro|da\s+parte\s+nostra|da\s+(?:me|noi|qui))(?![\p{L}])/giu, '')
    .replace(/(?<![\p{L}'])(?:io|noi)(?:\s+stess[oaie])?\s+(?=\p{L})/giu, (w, offset: number) => (offset === 0 ? w : ''))
    .replace(/\s+(?:io|noi)(?:\s+stess[oaie])?(?=[\s,.;:]|$)/giu, '')
    // "l'ha rimandato adesso": the chat's now is not the reviewer's.
    .replace(new RegExp(`(?<![${L}])(?!risult)(${PARTICIPLE})\\s+(?:adesso|ora|subito|appena)(?![${L}])`, 'giu'), '$1');
}

const POSSESSIVE =
  /(?<![\p{L}'])(?:(il|lo|la|i|gli|le|del|dello|della|dei|degli|delle|al|allo|alla|ai|agli|alle|dal|dallo|dalla|dai|dagli|dalle|nel|nello|nella|nei|negli|nelle|sul|sullo|sulla|sui|sugli|sulle)\s+|(di|a|da|in|su|con|per)\s+)?(suo|sua|suoi|sue|tuo|tua|tuoi|tue|vostro|vostra|vostri|vostre|nostro|nostra|nostri|nostre|mio|mia|miei|mie)\s+(\p{L}[\p{L}'-]*)/giu;
/** "sul suo profilo" → "sul profilo", "di sua figlia" → "della figlia", "a suo nome" → "a nome del cliente". */
function dropPossessives(text: string): string {
  return text
    .replace(/(?<![\p{L}'])(a|in)\s+(?:suo|tuo|vostro)\s+nome(?![\p{L}])/giu, '$1 nome del cliente')
    .replace(POSSESSIVE, (_w, article: string | undefined, bare: string | undefined, possessive: string, noun: string) => {
      const p = possessive.toLowerCase();
      const gender: Gender = /[ae]$/u.test(p) && p !== 'miei' ? 'f' : 'm';
      const number: GrammaticalNumber = /(?:oi|ri|iei|ue|re|ie)$/u.test(p) ? 'p' : 's';
      const preposition = article ? (prepositionOf(article) ?? '') : (bare ?? '');
      return beforeNoun(articulated(preposition, definiteArticle(gender, number, noun)), noun);
    });
}

/** "… sul profilo con il [PHONE]" → "… sul profilo": what a cut left dangling goes, word by word. */
function tidied(text: string): string {
  let out = tidyPhrase(text);
  for (let before = ''; before !== out; ) {
    before = out;
    out = tidyPhrase(out);
  }
  return out;
}

/** "dal pannello (unione schede" — a bracket the clause's cut left open goes with what it opened. */
function withoutOpenBracket(text: string): string {
  const open = text.lastIndexOf('(');
  return open >= 0 && text.indexOf(')', open) < 0 ? text.slice(0, open) : text;
}

function tidyPhrase(text: string): string {
  return squash(text)
    .replace(/\s+([,.;:])/gu, '$1')
    .replace(/[\s,;:.\-–—]+$/u, '')
    .replace(/\s+(?:e|ed|o|ma|che|con|di|a|da|in|su|per|il|lo|la|i|gli|le|un|una|del|della|al|alla|dal|dalla|nel|nella|sul|sulla)$/iu, '');
}

/** At most `max` characters, cut at a clause and then at a word, never in the middle of a phrase's article. */
function fitTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const comma = head.lastIndexOf(',');
  if (comma > max * 0.5) return tidyPhrase(head.slice(0, comma));
  let cut = head.slice(0, head.lastIndexOf(' '));
  for (let before = ''; before !== cut; ) {
    before = cut;
    cut = tidyPhrase(cut);
  }
  return cut;
}
