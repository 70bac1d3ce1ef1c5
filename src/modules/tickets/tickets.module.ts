import { Module } from '@nestjs/common';
import { TicketsController } from './tickets.controller';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';
import { TicketsImportService } from './tickets-import.service';
import { TicketCustomerDataRepository } from './customer-data.repository';
import { TicketCustomerDataService } from './customer-data.service';

@Module({
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketsImportService, TicketCustomerDataRepository, TicketCustomerDataService],
  exports: [TicketsService, TicketsImportService, TicketCustomerDataService],
})
export class TicketsModule {}
