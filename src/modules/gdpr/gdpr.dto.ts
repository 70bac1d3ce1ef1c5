import { z } from 'zod';
import { customerRefField } from '../../common/fields';

/** Body of POST /api/gdpr/erase and /export: the reference travels in the body, never in a URL (request lines are logged). */
export const customerRefRequestSchema = z.object({ customer_ref: customerRefField() }, { error: 'must be a JSON object with customer_ref' });
export type CustomerRefRequest = z.output<typeof customerRefRequestSchema>;
