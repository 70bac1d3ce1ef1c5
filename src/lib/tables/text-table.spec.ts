import { BUILT_IN_NAMES, increment, ownValue, textTable } from './text-table';

describe('text tables', () => {
  it("name Object.prototype's members, as written and capitalised", () => {
    expect(BUILT_IN_NAMES).toEqual(expect.arrayContaining(['constructor', 'Constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', '__defineGetter__']));
  });

  it('find only their own keys', () => {
    const table = textTable({ perchè: 'perché' });
    const record: Record<string, number> = JSON.parse('{"a": 1, "__proto__": 2}');
    for (const name of BUILT_IN_NAMES) {
      expect(table.get(name)).toBeUndefined();
      if (name !== '__proto__') expect(ownValue(record, name)).toBeUndefined();
    }
    expect(table.get('perchè')).toBe('perché');
    expect(ownValue(record, 'a')).toBe(1);
    expect(ownValue(record, '__proto__')).toBe(2);
    expect(ownValue(undefined, 'a')).toBeUndefined();
  });

  it('count under any key, "__proto__" and "constructor" included, as own properties of the record', () => {
    const counts: Record<string, number> = {};
    for (const name of [...BUILT_IN_NAMES, '__proto__', 'constructor']) increment(counts, name);
    expect(Object.getPrototypeOf(counts)).toBe(Object.prototype);
    expect(counts.constructor).toBe(2);
    const json = JSON.parse(JSON.stringify(counts));
    expect(Object.getOwnPropertyDescriptor(json, '__proto__')?.value).toBe(2);
    expect(json).toMatchObject({ constructor: 2, toString: 1 });
    expect(Object.keys(counts)).toHaveLength(BUILT_IN_NAMES.length);
  });
});
