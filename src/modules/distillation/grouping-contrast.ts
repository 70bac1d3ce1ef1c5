import { comparisonTerm, COMPARISON_STOPWORDS } from '../../lib/text/comparison';
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
  /** Terms the customer negates ("non arriva", "nessun messaggio"). */
  negated: ReadonlySet<string>;
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

const CACHE = new Map<string, StatedPolarity>();
const CACHE_SIZE = 20_000;

/** The polarity of a customer's own text (subject, problem, symptoms), cached like fix signatures. */
export function statedPolarity(text: string): StatedPolarity {
  let polarity = CACHE.get(text);
  if (!polarity) {
    if (CACHE.size >= CACHE_SIZE) CACHE.clear();
    polarity = parse(text);
    CACHE.set(text, polarity);
  }
  return polarity;
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
  for (const sentence of folded.split(/[.!?;\n]+/u)) {
    const m = ADVERSATIVE.exec(sentence);
    if (!m) continue;
    const clause = words(m[1]!.split(CLAUSE_START).pop() ?? '');
    if (!statesAFact(clause)) continue;
    for (const w of clause) if (content(w)) works.add(comparisonTerm(w));
  }
  return { works, negated };
}

/** One customer says works what the other says does not (either way round). The clustering asks this of every pair: no allocation. */
export function contrasted(a: StatedPolarity | undefined, b: StatedPolarity | undefined): boolean {
  if (!a || !b) return false;
  for (const t of a.works) if (b.negated.has(t) && !a.negated.has(t)) return true;
  for (const t of b.works) if (a.negated.has(t) && !b.negated.has(t)) return true;
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
