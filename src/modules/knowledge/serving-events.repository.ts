import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Trx } from './knowledge.repository';
import type { ServingChange } from './unit.types';

/** All SQL of kb_serving_events (written with each change, acknowledged by the search module). Private to the knowledge module. */
@Injectable()
export class ServingEventsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async recordServingChanges(trx: Trx, changes: Array<{ unitId: number; served: boolean }>): Promise<ServingChange[]> {
    const out: ServingChange[] = [];
    for (const { unitId, served } of changes) {
      const result = await trx.insertInto('kb_serving_events').values({ unit_id: unitId, served }).executeTakeFirstOrThrow();
      out.push({ eventId: Number(result.insertId), unitId, served });
    }
    return out;
  }

  /** Events the search module has not acted on, older than `createdBefore` (the catch-up). */
  async unhandledServingChanges(createdBefore: Date, limit: number): Promise<ServingChange[]> {
    const rows = await this.db
      .selectFrom('kb_serving_events')
      .select(['id', 'unit_id', 'served'])
      .where('handled_at', 'is', null)
      .where('created_at', '<', createdBefore)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ eventId: Number(r.id), unitId: r.unit_id, served: r.served }));
  }

  async markServingHandled(eventIds: number[]): Promise<void> {
    if (eventIds.length === 0) return;
    await this.db.updateTable('kb_serving_events').set({ handled_at: new Date() }).where('id', 'in', eventIds).execute();
  }

  /** Handled events are history nobody reads: kept a while for inspection, then dropped. */
  async pruneServingEvents(handledBefore: Date): Promise<void> {
    await this.db.deleteFrom('kb_serving_events').where('handled_at', '<', handledBefore).execute();
  }
}
