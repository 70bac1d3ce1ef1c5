import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Database } from '../../database/database.types';
import { decodePhrases, encodePhrases, type Trx } from './knowledge.repository';
import type { PhraseSuggestionTables } from './phrase-suggestions.repository';

type SourcesDb = Database & PhraseSuggestionTables;

export interface SuggestionSource {
  suggestion_id: number;
  unit_id: number;
  phrase_key: string;
  status: 'pending' | 'accepted' | 'rejected';
}

/**
 * All SQL of erasure and access on the knowledge side (GDPR articles 15 and 17): what the base
 * holds that came from given tickets (their unit links, candidates, conflicts) and from given
 * chat conversations (phrase suggestions and their sources, the phrases learned from them).
 * Private to the knowledge module: the gdpr module goes through UnitLifecycleService and KnowledgeService.
 */
@Injectable()
export class CustomerSourcesRepository {
  private readonly db: Kysely<SourcesDb>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<PhraseSuggestionTables>();
  }

  private on(trx: Trx): Transaction<SourcesDb> {
    return trx.withTables<PhraseSuggestionTables>();
  }

  // ---- tickets ------------------------------------------------------------------------------

  async lockLinks(trx: Trx, ticketIds: number[]): Promise<Array<{ unit_id: number; ticket_id: number }>> {
    if (ticketIds.length === 0) return [];
    const rows = await trx.selectFrom('knowledge_unit_ticket').select(['unit_id', 'ticket_id']).where('ticket_id', 'in', ticketIds).forUpdate().execute();
    return rows.map((r) => ({ unit_id: r.unit_id, ticket_id: Number(r.ticket_id) }));
  }

  async lockCandidates(trx: Trx, ticketIds: number[]): Promise<Array<{ unit_id: number; ticket_id: number; search_phrases: string[] }>> {
    if (ticketIds.length === 0) return [];
    const rows = await trx.selectFrom('kb_unit_candidates').select(['unit_id', 'ticket_id', 'search_phrases']).where('ticket_id', 'in', ticketIds).forUpdate().execute();
    return rows.map((r) => ({ unit_id: r.unit_id, ticket_id: Number(r.ticket_id), search_phrases: decodePhrases(r.search_phrases) }));
  }

  /** The wordings of the tickets a unit still counts (their candidates, wherever a merge left them). */
  async linkedTicketPhrases(trx: Trx, unitId: number): Promise<string[]> {
    const rows = await trx
      .selectFrom('knowledge_unit_ticket as l')
      .innerJoin('kb_unit_candidates as c', 'c.ticket_id', 'l.ticket_id')
      .select('c.search_phrases')
      .where('l.unit_id', '=', unitId)
      .execute();
    return rows.flatMap((r) => decodePhrases(r.search_phrases));
  }

  /** The unit's history keeps its earlier phrases: those of erased customers go from there too. Returns the revisions changed. */
  async dropRevisionPhrases(trx: Trx, unitId: number, drop: (phrase: string) => boolean): Promise<number> {
    const revisions = await trx.selectFrom('knowledge_unit_revisions').select(['id', 'search_phrases']).where('unit_id', '=', unitId).forUpdate().execute();
    let changed = 0;
    for (const revision of revisions) {
      const phrases = decodePhrases(revision.search_phrases);
      const kept = phrases.filter((p) => !drop(p));
      if (kept.length === phrases.length) continue;
      await trx.updateTable('knowledge_unit_revisions').set({ search_phrases: encodePhrases(kept) }).where('id', '=', revision.id).execute();
      changed++;
    }
    return changed;
  }

  /** Links, candidates and conflicts of the tickets; the counts deleted of each. */
  async deleteTicketRows(trx: Trx, ticketIds: number[]): Promise<{ unit_links: number; candidates: number; conflicts: number }> {
    if (ticketIds.length === 0) return { unit_links: 0, candidates: 0, conflicts: 0 };
    const links = await trx.deleteFrom('knowledge_unit_ticket').where('ticket_id', 'in', ticketIds).executeTakeFirst();
    const candidates = await trx.deleteFrom('kb_unit_candidates').where('ticket_id', 'in', ticketIds).executeTakeFirst();
    const conflicts = await trx.deleteFrom('kb_conflicts').where('ticket_id', 'in', ticketIds).executeTakeFirst();
    return { unit_links: Number(links.numDeletedRows), candidates: Number(candidates.numDeletedRows), conflicts: Number(conflicts.numDeletedRows) };
  }

  /** Tickets leave a unit: its counters go down by them (never below zero), the reviewed text stays. */
  async uncountTickets(trx: Trx, unitId: number, tickets: number, handleSeconds: number): Promise<void> {
    await trx
      .updateTable('knowledge_units')
      .set({
        ticket_count: sql<number>`GREATEST(CAST(ticket_count AS SIGNED) - ${tickets}, 0)`,
        total_handle_seconds: sql<number>`GREATEST(CAST(total_handle_seconds AS SIGNED) - ${handleSeconds}, 0)`,
      })
      .where('id', '=', unitId)
      .execute();
  }

  async countLinks(trx: Trx, unitId: number): Promise<number> {
    const row = await trx.selectFrom('knowledge_unit_ticket').select(sql<number>`COUNT(*)`.as('n')).where('unit_id', '=', unitId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // ---- conversations ------------------------------------------------------------------------

  /** The suggestions the conversations proposed (locked), with what is needed to find their learned phrase. */
  async lockSuggestionsOf(trx: Trx, conversationIds: string[]): Promise<SuggestionSource[]> {
    if (conversationIds.length === 0) return [];
    const t = this.on(trx);
    return t
      .selectFrom('kb_phrase_suggestions as s')
      .select(['s.id as suggestion_id', 's.unit_id', 's.phrase_key', 's.status'])
      .where('s.id', 'in', t.selectFrom('kb_phrase_suggestion_sources').select('suggestion_id').where('conversation_id', 'in', conversationIds))
      .orderBy('s.id')
      .forUpdate()
      .execute();
  }

  async deleteSources(trx: Trx, conversationIds: string[]): Promise<number> {
    if (conversationIds.length === 0) return 0;
    const result = await this.on(trx).deleteFrom('kb_phrase_suggestion_sources').where('conversation_id', 'in', conversationIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countSources(trx: Trx, suggestionId: number): Promise<number> {
    const row = await this.on(trx)
      .selectFrom('kb_phrase_suggestion_sources')
      .select(sql<number>`COUNT(*)`.as('n'))
      .where('suggestion_id', '=', suggestionId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async setSuggestionConversations(trx: Trx, suggestionId: number, conversations: number): Promise<void> {
    await this.on(trx).updateTable('kb_phrase_suggestions').set({ conversations }).where('id', '=', suggestionId).execute();
  }

  async deleteSuggestion(trx: Trx, suggestionId: number): Promise<void> {
    await this.on(trx).deleteFrom('kb_phrase_suggestions').where('id', '=', suggestionId).execute();
  }

  /** The phrase an accepted suggestion became (same unit, same normalised key, learned from the chat). */
  async deleteLearnedFromSuggestion(trx: Trx, unitId: number, phraseKey: string): Promise<number> {
    const result = await trx
      .deleteFrom('kb_learned_phrases')
      .where('unit_id', '=', unitId)
      .where('phrase_key', '=', phraseKey)
      .where('source', '=', 'chat_feedback')
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // ---- access (article 15) --------------------------------------------------------------------

  async exportTickets(ticketIds: number[]) {
    if (ticketIds.length === 0) return { unit_links: [], candidates: [], conflicts: [] };
    const [links, candidates, conflicts] = await Promise.all([
      this.db
        .selectFrom('knowledge_unit_ticket as l')
        .innerJoin('knowledge_units as u', 'u.id', 'l.unit_id')
        .select(['l.ticket_id', 'l.unit_id', 'l.link_type', 'l.similarity', 'l.created_at', 'u.title as unit_title', 'u.status as unit_status'])
        .where('l.ticket_id', 'in', ticketIds)
        .orderBy('l.ticket_id')
        .execute(),
      this.db.selectFrom('kb_unit_candidates').selectAll().where('ticket_id', 'in', ticketIds).orderBy('ticket_id').execute(),
      this.db.selectFrom('kb_conflicts').selectAll().where('ticket_id', 'in', ticketIds).orderBy('id').execute(),
    ]);
    return { unit_links: links, candidates, conflicts };
  }

  async exportConversations(conversationIds: string[]) {
    if (conversationIds.length === 0) return { phrase_suggestions: [], learned_phrases: [] };
    const suggestions = await this.db
      .selectFrom('kb_phrase_suggestions as s')
      .innerJoin('kb_phrase_suggestion_sources as src', 'src.suggestion_id', 's.id')
      .select(['s.id', 's.unit_id', 's.phrase', 's.phrase_key', 's.status', 's.conversations', 's.decided_at', 's.created_at', 'src.conversation_id'])
      .where('src.conversation_id', 'in', conversationIds)
      .orderBy('s.id')
      .execute();
    const accepted = suggestions.filter((s) => s.status === 'accepted');
    const learned =
      accepted.length === 0
        ? []
        : await this.db
            .selectFrom('kb_learned_phrases')
            .select(['id', 'unit_id', 'phrase', 'phrase_key', 'source', 'created_at'])
            .where('source', '=', 'chat_feedback')
            .where((eb) => eb.or(accepted.map((s) => eb.and([eb('unit_id', '=', s.unit_id), eb('phrase_key', '=', s.phrase_key)]))))
            .orderBy('id')
            .execute();
    return {
      phrase_suggestions: suggestions.map(({ phrase_key: _key, ...s }) => s),
      learned_phrases: learned.map(({ phrase_key: _key, ...p }) => p),
    };
  }
}
