import { countFollowUps, countOutcomes, heldOutUnits, inPart, productChoice, productsOfGroups } from './chat-outcomes';

describe('heldOutUnits', () => {
  const ids = Array.from({ length: 40 }, (_, i) => String(i + 1));

  it('holds out the same units for the same seed, whatever the order of the file', () => {
    const a = heldOutUnits(ids, 0.25, 2016);
    expect(a.size).toBe(10);
    expect([...heldOutUnits([...ids].reverse(), 0.25, 2016)].sort()).toEqual([...a].sort());
    expect(heldOutUnits(ids, 0.25, 2016)).toEqual(a);
  });

  it('another seed holds out other units; no fraction holds out none', () => {
    expect([...heldOutUnits(ids, 0.25, 1)].sort()).not.toEqual([...heldOutUnits(ids, 0.25, 2016)].sort());
    expect(heldOutUnits(ids, 0, 2016).size).toBe(0);
    expect([...heldOutUnits(ids, 0.25, 2016)].every((id) => ids.includes(id))).toBe(true);
  });
});

describe('inPart', () => {
  it('splits the questions into two fixed halves', () => {
    const questions = Array.from({ length: 200 }, (_, i) => `domanda numero ${i}`);
    const tune = questions.filter((q) => inPart(q, 'tune'));
    const report = questions.filter((q) => inPart(q, 'report'));
    expect(tune.length + report.length).toBe(200);
    expect(tune.filter((q) => report.includes(q))).toEqual([]);
    expect(tune.length).toBeGreaterThan(60);
    expect(report.length).toBeGreaterThan(60);
    expect(questions.every((q) => inPart(q, 'all'))).toBe(true);
  });
});

describe('countOutcomes', () => {
  const right = (...ids: number[]) => (u: number) => ids.includes(u);

  it('counts covered and uncovered turns by outcome, and the shares #13 asks for', () => {
    const counts = countOutcomes([
      { covered: true, outcome: 'answered', units: [1], isRight: right(1) },
      { covered: true, outcome: 'answered', units: [2], isRight: right(1) },
      { covered: true, outcome: 'suggested', units: [3, 1], isRight: right(1) },
      { covered: true, outcome: 'suggested', units: [3], isRight: right(1) },
      { covered: true, outcome: 'declined', units: [], isRight: right(1) },
      { covered: false, outcome: 'answered', units: [4], isRight: right() },
      { covered: false, outcome: 'suggested', units: [4], isRight: right() },
      { covered: false, outcome: 'declined', units: [], isRight: right() },
    ]);
    expect(counts.covered).toEqual({ questions: 5, answered_right: 1, answered_wrong: 1, suggested_right: 1, suggested_wrong: 1, declined: 1 });
    expect(counts.uncovered).toEqual({ questions: 3, answered: 1, suggested: 1, declined: 1 });
    expect(counts.precision).toBeCloseTo(1 / 3, 4);
    expect(counts.covered_answered_right).toBe(0.2);
    expect(counts.covered_right_answered_or_suggested).toBe(0.4);
    expect(counts.uncovered_answered).toBeCloseTo(1 / 3, 4);
    // Three «Forse cercava:» sets: one holds the right unit, one does not, one answers an uncovered question.
    expect(counts.suggestion_sets).toEqual({ shown: 3, without_right_unit: 2, share_without_right_unit: 0.6667 });
  });
});

describe('productChoice and productsOfGroups', () => {
  it('picks the question\'s product only when it was offered; no product known: none', () => {
    expect(productChoice(['cassanet', 'fatturafacile'], 'fatturafacile')).toBe('fatturafacile');
    expect(productChoice(['cassanet', 'altro'], 'fatturafacile')).toBeNull();
    expect(productChoice(['cassanet', 'fatturafacile'], null)).toBeNull();
    expect(productChoice(['cassanet', 'fatturafacile'], undefined)).toBeNull();
  });

  it('gives each group the product most of its tickets carry', () => {
    const groups = new Map([['T1', 'g1'], ['T2', 'g1'], ['T3', 'g1'], ['T4', 'g2'], ['T5', 'g3']]);
    const products = new Map<string, string | null>([['T1', 'cassanet'], ['T2', 'fatturafacile'], ['T3', 'cassanet'], ['T4', 'fatturafacile'], ['T5', null]]);
    expect(productsOfGroups(groups, products)).toEqual(new Map([['g1', 'cassanet'], ['g2', 'fatturafacile']]));
  });
});

describe('countFollowUps', () => {
  it('counts whether the follow-up searched a right unit first, its outcome, and whether it gave the unit already given again', () => {
    const right = (u: number) => u === 1 || u === 2;
    expect(
      countFollowUps([
        { searched: [1, 5], given: [1], outcome: 'answered', units: [1], isRight: right },
        { searched: [5, 2], given: [1], outcome: 'suggested', units: [5, 2], isRight: right },
        { searched: [5], given: [2], outcome: 'answered', units: [5], isRight: right },
        { searched: [], given: [2], outcome: 'declined', units: [], isRight: right },
      ]),
    ).toEqual({ asked: 4, first_unit_right: 1, answered_right: 1, answered_wrong: 1, suggested_right: 1, suggested_wrong: 0, declined: 1, repeated: 1 });
  });
});
