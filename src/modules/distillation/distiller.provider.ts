import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { AnthropicDistiller, type AnthropicDistillerOptions } from './anthropic-distiller';
import { DISTILLER, type Distiller } from './distiller';
import { RulesDistiller } from './rules';

/** DISTILLER=rules (offline heuristics, the default) or anthropic (Claude through the official SDK). */
export const distillerProvider: Provider = {
  provide: DISTILLER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Distiller => {
    switch (config.DISTILLER) {
      case 'rules':
        return new RulesDistiller();
      case 'anthropic':
        return new AnthropicDistiller(anthropicOptions(config));
    }
  },
};

export function anthropicOptions(config: AppConfig): AnthropicDistillerOptions {
  return {
    apiKey: config.ANTHROPIC_API_KEY!,
    baseURL: config.ANTHROPIC_BASE_URL,
    model: config.ANTHROPIC_MODEL,
    timeoutMs: config.ANTHROPIC_TIMEOUT_MS,
    maxRetries: config.ANTHROPIC_MAX_RETRIES,
  };
}
