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

/** POST /api/reviewers (admins): a new account; without a password one is generated and shown once. */
export const createReviewerSchema = z.object({
  email: emailSchema,
  role: roleSchema.default('reviewer'),
  password: newPasswordSchema.optional(),
});
export type CreateReviewerDto = z.output<typeof createReviewerSchema>;

/** PATCH /api/reviewers/:id (admins): role and/or access; disabling ends the account's sessions. */
export const updateReviewerSchema = z
  .object({ role: roleSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { message: 'give role and/or disabled' });
export type UpdateReviewerDto = z.output<typeof updateReviewerSchema>;
