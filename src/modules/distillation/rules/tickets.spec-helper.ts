import { distilledUnitSchema, type DistilledUnit } from '../distilled-unit.schema';
import type { DistillInput, TranscriptMessage } from '../distiller';
import { distillWithTrace, type RulesTrace } from './index';

/** Hand-written tickets for the rules distiller's specs: a subject and turns, one minute apart. */
export type Turn = [TranscriptMessage['author'], string] | [TranscriptMessage['author'], string, 'internal'];

export function ticket(subject: string, turns: Turn[], category: DistillInput['category'] = null): DistillInput {
  return {
    ticket_external_id: 'T-1',
    subject,
    category,
    product: 'cassanet',
    locale: 'it',
    messages: turns.map(([author, body, visibility], i) => ({
      author,
      visibility: visibility ?? 'public',
      body,
      created_at: new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString(),
    })),
  };
}

/** Distils with the trace; every unit the heuristics produce must pass the schema the job validates with. */
export function run(input: DistillInput): { unit: DistilledUnit; trace: RulesTrace } {
  const result = distillWithTrace(input);
  distilledUnitSchema.parse(result.unit);
  return result;
}
