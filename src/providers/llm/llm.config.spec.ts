import { ConfigError, parseConfig } from '../../config/config';
import { DEFAULT_LLM_PRICES } from './llm-usage';

const message = (env: NodeJS.ProcessEnv): string => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('LLM configuration', () => {
  it('needs LLM_BASE_URL and LLM_MODEL when a role uses the openai-compatible provider, and no key', () => {
    const text = message({ DISTILLER: 'openai-compatible', CHAT: 'openai-compatible' });
    expect(text).toMatch(/LLM_BASE_URL: required when DISTILLER=openai-compatible and CHAT=openai-compatible/);
    expect(text).toMatch(/LLM_MODEL: required when DISTILLER=openai-compatible and CHAT=openai-compatible/);
    expect(text).not.toMatch(/LLM_API_KEY/);
    const config = parseConfig({ CHAT: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen3:8b', LLM_API_KEY: '' });
    expect(config).toMatchObject({ CHAT: 'openai-compatible', LLM_MODEL: 'qwen3:8b', LLM_TIMEOUT_MS: 120_000, LLM_MAX_RETRIES: 2 });
    expect(config.LLM_API_KEY).toBeUndefined();
  });

  it('reads LLM_PRICES over the defaults and names what is wrong in it', () => {
    expect(parseConfig({}).LLM_PRICES).toEqual(DEFAULT_LLM_PRICES);
    const prices = parseConfig({ LLM_PRICES: '{"qwen3:8b":{"input":0,"output":0},"claude-sonnet":{"input":2,"output":10}}' }).LLM_PRICES;
    expect(prices['qwen3:8b']).toEqual({ input: 0, output: 0 });
    expect(prices['claude-sonnet']).toEqual({ input: 2, output: 10 });
    expect(prices['claude-haiku']).toEqual(DEFAULT_LLM_PRICES['claude-haiku']);
    expect(message({ LLM_PRICES: '{"x":' })).toMatch(/LLM_PRICES: must be JSON/);
    expect(message({ LLM_PRICES: '{"x":{"input":-1,"output":1}}' })).toMatch(/LLM_PRICES: x\.input: .*USD per million tokens/);
    expect(message({ ANTHROPIC_STRUCTURED_OUTPUTS: 'yes' })).toMatch(/ANTHROPIC_STRUCTURED_OUTPUTS/);
    expect(parseConfig({ ANTHROPIC_STRUCTURED_OUTPUTS: 'false' }).ANTHROPIC_STRUCTURED_OUTPUTS).toBe(false);
  });
});
