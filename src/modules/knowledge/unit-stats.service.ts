import { Injectable } from '@nestjs/common';
import { UnitStatsRepository } from './unit-stats.repository';

/** What the metrics read of the knowledge base: the review backlog and unit titles, decoded. */
@Injectable()
export class UnitStatsService {
  constructor(private readonly repository: UnitStatsRepository) {}

  /** Units by status, pending count and oldest, stale, overdue, and due before `horizon`. */
  backlog = (now: Date, horizon: Date) => this.repository.backlog(now, horizon);
  titles = (unitIds: number[]) => this.repository.titles(unitIds);
}
