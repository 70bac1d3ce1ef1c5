import { Module } from '@nestjs/common';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { LlmUsageModule } from '../llm-usage/llm-usage.module';
import { TicketsModule } from '../tickets/tickets.module';
import { DistillBatchRepository } from './distill-batch.repository';
import { DistillBatchService } from './distill-batch.service';
import { DistillationService } from './distillation.service';
import { distillerProvider } from './distiller.provider';
import { modelRunnerProvider } from './model-runner.provider';
import { PairCheckService } from './pair-check.service';
import { PairChecksRepository } from './pair-checks.repository';
import { UnitWriterService } from './unit-writer.service';

@Module({
  imports: [TicketsModule, KnowledgeModule, LlmUsageModule],
  providers: [DistillationService, DistillBatchService, DistillBatchRepository, distillerProvider, modelRunnerProvider, PairCheckService, PairChecksRepository, UnitWriterService],
  exports: [DistillationService, DistillBatchService],
})
export class DistillationModule {}
