import { createHmac } from 'node:crypto';
import type { ColumnType } from 'kysely';

/**
 * The tombstones of tickets erased on request (migrations/20261204T1000_erased_ticket_ids.ts),
 * joined with `db.withTables<ErasedTicketIdsTables>()` by the tickets module's repositories.
 */
export interface ErasedTicketIdsTable {
  /** erasedIdHash(GDPR_HASH_KEY, external_id) */
  id_hash: string;
  erased_at: ColumnType<Date, Date | undefined, never>;
}

export type ErasedTicketIdsTables = { erased_ticket_ids: ErasedTicketIdsTable };

/** HMAC-SHA256 of the exact external id (hex): the same id always gives the same tombstone. Pure. */
export function erasedIdHash(key: string, externalId: string): string {
  return createHmac('sha256', key).update(externalId, 'utf8').digest('hex');
}
