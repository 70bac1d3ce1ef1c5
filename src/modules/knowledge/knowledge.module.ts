import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { KnowledgeRepository } from './knowledge.repository';
import { KnowledgeService } from './knowledge.service';
import { ServingEvents } from './serving-events';
import { PhraseSuggestionsRepository } from './phrase-suggestions.repository';
import { ServingEventsRepository } from './serving-events.repository';
import { UnitCandidatesRepository } from './unit-candidates.repository';
import { UnitCasesRepository } from './unit-cases.repository';
import { UnitLifecycleService } from './unit-lifecycle.service';
import { UnitsImportService } from './units-import.service';
import { CustomerSourcesRepository } from './customer-sources.repository';
import { UnitStatsRepository } from './unit-stats.repository';
import { UnitStatsService } from './unit-stats.service';
import { UnitWritingService } from './unit-writing.service';

/**
 * Knowledge units and their satellites (ticket links, conflicts, merge suggestions, revisions,
 * learned phrases, retirement candidates, serving events): the only module whose code names
 * those tables. Reads through KnowledgeService, every change through UnitLifecycleService.
 */
@Module({
  imports: [AuditModule],
  providers: [KnowledgeRepository, UnitCandidatesRepository, UnitCasesRepository, ServingEventsRepository, PhraseSuggestionsRepository, CustomerSourcesRepository, KnowledgeService, UnitLifecycleService, ServingEvents, UnitsImportService, UnitStatsRepository, UnitStatsService, UnitWritingService],
  exports: [KnowledgeService, UnitLifecycleService, ServingEvents, UnitsImportService, UnitStatsService, UnitWritingService],
})
export class KnowledgeModule {}
