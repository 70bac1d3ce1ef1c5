import { STOPWORDS } from './lexicon';
import { capitalize, isQuestion } from './text';
import { agentSentences } from './steps';

/**
 * What a two-word ticket ("nero", "figlio") still lets us say, for the unit to be findable:
 * the problem as the agent restated it, and the problem as a keyword query.
 */

/**
 * "Ci scrive che lo schermo è nero: la luce è accesa?" → "Lo schermo è nero.": the agent says back
 * what the customer meant ("ci scrive / mi segnala / mi dice che …"), up to the question or the
 * next clause. Only when the customer's own words are too few to be a problem.
 */
const RESTATEMENT = /(?:^|[,;:]\s*|\b(?:se\s+ho\s+capito\s+bene|quindi|allora)\s*,?\s*)(?:lei\s+)?(?:ci|mi)\s+(?:scrive|segnala|dice|indica|riferisce|comunica)\s+che\s+([^:;?!]{8,140})/iu;
export function agentRestatedProblem(agentBody: string): string {
  for (const { text } of agentSentences(agentBody)) {
    const m = RESTATEMENT.exec(text);
    if (!m) continue;
    const clause = m[1]!.replace(/\s*,\s*(?:ma|però|e)\s.*$/iu, '').replace(/[\s,.]+$/u, '').trim();
    // The rest of the sentence was the question about it ("…: la luce è accesa?"): not the problem.
    if (isQuestion(clause) || clause.split(/\s+/).length < 2) continue;
    return `${capitalize(clause)}.`;
  }
  return '';
}

/** Question frames a search box does not need: "cosa vuol dire", "perché", "come mai". */
const QUESTION_FRAME = /\b(?:cosa|che\s+cosa|che)\s+(?:vuol\s+dire|significa)\b|^\s*(?:perché|perche|come\s+mai|come\s+faccio\s+a|come\s+si)\b/giu;
/** Clitics and auxiliaries that carry nothing in a query ("mi avete", "è", "ho"). */
const QUERY_NOISE = new Set(['mi', 'ti', 'ci', 'vi', 'si', 'ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno', 'è', 'sono', 'non', 'più', 'piu']);

/**
 * "E07 sulla caldaia cosa vuol dire" → "E07 caldaia"; "Perché mi avete aumentato il canone senza
 * avvisarmi?" → "aumentato canone senza avvisarmi": the first sentence of the problem as the
 * customer would type it into a search box, content words only, question frame dropped.
 */
export function keywordQuery(problem: string): string {
  const first = problem.split(/(?<=[.!?])\s+/)[0] ?? '';
  const words = first
    .replace(QUESTION_FRAME, ' ')
    .replace(/[«»"“”.,;:!?()]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !QUERY_NOISE.has(w.toLowerCase()) && (w.toLowerCase() === 'senza' || !STOPWORDS.has(w.toLowerCase())) && !/^\p{L}'$/u.test(w))
    .map((w) => w.replace(/^\p{L}+'/u, ''));
  if (words.length < 2) return '';
  return words.slice(0, 6).join(' ');
}

/**
 * "da Profilo → Controllo genitori → Reimposta PIN, poi apra…" → "Controllo genitori",
 * "Reimposta PIN": the screens after each arrow, up to the first word that goes on with the
 * sentence; a label of two words at least, as a customer would look it up.
 */
const LABEL_END = /^(?:con|e|poi|per|che|dove|in|su|da|dal|dalla|nel|nella|o|oppure|quindi|e\s+poi|infine|sotto|fino)$/iu;
export function menuLabels(steps: string[]): string[] {
  const out: string[] = [];
  for (const step of steps) {
    const parts = step.split(/\s*(?:→|\s>\s)\s*/u);
    for (const part of parts.slice(1)) {
      const words: string[] = [];
      for (const w of part.replace(/^["«“]/u, '').split(/\s+/)) {
        const bare = w.replace(/[«»"“”.,;:!?()]+$/u, '');
        if (!bare || LABEL_END.test(bare)) break;
        words.push(bare.replace(/^["«“]/u, ''));
        if (bare !== w || words.length >= 4) break;
      }
      if (words.length >= 2 && /^\p{Lu}/u.test(words[0]!)) out.push(words.join(' '));
    }
  }
  return out;
}
