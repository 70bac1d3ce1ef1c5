import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SIX_QUESTIONS } from '../src/modules/gaps/eval/six-questions';
import { GapTopicsService } from '../src/modules/gaps/gap-topics.service';
import { GapsService } from '../src/modules/gaps/gaps.service';
import { RecordedLlm } from './fakes/recorded-llm';
import { quickSession, reviewClient } from './review-helpers';
import { dbOf, flushQueues, startApi, truncateAll, withEnv } from './utils/test-app';

/**
 * Issue #29's bar on a real model's recorded answer (cassettes/gaps/gaps-v2/bar, docs/recorded-model.md):
 * the six questions on two missing topics, recorded as the chat records its gaps and grouped by
 * the job's own code, give two topics named in the customers' words. A change of the prompt that
 * was not recorded again shows up here as a request without an answer, named in the failure.
 */
describe('gap topics over a recorded answer (the six questions of issue #29)', () => {
  let recorded: RecordedLlm;
  let api: INestApplication;
  let restoreEnv: () => void;

  beforeAll(async () => {
    recorded = await new RecordedLlm({ cassettes: join(__dirname, '..', 'cassettes', 'gaps') }).start();
    restoreEnv = withEnv({
      DISTILLER: 'openai-compatible',
      LLM_BASE_URL: recorded.openai.baseURL,
      LLM_MODEL: 'recorded',
      LLM_API_KEY: '',
      LLM_MAX_RETRIES: '0',
      GAPS_TOPICS: '',
      // No worker runs here: the grouping is called directly, once.
      GAPS_TOPICS_DELAY_MS: '600000',
    });
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
  });
  afterAll(async () => {
    await flushQueues();
    await api.close();
    restoreEnv();
    await recorded.stop();
  });

  it('puts the six questions into two topics, each named by the model', async () => {
    let messageId = 1;
    for (const { question } of SIX_QUESTIONS) {
      await api.get(GapsService).record({ conversationId: randomUUID(), messageId: messageId++, question, product: null, locale: 'it', outcome: 'declined' });
    }
    const report = await api.get(GapTopicsService).assignUnplaced('recorded');
    expect({ not_recorded: [...recorded.missing].map((key) => `cassettes/gaps/pending/${key}.md`) }).toEqual({ not_recorded: [] });
    expect(report).toEqual({ batches: 1, placed: 6, opened: 2, left_out: 0, failed_batches: 0 });

    const body = (await reviewClient(api, await quickSession(api, 'lacune-registrate@example.com')).get('/api/review/gaps?since=30').expect(200)).body;
    expect(body.grouped_by).toBe('model');
    const topics = body.topics.map((t: { label: string; examples: Array<{ question: string }> }) => ({ label: t.label, questions: t.examples.map((e) => e.question).sort() }));
    const truth = (topic: string) => SIX_QUESTIONS.filter((q) => q.topic === topic).map((q) => q.question).sort();
    expect(topics.map((t: { questions: string[] }) => t.questions).sort()).toEqual([truth(SIX_QUESTIONS[0]!.topic), truth(SIX_QUESTIONS[1]!.topic)].sort());
    expect(topics.map((t: { label: string }) => t.label).sort()).toEqual(["Attivare il tema scuro nell'app", "Pagare l'abbonamento in criptovaluta"]);
  });
});
