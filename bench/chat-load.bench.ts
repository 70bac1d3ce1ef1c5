/**
 * npm run bench:chat — the customer chat (extractive assistant) under load, over real HTTP.
 *
 * 1. A scratch database (distillo_chat_bench) gets the corpus through the real pipeline: tickets
 *    imported, distilled by a worker with the rules distiller, pending units approved, indexed.
 * 2. The real server (`node dist/src/main.js`) is started on a free port of 127.0.0.1, rate
 *    limits off, and a few warm-up turns are sent.
 * 3. Sequential: every corpus question once, one at a time (the latency of a quiet server).
 * 4. Concurrent: 50 conversations at once, each asking 4 corpus questions in a row (200 turns).
 * For each turn: first byte (the stream's opening comment), first `delta` event, `done` event.
 * The run is bounded (64 + 200 turns) and stops the server it started.
 * With `--model URL` (an OpenAI-compatible server, e.g. the recorded model of docs/recorded-model.md
 * started with `--latency-ms N`: a stated, fixed model latency), the server runs CHAT=openai-compatible
 * with CHAT_DECIDES=model: one model call per turn, and first text comes after the model's first
 * line. The recorded model answers only what was recorded: use `--turns 1` (every turn opens a
 * conversation, as `kb eval:chat --set main` asks them).
 * Usage: node dist/bench/chat-load.bench.js [--conversations 50] [--turns 4] [--model URL] [--json]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { parseConfig } from '../src/config/config';
import { resetConfig } from '../src/config/config.module';
import { DB } from '../src/database/database.module';
import { percentile } from '../src/lib/stats/percentile';
import { ensureDatabaseExists, migrateToLatest, type Db } from '../src/database/database';
import { ChatEvalModule } from '../src/modules/chat/eval/chat-eval.module';
import { buildCorpusKnowledge } from '../src/modules/chat/eval/corpus-knowledge';
import { dropDatabase } from '../src/modules/search/eval/scratch-database';
import { clearRedisPrefix } from '../src/modules/search/eval/scratch-database';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  const value = i === -1 ? NaN : Number(args[i + 1]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const CONVERSATIONS = option('--conversations', 50);
const TURNS = option('--turns', 4);
const asJson = args.includes('--json');
const MODEL_URL = args.includes('--model') ? args[args.indexOf('--model') + 1] : undefined;
if (args.includes('--model') && !/^https?:\/\//.test(MODEL_URL ?? '')) {
  console.error('--model needs the base URL of an OpenAI-compatible server, e.g. --model http://127.0.0.1:8191/v1');
  process.exit(2);
}
const REQUEST_TIMEOUT_MS = 30_000;

const root = join(__dirname, '..', '..');
const base = parseConfig();
const databaseUrl = `${base.DATABASE_URL.split('?')[0].replace(/\/[^/]+$/, '')}/distillo_chat_bench`;
const prefix = 'distillo-chat-bench';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  QUEUE_PREFIX: prefix,
  DISTILLER: 'rules',
  ...(MODEL_URL
    ? { CHAT: 'openai-compatible', CHAT_DECIDES: 'model', LLM_BASE_URL: MODEL_URL, LLM_MODEL: 'recorded', LLM_MAX_RETRIES: '0' }
    : { CHAT: 'extractive' }),
  CHAT_RATE_IP_PER_MINUTE: '0',
  CHAT_RATE_CONVERSATION_PER_MINUTE: '0',
  ESCALATION_WEBHOOK_URL: '',
  LOG_LEVEL: 'warn',
};

interface Turn {
  status: number;
  firstByteMs: number | null;
  firstDeltaMs: number | null;
  doneMs: number | null;
  answered: boolean | null;
  error?: string;
}

function questions(): string[] {
  return readFileSync(join(root, 'corpus', 'main', 'questions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { question: string }).question);
}

function clearPrefix(): Promise<void> {
  return clearRedisPrefix(base.REDIS_URL, prefix);
}

/** The corpus through the real pipeline into the scratch database (in this process). */
async function prepare() {
  await dropDatabase(databaseUrl);
  await ensureDatabaseExists(databaseUrl);
  await clearPrefix();
  Object.assign(process.env, env);
  resetConfig();
  const app = await NestFactory.createApplicationContext(ChatEvalModule, { logger: ['error', 'warn'] });
  try {
    await migrateToLatest(app.get<Db>(DB));
    return await buildCorpusKnowledge(app, join(root, 'corpus', 'main'));
  } finally {
    await app.close();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(__dirname, '..', 'src', 'main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/widget.js`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createConversation(baseUrl: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${baseUrl}/api/chat/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (response.status !== 201) throw new Error(`POST /api/chat/conversations: ${response.status}`);
  return (await response.json()) as { id: string; token: string };
}

async function ask(baseUrl: string, conversation: { id: string; token: string }, message: string): Promise<Turn> {
  const started = performance.now();
  const since = () => Math.round((performance.now() - started) * 10) / 10;
  const turn: Turn = { status: 0, firstByteMs: null, firstDeltaMs: null, doneMs: null, answered: null };
  try {
    const response = await fetch(`${baseUrl}/api/chat/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${conversation.token}` },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    turn.status = response.status;
    if (response.status !== 200 || !response.body) return turn;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      turn.firstByteMs ??= since();
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (\w+)$/m.exec(block)?.[1];
        if (event === 'delta') turn.firstDeltaMs ??= since();
        if (event === 'done') {
          turn.doneMs = since();
          turn.answered = (JSON.parse(/^data: (.*)$/m.exec(block)![1]) as { answered: boolean }).answered;
        }
        if (event === 'error') turn.error = 'error event';
      }
    }
  } catch (error) {
    turn.error = (error as Error).message;
  }
  return turn;
}

function summary(turns: Turn[], seconds: number) {
  const pick = (key: 'firstByteMs' | 'firstDeltaMs' | 'doneMs') => turns.flatMap((t) => (t[key] === null ? [] : [t[key]!]));
  const stats = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), max: values.length ? Math.max(...values) : 0 });
  return {
    turns: turns.length,
    ok: turns.filter((t) => t.doneMs !== null).length,
    failed: turns.filter((t) => t.doneMs === null).length,
    answered: turns.filter((t) => t.answered).length,
    seconds: Math.round(seconds * 100) / 100,
    turns_per_s: Math.round((turns.length / seconds) * 10) / 10,
    first_byte_ms: stats(pick('firstByteMs')),
    first_delta_ms: stats(pick('firstDeltaMs')),
    full_answer_ms: stats(pick('doneMs')),
  };
}

async function main(): Promise<void> {
  const knowledge = await prepare();
  const port = await freePort();
  const server = await startServer(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const all = questions();
  try {
    const warm = await createConversation(baseUrl);
    for (const q of all.slice(0, 5)) await ask(baseUrl, warm, q);

    let started = performance.now();
    const sequential: Turn[] = [];
    for (const q of all) sequential.push(await ask(baseUrl, await createConversation(baseUrl), q));
    const sequentialSummary = summary(sequential, (performance.now() - started) / 1000);

    started = performance.now();
    const concurrent = (
      await Promise.all(
        Array.from({ length: CONVERSATIONS }, async (_, c) => {
          const conversation = await createConversation(baseUrl);
          const turns: Turn[] = [];
          for (let t = 0; t < TURNS; t++) turns.push(await ask(baseUrl, conversation, all[(c * TURNS + t) % all.length]));
          return turns;
        }),
      )
    ).flat();
    const concurrentSummary = summary(concurrent, (performance.now() - started) / 1000);

    const report = {
      server: `node dist/src/main.js on 127.0.0.1, ${MODEL_URL ? `CHAT=openai-compatible (CHAT_DECIDES=model, ${MODEL_URL})` : 'CHAT=extractive'}, EMBEDDINGS=local, RERANKER=local`,
      knowledge: { approved_units: knowledge.approved, chunks: knowledge.index.chunks, index: knowledge.index.mode },
      sequential: sequentialSummary,
      concurrent: { conversations: CONVERSATIONS, turns_each: TURNS, ...concurrentSummary },
      errors: [...new Set([...sequential, ...concurrent].flatMap((t) => (t.error ? [t.error] : t.status !== 200 ? [`HTTP ${t.status}`] : [])))],
    };
    if (asJson) console.log(JSON.stringify(report));
    else printHuman(report);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await clearPrefix();
  }
}

function printHuman(r: {
  server: string;
  knowledge: { approved_units: number; chunks: number; index: string };
  sequential: ReturnType<typeof summary>;
  concurrent: ReturnType<typeof summary> & { conversations: number; turns_each: number };
  errors: string[];
}): void {
  const line = (s: ReturnType<typeof summary>) =>
    `first byte p50 ${s.first_byte_ms.p50} / p95 ${s.first_byte_ms.p95} ms · first delta p50 ${s.first_delta_ms.p50} / p95 ${s.first_delta_ms.p95} ms · ` +
    `full answer p50 ${s.full_answer_ms.p50} / p95 ${s.full_answer_ms.p95} ms (max ${s.full_answer_ms.max})`;
  console.log(`bench:chat — ${r.server}; ${r.knowledge.approved_units} approved units (${r.knowledge.chunks} chunks, ${r.knowledge.index})`);
  console.log(`  sequential, ${r.sequential.turns} corpus questions one at a time: ${line(r.sequential)}; ${r.sequential.answered} answered`);
  console.log(
    `  ${r.concurrent.conversations} concurrent conversations × ${r.concurrent.turns_each} turns (${r.concurrent.turns} turns, ${r.concurrent.turns_per_s}/s): ` +
      `${line(r.concurrent)}; ${r.concurrent.ok} ok, ${r.concurrent.failed} failed`,
  );
  if (r.errors.length) console.log(`  errors: ${r.errors.join('; ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
