import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CODE_DIMS } from '../../lib/vector/codes';
import { toHalf } from '../../lib/vector/half';
import type { SnapshotRows } from '../../lib/vector/list-snapshot';
import type { ServedCodeRow } from './search.repository';

/**
 * Where a host's search snapshots live and how they are named: one file per kind (code lists,
 * lexical index), database installation, index version, change number and locale. The newest
 * change number wins; a process brings it forward with the change records, as it does its lists.
 */
export interface SnapshotKey {
  kind: 'lists' | 'lexical';
  installation: string;
  version: number;
}

const prefix = (key: SnapshotKey) => `${key.kind}-${key.installation.replace(/[^A-Za-z0-9-]/g, '')}-v${key.version}-d`;

export function snapshotPath(dir: string, key: SnapshotKey, dataVersion: number, locale: string): string {
  return join(dir, `${prefix(key)}${dataVersion}-${Buffer.from(locale).toString('hex')}.snap`);
}

/** The newest change number with a file for every one of `locales`, and those files; null: none. */
export function findSnapshots(dir: string, key: SnapshotKey, locales: string[]): { dataVersion: number; paths: Map<string, string> } | null {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const byVersion = new Map<number, Map<string, string>>();
  const head = prefix(key);
  for (const name of names) {
    if (!name.startsWith(head) || !name.endsWith('.snap')) continue;
    const match = /^(\d+)-([0-9a-f]*)\.snap$/.exec(name.slice(head.length));
    if (!match) continue;
    const locale = Buffer.from(match[2], 'hex').toString();
    const dataVersion = Number(match[1]);
    (byVersion.get(dataVersion) ?? byVersion.set(dataVersion, new Map()).get(dataVersion)!).set(locale, join(dir, name));
  }
  const complete = [...byVersion.entries()].filter(([, paths]) => locales.every((l) => paths.has(l))).sort((a, b) => b[0] - a[0]);
  return complete.length > 0 ? { dataVersion: complete[0][0], paths: complete[0][1] } : null;
}

/** Removes this kind's files of the installation other than those at (version, dataVersion). */
export function removeOlderSnapshots(dir: string, key: SnapshotKey, dataVersion: number): void {
  const keep = `${prefix(key)}${dataVersion}-`;
  const mine = `${key.kind}-${key.installation.replace(/[^A-Za-z0-9-]/g, '')}-`;
  for (const name of safeList(dir)) {
    if (name.startsWith(mine) && !name.startsWith(keep)) rmSync(join(dir, name), { force: true });
  }
}

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * A locale's served rows gathered for a list snapshot, sized from the count read in the same
 * database snapshot (one allocation per array: no doubling of 1M-row arrays).
 */
export class SnapshotRowsBuilder {
  readonly rows: SnapshotRows;
  private readonly productIds = new Map<string, number>();
  readonly productNames: string[] = [];
  private n = 0;

  constructor(
    capacity: number,
    readonly dims: number,
    private readonly exactScan: boolean,
  ) {
    this.rows = {
      n: 0,
      lists: new Int32Array(capacity),
      ids: new Int32Array(capacity),
      units: new Int32Array(capacity),
      products: new Uint16Array(capacity),
      codes: new Int8Array(capacity * CODE_DIMS),
      vectors: new Uint16Array(capacity * dims),
    };
  }

  /** False when the row does not fit (more rows than counted, or a vector of another length). */
  add(row: ServedCodeRow): boolean {
    const i = this.n;
    const r = this.rows;
    if (i >= r.ids.length || row.embedding_small.length !== CODE_DIMS) return false;
    if (this.dims > 0 && row.embedding?.byteLength !== this.dims * 4) return false;
    r.lists[i] = this.exactScan ? 0 : row.cluster_id ?? -1;
    if (r.lists[i] < 0) return false;
    r.ids[i] = row.id;
    r.units[i] = row.unit_id;
    let product = this.productIds.get(row.product);
    if (product === undefined) {
      product = this.productNames.length;
      this.productIds.set(row.product, product);
      this.productNames.push(row.product);
    }
    r.products[i] = product;
    r.codes.set(new Int8Array(row.embedding_small.buffer, row.embedding_small.byteOffset, CODE_DIMS), i * CODE_DIMS);
    if (this.dims > 0) {
      const bytes = row.embedding!;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (let d = 0; d < this.dims; d++) r.vectors[i * this.dims + d] = toHalf(view.getFloat32(d * 4, true));
    }
    this.n++;
    r.n = this.n;
    return true;
  }

  get size(): number {
    return this.n;
  }
}
