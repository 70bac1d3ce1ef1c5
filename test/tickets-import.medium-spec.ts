import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TicketsImportService } from '../src/modules/tickets/tickets-import.service';
import { dbOf, INTAKE_TOKEN, ticketBody, useApi } from './utils/test-app';

function writeLines(lines: Array<string | Buffer>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'import-')), 'tickets.jsonl');
  writeFileSync(path, Buffer.concat(lines.map((l) => Buffer.concat([Buffer.isBuffer(l) ? l : Buffer.from(l), Buffer.from('\n')]))));
  return path;
}

describe('kb tickets:import (service, real database)', () => {
  const app = useApi({ INTAKE_TOKEN });

  const count = async (table: 'tickets' | 'ticket_messages') =>
    Number((await dbOf(app()).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('imports good lines, reports bad ones by line number, and goes on', async () => {
    const path = writeLines([
      JSON.stringify(ticketBody({ external_id: 'A' })),
      '{"external_id": "B", ',
      JSON.stringify(ticketBody({ external_id: 'C', status: 'pending' })),
      '',
      JSON.stringify(ticketBody({ external_id: 'D', status: 'open', closed_at: null })),
      Buffer.from([0x7b, 0xff, 0x7d]),
    ]);
    const report = await app().get(TicketsImportService).importFile(path);
    expect(report).toMatchObject({ imported: 2, updated: 0, skipped: 0, error_count: 3, distill_queued: 1 });
    expect(report.errors).toEqual([
      { line: 2, error: expect.stringMatching(/invalid JSON/) },
      { line: 3, error: expect.stringMatching(/^status: /) },
      { line: 6, error: 'invalid UTF-8' },
    ]);
    expect(await count('tickets')).toBe(2);
    expect(await count('ticket_messages')).toBe(6);
  });

  it('is idempotent: importing the same file twice changes nothing the second time', async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => JSON.stringify(ticketBody({ external_id: `BULK-${i}` })));
    const path = writeLines(lines);
    const first = await app().get(TicketsImportService).importFile(path);
    expect(first).toMatchObject({ imported: 1200, updated: 0, skipped: 0, error_count: 0, distill_queued: 1200 });
    const second = await app().get(TicketsImportService).importFile(path);
    expect(second).toMatchObject({ imported: 0, updated: 0, skipped: 1200, error_count: 0, distill_queued: 0 });
    expect(await count('tickets')).toBe(1200);
    expect(await count('ticket_messages')).toBe(3600);
  });

  it('treats a later line for the same ticket as an update of the earlier one', async () => {
    const path = writeLines([
      JSON.stringify(ticketBody({ external_id: 'X', status: 'open', closed_at: null })),
      JSON.stringify(ticketBody({ external_id: 'X', subject: 'Chiuso ora' })),
    ]);
    const report = await app().get(TicketsImportService).importFile(path);
    expect(report).toMatchObject({ imported: 1, updated: 1, skipped: 0 });
    const ticket = await dbOf(app()).selectFrom('tickets').selectAll().where('external_id', '=', 'X').executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ subject: 'Chiuso ora', status: 'closed', kb_status: 'queued' });
  });
});
