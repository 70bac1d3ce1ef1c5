import { Module } from '@nestjs/common';
import { TicketEvents } from './ticket-events';
import { TicketsController } from './tickets.controller';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';
import { TicketsImportService } from './tickets-import.service';

@Module({
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketsImportService, TicketEvents],
  exports: [TicketsService, TicketsImportService, TicketEvents],
})
export class TicketsModule {}
