import { z } from 'zod';
import { ErrorCode } from '../../../common/domain-error';
import { ReviewController } from '../../review/review.controller';
import { docsFor } from '../operation-docs';
import { approvals, auditEntry, conflict, mergeSuggestion, page, unitChange, unitDetail, unitListItem, unitRow } from './review-schemas';

const { UnitNotFound, StaleVersion, UnitSuperseded, AlreadyDecided } = ErrorCode;

export const reviewDocs = [
  docsFor(ReviewController, {
    summary: {
      summary: 'Units by status, open conflicts, merge and retirement suggestions, and the products and categories to filter by',
      response: {
        json: z.object({
          by_status: z.record(z.string(), z.number().int()),
          open: z.object({ conflicts: z.number().int(), merge_suggestions: z.number().int(), retirement_candidates: z.number().int() }),
          facets: z.object({ categories: z.array(z.string()), products: z.array(z.string()) }),
        }),
      },
    },
    units: {
      summary: 'The review queue (or any status), filtered, sorted and paged',
      response: { json: z.object({ ...page, pages: z.number().int(), units: z.array(unitListItem) }) },
    },
    topPreview: {
      summary: 'The N most frequent pending units that could be approved together, and those that cannot (personal data)',
      response: { json: z.object({ n: z.number().int(), units: z.array(unitRow), approvable_ids: z.array(z.number().int()), blocked: z.array(z.object({ id: z.number().int(), reason: z.literal('contains_pii') })) }) },
    },
    topApprove: {
      summary: 'Approve the previewed top of the queue (409 stale_version when it changed since the preview)',
      errors: [StaleVersion],
      response: { json: approvals },
    },
    bulkApprove: { summary: 'Approve the selected units; those that cannot be approved are listed with the reason', response: { json: approvals } },
    unit: { summary: 'One unit with its source tickets (redacted), conflicts, merge suggestions and history', errors: [UnitNotFound], response: { json: unitDetail } },
    patch: {
      summary: "Edit a unit's text fields (with the version read)",
      errors: [UnitNotFound, StaleVersion, UnitSuperseded],
      response: { json: z.object({ ...unitChange, changed: z.array(z.string()).describe('the fields that changed') }) },
    },
    approve: {
      summary: 'Approve a unit: it is served from now on',
      description: 'A unit the redactor flags for personal data is refused (409 unit_contains_pii) unless `clear_pii.reason` says why it is not.',
      errors: [UnitNotFound, StaleVersion, UnitSuperseded, ErrorCode.UnitContainsPii],
      response: { json: z.object({ ...unitChange, changed: z.boolean().describe('false when it was approved already') }) },
    },
    reject: { summary: 'Reject a unit, with the reason', errors: [UnitNotFound, StaleVersion, UnitSuperseded], response: { json: z.object(unitChange) } },
    archive: { summary: 'Archive a unit: no longer served, kept for its history', errors: [UnitNotFound, StaleVersion, UnitSuperseded], response: { json: z.object(unitChange) } },
    removePhrase: {
      summary: 'Remove a learned search phrase from a unit',
      errors: [UnitNotFound, ErrorCode.LearnedPhraseNotFound],
      response: { json: z.object({ removed: z.object({ id: z.number().int(), phrase: z.string() }), index_queued: z.boolean() }) },
    },
    dismissRetirement: { summary: 'Keep a unit the retirement check flagged', errors: [ErrorCode.RetirementCandidateNotFound], response: { json: z.object({ dismissed: z.boolean() }) } },
    conflicts: { summary: 'Conflicts: a later ticket fixed an approved unit’s problem another way', response: { json: z.object({ ...page, conflicts: z.array(conflict) }) } },
    conflict: { summary: 'One conflict, with the two solutions and their difference', errors: [ErrorCode.ConflictNotFound], response: { json: conflict } },
    resolveConflict: {
      summary: 'Resolve a conflict: keep the current solution, replace it, or merge the two',
      errors: [ErrorCode.ConflictNotFound, AlreadyDecided, StaleVersion, UnitSuperseded],
      response: { json: z.object({ conflict, ...unitChange }) },
    },
    mergeSuggestions: { summary: 'Pairs of units that look like one problem', response: { json: z.object({ ...page, suggestions: z.array(mergeSuggestion) }) } },
    resolveMergeSuggestion: {
      summary: 'Merge the two units of a suggestion, or dismiss it',
      errors: [ErrorCode.MergeSuggestionNotFound, AlreadyDecided, UnitSuperseded],
      response: { json: z.object({ id: z.number().int(), status: z.string(), merged: z.object({ source_unit_id: z.number().int(), target_unit_id: z.number().int() }).nullable() }) },
    },
    audit: { summary: 'The audit log: who changed what, when (admins)', response: { json: z.object({ ...page, entries: z.array(auditEntry) }) } },
  }),
];
