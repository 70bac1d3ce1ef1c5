import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { textTable } from '../../lib/tables/text-table';
import { OpenApiService } from './openapi.service';

/** The bundled reference page's files: ours (index, init) and swagger-ui-dist's, no CDN. */
const OWN = textTable({ 'index.html': 'text/html; charset=utf-8', 'init.js': 'text/javascript; charset=utf-8' });
const BUNDLED = textTable({ 'swagger-ui-bundle.js': 'text/javascript; charset=utf-8', 'swagger-ui.css': 'text/css; charset=utf-8' });

function ownDir(): string {
  const candidates = [join(__dirname, 'ui'), resolve(__dirname, '../../../../src/modules/openapi/ui'), resolve(process.cwd(), 'src/modules/openapi/ui')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? candidates[0];
}

/** swagger-ui's styles are applied inline by its script: 'unsafe-inline' for styles only. */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

@Controller('api')
export class OpenApiController {
  private readonly files = new Map<string, Buffer>();

  constructor(private readonly openapi: OpenApiService) {}

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  document() {
    return this.openapi.document();
  }

  @Get('docs')
  page(@Res() res: Response): void {
    this.send(res, 'index.html');
  }

  @Get('docs/assets/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    if (file === 'index.html' || !(OWN.has(file) || BUNDLED.has(file))) {
      throw new DomainError(ErrorCode.RouteNotFound, `No API reference asset ${file}`);
    }
    this.send(res, file);
  }

  private send(res: Response, file: string): void {
    let body = this.files.get(file);
    if (!body) {
      const dir = OWN.has(file) ? ownDir() : dirname(require.resolve('swagger-ui-dist/package.json'));
      body = readFileSync(join(dir, file));
      this.files.set(file, body);
    }
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-cache');
    res.type((OWN.get(file) ?? BUNDLED.get(file))!).send(body);
  }
}
