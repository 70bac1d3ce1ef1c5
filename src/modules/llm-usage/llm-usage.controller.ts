import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { idField } from '../../common/fields';
import { ZodPipe } from '../../common/zod';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { LlmUsageService } from './llm-usage.service';

const ticketId = new ZodPipe(idField(), 'ticket id');
const conversationId = new ZodPipe(z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a conversation id (UUID)'), 'conversation id');

/** The LLM cost metrics for reviewers: per month and role, per ticket, per conversation. */
@Controller('api/review/llm-usage')
@UseGuards(ReviewerGuard)
export class LlmUsageController {
  constructor(private readonly usage: LlmUsageService) {}

  @Get()
  async summary() {
    return { by_month: await this.usage.byMonth(), by_role: await this.usage.byRole() };
  }

  @Get('tickets/:id')
  ticket(@Param('id', ticketId) id: number) {
    return this.usage.forTicket(id);
  }

  @Get('conversations/:id')
  conversation(@Param('id', conversationId) id: string) {
    return this.usage.forConversation(id);
  }
}
