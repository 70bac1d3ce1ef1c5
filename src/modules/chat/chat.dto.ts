import { z } from 'zod';
import { customerRefField, localeField, productField } from '../../common/fields';
import { cleanText } from '../../common/text';

/** Request bodies of /api/chat, validated by ZodPipe (400 naming every bad field). */

const product = productField();

export const createConversationSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    locale: localeField(),
    product: product.nullish().transform((v) => v ?? null),
    /** Optional: the site's own id of its logged-in user, so erasure and access find the conversation (src/modules/gdpr). */
    customer_ref: customerRefField()
      .nullish()
      .transform((v) => v ?? null),
  }),
);
export type CreateConversationDto = z.output<typeof createConversationSchema>;

export const MESSAGE_MIN_CHARS = 3;
export const MESSAGE_MAX_CHARS = 1500;

const messageText = z
  .string()
  .transform(cleanText)
  .pipe(
    z
      .string()
      .trim()
      .min(MESSAGE_MIN_CHARS, `must be at least ${MESSAGE_MIN_CHARS} characters`)
      .max(MESSAGE_MAX_CHARS, `must be at most ${MESSAGE_MAX_CHARS} characters`),
  );

/**
 * A question (`message`), or the customer's answer to "which product?" (`product`: a key offered
 * in `done.products`; the previous question is answered for it). Exactly one of the two.
 */
export const sendMessageSchema = z
  .object({ message: messageText.optional(), product: productField().optional() })
  .superRefine((body, ctx) => {
    if (body.message === undefined && body.product === undefined) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'is required (or "product", the answer to the product question)' });
    }
    if (body.message !== undefined && body.product !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['product'], message: 'cannot be sent with "message": send one or the other' });
    }
  });
export type SendMessageDto = z.output<typeof sendMessageSchema>;

export const rateMessageSchema = z.object({
  value: z.union([z.literal(1), z.literal(-1)], { error: 'must be 1 or -1' }),
});
export type RateMessageDto = z.output<typeof rateMessageSchema>;

/**
 * An address to be answered at by e-mail (issue 13.5): only with the customer's explicit consent,
 * kept on the escalation ticket only. Without an address the answer comes in the chat.
 */
const contactEmail = z.email({ error: 'must be an e-mail address like nome@esempio.it' }).max(254, 'must be at most 254 characters');
const consent = z.literal(true, { error: 'must be true: the customer agrees to be answered at this address' });

export const contactSchema = z.object({ contact_email: contactEmail, consent });
export type ContactDto = z.output<typeof contactSchema>;

/** POST …/escalate: no body, or an address given with consent at the same time. */
export const escalateSchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({ contact_email: contactEmail.optional(), consent: consent.optional() })
    .refine((body) => body.contact_email === undefined || body.consent === true, {
      path: ['consent'],
      message: 'must be true when contact_email is given: the customer agrees to be answered at this address',
    }),
);
export type EscalateDto = z.output<typeof escalateSchema>;
const positiveId = (what: string) => z.number({ error: `must be the ${what} (a positive whole number)` }).int(`must be the ${what} (a positive whole number)`).positive(`must be the ${what} (a positive whole number)`);

/** POST …/choices: the customer picks one of the units a «Forse cercava:» message offered. */
export const chooseSuggestionSchema = z.object({
  message_id: positiveId('id of the message that offered the suggestions'),
  unit_id: positiveId('id of one of the units that message offered'),
});
export type ChooseSuggestionDto = z.output<typeof chooseSuggestionSchema>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
