import type { Provider } from '@nestjs/common';
import { DISTILLER, type Distiller } from './distiller';
import { isModelRunner, type ModelRunner } from './model-task';

/** The configured model, when the distiller is one (DISTILLER=anthropic | openai-compatible); null with the offline rules. */
export const MODEL_RUNNER = Symbol('MODEL_RUNNER');

export const modelRunnerProvider: Provider = {
  provide: MODEL_RUNNER,
  inject: [DISTILLER],
  useFactory: (distiller: Distiller): ModelRunner | null => (isModelRunner(distiller) ? distiller : null),
};
