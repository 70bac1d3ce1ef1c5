import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { IntakeTokenGuard } from '../../common/intake-token.guard';
import { ZodPipe } from '../../common/zod';
import { ticketInputSchema, type TicketInput } from './ticket.dto';
import { TicketsService, type UpsertResult } from './tickets.service';

@Controller('api/tickets')
@UseGuards(IntakeTokenGuard)
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Post()
  @HttpCode(200)
  upsert(@Body(new ZodPipe(ticketInputSchema, 'ticket')) ticket: TicketInput): Promise<UpsertResult> {
    return this.tickets.upsert(ticket);
  }
}
