import { parseConfig } from '../../config/config';
import { gapTopicsRunner } from './gap-topics-runner.provider';

describe('gapTopicsRunner', () => {
  const llm = { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' };

  it("is the distiller's provider, else the chat's, and none without a model or with GAPS_TOPICS=local", () => {
    expect(gapTopicsRunner(parseConfig({}))).toBeNull();
    expect(gapTopicsRunner(parseConfig({ DISTILLER: 'openai-compatible', ...llm }))?.name).toBe('openai-compatible');
    expect(gapTopicsRunner(parseConfig({ CHAT: 'anthropic', ANTHROPIC_API_KEY: 'k' }))?.name).toBe('anthropic');
    expect(gapTopicsRunner(parseConfig({ DISTILLER: 'anthropic', ANTHROPIC_API_KEY: 'k', CHAT: 'openai-compatible', ...llm }))?.name).toBe('anthropic');
    expect(gapTopicsRunner(parseConfig({ DISTILLER: 'openai-compatible', ...llm, GAPS_TOPICS: 'local' }))).toBeNull();
  });
});
