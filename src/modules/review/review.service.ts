import { Injectable, Logger } from '@nestjs/common';
import type { Updateable } from 'kysely';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { KnowledgeUnit, KnowledgeUnitsTable } from '../../database/database.types';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/jobs';
import { mergePhrases, reviewDueFrom } from '../distillation/distill-policy';
import { buildTranscript } from '../distillation/transcript';
import { parsePhrases, serializePhrases } from '../knowledge/knowledge.repository';
import { SearchRepository } from '../search/search.repository';
import { AuditRepository, type Actor } from './audit.repository';
import { diffWords } from './diff';
import { VersionConflictError } from './review-errors';
import { approvalBlocker, type ApprovalBlocker, isServed } from './review-policy';
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
import { ReviewRepository, type ConflictRow, type Trx } from './review.repository';
import { TEXT_FIELDS, unitContainsPii, unitView, type UnitView } from './unit-view';

/** Source tickets shown (with their redacted transcripts) on a unit's page. */
const SOURCE_TICKETS_SHOWN = 10;
const SOURCE_PREVIEW_PER_UNIT = 3;

export interface ActionResult {
  unit: UnitView;
  /** false when Redis did not take the IndexUnit job (the daily job re-queues it). */
  index_queued: boolean;
}

/**
 * The reviewer's decisions on knowledge units. Each one changes the unit under a row lock,
 * checks the optimistic `version` when the client sent one, and writes its audit row in the same
 * transaction; the search index follows after the commit (hidden at once when a unit stops
 * being served, re-indexed by the IndexUnit job).
 */
@Injectable()
export class ReviewService {
  private readonly logger = new Logger(ReviewService.name);

  constructor(
    private readonly repository: ReviewRepository,
    private readonly audit: AuditRepository,
    private readonly search: SearchRepository,
    private readonly jobs: JobQueue,
  ) {}

  // ---- reading ---------------------------------------------------------------------------

  async listUnits(query: UnitListQuery) {
    const filter = { status: query.status, category: query.category, product: query.product };
    const offset = (query.page - 1) * query.page_size;
    const [rows, total] = await Promise.all([this.repository.queuePage(filter, query.page_size, offset), this.repository.countUnits(filter)]);
    const sources = await this.repository.sourcePreview(
      rows.map((r) => r.id),
      SOURCE_PREVIEW_PER_UNIT,
    );
    return {
      page: query.page,
      page_size: query.page_size,
      total,
      pages: Math.max(1, Math.ceil(total / query.page_size)),
      units: rows.map((row) => ({
        ...row,
        total_handle_seconds: Number(row.total_handle_seconds),
        confidence: Number(row.confidence),
        served: isServed(row.status),
        flags: { contains_pii: row.contains_pii, is_one_off: row.is_one_off, is_commercial_exception: row.is_commercial_exception, confidence: Number(row.confidence) },
        linked_tickets: sources.get(row.id)?.linked ?? 0,
        source_tickets: sources.get(row.id)?.tickets ?? [],
      })),
    };
  }

  async summary(filter: { category?: string; product?: string }) {
    const [by_status, open, facets] = await Promise.all([
      this.repository.countByStatus(filter),
      this.repository.countOpen(),
      this.repository.facets(),
    ]);
    return { by_status, open, facets };
  }

  async getUnit(id: number) {
    const unit = await this.mustFind(id);
    const [tickets, conflicts, suggestions, phrases, revisions, audit, servedChunks, retirement] = await Promise.all([
      this.repository.sourceTickets(id, SOURCE_TICKETS_SHOWN),
      this.repository.conflictsOfUnit(id),
      this.repository.mergeSuggestionsOfUnit(id),
      this.repository.learnedPhrases(id),
      this.repository.revisions(id),
      this.audit.forUnit(id),
      this.repository.countServedChunks(id),
      this.repository.retirementCandidate(id),
    ]);
    const messages = await this.repository.reviewableMessages(tickets.map((t) => t.id));
    const sources = tickets.map((ticket) => {
      // Redacted, internal_confidential left out: the same transcript a distiller gets.
      const { input, redactions } = buildTranscript(
        ticket,
        messages.filter((m) => m.ticket_id === ticket.id),
      );
      return {
        id: ticket.id,
        external_id: ticket.external_id,
        subject: input.subject,
        closed_at: ticket.closed_at,
        handle_seconds: ticket.handle_seconds,
        link_type: ticket.link_type,
        similarity: ticket.similarity === null ? null : Number(ticket.similarity),
        transcript: input.messages,
        redactions,
      };
    });
    return {
      unit: unitView(unit),
      serving: {
        served: isServed(unit.status),
        served_chunks: servedChunks,
        label: servingLabel(unit.status, servedChunks),
      },
      sources: { total: unit.ticket_count, shown: sources.length, tickets: sources },
      conflicts: conflicts.map((c) => conflictView(c, c.status === 'open')),
      merge_suggestions: suggestions.map((s) => ({ ...s, similarity: Number(s.similarity) })),
      learned_phrases: phrases,
      retirement: retirement ?? null,
      history: {
        revisions: revisions.map((r) => ({ ...r, search_phrases: parsePhrases(r.search_phrases), served: false })),
        audit,
      },
    };
  }

  async listConflicts(query: ConflictListQuery) {
    const { total, rows } = await this.repository.conflictsPage(query.status, query.page_size, (query.page - 1) * query.page_size);
    return { page: query.page, page_size: query.page_size, total, conflicts: rows.map((c) => conflictView(c, false)) };
  }

  async getConflict(id: number) {
    const conflict = await this.repository.findConflict(id);
    if (!conflict) throw new DomainError(ErrorCode.ConflictNotFound, `Conflict ${id} not found`);
    return conflictView(conflict, true);
  }

  async listMergeSuggestions(query: MergeSuggestionListQuery) {
    const { total, rows } = await this.repository.mergeSuggestionsPage(query.status, query.page_size, (query.page - 1) * query.page_size);
    return { page: query.page, page_size: query.page_size, total, suggestions: rows.map((s) => ({ ...s, similarity: Number(s.similarity) })) };
  }

  async auditLog(query: AuditQuery) {
    const { total, entries } = await this.audit.page(
      { unitId: query.unit_id, actorId: query.actor_id, action: query.action },
      query.page,
      query.page_size,
    );
    return { page: query.page, page_size: query.page_size, total, entries };
  }

  // ---- editing ---------------------------------------------------------------------------

  async patchUnit(id: number, patch: UnitPatch, actor: Actor): Promise<ActionResult & { changed: string[] }> {
    const outcome = await this.repository.transaction(async (trx) => {
      const unit = await this.lockOrFail(trx, id, patch.version);
      if (unit.status === 'superseded') throw new DomainError(ErrorCode.UnitSuperseded, `Unit ${id} was merged into another unit and can no longer be edited`);
      const { version: _version, ...requested } = patch;
      const next: Partial<KnowledgeUnit> = {};
      for (const [key, value] of Object.entries(requested) as Array<[keyof typeof requested, unknown]>) {
        if (value === undefined) continue;
        const stored = key === 'search_phrases' ? serializePhrases(value as string[]) : value;
        if (stored !== unit[key]) (next as Record<string, unknown>)[key] = stored;
      }
      const changed = Object.keys(next);
      if (changed.length === 0) return { unit, changed, unserve: false, reindex: false };
      const fields: Updateable<KnowledgeUnitsTable> = { ...next };
      const textChanged = changed.some((key) => (TEXT_FIELDS as readonly string[]).includes(key) || key === 'search_phrases');
      let unserve = false;
      if (textChanged) {
        // The earlier text stays in the history; the redactor looks at the new one.
        await this.repository.insertRevision(trx, unit, 'edit', actor.name);
        fields.contains_pii = unitContainsPii({ ...unit, ...next });
        if (unit.status === 'approved' && fields.contains_pii) {
          // An approved unit edited into personal data stops being served until it is approved again.
          fields.status = 'pending_review';
          unserve = true;
        }
      }
      await this.repository.updateUnit(trx, id, fields);
      const before = Object.fromEntries(Object.keys(fields).map((key) => [key, unit[key as keyof KnowledgeUnit]]));
      await this.audit.record(trx, actor, {
        action: 'unit.edit',
        entityType: 'unit',
        entityId: id,
        unitId: id,
        before: { ...before, version: unit.version },
        after: { ...fields, version: unit.version + 1 },
      });
      return { unit, changed, unserve, reindex: unit.status === 'approved' };
    });
    const indexQueued = await this.afterChange(id, outcome);
    return { unit: unitView(await this.mustFind(id)), index_queued: indexQueued, changed: outcome.changed };
  }

  // ---- decisions -------------------------------------------------------------------------

  async approve(id: number, dto: ApproveDto, actor: Actor): Promise<ActionResult & { changed: boolean }> {
    const result = await this.approveOne(id, actor, dto.version, dto.clear_pii?.reason);
    if (result.blocker === 'already_approved') return { unit: unitView(result.unit!), index_queued: false, changed: false };
    if (result.blocker) throw blockerError(id, result.blocker);
    const indexQueued = await this.reindex([id]);
    return { unit: unitView(await this.mustFind(id)), index_queued: indexQueued, changed: true };
  }

  async reject(id: number, dto: RejectDto, actor: Actor): Promise<ActionResult> {
    return this.retire(id, 'rejected', dto.version, dto.reason, actor);
  }

  async archive(id: number, dto: ArchiveDto, actor: Actor): Promise<ActionResult> {
    return this.retire(id, 'archived', dto.version, dto.reason ?? null, actor);
  }

  /** Approves each unit that can be; the others are listed with the reason. Most frequent first. */
  async bulkApprove(ids: number[], actor: Actor) {
    const approved: number[] = [];
    const skipped: Array<{ id: number; reason: ApprovalBlocker }> = [];
    for (const id of [...new Set(ids)]) {
      const result = await this.approveOne(id, actor, undefined, undefined);
      if (result.blocker) skipped.push({ id, reason: result.blocker });
      else approved.push(id);
    }
    const indexQueued = await this.reindex(approved);
    return { approved, skipped, index_queued: indexQueued };
  }

  /** The N most frequent pending units, and which of them can be approved as they are. */
  async topPreview(query: TopQuery) {
    const filter = { status: 'pending_review' as const, category: query.category, product: query.product };
    const units = await this.repository.queuePage(filter, query.n, 0);
    return {
      n: query.n,
      units: units.map((u) => ({ ...u, total_handle_seconds: Number(u.total_handle_seconds), confidence: Number(u.confidence) })),
      approvable_ids: units.filter((u) => !u.contains_pii).map((u) => u.id),
      blocked: units.filter((u) => u.contains_pii).map((u) => ({ id: u.id, reason: 'contains_pii' as const })),
    };
  }

  /** Approves the previewed top N, refusing (409) when the queue's top N is no longer what was previewed. */
  async topApprove(dto: TopApproveDto, actor: Actor) {
    const filter = { status: 'pending_review' as const, category: dto.category, product: dto.product };
    const now = (await this.repository.queueIds(filter, dto.n)).filter((u) => !u.contains_pii).map((u) => u.id);
    const same = now.length === dto.ids.length && new Set([...now, ...dto.ids]).size === now.length;
    if (!same) {
      throw new VersionConflictError('The top of the queue changed since the preview: preview it again', { approvable_ids: now });
    }
    return this.bulkApprove(now, actor);
  }

  async removeLearnedPhrase(unitId: number, phraseId: number, actor: Actor): Promise<{ removed: { id: number; phrase: string }; index_queued: boolean }> {
    const removed = await this.repository.transaction(async (trx) => {
      await this.lockOrFail(trx, unitId);
      const phrase = await this.repository.deleteLearnedPhrase(trx, unitId, phraseId);
      if (!phrase) throw new DomainError(ErrorCode.LearnedPhraseNotFound, `Unit ${unitId} has no learned phrase ${phraseId}`);
      await this.audit.record(trx, actor, {
        action: 'phrase.remove',
        entityType: 'phrase',
        entityId: phraseId,
        unitId,
        before: { phrase: phrase.phrase, source: phrase.source },
      });
      return { id: phrase.id, phrase: phrase.phrase };
    });
    return { removed, index_queued: await this.reindex([unitId]) };
  }

  async dismissRetirement(unitId: number, actor: Actor): Promise<{ dismissed: boolean }> {
    return this.repository.transaction(async (trx) => {
      await this.lockOrFail(trx, unitId);
      const dismissed = await this.repository.resolveRetirement(trx, unitId, 'dismissed', actor.name);
      if (!dismissed) throw new DomainError(ErrorCode.RetirementCandidateNotFound, `Unit ${unitId} is not an open retirement candidate`);
      await this.audit.record(trx, actor, {
        action: 'retirement.dismiss',
        entityType: 'retirement_candidate',
        entityId: unitId,
        unitId,
        before: { status: 'open' },
        after: { status: 'dismissed' },
      });
      return { dismissed };
    });
  }

  // ---- conflicts and merges --------------------------------------------------------------

  /**
   * keep: the unit stays as it is. replace: the proposed solution becomes the unit's, the old
   * text a superseded revision. merge: the reviewer's edited solution becomes the unit's, same.
   */
  async resolveConflict(id: number, dto: ResolveConflictDto, actor: Actor) {
    const outcome = await this.repository.transaction(async (trx) => {
      const conflict = await this.repository.lockConflict(trx, id);
      if (!conflict) throw new DomainError(ErrorCode.ConflictNotFound, `Conflict ${id} not found`);
      if (conflict.status !== 'open') throw new DomainError(ErrorCode.AlreadyDecided, `Conflict ${id} is already resolved (${conflict.status})`);
      const unit = await this.lockOrFail(trx, conflict.unit_id, dto.version);
      if (dto.action === 'keep') {
        await this.repository.closeConflict(trx, id, 'kept', actor.name);
        await this.audit.record(trx, actor, {
          action: 'conflict.keep',
          entityType: 'conflict',
          entityId: id,
          unitId: unit.id,
          before: { status: 'open' },
          after: { status: 'kept', solution_kept: unit.solution, proposed_solution: conflict.proposed_solution },
        });
        return { unitId: unit.id, unserve: false, reindex: false };
      }
      const solution = dto.action === 'replace' ? conflict.proposed_solution : dto.solution;
      await this.repository.insertRevision(trx, unit, dto.action === 'replace' ? 'conflict_replace' : 'conflict_merge', actor.name, id);
      const fields: Updateable<KnowledgeUnitsTable> = { solution, contains_pii: unitContainsPii({ ...unit, solution }) };
      const unserve = unit.status === 'approved' && fields.contains_pii === true;
      if (unserve) fields.status = 'pending_review';
      await this.repository.updateUnit(trx, unit.id, fields);
      await this.repository.closeConflict(trx, id, dto.action === 'replace' ? 'replaced' : 'merged', actor.name);
      await this.audit.record(trx, actor, {
        action: `conflict.${dto.action}`,
        entityType: 'conflict',
        entityId: id,
        unitId: unit.id,
        before: { status: 'open', solution: unit.solution, version: unit.version, unit_status: unit.status },
        after: { status: dto.action === 'replace' ? 'replaced' : 'merged', ...fields, version: unit.version + 1 },
      });
      return { unitId: unit.id, unserve, reindex: unit.status === 'approved' };
    });
    const indexQueued = await this.afterChange(outcome.unitId, outcome);
    return { conflict: await this.getConflict(id), unit: unitView(await this.mustFind(outcome.unitId)), index_queued: indexQueued };
  }

  /**
   * merge: the suggested (newer) unit joins the target: its tickets, counts and phrases move
   * there, its text is kept as a revision and it becomes `superseded` (never served). dismiss: nothing changes.
   */
  async resolveMergeSuggestion(id: number, dto: ResolveMergeSuggestionDto, actor: Actor) {
    const outcome = await this.repository.transaction(async (trx) => {
      const suggestion = await this.repository.lockMergeSuggestion(trx, id);
      if (!suggestion) throw new DomainError(ErrorCode.MergeSuggestionNotFound, `Merge suggestion ${id} not found`);
      if (suggestion.status !== 'open') throw new DomainError(ErrorCode.AlreadyDecided, `Merge suggestion ${id} is already ${suggestion.status}`);
      if (dto.action === 'dismiss') {
        await this.repository.setMergeSuggestionStatus(trx, id, 'dismissed');
        await this.audit.record(trx, actor, {
          action: 'merge_suggestion.dismiss',
          entityType: 'merge_suggestion',
          entityId: id,
          unitId: suggestion.unit_id,
          before: { status: 'open' },
          after: { status: 'dismissed' },
        });
        return null;
      }
      // Lock both units in id order: two merges never wait on each other in a circle.
      const [firstId, secondId] = [suggestion.unit_id, suggestion.target_unit_id].sort((a, b) => a - b);
      const locked = new Map<number, KnowledgeUnit>();
      for (const unitId of [firstId, secondId]) locked.set(unitId, await this.lockOrFail(trx, unitId));
      const source = locked.get(suggestion.unit_id)!;
      const target = locked.get(suggestion.target_unit_id)!;
      if (source.status === 'superseded' || target.status === 'superseded') {
        throw new DomainError(ErrorCode.UnitSuperseded, 'One of the two units was already merged into another one');
      }
      const moved = await this.repository.moveTicketLinks(trx, source.id, target.id);
      const phrases = mergePhrases(parsePhrases(target.search_phrases), parsePhrases(source.search_phrases));
      const lastSeen = [source.last_seen_at, target.last_seen_at].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
      const targetFields = {
        ticket_count: target.ticket_count + source.ticket_count,
        total_handle_seconds: Number(target.total_handle_seconds) + Number(source.total_handle_seconds),
        last_seen_at: lastSeen,
        search_phrases: serializePhrases(phrases),
      };
      await this.repository.updateUnit(trx, target.id, targetFields);
      await this.repository.insertRevision(trx, source, 'merged_into', actor.name);
      await this.repository.updateUnit(trx, source.id, { status: 'superseded', ticket_count: 0, total_handle_seconds: 0 });
      await this.repository.setMergeSuggestionStatus(trx, id, 'merged');
      await this.repository.dismissSuggestionsOf(trx, source.id);
      await this.audit.record(trx, actor, {
        action: 'merge_suggestion.merge',
        entityType: 'merge_suggestion',
        entityId: id,
        unitId: target.id,
        before: {
          target: { ticket_count: target.ticket_count, search_phrases: parsePhrases(target.search_phrases), version: target.version },
          source: { id: source.id, status: source.status, ticket_count: source.ticket_count },
        },
        after: { target: { ...targetFields, search_phrases: phrases, version: target.version + 1 }, source: { status: 'superseded' }, moved_tickets: moved },
      });
      await this.audit.record(trx, actor, {
        action: 'unit.merged_into',
        entityType: 'unit',
        entityId: source.id,
        unitId: source.id,
        before: { status: source.status, version: source.version },
        after: { status: 'superseded', merged_into: target.id, version: source.version + 1 },
      });
      return { source: source.id, target: target.id, targetServed: target.status === 'approved' };
    });
    if (outcome) {
      await this.search.setUnitServed(outcome.source, false);
      await this.reindex(outcome.targetServed ? [outcome.source, outcome.target] : [outcome.source]);
    }
    return { id, status: dto.action === 'merge' ? 'merged' : 'dismissed', merged: outcome && { source_unit_id: outcome.source, target_unit_id: outcome.target } };
  }

  // ---- internals -------------------------------------------------------------------------

  private async approveOne(id: number, actor: Actor, version: number | undefined, clearPiiReason: string | undefined) {
    return this.repository.transaction(async (trx) => {
      const unit = await this.repository.lockUnit(trx, id);
      if (unit && version !== undefined && unit.version !== version) throw staleVersion(unit);
      const blocker = approvalBlocker(unit, clearPiiReason !== undefined);
      if (blocker) return { blocker, unit };
      const fields: Updateable<KnowledgeUnitsTable> = { status: 'approved', review_due_at: reviewDueFrom(new Date()) };
      if (unit!.contains_pii) {
        fields.contains_pii = false;
        await this.audit.record(trx, actor, {
          action: 'unit.clear_pii_flag',
          entityType: 'unit',
          entityId: id,
          unitId: id,
          before: { contains_pii: true },
          after: { contains_pii: false },
          reason: clearPiiReason,
        });
      }
      await this.repository.updateUnit(trx, id, fields);
      await this.audit.record(trx, actor, {
        action: 'unit.approve',
        entityType: 'unit',
        entityId: id,
        unitId: id,
        before: { status: unit!.status, review_due_at: unit!.review_due_at, version: unit!.version },
        after: { status: 'approved', review_due_at: fields.review_due_at, version: unit!.version + 1 },
      });
      return { blocker: null, unit };
    });
  }

  private async retire(id: number, status: 'rejected' | 'archived', version: number | undefined, reason: string | null, actor: Actor): Promise<ActionResult> {
    await this.repository.transaction(async (trx) => {
      const unit = await this.lockOrFail(trx, id, version);
      if (unit.status === 'superseded') throw new DomainError(ErrorCode.UnitSuperseded, `Unit ${id} was merged into another unit`);
      if (unit.status === status) return;
      await this.repository.updateUnit(trx, id, { status });
      if (status === 'archived') await this.repository.resolveRetirement(trx, id, 'retired', actor.name);
      await this.audit.record(trx, actor, {
        action: status === 'rejected' ? 'unit.reject' : 'unit.archive',
        entityType: 'unit',
        entityId: id,
        unitId: id,
        before: { status: unit.status, version: unit.version },
        after: { status, version: unit.version + 1 },
        reason,
      });
    });
    const indexQueued = await this.afterChange(id, { unserve: true, reindex: true });
    return { unit: unitView(await this.mustFind(id)), index_queued: indexQueued };
  }

  /** Hide first (immediately, in the database the search reads), then let IndexUnit catch up. */
  private async afterChange(unitId: number, outcome: { unserve: boolean; reindex: boolean }): Promise<boolean> {
    if (outcome.unserve) await this.search.setUnitServed(unitId, false);
    if (outcome.unserve || outcome.reindex) return this.reindex([unitId]);
    return false;
  }

  private async reindex(unitIds: number[]): Promise<boolean> {
    if (unitIds.length === 0) return false;
    try {
      await this.jobs.enqueueBulk(unitIds.map((unitId) => ({ item: { name: JobName.IndexUnit, data: { unitId } } })));
      return true;
    } catch (error) {
      // The decision is committed; the daily MarkStaleUnits job re-queues approved units with no chunks.
      this.logger.warn(`IndexUnit not queued for ${unitIds.join(',')}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private async lockOrFail(trx: Trx, id: number, version?: number): Promise<KnowledgeUnit> {
    const unit = await this.repository.lockUnit(trx, id);
    if (!unit) throw new DomainError(ErrorCode.UnitNotFound, `Unit ${id} not found`);
    if (version !== undefined && unit.version !== version) throw staleVersion(unit);
    return unit;
  }

  private async mustFind(id: number): Promise<KnowledgeUnit> {
    const unit = await this.repository.findUnit(id);
    if (!unit) throw new DomainError(ErrorCode.UnitNotFound, `Unit ${id} not found`);
    return unit;
  }
}

function staleVersion(unit: KnowledgeUnit): VersionConflictError {
  return new VersionConflictError(
    `Unit ${unit.id} was changed by someone else (now version ${unit.version}): reload it and apply your change again`,
    unitView(unit),
    [{ path: 'version', message: `stale: the unit is at version ${unit.version}` }],
  );
}

function blockerError(id: number, blocker: ApprovalBlocker): DomainError {
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
      return new DomainError(ErrorCode.UnitSuperseded, `Unit ${id} was merged into another unit and cannot be approved`, [
        { path: 'status', message: 'superseded' },
      ]);
    case 'already_approved':
      return new DomainError(ErrorCode.AlreadyDecided, `Unit ${id} is already approved`);
  }
}

function servingLabel(status: KnowledgeUnit['status'], servedChunks: number): string {
  if (status !== 'approved') return `Not served to customers (${status.replace('_', ' ')})`;
  return servedChunks > 0 ? `Served to customers (${servedChunks} chunks in the index)` : 'Approved: being indexed, not yet findable';
}

function conflictView(conflict: ConflictRow, withDiff: boolean) {
  return {
    id: conflict.id,
    unit_id: conflict.unit_id,
    status: conflict.status,
    similarity: Number(conflict.similarity),
    ticket: { id: conflict.ticket_id, external_id: conflict.ticket_external_id },
    unit: { problem: conflict.unit_problem, status: conflict.unit_status, version: conflict.unit_version },
    current_solution: conflict.unit_solution,
    proposed_solution: conflict.proposed_solution,
    resolved_by: conflict.resolved_by,
    resolved_at: conflict.resolved_at,
    created_at: conflict.created_at,
    diff: withDiff ? diffWords(conflict.unit_solution, conflict.proposed_solution) : undefined,
  };
}
