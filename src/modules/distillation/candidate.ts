import { fallbackTitle } from '../knowledge/unit-rules';
import type { Candidate } from '../knowledge/unit-synthesis';
import { DISTILL_POLICY } from './distill-policy';
import type { DistillOutput } from './distiller';

/** The ticket's side of a candidate: what the pipeline and the evaluation both know of it. */
export interface CandidateTicket {
  id: number;
  external_id: string;
  subject_redacted: string | null;
  handle_seconds: number | null;
  closed_at: Date | null;
}

/** Why a one-off is flagged, when the distiller gave no reason of its own. */
export const ONE_OFF_REASON = "L'operatore ha risolto con un intervento manuale sul singolo caso (back office).";

/** One ticket's reading, as its unit keeps it. */
export function candidateOf(ticket: CandidateTicket, output: DistillOutput): Candidate {
  const { unit } = output;
  return {
    ticket_id: ticket.id,
    source_ref: ticket.external_id,
    subject: ticket.subject_redacted ?? '',
    title: unit.title ?? fallbackTitle(unit.problem),
    problem: unit.problem,
    symptoms: unit.symptoms,
    cause: unit.cause,
    solution: unit.solution,
    applicability: unit.applicability,
    search_phrases: unit.search_phrases,
    confirmed: unit.confidence >= DISTILL_POLICY.confirmedFrom,
    is_one_off: unit.is_one_off,
    one_off_reason: unit.is_one_off ? (unit.one_off_reason ?? ONE_OFF_REASON) : null,
    failed_attempts: output.notes?.failed_attempts ?? [],
    confidence: Math.round(unit.confidence * 1000) / 1000,
    handle_seconds: ticket.handle_seconds ?? 0,
    closed_at: ticket.closed_at ?? new Date(),
  };
}
