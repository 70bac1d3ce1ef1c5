import type { KnowledgeUnit } from '../../database/database.types';
import { parsePhrases } from '../knowledge/knowledge.repository';
import { containsPii } from '../pii/redact';
import { isServed } from './review-policy';

/** A unit as the reviewer API returns it: phrases parsed, and whether customers can see it. */
export function unitView(unit: KnowledgeUnit) {
  return {
    id: unit.id,
    status: unit.status,
    served: isServed(unit.status),
    version: unit.version,
    problem: unit.problem,
    symptoms: unit.symptoms,
    cause: unit.cause,
    solution: unit.solution,
    applicability: unit.applicability,
    search_phrases: parsePhrases(unit.search_phrases),
    product: unit.product,
    category: unit.category,
    locale: unit.locale,
    ticket_count: unit.ticket_count,
    total_handle_seconds: Number(unit.total_handle_seconds),
    last_seen_at: unit.last_seen_at,
    review_due_at: unit.review_due_at,
    contains_pii: unit.contains_pii,
    is_one_off: unit.is_one_off,
    is_commercial_exception: unit.is_commercial_exception,
    confidence: Number(unit.confidence),
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

/** The text fields the redactor checks, and which a reviewer's edit can change. */
export const TEXT_FIELDS = ['problem', 'symptoms', 'cause', 'solution', 'applicability'] as const;

type UnitText = Pick<KnowledgeUnit, (typeof TEXT_FIELDS)[number] | 'search_phrases'>;

/** Does any text of the unit (phrases included) still hold personal data the redactor would remove? */
export function unitContainsPii(unit: UnitText): boolean {
  return [...TEXT_FIELDS.map((field) => unit[field]), ...parsePhrases(unit.search_phrases)].some((text) => containsPii(text));
}
