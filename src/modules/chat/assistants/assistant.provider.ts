import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../../config/config';
import { APP_CONFIG } from '../../../config/config.module';
import { CHAT_ASSISTANT, type ChatAssistant } from './assistant';
import { AnthropicAssistant } from './anthropic.assistant';
import { ExtractiveAssistant } from './extractive.assistant';
import { OpenAiCompatibleChatAssistant } from './openai-compatible.assistant';
import { DEFAULT_CONFIDENCE, type Confidence } from './triage';

/**
 * CHAT=extractive (offline default) | anthropic (Claude with the search tool) | openai-compatible
 * (any Chat Completions server with the same tool: LLM_*). A new provider is one file here and one case.
 */
export const chatAssistantProvider: Provider = {
  provide: CHAT_ASSISTANT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): ChatAssistant => {
    // Every assistant answers, suggests or declines by the same fitted confidence (triage.ts).
    const confidence: Confidence = { ...DEFAULT_CONFIDENCE, thresholds: { answer: config.CHAT_ANSWER_CONFIDENCE, suggest: config.CHAT_SUGGEST_CONFIDENCE } };
    switch (config.CHAT) {
      case 'anthropic':
        return new AnthropicAssistant({
          apiKey: config.ANTHROPIC_API_KEY!,
          baseURL: config.ANTHROPIC_BASE_URL,
          model: config.CHAT_MODEL ?? config.ANTHROPIC_MODEL,
          timeoutMs: config.ANTHROPIC_TIMEOUT_MS,
          maxRetries: config.ANTHROPIC_MAX_RETRIES,
          maxSteps: config.CHAT_MAX_STEPS,
          maxTokens: config.CHAT_MAX_TOKENS,
          confidence,
          decides: config.CHAT_DECIDES,
          modelUnits: config.CHAT_MODEL_UNITS,
        });
      case 'openai-compatible':
        return new OpenAiCompatibleChatAssistant({
          baseURL: config.LLM_BASE_URL!,
          apiKey: config.LLM_API_KEY,
          model: config.CHAT_MODEL ?? config.LLM_MODEL!,
          timeoutMs: config.LLM_TIMEOUT_MS,
          maxRetries: config.LLM_MAX_RETRIES,
          maxSteps: config.CHAT_MAX_STEPS,
          maxTokens: config.CHAT_MAX_TOKENS,
          confidence,
          decides: config.CHAT_DECIDES,
          modelUnits: config.CHAT_MODEL_UNITS,
        });
      case 'extractive':
        return new ExtractiveAssistant(confidence.thresholds, confidence.models);
    }
  },
};
