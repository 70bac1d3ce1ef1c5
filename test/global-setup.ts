import { Redis } from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { mysqlOptions, parseConfig } from '../src/config/config';
import { createDatabase, migrateToLatest } from '../src/database/database';

/**
 * Medium tests run against the real MySQL/MariaDB and Redis named by DATABASE_URL/REDIS_URL
 * (scripts/test.sh points them at a database and queue prefix of their own).
 * Each run starts from an empty, freshly migrated database.
 */
export default async function globalSetup(): Promise<void> {
  const config = parseConfig();
  const { database, ...server } = mysqlOptions(config.DATABASE_URL);
  if (!/_test$/.test(database)) throw new Error(`Refusing to reset "${database}": test databases end in _test`);
  const connection = await createConnection(server);
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  const db = createDatabase(config.DATABASE_URL, 1);
  await migrateToLatest(db);
  await db.destroy();

  const redis = new Redis(config.REDIS_URL);
  const keys = await redis.keys(`${config.QUEUE_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}
