import { createHash, randomUUID } from 'node:crypto';
import type { AuditService } from '../audit/audit.service';
import { DISTILLATION_ACTOR } from '../audit/audit.types';
import type { KnowledgeRepository, Trx } from './knowledge.repository';
import type { UnitCandidatesRepository } from './unit-candidates.repository';
import type { UnitCasesRepository } from './unit-cases.repository';
import { mergePhrases, reviewDueFrom, unitContainsPii } from './unit-rules';
import { synthesize, type Candidate, type SynthesizedText } from './unit-synthesis';
import type { LinkType, Unit, UnitChange } from './unit.types';

/** What a distilled ticket brings beside its candidate (the ticket's side of it). */
export interface TicketSource {
  ticketId: number;
  product: string | null;
  category: string;
  locale: string;
  handleSeconds: number;
  seenAt: Date;
  distilledBy: string;
}

/** Statuses whose units new tickets can join (rejected/archived ones are not resurrected by a ticket). */
const JOINABLE: ReadonlySet<Unit['status']> = new Set(['pending_review', 'approved', 'stale']);

/**
 * The knowledge side of one DistillTicket, inside its transaction and its product/category lock
 * (UnitLifecycleService.inDistillScope): the reads distillation decides on, and the only writes
 * it may make — a new unit, one more ticket on a unit, pending units joined into one when a
 * ticket shows they are one problem, a conflict or a merge suggestion for a reviewer. A unit
 * still in review and not edited by a reviewer is recomputed from all its tickets' candidates
 * after each change. Every write is audited under the distillation's system actor.
 */
export class DistillScope {
  readonly scopeKey: string;
  /**
   * Units whose tickets changed in this transaction and that have several: the model may write
   * them from all their tickets (unit id → the key of the candidates it would write from). The
   * caller enqueues that after the commit.
   */
  readonly modelSynthesisDue = new Map<number, string>();

  constructor(
    readonly trx: Trx,
    private readonly repository: KnowledgeRepository,
    private readonly candidates: UnitCandidatesRepository,
    private readonly cases: UnitCasesRepository,
    private readonly audit: AuditService,
    scopeKey: string,
  ) {
    this.scopeKey = scopeKey;
  }

  linkedUnitOf(ticketId: number): Promise<{ unit_id: number } | undefined> {
    return this.repository.findUnitByTicket(ticketId, this.trx);
  }

  /**
   * Everything a new ticket of this scope is compared with: the candidates of the units it may
   * join, and those units (a unit from before candidates were kept has none: it is compared by its text).
   */
  async members(product: string | null, category: string): Promise<{ candidates: Array<Candidate & { unit_id: number }>; units: Map<number, Unit> }> {
    const candidates = await this.candidates.scopeCandidates(this.trx, this.scopeKey);
    const legacy = await this.repository.findJoinCandidates(this.trx, product, category);
    const units = await this.repository.findUnits(this.trx, [...new Set([...candidates.map((c) => c.unit_id), ...legacy.map((u) => u.id)])]);
    const joinable = new Map(units.filter((u) => JOINABLE.has(u.status)).map((u) => [u.id, u]));
    return { candidates: candidates.filter((c) => joinable.has(c.unit_id)), units: joinable };
  }

  async createUnit(candidate: Candidate, source: TicketSource, mergeWith: { unitId: number; similarity: number } | null): Promise<number> {
    const { text } = synthesize([candidate]);
    const unitId = await this.repository.insertUnit(this.trx, {
      ...text,
      category: source.category,
      dedup_key: founderKey(candidate.ticket_id),
      contains_pii: unitContainsPii(text),
      is_commercial_exception: false,
      product: source.product,
      locale: source.locale,
      status: 'pending_review',
      ticket_count: 1,
      total_handle_seconds: source.handleSeconds,
      last_seen_at: source.seenAt,
      review_due_at: reviewDueFrom(new Date()),
      source_type: 'ticket',
      distilled_by: source.distilledBy,
      synthesized: true,
    });
    await this.link({ unit_id: unitId, ticket_id: source.ticketId, link_type: 'created', similarity: null });
    await this.candidates.insertCandidate(this.trx, unitId, this.scopeKey, candidate);
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
   * One more ticket on `target`. A unit in review is recomputed from its candidates; an
   * approved unit's content changes only through a reviewer (a different fix becomes a conflict).
   */
  async joinUnit(
    target: Unit,
    candidate: Candidate,
    source: TicketSource,
    link: { type: Exclude<LinkType, 'created'>; similarity: number | null },
    conflict: { proposedSolution: string; similarity: number } | null,
  ): Promise<void> {
    await this.link({ unit_id: target.id, ticket_id: source.ticketId, link_type: link.type, similarity: link.similarity });
    await this.candidates.insertCandidate(this.trx, target.id, this.scopeKey, candidate);
    // A unit from before candidates (not synthesized) still gathers its customers' wordings while in review.
    const phrases = target.status === 'pending_review' && !target.synthesized ? mergePhrases(target.search_phrases, candidate.search_phrases) : undefined;
    await this.repository.countTicket(this.trx, target.id, source.handleSeconds, source.seenAt, phrases);
    if (conflict) {
      await this.cases.openConflict(this.trx, { unit_id: target.id, ticket_id: source.ticketId, proposed_solution: conflict.proposedSolution, similarity: conflict.similarity });
    }
    await this.audit.record(this.trx, DISTILLATION_ACTOR, {
      action: conflict ? 'unit.join_with_conflict' : 'unit.join',
      entityType: 'unit',
      entityId: target.id,
      unitId: target.id,
      after: { ticket_id: source.ticketId, link: link.type, similarity: link.similarity, ticket_count: target.ticket_count + 1 },
    });
    await this.resynthesize(target.id);
  }

  /**
   * The tickets of this scope still in review, regrouped as `clusters` say (each a list of
   * ticket ids; the new ticket's among them): each cluster keeps the unit that already holds
   * most of its tickets (ties: the oldest unit), a cluster no unit holds becomes a new unit, a
   * unit left without tickets is superseded (its text kept as a revision). Tickets, candidates
   * and counters move with it, and every unit touched is recomputed from its candidates. Only
   * units in review that no reviewer has edited take part: a reviewed text never moves.
   */
  async regroup(
    clusters: number[][],
    current: ReadonlyMap<number, number>,
    incoming: { candidate: Candidate; source: TicketSource; similarity: number | null; mergeWith: { unitId: number; similarity: number } | null },
  ): Promise<{ unitId: number; created: boolean }> {
    const order = clusters
      .map((ticketIds) => [...ticketIds])
      .sort((a, b) => b.length - a.length || Math.min(...a) - Math.min(...b));
    const assigned = new Map<number, number[]>();
    const taken = new Set<number>();
    const unassigned: number[][] = [];
    for (const ticketIds of order) {
      const votes = new Map<number, number>();
      for (const id of ticketIds) {
        const unit = current.get(id);
        if (unit !== undefined && !taken.has(unit)) votes.set(unit, (votes.get(unit) ?? 0) + 1);
      }
      const [winner] = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      if (winner) {
        taken.add(winner[0]);
        assigned.set(winner[0], ticketIds);
      } else unassigned.push(ticketIds);
    }
    let incomingUnit: { unitId: number; created: boolean } | null = null;
    // A cluster no unit holds: a new unit, created from the incoming ticket or from its first ticket.
    for (const ticketIds of unassigned) {
      const holdsIncoming = ticketIds.includes(incoming.candidate.ticket_id);
      if (holdsIncoming && ticketIds.length === 1) {
        const unitId = await this.createUnit(incoming.candidate, incoming.source, incoming.mergeWith);
        incomingUnit = { unitId, created: true };
        continue;
      }
      const firstMoved = ticketIds.find((id) => id !== incoming.candidate.ticket_id)!;
      const donor = (await this.candidates.candidatesOf(this.trx, current.get(firstMoved)!)).find((c) => c.ticket_id === firstMoved)!;
      const unitId = await this.repository.insertUnit(this.trx, {
        ...synthesize([donor]).text,
        category: incoming.source.category,
        // Not the founder's key: that ticket may already have founded the unit it leaves.
        dedup_key: createHash('sha256').update(`split:${randomUUID()}`).digest('hex'),
        contains_pii: false,
        is_commercial_exception: false,
        product: incoming.source.product,
        locale: incoming.source.locale,
        status: 'pending_review',
        review_due_at: reviewDueFrom(new Date()),
        source_type: 'ticket',
        distilled_by: incoming.source.distilledBy,
        synthesized: true,
      });
      assigned.set(unitId, ticketIds);
      await this.audit.record(this.trx, DISTILLATION_ACTOR, { action: 'unit.create', entityType: 'unit', entityId: unitId, unitId, after: { status: 'pending_review', split_from: current.get(firstMoved) } });
    }
    const touched = new Set<number>();
    for (const [unitId, ticketIds] of assigned) {
      for (const ticketId of ticketIds) {
        if (ticketId === incoming.candidate.ticket_id) {
          await this.link({ unit_id: unitId, ticket_id: ticketId, link_type: 'paraphrase', similarity: incoming.similarity });
          await this.candidates.insertCandidate(this.trx, unitId, this.scopeKey, incoming.candidate);
          incomingUnit = { unitId, created: false };
          touched.add(unitId);
        } else if (current.get(ticketId) !== unitId) {
          touched.add(current.get(ticketId)!);
          touched.add(unitId);
          await this.candidates.moveTicket(this.trx, ticketId, unitId);
        }
      }
    }
    // Units whose every ticket went elsewhere are superseded: their text stays as a revision.
    for (const unitId of new Set(current.values())) {
      if (assigned.has(unitId)) continue;
      const unit = await this.repository.lockUnit(this.trx, unitId);
      if (!unit) continue;
      await this.repository.insertRevision(this.trx, unit, 'merged_into', DISTILLATION_ACTOR.name);
      await this.repository.updateUnit(this.trx, unitId, { status: 'superseded', ticket_count: 0, total_handle_seconds: 0 });
      await this.cases.dismissSuggestionsOf(this.trx, unitId);
      await this.audit.record(this.trx, DISTILLATION_ACTOR, {
        action: 'unit.merged_into',
        entityType: 'unit',
        entityId: unitId,
        unitId,
        before: { status: unit.status, version: unit.version },
        after: { status: 'superseded', version: unit.version + 1 },
        reason: 'its tickets were regrouped with another unit of the same problem',
      });
      touched.delete(unitId);
    }
    for (const unitId of touched) {
      await this.candidates.recount(this.trx, unitId);
      await this.resynthesize(unitId);
    }
    if (incomingUnit && !incomingUnit.created) {
      await this.audit.record(this.trx, DISTILLATION_ACTOR, {
        action: 'unit.join',
        entityType: 'unit',
        entityId: incomingUnit.unitId,
        unitId: incomingUnit.unitId,
        after: { ticket_id: incoming.candidate.ticket_id, link: 'paraphrase', similarity: incoming.similarity },
      });
    }
    return incomingUnit!;
  }

  /**
   * The ticket↔unit link is the idempotency key. If another job of the same ticket linked it
   * meanwhile (INSERT IGNORE finds the row), nothing of this attempt may count: the duplicate-key
   * error rolls it back and the retry sees the link.
   */
  private async link(row: { unit_id: number; ticket_id: number; link_type: LinkType; similarity: number | null }): Promise<void> {
    if (!(await this.repository.linkTicket(this.trx, row))) {
      throw Object.assign(new Error(`Ticket ${row.ticket_id} was linked by another job meanwhile`), { code: 'ER_DUP_ENTRY' });
    }
  }

  private async resynthesize(unitId: number): Promise<boolean> {
    const { changed, modelDue } = await resynthesizeUnit(this.trx, this.repository, this.candidates, unitId);
    if (modelDue) this.modelSynthesisDue.set(unitId, modelDue);
    else this.modelSynthesisDue.delete(unitId);
    return changed;
  }
}

/**
 * A unit in review that no reviewer has edited becomes the synthesis of its candidates again
 * (after a ticket joined it, or left it: regrouping, erasure), unless the model already wrote it
 * from exactly these candidates. `changed`: its row changed; `modelDue`: the key of the
 * candidates the model may write it from (several tickets, and not written by the model yet).
 */
export async function resynthesizeUnit(trx: Trx, repository: KnowledgeRepository, candidates: UnitCandidatesRepository, unitId: number): Promise<{ changed: boolean; modelDue: string | null }> {
  const unit = await repository.lockUnit(trx, unitId);
  if (!unit || unit.status !== 'pending_review' || !unit.synthesized) return { changed: false, modelDue: null };
  const remaining = await candidates.candidatesOf(trx, unitId);
  if (remaining.length === 0) return { changed: false, modelDue: null };
  const key = candidatesKey(remaining);
  const modelDue = remaining.length > 1 ? key : null;
  if (unit.synthesis_by === 'model' && unit.synthesis_key === key) return { changed: false, modelDue: null };
  const { text } = synthesize(remaining);
  const change = changedText(unit, text);
  const pii = unitContainsPii(text);
  const source = { synthesis_by: 'local' as const, synthesis_key: key, synthesis_alternatives: null };
  if (!change && pii === unit.contains_pii && unit.synthesis_by === 'local' && unit.synthesis_key === key) return { changed: false, modelDue };
  await repository.updateUnit(trx, unitId, { ...(change ?? {}), contains_pii: pii, ...source });
  return { changed: true, modelDue };
}

/**
 * Which readings a unit's text is written from: a hash of its candidates (ticket and reading),
 * in a stable order. The same tickets read the same way give the same key, whatever their order.
 */
export function candidatesKey(candidates: ReadonlyArray<Candidate>): string {
  const rows = [...candidates]
    .sort((a, b) => a.ticket_id - b.ticket_id)
    .map((c) => [c.ticket_id, c.title, c.problem, c.symptoms, c.cause, c.solution, c.applicability, c.confirmed, c.is_one_off, c.failed_attempts]);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/**
 * The unique key of a unit made from tickets: its founding ticket. Grouping no longer goes by an
 * exact-text key (two units may have the same problem in the same words and different fixes).
 */
function founderKey(ticketId: number): string {
  return createHash('sha256').update(`ticket-unit:${ticketId}`).digest('hex');
}

function changedText(unit: Unit, text: SynthesizedText): UnitChange | null {
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(text) as Array<keyof SynthesizedText>) {
    if (JSON.stringify(unit[key]) !== JSON.stringify(text[key])) change[key] = text[key];
  }
  return Object.keys(change).length > 0 ? (change as UnitChange) : null;
}
