import { createServer, type Server, type Socket } from 'node:net';
import { parseConfig } from '../src/config/config';
import { CliError } from '../src/cli/cli-output';
import { ConnectorRegistry } from '../src/modules/connectors/connector-registry';
import { ConnectorsTestCommand } from '../src/modules/connectors/connectors-test.command';
import { FakeZammad } from './fakes/fake-zammad';
import { FakeZendesk } from './fakes/fake-zendesk';
import { freePort } from './utils/free-port';

/**
 * `kb connectors:test` as a person runs it, against fakes over real HTTP and against hosts that
 * refuse or never answer: what it prints, whether it exits 1 (the command throws CliError), and
 * how long it takes with the default retry settings of the sync.
 */
describe('kb connectors:test', () => {
  const zendesk = new FakeZendesk();
  const zammad = new FakeZammad();
  let silent: Server;
  let silentUrl: string;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    await zendesk.start();
    await zammad.start();
    // Takes the connection and never answers: a firewall that drops, a hung proxy.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await zendesk.stop();
    await zammad.stop();
  });

  async function run(name: string, env: Record<string, string>): Promise<{ lines: string[]; failed: string | null; ms: number }> {
    const command = new ConnectorsTestCommand(new ConnectorRegistry(parseConfig({ ...process.env, ...env })));
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const started = performance.now();
    try {
      await command.run([name], {});
      return { lines, failed: null, ms: performance.now() - started };
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      return { lines, failed: error.message, ms: performance.now() - started };
    } finally {
      log.mockRestore();
    }
  }

  const zendeskEnv = (url: string, extra: Record<string, string> = {}) => ({ ZENDESK_URL: url, ZENDESK_EMAIL: zendesk.email, ZENDESK_API_TOKEN: zendesk.apiToken, ...extra });
  const zammadEnv = (url: string, extra: Record<string, string> = {}) => ({ ZAMMAD_URL: url, ZAMMAD_TOKEN: zammad.token, ...extra });

  it('zendesk: only the optional webhook secret unset is a warning, exit 0', async () => {
    const result = await run('zendesk', zendeskEnv(zendesk.origin));
    expect(result.failed).toBeNull();
    expect(result.lines).toContain('warn webhook secret: ZENDESK_WEBHOOK_SECRET not set: webhooks are refused (the scheduled sync still runs)');
    expect(result.lines.filter((line) => line.startsWith('ok  ')).length).toBe(3);
    // A real failure still fails, with the warning beside it.
    zendesk.fail({ path: /incremental/, status: 403 });
    const refused = await run('zendesk', zendeskEnv(zendesk.origin));
    expect(refused.failed).toBe('zendesk: 1 check(s) failed (incremental export)');
  });

  it('zendesk: a refused connection or a host that never answers is "unreachable", in seconds', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const refused = await run('zendesk', zendeskEnv(closed));
    expect(refused.failed).toBe('zendesk: 1 check(s) failed (reachable)');
    expect(refused.lines).toEqual([expect.stringMatching(new RegExp(`^FAIL reachable: Zendesk is unreachable at ${closed} \\(ZENDESK_URL\\): .*ECONNREFUSED`))]);
    // With the sync's own retries (CONNECTOR_HTTP_ATTEMPTS 5, backoff 1 s doubling) this took 15 s.
    expect(refused.ms).toBeLessThan(3_000);

    const hung = await run('zendesk', zendeskEnv(silentUrl, { CONNECTOR_CHECK_TIMEOUT_MS: '1000' }));
    expect(hung.lines).toEqual([expect.stringMatching(/^FAIL reachable: Zendesk is unreachable at .*: no answer before the timeout/)]);
    expect(hung.ms).toBeGreaterThanOrEqual(900);
    expect(hung.ms).toBeLessThan(3_000);
  });

  it('zammad: an unreachable host is "unreachable", not a refused token; a good set-up only warns about the webhook secret', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const refused = await run('zammad', zammadEnv(closed));
    expect(refused.failed).toBe('zammad: 1 check(s) failed (reachable)');
    expect(refused.lines).toEqual([expect.stringMatching(new RegExp(`^FAIL reachable: Zammad is unreachable at ${closed} \\(ZAMMAD_URL\\): .*ECONNREFUSED`))]);
    expect(refused.ms).toBeLessThan(3_000);

    const hung = await run('zammad', zammadEnv(silentUrl, { CONNECTOR_CHECK_TIMEOUT_MS: '1000' }));
    expect(hung.lines).toEqual([expect.stringMatching(/^FAIL reachable: Zammad is unreachable at .*no answer before the timeout/)]);
    expect(hung.ms).toBeLessThan(3_000);

    const good = await run('zammad', zammadEnv(zammad.url));
    expect(good.failed).toBeNull();
    expect(good.lines.at(-1)).toBe('warn webhook secret: ZAMMAD_WEBHOOK_SECRET is not set: webhooks are refused (the sync still runs)');

    const badToken = await run('zammad', { ZAMMAD_URL: zammad.url, ZAMMAD_TOKEN: 'wrong-token-000' });
    expect(badToken.lines).toEqual([expect.stringMatching(/^FAIL token: .*ZAMMAD_TOKEN/)]);
  });
});
