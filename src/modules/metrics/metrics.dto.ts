import { z } from 'zod';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;
/** The daily series has one point a day: a year and a day at most. */
export const MAX_PERIOD_DAYS = 366;
/** Without `from`: the last 30 days up to `to`. */
export const DEFAULT_PERIOD_DAYS = 30;

/** A date (a whole UTC day) or a date-time with its offset; null when it is neither or not a real day. */
export function parseInstant(value: string): { at: Date; dateOnly: boolean } | null {
  const dateOnly = DATE.test(value);
  if (!dateOnly && !DATE_TIME.test(value)) return null;
  const at = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  // 2026-02-30 parses to March 2: a day that does not exist is refused, not moved.
  if (Number.isNaN(at.getTime()) || (dateOnly && at.toISOString().slice(0, 10) !== value)) return null;
  return { at, dateOnly };
}

const instant = z
  .string()
  .refine((value) => parseInstant(value) !== null, 'must be an ISO date (2026-12-01) or date-time with offset (2026-12-01T08:00:00Z)')
  .transform((value) => parseInstant(value)!);

type Instant = { at: Date; dateOnly: boolean };

/**
 * The period of GET /api/review/metrics?from=&to=: `from` included, `to` excluded — except that a
 * date-only `to` includes its whole day (from=2026-11-01&to=2026-11-30 is all of November).
 * Defaults: to = now, from = 30 days before `to`.
 */
export function periodOf(query: { from?: Instant; to?: Instant }, now = new Date()): { from: Date; to: Date } {
  const { from, to } = query;
  const end = to === undefined ? now : to.dateOnly ? new Date(to.at.getTime() + DAY_MS) : to.at;
  const start = from === undefined ? new Date(end.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS) : from.at;
  return { from: start, to: end };
}

/** The query as validated (a ZodObject, so the OpenAPI document lists its two fields); periodOf() resolves it. */
export const metricsQuerySchema = z
  .object({ from: instant.optional(), to: instant.optional() })
  .strict()
  .superRefine((query, ctx) => {
    // zod runs this check even when a field failed: only two valid instants are compared.
    if ([query.from, query.to].some((v) => v !== undefined && !(v.at instanceof Date))) return;
    const { from, to } = periodOf(query);
    if (from.getTime() >= to.getTime()) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['from'], message: `the period may span at most ${MAX_PERIOD_DAYS} days` });
  });

export type MetricsQuery = z.output<typeof metricsQuerySchema>;
