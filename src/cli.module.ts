import { Module } from '@nestjs/common';
import { DbMigrateCommand } from './cli/db-migrate.command';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoCommand } from './modules/demo/demo.command';
import { DemoService } from './modules/demo/demo.service';
import { PiiRedactCommand } from './modules/pii/pii-redact.command';
import { TicketsImportCommand } from './modules/tickets/tickets-import.command';
import { TicketsModule } from './modules/tickets/tickets.module';
import { QueueModule } from './queue/queue.module';

/** Every `kb` command. */
@Module({
  imports: [ConfigModule, DatabaseModule, QueueModule, TicketsModule],
  providers: [DbMigrateCommand, TicketsImportCommand, DemoCommand, DemoService, PiiRedactCommand],
})
export class CliModule {}

/** Commands that need neither the database nor Redis boot without them (pii:redact works offline). */
@Module({ providers: [PiiRedactCommand] })
export class OfflineCliModule {}

export const OFFLINE_COMMANDS = new Set(['pii:redact']);
