import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SearchModule } from '../search/search.module';
import { AuditRepository } from './audit.repository';
import { ReviewPageController } from './review-page.controller';
import { ReviewController } from './review.controller';
import { ReviewRepository } from './review.repository';
import { ReviewService } from './review.service';
import { StaleUnitsService } from './stale-units.service';

/** The reviewer API and page (imported by the API process). */
@Module({
  imports: [AuthModule, SearchModule],
  controllers: [ReviewController, ReviewPageController],
  providers: [ReviewRepository, ReviewService],
  exports: [ReviewService],
})
export class ReviewModule {}

/** The daily MarkStaleUnits job (imported by the worker process: exactly one handler). */
@Module({
  imports: [SearchModule],
  providers: [ReviewRepository, AuditRepository, StaleUnitsService],
  exports: [StaleUnitsService],
})
export class ReviewJobsModule {}
