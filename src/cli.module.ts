import { Module } from '@nestjs/common';
import { DbMigrateCommand } from './commands/db-migrate.command';
import { WorkerCommand } from './commands/worker.command';
import { DistillCommand } from './modules/distillation/distill.command';
import { DistillationModule } from './modules/distillation/distillation.module';
import { distillerProvider } from './modules/distillation/distiller.provider';
import { EvalDistillCommand } from './modules/distillation/eval/eval-distill.command';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoCommand } from './modules/demo/demo.command';
import { DemoService } from './modules/demo/demo.service';
import { PiiRedactCommand } from './modules/pii/pii-redact.command';
import { TicketsImportCommand } from './modules/tickets/tickets-import.command';
import { TicketsModule } from './modules/tickets/tickets.module';
import { KnowledgeModule } from './modules/knowledge/knowledge.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SearchModule } from './modules/search/search.module';
import { UnitsImportCommand } from './modules/knowledge/units-import.command';
import { AliasesLearnCommand } from './modules/knowledge/aliases-learn.command';
import { ClusterCommand } from './modules/search/cluster.command';
import { EvalRetrievalCommand } from './modules/search/eval/eval-retrieval.command';
import { EvalChatCommand } from './modules/chat/eval/eval-chat.command';
import { EvalAnswersCommand } from './modules/chat/eval/eval-answers.command';
import { EvalGapsCommand } from './modules/gaps/eval/eval-gaps.command';
import { ReviewModule } from './modules/review/review.module';
import { AuthModule } from './modules/auth/auth.module';
import { ReviewersAddCommand } from './modules/auth/reviewers-add.command';
import { LlmUsageCliModule } from './modules/llm-usage/llm-usage.module';
import { GdprCliModule } from './modules/gdpr/gdpr.module';
import { GapsCliModule } from './modules/gaps/gaps.module';
import { ChatModule } from './modules/chat/chat.module';
import { ConnectorsCliModule } from './modules/connectors/connectors.module';

/** Every `kb` command. */
@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, TicketsModule, KnowledgeModule, SearchModule, AuthModule, ReviewModule, DistillationModule, LlmUsageCliModule, GapsCliModule, ChatModule, GdprCliModule, ConnectorsCliModule],
  providers: [
    ReviewersAddCommand,
    DbMigrateCommand,
    TicketsImportCommand,
    DistillCommand,
    WorkerCommand,
    UnitsImportCommand,
    AliasesLearnCommand,
    ClusterCommand,
    DemoCommand,
    DemoService,
    PiiRedactCommand,
  ],
})
export class CliModule {}

/** Commands that need neither the database nor Redis boot without them. */
@Module({ imports: [ConfigModule], providers: [PiiRedactCommand, EvalDistillCommand, EvalRetrievalCommand, EvalChatCommand, EvalAnswersCommand, EvalGapsCommand, distillerProvider] })
export class OfflineCliModule {}

/**
 * `kb`, `kb --help`, `kb help`: every command, online and offline, so the list is complete
 * (the offline ones are not otherwise in CliModule; pii:redact is in both, hence not repeated).
 */
@Module({ imports: [CliModule], providers: [EvalDistillCommand, EvalRetrievalCommand, EvalChatCommand, EvalAnswersCommand, EvalGapsCommand, distillerProvider] })
export class HelpCliModule {}

/** Commands that boot their own context (eval:retrieval: a scratch database) or none at all. */
export const OFFLINE_COMMANDS = new Set(['pii:redact', 'eval:distill', 'eval:retrieval', 'eval:chat', 'eval:answers', 'eval:gaps']);
