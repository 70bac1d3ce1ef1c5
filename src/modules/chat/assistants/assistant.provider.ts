import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../../config/config';
import { APP_CONFIG } from '../../../config/config.module';
import { CHAT_ASSISTANT, type ChatAssistant } from './assistant';
import { AnthropicAssistant } from './anthropic.assistant';
import { ExtractiveAssistant } from './extractive.assistant';

/** CHAT=extractive (offline default) | anthropic (Claude with the search tool). */
export const chatAssistantProvider: Provider = {
  provide: CHAT_ASSISTANT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): ChatAssistant =>
    config.CHAT === 'anthropic'
      ? new AnthropicAssistant({
          apiKey: config.ANTHROPIC_API_KEY!,
          baseURL: config.ANTHROPIC_BASE_URL,
          model: config.CHAT_MODEL ?? config.ANTHROPIC_MODEL,
          timeoutMs: config.ANTHROPIC_TIMEOUT_MS,
          maxRetries: config.ANTHROPIC_MAX_RETRIES,
          maxSteps: config.CHAT_MAX_STEPS,
          maxTokens: config.CHAT_MAX_TOKENS,
        })
      : new ExtractiveAssistant(config.CHAT_EXTRACTIVE_MIN_EVIDENCE),
};
