import { dedupKey, textSimilarity } from '../../../lib/text/comparison';
import { LONG_NUMBER_NOT_A_CODE } from '../../../lib/text/error-codes';
import { increment } from '../../../lib/tables/text-table';
import { discardReason, DISTILL_POLICY, groupingScope } from '../distill-policy';
import { averageLinkSimilarity, candidateGroupingText, clusterGrouping, fixSignature, sharesFixLabel, type LinkItem, type PairVerdicts } from '../grouping';
import { statedPolarityOf } from '../grouping-contrast';
import { termVector } from '../../../lib/text/comparison';
import type { DistilledUnit } from '../distilled-unit.schema';
import type { DistillNotes } from '../distiller';

/**
 * Measuring distillation against the corpus ground truth, without a database: the grouping
 * is replayed with the same policy functions the DistillTicket job uses, in ticket order.
 * Pure: no framework imports.
 */

export interface TruthRow {
  external_id: string;
  group: string;
  expected: { reusable: boolean; commercial_exception: boolean; one_off: boolean; conflicting_fix?: boolean; unresolved?: boolean };
  pii?: Array<{ label: string; value: string }>;
  /** Words the fix that worked contains (any one of them is enough); held-out set only. */
  solution_keywords?: string[];
  /** Words of a failed first attempt, which must not be the solution; held-out set only. */
  failed_keywords?: string[];
}

export interface DistilledTicket {
  external_id: string;
  product: string | null;
  /** The redacted subject, which grouping compares too. */
  subject?: string;
  unit: DistilledUnit;
  /** The distiller's notes (rules: why a ticket closed unresolved). */
  notes?: DistillNotes;
}

export interface GroupingMetrics {
  precision: number;
  recall: number;
  f1: number;
  units: number;
  tickets: number;
}

/**
 * The job's grouping, computed at once: exact key only, or the order-independent grouping the
 * DistillTicket jobs converge to whatever order they run in (average linkage over the tickets
 * of each product and category, src/modules/distillation/grouping.ts).
 */
export function replayGrouping(tickets: DistilledTicket[], options: { paraphrase: boolean; linkThreshold?: number; verdicts?: PairVerdicts; byModel?: boolean }): Map<string, number> {
  const kept = tickets.filter((t) => !discardReason(t.unit));
  const scopeOf = (t: DistilledTicket) => groupingScope(t.product, t.unit.category, options.byModel === true);
  if (!options.paraphrase) {
    const keys = new Map<string, number>();
    return new Map(kept.map((t) => {
      const key = dedupKey(t.product, t.unit.category, t.unit.problem);
      if (!keys.has(key)) keys.set(key, keys.size);
      return [t.external_id, keys.get(key)!];
    }));
  }
  return clusterGrouping(
    kept.map((t) => ({ key: t.external_id, scope: scopeOf(t), ...groupingItemOf(t) })),
    options.linkThreshold ?? DISTILL_POLICY.groupLink,
    options.verdicts,
  );
}

/** What grouping compares of a distilled ticket (the DistillTicket job reads the same from its candidate). */
export function groupingItemOf(t: DistilledTicket): { text: string; oneOff: boolean; fix: ReturnType<typeof fixSignature>; stated: ReturnType<typeof statedPolarityOf> } {
  return {
    text: candidateGroupingText({ ...t.unit, subject: t.subject ?? '' }),
    oneOff: t.unit.is_one_off,
    fix: fixSignature(t.unit.solution),
    stated: statedPolarityOf({ ...t.unit, subject: t.subject }),
  };
}

/** A distilled ticket as one side of a link (grouping.ts linkSimilarity). */
export function linkItemOf(t: DistilledTicket): LinkItem {
  const { text, ...rest } = groupingItemOf(t);
  return { vector: termVector(text), ...rest };
}

export interface MergeSuggestionMetrics {
  threshold: number;
  /** Unit pairs suggested for a merge (each unit with its nearest one of its scope, when at least `threshold` alike). */
  suggestions: number;
  /** Suggestions whose two units hold tickets of one ground-truth group (by each unit's majority group). */
  right: number;
  /** Share of the ticket pairs across a suggestion's two units that are truly together. */
  pairwise_precision: number;
}

/**
 * Merge suggestions as the reviewer sees them once the tickets are grouped: every unit against
 * its nearest other unit of the same product and category, by the average similarity the
 * clustering uses (src/modules/distillation/grouping.ts), suggested when at least `threshold`
 * alike and their fixes share a UI label (sharesFixLabel), as the DistillTicket job does.
 * Each unordered pair counts once.
 */
export function mergeSuggestionMetrics(tickets: DistilledTicket[], assignment: Map<string, number>, truth: Map<string, string>, threshold: number, byModel = false): MergeSuggestionMetrics {
  const byId = new Map(tickets.map((t) => [t.external_id, t]));
  const units = new Map<number, { scope: string; members: Array<{ id: string; solution: string; link: { vector: ReturnType<typeof termVector>; oneOff: boolean } }> }>();
  for (const [id, unit] of assignment) {
    const t = byId.get(id)!;
    const entry = units.get(unit) ?? { scope: groupingScope(t.product, t.unit.category, byModel), members: [] };
    entry.members.push({ id, solution: t.unit.solution, link: { vector: termVector(candidateGroupingText({ ...t.unit, subject: t.subject ?? '' })), oneOff: t.unit.is_one_off } });
    units.set(unit, entry);
  }
  const between = (a: number, b: number) => {
    const A = units.get(a)!.members;
    const B = units.get(b)!.members.map((m) => m.link);
    return A.reduce((sum, m) => sum + averageLinkSimilarity(m.link, B), 0) / A.length;
  };
  const majority = (u: number) => {
    const counts = new Map<string, number>();
    for (const m of units.get(u)!.members) counts.set(truth.get(m.id) ?? '', (counts.get(truth.get(m.id) ?? '') ?? 0) + 1);
    return [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]![0];
  };
  const pairs = new Set<string>();
  for (const [a, ua] of units) {
    let best: { unit: number; similarity: number } | null = null;
    for (const [b, ub] of units) {
      if (a === b || ub.scope !== ua.scope) continue;
      const similarity = between(a, b);
      if (!best || similarity > best.similarity + 1e-12 || (Math.abs(similarity - best.similarity) <= 1e-12 && b < best.unit)) best = { unit: b, similarity };
    }
    const solutions = (u: number) => units.get(u)!.members.map((m) => m.solution);
    if (best && best.similarity >= threshold && sharesFixLabel(solutions(a), solutions(best.unit)).length > 0) pairs.add(a < best.unit ? `${a}:${best.unit}` : `${best.unit}:${a}`);
  }
  let right = 0;
  let together = 0;
  let crossPairs = 0;
  for (const key of pairs) {
    const [a, b] = key.split(':').map(Number) as [number, number];
    if (majority(a) === majority(b)) right++;
    for (const x of units.get(a)!.members) {
      for (const y of units.get(b)!.members) {
        crossPairs++;
        if (truth.get(x.id) === truth.get(y.id)) together++;
      }
    }
  }
  return { threshold, suggestions: pairs.size, right, pairwise_precision: crossPairs === 0 ? 1 : together / crossPairs };
}

/**
 * Pairwise precision and recall over the tickets that became part of a unit: a pair is
 * predicted together when in one unit, truly together when in one ground-truth group.
 */
export function pairwiseGrouping(assignment: Map<string, number>, truth: Map<string, string>): GroupingMetrics {
  const ids = [...assignment.keys()];
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const predicted = assignment.get(ids[i]) === assignment.get(ids[j]);
      const actual = truth.get(ids[i]) === truth.get(ids[j]);
      if (predicted && actual) tp++;
      else if (predicted) fp++;
      else if (actual) fn++;
    }
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    units: new Set(assignment.values()).size,
    tickets: ids.length,
  };
}

export interface FlagMetrics {
  accuracy: number;
  precision: number;
  recall: number;
  positives: number;
}

export function flagMetrics(pairs: Array<{ predicted: boolean; expected: boolean }>): FlagMetrics {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let correct = 0;
  for (const { predicted, expected } of pairs) {
    if (predicted === expected) correct++;
    if (predicted && expected) tp++;
    else if (predicted) fp++;
    else if (expected) fn++;
  }
  return {
    accuracy: pairs.length ? correct / pairs.length : 1,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    positives: tp + fn,
  };
}

/**
 * The conflict check against the ground truth, apart from the grouping: every kept ticket of a
 * true group after its first is compared with that first ticket's solution (the one its unit
 * carries, since joining never rewrites a solution); predicted a conflict below the policy's
 * threshold, expected one when the ground truth says its fix is materially different.
 */
export function conflictCheck(known: DistilledTicket[], truth: Map<string, TruthRow>): FlagMetrics {
  const firstOfGroup = new Map<string, DistilledTicket>();
  const pairs: Array<{ predicted: boolean; expected: boolean }> = [];
  for (const ticket of known) {
    if (discardReason(ticket.unit)) continue;
    const row = truth.get(ticket.external_id)!;
    const first = firstOfGroup.get(row.group);
    if (!first) {
      firstOfGroup.set(row.group, ticket);
      continue;
    }
    pairs.push({
      predicted: textSimilarity(first.unit.solution, ticket.unit.solution) < DISTILL_POLICY.conflictBelow,
      expected: row.expected.conflicting_fix === true,
    });
  }
  return flagMetrics(pairs);
}

export interface DistillEvaluation {
  tickets: number;
  discarded: Record<string, number>;
  grouping: { exact_key: GroupingMetrics; with_paraphrase: GroupingMetrics };
  threshold_sweep: Array<{ threshold: number } & GroupingMetrics>;
  /** Merge suggestions at the policy's threshold, then a sweep of thresholds. */
  merge_suggestions: MergeSuggestionMetrics;
  merge_suggestion_sweep: MergeSuggestionMetrics[];
  flags: {
    keep_or_discard: FlagMetrics;
    commercial_exception: FlagMetrics;
    one_off: FlagMetrics;
    unresolved: FlagMetrics;
    conflicting_fix: FlagMetrics;
  };
  rubric: RubricReport;
}

export function evaluateDistillation(tickets: DistilledTicket[], truthRows: TruthRow[], options: { verdicts?: PairVerdicts; byModel?: boolean } = {}): DistillEvaluation {
  const { verdicts, byModel } = options;
  const truth = new Map(truthRows.map((t) => [t.external_id, t]));
  const groups = new Map(truthRows.map((t) => [t.external_id, t.group]));
  const discarded: Record<string, number> = {};
  for (const ticket of tickets) {
    const reason = discardReason(ticket.unit);
    if (reason) {
      const kind = reason.split(' ')[0];
      increment(discarded, kind);
    }
  }
  const known = tickets.filter((t) => truth.has(t.external_id));
  const sweep = [0.2, 0.22, 0.25, 0.28, 0.3, 0.33, 0.35, 0.4].map((threshold) => ({
    threshold,
    ...pairwiseGrouping(replayGrouping(known, { paraphrase: true, linkThreshold: threshold, verdicts, byModel }), groups),
  }));
  const grouped = replayGrouping(known, { paraphrase: true, verdicts, byModel });
  const keptTickets = known.filter((t) => grouped.has(t.external_id));
  const suggestionsAt = (threshold: number) => mergeSuggestionMetrics(keptTickets, grouped, groups, threshold, byModel);
  return {
    tickets: tickets.length,
    discarded,
    merge_suggestions: suggestionsAt(DISTILL_POLICY.groupSuggest),
    merge_suggestion_sweep: [0.15, 0.18, 0.2, 0.22, 0.25].map(suggestionsAt),
    grouping: {
      exact_key: pairwiseGrouping(replayGrouping(known, { paraphrase: false, byModel }), groups),
      with_paraphrase: pairwiseGrouping(grouped, groups),
    },
    threshold_sweep: sweep,
    flags: {
      // One-off fixes are kept (flagged), concessions and the rest discarded.
      keep_or_discard: flagMetrics(
        known.map((t) => ({ predicted: discardReason(t.unit) === null, expected: truth.get(t.external_id)!.expected.reusable || truth.get(t.external_id)!.expected.one_off })),
      ),
      commercial_exception: flagMetrics(
        known.map((t) => ({ predicted: t.unit.is_commercial_exception, expected: truth.get(t.external_id)!.expected.commercial_exception })),
      ),
      one_off: flagMetrics(known.map((t) => ({ predicted: t.unit.is_one_off, expected: truth.get(t.external_id)!.expected.one_off }))),
      unresolved: flagMetrics(known.map((t) => ({ predicted: predictedUnresolved(t), expected: truth.get(t.external_id)!.expected.unresolved === true }))),
      conflicting_fix: conflictCheck(known, truth),
    },
    rubric: rubricChecks(known, truth),
  };
}

/**
 * Unresolved as the distiller says it (rules: notes.unresolved); a distiller without notes is
 * read as "not reusable, and neither a concession nor a one-off".
 */
export function predictedUnresolved(t: DistilledTicket): boolean {
  if (t.notes && 'unresolved' in t.notes) return t.notes.unresolved != null;
  return !t.unit.is_reusable && !t.unit.is_commercial_exception && !t.unit.is_one_off;
}

// ---------------------------------------------------------------------------------------------
// The review rubric, approximated by checks a machine can make (README, "Review rubric").
// Written apart from the rules distiller's lexicons on purpose: they judge its output.
// ---------------------------------------------------------------------------------------------

const RUBRIC_MONTHS = /\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/i;
/** Title faults: each a pattern a reviewer would strike from a title. */
export const TITLE_FAULTS: ReadonlyArray<[string, RegExp]> = [
  ['greeting', /^\s*(?:buon\s?giorno|buonasera|buona\s+sera|salve|ciao|gentil\w*|spett\w*|egregi\w*|car[oaie]\s)/i],
  ['self_introduction', /(?:^|[\s,.])(?:[Ss]ono|[Mm]i\s+chiamo|[Qq]ui\s+è)\s+[A-ZÀ-Ý][a-zà-ÿ]+|\bclient[ei]\s+da\b|\bper\s+conto\s+d|\bdi\s+scrivervi\b|\bvi\s+(?:giro|inoltro)\b/u],
  ['mail_header', /-{3,}|\bforwarded\b|\bmessaggio\s+inoltrato\b|^\s*(?:re|fwd?|i|r)\s*:/i],
  ['amount', /€|\beuro\b|\b\d+,\d{2}\b/i],
  ['date', new RegExp(`(?<![\\d.])\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\d.])|\\b\\d{1,2}[.-]\\d{1,2}[.-]\\d{2,4}\\b|\\b\\d{1,2}:\\d{2}\\b|${RUBRIC_MONTHS.source}|\\b(?:ieri|stamattina|stanotte|stasera|l'altro\\s+giorno)\\b`, 'i')],
  // (an error code the customer quotes, "scartata con codice 00305", names the problem: not an identifier)
  ['identifier', new RegExp(`\\[[A-Z][A-Z_]{1,15}\\]|${LONG_NUMBER_NOT_A_CODE.source}|\\b(?:n\\.|nr\\.?|#)\\s*\\d{2,}`, 'u')],
  // a quoted message the cut left open: «"Sessione scaduta» with no closing quote
  ['open_quote', /^[^"]*"(?:[^"]*"[^"]*")*[^"]*$/],
  // a shouted word outside a quoted message (acronyms such as SPID or IBAN are not words)
  ['shouting', /^(?:[^"]|"[^"]*")*?(?<![\p{L}\d"])(?:(?=\p{Lu}*[AEIOU]\p{Lu}*[AEIOU])\p{Lu}{5,}(?<=[AEIOU])|NON|DUE|TRE|MAI)(?![\p{L}\d])/u],
];

/** Single-customer details in any served field: redaction placeholders, long numbers, addresses. */
export const SINGLE_CUSTOMER_FAULTS: ReadonlyArray<[string, RegExp]> = [
  ['placeholder', /\[[A-Z][A-Z_]{1,15}\]/],
  ['long_number', /(?<![\w.-])\d{6,}(?![\w-])/],
  ['street_address', /\b(?:via|viale|piazza|corso)\s+[A-Z][a-zà-ÿ]+(?:\s+[A-Z][a-zà-ÿ]+)?\s+\d{1,4}\b/],
  ['greeting_or_signature', /^\s*(?:buongiorno|buonasera|salve|ciao)\b|\b(?:cordiali|distinti)\s+saluti\b/im],
  // the agent addressing this customer at the start of a step: "Signor Rossi, …", "Gentile cliente, …"
  ['vocative', /^\s*(?:\d+\.\s*)?(?:(?:Gentile|Gentili|Cara|Caro|Egregio|Egregia)\s+[\p{L}]+(?:\s+\p{Lu}\p{Ll}+)?|(?:Signor|Signora|Sig\.ra|Dott\.ssa|Dottoressa|Dottor|Professoressa|Professore)(?:\s+\p{Lu}\p{Ll}+)?),/mu],
];

export function titleFaults(title: string): string[] {
  const out: string[] = [];
  if (title.trim().length === 0) out.push('empty');
  if (title.length > 90) out.push('too_long');
  for (const [name, re] of TITLE_FAULTS) if (re.test(title)) out.push(name);
  return out;
}

export interface RubricCheck {
  passed: number;
  checked: number;
  share: number;
  /** Up to 10 failing tickets with what failed, to read them. */
  failures: Array<{ external_id: string; why: string }>;
}

export interface RubricReport {
  /** Units that would be served (not discarded), the population of every check but PII. */
  units: number;
  title_is_customer_problem: RubricCheck;
  solution_is_fix_that_worked: RubricCheck;
  no_single_customer_detail: RubricCheck;
  problem_differs_from_symptoms: RubricCheck;
  /** Planted personal-data strings found in any field of any distilled unit (kept or not). */
  planted_pii_leaks: number;
  pii_leaks: Array<{ external_id: string; label: string; field: string }>;
  /** All four checks passed: an automated stand-in for "publishable as is". */
  all_checks_passed: RubricCheck;
}

function check(rows: Array<{ external_id: string; faults: string[] }>): RubricCheck {
  const failing = rows.filter((r) => r.faults.length > 0);
  return {
    passed: rows.length - failing.length,
    checked: rows.length,
    share: rows.length ? (rows.length - failing.length) / rows.length : 1,
    failures: failing.slice(0, 10).map((r) => ({ external_id: r.external_id, why: r.faults.join(', ') })),
  };
}

const fold = (t: string) => t.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export function solutionFaults(solution: string, row: TruthRow): string[] {
  const text = fold(solution);
  const faults: string[] = [];
  const wanted = row.solution_keywords ?? [];
  if (wanted.length > 0 && !wanted.some((k) => text.includes(fold(k)))) faults.push('fix_missing');
  for (const k of row.failed_keywords ?? []) if (text.includes(fold(k))) faults.push(`failed_step:${k}`);
  return faults;
}

export function rubricChecks(known: DistilledTicket[], truth: Map<string, TruthRow>): RubricReport {
  const kept = known.filter((t) => discardReason(t.unit) === null);
  const fieldsOf = (u: DistilledUnit): Array<[string, string]> => [
    ['title', u.title ?? ''],
    ['problem', u.problem],
    ['symptoms', u.symptoms],
    ['cause', u.cause],
    ['solution', u.solution],
    ['applicability', u.applicability],
    ['search_phrases', u.search_phrases.join('\n')],
  ];
  const leaks: RubricReport['pii_leaks'] = [];
  for (const t of known) {
    for (const { label, value } of truth.get(t.external_id)?.pii ?? []) {
      for (const [field, text] of fieldsOf(t.unit)) if (text.includes(value)) leaks.push({ external_id: t.external_id, label, field });
    }
  }
  const titles = kept.map((t) => ({ external_id: t.external_id, faults: titleFaults(t.unit.title ?? '') }));
  const solutions = kept
    .filter((t) => (truth.get(t.external_id)?.solution_keywords?.length ?? 0) > 0 || (truth.get(t.external_id)?.failed_keywords?.length ?? 0) > 0)
    .map((t) => ({ external_id: t.external_id, faults: solutionFaults(t.unit.solution, truth.get(t.external_id)!) }));
  const details = kept.map((t) => ({
    external_id: t.external_id,
    faults: SINGLE_CUSTOMER_FAULTS.flatMap(([name, re]) =>
      fieldsOf(t.unit)
        .filter(([field, text]) => field !== 'search_phrases' && re.test(text))
        .map(([field]) => `${name} in ${field}`),
    ),
  }));
  const norm = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const distinct = kept.map((t) => {
    const p = norm(t.unit.problem);
    const sy = norm(t.unit.symptoms);
    return { external_id: t.external_id, faults: sy !== '' && (sy === p || p.includes(sy) || sy.includes(p)) ? ['symptoms_repeat_problem'] : [] };
  });
  const byId = (rows: Array<{ external_id: string; faults: string[] }>) => new Map(rows.map((r) => [r.external_id, r.faults]));
  const maps = [byId(titles), byId(solutions), byId(details), byId(distinct)];
  const all = kept.map((t) => ({ external_id: t.external_id, faults: maps.flatMap((m) => m.get(t.external_id) ?? []) }));
  return {
    units: kept.length,
    title_is_customer_problem: check(titles),
    solution_is_fix_that_worked: check(solutions),
    no_single_customer_detail: check(details),
    problem_differs_from_symptoms: check(distinct),
    planted_pii_leaks: leaks.length,
    pii_leaks: leaks.slice(0, 20),
    all_checks_passed: check(all),
  };
}
