import { z } from 'zod';
import { localeField, productField } from '../../common/fields';
import { cleanText } from '../../common/text';

/** Request bodies of /api/chat, validated by ZodPipe (400 naming every bad field). */

const product = productField();

export const createConversationSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    locale: localeField(),
    product: product.nullish().transform((v) => v ?? null),
  }),
);
export type CreateConversationDto = z.output<typeof createConversationSchema>;

export const MESSAGE_MIN_CHARS = 3;
export const MESSAGE_MAX_CHARS = 1500;

export const sendMessageSchema = z.object({
  message: z
    .string()
    .transform(cleanText)
    .pipe(
      z
        .string()
        .trim()
        .min(MESSAGE_MIN_CHARS, `must be at least ${MESSAGE_MIN_CHARS} characters`)
        .max(MESSAGE_MAX_CHARS, `must be at most ${MESSAGE_MAX_CHARS} characters`),
    ),
});
export type SendMessageDto = z.output<typeof sendMessageSchema>;

export const rateMessageSchema = z.object({
  value: z.union([z.literal(1), z.literal(-1)], { error: 'must be 1 or -1' }),
});
export type RateMessageDto = z.output<typeof rateMessageSchema>;

const positiveId = (what: string) => z.number({ error: `must be the ${what} (a positive whole number)` }).int(`must be the ${what} (a positive whole number)`).positive(`must be the ${what} (a positive whole number)`);

/** POST …/choices: the customer picks one of the units a «Forse cercava:» message offered. */
export const chooseSuggestionSchema = z.object({
  message_id: positiveId('id of the message that offered the suggestions'),
  unit_id: positiveId('id of one of the units that message offered'),
});
export type ChooseSuggestionDto = z.output<typeof chooseSuggestionSchema>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
