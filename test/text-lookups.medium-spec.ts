import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { productKey } from '../src/common/fields';
import { BUILT_IN_NAMES } from '../src/lib/tables/text-table';
import { TicketsImportService } from '../src/modules/tickets/tickets-import.service';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { dbOf, INTAKE_TOKEN, startWorker, ticketBody, useApi } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * Issue 32, finding 1: what a ticketing system writes ("constructor", "toString", "__proto__" …)
 * is looked up in tables that are Maps, never found on Object.prototype. Through the real API, the
 * import, the worker with the offline distiller, MariaDB/MySQL and Redis.
 */
const auth = { Authorization: `Bearer ${INTAKE_TOKEN}` };
const NATIVE = /native code|\[object |function Object/;

describe("Object.prototype's names as product, category, customer and text", () => {
  const app = useApi({ INTAKE_TOKEN });
  const http = () => request(app().getHttpServer());
  const db = () => dbOf(app());

  it('POST /api/tickets answers 200 to each of them as product and category, stored as sent (no 500, no "[object Object]")', async () => {
    const statuses: number[] = [];
    for (const [i, name] of BUILT_IN_NAMES.entries()) {
      const response = await http().post('/api/tickets').set(auth).send(ticketBody({ external_id: `BI-${i}`, product: name, category: name, customer_ref: name, status: 'open', closed_at: null }));
      statuses.push(response.status);
    }
    expect(statuses).toEqual(BUILT_IN_NAMES.map(() => 200));
    const rows = await db().selectFrom('tickets').select(['external_id', 'product', 'product_name', 'category', 'category_original', 'customer_ref']).orderBy('id').execute();
    expect(rows).toEqual(
      BUILT_IN_NAMES.map((name, i) => ({
        external_id: `BI-${i}`,
        product: productKey(name),
        product_name: productKey(name) === name ? null : name,
        category: 'altro',
        category_original: name,
        customer_ref: name,
      })),
    );
  });

  it('tickets:import stores each of them as product and category, one line each', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'builtin-import-')), 'tickets.jsonl');
    writeFileSync(path, BUILT_IN_NAMES.map((name, i) => JSON.stringify(ticketBody({ external_id: `IMP-${i}`, product: name, category: name, status: 'open', closed_at: null }))).join('\n') + '\n');
    const report = await app().get(TicketsImportService).importFile(path);
    expect(report).toMatchObject({ imported: BUILT_IN_NAMES.length, error_count: 0 });
    const products = await db().selectFrom('tickets').select('product').orderBy('id').execute();
    expect(products.map((p) => p.product)).toEqual(BUILT_IN_NAMES.map(productKey));
  });

  describe('with a worker and the offline rules distiller', () => {
    let worker: INestApplicationContext | undefined;
    afterEach(async () => {
      await worker?.close();
      worker = undefined;
    });

    it('distils tickets written with them ("Constructor" in the text), none failed, no unit with Object.prototype’s members in it', async () => {
      const names = ['Constructor', 'constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];
      for (const [i, name] of names.entries()) {
        const response = await http()
          .post('/api/tickets')
          .set(auth)
          .send(
            ticketBody({
              external_id: `DIS-${i}`,
              subject: `Errore ${name} all'avvio`,
              messages: [
                { author: 'customer', visibility: 'public', body: `All'avvio compare l'errore ${name} e ${name.toLowerCase()} non si apre.`, created_at: '2026-03-01T09:00:00Z' },
                { author: 'agent', visibility: 'public', body: `Il ${name} dipende dalla cache: vada in Impostazioni → Cache e prema Svuota.`, created_at: '2026-03-01T09:30:00Z' },
                { author: 'customer', visibility: 'public', body: `Perfetto, adesso ${name} funziona. Grazie!`, created_at: '2026-03-01T10:00:00Z' },
              ],
            }),
          );
        expect(response.status).toBe(200);
      }
      worker = await startWorker();
      const queue = app().get(JobQueue).queue(QueueName.Distill);
      await waitFor(async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        return Object.values(counts).every((n) => n === 0);
      }, { polls: 3, timeoutMs: 30_000, what: 'distill queue idle' });
      const tickets = await db().selectFrom('tickets').select(['external_id', 'kb_status']).orderBy('id').execute();
      expect(tickets.map((t) => t.kb_status)).toEqual(names.map(() => 'distilled'));
      const units = await db().selectFrom('knowledge_units').select(['title', 'problem', 'symptoms', 'cause', 'solution', 'applicability']).execute();
      expect(units.length).toBeGreaterThan(0);
      expect(units.filter((u) => NATIVE.test(JSON.stringify(u)))).toEqual([]);
    });
  });
});
