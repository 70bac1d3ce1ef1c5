import { z } from 'zod';
import { idField, productField } from '../../common/fields';
import { cleanText } from '../../common/text';
import { CATEGORIES } from '../tickets/ticket.dto';
import { REVIEW_POLICY } from './review-policy';

const UNIT_STATUSES = ['pending_review', 'approved', 'rejected', 'stale', 'superseded', 'archived'] as const;

const product = productField();
const category = z.string().trim().toLowerCase().pipe(z.enum(CATEGORIES));
const id = idField();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
/** Query strings send "" for an empty filter: same as absent. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const idParamSchema = id;

export const unitListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(UNIT_STATUSES).default('pending_review')),
  category: z.preprocess(blankToUndefined, category.optional()),
  product: z.preprocess(blankToUndefined, product.optional()),
  page,
  page_size: z.coerce.number().int().min(1).max(REVIEW_POLICY.maxPageSize).default(REVIEW_POLICY.pageSize),
});
export type UnitListQuery = z.output<typeof unitListQuerySchema>;

const text = (max: number, min = 0) => z.string().transform(cleanText).pipe(z.string().trim().min(min).max(max));

export const unitPatchSchema = z
  .object({
    version: z.number().int().min(1),
    title: text(90, 1).optional(),
    problem: text(2000, 1).optional(),
    symptoms: text(10_000).optional(),
    cause: text(10_000).optional(),
    solution: text(60_000, 1).optional(),
    applicability: text(10_000).optional(),
    search_phrases: z.array(text(300, 1)).max(50).optional(),
    category: category.optional(),
    product: product.nullable().optional(),
    is_one_off: z.boolean().optional(),
    is_commercial_exception: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'version'), { message: 'nothing to change', path: ['(root)'] });
export type UnitPatch = z.output<typeof unitPatchSchema>;

const reason = text(1000, 3);

/** Bodies that may be left out entirely (no JSON sent): same as `{}`. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const approveSchema = optionalBody(z
  .object({
    version: z.number().int().min(1).optional(),
    /** Approve although the redactor flagged personal data: the reason goes to the audit log. */
    clear_pii: z.object({ reason }).strict().optional(),
  })
  .strict());
export type ApproveDto = z.output<typeof approveSchema>;

export const rejectSchema = z.object({ version: z.number().int().min(1).optional(), reason }).strict();
export type RejectDto = z.output<typeof rejectSchema>;

export const archiveSchema = optionalBody(z.object({ version: z.number().int().min(1).optional(), reason: reason.optional() }).strict());
export type ArchiveDto = z.output<typeof archiveSchema>;

export const bulkApproveSchema = z.object({ ids: z.array(id).min(1).max(REVIEW_POLICY.maxBulk) }).strict();
export type BulkApproveDto = z.output<typeof bulkApproveSchema>;

export const topQuerySchema = z.object({
  n: z.coerce.number().int().min(1).max(REVIEW_POLICY.maxBulk).default(200),
  category: z.preprocess(blankToUndefined, category.optional()),
  product: z.preprocess(blankToUndefined, product.optional()),
});
export type TopQuery = z.output<typeof topQuerySchema>;

/** The ids the reviewer saw in the preview: approval is refused (409) if the top N changed since. */
export const topApproveSchema = z
  .object({
    n: z.number().int().min(1).max(REVIEW_POLICY.maxBulk),
    category: category.optional(),
    product: product.optional(),
    ids: z.array(id).max(REVIEW_POLICY.maxBulk),
  })
  .strict();
export type TopApproveDto = z.output<typeof topApproveSchema>;

export const conflictListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['open', 'kept', 'replaced', 'merged']).default('open')),
  page,
  page_size: z.coerce.number().int().min(1).max(REVIEW_POLICY.maxPageSize).default(REVIEW_POLICY.pageSize),
});
export type ConflictListQuery = z.output<typeof conflictListQuerySchema>;

export const resolveConflictSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('keep'), version: z.number().int().min(1).optional() }).strict(),
  z.object({ action: z.literal('replace'), version: z.number().int().min(1).optional() }).strict(),
  z.object({ action: z.literal('merge'), version: z.number().int().min(1).optional(), solution: text(60_000, 1) }).strict(),
]);
export type ResolveConflictDto = z.output<typeof resolveConflictSchema>;

export const mergeSuggestionListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['open', 'merged', 'dismissed']).default('open')),
  page,
  page_size: z.coerce.number().int().min(1).max(REVIEW_POLICY.maxPageSize).default(REVIEW_POLICY.pageSize),
});
export type MergeSuggestionListQuery = z.output<typeof mergeSuggestionListQuerySchema>;

export const resolveMergeSuggestionSchema = z.object({ action: z.enum(['merge', 'dismiss']) }).strict();
export type ResolveMergeSuggestionDto = z.output<typeof resolveMergeSuggestionSchema>;

export const auditQuerySchema = z.object({
  unit_id: z.preprocess(blankToUndefined, id.optional()),
  actor_id: z.preprocess(blankToUndefined, id.optional()),
  action: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  page,
  page_size: z.coerce.number().int().min(1).max(REVIEW_POLICY.maxPageSize).default(REVIEW_POLICY.pageSize),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
