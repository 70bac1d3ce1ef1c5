/**
 * Word-level diff of two texts for the conflict view (current solution ↔ proposed one).
 * Pure. Tokens are words and the whitespace between them, so joining a side's tokens gives
 * back that side's text exactly. LCS on what remains after the common prefix and suffix; past a
 * size limit it falls back to lines, then to "everything replaced", so it never blows up.
 */
export type DiffOp = { op: 'equal' | 'delete' | 'insert'; text: string };

/** Cells of the LCS table allowed (rows × columns). */
const MAX_CELLS = 4_000_000;

export function tokenize(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

export function diffWords(before: string, after: string): DiffOp[] {
  const words = diffTokens(tokenize(before), tokenize(after));
  if (words) return words;
  return diffTokens(lines(before), lines(after)) ?? merge([{ op: 'delete', text: before }, { op: 'insert', text: after }]);
}

function diffTokens(a: string[], b: string[]): DiffOp[] | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) > MAX_CELLS) return null;

  const ops: DiffOp[] = [];
  if (start > 0) ops.push({ op: 'equal', text: a.slice(0, start).join('') });
  ops.push(...absorbWhitespace(lcsOps(midA, midB)));
  if (endA < a.length) ops.push({ op: 'equal', text: a.slice(endA).join('') });
  return merge(ops);
}

function lcsOps(a: string[], b: string[]): DiffOp[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  // lengths[i][j] = LCS of a[i..] and b[j..], filled from the end.
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const ops: DiffOp[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ op: 'equal', text: a[i] });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      ops.push({ op: 'delete', text: a[i++] });
    } else {
      ops.push({ op: 'insert', text: b[j++] });
    }
  }
  while (i < n) ops.push({ op: 'delete', text: a[i++] });
  while (j < m) ops.push({ op: 'insert', text: b[j++] });
  return ops;
}

/**
 * A space that happens to match between two changed words is not worth showing as "equal":
 * changes separated only by whitespace become one deletion and one insertion, which reads as
 * "these words were replaced by those".
 */
function absorbWhitespace(ops: DiffOp[]): DiffOp[] {
  const out: DiffOp[] = [];
  let i = 0;
  while (i < ops.length) {
    if (ops[i].op === 'equal') {
      out.push(ops[i++]);
      continue;
    }
    // A run: changes, possibly with whitespace-only equals between them, ending on a change.
    let end = i;
    for (let j = i; j < ops.length; j++) {
      if (ops[j].op !== 'equal') end = j;
      else if (!/^\s+$/.test(ops[j].text)) break;
    }
    let before = '';
    let after = '';
    for (const op of ops.slice(i, end + 1)) {
      if (op.op !== 'insert') before += op.text;
      if (op.op !== 'delete') after += op.text;
    }
    out.push({ op: 'delete', text: before }, { op: 'insert', text: after });
    i = end + 1;
  }
  return out;
}

/** Adjacent ops of the same kind become one; empty ones go. */
function merge(ops: DiffOp[]): DiffOp[] {
  const out: DiffOp[] = [];
  for (const op of ops) {
    if (op.text === '') continue;
    const last = out.at(-1);
    if (last && last.op === op.op) last.text += op.text;
    else out.push({ ...op });
  }
  return out;
}

/** The text of one side, rebuilt from the ops (what the tests check the diff against). */
export function sideOf(ops: DiffOp[], side: 'before' | 'after'): string {
  const skip = side === 'before' ? 'insert' : 'delete';
  return ops
    .filter((o) => o.op !== skip)
    .map((o) => o.text)
    .join('');
}
