import { Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import type { Database } from '../../database/database.types';
import { AuditRepository, type AuditRow, type DecisionCount } from './audit.repository';
import type { Actor, AuditEntry } from './audit.types';

export interface AuditFilter {
  unitId?: number;
  actorId?: number;
  action?: string;
}

/**
 * The audit log. `record` takes the caller's transaction: an audit row is written with the
 * change it records, or not at all.
 */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  record(trx: Transaction<Database> | undefined, actor: Actor, entry: AuditEntry): Promise<void> {
    return this.repository.record(trx, actor, entry);
  }

  forUnit(unitId: number, limit?: number): Promise<AuditRow[]> {
    return this.repository.forUnit(unitId, limit);
  }

  page(filter: AuditFilter, page: number, pageSize: number): Promise<{ total: number; entries: AuditRow[] }> {
    return this.repository.page(filter, page, pageSize);
  }

  /** Reviewers' decisions per actor, action and UTC day in [from, to) (the metrics' review throughput). */
  decisionCounts(from: Date, to: Date): Promise<DecisionCount[]> {
    return this.repository.decisionCounts(from, to);
  }
}
