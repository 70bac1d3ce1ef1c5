import { addUsage, anthropicUsage, chatCompletionsUsage, costOf, DEFAULT_LLM_PRICES, priceOf, type LlmUsage } from './llm-usage';

const usage = (overrides: Partial<LlmUsage> = {}): LlmUsage => ({
  provider: 'anthropic',
  model: 'claude-sonnet-5-5',
  input_tokens: 1_000_000,
  output_tokens: 100_000,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  ...overrides,
});

describe('LLM usage and cost', () => {
  it('finds the price by exact name, else by the longest prefix', () => {
    const table = { ...DEFAULT_LLM_PRICES, 'claude-sonnet-5-5-special': { input: 1, output: 1 } };
    expect(priceOf('claude-sonnet-5-5-20261101', table)).toEqual(DEFAULT_LLM_PRICES['claude-sonnet']);
    expect(priceOf('claude-sonnet-5-5-special', table)).toEqual({ input: 1, output: 1 });
    expect(priceOf('qwen3:8b', table)).toBeUndefined();
  });

  it('prices input, output, cache reads and cache writes at their own rates', () => {
    // 1M input × 3 + 0.1M output × 15 + 0.5M read × 0.3 + 0.2M write × 3.75 = 3 + 1.5 + 0.15 + 0.75
    expect(costOf(usage({ cache_read_tokens: 500_000, cache_write_tokens: 200_000 }), DEFAULT_LLM_PRICES)).toBeCloseTo(5.4, 9);
    expect(costOf(usage({ provider: 'anthropic-batch' }), DEFAULT_LLM_PRICES)).toBeCloseTo(2.25, 9);
    expect(costOf(usage({ model: 'qwen3:8b' }), DEFAULT_LLM_PRICES)).toBeNull();
    expect(costOf(usage({ model: 'local', cache_read_tokens: 10 }), { local: { input: 0, output: 0 } })).toBe(0);
    expect(costOf(usage({ input_tokens: 1234, output_tokens: 321 }), DEFAULT_LLM_PRICES)).toBe(0.008517);
  });

  it('reads both wire formats: Chat Completions counts cached tokens inside prompt_tokens', () => {
    expect(chatCompletionsUsage('openai-compatible', 'x', { prompt_tokens: 900, completion_tokens: 80, prompt_tokens_details: { cached_tokens: 600 } })).toEqual({
      provider: 'openai-compatible', model: 'x', input_tokens: 300, output_tokens: 80, cache_read_tokens: 600, cache_write_tokens: 0,
    });
    expect(chatCompletionsUsage('openai-compatible', 'x', undefined).input_tokens).toBe(0);
    expect(anthropicUsage('anthropic', 'm', { input_tokens: 12, output_tokens: 5, cache_read_input_tokens: 2000, cache_creation_input_tokens: null })).toEqual({
      provider: 'anthropic', model: 'm', input_tokens: 12, output_tokens: 5, cache_read_tokens: 2000, cache_write_tokens: 0,
    });
    expect(addUsage(addUsage(undefined, usage()), usage({ cache_read_tokens: 7 }))).toMatchObject({ input_tokens: 2_000_000, cache_read_tokens: 7 });
  });
});
