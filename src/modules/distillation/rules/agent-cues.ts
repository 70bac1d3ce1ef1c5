import {
  APPLICABILITY_CUES,
  CAUSE_STRONG_CUES,
  CAUSE_WEAK_CUES,
  CONCESSION_CONDITIONAL_CUES,
  CONCESSION_CONTEXT,
  CONCESSION_CUES,
  LEADING_INTERJECTION,
  MENU_PATH,
  ONE_OFF_ACTION_VERBS,
  ONE_OFF_BACK_OFFICE_MARKERS,
  ONE_OFF_EXTRA_VERBS,
  ONE_OFF_FIRST_PERSON,
  ONE_OFF_MANUAL_MARKERS,
  U,
} from './lexicon';
import { anyMatch, countMatches, negatedAt } from './cue-matching';
import { stripPlaceholders } from './placeholders';
import { agentSentences, isPleasantry } from './steps';
import { capitalize, contentWords, isQuestion, lines, splitSentences, truncateAtWord } from './text';

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
    for (const sentence of agentSentences(body)) {
      const text = sentence.text.replace(LEADING_INTERJECTION, '');
      if (isPleasantry(text) || isQuestion(text) || contentWords(text) < 4) continue;
      const score = causeScore(text);
      if (score > bestScore) {
        best = text;
        bestScore = score;
      }
    }
    if (bestScore >= 2) {
      let cause = best;
      // "…perché l'autorizzazione è scaduta: Impostazioni → …" keeps the explanation only.
      const colon = cause.search(/:\s/);
      if (colon > 30 && MENU_PATH.test(cause.slice(colon))) cause = cause.slice(0, colon);
      cause = stripPlaceholders(cause);
      if (cause) return capitalize(truncateAtWord(cause, 1500));
    }
  }
  return '';
}

export function extractApplicability(body: string): string {
  const out: string[] = [];
  for (const sentence of agentSentences(body)) {
    const text = sentence.text.replace(LEADING_INTERJECTION, '');
    if (isPleasantry(text) || isQuestion(text)) continue;
    if (!anyMatch(APPLICABILITY_CUES, text)) continue;
    const clean = stripPlaceholders(text);
    if (!clean) continue;
    out.push(truncateAtWord(clean, 400));
    if (out.length === 2) break;
  }
  return truncateAtWord(out.join(' '), 1000);
}

function sentencesOfAll(bodies: string[]): string[] {
  const out: string[] = [];
  for (const b of bodies) for (const l of lines(b)) out.push(...splitSentences(l));
  return out;
}

/** Concession cues in agent messages; a cue with a negator right before it is ignored. */
export function concessionCues(agentBodies: string[]): string[] {
  const cues: string[] = [];
  for (const body of agentBodies) {
    const lists = CONCESSION_CONTEXT.test(body) ? [CONCESSION_CUES, CONCESSION_CONDITIONAL_CUES] : [CONCESSION_CUES];
    if (!lists.some((list) => anyMatch(list, body))) continue;
    for (const sentence of sentencesOfAll([body])) {
      for (const list of lists) {
        if (!anyMatch(list, sentence)) continue;
        for (const p of list) {
          const m = p.exec(sentence);
          if (m && !negatedAt(sentence, m.index)) cues.push(m[0].trim().toLowerCase());
        }
      }
    }
  }
  return [...new Set(cues)];
}

const PARTICIPLE_START = U(/^\s*[A-ZÀ-Ýa-zà-ÿ]+(?:at[oaie]|ut[oaie]|it[oaie]|ss[oaie]|tt[oaie])\b/);
/** "corretta a mano", "sblocco fatto manualmente": a note-style manual action. */
const MANUAL_PARTICIPLE = new RegExp(`${ONE_OFF_ACTION_VERBS.source}\\s+(?:a\\s+mano|manualmente)`, 'iu');

const ONE_OFF_MARKERS: readonly RegExp[] = [...ONE_OFF_MANUAL_MARKERS, ...ONE_OFF_BACK_OFFICE_MARKERS];

/** Manual one-time interventions by the team in the given agent messages. */
export function oneOffCues(agentBodies: string[]): string[] {
  return [...new Set(oneOffEvidence(agentBodies).map((e) => e.cue))];
}

/**
 * The sentences that say the team did the fix itself, each with its marker: "Ho corretto io il
 * dato direttamente sul gestionale", "Abbiamo forzato il reinvio del firmware dal nostro lato".
 * The first one is the reason shown with the one-off flag.
 */
export function oneOffEvidence(agentBodies: string[]): Array<{ cue: string; sentence: string }> {
  const out: Array<{ cue: string; sentence: string }> = [];
  for (const sentence of sentencesOfAll(agentBodies.filter((b) => anyMatch(ONE_OFF_MARKERS, b)))) {
    if (!anyMatch(ONE_OFF_MARKERS, sentence)) continue;
    const marker = ONE_OFF_MARKERS.map((p) => p.exec(sentence)).find((m) => m !== null);
    if (!marker) continue;
    if (!ONE_OFF_ACTION_VERBS.test(sentence) && !ONE_OFF_EXTRA_VERBS.test(sentence)) continue;
    const firstPerson = ONE_OFF_FIRST_PERSON.test(sentence);
    const noteStyle = PARTICIPLE_START.test(sentence) || MANUAL_PARTICIPLE.test(sentence);
    if (!firstPerson && !noteStyle) continue;
    if (negatedAt(sentence, marker.index)) continue;
    out.push({ cue: marker[0].toLowerCase(), sentence: stripPlaceholders(sentence) || sentence });
  }
  return out;
}
