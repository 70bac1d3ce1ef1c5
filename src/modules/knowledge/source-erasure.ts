import type { AuditService } from '../audit/audit.service';
import type { Actor } from '../audit/audit.types';
import type { CustomerSourcesRepository } from './customer-sources.repository';
import { resynthesizeUnit } from './distill-scope';
import type { KnowledgeRepository, Trx } from './knowledge.repository';
import type { UnitCandidatesRepository } from './unit-candidates.repository';
import { isServed, unitContainsPii } from './unit-rules';
import type { Unit, UnitChange } from './unit.types';

/** What an erasure takes away from the knowledge base (src/modules/gdpr). */
export interface SourcesToErase {
  /** The tickets, each with the handling time it added to its unit's counters. */
  tickets: Array<{ id: number; handle_seconds: number }>;
  conversationIds: string[];
}

export interface KnowledgeErasureCounts {
  unit_links: number;
  candidates: number;
  conflicts: number;
  /** Units whose counters (and, in review, synthesized text) changed. */
  units_updated: number;
  /** Units left without a source that still hold personal data: back in the reviewers' queue. */
  units_back_to_review: number;
  phrase_suggestion_sources: number;
  phrase_suggestions: number;
  learned_phrases: number;
}

/** Statuses a unit is sent back to review from when its last source is gone and its text still flags. */
const REVIEWED = new Set<Unit['status']>(['approved', 'stale']);

/**
 * One erasure's knowledge writes, inside UnitLifecycleService's transaction (units locked in id
 * order). The tickets' links, candidates and conflicts go, their units count fewer tickets and
 * less handling time, a unit in review is recomputed from the candidates left; the conversations'
 * sources of phrase suggestions go, a suggestion nobody else proposed goes with the phrase it
 * became. A unit whose last source is gone stays (anonymous knowledge: it was distilled from
 * redacted text), unless it is flagged as holding personal data or the redactor still finds some
 * in it: then it goes back to review, hidden from customers until a reviewer approves it again.
 * Every unit changed gets an audit row with counts only; `serving` collects what customers stop
 * or start seeing differently.
 */
export class SourceErasure {
  readonly serving: Array<{ unitId: number; served: boolean }> = [];

  constructor(
    private readonly trx: Trx,
    private readonly units: KnowledgeRepository,
    private readonly candidates: UnitCandidatesRepository,
    private readonly sources: CustomerSourcesRepository,
    private readonly audit: AuditService,
    private readonly actor: Actor,
    private readonly reason: string,
  ) {}

  async run(input: SourcesToErase): Promise<KnowledgeErasureCounts> {
    const ticketIds = input.tickets.map((t) => t.id);
    const handleOf = new Map(input.tickets.map((t) => [t.id, t.handle_seconds]));
    const links = await this.sources.lockLinks(this.trx, ticketIds);
    const candidates = await this.sources.lockCandidates(this.trx, ticketIds);
    const suggestions = await this.sources.lockSuggestionsOf(this.trx, input.conversationIds);

    const touched = [...new Set([...links, ...candidates, ...suggestions].map((r) => r.unit_id))].sort((a, b) => a - b);
    const before = new Map<number, Unit>();
    for (const id of touched) {
      const unit = await this.units.lockUnit(this.trx, id);
      if (unit) before.set(id, unit);
    }

    const deleted = await this.sources.deleteTicketRows(this.trx, ticketIds);
    const leaving = new Map<number, { tickets: number; seconds: number }>();
    for (const link of links) {
      const entry = leaving.get(link.unit_id) ?? { tickets: 0, seconds: 0 };
      entry.tickets += 1;
      entry.seconds += handleOf.get(link.ticket_id) ?? 0;
      leaving.set(link.unit_id, entry);
    }
    for (const [unitId, gone] of leaving) await this.sources.uncountTickets(this.trx, unitId, gone.tickets, gone.seconds);
    // The local synthesis of what remains (a model text written from the erased ticket is replaced too).
    for (const unitId of new Set(candidates.map((c) => c.unit_id))) await resynthesizeUnit(this.trx, this.units, this.candidates, unitId);
    const rephrased = await this.dropPhrases(links, candidates);

    const phrases = await this.erasePhrases(input.conversationIds, suggestions);

    let backToReview = 0;
    let updated = 0;
    for (const [unitId, old] of before) {
      const now = await this.units.lockUnit(this.trx, unitId);
      if (!now) continue;
      let sentBack = false;
      if (leaving.has(unitId) && now.source_type === 'ticket' && (await this.sources.countLinks(this.trx, unitId)) === 0) {
        sentBack = await this.reviewIfPii(now);
      }
      if (sentBack) backToReview++;
      const changed = leaving.has(unitId) || candidates.some((c) => c.unit_id === unitId) || rephrased.has(unitId) || sentBack;
      if (!changed) continue;
      updated++;
      const after = sentBack ? await this.units.lockUnit(this.trx, unitId) : now;
      await this.audit.record(this.trx, this.actor, {
        action: 'unit.erase_sources',
        entityType: 'unit',
        entityId: unitId,
        unitId,
        before: { ticket_count: old.ticket_count, total_handle_seconds: old.total_handle_seconds, status: old.status, contains_pii: old.contains_pii, version: old.version },
        after: {
          ticket_count: after!.ticket_count,
          total_handle_seconds: after!.total_handle_seconds,
          status: after!.status,
          contains_pii: after!.contains_pii,
          version: after!.version,
          tickets_removed: leaving.get(unitId)?.tickets ?? 0,
        },
        reason: this.reason,
      });
    }
    return { ...deleted, units_updated: updated, units_back_to_review: backToReview, ...phrases };
  }

  /**
   * A unit's search phrases are its customers' wordings (a reviewed unit keeps the ones it had when
   * approved): the wordings only the erased tickets brought go, from the unit and from its earlier
   * revisions; a wording another ticket still linked to the unit shares stays. A served unit is
   * re-indexed. Returns the units whose phrases changed.
   */
  private async dropPhrases(links: Array<{ unit_id: number; ticket_id: number }>, candidates: Array<{ unit_id: number; ticket_id: number; search_phrases: string[] }>): Promise<Set<number>> {
    const changed = new Set<number>();
    const unitOfTicket = new Map(links.map((l) => [l.ticket_id, l.unit_id]));
    const erasedOf = new Map<number, Set<string>>();
    for (const candidate of candidates) {
      for (const unitId of new Set([candidate.unit_id, unitOfTicket.get(candidate.ticket_id) ?? candidate.unit_id])) {
        const set = erasedOf.get(unitId) ?? new Set<string>();
        for (const phrase of candidate.search_phrases) set.add(phraseKey(phrase));
        erasedOf.set(unitId, set);
      }
    }
    for (const [unitId, erased] of erasedOf) {
      for (const phrase of await this.sources.linkedTicketPhrases(this.trx, unitId)) erased.delete(phraseKey(phrase));
      if (erased.size === 0) continue;
      const drop = (phrase: string) => erased.has(phraseKey(phrase));
      const unit = await this.units.lockUnit(this.trx, unitId);
      if (!unit) continue;
      const kept = unit.search_phrases.filter((p) => !drop(p));
      const revisions = await this.sources.dropRevisionPhrases(this.trx, unitId, drop);
      if (kept.length === unit.search_phrases.length && revisions === 0) continue;
      if (kept.length !== unit.search_phrases.length) {
        await this.units.updateUnit(this.trx, unitId, { search_phrases: kept });
        if (isServed(unit.status)) this.serving.push({ unitId, served: true });
      }
      changed.add(unitId);
    }
    return changed;
  }

  /** Last source gone: flagged, or the redactor still finds personal data → back to review (and hidden). */
  private async reviewIfPii(unit: Unit): Promise<boolean> {
    if (!unit.contains_pii && !unitContainsPii(unit)) return false;
    const change: UnitChange = {};
    if (!unit.contains_pii) change.contains_pii = true;
    if (REVIEWED.has(unit.status)) change.status = 'pending_review';
    if (Object.keys(change).length === 0) return false;
    await this.units.updateUnit(this.trx, unit.id, change);
    if (isServed(unit.status)) this.serving.push({ unitId: unit.id, served: false });
    return true;
  }

  private async erasePhrases(conversationIds: string[], suggestions: Awaited<ReturnType<CustomerSourcesRepository['lockSuggestionsOf']>>) {
    const sources = await this.sources.deleteSources(this.trx, conversationIds);
    let removedSuggestions = 0;
    let learned = 0;
    for (const suggestion of suggestions) {
      const left = await this.sources.countSources(this.trx, suggestion.suggestion_id);
      if (left > 0) {
        // Other customers proposed the same wording: it stays, counted for them only.
        await this.sources.setSuggestionConversations(this.trx, suggestion.suggestion_id, left);
        continue;
      }
      if (suggestion.status === 'accepted') {
        const removed = await this.sources.deleteLearnedFromSuggestion(this.trx, suggestion.unit_id, suggestion.phrase_key);
        learned += removed;
        const unit = await this.units.lockUnit(this.trx, suggestion.unit_id);
        if (removed > 0 && unit && isServed(unit.status)) this.serving.push({ unitId: unit.id, served: true });
        if (removed > 0) {
          await this.audit.record(this.trx, this.actor, { action: 'phrase.erase', entityType: 'phrase', entityId: null, unitId: suggestion.unit_id, after: { removed }, reason: this.reason });
        }
      }
      await this.sources.deleteSuggestion(this.trx, suggestion.suggestion_id);
      removedSuggestions++;
    }
    return { phrase_suggestion_sources: sources, phrase_suggestions: removedSuggestions, learned_phrases: learned };
  }
}

/** Phrases are compared as mergePhrases compares them: trimmed, case-insensitively. */
function phraseKey(phrase: string): string {
  return phrase.trim().toLowerCase();
}
