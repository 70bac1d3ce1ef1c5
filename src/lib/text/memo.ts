/**
 * A pure text function's results kept for texts seen again (the grouping job parses each ticket's
 * fix and wording once per pair otherwise), forgotten all at once past `size` entries: a bound on
 * memory without an LRU's bookkeeping on the hot path. Framework-free.
 */
export function memoByText<R>(parse: (text: string) => R, size: number): (text: string) => R {
  const cache = new Map<string, R>();
  return (text: string): R => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= size) cache.clear();
      value = parse(text);
      cache.set(text, value);
    }
    return value;
  };
}
