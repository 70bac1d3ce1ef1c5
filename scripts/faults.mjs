#!/usr/bin/env node
/**
 * `npm run test:faults`: the fault scenarios of issue 14 against the built API and worker, on a
 * PRIVATE Redis and a PRIVATE MariaDB/MySQL started here from the machine's own binaries, on
 * free ports, data in .data/faults/ (the shared servers are never touched, let alone stopped).
 *
 *   redis   a Redis stopped (SIGTERM) while 20 tickets close, then restarted: all distilled once
 *   redis-empty  under traffic (180 tickets closing over 36 s) a Redis without persistence stopped
 *           for 20 s and restarted empty: the running worker re-creates the job schedulers, no
 *           ticket is left pending past the sweep, all 180 distilled once; /health/ready fails
 *           while the schedulers are missing (checked with the worker paused and Redis emptied)
 *   worker  the worker SIGKILLed twice while draining 150 tickets: none lost, none counted twice
 *   import  the database SIGKILLed during an import of 30,000 lines, restarted, the import re-run:
 *           no duplicates, no half-written ticket, the first report exactly what was stored
 *   soak    chat and search for FAULTS_SOAK_SECONDS (600) with the API's memory sampled
 *
 * Options: --only=redis,redis-empty,worker,import,soak   --soak-seconds=N   (env FAULTS_SOAK_SECONDS too)
 * Prints one line per check and writes .data/faults-report.json; exits 1 if any check failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, openSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = join(ROOT, '.data', 'faults');
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const ONLY = new Set((args.only ?? 'redis,redis-empty,worker,import,soak').split(','));
const SOAK_SECONDS = Number(args['soak-seconds'] ?? process.env.FAULTS_SOAK_SECONDS ?? 600);
const INTAKE_TOKEN = 'faults-intake-token-0123456789';
const DB_NAME = 'distillo_faults';

const report = { started_at: new Date().toISOString(), scenarios: {} };
const children = new Set();
let failures = 0;

function check(scenario, what, ok, detail = '') {
  (report.scenarios[scenario] ??= { checks: [] }).checks.push({ what, ok, detail });
  if (!ok) failures++;
  console.log(`${ok ? '  ok  ' : ' FAIL '} ${scenario}: ${what}${detail ? ` (${detail})` : ''}`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort(from) {
  for (let port = from; port < from + 500; port++) {
    const free = await new Promise((res) => {
      const s = createServer().once('error', () => res(false)).once('listening', () => s.close(() => res(true)));
      s.listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}
const portUp = (port) =>
  new Promise((res) => {
    const socket = connect(port, '127.0.0.1').once('connect', () => (socket.destroy(), res(true))).once('error', () => res(false));
  });
async function waitPort(port, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portUp(port)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not listen on ${port}`);
}
async function waitUntil(condition, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) return null;
    await sleep(500);
  }
}

function start(name, command, argv, env = {}) {
  mkdirSync(DATA, { recursive: true });
  const log = openSync(join(DATA, `${name}.log`), 'a');
  const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
async function stop(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

// ---- private servers ---------------------------------------------------------------------------
const redis = { port: 0, child: null };
const sql = { port: 0, child: null, server: '' };

async function startRedis() {
  mkdirSync(join(DATA, 'redis'), { recursive: true });
  // Append-only file: a Redis that stops and comes back keeps the queues (as a production one must).
  redis.child = start('redis', 'redis-server', ['--port', String(redis.port), '--bind', '127.0.0.1', '--dir', join(DATA, 'redis'), '--save', '', '--appendonly', 'yes']);
  await waitPort(redis.port, 'redis-server');
}

async function startSql() {
  const datadir = join(DATA, 'mysql');
  if (!existsSync(join(datadir, 'mysql'))) {
    mkdirSync(datadir, { recursive: true });
    const init = spawnSync('mariadb-install-db', ['--no-defaults', `--datadir=${datadir}`, `--user=${process.env.USER ?? 'root'}`, '--auth-root-authentication-method=normal'], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`mariadb-install-db failed: ${init.stderr}`);
  }
  sql.child = start('mysql', sql.server, [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--port=${sql.port}`,
    '--bind-address=127.0.0.1',
    `--socket=${join(DATA, 'mysql.sock')}`,
    `--pid-file=${join(DATA, 'mysql.pid')}`,
    `--user=${process.env.USER ?? 'root'}`,
  ]);
  await waitPort(sql.port, sql.server, 120_000);
}

const dbUrl = () => `mysql://root@127.0.0.1:${sql.port}/${DB_NAME}`;
async function query(text, params = []) {
  const connection = await createConnection({ host: '127.0.0.1', port: sql.port, user: 'root', database: DB_NAME });
  try {
    const [rows] = await connection.query(text, params);
    return rows;
  } finally {
    await connection.end();
  }
}
const count = async (text, params) => Number((await query(text, params))[0].n);

// ---- the application -----------------------------------------------------------------------------
let apiPort = 0;
function appEnv(extra = {}) {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl(),
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    QUEUE_PREFIX: 'faults',
    INTAKE_TOKEN,
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    DISTILL_SWEEP_EVERY_MS: '1000',
    DISTILL_SWEEP_GRACE_MS: '0',
    DISTILL_BACKOFF_BASE_MS: '1000',
    JOB_SCHEDULES_CHECK_MS: '2000',
    WORKER_HEARTBEAT_MS: '1000',
    CHAT_RATE_IP_PER_MINUTE: '0',
    CHAT_RATE_CONVERSATION_PER_MINUTE: '0',
    SEARCH_RATE_IP_PER_MINUTE: '0',
    ...extra,
  };
}
function cli(argv, env = {}) {
  return new Promise((res) => {
    const child = spawn('node', ['dist/src/cli.js', ...argv], { cwd: ROOT, env: { ...process.env, ...appEnv(env) }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('exit', (code) => {
      children.delete(child);
      res({ code, stdout, stderr });
    });
  });
}
async function startApi() {
  const child = start('api', 'node', ['dist/src/main.js'], appEnv());
  await waitPort(apiPort, 'the API');
  return child;
}
const startWorker = () => start('worker', 'node', ['dist/src/worker.js'], appEnv());

async function resetDatabase() {
  const connection = await createConnection({ host: '127.0.0.1', port: sql.port, user: 'root' });
  await connection.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
  await connection.end();
  const migrated = await cli(['db:migrate']);
  if (migrated.code !== 0) throw new Error(`db:migrate failed: ${migrated.stderr}`);
  spawnSync('redis-cli', ['-p', String(redis.port), 'FLUSHALL']);
}

const corpus = readFileSync(join(ROOT, 'corpus', 'main', 'tickets.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const closedTicket = (i, prefix) => ({ ...corpus[i % corpus.length], external_id: `${prefix}-${i}`, status: 'closed' });
async function postTicket(body) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${INTAKE_TOKEN}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}
const FINAL = "('distilled','not_distillable','failed')";
/** Counted twice would show as a ticket linked twice, or unit counters above their links. */
async function countedOnce(prefix) {
  const twice = await count(`SELECT COUNT(*) AS n FROM (SELECT ticket_id FROM knowledge_unit_ticket l JOIN tickets t ON t.id = l.ticket_id WHERE t.external_id LIKE ? GROUP BY ticket_id HAVING COUNT(*) > 1) x`, [`${prefix}-%`]);
  const links = await count('SELECT COUNT(*) AS n FROM knowledge_unit_ticket');
  const counted = await count("SELECT COALESCE(SUM(ticket_count), 0) AS n FROM knowledge_units WHERE status <> 'superseded'");
  return { twice, links, counted };
}

// ---- scenarios -------------------------------------------------------------------------------------
async function scenarioRedis() {
  await resetDatabase();
  const api = await startApi();
  const worker = startWorker();
  try {
    await stop(redis.child, 'SIGTERM');
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => postTicket(closedTicket(i, 'RD'))));
    const took = Date.now() - started;
    check('redis', '20 closed tickets accepted with Redis down', responses.every((r) => r.status === 200), JSON.stringify(responses.map((r) => r.status).reduce((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {})));
    check('redis', 'left in the outbox (pending), within the 2 s enqueue deadline', responses.every((r) => r.json?.kb_status === 'pending') && took < 6_000, `${took} ms for 20 in parallel`);
    await startRedis();
    const done = await waitUntil(async () => (await count(`SELECT COUNT(*) AS n FROM tickets WHERE external_id LIKE 'RD-%' AND kb_status IN ${FINAL}`)) === 20, 'all distilled', 120_000);
    check('redis', 'all 20 distilled after Redis came back (the sweep)', !!done, `${await count(`SELECT COUNT(*) AS n FROM tickets WHERE kb_status IN ${FINAL}`)} final`);
    const once = await countedOnce('RD');
    check('redis', 'each distilled once', once.twice === 0 && once.links === once.counted, JSON.stringify(once));
    report.scenarios.redis.figures = { tickets: 20, enqueue_ms: took, ...once };
  } finally {
    await stop(worker);
    await stop(api);
  }
}

async function ready() {
  try {
    const response = await fetch(`http://127.0.0.1:${apiPort}/health/ready`);
    const body = await response.json().catch(() => null);
    return { status: response.status, issues: (body?.issues ?? []).map((i) => i.path) };
  } catch {
    return { status: 'error', issues: [] };
  }
}

async function scenarioRedisEmpty() {
  await resetDatabase();
  const api = await startApi();
  const worker = startWorker();
  const N = 180;
  const SWEEP_MS = Number(appEnv().DISTILL_SWEEP_EVERY_MS);
  try {
    check('redis-empty', 'ready before the fault', !!(await waitUntil(async () => (await ready()).status === 200, 'ready', 60_000)));
    // Traffic: a closed ticket every 200 ms for 36 s; Redis goes away 5 s in, for 20 s.
    const posted = [];
    const traffic = (async () => {
      for (let i = 0; i < N; i++) {
        posted.push(postTicket(closedTicket(i, 'RE')));
        await sleep(200);
      }
      return Promise.all(posted);
    })();
    await sleep(5_000);
    await stop(redis.child, 'SIGTERM');
    rmSync(join(DATA, 'redis'), { recursive: true, force: true }); // no data left: it comes back empty
    await sleep(1_000);
    const during = await ready();
    check('redis-empty', 'not ready while Redis is away', during.status === 503 && during.issues.includes('redis'), JSON.stringify(during));
    await sleep(19_000);
    await startRedis();
    const back = Date.now();
    const samples = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        samples.push({ t: Date.now() - back, ...(await ready()) });
        await sleep(250);
      }
    })();
    const responses = await traffic;
    check('redis-empty', `${N} closed tickets accepted around the outage`, responses.every((r) => r.status === 200), JSON.stringify(responses.map((r) => r.status).reduce((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {})));
    const keys = () => spawnSync('redis-cli', ['-p', String(redis.port), '--scan', '--pattern', 'faults:*:repeat:*'], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);
    const recreated = await waitUntil(async () => keys().some((k) => k.includes('sweep-pending-tickets')), 'the sweep scheduler', 30_000);
    const recreatedAfterS = recreated ? (Date.now() - back) / 1000 : null;
    check('redis-empty', 'the running worker re-created the job schedulers', !!recreated, recreated ? `found ${recreatedAfterS} s after Redis came back` : 'not within 30 s');
    // Nothing stays pending (in the outbox, or queued with a job Redis lost) past the sweep: checked
    // once the last ticket of the traffic has had a sweep interval and a schedule check to be swept.
    const lastPosted = Date.now();
    await sleep(SWEEP_MS + Number(appEnv().JOB_SCHEDULES_CHECK_MS) + 5_000);
    const stuck = await count("SELECT COUNT(*) AS n FROM tickets WHERE external_id LIKE 'RE-%' AND kb_status = 'pending'");
    check('redis-empty', 'no ticket left pending past the sweep interval', stuck === 0, `${stuck} pending ${(Date.now() - lastPosted) / 1000} s after the last ticket`);
    const final = () => count(`SELECT COUNT(*) AS n FROM tickets WHERE external_id LIKE 'RE-%' AND kb_status IN ${FINAL}`);
    const done = await waitUntil(async () => (await final()) === N, 'all final', 300_000);
    const settledS = (Date.now() - back) / 1000;
    check('redis-empty', `all ${N} distilled after Redis came back empty`, !!done, `${await final()} final, ${settledS} s after Redis came back`);
    const once = await countedOnce('RE');
    check('redis-empty', 'each distilled once', once.twice === 0 && once.links === once.counted, JSON.stringify(once));
    sampling = false;
    await sampler;
    const notReadyForSchedules = samples.filter((x) => x.issues.includes('schedules')).length;
    const readyAgain = samples.find((x) => x.status === 200);
    check('redis-empty', 'ready again once the schedulers are back', !!readyAgain, readyAgain ? `${readyAgain.t / 1000} s after Redis came back` : 'never');

    // Readiness while schedulers are missing, deterministically: the worker paused, Redis emptied.
    process.kill(worker.pid, 'SIGSTOP');
    spawnSync('redis-cli', ['-p', String(redis.port), 'FLUSHALL']);
    const missing = await ready();
    process.kill(worker.pid, 'SIGCONT');
    check('redis-empty', 'not ready, naming the schedulers, while they are missing', missing.status === 503 && missing.issues.includes('schedules'), JSON.stringify(missing));
    const healed = await waitUntil(async () => (await ready()).status === 200, 'ready after the flush', 30_000);
    check('redis-empty', 'ready again once the worker re-created them (periodic check)', !!healed);
    report.scenarios['redis-empty'].figures = {
      tickets: N,
      outage_s: 20,
      scheduler_seen_after_s: recreatedAfterS,
      all_final_after_s: settledS,
      pending_after_sweep: stuck,
      ready_samples_naming_schedules: notReadyForSchedules,
      ...once,
    };
  } finally {
    await stop(worker);
    await stop(api);
  }
}

async function scenarioWorker() {
  await resetDatabase();
  const api = await startApi();
  let worker;
  const N = 150;
  try {
    const posted = [];
    for (let i = 0; i < N; i += 25) posted.push(...(await Promise.all(Array.from({ length: Math.min(25, N - i) }, (_, j) => postTicket(closedTicket(i + j, 'WK'))))));
    check('worker', `${N} closed tickets accepted`, posted.every((r) => r.status === 200));
    const final = () => count(`SELECT COUNT(*) AS n FROM tickets WHERE external_id LIKE 'WK-%' AND kb_status IN ${FINAL}`);
    const kills = [];
    // A worker slowed to 15 distillations/s, so each SIGKILL lands mid-drain (30 more settled since the last start).
    const slowWorker = () => start('worker', 'node', ['dist/src/worker.js'], appEnv({ DISTILL_RATE_PER_MINUTE: '900' }));
    for (let k = 0; k < 2; k++) {
      const from = await final();
      worker = slowWorker();
      await waitUntil(async () => (await final()) >= from + 30, `${from + 30} final`, 180_000);
      kills.push(await final());
      await stop(worker, 'SIGKILL');
    }
    worker = startWorker();
    // Jobs active at a SIGKILL come back when their lock expires (BullMQ's stalled-job check, 30 s).
    const done = await waitUntil(async () => (await final()) === N, 'all final', 240_000);
    check('worker', `none lost: all ${N} reached a final state after two SIGKILLs`, !!done, `final after the kills: ${kills.join(', ')}; now ${await final()}`);
    const once = await countedOnce('WK');
    check('worker', 'none counted twice', once.twice === 0 && once.links === once.counted, JSON.stringify(once));
    report.scenarios.worker.figures = { tickets: N, final_at_kills: kills, ...once };
  } finally {
    await stop(worker);
    await stop(api);
  }
}

async function scenarioImport() {
  await resetDatabase();
  const N = 30_000;
  const file = join(DATA, 'import-30000.jsonl');
  const lines = [];
  for (let i = 0; i < N; i++) {
    const t = corpus[i % corpus.length];
    lines.push(JSON.stringify({ ...t, external_id: `IM-${i}`, messages: t.messages.slice(0, 3) }));
  }
  writeFileSync(file, lines.join('\n') + '\n');
  const expectedMessages = (i) => Math.min(3, corpus[i % corpus.length].messages.length);
  const run = cli(['tickets:import', file, '--json', '--hold']);
  const killedAt = await waitUntil(async () => {
    const n = await count('SELECT COUNT(*) AS n FROM tickets').catch(() => 0);
    return n >= 8_000 ? n : null;
  }, '8,000 stored', 300_000);
  await stop(sql.child, 'SIGKILL');
  const first = await run;
  let firstReport = null;
  try {
    firstReport = JSON.parse(first.stdout.trim().split('\n').at(-1));
  } catch {
    /* reported below */
  }
  check('import', 'stops with a non-zero exit when the database dies', first.code !== 0 && firstReport?.stopped !== undefined, `exit ${first.code}, stopped ${JSON.stringify(firstReport?.stopped)}`);
  await startSql();
  const stored = await count('SELECT COUNT(*) AS n FROM tickets');
  const unknown = firstReport?.stopped?.commit_unknown_lines;
  const unknownCount = unknown ? unknown.to - unknown.from + 1 : 0;
  const exact = firstReport && (firstReport.imported === stored || (unknown && (stored === firstReport.imported || stored === firstReport.imported + unknownCount)));
  check('import', 'its report is exactly what was stored', !!exact, `reported ${firstReport?.imported}, stored ${stored}${unknown ? `, commit unknown for ${unknownCount} lines` : ''}, killed at ≥${killedAt}`);
  const second = await cli(['tickets:import', file, '--json', '--hold']);
  const secondReport = JSON.parse(second.stdout.trim().split('\n').at(-1));
  check('import', 're-run completes (exit 0) and reports the rest', second.code === 0 && secondReport.imported === N - stored && secondReport.skipped === stored, `imported ${secondReport.imported}, unchanged ${secondReport.skipped}`);
  const total = await count('SELECT COUNT(*) AS n FROM tickets');
  const distinct = await count('SELECT COUNT(DISTINCT external_id) AS n FROM tickets');
  check('import', 'no duplicates', total === N && distinct === N, `${total} rows, ${distinct} distinct`);
  const rows = await query('SELECT t.external_id, COUNT(m.id) AS n FROM tickets t LEFT JOIN ticket_messages m ON m.ticket_id = t.id GROUP BY t.id');
  const half = rows.filter((r) => Number(r.n) !== expectedMessages(Number(r.external_id.slice(3)))).length;
  check('import', 'no half-written ticket (each has all its messages)', half === 0, `${half} incomplete`);
  report.scenarios.import.figures = { lines: N, stored_at_kill: stored, first_report: firstReport && { imported: firstReport.imported, stopped: firstReport.stopped }, second_report: { imported: secondReport.imported, skipped: secondReport.skipped }, half_written: half };
}

async function scenarioSoak() {
  await resetDatabase();
  const api = await startApi();
  const worker = startWorker();
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))[1]) / 1024;
  try {
    const faq = join(DATA, 'faq.jsonl');
    const questions = readFileSync(join(ROOT, 'corpus', 'main', 'questions.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l).question);
    writeFileSync(faq, corpus.slice(0, 40).map((t, i) => JSON.stringify({ id: `SOAK-${i}`, product: t.product, category: t.category, problem: t.subject, solution: t.messages.find((m) => m.author === 'agent')?.body ?? t.subject, search_phrases: [t.subject] })).join('\n') + '\n');
    const imported = await cli(['units:import', faq, '--approve']);
    if (imported.code !== 0) throw new Error(`units:import failed: ${imported.stderr}`);
    await waitUntil(async () => (await count('SELECT COUNT(DISTINCT unit_id) AS n FROM knowledge_chunks')) >= 40, 'indexed', 120_000);
    const samples = [];
    const statuses = {};
    let requests = 0;
    const deadline = Date.now() + SOAK_SECONDS * 1000;
    const base = `http://127.0.0.1:${apiPort}`;
    const client = async (k) => {
      let conversation = null;
      for (let i = 0; Date.now() < deadline; i++) {
        const q = questions[(k * 7919 + i) % questions.length];
        let status;
        try {
          if (i % 2 === 0) {
            status = (await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`)).status;
          } else {
            if (!conversation || i % 20 === 1) conversation = await (await fetch(`${base}/api/chat/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
            const r = await fetch(`${base}/api/chat/conversations/${conversation.id}/messages`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${conversation.token}` }, body: JSON.stringify({ message: q }) });
            await r.text();
            status = r.status;
          }
        } catch {
          status = 'error';
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
        requests++;
      }
    };
    const sampler = (async () => {
      while (Date.now() < deadline) {
        samples.push({ t: Math.round((Date.now() - (deadline - SOAK_SECONDS * 1000)) / 1000), rss_mb: Math.round(rss() * 10) / 10 });
        await sleep(Math.max(1000, (SOAK_SECONDS * 1000) / 60));
      }
    })();
    await Promise.all([client(0), client(1), client(2), sampler]);
    // RSS is a saw-tooth (the heap grows, the collector gives it back): a leak shows as peaks that
    // keep rising, so the peak of the second half is compared with the peak of the first (after a warm-up tenth).
    const part = (from, to) => samples.slice(Math.floor(samples.length * from), Math.max(Math.floor(samples.length * from) + 1, Math.floor(samples.length * to))).map((s) => s.rss_mb);
    const early = Math.max(...part(0.1, 0.55));
    const late = Math.max(...part(0.55, 1));
    const errors = Object.entries(statuses).filter(([s]) => s === 'error' || Number(s) >= 500).reduce((a, [, n]) => a + n, 0);
    check('soak', `no server errors in ${requests} chat and search requests over ${SOAK_SECONDS} s`, errors === 0, JSON.stringify(statuses));
    check('soak', 'no unbounded memory growth (peak RSS of the second half ≤ 1.15 × the first half’s)', late <= early * 1.15, `peaks ${early} MB → ${late} MB`);
    report.scenarios.soak.figures = { seconds: SOAK_SECONDS, requests, statuses, rss_mb: { first_half_peak: early, second_half_peak: late, min: Math.min(...samples.map((s) => s.rss_mb)) }, samples };
  } finally {
    await stop(worker);
    await stop(api);
  }
}

// ---- main ---------------------------------------------------------------------------------------------
/** One run at a time: two would share the private database's data directory. */
function takeRunLock() {
  mkdirSync(DATA, { recursive: true });
  const lock = join(DATA, 'run.pid');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    try {
      process.kill(pid, 0);
      console.error(`test:faults: another run (pid ${pid}) is using .data/faults; wait for it to end`);
      process.exit(2);
    } catch {
      /* a stale lock: that run is gone */
    }
  }
  writeFileSync(lock, String(process.pid));
}

async function main() {
  takeRunLock();
  sql.server = ['mariadbd', 'mysqld', '/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((c) => spawnSync('sh', ['-c', `command -v ${c}`]).status === 0) ?? '';
  if (!sql.server || spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) {
    console.error('test:faults needs redis-server and mariadbd (or mysqld) on this machine (apt-get install redis-server mariadb-server)');
    process.exit(2);
  }
  console.log('test:faults: building…');
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  redis.port = await freePort(16_500);
  sql.port = await freePort(13_500);
  apiPort = await freePort(18_500);
  console.log(`test:faults: private redis-server on ${redis.port}, ${sql.server} on ${sql.port}, API on ${apiPort} (data in .data/faults)`);
  await startRedis();
  await startSql();
  const scenarios = { redis: scenarioRedis, 'redis-empty': scenarioRedisEmpty, worker: scenarioWorker, import: scenarioImport, soak: scenarioSoak };
  for (const [name, run] of Object.entries(scenarios)) {
    if (!ONLY.has(name)) continue;
    console.log(`test:faults: ${name}`);
    const started = Date.now();
    report.scenarios[name] ??= { checks: [] };
    try {
      await run();
    } catch (error) {
      check(name, 'ran to the end', false, error instanceof Error ? error.message : String(error));
    }
    report.scenarios[name].seconds = Math.round((Date.now() - started) / 1000);
  }
}

async function shutdown() {
  for (const child of [...children]) await stop(child);
  await stop(redis.child);
  await stop(sql.child);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`test:faults: ${signal}, stopping the private servers`);
    void shutdown().finally(() => process.exit(130));
  });
}

main()
  .catch((error) => {
    console.error(error);
    failures++;
  })
  .finally(async () => {
    await shutdown();
    report.finished_at = new Date().toISOString();
    report.failed_checks = failures;
    mkdirSync(join(ROOT, '.data'), { recursive: true });
    writeFileSync(join(ROOT, '.data', 'faults-report.json'), JSON.stringify(report, null, 2));
    console.log(`test:faults: ${failures === 0 ? 'all checks held' : `${failures} check(s) failed`} (.data/faults-report.json)`);
    process.exit(failures === 0 ? 0 : 1);
  });
