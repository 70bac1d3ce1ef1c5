/**
 * npm run bench:distill — tickets per second through the real queue and database with the
 * rules distiller, with 1 and then 2 worker processes (`node dist/src/worker.js`).
 *
 * The corpus is replicated (new external ids, same text) into a scratch database, imported with
 * `kb tickets:import` while no worker runs, then the workers are started; the throughput is
 * measured from BullMQ's own timestamps: first job started → last job finished.
 * Usage: node dist/bench/distill.bench.js [--copies N] [--json]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { createConnection } from 'mysql2/promise';
import { mysqlOptions, parseConfig } from '../src/config/config';

const args = process.argv.slice(2);
const copies = Number(args[args.indexOf('--copies') + 1]) || 8;
const asJson = args.includes('--json');
const base = parseConfig();
const databaseUrl = `${base.DATABASE_URL.replace(/\/[^/]+$/, '')}/distillo_bench`;
const env = { ...process.env, DATABASE_URL: databaseUrl, QUEUE_PREFIX: 'distillo-bench', DISTILLER: 'rules', LOG_LEVEL: 'warn' };
const cli = join(__dirname, '..', 'src', 'cli.js');
const workerEntry = join(__dirname, '..', 'src', 'worker.js');

function run(command: string[]): string {
  const result = spawnSync(process.execPath, command, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

async function resetDatabase(): Promise<void> {
  const { database, ...server } = mysqlOptions(databaseUrl);
  const connection = await createConnection(server);
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.end();
  run([cli, 'db:migrate']);
}

function replicatedCorpus(): { path: string; tickets: number } {
  const lines = readFileSync(join(__dirname, '..', '..', 'corpus', 'main', 'tickets.jsonl'), 'utf8').split('\n').filter(Boolean);
  const out: string[] = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const line of lines) {
      const ticket = JSON.parse(line) as { external_id: string };
      out.push(JSON.stringify({ ...ticket, external_id: `${ticket.external_id}-copy${copy}` }));
    }
  }
  const path = join(mkdtempSync(join(tmpdir(), 'bench-distill-')), 'tickets.jsonl');
  writeFileSync(path, `${out.join('\n')}\n`);
  return { path, tickets: out.length };
}

async function measure(workers: number, corpus: { path: string; tickets: number }) {
  await resetDatabase();
  const queue = new Queue('distill', { connection: { url: base.REDIS_URL }, prefix: 'distillo-bench' });
  await queue.obliterate({ force: true });
  run([cli, 'tickets:import', corpus.path, '--json']);
  const waiting = await queue.getJobCounts('waiting');
  const children: ChildProcess[] = [];
  for (let i = 0; i < workers; i++) children.push(spawn(process.execPath, [workerEntry], { env, stdio: 'ignore' }));
  try {
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
      if (counts.completed + counts.failed >= waiting.waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const jobs = await queue.getJobs(['completed', 'failed'], 0, -1);
    const started = Math.min(...jobs.map((j) => j.processedOn ?? Infinity));
    const finished = Math.max(...jobs.map((j) => j.finishedOn ?? 0));
    const seconds = (finished - started) / 1000;
    return { workers, jobs: jobs.length, seconds, tickets_per_s: jobs.length / seconds };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

async function main(): Promise<void> {
  const corpus = replicatedCorpus();
  const one = await measure(1, corpus);
  const two = await measure(2, corpus);
  const result = { tickets: corpus.tickets, one_worker: one, two_workers: two, speedup: two.tickets_per_s / one.tickets_per_s };
  if (asJson) console.log(JSON.stringify(result));
  else {
    console.log(`bench:distill — ${corpus.tickets} tickets (corpus ×${copies}), rules distiller, real MariaDB/MySQL + Redis`);
    for (const r of [one, two]) {
      console.log(`  ${r.workers} worker process(es): ${r.jobs} jobs in ${r.seconds.toFixed(2)} s → ${r.tickets_per_s.toFixed(1)} tickets/s`);
    }
    console.log(`  2 vs 1 worker: ×${result.speedup.toFixed(2)}`);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
