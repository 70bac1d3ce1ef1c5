import type { AuditService } from '../audit/audit.service';
import { DISTILLATION_ACTOR } from '../audit/audit.types';
import type { KnowledgeRepository, Trx } from './knowledge.repository';
import type { UnitCasesRepository } from './unit-cases.repository';
import { mergePhrases, reviewDueFrom } from './unit-rules';
import type { LinkType, NewUnit, Unit } from './unit.types';

/** What a distilled ticket brings to a new unit (the ticket's side of it). */
export interface TicketSource {
  ticketId: number;
  product: string | null;
  locale: string;
  handleSeconds: number;
  seenAt: Date;
  distilledBy: string;
}

export type DistilledFields = Pick<
  NewUnit,
  'problem' | 'symptoms' | 'cause' | 'solution' | 'applicability' | 'category' | 'dedup_key' | 'contains_pii' | 'is_commercial_exception' | 'is_one_off' | 'confidence' | 'search_phrases'
>;

/**
 * The knowledge side of one DistillTicket, inside its transaction and its product/category lock
 * (UnitLifecycleService.inDistillScope): the reads distillation decides on, and the only writes
 * it may make — a new unit, or one more ticket on an existing one, with a conflict or a merge
 * suggestion for a reviewer. Each write is audited under the distillation's system actor.
 */
export class DistillScope {
  constructor(
    readonly trx: Trx,
    private readonly repository: KnowledgeRepository,
    private readonly cases: UnitCasesRepository,
    private readonly audit: AuditService,
  ) {}

  linkedUnitOf(ticketId: number): Promise<{ unit_id: number } | undefined> {
    return this.repository.findUnitByTicket(ticketId, this.trx);
  }

  unitByDedupKey(key: string): Promise<Unit | undefined> {
    return this.repository.findUnitByDedupKey(this.trx, key);
  }

  unit(id: number): Promise<Unit | undefined> {
    return this.repository.findUnit(id, this.trx);
  }

  joinCandidates(product: string | null, category: string) {
    return this.repository.findJoinCandidates(this.trx, product, category);
  }

  async createUnit(fields: DistilledFields, source: TicketSource, mergeWith: { unitId: number; similarity: number } | null): Promise<number> {
    const unitId = await this.repository.insertUnit(this.trx, {
      ...fields,
      search_phrases: mergePhrases([], fields.search_phrases),
      product: source.product,
      locale: source.locale,
      status: 'pending_review',
      ticket_count: 1,
      total_handle_seconds: source.handleSeconds,
      last_seen_at: source.seenAt,
      review_due_at: reviewDueFrom(new Date()),
      source_type: 'ticket',
      distilled_by: source.distilledBy,
    });
    await this.repository.linkTicket(this.trx, { unit_id: unitId, ticket_id: source.ticketId, link_type: 'created', similarity: null });
    if (mergeWith) await this.cases.suggestMerge(this.trx, { unit_id: unitId, target_unit_id: mergeWith.unitId, similarity: mergeWith.similarity });
    await this.audit.record(this.trx, DISTILLATION_ACTOR, {
      action: 'unit.create',
      entityType: 'unit',
      entityId: unitId,
      unitId,
      after: { status: 'pending_review', ticket_id: source.ticketId, merge_suggested_with: mergeWith?.unitId ?? null },
    });
    return unitId;
  }

  /**
   * One more ticket on `target`. New customers' wordings help search find a unit still in
   * review; an approved unit's content changes only through a reviewer (a different fix
   * becomes a conflict).
   */
  async joinUnit(
    target: Unit,
    source: TicketSource,
    link: { type: Exclude<LinkType, 'created'>; similarity: number | null },
    incoming: { phrases: string[]; conflict: { proposedSolution: string; similarity: number } | null },
  ): Promise<void> {
    await this.repository.linkTicket(this.trx, { unit_id: target.id, ticket_id: source.ticketId, link_type: link.type, similarity: link.similarity });
    const phrases = target.status === 'pending_review' ? mergePhrases(target.search_phrases, incoming.phrases) : undefined;
    await this.repository.countTicket(this.trx, target.id, source.handleSeconds, source.seenAt, phrases);
    if (incoming.conflict) {
      await this.cases.openConflict(this.trx, {
        unit_id: target.id,
        ticket_id: source.ticketId,
        proposed_solution: incoming.conflict.proposedSolution,
        similarity: incoming.conflict.similarity,
      });
    }
    await this.audit.record(this.trx, DISTILLATION_ACTOR, {
      action: incoming.conflict ? 'unit.join_with_conflict' : 'unit.join',
      entityType: 'unit',
      entityId: target.id,
      unitId: target.id,
      after: { ticket_id: source.ticketId, link: link.type, similarity: link.similarity, ticket_count: target.ticket_count + 1 },
    });
  }
}
