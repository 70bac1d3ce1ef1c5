import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { ConnectorHttp } from '../src/modules/connectors/connector-http';
import { ConnectorSyncService } from '../src/modules/connectors/connector-sync.service';
import { ConnectorsService } from '../src/modules/connectors/connectors.service';
import { ZammadHttp } from '../src/modules/connectors/zammad/zammad-http';
import { readBody, startLocalServer, type LocalServer } from './fakes/local-server';
import { dbOf, startApi, truncateAll, withEnv } from './utils/test-app';

/**
 * Issue 32, finding 9: the ticketing systems' HTTP clients stay on the configured origin (a
 * redirect elsewhere is refused, nothing is sent there) and keep no answer text in their errors,
 * which end up in connector_state.last_error for reviewers to read.
 */
const MARKER = 'TESTO-DI-UN-ALTRO-SERVER';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

async function server(handler: Handler): Promise<LocalServer & { requests: Array<{ method: string; path: string; auth: string | undefined }> }> {
  const requests: Array<{ method: string; path: string; auth: string | undefined }> = [];
  const started = await startLocalServer(
    async (req, res) => {
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', auth: req.headers.authorization });
      handler(req, res, (await readBody(req)).rawBody);
    },
    (res) => res.writeHead(500).end(),
  );
  return Object.assign(started, { requests });
}

describe('connector HTTP: same-origin redirects only, no answer text in errors', () => {
  let elsewhere: Awaited<ReturnType<typeof server>>;
  let system: Awaited<ReturnType<typeof server>>;

  beforeAll(async () => {
    elsewhere = await server((_req, res) => res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: MARKER, error_human: MARKER })));
    system = await server((req, res, body) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const json = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      if (path === '/moved') return void res.writeHead(301, { Location: '/here' }).end();
      if (path === '/moved-post') return void res.writeHead(307, { Location: '/here' }).end();
      if (path === '/here') return json(200, { method: req.method, body });
      if (path.includes('/away') || path.startsWith('/api/')) return void res.writeHead(302, { Location: `${elsewhere.origin}/collect${req.url}` }).end(`<html>${MARKER}</html>`);
      if (path === '/invalid') return json(422, { error: 'RecordInvalid', description: `${MARKER} is invalid`, details: { subject: [{ description: MARKER }] } });
      if (path === '/zammad-invalid') return json(422, { error: `${MARKER} è sbagliato`, error_human: MARKER });
      if (path === '/html') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<html>${MARKER}</html>`);
      return json(404, { error: 'InvalidEndpoint' });
    });
  });
  afterAll(async () => {
    await elsewhere?.stop();
    await system?.stop();
  });
  beforeEach(() => {
    elsewhere.requests.length = 0;
  });

  const zendeskHttp = () =>
    new ConnectorHttp({
      system: 'Zendesk',
      baseUrl: system.origin,
      headers: { Authorization: 'Basic c2VncmV0bw==' },
      attempts: 2,
      backoffBaseMs: 5,
      maxRetryAfterMs: 1000,
      timeoutMs: 2000,
      hint: { credentials: 'c', permission: 'p', url: 'ZENDESK_URL' },
    });
  const zammadHttp = () => new ZammadHttp({ url: system.origin, token: 'zammad-token-0123', timeoutMs: 2000, maxRetries: 1, retryBaseMs: 5 });

  it('follows a redirect within the origin (a POST after a 307 keeps its method and body)', async () => {
    expect((await zendeskHttp().request('GET', '/moved')).body).toEqual({ method: 'GET', body: '' });
    expect((await zendeskHttp().request('POST', '/moved-post', { body: { a: 1 } })).body).toEqual({ method: 'POST', body: '{"a":1}' });
    expect(await zammadHttp().get('/moved')).toEqual({ method: 'GET', body: '' });
  });

  it('refuses a redirect to another origin as a permanent error, and sends nothing there', async () => {
    await expect(zendeskHttp().request('GET', '/away')).rejects.toMatchObject({ status: 302, message: expect.stringMatching(/another origin/) });
    await expect(zammadHttp().get('/away')).rejects.toMatchObject({ permanent: true, message: expect.stringMatching(/another origin/) });
    await expect(zendeskHttp().request('GET', `${elsewhere.origin}/direct`)).rejects.toThrow(/another origin/);
    expect(elsewhere.requests).toEqual([]);
  });

  it('keeps the status and an error code of a refused request, never the text of the answer', async () => {
    const zendesk = await zendeskHttp()
      .request('POST', '/invalid', { body: {} })
      .catch((e: Error) => e);
    expect((zendesk as Error).message).toMatch(/HTTP 422.*RecordInvalid/);
    expect((zendesk as Error).message).not.toContain(MARKER);
    for (const path of ['/zammad-invalid', '/html']) {
      const zammad = await zammadHttp()
        .get(path)
        .catch((e: Error) => e);
      expect(zammad).toBeInstanceOf(Error);
      expect((zammad as Error).message).toMatch(/HTTP (422|200)/);
      expect((zammad as Error).message).not.toContain(MARKER);
    }
  });

  describe('a sync whose system redirects elsewhere', () => {
    let app: INestApplication;
    let restoreEnv = () => {};
    beforeAll(async () => {
      restoreEnv = withEnv({
        ZENDESK_URL: system.origin,
        ZENDESK_EMAIL: 'admin@acme.example',
        ZENDESK_API_TOKEN: 'zendesk-api-token-0123',
        ZAMMAD_URL: system.origin,
        ZAMMAD_TOKEN: 'zammad-token-0123',
        ZAMMAD_MAX_RETRIES: '0',
        CONNECTOR_HTTP_ATTEMPTS: '1',
      });
      app = await startApi();
    });
    afterAll(async () => {
      await app?.close();
      restoreEnv();
    });
    beforeEach(() => truncateAll(dbOf(app)));

    it.each(['zendesk', 'zammad'])('%s stops with a reason that names the redirect, sends nothing elsewhere, and shows reviewers no text from there', async (name) => {
      const result = await app.get(ConnectorSyncService).sync(name);
      expect(result).toMatchObject({ status: 'stopped', error: expect.stringMatching(/another origin/) });
      expect(elsewhere.requests).toEqual([]);
      const [status] = (await app.get(ConnectorsService).status()).filter((s) => s.name === name);
      expect(status.last_error).toMatch(/another origin/);
      expect(status.last_error).not.toContain(MARKER);
    });
  });
});
