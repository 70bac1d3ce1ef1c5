import { Inject, Injectable } from '@nestjs/common';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Database } from '../../database/database.types';

export type PhraseSuggestionStatus = 'pending' | 'accepted' | 'rejected';

/** The two tables of migration 20261201T1320, typed beside the module that owns them. */
export type PhraseSuggestionTables = {
  kb_phrase_suggestions: {
    id: Generated<number>;
    unit_id: number;
    phrase: string;
    phrase_key: string;
    status: ColumnType<PhraseSuggestionStatus, PhraseSuggestionStatus | undefined, PhraseSuggestionStatus>;
    conversations: ColumnType<number, number | undefined, number>;
    decided_by: string | null;
    decided_at: Date | null;
    created_at: ColumnType<Date, never, never>;
  };
  kb_phrase_suggestion_sources: {
    suggestion_id: number;
    conversation_id: string;
    created_at: ColumnType<Date, never, never>;
  };
};

export interface PhraseSuggestion {
  id: number;
  unit_id: number;
  phrase: string;
  status: PhraseSuggestionStatus;
  conversations: number;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

type SuggestionDb = Kysely<Database & PhraseSuggestionTables>;
type Trx = Transaction<Database>;
const COLUMNS = ['id', 'unit_id', 'phrase', 'status', 'conversations', 'decided_by', 'decided_at', 'created_at'] as const;

/** All SQL about phrase suggestions (a customer's wording waiting for a reviewer). */
@Injectable()
export class PhraseSuggestionsRepository {
  private readonly db: SuggestionDb;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<PhraseSuggestionTables>();
  }

  private on(trx: Trx): Transaction<Database & PhraseSuggestionTables> {
    return trx.withTables<PhraseSuggestionTables>();
  }

  /** The suggestion of this wording for this unit (created if new), locked; and whether this conversation is new to it. */
  async upsert(trx: Trx, row: { unit_id: number; phrase: string; phrase_key: string }, conversationId: string): Promise<{ suggestion: PhraseSuggestion; newConversation: boolean }> {
    const t = this.on(trx);
    await t.insertInto('kb_phrase_suggestions').ignore().values(row).execute();
    const found = await t
      .selectFrom('kb_phrase_suggestions')
      .select(COLUMNS)
      .where('unit_id', '=', row.unit_id)
      .where('phrase_key', '=', row.phrase_key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const inserted = await t.insertInto('kb_phrase_suggestion_sources').ignore().values({ suggestion_id: found.id, conversation_id: conversationId }).executeTakeFirst();
    const newConversation = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    if (newConversation) {
      await t.updateTable('kb_phrase_suggestions').set((eb) => ({ conversations: eb('conversations', '+', 1) })).where('id', '=', found.id).execute();
      found.conversations += 1;
    }
    return { suggestion: found, newConversation };
  }

  lock(trx: Trx, id: number): Promise<PhraseSuggestion | undefined> {
    return this.on(trx).selectFrom('kb_phrase_suggestions').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async decide(trx: Trx, id: number, status: 'accepted' | 'rejected', by: string): Promise<void> {
    await this.on(trx).updateTable('kb_phrase_suggestions').set({ status, decided_by: by, decided_at: new Date() }).where('id', '=', id).execute();
  }

  /** The reviewers' list: most supported first, then oldest. */
  list(status: PhraseSuggestionStatus, limit: number): Promise<PhraseSuggestion[]> {
    return this.db
      .selectFrom('kb_phrase_suggestions')
      .select(COLUMNS)
      .where('status', '=', status)
      .orderBy('conversations', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
