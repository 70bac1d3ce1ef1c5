import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { escapeHtml, fillTemplate, loadAsset, type Asset } from './widget-assets';
import { LOCALE_CODE, PRODUCT_CODE } from '../../common/fields';

/** A customer reference the demo page accepts in its URL (letters, digits, dashes: an opaque id). */
const CUSTOMER_REF_DEMO = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
import { ErrorCode } from '../../common/domain-error';
import { httpResponseOf } from '../../common/http-exception.filter';

/** What the unit page says instead of a one-off's steps. */
const ONE_OFF_TEXT =
  'Questo problema si risolve con un intervento del nostro supporto sul suo caso: nella chat scelga «Parla con un operatore» e una persona se ne occuperà.';

/** Pages have no inline script: the widget comes from /widget.js like on any other site. */
const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";


/**
 * GET /widget.js (the embeddable chat), GET / (a demo page that embeds it, ?product=&locale=),
 * GET /widget/units/:id (an approved unit as a customer reads it: where citations link to).
 */
@Controller()
export class WidgetController {
  private readonly widget: Asset = loadAsset('widget.js');
  private readonly demo: Asset = loadAsset('demo.html');
  private readonly css: Asset = loadAsset('demo.css');

  constructor(private readonly knowledge: KnowledgeService) {}

  @Get('widget.js')
  script(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    sendAsset(req, res, this.widget, 'text/javascript; charset=utf-8');
  }

  @Get('widget/demo.css')
  stylesheet(@Req() req: Request, @Res() res: Response): void {
    sendAsset(req, res, this.css, 'text/css; charset=utf-8');
  }

  @Get()
  page(
    @Query('product') product: unknown,
    @Query('locale') locale: unknown,
    @Query('customer_ref') customerRef: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    const chosen = typeof product === 'string' && PRODUCT_CODE.test(product) ? product : '';
    const html = fillTemplate(this.demo.body, {
      product: chosen,
      productLabel: chosen || 'tutti',
      productName: chosen ? chosen.charAt(0).toUpperCase() + chosen.slice(1) : 'Distillo',
      locale: typeof locale === 'string' && LOCALE_CODE.test(locale) ? locale : 'it',
      origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      // The demo stands in for a site with a logged-in customer: its id, as the site would print it.
      customerRef: typeof customerRef === 'string' && CUSTOMER_REF_DEMO.test(customerRef) ? customerRef : '',
    });
    sendPage(res, 200, html);
  }

  @Get('widget/units/:id')
  async unit(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const unit = /^\d{1,9}$/.test(id) ? await this.knowledge.approvedUnit(Number(id)) : undefined;
    if (!unit) {
      sendPage(res, httpResponseOf({ code: ErrorCode.UnitNotFound }).status, page('Scheda non trovata', '<p>Questa scheda non esiste o non è più pubblicata.</p>'));
      return;
    }
    const applicability = unit.applicability.trim()
      ? `<h2>Quando vale</h2><p>${escapeHtml(unit.applicability)}</p>`
      : '';
    // The title (the problem in one line) heads the page; the customer's own description follows it.
    const heading = unit.title.trim() || unit.problem;
    const description = unit.title.trim() && unit.title.trim() !== unit.problem.trim() ? `<p>${escapeHtml(unit.problem)}</p>` : '';
    // A one-off's steps were an agent's manual action on one case: as in the chat, never given to customers.
    const solution = unit.is_one_off
      ? `<p class="solution">${escapeHtml(ONE_OFF_TEXT)}</p>`
      : `<div class="solution">${escapeHtml(unit.solution)}</div>`;
    const body =
      `<article class="unit"><p class="muted">KU-${unit.id}${unit.product ? ` · ${escapeHtml(unit.product)}` : ''} · ` +
      `aggiornata il ${unit.updated_at.toISOString().slice(0, 10)}</p><h1>${escapeHtml(heading)}</h1>${description}` +
      `<h2>Soluzione</h2>${solution}${applicability}</article>`;
    sendPage(res, 200, page(`KU-${unit.id}`, body));
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/widget/demo.css"></head><body><main>${body}</main></body></html>`;
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', PAGE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Cache-Control', 'no-cache');
  res.send(html);
}

function sendAsset(req: Request, res: Response, asset: Asset, type: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.setHeader('ETag', asset.etag);
  if (req.headers['if-none-match'] === asset.etag) {
    res.status(304).end();
    return;
  }
  res.status(200).send(asset.body);
}
