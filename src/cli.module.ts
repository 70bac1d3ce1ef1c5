import { Module } from '@nestjs/common';
import { DbMigrateCommand } from './cli/db-migrate.command';
import { WorkerCommand } from './cli/worker.command';
import { DistillCommand } from './modules/distillation/distill.command';
import { distillerProvider } from './modules/distillation/distiller.provider';
import { EvalDistillCommand } from './modules/distillation/eval-distill.command';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoCommand } from './modules/demo/demo.command';
import { DemoService } from './modules/demo/demo.service';
import { PiiRedactCommand } from './modules/pii/pii-redact.command';
import { TicketsImportCommand } from './modules/tickets/tickets-import.command';
import { TicketsModule } from './modules/tickets/tickets.module';
import { KnowledgeModule } from './modules/knowledge/knowledge.module';
import { QueueModule } from './queue/queue.module';

/** Every `kb` command. */
@Module({
  imports: [ConfigModule, DatabaseModule, QueueModule, TicketsModule, KnowledgeModule],
  providers: [DbMigrateCommand, TicketsImportCommand, DistillCommand, WorkerCommand, DemoCommand, DemoService, PiiRedactCommand],
})
export class CliModule {}

/** Commands that need neither the database nor Redis boot without them. */
@Module({ imports: [ConfigModule], providers: [PiiRedactCommand, EvalDistillCommand, distillerProvider] })
export class OfflineCliModule {}

export const OFFLINE_COMMANDS = new Set(['pii:redact', 'eval:distill']);
