import { Injectable } from '@nestjs/common';
import { readJsonl } from '../../common/jsonl';
import { zodIssues } from '../../common/zod';
import { isConnectionLost } from '../../database/retry';
import { ticketInputSchema, type TicketInput } from './ticket.dto';
import { TicketsService, type UpsertOptions } from './tickets.service';

export interface ImportReport {
  imported: number;
  updated: number;
  skipped: number;
  /** Lines whose external_id belongs to a ticket erased on request (GDPR): not stored again. */
  erased: number;
  errors: Array<{ line: number; error: string }>;
  /** Errors beyond the first MAX_REPORTED_ERRORS are counted, not listed (bounded memory). */
  error_count: number;
  /** Closed tickets left in the outbox because Redis did not take their job (the sweep will). */
  distill_pending: number;
  distill_queued: number;
  /** Closed tickets imported with --hold: they wait for `kb distill --backfill [--batch]`. */
  distill_held: number;
  /**
   * Set when the database went away: the import stopped at `line` (the first line of the batch
   * that was not stored); every line before it was stored and is counted above, none after it
   * was tried. Re-running the same file is safe: stored lines come back as unchanged.
   */
  stopped?: {
    line: number;
    error: string;
    /**
     * Set when the connection died during the COMMIT of the batch starting at `line`: those lines
     * may or may not be stored (the server may have committed before it went away). They are not
     * counted above; a re-run tells (they come back unchanged if they were stored).
     */
    commit_unknown_lines?: { from: number; to: number };
  };
}

/** The database is gone: stop reading, the report says where. */
class ImportStopped extends Error {
  constructor(
    readonly line: number,
    override readonly cause: unknown,
    readonly lastLine = line,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

const BATCH_SIZE = 500;
const MAX_REPORTED_ERRORS = 1000;

/** `kb tickets:import`: streams a JSONL file into the same upsert the API uses, in batches. */
@Injectable()
export class TicketsImportService {
  constructor(private readonly tickets: TicketsService) {}

  async importFile(path: string, onProgress?: (bytesRead: number) => void, options: UpsertOptions = {}): Promise<ImportReport> {
    const report: ImportReport = {
      imported: 0,
      updated: 0,
      skipped: 0,
      erased: 0,
      errors: [],
      error_count: 0,
      distill_pending: 0,
      distill_queued: 0,
      distill_held: 0,
    };
    const fail = (line: number, error: string) => {
      report.error_count += 1;
      if (report.errors.length < MAX_REPORTED_ERRORS) report.errors.push({ line, error });
    };
    try {
      await this.readAll(path, report, fail, options, onProgress);
    } catch (error) {
      if (!(error instanceof ImportStopped)) throw error;
      const code = (error.cause as { code?: string } | null)?.code;
      report.stopped = { line: error.line, error: code ? `${code}: ${error.message}` : error.message };
      if ((error.cause as { commitOutcomeUnknown?: boolean } | null)?.commitOutcomeUnknown) {
        report.stopped.commit_unknown_lines = { from: error.line, to: error.lastLine };
      }
    }
    return report;
  }

  private async readAll(
    path: string,
    report: ImportReport,
    fail: (line: number, error: string) => void,
    options: UpsertOptions,
    onProgress?: (bytesRead: number) => void,
  ): Promise<void> {
    let batch: Array<{ line: number; ticket: TicketInput }> = [];
    let inBatch = new Set<string>();

    const flush = async () => {
      if (batch.length === 0) return;
      await this.writeBatch(batch, report, fail, options);
      batch = [];
      inBatch = new Set();
    };

    for await (const entry of readJsonl(path)) {
      if (entry.error !== undefined) {
        fail(entry.line, entry.error);
      } else {
        const parsed = ticketInputSchema.safeParse(entry.value);
        if (parsed.success) {
          // A later line for the same ticket is an update of the earlier one: write the earlier first.
          if (inBatch.has(parsed.data.external_id)) await flush();
          batch.push({ line: entry.line, ticket: parsed.data });
          inBatch.add(parsed.data.external_id);
        } else fail(entry.line, zodIssues(parsed.error).map((i) => `${i.path}: ${i.message}`).join('; '));
      }
      if (batch.length >= BATCH_SIZE) await flush();
      onProgress?.(entry.bytesRead);
    }
    await flush();
  }

  /**
   * One transaction per batch. If the batch fails as a whole (a row the database refuses),
   * it is retried line by line so only the bad line is reported and the others are kept.
   */
  private async writeBatch(
    batch: Array<{ line: number; ticket: TicketInput }>,
    report: ImportReport,
    fail: (line: number, error: string) => void,
    options: UpsertOptions,
  ): Promise<void> {
    const tally = (results: Awaited<ReturnType<TicketsService['upsertBatch']>>) => {
      for (const result of results) {
        if (result.outcome === 'created') report.imported += 1;
        else if (result.outcome === 'updated') report.updated += 1;
        else if (result.outcome === 'erased') report.erased += 1;
        else report.skipped += 1;
        if (result.outcome !== 'unchanged' && result.kb_status === 'pending') report.distill_pending += 1;
        if (result.outcome !== 'unchanged' && result.kb_status === 'queued') report.distill_queued += 1;
        if (result.outcome !== 'unchanged' && result.kb_status === 'held') report.distill_held += 1;
      }
    };
    try {
      tally(await this.tickets.upsertBatch(batch.map((b) => b.ticket), options));
    } catch (error) {
      // The batch rolled back whole (upsertBatch never throws after its commit).
      if (isConnectionLost(error)) throw new ImportStopped(batch[0].line, error, batch[batch.length - 1].line);
      for (const { line, ticket } of batch) {
        try {
          tally(await this.tickets.upsertBatch([ticket], options));
        } catch (error) {
          if (isConnectionLost(error)) throw new ImportStopped(line, error);
          fail(line, `not stored: ${(error as Error).message}`);
        }
      }
    }
  }
}
