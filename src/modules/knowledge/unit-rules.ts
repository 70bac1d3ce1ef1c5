import type { UnitStatus } from '../../database/database.types';
import { containsPii } from '../pii/redact';
import { TEXT_FIELDS, type UnitText } from './unit.types';

/**
 * A unit's lifecycle rules, pure: what can be approved, what is served, when a review is due,
 * when a unit is a retirement candidate, how phrases accumulate. The lifecycle service applies
 * them; they are unit-tested without a database.
 */
export const UNIT_RULES = {
  /** Search phrases kept per unit (new tickets add their customers' wording to a pending unit). */
  maxPhrases: 12,
  /** An approved unit is due for a new review this long after its approval. */
  reviewDueMonths: 6,
  /** A served unit with no new ticket for this long is a retirement candidate. */
  retireAfterNoTicketMonths: 12,
  /** A stale unit nobody re-approved for this long is a retirement candidate. */
  retireStaleAfterDays: 90,
  /** Rated unhelpful: at least this many "no"… */
  unhelpfulMinNo: 5,
  /** …and at least this many times the "yes". */
  unhelpfulRatio: 2,
} as const;

/** Statuses a unit can be approved from ('approved' itself is a no-op, 'superseded' is final). */
export const APPROVABLE: readonly UnitStatus[] = ['pending_review', 'stale', 'rejected', 'archived'];

/** Statuses whose text customers may see: only these are indexed as served. */
export function isServed(status: UnitStatus): boolean {
  return status === 'approved';
}

export type ApprovalBlocker = 'not_found' | 'already_approved' | 'contains_pii' | 'not_approvable';

export function approvalBlocker(unit: { status: UnitStatus; contains_pii: boolean } | undefined, clearPii = false): ApprovalBlocker | null {
  if (!unit) return 'not_found';
  if (unit.status === 'approved') return 'already_approved';
  if (!APPROVABLE.includes(unit.status)) return 'not_approvable';
  if (unit.contains_pii && !clearPii) return 'contains_pii';
  return null;
}

export function reviewDueFrom(now: Date): Date {
  const due = new Date(now);
  due.setUTCMonth(due.getUTCMonth() + UNIT_RULES.reviewDueMonths);
  return due;
}

/** Union of phrases, case-insensitively, existing ones first, capped. */
export function mergePhrases(existing: string[], incoming: string[], cap: number = UNIT_RULES.maxPhrases): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const phrase of [...existing, ...incoming]) {
    const key = phrase.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(phrase.trim());
    if (out.length >= cap) break;
  }
  return out;
}

/**
 * A title when the distiller gave none: the problem's first sentence, without a greeting,
 * cut at a word boundary to 90 characters.
 */
export function fallbackTitle(problem: string): string {
  const first = problem
    .replace(/^\s*(buongiorno|buonasera|salve|ciao|gentili[^,]*|egregi[^,]*)[,!.\s]*/i, '')
    .split(/(?<=[.!?])\s+/)[0]
    .trim();
  const sentence = first.charAt(0).toUpperCase() + first.slice(1);
  if (sentence.length <= 90) return sentence.replace(/[.!?]+$/, '');
  const cut = sentence.slice(0, 89);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60)).trim()}…`;
}

/** Does any text of the unit (phrases included) still hold personal data the redactor would remove? */
export function unitContainsPii(unit: UnitText): boolean {
  return [...TEXT_FIELDS.map((field) => unit[field]), ...unit.search_phrases].some((text) => containsPii(text));
}

export interface RetirementInput {
  status: UnitStatus;
  created_at: Date;
  last_seen_at: Date | null;
  review_due_at: Date | null;
  helpful_yes: number;
  helpful_no: number;
}

function monthsBefore(date: Date, months: number): Date {
  const out = new Date(date);
  out.setUTCMonth(out.getUTCMonth() - months);
  return out;
}

/** Why a served (approved) or stale unit should probably be retired, or null. */
export function retirementReason(unit: RetirementInput, now: Date): string | null {
  if (unit.status !== 'approved' && unit.status !== 'stale') return null;
  const p = UNIT_RULES;
  if (unit.helpful_no >= p.unhelpfulMinNo && unit.helpful_no >= p.unhelpfulRatio * unit.helpful_yes) {
    return `rated unhelpful (${unit.helpful_no} no, ${unit.helpful_yes} yes)`;
  }
  const lastTicket = unit.last_seen_at ?? unit.created_at;
  if (lastTicket < monthsBefore(now, p.retireAfterNoTicketMonths)) {
    return `no ticket since ${lastTicket.toISOString().slice(0, 10)}`;
  }
  if (unit.status === 'stale' && unit.review_due_at && unit.review_due_at.getTime() + p.retireStaleAfterDays * 86_400_000 < now.getTime()) {
    return `stale since ${unit.review_due_at.toISOString().slice(0, 10)}, not re-approved in ${p.retireStaleAfterDays} days`;
  }
  return null;
}
