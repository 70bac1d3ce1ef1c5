import { z } from 'zod';
import { providerConfigShape, refineProviderConfig } from '../providers/provider-config';
import { chatConfigProblems, chatConfigShape } from '../modules/chat/chat.config';

/**
 * The whole configuration, parsed once at boot from the environment.
 * A bad value stops the process with one message naming every bad variable,
 * instead of failing later in the middle of a request or a job.
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

const intString = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

export const configSchema = z
  .object({
  ...providerConfigShape,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: mysqlUrl.default('mysql://root@127.0.0.1:3306/distillo'),
  DATABASE_POOL_SIZE: intString(10, 1),
  REDIS_URL: redisUrl.default('redis://127.0.0.1:6379'),
  /** Prefix of every BullMQ key, so two installations (or the tests) can share one Redis. */
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9:_-]+$/i).default('distillo'),
  HOST: z.string().default('127.0.0.1'),
  PORT: intString(3000, 1),
  /** Shared secret the ticketing system sends as `Authorization: Bearer <token>`. */
  INTAKE_TOKEN: z.string().min(16, 'must be at least 16 characters').default('dev-intake-token-change-me'),
  /** Largest accepted request body, in bytes (a ticket with its whole thread). */
  /**
   * Express "trust proxy": '' (default) uses the socket address for rate limits and login
   * throttling; behind a reverse proxy give the hops (`1`), `true`, or the proxies' addresses.
   */
  /** A review page session (cookie) ends after this many minutes without a request; 0: only its 12 h lifetime. */
  REVIEW_SESSION_IDLE_MINUTES: intString(60, 0),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value): boolean | number | string =>
      value === '' || value === 'false' ? false : value === 'true' ? true : /^\d+$/.test(value) ? Number(value) : value,
    ),
  BODY_LIMIT_BYTES: intString(1_048_576, 1024),
  /** How often the worker re-enqueues closed tickets whose enqueue did not happen (Redis down). */
  DISTILL_SWEEP_EVERY_MS: intString(60_000, 1000),
  /** How often the worker asks the provider whether a backfill's Message Batches have ended. */
  DISTILL_BATCH_POLL_MS: intString(60_000, 1000),
  /** A closed ticket is swept only when it has been waiting at least this long (lets the API enqueue first). */
  DISTILL_SWEEP_GRACE_MS: intString(30_000, 0),
  WORKER_CONCURRENCY: intString(2, 1),
  /** Distillations started per minute by each worker process, 0 = no limit (set it to the LLM quota). */
  DISTILL_RATE_PER_MINUTE: intString(0, 0),
  /** Distillation retries after 1×, 4×, 20× this (30 s, 2 min, 10 min by default). */
  DISTILL_BACKOFF_BASE_MS: intString(30_000, 1),
  /** Which distiller turns transcripts into units: the offline heuristics, or Claude. */
  DISTILLER: z.enum(['rules', 'anthropic']).default('rules'),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-5-5'),
  /** Per-request timeout; a hang past it is a retryable failure. */
  ANTHROPIC_TIMEOUT_MS: intString(60_000, 1000),
  /** Retries inside the SDK (it honours retry-after); the job retries on top with its own backoff. */
  ANTHROPIC_MAX_RETRIES: intString(2, 0),
  /**
   * Clusters probed per query by the semantic branch (IVF); 0 = ⌈√K⌉ (at least 8), which measured
   * recall@10 ≥ 0.95 against the exact scan at 50k and 1M chunks (bench:search).
   */
  SEARCH_NPROBE: intString(0, 0),
  /**
   * Memory (MB) each search process may use to keep probed clusters' codes (≈ 266 bytes per served
   * chunk: 1M chunks ≈ 254 MB); 0 reads every probe's codes from the database. Kept exact by the
   * chunks' change counter, checked on every search.
   */
  SEARCH_CODE_CACHE_MB: intString(512, 0),
  /** When the weekly kb:cluster job re-trains the centroids (cron, server time): Sunday 03:00. */
  CLUSTER_CRON: z.string().min(9).default('0 3 * * 0'),
  ...chatConfigShape,
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  })
  .superRefine(refineProviderConfig);

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) {
    const problems: string[] = [];
    if (result.data.NODE_ENV === 'production' && result.data.INTAKE_TOKEN === 'dev-intake-token-change-me') {
      problems.push('  INTAKE_TOKEN: set a real secret in production');
    }
    if (result.data.DISTILLER === 'anthropic' && !result.data.ANTHROPIC_API_KEY) {
      problems.push('  ANTHROPIC_API_KEY: required when DISTILLER=anthropic');
    }
    problems.push(...chatConfigProblems(result.data));
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
    return result.data;
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
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
