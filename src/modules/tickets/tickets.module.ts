import { Module } from '@nestjs/common';
import { TicketsController } from './tickets.controller';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';
import { TicketsImportService } from './tickets-import.service';

@Module({
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService, TicketsImportService],
  exports: [TicketsService, TicketsImportService],
})
export class TicketsModule {}
