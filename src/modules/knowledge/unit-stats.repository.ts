import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';

/** The review backlog now: what waits for a reviewer, and since when. */
export interface ReviewBacklog {
  units_by_status: Record<string, number>;
  pending: number;
  /** When the oldest unit still pending review was created; null when none is pending. */
  oldest_pending_at: Date | null;
  /** Past their review date and hidden until a reviewer approves them again. */
  stale: number;
  /** Approved, review date passed, not yet marked stale by the daily job. */
  overdue: number;
  /** Approved, review date within the horizon. */
  due_soon: number;
}

/** Read-only figures over knowledge_units for the metrics (KnowledgeRepository serves the units themselves). */
@Injectable()
export class UnitStatsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async backlog(now: Date, horizon: Date): Promise<ReviewBacklog> {
    const [byStatus, row] = await Promise.all([
      this.db.selectFrom('knowledge_units').select(['status', sql<number>`COUNT(*)`.as('n')]).groupBy('status').execute(),
      this.db
        .selectFrom('knowledge_units')
        .select([
          sql<Date | null>`MIN(CASE WHEN status = 'pending_review' THEN created_at END)`.as('oldest_pending_at'),
          sql<number>`COALESCE(SUM(status = 'approved' AND review_due_at <= ${now}), 0)`.as('overdue'),
          sql<number>`COALESCE(SUM(status = 'approved' AND review_due_at > ${now} AND review_due_at <= ${horizon}), 0)`.as('due_soon'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const units_by_status = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
    return {
      units_by_status,
      pending: units_by_status.pending_review ?? 0,
      oldest_pending_at: row.oldest_pending_at === null ? null : new Date(row.oldest_pending_at),
      stale: units_by_status.stale ?? 0,
      overdue: Number(row.overdue),
      due_soon: Number(row.due_soon),
    };
  }

  /** Titles (or problems, for units from before titles) of the given units. */
  async titles(unitIds: number[]): Promise<Map<number, string>> {
    if (unitIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('knowledge_units').select(['id', 'title', 'problem']).where('id', 'in', unitIds).execute();
    return new Map(rows.map((r) => [r.id, r.title || r.problem]));
  }
}
