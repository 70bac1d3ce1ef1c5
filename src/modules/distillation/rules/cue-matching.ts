import { NEGATORS } from './lexicon';

/**
 * How the rules distiller asks "does any cue of this list match, where?": combined alternations,
 * global copies for exec loops, and small memos, because the same sentence is checked against
 * the same list by several fields. Pure; results depend only on the text.
 */

/** Global-flag copies of the lexicon patterns, compiled once (for exec loops). */
const GLOBAL_COPIES = new WeakMap<RegExp, RegExp>();
export function globalOf(re: RegExp): RegExp {
  let g = GLOBAL_COPIES.get(re);
  if (!g) {
    g = re.flags.includes('g') ? re : new RegExp(re.source, re.flags + 'g');
    GLOBAL_COPIES.set(re, g);
  }
  g.lastIndex = 0;
  return g;
}

/**
 * Small bounded memo for per-message work that several fields share (sentence splitting and
 * classification of the same body). Results depend only on the text, so caching is invisible.
 */
export function memo<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute();
  if (cache.size >= 2000) cache.clear();
  cache.set(key, value);
  return value;
}

/** One alternation per lexicon list, so "does any cue match?" is a single scan of the text. */
const COMBINED = new WeakMap<readonly RegExp[], RegExp | null>();
function combined(patterns: readonly RegExp[]): RegExp | null {
  let re = COMBINED.get(patterns);
  if (re === undefined) {
    const flagsOf = (p: RegExp) => p.flags.replace(/[gy]/g, '');
    const flags = flagsOf(patterns[0] ?? /(?:)/);
    // Lists whose patterns disagree on flags (case-sensitive codes) are not merged.
    re = patterns.every((p) => flagsOf(p) === flags) ? new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), flags) : null;
    COMBINED.set(patterns, re);
  }
  return re;
}

function testAny(patterns: readonly RegExp[], text: string): boolean {
  const re = combined(patterns);
  if (re) return re.test(text);
  return patterns.some((p) => {
    p.lastIndex = 0;
    return p.test(text);
  });
}

const ANY_MATCH = new WeakMap<readonly RegExp[], Map<string, boolean>>();
export function anyMatch(patterns: readonly RegExp[], text: string): boolean {
  // The same sentence is checked against the same list by several fields: remember the answer.
  let cache = ANY_MATCH.get(patterns);
  if (!cache) {
    cache = new Map();
    ANY_MATCH.set(patterns, cache);
  }
  return memo(cache, text, () => testAny(patterns, text));
}

export function countMatches(patterns: readonly RegExp[], text: string): number {
  if (!anyMatch(patterns, text)) return 0;
  let n = 0;
  for (const p of patterns) if (p.test(text)) n++;
  return n;
}

/** True when a negator stands in the three words before `index` ("non funziona ancora"). */
export function negatedAt(text: string, index: number): boolean {
  // A negation does not reach across a clause: "non coperto, abbiamo stornato la penale".
  const window = text.slice(Math.max(0, index - 30), index);
  const clause = window.slice(Math.max(window.lastIndexOf(','), window.lastIndexOf(';'), window.lastIndexOf(':'), window.lastIndexOf('.')) + 1);
  const before = clause.split(/\s+/).slice(-4).join(' ');
  return NEGATORS.test(before);
}

export function lastHit(patterns: readonly RegExp[], text: string, checkNegation: boolean): number {
  if (!anyMatch(patterns, text)) return -1;
  let last = -1;
  for (const p of patterns) {
    const g = globalOf(p);
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      if (checkNegation && negatedAt(text, m.index)) continue;
      if (m.index > last) last = m.index;
    }
  }
  return last;
}

export function firstHit(patterns: readonly RegExp[], text: string, skipNegated: boolean): RegExpExecArray | null {
  if (!anyMatch(patterns, text)) return null;
  let best: RegExpExecArray | null = null;
  for (const p of patterns) {
    const g = globalOf(p);
    let m: RegExpExecArray | null;
    while ((m = g.exec(text)) !== null) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      if (skipNegated && negatedAt(text, m.index)) continue;
      if (!best || m.index < best.index) best = m;
      break;
    }
  }
  return best;
}
