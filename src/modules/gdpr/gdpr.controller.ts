import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../../common/zod';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { actorOf, CurrentReviewer, Roles, type ReviewerPrincipal } from '../auth/reviewer-principal';
import { customerRefRequestSchema, type CustomerRefRequest } from './gdpr.dto';
import { GdprService } from './gdpr.service';

/**
 * Erasure and access for admins (401 without a session, 403 for reviewers, CSRF for cookie
 * sessions). POST with the reference in the body: a URL would put it in the request logs.
 */
@Controller('api/gdpr')
@UseGuards(ReviewerGuard)
@Roles('admin')
export class GdprController {
  constructor(private readonly gdpr: GdprService) {}

  @Post('erase')
  @HttpCode(200)
  erase(@Body(new ZodPipe(customerRefRequestSchema)) body: CustomerRefRequest, @CurrentReviewer() admin: ReviewerPrincipal) {
    return this.gdpr.erase(body.customer_ref, actorOf(admin), 'api');
  }

  @Post('export')
  @HttpCode(200)
  export(@Body(new ZodPipe(customerRefRequestSchema)) body: CustomerRefRequest, @CurrentReviewer() admin: ReviewerPrincipal) {
    return this.gdpr.export(body.customer_ref, actorOf(admin));
  }
}
