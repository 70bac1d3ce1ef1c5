import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgedTopicPrecision, readJudgedTopics } from './judged-topics';

const fileWith = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'judged-topics-')), 'topics.jsonl');
  writeFileSync(path, text);
  return path;
};

describe('readJudgedTopics', () => {
  it('reads one judged topic a line, ids only', () => {
    const topics = readJudgedTopics(fileWith('{"set":"qa4faq-report","questions":[3,9,12],"not_belonging":[12]}\n\n{"set":"qa4faq-tune","questions":[4,5],"not_belonging":[]}\n'));
    expect(topics).toEqual([
      { set: 'qa4faq-report', questions: new Set([3, 9, 12]), notBelonging: new Set([12]) },
      { set: 'qa4faq-tune', questions: new Set([4, 5]), notBelonging: new Set() },
    ]);
  });

  it('names the line of a bad judgement', () => {
    expect(() => readJudgedTopics(fileWith('{"set":"a","questions":[1,2],"not_belonging":[]}\n{"set":"a","questions":[1,"x"],"not_belonging":[]}\n'))).toThrow(/line 2: needs "set", "questions" and "not_belonging"/);
    expect(() => readJudgedTopics(fileWith('{"set":"a","questions":[1,2],"not_belonging":[3]}\n'))).toThrow(/line 1: "not_belonging" names a question that is not in "questions"/);
    expect(() => readJudgedTopics(fileWith('nope\n'))).toThrow(/line 1: not JSON/);
  });
});

describe('judgedTopicPrecision', () => {
  // Five questions (dataset ids 11..15); the labels put 0–1 and 2–3 together.
  const truth = [new Set(['a']), new Set(['a']), new Set(['b']), new Set(['b']), new Set(['c'])];
  const ids = [11, 12, 13, 14, 15];

  it('counts by the labels alone when no topic was judged', () => {
    // One topic of 0,1,2: pairs 0-1 right, 0-2 and 1-2 wrong.
    expect(judgedTopicPrecision([[0, 1, 2], [3], [4]], truth, ids, [])).toEqual({ precision: 1 / 3, judged_topics: 0, topics_with_pairs: 1, not_belonging: 0 });
  });

  it('a judged topic makes a pair right when neither question was found not to belong', () => {
    const judged = [{ set: 's', questions: new Set([11, 12, 13, 15]), notBelonging: new Set([15]) }];
    // Topic 0,1,2,4 judged: 0-1 (labels), 0-2 and 1-2 (judged) right; the three pairs with 4 wrong.
    expect(judgedTopicPrecision([[0, 1, 2, 4], [3]], truth, ids, judged)).toEqual({ precision: 3 / 6, judged_topics: 1, topics_with_pairs: 1, not_belonging: 1 });
  });

  it('holds a judgement only for the exact topic it was made on', () => {
    const judged = [{ set: 's', questions: new Set([11, 12, 13]), notBelonging: new Set<number>() }];
    expect(judgedTopicPrecision([[0, 1, 2]], truth, ids, judged).precision).toBe(1);
    // The same three with one more question: another topic, not judged, counted by the labels.
    expect(judgedTopicPrecision([[0, 1, 2, 3]], truth, ids, judged)).toMatchObject({ precision: 2 / 6, judged_topics: 0 });
  });
});
