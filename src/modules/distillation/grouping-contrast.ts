import { comparisonTerm, COMPARISON_STOPWORDS } from '../../lib/text/comparison';
import { memoByText } from '../../lib/text/memo';
import { errorCodes } from '../../lib/text/error-codes';
import { foldAccents } from '../../lib/text/italian';

/**
 * What a customer says still works, and what they say does not: a near miss often shares every
 * noun with its neighbour and differs in exactly that ("il codice mi arriva, ma quando lo scrivo
 * risulta scaduto" against "il codice non arriva"; "la stampante lo riconosce ma stampa chiaro"
 * against "non riconosce la cartuccia"). Read from the form of the sentence, not from its words:
 * the clause right before an adversative ("ma", "però", "eppure") that states a present fact
 * without a negator is what works; the first content word after a negator is what does not.
 * Pure.
 */
export interface StatedPolarity {
  /** Terms of what the customer says works (the plain present clause before "ma"/"però"). */
  works: ReadonlySet<string>;
  /** Terms the customer negates ("non arriva", "nessun messaggio"; "il volume non va": «volum»). */
  negated: ReadonlySet<string>;
  /** What the customer says they already did, as "verb object" (doneActions: "ho attivato la corsa" → «attiv corsa»). */
  done: ReadonlySet<string>;
  /** The verbs (verbStem) of what the customer says they did themselves to something they name: "ho pagato la rata" → «pag»; not "l'ho pagata", not "ha pagato". */
  doneVerbs: ReadonlySet<string>;
  /** The error codes the customer quotes, normalised (error-codes.ts: "codice 00305" → «305»). */
  codes: ReadonlySet<string>;
}

const NEGATORS = new Set(['non', 'senza', 'ne', 'nessun', 'nessuna', 'nessuno', 'niente', 'nulla', 'mai', 'neanche', 'nemmeno', 'neppure', 'mica']);
/** What may stand between a negator and the word it negates: clitics, auxiliaries, adverbs of time. */
const BETWEEN = new Set(['mi', 'ti', 'ci', 'si', 'vi', 'lo', 'la', 'li', 'le', 'ne', 'gli', 'me', 'te', 'se', 'l', 'c', 'e', 'ha', 'ho', 'hanno', 'abbiamo', 'piu', 'ancora', 'mai', 'sempre', 'gia', 'proprio', 'viene', 'vengono']);
/** Auxiliaries: "ho messo … ma" tells what the customer did, not what works. */
const AUXILIARIES = new Set(['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno', 'sono', 'sei', 'e', 'siamo', 'siete', 'era', 'ero', 'avevo', 'aveva']);
/** Modal and progressive verbs: "voglio attivare … ma", "dovrebbe arrivare … ma" tell what is wanted or expected. */
const MODALS = new Set(['voglio', 'vorrei', 'vuole', 'vogliamo', 'devo', 'deve', 'dobbiamo', 'dovrei', 'posso', 'puo', 'possiamo', 'potrei', 'sto', 'sta', 'stiamo', 'provo', 'proviamo', 'cerco']);
const PARTICIPLE = /(?:at|ut|it)[oaie]$/u;
const CONDITIONAL = /(?:rebbe|rebbero|rei|resti)$/u;
const ADVERSATIVE = /^(.*?)(?:,\s*|\s+)(?:ma|pero|eppure)\s/u;
/** Prepositions of place: the word after one says where something happens, not what works. */
const LOCATIVES = new Set(['sul', 'sulla', 'sullo', 'sui', 'sugli', 'sulle', 'nel', 'nella', 'nello', 'nei', 'negli', 'nelle']);
/** What begins a clause inside a sentence: the works-clause is the last one before the adversative. */
const CLAUSE_START = /,|\b(?:e|che|quando|dopo|se|perche|poi)\b/u;

const words = (text: string) => text.split(/[^a-z0-9]+/u).filter(Boolean);
const content = (w: string) => w.length >= 4 && !COMPARISON_STOPWORDS.has(w) && !NEGATORS.has(w);

function statesAFact(clause: string[]): boolean {
  if (clause.some((w) => NEGATORS.has(w) || MODALS.has(w) || CONDITIONAL.test(w))) return false;
  for (let i = 0; i < clause.length; i++) {
    if (AUXILIARIES.has(clause[i]!) && clause.slice(i + 1, i + 3).some((w) => PARTICIPLE.test(w))) return false;
  }
  return true;
}

/** The polarity of a customer's own text (subject, problem, symptoms), cached like fix signatures. */
export const statedPolarity: (text: string) => StatedPolarity = memoByText(parse, 20_000);

/** Where a clause ends, for finding the subject of a negated light verb: punctuation, adversatives, conjunctions. */
const CLAUSE_BREAK = /[.!?;\n,():]+|\b(?:ma|pero|eppure|che|quando|dopo|se|perche|poi|finche|oppure)\b/u;

/**
 * A negated verb that says nothing by itself ("non va", "non fa più niente") tells what does not
 * work through its subject: "il volume non va" negates the volume, "il telecomando non fa niente"
 * the remote. The subject is the nearest content word before the negator, in the same clause, and
 * only when the verb ends the clause ("non va con la cassa" says a relation fails, not its subject).
 */
function negatedSubjects(folded: string, negated: Set<string>): void {
  for (const clause of folded.split(CLAUSE_BREAK)) {
    const ws = words(clause);
    for (let i = 1; i < ws.length; i++) {
      if (!NEGATORS.has(ws[i]!) || NEGATORS.has(ws[i - 1]!)) continue;
      let j = i + 1;
      while (j < ws.length && j < i + 4 && (BETWEEN.has(ws[j]!) || NEGATORS.has(ws[j]!))) j++;
      // Only a verb with nothing after it but negators: "non va con la cassa" negates a relation, not its subject.
      if (j < ws.length && (content(ws[j]!) || ws.slice(j + 1).some((w) => !NEGATORS.has(w) && !BETWEEN.has(w)))) continue;
      for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
        if (content(ws[k]!)) {
          negated.add(comparisonTerm(ws[k]!));
          break;
        }
      }
    }
  }
}

function parse(text: string): StatedPolarity {
  const folded = foldAccents(text.toLowerCase());
  const works = new Set<string>();
  const negated = new Set<string>();
  const all = words(folded);
  for (let i = 0; i < all.length; i++) {
    if (!NEGATORS.has(all[i]!)) continue;
    let j = i + 1;
    while (j < all.length && j < i + 4 && (BETWEEN.has(all[j]!) || NEGATORS.has(all[j]!))) j++;
    if (j < all.length && content(all[j]!)) negated.add(comparisonTerm(all[j]!));
  }
  negatedSubjects(folded, negated);
  for (const sentence of folded.split(/[.!?;\n]+/u)) {
    const m = ADVERSATIVE.exec(sentence);
    if (!m) continue;
    // A last clause with no content ("cambio canale e tutto, ma …") stands for the one before it.
    const parts = m[1]!.split(CLAUSE_START);
    let clause = words(parts.pop() ?? '');
    while (parts.length > 0 && !clause.some(content)) clause = words(parts.pop()!);
    if (!statesAFact(clause)) continue;
    for (let i = 0; i < clause.length; i++) {
      // "si accende una luce sul telecomando": what works is the light; the remote is only where it lights.
      if (LOCATIVES.has(clause[i]!)) i++;
      else if (content(clause[i]!)) works.add(comparisonTerm(clause[i]!));
    }
  }
  const done = new Set<string>();
  const doneVerbs = new Set<string>();
  for (const sentence of folded.split(/[.!?;\n]+/u)) {
    // "ho inserito il codice, ma il totale non cambia": a step the customer took and saw fail is
    // their attempt at the same problem, not a step that worked; only what no "ma" follows counts.
    const segments = sentence.split(/\b(?:ma|pero|eppure)\b/u);
    doneActions(words(segments[segments.length - 1]!), done, doneVerbs);
  }
  return { works, negated, done, doneVerbs, codes: errorCodes(text) };
}

/** Auxiliaries of a first-person (or reported) past: "ho attivato", "abbiamo riavviato", "ha comprato". */
const DONE_AUXILIARIES = new Set(['ho', 'abbiamo', 'avevo', 'avevamo', 'ha', 'hanno']);
/** What may stand between the auxiliary and the participle, or between the verb and its object. */
const DONE_BETWEEN = new Set(['gia', 'anche', 'pure', 'appena', 'sempre', 'ancora', 'piu', 'lo', 'la', 'li', 'le', 'l', 'gli', 'ne', 'ci', 'mi', 'ti', 'si', 'vi']);
/** Irregular participles of verbs fixes are made of (without their last vowel), with the imperatives they answer ("ho messo le pile" / "metta le pile"). */
const IRREGULAR_PARTICIPLES = new Map<string, string[]>([
  ['mess', ['metta', 'metti']], ['rimess', ['rimetta', 'rimetti']], ['tolt', ['tolga', 'togli']], ['spent', ['spenga', 'spegni']],
  ['acces', ['accenda', 'accendi']], ['riaccess', ['riaccenda', 'riaccendi']], ['chius', ['chiuda', 'chiudi']], ['apert', ['apra', 'apri']],
  ['riapert', ['riapra', 'riapri']], ['scritt', ['scriva', 'scrivi']], ['lett', ['legga', 'leggi']], ['fatt', ['faccia', 'fai']], ['scelt', ['scelga', 'scegli']],
]);
/** "ho provato a riavviare il modem": the tried verb is the infinitive. */
const TRIED = new Set(['provato', 'tentato', 'cercato']);
const INFINITIVE = /(?:are|ere|ire)$/u;
const REGULAR_PARTICIPLE = /(?:at|ut|it)[oaie]$/u;
/** Articles, prepositions, possessives and numerals before an object. */
const OBJECT_SKIP = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le', 'un', 'uno', 'una', 'di', 'del', 'della', 'dei', 'delle', 'dal', 'dalla', 'sul', 'sulla', 'nel', 'nella', 'su', 'in', 'a', 'al', 'alla', 'da', 'con', 'mio', 'mia', 'miei', 'mie', 'suo', 'sua', 'tuo', 'tua', 'nuovo', 'nuova', 'nuove', 'nuovi', 'due', 'tre', 'quattro', 'cinque', 'dieci']);

/** The key an action is compared on: the first five letters of its verb and of its object. */
export function actionKey(verb: string, object: string): string {
  return `${verb.slice(0, 5)} ${object.slice(0, 5)}`;
}

/** The object of a verb at `from`: the first word of three letters or more that is no article, preposition or numeral, within four words. */
export function objectAfter(ws: readonly string[], from: number, skip: (w: string) => boolean = () => false): string | null {
  for (let j = from; j < Math.min(ws.length, from + 4); j++) {
    const w = ws[j]!;
    if (OBJECT_SKIP.has(w) || DONE_BETWEEN.has(w) || w.length < 3 || skip(w)) continue;
    return COMPARISON_STOPWORDS.has(w) || /^\d/u.test(w) ? null : w;
  }
  return null;
}

/**
 * What the customer says they already did, read from the form of a compound past ("ho già
 * attivato la corsa", "abbiamo riavviato il router", "ho provato a reinstallare l'app", "ho messo
 * le pile"): the participle's (or tried infinitive's) verb with its object. A customer
 * who already did what another ticket's fix tells has ruled that fix, and that problem, out.
 */
function doneActions(ws: readonly string[], out: Set<string>, verbs: Set<string>): void {
  deverbalDone(ws, out, verbs);
  for (let i = 0; i < ws.length; i++) {
    if (!DONE_AUXILIARIES.has(ws[i]!)) continue;
    // "ho pagato la rata": the customer's own act on a thing they name; "l'ho cambiata" points back
    // at something said before, and "ha pagato" may be anyone's act.
    const own = FIRST_PERSON_AUXILIARIES.has(ws[i]!) && !CLITICS.has(ws[i - 1] ?? '');
    let k = i + 1;
    while (k < ws.length && k < i + 3 && DONE_BETWEEN.has(ws[k]!)) k++;
    let verb = ws[k];
    if (verb && IRREGULAR_PARTICIPLES.has(verb.slice(0, -1))) {
      const object = objectAfter(ws, k + 1);
      if (object) for (const v of IRREGULAR_PARTICIPLES.get(verb.slice(0, -1))!) out.add(actionKey(v, object));
      if (object && own) verbs.add(verbStem(IRREGULAR_PARTICIPLES.get(verb.slice(0, -1))![0]!));
      continue;
    }
    if (!verb || !REGULAR_PARTICIPLE.test(verb) || verb.length < 6) continue;
    if (TRIED.has(verb) && (ws[k + 1] === 'a' || ws[k + 1] === 'di') && INFINITIVE.test(ws[k + 2] ?? '')) {
      verb = ws[k + 2]!;
      k += 2;
    }
    const object = objectAfter(ws, k + 1);
    if (object) out.add(actionKey(verb, object));
    if (object && own) verbs.add(verbStem(verb));
  }
}

/**
 * A step told as its noun ("ho già fatto la calibrazione", "chiude anche dopo la calibrazione",
 * "nonostante l'aggiornamento"): the customer took the step the noun names, as surely as with
 * "ho calibrato". Read after "fatto"/"fatta" or "anche/pure dopo" or "nonostante", when the noun
 * is a deverbal one (-azione, -izione, -amento, -imento), whose stem is the verb's ("calibrazione" →
 * «calibr», the stem of «Calibra sensore porta»).
 */
const DEVERBAL = /^(\p{L}{3,}?)(?:azione|azioni|izione|izioni|amento|amenti|imento|imenti)$/u;
const DONE_BEFORE_NOUN = new Set(['fatto', 'fatta', 'fatti', 'fatte', 'nonostante']);
function deverbalDone(ws: readonly string[], out: Set<string>, verbs: Set<string>): void {
  for (let i = 0; i < ws.length; i++) {
    const after = DONE_BEFORE_NOUN.has(ws[i]!) || (ws[i] === 'dopo' && (ws[i - 1] === 'anche' || ws[i - 1] === 'pure'));
    if (!after) continue;
    let k = i + 1;
    while (k < ws.length && k < i + 3 && (OBJECT_SKIP.has(ws[k]!) || DONE_BETWEEN.has(ws[k]!))) k++;
    const m = DEVERBAL.exec(ws[k] ?? '');
    if (!m) continue;
    const stem = m[1]!;
    verbs.add(stem);
    const object = objectAfter(ws, k + 1);
    if (object) out.add(actionKey(stem, object));
  }
}

const FIRST_PERSON_AUXILIARIES = new Set(['ho', 'abbiamo', 'avevo', 'avevamo']);
/** Before an auxiliary they point back at what was said ("l'ho cambiata") or make an idiom ("ci ho messo un'ora"). */
export const CLITICS = new Set(['l', 'lo', 'la', 'li', 'le', 'gli', 'ne', 'ci']);

const PREPOSITIONS = new Set(['di', 'da', 'dal', 'dalla', 'dallo', 'dai', 'dalle', 'con', 'su', 'sul', 'sulla', 'sui', 'in', 'nel', 'nella', 'nei', 'a', 'al', 'alla', 'ai', 'alle', 'per', 'tra', 'fra']);
const ADVERBS = new Set(['subito', 'anche', 'pure', 'poi', 'ora', 'adesso', 'gia', 'solo', 'sempre', 'ancora', 'qui', 'li', 'online', 'direttamente']);

/**
 * The direct object of a verb at `from`, or null when the verb has none: articles, numbers and
 * adverbs are passed over, and a preposition before any noun means the verb names no thing
 * ("paghi con la carta", "può pagare subito dal pulsante"), unlike "apra il back office".
 */
export function directObject(ws: readonly string[], from: number): string | null {
  for (let j = from; j < Math.min(ws.length, from + 4); j++) {
    const w = ws[j]!;
    if (PREPOSITIONS.has(w)) return null;
    if (OBJECT_SKIP.has(w) || ADVERBS.has(w) || w.endsWith('mente') || w.length < 3 || /^\d/u.test(w)) continue;
    return w;
  }
  return null;
}

/**
 * The stem a verb's forms share, so that the customer's participle meets the agent's imperative,
 * infinitive or button: "pagato" / "paghi" / "paga" / "pagare" → «pag», "inserito" / "inserisca" →
 * «inser», "cambiato" / "cambi" → «camb». Regular verbs only; irregular participles are read apart.
 */
export function verbStem(word: string): string {
  return word
    .replace(/(?:are|ere|ire)$/u, '')
    .replace(/(?:at|ut|it)[oaie]$/u, '')
    .replace(/isc[aio]?$/u, '')
    .replace(/[aeio]$/u, '')
    .replace(/([cg])h$/u, '$1')
    .replace(/i$/u, '');
}

/** One customer says works what the other says does not (either way round). The clustering asks this of every pair: no allocation. */
export function contrasted(a: StatedPolarity | undefined, b: StatedPolarity | undefined): boolean {
  if (!a || !b) return false;
  for (const t of a.works) if (b.negated.has(t) && !a.negated.has(t)) return true;
  for (const t of b.works) if (a.negated.has(t) && !b.negated.has(t)) return true;
  return false;
}

/**
 * One customer says they already did what the other's fix tells them to do ("ho già attivato la
 * corsa" against a fix that ends on «Attiva una corsa»), and neither that customer's own fix gives
 * it nor the other customer says they did it too. Either way round.
 */
export function alreadyDone(aDone: ReadonlySet<string> | undefined, aFix: ReadonlySet<string> | undefined, bDone: ReadonlySet<string> | undefined, bFix: ReadonlySet<string> | undefined): boolean {
  if (aDone && bFix) for (const t of aDone) if (bFix.has(t) && !aFix?.has(t) && !bDone?.has(t)) return true;
  if (bDone && aFix) for (const t of bDone) if (aFix.has(t) && !bFix?.has(t) && !aDone?.has(t)) return true;
  return false;
}

/** The terms one customer says work and the other says do not (either way round), sorted: what contrasted found, to read it. */
export function contrastedTerms(a: StatedPolarity | undefined, b: StatedPolarity | undefined): string[] {
  if (!a || !b) return [];
  const out = new Set<string>();
  for (const t of a.works) if (b.negated.has(t) && !a.negated.has(t)) out.add(t);
  for (const t of b.works) if (a.negated.has(t) && !b.negated.has(t)) out.add(t);
  return [...out].sort();
}

/** A ticket's polarity as grouping reads it: the customer's subject, problem and symptoms. */
export function statedPolarityOf(c: { subject?: string; problem: string; symptoms: string }): StatedPolarity {
  return statedPolarity([c.subject ?? '', c.problem, c.symptoms].join('\n'));
}
