import { termVector, type TermVector } from '../../lib/text/comparison';
import { memoByText } from '../../lib/text/memo';
import { foldAccents } from '../../lib/text/italian';
import { actionKey, CLITICS, directObject, objectAfter, verbStem } from './grouping-contrast';
import { INSTRUCTION_VERBS_FORMAL, INSTRUCTION_VERBS_INFORMAL, STOPWORDS } from './rules/lexicon';

/**
 * What a ticket's fix is made of, for grouping: the steps the agent did not take back, the UI labels
 * and menu items it names, what its imperatives act on, and whether two fixes are one, differ, or
 * share a step while each has one of its own. Pure.
 */
/**
 * An agent who names a step and takes it back in the same line ("Tocchi «Archivia»... no, mi
 * scusi, quello cancella", "apra Profilo, anzi Impostazioni") did not give that step as the fix:
 * what stands before the correction is left out of what grouping compares, and so is the rest of
 * its sentence when it only points back at the withdrawn step ("quella è …", "quello serve a …").
 * Otherwise the withdrawn label, often the fix of the neighbouring problem, links the two.
 */
const RETRACTION = /(?:^|[\s,;:.…!?])(?:no,?\s+(?:mi\s+)?scusi|no,?\s+scusa|no,?\s+aspetti|anzi|mi\s+correggo|(?:mi\s+scusi,?\s+)?ho\s+sbagliato)\b[,;:.!]*\s*/iu;
const POINTS_BACK = /^(?:quell[oaie]|quest[oaie]|ques[tl]'|quell')\b[^.!?\n]*[.!?]*\s*/iu;

export function withoutRetractions(solution: string): string {
  if (!RETRACTION.test(solution)) return solution;
  return solution
    .split('\n')
    .map((line) => {
      let rest = line;
      for (let m = RETRACTION.exec(rest); m; m = RETRACTION.exec(rest)) {
        // The step number stays, so a line left empty still reads as a (now empty) step.
        const lead = /^\s*\d+[.)]\s*/u.exec(rest)?.[0] ?? '';
        rest = lead + rest.slice(m.index + m[0].length).replace(POINTS_BACK, '');
      }
      return rest;
    })
    .join('\n');
}

/**
 * A control named without quotes after the word for it ("il pulsante Termina", "l'icona Scarica",
 * "la scheda Soste attive" → «Termina», «Scarica», «Soste»): the capitalised words are its name,
 * as a quoted label's are. Agents quote a button as often as they do not.
 */
const NAMED_CONTROL = /\b(?:pulsante|pulsanti|tasto|tasti|bottone|icona|voce|scheda|sezione|menu|menù|schermata|interruttore|opzione)\s+((?:\p{Lu}[\p{L}\p{N}]*)(?:\s+\p{Lu}[\p{L}\p{N}]*)*)/gu;
const QUOTED_LABEL = /[«"“]([^«»"“”\n]{2,60})[»"”]/gu;

/**
 * A label named as the option not to take ("scelga «Mensile» invece di «Annuale»", "al posto di
 * "Manuale"", "anziché «Tutti»") is no step of the fix: the customer is told to leave it. Counted as
 * a label, it ties the fix to the neighbouring problem whose fix is that very option, and makes a
 * fix look as if it had a step of its own (eachHasOwnLabel). Agents of three reference sets use
 * the form (corpus, held-out, fifth).
 */
const REJECTED_BEFORE = /(?:\binvece\s+(?:di|del|della|dello|dell'|dei|delle)|\banzich[eé]|\bal\s+posto\s+(?:di|del|della|dello|dell'|dei|delle))\s*$/iu;
function quotedLabels(solution: string): string[] {
  const out: string[] = [];
  for (const m of solution.matchAll(QUOTED_LABEL)) {
    if (!REJECTED_BEFORE.test(solution.slice(Math.max(0, m.index! - 30), m.index!))) out.push(m[1]!);
  }
  return out;
}
const MENU_STEP = /\s*(?:→|>)\s*/u;

/**
 * The names the fix is made of: its quoted UI labels ("Disdici", «Rinnova consenso») and the
 * items of the menu path it walks (Profilo → Dati sanitari → …; what stands before the first
 * arrow is the sentence around it, left out). Two tickets solved by the same button are the same problem however differently
 * the customers told it, so the grouping text carries these names twice more. Measured on the
 * three reference sets (all in-sample), average linkage at 0.30: pairwise recall corpus 0.82 →
 * 0.88, held-out 0.83 → 0.94, third 0.68 → 0.79, precision 1.00 / 0.96–0.97 / 1.00.
 */
/**
 * The labels a fix ends on, to compare two fixes: each quoted UI label and the last item of each
 * menu path, lower case, quotes stripped ("Prenotazioni → la visita → "Disdici"" gives «disdici»).
 */
export function fixLeafLabels(solution: string): Set<string> {
  const out = new Set<string>();
  const clean = (label: string) => label.replace(/[«»"“”]/gu, '').trim().toLowerCase();
  for (const label of quotedLabels(solution)) out.add(clean(label));
  for (const m of solution.matchAll(NAMED_CONTROL)) out.add(clean(m[1]!));
  for (const parts of menuPaths(solution)) {
    const leaf = parts[parts.length - 1]!.trim();
    // A leaf that is a quoted label is counted above, without the words after it.
    if (leaf && !/^[«"“]/u.test(leaf)) out.add(clean(menuItem(leaf)));
  }
  out.delete('');
  return out;
}

/**
 * A merge suggestion needs more than similar words: two units whose fixes end on the same UI
 * label ("Disdici", the last item of a menu path) are likely one problem told two ways, while the
 * near misses of the reference sets (same product and category, similar words) are solved
 * differently. Measured on the three sets (in-sample), each unit against its nearest one at 0.22:
 * without this condition pairwise precision 1.00 of 2 / 0.15 of 7 / 0.29 of 4 suggestions (corpus /
 * held-out / third), with it no suggestion on the corpus and the held-out set and 2 of 2 right on
 * the third: suggestions become rare, and the reviewer can trust them.
 */
export function sharesFixLabel(solutionsA: readonly string[], solutionsB: readonly string[]): string[] {
  const shared = new Set<string>();
  // Two fixes that each have a step of their own share a step, not a remedy (eachHasOwnLabel):
  // the clustering keeps them apart, and so does the suggestion.
  for (const sa of solutionsA.map(fixSignature)) {
    for (const sb of solutionsB.map(fixSignature)) {
      if (eachHasOwnLabel(sa, sb)) continue;
      for (const label of sb.labels) if (sa.labels.has(label)) shared.add(label);
    }
  }
  return [...shared].sort();
}

export function fixLabels(solution: string): string {
  const out: string[] = [];
  out.push(...quotedLabels(solution));
  for (const m of solution.matchAll(NAMED_CONTROL)) out.push(m[1]!);
  for (const parts of menuPaths(solution)) for (const part of parts.slice(1)) out.push(menuItem(part));
  return out.join('\n');
}

/**
 * A menu item's name ends where the sentence goes on: at punctuation, and at the first word that
 * cannot be part of a name, a lei-imperative (a tu-imperative reads like a noun: "Reimposta verifica
 * in due passaggi"), a modal told to the customer, a conjunction, or "per" before an article
 * ("Fatture tocchi l'icona" → «Fatture», "Privacy e, se è attiva, …" → «Privacy», "Giorno di
 * addebito può scegliere" → «Giorno di addebito», "Privacy per le prossime" → «Privacy»). Otherwise the rest of the sentence is read as the label, and two fixes
 * ending on the same item share no label.
 */
const NOT_IN_A_NAME = new Set(['e', 'ed', 'o', 'oppure', 'se', 'ma', 'poi', 'quindi', 'così', 'cosi', 'dove', 'che', 'quando', 'finché', 'mentre', 'puo', 'può', 'puoi', 'deve', 'devi', 'potra', 'potrà', 'potrai']);
function menuItem(part: string): string {
  const head = part.split(/[,.:;(]/u)[0]!;
  const words = head.split(/(\s+)/u);
  let end = words.length;
  for (let i = 0; i < words.length; i += 2) {
    const w = words[i]!.toLowerCase();
    const next = words[i + 2]?.toLowerCase() ?? '';
    if (i > 0 && (NOT_IN_A_NAME.has(w) || INSTRUCTION_VERBS_FORMAL.has(w) || (w === 'per' && DETERMINERS.has(next)))) {
      end = i;
      break;
    }
  }
  return words.slice(0, end).join('').trim();
}

/**
 * The menu paths of a fix, each as its items (what stands before the first arrow is the sentence
 * around it). A path told as where the outcome is found ("la trova in Documenti > Fatture", "lo
 * vede in …") is no step of the fix: the customer is told where to look once it is done, and two
 * different problems of one product end in the same place.
 */
const WHERE_FOUND = /\b(?:(?:la|lo|li|le|l')\s*(?:trova|trovi|troverà|troverai|vede|vedi|vedrà|vedrai)|si\s+trova|(?:è|sono|sarà|saranno)\s+(?:disponibil[ei]|visibil[ei]|consultabil[ei]))(?:\s+(?:poi|ora|subito|già|anche|sempre))?\s+(?:in|nella|nel|sotto|da|dalla|dal)\s+[^.!?\n]*$/iu;
function menuPaths(solution: string): string[][] {
  const out: string[][] = [];
  if (!solution.includes('>') && !solution.includes('→')) return out;
  for (const line of solution.split('\n')) {
    // Each sentence on its own, so a place named in one does not hide the path of another.
    for (const sentence of line.split(/(?<=[.!?;:])\s+/u)) {
      const parts = sentence.split(MENU_STEP);
      if (parts.length < 2) continue;
      // The place is named right before the path: its last words are enough to read.
      if (WHERE_FOUND.test(parts[0]!.slice(-60))) continue;
      out.push(parts);
    }
  }
  return out;
}

/** What a fix is made of, to tell two fixes apart: the labels it ends on, and what its imperatives act on. */
export interface FixSignature {
  /** fixLeafLabels. */
  labels: ReadonlySet<string>;
  /** The first five letters of the first content word after each formal imperative ("Riavvii il modem" → «modem»). */
  objects: ReadonlySet<string>;
  /** What the fix tells the customer to do, as "verb object" (actionKey): each imperative with its object, each label of two words or more ("Attiva una corsa" → «attiv corsa»). */
  actions: ReadonlySet<string>;
  /** The verbs (verbStem) of what the fix tells the customer to do without naming the thing ("la paghi con la carta", "può pagare dal portale"), and the first word of each label («Paga online»). */
  verbs: ReadonlySet<string>;
  /** The fix's own words (withdrawn steps left out), to compare two fixes as texts: FIX_TEXT_LINK_FACTOR. */
  vector: TermVector;
}

const WORDS = /[\p{L}\p{N}]+/gu;
const DETERMINERS = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le', 'un', 'uno', 'una', 'suo', 'sua', 'suoi', 'sue', 'nuovo', 'nuova', 'di', 'del', 'della', 'dal', 'dalla', 'sul', 'sulla', 'nel', 'nella', 'su', 'in', 'a', 'al', 'alla', 'da', 'ancora', 'poi', 'pure', 'anche', 'subito', 'qui', 'tutto', 'tutti', 'tutte']);

/**
 * A worker re-reads every ticket in review of a scope for each new ticket, so the same solutions
 * come back job after job: their signatures (and the label words derived from them) are kept, up
 * to a bound, instead of being parsed again (bench:distill: a fifth of a worker's time otherwise).
 */
export const fixSignature: (solution: string) => FixSignature = memoByText(parseFixSignature, 20_000);

/**
 * An instruction in either register: agents who say "tu" ("tieni premuti Home e Volume") give fixes
 * as often as those who say "lei", and a fix whose imperatives went unread had no objects, so it
 * never counted as different from its neighbour's. On the fourth set (in-sample) this kept a near
 * miss out of a unit of two (pairwise precision 0.86 → 0.91); no other set's figure moved.
 */
function isImperative(word: string): boolean {
  return INSTRUCTION_VERBS_FORMAL.has(word) || INSTRUCTION_VERBS_INFORMAL.has(word);
}

/** A signature's solution with withdrawn steps left out, and its label text (fixLabels), for candidateGroupingText. */
const TOLD = new WeakMap<FixSignature, { solution: string; labels: string }>();

function parseFixSignature(told: string): FixSignature {
  const solution = withoutRetractions(told);
  const objects = new Set<string>();
  const words = solution.toLowerCase().match(WORDS) ?? [];
  for (let i = 0; i < words.length; i++) {
    if (!isImperative(words[i]!)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 5); j++) {
      const w = words[j]!;
      if (DETERMINERS.has(w) || STOPWORDS.has(w) || w.length < 3) continue;
      if (!isImperative(w)) objects.add(w.slice(0, 5));
      break;
    }
  }
  const labels = fixLeafLabels(solution);
  // Imperatives and their objects are compared accent-folded: one word list for both readers.
  const folded = foldAccents(solution.toLowerCase()).match(WORDS) ?? [];
  const signature = { labels, objects, actions: fixActions(folded, labels), verbs: fixVerbs(folded, labels), vector: termVector(solution) };
  TOLD.set(signature, { solution, labels: fixLabels(solution) });
  return signature;
}

/** "può pagare", "deve inserire": what the agent tells the customer (lei or tu) they can or must do. */
const MODALS_TO_CUSTOMER = new Set(['puo', 'puoi', 'potra', 'potrai', 'deve', 'devi']);

function fixVerbs(ws: readonly string[], labels: ReadonlySet<string>): Set<string> {
  const verbs = new Set<string>();
  const add = (w: string) => {
    const stem = verbStem(w);
    if (stem.length >= 3) verbs.add(stem);
  };
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    // A verb that names its thing ("apra il back office") is compared with its object, in actions.
    const unnamed = (at: number) => CLITICS.has(ws[at - 1] ?? '') || directObject(ws, at + 1) === null;
    // A tu-imperative takes no word before it: "si imposta così" is an impersonal present, "la
    // ricarica non era …" a noun; the lei-form keeps its pronoun in front ("la paghi", "si colleghi").
    const proclitic = ws[i - 1] === 'si' || CLITICS.has(ws[i - 1] ?? '');
    if (isImperative(w) && (INSTRUCTION_VERBS_FORMAL.has(w) || !proclitic)) {
      if (unnamed(i)) add(w);
      continue;
    }
    if (!MODALS_TO_CUSTOMER.has(w)) continue;
    for (let k = i + 1; k < Math.min(ws.length, i + 4); k++) {
      if (!/(?:are|ere|ire)$/u.test(ws[k]!)) continue;
      if (unnamed(k)) add(ws[k]!);
      break;
    }
  }
  for (const label of labels) {
    const first = (foldAccents(label).match(WORDS) ?? [])[0];
    if (first) add(first);
  }
  return verbs;
}

function fixActions(folded: readonly string[], labels: ReadonlySet<string>): Set<string> {
  const actions = new Set<string>();
  for (let i = 0; i < folded.length; i++) {
    if (!isImperative(folded[i]!)) continue;
    const object = objectAfter(folded, i + 1, isImperative);
    if (object) actions.add(actionKey(folded[i]!, object));
  }
  for (const label of labels) {
    const ws = foldAccents(label).match(WORDS) ?? [];
    const object = ws.length > 1 ? objectAfter(ws, 1) : null;
    if (object) actions.add(actionKey(ws[0]!, object));
  }
  return actions;
}

/**
 * Two fixes' labels are one label told two ways when the words of one are all among the other's
 * ("Esci" / "Esci dall'account"); one shared word of two longer names is not ("Ricarica
 * automatica" / "Verifica ricariche in sospeso": two buttons of one screen).
 */
function labelsOverlap(a: readonly Set<string>[], b: readonly Set<string>[]): boolean {
  for (const x of a) for (const y of b) if (within(x, y) || within(y, x)) return true;
  return false;
}

/** Every word of x is in y (the clustering asks this of every pair: no allocation). */
function within(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  if (x.size > y.size) return false;
  for (const w of x) if (!y.has(w)) return false;
  return true;
}

function wordPrefixes(labels: ReadonlySet<string>): Set<string> {
  return new Set([...labels].flatMap((l) => l.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3).map((w) => w.slice(0, 5)));
}

/** A signature's label words, and those with its objects: computed once per signature, not once per pair (the clustering compares every pair). */
const DERIVED = new WeakMap<FixSignature, { labels: Set<string>; all: Set<string>; each: Set<string>[] }>();
function derived(x: FixSignature): { labels: Set<string>; all: Set<string>; each: Set<string>[] } {
  let d = DERIVED.get(x);
  if (!d) {
    const labels = wordPrefixes(x.labels);
    const each = [...x.labels].map((l) => wordPrefixes(new Set([l]))).filter((w) => w.size > 0);
    d = { labels, all: new Set([...x.objects, ...labels]), each };
    DERIVED.set(x, d);
  }
  return d;
}

/**
 * Two fixes clearly differ when both end on UI labels and share no word of them (labels told two
 * ways, "Esci" / "Esci dall'account", are one fix), or, when either has no label, both act on
 * something and share no object and no label word ("Riavvii il modem" / "Aggiorni l'app").
 */
export function differentFixes(a: FixSignature | undefined, b: FixSignature | undefined): boolean {
  if (!a || !b) return false;
  const da = derived(a);
  const db = derived(b);
  if (da.labels.size > 0 && db.labels.size > 0) return !labelsOverlap(da.each, db.each);
  if (a.objects.size === 0 || b.objects.size === 0) return false;
  for (const w of db.all) if (da.all.has(w)) return false;
  return true;
}

/** Both fixes end on one same label (fixLeafLabels, compared whole). */
export function sameFixLabel(a: FixSignature | undefined, b: FixSignature | undefined): boolean {
  if (!a || !b) return false;
  for (const label of b.labels) if (a.labels.has(label)) return true;
  return false;
}

/** The solution a signature was read from, withdrawn steps left out, and its label text (fixLabels). */
export function toldFix(signature: FixSignature): { solution: string; labels: string } {
  return TOLD.get(signature)!;
}

/**
 * Two fixes share a step (a label told the same way, or one within the other) while each also has
 * a label the other never names ("Esporta" then «Salva copia» / «Svuota» then «Salva copia»): the
 * shared step is common ground of two procedures, not the remedy itself, so it says less than a
 * fix that is all one. A label of one fix that is part of the other's counts as told by both.
 */
export function eachHasOwnLabel(a: FixSignature | undefined, b: FixSignature | undefined): boolean {
  if (!a || !b) return false;
  const ea = derived(a).each;
  const eb = derived(b).each;
  if (ea.length < 2 || eb.length < 2 || !labelsOverlap(ea, eb)) return false;
  const toldBy = (x: Set<string>, others: readonly Set<string>[]) => others.some((y) => within(x, y) || within(y, x));
  // Its own steps at least as many as the shared ones, on each side: a fix that is mostly the
  // other's, plus one more step, is the same remedy told more fully.
  const own = (xs: readonly Set<string>[], others: readonly Set<string>[]) => xs.filter((x) => !toldBy(x, others)).length;
  const ownA = own(ea, eb);
  const ownB = own(eb, ea);
  return ownA > 0 && ownB > 0 && ownA >= ea.length - ownA && ownB >= eb.length - ownB;
}
