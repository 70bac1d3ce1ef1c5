import type { AddressInfo } from 'node:net';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { AppModule } from '../../src/app.module';
import { loadConfig, resetConfig } from '../../src/config/config.module';
import { configureHttpApp } from '../../src/http-app';
import { DB } from '../../src/database/database.module';
import type { Db } from '../../src/database/database';
import { WorkerModule } from '../../src/worker.module';

/** Environment for one app instance; everything else comes from scripts/test.sh. */
export function withEnv(overrides: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(overrides).map((k) => [k, process.env[k]]));
  Object.assign(process.env, overrides);
  resetConfig();
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfig();
  };
}

export async function startApi(): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication({ bodyParser: false, logger: ['error'] });
  configureHttpApp(app, loadConfig());
  await app.init();
  return app;
}

/** Serves `app` on a free port of 127.0.0.1 and returns its base URL (http://127.0.0.1:<port>). */
export async function listenLocally(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

export async function startWorker(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
  const app = moduleRef.createNestApplication({ logger: ['error'] });
  await app.init();
  return app;
}

/**
 * One API app for a describe block: started with `env` before its tests and closed after them;
 * every test starts from empty tables and queues. Returns the app (call it inside tests).
 */
export function useApi(env: Record<string, string> = {}): () => INestApplication {
  let app: INestApplication | undefined;
  let restoreEnv = () => {};
  beforeAll(async () => {
    restoreEnv = withEnv(env);
    app = await startApi();
  });
  afterAll(async () => {
    await app?.close();
    restoreEnv();
  });
  beforeEach(async () => {
    await truncateAll(dbOf(app!));
    await flushQueues();
  });
  return () => app!;
}

/**
 * Two API processes on one database for a describe block: `reader` answers searches from what it
 * keeps in memory, `writer` changes the index, as two processes of a deployment would. Started with
 * `env` before the block's tests, closed after them; every test starts from empty tables and queues.
 */
export function useReaderAndWriter(env: Record<string, string>): { reader: INestApplication; writer: INestApplication } {
  const apps = {} as { reader: INestApplication; writer: INestApplication };
  let restoreEnv = () => {};
  beforeAll(async () => {
    restoreEnv = withEnv(env);
    apps.reader = await startApi();
    apps.writer = await startApi();
  });
  afterAll(async () => {
    await apps.reader?.close();
    await apps.writer?.close();
    restoreEnv();
  });
  beforeEach(async () => {
    await truncateAll(dbOf(apps.writer));
    await flushQueues();
  });
  return apps;
}

export function dbOf(app: INestApplicationContext): Db {
  return app.get<Db>(DB);
}

/** Every table of the schema, children first. */
const TABLES = [
  'kb_gap_questions',
  'kb_gap_topics',
  'connector_state',
  'connector_assist_notes',
  'connector_escalation_messages',
  'connector_escalations',
  'llm_usage',
  'chat_webhook_deliveries',
  'chat_escalations',
  'chat_ratings',
  'chat_messages',
  'chat_conversations',
  'kb_audit_log',
  'kb_serving_events',
  'kb_unit_candidates',
  'distill_batch_items',
  'distill_batches',
  'knowledge_unit_revisions',
  'kb_retirement_candidates',
  'reviewer_sessions',
  'reviewers',
  'kb_learned_phrases',
  'kb_phrase_suggestion_sources',
  'kb_phrase_suggestions',
  'knowledge_chunks',
  'kb_merge_suggestions',
  'kb_conflicts',
  'knowledge_unit_ticket',
  'kb_pair_checks',
  'knowledge_units',
  'ticket_messages',
  'tickets',
  'erased_ticket_ids',
];

export async function truncateAll(db: Db): Promise<void> {
  await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(db);
  // knowledge_chunks is emptied with DELETE: TRUNCATE re-creates the table, and with it the
  // FULLTEXT index, which would then be built without the Italian stopword table.
  for (const table of TABLES) {
    if (table === 'knowledge_chunks') await sql`DELETE FROM knowledge_chunks`.execute(db);
    else await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(db);
  // Tell every process's in-memory code lists that everything changed (unit ids restart at 1).
  await sql`UPDATE kb_index_state SET data_version = data_version + 1 WHERE id = 1`.execute(db);
  await sql`INSERT INTO kb_index_changes (data_version, unit_id) SELECT data_version, 0 FROM kb_index_state WHERE id = 1`.execute(db);
}

/** Empties this run's queues (the tests share one Redis with a prefix of their own). */
export async function flushQueues(): Promise<void> {
  const config = loadConfig();
  const redis = new Redis(config.REDIS_URL);
  const keys = await redis.keys(`${config.QUEUE_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

export const INTAKE_TOKEN = 'test-intake-token-0123456789';

/** A valid ticket body; tests change what they need. */
export function ticketBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    external_id: 'T-1',
    subject: 'Non riesco ad accedere',
    category: 'accesso',
    product: 'fatturafacile',
    status: 'closed',
    closed_at: '2026-03-02T10:00:00Z',
    handle_seconds: 900,
    messages: [
      { author: 'customer', visibility: 'public', body: 'Non riesco ad accedere, errore E-4021', created_at: '2026-03-01T09:00:00Z' },
      { author: 'agent', visibility: 'public', body: 'Provi a reimpostare la password dal link.', created_at: '2026-03-01T09:30:00Z' },
      { author: 'customer', visibility: 'public', body: 'Ora funziona, grazie', created_at: '2026-03-01T10:00:00Z' },
    ],
    ...overrides,
  };
}
