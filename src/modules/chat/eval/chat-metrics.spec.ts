import { groupsOfUnits, scoreChat } from './chat-metrics';

describe('scoreChat', () => {
  const groups = groupsOfUnits(
    [
      { unit_id: 1, external_id: 'T-1' },
      { unit_id: 1, external_id: 'T-2' },
      { unit_id: 2, external_id: 'T-3' },
    ],
    new Map([
      ['T-1', 'a'],
      ['T-2', 'b'],
      ['T-3', 'c'],
    ]),
  );

  it('counts a covered question right when a cited unit has a source ticket of its group', () => {
    const score = scoreChat(
      [
        { question: 'q1', group: 'b', answered: true, citations: [1] },
        { question: 'q2', group: 'a', answered: true, citations: [2] },
        { question: 'q3', group: 'c', answered: false, citations: [] },
        { question: 'q4', group: null, answered: false, citations: [] },
        { question: 'q5', group: null, answered: true, citations: [2] },
      ],
      groups,
    );
    expect(score.covered).toEqual({ questions: 3, answered_correct: 1, answered_wrong: 1, declined: 1, share_answered_correct: 0.3333 });
    expect(score.uncovered).toEqual({ questions: 2, declined: 1, answered: 1, share_declined: 0.5 });
  });
});
