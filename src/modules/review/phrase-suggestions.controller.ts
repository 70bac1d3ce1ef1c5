import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from '../../common/zod';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { actorOf, CurrentReviewer, type ReviewerPrincipal } from '../auth/reviewer-principal';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { idParamSchema } from './review.dto';

const listQuerySchema = z.object({
  status: z.enum(['pending', 'accepted', 'rejected']).default('pending'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * Customers' wordings from helpful ratings, waiting for a reviewer: accepted ones become learned
 * phrases of their unit (and reach the search index), rejected ones are kept so the same wording
 * is not proposed again.
 */
@Controller('api/review/phrase-suggestions')
@UseGuards(ReviewerGuard)
export class PhraseSuggestionsController {
  constructor(
    private readonly knowledge: KnowledgeService,
    private readonly lifecycle: UnitLifecycleService,
  ) {}

  @Get()
  async list(@Query(new ZodPipe(listQuerySchema, 'query')) query: z.output<typeof listQuerySchema>) {
    return { items: await this.knowledge.phraseSuggestions(query.status, query.limit) };
  }

  @Post(':id/accept')
  @HttpCode(200)
  accept(@Param('id', new ZodPipe(idParamSchema, 'suggestion id')) id: number, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.lifecycle.acceptPhraseSuggestion(id, actorOf(reviewer));
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@Param('id', new ZodPipe(idParamSchema, 'suggestion id')) id: number, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.lifecycle.rejectPhraseSuggestion(id, actorOf(reviewer));
  }
}
