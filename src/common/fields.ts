import { z } from 'zod';
import { cleanText } from './text';

/** The shape of a product key and a locale, everywhere they are accepted (one rule, one message). */
export const PRODUCT_CODE = /^[a-z0-9][a-z0-9._-]{0,63}$/;
export const LOCALE_CODE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** A product name as a ticketing system sends it: any printable text up to 80 characters. */
export const PRODUCT_NAME_MAX = 80;

/**
 * The product key a name is scoped by: lower case, accents folded, every run of other characters
 * a dash ("Fibra Casa" → "fibra-casa", "Caldaia Smart+" → "caldaia-smart"). A key already in
 * that shape ("fatturafacile", "cassa.net") is left as it is, so existing data keeps its keys.
 */
export function productKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 64)
    .replace(/[-._]+$/, '');
}

const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

/** A product name (printable, ≤ 80 characters), cleaned and trimmed; at least one letter or digit. */
export const productNameField = () =>
  z
    .string()
    .transform(cleanText)
    .pipe(
      z
        .string()
        .trim()
        .min(1)
        .max(PRODUCT_NAME_MAX)
        .regex(PRINTABLE, 'must be printable text')
        .refine((name) => productKey(name) !== '', 'must contain a letter or a digit'),
    );

/** A product given by key or by name ("Fibra Casa"): its key, the scope everything is filtered by. */
export const productField = () => productNameField().transform(productKey).pipe(z.string().regex(PRODUCT_CODE, 'must be a product name or key like "fatturafacile"'));

/** A locale such as "it" or "it-IT"; "it" when absent. */
export const localeField = () => z.string().regex(LOCALE_CODE, 'must be a locale like "it" or "it-IT"').default('it');

/** A database id in a path or query (INT UNSIGNED). */
export const idField = () => z.coerce.number().int().min(1).max(4_294_967_295);

/**
 * A customer's reference as the ticketing system or the embedding site knows the customer (its own
 * id, never an e-mail address by choice): printable text up to 191 characters, cleaned and trimmed
 * the same way everywhere it is accepted (tickets, chat conversations, erasure and access), so the
 * lookups by it find what intake stored.
 */
export const customerRefField = () =>
  z
    .string({ error: 'must be a string' })
    .transform(cleanText)
    .pipe(z.string().trim().min(1, 'must not be empty').max(191, 'must be at most 191 characters').regex(PRINTABLE, 'must be printable text'));
