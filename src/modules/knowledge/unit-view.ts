import { isServed } from './unit-rules';
import type { Unit } from './unit.types';

/** A unit as the API returns it (the reviewer's and the import's view): whether customers can see it, and every field. */
export function unitView(unit: Unit) {
  return {
    id: unit.id,
    status: unit.status,
    served: isServed(unit.status),
    version: unit.version,
    title: unit.title,
    problem: unit.problem,
    symptoms: unit.symptoms,
    cause: unit.cause,
    solution: unit.solution,
    applicability: unit.applicability,
    search_phrases: unit.search_phrases,
    product: unit.product,
    category: unit.category,
    locale: unit.locale,
    ticket_count: unit.ticket_count,
    total_handle_seconds: unit.total_handle_seconds,
    last_seen_at: unit.last_seen_at,
    review_due_at: unit.review_due_at,
    contains_pii: unit.contains_pii,
    is_one_off: unit.is_one_off,
    one_off_reason: unit.one_off_reason,
    synthesized: unit.synthesized,
    is_commercial_exception: unit.is_commercial_exception,
    confidence: unit.confidence,
    source_type: unit.source_type,
    distilled_by: unit.distilled_by,
    external_id: unit.external_id,
    served_count: unit.served_count,
    helpful_yes: unit.helpful_yes,
    helpful_no: unit.helpful_no,
    created_at: unit.created_at,
    updated_at: unit.updated_at,
  };
}

export type UnitView = ReturnType<typeof unitView>;
