import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../audit/audit.types';
import { buildTranscript } from '../distillation/transcript';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { isServed, type ApprovalBlocker } from '../knowledge/unit-rules';
import type { Conflict, Unit } from '../knowledge/unit.types';
import { unitView, type UnitView } from '../knowledge/unit-view';
import { SearchService } from '../search/search.service';
import { TicketsService } from '../tickets/tickets.service';
import { sharedTerms } from '../../lib/text/comparison';
import { diffWords } from './diff';
import type {
  ApproveDto,
  ArchiveDto,
  AuditQuery,
  ConflictListQuery,
  MergeSuggestionListQuery,
  RejectDto,
  ResolveConflictDto,
  ResolveMergeSuggestionDto,
  TopApproveDto,
  TopQuery,
  UnitListQuery,
  UnitPatch,
} from './review.dto';

/** Source tickets shown (with their redacted transcripts) on a unit's page. */
const SOURCE_TICKETS_SHOWN = 10;
const SOURCE_PREVIEW_PER_UNIT = 3;

export interface ActionResult {
  unit: UnitView;
  /** false when Redis did not take the IndexUnit job (the SyncServing job re-queues it). */
  index_queued: boolean;
}

/**
 * The reviewer API: what a reviewer reads (the queue, a unit with its sources and history,
 * conflicts, merge suggestions, the audit log) and the decisions they take, each carried out by
 * the knowledge module's lifecycle (row lock, version check, audit row and serving event in one
 * transaction; the search index follows).
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly lifecycle: UnitLifecycleService,
    private readonly tickets: TicketsService,
    private readonly search: SearchService,
    private readonly audit: AuditService,
  ) {}

  // ---- reading ---------------------------------------------------------------------------

  async listUnits(query: UnitListQuery) {
    const filter = { status: query.status, category: query.category, product: query.product };
    const offset = (query.page - 1) * query.page_size;
    const [rows, total] = await Promise.all([this.knowledge.queuePage(filter, query.page_size, offset), this.knowledge.countUnits(filter)]);
    const preview = await this.knowledge.linkPreview(
      rows.map((r) => r.id),
      SOURCE_PREVIEW_PER_UNIT,
    );
    const externalIds = await this.tickets.externalIdsOf([...preview.values()].flatMap((p) => p.ticket_ids));
    return {
      page: query.page,
      page_size: query.page_size,
      total,
      pages: Math.max(1, Math.ceil(total / query.page_size)),
      units: rows.map((row) => ({
        ...row,
        served: isServed(row.status),
        flags: { contains_pii: row.contains_pii, is_one_off: row.is_one_off, is_commercial_exception: row.is_commercial_exception, confidence: row.confidence },
        linked_tickets: preview.get(row.id)?.linked ?? 0,
        source_tickets: (preview.get(row.id)?.ticket_ids ?? []).map((id) => ({ id, external_id: externalIds.get(id) ?? '' })),
      })),
    };
  }

  async summary(filter: { category?: string; product?: string }) {
    const [by_status, open, facets] = await Promise.all([this.knowledge.countByStatus(filter), this.knowledge.countOpenCases(), this.knowledge.facets()]);
    return { by_status, open, facets };
  }

  async getUnit(id: number) {
    const unit = await this.mustFind(id);
    const [links, conflicts, suggestions, phrases, revisions, audit, servedChunks, retirement, solutions] = await Promise.all([
      this.knowledge.ticketLinks(id, SOURCE_TICKETS_SHOWN),
      this.knowledge.conflictsOfUnit(id),
      this.knowledge.mergeSuggestionsOfUnit(id),
      this.knowledge.learnedPhrases(id),
      this.knowledge.revisions(id),
      this.audit.forUnit(id),
      this.search.countServedChunks(id),
      this.knowledge.retirementCandidate(id),
      this.knowledge.solutions(id),
    ]);
    const ticketIds = links.map((l) => l.ticket_id);
    const [tickets, messages, conflictTickets] = await Promise.all([
      this.tickets.findByIds(ticketIds),
      this.tickets.reviewableMessages(ticketIds),
      this.tickets.externalIdsOf(conflicts.map((c) => c.ticket_id)),
    ]);
    const byId = new Map(tickets.map((t) => [t.id, t]));
    const sources = links.flatMap((link) => {
      const ticket = byId.get(link.ticket_id);
      if (!ticket) return [];
      // Redacted, internal_confidential left out: the same transcript a distiller gets.
      const { input, redactions } = buildTranscript(
        ticket,
        messages.filter((m) => m.ticket_id === ticket.id),
      );
      return [
        {
          id: ticket.id,
          external_id: ticket.external_id,
          subject: input.subject,
          closed_at: ticket.closed_at,
          handle_seconds: ticket.handle_seconds,
          link_type: link.link_type,
          similarity: link.similarity,
          transcript: input.messages,
          redactions,
        },
      ];
    });
    return {
      unit: unitView(unit),
      serving: { served: isServed(unit.status), served_chunks: servedChunks, label: servingLabel(unit.status, servedChunks) },
      sources: { total: unit.ticket_count, shown: sources.length, tickets: sources },
      conflicts: conflicts.map((c) => conflictView(c, conflictTickets.get(c.ticket_id) ?? '', c.status === 'open')),
      merge_suggestions: suggestions.map(withSharedWords),
      // Every fix the unit's tickets report: the one it carries (current) and the alternatives, with their counts.
      alternatives: solutions.map((s) => ({ solution: s.solution, tickets: s.tickets, confirmed: s.confirmed, current: s.solution === unit.solution })),
      learned_phrases: phrases,
      retirement: retirement ?? null,
      history: { revisions: revisions.map((r) => ({ ...r, served: false })), audit },
    };
  }

  async listConflicts(query: ConflictListQuery) {
    const { total, rows } = await this.knowledge.conflictsPage(query.status, query.page_size, (query.page - 1) * query.page_size);
    const externalIds = await this.tickets.externalIdsOf(rows.map((c) => c.ticket_id));
    return { page: query.page, page_size: query.page_size, total, conflicts: rows.map((c) => conflictView(c, externalIds.get(c.ticket_id) ?? '', false)) };
  }

  async getConflict(id: number) {
    const conflict = await this.knowledge.findConflict(id);
    if (!conflict) throw new DomainError(ErrorCode.ConflictNotFound, `Conflict ${id} not found`);
    const externalIds = await this.tickets.externalIdsOf([conflict.ticket_id]);
    return conflictView(conflict, externalIds.get(conflict.ticket_id) ?? '', true);
  }

  async listMergeSuggestions(query: MergeSuggestionListQuery) {
    const { total, rows } = await this.knowledge.mergeSuggestionsPage(query.status, query.page_size, (query.page - 1) * query.page_size);
    return { page: query.page, page_size: query.page_size, total, suggestions: rows.map(withSharedWords) };
  }

  async auditLog(query: AuditQuery) {
    const { total, entries } = await this.audit.page({ unitId: query.unit_id, actorId: query.actor_id, action: query.action }, query.page, query.page_size);
    return { page: query.page, page_size: query.page_size, total, entries };
  }

  // ---- decisions (each one the lifecycle's) ----------------------------------------------

  async patchUnit(id: number, patch: UnitPatch, actor: Actor): Promise<ActionResult & { changed: string[] }> {
    const { unit, index_queued, changed } = await this.lifecycle.edit(id, patch, actor);
    return { unit: unitView(unit), index_queued, changed };
  }

  async approve(id: number, dto: ApproveDto, actor: Actor): Promise<ActionResult & { changed: boolean }> {
    const result = await this.lifecycle.approve(id, actor, { version: dto.version, clearPiiReason: dto.clear_pii?.reason });
    if (result.blocker === 'already_approved') return { unit: unitView(result.unit!), index_queued: false, changed: false };
    if (result.blocker) throw blockerError(id, result.blocker);
    return { unit: unitView(await this.mustFind(id)), index_queued: result.index_queued, changed: true };
  }

  async reject(id: number, dto: RejectDto, actor: Actor): Promise<ActionResult> {
    return this.view(await this.lifecycle.retire(id, 'rejected', actor, { version: dto.version, reason: dto.reason }));
  }

  async archive(id: number, dto: ArchiveDto, actor: Actor): Promise<ActionResult> {
    return this.view(await this.lifecycle.retire(id, 'archived', actor, { version: dto.version, reason: dto.reason ?? null }));
  }

  bulkApprove(ids: number[], actor: Actor) {
    return this.lifecycle.approveMany(ids, actor);
  }

  /** The N most frequent pending units, and which of them can be approved as they are. */
  async topPreview(query: TopQuery) {
    const units = await this.knowledge.queuePage({ status: 'pending_review', category: query.category, product: query.product }, query.n, 0);
    return {
      n: query.n,
      units,
      approvable_ids: units.filter((u) => !u.contains_pii).map((u) => u.id),
      blocked: units.filter((u) => u.contains_pii).map((u) => ({ id: u.id, reason: 'contains_pii' as const })),
    };
  }

  /** Approves the previewed top N, refusing when the queue's top N is no longer what was previewed. */
  async topApprove(dto: TopApproveDto, actor: Actor) {
    const filter = { status: 'pending_review' as const, category: dto.category, product: dto.product };
    const now = (await this.knowledge.queueIds(filter, dto.n)).filter((u) => !u.contains_pii).map((u) => u.id);
    const same = now.length === dto.ids.length && new Set([...now, ...dto.ids]).size === now.length;
    if (!same) {
      throw new DomainError(ErrorCode.StaleVersion, 'The top of the queue changed since the preview: preview it again', [], { current: { approvable_ids: now } });
    }
    return this.bulkApprove(now, actor);
  }

  removeLearnedPhrase(unitId: number, phraseId: number, actor: Actor) {
    return this.lifecycle.removeLearnedPhrase(unitId, phraseId, actor);
  }

  dismissRetirement(unitId: number, actor: Actor) {
    return this.lifecycle.dismissRetirement(unitId, actor);
  }

  async resolveConflict(id: number, dto: ResolveConflictDto, actor: Actor) {
    const { unit, index_queued } = await this.lifecycle.resolveConflict(id, dto, actor);
    return { conflict: await this.getConflict(id), unit: unitView(unit), index_queued };
  }

  async resolveMergeSuggestion(id: number, dto: ResolveMergeSuggestionDto, actor: Actor) {
    const merged = await this.lifecycle.resolveMergeSuggestion(id, dto.action, actor);
    return { id, status: dto.action === 'merge' ? 'merged' : 'dismissed', merged };
  }

  // ---- internals -------------------------------------------------------------------------

  private view(result: { unit: Unit; index_queued: boolean }): ActionResult {
    return { unit: unitView(result.unit), index_queued: result.index_queued };
  }

  private async mustFind(id: number): Promise<Unit> {
    const unit = await this.knowledge.findUnit(id);
    if (!unit) throw new DomainError(ErrorCode.UnitNotFound, `Unit ${id} not found`);
    return unit;
  }
}

function blockerError(id: number, blocker: Exclude<ApprovalBlocker, 'already_approved'>): DomainError {
  switch (blocker) {
    case 'not_found':
      return new DomainError(ErrorCode.UnitNotFound, `Unit ${id} not found`);
    case 'contains_pii':
      return new DomainError(
        ErrorCode.UnitContainsPii,
        `Unit ${id} may contain personal data: edit the text until the redactor finds nothing, or clear the flag with a reason`,
        [{ path: 'contains_pii', message: 'the redactor found personal data in this unit' }],
      );
    case 'not_approvable':
      return new DomainError(ErrorCode.UnitSuperseded, `Unit ${id} was merged into another unit and cannot be approved`, [{ path: 'status', message: 'superseded' }]);
  }
}

/** A merge suggestion with the words that made the two units read alike. */
function withSharedWords<T extends { unit_problem: string; target_problem: string }>(suggestion: T): T & { words: string[] } {
  return { ...suggestion, words: sharedTerms(suggestion.unit_problem, suggestion.target_problem) };
}

function servingLabel(status: Unit['status'], servedChunks: number): string {
  if (status !== 'approved') return `Not served to customers (${status.replace('_', ' ')})`;
  return servedChunks > 0 ? `Served to customers (${servedChunks} chunks in the index)` : 'Approved: being indexed, not yet findable';
}

function conflictView(conflict: Conflict, ticketExternalId: string, withDiff: boolean) {
  return {
    id: conflict.id,
    unit_id: conflict.unit_id,
    status: conflict.status,
    similarity: conflict.similarity,
    ticket: { id: conflict.ticket_id, external_id: ticketExternalId },
    unit: { problem: conflict.unit_problem, status: conflict.unit_status, version: conflict.unit_version },
    current_solution: conflict.unit_solution,
    proposed_solution: conflict.proposed_solution,
    resolved_by: conflict.resolved_by,
    resolved_at: conflict.resolved_at,
    created_at: conflict.created_at,
    diff: withDiff ? diffWords(conflict.unit_solution, conflict.proposed_solution) : undefined,
  };
}
