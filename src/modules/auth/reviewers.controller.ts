import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../../common/zod';
import { idField } from '../../common/fields';
import { createReviewerSchema, updateReviewerSchema, type CreateReviewerDto, type UpdateReviewerDto } from './auth.dto';
import { ReviewerGuard } from './reviewer.guard';
import { actorOf, CurrentReviewer, Roles, type ReviewerPrincipal } from './reviewer-principal';
import { ReviewersService } from './reviewers.service';

/** Reviewer accounts, for admins (401 without a session, 403 for reviewers, CSRF for cookie writes). */
@Controller('api/reviewers')
@UseGuards(ReviewerGuard)
@Roles('admin')
export class ReviewersController {
  constructor(private readonly reviewers: ReviewersService) {}

  @Get()
  list() {
    return this.reviewers.list();
  }

  @Post()
  create(@Body(new ZodPipe(createReviewerSchema)) body: CreateReviewerDto, @CurrentReviewer() admin: ReviewerPrincipal) {
    return this.reviewers.create(body, actorOf(admin));
  }

  @Patch(':id')
  update(
    @Param('id', new ZodPipe(idField(), 'id')) id: number,
    @Body(new ZodPipe(updateReviewerSchema)) body: UpdateReviewerDto,
    @CurrentReviewer() admin: ReviewerPrincipal,
  ) {
    return this.reviewers.update(id, body, actorOf(admin));
  }
}
