import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { AnthropicDistiller, type AnthropicDistillerOptions } from './providers/anthropic-distiller';
import { DISTILLER, type Distiller } from './distiller';
import type { ModelRunner } from './model-task';
import { OpenAiCompatibleDistiller, type OpenAiCompatibleDistillerOptions } from './providers/openai-compatible-distiller';
import { RulesDistiller } from './rules';

/**
 * DISTILLER=rules (offline heuristics, the default) | anthropic (Claude through the official SDK)
 * | openai-compatible (any Chat Completions server through the official openai client: LLM_*).
 */
export const distillerProvider: Provider = {
  provide: DISTILLER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Distiller => {
    switch (config.DISTILLER) {
      case 'rules':
        return new RulesDistiller();
      case 'anthropic':
      case 'openai-compatible':
        return modelRunnerFor(config, config.DISTILLER);
    }
  },
};

/**
 * A client of this provider that runs model tasks (model-task.ts), configured as the distiller's
 * is; `model` replaces the provider's model (ANTHROPIC_MODEL / LLM_MODEL). Other modules' tasks
 * (the gaps' topics) use it, so each provider has one client for every task.
 */
export function modelRunnerFor(config: AppConfig, provider: 'anthropic' | 'openai-compatible', model?: string): Distiller & ModelRunner {
  if (provider === 'anthropic') return new AnthropicDistiller({ ...anthropicOptions(config), ...(model && { model }), structuredOutputs: config.ANTHROPIC_STRUCTURED_OUTPUTS });
  return new OpenAiCompatibleDistiller({ ...openAiCompatibleOptions(config), ...(model && { model }) });
}

export function anthropicOptions(config: AppConfig): AnthropicDistillerOptions {
  return {
    apiKey: config.ANTHROPIC_API_KEY!,
    baseURL: config.ANTHROPIC_BASE_URL,
    model: config.ANTHROPIC_MODEL,
    timeoutMs: config.ANTHROPIC_TIMEOUT_MS,
    maxRetries: config.ANTHROPIC_MAX_RETRIES,
  };
}

export function openAiCompatibleOptions(config: AppConfig): OpenAiCompatibleDistillerOptions {
  return {
    baseURL: config.LLM_BASE_URL!,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL!,
    timeoutMs: config.LLM_TIMEOUT_MS,
    maxRetries: config.LLM_MAX_RETRIES,
    maxTokens: config.LLM_DISTILL_MAX_TOKENS,
  };
}
