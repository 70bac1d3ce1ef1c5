import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';

/** All SQL of the backfill's Message Batches: candidates, batches, their items. */
@Injectable()
export class DistillBatchRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /**
   * Closed tickets a batch may take: held (imported with --hold) or failed. Pending and queued
   * ones already have (or will have) a job of their own.
   */
  async candidates(afterId: number, limit: number): Promise<Array<{ id: number; content_hash: string }>> {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'content_hash'])
      .where('status', 'in', ['resolved', 'closed'])
      .where('kb_status', 'in', ['held', 'failed'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * The submitted batch, its items, and its tickets marked 'batched' — only those still held or
   * failed with the content that was sent (a ticket changed meanwhile keeps its own way).
   */
  async recordBatch(batch: { providerBatchId: string; model: string; items: Array<{ ticketId: number; contentHash: string }> }): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('distill_batches')
        .values({ provider_batch_id: batch.providerBatchId, model: batch.model, request_count: batch.items.length })
        .executeTakeFirstOrThrow();
      const id = Number(inserted.insertId);
      for (let i = 0; i < batch.items.length; i += 1000) {
        const slice = batch.items.slice(i, i + 1000);
        await trx.insertInto('distill_batch_items').values(slice.map((item) => ({ batch_id: id, ticket_id: item.ticketId, content_hash: item.contentHash }))).execute();
        for (const item of slice) {
          await trx
            .updateTable('tickets')
            .set({ kb_status: 'batched', kb_status_reason: `in Message Batch ${batch.providerBatchId}` })
            .where('id', '=', item.ticketId)
            .where('content_hash', '=', item.contentHash)
            .where('kb_status', 'in', ['held', 'failed'])
            .execute();
        }
      }
      return id;
    });
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
