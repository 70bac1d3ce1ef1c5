import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types: what Kysely checks every query against. One interface per table. */

export type TicketStatus = 'open' | 'resolved' | 'closed';
export type MessageAuthor = 'customer' | 'agent' | 'system';
export type MessageVisibility = 'public' | 'internal' | 'internal_confidential';
/**
 * none: still open · pending: closed, its distillation not yet enqueued (the outbox)
 * queued: enqueued · received: the job ran (distillation proper is the next step)
 * distilled / not_distillable / failed: set by the distillation.
 */
/** 'held': imported with --hold, waits for a backfill; 'batched': in a Message Batch (distill_batches). */
export type TicketKbStatus = 'none' | 'pending' | 'held' | 'queued' | 'batched' | 'received' | 'distilled' | 'not_distillable' | 'failed';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TicketsTable {
  id: Generated<number>;
  external_id: string;
  subject: string;
  category: string | null;
  product: string | null;
  locale: string;
  customer_ref: string | null;
  status: TicketStatus;
  closed_at: Date | null;
  handle_seconds: number | null;
  kb_status: ColumnType<TicketKbStatus, TicketKbStatus | undefined, TicketKbStatus>;
  kb_status_reason: string | null;
  kb_enqueued_at: Date | null;
  content_hash: string;
  /** Random per outbox write, part of the DistillTicket job id (migration 20261201T1310). */
  outbox_token: ColumnType<string, string | undefined, string>;
  distilled_by: string | null;
  distill_input_tokens: number | null;
  distill_output_tokens: number | null;
  distill_attempts: Generated<number>;
  distilled_at: Date | null;
  /** The redacted copies (see migration 20261201T0900): null before it, or from an older redactor. */
  subject_redacted: string | null;
  /** JSON PiiCounts of the subject and the public/internal messages. */
  redaction_counts: string | null;
  redactor_version: string | null;
  /** What the ticketing system sent, when it differs from the normalised product/category. */
  product_name: string | null;
  category_original: string | null;
  /** The address a chat customer left, with consent, to be answered by e-mail (migration 20261201T1520). */
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  position: number;
  author: MessageAuthor;
  visibility: MessageVisibility;
  body: string;
  body_redacted: string | null;
  created_at: Date;
}

export type UnitStatus = 'pending_review' | 'approved' | 'rejected' | 'stale' | 'superseded' | 'archived';
export type UnitSourceType = 'ticket' | 'faq' | 'article';

/** DECIMAL columns come back as numbers (mysql2 decimalNumbers). */
type Decimal = ColumnType<number, number | undefined, number>;

export interface KnowledgeUnitsTable {
  id: Generated<number>;
  problem: string;
  symptoms: string;
  cause: string;
  solution: string;
  applicability: string;
  product: string | null;
  category: string;
  locale: string;
  status: ColumnType<UnitStatus, UnitStatus | undefined, UnitStatus>;
  dedup_key: string;
  ticket_count: ColumnType<number, number | undefined, number>;
  total_handle_seconds: ColumnType<number, number | undefined, number>;
  last_seen_at: Date | null;
  review_due_at: Date | null;
  contains_pii: ColumnType<boolean, boolean | undefined, boolean>;
  is_commercial_exception: ColumnType<boolean, boolean | undefined, boolean>;
  is_one_off: ColumnType<boolean, boolean | undefined, boolean>;
  confidence: Decimal;
  /** JSON array of strings, serialised by the repository. */
  search_phrases: string;
  source_type: ColumnType<UnitSourceType, UnitSourceType | undefined, UnitSourceType>;
  distilled_by: string | null;
  served_count: Generated<number>;
  helpful_yes: Generated<number>;
  helpful_no: Generated<number>;
  version: Generated<number>;
  external_id: string | null;
  /** The problem as a customer would put it, one short line (≤ 90 characters). */
  title: ColumnType<string, string | undefined, string>;
  one_off_reason: string | null;
  /** true while the text is recomputed from the unit's ticket candidates; false once a reviewer edited it. */
  synthesized: ColumnType<boolean, boolean | undefined, boolean>;
  /** Who wrote the text in review: the local synthesis of its candidates, or the model from all of them (migration 20261204T2100). */
  synthesis_by: ColumnType<'local' | 'model', 'local' | 'model' | undefined, 'local' | 'model'>;
  /** The candidates the text was written from (a hash): a model text stays while they are the same. */
  synthesis_key: string | null;
  /** JSON: the fixes the model set apart as contradicting the unit's, for the reviewer. */
  synthesis_alternatives: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One ticket's reading by the distiller, kept beside the unit it joined (migration 20261201T1000). */
export interface KbUnitCandidatesTable {
  ticket_id: number;
  unit_id: number;
  scope_key: string;
  /** The ticket's external id: a stable order for ties, whatever order the tickets were processed in. */
  source_ref: string;
  /** The ticket's redacted subject: compared with, never shown. */
  subject: string;
  title: string;
  problem: string;
  symptoms: string;
  cause: string;
  solution: string;
  applicability: string;
  /** JSON array of strings. */
  search_phrases: string;
  /** The customer (or the outcome) confirmed that this solution worked. */
  confirmed: boolean;
  is_one_off: boolean;
  one_off_reason: string | null;
  /** JSON array of strings: what failed for this ticket before its fix (NULL: nothing, or not said). */
  failed_attempts: string | null;
  confidence: Decimal;
  /** The ticket's handling time: a unit's total is its candidates' sum. */
  handle_seconds: ColumnType<number, number | undefined, number>;
  closed_at: Date;
  created_at: CreatedAt;
}

export interface KnowledgeUnitTicketTable {
  unit_id: number;
  ticket_id: number;
  link_type: 'created' | 'exact' | 'paraphrase';
  similarity: number | null;
  created_at: CreatedAt;
}

export interface KbConflictsTable {
  id: Generated<number>;
  unit_id: number;
  ticket_id: number;
  proposed_solution: string;
  similarity: number;
  status: ColumnType<'open' | 'kept' | 'replaced' | 'merged', 'open' | undefined, 'open' | 'kept' | 'replaced' | 'merged'>;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: CreatedAt;
}

export interface KbMergeSuggestionsTable {
  id: Generated<number>;
  unit_id: number;
  target_unit_id: number;
  similarity: number;
  status: ColumnType<'open' | 'merged' | 'dismissed', 'open' | undefined, 'open' | 'merged' | 'dismissed'>;
  created_at: CreatedAt;
}

export type ChunkKind = 'content' | 'phrases' | 'question';

export interface KnowledgeChunksTable {
  id: Generated<number>;
  unit_id: number;
  kind: ChunkKind;
  position: number;
  content: string;
  content_stemmed: string;
  content_hash: string;
  product: string;
  locale: string;
  is_served: boolean;
  embedder: string;
  embedder_version: string;
  embedding: Buffer;
  embedding_small: Buffer;
  cluster_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface KbCentroidsTable {
  version: number;
  id: number;
  centroid: Buffer;
  size: number;
}

export interface KbIndexStateTable {
  id: number;
  version: number;
  embedder: string | null;
  embedder_version: string | null;
  embedder_state: string | null;
  projection: Buffer | null;
  clusters: ColumnType<number, number | undefined, number>;
  exact_scan: ColumnType<boolean, boolean | undefined, boolean>;
  trained_chunks: ColumnType<number, number | undefined, number>;
  trained_at: Date | null;
  installation_id: string | null;
  /** Bumped by every change of the chunks (see migration 1500); read by every search. */
  data_version: ColumnType<number, never, never>;
  /** Lists each search probes, as kb:cluster measured it (0: not measured, or exact scan). */
  nprobe: ColumnType<number, number | undefined, number>;
  /** Recall@10 against the exact float scan at that nprobe (null: not measured). */
  measured_recall: number | null;
  recall_target: number | null;
  recall_queries: ColumnType<number, number | undefined, number>;
}

/** What the model said of two tickets the similarity could not settle (migration 20261204T2100); ticket_a < ticket_b. */
export interface KbPairChecksTable {
  id: Generated<number>;
  ticket_a: number;
  ticket_b: number;
  /** The two readings compared (their candidates' texts): a re-distilled ticket is asked again. */
  readings_hash: string;
  same_problem: boolean;
  same_fix: boolean;
  reason: string;
  model: string;
  created_at: Generated<Date>;
}

export interface DistillBatchesTable {
  id: Generated<number>;
  provider_batch_id: string;
  model: string;
  /** in_progress → applied (every result settled). */
  status: ColumnType<'in_progress' | 'applied', 'in_progress' | 'applied' | undefined, 'in_progress' | 'applied'>;
  request_count: number;
  /** JSON: how the results were settled, by outcome. */
  outcome: string | null;
  created_at: Generated<Date>;
  applied_at: Date | null;
}

export interface DistillBatchItemsTable {
  batch_id: number;
  ticket_id: number;
  content_hash: string;
  /** How its result was settled (null until then). */
  settled: string | null;
}

export interface KbIndexChangesTable {
  data_version: number;
  /** 0: every unit (a bulk re-coding). */
  unit_id: number;
  changed_at: Generated<Date>;
}

export interface KbServingEventsTable {
  id: Generated<number>;
  unit_id: number;
  /** Whether the unit is served after the change. */
  served: boolean;
  created_at: CreatedAt;
  handled_at: Date | null;
}

export interface KbLearnedPhrasesTable {
  id: Generated<number>;
  unit_id: number;
  phrase: string;
  phrase_key: string;
  source: 'cli' | 'chat_feedback';
  created_at: CreatedAt;
}

export type ReviewerRole = 'reviewer' | 'admin';

export interface ReviewersTable {
  id: Generated<number>;
  email: string;
  role: ReviewerRole;
  password_hash: string;
  disabled_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ReviewerSessionsTable {
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  token_hash: string;
  reviewer_id: number;
  kind: 'cookie' | 'bearer';
  csrf_token: string;
  expires_at: Date;
  created_at: CreatedAt;
  /** Cookie sessions end after REVIEW_SESSION_IDLE_MINUTES without a request. */
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

export interface KbAuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  unit_id: number | null;
  /** JSON, as text. */
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: CreatedAt;
}

export type RevisionReason = 'edit' | 'conflict_replace' | 'conflict_merge' | 'merged_into';

export interface KnowledgeUnitRevisionsTable {
  id: Generated<number>;
  unit_id: number;
  unit_version: number;
  reason: RevisionReason;
  problem: string;
  symptoms: string;
  cause: string;
  solution: string;
  applicability: string;
  search_phrases: string;
  conflict_id: number | null;
  created_by: string;
  created_at: CreatedAt;
}

export interface KbRetirementCandidatesTable {
  unit_id: number;
  reason: string;
  status: ColumnType<'open' | 'dismissed' | 'retired', 'open' | undefined, 'open' | 'dismissed' | 'retired'>;
  flagged_at: CreatedAt;
  resolved_by: string | null;
  resolved_at: Date | null;
}

export interface Database {
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  knowledge_units: KnowledgeUnitsTable;
  knowledge_unit_ticket: KnowledgeUnitTicketTable;
  kb_conflicts: KbConflictsTable;
  kb_merge_suggestions: KbMergeSuggestionsTable;
  knowledge_chunks: KnowledgeChunksTable;
  kb_centroids: KbCentroidsTable;
  kb_index_state: KbIndexStateTable;
  kb_index_changes: KbIndexChangesTable;
  distill_batches: DistillBatchesTable;
  distill_batch_items: DistillBatchItemsTable;
  kb_learned_phrases: KbLearnedPhrasesTable;
  kb_serving_events: KbServingEventsTable;
  kb_unit_candidates: KbUnitCandidatesTable;
  kb_pair_checks: KbPairChecksTable;
  reviewers: ReviewersTable;
  reviewer_sessions: ReviewerSessionsTable;
  kb_audit_log: KbAuditLogTable;
  knowledge_unit_revisions: KnowledgeUnitRevisionsTable;
  kb_retirement_candidates: KbRetirementCandidatesTable;
}

export type Ticket = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;
export type TicketUpdate = Updateable<TicketsTable>;
export type TicketMessage = Selectable<TicketMessagesTable>;
export type NewTicketMessage = Insertable<TicketMessagesTable>;

export type KnowledgeUnit = Selectable<KnowledgeUnitsTable>;
export type NewKnowledgeUnit = Insertable<KnowledgeUnitsTable>;
export type KnowledgeChunk = Selectable<KnowledgeChunksTable>;
export type NewKnowledgeChunk = Insertable<KnowledgeChunksTable>;
export type IndexState = Selectable<KbIndexStateTable>;
