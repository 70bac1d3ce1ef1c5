import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { ZodPipe } from '../../common/zod';
import {
  contactSchema,
  chooseSuggestionSchema,
  createConversationSchema,
  escalateSchema,
  type ContactDto,
  type EscalateDto,
  rateMessageSchema,
  sendMessageSchema,
  type ChooseSuggestionDto,
  type CreateConversationDto,
  type RateMessageDto,
  type SendMessageDto,
} from './chat.dto';
import { ChatRateLimiter, refuseIfLimited } from './chat-rate-limiter';
import { ChatService } from './chat.service';
import { EscalationService, type EscalationView } from './escalation.service';
import { HandoffService, type HandoffSummary } from './handoff.service';
import { SseWriter } from './sse-writer';
import type { Conversation } from './chat.tables';
import { assistantTexts } from './assistants/assistant-texts';

/**
 * The customer chat API. Every call on a conversation needs its token (Authorization: Bearer);
 * every call counts against the client IP's limit, messages also against the conversation's.
 * POST …/messages and …/choices answer with Server-Sent Events: delta*, citations, done — or error;
 * while a person has the conversation (handed_over), one `handoff` event instead. The body of
 * …/messages is `{message}` (a question) or `{product}` (the answer to the product question of
 * `done.products`); …/choices takes `{message_id, unit_id}` (a unit a «Forse cercava:» offered).
 * GET …/events streams a person's replies (agent_message) and the status.
 */
@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly escalations: EscalationService,
    private readonly handoff: HandoffService,
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
    // As its escalation ticket stands now (solved or closed by the ticketing system: back with the assistant).
    const conversation = await this.handoff.follow(await this.chat.authenticate(id, authorization));
    return { ...(await this.chat.view(conversation, await this.escalations.ticketOf(conversation.id))), handoff: await this.handoff.summary(conversation) };
  }

  @Post('conversations/:id/messages')
  async message(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Body(new ZodPipe(sendMessageSchema)) body: SendMessageDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.streamTurn(id, authorization, req, res, (conversation, writer) =>
      body.product !== undefined
        ? this.chat.chooseProduct(conversation, body.product, writer, () => writer.open())
        : this.chat.reply(conversation, body.message!, writer, () => writer.open()),
    { before: () => (body.product !== undefined ? this.chat.assertKnownProduct(body.product) : Promise.resolve()) });
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
    @Body(new ZodPipe(escalateSchema)) body: EscalateDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    const conversation = await this.chat.authenticate(id, authorization);
    const view: EscalationView = await this.escalations.escalate(conversation, body.contact_email, clientIp(req));
    const handoff = await this.handoff.summary({ ...conversation, status: 'handed_over' });
    // 201 when this call created the ticket, 200 when it returns the one created before.
    res.status(view.created ? 201 : 200).json({ ...view, handoff });
  }

  /** The customer goes back to the assistant (the ticket stays open for the ticketing system). */
  @Post('conversations/:id/handoff/close')
  @HttpCode(200)
  async closeHandoff(@Param('id') id: string, @Headers('authorization') authorization: string | undefined, @Req() req: Request): Promise<HandoffSummary> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    return this.handoff.close(await this.chat.authenticate(id, authorization));
  }

  /** An address to be answered at by e-mail, given with consent: kept on the escalation ticket only. */
  @Post('conversations/:id/contact')
  @HttpCode(200)
  async contact(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Body(new ZodPipe(contactSchema)) body: ContactDto,
    @Req() req: Request,
  ): Promise<HandoffSummary> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    return this.handoff.setContact(await this.chat.authenticate(id, authorization), body.contact_email, clientIp(req));
  }

  /** Server-Sent Events: a person's replies after `after` (a message id) and the status; fetch with the token (EventSource cannot send it). */
  @Get('conversations/:id/events')
  async events(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Query('after') after: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    const conversation = await this.chat.authenticate(id, authorization);
    await this.handoff.stream(conversation, /^\d{1,15}$/.test(after ?? '') ? Number(after) : 0, new SseWriter(res, { endOnShutdown: true }));
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
    options: { before?: () => Promise<void> } = {},
  ): Promise<void> {
    refuseIfLimited(await this.limits.perIp(clientIp(req)));
    const authenticated = await this.chat.authenticate(id, authorization);
    refuseIfLimited(await this.limits.perConversation(authenticated.id));
    // A refusal that needs the database (an unknown product) is a JSON 4xx before the stream opens.
    await options.before?.();
    const release = await this.limits.lockTurn(authenticated.id);
    if (!release) throw new DomainError(ErrorCode.AnswerInProgress, 'The previous answer of this conversation is still being written');
    const writer = new SseWriter(res);
    try {
      // A ticket the ticketing system solved meanwhile: this message goes to the assistant, not to the closed request.
      const conversation = await this.handoff.follow(authenticated);
      await turn(conversation, writer);
    } catch (error) {
      if (!res.headersSent) throw error;
      writer.send('error', { message: assistantTexts(authenticated.locale).internalError });
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
