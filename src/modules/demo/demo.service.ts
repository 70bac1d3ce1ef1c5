import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DB } from '../../database/database.module';
import { ensureDatabaseExists, migrateToLatest, type Db } from '../../database/database';
import { addCounts, emptyCounts, redact, type PiiCounts } from '../pii/redact';
import { TicketsImportService, type ImportReport } from '../tickets/tickets-import.service';
import { TicketsRepository } from '../tickets/tickets.repository';

export interface DemoReport {
  migrations: string[];
  import: ImportReport;
  totals: { tickets: number; messages: number };
  kb_status: Record<string, number>;
  redaction: {
    messages: number;
    messages_changed: number;
    counts: PiiCounts;
    confidential_messages_excluded: number;
    ground_truth?: { planted: number; surviving: number; surviving_examples: string[] };
    sample?: { before: string; after: string };
  };
}

const PAGE = 1000;

/** The main job so far: intake of the reference corpus, then what redaction does to it. */
@Injectable()
export class DemoService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly importer: TicketsImportService,
    private readonly tickets: TicketsRepository,
  ) {}

  async run(corpusDir: string): Promise<DemoReport> {
    await ensureDatabaseExists(this.config.DATABASE_URL);
    const { applied } = await migrateToLatest(this.db);
    const importReport = await this.importer.importFile(join(corpusDir, 'tickets.jsonl'));
    const redaction = await this.redactionReport(corpusDir);
    return {
      migrations: applied,
      import: importReport,
      totals: await this.tickets.countTicketsAndMessages(),
      kb_status: await this.tickets.countByKbStatus(),
      redaction,
    };
  }

  /**
   * Redacts every stored message as a transcript would, and checks the ground truth's planted
   * personal data against the output: anything that survives is a redaction miss.
   */
  private async redactionReport(corpusDir: string): Promise<DemoReport['redaction']> {
    const counts = emptyCounts();
    let messages = 0;
    let changed = 0;
    let excluded = 0;
    let sample: { before: string; after: string } | undefined;
    const redactedTexts: string[] = [];
    for (let after = 0; ; ) {
      const page = await this.tickets.pageMessages(after, PAGE);
      if (page.length === 0) break;
      for (const message of page) {
        if (message.visibility === 'internal_confidential') {
          excluded += 1; // never part of a transcript: not even redacted, simply left out
          continue;
        }
        const result = redact(message.body);
        messages += 1;
        addCounts(counts, result.counts);
        if (result.text !== message.body) {
          changed += 1;
          if (!sample || message.body.length < sample.before.length) sample = { before: message.body, after: result.text };
        }
        redactedTexts.push(result.text);
      }
      after = page[page.length - 1].id;
    }
    return {
      messages,
      messages_changed: changed,
      counts,
      confidential_messages_excluded: excluded,
      ground_truth: groundTruthCheck(corpusDir, redactedTexts.join('\n')),
      sample,
    };
  }
}

function groundTruthCheck(corpusDir: string, redacted: string): DemoReport['redaction']['ground_truth'] {
  const path = join(corpusDir, 'ground-truth.jsonl');
  if (!existsSync(path)) return undefined;
  let planted = 0;
  const surviving: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const truth = JSON.parse(line) as { pii?: Array<{ label: string; value: string }> };
    for (const { label, value } of truth.pii ?? []) {
      planted += 1;
      if (redacted.includes(value)) surviving.push(`${label}: ${value}`);
    }
  }
  return { planted, surviving: surviving.length, surviving_examples: surviving.slice(0, 10) };
}
