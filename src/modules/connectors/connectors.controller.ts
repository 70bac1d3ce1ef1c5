import { Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { ConnectorsService, type ConnectorStatusView } from './connectors.service';

/** POST /api/connectors/:name/webhook: a ticketing system says something changed (signed; 202, a sync is queued). */
@Controller('api/connectors')
export class ConnectorsWebhookController {
  constructor(private readonly connectors: ConnectorsService) {}

  @Post(':name/webhook')
  @HttpCode(202)
  receive(@Param('name') name: string, @Req() request: Request): Promise<{ queued: true }> {
    return this.connectors.receiveWebhook(name, request.headers, (request as Request & { rawBody?: Buffer }).rawBody);
  }
}

/** GET /api/review/connectors: each connector's last sync and last error, for the review app. */
@Controller('api/review/connectors')
@UseGuards(ReviewerGuard)
export class ConnectorsStatusController {
  constructor(private readonly connectors: ConnectorsService) {}

  @Get()
  status(): Promise<ConnectorStatusView[]> {
    return this.connectors.status();
  }
}
