import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../../common/zod';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { actorOf, CurrentReviewer, type ReviewerPrincipal } from '../auth/reviewer-principal';
import { gapDecisionSchema, gapsQuerySchema, type GapDecisionDto, type GapsQuery } from './gaps.dto';
import { GapsService } from './gaps.service';

/** The "Lacune" page's API: the gap topics, and a reviewer's decision on one. */
@Controller('api/review/gaps')
@UseGuards(ReviewerGuard)
export class GapsController {
  constructor(private readonly gaps: GapsService) {}

  @Get()
  topics(@Query(new ZodPipe(gapsQuerySchema, 'query')) query: GapsQuery) {
    return this.gaps.topics(query.since);
  }

  @Post('decisions')
  @HttpCode(200)
  decide(@Body(new ZodPipe(gapDecisionSchema)) body: GapDecisionDto, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.gaps.decide({ questionIds: body.question_ids, decision: body.decision, unitId: body.unit_id }, actorOf(reviewer));
  }
}
