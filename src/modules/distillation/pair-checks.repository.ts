import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';

export interface StoredPairCheck {
  ticket_a: number;
  ticket_b: number;
  readings_hash: string;
  same_problem: boolean;
  same_fix: boolean;
}

/** All SQL of kb_pair_checks: what the model said of two tickets (ticket_a < ticket_b). */
@Injectable()
export class PairChecksRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Stores an answer; the same pair of readings asked twice (a retried job) keeps the first. */
  async insert(row: StoredPairCheck & { reason: string; model: string }): Promise<void> {
    await this.db.insertInto('kb_pair_checks').ignore().values(row).execute();
  }

  /** Every answer about a pair of these tickets (both sides among them). */
  async among(ticketIds: readonly number[]): Promise<StoredPairCheck[]> {
    if (ticketIds.length < 2) return [];
    const rows = await this.db
      .selectFrom('kb_pair_checks')
      .select(['ticket_a', 'ticket_b', 'readings_hash', 'same_problem', 'same_fix'])
      .where('ticket_a', 'in', [...ticketIds])
      .where('ticket_b', 'in', [...ticketIds])
      .execute();
    return rows.map((r) => ({ ...r, ticket_a: Number(r.ticket_a), ticket_b: Number(r.ticket_b), same_problem: Boolean(r.same_problem), same_fix: Boolean(r.same_fix) }));
  }
}
