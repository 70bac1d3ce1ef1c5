import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../../common/zod';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { actorOf, CurrentReviewer, Roles, type ReviewerPrincipal } from '../auth/reviewer-principal';
import {
  approveSchema,
  archiveSchema,
  auditQuerySchema,
  bulkApproveSchema,
  conflictListQuerySchema,
  idParamSchema,
  mergeSuggestionListQuerySchema,
  rejectSchema,
  resolveConflictSchema,
  resolveMergeSuggestionSchema,
  topApproveSchema,
  topQuerySchema,
  unitListQuerySchema,
  unitPatchSchema,
  type ApproveDto,
  type ArchiveDto,
  type AuditQuery,
  type BulkApproveDto,
  type ConflictListQuery,
  type MergeSuggestionListQuery,
  type RejectDto,
  type ResolveConflictDto,
  type ResolveMergeSuggestionDto,
  type TopApproveDto,
  type TopQuery,
  type UnitListQuery,
  type UnitPatch,
} from './review.dto';
import { ReviewService } from './review.service';

const unitId = new ZodPipe(idParamSchema, 'unit id');
const anyId = new ZodPipe(idParamSchema, 'id');

/** The reviewer API: every route needs a reviewer session (401), the right role (403), and CSRF for cookie writes. */
@Controller('api/review')
@UseGuards(ReviewerGuard)
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @Get('summary')
  summary(@Query(new ZodPipe(topQuerySchema.pick({ category: true, product: true }), 'query')) query: Pick<TopQuery, 'category' | 'product'>) {
    return this.review.summary(query);
  }

  @Get('units')
  units(@Query(new ZodPipe(unitListQuerySchema, 'query')) query: UnitListQuery) {
    return this.review.listUnits(query);
  }

  @Get('units/top')
  topPreview(@Query(new ZodPipe(topQuerySchema, 'query')) query: TopQuery) {
    return this.review.topPreview(query);
  }

  @Post('units/top/approve')
  @HttpCode(200)
  topApprove(@Body(new ZodPipe(topApproveSchema)) body: TopApproveDto, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.review.topApprove(body, actorOf(reviewer));
  }

  @Post('units/bulk-approve')
  @HttpCode(200)
  bulkApprove(@Body(new ZodPipe(bulkApproveSchema)) body: BulkApproveDto, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.review.bulkApprove(body.ids, actorOf(reviewer));
  }

  @Get('units/:id')
  unit(@Param('id', unitId) id: number) {
    return this.review.getUnit(id);
  }

  @Patch('units/:id')
  patch(@Param('id', unitId) id: number, @Body(new ZodPipe(unitPatchSchema)) body: UnitPatch, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.review.patchUnit(id, body, actorOf(reviewer));
  }

  @Post('units/:id/approve')
  @HttpCode(200)
  approve(@Param('id', unitId) id: number, @Body(new ZodPipe(approveSchema)) body: ApproveDto, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.review.approve(id, body, actorOf(reviewer));
  }

  @Post('units/:id/reject')
  @HttpCode(200)
  reject(@Param('id', unitId) id: number, @Body(new ZodPipe(rejectSchema)) body: RejectDto, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.review.reject(id, body, actorOf(reviewer));
  }

  @Post('units/:id/archive')
  @HttpCode(200)
  archive(@Param('id', unitId) id: number, @Body(new ZodPipe(archiveSchema)) body: ArchiveDto, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.review.archive(id, body, actorOf(reviewer));
  }

  @Delete('units/:id/phrases/:phraseId')
  removePhrase(
    @Param('id', unitId) id: number,
    @Param('phraseId', new ZodPipe(idParamSchema, 'phrase id')) phraseId: number,
    @CurrentReviewer() reviewer: ReviewerPrincipal,
  ) {
    return this.review.removeLearnedPhrase(id, phraseId, actorOf(reviewer));
  }

  @Post('units/:id/retirement/dismiss')
  @HttpCode(200)
  dismissRetirement(@Param('id', unitId) id: number, @CurrentReviewer() reviewer: ReviewerPrincipal) {
    return this.review.dismissRetirement(id, actorOf(reviewer));
  }

  @Get('conflicts')
  conflicts(@Query(new ZodPipe(conflictListQuerySchema, 'query')) query: ConflictListQuery) {
    return this.review.listConflicts(query);
  }

  @Get('conflicts/:id')
  conflict(@Param('id', anyId) id: number) {
    return this.review.getConflict(id);
  }

  @Post('conflicts/:id/resolve')
  @HttpCode(200)
  resolveConflict(
    @Param('id', anyId) id: number,
    @Body(new ZodPipe(resolveConflictSchema)) body: ResolveConflictDto,
    @CurrentReviewer() reviewer: ReviewerPrincipal,
  ) {
    return this.review.resolveConflict(id, body, actorOf(reviewer));
  }

  @Get('merge-suggestions')
  mergeSuggestions(@Query(new ZodPipe(mergeSuggestionListQuerySchema, 'query')) query: MergeSuggestionListQuery) {
    return this.review.listMergeSuggestions(query);
  }

  @Post('merge-suggestions/:id/resolve')
  @HttpCode(200)
  resolveMergeSuggestion(
    @Param('id', anyId) id: number,
    @Body(new ZodPipe(resolveMergeSuggestionSchema)) body: ResolveMergeSuggestionDto,
    @CurrentReviewer() reviewer: ReviewerPrincipal,
  ) {
    return this.review.resolveMergeSuggestion(id, body, actorOf(reviewer));
  }

  /** The whole audit log: admins only. (A unit's own history is on GET units/:id.) */
  @Get('audit')
  @Roles('admin')
  audit(@Query(new ZodPipe(auditQuerySchema, 'query')) query: AuditQuery) {
    return this.review.auditLog(query);
  }
}
