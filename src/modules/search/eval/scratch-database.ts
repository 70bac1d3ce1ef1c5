import { readFileSync } from 'node:fs';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { CliError } from '../../../cli/cli-output';
import { mysqlOptions } from '../../../config/config';
import { loadConfig, resetConfig } from '../../../config/config.module';
import { DB } from '../../../database/database.module';
import { ensureDatabaseExists, migrateToLatest, type Db } from '../../../database/database';

/**
 * Evaluations and benchmarks run in a scratch database and queue prefix of their own (the name of
 * the configured database + `_<suffix>`), dropped and migrated afresh, so they never touch real data.
 */
export async function withScratchContext<T>(
  suffix: 'eval' | 'chat_eval' | 'bench',
  module: Type<unknown>,
  env: Record<string, string>,
  work: (app: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const base = loadConfig();
  const server = base.DATABASE_URL.split('?')[0].replace(/\/[^/]+$/, '');
  const scratchUrl = `${server}/${mysqlOptions(base.DATABASE_URL).database}_${suffix}`;
  const prefix = `${base.QUEUE_PREFIX}-${suffix.replace(/_/g, '-')}`;
  await dropDatabase(scratchUrl);
  await ensureDatabaseExists(scratchUrl);
  await clearRedisPrefix(base.REDIS_URL, prefix);
  Object.assign(process.env, { ...env, DATABASE_URL: scratchUrl, QUEUE_PREFIX: prefix });
  resetConfig();
  const app = await NestFactory.createApplicationContext(module, { logger: ['error', 'warn'] });
  try {
    await migrateToLatest(app.get<Db>(DB));
    return await work(app);
  } finally {
    await app.close();
    await clearRedisPrefix(base.REDIS_URL, prefix);
  }
}

/** Scratch databases are dropped before each run; only names ending in _eval/_bench. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { database, ...server } = mysqlOptions(databaseUrl);
  if (!/_(eval|bench)$/.test(database)) throw new Error(`Refusing to drop "${database}": scratch databases end in _eval or _bench`);
  const connection = await createConnection(server);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  } finally {
    await connection.end();
  }
}

/** The scratch run's queues and caches (its own prefix) are removed before and after. */
export async function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A small JSON Lines file read whole; a bad line stops with its file and line number. */
export function readJsonLines(path: string): Array<{ n: number; value: unknown }> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${path}`);
  }
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, n }) => {
      try {
        return { n, value: JSON.parse(line) as unknown };
      } catch (error) {
        throw new CliError(`${path} line ${n}: ${(error as Error).message}`);
      }
    });
}
