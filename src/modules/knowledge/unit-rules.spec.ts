import { approvalBlocker, isServed, retirementReason, type RetirementInput } from './unit-rules';

const NOW = new Date('2027-06-01T00:00:00Z');
const unit = (overrides: Partial<RetirementInput> = {}): RetirementInput => ({
  status: 'approved',
  created_at: new Date('2026-12-01T00:00:00Z'),
  last_seen_at: new Date('2027-05-01T00:00:00Z'),
  review_due_at: new Date('2027-11-01T00:00:00Z'),
  helpful_yes: 10,
  helpful_no: 1,
  ...overrides,
});

describe('approvalBlocker', () => {
  it('approves pending, stale, rejected and archived units without personal data', () => {
    for (const status of ['pending_review', 'stale', 'rejected', 'archived'] as const) {
      expect(approvalBlocker({ status, contains_pii: false })).toBeNull();
    }
  });

  it('blocks personal data unless the flag is explicitly cleared', () => {
    expect(approvalBlocker({ status: 'pending_review', contains_pii: true })).toBe('contains_pii');
    expect(approvalBlocker({ status: 'pending_review', contains_pii: true }, true)).toBeNull();
  });

  it('never approves a superseded unit, and reports missing and already approved ones', () => {
    expect(approvalBlocker({ status: 'superseded', contains_pii: false })).toBe('not_approvable');
    expect(approvalBlocker(undefined)).toBe('not_found');
    expect(approvalBlocker({ status: 'approved', contains_pii: false })).toBe('already_approved');
  });

  it('serves approved units only', () => {
    expect(['pending_review', 'approved', 'rejected', 'stale', 'superseded', 'archived'].filter((s) => isServed(s as never))).toEqual(['approved']);
  });
});

describe('retirementReason', () => {
  it('leaves a recently seen, well rated unit alone', () => {
    expect(retirementReason(unit(), NOW)).toBeNull();
  });

  it('flags a unit with no ticket in twelve months', () => {
    expect(retirementReason(unit({ last_seen_at: new Date('2026-05-31T00:00:00Z') }), NOW)).toBe('no ticket since 2026-05-31');
    expect(retirementReason(unit({ last_seen_at: new Date('2026-06-02T00:00:00Z') }), NOW)).toBeNull();
    expect(retirementReason(unit({ last_seen_at: null, created_at: new Date('2026-01-01T00:00:00Z') }), NOW)).toMatch(/no ticket since/);
  });

  it('flags a unit customers rate unhelpful', () => {
    expect(retirementReason(unit({ helpful_no: 6, helpful_yes: 3 }), NOW)).toBe('rated unhelpful (6 no, 3 yes)');
    expect(retirementReason(unit({ helpful_no: 6, helpful_yes: 4 }), NOW)).toBeNull();
    expect(retirementReason(unit({ helpful_no: 4, helpful_yes: 0 }), NOW)).toBeNull();
  });

  it('flags a stale unit nobody re-approved in 90 days', () => {
    expect(retirementReason(unit({ status: 'stale', review_due_at: new Date('2027-02-01T00:00:00Z') }), NOW)).toMatch(/^stale since 2027-02-01/);
    expect(retirementReason(unit({ status: 'stale', review_due_at: new Date('2027-04-01T00:00:00Z') }), NOW)).toBeNull();
  });

  it('ignores units that are not served or stale', () => {
    expect(retirementReason(unit({ status: 'pending_review', last_seen_at: null, created_at: new Date('2020-01-01') }), NOW)).toBeNull();
  });
});
