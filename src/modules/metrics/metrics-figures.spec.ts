import { conversationFigures, dailySeries, daysOf, latencyFigures, llmFigures, rate, reviewerFigures, turnFigures, unitFigures, type UsageRow } from './metrics-figures';
import { metricsQuerySchema, parseInstant, periodOf } from './metrics.dto';

const usage = (role: string, period: string, calls: number, cost: number | null, units: number, unpriced = 0): UsageRow => ({
  role,
  period,
  units,
  calls,
  input_tokens: 100 * calls,
  output_tokens: 10 * calls,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: cost,
  unpriced_calls: unpriced,
});

describe('metrics figures', () => {
  it('rates are shares rounded to 4 decimals, null over nothing', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(0, 0)).toBeNull();
  });

  it('adds conversation days into totals, deflection over conversations', () => {
    expect(
      conversationFigures([
        { day: '2026-11-01', conversations: 3, escalated: 1, rated_negative: 1, deflected: 1 },
        { day: '2026-11-02', conversations: 1, escalated: 0, rated_negative: 0, deflected: 1 },
      ]),
    ).toEqual({ total: 4, escalated: 1, rated_negative: 1, deflected: 2, escalation_rate: 0.25, deflection_rate: 0.5 });
    expect(conversationFigures([])).toEqual({ total: 0, escalated: 0, rated_negative: 0, deflected: 0, escalation_rate: null, deflection_rate: null });
  });

  it('counts every outcome, "suggested" included, whatever its share, and keeps unknown ones so the counts add up', () => {
    const figures = turnFigures([
      { day: '2026-11-01', outcome: 'answered', turns: 5 },
      { day: '2026-11-01', outcome: 'suggested', turns: 3 },
      { day: '2026-11-02', outcome: 'declined', turns: 1 },
      { day: '2026-11-02', outcome: 'unknown', turns: 1 },
    ]);
    expect(figures).toEqual({ total: 10, answered: 5, suggested: 3, declined: 1, unknown: 1, rates: { answered: 0.5, suggested: 0.3, declined: 0.1 } });
  });

  it('per unit: served = answers citing it (once per answer), suggested = turns offering it, helpfulness from the ratings of its answers', () => {
    const turns = [
      { day: 'd', outcome: 'answered', citations: [1, 1], suggestions: [], rating: 1, first_event_ms: 10 },
      { day: 'd', outcome: 'answered', citations: [1, 2], suggestions: [], rating: -1, first_event_ms: 10 },
      { day: 'd', outcome: 'suggested', citations: [], suggestions: [2, 3], rating: null, first_event_ms: 10 },
    ];
    const { top, with_activity } = unitFigures(turns, new Map([[1, 'Password']]), 2);
    expect(with_activity).toBe(3);
    expect(top).toEqual([
      { unit_id: 1, title: 'Password', served: 2, suggested: 0, helpful: 1, unhelpful: 1, helpfulness: 0.5 },
      { unit_id: 2, title: null, served: 1, suggested: 1, helpful: 0, unhelpful: 1, helpfulness: 0 },
    ]);
  });

  it('latency: nearest-rank percentiles and the mean, nulls when no turn', () => {
    expect(latencyFigures([10, 20, 30, 40, 1000])).toEqual({ turns: 5, p50: 30, p95: 1000, mean: 220 });
    expect(latencyFigures([])).toEqual({ turns: 0, p50: null, p95: null, mean: null });
  });

  it('throughput per reviewer by kind of decision, most active first; other audit actions ignored', () => {
    expect(
      reviewerFigures([
        { actor: 'b@x.it', action: 'unit.approve', day: 'd', n: 1 },
        { actor: 'a@x.it', action: 'unit.approve', day: 'd', n: 2 },
        { actor: 'a@x.it', action: 'conflict.replace', day: 'd', n: 1 },
        { actor: 'a@x.it', action: 'unit.edit', day: 'd', n: 9 },
      ]),
    ).toEqual([
      { reviewer: 'a@x.it', approved: 2, rejected: 0, archived: 0, conflicts: 1, merges: 0, phrases: 0, total: 3 },
      { reviewer: 'b@x.it', approved: 1, rejected: 0, archived: 0, conflicts: 0, merges: 0, phrases: 0, total: 1 },
    ]);
  });

  it('LLM cost per ticket and per conversation; unpriced calls are counted, not priced; no priced call = unknown cost', () => {
    const figures = llmFigures([usage('distill', 'all', 3, 0.01, 2), usage('chat', 'all', 2, null, 1, 2)], [usage('distill', '2026-11', 3, 0.01, 2)]);
    expect(figures.distill).toMatchObject({ calls: 3, cost_usd: 0.01, tickets: 2, cost_per_ticket: 0.005 });
    expect(figures.chat).toMatchObject({ calls: 2, cost_usd: null, unpriced_calls: 2, conversations: 1, cost_per_conversation: null });
    expect(figures.by_month).toEqual([{ month: '2026-11', role: 'distill', calls: 3, tokens: 330, cost_usd: 0.01, unpriced_calls: 0, cost_per_unit: 0.005 }]);
  });

  it('one row per UTC day of the period, zero-filled', () => {
    expect(daysOf(new Date('2026-11-29T10:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toEqual(['2026-11-29', '2026-11-30']);
    expect(daysOf(new Date('2026-11-29T00:00:00Z'), new Date('2026-11-30T00:00:01Z'))).toEqual(['2026-11-29', '2026-11-30']);
    const rows = dailySeries(['2026-11-29', '2026-11-30'], {
      conversations: [{ day: '2026-11-30', conversations: 2, escalated: 1, rated_negative: 0, deflected: 1 }],
      turns: [{ day: '2026-11-30', outcome: 'suggested', turns: 2 }],
      latencies: [{ day: '2026-11-30', outcome: 'suggested', citations: [], suggestions: [], rating: null, first_event_ms: 30 }],
      decisions: [{ actor: 'a', action: 'unit.reject', day: '2026-11-29', n: 4 }],
      usage: [usage('chat', '2026-11-30', 1, 0.002, 1)],
    });
    expect(rows[0]).toMatchObject({ day: '2026-11-29', conversations: 0, suggested: 0, decisions: 4, first_event_p50_ms: null, chat_cost_usd: null });
    expect(rows[1]).toMatchObject({ day: '2026-11-30', conversations: 2, escalated: 1, deflected: 1, suggested: 2, first_event_p50_ms: 30, chat_tokens: 110, chat_cost_usd: 0.002 });
  });
});

describe('metrics query', () => {
  it('reads dates and date-times with an offset, refuses days that do not exist', () => {
    expect(parseInstant('2026-12-01')).toEqual({ at: new Date('2026-12-01T00:00:00Z'), dateOnly: true });
    expect(parseInstant('2026-12-01T10:30:00+01:00')).toEqual({ at: new Date('2026-12-01T09:30:00Z'), dateOnly: false });
    expect(parseInstant('2026-02-30')).toBeNull();
    expect(parseInstant('2026-12-01T10:30:00')).toBeNull();
    expect(parseInstant('1 dicembre')).toBeNull();
  });

  it('a date-only `to` includes its day; the default is the 30 days before now', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(periodOf(metricsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' }), now)).toEqual({ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') });
    expect(periodOf(metricsQuerySchema.parse({}), now)).toEqual({ from: new Date('2026-11-01T12:00:00Z'), to: now });
  });

  it('names the field of every mistake', () => {
    const paths = (query: object) => {
      const result = metricsQuerySchema.safeParse(query);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths({ from: 'ieri' })).toEqual(['from']);
    expect(paths({ from: '2026-12-02', to: '2026-12-01' })).toEqual(['to']);
    expect(paths({ from: '2025-01-01', to: '2026-06-01' })).toEqual(['from']);
    expect(paths({ from: 'x', to: 'y' })).toEqual(['from', 'to']);
  });
});
