/**
 * One file per index version (and locale) holding every served chunk's IVF list entry: ids, units,
 * products, int8 codes and half-precision full vectors, grouped by list. Issue 33: each API
 * process used to read all of it from the database (88 s at 1M chunks) and keep its own copy
 * (742 MB). With the file, a process reads the codes and ids with one sequential read into an
 * off-heap Buffer (1M chunks: 266 MB, a second or two) and never loads the vectors: the
 * rescoring reads its ~100 candidates' vectors from the file, i.e. from the operating system's
 * page cache, which every process on the host shares.
 *
 * Layout (little-endian): "DSNAP001", u32 header length, header JSON, padding to 8, then
 * offsets Int32 (lists + 1), ids Int32 (n), units Int32 (n), products Uint16 (n), codes Int8
 * (n × 256), vectors Uint16 (n × dims), each section starting on an 8-byte boundary.
 */
import { closeSync, fsyncSync, openSync, read, readSync, renameSync, writeSync } from 'node:fs';
import { CODE_DIMS } from './codes';

const MAGIC = 'DSNAP001';

export interface SnapshotMeta {
  installation: string;
  version: number;
  dataVersion: number;
  locale: string;
  exactScan: boolean;
  /** Lists (K, or 1 for an exact-scan index). */
  lists: number;
  n: number;
  /** Components of each half-precision vector; 0: none kept. */
  dims: number;
  /** Product names; `products` holds indexes into it. */
  productNames: string[];
}

/** The rows of a snapshot as they are built, in any order, with each row's list (0..lists-1). */
export interface SnapshotRows {
  n: number;
  lists: Int32Array;
  ids: Int32Array;
  units: Int32Array;
  products: Uint16Array;
  codes: Int8Array;
  /** n × dims half-precision bits (dims 0: empty). */
  vectors: Uint16Array;
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

interface Layout {
  headerBytes: number;
  offsets: number;
  ids: number;
  units: number;
  products: number;
  codes: number;
  vectors: number;
  end: number;
}

function layout(meta: SnapshotMeta, headerJson: Buffer): Layout {
  const headerBytes = align8(MAGIC.length + 4 + headerJson.length);
  const offsets = headerBytes;
  const ids = align8(offsets + (meta.lists + 1) * 4);
  const units = align8(ids + meta.n * 4);
  const products = align8(units + meta.n * 4);
  const codes = align8(products + meta.n * 2);
  const vectors = align8(codes + meta.n * CODE_DIMS);
  return { headerBytes, offsets, ids, units, products, codes, vectors, end: vectors + meta.n * meta.dims * 2 };
}

/**
 * Writes the rows grouped by list (stable: within a list, the order given) to `path` through a
 * temporary file and a rename, so a reader never sees half a file.
 */
export function writeSnapshot(path: string, meta: Omit<SnapshotMeta, 'n'>, rows: SnapshotRows): void {
  const full: SnapshotMeta = { ...meta, n: rows.n };
  const offsets = new Int32Array(full.lists + 1);
  for (let i = 0; i < rows.n; i++) offsets[rows.lists[i] + 1]++;
  for (let c = 0; c < full.lists; c++) offsets[c + 1] += offsets[c];
  const fill = offsets.slice(0, full.lists);
  const order = new Int32Array(rows.n);
  for (let i = 0; i < rows.n; i++) order[fill[rows.lists[i]]++] = i;

  const json = Buffer.from(JSON.stringify(full));
  const at = layout(full, json);
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    const head = Buffer.alloc(at.headerBytes);
    head.write(MAGIC, 0, 'latin1');
    head.writeUInt32LE(json.length, MAGIC.length);
    json.copy(head, MAGIC.length + 4);
    writeSync(fd, head, 0, head.length, 0);
    writeSync(fd, bytes(offsets), 0, offsets.byteLength, at.offsets);
    const gathered = <T extends Int32Array | Uint16Array>(source: T, make: (n: number) => T): T => {
      const out = make(rows.n);
      for (let p = 0; p < rows.n; p++) out[p] = source[order[p]];
      return out;
    };
    writeSync(fd, bytes(gathered(rows.ids, (n) => new Int32Array(n))), 0, rows.n * 4, at.ids);
    writeSync(fd, bytes(gathered(rows.units, (n) => new Int32Array(n))), 0, rows.n * 4, at.units);
    writeSync(fd, bytes(gathered(rows.products, (n) => new Uint16Array(n))), 0, rows.n * 2, at.products);
    // Codes and vectors a block of rows at a time: no second copy of them is ever held.
    const BLOCK = 4096;
    const rowBytes = CODE_DIMS + full.dims * 2;
    const block = Buffer.alloc(BLOCK * Math.max(CODE_DIMS, full.dims * 2));
    const codeBytes = bytes(rows.codes);
    const vectorBytes = bytes(rows.vectors);
    for (let start = 0; start < rows.n; start += BLOCK) {
      const m = Math.min(BLOCK, rows.n - start);
      for (let j = 0; j < m; j++) codeBytes.copy(block, j * CODE_DIMS, order[start + j] * CODE_DIMS, (order[start + j] + 1) * CODE_DIMS);
      writeSync(fd, block, 0, m * CODE_DIMS, at.codes + start * CODE_DIMS);
    }
    if (full.dims > 0 && rowBytes > CODE_DIMS) {
      const vb = full.dims * 2;
      for (let start = 0; start < rows.n; start += BLOCK) {
        const m = Math.min(BLOCK, rows.n - start);
        for (let j = 0; j < m; j++) vectorBytes.copy(block, j * vb, order[start + j] * vb, (order[start + j] + 1) * vb);
        writeSync(fd, block, 0, m * vb, at.vectors + start * vb);
      }
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

/**
 * An opened snapshot: offsets, ids, units and products in one off-heap Buffer; the codes are read
 * by their holder ({@link readCodes}, into kernel memory), the vectors stay in the file.
 */
export class ListSnapshot {
  private fd: number | null;
  private readonly codesAt: number;
  private readonly vectorsAt: number;

  private constructor(
    readonly meta: SnapshotMeta,
    readonly offsets: Int32Array,
    readonly ids: Int32Array,
    readonly units: Int32Array,
    readonly products: Uint16Array,
    fd: number,
    codesAt: number,
    vectorsAt: number,
  ) {
    this.fd = fd;
    this.codesAt = codesAt;
    this.vectorsAt = vectorsAt;
  }

  /** Reads the header and, in one sequential read, the sections before the codes. */
  static open(path: string): ListSnapshot {
    const fd = openSync(path, 'r');
    try {
      const magic = Buffer.alloc(MAGIC.length + 4);
      if (readSync(fd, magic, 0, magic.length, 0) !== magic.length || magic.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error(`${path}: not a list snapshot`);
      const json = Buffer.alloc(magic.readUInt32LE(MAGIC.length));
      readSync(fd, json, 0, json.length, magic.length);
      const meta = JSON.parse(json.toString()) as SnapshotMeta;
      const at = layout(meta, json);
      const body = readFully(fd, at.codes - at.offsets, at.offsets, path);
      const view = <T>(make: new (b: ArrayBuffer, o: number, n: number) => T, from: number, n: number) => new make(body.buffer as ArrayBuffer, body.byteOffset + from - at.offsets, n);
      return new ListSnapshot(
        meta,
        view(Int32Array, at.offsets, meta.lists + 1),
        view(Int32Array, at.ids, meta.n),
        view(Int32Array, at.units, meta.n),
        view(Uint16Array, at.products, meta.n),
        fd,
        at.codes,
        at.vectors,
      );
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** Reads every row's code (n × CODE_DIMS bytes, in list order) into `into`, sequentially. */
  readCodes(into: Uint8Array): void {
    if (this.fd === null) throw new Error('list snapshot closed');
    const size = this.meta.n * CODE_DIMS;
    if (into.length < size) throw new RangeError(`readCodes: ${into.length} bytes for ${size}`);
    readInto(this.fd, into.subarray(0, size), this.codesAt, 'list snapshot codes');
  }

  /** Copies row `row`'s half-precision vector into `out` at `offset` (one positioned read). */
  readVector(row: number, out: Uint16Array, offset = 0): void {
    const dims = this.meta.dims;
    if (this.fd === null) throw new Error('list snapshot closed');
    const target = Buffer.from(out.buffer, out.byteOffset + offset * 2, dims * 2);
    const got = readSync(this.fd, target, 0, dims * 2, this.vectorsAt + row * dims * 2);
    if (got !== dims * 2) throw new Error(`list snapshot: vector of row ${row} truncated`);
  }

  /**
   * Copies the vectors of `rows[0..count)` into `out`, row `rows[i]`'s at `i × dims`: read in row
   * order, rows at most {@link COALESCE_GAP_BYTES} apart in one positioned read (through a reused
   * scratch buffer), the others straight into `out`. Fewer system calls than a read per row and no
   * allocation per row.
   */
  readVectors(rows: ArrayLike<number>, count: number, out: Uint16Array): void {
    const fd = this.fd;
    if (fd === null) throw new Error('list snapshot closed');
    const rowBytes = this.meta.dims * 2;
    if (count === 0 || rowBytes === 0) return;
    if (out.length < count * this.meta.dims) throw new RangeError('readVectors: output too short');
    if (this.order.length < count) this.order = new Int32Array(Math.max(count, this.order.length * 2));
    const order = this.order.subarray(0, count);
    for (let i = 0; i < count; i++) order[i] = i;
    order.sort((a, b) => rows[a] - rows[b]);
    const dst = Buffer.from(out.buffer, out.byteOffset, count * rowBytes);
    const maxRows = Math.max(1, Math.floor(COALESCE_MAX_BYTES / rowBytes));
    for (let i = 0; i < count; ) {
      const first = rows[order[i]];
      let j = i + 1;
      while (j < count && (rows[order[j]] - rows[order[j - 1]] - 1) * rowBytes <= COALESCE_GAP_BYTES && rows[order[j]] - first < maxRows) j++;
      const span = (rows[order[j - 1]] - first + 1) * rowBytes;
      if (j === i + 1) {
        this.readAt(fd, dst, order[i] * rowBytes, rowBytes, first);
      } else {
        if (this.scratch.length < span) this.scratch = Buffer.allocUnsafeSlow(Math.max(span, COALESCE_MAX_BYTES));
        this.readAt(fd, this.scratch, 0, span, first);
        for (let k = i; k < j; k++) {
          const at = (rows[order[k]] - first) * rowBytes;
          this.scratch.copy(dst, order[k] * rowBytes, at, at + rowBytes);
        }
      }
      i = j;
    }
  }

  private readAt(fd: number, target: Buffer, offset: number, length: number, row: number): void {
    const got = readSync(fd, target, offset, length, this.vectorsAt + row * this.meta.dims * 2);
    if (got !== length) throw new Error(`list snapshot: vector of row ${row} truncated`);
  }

  /**
   * Reads the whole vector section once, sequentially, a block at a time through one reused
   * buffer, off the event loop: the file's pages enter the operating system's page cache (shared
   * by the host's processes, not this process's resident memory), so the rescoring's positioned
   * reads stop waiting for the disk after a start on a cold cache (issue 33: at 1M chunks,
   * ~50 µs a row from disk against 1–2 µs from the page cache). Resolves to the bytes read; stops
   * early, without error, when the snapshot is closed.
   */
  async prefetchVectors(blockBytes = 4 * 1048576): Promise<number> {
    const total = this.meta.n * this.meta.dims * 2;
    const block = Buffer.allocUnsafeSlow(Math.min(blockBytes, Math.max(1, total)));
    let done = 0;
    while (done < total && this.fd !== null) {
      const fd = this.fd;
      const got = await new Promise<number>((resolve, reject) =>
        read(fd, block, 0, Math.min(block.length, total - done), this.vectorsAt + done, (error, bytes) => (error ? reject(error) : resolve(bytes))),
      ).catch((error: unknown) => {
        if (this.fd === null) return 0; // closed meanwhile: the warm-up is moot
        throw error;
      });
      if (got === 0) break;
      done += got;
    }
    return done;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  /** Reused by {@link readVectors}: the rows' order, and the span of neighbouring rows. */
  private order = new Int32Array(0);
  private scratch = Buffer.alloc(0);
}

/** Neighbouring rows at most this many bytes apart are read together (the gap read and dropped). */
export const COALESCE_GAP_BYTES = 4096;
/** The most one coalesced read spans. */
const COALESCE_MAX_BYTES = 65536;

function bytes(a: Int32Array | Uint16Array | Int8Array): Buffer {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength);
}

/** `size` bytes of the file from `position`, in one off-heap Buffer of its own (sequential reads). */
export function readFully(fd: number, size: number, position: number, path: string): Buffer {
  const body = Buffer.allocUnsafeSlow(size);
  readInto(fd, body, position, path);
  return body;
}

/** Fills `target` with the file's bytes from `position` (sequential reads). */
function readInto(fd: number, target: Uint8Array, position: number, path: string): void {
  for (let done = 0; done < target.length; ) {
    const got = readSync(fd, target, done, target.length - done, position + done);
    if (got === 0) throw new Error(`${path}: truncated`);
    done += got;
  }
}
