import { termVector, vectorSimilarity, type TermVector } from '../../lib/text/comparison';
import { caseDetails, storyForms, titleEdits } from '../../lib/text/title-quality';
import type { Selectable } from 'kysely';
import type { KbUnitCandidatesTable } from '../../database/database.types';
import { UNIT_RULES } from './unit-rules';

/**
 * One ticket's reading by the distiller, as the unit keeps it: a kb_unit_candidates row
 * (field meanings there) with its phrases decoded.
 */
export type Candidate = Omit<Selectable<KbUnitCandidatesTable>, 'unit_id' | 'scope_key' | 'search_phrases' | 'failed_attempts' | 'created_at'> & {
  search_phrases: string[];
  failed_attempts: string[];
};

/** The text a unit in review is given: the candidates' fields it carries. */
export type SynthesizedText = Pick<
  Candidate,
  'title' | 'problem' | 'symptoms' | 'cause' | 'solution' | 'applicability' | 'search_phrases' | 'is_one_off' | 'one_off_reason' | 'confidence'
>;

export interface SolutionAlternative {
  solution: string;
  /** Tickets whose fix was this one (the same fix in other words counts once per ticket). */
  tickets: number;
  confirmed: number;
  ticket_ids: number[];
}

export interface Synthesis {
  text: SynthesizedText;
  /** The fix the unit carries first, then the other fixes its tickets report, most confirmed first. */
  solutions: SolutionAlternative[];
}

/** Two solutions at least this similar are the same fix told twice (the conflict check's threshold). */
export const SAME_FIX = 0.5;

/**
 * A ticket's failed attempt at least this similar to the unit's fix is that fix failing for it.
 * Chosen on the fifth, seventh and eighth sets' demo units (in-sample): the three tickets whose
 * usual fix had failed scored 0.30, 0.37 and 0.59; the highest other, 0.23, was the same fix in
 * other words.
 */
export const FAILED_IS_THE_FIX = 0.28;

/**
 * A unit as the synthesis of its tickets. Pure and independent of the order the candidates
 * come in (they are sorted by their stable reference first, and every choice is a count or a
 * maximum with a stable tie-break), so processing order never changes the unit's text:
 * - the solution is the fix confirmed by the most tickets (one-off back-office fixes only when
 *   nothing else is known), its newest confirmed wording; ties: the most recently confirmed;
 * - the other fixes stay visible as alternatives with their ticket counts;
 * - problem and symptoms come from one ticket: among those with the fewest title edits and story
 *   forms in the problem (title-quality), the most typical (the one whose problem reads most like
 *   all the others');
 *   the title is chosen apart, as the one that fits the most tickets (titleForAll); applicability from the chosen fix's ticket, and so is the cause unless that ticket
 *   gave none: then the cause another ticket of the same fix gave, else any ticket's (a unit
 *   without the cause one of its agents explained reads as incomplete to a reviewer);
 * - phrases are every ticket's wordings, the most shared first.
 */
export function synthesize(input: readonly Candidate[]): Synthesis {
  if (input.length === 0) throw new Error('a unit has at least one candidate');
  const candidates = [...input].sort((a, b) => compareText(a.source_ref, b.source_ref) || a.ticket_id - b.ticket_id);
  const fixes = solutionGroups(candidates);
  const chosen = fixes[0];
  const best = newestConfirmed(chosen.members);
  const typical = medoid(candidates);
  const oneOff = candidates.every((c) => c.is_one_off);
  return {
    text: {
      title: titleForAll(candidates, typical),
      problem: typical.problem,
      symptoms: typical.symptoms === typical.problem ? '' : typical.symptoms,
      cause: causeOf(best, chosen.members, candidates),
      solution: withFallback(best.solution, fallbackFix(best.solution, fixes.slice(1))),
      applicability: best.applicability,
      search_phrases: rankedPhrases(candidates),
      is_one_off: oneOff,
      one_off_reason: oneOff ? (candidates.find((c) => c.one_off_reason)?.one_off_reason ?? null) : null,
      confidence: Math.round((candidates.reduce((sum, c) => sum + c.confidence, 0) / candidates.length) * 1000) / 1000,
    },
    solutions: fixes.map((group) => ({
      solution: newestConfirmed(group.members).solution,
      tickets: group.members.length,
      confirmed: group.members.filter((c) => c.confirmed).length,
      ticket_ids: group.members.map((c) => c.ticket_id),
    })),
  };
}

interface FixGroup {
  members: Candidate[];
}

/** Connected components of "same fix" (union-find over every pair: no order can change them), best first. */
function solutionGroups(candidates: Candidate[]): FixGroup[] {
  const vectors = candidates.map((c) => termVector(c.solution));
  const parent = candidates.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      if (vectorSimilarity(vectors[i], vectors[j]) >= SAME_FIX) parent[find(j)] = find(i);
    }
  }
  const groups = new Map<number, Candidate[]>();
  candidates.forEach((c, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), c]));
  return [...groups.values()].map((members) => ({ members })).sort(compareFixes);
}

function compareFixes(a: FixGroup, b: FixGroup): number {
  const usable = (g: FixGroup) => (g.members.every((c) => c.is_one_off) ? 0 : 1);
  const confirmed = (g: FixGroup) => g.members.filter((c) => c.confirmed).length;
  const lastConfirmed = (g: FixGroup) => Math.max(0, ...g.members.filter((c) => c.confirmed).map((c) => c.closed_at.getTime()));
  return (
    usable(b) - usable(a) ||
    confirmed(b) - confirmed(a) ||
    b.members.length - a.members.length ||
    lastConfirmed(b) - lastConfirmed(a) ||
    compareText(a.members[0].source_ref, b.members[0].source_ref)
  );
}

/**
 * The fix of another group whose tickets had tried the unit's fix and seen it fail: what to do
 * when the usual fix is not enough (a reviewer otherwise finds the unit incomplete). One-off
 * groups never; the best ranked such group only, in its newest confirmed wording.
 */
function fallbackFix(solution: string, others: FixGroup[]): string | null {
  const fix = termVector(solution);
  for (const group of others) {
    if (group.members.every((c) => c.is_one_off)) continue;
    const failedHere = group.members.some((c) => c.failed_attempts.some((tried) => vectorSimilarity(termVector(tried), fix) >= FAILED_IS_THE_FIX));
    if (failedHere) return newestConfirmed(group.members).solution;
  }
  return null;
}

/**
 * The fallback's steps numbered on from the usual ones, the first opening with "Se non basta:"
 * (a step of its own, so the chat, which serves the steps one per line, keeps the condition).
 */
function withFallback(solution: string, fallback: string | null): string {
  if (!fallback) return solution;
  // (the highest step number, whether the steps are one per line or "1. … 2. …" on one)
  let n = Math.max(0, ...[...solution.matchAll(/(?:^|\s)(\d{1,2})[.)]\s/g)].map((m) => Number(m[1])));
  const more = fallback
    .split('\n')
    .map((l) => l.trim().replace(/^\d+[.)]\s*/, ''))
    .filter(Boolean)
    .map((l, i) => `${++n}. ${i === 0 ? `Se non basta: ${lowerFirst(l)}` : l}`);
  return [solution.trim(), ...more].join('\n');
}

/** "Aggiorni l'app" → "aggiorni l'app"; an acronym or a name in capitals stays ("PIN", "SPID"). */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/**
 * The chosen ticket's cause; else the one most tickets of the chosen fix give, then of the whole
 * unit (ties: the newest confirmed, then the stable reference). Causes are compared as written:
 * two agents explaining the same cause in other words count apart, which only decides ties.
 */
function causeOf(best: Candidate, fixMembers: Candidate[], all: Candidate[]): string {
  if (best.cause.trim()) return best.cause;
  for (const pool of [fixMembers, all]) {
    const counts = new Map<string, number>();
    for (const c of pool) if (c.cause.trim()) counts.set(c.cause, (counts.get(c.cause) ?? 0) + 1);
    if (counts.size === 0) continue;
    const top = Math.max(...counts.values());
    const ranked = pool.filter((c) => counts.get(c.cause) === top);
    return newestConfirmed(ranked).cause;
  }
  return '';
}

/** The newest confirmed of these candidates, else the newest: the wording a group of tickets is shown in. */
function newestConfirmed(candidates: Candidate[]): Candidate {
  return newest(candidates.filter((c) => c.confirmed)) ?? newest(candidates)!;
}

function newest(candidates: Candidate[]): Candidate | undefined {
  return [...candidates].sort((a, b) => b.closed_at.getTime() - a.closed_at.getTime() || compareText(a.source_ref, b.source_ref))[0];
}

/**
 * A problem longer than this is a run-on story more often than a description: on the eleventh
 * set's demo candidates (in-sample) the median problem is 144 characters, 90 % are within 235.
 */
const LONG_PROBLEM = 240;

/**
 * The candidate whose problem (and wordings) is on average most similar to the others', among
 * those with the fewest title edits and story forms in the problem, counted together: a unit
 * shows the cleanest of its tickets' lines.
 */
function medoid(candidates: Candidate[]): Candidate {
  // The knowledge module cannot read the distiller's rules (title.ts's titleDefect: that import made
  // a module cycle), so only the edits src/lib/text can count are weighed here.
  // The problem's own story counts too: each story form, and a run-on past LONG_PROBLEM, is one
  // more edit (a reviewer rewrites a customer's story first).
  const cost = candidates.map((c) => titleEdits(c.title) + storyForms(c.problem) + (c.problem.length > LONG_PROBLEM ? 1 : 0));
  const fewest = Math.min(...cost);
  const eligible = candidates.map((_, i) => cost[i] === fewest);
  if (candidates.length <= 2) return candidates[eligible.indexOf(true)];
  const vectors: TermVector[] = candidates.map((c) => termVector([c.problem, ...c.search_phrases].join('\n')));
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < candidates.length; i++) {
    if (!eligible[i]) continue;
    let score = 0;
    for (let j = 0; j < candidates.length; j++) if (i !== j) score += vectorSimilarity(vectors[i], vectors[j]);
    // Strictly greater: the earliest by stable reference wins a tie.
    if (score > bestScore + 1e-12) {
      best = i;
      bestScore = score;
    }
  }
  return candidates[best];
}

/**
 * The title that fits the most tickets of the unit: the one that needs the fewest edits and
 * carries the fewest details of one customer (a name, a relative, the moment, a pointer back), a
 * line no other ticket's title or problem shares a word with counting as one more (it tells one
 * case, however clean it reads: "Cessioni a fine mese…"); among those, the one whose words most
 * other tickets share (stem cosine ≥ FITS), then the typical ticket's, then the earliest by stable
 * reference. Candidates come sorted by that reference, so no order of arrival changes it.
 */
const FITS = 0.1;
function titleForAll(candidates: Candidate[], typical: Candidate): string {
  if (candidates.length === 1) return typical.title;
  const others = candidates.map((c) => termVector([c.title, c.problem].join('\n')));
  const rated = candidates.map((c, i) => {
    const own = termVector(c.title);
    const fits = others.filter((v, j) => j !== i && vectorSimilarity(own, v) >= FITS).length;
    return { c, fits, cost: titleEdits(c.title) + caseDetails(c.title) + (fits === 0 ? 1 : 0), typical: c === typical ? 1 : 0 };
  });
  // (no title meets another ticket's words: nothing says which fits more, the typical ticket's stays)
  if (rated.every((r) => r.fits === 0)) return typical.title;
  rated.sort((a, b) => a.cost - b.cost || b.fits - a.fits || b.typical - a.typical);
  return rated[0]!.c.title;
}

/** Every ticket's wordings, case-insensitively once, the most shared first; ties keep the first seen. */
function rankedPhrases(candidates: Candidate[]): string[] {
  const seen = new Map<string, { phrase: string; count: number; first: number }>();
  let position = 0;
  for (const candidate of candidates) {
    const mine = new Set<string>();
    for (const phrase of candidate.search_phrases) {
      const text = phrase.trim();
      const key = text.toLowerCase();
      if (!key || mine.has(key)) continue;
      mine.add(key);
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { phrase: text, count: 1, first: position++ });
    }
  }
  return [...seen.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, UNIT_RULES.maxPhrases)
    .map((e) => e.phrase);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
