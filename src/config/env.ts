import { z } from 'zod';

/**
 * Schemas for environment variables, shared by every part of the configuration (src/config/config.ts,
 * src/config/chat.config.ts, the search providers' provider-config.ts).
 *
 * The one rule for blank values: a variable set to '' or to spaces only (`VAR=` in a .env file, an
 * empty CI secret, `VAR= npm start`) is treated exactly like an unset one: its default applies, or
 * it stays undefined (and a rule that requires it reports it missing). Without this rule
 * `z.coerce.number()` reads '' as 0, `.url()` refuses '' instead of using the default, and an
 * empty API key would pass as "set". Non-blank values are kept as written (no trimming).
 */
export function unsetIfBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
}

/** A whole number ≥ min; unset → fallback. */
export const intString = (fallback: number, min = 0) => unsetIfBlank(z.coerce.number().int().min(min).default(fallback));

/** A whole number ≥ min, or undefined when unset. */
export const optionalInt = (min = 0) => unsetIfBlank(z.coerce.number().int().min(min).optional());

/** A finite number ≥ min; unset → fallback. */
export const floatString = (fallback: number, min = 0) => unsetIfBlank(z.coerce.number().finite().min(min).default(fallback));

/** Any schema with a default used when the variable is unset (or blank). */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return unsetIfBlank(schema.default(fallback as never));
}

/** A string (optionally further constrained), or undefined when unset. */
export const optionalString = (schema: z.ZodType<string> = z.string()) => unsetIfBlank(schema.optional());

/**
 * The cross-field rules' one style: each is checked in the schema's superRefine and reported on
 * the variable to set, so the boot message lists it with every other bad variable.
 */
export function requireWhen<C extends object>(ctx: z.RefinementCtx, config: C, key: keyof C & string, because: string): void {
  if (config[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `required when ${because}` });
}
