import { chunkText, type AssistantEvent, type AssistantTurn, type ChatAssistant } from './assistant';
import type { ConfidenceModels, ConfidenceThresholds } from '../confidence/decision';
import { CONFIDENCE_MODELS, DEFAULT_ANSWER_CONFIDENCE, DEFAULT_SUGGEST_CONFIDENCE } from '../confidence/weights';
import { composeAnswer } from './extractive-answer';
import { triage } from './triage';

export { searchQuery } from './triage';

/**
 * CHAT=extractive, the offline default: no model. The same search as the API, then the fitted
 * confidence decides (triage.ts, src/modules/chat/confidence/): confident → the best unit's steps,
 * cited; not sure → «Forse cercava:» with the first units' titles (the customer picks one); no
 * plausible unit → the customer is told plainly and offered a person. Streamed in chunks of a few
 * words, like the model's deltas. Every turn records its two confidences as a flag.
 */
export class ExtractiveAssistant implements ChatAssistant {
  readonly name = 'extractive';

  constructor(
    private readonly thresholds: ConfidenceThresholds = { answer: DEFAULT_ANSWER_CONFIDENCE, suggest: DEFAULT_SUGGEST_CONFIDENCE },
    private readonly models: ConfidenceModels = CONFIDENCE_MODELS,
  ) {}

  async *reply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
    const settled = await triage(turn, { thresholds: this.thresholds, models: this.models });
    yield* settled.events;
    for (const piece of chunkText(settled.text ?? composeAnswer(settled.answer!.hit, turn.locale))) {
      if (turn.signal.aborted) return;
      yield { type: 'text', text: piece };
    }
  }
}
