import { Module } from '@nestjs/common';
import { TicketsModule } from '../tickets/tickets.module';
import { DistillationService } from './distillation.service';

@Module({
  imports: [TicketsModule],
  providers: [DistillationService],
  exports: [DistillationService],
})
export class DistillationModule {}
