import { groupsOfUnits } from './chat-metrics';

describe('groupsOfUnits', () => {
  it('gives each unit the groups of its source tickets; tickets without truth add nothing', () => {
    const groups = groupsOfUnits(
      [
        { unit_id: 1, external_id: 'T-1' },
        { unit_id: 1, external_id: 'T-2' },
        { unit_id: 2, external_id: 'T-3' },
        { unit_id: 3, external_id: 'T-unknown' },
      ],
      new Map([
        ['T-1', 'a'],
        ['T-2', 'b'],
        ['T-3', 'c'],
      ]),
    );
    expect(groups).toEqual(new Map([[1, new Set(['a', 'b'])], [2, new Set(['c'])]]));
  });
});
