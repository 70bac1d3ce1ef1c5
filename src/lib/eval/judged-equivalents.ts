import { readJsonLinesWith } from './json-lines';

/**
 * Judged equivalents (issue #29): QA4FAQ labels one of several near-duplicate FAQs as relevant; a
 * blind reviewer's judgement that FAQ b answers a question labelled with FAQ a is kept as the pair
 * {a, b} (dataset ids, no text, `corpus/qa4faq-equivalents.jsonl`). `kb eval:chat` scores answers
 * with them and `kb eval:gaps` the topics' truth.
 */
export function equivalentsOf(pairs: ReadonlyArray<{ a: string; b: string }>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { a, b } of pairs) {
    if (a === b) continue;
    out.set(a, (out.get(a) ?? new Set()).add(b));
  }
  return out;
}

/** The labelled ids and those judged equivalent to one of them. */
export function withEquivalents(relevant: Iterable<string>, equivalents: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const out = new Set<string>();
  for (const id of relevant) {
    out.add(id);
    for (const same of equivalents.get(id) ?? []) out.add(same);
  }
  return out;
}

/** The pairs file, JSON Lines; a bad line throws naming its number. */
export function readEquivalentPairs(path: string): Array<{ a: string; b: string }> {
  return readJsonLinesWith(path, (value, where) => {
    const pair = value as { a?: unknown; b?: unknown } | null | undefined;
    const ok = (x: unknown) => typeof x === 'string' || typeof x === 'number';
    if (!pair || !ok(pair.a) || !ok(pair.b)) throw new Error(`${where}: needs "a" and "b" (unit ids of the dataset)`);
    return { a: String(pair.a), b: String(pair.b) };
  });
}

/** Several pairs files, comma-separated as the commands take them (`a.jsonl,b.jsonl`), read into one list. */
export function readEquivalentFiles(commaSeparated: string): Array<{ a: string; b: string }> {
  return commaSeparated.split(',').flatMap((path) => readEquivalentPairs(path.trim()));
}
