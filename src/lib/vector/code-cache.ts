/**
 * In-memory copy of the IVF lists' codes: the served chunks of each cached cluster, with what the
 * scope filter needs (product, locale). Reading ~16,000 codes per query from the database was the
 * semantic branch's cost at 1M chunks (mysql2 turning rows into objects, p95 ~70 ms); scanning
 * them here costs a few milliseconds. Exactness is kept by the caller: it patches the units the
 * database names as changed ({@link CodeCache.patch}) before every scan and clears the cache when
 * the clustering changes. Clusters are loaded on first probe and evicted least recently used
 * once `maxBytes` is reached.
 *
 * With each code it can keep the chunk's full vector in half precision (./half: 2 bytes a
 * component), so that the semantic branch rescores its candidates without reading them from the
 * database: by primary key they cost p95 ~11 ms at 200k chunks with the default 128 MB buffer
 * pool (the full vectors no longer fit it), in memory well under a millisecond.
 */
import { CODE_DIMS } from './codes';
import { TopKHeap } from './top-k';
import { CodeArena, type CodeBlock } from './simd/code-arena';
import { cosineHalf, HALF_TO_FLOAT, packHalf } from './half';
import { bufferToFloat } from './buffers';
import type { ListSnapshot } from './list-snapshot';

/** One served chunk as the cache stores it (the database row of the probe index). */
export interface CodeRecord {
  id: number;
  unit_id: number;
  /** The cluster it is listed in ({@link EXACT_LIST} while the index is scanned exactly). */
  cluster: number;
  product: string;
  locale: string;
  code: Uint8Array;
  /** The stored full vector (float32 bytes), when the cache keeps vectors for rescoring. */
  vector?: Uint8Array;
}

/** Where a scan may look: one locale, and one product (plus product-less units) or every product. */
export interface CodeScope {
  locale: string;
  product: string | null;
}

export interface ScoredChunk {
  id: number;
  unit_id: number;
  score: number;
}

/** The single list of an index small enough to be scanned whole. */
export const EXACT_LIST = -1;

/** Per row: the code plus chunk id, unit id and product number. */
const ROW_BYTES = CODE_DIMS + 4 + 4 + 2;

interface List {
  cluster: number;
  locale: string;
  n: number;
  ids: Int32Array;
  units: Int32Array;
  products: Uint16Array;
  /** The rows' codes: rows first .. first + n of a block in kernel memory (a snapshot's block is shared by its lists). */
  codes: CodeBlock;
  first: number;
  /** Components of each row's half-precision vector; 0: the list keeps no vectors. */
  dims: number;
  /** The vectors in memory (empty when they are read from `source`). */
  vectors: Uint16Array;
  /** A list adopted from a snapshot file: its vectors are rows base.. of the file's vectors. */
  source: ListSnapshot | null;
  base: number;
  /** When it was last stored or scanned (the cache's clock): the least recent goes first. */
  used: number;
}

function listBytes(list: List): number {
  return list.n * (ROW_BYTES + (list.source ? 0 : list.dims * 2));
}

/** A candidate's place: list index × 2^24 + row (a number, not an object per candidate). */
const ROW_SPAN = 2 ** 24;

export class CodeCache {
  /** By list key (locale + cluster), to manage them; scans look them up by locale and cluster number. */
  private readonly lists = new Map<string, List>();
  private readonly byLocale = new Map<string, Map<number, List>>();
  private clock = 0;
  private readonly names = new Map<string, number>();
  private readonly nameList: string[] = [];
  private bytesUsed = 0;
  /** Reused by every scan: a search allocates no per-row arrays (issue 33: GC at 1M chunks). */
  private vectorScratch = new Uint16Array(0);
  private rows = new Int32Array(0);
  private snapshots: ListSnapshot[] = [];
  /** Per adopted snapshot (by locale): its rows ordered by unit, to find a unit's vectors. */
  private readonly byUnit = new Map<string, { snapshot: ListSnapshot; order: Int32Array; products: Uint16Array }>();
  /** Units patched since the snapshots were adopted: their rows there may be stale. */
  private readonly changedUnits = new Set<number>();
  private readonly arena = new CodeArena(CODE_DIMS);

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.bytesUsed;
  }

  get size(): number {
    return this.lists.size;
  }

  has(locale: string, cluster: number): boolean {
    return this.byLocale.get(locale)?.has(cluster) ?? false;
  }

  clear(): void {
    for (const list of this.lists.values()) this.arena.release(list.codes);
    this.lists.clear();
    this.byLocale.clear();
    this.bytesUsed = 0;
    for (const snapshot of this.snapshots) snapshot.close();
    this.snapshots = [];
    this.byUnit.clear();
    this.changedUnits.clear();
  }

  /**
   * The best cosine of `vector` with each unit's chunks in scope, from the adopted snapshot's
   * vectors (issue 33: the fusion read them from the database, a random read per chunk at 1M).
   * `missing`: units it cannot answer for (changed since the snapshot, or no snapshot).
   */
  unitCosines(vector: Float32Array, unitIds: number[], scope: CodeScope): { cosines: Map<number, number>; missing: number[] } {
    const cosines = new Map<number, number>();
    const entry = this.byUnit.get(scope.locale);
    if (!entry || entry.snapshot.meta.dims !== vector.length) return { cosines, missing: unitIds };
    const { snapshot, order, products } = entry;
    const product = scope.product === null ? -1 : (this.names.get(scope.product) ?? -2);
    const noProduct = this.names.get('') ?? -2;
    const dims = vector.length;
    const missing: number[] = [];
    const rowsOf: number[] = [];
    const unitOf: number[] = [];
    for (const unit of unitIds) {
      if (this.changedUnits.has(unit)) {
        missing.push(unit);
        continue;
      }
      // first row of the unit in `order` (binary search on the unit ids)
      let lo = 0, hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (snapshot.units[order[mid]] < unit) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < order.length && snapshot.units[order[i]] === unit; i++) {
        const row = order[i];
        if (product !== -1 && products[row] !== product && products[row] !== noProduct) continue;
        rowsOf.push(row);
        unitOf.push(unit);
      }
    }
    // Every unit's vectors in one batched read (sorted by row, neighbours coalesced).
    const out = this.vectorsFor(rowsOf.length * dims);
    snapshot.readVectors(rowsOf, rowsOf.length, out);
    for (let i = 0; i < rowsOf.length; i++) {
      const value = cosineHalf(vector, out, i * dims, dims);
      if (value > (cosines.get(unitOf[i]) ?? -Infinity)) cosines.set(unitOf[i], value);
    }
    return { cosines, missing };
  }

  /**
   * Takes every list of a snapshot (one locale) as views into its buffer, vectors left in its
   * file. False when the codes would not fit the budget (nothing is changed then).
   */
  adopt(snapshot: ListSnapshot): boolean {
    const { meta } = snapshot;
    const bytes = meta.n * ROW_BYTES;
    if (bytes > this.maxBytes) return false;
    const remap = Uint16Array.from(meta.productNames, (name) => this.intern(name));
    const identity = remap.every((id, i) => id === i);
    const products = identity ? snapshot.products : Uint16Array.from(snapshot.products, (p) => remap[p]);
    // The lists it replaces go first, so that their space is reused for the new codes.
    for (let c = 0; c < meta.lists; c++) this.drop(listKey(meta.locale, meta.exactScan ? EXACT_LIST : c));
    const block = this.arena.allocate(meta.n);
    try {
      snapshot.readCodes(this.arena.bytesOf(block));
    } catch (error) {
      this.arena.release(block);
      throw error;
    }
    for (let c = 0; c < meta.lists; c++) {
      const from = snapshot.offsets[c];
      const n = snapshot.offsets[c + 1] - from;
      const cluster = meta.exactScan ? EXACT_LIST : c;
      const key = listKey(meta.locale, cluster);
      this.arena.retain(block);
      const list: List = {
        cluster,
        locale: meta.locale,
        n,
        ids: snapshot.ids.subarray(from, from + n),
        units: snapshot.units.subarray(from, from + n),
        products: products.subarray(from, from + n),
        codes: block,
        first: from,
        dims: meta.dims,
        vectors: new Uint16Array(0),
        source: meta.dims > 0 ? snapshot : null,
        base: from,
        used: 0,
      };
      this.store(key, list);
      this.bytesUsed += listBytes(list);
    }
    this.arena.release(block); // each list holds it now
    this.snapshots.push(snapshot);
    if (meta.dims > 0) {
      const order = Int32Array.from({ length: meta.n }, (_, i) => i).sort((a, b) => snapshot.units[a] - snapshot.units[b]);
      this.byUnit.set(meta.locale, { snapshot, order, products });
    }
    return true;
  }

  /**
   * Stores one cluster's served rows of one locale (all of them: a partial list would silently
   * lose results). A list larger than the whole budget is not kept.
   */
  put(locale: string, cluster: number, rows: CodeRecord[]): void {
    const key = listKey(locale, cluster);
    this.drop(key);
    const list = this.pack(cluster, locale, rows);
    const bytes = listBytes(list);
    if (bytes > this.maxBytes) {
      this.arena.release(list.codes);
      return;
    }
    while (this.bytesUsed + bytes > this.maxBytes && this.lists.size > 0) this.dropLeastRecent();
    this.store(key, list);
    this.bytesUsed += bytes;
  }

  /**
   * The units in `units` changed: their rows leave every cached list and `rows` (their served
   * chunks now) join the lists that are cached. Lists not cached are loaded whole later anyway.
   */
  patch(units: ReadonlySet<number>, rows: CodeRecord[]): void {
    if (units.size === 0) return;
    if (this.byUnit.size > 0) for (const unit of units) this.changedUnits.add(unit);
    const added = new Map<string, CodeRecord[]>();
    for (const row of rows) {
      const key = listKey(row.locale, row.cluster);
      if (!this.lists.has(key)) continue;
      const group = added.get(key);
      if (group) group.push(row);
      else added.set(key, [row]);
    }
    for (const [key, list] of this.lists) {
      let stale = 0;
      for (let i = 0; i < list.n; i++) if (units.has(list.units[i])) stale++;
      const extra = added.get(key) ?? [];
      if (stale === 0 && extra.length === 0) continue;
      const kept: CodeRecord[] = [];
      for (let i = 0; i < list.n; i++) if (!units.has(list.units[i])) kept.push(this.record(list, i));
      this.bytesUsed -= listBytes(list);
      const next = this.pack(list.cluster, list.locale, [...kept, ...extra]);
      this.arena.release(list.codes);
      next.used = list.used;
      this.store(key, next);
      this.bytesUsed += listBytes(next);
    }
    // Lists that grew may take the cache past its budget: the least recently used go.
    while (this.bytesUsed > this.maxBytes && this.lists.size > 0) this.dropLeastRecent();
  }

  /**
   * Top `k` chunks in scope by int8 dot with `query` over the given lists, best first (ties: lower
   * chunk id). Returns null when a list is not cached: the caller loads it and asks again.
   */
  async scan(query: Int8Array, clusters: ArrayLike<number>, scope: CodeScope, k: number): Promise<ScoredChunk[] | null> {
    const lists = this.listsOf(clusters, scope);
    if (!lists) return null;
    return (await this.topByCode(query, lists, scope, k)).map(({ id, unit_id, score }) => ({ id, unit_id, score }));
  }

  /**
   * The best `keep` chunks by int8 dot (as {@link scan}), rescored by cosine of `vector` with their
   * half-precision full vectors, best `k` first (ties: lower chunk id). Null when a list is not
   * cached or keeps no vectors of `vector`'s length: the caller then reads them from the database.
   */
  async scanRescored(query: Int8Array, clusters: ArrayLike<number>, scope: CodeScope, keep: number, vector: Float32Array, k: number): Promise<ScoredChunk[] | null> {
    const lists = this.listsOf(clusters, scope);
    if (!lists || lists.some((list) => list.n > 0 && list.dims !== vector.length)) return null;
    const candidates = await this.topByCode(query, lists, scope, Math.max(k, keep));
    const dims = vector.length;
    // The candidates whose vectors are in a snapshot file: one batched read per file (sorted by
    // row, neighbours coalesced) instead of a positioned read per candidate.
    const scores = new Float64Array(candidates.length);
    const bySource = new Map<ListSnapshot, number[]>();
    candidates.forEach(({ list, row }, c) => {
      if (!list.source) scores[c] = cosineHalf(vector, list.vectors, row * dims, dims);
      else (bySource.get(list.source) ?? bySource.set(list.source, []).get(list.source)!).push(c);
    });
    for (const [source, which] of bySource) {
      const rows = this.rowScratch(which.length);
      which.forEach((c, j) => (rows[j] = candidates[c].list.base + candidates[c].row));
      const out = this.vectorsFor(which.length * dims);
      source.readVectors(rows, which.length, out);
      which.forEach((c, j) => (scores[c] = cosineHalf(vector, out, j * dims, dims)));
    }
    const rescored = candidates.map(({ id, unit_id }, c) => ({ id, unit_id, score: scores[c] }));
    rescored.sort((a, b) => b.score - a.score || a.id - b.id);
    return rescored.slice(0, k);
  }

  /** The reused buffer for `n` half-precision components. */
  private vectorsFor(n: number): Uint16Array {
    if (this.vectorScratch.length < n) this.vectorScratch = new Uint16Array(Math.max(n, this.vectorScratch.length * 2));
    return this.vectorScratch;
  }

  private rowScratch(n: number): Int32Array {
    if (this.rows.length < n) this.rows = new Int32Array(Math.max(n, this.rows.length * 2));
    return this.rows;
  }

  private listsOf(clusters: ArrayLike<number>, scope: CodeScope): List[] | null {
    const lists: List[] = [];
    const byCluster = this.byLocale.get(scope.locale);
    const seen = new Set<number>();
    for (let i = 0; i < clusters.length; i++) {
      if (seen.has(clusters[i])) continue; // a list scanned twice would list its rows twice
      seen.add(clusters[i]);
      const list = byCluster?.get(clusters[i]);
      if (!list) return null;
      lists.push(list);
    }
    const now = ++this.clock;
    for (const list of lists) list.used = now;
    return lists;
  }

  /**
   * The best `k` rows by code over the lists. A large scan is handed to the arena's worker and this
   * thread gives the event loop one turn before joining it: the search's lexical branch, which
   * waits for that turn, runs meanwhile on this core while the worker scores on the other.
   */
  private async topByCode(query: Int8Array, lists: List[], scope: CodeScope, k: number): Promise<Array<ScoredChunk & { list: List; row: number }>> {
    const product = scope.product === null ? -1 : (this.names.get(scope.product) ?? -2);
    const noProduct = this.names.get('') ?? -2;
    const heap = new TopKHeap(k);
    const where = new Map<number, number>();
    const scan = this.arena.startScan(query, lists.length);
    try {
      const starts = new Int32Array(lists.length);
      for (let l = 0; l < lists.length; l++) starts[l] = this.arena.addRange(scan, lists[l].codes, lists[l].first, lists[l].n);
      this.arena.beginScan(scan);
      if (scan.seq) await new Promise<void>((resolve) => setImmediate(resolve));
      const all = this.arena.finishScan(scan);
      for (let l = 0; l < lists.length; l++) {
        const list = lists[l];
        const at = starts[l];
        let threshold = heap.threshold;
        for (let i = 0; i < list.n; i++) {
          const score = all[at + i];
          if (score < threshold) continue;
          if (product !== -1 && list.products[i] !== product && list.products[i] !== noProduct) continue;
          heap.push(list.ids[i], score);
          where.set(list.ids[i], l * ROW_SPAN + i);
          threshold = heap.threshold;
        }
      }
    } finally {
      this.arena.endScan(scan);
    }
    const top = heap.result();
    return top.ids.map((id, i) => {
      const at = where.get(id)!;
      const list = lists[Math.floor(at / ROW_SPAN)];
      const row = at % ROW_SPAN;
      return { id, unit_id: list.units[row], score: top.scores[i], list, row };
    });
  }

  private store(key: string, list: List): void {
    list.used = list.used || ++this.clock;
    this.lists.set(key, list);
    let byCluster = this.byLocale.get(list.locale);
    if (!byCluster) this.byLocale.set(list.locale, (byCluster = new Map()));
    byCluster.set(list.cluster, list);
  }

  private drop(key: string): void {
    const list = this.lists.get(key);
    if (!list) return;
    this.lists.delete(key);
    this.byLocale.get(list.locale)?.delete(list.cluster);
    this.bytesUsed -= listBytes(list);
    this.arena.release(list.codes);
  }

  /** Drops the list scanned (or stored) least recently. */
  private dropLeastRecent(): void {
    let oldest: string | null = null;
    let when = Infinity;
    for (const [key, list] of this.lists) {
      if (list.used < when) {
        when = list.used;
        oldest = key;
      }
    }
    if (oldest !== null) this.drop(oldest);
  }

  private intern(name: string): number {
    let id = this.names.get(name);
    if (id === undefined) {
      id = this.names.size;
      if (id > 0xffff) throw new RangeError('more than 65,536 distinct products');
      this.names.set(name, id);
      this.nameList.push(name);
    }
    return id;
  }

  private pack(cluster: number, locale: string, rows: CodeRecord[]): List {
    const n = rows.length;
    // Vectors only if every row has one of the same length (an embedder change re-embeds them all).
    const vectorBytes = rows[0]?.vector?.byteLength ?? 0;
    const dims = vectorBytes > 0 && vectorBytes % 4 === 0 && rows.every((r) => r.vector?.byteLength === vectorBytes) ? vectorBytes / 4 : 0;
    const list: List = {
      cluster,
      locale,
      n,
      ids: new Int32Array(n),
      units: new Int32Array(n),
      products: new Uint16Array(n),
      codes: this.arena.allocate(n),
      first: 0,
      dims,
      vectors: new Uint16Array(n * dims),
      source: null,
      base: 0,
      used: 0,
    };
    try {
      const codes = this.arena.bytesOf(list.codes);
      rows.forEach((row, i) => {
        if (row.code.length !== CODE_DIMS) throw new RangeError(`chunk ${row.id}: code of ${row.code.length} bytes`);
        list.ids[i] = row.id;
        list.units[i] = row.unit_id;
        list.products[i] = this.intern(row.product);
        codes.set(row.code, i * CODE_DIMS);
        if (dims > 0) packHalf(bufferToFloat(row.vector!), list.vectors, i * dims);
      });
    } catch (error) {
      this.arena.release(list.codes);
      throw error;
    }
    return list;
  }

  private halfVector(list: List, i: number): Uint16Array {
    if (!list.source) return list.vectors.subarray(i * list.dims, (i + 1) * list.dims);
    const out = new Uint16Array(list.dims);
    list.source.readVector(list.base + i, out);
    return out;
  }

  private record(list: List, i: number): CodeRecord {
    return {
      id: list.ids[i],
      unit_id: list.units[i],
      cluster: list.cluster,
      product: this.nameList[list.products[i]],
      locale: list.locale,
      // a copy: the arena's memory may move when the patched list is placed
      code: this.arena.bytesOf(list.codes, list.first + i, 1).slice(),
      // half → float32 → half gives the same bits back: patching a list loses nothing
      vector: list.dims > 0 ? new Uint8Array(Float32Array.from(this.halfVector(list, i), (h) => HALF_TO_FLOAT[h]).buffer) : undefined,
    };
  }
}


function listKey(locale: string, cluster: number): string {
  return `${cluster}\u0000${locale}`;
}
