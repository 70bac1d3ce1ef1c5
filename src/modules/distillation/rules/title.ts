import { PROBLEM_CUES, U, UI_LABEL } from './lexicon';
import { countMatches } from './cue-matching';
import { errorCodes } from './customer';
import { capitalize, contentWords, splitSentences, squash, stripGreeting } from './text';
import { restoreOrthography } from '../../../lib/text/orthography';
import { caseDetails } from '../../../lib/text/title-quality';
import { clean, DANGLING_END, GAP_MARK, SUBJECT_PREFIX } from './title-clean';
import { clauseScore, ELLIPTICAL_NO, isStory, negated, OWN_ACT, OWN_PAST_LINE, PLACE_ONLY, QUOTED_TEXT, readsItalian, RELATIVE, THIRD_PERSON_VERB, titleDefect, WRITER_CLAUSE } from './title-defects';

// What other files have always imported from here: the cleaning and the defect test live apart.
export { balanceQuotes, normaliseTitle } from './title-clean';
export { titleDefect } from './title-defects';

/**
 * The unit's title: the problem as a short line in the customer's words (≤ 90 characters), for
 * the review queue and the chat. Taken from the problem sentence the distiller chose, without
 * what belongs to one customer only: amounts, dates and times, identifiers, "since yesterday
 * evening"; a run-on sentence keeps its clauses that carry the problem. Falls back to the
 * ticket's subject without its mail prefixes ("Re:", "I: Fwd:"). Pure.
 */

export const TITLE_MAX = 90;

/**
 * How the writer or the person they write for feels about it, after what went wrong: "…non c'è
 * niente e ha paura di prendere la multa", "…e temo di perdere i dati". It goes when what stays
 * still says what is wrong.
 */
const FEELING_TAIL = U(/,?\s+(?:e|ma)\s+(?:(?:ho|ha|abbiamo|hanno)\s+paura|(?:temo|teme|temiamo|temono)|(?:sono|è|siamo)\s+(?:preoccupat|spaventat|agitat|disperat)\p{L}*|(?:mi|si|ci)\s+preoccup\p{L}+)(?![\p{L}']).*$/iu);
function withoutFeeling(text: string): string {
  const m = FEELING_TAIL.exec(text);
  if (m === null) return text;
  const rest = text.slice(0, m.index);
  return contentWords(rest) >= 3 && (negated(rest) || countMatches(PROBLEM_CUES, rest) > 0) ? rest : text;
}

/**
 * Clauses of the problem sentences: cut at punctuation and before "ma", "però", "mentre",
 * "perché", which stay with the clause they open (they carry its contrast).
 */
function clausesOf(problem: string): Array<{ text: string; sentence: number; order: number; score: number }> {
  const out: Array<{ text: string; sentence: number; order: number; score: number }> = [];
  splitSentences(squash(problem.replace(/\n/g, ' '))).forEach((whole, si) => {
    const sentence = withoutAsides(whole);
    // Quoted labels ("Stampante non raggiungibile (errore 0x1F)") are never cut.
    const quoted: string[] = [];
    const masked = sentence.replace(/["«“][^"«»“”]{1,80}["»”]/gu, (q) => `\u0001${quoted.push(q) - 1}\u0001`);
    const parts = masked
      .split(/[;:()]\s*|,\s+|\s+[–—-]\s+|\s+(?=(?:ma|però|mentre|perché|perche)\s)|\s+(?=cioè\s+(?:il|lo|la|i|gli|le|l['’])(?![\p{L}]))/u)
      .map((c) => c.replace(/\u0001(\d+)\u0001/g, (_m, i: string) => quoted[Number(i)]!).trim())
      .filter((c) => c.length > 0)
      .flatMap(splitAfterOwnAct);
    const first = out.length;
    for (const text of parts) out.push({ text, sentence: si, order: out.length, score: clauseScore(text) });
    // "Il dito non lo prende più cioè il lettore si accende rosso": the writer says it again, better;
    // the restatement takes the place (and the weight) of what it corrects.
    for (let k = first + 1; k < out.length; k++) {
      // (a clause with its verb; "cioè la tariffa massima" only names what was said)
      if (!RESTATEMENT.test(out[k]!.text) || !RESTATED_VERB.test(out[k]!.text)) continue;
      out[k]!.score = Math.max(out[k]!.score, out[k - 1]!.score);
      out[k - 1]!.score = Math.min(out[k - 1]!.score, -1);
    }
    // Steps the writer took one after the other, with nothing wrong in them ("Entro con la CIE,
    // metto il codice, …"): the story before the problem, never its title.
    // (the button pressed is quoted: "Faccio "Rinnova"" scores only for its label)
    const acts = out.slice(first).map((c) => (c.score === 0 || (c.score === 1 && UI_LABEL.test(c.text))) && OWN_ACT.test(c.text));
    acts.forEach((act, k) => {
      if (act && (acts[k - 1] || acts[k + 1])) out[first + k]!.score = -1;
    });
  });
  return out;
}

const RESTATEMENT = U(/^cioè\s+(?:il|lo|la|i|gli|le|l['’])(?![\p{L}])/iu);
const RESTATED_VERB = new RegExp(`\\s(?:non|si|${THIRD_PERSON_VERB})(?![\\p{L}'])`, 'iu');

/**
 * "Metto il numero e il codice non arriva": the writer's act, then what went wrong with a subject
 * of its own (a definite article after "e"), two clauses.
 */
const AND_NEW_SUBJECT = U(/\s+e\s+(?=(?:il|lo|la|i|gli|le|l['’])(?![\p{L}]))/iu);
function splitAfterOwnAct(part: string): string[] {
  if (!OWN_ACT.test(part)) return [part];
  const m = AND_NEW_SUBJECT.exec(part);
  if (!m || m.index < 6) return [part];
  const rest = part.slice(m.index + m[0].length);
  return countMatches(PROBLEM_CUES, rest) > 0 && countMatches(PROBLEM_CUES, part.slice(0, m.index)) === 0 ? [part.slice(0, m.index), rest] : [part];
}

/**
 * A parenthesis is an aside ("(Poste)", "(è nato all'estero)"): not a title's clause, unless it
 * holds the message or code shown, or the sentence says nothing without it.
 */
function withoutAsides(sentence: string): string {
  if (!sentence.includes('(')) return sentence;
  const out = squash(
    sentence.replace(/\s*\(([^()]{1,120})\)/g, (m, inner: string) => (errorCodes(inner).length > 0 || /["«“]/u.test(inner) || UI_LABEL.test(inner) ? m : ' ')),
  ).replace(/\s+([,.;:!?])/g, '$1');
  return contentWords(out) >= 3 ? out : sentence;
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

function cutAtClause(text: string, min = TITLE_MIN_AT_CLAUSE): string | null {
  let best: number | null = null;
  for (const m of text.matchAll(CLAUSE_BOUNDARY)) {
    if (m.index > TITLE_MAX - 1) break;
    if (m.index >= min) best = m.index;
  }
  if (best === null) return null;
  let cut = text.slice(0, best).replace(/[,;:\s]+$/, '');
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  // A cut inside a quoted message would leave the quote open.
  // Only when what is kept still says what is wrong ("La stampante che abbiamo in comodato" does not).
  const carriesProblem = countMatches(PROBLEM_CUES, cut) > 0 || errorCodes(cut).length > 0;
  return carriesProblem && cut.length >= min && (cut.match(/"/g)?.length ?? 0) % 2 === 0 ? cut : null;
}

function cutAtWord(text: string): string {
  if (text.length <= TITLE_MAX) return text;
  // A complete clause, even a short one, reads better than a line cut with "…".
  const atClause = cutAtClause(text) ?? cutAtClause(text, 20);
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

const CONTRAST = U(/^(?:ma|però)\s/iu);
/** "ma alla fine mi chiede…", "però non si apre": a contrast whose verb has no subject of its own. */
const NO_SUBJECT_AFTER_CONTRAST = new RegExp(
  `^(?:ma|però)\\s+(?:(?:alla\\s+fine|a\\s+un\\s+certo\\s+punto|poi|adesso|ora|invece|dopo|subito|sempre|ancora)\\s+)*(?:(?:non|mi|ci|ti|vi|si|ne|me|ce|te)\\s|${THIRD_PERSON_VERB}(?![\\p{L}']))`,
  'iu',
);
/** What went wrong, said with a negation: "ma non risulta attiva", "ma non trovo il tasto". */
const NEGATED = U(/\bnon\s/iu);

/** "La macchina lo riconosce": an object said before ("lo" before a verb, not the article of "lo sconto"). */
const CLITIC_OBJECT = U(/\b(?:lo|li|l['’](?=ho|ha|abbiamo|hanno))\s*(?!s[bcdfgklmnpqrtvz]|z|gn|ps|x|y)\p{L}/iu);

/** A reading of one case after a preposition or article, ending the line: "sotto i 5", "da 7 a 5" (not "meno di 48 ore"). */
const CASE_FIGURE = U(/\b(?:i|il|a|al|da|di|su|sotto|sopra|oltre|con)\s+\d+(?:[.,]\d+)?(?![\p{L}\d_-])(?!\s+\p{L})/iu);
/**
 * "…continua a ricaricarsi ogni volta che il saldo scende sotto i 5": the clause that carries one
 * case's figure goes when what stays before it still says what is wrong.
 */
function withoutTrailingFigure(title: string): string {
  const m = CASE_FIGURE.exec(title.replace(QUOTED_TEXT, (q) => 'x'.repeat(q.length)));
  if (m === null) return title;
  let best: number | null = null;
  for (const b of title.matchAll(CLAUSE_BOUNDARY)) {
    if (b.index >= m.index) break;
    if (b.index >= 20) best = b.index;
  }
  if (best === null) return title;
  let cut = title.slice(0, best).replace(/[,;:\s]+$/, '');
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  return countMatches(PROBLEM_CUES, cut) > 0 || negated(cut) || CONTRAST_INSIDE.test(cut) ? cut : title;
}
const CONTRAST_INSIDE = U(/\s(?:ma|però)\s/iu);

/**
 * Among lines with no problem cue, one with a subject of its own that says it is not as it should
 * be ("Le ricevute sono uscite intestate a me e non alla ditta") comes before one that sets the
 * scene ("Uso l'app per le auto aziendali"): see NEGATION.
 */
/** "X ma Y e Z" cut at the last clause boundary after the contrast that fits; null when none. */
function cutAfterContrast(line: string): string | null {
  const contrastAt = CONTRAST_INSIDE.exec(line)?.index ?? -1;
  if (contrastAt < 0) return null;
  let best: number | null = null;
  for (const m of line.matchAll(CLAUSE_BOUNDARY)) {
    if (m.index > TITLE_MAX - 1) break;
    if (m.index > contrastAt + 4) best = m.index;
  }
  if (best === null) return line.length <= TITLE_MAX ? line : null;
  let cut = line.slice(0, best).replace(/[,;:\s]+$/, '');
  for (let i = 0; i < 3; i++) cut = cut.replace(DANGLING_END, '');
  return cut;
}
const WRITER_AS_SUBJECT = U(/^(?:ma|però)\s+(?:io|noi)(?![\p{L}])/iu);
function subjectNotThere(line: string): boolean {
  return !CLITIC_OBJECT.test(line) && /^(?:il|lo|la|i|gli|le|l['’])(?![\p{L}])/iu.test(line) && NEGATED.test(line.replace(QUOTED_TEXT, ' ')) && titleDefect(line) === '';
}

/** "ma non risulta", "ma l'app mostra un account diverso senza la mia storia": the contrast carries the problem more than what it follows. */
function saysWhatWentWrong(contrastClause: string, before: string): boolean {
  // ("ma io non ho fatto niente" is the writer's defence, not the problem)
  if (negated(before) || errorCodes(before).length > 0 || WRITER_AS_SUBJECT.test(contrastClause)) return false;
  return negated(contrastClause) || /\bsenza\s/iu.test(contrastClause) || countMatches(PROBLEM_CUES, contrastClause) > countMatches(PROBLEM_CUES, before);
}

/** A clause that can open a title before "ma …": a line of its own, with no figure of one case. */
function standsBefore(text: string): boolean {
  const line = clean(text);
  if (contentWords(line) < 2 || /\d/.test(text) || CLITIC_OBJECT.test(line)) return false;
  const defect = titleDefect(line);
  // (the writer's own act is what the "ma" clause goes against: "Ho disattivato la ricarica, ma…")
  return defect === '' || (defect === 'story' && OWN_PAST_LINE.test(line) && !isStory(line) && !WRITER_CLAUSE.test(line));
}

/**
 * The strongest problem clause, with its neighbours of the same sentence while they carry the
 * problem too (or the line is still too short to stand alone) and the whole fits in 90
 * characters once cleaned. A line that does not stand on its own (a story, a clause that lost
 * its subject or its object, a cut) takes the clause before it, or gives way to the next
 * strongest clause; `defect` says what is still wrong with the line returned.
 */
function fromProblem(problem: string): { title: string; score: number; defect: string; second?: boolean } {
  const clauses = clausesOf(problem)
    .map((c) => ({ ...c, clean: clean(c.text) }))
    .filter((c) => contentWords(c.clean) >= 2);
  if (clauses.length === 0) return { title: '', score: -1, defect: 'empty' };
  const joined = (from: number, to: number) =>
    clean(
      clauses
        .slice(from, to + 1)
        .map((c) => c.text)
        .join(', ')
        .replace(/,\s+(?=(?:ma|però|mentre|perché|perche)\s)/giu, ' '),
    );
  const cache = new Map<number, string>();
  const text = (from: number, to: number) => {
    const key = from * 1000 + to;
    let t = cache.get(key);
    if (t === undefined) {
      t = joined(from, to);
      cache.set(key, t);
    }
    return t;
  };
  const fits = (a: number, b: number) => text(a, b).length <= TITLE_MAX;
  const around = (index: number) => {
    const anchor = clauses[index]!;
    let from = index;
    let to = index;
    for (;;) {
      const short = text(from, to).length < 35;
      const next = clauses[to + 1];
      const prev = clauses[from - 1];
      if (next && next.sentence === anchor.sentence && (next.score > 0 || (short && next.score === 0)) && fits(from, to + 1)) to++;
      else if (prev && prev.sentence === anchor.sentence && (prev.score > 0 || (short && prev.score === 0)) && fits(from - 1, to)) from--;
      else break;
    }
    // "X, ma Y": the expectation and what went wrong are the problem together.
    const contrast = (c: { text: string } | undefined) => c !== undefined && CONTRAST.test(c.text);
    const next = clauses[to + 1];
    // ("ma è bianco": a short state after "ma" is what went wrong, as a negation is)
    if (next && next.sentence === anchor.sentence && contrast(next) && (NEGATED.test(next.text) || next.text.split(/\s+/).length <= 4) && next.score >= 0 && fits(from, to + 1)) to++;
    // "Mi arrivano le mail su un indirizzo, ma l'app mostra un account diverso": what went wrong
    // is the "ma" clause with a subject of its own; when it could not join, it is the line alone.
    // (both, when the "ma" clause can end early: "L'app dice "consegnata" ma davanti alla porta non c'è niente")
    else if (next && next.sentence === anchor.sentence && contrast(next) && next.score >= 0 && !NO_SUBJECT_AFTER_CONTRAST.test(next.text) && saysWhatWentWrong(next.text, anchor.text)) {
      const both = cutAfterContrast(text(from, to + 1));
      if (both !== null && both.length <= TITLE_MAX && CONTRAST_INSIDE.test(both) && titleDefect(both) === '') return { title: both, score: Math.max(anchor.score, next.score), defect: '' };
      const alone = cutAtWord(next.clean);
      if (titleDefect(alone) === '' && contentWords(alone) >= 3) return { title: alone, score: Math.max(anchor.score, next.score), defect: '' };
    }
    const prev = clauses[from - 1];
    // "Ho disattivato la ricarica, ma il portafoglio continua…": what was done or expected goes with it.
    if (prev && prev.sentence === anchor.sentence && contrast(clauses[from]) && (NO_SUBJECT_AFTER_CONTRAST.test(clauses[from]!.text) || standsBefore(prev.text)) && prev.score >= 0 && fits(from - 1, to)) from--;
    // "Nella parte delle spese sanitarie, non c'è nessuna delle visite": where it is missing goes with it.
    const before = clauses[from - 1];
    if (before && before.sentence === anchor.sentence && PLACE_ONLY.test(before.text) && fits(from - 1, to)) from--;
    let title = withoutTrailingFigure(cutAtWord(text(from, to)));
    let defect = titleDefect(title);
    // A clause that lost its subject or object takes the clause before it, when that one is no story.
    while ((defect === 'subjectless' || defect === 'pronoun' || defect === 'dependent') && from > 0) {
      const prev = clauses[from - 1]!;
      if (prev.sentence !== anchor.sentence || prev.score < 0) break;
      // Too long with the clauses after the anchor: the clause before it and the anchor alone.
      if (!fits(from - 1, to)) {
        if (to > index && fits(from - 1, index)) to = index;
        else break;
      }
      from--;
      title = cutAtWord(text(from, to));
      defect = titleDefect(title);
    }
    return { title, score: anchor.score, defect };
  };
  const ranked = clauses
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.score - a.c.score || (a.c.score === 0 ? Number(subjectNotThere(b.c.clean)) - Number(subjectNotThere(a.c.clean)) : 0) || a.i - b.i);
  // Only who writes: no line. A story is still a line (marked) when nothing else is.
  if (ranked[0]!.c.score <= -2) return { title: '', score: -1, defect: 'empty' };
  const first = around(ranked[0]!.i);
  if (!first.defect) return first;
  // The next strongest clauses that carry the problem, when they make a line that stands.
  for (const { c, i } of ranked.slice(1, 6)) {
    if (c.score <= 0) break;
    const other = around(i);
    if (!other.defect) return { ...other, second: true };
  }
  return first.defect === 'fragment' ? messageOfElliptical(first) : first;
}

/**
 * "Lei l'ha collegato, io col codice no, "codice già associato"": who it works for and who not
 * is the writer's case; the message shown is what others will meet, and the line.
 */
function messageOfElliptical(found: { title: string; score: number; defect: string }): { title: string; score: number; defect: string } {
  if (!ELLIPTICAL_NO.test(found.title)) return found;
  const quotes = found.title.match(QUOTED_TEXT);
  const message = quotes?.[quotes.length - 1];
  if (message === undefined || contentWords(message) < 2) return found;
  return { title: message.replace(/^(["«“])(\p{Ll})/u, (_m, q: string, c: string) => q + c.toUpperCase()), score: found.score, defect: '' };
}

/** A subject that can be a title: says something (two content words) and stands on its own. */
function subjectLine(subject: string): { title: string; score: number; defect: string } {
  // Restored first: "non c e" must not lose its "è" as a dangling "e".
  const title = clean(stripGreeting(restoreOrthography(subject.replace(SUBJECT_PREFIX, ''))));
  const defect = contentWords(title) < 2 ? 'empty' : titleDefect(cutAtWord(title));
  return { title, score: clauseScore(title), defect };
}

/**
 * The writer's guess at the cause, asked as a question: "la carta è scaduta?", "Il listino
 * dell'app è sbagliato?", "possibile blocco di rete?" (not what they ask to do: "si paga anche
 * online?", "la posso spostare?"). It is for the agent to answer, not the problem.
 */
const GUESS_QUESTION = U(
  /^(?:(?:forse|magari|possibile|probabile)\s+[^?]+|(?:il|lo|la|i|gli|le|l['’])\s*[\p{L}'’]+(?:\s+(?:di|del|della|dello|dei|delle|degli|dell['’])\s*[\p{L}'’]+)?\s+(?:è|sono|era|erano)\s+(?:stat[oaie]\s+)?\p{L}+(?:at|it|ut)[oaie])\?$/iu,
);
/**
 * A title that ends in the writer's guess: the line before the dash when that one says what is
 * wrong ("Caricamento lento - possibile blocco di rete?"), else the subject when it stands as a line.
 */
function withoutGuess(title: string, fromSubject: { title: string; defect: string }): string {
  if (!title.endsWith('?')) return title;
  // (after a comma the guess reads with the line, "Rata non pagata, la carta è scaduta?", and a reviewer keeps it)
  const cut = title.lastIndexOf(' - ');
  const last = cut < 0 ? title : title.slice(cut + 3);
  if (!GUESS_QUESTION.test(last)) return title;
  const before = cut < 0 ? '' : title.slice(0, cut).replace(/[\s,;:-]+$/, '');
  if (before && contentWords(before) >= 2 && titleDefect(before) === '' && (negated(before) || countMatches(PROBLEM_CUES, before) > 0 || contentWords(before) >= 3)) return before;
  const subject = fromSubject.title;
  if (cut < 0 && fromSubject.defect === '' && !subject.endsWith('?') && contentWords(subject) >= 3 && subject !== title) return subject;
  return title;
}

const PARTICIPLE = U(/\p{L}{3,}(?:at|it|ut)[oaie](?![\p{L}'])/iu);

/** "Quando apre i biglietti", "Se tocca il tasto": a relative's act, in the third person of a regular verb. */
const THIRD_PERSON_ACT = U(/^(Quando|Se|Appena|Ogni\s+volta\s+che)\s+(\p{Ll}{2,}?)[ae]\s+(?=(?:il|lo|la|i|gli|le|un|una)\s|l['’])/u);

/**
 * The subject over the problem's line when the subject says what is wrong as a line of its own
 * and carries fewer of one customer's details (a name, a relative, the moment it happened, a
 * pointer back or at a screen): the writer's own summary often says in general words what the
 * message then tells as a story ("Codice sconto rifiutato" over "Quando metto il codice di mia
 * figlia mi esce…").
 */
function subjectFitsMore(fromSubject: { title: string; score: number; defect: string }, line: string): boolean {
  const subject = fromSubject.title;
  if (fromSubject.defect !== '' || subject.length > TITLE_MAX || contentWords(subject) < 2 || line === '') return false;
  if (isStory(subject)) return false;
  // (a participle after the noun it qualifies: "Ricevute dello zio" opens on a noun in -ute)
  const saysWrong = fromSubject.score > 0 || negated(subject) || PARTICIPLE.test(subject.replace(/^\S+\s*/u, ''));
  return saysWrong && caseDetails(subject) < caseDetails(line);
}

export function extractTitle(problem: string, subject: string): string {
  const found = fromProblem(problem);
  const fromSubject = subjectLine(subject);
  // ("Sinistro non mio", one noun and what is wrong with it, over a line with a town of one case)
  if (found.defect === 'place' && fromSubject.defect === 'empty' && negated(fromSubject.title) && fromSubject.title.split(/\s+/).length >= 3) {
    fromSubject.defect = titleDefect(fromSubject.title);
  }
  // The subject when the problem gave nothing that reads as a problem and the subject does, or
  // when the problem's line does not stand on its own and the subject does.
  const useSubject =
    fromSubject.defect !== 'empty' &&
    (contentWords(found.title) < 2 ||
      found.title.length < 12 ||
      (found.score <= 0 && fromSubject.score > 0) ||
      // A subject that says what is not there ("il qr non compare") over a line that says nothing wrong.
      (found.score <= 0 && fromSubject.defect === '' && negated(fromSubject.title) && !negated(found.title) && contentWords(fromSubject.title) >= 2) ||
      // A line the problem gave only as its second choice, when the subject says what is wrong.
      // ("Termostato già associato ad altro account": a state said by its participle; not "Stampante Mac collega")
      (found.second === true && fromSubject.defect === '' && contentWords(fromSubject.title) >= 3 && (fromSubject.score > 0 || negated(fromSubject.title) || PARTICIPLE.test(fromSubject.title))) ||
      (found.defect !== '' && fromSubject.defect === '' && (found.defect !== 'foreign' || readsItalian(fromSubject.title)) && (fromSubject.score > 0 || (found.defect === 'place' && negated(fromSubject.title)) || contentWords(fromSubject.title) >= (found.defect === 'story' ? 3 : 2))));
  const title = withoutGuess(useSubject || subjectFitsMore(fromSubject, found.title) ? fromSubject.title : found.title || fromSubject.title, fromSubject);
  // Never empty: a served unit needs a line for the queue and the chat.
  // A hole left marked is closed up when nothing better was found.
  // "Quando apre i biglietti…" of a grandmother the writer speaks for: the act told as the writer's own.
  const felt = withoutFeeling(title);
  const voiced = RELATIVE.test(problem) ? felt.replace(THIRD_PERSON_ACT, (_m, when: string, stem: string) => `${when} ${stem}o `) : felt;
  const shown = squash((voiced || capitalize(squash(problem)) || capitalize(squash(subject))).replaceAll(GAP_MARK, ' ')).replace(/\s+([,;:.!?])/g, '$1');
  return cutAtWord(shown);
}
