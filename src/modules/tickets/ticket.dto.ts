import { z } from 'zod';
import { localeField, productKey, productNameField } from '../../common/fields';
import { cleanText } from '../../common/text';

export const CATEGORIES = [
  'accesso',
  'fatturazione',
  'configurazione',
  'guasto',
  'prestazioni',
  'integrazioni',
  'commerciale',
  'altro',
] as const;
export type Category = (typeof CATEGORIES)[number];

const text = (max: number) => z.string().transform(cleanText).pipe(z.string().trim().min(1).max(max));
const optionalText = (max: number) => text(max).nullish().transform((v) => v ?? null);
/** What a DATETIME column holds once written in UTC: a date past 9999 (an offset can push it there) is a 400, not a 500. */
export const EARLIEST_DATE = Date.UTC(1970, 0, 1);
export const LATEST_DATE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const timestamp = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .refine((date) => date.getTime() >= EARLIEST_DATE && date.getTime() <= LATEST_DATE, 'must be between 1970-01-01 and 9999-12-31 (UTC)');

/**
 * The ticketing system's id, as the key of the ticket. The column compares bytes
 * (utf8mb4_bin, migration 20261201T1300), so the key is normalised here, once, for the API and
 * the import alike: NFKC (a fullwidth or decomposed spelling is the same id as the plain one)
 * and trimmed. Case is kept: "RT-1" and "rt-1" are two ids, as the source system sees them.
 * Characters a person cannot see or that change how text is shown (controls, lone surrogates,
 * format characters such as U+200B, U+202E and the BOM, line separators) are refused rather
 * than silently dropped, which could turn two ids into one.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
export const externalIdField = z
  .string()
  .refine((value) => value.isWellFormed(), 'must be well-formed Unicode (a lone surrogate is not)')
  .refine((value) => !INVISIBLE.test(value), 'must not contain control, invisible or bidirectional formatting characters')
  .transform(normalizeExternalId)
  .pipe(z.string().min(1).max(191));

/** The one normalisation of an external id (the schema applies it; callers with a raw id may too). */
export function normalizeExternalId(value: string): string {
  return value.normalize('NFKC').trim();
}

export const ticketMessageSchema = z.object({
  author: z.enum(['customer', 'agent', 'system']),
  visibility: z.enum(['public', 'internal', 'internal_confidential']),
  body: text(200_000),
  created_at: timestamp,
});

/** One ticket as the ticketing system pushes it (API body, and one line of an import file). */
export const ticketInputSchema = z
  .object({
    external_id: externalIdField,
    subject: text(500),
    // What the ticketing system calls them; normalised below (an unknown category is `altro`, the original kept).
    category: text(80)
      .nullish()
      .transform((v) => v ?? null),
    product: productNameField()
      .nullish()
      .transform((v) => v ?? null),
    locale: localeField(),
    customer_ref: optionalText(191),
    status: z.enum(['open', 'resolved', 'closed']),
    closed_at: timestamp.nullish().transform((v) => v ?? null),
    handle_seconds: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 24 * 3600)
      .nullish()
      .transform((v) => v ?? null),
    messages: z.array(ticketMessageSchema).max(1000),
  })
  .transform((ticket) => ({
    ...ticket,
    ...normalizedFields(ticket.product, ticket.category),
    // Keep the thread in time order: transcripts are built from it.
    messages: [...ticket.messages].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()),
  }));

/**
 * Product and category as a ticketing system sends them ("Fibra Casa", "Guasto linea") become the
 * product key the knowledge base is scoped by and one of its categories; what was sent is kept
 * when it differs. An operator's mapping (TICKET_FIELD_MAP) can then override both.
 */
export function normalizedFields(product: string | null, category: string | null, map: TicketFieldMap = EMPTY_FIELD_MAP) {
  const mappedProduct = product === null ? null : (map.products.get(product) ?? map.products.get(product.toLowerCase()) ?? productKey(product));
  const lower = category?.trim().toLowerCase() ?? null;
  const mappedCategory = category === null ? null : (map.categories.get(category) ?? map.categories.get(lower!) ?? lower);
  const known = mappedCategory !== null && (CATEGORIES as readonly string[]).includes(mappedCategory);
  return {
    product: mappedProduct,
    product_name: product !== null && product !== mappedProduct ? product : null,
    category: mappedCategory === null ? null : known ? (mappedCategory as Category) : ('altro' as const),
    category_original: category !== null && (!known || category !== mappedCategory) ? category : null,
  };
}

/**
 * TICKET_FIELD_MAP: a JSON file mapping a ticketing system's product and category values to ours.
 * Read into Maps: the values looked up are whatever a ticketing system sends ("constructor" too).
 */
export const ticketFieldMapSchema = z
  .object({
    products: z.record(z.string(), z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'must be a product key like "fibra-casa"')).default({}),
    categories: z.record(z.string(), z.enum(CATEGORIES)).default({}),
  })
  .strict()
  .transform(({ products, categories }) => ({ products: new Map(Object.entries(products)), categories: new Map(Object.entries(categories)) }));
export type TicketFieldMap = z.output<typeof ticketFieldMapSchema>;
export const EMPTY_FIELD_MAP: TicketFieldMap = { products: new Map(), categories: new Map() };

export type TicketInput = z.output<typeof ticketInputSchema>;
export type TicketMessageInput = TicketInput['messages'][number];

export function isClosedStatus(status: TicketInput['status']): boolean {
  return status !== 'open';
}
