/**
 * The offline `local` embedder: no model, no download, pure TypeScript.
 *
 * ALGORITHM (local-hash-v1)
 *  1. Features of a text (see `italian.ts` for the analysis):
 *     - words: Snowball stems of the content words (stop words removed) and codes verbatim;
 *     - bigrams: consecutive content-word stems ("voltur contratt");
 *     - char n-grams (3–5) of every content word, accent-folded and unstemmed, with word
 *       boundaries ("<bol", "bol", …, "tta>"): they match across typos ("smarriota"),
 *       derivations the stemmer keeps apart ("accedere"/"accesso" share "acce", "cces") and
 *       compounds ("autolettura" ⊃ "lettura").
 *     Every feature is hashed (FNV-1a + murmur finaliser, one seed per family) into 2^18
 *     buckets.
 *  2. Weights: sublinear TF (1 + ln tf) × IDF of the bucket. IDF is FITTED on the indexed texts
 *     (`fit`): idf = 1 + ln((N + 1) / (df + 1)), kept as a Uint8 table (1/16 steps) of 2^18
 *     entries: 256 KiB, ~350 KB of base64 in the JSON state. Without a fitted state every bucket
 *     weighs the same (a flat, "smoothed" prior: stop words are already gone).
 *  3. Each family is L2-normalised on its own and mixed with fixed weights (words 1, bigrams 0.5,
 *     char n-grams 1), so long words' many n-grams cannot drown the words.
 *  4. A fixed, seeded, sparse random projection (signed feature hashing: one ±1 per bucket,
 *     Achlioptas/Li "very sparse" with s = 1) to `dimensions` (default 768), then L2 norm.
 *     Dot products of the outputs estimate the cosine of the sparse TF-IDF vectors (unbiased;
 *     noise ~ 1/sqrt(dimensions)); the reranker can read the exact sparse cosine instead
 *     (`sparse` + `sparseDot`).
 *
 * Documents and queries are embedded the same way except that a query drops conversational
 * filler ("salve, vorrei sapere…", ITALIAN_QUERY_FILLER) when something else is left.
 *
 * The output is NOT Matryoshka (components are hashed, not ordered by importance): the
 * clustering step fits a PCA projection to 256 for the int8 codes. `name` changes with the
 * algorithm and the dimensions; the state `version` changes with the fitted table.
 *
 * Speed (bench/qa4faq-offline.bench.ts): tens of thousands of short texts per second per core;
 * `fit` is one pass over the texts (no matrix algebra).
 */
import { createHash } from 'node:crypto';
import { ITALIAN_QUERY_FILLER, ITALIAN_STOPWORDS, isCode, stemItalian, tokenize } from '../../lib/text/italian';
import type { EmbedKind, Embedder, EmbedderState } from './embedder';

export const LOCAL_EMBEDDER_ALGORITHM = 'local-hash-v1';
const BITS = 18;
const BUCKETS = 1 << BITS;
const MASK = BUCKETS - 1;
/** IDF quantisation step in the stored table: value = byte / 16. */
const IDF_SCALE = 16;

export interface LocalEmbedderOptions {
  /** Output length. Default 768. */
  dimensions?: number;
  /** Family weights after per-family normalisation. Defaults: words 1, bigrams 0.5, chars 1. */
  wordWeight?: number;
  bigramWeight?: number;
  charWeight?: number;
  /** Char n-gram lengths. Default 3..5. */
  charMin?: number;
  charMax?: number;
  /** Seed of the random projection. */
  seed?: number;
  /** Most texts `fit` reads (an evenly strided sample beyond). Default 50 000. */
  maxFitTexts?: number;
}

/** A sparse, L2-normalised feature vector: bucket ids ascending, with their weights. */
export interface SparseVector {
  indices: Uint32Array;
  values: Float32Array;
}

interface IdfData {
  format: 'idf-u8-b64';
  algorithm: string;
  bits: number;
  scale: number;
  /** Number of texts the table was fitted on. */
  n: number;
  idf: string;
}

// ---------------------------------------------------------------------------------------------
// Hashing
// ---------------------------------------------------------------------------------------------

const FNV_PRIME = 0x01000193;
const SEED_WORD = 0x811c9dc5;
const SEED_CHAR = 0x9747b28c;
const SEED_BIGRAM = 0x2f6b1a3d;

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashString(s: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return fmix(h);
}

// ---------------------------------------------------------------------------------------------
// Features
// ---------------------------------------------------------------------------------------------

/**
 * The content words of a text: [stem or code, surface form] pairs. For queries, filler words
 * are dropped unless nothing else would be left.
 */
export function contentWords(text: string, kind: EmbedKind): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const filler: Array<[string, string]> = [];
  for (const t of tokenize(text)) {
    if (isCode(t)) {
      out.push([t, t]);
      continue;
    }
    if (ITALIAN_STOPWORDS.has(t)) continue;
    const s = stemItalian(t);
    if (s.length < 2) continue;
    if (kind === 'query' && ITALIAN_QUERY_FILLER.has(t)) filler.push([s, t]);
    else out.push([s, t]);
  }
  return out.length > 0 ? out : filler;
}

const FAMILIES = 3; // words, bigrams, char n-grams

const LOG_TF = Float64Array.from({ length: 256 }, (_, tf) => (tf === 0 ? 0 : 1 + Math.log(tf)));
/** 1 + ln(tf), tabulated for small counts. */
function sublinearTf(tf: number): number {
  return tf < 256 ? LOG_TF[tf] : 1 + Math.log(tf);
}

/**
 * Reusable per-instance buffers: term counts per family (bucket-indexed) with the list of touched
 * buckets, so a text costs O(its features), never O(2^18). Not re-entrant (embedding is sync).
 */
class Scratch {
  readonly counts = Array.from({ length: FAMILIES }, () => new Uint16Array(BUCKETS));
  readonly touched = Array.from({ length: FAMILIES }, () => [] as number[]);
  readonly acc = new Float64Array(BUCKETS);
  readonly accTouched: number[] = [];
  chars = new Int32Array(256);
  vals = new Float64Array(4096);

  add(family: number, bucket: number): void {
    const c = this.counts[family];
    if (c[bucket] === 0) this.touched[family].push(bucket);
    if (c[bucket] < 65535) c[bucket]++;
  }

  reset(): void {
    for (let g = 0; g < FAMILIES; g++) {
      const c = this.counts[g];
      for (const b of this.touched[g]) c[b] = 0;
      this.touched[g].length = 0;
    }
    for (const b of this.accTouched) this.acc[b] = 0;
    this.accTouched.length = 0;
  }
}

// ---------------------------------------------------------------------------------------------
// The embedder
// ---------------------------------------------------------------------------------------------

export class LocalEmbedder implements Embedder {
  readonly name: string;
  readonly dimensions: number;
  readonly matryoshka = false;
  private readonly weights: [number, number, number];
  private readonly charMin: number;
  private readonly charMax: number;
  private readonly seed: number;
  private readonly maxFitTexts: number;
  /** null = flat prior (no fitted state). */
  private idf: Float32Array | null = null;
  private stateVersion = 'default';
  private readonly signedDim: Int32Array;
  private readonly scratch = new Scratch();

  constructor(options: LocalEmbedderOptions = {}) {
    this.dimensions = options.dimensions ?? 768;
    if (!Number.isInteger(this.dimensions) || this.dimensions < 8) throw new RangeError('dimensions must be an integer ≥ 8');
    this.weights = [options.wordWeight ?? 1, options.bigramWeight ?? 0.5, options.charWeight ?? 1];
    this.charMin = options.charMin ?? 3;
    this.charMax = options.charMax ?? 5;
    if (!(this.charMin >= 1 && this.charMax >= this.charMin && this.charMax <= 12)) throw new RangeError('bad char n-gram range');
    this.seed = options.seed ?? 0x1dea5eed;
    this.maxFitTexts = Math.max(1, options.maxFitTexts ?? 50_000);
    const defaults =
      this.dimensions === 768 &&
      this.weights.join() === '1,0.5,1' &&
      this.charMin === 3 &&
      this.charMax === 5 &&
      this.seed === 0x1dea5eed;
    this.name = defaults
      ? LOCAL_EMBEDDER_ALGORITHM
      : `${LOCAL_EMBEDDER_ALGORITHM}-${hashString(JSON.stringify([this.dimensions, this.weights, this.charMin, this.charMax, this.seed]), 7).toString(16)}`;
    this.signedDim = projectionTable(this.dimensions, this.seed);
  }

  /** The fitted state's version ('default' before any `fit`/`load`). */
  get version(): string {
    return this.stateVersion;
  }

  async embed(texts: string[], kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i++) {
      if (i % 256 === 0) signal?.throwIfAborted();
      out.push(this.embedOne(texts[i], kind));
    }
    return out;
  }

  /** Synchronous single-text embedding (the same vector `embed` returns). */
  embedOne(text: string, kind: EmbedKind = 'document'): Float32Array {
    const v = new Float32Array(this.dimensions);
    const sc = this.scratch;
    this.weigh(text, kind);
    for (const b of sc.accTouched) {
      const x = sc.acc[b];
      const sd = this.signedDim[b];
      if (sd > 0) v[sd - 1] += x;
      else v[-sd - 1] -= x;
    }
    sc.reset();
    let n = 0;
    for (let i = 0; i < v.length; i++) n += v[i] * v[i];
    if (n > 0) {
      const inv = 1 / Math.sqrt(n);
      for (let i = 0; i < v.length; i++) v[i] *= inv;
    }
    return v;
  }

  /** The weighted, L2-normalised sparse vector before projection. Empty for a text with no content. */
  sparse(text: string, kind: EmbedKind = 'document'): SparseVector {
    const sc = this.scratch;
    this.weigh(text, kind);
    const indices = Uint32Array.from(sc.accTouched).sort();
    const values = new Float32Array(indices.length);
    let nn = 0;
    for (let i = 0; i < indices.length; i++) {
      const x = sc.acc[indices[i]];
      values[i] = x;
      nn += x * x;
    }
    sc.reset();
    if (nn > 0) {
      const inv = 1 / Math.sqrt(nn);
      for (let i = 0; i < values.length; i++) values[i] *= inv;
    }
    return { indices, values };
  }

  /** Hashed feature counts of a text, per family (words, bigrams, char n-grams). For specs and tools. */
  featureCounts(text: string, kind: EmbedKind = 'document'): Array<Map<number, number>> {
    const sc = this.scratch;
    this.collect(text, kind);
    const out = sc.touched.map((t, g) => new Map(t.map((b) => [b, sc.counts[g][b]] as [number, number])));
    sc.reset();
    return out;
  }

  /** IDF of a bucket (1 without a fitted state). */
  idfOf(bucket: number): number {
    return this.idf ? this.idf[bucket & MASK] : 1;
  }

  /** IDF of a word's stem (or a code) under the fitted state: for term-weighting rerankers. */
  termWeight(stemOrCode: string): number {
    return this.idfOf(hashString(stemOrCode, SEED_WORD) & MASK);
  }

  /**
   * Fits the IDF table on the indexed texts: one pass, no matrix algebra. Beyond
   * `maxFitTexts` (default 50 000) an evenly strided sample is read: document frequencies of a
   * 50k sample are the corpus's to within noise for every term that matters (rare terms get a
   * high IDF either way), and the fit stays a few seconds at any corpus size.
   */
  async fit(texts: string[]): Promise<EmbedderState> {
    const df = new Uint32Array(BUCKETS);
    const sc = this.scratch;
    const n = Math.min(texts.length, this.maxFitTexts);
    for (let t = 0; t < n; t++) {
      const text = texts[n === texts.length ? t : Math.floor((t * texts.length) / n)];
      this.collect(text, 'document');
      // `touched` lists each bucket once per text and family; a bucket in two families is rare
      // (hash collision) and counted twice, harmlessly.
      for (let g = 0; g < FAMILIES; g++) for (const b of sc.touched[g]) df[b]++;
      sc.reset();
      if (t % 4096 === 4095) await new Promise<void>((r) => setImmediate(r)); // stay responsive
    }
    const bytes = new Uint8Array(BUCKETS);
    for (let b = 0; b < BUCKETS; b++) {
      const idf = 1 + Math.log((n + 1) / (Math.min(df[b], n) + 1));
      bytes[b] = Math.max(1, Math.min(255, Math.round(idf * IDF_SCALE)));
    }
    const data: IdfData = {
      format: 'idf-u8-b64',
      algorithm: this.name,
      bits: BITS,
      scale: IDF_SCALE,
      n,
      idf: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    };
    const state: EmbedderState = { version: stateVersion(this.name, bytes), data };
    this.load(state);
    return state;
  }

  /** Restores a fitted state; throws on a state of another algorithm or shape. */
  load(state: EmbedderState): void {
    const d = state.data as Partial<IdfData> | null;
    if (!d || d.format !== 'idf-u8-b64' || d.bits !== BITS || typeof d.idf !== 'string' || typeof d.scale !== 'number' || !(d.scale > 0))
      throw new Error(`${this.name}: unsupported embedder state`);
    if (d.algorithm !== this.name) throw new Error(`${this.name}: state fitted by ${String(d.algorithm)}`);
    const bytes = Buffer.from(d.idf, 'base64');
    if (bytes.length !== BUCKETS) throw new Error(`${this.name}: IDF table of ${bytes.length} entries, expected ${BUCKETS}`);
    const idf = new Float32Array(BUCKETS);
    for (let b = 0; b < BUCKETS; b++) idf[b] = bytes[b] / d.scale;
    this.idf = idf;
    this.stateVersion = state.version || stateVersion(this.name, bytes);
  }

  /** Fills the scratch counts with the text's features. */
  private collect(text: string, kind: EmbedKind): void {
    const sc = this.scratch;
    let prev = -1;
    const cmin = this.charMin;
    const cmax = this.charMax;
    const cc = sc.counts[2];
    const ct = sc.touched[2];
    for (const [stem, surface] of contentWords(text, kind)) {
      const hw = hashString(stem, SEED_WORD);
      sc.add(0, hw & MASK);
      if (prev >= 0) sc.add(1, fmix((Math.imul(prev, 0x9e3779b1) ^ hw ^ SEED_BIGRAM) >>> 0) & MASK);
      prev = hw;
      // char n-grams of "<surface>", hashed incrementally (no substrings)
      const L = surface.length + 2;
      if (sc.chars.length < L) sc.chars = new Int32Array(L * 2);
      const ch = sc.chars;
      ch[0] = 60; // '<'
      for (let i = 0; i < surface.length; i++) ch[i + 1] = surface.charCodeAt(i);
      ch[L - 1] = 62; // '>'
      for (let i = 0; i + cmin <= L; i++) {
        let h = SEED_CHAR;
        const top = Math.min(cmax, L - i);
        for (let n = 1; n <= top; n++) {
          h = Math.imul(h ^ ch[i + n - 1], FNV_PRIME);
          if (n >= cmin) {
            let x = (h ^ n) >>> 0; // fmix, inlined
            x ^= x >>> 16;
            x = Math.imul(x, 0x85ebca6b);
            x ^= x >>> 13;
            x = Math.imul(x, 0xc2b2ae35);
            x ^= x >>> 16;
            const b = x & MASK;
            const c = cc[b];
            if (c === 0) ct.push(b);
            if (c < 65535) cc[b] = c + 1;
          }
        }
      }
    }
  }

  /** collect + weights: fills scratch.acc/accTouched with the weighted vector (families normalised). */
  private weigh(text: string, kind: EmbedKind): void {
    const sc = this.scratch;
    this.collect(text, kind);
    const idf = this.idf;
    const acc = sc.acc;
    for (let g = 0; g < FAMILIES; g++) {
      const w = this.weights[g];
      const t = sc.touched[g];
      if (w === 0 || t.length === 0) continue;
      const c = sc.counts[g];
      if (sc.vals.length < t.length) sc.vals = new Float64Array(t.length * 2);
      const vals = sc.vals;
      let nn = 0;
      for (let i = 0; i < t.length; i++) {
        const b = t[i];
        const x = sublinearTf(c[b]) * (idf ? idf[b] : 1);
        vals[i] = x;
        nn += x * x;
      }
      const scale = w / Math.sqrt(nn);
      for (let i = 0; i < t.length; i++) {
        const b = t[i];
        if (acc[b] === 0) sc.accTouched.push(b);
        acc[b] += vals[i] * scale;
      }
    }
  }
}

const PROJECTIONS = new Map<string, Int32Array>();

/**
 * bucket → signed output dimension (dim + 1, negated for −1): the fixed sparse random projection,
 * shared by the instances with the same dimensions and seed.
 */
function projectionTable(dimensions: number, seed: number): Int32Array {
  const key = `${dimensions}:${seed}`;
  let table = PROJECTIONS.get(key);
  if (!table) {
    table = new Int32Array(BUCKETS);
    for (let b = 0; b < BUCKETS; b++) {
      const h = fmix((b ^ seed) >>> 0);
      const dim = (h >>> 1) % dimensions;
      table[b] = h & 1 ? -(dim + 1) : dim + 1;
    }
    PROJECTIONS.set(key, table);
  }
  return table;
}

/** ≤ 64 chars (the column is varchar(64)): algorithm-derived prefix + content hash. */
function stateVersion(name: string, table: Uint8Array): string {
  return `idf-${createHash('sha256').update(name).update(table).digest('hex').slice(0, 32)}`;
}

/** Dot product of two sparse vectors (both sorted by index): their cosine when normalised. */
export function sparseDot(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let s = 0;
  const ai = a.indices;
  const bi = b.indices;
  while (i < ai.length && j < bi.length) {
    if (ai[i] === bi[j]) s += a.values[i++] * b.values[j++];
    else if (ai[i] < bi[j]) i++;
    else j++;
  }
  return s;
}
