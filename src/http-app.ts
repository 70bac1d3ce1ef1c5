import { isUtf8 } from 'node:buffer';
import { Logger, type INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from './config/config';
import { DomainError, ErrorCode } from './common/domain-error';
import { sendError } from './common/http-exception.filter';

/**
 * Settings shared by the server and the HTTP tests. The JSON body parser is ours (Nest's is
 * off) so that its errors get the API's error shape: body_too_large past the size limit,
 * malformed_body for bad JSON or for bytes that are not UTF-8 (instead of storing U+FFFD where
 * the customer's text was). Every other error goes through the global HttpExceptionFilter.
 */
export function configureHttpApp(app: INestApplication, config: AppConfig): void {
  const parseJson = express.json({
    limit: config.BODY_LIMIT_BYTES,
    verify: (req, _res, buffer) => {
      if (!isUtf8(buffer)) throw new DomainError(ErrorCode.MalformedBody, 'Request body is not valid UTF-8');
      // Webhook signatures are over the exact bytes sent: the connectors' endpoint keeps them.
      if (req.url?.startsWith('/api/connectors/')) (req as { rawBody?: Buffer }).rawBody = buffer;
    },
  });
  app.use(securityHeaders);
  app.use((req: Request, res: Response, next: NextFunction) => {
    // A body the API would not read is refused outright rather than ignored.
    if (hasBody(req) && !req.is('application/json')) {
      return sendError(res, new DomainError(ErrorCode.UnsupportedMediaType, 'Content-Type must be application/json'));
    }
    parseJson(req, res, (error?: unknown) => (error ? sendError(res, bodyParserError(error)) : next()));
  });
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  // req.ip (rate limits, login throttling) then comes from X-Forwarded-For, as far as trusted.
  if (config.TRUST_PROXY !== false) app.getHttpAdapter().getInstance().set('trust proxy', config.TRUST_PROXY);
}

/**
 * On every response: nosniff (a JSON body is never run as a script or styled as CSS); HSTS when
 * the request came over TLS (req.secure: directly, or through a trusted proxy's X-Forwarded-Proto);
 * and no-store on the API, whose answers carry transcripts, sessions and per-client state that no
 * shared or browser cache may keep. A route that may be cached sets its own Cache-Control.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
  next();
}

const logger = new Logger('BodyParser');

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * body-parser names the cause of each failure in `type`; a thrown DomainError (our UTF-8 check)
 * keeps its own code. This runs before Nest (no filter sees it), so the rest is answered here.
 */
function bodyParserError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const { type, message } = error as { type?: unknown; message?: string };
  switch (type) {
    case 'entity.too.large':
      return new DomainError(ErrorCode.BodyTooLarge, message ?? 'Request body is too large');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new DomainError(ErrorCode.UnsupportedMediaType, message ?? 'Unsupported body encoding');
    case 'entity.parse.failed':
    case 'request.aborted':
    case 'request.size.invalid':
      return new DomainError(ErrorCode.MalformedBody, message ?? 'Malformed request body');
    default:
      // A stream fault, not the client's: logged like the filter logs an unforeseen error.
      logger.error(error instanceof Error ? error.stack : String(error));
      return new DomainError(ErrorCode.Internal, 'Internal server error');
  }
}
