import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { AuditService } from '../audit/audit.service';
import { CHAT_FEEDBACK_ACTOR, SYSTEM_ACTOR, type Actor, type AuditEntry } from '../audit/audit.types';
import { redact } from '../pii/redact';
import { DistillScope } from './distill-scope';
import { KnowledgeRepository, type Trx } from './knowledge.repository';
import { normalizeWords } from '../../lib/text/comparison';
import { ServingEventsRepository } from './serving-events.repository';
import { UnitCandidatesRepository } from './unit-candidates.repository';
import { UnitCasesRepository } from './unit-cases.repository';
import { PhraseSuggestionsRepository, type PhraseSuggestion } from './phrase-suggestions.repository';
import { CustomerSourcesRepository } from './customer-sources.repository';
import { SourceErasure, type KnowledgeErasureCounts, type SourcesToErase } from './source-erasure';
import { retryOn } from '../../database/retry';
import { approvalBlocker, fallbackTitle, isServed, mergePhrases, retirementReason, reviewDueFrom, unitContainsPii, type ApprovalBlocker } from './unit-rules';
import { unitView } from './unit-view';
import { ServingEvents } from './serving-events';
import { TEXT_FIELDS, type ServingChange, type Unit, type UnitChange } from './unit.types';
import { ownValue } from '../../lib/tables/text-table';

/** Learned questions kept per unit: enough wordings, without letting one unit flood the index. */
export const MAX_LEARNED_PER_UNIT = 30;
export type LearnOutcome = 'learned' | 'duplicate' | 'unit_not_approved' | 'cap_reached' | 'empty';
export type SuggestOutcome = 'suggested' | 'seconded' | 'repeated' | 'already_decided' | 'unit_not_approved' | 'empty';

export type EditableField = (typeof TEXT_FIELDS)[number] | 'search_phrases' | 'category' | 'product' | 'is_one_off' | 'is_commercial_exception';
export type UnitEdit = { version: number } & Partial<Pick<Unit, EditableField>>;
export type ConflictResolution = { action: 'keep'; version?: number } | { action: 'replace'; version?: number } | { action: 'merge'; version?: number; solution: string };

/** A committed change and whether the search module took its serving change (false: the SyncServing job will). */
export interface LifecycleResult {
  unit: Unit;
  index_queued: boolean;
}

const BATCH = 500;

/**
 * The only code that creates or changes a knowledge unit. Every method changes the unit under
 * a row lock (checking the client's `version` when one is sent), writes its audit row and, when
 * what customers may see changes, a serving event — all in one transaction. After the commit
 * the event is published: the search module hides the unit's chunks at once and re-indexes it.
 */
@Injectable()
export class UnitLifecycleService {
  constructor(
    private readonly repository: KnowledgeRepository,
    private readonly candidates: UnitCandidatesRepository,
    private readonly cases: UnitCasesRepository,
    private readonly serving: ServingEventsRepository,
    private readonly audit: AuditService,
    private readonly events: ServingEvents,
    private readonly suggestions: PhraseSuggestionsRepository,
    private readonly customerSources: CustomerSourcesRepository,
  ) {}

  // ---- distillation ------------------------------------------------------------------------

  /** One DistillTicket's knowledge writes, serialised per product and category (see DistillScope). */
  inDistillScope<T>(scopeKey: string, work: (scope: DistillScope) => Promise<T>): Promise<T> {
    return this.repository.inScopeTransaction(scopeKey, (trx) => work(new DistillScope(trx, this.repository, this.candidates, this.cases, this.audit, scopeKey)));
  }

  // ---- imported FAQs -----------------------------------------------------------------------

  /** `kb units:import`: a company's FAQ keyed by its external id; approving is the importer's human decision. */
  async importUnit(
    input: { externalId: string; sourceType: 'faq' | 'article'; problem: string; solution: string; search_phrases: string[]; category: string; product: string | null; locale: string },
    options: { approve: boolean; actor: Actor; publish: boolean },
  ): Promise<{ id: number; outcome: 'created' | 'updated' | 'unchanged'; status: Unit['status']; index_queued: boolean }> {
    const fields = {
      title: fallbackTitle(input.problem),
      problem: input.problem,
      solution: input.solution,
      search_phrases: input.search_phrases,
      category: input.category,
      product: input.product,
      locale: input.locale,
    };
    const contains_pii = unitContainsPii({ ...fields, symptoms: '', cause: '', applicability: '' });
    const done = await this.repository.transaction(async (trx) => {
      const found = await this.repository.findUnitByExternalId(input.externalId);
      const existing = found && (await this.repository.lockUnit(trx, found.id));
      const status = options.approve ? 'approved' : (existing?.status ?? 'pending_review');
      if (existing) {
        const same =
          (Object.keys(fields) as Array<keyof typeof fields>).every((key) => JSON.stringify(existing[key]) === JSON.stringify(fields[key])) &&
          existing.status === status;
        if (same) return { id: existing.id, outcome: 'unchanged' as const, status, serving: [] as ServingChange[] };
        await this.repository.updateUnit(trx, existing.id, { ...fields, status, contains_pii });
        await this.record(trx, options.actor, unitEntry('unit.import_update', existing.id, { status: existing.status, version: existing.version }, { status, version: existing.version + 1 }));
        const served = isServed(status) || isServed(existing.status);
        const serving = await this.serving.recordServingChanges(trx, served ? [{ unitId: existing.id, served: isServed(status) }] : []);
        return { id: existing.id, outcome: 'updated' as const, status, serving };
      }
      const id = await this.repository.insertUnit(trx, {
        ...fields,
        symptoms: '',
        cause: '',
        applicability: '',
        status,
        dedup_key: createHash('sha256').update(`${input.sourceType}:${input.externalId}`).digest('hex'),
        external_id: input.externalId,
        source_type: input.sourceType,
        review_due_at: reviewDueFrom(new Date()),
        contains_pii,
        confidence: 1,
      });
      await this.record(trx, options.actor, unitEntry('unit.import_create', id, undefined, { status, external_id: input.externalId }));
      const serving = await this.serving.recordServingChanges(trx, isServed(status) ? [{ unitId: id, served: true }] : []);
      return { id, outcome: 'created' as const, status, serving };
    });
    const { serving, ...result } = done;
    // Without publish (evaluations index in-process) the events stay for the SyncServing job.
    return { ...result, index_queued: options.publish ? await this.events.publish(serving) : false };
  }

  // ---- a reviewer's edits and decisions ----------------------------------------------------

  async edit(id: number, edit: UnitEdit, actor: Actor): Promise<LifecycleResult & { changed: string[] }> {
    const { version, ...requested } = edit;
    const outcome = await this.repository.transaction(async (trx) => {
      const unit = await this.lockOrFail(trx, id, version);
      if (unit.status === 'superseded') throw superseded(id, 'can no longer be edited');
      const next: UnitChange = {};
      for (const [key, value] of Object.entries(requested) as Array<[EditableField, unknown]>) {
        if (value === undefined) continue;
        if (JSON.stringify(value) !== JSON.stringify(unit[key])) (next as Record<string, unknown>)[key] = value;
      }
      const changed = Object.keys(next);
      if (changed.length === 0) return { changed, serving: [] };
      const textChanged = changed.some((key) => (TEXT_FIELDS as readonly string[]).includes(key) || key === 'search_phrases');
      if (textChanged) {
        // The earlier text stays in the history; the redactor looks at the new one.
        await this.repository.insertRevision(trx, unit, 'edit', actor.name);
        next.contains_pii = unitContainsPii({ ...unit, ...(next as Partial<Unit>) });
        // From now on the reviewer's text is the unit's: new tickets no longer recompute it.
        next.synthesized = false;
        // An approved unit edited into personal data stops being served until it is approved again.
        if (unit.status === 'approved' && next.contains_pii) next.status = 'pending_review';
      }
      await this.repository.updateUnit(trx, id, next);
      const before = Object.fromEntries(Object.keys(next).map((key) => [key, ownValue<unknown>(unit, key)]));
      await this.record(trx, actor, unitEntry('unit.edit', id, { ...before, version: unit.version }, { ...next, version: unit.version + 1 }));
      const serving = unit.status === 'approved' ? [{ unitId: id, served: (next.status ?? unit.status) === 'approved' }] : [];
      return { changed, serving: await this.serving.recordServingChanges(trx, serving) };
    });
    return { unit: await this.mustFind(id), index_queued: await this.events.publish(outcome.serving), changed: outcome.changed };
  }

  /** Approves one unit; a blocker (already approved, personal data, superseded) is returned, not thrown. */
  async approve(id: number, actor: Actor, options: { version?: number; clearPiiReason?: string } = {}): Promise<{ blocker: ApprovalBlocker | null; unit?: Unit; index_queued: boolean }> {
    const outcome = await this.repository.transaction((trx) => this.approveIn(trx, id, actor, options));
    return { ...outcome, index_queued: await this.events.publish(outcome.serving) };
  }

  /** Approves each unit that can be (most frequent first, as given); the others are listed with the reason. */
  async approveMany(ids: number[], actor: Actor): Promise<{ approved: number[]; skipped: Array<{ id: number; reason: ApprovalBlocker }>; index_queued: boolean }> {
    const approved: number[] = [];
    const skipped: Array<{ id: number; reason: ApprovalBlocker }> = [];
    const serving: ServingChange[] = [];
    for (const id of [...new Set(ids)]) {
      const outcome = await this.repository.transaction((trx) => this.approveIn(trx, id, actor, {}));
      if (outcome.blocker) skipped.push({ id, reason: outcome.blocker });
      else approved.push(id);
      serving.push(...outcome.serving);
    }
    return { approved, skipped, index_queued: await this.events.publish(serving) };
  }

  /** Evaluations and benchmarks: every pending unit the redactor does not flag, approved as a named system actor. */
  async approveAllPending(actor: Actor): Promise<number[]> {
    return (await this.approveMany(await this.repository.idsByStatus('pending_review', { withoutPii: true }), actor)).approved;
  }

  async retire(id: number, status: 'rejected' | 'archived', actor: Actor, options: { version?: number; reason: string | null }): Promise<LifecycleResult> {
    const serving = await this.repository.transaction(async (trx) => {
      const unit = await this.lockOrFail(trx, id, options.version);
      if (unit.status === 'superseded') throw superseded(id, 'cannot be retired');
      if (unit.status === status) return [];
      await this.repository.updateUnit(trx, id, { status });
      if (status === 'archived') await this.cases.resolveRetirement(trx, id, 'retired', actor.name);
      await this.record(trx, actor, {
        ...unitEntry(status === 'rejected' ? 'unit.reject' : 'unit.archive', id, { status: unit.status, version: unit.version }, { status, version: unit.version + 1 }),
        reason: options.reason,
      });
      return this.serving.recordServingChanges(trx, [{ unitId: id, served: false }]);
    });
    return { unit: await this.mustFind(id), index_queued: await this.events.publish(serving) };
  }

  async removeLearnedPhrase(unitId: number, phraseId: number, actor: Actor): Promise<{ removed: { id: number; phrase: string }; index_queued: boolean }> {
    const outcome = await this.repository.transaction(async (trx) => {
      const unit = await this.lockOrFail(trx, unitId);
      const phrase = await this.repository.deleteLearnedPhrase(trx, unitId, phraseId);
      if (!phrase) throw new DomainError(ErrorCode.LearnedPhraseNotFound, `Unit ${unitId} has no learned phrase ${phraseId}`);
      await this.record(trx, actor, { action: 'phrase.remove', entityType: 'phrase', entityId: phraseId, unitId, before: { phrase: phrase.phrase, source: phrase.source } });
      const serving = await this.serving.recordServingChanges(trx, [{ unitId, served: isServed(unit.status) }]);
      return { removed: { id: phrase.id, phrase: phrase.phrase }, serving };
    });
    return { removed: outcome.removed, index_queued: await this.events.publish(outcome.serving) };
  }

  /**
   * A real customer question becomes a phrase of the approved unit that answered it (kb
   * aliases:learn, the chat's helpful ratings, evaluations). Redacted first: a question may
   * carry personal data. Deduplicated on normalised words, capped per unit, marked with its
   * source so a reviewer can remove it; the unit is re-indexed.
   */
  async learnPhrase(unitId: number, question: string, source: 'cli' | 'chat_feedback', actor: Actor): Promise<LearnOutcome> {
    const prepared = preparePhrase(question);
    if (!prepared) return 'empty';
    const outcome = await this.repository.transaction((trx) => this.learnIn(trx, unitId, prepared, source, actor));
    await this.events.publish(outcome.serving);
    return outcome.outcome;
  }

  /**
   * A helpful rating in the chat: the customer's question is only a suggestion for the cited unit
   * (redacted, deduplicated on normalised words, counted once per conversation). Nothing reaches
   * the search index until a reviewer accepts it (`acceptPhraseSuggestion`): an anonymous click
   * must not be able to write text (markup, instructions to a model) next to an approved answer.
   */
  async suggestPhrase(unitId: number, question: string, conversationId: string): Promise<SuggestOutcome> {
    const prepared = preparePhrase(question);
    if (!prepared) return 'empty';
    return this.repository.transaction(async (trx): Promise<SuggestOutcome> => {
      const unit = await this.repository.lockUnit(trx, unitId);
      if (!unit || unit.status !== 'approved') return 'unit_not_approved';
      const { suggestion, newConversation } = await this.suggestions.upsert(trx, { unit_id: unitId, phrase: prepared.phrase, phrase_key: prepared.key }, conversationId);
      if (suggestion.status !== 'pending') return 'already_decided';
      if (!newConversation) return 'repeated';
      await this.record(trx, CHAT_FEEDBACK_ACTOR, { action: 'phrase.suggest', entityType: 'phrase_suggestion', entityId: suggestion.id, unitId, after: { conversations: suggestion.conversations } });
      return suggestion.conversations === 1 ? 'suggested' : 'seconded';
    });
  }

  /** A reviewer's yes: the suggestion becomes a learned phrase of its unit (if the unit still takes one). */
  async acceptPhraseSuggestion(id: number, actor: Actor): Promise<{ suggestion: PhraseSuggestion; learned: LearnOutcome; index_queued: boolean }> {
    const outcome = await this.repository.transaction(async (trx) => {
      const suggestion = await this.lockPendingSuggestion(trx, id);
      const prepared = preparePhrase(suggestion.phrase);
      const learned = prepared ? await this.learnIn(trx, suggestion.unit_id, prepared, 'chat_feedback', actor) : { outcome: 'empty' as const, serving: [] };
      await this.suggestions.decide(trx, id, 'accepted', actor.name);
      await this.record(trx, actor, { action: 'phrase_suggestion.accept', entityType: 'phrase_suggestion', entityId: id, unitId: suggestion.unit_id, before: { status: 'pending' }, after: { status: 'accepted', learned: learned.outcome } });
      return { suggestion: { ...suggestion, status: 'accepted' as const, decided_by: actor.name }, learned: learned.outcome, serving: learned.serving };
    });
    const { serving, ...result } = outcome;
    return { ...result, index_queued: await this.events.publish(serving) };
  }

  async rejectPhraseSuggestion(id: number, actor: Actor): Promise<{ suggestion: PhraseSuggestion }> {
    return this.repository.transaction(async (trx) => {
      const suggestion = await this.lockPendingSuggestion(trx, id);
      await this.suggestions.decide(trx, id, 'rejected', actor.name);
      await this.record(trx, actor, { action: 'phrase_suggestion.reject', entityType: 'phrase_suggestion', entityId: id, unitId: suggestion.unit_id, before: { status: 'pending' }, after: { status: 'rejected' } });
      return { suggestion: { ...suggestion, status: 'rejected' as const, decided_by: actor.name } };
    });
  }

  private async lockPendingSuggestion(trx: Trx, id: number): Promise<PhraseSuggestion> {
    const suggestion = await this.suggestions.lock(trx, id);
    if (!suggestion) throw new DomainError(ErrorCode.PhraseSuggestionNotFound, `Phrase suggestion ${id} not found`);
    if (suggestion.status !== 'pending') throw new DomainError(ErrorCode.AlreadyDecided, `Phrase suggestion ${id} is already ${suggestion.status}`);
    return suggestion;
  }

  private async learnIn(trx: Trx, unitId: number, prepared: { phrase: string; key: string }, source: 'cli' | 'chat_feedback', actor: Actor): Promise<{ outcome: LearnOutcome; serving: ServingChange[] }> {
    const unit = await this.repository.lockUnit(trx, unitId);
    if (!unit || unit.status !== 'approved') return { outcome: 'unit_not_approved', serving: [] };
    if ((await this.repository.countLearnedPhrases(trx, unitId)) >= MAX_LEARNED_PER_UNIT) return { outcome: 'cap_reached', serving: [] };
    const phraseId = await this.repository.insertLearnedPhrase(trx, { unit_id: unitId, phrase: prepared.phrase, phrase_key: prepared.key, source });
    if (phraseId === null) return { outcome: 'duplicate', serving: [] };
    await this.record(trx, actor, { action: 'phrase.learn', entityType: 'phrase', entityId: phraseId, unitId, after: { source } });
    return { outcome: 'learned', serving: await this.serving.recordServingChanges(trx, [{ unitId, served: true }]) };
  }

  // ---- conflicts and merges ----------------------------------------------------------------

  /**
   * keep: the unit stays as it is. replace: the proposed solution becomes the unit's, the old
   * text a revision. merge: the reviewer's edited solution becomes the unit's, same.
   */
  async resolveConflict(id: number, resolution: ConflictResolution, actor: Actor): Promise<LifecycleResult> {
    const outcome = await this.repository.transaction(async (trx) => {
      const conflict = await this.cases.lockConflict(trx, id);
      if (!conflict) throw new DomainError(ErrorCode.ConflictNotFound, `Conflict ${id} not found`);
      if (conflict.status !== 'open') throw new DomainError(ErrorCode.AlreadyDecided, `Conflict ${id} is already resolved (${conflict.status})`);
      const unit = await this.lockOrFail(trx, conflict.unit_id, resolution.version);
      if (resolution.action === 'keep') {
        await this.cases.closeConflict(trx, id, 'kept', actor.name);
        await this.record(trx, actor, {
          action: 'conflict.keep',
          entityType: 'conflict',
          entityId: id,
          unitId: unit.id,
          before: { status: 'open' },
          after: { status: 'kept', solution_kept: unit.solution, proposed_solution: conflict.proposed_solution },
        });
        return { unitId: unit.id, serving: [] };
      }
      const solution = resolution.action === 'replace' ? conflict.proposed_solution : resolution.solution;
      await this.repository.insertRevision(trx, unit, resolution.action === 'replace' ? 'conflict_replace' : 'conflict_merge', actor.name, id);
      const fields: UnitChange = { solution, contains_pii: unitContainsPii({ ...unit, solution }) };
      if (unit.status === 'approved' && fields.contains_pii) fields.status = 'pending_review';
      await this.repository.updateUnit(trx, unit.id, fields);
      const closed = resolution.action === 'replace' ? 'replaced' : 'merged';
      await this.cases.closeConflict(trx, id, closed, actor.name);
      await this.record(trx, actor, {
        action: `conflict.${resolution.action}`,
        entityType: 'conflict',
        entityId: id,
        unitId: unit.id,
        before: { status: 'open', solution: unit.solution, version: unit.version, unit_status: unit.status },
        after: { status: closed, ...fields, version: unit.version + 1 },
      });
      const serving = unit.status === 'approved' ? [{ unitId: unit.id, served: fields.status === undefined }] : [];
      return { unitId: unit.id, serving: await this.serving.recordServingChanges(trx, serving) };
    });
    return { unit: await this.mustFind(outcome.unitId), index_queued: await this.events.publish(outcome.serving) };
  }

  /**
   * merge: the suggested (newer) unit joins the target: its tickets, counts and phrases move
   * there, its text is kept as a revision and it becomes `superseded` (never served). dismiss: nothing changes.
   */
  async resolveMergeSuggestion(id: number, action: 'merge' | 'dismiss', actor: Actor): Promise<{ source_unit_id: number; target_unit_id: number } | null> {
    const outcome = await this.repository.transaction(async (trx) => {
      const suggestion = await this.cases.lockMergeSuggestion(trx, id);
      if (!suggestion) throw new DomainError(ErrorCode.MergeSuggestionNotFound, `Merge suggestion ${id} not found`);
      if (suggestion.status !== 'open') throw new DomainError(ErrorCode.AlreadyDecided, `Merge suggestion ${id} is already ${suggestion.status}`);
      if (action === 'dismiss') {
        await this.cases.setMergeSuggestionStatus(trx, id, 'dismissed');
        await this.record(trx, actor, {
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
      const locked = new Map<number, Unit>();
      for (const unitId of [suggestion.unit_id, suggestion.target_unit_id].sort((a, b) => a - b)) locked.set(unitId, await this.lockOrFail(trx, unitId));
      const source = locked.get(suggestion.unit_id)!;
      const target = locked.get(suggestion.target_unit_id)!;
      if (source.status === 'superseded' || target.status === 'superseded') {
        throw new DomainError(ErrorCode.UnitSuperseded, 'One of the two units was already merged into another one');
      }
      const moved = await this.repository.moveTicketLinks(trx, source.id, target.id);
      const phrases = mergePhrases(target.search_phrases, source.search_phrases);
      const lastSeen = [source.last_seen_at, target.last_seen_at].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
      const targetFields = {
        ticket_count: target.ticket_count + source.ticket_count,
        total_handle_seconds: target.total_handle_seconds + source.total_handle_seconds,
        last_seen_at: lastSeen,
        search_phrases: phrases,
      };
      await this.repository.updateUnit(trx, target.id, targetFields);
      await this.repository.insertRevision(trx, source, 'merged_into', actor.name);
      await this.repository.updateUnit(trx, source.id, { status: 'superseded', ticket_count: 0, total_handle_seconds: 0 });
      await this.cases.setMergeSuggestionStatus(trx, id, 'merged');
      await this.cases.dismissSuggestionsOf(trx, source.id);
      await this.record(trx, actor, {
        action: 'merge_suggestion.merge',
        entityType: 'merge_suggestion',
        entityId: id,
        unitId: target.id,
        before: {
          target: { ticket_count: target.ticket_count, search_phrases: target.search_phrases, version: target.version },
          source: { id: source.id, status: source.status, ticket_count: source.ticket_count },
        },
        after: { target: { ...targetFields, version: target.version + 1 }, source: { status: 'superseded' }, moved_tickets: moved },
      });
      await this.record(trx, actor, unitEntry('unit.merged_into', source.id, { status: source.status, version: source.version }, { status: 'superseded', merged_into: target.id, version: source.version + 1 }));
      const serving = [{ unitId: source.id, served: false }, ...(isServed(target.status) ? [{ unitId: target.id, served: true }] : [])];
      return { source: source.id, target: target.id, serving: await this.serving.recordServingChanges(trx, serving) };
    });
    if (!outcome) return null;
    await this.events.publish(outcome.serving);
    return { source_unit_id: outcome.source, target_unit_id: outcome.target };
  }

  // ---- erasure (GDPR article 17; src/modules/gdpr) ---------------------------------------------

  /**
   * What the knowledge base holds from these tickets and conversations goes, in one transaction
   * (see SourceErasure): links, candidates and conflicts of the tickets, with the units' counters
   * and synthesized texts following; phrase suggestions and learned phrases from the
   * conversations. Idempotent: run again, it finds nothing and counts 0. A deadlock with a
   * distillation job of the same units rolls the whole attempt back and it runs again.
   */
  async eraseSources(input: SourcesToErase, actor: Actor, reason: string): Promise<KnowledgeErasureCounts> {
    const outcome = await retryOn(['ER_LOCK_DEADLOCK'], 4, () =>
      this.repository.transaction(async (trx) => {
        const erasure = new SourceErasure(trx, this.repository, this.candidates, this.customerSources, this.audit, actor, reason);
        const counts = await erasure.run(input);
        // One serving change per unit, the last word winning (a phrase removed, then hidden: hidden).
        const last = new Map(erasure.serving.map((c) => [c.unitId, c.served]));
        const serving = await this.serving.recordServingChanges(trx, [...last].map(([unitId, served]) => ({ unitId, served })));
        return { counts, serving };
      }),
    );
    await this.events.publish(outcome.serving);
    return outcome.counts;
  }

  // ---- the daily job -----------------------------------------------------------------------

  /** Approved units past review_due_at become `stale`: hidden from customers, back in the reviewers' queue. */
  async markStaleDue(now: Date): Promise<number[]> {
    const marked: number[] = [];
    for (;;) {
      const due = await this.repository.dueForReview(now, BATCH);
      const batch: ServingChange[] = [];
      for (const id of due) {
        const changed = await this.repository.transaction(async (trx) => {
          const unit = await this.repository.lockUnit(trx, id);
          // Re-checked under the lock: a reviewer may have re-approved it a moment ago.
          if (!unit || unit.status !== 'approved' || !unit.review_due_at || unit.review_due_at > now) return [];
          await this.repository.updateUnit(trx, id, { status: 'stale' });
          await this.record(trx, SYSTEM_ACTOR, {
            ...unitEntry('unit.mark_stale', id, { status: 'approved', review_due_at: unit.review_due_at, version: unit.version }, { status: 'stale', version: unit.version + 1 }),
            reason: 'review due date passed',
          });
          return this.serving.recordServingChanges(trx, [{ unitId: id, served: false }]);
        });
        batch.push(...changed);
      }
      await this.events.publish(batch);
      marked.push(...batch.map((c) => c.unitId));
      if (due.length < BATCH || batch.length === 0) return marked;
    }
  }

  /** Served or stale units nobody needs any more are flagged for a reviewer (once: a dismissed flag stays dismissed). */
  async flagRetirementCandidates(now: Date): Promise<number[]> {
    const flagged: number[] = [];
    for (let after = 0; ; ) {
      const page = await this.repository.pageUnits(['approved', 'stale'], after, BATCH);
      if (page.length === 0) return flagged;
      for (const unit of page) {
        const reason = retirementReason(unit, now);
        if (!reason) continue;
        const inserted = await this.repository.transaction(async (trx) => {
          if (!(await this.cases.flagRetirement(trx, unit.id, reason))) return false;
          await this.record(trx, SYSTEM_ACTOR, { action: 'unit.retirement_flag', entityType: 'retirement_candidate', entityId: unit.id, unitId: unit.id, after: { status: 'open' }, reason });
          return true;
        });
        if (inserted) flagged.push(unit.id);
      }
      after = page[page.length - 1].id;
    }
  }

  async dismissRetirement(unitId: number, actor: Actor): Promise<{ dismissed: boolean }> {
    return this.repository.transaction(async (trx) => {
      await this.lockOrFail(trx, unitId);
      const dismissed = await this.cases.resolveRetirement(trx, unitId, 'dismissed', actor.name);
      if (!dismissed) throw new DomainError(ErrorCode.RetirementCandidateNotFound, `Unit ${unitId} is not an open retirement candidate`);
      await this.record(trx, actor, {
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

  // ---- internals ---------------------------------------------------------------------------

  private async approveIn(trx: Trx, id: number, actor: Actor, options: { version?: number; clearPiiReason?: string }) {
    const unit = await this.repository.lockUnit(trx, id);
    if (unit && options.version !== undefined && unit.version !== options.version) throw staleVersion(unit);
    const blocker = approvalBlocker(unit, options.clearPiiReason !== undefined);
    if (blocker || !unit) return { blocker, unit, serving: [] };
    const change: UnitChange = { status: 'approved', review_due_at: reviewDueFrom(new Date()) };
    if (unit.contains_pii) {
      change.contains_pii = false;
      await this.record(trx, actor, { ...unitEntry('unit.clear_pii_flag', id, { contains_pii: true }, { contains_pii: false }), reason: options.clearPiiReason });
    }
    await this.repository.updateUnit(trx, id, change);
    await this.record(
      trx,
      actor,
      unitEntry('unit.approve', id, { status: unit.status, review_due_at: unit.review_due_at, version: unit.version }, { status: 'approved', review_due_at: change.review_due_at, version: unit.version + 1 }),
    );
    return { blocker: null, unit, serving: await this.serving.recordServingChanges(trx, [{ unitId: id, served: true }]) };
  }

  private record(trx: Trx, actor: Actor, entry: AuditEntry): Promise<void> {
    return this.audit.record(trx, actor, entry);
  }

  private async lockOrFail(trx: Trx, id: number, version?: number): Promise<Unit> {
    const unit = await this.repository.lockUnit(trx, id);
    if (!unit) throw new DomainError(ErrorCode.UnitNotFound, `Unit ${id} not found`);
    if (version !== undefined && unit.version !== version) throw staleVersion(unit);
    return unit;
  }

  private async mustFind(id: number): Promise<Unit> {
    const unit = await this.repository.findUnit(id);
    if (!unit) throw new DomainError(ErrorCode.UnitNotFound, `Unit ${id} not found`);
    return unit;
  }
}

/** Redacted (a question may carry personal data), one line, bounded; keyed by its normalised words. */
function preparePhrase(question: string): { phrase: string; key: string } | null {
  const phrase = redact(question).text.trim().replace(/\s+/g, ' ').slice(0, 1500);
  const words = normalizeWords(phrase);
  if (words.length === 0) return null;
  return { phrase, key: createHash('sha256').update(words.join(' ')).digest('hex') };
}

function unitEntry(action: string, unitId: number, before: unknown, after: unknown): AuditEntry {
  return { action, entityType: 'unit', entityId: unitId, unitId, before, after };
}

function superseded(id: number, what: string): DomainError {
  return new DomainError(ErrorCode.UnitSuperseded, `Unit ${id} was merged into another unit and ${what}`);
}

export function staleVersion(unit: Unit): DomainError {
  return new DomainError(
    ErrorCode.StaleVersion,
    `Unit ${unit.id} was changed by someone else (now version ${unit.version}): reload it and apply your change again`,
    [{ path: 'version', message: `stale: the unit is at version ${unit.version}` }],
    { current: unitView(unit) },
  );
}
