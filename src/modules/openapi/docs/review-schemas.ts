import { z } from 'zod';
import { PII_LABELS } from '../../pii/redact';

/** Response schemas of the reviewer API (src/modules/review), shared by its operations' docs. */

const unitStatus = z.enum(['pending_review', 'approved', 'rejected', 'stale', 'superseded', 'archived']);
const date = z.iso.datetime();
const id = z.number().int();

/** The fields of a unit that its list row and its full view share. */
const unitFields = {
  id,
  title: z.string(),
  problem: z.string(),
  product: z.string().nullable(),
  category: z.string(),
  locale: z.string(),
  status: unitStatus,
  ticket_count: z.number().int(),
  total_handle_seconds: z.number(),
  last_seen_at: date.nullable(),
  review_due_at: date.nullable(),
  contains_pii: z.boolean(),
  is_one_off: z.boolean(),
  one_off_reason: z.string().nullable(),
  is_commercial_exception: z.boolean(),
  confidence: z.number(),
  version: z.number().int().describe('send it back with a change: a stale one answers 409 stale_version'),
};

/** One row of the queue (GET units, units/top). */
export const unitRow = z
  .object({
    ...unitFields,
    solution_preview: z.string(),
    source_type: z.string(),
    open_conflicts: z.number().int(),
    retirement_reason: z.string().nullable(),
  })
  .meta({ id: 'UnitRow' });

export const unitListItem = unitRow.extend({
  served: z.boolean(),
  flags: z.object({ contains_pii: z.boolean(), is_one_off: z.boolean(), is_commercial_exception: z.boolean(), confidence: z.number() }),
  linked_tickets: z.number().int(),
  source_tickets: z.array(z.object({ id, external_id: z.string() })),
});

/** A whole unit, as every change answers it. */
export const unit = z
  .object({
    ...unitFields,
    served: z.boolean(),
    symptoms: z.string(),
    cause: z.string(),
    solution: z.string(),
    applicability: z.string(),
    search_phrases: z.array(z.string()),
    synthesized: z.boolean(),
    source_type: z.enum(['ticket', 'faq', 'article']),
    distilled_by: z.string().nullable(),
    external_id: z.string().nullable(),
    served_count: z.number().int(),
    helpful_yes: z.number().int(),
    helpful_no: z.number().int(),
    created_at: date,
    updated_at: date,
  })
  .meta({ id: 'Unit' });

/** What a change of one unit answers: the unit as it is now, and whether the index was told. */
export const unitChange = { unit, index_queued: z.boolean().describe('the search index is updated by a job') };

export const approvals = z
  .object({
    approved: z.array(id),
    skipped: z.array(z.object({ id, reason: z.enum(['not_found', 'contains_pii', 'already_approved', 'not_approvable']) })),
    index_queued: z.boolean(),
  })
  .meta({ id: 'Approvals' });

export const conflict = z
  .object({
    id,
    unit_id: id,
    status: z.enum(['open', 'kept', 'replaced', 'merged']),
    similarity: z.number(),
    ticket: z.object({ id, external_id: z.string() }),
    unit: z.object({ problem: z.string(), status: unitStatus, version: z.number().int() }),
    current_solution: z.string(),
    proposed_solution: z.string(),
    resolved_by: z.string().nullable(),
    resolved_at: date.nullable(),
    created_at: date,
    diff: z.array(z.object({ op: z.enum(['equal', 'delete', 'insert']), text: z.string() })).optional(),
  })
  .meta({ id: 'Conflict' });

export const mergeSuggestion = z
  .object({
    id,
    status: z.enum(['open', 'merged', 'dismissed']),
    created_at: date,
    unit_id: id,
    similarity: z.number(),
    target_unit_id: id,
    unit_problem: z.string(),
    unit_status: unitStatus,
    unit_ticket_count: z.number().int(),
    target_problem: z.string(),
    target_status: unitStatus,
    target_ticket_count: z.number().int(),
    words: z.array(z.string()),
  })
  .meta({ id: 'MergeSuggestion' });

export const auditEntry = z
  .object({
    id,
    actor: z.string(),
    actor_id: id.nullable(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: id.nullable(),
    unit_id: id.nullable(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    created_at: date,
  })
  .meta({ id: 'AuditEntry' });


/** GET units/:id: the unit with its sources (redacted transcripts), conflicts, merge suggestions and history. */
export const unitDetail = z.object({
  unit,
  serving: z.object({ served: z.boolean(), served_chunks: z.number().int(), label: z.string() }),
  sources: z.object({
    total: z.number().int(),
    shown: z.number().int(),
    tickets: z.array(
      z.object({
        id,
        external_id: z.string(),
        subject: z.string(),
        closed_at: date.nullable(),
        handle_seconds: z.number().nullable(),
        link_type: z.enum(['created', 'exact', 'paraphrase']),
        similarity: z.number().nullable(),
        transcript: z.array(z.object({ author: z.enum(['customer', 'agent', 'system']), visibility: z.enum(['public', 'internal']), body: z.string(), created_at: z.string() })),
        redactions: z.record(z.enum(PII_LABELS), z.number().int()).describe('personal data replaced in this transcript, by label'),
      }),
    ),
  }),
  conflicts: z.array(conflict),
  merge_suggestions: z.array(mergeSuggestion),
  alternatives: z.array(z.object({ solution: z.string(), tickets: z.number().int(), confirmed: z.number().int(), current: z.boolean() })),
  learned_phrases: z.array(z.object({ id, phrase: z.string(), source: z.enum(['cli', 'chat_feedback']), created_at: date })),
  retirement: z.object({ status: z.enum(['open', 'dismissed', 'retired']), unit_id: id, resolved_by: z.string().nullable(), resolved_at: date.nullable(), reason: z.string(), flagged_at: date }).nullable(),
  history: z.object({
    revisions: z.array(
      z.object({
        id,
        unit_id: id,
        unit_version: z.number().int(),
        served: z.boolean(),
        problem: z.string(),
        symptoms: z.string(),
        cause: z.string(),
        solution: z.string(),
        applicability: z.string(),
        search_phrases: z.array(z.string()),
        reason: z.enum(['edit', 'conflict_replace', 'conflict_merge', 'merged_into']),
        conflict_id: id.nullable(),
        created_by: z.string(),
        created_at: date,
      }),
    ),
    audit: z.array(auditEntry),
  }),
});

export const page = { page: z.number().int(), page_size: z.number().int(), total: z.number().int() };
