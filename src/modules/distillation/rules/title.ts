import { PROBLEM_CUES, U, UI_LABEL } from './lexicon';
import { countMatches } from './cue-matching';
import { errorCodes } from './customer';
import { stripPlaceholders } from './placeholders';
import { capitalize, contentWords, deshout, splitSentences, squash, stripGreeting, tidy } from './text';

/**
 * The unit's title: the problem as a short line in the customer's words (≤ 90 characters), for
 * the review queue and the chat. Taken from the problem sentence the distiller chose, without
 * what belongs to one customer only: amounts, dates and times, identifiers, "since yesterday
 * evening"; a run-on sentence keeps its clauses that carry the problem. Falls back to the
 * ticket's subject without its mail prefixes ("Re:", "I: Fwd:"). Pure.
 */

export const TITLE_MAX = 90;

const MONTHS = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const DAYS = 'lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica';
const MOMENTS = 'ieri|stamattina|stamani|stanotte|stasera|oggi|l\'altro\\s+ieri|questa\\s+mattina|ieri\\s+sera';

/** What makes a line about one customer's case rather than the problem: removed from titles. */
const SINGLE_CASE: readonly RegExp[] = [
  // identifiers first, so that "n. 2026/210" goes as a whole: "n. 4417", "#58213", "numero 2026/243"
  U(/(?:\b(?:n\.|nr\.?|num\.?)|#)\s*\d[\d/-]*/gi),
  // amounts: "€ 180,00", "32,90 euro", "49 €"
  U(/(?:€\s*\d[\d.,]*|\b\d[\d.,]*\s*(?:€|euro\b|eur\b))/gi),
  // dates and times: "il 6 gennaio", "a fine gennaio 2026", "07/01/2026", "alle 20:40"
  new RegExp(`(?:\\b(?:il|dal|al|del|entro\\s+il|a\\s+fine|a\\s+inizio|a|da|di)\\s+)?(?:\\b\\d{1,2}\\s+)?\\b(?:${MONTHS})(?:\\s+\\d{4})?\\b`, 'giu'),
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{1,2}[.-]\d{1,2}[.-]\d{2,4}\b/g,
  // document numbers: "2026/243", "0203-0117"
  /\b\d{4}\/\d{1,6}\b|\b\d{3,4}-\d{3,5}\b/g,
  U(/\b(?:alle|dalle|verso\s+le|ore)\s+\d{1,2}(?:[:.]\d{2})?\b/gi),
  new RegExp(`(?:\\b(?:da|di|fino\\s+a|già\\s+da)\\s+)?\\b(?:${MOMENTS}|${DAYS})(?:\\s+(?:sera|mattina|pomeriggio|notte|scors[oa]))?\\b`, 'giu'),
  U(/\b(?:da|per)\s+(?:un\s+paio\s+di|due|tre|quattro|cinque|alcuni|alcune|qualche|\d+)\s+(?:giorni|giorno|settimane|settimana|mesi|ore|minuti)\b/gi),
  // identifiers: "n. 4417", "ordine #58213", long numbers
  /(?<![\w-])\d{5,}(?![\w-])/g,
];

/** Openers that frame the line without being the problem. */
const TITLE_OPENER = U(
  /^(?:(?:e|ma|però|quindi|poi|allora|comunque|niente|insomma|anche|che|cioè|infatti|mentre)\b[,]?\s+|(?:ho|abbiamo)\s+(?:un|questo)\s+problema\s*(?:con\s+[^:,]{1,30})?[:,]\s*|(?:volevo|vorrei|voglio)\s+(?:sapere|chiedere|capire)\s+(?:se\s+)?|(?:vi\s+)?(?:chiedo|chiediamo)\s+(?:se\s+)?|(?:vi\s+)?segnalo\s+che\s+)/i,
);
/** Words a cut may leave dangling at the end of a title ("…mi propone il"). */
const DANGLING_END = U(
  /\s+(?:il|lo|la|i|gli|le|un|uno|una|di|del|della|dei|delle|a|al|alla|ai|da|dal|dalla|in|nel|nella|con|su|sul|sulla|per|tra|fra|e|ed|o|ma|che|come|quando|se|mi|ci|si|non|anche|numero|n\.)$/i,
);
const SUBJECT_PREFIX = /^(?:\s*(?:re|r|i|fw|fwd|inoltro|rif)\s*:\s*)+/i;

/** The SINGLE_CASE patterns that need a digit (all but the month and moment words). */
const NEEDS_DIGIT = new Set(SINGLE_CASE.filter((p) => !/gennaio|stamattina|settimane/.test(p.source)));
const MOMENT_WORDS = new RegExp(`${MONTHS}|${DAYS}|${MOMENTS}|giorn|settiman|mesi|ore|minuti`, 'i');

function clean(text: string): string {
  let t = stripPlaceholders(text);
  // Most lines have no digit and no date word: skip the patterns that cannot match.
  const digits = /\d/.test(t);
  const moments = MOMENT_WORDS.test(t);
  for (const p of SINGLE_CASE) if (NEEDS_DIGIT.has(p) ? digits : moments) t = t.replace(p, ' ');
  t = tidy(squash(t.replace(/\(\s*\)/g, ' ')));
  for (let i = 0; i < 3; i++) t = t.replace(TITLE_OPENER, '').replace(/^[,;:.\s]+/, '');
  t = t.replace(/[.!…;:,\s]+$/, '');
  for (let i = 0; i < 3; i++) t = t.replace(DANGLING_END, '');
  return capitalize(deshout(tidy(t)));
}

/** Who writes, not what is wrong: "Scrivo in qualità di consulente…", "Sono il figlio del titolare". */
const WRITER_CLAUSE = U(
  /^(?:(?:vi|le)\s+)?(?:scrivo|scriviamo)\s+(?:in\s+qualità\s+di|come|per\s+conto|a\s+nome)\b|^(?:io\s+)?(?:sono|siamo)\s+(?:il|la|l'|un|una|i|gli|le)\s*(?:consulente|commercialista|figli[oa]|marito|moglie|collega|segretari[oa]|nipote|assistente|responsabile|amministrat\w+|titolare|client[ei]|tecnico)\b/i,
);

function clauseScore(text: string): number {
  if (WRITER_CLAUSE.test(text)) return -2;
  return countMatches(PROBLEM_CUES, text) * 2 + (errorCodes(text).length > 0 ? 2 : 0) + (UI_LABEL.test(text) ? 1 : 0);
}

/**
 * Clauses of the problem sentences: cut at punctuation and before "ma", "però", "mentre",
 * "perché", which stay with the clause they open (they carry its contrast).
 */
function clausesOf(problem: string): Array<{ text: string; sentence: number; order: number; score: number }> {
  const out: Array<{ text: string; sentence: number; order: number; score: number }> = [];
  splitSentences(squash(problem.replace(/\n/g, ' '))).forEach((sentence, si) => {
    // Quoted labels ("Stampante non raggiungibile (errore 0x1F)") are never cut.
    const quoted: string[] = [];
    const masked = sentence.replace(/["«“][^"«»“”]{1,80}["»”]/gu, (q) => `\u0001${quoted.push(q) - 1}\u0001`);
    const parts = masked
      .split(/[;:()]\s*|,\s+|\s+[–—-]\s+|\s+(?=(?:ma|però|mentre|perché|perche)\s)/u)
      .map((c) => c.replace(/\u0001(\d+)\u0001/g, (_m, i: string) => quoted[Number(i)]!).trim())
      .filter((c) => c.length > 0);
    for (const text of parts) out.push({ text, sentence: si, order: out.length, score: clauseScore(text) });
  });
  return out;
}

/**
 * Where a long title can end without "…": before a clause that only adds circumstances ("da
 * quando il tecnico…", "finché non tolgo le pile", "e l'app mi manda…", "col logo in alto").
 */
const CLAUSE_BOUNDARY = U(
  /,\s+|\s+(?=(?:e|ed|ma|però|mentre|perché|perche|quando|da\s+quando|finché|finche|dopo\s+che|anche\s+se|se|così|quindi|col|con\s+(?:il|la|lo|l'|i|gli|le|un|una)|ogni\s+volta)\s)/giu,
);
/** A title shorter than this says too little to stand alone. */
const TITLE_MIN_AT_CLAUSE = 35;

function cutAtClause(text: string): string | null {
  let best: number | null = null;
  for (const m of text.matchAll(CLAUSE_BOUNDARY)) {
    if (m.index > TITLE_MAX - 1) break;
    if (m.index >= TITLE_MIN_AT_CLAUSE) best = m.index;
  }
  if (best === null) return null;
  let cut = text.slice(0, best).replace(/[,;:\s]+$/, '');
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  // A cut inside a quoted message would leave the quote open.
  // Only when what is kept still says what is wrong ("La stampante che abbiamo in comodato" does not).
  const carriesProblem = countMatches(PROBLEM_CUES, cut) > 0 || errorCodes(cut).length > 0;
  return carriesProblem && cut.length >= TITLE_MIN_AT_CLAUSE && (cut.match(/"/g)?.length ?? 0) % 2 === 0 ? cut : null;
}

function cutAtWord(text: string): string {
  if (text.length <= TITLE_MAX) return text;
  const atClause = cutAtClause(text);
  if (atClause) return atClause;
  let cut = text.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  cut = (space > 40 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '');
  // A cut inside a quoted message ends before the quote, or closes it.
  if ((cut.match(/"/g)?.length ?? 0) % 2 === 1) {
    const open = cut.lastIndexOf('"');
    cut = open > 40 ? cut.slice(0, open).trimEnd() : `${cut.slice(0, TITLE_MAX - 3)}"`;
  }
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  return `${cut}…`;
}

/**
 * The strongest problem clause, with its neighbours of the same sentence while they carry the
 * problem too (or the line is still too short to stand alone) and the whole fits in 90
 * characters once cleaned.
 */
function fromProblem(problem: string): { title: string; score: number } {
  const clauses = clausesOf(problem)
    .map((c) => ({ ...c, clean: clean(c.text) }))
    .filter((c) => contentWords(c.clean) >= 2);
  if (clauses.length === 0) return { title: '', score: -1 };
  const anchor = clauses.reduce((a, b) => (b.score > a.score ? b : a));
  if (anchor.score < 0) return { title: '', score: -1 };
  let from = clauses.indexOf(anchor);
  let to = from;
  const cache = new Map<number, string>();
  const text = () => {
    const key = from * 1000 + to;
    let t = cache.get(key);
    if (t === undefined) {
      t = joined();
      cache.set(key, t);
    }
    return t;
  };
  const joined = () =>
    clean(
      clauses
        .slice(from, to + 1)
        .map((c) => c.text)
        .join(', ')
        .replace(/,\s+(?=(?:ma|però|mentre|perché|perche)\s)/giu, ' '),
    );
  const fits = (a: number, b: number) => {
    const [f, t] = [from, to];
    from = a;
    to = b;
    const ok = text().length <= TITLE_MAX;
    from = f;
    to = t;
    return ok;
  };
  for (;;) {
    const short = text().length < 35;
    const next = clauses[to + 1];
    const prev = clauses[from - 1];
    if (next && next.sentence === anchor.sentence && (next.score > 0 || (short && next.score === 0)) && fits(from, to + 1)) to++;
    else if (prev && prev.sentence === anchor.sentence && (prev.score > 0 || (short && prev.score === 0)) && fits(from - 1, to)) from--;
    else break;
  }
  return { title: cutAtWord(text()), score: anchor.score };
}

export function extractTitle(problem: string, subject: string): string {
  const found = fromProblem(problem);
  const fromSubject = clean(stripGreeting(subject.replace(SUBJECT_PREFIX, '')));
  const subjectScore = clauseScore(fromSubject);
  // The subject when the problem gave nothing that reads as a problem and the subject does.
  const useSubject =
    contentWords(fromSubject) >= 2 &&
    (contentWords(found.title) < 2 || found.title.length < 12 || (found.score <= 0 && subjectScore > 0));
  const title = useSubject ? fromSubject : found.title || fromSubject;
  // Never empty: a served unit needs a line for the queue and the chat.
  return cutAtWord(title || capitalize(squash(problem)) || capitalize(squash(subject)));
}
