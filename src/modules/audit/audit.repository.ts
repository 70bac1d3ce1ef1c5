import { Inject, Injectable } from '@nestjs/common';
import { sql, type Selectable, type Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Database, KbAuditLogTable } from '../../database/database.types';
import type { Actor, AuditEntry } from './audit.types';


type Executor = Db | Transaction<Database>;

export interface AuditRow {
  id: number;
  actor: string;
  actor_id: number | null;
  action: string;
  entity_type: string;
  entity_id: number | null;
  unit_id: number | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: Date;
}

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function fromJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** All SQL of kb_audit_log (private to the audit module: others call AuditService). */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async record(executor: Executor | undefined, actor: Actor, entry: AuditEntry): Promise<void> {
    await (executor ?? this.db)
      .insertInto('kb_audit_log')
      .values({
        actor_id: actor.id,
        actor: actor.name,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        unit_id: entry.unitId ?? null,
        before_json: toJson(entry.before),
        after_json: toJson(entry.after),
        reason: entry.reason ?? null,
      })
      .execute();
  }

  async forUnit(unitId: number, limit = 200): Promise<AuditRow[]> {
    const rows = await this.db.selectFrom('kb_audit_log').selectAll().where('unit_id', '=', unitId).orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toRow);
  }

  async page(filter: { unitId?: number; actorId?: number; action?: string }, page: number, pageSize: number): Promise<{ total: number; entries: AuditRow[] }> {
    let query = this.db.selectFrom('kb_audit_log');
    if (filter.unitId !== undefined) query = query.where('unit_id', '=', filter.unitId);
    if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    const [count, rows] = await Promise.all([
      query.select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow(),
      query.selectAll().orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { total: Number(count.n), entries: rows.map(toRow) };
  }

  /** Read-only: decisions per actor, action and day in [from, to), system actors (jobs, imports) left out. */
  async decisionCounts(from: Date, to: Date): Promise<DecisionCount[]> {
    const day = sql<string>`DATE_FORMAT(created_at, '%Y-%m-%d')`;
    const rows = await this.db
      .selectFrom('kb_audit_log')
      .select(['actor', 'action', day.as('day'), sql<number>`COUNT(*)`.as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('action', 'in', [...DECISION_ACTIONS])
      .where('actor', 'not like', 'system%')
      .groupBy(['actor', 'action', day])
      .orderBy(day)
      .execute();
    return rows.map((r) => ({ actor: r.actor, action: r.action, day: String(r.day), n: Number(r.n) }));
  }
}

/** Decisions of one actor of one kind on one UTC day (the review throughput of the metrics). */
export interface DecisionCount {
  actor: string;
  action: string;
  day: string;
  n: number;
}

/** Audit actions that are a reviewer's decision (edits and phrase removals are work, not decisions). */
export const DECISION_ACTIONS = [
  'unit.approve',
  'unit.reject',
  'unit.archive',
  'conflict.keep',
  'conflict.replace',
  'conflict.merge',
  'merge_suggestion.merge',
  'merge_suggestion.dismiss',
  'phrase_suggestion.accept',
  'phrase_suggestion.reject',
] as const;

function toRow(row: Selectable<KbAuditLogTable>): AuditRow {
  return {
    id: Number(row.id),
    actor: row.actor,
    actor_id: row.actor_id,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id === null ? null : Number(row.entity_id),
    unit_id: row.unit_id,
    before: fromJson(row.before_json),
    after: fromJson(row.after_json),
    reason: row.reason,
    created_at: row.created_at,
  };
}
