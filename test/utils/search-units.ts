import type { INestApplication } from '@nestjs/common';
import { UnitsImportService } from '../../src/modules/knowledge/units-import.service';
import { IndexingService } from '../../src/modules/search/indexing.service';
import { bufferToCode } from '../../src/lib/vector/buffers';
import { dbOf } from './test-app';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MODULES = ['ordini', 'clienti', 'magazzino', 'listini', 'fatture', 'banca'];
export const PRODUCTS = ['alpha', 'beta', null];

/** A units import file of `count` approved-to-be units over six modules and three products (null: none). */
export function unitsFile(from: number, count: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'units-')), 'units.jsonl');
  const lines = Array.from({ length: count }, (_, n) => {
    const i = from + n;
    return JSON.stringify({
      id: `U-${i}`,
      product: PRODUCTS[i % 3] ?? undefined,
      problem: `Errore ${i % 11} nel modulo ${MODULES[i % 6]} quando salvo ${['la scheda', 'il documento', "l'ordine"][i % 3]}`,
      solution: `Aprire ${MODULES[(i + 1) % 6]}, controllare il campo ${i % 13} e salvare di nuovo`,
      search_phrases: [`modulo ${MODULES[i % 6]} errore ${i % 11}`],
    });
  });
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

/** Imports `count` units (approved) and indexes each; their ids. */
export async function importAndIndex(app: INestApplication, from: number, count: number): Promise<number[]> {
  const report = await app.get(UnitsImportService).importFile(unitsFile(from, count), { approve: true, enqueueIndexing: false });
  expect(report.errors).toEqual([]);
  for (const id of report.unit_ids) await app.get(IndexingService).indexUnit(id);
  return report.unit_ids;
}

/** The stored codes of these units' chunks, in chunk id order. */
export async function codesOfUnits(app: INestApplication, unitIds: number[]): Promise<Int8Array[]> {
  const rows = await dbOf(app).selectFrom('knowledge_chunks').select('embedding_small').where('unit_id', 'in', unitIds).orderBy('id').execute();
  return rows.map((r) => Int8Array.from(bufferToCode(r.embedding_small)));
}
