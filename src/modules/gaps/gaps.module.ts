import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { LlmUsageModule } from '../llm-usage/llm-usage.module';
import { SearchModule } from '../search/search.module';
import { GapsCommand } from './gaps.command';
import { GapsController } from './gaps.controller';
import { gapTopicsRunnerProvider } from './gap-topics-runner.provider';
import { GapTopicsService } from './gap-topics.service';
import { GapsRepository } from './gaps.repository';
import { GapsService } from './gaps.service';

/**
 * Owns `kb_gap_questions` and `kb_gap_topics`: what the chat could not serve, grouped into topics
 * by the model (the AssignGapTopics job, GAPS_TOPICS=model) or on reading by the local clustering.
 * The chat imports this module to record gaps; this module imports neither the chat nor its tables.
 */
@Module({
  imports: [KnowledgeModule, SearchModule, AuditModule, LlmUsageModule],
  providers: [GapsRepository, GapsService, GapTopicsService, gapTopicsRunnerProvider],
  exports: [GapsService],
})
export class GapsModule {}

/** The same with `kb gaps` (the CLI only). */
@Module({ imports: [GapsModule], providers: [GapsCommand], exports: [GapsModule] })
export class GapsCliModule {}

/** The same with the reviewers' endpoints, /api/review/gaps (the API only). */
@Module({ imports: [GapsModule, AuthModule], controllers: [GapsController] })
export class GapsHttpModule {}
