import { Presets, SingleBar } from 'cli-progress';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { DomainError } from '../../common/domain-error';
import { ConnectorSyncService, type SyncResult } from './connector-sync.service';

@Command({
  name: 'connectors:sync',
  arguments: '<name>',
  description: 'Sync a ticketing system now (zendesk, zammad): from the stored cursor, or from --since; resumes a stopped connector',
})
export class ConnectorsSyncCommand extends JsonCommandRunner('print {"fetched","imported","updated","unchanged","erased","errors"}') {
  constructor(private readonly sync: ConnectorSyncService) {
    super();
  }

  async run([name]: string[], options: { json?: boolean; since?: Date }): Promise<void> {
    // The export gives no total: the bar is time, from the first change read (or --since) to now (stderr, terminals only).
    const bar =
      !options.json && process.stderr.isTTY
        ? new SingleBar({ stream: process.stderr, format: '{bar} {percentage}% · {fetched} ticket letti · {imported} nuovi · {updated} aggiornati · {errors} errori' }, Presets.shades_classic)
        : undefined;
    bar?.start(1000, 0, { imported: 0, updated: 0, errors: 0, fetched: 0 });
    let from = options.since?.getTime();
    const now = Date.now();
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once('SIGINT', stop);
    let result: SyncResult;
    try {
      result = await this.sync.sync(name, {
        since: options.since ?? null,
        signal: controller.signal,
        onProgress: (report, reachedAt) => {
          if (!bar) return;
          from ??= reachedAt?.getTime();
          const share = reachedAt && from !== undefined && now > from ? Math.min(1, (reachedAt.getTime() - from) / (now - from)) : 0;
          bar.update(Math.round(share * 1000), { imported: report.imported, updated: report.updated, errors: report.errors, fetched: report.fetched });
        },
      });
    } catch (error) {
      if (error instanceof DomainError) throw new CliError(error.message);
      throw error;
    } finally {
      bar?.update(1000);
      bar?.stop();
      process.off('SIGINT', stop);
    }
    const { fetched, imported, updated, unchanged, erased, errors } = result;
    if (options.json) printJson({ fetched, imported, updated, unchanged, erased, errors, status: result.status, ...(result.error ? { error: result.error } : {}), ...(result.refused.length ? { refused: result.refused } : {}) });
    else {
      console.log(`${name}: read ${fetched}, new ${imported}, updated ${updated}, unchanged ${unchanged}, refused ${errors}${erased ? `, skipped ${erased} erased on request (GDPR)` : ''}`);
      for (const { external_id, error } of result.refused) console.log(`  ${external_id}: ${error}`);
    }
    if (result.status === 'stopped') throw new CliError(`${name} stopped: ${result.error}. Fix it, check with \`kb connectors:test ${name}\`, then run this again (it resumes from the stored cursor).`);
    if (result.status !== 'ok') throw new CliError(`${name}: ${result.error} — what was read before is stored; run again to resume.`);
  }

  @Option({ flags: '--since <iso-date>', description: 're-read every ticket changed since this date (ISO 8601), instead of resuming from the stored cursor' })
  parseSince(value: string): Date {
    const date = new Date(value);
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) throw new CliError(`--since ${value}: not an ISO date (e.g. 2026-01-31 or 2026-01-31T08:00:00Z)`);
    return date;
  }
}
