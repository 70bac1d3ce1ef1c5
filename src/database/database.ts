import { Kysely, MysqlDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createPool, type Pool } from 'mysql2';
import { createConnection } from 'mysql2/promise';
import { migrations } from '../../migrations';
import { mysqlOptions } from '../config/config';
import type { Database } from './database.types';

export type Db = Kysely<Database>;

/**
 * One pool per process. Every session runs in UTC so DATETIME values mean the same
 * thing on every server, whatever its own time zone.
 */
export function createDatabase(databaseUrl: string, poolSize = 10): Db {
  const options = mysqlOptions(databaseUrl);
  const pool: Pool = createPool({
    ...options,
    connectionLimit: poolSize,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    supportBigNumbers: true,
    decimalNumbers: true,
    // BOOLEAN is TINYINT(1) on both servers: hand the application real booleans.
    typeCast: (field, next) => {
      if (field.type === 'TINY' && field.length === 1) {
        const value = field.string();
        return value === null ? null : value === '1';
      }
      return next();
    },
  });
  pool.on('connection', (connection) => {
    connection.query("SET time_zone = '+00:00'");
  });
  return new Kysely<Database>({ dialect: new MysqlDialect({ pool }) });
}

/** The migrations need a database to live in: create it on first run. */
export async function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  const { database, ...server } = mysqlOptions(databaseUrl);
  const connection = await createConnection(server);
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}

export interface MigrationReport {
  applied: string[];
}

/** Kysely's Migrator takes a lock table, so two processes migrating at once is safe. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationReport> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
