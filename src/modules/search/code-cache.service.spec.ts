import { coversEveryNumber } from './code-cache.service';

describe('coversEveryNumber (change records a process may patch from)', () => {
  const at = (...versions: number[]) => versions.map((data_version) => ({ data_version }));

  it('is true only when every number after `from` up to `to` has a record', () => {
    expect(coversEveryNumber(at(5, 6, 6, 7), 4, 7)).toBe(true);
    expect(coversEveryNumber(at(6, 7), 4, 7)).toBe(false); // 5 was pruned
    expect(coversEveryNumber(at(5, 7), 4, 7)).toBe(false); // a gap in the middle
    expect(coversEveryNumber(at(5, 6), 4, 7)).toBe(false); // 7 not there yet
    expect(coversEveryNumber([], 4, 4)).toBe(true);
  });
});
