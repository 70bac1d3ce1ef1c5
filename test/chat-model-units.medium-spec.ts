import { join } from 'node:path';
import type { ChatEvalReport } from '../src/modules/chat/eval/eval-chat.command';
import { RecordedLlm } from './fakes/recorded-llm';
import { runEvalChat } from './utils/eval-chat';

/**
 * The whole model path of a team that pays for a model, on recorded answers of a capable model
 * (cassettes/distill-v4/main for the units, cassettes/chat/decide-v2/main-questions-model-units
 * for the chat's decisions, which read each unit's symptoms and cause too): `kb eval:chat
 * --distiller configured` distils the main set with the model, approves its units, and lets the
 * model decide each of the 64 questions. No network; a
 * prompt change that was not recorded again fails here with the requests named.
 */

function evalChatOnModelUnits(baseURL: string, set = 'main'): Promise<ChatEvalReport> {
  const model = { DISTILLER: 'openai-compatible', CHAT: 'openai-compatible', CHAT_DECIDES: 'model', LLM_BASE_URL: baseURL, LLM_MODEL: 'recorded', LLM_MAX_RETRIES: '0' };
  return runEvalChat({ set, skipFollowUp: true, distiller: 'configured' }, model);
}

describe('kb eval:chat --distiller configured: units by the model, turns decided by the model (recorded answers)', () => {
  let recorded: RecordedLlm;
  let report: ChatEvalReport;
  beforeAll(async () => {
    recorded = await new RecordedLlm({ cassettes: join(__dirname, '..', 'cassettes') }).start();
    report = await evalChatOnModelUnits(recorded.openai.baseURL);
  }, 240_000);
  afterAll(async () => {
    await recorded.stop();
  });

  it('asks nothing that was not recorded, and says whose units the chat answered from', () => {
    expect({ not_recorded: [...recorded.missing].map((key) => `cassettes/pending/${key}.md`) }).toEqual({ not_recorded: [] });
    expect(report.source).toContain('configured distiller (openai-compatible)');
  });

  it('answers no question wrongly and none the tickets do not cover; the right unit is answered or offered for most covered ones', () => {
    expect(report.covered.questions).toBe(48);
    expect(report.covered.answered_wrong).toBe(0);
    // Issue #29's bar for the corpus questions: 40 of 48 answered right.
    expect(report.covered.answered_right).toBeGreaterThanOrEqual(40);
    expect(report.uncovered).toMatchObject({ questions: 16, answered: 0 });
    expect(report.covered_right_answered_or_suggested).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the same on the twelfth set and its blind questions (cassettes distill-v4/twelfth, chat/decide-v2/twelfth-questions-model-units)', () => {
  let recorded: RecordedLlm;
  let report: ChatEvalReport;
  beforeAll(async () => {
    recorded = await new RecordedLlm({ cassettes: join(__dirname, '..', 'cassettes') }).start();
    report = await evalChatOnModelUnits(recorded.openai.baseURL, 'twelfth');
  }, 240_000);
  afterAll(async () => {
    await recorded.stop();
  });

  it('asks nothing that was not recorded; answers none wrongly and none of the 14 questions no ticket answers', () => {
    expect({ not_recorded: [...recorded.missing].map((key) => `cassettes/pending/${key}.md`) }).toEqual({ not_recorded: [] });
    expect(report.covered.questions).toBe(34);
    expect(report.covered.answered_wrong).toBe(0);
    expect(report.uncovered).toMatchObject({ questions: 14, answered: 0 });
    expect(report.covered.answered_right).toBeGreaterThanOrEqual(30);
  });
});
