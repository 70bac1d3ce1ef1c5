import { BARE_NAME_LINE, ERROR_CODE_PATTERNS, MAIL_PLUMBING_LINE, META_OPENERS, PROBLEM_CUES, REQUEST_CUES, SYMPTOM_CUES, U, UI_LABEL } from './lexicon';
import { anyMatch, countMatches, globalOf, memo } from './cue-matching';
import { PLACEHOLDER_WITH_LABEL, stripPlaceholders } from './placeholders';
import { withoutTitledPeople } from './steps';
import { readsBroken, withoutCaseDetailsInSentence, withoutPersonalDetails } from './single-customer';
import { hangsAfterCut, isNameOnlyIntroduction, repeatsTheProblem, withoutNamesOfTheirOwn, withoutRetellingOpener } from './customer-story';
import {
  capitalize,
  contentWords,
  deshout,
  hasPlaceholder,
  isContact,
  isQuestion,
  isSignOff,
  joinSentences,
  lines,
  splitSentences,
  squash,
  stripGreeting,
  tidy,
  truncateAtWord,
  withoutEcho,
  withoutQuotedReply,
} from './text';
import type { TranscriptMessage } from '../distiller';
import { withoutShoutedWords } from '../../../lib/text/title-quality';

/** Problem and symptoms, in the customer's own words. */

/**
 * What customer message `index` says in the customer's own words: without the quoted reply
 * under "Il giorno … ha scritto:" or ">" and without sentences that repeat an earlier agent
 * message word for word.
 */
const OWN_WORDS = new WeakMap<readonly TranscriptMessage[], Map<number, string>>();
export function ownWords(messages: readonly TranscriptMessage[], index: number): string {
  let known = OWN_WORDS.get(messages);
  if (!known) OWN_WORDS.set(messages, (known = new Map()));
  let text = known.get(index);
  if (text === undefined) known.set(index, (text = computeOwnWords(messages, index)));
  return text;
}
function computeOwnWords(messages: readonly TranscriptMessage[], index: number): string {
  const body = messages[index]?.body ?? '';
  // Most messages quote nothing: no reply header, no ">" line, nothing long enough to be an echo.
  if (!/^\s*>|ha\s+scritto|wrote|messaggio\s+originale|original\s+message/im.test(body) && index === 0) return body;
  const earlier = messages.slice(0, index).filter((m) => m.author === 'agent').map((m) => m.body);
  return withoutEcho(withoutQuotedReply(body), earlier);
}

/**
 * Openers that carry nothing: "vi scrivo perché", "sono Ivan della piadineria, …", "Allora".
 * Only a self-introduction closed by a comma is cut, so "sono forfettario" stays.
 */
const SENTENCE_FILLER = U(
  /^(?:(?:allora|dunque|ecco|insomma|praticamente|ah|ok|raga|ragazzi|ehi|hey)\b[,!]?\s+|(?:vi|le|ti)\s+scrivo\s+(?:perché|perche|in\s+quanto)\s+|(?:con\s+la\s+presente\s+)?(?:(?:desider\w+|vorrei|volevo|voglio|intendo)\s+)?(?:segnal(?:are|o|iamo)|comunic(?:are|o|hiamo)|informar\w*)\s+(?:che|di)\b[,]?\s+|con\s+la\s+presente\s+|(?:(?:vi|le|ti)\s+)?scrivo\s+per\s+(?:segnalar\w*|comunicar\w*|informar\w*|dir\w*)\s+(?:che\s+)?)+/i,
);
/**
 * "Sono la segretaria dello studio, dobbiamo…", "Sono insegnante di sostegno, …": who writes,
 * closed by a comma, before what is wrong.
 */
const ROLE_INTRODUCTION = U(
  /^(?:io\s+)?(?:sono|siamo)\s+(?:(?:il|la|lo|l'|un|una|uno|un'|i|gli|le)\s*[\p{L}'-]+|[\p{L}]+(?:ista|iste|isti|iere|iera|tore|trice|ente|enti|ante|anti|ologo|ologa|aio|aia|essa))[^,;:!?]{0,70},\s+/iu,
);
/** A sentence that only says who writes ("Sono la responsabile acquisti della ditta."). */
const ROLE_ONLY = U(
  /^(?:io\s+)?(?:sono|siamo)\s+(?:(?:il|la|lo|l'|un|una|uno|un'|i|gli|le)\s*[\p{L}'-]+|[\p{L}]+(?:ista|iste|isti|iere|iera|tore|trice|ente|enti|ante|anti|ologo|ologa|aio|aia|essa)\b)[^,;:!?]{0,90}[.!]?$/iu,
);
/** A sentence that only says where the writer writes from ("Scrivo dall'ufficio acquisti della ditta."). */
const WRITER_ONLY = U(
  /^(?:(?:vi|le|ti)\s+)?(?:scrivo|scriviamo)\s+(?:(?:da|dal|dalla|dallo|dai|dagli)\s|dall['’]|per\s+conto\s+d|a\s+nome\s+d|in\s+qualità\s+di\s)[^,;:!?]{0,100}[.!]?$/iu,
);
/** "Inoltro la richiesta di mia madre: …": only what follows the colon is the problem. */
const FORWARD_OPENER = U(/^(?:(?:vi|le|ti)\s+)?(?:inoltro|inoltriamo|giro|rigiro)\s+(?:la|le|il|una|questa|questo|qui)\b[^:.!?]{0,80}(?::\s*|[.!?]?$)/iu);

/**
 * Clauses that tell the customer's own story rather than the problem: a relative's doings ("mio
 * padre si arrabbia"), what someone said ("ma lei dice che ha preso 8", "mi hanno detto di…").
 * Cut from the end of a problem sentence when they carry no problem cue.
 */
const STORY_TAIL = U(
  /\b(?:mi[oae]|tu[oae]|su[oae]|nostr[oaie])\s+(?:figli[oae]?|madre|padre|mamma|papà|marito|moglie|nonn[oaie]|fratell[oi]|sorell[ae]|suocer[oa]|compagn[oa]|zi[oa])\b|\b(?:lei|lui|loro)\s+(?:dice|dicono|sostiene|sostengono|ha|hanno|è|sono|era)\b|\b(?:mi|ci)\s+(?:ha|hanno|aveva|avevano)\s+detto\b|\bsi\s+arrabbi\w*|\bl'ultima\s+volta\b|^(?:devo|dobbiamo|mi\s+serve|ci\s+serve)\s[^,;]*?(?:\b(?:adesso|subito|oggi|domani|stasera|entro|ogni\s+volta)\b|\bper\s+(?:il|la|lo)\s)|^\p{L}+\s+tra\s+\d+\s+(?:minuti|ore)\b/iu,
);
/** "in data 12 marzo", "in data 03/04/2026": when it happened to this customer. */
const IN_DATA = U(
  /,?\s*\bin\s+data\s+(?:\d{1,2}\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)(?:\s+\d{4})?|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?)\b/giu,
);

function withoutStoryTail(sentence: string): string {
  const parts = sentence.split(/(?=,\s+|\s+(?:ma|però|e|perché|perche)\s)/u);
  let end = parts.length;
  while (end > 1) {
    const clause = parts[end - 1]!.replace(/^[,\s]*(?:ma|però|e|perché|perche)\s+/iu, '');
    if (!STORY_TAIL.test(clause) || anyMatch(PROBLEM_CUES, clause) || errorCodes(clause).length > 0 || UI_LABEL.test(clause)) break;
    end--;
  }
  if (end === parts.length) return sentence;
  const kept = parts.slice(0, end).join('').replace(/[,;:\s]+$/, '');
  if (kept.length < 25) return sentence;
  return /[.!?]$/.test(sentence) ? `${kept}.` : kept;
}
/** "Sono Ivan della piadineria, …": a self-introduction (capitalised name, closed by a comma). */
const SELF_INTRODUCTION = /^(?:[Ss]ono|[Mm]i\s+chiamo|[Qq]ui\s+è)\s+[A-ZÀ-Ý][^,.]{0,50},\s+/u;

/**
 * Courtesy before the problem ("Mi permetto di disturbarvi perché…", "Scusate il disturbo, …")
 * and who noticed it ("mio nipote mi dice che…", "la mia collega mi fa notare che…"): what
 * follows is the problem.
 */
const COURTESY = U(
  /^(?:mi\s+permetto\s+di\s+\p{L}+(?:vi|la|le|ti)|(?:scusate|scusi|scusa)(?:\s+(?:il|per\s+il)\s+disturbo)?|(?:vi|le|ti)\s+chiedo\s+scusa(?:\s+per\s+il\s+disturbo)?)\s*(?:,\s*|\s+(?:ma|perché|perche|però)\s+)(?:(?:ma|perché|perche|però)\s+)?/iu,
);
const HEARSAY = U(
  /^(?:(?:il|la|i|le)\s+)?(?:mi[oaie]|nostr[oaie])\s+\p{L}+\s+(?:mi|ci)\s+(?:dice|dicono|ha\s+detto|hanno\s+detto|fa\s+notare|fanno\s+notare|segnala|avvisa)\s+che\s+/iu,
);
function withoutCourtesyAndHearsay(sentence: string): string {
  const rest = sentence.replace(COURTESY, '').replace(HEARSAY, '');
  return rest !== sentence && contentWords(rest) >= 3 ? capitalize(rest) : sentence;
}

/** A parenthesis that holds a redacted value: without it, what is left speaks of nothing. */
const ASIDE_WITH_PLACEHOLDER = /\s*\([^()]*\[[A-Z][A-Z_]{1,15}\][^()]*\)/g;

interface CustomerSentence {
  text: string;
  order: number;
}

/** Content sentences of a customer message: no greeting, sign-off, contact line or placeholder. */
const CUSTOMER_SENTENCES = new Map<string, CustomerSentence[]>();
export function customerSentences(body: string): CustomerSentence[] {
  return memo(CUSTOMER_SENTENCES, body, () => computeCustomerSentences(body));
}
function computeCustomerSentences(body: string): CustomerSentence[] {
  const out: CustomerSentence[] = [];
  const ls = lines(stripGreeting(body.trim()));
  let order = 0;
  ls.forEach((raw, li) => {
    // A quoted e-mail keeps its text ("> il modem ha la luce rossa"), not its markers.
    const line = raw.replace(/^(?:>\s*)+/, '');
    if (!line || MAIL_PLUMBING_LINE.some((p) => p.test(line))) return;
    if (isSignOff(line) || (li > 0 && BARE_NAME_LINE.test(line))) return;
    // "Merceria Pellegrini – P.IVA [PIVA]": an identity line, not content.
    if (hasPlaceholder(line)) {
      const rest = tidy(line.replace(PLACEHOLDER_WITH_LABEL, ' '));
      if (rest.length < 40 && contentWords(rest) <= 3 && !anyMatch(PROBLEM_CUES, rest)) return;
    }
    for (let s of splitSentences(line)) {
      s = withoutRetellingOpener(stripGreeting(s));
      // "Sono Carla Mancini.": who writes, not what is wrong.
      if (isNameOnlyIntroduction(s)) continue;
      s = s.replace(SENTENCE_FILLER, '').replace(SELF_INTRODUCTION, '').replace(ROLE_INTRODUCTION, '');
      s = withoutCourtesyAndHearsay(s);
      const forward = FORWARD_OPENER.exec(s);
      if (forward) s = s.slice(forward[0].length);
      s = withoutMetaOpener(s);
      if (s && (ROLE_ONLY.test(s) || WRITER_ONLY.test(s)) && !anyMatch(PROBLEM_CUES, s) && errorCodes(s).length === 0) continue;
      // "…non ricevo il codice, il mio numero è [TELEFONO]": the contact clause goes, the problem stays.
      if (s && isContact(s)) s = withoutContactClauses(s);
      if (!s || isSignOff(s) || isContact(s)) continue;
      // "(KWM… è il suo codice fiscale, è nato all'estero)": an aside about a redacted value goes whole.
      if (s.includes('[')) s = s.replace(ASIDE_WITH_PLACEHOLDER, '');
      const clean = withoutNamesOfTheirOwn(withoutTitledPeople(deshout(stripPlaceholders(s))).replace(IN_DATA, ''));
      if (!clean) continue;
      // "Trattoria da Silvio, P.IVA [PIVA], [EMAIL]": what is left is an identity, not content.
      if (hasPlaceholder(s) && clean.length < 40 && contentWords(clean) <= 3 && !anyMatch(PROBLEM_CUES, clean)) continue;
      const carries = anyMatch(PROBLEM_CUES, clean) || errorCodes(clean).length > 0;
      if (contentWords(clean) < (carries ? 1 : 2)) continue;
      out.push({ text: capitalize(clean), order: order++ });
    }
  });
  return out;
}

/** The clauses of a sentence that are not a contact line; '' when fewer than two content words are left. */
function withoutContactClauses(sentence: string): string {
  const parts = sentence.split(/(?<=[,;:])\s+|\s+(?=(?:e|ed)\s+(?:il|mi|ci|potete|se)\b)/u);
  if (parts.length < 2) return '';
  const kept = parts.filter((p) => !isContact(p.replace(/^(?:e|ed)\s+/i, '')));
  if (kept.length === parts.length || kept.length === 0) return '';
  const text = kept.join(' ').replace(/[,;:\s]+$/, '');
  return contentWords(text) >= 2 ? text + (/[.!?]$/.test(sentence) && !/[.!?]$/.test(text) ? sentence.slice(-1) : '') : '';
}

/**
 * "Mia figlia dice di scrivervi perché a me l'app fa tutto bianco" → "a me l'app fa tutto bianco";
 * "Vi giro la mail di mio padre, lui non sa usare il modulo." → '' (who writes, not the problem).
 */
const META_REASON = U(/\b(?:perché|perche|poiché|poiche|dato\s+che|visto\s+che)\s+/i);
function withoutMetaOpener(sentence: string): string {
  const meta = META_OPENERS.map((p) => p.exec(sentence)).find((m) => m !== null);
  if (!meta) return sentence;
  const tail = sentence.slice(meta.index + meta[0].length);
  const reason = META_REASON.exec(tail);
  if (!reason) return '';
  const rest = tail.slice(reason.index + reason[0].length).trim();
  return contentWords(rest) >= 2 ? capitalize(rest) : '';
}

export function errorCodes(text: string): string[] {
  const found: string[] = [];
  for (const p of ERROR_CODE_PATTERNS) {
    const g = globalOf(p);
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      let code = m[0];
      if (/^(?:RT|FW|IVA|CF)[-_]/i.test(code)) continue;
      if (/^[a-z]{1,5}[-_]\d/i.test(code)) code = code.toUpperCase();
      found.push(code);
    }
  }
  return found;
}

export function problemScore(s: string): number {
  let score = 2 * countMatches(PROBLEM_CUES, s);
  if (errorCodes(s).length > 0) score += 2;
  if (anyMatch(SYMPTOM_CUES, s)) score += 1;
  if (UI_LABEL.test(s)) score += 1;
  if (anyMatch(REQUEST_CUES, s)) score += 1;
  if (isQuestion(s) && countMatches(PROBLEM_CUES, s) === 0) score -= 1;
  if (s.length > 350) score -= 2;
  return score;
}

/** The clause with the most problem cues and its neighbours, for run-on sentences. */
function focusClauses(sentence: string): string {
  const clauses = sentence.split(/(?<=[,;])\s+/);
  if (clauses.length < 3) return sentence;
  let best = 0;
  let bestScore = -1;
  clauses.forEach((c, i) => {
    const score = countMatches(PROBLEM_CUES, c) + (errorCodes(c).length > 0 ? 2 : 0);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let from = best;
  let to = best;
  while (to - from < 2 && (from > 0 || to < clauses.length - 1)) {
    if (to < clauses.length - 1) to++;
    if (to - from < 2 && from > 0) from--;
  }
  const text = clauses
    .slice(from, to + 1)
    .join(' ')
    .replace(/[,;]$/, '')
    .replace(/^(?:e|ed|ma|però|quindi|cioè|poi)\s+/i, '');
  return text.length < sentence.length ? capitalize(text) + (/[.!?]$/.test(text) ? '' : '.') : sentence;
}

/**
 * A sentence of the customer's story around the problem, not the problem: what it cost them
 * ("Ci ho messo 10 minuti ad entrare", "Ho dovuto chiamare l'addetto"), their hurry ("Devo
 * prenotare il ritiro per domani"), who they are or what they have ("Siamo un piccolo
 * ristorante", "Abbiamo l'abbonamento business"), a relative's doings, a fear ("Se mi ferma la
 * polizia?"), a clause split from the sentence before ("Che è in carrozzina…").
 */
const SIDE_STORY = U(
  /^(?:(?:oggi|ieri|stamattina|poi|e|anche)\s+)*(?:ci\s+(?:ho|abbiamo)\s+messo|(?:ho|abbiamo)\s+dovuto|(?:mi|ci)\s+hanno\s+(?:aperto|lasciato|fatto\s+entrare|chiamat\p{L}*|dato|detto)|(?:ho|abbiamo)\s+(?:chiamato|telefonato|scritto|allegato)|(?:vi\s+)?allego|(?:siamo|sono)\s+(?:in|a|un|una|uno)\s|che\s+(?!cosa\b)|se\s+(?:mi|ci)\s|(?:mi\s+)?dic(?:e|ono)\s+(?:anche\s+)?che\s)/iu,
);
/** "Matricola 4410-KX-1187.", "Tommaso (il nipote)": an identifier or a signature, not a sentence. */
const LABEL_ONLY = U(
  /^(?:(?:matricola|seriale|numero\s+di\s+serie|codice\s+cliente|n\.\s*pratica|pratica)\b[^.!?]{0,40}?:?\s*[A-Za-z0-9][A-Za-z0-9./-]{3,}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*\([^()]{1,30}\))\.?$/iu,
);
const URGENCY = U(/^(?:urgente[:!]?\s*)?(?:devo|dobbiamo|mi\s+serve|ci\s+serve)\s(?![^.]*\bnon\b)[^.]*\b(?:adesso|subito|oggi|domani|stasera|entro|per\s+domani)\b/iu);
const POSSESSION_ONLY = U(/^(?:ho|abbiamo)\s+(?:l['’]|il|lo|la|i|gli|le|un|una|uno)\s*\p{L}+(?:\s+\p{L}+){0,2}[.!]?$/iu);
const OWN_PAST_ONLY = U(/^(?:ho|abbiamo)\s+(?:già\s+)?\p{L}+(?:ato|uto|ito)\s/iu);
/** Story told around the problem, always: what it cost, the hurry, who they are, an identifier. */
export function isSideSentence(s: string): boolean {
  if (LABEL_ONLY.test(s)) return true;
  if (errorCodes(s).length > 0 || /["«“]/u.test(s)) return false;
  return SIDE_STORY.test(s) || URGENCY.test(s);
}
/** What they have, what they did, a relative's doings, with nothing wrong in it: side when another sentence says the problem. */
const CONTRAST = U(/\b(?:ma|però|mentre|non)\b/iu);
function isWeakSide(s: string): boolean {
  if (errorCodes(s).length > 0 || /["«“]/u.test(s) || CONTRAST.test(s) || countMatches(PROBLEM_CUES, s) > 0) return false;
  return POSSESSION_ONLY.test(s) || OWN_PAST_ONLY.test(s) || STORY_TAIL.test(s);
}
function withoutSideSentences(all: CustomerSentence[]): CustomerSentence[] {
  const core = all.filter((s) => !isSideSentence(s.text));
  if (core.length === 0) return all;
  const best = Math.max(...core.map((s) => problemScore(s.text)));
  if (best <= 0) return core;
  const kept = core.filter((s) => !isWeakSide(s.text) || problemScore(s.text) >= best);
  return kept.length > 0 ? kept : core;
}

/** A problem longer than this says one case: its lower-scoring sentences go. */
const PROBLEM_MAX = 250;

const MATTERS_ANNOUNCED = /^\s*(?:(?:due|tre)\s+(?:cose|domande|questioni)\s*[:,.]\s*)?1\s*[).]\s+|^\s*(?:due|tre)\s+(?:cose|domande|questioni)\s*:\s*/iu;

export function extractProblem(firstCustomerBody: string, subject: string): string {
  const all = customerSentences(firstCustomerBody);
  // The customer's story around the problem is not the problem, when a sentence says the problem.
  const sentences = withoutSideSentences(all);
  const subj = deshout(squash(stripPlaceholders(subject)));
  let picked: CustomerSentence[] = [];
  if (sentences.length > 0) {
    const scored = sentences.map((s) => ({ s, score: problemScore(s.text) }));
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    if (best.score <= 0) {
      picked = sentences.slice(0, 2).filter((s, i) => i === 0 || s.text.length < 200);
    } else {
      picked = [best.s];
      const second = scored
        .filter((x) => x.s !== best.s && x.score >= 2 && x.s.text.length + best.s.text.length < 560)
        .sort((a, b) => b.score - a.score || Math.abs(a.s.order - best.s.order) - Math.abs(b.s.order - best.s.order))[0];
      if (second) picked.push(second.s);
      picked.sort((a, b) => a.order - b.order);
    }
  }
  // A run-on sentence keeps the clauses around its strongest problem cue; the customer's own story
  // at the end of a sentence ("…, ma lei dice che…") is not the problem.
  picked = picked.map((p) => (p.text.length > 300 ? { ...p, text: focusClauses(p.text) } : p));
  picked = picked.map((p) => {
    const text = withoutStoryTail(p.text);
    return text === p.text ? p : { ...p, text };
  });
  // A terse opening ("TUTTO LENTO.") keeps the sentences that follow it.
  if (picked.length > 0 && picked.map((s) => s.text).join(' ').length < 40) {
    for (const s of sentences) {
      if (picked.some((p) => p.order === s.order) || s.order < picked[0]!.order || isQuestion(s.text)) continue;
      picked.push(s);
      if (picked.map((x) => x.text).join(' ').length >= 40 || picked.length >= 3) break;
    }
    picked.sort((a, b) => a.order - b.order);
  }
  picked = withoutCaseDetails(picked);
  // "Due cose: 1) la tariffa…": the announcement and the number of the matter are not the problem.
  let problem = joinSentences(picked.map((s) => s.text)).replace(MATTERS_ANNOUNCED, '');
  if (problem.length < 25 && subj.length >= 3 && !problem.toLowerCase().includes(subj.toLowerCase())) {
    problem = problem ? `${subj}: ${problem}` : subj;
  }
  return capitalize(truncateAtWord(balanced(withoutShoutedWords(withoutPersonalDetails(squash(problem)))), 600));
}

/**
 * The picked sentences without one customer's amounts, dates, times, counts and identifiers; a
 * sentence the cut would leave broken goes when another one says the problem, stays as it was
 * otherwise. Past PROBLEM_MAX the weakest sentences go, at a sentence boundary.
 */
function withoutCaseDetails(picked: CustomerSentence[]): CustomerSentence[] {
  const cleaned = picked.map((p) => {
    const text = withoutCaseDetailsInSentence(p.text);
    const broken = text !== p.text && (readsBroken(text) || hangsAfterCut(text, p.text) || contentWords(text) < 2) && !readsBroken(p.text);
    return { ...p, text: broken ? p.text : text, broken };
  });
  let kept = cleaned.filter((c) => !c.broken);
  if (kept.length === 0) kept = cleaned;
  while (kept.length > 1 && joinSentences(kept.map((k) => k.text)).length > PROBLEM_MAX) {
    const weakest = kept.reduce((a, b) => (problemScore(b.text) < problemScore(a.text) || (problemScore(b.text) === problemScore(a.text) && b.order > a.order) ? b : a));
    kept = kept.filter((k) => k !== weakest);
  }
  return kept.map(({ text, order }) => ({ text, order }));
}

/** A closing parenthesis or quote whose opening the sentence choice left behind goes; list dashes too. */
function balanced(text: string): string {
  // A list pasted as a line ("- la scansione non arriva; - sul display compare…"): its dashes go.
  let t = /^[-–•*]\s/.test(text) ? capitalize(text.replace(/(^|;\s*)[-–•*]\s+/g, '$1')) : text;
  // "1)", "a)" number a list: not a parenthesis left open.
  if ((t.match(/\(/g)?.length ?? 0) === 0) t = t.replace(/(?<!(?:^|\s)[\dA-Za-z])\)/g, '');
  if ((t.match(/"/g)?.length ?? 0) % 2 === 1 && /^"/.test(t)) t = t.slice(1);
  else if (/^"[^"]*"[.!?]?$/.test(t)) t = t.replace(/^"([^"]*)"([.!?]?)$/, '$1$2');
  return squash(t.replace(/\s+([,.;:!?])(?=\s|$)/g, '$1')).replace(/[;,]$/, '.');
}

/**
 * What the customer wrote back after a try that did not work ("Niente, dopo tre fogli di nuovo
 * J-21", "Ancora lo stesso errore"): the outcome of that try, not how the problem shows itself.
 */
const FAILED_TRY_OUTCOME = U(/^(?:niente|nulla|macché|ancora\s+niente|niente\s+da\s+fare|stessa\s+cosa|uguale|ho\s+(?:già\s+)?provato|fatto)\b|\b(?:di\s+nuovo|ancora|continua|continuano|sempre\s+uguale|lo\s+stesso\s+errore)\b/iu);
/**
 * "Matricola 4410-KX-1187.", "Macchina di Brescia: 5521-KX-3340.": a label and an identifier of
 * one machine, not a symptom; "Errore: E-204" names what the screen says and stays.
 */
const IDENTIFIER_LINE = U(/^(?!.*\b(?:errore|error|codice\s+(?:di\s+)?errore|messaggio|avviso|display|schermo|scritta|allarme)\b)[\p{L}'\s]{2,40}:?\s*[A-Za-z0-9]*\d[A-Za-z0-9./-]{3,}\.?$/iu);

/** `problem`: the ticket's problem as extracted, so that a line saying it again is no symptom. */
export function extractSymptoms(customerBodies: string[], problem = ''): string {
  const picked: string[] = [];
  const seen = new Set<string>();
  const candidates: { text: string; weight: number; order: number }[] = [];
  let order = 0;
  customerBodies.forEach((body, bodyIndex) => {
    for (const { text } of customerSentences(body)) {
      order++;
      if (isQuestion(text) && errorCodes(text).length === 0) continue;
      if ((bodyIndex > 0 && FAILED_TRY_OUTCOME.test(text)) || LABEL_ONLY.test(text) || IDENTIFIER_LINE.test(text)) continue;
      if (repeatsTheProblem(text, problem, bodyIndex > 0, errorCodes)) continue;
      let weight = 0;
      if (errorCodes(text).length > 0) weight += 3;
      if (UI_LABEL.test(text)) weight += 2;
      weight += countMatches(SYMPTOM_CUES, text);
      if (weight >= 2) candidates.push({ text, weight, order });
    }
  });
  const top = candidates.sort((a, b) => b.weight - a.weight || a.order - b.order).slice(0, 4);
  top.sort((a, b) => a.order - b.order);
  let total = 0;
  for (const c of top) {
    const key = c.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    // One customer's amounts, dates and counts go here too, unless the cut would break the sentence.
    const general = withoutCaseDetailsInSentence(c.text);
    const t = truncateAtWord(withoutPersonalDetails(general !== c.text && (readsBroken(general) || hangsAfterCut(general, c.text) || contentWords(general) < 2) ? c.text : general), 400);
    if (total + t.length + 1 > 1500) break;
    picked.push(t);
    total += t.length + 1;
  }
  return picked.join('\n');
}
