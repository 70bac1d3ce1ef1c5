import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/**
 * The widget runs on the customer's own site and calls /api/chat from there: CORS for the
 * origins in CHAT_CORS_ORIGINS (`*` by default: the credential is the conversation token in a
 * header, never a cookie). Preflights are answered here with 204.
 */
@Injectable()
export class ChatCorsMiddleware implements NestMiddleware {
  private readonly any: boolean;
  private readonly origins: Set<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const list = config.CHAT_CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
    this.any = list.includes('*');
    this.origins = new Set(list);
  }

  use(req: Request, res: Response, next: NextFunction): void {
    const origin = req.headers.origin;
    if (origin && (this.any || this.origins.has(origin))) {
      res.setHeader('Access-Control-Allow-Origin', this.any ? '*' : origin);
      if (!this.any) res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  }
}
