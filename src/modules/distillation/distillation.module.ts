import { Module } from '@nestjs/common';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { TicketsModule } from '../tickets/tickets.module';
import { DistillationService } from './distillation.service';
import { distillerProvider } from './distiller.provider';

@Module({
  imports: [TicketsModule, KnowledgeModule],
  providers: [DistillationService, distillerProvider],
  exports: [DistillationService],
})
export class DistillationModule {}
