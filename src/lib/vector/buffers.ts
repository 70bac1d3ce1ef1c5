/**
 * Storage of the vector core's arrays in database columns: VARBINARY(256) codes and float32 BLOBs,
 * as zero-copy views wherever the bytes allow it.
 */
import { CODE_DIMS } from './codes';

/** A Buffer view of a code (no copy) for a VARBINARY(256) parameter. */
export function codeToBuffer(code: Int8Array): Buffer {
  return Buffer.from(code.buffer, code.byteOffset, code.byteLength);
}

/** An Int8Array view of a stored code (no copy: int8 needs no alignment). */
export function bufferToCode(buf: Uint8Array): Int8Array {
  return new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/**
 * Packs codes (Buffers from the driver, or Int8Arrays) into one contiguous N×256 Int8Array, the
 * layout {@link topKByDot} scans. Pass `out` to fill a preallocated table.
 */
export function packCodes(codes: ArrayLike<Uint8Array | Int8Array>, dim: number = CODE_DIMS, out?: Int8Array): Int8Array {
  const table = out ?? new Int8Array(codes.length * dim);
  const bytes = new Uint8Array(table.buffer, table.byteOffset, table.byteLength);
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i];
    if (c.byteLength !== dim) throw new RangeError(`code ${i} has ${c.byteLength} bytes, expected ${dim}`);
    bytes.set(new Uint8Array(c.buffer, c.byteOffset, dim), i * dim);
  }
  return table;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Float32 little-endian bytes of a vector for a BLOB column: a view on little-endian hosts (no
 * copy — do not mutate the vector while the Buffer is in use), a byte-swapped copy otherwise.
 */
export function floatToBuffer(v: Float32Array): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  const b = Buffer.allocUnsafe(v.length * 4);
  for (let i = 0; i < v.length; i++) b.writeFloatLE(v[i], i * 4);
  return b;
}

/**
 * A Float32Array over float32 little-endian bytes. A zero-copy view when the bytes are 4-aligned
 * (mysql2 often hands out Buffers at odd offsets inside a shared slab: then it copies), so the
 * result may alias `buf`: copy it (`.slice()`) if the Buffer will be reused.
 */
export function bufferToFloat(buf: Uint8Array): Float32Array {
  if (buf.byteLength % 4 !== 0) throw new RangeError(`float32 data of ${buf.byteLength} bytes is not a multiple of 4`);
  const n = buf.byteLength / 4;
  if (!LITTLE_ENDIAN) {
    const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = dv.getFloat32(i * 4, true);
    return out;
  }
  if (buf.byteOffset % 4 === 0) return new Float32Array(buf.buffer, buf.byteOffset, n);
  const out = new Float32Array(n);
  new Uint8Array(out.buffer).set(buf);
  return out;
}
