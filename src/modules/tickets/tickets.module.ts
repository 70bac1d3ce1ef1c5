import { Module } from '@nestjs/common';
import { TicketsController } from './tickets.controller';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';
import { TicketsImportService } from './tickets-import.service';
import { TicketIntakeEvents } from './ticket-intake-events';

@Module({
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketsImportService, TicketIntakeEvents],
  exports: [TicketsService, TicketsImportService, TicketIntakeEvents],
})
export class TicketsModule {}
