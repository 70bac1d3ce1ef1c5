import { parseConfig } from './config';
import { gapTopicsMode, gapTopicsProvider } from './gaps.config';

describe('gaps configuration (GAPS_TOPICS)', () => {
  const llm = { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' };

  it('groups by the model when one is configured, the distiller first, else the chat; locally otherwise', () => {
    expect(gapTopicsMode(parseConfig({}))).toBe('local');
    const distiller = parseConfig({ DISTILLER: 'openai-compatible', ...llm });
    expect([gapTopicsMode(distiller), gapTopicsProvider(distiller)]).toEqual(['model', { provider: 'openai-compatible', role: 'DISTILLER' }]);
    const chat = parseConfig({ CHAT: 'anthropic', ANTHROPIC_API_KEY: 'k' });
    expect([gapTopicsMode(chat), gapTopicsProvider(chat)]).toEqual(['model', { provider: 'anthropic', role: 'CHAT' }]);
    const both = parseConfig({ DISTILLER: 'anthropic', ANTHROPIC_API_KEY: 'k', CHAT: 'openai-compatible', ...llm });
    expect(gapTopicsProvider(both)).toEqual({ provider: 'anthropic', role: 'DISTILLER' });
  });

  it('GAPS_TOPICS=local keeps the local clustering with a model; =model fails fast without one', () => {
    const local = parseConfig({ DISTILLER: 'openai-compatible', ...llm, GAPS_TOPICS: 'local' });
    expect(gapTopicsMode(local)).toBe('local');
    expect(() => parseConfig({ GAPS_TOPICS: 'model' })).toThrow(/GAPS_TOPICS: model needs a model: set DISTILLER=anthropic\|openai-compatible or CHAT=anthropic\|openai-compatible/);
    expect(() => parseConfig({ GAPS_TOPICS: 'sometimes' })).toThrow(/GAPS_TOPICS/);
    expect(gapTopicsMode(parseConfig({ GAPS_TOPICS: '' }))).toBe('local');
    expect(parseConfig({ GAPS_TOPICS_BATCH: '40', GAPS_TOPICS_DELAY_MS: '0' })).toMatchObject({ GAPS_TOPICS_BATCH: 40, GAPS_TOPICS_DELAY_MS: 0 });
    expect(() => parseConfig({ GAPS_TOPICS_BATCH: '0' })).toThrow(/GAPS_TOPICS_BATCH/);
  });
});
