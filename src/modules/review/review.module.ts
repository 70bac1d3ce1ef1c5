import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { SearchModule } from '../search/search.module';
import { TicketsModule } from '../tickets/tickets.module';
import { ReviewPageController } from './review-page.controller';
import { ReviewController } from './review.controller';
import { PhraseSuggestionsController } from './phrase-suggestions.controller';
import { ReviewService } from './review.service';
import { StaleUnitsService } from './stale-units.service';

/** The reviewer API and page (imported by the API process). */
@Module({
  imports: [AuthModule, AuditModule, KnowledgeModule, SearchModule, TicketsModule],
  controllers: [ReviewController, ReviewPageController, PhraseSuggestionsController],
  providers: [ReviewService],
  exports: [ReviewService],
})
export class ReviewModule {}

/** The daily MarkStaleUnits job (imported by the worker process: exactly one handler). */
@Module({
  imports: [KnowledgeModule, SearchModule],
  providers: [StaleUnitsService],
  exports: [StaleUnitsService],
})
export class ReviewJobsModule {}
