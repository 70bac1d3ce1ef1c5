/**
 * npm run bench:connectors — `kb connectors:sync zendesk` against a fake Zendesk (its own process,
 * test/fakes/fake-zendesk.main.ts) holding 10,000 tickets with 20 comments each (200,000, one in
 * four an internal note): wall time and peak RSS of the kb process, then a second run that must
 * bring 0 new. Baseline in the same run: `kb tickets:import` of the same tickets as a JSONL file
 * (the intake without HTTP) into another scratch database.
 * Usage: node dist/bench/connectors.bench.js [--tickets N] [--comments M] [--json]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Queue } from 'bullmq';
import { createConnection } from 'mysql2/promise';
import { mysqlOptions, parseConfig } from '../src/config/config';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const tickets = arg('--tickets', 10_000);
const comments = arg('--comments', 20);
const asJson = args.includes('--json');
const base = parseConfig();
const server = base.DATABASE_URL.replace(/\/[^/]+$/, '');
const root = join(__dirname, '..', '..');
const cli = join(__dirname, '..', 'src', 'cli.js');
const fakeEntry = join(__dirname, '..', 'test', 'fakes', 'fake-zendesk.main.js');
const PREFIX = 'distillo-bench-connectors';

interface Timed {
  seconds: number;
  peak_rss_mb: number | null;
  output: unknown;
}

/** Runs a kb command under /usr/bin/time (peak RSS from the kernel's accounting), its last stdout line parsed as JSON. */
function timed(command: string[], env: NodeJS.ProcessEnv): Timed {
  const dir = mkdtempSync(join(tmpdir(), 'bench-connectors-'));
  const timeFile = join(dir, 'time');
  const useTime = existsSync('/usr/bin/time');
  const started = process.hrtime.bigint();
  const result = useTime
    ? spawnSync('/usr/bin/time', ['-f', '%M', '-o', timeFile, process.execPath, cli, ...command], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(process.execPath, [cli, ...command], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`kb ${command.join(' ')} failed (${result.status}): ${result.stderr}\n${result.stdout}`);
  const peakKb = useTime ? Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) : NaN;
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  return { seconds, peak_rss_mb: Number.isFinite(peakKb) ? peakKb / 1024 : null, output: JSON.parse(last) };
}

async function resetDatabase(url: string): Promise<void> {
  const { database, ...options } = mysqlOptions(url);
  const connection = await createConnection(options);
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.end();
  const result = spawnSync(process.execPath, [cli, 'db:migrate'], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`db:migrate failed: ${result.stderr}`);
}

async function counts(url: string) {
  const connection = await createConnection(mysqlOptions(url));
  const [[row]] = (await connection.query(
    `SELECT (SELECT COUNT(*) FROM tickets) AS tickets,
            (SELECT COUNT(DISTINCT external_id) FROM tickets) AS distinct_ids,
            (SELECT COUNT(*) FROM ticket_messages) AS messages,
            (SELECT COUNT(*) FROM ticket_messages WHERE visibility = 'internal') AS internal`,
  )) as unknown as [[Record<string, number>]];
  await connection.end();
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

async function startFake(jsonl: string): Promise<{ url: string; email: string; token: string; internal: number; stop: () => void }> {
  const child = spawn(process.execPath, [fakeEntry, '--tickets', String(tickets), '--comments', String(comments), '--jsonl', jsonl], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fake Zendesk exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
  const fields = Object.fromEntries(line.split(' ').map((pair) => pair.split('=') as [string, string]));
  return { url: fields.FAKE_ZENDESK_URL, email: fields.EMAIL, token: fields.TOKEN, internal: Number(fields.INTERNAL), stop: () => child.kill('SIGTERM') };
}

async function clearQueues(): Promise<void> {
  for (const name of ['distill', 'index', 'maintenance', 'outbound']) {
    const queue = new Queue(name, { connection: { url: base.REDIS_URL }, prefix: PREFIX });
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

async function main(): Promise<void> {
  const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.fakes.json'], { cwd: root, encoding: 'utf8', stdio: 'inherit' });
  if (build.status !== 0) throw new Error('could not build the fake Zendesk');
  const jsonl = join(mkdtempSync(join(tmpdir(), 'bench-connectors-')), 'tickets.jsonl');
  const fake = await startFake(jsonl);
  const syncDb = `${server}/distillo_bench_connectors`;
  const importDb = `${server}/distillo_bench_connectors_import`;
  const env = (url: string): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: url,
    QUEUE_PREFIX: PREFIX,
    LOG_LEVEL: 'warn',
    ZENDESK_URL: fake.url,
    ZENDESK_EMAIL: fake.email,
    ZENDESK_API_TOKEN: fake.token,
    ZENDESK_PRODUCT_FIELD: 'brand',
  });
  try {
    await clearQueues();
    await resetDatabase(syncDb);
    const first = timed(['connectors:sync', 'zendesk', '--json'], env(syncDb));
    const stored = await counts(syncDb);
    const second = timed(['connectors:sync', 'zendesk', '--json'], env(syncDb));
    const afterSecond = await counts(syncDb);
    await clearQueues();
    await resetDatabase(importDb);
    const baseline = timed(['tickets:import', jsonl, '--json'], env(importDb));
    const imported = await counts(importDb);
    await clearQueues();
    const expected = { tickets, messages: tickets * comments, internal: fake.internal };
    const ok =
      stored.tickets === tickets &&
      stored.distinct_ids === tickets &&
      stored.messages === expected.messages &&
      stored.internal === expected.internal &&
      (second.output as { imported: number; updated: number }).imported === 0 &&
      (second.output as { imported: number; updated: number }).updated === 0 &&
      afterSecond.messages === stored.messages;
    const result = {
      tickets,
      comments: tickets * comments,
      first_run: { ...first, stored },
      second_run: second,
      baseline_import: { ...baseline, stored: imported },
      time_ratio_vs_import: first.seconds / baseline.seconds,
      memory_ratio_vs_import: first.peak_rss_mb && baseline.peak_rss_mb ? first.peak_rss_mb / baseline.peak_rss_mb : null,
      ok,
    };
    if (asJson) console.log(JSON.stringify(result));
    else {
      const mb = (t: Timed) => (t.peak_rss_mb === null ? 'n/a' : `${t.peak_rss_mb.toFixed(0)} MB`);
      console.log(`bench:connectors — fake Zendesk, ${tickets} tickets, ${tickets * comments} comments (${fake.internal} internal notes), real MariaDB/MySQL + Redis`);
      console.log(`  first sync:  ${first.seconds.toFixed(1)} s, peak RSS ${mb(first)} → ${JSON.stringify(first.output)}`);
      console.log(`               stored ${stored.tickets} tickets (${stored.distinct_ids} distinct), ${stored.messages} messages, ${stored.internal} internal (expected ${expected.internal})`);
      console.log(`  second sync: ${second.seconds.toFixed(1)} s, peak RSS ${mb(second)} → ${JSON.stringify(second.output)}`);
      console.log(`  baseline, kb tickets:import of the same tickets as JSONL: ${baseline.seconds.toFixed(1)} s, peak RSS ${mb(baseline)}`);
      console.log(`  sync vs import: time ×${result.time_ratio_vs_import.toFixed(2)}, memory ×${result.memory_ratio_vs_import?.toFixed(2) ?? 'n/a'}`);
      console.log(ok ? '  all imported once, internal notes internal, second run 0 new: OK' : '  MISMATCH: see the counts above');
    }
    if (!ok) process.exitCode = 1;
  } finally {
    fake.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
