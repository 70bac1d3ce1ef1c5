import { z } from 'zod';
import { localeField, productField } from '../../common/fields';
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
const timestamp = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const ticketMessageSchema = z.object({
  author: z.enum(['customer', 'agent', 'system']),
  visibility: z.enum(['public', 'internal', 'internal_confidential']),
  body: text(200_000),
  created_at: timestamp,
});

/** One ticket as the ticketing system pushes it (API body, and one line of an import file). */
export const ticketInputSchema = z
  .object({
    external_id: z.string().trim().min(1).max(191),
    subject: text(500),
    category: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(CATEGORIES))
      .nullish()
      .transform((v) => v ?? null),
    product: productField()
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
    // Keep the thread in time order: transcripts are built from it.
    messages: [...ticket.messages].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()),
  }));

export type TicketInput = z.output<typeof ticketInputSchema>;
export type TicketMessageInput = TicketInput['messages'][number];

export function isClosedStatus(status: TicketInput['status']): boolean {
  return status !== 'open';
}
