import { percentile } from '../../lib/stats/percentile';
import { textTable } from '../../lib/tables/text-table';

/**
 * The figures of GET /api/review/metrics, computed from the decoded rows the owning modules return
 * (chat, knowledge, audit, llm-usage). Pure: no framework, no database; metrics-figures.spec.ts.
 * Rates are shares in [0, 1] rounded to 4 decimals, null when their denominator is 0.
 */

// ---- inputs (the owners' decoded rows, restated structurally so this file imports no module) ----

export interface ConversationDayRow {
  day: string;
  conversations: number;
  escalated: number;
  rated_negative: number;
  deflected: number;
}
export interface TurnDayRow {
  day: string;
  outcome: string;
  turns: number;
}
export interface TurnUnitsRow {
  day: string;
  outcome: string | null;
  citations: number[];
  suggestions: number[];
  rating: number | null;
  first_event_ms: number | null;
}
export interface DecisionRow {
  actor: string;
  action: string;
  day: string;
  n: number;
}
export interface UsageRow {
  role: string;
  period: string;
  units: number;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  cost_usd: number | null;
  unpriced_calls: number;
}

export const OUTCOMES = ['answered', 'suggested', 'declined'] as const;
/** How many units the per-unit table lists (most served first). */
export const TOP_UNITS = 20;

export const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
const money = (value: number | null): number | null => (value === null ? null : Math.round(value * 1_000_000) / 1_000_000);
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** Every UTC day from `from` to the day before `to` (or `to`'s day when it is not midnight), as YYYY-MM-DD. */
export function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  while (cursor.getTime() < to.getTime()) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

// ---- the chat ------------------------------------------------------------------------------------

export function conversationFigures(rows: ConversationDayRow[]) {
  const total = sum(rows, (r) => r.conversations);
  const escalated = sum(rows, (r) => r.escalated);
  const deflected = sum(rows, (r) => r.deflected);
  return {
    total,
    escalated,
    rated_negative: sum(rows, (r) => r.rated_negative),
    deflected,
    escalation_rate: rate(escalated, total),
    deflection_rate: rate(deflected, total),
  };
}

export function turnFigures(rows: TurnDayRow[]) {
  const total = sum(rows, (r) => r.turns);
  const count = (outcome: string) => sum(rows.filter((r) => r.outcome === outcome), (r) => r.turns);
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, count(o)])) as Record<(typeof OUTCOMES)[number], number>;
  return {
    total,
    ...counts,
    /** Turns without an outcome (none are written since migration 20261201T1400; kept so the counts add up). */
    unknown: total - sum([...OUTCOMES], (o) => counts[o]),
    rates: Object.fromEntries(OUTCOMES.map((o) => [o, rate(counts[o], total)])) as Record<(typeof OUTCOMES)[number], number | null>,
  };
}

export function latencyFigures(values: number[]) {
  return {
    turns: values.length,
    p50: values.length ? percentile(values, 50) : null,
    p95: values.length ? percentile(values, 95) : null,
    mean: values.length ? Math.round(sum(values, (v) => v) / values.length) : null,
  };
}

/** Per unit: answers that cited it (served), turns that offered it as a choice, and the ratings of the answers citing it. */
export function unitFigures(turns: TurnUnitsRow[], titles: Map<number, string>, limit = TOP_UNITS) {
  const byUnit = new Map<number, { served: number; suggested: number; helpful: number; unhelpful: number }>();
  const entry = (id: number) => {
    let e = byUnit.get(id);
    if (!e) byUnit.set(id, (e = { served: 0, suggested: 0, helpful: 0, unhelpful: 0 }));
    return e;
  };
  for (const turn of turns) {
    for (const id of new Set(turn.citations)) {
      const e = entry(id);
      e.served++;
      if (turn.rating !== null && turn.rating > 0) e.helpful++;
      if (turn.rating !== null && turn.rating < 0) e.unhelpful++;
    }
    for (const id of new Set(turn.suggestions)) entry(id).suggested++;
  }
  const units = [...byUnit]
    .map(([unit_id, e]) => ({ unit_id, title: titles.get(unit_id) ?? null, ...e, helpfulness: rate(e.helpful, e.helpful + e.unhelpful) }))
    .sort((a, b) => b.served - a.served || b.suggested - a.suggested || a.unit_id - b.unit_id);
  return { with_activity: units.length, top: units.slice(0, limit) };
}

// ---- the review ------------------------------------------------------------------------------------

const DECISION_KIND = textTable<'approved' | 'rejected' | 'archived' | 'conflicts' | 'merges' | 'phrases'>({
  'unit.approve': 'approved',
  'unit.reject': 'rejected',
  'unit.archive': 'archived',
  'conflict.keep': 'conflicts',
  'conflict.replace': 'conflicts',
  'conflict.merge': 'conflicts',
  'merge_suggestion.merge': 'merges',
  'merge_suggestion.dismiss': 'merges',
  'phrase_suggestion.accept': 'phrases',
  'phrase_suggestion.reject': 'phrases',
});

/** Throughput per reviewer: decisions by kind, most active first. */
export function reviewerFigures(rows: DecisionRow[]) {
  const byActor = new Map<string, { approved: number; rejected: number; archived: number; conflicts: number; merges: number; phrases: number; total: number }>();
  for (const row of rows) {
    const kind = DECISION_KIND.get(row.action);
    if (!kind) continue;
    let e = byActor.get(row.actor);
    if (!e) byActor.set(row.actor, (e = { approved: 0, rejected: 0, archived: 0, conflicts: 0, merges: 0, phrases: 0, total: 0 }));
    e[kind] += row.n;
    e.total += row.n;
  }
  return [...byActor].map(([reviewer, e]) => ({ reviewer, ...e })).sort((a, b) => b.total - a.total || a.reviewer.localeCompare(b.reviewer));
}

// ---- LLM tokens and cost ----------------------------------------------------------------------------

const tokensOf = (r: UsageRow) => r.input_tokens + r.output_tokens + r.cache_read_tokens + r.cache_write_tokens;

function roleTotals(rows: UsageRow[], role: string) {
  const mine = rows.filter((r) => r.role === role);
  const priced = mine.filter((r) => r.cost_usd !== null);
  const cost = priced.length ? money(sum(priced, (r) => r.cost_usd!)) : null;
  const units = sum(mine, (r) => r.units);
  return {
    calls: sum(mine, (r) => r.calls),
    input_tokens: sum(mine, (r) => r.input_tokens),
    output_tokens: sum(mine, (r) => r.output_tokens),
    cache_read_tokens: sum(mine, (r) => r.cache_read_tokens),
    cache_write_tokens: sum(mine, (r) => r.cache_write_tokens),
    cost_usd: cost,
    unpriced_calls: sum(mine, (r) => r.unpriced_calls),
    units,
    cost_per_unit: cost === null || units === 0 ? null : money(cost / units),
  };
}

/** Distillation (per ticket) and chat (per conversation) in the period, and per month. `all`: one row per role. */
export function llmFigures(all: UsageRow[], byMonth: UsageRow[]) {
  const distill = roleTotals(all, 'distill');
  const chat = roleTotals(all, 'chat');
  const { units: tickets, cost_per_unit: costPerTicket, ...distillRest } = distill;
  const { units: conversations, cost_per_unit: costPerConversation, ...chatRest } = chat;
  return {
    distill: { ...distillRest, tickets, cost_per_ticket: costPerTicket },
    chat: { ...chatRest, conversations, cost_per_conversation: costPerConversation },
    by_month: byMonth.map((r) => ({
      month: r.period,
      role: r.role,
      calls: r.calls,
      tokens: tokensOf(r),
      cost_usd: money(r.cost_usd),
      unpriced_calls: r.unpriced_calls,
      cost_per_unit: r.cost_usd === null || r.units === 0 ? null : money(r.cost_usd / r.units),
    })),
  };
}

// ---- one row a day, for the charts --------------------------------------------------------------------

export function dailySeries(
  days: string[],
  input: { conversations: ConversationDayRow[]; turns: TurnDayRow[]; latencies: TurnUnitsRow[]; decisions: DecisionRow[]; usage: UsageRow[] },
) {
  const conversations = new Map(input.conversations.map((r) => [r.day, r]));
  const latencies = new Map<string, number[]>();
  for (const t of input.latencies) {
    if (t.first_event_ms === null) continue;
    const list = latencies.get(t.day);
    if (list) list.push(t.first_event_ms);
    else latencies.set(t.day, [t.first_event_ms]);
  }
  return days.map((day) => {
    const c = conversations.get(day);
    const turns = (outcome: string) => sum(input.turns.filter((r) => r.day === day && r.outcome === outcome), (r) => r.turns);
    const usage = input.usage.filter((r) => r.period === day);
    const cost = (role: string) => {
      const priced = usage.filter((r) => r.role === role && r.cost_usd !== null);
      return priced.length ? money(sum(priced, (r) => r.cost_usd!)) : null;
    };
    const ms = latencies.get(day) ?? [];
    return {
      day,
      conversations: c?.conversations ?? 0,
      escalated: c?.escalated ?? 0,
      deflected: c?.deflected ?? 0,
      answered: turns('answered'),
      suggested: turns('suggested'),
      declined: turns('declined'),
      first_event_p50_ms: ms.length ? percentile(ms, 50) : null,
      first_event_p95_ms: ms.length ? percentile(ms, 95) : null,
      decisions: sum(input.decisions.filter((r) => r.day === day && DECISION_KIND.has(r.action)), (r) => r.n),
      distill_tokens: sum(usage.filter((r) => r.role === 'distill'), tokensOf),
      chat_tokens: sum(usage.filter((r) => r.role === 'chat'), tokensOf),
      distill_cost_usd: cost('distill'),
      chat_cost_usd: cost('chat'),
    };
  });
}
