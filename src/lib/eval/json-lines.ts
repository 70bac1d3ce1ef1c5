import { readFileSync } from 'node:fs';

/**
 * A judgement file in JSON Lines, read line by line: blank lines are skipped and every other line is
 * given to `decode` with `where` ("path line N") for its error. A line that is not JSON reaches
 * `decode` as undefined (JSON never parses to it), so each file says in its own words what it needs.
 */
export function readJsonLinesWith<T>(path: string, decode: (value: unknown, where: string) => T): T[] {
  const out: T[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      out.push(decode(value, `${path} line ${i + 1}`));
    });
  return out;
}
