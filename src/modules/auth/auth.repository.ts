import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { ReviewerRole, ReviewersTable, ReviewerSessionsTable } from '../../database/database.types';

export type ReviewerRow = Selectable<ReviewersTable>;

export interface SessionWithReviewer {
  token_hash: string;
  kind: 'cookie' | 'bearer';
  csrf_token: string;
  expires_at: Date;
  last_seen_at: Date;
  reviewer_id: number;
  email: string;
  role: ReviewerRole;
}

/** All SQL about reviewer accounts and their sessions. */
@Injectable()
export class AuthRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async findReviewerByEmail(email: string): Promise<ReviewerRow | undefined> {
    return this.db.selectFrom('reviewers').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async findReviewerById(id: number): Promise<ReviewerRow | undefined> {
    return this.db.selectFrom('reviewers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every account, with when it last used a session (for the admins' list). */
  async listReviewers() {
    return this.db
      .selectFrom('reviewers as r')
      .leftJoin('reviewer_sessions as s', 's.reviewer_id', 'r.id')
      .select(['r.id', 'r.email', 'r.role', 'r.disabled_at', 'r.created_at', (eb) => eb.fn.max('s.last_seen_at').as('last_seen_at')])
      .groupBy(['r.id', 'r.email', 'r.role', 'r.disabled_at', 'r.created_at'])
      .orderBy('r.email')
      .execute();
  }

  async countActiveAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('reviewers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertReviewer(row: { email: string; role: ReviewerRole; password_hash: string }): Promise<number> {
    const result = await this.db.insertInto('reviewers').values(row).executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  async updateReviewer(id: number, fields: { role?: ReviewerRole; password_hash?: string; disabled_at?: Date | null }): Promise<void> {
    await this.db.updateTable('reviewers').set(fields).where('id', '=', id).execute();
  }

  async insertSession(row: Omit<Selectable<ReviewerSessionsTable>, 'created_at' | 'last_seen_at'>): Promise<void> {
    await this.db.insertInto('reviewer_sessions').values(row).execute();
  }

  /**
   * The live session of an enabled reviewer, or nothing. A cookie session last used before
   * `idleSince` has ended (null: no idle limit); bearer tokens only expire.
   */
  async findSession(tokenHash: string, now: Date, idleSince: Date | null): Promise<SessionWithReviewer | undefined> {
    let query = this.db
      .selectFrom('reviewer_sessions as s')
      .innerJoin('reviewers as r', 'r.id', 's.reviewer_id')
      .select(['s.token_hash', 's.kind', 's.csrf_token', 's.expires_at', 's.last_seen_at', 's.reviewer_id', 'r.email', 'r.role'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now)
      .where('r.disabled_at', 'is', null);
    if (idleSince) query = query.where((eb) => eb.or([eb('s.kind', '=', 'bearer'), eb('s.last_seen_at', '>', idleSince)]));
    return query.executeTakeFirst();
  }

  async touchSession(tokenHash: string, now: Date): Promise<void> {
    await this.db.updateTable('reviewer_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('reviewer_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteSessionsOf(reviewerId: number): Promise<void> {
    await this.db.deleteFrom('reviewer_sessions').where('reviewer_id', '=', reviewerId).execute();
  }

  async deleteExpiredSessions(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('reviewer_sessions').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows ?? 0);
  }
}
