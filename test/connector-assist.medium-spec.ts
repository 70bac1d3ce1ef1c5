import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import { ACTIVE_CONNECTOR } from '../src/modules/connectors/active-connector';
import { AgentAssistService } from '../src/modules/connectors/assist/agent-assist.service';
import type { Connector } from '../src/modules/connectors/connector';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { loadChatUnits } from './fakes/chat-knowledge';
import { FakeZammad } from './fakes/fake-zammad';
import { dbOf, flushQueues, startApi, startWorker, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * Agent assist: tickets synced from a fake Zammad (real HTTP) go through the real intake; a real
 * worker posts the internal note with the best approved units, found by the real search over an
 * indexed knowledge base (MariaDB/MySQL, Redis). Once per ticket, internal, and only when switched on.
 */
type AnyDb = ReturnType<typeof dbOf> & { selectFrom(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function useAssist(assist: '0' | '1') {
  const zammad = new FakeZammad();
  const ctx = {} as { zammad: FakeZammad; app: INestApplication; worker: INestApplicationContext; units: Map<string, number> };
  let restoreEnv = () => {};
  beforeAll(async () => {
    await zammad.start();
    restoreEnv = withEnv({
      ZAMMAD_URL: zammad.url,
      ZAMMAD_TOKEN: zammad.token,
      CONNECTOR_AGENT_ASSIST: assist,
      CONNECTOR_JOB_ATTEMPTS: '3',
      CONNECTOR_JOB_BACKOFF_MS: '100',
      ZAMMAD_RETRY_BASE_MS: '10',
      // After a 5xx on a write the connector waits one timeout before looking again: keep it short here.
      ZAMMAD_TIMEOUT_MS: '1000',
      CONNECTOR_PUBLIC_URL: 'https://kb.example.com',
    });
    ctx.zammad = zammad;
    ctx.app = await startApi();
    await truncateAll(dbOf(ctx.app));
    await flushQueues();
    ctx.units = await loadChatUnits(ctx.app);
    ctx.worker = await startWorker();
  });
  afterAll(async () => {
    await ctx.worker?.close();
    await ctx.app?.close();
    await zammad.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    await sql`DELETE FROM connector_assist_notes`.execute(dbOf(ctx.app));
    await sql`DELETE FROM tickets`.execute(dbOf(ctx.app));
    zammad.reset();
  });
  return ctx;
}

/** What the sync does with one page: the connector's tickets through intake. */
async function syncOnce(app: INestApplication) {
  const page = await app.get<Connector>(ACTIVE_CONNECTOR).syncPage(null, null);
  return app.get(TicketsService).upsertBatch(page.tickets.map((t) => ticketInputSchema.parse(t)));
}

/**
 * The worker's own scheduled sync runs too, and on a loaded machine its first run can land after
 * addTicket: then it stored the ticket and this sync finds it unchanged. Either way, stored once.
 */
function storedOnce(stored: { outcome: string; ticket_id?: number | null }) {
  expect(['created', 'unchanged']).toContain(stored.outcome);
  expect(stored.ticket_id).toEqual(expect.any(Number));
}

const PASSWORD_TICKET = {
  title: 'Non riesco più a entrare in FatturaFacile',
  group: 'fatturafacile',
  articles: [{ body: "Ho dimenticato la password e non riesco ad accedere a FatturaFacile, come la recupero?", sender: 'Customer' as const }],
};

describe('agent assist on (CONNECTOR_AGENT_ASSIST=1)', () => {
  const ctx = useAssist('1');
  const notes = () => (dbOf(ctx.app) as unknown as AnyDb).selectFrom('connector_assist_notes').selectAll().execute();

  it('posts one internal note with the best approved units, their links and why they matched, once per ticket', async () => {
    ctx.zammad.addTicket(PASSWORD_TICKET);
    const [stored] = await syncOnce(ctx.app);
    storedOnce(stored);
    await waitFor(async () => (await notes())[0]?.status === 'posted', { what: 'assist note posted' });

    const internal = ctx.zammad.articles.get(1)!.filter((a) => a.internal);
    expect(internal).toHaveLength(1);
    expect(internal[0].sender).toBe('Agent');
    const passwordUnit = ctx.units.get('faq-ff-password')!;
    expect(internal[0].body).toContain(`https://kb.example.com/review#/unit/${passwordUnit}`);
    expect(internal[0].body).toMatch(/Perché: parole in comune: .*«password»/);
    const [note] = await notes();
    expect(JSON.parse(note.unit_ids)[0]).toBe(passwordUnit);
    expect(JSON.parse(note.unit_ids).length).toBeLessThanOrEqual(3);

    // The same ticket synced again, and the job run again: still one note.
    ctx.zammad.tickets.get(1)!.updated_at = new Date().toISOString();
    expect((await syncOnce(ctx.app))[0].outcome).toBe('unchanged');
    expect(await ctx.app.get(AgentAssistService).postNote({ ticketId: stored.ticket_id! })).toEqual({ status: 'already-posted' });
    await new Promise((r) => setTimeout(r, 500));
    expect(ctx.zammad.articles.get(1)!.filter((a) => a.internal)).toHaveLength(1);
  });

  it('survives a 5xx on the note (retried) and still posts it once', async () => {
    ctx.zammad.fail(1, 503, { afterEffect: true, match: (m, p) => m === 'POST' && p === '/api/v1/ticket_articles' });
    ctx.zammad.addTicket(PASSWORD_TICKET);
    await syncOnce(ctx.app);
    await waitFor(async () => (await notes())[0]?.status === 'posted', { what: 'assist note posted after a 503' });
    expect(ctx.zammad.articles.get(1)!.filter((a) => a.internal)).toHaveLength(1);
  });

  it('leaves closed tickets (history) and tickets that are not the connector’s alone', async () => {
    ctx.zammad.addTicket({ ...PASSWORD_TICKET, state: 'closed' });
    await syncOnce(ctx.app);
    await ctx.app.get(TicketsService).upsertBatch([
      ticketInputSchema.parse({ external_id: 'API-7', subject: 'Password dimenticata', status: 'open', messages: [{ author: 'customer', visibility: 'public', body: 'Ho dimenticato la password', created_at: '2026-11-01T10:00:00Z' }] }),
    ]);
    await new Promise((r) => setTimeout(r, 800));
    expect(await notes()).toEqual([]);
    expect(ctx.zammad.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('agent assist off (the default)', () => {
  const ctx = useAssist('0');

  it('posts nothing and records nothing', async () => {
    ctx.zammad.addTicket(PASSWORD_TICKET);
    const [stored] = await syncOnce(ctx.app);
    storedOnce(stored);
    expect(await ctx.app.get(AgentAssistService).postNote({ ticketId: stored.ticket_id! })).toEqual({ status: 'off' });
    await new Promise((r) => setTimeout(r, 800));
    expect(await (dbOf(ctx.app) as unknown as AnyDb).selectFrom('connector_assist_notes').selectAll().execute()).toEqual([]);
    expect(ctx.zammad.articles.get(1)!.filter((a) => a.internal)).toEqual([]);
    expect(ctx.zammad.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
