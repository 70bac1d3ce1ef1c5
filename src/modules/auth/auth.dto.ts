import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './password';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address').max(191));
export const roleSchema = z.enum(['reviewer', 'admin']);

export const loginSchema = z.object({
  email: emailSchema,
  // Not trimmed: a password is what was typed. Bounded so scrypt never hashes megabytes.
  password: z.string().min(1, 'required').max(1024),
  /** cookie (default): the review page's HttpOnly session; bearer: a token for API clients. */
  mode: z.enum(['cookie', 'bearer']).default('cookie'),
});
export type LoginDto = z.output<typeof loginSchema>;

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024);
