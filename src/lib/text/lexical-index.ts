/**
 * In-process inverted index over the chunks' `content_stemmed`, answering the lexical branch's
 * query the way InnoDB's FULLTEXT index answers it, so that the two paths rank alike and FULLTEXT
 * stays the source of truth (and the path while this index loads or when it is off). Pure.
 *
 * WHY ITS OWN SCORING (and not a library's BM25): the lexical branch's ranking is the one the
 * QA4FAQ figures were measured with. InnoDB (MySQL 8.4 and MariaDB 10.11 share the code) scores a
 * boolean-mode OR query as Σ over the query's words of tf · idf², idf = log10(N / df), N = rows
 * of the table and df = rows containing the word (idf = log10(1.0001) when every row does),
 * accumulated in single precision; checked on MariaDB 10.11 (lexical-index.spec.ts replays it).
 * Reproducing that keeps the results of both paths the same top list, not a different one.
 *
 * TOKENS, as InnoDB's parser makes them of `content_stemmed`: runs of letters, digits and "_",
 * lower-cased, 3–84 characters, not in the stop list the FULLTEXT index was built with.
 *
 * PHRASES (codes with "-" or ".", see fulltext-query.ts): InnoDB splits the phrase into tokens
 * and drops those below the minimum size; no token left: no match; one token: that word; several:
 * the words adjacent. This index keeps no positions: a several-token phrase matches the chunks
 * that contain every token AND the code's one-word key (`stemmedText` writes "abc_1234" right
 * after every "abc-1234"), which is the adjacency of a code written as a code. A phrase's words
 * add tf · idf² each, as InnoDB does.
 *
 * Deleting keeps slots as tombstones (skipped by the scan, out of N and df at once) until they
 * are a quarter of the index, then everything is repacked.
 *
 * COMPACT FORM ({@link LexicalIndex.compact}, after a load): every word's postings become an
 * exact-size view into one array of slots and one of term frequencies, and the per-chunk word
 * lists (kept only to lower df on delete) are dropped for the chunks compacted: deleting one of
 * those lowers df by one pass over the postings instead. At 1M chunks the index went from
 * ~583 MB (growable arrays with slack, a word list per chunk) to ~6 bytes per posting (issue 33),
 * and the compact arrays are what the host's snapshot file holds (./lexical-snapshot.ts).
 */
import { TopKHeap } from '../vector/top-k';
import { FT_MAX_TOKEN, FT_MIN_TOKEN } from './fulltext-query';

export interface LexicalDoc {
  id: number;
  unit_id: number;
  /** The chunk kind's weight (the FULLTEXT query multiplies the score by the same). */
  weight: number;
  product: string;
  locale: string;
  served: boolean;
  /** `content_stemmed` as stored. */
  text: string;
}

export interface LexicalScope {
  locale: string;
  /** null: every product; else this product and the product-less units (''). */
  product: string | null;
}

export interface LexicalHit {
  id: number;
  unit_id: number;
  score: number;
}

const TOKEN = /[\p{L}\p{N}_]+/gu;

/** InnoDB's tokens of a stored text (see above), in order, repeated ones included. */
export function indexTokens(text: string, stopwords: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    const t = match[0];
    const length = [...t].length;
    if (length < FT_MIN_TOKEN || length > FT_MAX_TOKEN || stopwords.has(t)) continue;
    out.push(t);
  }
  return out;
}

interface Postings {
  slots: Int32Array;
  tfs: Uint16Array;
  n: number;
  /** Live chunks containing the word. */
  df: number;
}

/** The compact form's arrays (see {@link LexicalIndex.compact}). */
export interface LexicalArrays {
  slots: number;
  live: number;
  ids: Int32Array;
  units: Int32Array;
  weights: Float32Array;
  products: Uint16Array;
  locales: Uint16Array;
  state: Uint8Array;
  /** Product and locale names, by their number. */
  names: string[];
  /** Words, by term id. */
  terms: string[];
  /** Term t's postings are postingSlots/postingTfs[offsets[t] .. offsets[t+1]). */
  offsets: Int32Array;
  df: Int32Array;
  postingSlots: Int32Array;
  postingTfs: Uint16Array;
}

export class LexicalIndex {
  private slots = 0;
  private live = 0;
  private ids: Int32Array = new Int32Array(1024);
  private units: Int32Array = new Int32Array(1024);
  private weights: Float32Array = new Float32Array(1024);
  private products: Uint16Array = new Uint16Array(1024);
  private locales: Uint16Array = new Uint16Array(1024);
  /** 0 deleted, 1 live not served, 2 live and served. */
  private state: Uint8Array = new Uint8Array(1024);
  /** Each slot's distinct words (term ids), for df on delete and for repacking. */
  private termStart: Int32Array = new Int32Array(1025);
  private termPool: Int32Array = new Int32Array(4096);
  private readonly terms = new Map<string, number>();
  private postings: Postings[] = [];
  private readonly names = new Map<string, number>();
  private scratch = new Float32Array(0);
  private touched = new Int32Array(0);
  private postingBytes = 0;
  /** Slots below this were compacted: their word lists are not kept (termStart gives them none). */
  private compacted = 0;

  constructor(private readonly stopwords: ReadonlySet<string>) {}

  /** Live chunks (N of the idf). */
  get size(): number {
    return this.live;
  }

  /** Approximate memory held, in bytes. */
  get bytes(): number {
    return this.ids.length * 25 + this.termPool.length * 4 + this.postingBytes + this.terms.size * 80 + (this.scratch.length + this.touched.length) * 4;
  }

  add(docs: Iterable<LexicalDoc>): void {
    for (const doc of docs) this.addOne(doc);
  }

  /** These units' chunks leave the index (their replacements are added after). */
  removeUnits(unitIds: ReadonlySet<number>): void {
    if (unitIds.size === 0) return;
    let died: Uint8Array | null = null;
    for (let s = 0; s < this.slots; s++) {
      if (this.state[s] === 0 || !unitIds.has(this.units[s])) continue;
      this.state[s] = 0;
      this.live--;
      if (s < this.compacted) (died ??= new Uint8Array(this.compacted))[s] = 1;
      else for (let i = this.termStart[s]; i < this.termStart[s + 1]; i++) this.postings[this.termPool[i]].df--;
    }
    // Compacted chunks keep no word list: one pass over the postings finds their words.
    if (died) {
      for (const p of this.postings) {
        for (let i = 0; i < p.n; i++) if (p.slots[i] < died.length && died[p.slots[i]] === 1) p.df--;
      }
    }
    if (this.slots - this.live > Math.max(1024, this.slots / 4)) this.repack();
  }

  /**
   * Every word's postings become exact-size views into one slots array and one tf array, and the
   * chunks' word lists are dropped (see the file's comment). Idempotent; adding after it works.
   */
  compact(): void {
    let total = 0;
    for (const p of this.postings) total += p.n;
    const slots = new Int32Array(total);
    const tfs = new Uint16Array(total);
    let at = 0;
    for (const p of this.postings) {
      slots.set(p.slots.subarray(0, p.n), at);
      tfs.set(p.tfs.subarray(0, p.n), at);
      p.slots = slots.subarray(at, at + p.n);
      p.tfs = tfs.subarray(at, at + p.n);
      at += p.n;
    }
    this.postingBytes = total * 6;
    this.termPool = new Int32Array(1024);
    this.termStart.fill(0);
    this.compacted = this.slots;
    this.ids = this.ids.slice(0, Math.max(1, this.slots));
    this.units = this.units.slice(0, Math.max(1, this.slots));
    this.weights = this.weights.slice(0, Math.max(1, this.slots));
    this.products = this.products.slice(0, Math.max(1, this.slots));
    this.locales = this.locales.slice(0, Math.max(1, this.slots));
    this.state = this.state.slice(0, Math.max(1, this.slots));
    this.termStart = new Int32Array(Math.max(1, this.slots) + 1);
  }

  /** The compact arrays (after {@link compact}), for a snapshot file. */
  exportCompact(): LexicalArrays {
    this.compact();
    const offsets = new Int32Array(this.postings.length + 1);
    const df = new Int32Array(this.postings.length);
    this.postings.forEach((p, t) => {
      offsets[t + 1] = offsets[t] + p.n;
      df[t] = p.df;
    });
    const first = this.postings[0];
    const base = (a: Int32Array | Uint16Array, make: (b: ArrayBuffer, o: number, n: number) => Int32Array | Uint16Array) =>
      first ? make(a.buffer as ArrayBuffer, a.byteOffset, offsets[this.postings.length]) : make(new ArrayBuffer(0), 0, 0);
    return {
      slots: this.slots,
      live: this.live,
      ids: this.ids.subarray(0, this.slots),
      units: this.units.subarray(0, this.slots),
      weights: this.weights.subarray(0, this.slots),
      products: this.products.subarray(0, this.slots),
      locales: this.locales.subarray(0, this.slots),
      state: this.state.subarray(0, this.slots),
      names: [...this.names.keys()],
      terms: [...this.terms.keys()],
      offsets,
      df,
      postingSlots: base(first?.slots ?? new Int32Array(0), (b, o, n) => new Int32Array(b, o, n)) as Int32Array,
      postingTfs: base(first?.tfs ?? new Uint16Array(0), (b, o, n) => new Uint16Array(b, o, n)) as Uint16Array,
    };
  }

  /** An index made of compact arrays (a snapshot file's), as {@link exportCompact} gave them. */
  static fromCompact(stopwords: ReadonlySet<string>, a: LexicalArrays): LexicalIndex {
    const index = new LexicalIndex(stopwords);
    index.slots = a.slots;
    index.live = a.live;
    index.ids = a.ids;
    index.units = a.units;
    index.weights = a.weights;
    index.products = a.products;
    index.locales = a.locales;
    index.state = a.state;
    index.termStart = new Int32Array(a.slots + 1);
    a.names.forEach((name, i) => index.names.set(name, i));
    a.terms.forEach((term, t) => {
      index.terms.set(term, t);
      const from = a.offsets[t], to = a.offsets[t + 1];
      index.postings.push({ slots: a.postingSlots.subarray(from, to), tfs: a.postingTfs.subarray(from, to), n: to - from, df: a.df[t] });
    });
    index.postingBytes = a.postingSlots.length * 6;
    index.compacted = a.slots;
    return index;
  }

  /** The units' chunks become `docs` (those of these units, served or not). */
  replaceUnits(unitIds: ReadonlySet<number>, docs: LexicalDoc[]): void {
    this.removeUnits(unitIds);
    this.add(docs);
  }

  /**
   * The best `limit` chunks in scope for these words and phrases, by InnoDB's score times the
   * chunk's weight, best first (ties: lower chunk id), only chunks scoring above 0.
   */
  search(query: { terms: string[]; phrases: string[] }, scope: LexicalScope, limit: number): LexicalHit[] {
    if (this.scratch.length < this.slots) this.scratch = new Float32Array(Math.max(this.slots, this.scratch.length * 2));
    const acc = this.scratch;
    // Slots scored, in a reused array: a common word touches a large share of the chunks, and a
    // new JS array of them per search was garbage the collector paid for in the tail (issue 33).
    if (this.touched.length < this.slots) this.touched = new Int32Array(Math.max(this.slots, this.touched.length * 2));
    const touched = this.touched;
    let count = 0;
    const addWord = (postings: Postings, filter: ((slot: number) => boolean) | null) => {
      const idf = postings.df === this.live ? Math.log10(1.0001) : Math.log10(this.live / postings.df);
      const w = idf * idf;
      for (let i = 0; i < postings.n; i++) {
        const slot = postings.slots[i];
        if (this.state[slot] === 0 || (filter && !filter(slot))) continue;
        if (acc[slot] === 0) touched[count++] = slot;
        acc[slot] += postings.tfs[i] * w;
      }
    };
    for (const term of query.terms) {
      const p = this.wordPostings(term);
      if (p) addWord(p, null);
    }
    for (const phrase of query.phrases) {
      const words = indexTokens(phrase, this.stopwords);
      if (words.length === 0) continue;
      const lists = words.map((w) => this.wordPostings(w));
      if (lists.some((p) => !p)) continue;
      if (words.length === 1) {
        addWord(lists[0]!, null);
        continue;
      }
      const key = this.wordPostings(words.join('_'));
      if (!key) continue;
      const required = [key, ...lists].map((p) => new Set(p!.slots.subarray(0, p!.n)));
      const all = (slot: number) => required.every((set) => set.has(slot));
      for (const p of lists) addWord(p!, all);
    }
    const product = scope.product === null ? -1 : (this.names.get(scope.product) ?? -2);
    const noProduct = this.names.get('') ?? -2;
    const locale = this.names.get(scope.locale) ?? -2;
    const heap = new TopKHeap(limit);
    const unitOf = new Map<number, number>();
    for (let t = 0; t < count; t++) {
      const slot = touched[t];
      const score = acc[slot] * this.weights[slot];
      acc[slot] = 0;
      if (this.state[slot] !== 2 || this.locales[slot] !== locale || !(score > 0)) continue;
      if (product !== -1 && this.products[slot] !== product && this.products[slot] !== noProduct) continue;
      if (score < heap.threshold) continue;
      heap.push(this.ids[slot], score);
      unitOf.set(this.ids[slot], this.units[slot]);
    }
    const top = heap.result();
    return top.ids.map((id, i) => ({ id, unit_id: unitOf.get(id)!, score: top.scores[i] }));
  }

  private wordPostings(word: string): Postings | undefined {
    const id = this.terms.get(word);
    const p = id === undefined ? undefined : this.postings[id];
    return p && p.df > 0 ? p : undefined;
  }

  private addOne(doc: LexicalDoc): void {
    const s = this.slots;
    this.ensureSlots(s + 1);
    this.ids[s] = doc.id;
    this.units[s] = doc.unit_id;
    this.weights[s] = doc.weight;
    this.products[s] = this.intern(doc.product);
    this.locales[s] = this.intern(doc.locale);
    this.state[s] = doc.served ? 2 : 1;
    const tf = new Map<number, number>();
    for (const word of indexTokens(doc.text, this.stopwords)) {
      let id = this.terms.get(word);
      if (id === undefined) {
        id = this.postings.length;
        this.terms.set(word, id);
        this.postings.push({ slots: new Int32Array(2), tfs: new Uint16Array(2), n: 0, df: 0 });
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    const start = this.termStart[s];
    if (this.termPool.length < start + tf.size) this.termPool = grow(this.termPool, start + tf.size);
    let i = start;
    for (const [term, count] of tf) {
      this.termPool[i++] = term;
      this.push(this.postings[term], s, count);
    }
    this.termStart[s + 1] = i;
    this.slots++;
    this.live++;
  }

  private push(p: Postings, slot: number, tf: number): void {
    if (p.n === p.slots.length) {
      this.postingBytes += p.n * 6;
      p.slots = grow(p.slots, p.n * 2);
      p.tfs = grow(p.tfs, p.n * 2);
    }
    p.slots[p.n] = slot;
    p.tfs[p.n] = Math.min(tf, 0xffff);
    p.n++;
    p.df++;
  }

  private ensureSlots(n: number): void {
    if (n <= this.ids.length) return;
    const size = Math.max(n, this.ids.length * 2);
    this.ids = grow(this.ids, size);
    this.units = grow(this.units, size);
    this.weights = grow(this.weights, size);
    this.products = grow(this.products, size);
    this.locales = grow(this.locales, size);
    this.state = grow(this.state, size);
    this.termStart = grow(this.termStart, size + 1);
  }

  private intern(name: string): number {
    let id = this.names.get(name);
    if (id === undefined) {
      id = this.names.size;
      if (id > 0xffff) throw new RangeError('more than 65,536 distinct products and locales');
      this.names.set(name, id);
    }
    return id;
  }

  /** Drops the tombstones: live slots renumbered in order, postings rebuilt. */
  private repack(): void {
    const remap = new Int32Array(this.slots).fill(-1);
    let next = 0;
    const pool: number[] = [];
    const starts = new Int32Array(this.live + 1);
    for (let s = 0; s < this.slots; s++) {
      if (this.state[s] === 0) continue;
      remap[s] = next;
      this.ids[next] = this.ids[s];
      this.units[next] = this.units[s];
      this.weights[next] = this.weights[s];
      this.products[next] = this.products[s];
      this.locales[next] = this.locales[s];
      this.state[next] = this.state[s];
      for (let i = this.termStart[s]; i < this.termStart[s + 1]; i++) pool.push(this.termPool[i]);
      starts[++next] = pool.length;
    }
    this.termStart.set(starts);
    this.termPool = Int32Array.from(pool);
    this.postingBytes = 0;
    for (const p of this.postings) {
      let n = 0;
      for (let i = 0; i < p.n; i++) {
        const slot = remap[p.slots[i]];
        if (slot < 0) continue;
        p.slots[n] = slot;
        p.tfs[n] = p.tfs[i];
        n++;
      }
      p.n = n;
      this.postingBytes += p.slots.length * 6;
    }
    this.slots = next;
    this.live = next;
    if (this.compacted > 0) this.compact();
  }
}

function grow<T extends Int32Array | Uint16Array | Uint8Array | Float32Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}
