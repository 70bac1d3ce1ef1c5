import { memoByText } from './memo';

describe('memoByText', () => {
  it('parses a text once while it is kept, and again after the bound clears the cache', () => {
    const seen: string[] = [];
    const length = memoByText((text) => {
      seen.push(text);
      return text.length;
    }, 2);
    expect([length('ab'), length('ab'), length('abc')]).toEqual([2, 2, 3]);
    expect(seen).toEqual(['ab', 'abc']);
    // A third text finds the cache full: it is cleared, so 'ab' is parsed again afterwards.
    expect(length('abcd')).toBe(4);
    expect(length('ab')).toBe(2);
    expect(seen).toEqual(['ab', 'abc', 'abcd', 'ab']);
  });
});
