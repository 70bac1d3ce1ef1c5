/**
 * The lexical index's compact arrays in one file (issue 33): a new process reads them with one
 * sequential read into an off-heap Buffer and searches the views, instead of re-reading and
 * re-tokenising every chunk from the database (20 s at 1M chunks).
 *
 * Layout: "DLEX0001", u32 header length, header JSON (the caller's `meta`, the counts, names and
 * words), then ids, units, weights, products, locales, state, offsets, df, posting slots,
 * posting tfs, each on an 8-byte boundary.
 */
import { closeSync, fsyncSync, openSync, readSync, renameSync, writeSync } from 'node:fs';
import type { LexicalArrays } from './lexical-index';
import { readFully } from '../vector/list-snapshot';

const MAGIC = 'DLEX0001';

type Section = Int32Array | Uint16Array | Uint8Array | Float32Array;
const KINDS = ['ids', 'units', 'weights', 'products', 'locales', 'state', 'offsets', 'df', 'postingSlots', 'postingTfs'] as const;
const MAKERS: Record<(typeof KINDS)[number], new (b: ArrayBuffer, o: number, n: number) => Section> = {
  ids: Int32Array,
  units: Int32Array,
  weights: Float32Array,
  products: Uint16Array,
  locales: Uint16Array,
  state: Uint8Array,
  offsets: Int32Array,
  df: Int32Array,
  postingSlots: Int32Array,
  postingTfs: Uint16Array,
};

const align8 = (n: number) => Math.ceil(n / 8) * 8;

export function writeLexicalSnapshot<M extends object>(path: string, meta: M, a: LexicalArrays): void {
  const lengths = KINDS.map((k) => a[k].length);
  const json = Buffer.from(JSON.stringify({ meta, slots: a.slots, live: a.live, names: a.names, terms: a.terms, lengths }));
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    const head = Buffer.alloc(align8(MAGIC.length + 4 + json.length));
    head.write(MAGIC, 0, 'latin1');
    head.writeUInt32LE(json.length, MAGIC.length);
    json.copy(head, MAGIC.length + 4);
    let at = 0;
    writeSync(fd, head, 0, head.length, at);
    at += head.length;
    let written = at;
    for (const k of KINDS) {
      const section = a[k];
      writeSync(fd, Buffer.from(section.buffer, section.byteOffset, section.byteLength), 0, section.byteLength, at);
      written = at + section.byteLength;
      at = align8(written);
    }
    // The file ends on the 8-byte boundary the reader's layout counts to, the last section's padding included.
    if (at > written) writeSync(fd, Buffer.alloc(at - written), 0, at - written, written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

export function readLexicalSnapshot<M extends object>(path: string): { meta: M; arrays: LexicalArrays } {
  const fd = openSync(path, 'r');
  try {
    const magic = Buffer.alloc(MAGIC.length + 4);
    if (readSync(fd, magic, 0, magic.length, 0) !== magic.length || magic.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error(`${path}: not a lexical snapshot`);
    const json = Buffer.alloc(magic.readUInt32LE(MAGIC.length));
    readSync(fd, json, 0, json.length, magic.length);
    const header = JSON.parse(json.toString()) as { meta: M; slots: number; live: number; names: string[]; terms: string[]; lengths: number[] };
    const start = align8(MAGIC.length + 4 + json.length);
    const bytesOf = (i: number) => header.lengths[i] * (MAKERS[KINDS[i]] as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
    let size = 0;
    const starts = KINDS.map((_k, i) => {
      const here = size;
      size = align8(size + bytesOf(i));
      return here;
    });
    // Up to the last section's end: files written before the writer padded its end are shorter than `size`.
    const last = KINDS.length - 1;
    const body = readFully(fd, starts[last] + bytesOf(last), start, path);
    const view = (i: number) => new MAKERS[KINDS[i]](body.buffer as ArrayBuffer, body.byteOffset + starts[i], header.lengths[i]);
    const arrays = {
      slots: header.slots,
      live: header.live,
      names: header.names,
      terms: header.terms,
      ...Object.fromEntries(KINDS.map((k, i) => [k, view(i)])),
    } as unknown as LexicalArrays;
    return { meta: header.meta, arrays };
  } finally {
    closeSync(fd);
  }
}
