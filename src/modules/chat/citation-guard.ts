/**
 * The citation guard (pure, no framework): every "[KU-n]" the customer sees must name a unit a
 * search returned in this turn. Anything else — a unit the assistant was never given, or one it
 * made up — is removed before it leaves the server, and the turn is flagged.
 *
 * It works on a stream: text that could still turn into a citation (an open "[", the last word
 * "KU-1") is held back until the next chunk settles it, so a citation cut at a chunk boundary
 * never leaks, and the output is the same whatever the chunking (words up to 64 characters).
 * Recognised: "[KU-12]", "[KU-12, KU-15]" / "[KU-12; 15]" (rewritten "[KU-12][KU-15]"), and a
 * bare "KU-12" (rewritten "[KU-12]"). Other bracketed text passes unchanged.
 */

/** Longest bracketed text held while waiting for its "]". */
const MAX_BRACKET = 64;
const BRACKET_OR_BARE = /\[([^[\]\n]{1,64})\]|(?<![\p{L}\p{N}_-])KU-(\d{1,9})(?![\p{L}\p{N}_])/giu;
const CITATION_LIST = /^\s*KU-?\s*\d{1,9}(?:\s*[,;]\s*(?:KU-?\s*)?\d{1,9})*\s*$/i;
const BARE_ONLY = /(?<![\p{L}\p{N}_-])KU-(\d{1,9})(?![\p{L}\p{N}_])/giu;
/** The last word of the text: held, since the next chunk may continue it. */
const TRAILING_WORD = /[\p{L}\p{N}_-]+$/u;
const MAX_HELD_WORD = 64;
/** An unterminated bracket at the very end that looks like a citation. */
const CITATION_START = /^\[\s*K(?:U(?:-?\s*[\d,; KU-]*)?)?$/i;
/** Marks where a citation was removed, so the space before it goes too. */
const REMOVED = '\u0000';

export class CitationGuard {
  private buffer = '';
  private readonly citedIds: number[] = [];
  private readonly rejectedIds: number[] = [];
  private truncated = false;

  /** `isAllowed` is asked when a citation is complete: units found later in the turn count. */
  constructor(private readonly isAllowed: (unitId: number) => boolean) {}

  /** Feeds a chunk; returns the text that is safe to show now (possibly ''). */
  push(chunk: string): string {
    this.buffer += chunk;
    const hold = holdFrom(this.buffer);
    const ready = this.buffer.slice(0, hold);
    this.buffer = this.buffer.slice(hold);
    return this.rewrite(ready);
  }

  /** End of the stream: what was held goes out, except an unterminated citation. */
  flush(): string {
    let rest = this.buffer;
    this.buffer = '';
    if (rest.includes('[') && CITATION_START.test(rest.slice(rest.lastIndexOf('[')))) {
      rest = rest.slice(0, rest.lastIndexOf('[')).replace(/[ \t]+$/, '');
      this.truncated = true;
    }
    return this.rewrite(rest);
  }

  /** Valid unit ids cited so far, in order of first citation. */
  get cited(): number[] {
    return [...this.citedIds];
  }

  /** Unit ids the assistant cited without having been given them (removed). */
  get rejected(): number[] {
    return [...this.rejectedIds];
  }

  /** True when something was removed: the turn is flagged. */
  get tampered(): boolean {
    return this.rejectedIds.length > 0 || this.truncated;
  }

  private rewrite(text: string): string {
    if (text === '') return '';
    const out = text.replace(BRACKET_OR_BARE, (match: string, inner: string | undefined, bare: string | undefined) => {
      if (bare !== undefined) return this.cite([Number(bare)]);
      if (inner !== undefined && CITATION_LIST.test(inner)) {
        return this.cite([...inner.matchAll(/\d{1,9}/g)].map((m) => Number(m[0])));
      }
      // Ordinary bracketed text: only bare citations inside it are checked.
      return `[${inner!.replace(BARE_ONLY, (_m: string, id: string) => this.cite([Number(id)]))}]`;
    });
    return out.includes(REMOVED) ? out.replace(/[ \t]*\u0000+/g, '') : out;
  }

  private cite(ids: number[]): string {
    let kept = '';
    for (const id of ids) {
      if (this.isAllowed(id)) {
        if (!this.citedIds.includes(id)) this.citedIds.push(id);
        kept += `[KU-${id}]`;
      } else if (!this.rejectedIds.includes(id)) {
        this.rejectedIds.push(id);
      }
    }
    return kept === '' ? REMOVED : kept;
  }
}

/** Index from which the buffer must be held back (the buffer's length when nothing is). */
function holdFrom(buffer: string): number {
  let hold = buffer.length;
  const open = buffer.lastIndexOf('[');
  if (open !== -1) {
    const tail = buffer.slice(open);
    if (!tail.includes(']') && !tail.includes('\n') && tail.length <= MAX_BRACKET + 1) hold = open;
  }
  const word = TRAILING_WORD.exec(buffer);
  if (word && word[0].length <= MAX_HELD_WORD && word.index < hold) hold = word.index;
  // The spaces before it go with it: a citation that is removed takes its leading space along.
  while (hold > 0 && (buffer[hold - 1] === ' ' || buffer[hold - 1] === '\t')) hold--;
  return hold;
}

/** The whole text at once (what the stream must add up to, whatever the chunking). */
export function guardCitations(text: string, isAllowed: (unitId: number) => boolean): { text: string; cited: number[]; rejected: number[] } {
  const guard = new CitationGuard(isAllowed);
  const out = guard.push(text) + guard.flush();
  return { text: out, cited: guard.cited, rejected: guard.rejected };
}

/** Unit ids in the "[KU-n]" citations of a text, in order, without repeats. */
export function citedUnitIds(text: string): number[] {
  const ids: number[] = [];
  for (const match of text.matchAll(/\[KU-(\d{1,9})\]/g)) {
    const id = Number(match[1]);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
