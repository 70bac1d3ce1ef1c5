import { isUtf8 } from 'node:buffer';
import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from './config/config';
import { ErrorCode } from './common/domain-error';

/**
 * Settings shared by the server and the HTTP tests. The JSON body parser is ours (Nest's is
 * off) so that its errors get the API's error shape: 413 past the size limit, 400 for bad
 * JSON or for bytes that are not UTF-8 (instead of storing U+FFFD where the customer's text was).
 */
export function configureHttpApp(app: INestApplication, config: AppConfig): void {
  const parseJson = express.json({
    limit: config.BODY_LIMIT_BYTES,
    verify: (_req, _res, buffer) => {
      if (!isUtf8(buffer)) throw Object.assign(new Error('Request body is not valid UTF-8'), { status: 400 });
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    // A body the API would not read is refused outright rather than ignored.
    if (hasBody(req) && !req.is('application/json')) {
      return sendParserError(res, Object.assign(new Error('Content-Type must be application/json'), { status: 415 }));
    }
    parseJson(req, res, (error?: unknown) => (error ? sendParserError(res, error) : next()));
  });
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  // req.ip (rate limits, login throttling) then comes from X-Forwarded-For, as far as trusted.
  if (config.TRUST_PROXY !== false) app.getHttpAdapter().getInstance().set('trust proxy', config.TRUST_PROXY);
  app.enableShutdownHooks();
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function sendParserError(res: Response, error: unknown): void {
  const status = (error as { status?: number }).status ?? 400;
  const code =
    status === 413
      ? ErrorCode.PayloadTooLarge
      : status === 415
        ? 'unsupported_media_type'
        : ErrorCode.ValidationFailed;
  res.status(status).json({ error: code, message: (error as Error).message });
}
