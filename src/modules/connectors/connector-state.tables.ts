import type { Generated } from 'kysely';
import type { Database } from '../../database/database.types';

export type ConnectorStatus = 'never' | 'running' | 'ok' | 'retrying' | 'stopped';

/** connector_state (migration 20261201T1600), owned by the connectors module: only its repository names it. */
export interface ConnectorStateTable {
  name: string;
  sync_cursor: string | null;
  status: Generated<ConnectorStatus>;
  last_sync_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  last_report: string | null;
  updated_at: Generated<Date>;
}

export type ConnectorStateTables = { connector_state: ConnectorStateTable };
export type ConnectorStateDatabase = Database & ConnectorStateTables;
