import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { sendError } from '../../common/http-exception.filter';
import { AuthModule } from '../auth/auth.module';
import { AuthService } from '../auth/auth.service';
import { bearerToken, isSafeMethod, parseCookies, SESSION_COOKIE } from '../auth/session-token';
import { JobQueue } from '../../queue/job-queue.service';
import { QueueName } from '../../queue/jobs';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues, for admin reviewers only (the same sessions as the review page).
 * Read-only: its buttons (retry, clean, promote) would be cookie-authenticated POSTs without our
 * CSRF token; changing jobs stays with the CLI and the worker. Mounted on Express directly because
 * Bull Board is an Express router, in front of Nest's routes.
 */
@Module({ imports: [AuthModule] })
export class QueueBoardModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly auth: AuthService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter?.getInstance?.();
    if (!server) return; // an application context without HTTP (the worker, the CLI)
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: Object.values(QueueName).map((name) => new BullMQAdapter(this.jobs.queue(name), { readOnlyMode: true })),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Distillo · code' } },
    });
    server.use(QUEUE_BOARD_PATH, (req: Request, res: Response, next: NextFunction) => void this.admit(req, res, next), serverAdapter.getRouter());
  }

  private async admit(req: Request, res: Response, next: NextFunction): Promise<void> {
    try {
      const authorization = req.headers.authorization;
      const via = authorization !== undefined ? 'bearer' : 'cookie';
      const token = authorization !== undefined ? bearerToken(authorization) : (parseCookies(req.headers.cookie).get(SESSION_COOKIE) ?? null);
      const principal = token ? await this.auth.authenticate(token) : null;
      if (!principal || principal.sessionKind !== via) throw new DomainError(ErrorCode.Unauthenticated, 'Log in as an admin reviewer first');
      if (principal.role !== 'admin') throw new DomainError(ErrorCode.Forbidden, 'The queue dashboard needs the admin role');
      if (!isSafeMethod(req.method)) throw new DomainError(ErrorCode.Forbidden, 'The queue dashboard is read-only');
      res.setHeader('Cache-Control', 'no-store');
      next();
    } catch (error) {
      sendError(res, error instanceof DomainError ? error : new DomainError(ErrorCode.Internal, 'Internal server error'));
    }
  }
}
