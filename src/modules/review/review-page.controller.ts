import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { Response } from 'express';
import { textTable } from '../../lib/tables/text-table';

/** The page's files: plain HTML, JS and CSS, no build step, no CDN. */
const ASSETS = textTable({
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'app.css': 'text/css; charset=utf-8',
  'i18n.js': 'text/javascript; charset=utf-8',
  'i18n.it.json': 'application/json; charset=utf-8',
  'i18n.en.json': 'application/json; charset=utf-8',
  'metrics-page.js': 'text/javascript; charset=utf-8',
  'history.js': 'text/javascript; charset=utf-8',
  'chart.umd.min.js': 'text/javascript; charset=utf-8',
});

/**
 * Files served from node_modules, not from ui/: the "Metriche" page's charting library (Chart.js,
 * its self-contained UMD build: no CDN, no build step). Resolved through the package's main entry
 * (dist/chart.cjs) because its `exports` map hides dist/chart.umd.min.js from require.resolve.
 */
const VENDOR = textTable<() => string>({
  'chart.umd.min.js': () => join(dirname(require.resolve('chart.js')), 'chart.umd.min.js'),
});

/**
 * Where the files are. tsc does not copy non-TS files into dist/, so from `node dist/src/main.js`
 * they are read from the source tree (dist/src/modules/review → ../../../../src/modules/review/ui),
 * or from the working directory; a copy next to the compiled file wins if someone makes one.
 */
export function resolveUiDir(): string {
  const candidates = [
    join(__dirname, 'ui'),
    resolve(__dirname, '../../../../src/modules/review/ui'),
    resolve(process.cwd(), 'src/modules/review/ui'),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'index.html')));
  if (!found) throw new Error(`Review page assets not found in ${candidates.join(', ')}`);
  return found;
}

/** Strict: the page runs only its own script, loads nothing from elsewhere, cannot be framed. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

/** GET /review: the reviewer page (the data comes from /api/review with the reviewer's session). */
@Controller('review')
export class ReviewPageController {
  private readonly files = new Map<string, Buffer>();
  private readonly dir = resolveUiDir();

  @Get()
  @Header('Cache-Control', 'no-store')
  page(@Res() response: Response): void {
    this.send(response, 'index.html');
  }

  @Get('assets/:file')
  @Header('Cache-Control', 'no-cache')
  asset(@Param('file') file: string, @Res() response: Response): void {
    if (file === 'index.html' || !ASSETS.has(file)) throw new DomainError(ErrorCode.RouteNotFound, `No review page asset ${file}`);
    this.send(response, file);
  }

  private send(response: Response, file: string): void {
    let body = this.files.get(file);
    if (!body) {
      const vendor = VENDOR.get(file);
      body = readFileSync(vendor ? vendor() : join(this.dir, file));
      // Re-read on every request in development so edits show up; cached otherwise.
      if (process.env.NODE_ENV === 'production') this.files.set(file, body);
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    response.type(ASSETS.get(file)!).send(body);
  }
}
