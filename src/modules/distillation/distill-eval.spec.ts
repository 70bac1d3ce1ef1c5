import type { DistilledUnit } from './distilled-unit.schema';
import { conflictCheck, pairwiseGrouping, replayGrouping, type DistilledTicket, type TruthRow } from './distill-eval';

function unit(problem: string, solution: string, overrides: Partial<DistilledUnit> = {}): DistilledUnit {
  return {
    is_reusable: true,
    title: problem.slice(0, 90),
    problem,
    symptoms: '',
    cause: '',
    solution,
    applicability: '',
    category: 'fatturazione',
    search_phrases: [problem],
    is_commercial_exception: false,
    is_one_off: false,
    confidence: 0.8,
    ...overrides,
  };
}

const ticket = (id: string, u: DistilledUnit): DistilledTicket => ({ external_id: id, product: 'fatturafacile', unit: u });
const row = (id: string, group: string, conflicting_fix = false): TruthRow => ({
  external_id: id,
  group,
  expected: { reusable: true, commercial_exception: false, one_off: false, conflicting_fix },
});

const RESEND = '1. Apra la fattura scartata\n2. Corregga la PEC del cliente\n3. Reinvii allo SDI';

describe('pairwiseGrouping', () => {
  it('counts pairs: one wrong merge costs precision, one missed pair costs recall', () => {
    const truth = new Map([['a', 'g1'], ['b', 'g1'], ['c', 'g2'], ['d', 'g2']]);
    // a+b together (right), c+d apart (missed): precision 1, recall 1/2
    expect(pairwiseGrouping(new Map([['a', 0], ['b', 0], ['c', 1], ['d', 2]]), truth)).toMatchObject({ precision: 1, recall: 0.5, units: 3 });
    // everything in one unit: 2 right pairs out of 6
    expect(pairwiseGrouping(new Map([['a', 0], ['b', 0], ['c', 0], ['d', 0]]), truth)).toMatchObject({ precision: 2 / 6, recall: 1, units: 1 });
  });
});

describe('replayGrouping', () => {
  it('links a paraphrase in the same product and category, and leaves the other problem alone', () => {
    const tickets = [
      ticket('a', unit('La fattura viene scartata dallo SDI', RESEND)),
      ticket('b', unit('fatture scartate dallo Sdi, cosa devo fare?', RESEND)),
      ticket('c', unit('Il PDF non si apre dal browser', 'Aggiorni il lettore PDF')),
    ];
    const linked = replayGrouping(tickets, { paraphrase: true });
    expect(linked.get('a')).toBe(linked.get('b'));
    expect(linked.get('c')).not.toBe(linked.get('a'));
    const keyOnly = replayGrouping(tickets, { paraphrase: false });
    expect(new Set(keyOnly.values()).size).toBe(3);
  });
});

describe('conflictCheck', () => {
  it("compares each later ticket of a true group with the group's first solution", () => {
    const known = [
      ticket('a', unit('Fattura scartata dallo SDI', RESEND)),
      ticket('b', unit('Fattura scartata', RESEND)),
      ticket('c', unit('Fattura scartata ancora', 'Contatti la banca per lo sblocco del conto corrente')),
      ticket('d', unit('Discarded', 'whatever', { is_one_off: true })),
    ];
    const truth = new Map([row('a', 'g'), row('b', 'g'), row('c', 'g', true), row('d', 'g', true)].map((r) => [r.external_id, r]));
    // b: same fix, no conflict (right); c: other fix, conflict (right); d is discarded, never compared
    expect(conflictCheck(known, truth)).toEqual({ accuracy: 1, precision: 1, recall: 1, positives: 1 });
  });
});
