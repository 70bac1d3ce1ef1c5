import { z } from 'zod';
import { idField } from '../../common/fields';

/** Gaps of the last `since` days (default 8 weeks, the length of the trend). */
export const gapsQuerySchema = z.object({
  since: z.coerce.number().int().min(1).max(3650).default(56),
});
export type GapsQuery = z.output<typeof gapsQuerySchema>;

/** A reviewer's decision on a topic: the question ids the page showed for it. */
export const gapDecisionSchema = z
  .object({
    question_ids: z.array(idField()).min(1).max(5000),
    decision: z.enum(['covered', 'ignored', 'reopen']),
    unit_id: idField().optional(),
  })
  .refine((body) => body.decision !== 'covered' || body.unit_id !== undefined, { path: ['unit_id'], message: 'the unit that covers the topic is required' });
export type GapDecisionDto = z.output<typeof gapDecisionSchema>;
