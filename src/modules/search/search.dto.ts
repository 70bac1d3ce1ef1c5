import { z } from 'zod';

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'required').max(1500),
  product: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'must be a product code like "fatturafacile"')
    .optional()
    .transform((v) => v ?? null),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale like "it"')
    .default('it'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export type SearchQueryDto = z.output<typeof searchQuerySchema>;
