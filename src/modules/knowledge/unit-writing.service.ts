import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { DISTILLATION_ACTOR } from '../audit/audit.types';
import { candidatesKey } from './distill-scope';
import { KnowledgeRepository } from './knowledge.repository';
import { UnitCandidatesRepository } from './unit-candidates.repository';
import { unitContainsPii } from './unit-rules';
import type { Candidate } from './unit-synthesis';
import type { UnitText } from './unit.types';

/** A fix the model set apart from the unit's, for the reviewer: its steps, the tickets that report it, and why. */
export interface WrittenAlternative {
  solution: string;
  tickets: string[];
  why: string;
}

/**
 * Units in review written by the model from all their tickets (issue #28). Distillation asks
 * for the readings of a unit, has the model write it, and hands the text back here; the text
 * is stored only if the unit is still in review, unedited, and holds the very readings it was
 * written from (a ticket that joined meanwhile makes it stale: the next job writes it again).
 */
@Injectable()
export class UnitWritingService {
  constructor(
    private readonly repository: KnowledgeRepository,
    private readonly candidates: UnitCandidatesRepository,
    private readonly audit: AuditService,
  ) {}

  /** The readings the model writes the unit from, while that is still due; null when it is not (any more). */
  async readingsToWrite(unitId: number, key: string): Promise<Candidate[] | null> {
    const unit = await this.repository.findUnit(unitId);
    if (!unit || unit.status !== 'pending_review' || !unit.synthesized) return null;
    if (unit.synthesis_by === 'model' && unit.synthesis_key === key) return null;
    const readings = await this.candidates.candidatesOf(undefined, unitId);
    return readings.length > 1 && candidatesKey(readings) === key ? readings : null;
  }

  /** Stores the model's text for the readings of `key`; false when the unit moved on meanwhile. */
  async storeWritten(unitId: number, key: string, text: UnitText, alternatives: WrittenAlternative[], model: string): Promise<boolean> {
    return this.repository.transaction(async (trx) => {
      const unit = await this.repository.lockUnit(trx, unitId);
      if (!unit || unit.status !== 'pending_review' || !unit.synthesized) return false;
      const readings = await this.candidates.candidatesOf(trx, unitId);
      if (readings.length < 2 || candidatesKey(readings) !== key) return false;
      await this.repository.updateUnit(trx, unitId, {
        ...text,
        contains_pii: unitContainsPii(text),
        synthesis_by: 'model',
        synthesis_key: key,
        synthesis_alternatives: alternatives.length ? JSON.stringify(alternatives) : null,
      });
      await this.audit.record(trx, DISTILLATION_ACTOR, {
        action: 'unit.written_by_model',
        entityType: 'unit',
        entityId: unitId,
        unitId,
        before: { version: unit.version, synthesis_by: unit.synthesis_by },
        after: { version: unit.version + 1, synthesis_by: 'model', model, tickets: readings.length, alternatives: alternatives.length },
      });
      return true;
    });
  }
}
