import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { equivalentsOf, readEquivalentFiles, readEquivalentPairs, withEquivalents } from './judged-equivalents';

describe('judged equivalents', () => {
  it('widens a label by the FAQs judged to answer as it does, in the direction judged', () => {
    const eq = equivalentsOf([
      { a: '10', b: '11' },
      { a: '10', b: '12' },
      { a: '7', b: '7' },
    ]);
    expect([...withEquivalents(['10'], eq)].sort()).toEqual(['10', '11', '12']);
    expect([...withEquivalents(['11'], eq)]).toEqual(['11']);
    expect(eq.has('7')).toBe(false);
  });

  it('reads the pairs file and names the line of a bad pair', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eq-'));
    const good = join(dir, 'good.jsonl');
    writeFileSync(good, '{"a": "1", "b": 2}\n\n{"a": "3", "b": "4"}\n');
    expect(readEquivalentPairs(good)).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"a": "1", "b": "2"}\n{"a": "1"}\n');
    expect(() => readEquivalentPairs(bad)).toThrow(/bad\.jsonl line 2: needs "a" and "b"/);
    writeFileSync(bad, 'not json\n');
    expect(() => readEquivalentPairs(bad)).toThrow(/line 1/);
    const other = join(dir, 'other.jsonl');
    writeFileSync(other, '{"a": "5", "b": "6"}\n');
    expect(readEquivalentFiles(`${good},${other}`)).toHaveLength(3);
  });
});
