import { z } from 'zod';
import { localeField, productField } from '../../common/fields';
import { cleanText } from '../../common/text';
import { CATEGORIES } from '../tickets/ticket.dto';

const text = (max: number) => z.string().transform(cleanText).pipe(z.string().trim().min(1).max(max));

/** One existing FAQ/article per line of `kb units:import`. */
export const unitImportSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(191)),
  problem: text(2000),
  solution: text(60_000),
  search_phrases: z.array(text(300)).max(50).default([]),
  category: z.string().trim().toLowerCase().pipe(z.enum(CATEGORIES)).default('altro'),
  product: productField()
    .nullish()
    .transform((v) => v ?? null),
  locale: localeField(),
  source_type: z.enum(['faq', 'article']).default('faq'),
});

export type UnitImport = z.output<typeof unitImportSchema>;
