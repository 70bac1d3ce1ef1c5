import { z } from 'zod';

/** The shape of a product code and a locale, everywhere they are accepted (one rule, one message). */
export const PRODUCT_CODE = /^[a-z0-9][a-z0-9._-]{0,63}$/;
export const LOCALE_CODE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** A product code, trimmed and lower-cased before the check ("FatturaFacile" → "fatturafacile"). */
export const productField = () =>
  z.string().trim().toLowerCase().pipe(z.string().regex(PRODUCT_CODE, 'must be a product code like "fatturafacile"'));

/** A locale such as "it" or "it-IT"; "it" when absent. */
export const localeField = () => z.string().regex(LOCALE_CODE, 'must be a locale like "it" or "it-IT"').default('it');

/** A database id in a path or query (INT UNSIGNED). */
export const idField = () => z.coerce.number().int().min(1).max(4_294_967_295);
