import { CodeArena, type CodeBlock } from './code-arena';
import { dotsI8Js, setForceJs } from './index';
import { mulberry32 } from '../../random/seeded-random';

const rnd = mulberry32(7);
const i8 = (n: number): Int8Array => Int8Array.from({ length: n }, () => -127 + Math.floor(rnd() * 255));
const D = 256;

function filled(arena: CodeArena, rows: Int8Array, n: number): CodeBlock {
  const block = arena.allocate(n);
  arena.bytesOf(block).set(new Uint8Array(rows.buffer, rows.byteOffset, n * D));
  return block;
}

/** The arena's scores of each range, read back as plain arrays. */
function scanned(arena: CodeArena, q: Int8Array, ranges: Array<[CodeBlock, number, number]>): number[][] {
  const scan = arena.startScan(q);
  const starts = ranges.map(([block, from, n]) => arena.addRange(scan, block, from, n));
  const all = arena.finishScan(scan);
  const scores = ranges.map(([, , n], r) => Array.from(all.subarray(starts[r], starts[r] + n)));
  arena.endScan(scan);
  return scores;
}

describe.each([false, true])('CodeArena (JS fallback: %s)', (js) => {
  beforeAll(() => setForceJs(js));
  afterAll(() => setForceJs(false));

  it('scores any row ranges of its blocks exactly as the JS dot does, in one scan', () => {
    const arena = new CodeArena(D);
    const rows = i8(37 * D), more = i8(9 * D);
    const a = filled(arena, rows, 37), b = filled(arena, more, 9);
    const q = i8(D);
    const ranges: Array<[CodeBlock, number, number]> = [[a, 0, 37], [a, 5, 1], [b, 0, 9], [a, 5, 6], [a, 33, 4], [b, 8, 1], [a, 36, 1], [a, 10, 0]];
    const want = ranges.map(([block, from, n]) => Array.from(dotsI8Js(q, (block === a ? rows : more).subarray(from * D), n, D, new Int32Array(n))));
    expect(scanned(arena, q, ranges)).toEqual(want);
    // a second scan with another query reuses the arrays and gives its own scores
    const q2 = i8(D);
    expect(scanned(arena, q2, [[b, 2, 7]])).toEqual([Array.from(dotsI8Js(q2, more.subarray(2 * D), 7, D, new Int32Array(7)))]);
  });

  it('scores a range longer than one piece (an index scanned whole) as one run of scores', () => {
    const arena = new CodeArena(D);
    const n = 9000;
    const rows = i8(n * D);
    const block = filled(arena, rows, n);
    const q = i8(D);
    expect(scanned(arena, q, [[block, 3, n - 3], [block, 0, 5]])).toEqual([
      Array.from(dotsI8Js(q, rows.subarray(3 * D), n - 3, D, new Int32Array(n - 3))),
      Array.from(dotsI8Js(q, rows, 5, D, new Int32Array(5))),
    ]);
  });

  it('reuses released space, and frees a shared block only with its last holder', () => {
    const arena = new CodeArena(D);
    const a = arena.allocate(1000);
    const b = arena.allocate(1000);
    const committed = arena.committedBytes;
    const held = arena.bytes;
    arena.retain(a);
    arena.release(a);
    expect(arena.bytes).toBe(held); // still held once
    arena.release(a);
    arena.release(b);
    expect(arena.bytes).toBe(0);
    for (let i = 0; i < 5; i++) arena.release(arena.allocate(1900));
    expect(arena.committedBytes).toBeLessThanOrEqual(committed);
  });

  it('refuses a released block, rows outside the block and a query of another length', () => {
    const arena = new CodeArena(D);
    const block = arena.allocate(10);
    const scan = arena.startScan(i8(D));
    expect(() => arena.addRange(scan, block, 8, 3)).toThrow(/rows 8\.\.11 outside 10/);
    arena.beginScan(scan);
    expect(() => arena.addRange(scan, block, 0, 1)).toThrow(/already begun/);
    arena.finishScan(scan);
    expect(() => arena.finishScan(scan)).toThrow(/finished twice/);
    arena.endScan(scan);
    expect(() => arena.startScan(i8(D - 1))).toThrow(/query of 255 values/);
    arena.release(block);
    expect(() => arena.bytesOf(block)).toThrow(/after release/);
    expect(() => new CodeArena(40)).toThrow(/multiple of 16/);
  });
});

describe('CodeArena scan split with its worker thread', () => {
  it('gives the same scores as the JS dot once the worker shares large scans', async () => {
    const arena = new CodeArena(D, 64); // shared from 64 rows
    try {
      const lists = Array.from({ length: 120 }, (_, i) => 60 + (i % 100));
      const data = lists.map((n) => i8(n * D));
      const blocks = lists.map((n, i) => filled(arena, data[i], n));
      const ranges = blocks.map((block, i): [CodeBlock, number, number] => [block, i % 3, lists[i] - (i % 3)]);
      const q = i8(D);
      const want = ranges.map(([, from, n], i) => Array.from(dotsI8Js(q, data[i].subarray(from * D), n, D, new Int32Array(n))));
      expect(scanned(arena, q, ranges)).toEqual(want); // starts the worker, scores here meanwhile
      expect(arena.scansSplit).toBe(0);
      const deadline = Date.now() + 10_000;
      let scans = 0;
      while (arena.scansSplit < 5 && Date.now() < deadline) {
        expect(scanned(arena, q, ranges)).toEqual(want);
        scans++;
        if (arena.scansSplit === 0) await new Promise((r) => setTimeout(r, 20)); // the worker starting
      }
      expect(arena.scansSplit).toBe(5);
      expect(scans).toBeGreaterThanOrEqual(5);

      // Two scans open at once: A handed to the worker, B scored here meanwhile; A's blocks stay
      // its own even when their holders let go and new rows are placed before A is finished.
      const a = arena.startScan(q);
      const startsA = ranges.map(([block, from, n]) => arena.addRange(a, block, from, n));
      arena.beginScan(a);
      expect(a.seq).toBeGreaterThan(0);
      const q2 = i8(D);
      const wantB = [Array.from(dotsI8Js(q2, data[1].subarray(0), lists[1], D, new Int32Array(lists[1])))];
      expect(scanned(arena, q2, [[blocks[1], 0, lists[1]]])).toEqual(wantB);
      blocks.forEach((block) => arena.release(block));
      const other = arena.allocate(2000);
      arena.bytesOf(other).fill(7);
      const scoresA = arena.finishScan(a);
      expect(ranges.map(([, , n], r) => Array.from(scoresA.subarray(startsA[r], startsA[r] + n)))).toEqual(want);
      arena.endScan(a);
      expect(arena.bytes).toBe(other.size); // A's blocks went with it

      // One long range (an exact scan) is shared too: it goes in pieces.
      const n = 30000;
      const long = i8(n * D);
      const whole = filled(arena, long, n);
      const wantLong = [Array.from(dotsI8Js(q, long, n, D, new Int32Array(n)))];
      const shared = arena.scansSplit;
      for (let t = 0; t < 20 && arena.scansSplit === shared; t++) expect(scanned(arena, q, [[whole, 0, n]])).toEqual(wantLong);
      expect(arena.scansSplit).toBeGreaterThan(shared);
      arena.release(whole);

      // A scan begun and then abandoned (its caller failed) leaves the worker free for the next.
      const kept = lists.map((n, i) => filled(arena, data[i], n));
      const keptRanges = kept.map((block, i): [CodeBlock, number, number] => [block, 0, lists[i]]);
      const abandoned = arena.startScan(q);
      keptRanges.forEach(([block, from, n]) => arena.addRange(abandoned, block, from, n));
      arena.beginScan(abandoned);
      arena.endScan(abandoned);
      const before = arena.scansSplit;
      const wantKept = keptRanges.map(([, , n], i) => Array.from(dotsI8Js(q, data[i], n, D, new Int32Array(n))));
      for (let t = 0; t < 20 && arena.scansSplit === before; t++) expect(scanned(arena, q, keptRanges)).toEqual(wantKept);
      expect(arena.scansSplit).toBeGreaterThan(before);
    } finally {
      arena.close();
    }
  });
});
