import { Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import type { Database, UnitStatus } from '../../database/database.types';
import { KnowledgeRepository } from './knowledge.repository';
import { PhraseSuggestionsRepository, type PhraseSuggestionStatus } from './phrase-suggestions.repository';
import { ServingEventsRepository } from './serving-events.repository';
import { UnitCandidatesRepository } from './unit-candidates.repository';
import { UnitCasesRepository } from './unit-cases.repository';
import { CustomerSourcesRepository } from './customer-sources.repository';
import { synthesize, type SolutionAlternative } from './unit-synthesis';
import type { ConflictStatus, MergeSuggestionStatus, UnitFilter } from './unit.types';
import type { WrittenAlternative } from './unit-writing.service';

function decodeAlternatives(json: string | null): WrittenAlternative[] {
  if (!json) return [];
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed) ? (parsed as WrittenAlternative[]) : [];
}

/**
 * What other modules read of the knowledge base (units and their satellites), decoded. Every
 * change goes through UnitLifecycleService instead; the counters customers move (served,
 * helpful) are the two exceptions, and they never touch a unit's reviewed text or version.
 */
@Injectable()
export class KnowledgeService {
  constructor(
    private readonly units: KnowledgeRepository,
    private readonly candidates: UnitCandidatesRepository,
    private readonly cases: UnitCasesRepository,
    private readonly suggestions: PhraseSuggestionsRepository,
    private readonly serving: ServingEventsRepository,
    private readonly customerSources: CustomerSourcesRepository,
  ) {}

  /** Access (GDPR article 15): what the knowledge base holds that came from these tickets and conversations. */
  async exportSources(ticketIds: number[], conversationIds: string[]) {
    return { ...(await this.customerSources.exportTickets(ticketIds)), ...(await this.customerSources.exportConversations(conversationIds)) };
  }

  /** Customers' wordings waiting for a reviewer (most supported first). */
  phraseSuggestions = (status: PhraseSuggestionStatus = 'pending', limit = 100) => this.suggestions.list(status, limit);

  // ---- units ---------------------------------------------------------------------------------
  findUnit = (id: number) => this.units.findUnit(id);
  idsByStatus = (status: UnitStatus, options?: { withoutPii?: boolean }) => this.units.idsByStatus(status, options);
  externalIdMap = () => this.units.externalIdMap();
  pageUnits = (statuses: readonly UnitStatus[] | null, afterId: number, limit: number) => this.units.pageUnits(statuses, afterId, limit);
  summary = () => this.units.summary();
  /** Text of units for search results (the caller keeps only approved ones). */
  servedTexts = (ids: number[]) => this.units.servedTexts(ids);
  problems = (ids: number[]) => this.units.problems(ids);
  approvedUnit = (id: number) => this.units.approvedUnit(id);

  // ---- what customers move -------------------------------------------------------------------
  countServed = (unitIds: number[]) => this.units.countServed(unitIds);
  /** In the caller's transaction: the rating row and the counters are one change. */
  countRating = (trx: Transaction<Database>, unitIds: number[], value: 1 | -1) => this.units.countRating(trx, unitIds, value);

  // ---- the review queue ----------------------------------------------------------------------
  queuePage = (filter: UnitFilter, limit: number, offset: number) => this.units.queuePage(filter, limit, offset);
  queuePageSql = (filter: UnitFilter, limit: number, offset: number) => this.units.queuePageSql(filter, limit, offset);
  queueIds = (filter: UnitFilter, limit: number) => this.units.queueIds(filter, limit);
  countUnits = (filter: UnitFilter) => this.units.countUnits(filter);
  countByStatus = (filter: Omit<UnitFilter, 'status'>) => this.units.countByStatus(filter);
  facets = () => this.units.facets();
  countOpenCases = () => this.cases.countOpen();

  // ---- satellites ----------------------------------------------------------------------------
  ticketLinks = (unitId: number, limit: number) => this.units.ticketLinks(unitId, limit);
  linkPreview = (unitIds: number[], perUnit: number) => this.units.linkPreview(unitIds, perUnit);
  /** Ticket id → the unit it ended up in. */
  ticketAssignments = () => this.units.ticketAssignments();
  /** Ticket id → the unit it fed, for these tickets only (an escalated ticket, once resolved and distilled, closes its gap). */
  unitsOfTickets = (ticketIds: number[]) => this.units.unitsOfTickets(ticketIds);
  revisions = (unitId: number) => this.units.revisions(unitId);
  /**
   * The unit's fixes as its tickets report them (the one it carries and the alternatives): from
   * its candidates, or, when the model wrote the unit, its text first and the fixes the model
   * set apart as contradicting it (the other routes are in the text already).
   */
  async solutions(unitId: number): Promise<SolutionAlternative[]> {
    const candidates = await this.candidates.candidatesOf(undefined, unitId);
    if (candidates.length === 0) return [];
    const unit = await this.units.findUnit(unitId);
    if (unit?.synthesis_by !== 'model') return synthesize(candidates).solutions;
    const set = decodeAlternatives(unit.synthesis_alternatives);
    const idOf = new Map(candidates.map((c) => [c.source_ref, c.ticket_id]));
    const apart = set.map((a) => ({ solution: a.solution, ticket_ids: a.tickets.flatMap((ref) => (idOf.has(ref) ? [idOf.get(ref)!] : [])) }));
    const others = new Set(apart.flatMap((a) => a.ticket_ids));
    const carried = candidates.filter((c) => !others.has(c.ticket_id));
    return [
      { solution: unit.solution, tickets: carried.length, confirmed: carried.filter((c) => c.confirmed).length, ticket_ids: carried.map((c) => c.ticket_id) },
      ...apart.map((a) => ({ ...a, tickets: a.ticket_ids.length, confirmed: candidates.filter((c) => a.ticket_ids.includes(c.ticket_id) && c.confirmed).length })),
    ];
  }

  /** Readings of a product and category's units (outside a distillation transaction: what pair checks compare a new ticket with). */
  scopeReadings = (scopeKey: string) => this.candidates.scopeCandidates(undefined, scopeKey);
  learnedPhrases = (unitId: number) => this.units.learnedPhrases(unitId);
  learnedPhrasesOfUnits = (unitIds: number[]) => this.units.learnedPhrasesOfUnits(unitIds);
  conflictsPage = (status: ConflictStatus, limit: number, offset: number) => this.cases.conflictsPage(status, limit, offset);
  conflictsOfUnit = (unitId: number) => this.cases.conflictsOfUnit(unitId);
  findConflict = (id: number) => this.cases.findConflict(id);
  mergeSuggestionsPage = (status: MergeSuggestionStatus, limit: number, offset: number) => this.cases.mergeSuggestionsPage(status, limit, offset);
  mergeSuggestionsOfUnit = (unitId: number) => this.cases.mergeSuggestionsOfUnit(unitId);
  retirementCandidate = (unitId: number) => this.cases.retirementCandidate(unitId);

  // ---- serving events (the search module acknowledges what it did) ----------------------------
  unhandledServingChanges = (createdBefore: Date, limit: number) => this.serving.unhandledServingChanges(createdBefore, limit);
  markServingHandled = (eventIds: number[]) => this.serving.markServingHandled(eventIds);
  pruneServingEvents = (handledBefore: Date) => this.serving.pruneServingEvents(handledBefore);
}
