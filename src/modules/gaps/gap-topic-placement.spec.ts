import { cleanTopicName, placementOf, sameTopicName, TopicBoard } from './gap-topic-placement';

const group = (topic_id: number, name: string, questions: number[]) => ({ topic_id, name, questions });

describe('placementOf', () => {
  const topics = [
    { id: 4, name: 'Tema scuro' },
    { id: 9, name: 'Pagare in bitcoin' },
  ];

  it('joins existing topics, opens new ones, and leaves out what the answer does not place', () => {
    const placement = placementOf({ groups: [group(9, 'Pagare in bitcoin', [2, 4]), group(0, 'Fattura in inglese', [1]), group(4, 'Tema scuro', [5])] }, 6, topics);
    expect(placement).toEqual({
      join: [{ topicId: 9, questions: [1, 3] }, { topicId: 4, questions: [4] }],
      open: [{ name: 'Fattura in inglese', questions: [0] }],
      leftOut: [2, 5],
      notes: [],
    });
  });

  it('a new topic named like an existing one joins it; two new groups with one name are one topic', () => {
    const placement = placementOf({ groups: [group(0, 'tema  SCURO.', [1]), group(0, 'Esportare in Excel', [2]), group(0, '«esportare in excel»', [3])] }, 3, topics);
    expect(placement.join).toEqual([{ topicId: 4, questions: [0] }]);
    expect(placement.open).toEqual([{ name: 'Esportare in Excel', questions: [1, 2] }]);
  });

  it('a question in two groups that disagree stays unplaced; the same group twice is one', () => {
    const placement = placementOf({ groups: [group(4, 'Tema scuro', [1, 2, 2]), group(0, 'Altro', [2]), group(4, 'Tema scuro', [1])] }, 2, topics);
    expect(placement.join).toEqual([{ topicId: 4, questions: [0] }]);
    expect(placement.open).toEqual([]);
    expect(placement.leftOut).toEqual([1]);
    expect(placement.notes).toEqual(['question 2 is in 2 different topics: left unplaced']);
  });

  it('an unknown topic id joins the topic of that name, or leaves its questions unplaced; numbers outside the batch are ignored', () => {
    const placement = placementOf({ groups: [group(77, 'Pagare in bitcoin', [1]), group(78, 'Inventato', [2]), group(0, '  ', [3]), group(0, 'Nuovo', [0, 4, 1.5])] }, 3, topics);
    expect(placement.join).toEqual([{ topicId: 9, questions: [0] }]);
    expect(placement.open).toEqual([]);
    expect(placement.leftOut).toEqual([1, 2]);
    expect(placement.notes).toEqual([
      'topic 78 does not exist: questions 2 left unplaced',
      'a new topic without a name: questions 3 left unplaced',
      'question 0 is not in the batch (1–3)',
      'question 4 is not in the batch (1–3)',
      'question 1.5 is not in the batch (1–3)',
    ]);
  });
});

describe('topic names', () => {
  it('one line, no quotes or final punctuation, a capital first letter, at most 100 characters cut between words', () => {
    expect(cleanTopicName('  "tema scuro\n dell\'app?" ')).toBe("Tema scuro dell'app");
    expect(cleanTopicName('«Pagare in bitcoin».')).toBe('Pagare in bitcoin');
    const long = cleanTopicName(`${'parola '.repeat(30)}fine`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('parola')).toBe(true);
    expect(sameTopicName('Èsportare  i dati!', 'esportare i dati')).toBe(true);
    expect(sameTopicName('Esportare i dati', 'Importare i dati')).toBe(false);
  });
});

describe('TopicBoard', () => {
  it('writes a question\'s topic once and shows the most recently joined topics of the product first, with their first questions', () => {
    const board = new TopicBoard(['a1', 'b1', 'a2', 'c1', 'b2'], ['p', 'p', 'p', 'q', 'p']);
    board.apply([0, 1], { join: [], open: [{ name: 'A', questions: [0] }, { name: 'B', questions: [1] }], leftOut: [], notes: [] });
    board.apply([2, 4, 0], { join: [{ topicId: 1, questions: [0, 2] }, { topicId: 2, questions: [1] }, { topicId: 99, questions: [] }], open: [], leftOut: [], notes: [] });
    board.apply([3], { join: [], open: [{ name: 'C', questions: [0] }], leftOut: [], notes: [] });
    expect(board.topicOf).toEqual([1, 2, 1, 3, 2]);
    expect(board.topics.get(1)!.members).toEqual([0, 2]);
    expect(board.shown('p')).toEqual([
      { id: 2, name: 'B', examples: ['b1', 'b2'] },
      { id: 1, name: 'A', examples: ['a1', 'a2'] },
    ]);
    expect(board.shown('q')).toEqual([{ id: 3, name: 'C', examples: ['c1'] }]);
    expect(board.unplaced()).toEqual([]);
  });
});
