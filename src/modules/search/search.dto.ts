import { z } from 'zod';
import { localeField, productField } from '../../common/fields';

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'required').max(1500),
  product: productField()
    .optional()
    .transform((v) => v ?? null),
  locale: localeField(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export type SearchQueryDto = z.output<typeof searchQuerySchema>;
