import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { ConnectorStateDatabase, ConnectorStateTable, ConnectorStateTables, ConnectorStatus } from './connector-state.tables';

export type ConnectorState = Selectable<ConnectorStateTable>;

/** All SQL of connector_state: one row per connector, created on first use. */
@Injectable()
export class ConnectorsRepository {
  private readonly db: Kysely<ConnectorStateDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<ConnectorStateTables>();
  }

  async find(name: string): Promise<ConnectorState | undefined> {
    return this.db.selectFrom('connector_state').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async findAll(): Promise<ConnectorState[]> {
    return this.db.selectFrom('connector_state').selectAll().orderBy('name').execute();
  }

  private async ensure(name: string): Promise<void> {
    await this.db.insertInto('connector_state').values({ name, status: 'never' }).onDuplicateKeyUpdate({ name: sql`name` }).execute();
  }

  /** Called after the page before it is stored: a crash between the two re-reads the page (a no-op for intake). */
  async saveCursor(name: string, cursor: string): Promise<void> {
    await this.db.updateTable('connector_state').set({ sync_cursor: cursor, updated_at: new Date() }).where('name', '=', name).execute();
  }

  async markRunning(name: string, at: Date): Promise<void> {
    await this.ensure(name);
    await this.db.updateTable('connector_state').set({ status: 'running', last_sync_at: at, updated_at: at }).where('name', '=', name).execute();
  }

  async markFinished(name: string, status: Exclude<ConnectorStatus, 'never' | 'running'>, report: unknown, error: string | null): Promise<void> {
    const now = new Date();
    await this.ensure(name);
    await this.db
      .updateTable('connector_state')
      .set({
        status,
        last_report: JSON.stringify(report),
        updated_at: now,
        ...(status === 'ok' ? { last_success_at: now, last_error: null, last_error_at: null } : { last_error: error, last_error_at: now }),
      })
      .where('name', '=', name)
      .execute();
  }

  /**
   * Runs `work` holding a named lock (GET_LOCK, on one connection of the pool), so a scheduled
   * sync and `kb connectors:sync` never read and advance the same cursor at once.
   * Returns undefined when the lock is held elsewhere.
   */
  async withLock<T>(name: string, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    return this.db.connection().execute(async (connection) => {
      const lock = `distillo-connector-${name}`;
      const { rows } = await sql<{ got: number | null }>`SELECT GET_LOCK(${lock}, 0) AS got`.execute(connection);
      if (Number(rows[0]?.got) !== 1) return undefined;
      try {
        return { value: await work() };
      } finally {
        await sql`SELECT RELEASE_LOCK(${lock})`.execute(connection);
      }
    });
  }
}
