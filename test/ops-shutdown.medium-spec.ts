import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { sql } from 'kysely';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { ChatClient, type SseResponse } from './fakes/chat-client';
import { FakeOpenAiCompatible } from './fakes/fake-openai-compatible';
import { loadChatUnits } from './fakes/chat-knowledge';
import { HandoffStream } from './fakes/handoff-stream';
import { ensureBuilt } from './utils/built';
import { dbOf, flushQueues, startApi, ticketBody, truncateAll } from './utils/test-app';
import { freePort } from './utils/free-port';
import { waitFor } from './utils/wait-for';

/** A real process (`node dist/src/main.js`, `…/worker.js`), started the way an operator does, its log lines kept. */
class ServiceProcess {
  readonly lines: Array<{ msg: string; level: number }> = [];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        try {
          this.lines.push(JSON.parse(line));
        } catch {
          this.lines.push({ msg: line, level: 0 });
        }
      }
    });
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  }

  /**
   * PORT and HOST come from a `.env` in its working directory, HOST also from the environment
   * (which must win: the file's address is not this machine's).
   */
  static async start(dist: string, script: 'main' | 'worker', env: Record<string, string>): Promise<ServiceProcess> {
    const port = await freePort();
    const cwd = mkdtempSync(join(tmpdir(), 'distillo-process-'));
    writeFileSync(join(cwd, '.env'), `PORT=${port}\nHOST=192.0.2.1\n`);
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'PORT'));
    const child = spawn(process.execPath, [join(dist, 'src', `${script}.js`)], {
      cwd,
      env: { ...inherited, HOST: '127.0.0.1', LOG_FORMAT: 'json', LOG_LEVEL: 'log', COOKIE_SECURE: 'false', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = new ServiceProcess(child, `http://127.0.0.1:${port}`);
    void started.exit.then(() => rmSync(cwd, { recursive: true, force: true }));
    if (script === 'main') {
      await waitFor(() => fetch(`${started.baseUrl}/health/live`).then((r) => r.ok, () => false), { what: `the API on port ${port} (PORT from .env)`, timeoutMs: 30_000 });
    } else {
      await waitFor(() => started.logged(/^Worker started$/).length > 0, { what: 'the worker', timeoutMs: 30_000 });
    }
    return started;
  }

  logged(pattern: RegExp): string[] {
    return this.lines.map((l) => l.msg).filter((msg) => pattern.test(msg));
  }
}

/** In front of the fake model: every call answered `delayMs` later (a model still writing). */
async function delayingProxy(target: string, delayMs: number): Promise<{ url: string; server: Server; received: () => number }> {
  let received = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    received += 1;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        fetch(`${target}${req.url}`, { method: req.method, headers: { 'content-type': 'application/json' }, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined })
          .then(async (answer) => {
            res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
            res.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(() => res.destroy());
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server, received: () => received };
}

/**
 * SIGTERM to the real API and worker processes. The API has open handoff event streams (each would
 * otherwise live CHAT_HANDOFF_STREAM_MS, 5 minutes, sending heartbeats: the process took 298 s to
 * stop) and an answer being written: the streams end, the answer finishes, the process exits 0 in
 * seconds; a request that does not finish is cut at SHUTDOWN_TIMEOUT_MS. The worker has a
 * distillation running: it finishes (not failed, not retried), then the process exits 0.
 */
describe('shutdown on SIGTERM (real processes, MariaDB/MySQL, Redis)', () => {
  let dist: string;
  const model = new FakeOpenAiCompatible();
  let proxy: Awaited<ReturnType<typeof delayingProxy>>;
  const running: ServiceProcess[] = [];
  let inProcess: INestApplication;

  beforeAll(async () => {
    dist = ensureBuilt();
    // Approved units, so that a question reaches the model (an empty knowledge base declines first).
    inProcess = await startApi();
    await truncateAll(dbOf(inProcess));
    await flushQueues();
    await loadChatUnits(inProcess);
    await model.start();
    proxy = await delayingProxy(model.baseURL.replace(/\/v1$/, ''), 1_500);
  }, 180_000);
  afterAll(async () => {
    for (const api of running) api.child.kill('SIGKILL');
    await new Promise((resolve) => proxy.server.close(resolve));
    proxy.server.closeAllConnections();
    await model.stop();
    await inProcess?.close();
  });

  async function handedOver(client: ChatClient) {
    const conversation = await client.createConversation();
    expect(conversation.status).toBe(201);
    // The customer's request, written straight to the table: a turn would ask the model this spec times.
    await sql`INSERT INTO chat_messages (conversation_id, role, text, citations, consulted, flags) VALUES (${conversation.id}, 'user', 'Vorrei parlare con una persona', '[]', '[]', '[]')`.execute(dbOf(inProcess));
    expect((await client.escalate(conversation)).status).toBe(201);
    return conversation;
  }

  it('ends the event streams, lets the answer in progress finish, exits 0 within seconds, and logs it', async () => {
    const api = await ServiceProcess.start(dist, 'main', { CHAT: 'openai-compatible', LLM_BASE_URL: `${proxy.url}/v1`, LLM_MODEL: 'fake-model', LLM_MAX_RETRIES: '0' });
    running.push(api);
    const client = new ChatClient(api.baseUrl);
    // .env gave the port; the environment's HOST won over the file's (which would not bind here).
    expect(api.logged(/^API listening on /)).toEqual([`API listening on ${api.baseUrl}`]);
    expect(api.logged(/^\.env: /)).toEqual(['.env: PORT (the environment wins over the file)']);

    const streams = await Promise.all([handedOver(client), handedOver(client)].map(async (c) => HandoffStream.open(api.baseUrl, await c)));
    for (const stream of streams) await stream.waitFor('status', 1);
    const asking = await client.createConversation();
    const answer: Promise<SseResponse> = client.send(asking, 'La fattura elettronica viene scartata dallo SDI');
    await waitFor(() => proxy.received() > 0, { what: 'the answer started', intervalMs: 10 });

    const sent = performance.now();
    api.child.kill('SIGTERM');
    // A second signal (a script's trap after Ctrl-C) does not cut the stop short.
    await waitFor(() => api.logged(/^SIGTERM: stopping/).length > 0, { intervalMs: 10 });
    api.child.kill('SIGINT');
    const exit = await api.exit;
    const ms = exit.at - sent;

    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(api.logged(/already stopping/)).toEqual(['SIGINT: the API is already stopping']);
    // The answer was 1.5 s from done when the signal came: it was let finish, not cut.
    expect((await answer).events.map((e) => e.event).at(-1)).toBe('done');
    expect(ms).toBeGreaterThan(1_000);
    expect(ms).toBeLessThan(4_000);
    for (const stream of streams) expect(stream.ended).toBe(true);
    expect(api.logged(/SIGTERM|event stream|drained|stopped/)).toEqual([
      'SIGTERM: stopping the API (at most 10000 ms)',
      'HTTP: 2 event stream(s) ended, no new connections, 1 request(s) in flight',
      expect.stringMatching(/^HTTP: drained in \d+ ms$/),
      expect.stringMatching(/^The API stopped in \d+ ms$/),
    ]);
  });

  it('cuts a request still running at SHUTDOWN_TIMEOUT_MS and exits within it', async () => {
    const api = await ServiceProcess.start(dist, 'main', { CHAT: 'openai-compatible', LLM_BASE_URL: model.baseURL, LLM_MODEL: 'fake-model', LLM_MAX_RETRIES: '0', SHUTDOWN_TIMEOUT_MS: '2000' });
    running.push(api);
    const client = new ChatClient(api.baseUrl);
    model.reset();
    model.script({ kind: 'hang' });
    const asking = await client.createConversation();
    const answer = client.send(asking, 'La fattura elettronica viene scartata dallo SDI').catch((error: unknown) => error);
    await waitFor(() => model.completionRequests().length > 0, { what: 'the answer started' });

    const sent = performance.now();
    api.child.kill('SIGTERM');
    const exit = await api.exit;
    const ms = exit.at - sent;
    await answer;

    expect(ms).toBeGreaterThan(1_500);
    expect(ms).toBeLessThan(2_800);
    expect(exit.code).toBe(0);
    expect(api.logged(/still running/)).toEqual([expect.stringMatching(/^HTTP: 1 request\(s\) still running after \d+ ms: connections cut$/)]);
  });

  it('the worker lets its running job finish, closes its BullMQ workers, logs it and exits 0', async () => {
    const worker = await ServiceProcess.start(dist, 'worker', { DISTILLER: 'openai-compatible', LLM_BASE_URL: `${proxy.url}/v1`, LLM_MODEL: 'fake-model', LLM_MAX_RETRIES: '0' });
    running.push(worker);
    model.reset();
    const before = proxy.received();
    const { ticket_id } = await inProcess.get(TicketsService).upsert(ticketInputSchema.parse(ticketBody({ external_id: 'SHUTDOWN-1' })));
    // The job is running: its model call is 1.5 s from its answer.
    await waitFor(() => proxy.received() > before, { what: 'the distillation started', intervalMs: 10 });

    const sent = performance.now();
    worker.child.kill('SIGTERM');
    const exit = await worker.exit;
    const ms = exit.at - sent;

    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(ms).toBeGreaterThan(1_000);
    expect(ms).toBeLessThan(5_000);
    const ticket = await dbOf(inProcess).selectFrom('tickets').select('kb_status').where('id', '=', ticket_id).executeTakeFirstOrThrow();
    expect(ticket.kb_status).toBe('distilled');
    expect(worker.logged(/SIGTERM|BullMQ|stopped/)).toEqual([
      'SIGTERM: stopping the worker (at most 10000 ms)',
      'Worker: closing 4 BullMQ workers, waiting for 1 running job(s)',
      expect.stringMatching(/^Worker: BullMQ workers closed in \d+ ms$/),
      expect.stringMatching(/^The worker stopped in \d+ ms$/),
    ]);
  });
});
