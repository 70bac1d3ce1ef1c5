import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { gapTopicsMode, gapTopicsProvider } from '../../config/gaps.config';
import { modelRunnerFor } from '../distillation/distiller.provider';
import type { ModelRunner } from '../distillation/model-task';

/** The model that groups gap questions into topics; null with GAPS_TOPICS=local (or no model). */
export const GAP_TOPICS_RUNNER = Symbol('GAP_TOPICS_RUNNER');

/**
 * The distiller's model when there is one (DISTILLER=anthropic | openai-compatible), else the
 * chat's (CHAT=…, with CHAT_MODEL when set): the same clients as theirs, for one more task.
 */
export function gapTopicsRunner(config: AppConfig): ModelRunner | null {
  const chosen = gapTopicsProvider(config);
  if (!chosen || gapTopicsMode(config) !== 'model') return null;
  return modelRunnerFor(config, chosen.provider, chosen.role === 'CHAT' ? config.CHAT_MODEL : undefined);
}

export const gapTopicsRunnerProvider: Provider = { provide: GAP_TOPICS_RUNNER, inject: [APP_CONFIG], useFactory: gapTopicsRunner };
