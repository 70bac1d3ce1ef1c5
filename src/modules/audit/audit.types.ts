/** Who acted: a reviewer, or a named system actor (a job, an import, an evaluation, the demo). */
export interface Actor {
  id: number | null;
  /** The reviewer's e-mail, or the system actor's name. */
  name: string;
}

/**
 * The system actors: every change to a unit names who made it, and a change no person made
 * names the process that did, so the audit log tells a job's approvals from a reviewer's.
 */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'system' };
export const DISTILLATION_ACTOR: Actor = { id: null, name: 'system:distillation' };
export const IMPORT_ACTOR: Actor = { id: null, name: 'system:import' };
export const EVALUATION_ACTOR: Actor = { id: null, name: 'system:evaluation' };
export const CHAT_FEEDBACK_ACTOR: Actor = { id: null, name: 'system:chat-feedback' };
export const RETENTION_ACTOR: Actor = { id: null, name: 'system:retention' };

export interface AuditEntry {
  action: string;
  entityType: 'unit' | 'conflict' | 'merge_suggestion' | 'phrase' | 'phrase_suggestion' | 'reviewer' | 'retirement_candidate' | 'erasure' | 'gap_topic';
  entityId: number | null;
  unitId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}
