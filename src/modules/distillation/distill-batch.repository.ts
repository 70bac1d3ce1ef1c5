import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Database } from '../../database/database.types';

/** All SQL of the backfill's Message Batches: batches and their items (the tickets are the tickets module's). */
@Injectable()
export class DistillBatchRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The submitted batch and its items (the caller marks the tickets 'batched' in the same transaction). */
  async insertBatch(trx: Transaction<Database>, batch: { providerBatchId: string; model: string; items: Array<{ ticketId: number; contentHash: string }> }): Promise<number> {
    const inserted = await trx
      .insertInto('distill_batches')
      .values({ provider_batch_id: batch.providerBatchId, model: batch.model, request_count: batch.items.length })
      .executeTakeFirstOrThrow();
    const id = Number(inserted.insertId);
    for (let i = 0; i < batch.items.length; i += 1000) {
      const slice = batch.items.slice(i, i + 1000);
      await trx.insertInto('distill_batch_items').values(slice.map((item) => ({ batch_id: id, ticket_id: item.ticketId, content_hash: item.contentHash }))).execute();
    }
    return id;
  }

  async openBatches(): Promise<Array<{ id: number; provider_batch_id: string }>> {
    return this.db.selectFrom('distill_batches').select(['id', 'provider_batch_id']).where('status', '=', 'in_progress').orderBy('id').execute();
  }

  async items(batchId: number): Promise<Array<{ ticket_id: number; content_hash: string; settled: string | null }>> {
    return this.db.selectFrom('distill_batch_items').select(['ticket_id', 'content_hash', 'settled']).where('batch_id', '=', batchId).execute();
  }

  async settleItem(batchId: number, ticketId: number, settled: string): Promise<void> {
    await this.db.updateTable('distill_batch_items').set({ settled }).where('batch_id', '=', batchId).where('ticket_id', '=', ticketId).execute();
  }

  async markApplied(batchId: number, outcome: Record<string, number>): Promise<void> {
    await this.db
      .updateTable('distill_batches')
      .set({ status: 'applied', applied_at: new Date(), outcome: JSON.stringify(outcome) })
      .where('id', '=', batchId)
      .execute();
  }
}
