import type { INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import { join } from 'node:path';
import { readCorpus } from '../src/modules/distillation/eval/corpus-reader';
import { setDir } from '../src/modules/distillation/eval/reference-sets';
import { AnthropicDistiller } from '../src/modules/distillation/providers/anthropic-distiller';
import { buildTranscript } from '../src/modules/distillation/transcript';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { RecordedLlm } from './fakes/recorded-llm';
import { dbOf, flushQueues, startWorker, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * The model path end to end on recorded answers of a capable model (cassettes/, docs/recorded-model.md):
 * three tickets of the main reference set — two of one problem, one of another product — go
 * through intake, distillation, the pair checks and the unit written from all its tickets, into
 * the review queue, with no network. A prompt change that was not recorded again shows up here as
 * requests without an answer, named in the failure.
 */
const TICKETS = ['CN-2005', 'CN-2020', 'FF-1008'];

describe('the model path over recorded answers', () => {
  let recorded: RecordedLlm;
  let worker: INestApplicationContext;
  let restoreEnv: () => void;
  const { tickets } = readCorpus(setDir('main'));
  const chosen = tickets.filter((t) => TICKETS.includes(t.external_id));

  beforeAll(async () => {
    recorded = await new RecordedLlm({ cassettes: join(__dirname, '..', 'cassettes') }).start();
    restoreEnv = withEnv({
      DISTILLER: 'openai-compatible',
      LLM_BASE_URL: recorded.openai.baseURL,
      LLM_MODEL: 'recorded',
      LLM_MAX_RETRIES: '0',
      DISTILL_WRITE_UNIT_DELAY_MS: '0',
      DISTILL_BACKOFF_BASE_MS: '50',
    });
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker.close();
    restoreEnv();
    await recorded.stop();
  });

  const notRecorded = () => [...recorded.missing].map((key) => `cassettes/pending/${key}.md`);

  it('distils, groups and writes the units from recorded answers, asking nothing that was not recorded', async () => {
    const db = dbOf(worker);
    await truncateAll(db);
    await flushQueues();
    await worker.get(TicketsService).upsertBatch(chosen);
    const queue = worker.get(JobQueue).queue(QueueName.Distill);
    await waitFor(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0);
    }, { what: 'the distillation queue to drain', timeoutMs: 60_000 });
    expect({ not_recorded: notRecorded() }).toEqual({ not_recorded: [] });

    const statuses = await db.selectFrom('tickets').select(['external_id', 'kb_status']).orderBy('external_id').execute();
    expect(statuses).toEqual(TICKETS.map((id) => ({ external_id: id, kb_status: 'distilled' })).sort((a, b) => a.external_id.localeCompare(b.external_id)));
    const units = await db.selectFrom('knowledge_units').select(['id', 'status', 'ticket_count', 'synthesis_by', 'title']).orderBy('ticket_count', 'desc').execute();
    // The two tickets of one problem are one unit, written by the model from both; the other stands alone.
    expect(units.map((u) => [u.status, u.ticket_count, u.synthesis_by])).toEqual([
      ['pending_review', 2, 'model'],
      ['pending_review', 1, 'local'],
    ]);
    // The ledger belongs to the llm-usage module (its own table types): read with plain SQL.
    const usage = (await sql<{ role: string }>`SELECT role FROM llm_usage`.execute(db)).rows;
    const calls = (role: string) => usage.filter((u) => u.role === role).length;
    expect({ distill: calls('distill'), synthesis: calls('synthesis') }).toEqual({ distill: 3, synthesis: 1 });
  });

  it('replays the same answer over the Anthropic wire format (structured outputs)', async () => {
    const anthropic = new AnthropicDistiller({ apiKey: 'sk-recorded', baseURL: recorded.anthropic.baseURL, model: 'recorded', timeoutMs: 10_000, maxRetries: 0, structuredOutputs: true });
    const ticket = chosen.find((t) => t.external_id === 'CN-2005')!;
    const { input } = buildTranscript({ ...ticket, locale: ticket.locale }, ticket.messages);
    const { unit } = await anthropic.distill(input);
    const stored = await dbOf(worker).selectFrom('kb_unit_candidates as c').innerJoin('tickets as t', 't.id', 'c.ticket_id').select(['c.title', 'c.solution']).where('t.external_id', '=', 'CN-2005').executeTakeFirstOrThrow();
    expect({ not_recorded: notRecorded() }).toEqual({ not_recorded: [] });
    expect({ title: unit.title, solution: unit.solution }).toEqual({ title: stored.title, solution: stored.solution });
  });
});
