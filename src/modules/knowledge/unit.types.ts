import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  KbConflictsTable,
  KbMergeSuggestionsTable,
  KbRetirementCandidatesTable,
  KnowledgeUnit,
  KnowledgeUnitRevisionsTable,
  KnowledgeUnitsTable,
  UnitStatus,
} from '../../database/database.types';

/**
 * A knowledge unit as the application sees it: phrases as a list, numbers as numbers. The
 * storage format (phrases as JSON in TEXT) never leaves the knowledge repository.
 */
export type Unit = Omit<KnowledgeUnit, 'search_phrases'> & { search_phrases: string[] };

export type NewUnit = Omit<Insertable<KnowledgeUnitsTable>, 'search_phrases'> & { search_phrases: string[] };

/** Columns a change may set (the version is bumped by the repository, never set). */
export type UnitChange = Omit<Updateable<KnowledgeUnitsTable>, 'search_phrases' | 'version' | 'id'> & { search_phrases?: string[] };

/** The text fields the redactor checks, and which a reviewer's edit can change. */
export const TEXT_FIELDS = ['title', 'problem', 'symptoms', 'cause', 'solution', 'applicability'] as const;
export type UnitText = Pick<Unit, (typeof TEXT_FIELDS)[number] | 'search_phrases'>;

export type LinkType = 'created' | 'exact' | 'paraphrase';

export interface TicketLink {
  ticket_id: number;
  link_type: LinkType;
  similarity: number | null;
  linked_at: Date;
}

export interface UnitFilter {
  status: UnitStatus;
  category?: string;
  product?: string;
}

/** One row of the review queue. */
export interface QueueRow {
  id: number;
  title: string;
  problem: string;
  solution_preview: string;
  product: string | null;
  category: string;
  locale: string;
  status: UnitStatus;
  ticket_count: number;
  total_handle_seconds: number;
  last_seen_at: Date | null;
  review_due_at: Date | null;
  contains_pii: boolean;
  is_one_off: boolean;
  one_off_reason: string | null;
  is_commercial_exception: boolean;
  confidence: number;
  source_type: string;
  version: number;
  open_conflicts: number;
  retirement_reason: string | null;
}

export type Revision = Omit<Selectable<KnowledgeUnitRevisionsTable>, 'search_phrases'> & { search_phrases: string[] };
export type RevisionReason = Revision['reason'];

export type Conflict = Selectable<KbConflictsTable> & {
  unit_problem: string;
  unit_solution: string;
  unit_status: UnitStatus;
  unit_version: number;
};
export type ConflictStatus = Conflict['status'];

export type MergeSuggestion = Selectable<KbMergeSuggestionsTable> & {
  unit_problem: string;
  unit_status: UnitStatus;
  unit_ticket_count: number;
  target_problem: string;
  target_status: UnitStatus;
  target_ticket_count: number;
};
export type MergeSuggestionStatus = MergeSuggestion['status'];

export type RetirementCandidate = Selectable<KbRetirementCandidatesTable>;

export interface LearnedPhrase {
  id: number;
  phrase: string;
  source: 'cli' | 'chat_feedback';
  created_at: Date;
}

/** A unit's text as search and chat show it to customers (approved units only are asked for). */
export interface ServedUnitText {
  id: number;
  title: string;
  problem: string;
  /** What customers saw (error messages and codes as shown) and why it happened: the chat's model reads them to tell whether a unit fits a question; customers are shown problem, solution and applicability. */
  symptoms: string;
  cause: string;
  solution: string;
  applicability: string;
  search_phrases: string[];
  status: UnitStatus;
  product: string | null;
  locale: string;
  /** A manual fix for one customer: the chat hands the case to an operator instead of giving its steps. */
  is_one_off: boolean;
}

/** "What customers may see of these units changed": the search module hides and re-indexes. */
export interface ServingChange {
  eventId: number;
  unitId: number;
  served: boolean;
}

export interface KnowledgeSummary {
  units_by_status: Record<string, number>;
  links_by_type: Record<string, number>;
  open_conflicts: number;
  open_merge_suggestions: number;
}
