import { Module } from '@nestjs/common';
import { TicketEvents } from './ticket-events';
import { TicketsController } from './tickets.controller';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';
import { TicketsImportService } from './tickets-import.service';
import { TicketCustomerDataRepository } from './customer-data.repository';
import { TicketCustomerDataService } from './customer-data.service';

@Module({
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketsImportService, TicketEvents, TicketCustomerDataRepository, TicketCustomerDataService],
  exports: [TicketsService, TicketsImportService, TicketEvents, TicketCustomerDataService],
})
export class TicketsModule {}
