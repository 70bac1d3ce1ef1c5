import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { ChatCustomerDataModule } from '../chat/customer-data.module';
import { ConnectorsModule } from '../connectors/connectors.module';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { LlmUsageModule } from '../llm-usage/llm-usage.module';
import { TicketsModule } from '../tickets/tickets.module';
import { GapsModule } from '../gaps/gaps.module';
import { GapsService } from '../gaps/gaps.service';
import { GAP_QUESTIONS } from './customer-data-holder';
import { GdprEraseCommand } from './gdpr-erase.command';
import { GdprExportCommand } from './gdpr-export.command';
import { GdprController } from './gdpr.controller';
import { GdprService } from './gdpr.service';
import { RetentionService } from './retention.service';

/**
 * Erasure and access (GDPR articles 15 and 17) across the modules that hold a customer's data,
 * through their services only; this module owns no table (the audit module keeps its record).
 * The gap questions join erasure and export through GAP_QUESTIONS (GapsService's
 * eraseConversations / exportConversations); a build without them lists "gaps" under `not_installed`.
 */
@Module({
  imports: [TicketsModule, ChatCustomerDataModule, KnowledgeModule, LlmUsageModule, AuditModule, GapsModule, ConnectorsModule],
  providers: [GdprService, { provide: GAP_QUESTIONS, useExisting: GapsService }],
  exports: [GdprService],
})
export class GdprModule {}

/** The admin API (the API process). */
@Module({ imports: [GdprModule, AuthModule], controllers: [GdprController] })
export class GdprHttpModule {}

/** `kb gdpr:erase` and `kb gdpr:export` (the CLI). */
@Module({ imports: [GdprModule], providers: [GdprEraseCommand, GdprExportCommand] })
export class GdprCliModule {}

/** The daily ApplyRetention job (the worker: exactly one handler). */
@Module({ imports: [GdprModule, TicketsModule, ChatCustomerDataModule, AuditModule], providers: [RetentionService] })
export class GdprJobsModule {}
