import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { ZodPipe } from '../../common/zod';
import {
  chooseSuggestionSchema,
  createConversationSchema,
  rateMessageSchema,
  sendMessageSchema,
  type ChooseSuggestionDto,
  type CreateConversationDto,
  type RateMessageDto,
  type SendMessageDto,
} from './chat.dto';
import { ChatRateLimiter, type RateDecision } from './chat-rate-limiter';
import { ChatService } from './chat.service';
import { EscalationService, type EscalationView } from './escalation.service';
import { SseWriter } from './sse-writer';
import type { Conversation } from './chat.tables';

/**
 * The customer chat API. Every call on a conversation needs its token (Authorization: Bearer);
 * every call counts against the client IP's limit, messages also against the conversation's.
 * POST …/messages and …/choices answer with Server-Sent Events: delta*, citations, done — or error.
 */
@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly escalations: EscalationService,
    private readonly limits: ChatRateLimiter,
  ) {}

  @Post('conversations')
  async create(
    @Body(new ZodPipe(createConversationSchema)) body: CreateConversationDto,
    @Req() req: Request,
  ): Promise<{ id: string; token: string }> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    return this.chat.createConversation(body);
  }

  @Get('conversations/:id')
  async show(@Param('id') id: string, @Headers('authorization') authorization: string | undefined, @Req() req: Request) {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    const conversation = await this.chat.authenticate(id, authorization);
    return this.chat.view(conversation, await this.escalations.ticketOf(conversation.id));
  }

  @Post('conversations/:id/messages')
  async message(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Body(new ZodPipe(sendMessageSchema)) body: SendMessageDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.streamTurn(id, authorization, req, res, (conversation, writer) => this.chat.reply(conversation, body.message, writer, () => writer.open()));
  }

  /** The customer picks a unit a «Forse cercava:» message offered: answered from it, as a message (SSE). */
  @Post('conversations/:id/choices')
  async choose(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Body(new ZodPipe(chooseSuggestionSchema)) body: ChooseSuggestionDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.streamTurn(id, authorization, req, res, (conversation, writer) => this.chat.choose(conversation, body, writer, () => writer.open()));
  }

  @Post('conversations/:id/messages/:messageId/rating')
  @HttpCode(200)
  async rate(
    @Param('id') id: string,
    @Param('messageId') messageId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body(new ZodPipe(rateMessageSchema)) body: RateMessageDto,
    @Req() req: Request,
  ) {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    const conversation = await this.chat.authenticate(id, authorization);
    return this.chat.rate(conversation, /^\d{1,15}$/.test(messageId) ? Number(messageId) : NaN, body.value);
  }

  @Post('conversations/:id/escalate')
  async escalate(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    const conversation = await this.chat.authenticate(id, authorization);
    const view: EscalationView = await this.escalations.escalate(conversation);
    // 201 when this call created the ticket, 200 when it returns the one created before.
    res.status(view.created ? 201 : 200).json(view);
  }

  /**
   * What every streamed turn shares: limits, the conversation's token, one turn at a time, and an
   * error after the stream opened sent as an `error` event (before it, the filter answers in JSON).
   */
  private async streamTurn(
    id: string,
    authorization: string | undefined,
    req: Request,
    res: Response,
    turn: (conversation: Conversation, writer: SseWriter) => Promise<unknown>,
  ): Promise<void> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    const conversation = await this.chat.authenticate(id, authorization);
    refuseIfLimited(await this.limits.perConversation(conversation.id));
    const release = await this.limits.lockTurn(conversation.id);
    if (!release) throw new DomainError(ErrorCode.AnswerInProgress, 'The previous answer of this conversation is still being written');
    const writer = new SseWriter(res);
    try {
      await turn(conversation, writer);
    } catch (error) {
      if (!res.headersSent) throw error;
      writer.send('error', { message: 'Si è verificato un errore interno. Può riprovare tra poco.' });
    } finally {
      // Not opened: a refusal before the stream (a choice that was not offered…) that the filter answers.
      if (res.headersSent) writer.end();
      await release();
    }
  }
}

/** The socket's address (set `trust proxy` on the Express app to read X-Forwarded-For behind a proxy). */
function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The filter turns the refusal into a 429 with Retry-After (see httpResponseOf). */
function refuseIfLimited(decision: RateDecision): void {
  if (decision.allowed) return;
  throw new DomainError(ErrorCode.RateLimited, `Too many requests: try again in ${decision.retryAfterS} s`, [], {
    retryAfterSeconds: decision.retryAfterS,
  });
}
