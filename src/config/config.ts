import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { providerConfigShape, refineProviderConfig } from '../providers/provider-config';
import { chatConfigShape, refineChatConfig } from './chat.config';
import { gdprConfigShape, refineGdprConfig } from './gdpr.config';
import { handoffConfigShape } from './handoff.config';
import { gapsConfigShape, refineGapsConfig } from './gaps.config';
import { metricsConfigShape } from './metrics.config';
import { connectorsConfigShape, refineConnectorsConfig } from './connectors.config';
import { refineZammadConfig, zammadConfigShape } from './zammad.config';
import { confidenceConfigShape } from './confidence.config';
import { llmConfigShape, refineLlmConfig } from '../providers/llm/llm.config';
import { intString, optionalString, requireWhen, unsetIfBlank, withDefault } from './env';

/**
 * The whole configuration, parsed once at boot from the environment.
 * A bad value stops the process with one message naming every bad variable,
 * instead of failing later in the middle of a request or a job.
 * A blank variable counts as unset (the rule, and the helpers, are in ./env.ts).
 */
const mysqlUrl = z
  .string()
  .url()
  .refine((value) => /^mysql:\/\/[^/]+\/[A-Za-z0-9_]+$/.test(value.split('?')[0]), {
    message: 'must look like mysql://user:pass@host:port/database',
  });

const redisUrl = z
  .string()
  .url()
  .refine((value) => /^rediss?:\/\//.test(value), { message: 'must look like redis://host:port[/db]' });

/** The intake token of a fresh checkout: accepted in development and tests, refused in production. */
const DEV_INTAKE_TOKEN = 'dev-intake-token-change-me';

export const configSchema = z
  .object({
    ...providerConfigShape,
    NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
    DATABASE_URL: withDefault(mysqlUrl, 'mysql://root@127.0.0.1:3306/distillo'),
    DATABASE_POOL_SIZE: intString(10, 1),
    REDIS_URL: withDefault(redisUrl, 'redis://127.0.0.1:6379'),
    /** Prefix of every BullMQ key, so two installations (or the tests) can share one Redis. */
    QUEUE_PREFIX: withDefault(z.string().regex(/^[a-z0-9:_-]+$/i), 'distillo'),
    HOST: withDefault(z.string(), '127.0.0.1'),
    PORT: intString(3000, 1),
    /** Shared secret the ticketing system sends as `Authorization: Bearer <token>`. */
    INTAKE_TOKEN: withDefault(z.string().min(16, 'must be at least 16 characters'), DEV_INTAKE_TOKEN),
    /** A review page session (cookie) ends after this many minutes without a request; 0: only its 12 h lifetime. */
    REVIEW_SESSION_IDLE_MINUTES: intString(60, 0),
    /**
     * Express "trust proxy": unset (default) or `false` uses the socket address for rate limits and
     * login throttling; behind a reverse proxy give the hops (`1`), `true`, or the proxies' addresses.
     */
    TRUST_PROXY: optionalString().transform((value): boolean | number | string =>
      value === undefined || value === 'false' ? false : value === 'true' ? true : /^\d+$/.test(value) ? Number(value) : value,
    ),
    /**
     * Session and CSRF cookies carry `Secure` (sent over HTTPS only). `false` only for a plain-HTTP
     * development server on another host than localhost (browsers accept Secure cookies from localhost).
     */
    COOKIE_SECURE: withDefault(z.enum(['true', 'false']), 'true').transform((value) => value === 'true'),
    /** GET /api/search requests per client IP per minute; 0 = no limit. */
    SEARCH_RATE_IP_PER_MINUTE: intString(120, 0),
    /** Searches one API process runs at once; more answer 429 at once (CPU is the limit, not the queue). */
    SEARCH_MAX_CONCURRENT: intString(8, 1),
    /** Largest accepted request body, in bytes (a ticket with its whole thread). */
    BODY_LIMIT_BYTES: intString(1_048_576, 1024),
    /** How often the worker re-enqueues closed tickets whose enqueue did not happen (Redis down). */
    DISTILL_SWEEP_EVERY_MS: intString(60_000, 1000),
    /** How often the worker asks the provider whether a backfill's Message Batches have ended. */
    DISTILL_BATCH_POLL_MS: intString(60_000, 1000),
    /** A ticket queued this long is checked by the sweep: if Redis no longer has its job, it is enqueued again. */
    DISTILL_QUEUED_CHECK_AFTER_MS: intString(15 * 60_000, 0),
    /** A closed ticket is swept only when it has been waiting at least this long (lets the API enqueue first). */
    DISTILL_SWEEP_GRACE_MS: intString(30_000, 0),
    /**
     * A JSON file mapping a ticketing system's product and category values to ours
     * ({"products": {"Fibra Casa": "fibra"}, "categories": {"Guasto linea": "guasto"}}); unset =
     * names become keys by themselves ("Fibra Casa" → "fibra-casa") and unknown categories `altro`.
     */
    TICKET_FIELD_MAP: optionalString(),
    WORKER_CONCURRENCY: intString(2, 1),
    /** Distillations started per minute by each worker process, 0 = no limit (set it to the LLM quota). */
    DISTILL_RATE_PER_MINUTE: intString(0, 0),
    /** Distillation retries after 1×, 4×, 20× this (30 s, 2 min, 10 min by default). */
    DISTILL_BACKOFF_BASE_MS: intString(30_000, 1),
    /**
     * With a model: a unit that gained or lost a ticket is written again by the model from all its
     * tickets this long after the change (the tickets of a burst arrive first; one call, not one per ticket).
     */
    DISTILL_WRITE_UNIT_DELAY_MS: intString(10_000, 0),
    /** With a model: who writes a unit of several tickets — the model from all of them (one call per change), or the local synthesis. */
    DISTILL_WRITE_UNITS: withDefault(z.enum(['model', 'local']), 'model'),
    /** With a model: at most this many pairs per ticket the similarity cannot settle are asked to it (0: grouping by similarity only). */
    DISTILL_PAIR_CHECKS_PER_TICKET: intString(4, 0),
    /** Which distiller turns transcripts into units: the offline heuristics, Claude, or any OpenAI-compatible server (LLM_*). */
    DISTILLER: withDefault(z.enum(['rules', 'anthropic', 'openai-compatible']), 'rules'),
    /** Anthropic API key: required when DISTILLER=anthropic or CHAT=anthropic. */
    ANTHROPIC_API_KEY: optionalString(),
    ANTHROPIC_BASE_URL: optionalString(z.string().url()),
    /**
     * Claude model of every Anthropic call: distillation (DISTILLER=anthropic, Message Batches
     * included), the chat (CHAT=anthropic) and the grouping of gap questions into topics
     * (GAPS_TOPICS=model). CHAT_MODEL, when set, replaces it for the chat's role.
     */
    ANTHROPIC_MODEL: withDefault(z.string().min(1), 'claude-sonnet-5-5'),
    /** Per-request timeout; a hang past it is a retryable failure. */
    ANTHROPIC_TIMEOUT_MS: intString(60_000, 1000),
    /** Retries inside the SDK (it honours retry-after); the job retries on top with its own backoff. */
    ANTHROPIC_MAX_RETRIES: intString(2, 0),
    /**
     * Clusters probed per query by the semantic branch (IVF); 0 = the nprobe kb:cluster measured
     * for the index (the smallest reaching SEARCH_TARGET_RECALL), or ⌈√K⌉ (at least 8) for an index
     * clustered before that measurement existed. A value here overrides the measurement.
     */
    SEARCH_NPROBE: intString(0, 0),
    /**
     * Recall@10 against the exact float scan that the semantic branch must reach: kb:cluster picks
     * the smallest nprobe reaching it on stored chunks moved to SEARCH_RECALL_QUESTION_COSINE from
     * themselves (as hard as questions), and at least the one whose recall on the stored chunks
     * themselves misses at most half of what the target allows (0.97 → 0.985); when only a scan of
     * more than half the codes reaches it, the index is scanned exactly (every code, then rescored).
     */
    SEARCH_TARGET_RECALL: unsetIfBlank(z.coerce.number().finite().min(0.5).max(1).default(0.97)),
    /** Stored chunks kb:cluster uses as queries to measure recall (one pass over every full vector). */
    SEARCH_RECALL_QUERIES: intString(200, 10),
    /**
     * The cosine each sampled chunk is moved to from itself to make a question-like query for
     * kb:cluster's recall measurement: 0.37 was as hard for an IVF as QA4FAQ's real questions with
     * the local embedder (`kb eval:retrieval` prints it); 1 measures with stored chunks only.
     */
    SEARCH_RECALL_QUESTION_COSINE: unsetIfBlank(z.coerce.number().finite().min(0.05).max(1).default(0.37)),
    /**
     * Memory (MB) each search process may use to keep probed clusters' codes (≈ 266 bytes per served
     * chunk: 1M chunks ≈ 254 MB; with SEARCH_RESCORE_VECTORS=memory also 2 bytes per dimension of
     * the full vector: 256 dimensions ≈ 778 bytes a chunk); 0 reads every probe's codes from the
     * database. Kept exact by the chunks' change counter, checked on every search.
     */
    SEARCH_CODE_CACHE_MB: intString(1024, 0),
    /**
     * Chunks the semantic branch keeps from the int8 code scan and rescores with their full float
     * vectors (read by primary key); 0 ranks by the codes alone. 100 took recall@10 against exact
     * float cosine from ~0.93 to ≥ 0.97 (bench:search).
     */
    SEARCH_RESCORE_CANDIDATES: intString(100, 0),
    /**
     * Where the rescoring reads the candidates' full vectors: `memory` keeps them with the code
     * lists in half precision (2 bytes per dimension per served chunk, inside SEARCH_CODE_CACHE_MB);
     * `database` reads them by primary key (p95 ~11 ms at 200k chunks on a 128 MB buffer pool).
     */
    SEARCH_RESCORE_VECTORS: withDefault(z.enum(['memory', 'database']), 'memory'),
    /**
     * Memory (MB) each search process may use for its in-process copy of the FULLTEXT index (the
     * lexical branch, ranked as InnoDB ranks it); 0, or an index larger than this, leaves the
     * branch on FULLTEXT. Kept exact by the same change counter as the code lists.
     */
    SEARCH_LEXICAL_INDEX_MB: intString(1024, 0),
    /**
     * Folder of this database's search snapshots on this host: one file per index version for the
     * code lists (codes and half-precision vectors) and one for the lexical index. A new API
     * process reads them sequentially instead of loading from the database, and the vectors are
     * read from the file (the OS page cache, shared by every process of the host) instead of being
     * copied into each process. Unset: a folder of its own per database, under the system's
     * temporary folder (`/tmp/distillo-search/<database>-<hash of DATABASE_URL's host, port and
     * database>`), so instances of two databases on one host never read each other's snapshots.
     * Set, it is used as written: give each database its own. `none`: no snapshots (each process
     * loads from the database and keeps its own copy).
     */
    SEARCH_SNAPSHOT_DIR: optionalString(),
    /** When the weekly kb:cluster job re-trains the centroids (cron, server time): Sunday 03:00. */
    CLUSTER_CRON: withDefault(z.string().min(9), '0 3 * * 0'),
    ...chatConfigShape,
    ...handoffConfigShape,
    ...gapsConfigShape,
    ...zammadConfigShape,
    ...confidenceConfigShape,
    ...llmConfigShape,
    ...gdprConfigShape,
    ...metricsConfigShape,
    ...connectorsConfigShape,
    /** Least severe log level written: error, warn, log (info), debug or verbose. */
    LOG_LEVEL: withDefault(z.enum(['error', 'warn', 'log', 'debug', 'verbose']), 'log'),
    /** Log lines as JSON (`json`), readable text (`pretty`), or `auto`: text on a terminal, JSON otherwise. */
    LOG_FORMAT: withDefault(z.enum(['auto', 'json', 'pretty']), 'auto'),
    /**
     * On SIGTERM/SIGINT a process stops within this: the API ends its event streams (the widget
     * reconnects), stops accepting connections and lets running requests finish; the worker lets
     * running jobs finish. What is still running then is cut, and the process exits 1.
     */
    SHUTDOWN_TIMEOUT_MS: intString(10_000, 100),
    /** Port of the worker's own /health/live and /health/ready (for orchestrators); 0 = none. */
    WORKER_HEALTH_PORT: intString(0, 0),
    /** The worker writes its heartbeat to Redis this often; the API is ready only while one is fresh (3× this). */
    WORKER_HEARTBEAT_MS: intString(10_000, 1000),
    /**
     * How often the worker checks that every job scheduler (the outbox sweep, the connectors'
     * syncs…) is still in Redis and re-creates the missing ones: a Redis restarted without its data
     * has none. It also checks on every reconnect to Redis.
     */
    JOB_SCHEDULES_CHECK_MS: intString(15_000, 1000),
  })
  // Every rule across variables, in one place and one style (see requireWhen).
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.INTAKE_TOKEN === DEV_INTAKE_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['INTAKE_TOKEN'], message: 'set a real secret in production' });
    }
    if (config.DISTILLER === 'anthropic') requireWhen(ctx, config, 'ANTHROPIC_API_KEY', 'DISTILLER=anthropic');
    refineProviderConfig(config, ctx);
    refineChatConfig(config, ctx);
    refineGapsConfig(config, ctx);
    refineZammadConfig(config, ctx);
    refineLlmConfig(config, ctx);
    refineGdprConfig(config, ctx);
    refineConnectorsConfig(config, ctx);
  });

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The folder of the search snapshots ('' = none): SEARCH_SNAPSHOT_DIR as written; unset, a folder
 * of this database's own under the system's temporary folder. The processes of one database share
 * it (whatever credentials each connects with); those of another database, on the same host or
 * not, get another, since its index versions are numbered on their own. The database's name is
 * kept in the folder's name for whoever looks at the folder; the hash tells apart two servers
 * holding databases of the same name.
 */
export function searchSnapshotDir(config: Pick<AppConfig, 'SEARCH_SNAPSHOT_DIR' | 'DATABASE_URL'>): string {
  if (config.SEARCH_SNAPSHOT_DIR === 'none') return '';
  if (config.SEARCH_SNAPSHOT_DIR !== undefined) return config.SEARCH_SNAPSHOT_DIR;
  const { host, port, database } = mysqlOptions(config.DATABASE_URL);
  const key = createHash('sha256').update(`${host.toLowerCase()}:${port}/${database}`).digest('hex').slice(0, 12);
  return join(tmpdir(), 'distillo-search', `${database}-${key}`);
}

/** Splits DATABASE_URL into mysql2 options; the database name is returned separately so it can be created. */
export function mysqlOptions(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, ''),
  };
}
