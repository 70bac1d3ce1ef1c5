/**
 * Tables looked up by text from outside (what a customer, an agent or a ticketing system wrote).
 * A plain object answers for keys it never had: `{}["constructor"]` is Object itself,
 * `{}["toString"]` a function, and `{}["__proto__"]` the prototype, which a write replaces.
 * So such a table is a Map (`textTable`), and a record that arrives as JSON is read by its own
 * keys only (`ownValue`). `npm run check:lookups` refuses any other lookup by text on an object.
 */

/** A fixed table written as an object literal, as a Map: every key is just a key. */
export function textTable<V>(entries: Readonly<Record<string, V>>): ReadonlyMap<string, V> {
  return new Map(Object.entries(entries));
}

/** The value stored under `key` itself, never one inherited from Object.prototype. */
export function ownValue<V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * What a plain object answers for although nobody put it there: Object.prototype's members
 * (constructor, toString, valueOf, hasOwnProperty, __defineGetter__, __proto__ …), as written and
 * capitalised ("Constructor" is lower-cased by many lookups). Tests feed them to every table.
 */
export const BUILT_IN_NAMES: readonly string[] = (() => {
  const names = Object.getOwnPropertyNames(Object.prototype);
  return [...names, ...names.map((name) => name.replace(/^[a-z]/, (c) => c.toUpperCase())).filter((name) => !names.includes(name))];
})();

/** Stores `value` under `key` as the record's own property ("__proto__" included: never the prototype's setter). */
export function setOwn<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Adds `by` to the count kept under `key` in a record that is printed or stored as JSON (own keys only). */
export function increment(counts: Record<string, number>, key: string, by = 1): void {
  setOwn(counts, key, (ownValue(counts, key) ?? 0) + by);
}
