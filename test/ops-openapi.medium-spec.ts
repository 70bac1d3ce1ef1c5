import type { INestApplication } from '@nestjs/common';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { ErrorCode } from '../src/common/domain-error';
import { openApiPath } from '../src/modules/openapi/openapi-document';
import { quickSession, seedUnit } from './review-helpers';
import { describeIfChromium, openBrowserPage, type BrowserPage } from './utils/browser';
import { ticketBody, truncateAll, dbOf, useApi } from './utils/test-app';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** What Express actually serves: every route Nest registered (method + path), from the router itself. */
function mountedRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes: string[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    // Catch-all paths are middleware (request logging, the chat's CORS), not routes of the API.
    for (const path of ([] as string[]).concat(layer.route.path).filter((p) => !p.includes('*'))) {
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.push(`${method} ${openApiPath(path)}`);
    }
  }
  return [...new Set(routes)].sort();
}

/* eslint-disable @typescript-eslint/no-explicit-any */
type Operation = { summary?: string; security?: Array<Record<string, string[]>>; responses: Record<string, { content?: Record<string, { schema?: any }> }>; requestBody?: unknown };

function operations(document: any): Array<[string, Operation]> {
  return Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [`${method} ${path}`, op] as [string, Operation]));
}

/** Checks a real response against what the document says that route answers with that status. */
function contract(document: any) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: 'openapi' });
  return (method: string, path: string, response: request.Response) => {
    const schema = document.paths[path]?.[method]?.responses?.[String(response.status)]?.content?.['application/json']?.schema;
    expect([method, path, response.status, schema !== undefined]).toEqual([method, path, response.status, true]);
    const pointer = `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${response.status}/content/application~1json/schema`;
    const validate = ajv.getSchema(pointer)!;
    const valid = validate(response.body);
    expect([method, path, valid ? [] : validate.errors]).toEqual([method, path, []]);
  };
}

describe('OpenAPI document and reference page', () => {
  const app = useApi();
  const document = async () => (await request(app().getHttpServer()).get('/api/openapi.json').expect(200)).body;

  it('/api/openapi.json is valid OpenAPI 3.1 and lists every mounted route with its zod schemas', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const listed = operations(doc).map(([route]) => route).sort();
    const mounted = mountedRoutes(app());
    expect(mounted.length).toBeGreaterThan(30);
    expect(mounted.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !mounted.includes(route))).toEqual([]);

    // The request schemas are the controllers' own: a reject needs a reason of some length.
    const reject = doc.paths['/api/review/units/{id}/reject'].post;
    expect(reject.requestBody.content['application/json'].schema).toBeDefined();
    const search = doc.paths['/api/search'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toContain('q');
  });

  it('describes every operation: a summary, what a success answers, and its errors by code', async () => {
    const doc = await document();
    const codes = new Set<string>(Object.values(ErrorCode));
    const undescribed: string[] = [];
    for (const [route, op] of operations(doc)) {
      if (!op.summary || op.summary.length < 10) undescribed.push(`${route}: no summary`);
      const statuses = Object.keys(op.responses);
      const success = statuses.filter((s) => /^2/.test(s));
      if (success.length === 0) undescribed.push(`${route}: no success response`);
      for (const status of success) {
        const content = op.responses[status].content;
        if (status !== '204' && status !== '202' && (!content || Object.values(content).some((c) => !c.schema))) undescribed.push(`${route}: ${status} without a schema`);
      }
      const errors = statuses.filter((s) => /^[45]/.test(s));
      if (!errors.includes('500')) undescribed.push(`${route}: no 500`);
      for (const status of errors) {
        const listed: string[] = op.responses[status].content!['application/json'].schema.properties.error.enum;
        for (const code of listed) if (!codes.has(code)) undescribed.push(`${route}: ${status} names ${code}, not an ErrorCode`);
      }
      if (op.requestBody && !op.responses['400']?.content?.['application/json'].schema.properties.error.enum.includes('validation_failed')) undescribed.push(`${route}: body without 400 validation_failed`);
    }
    expect(undescribed).toEqual([]);

    // A response schema is the handler's (compared by the compiler), e.g. a unit's fields and a domain error's status.
    const unit = doc.paths['/api/review/units/{id}'].get;
    expect(unit.responses['404'].content['application/json'].schema.properties.error.enum).toEqual(['unit_not_found']);
    const approve = doc.paths['/api/review/units/{id}/approve'].post;
    expect(approve.responses['409'].content['application/json'].schema.properties.error.enum).toEqual(expect.arrayContaining(['stale_version', 'unit_contains_pii']));
    expect(doc.paths['/api/chat/conversations/{id}/messages'].post.responses['200'].content['text/event-stream']).toBeDefined();
    expect(Object.keys(doc.paths['/api/chat/conversations/{id}/escalate'].post.responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('offers the three ways to authenticate (Authorize) and says which each operation takes', async () => {
    const doc = await document();
    const schemes = doc.components.securitySchemes;
    expect(schemes).toMatchObject({
      intakeToken: { type: 'http', scheme: 'bearer' },
      reviewerBearer: { type: 'http', scheme: 'bearer' },
      reviewerSession: { type: 'apiKey', in: 'cookie', name: 'distillo_session' },
      csrfToken: { type: 'apiKey', in: 'header' },
      conversationToken: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.paths['/api/tickets'].post.security).toEqual([{ intakeToken: [] }]);
    expect(doc.paths['/api/review/units'].get.security).toEqual([{ reviewerBearer: [] }, { reviewerSession: [] }]);
    expect(doc.paths['/api/review/units/{id}/approve'].post.security).toEqual([{ reviewerBearer: [] }, { reviewerSession: [], csrfToken: [] }]);
    expect(doc.paths['/api/chat/conversations/{id}/messages'].post.security).toEqual([{ conversationToken: [] }]);
    expect(doc.paths['/api/chat/conversations'].post.security).toBeUndefined();
    expect(doc.paths['/api/gdpr/erase'].post.description).toMatch(/admin role/);
    expect(doc.paths['/api/gdpr/erase'].post.responses['403'].content['application/json'].schema.properties.error.enum).toEqual(['csrf_token_mismatch', 'forbidden']);
  });

  it('what the API really answers fits what the document says (successes and errors)', async () => {
    await truncateAll(dbOf(app()));
    const doc = await document();
    const fits = contract(doc);
    const http = () => request(app().getHttpServer());
    const intake = { authorization: 'Bearer dev-intake-token-change-me' };

    fits('post', '/api/tickets', await http().post('/api/tickets').set(intake).send(ticketBody({ external_id: 'DOC-1' })).expect(200));
    fits('post', '/api/tickets', await http().post('/api/tickets').set(intake).send({ external_id: '' }).expect(400));
    fits('post', '/api/tickets', await http().post('/api/tickets').send(ticketBody()).expect(401));

    const session = await quickSession(app(), 'doc-admin@example.com', 'admin');
    const unitId = await seedUnit(app());
    const asReviewer = (path: string) => http().get(path).set('Cookie', session.cookie);
    fits('get', '/api/auth/me', await asReviewer('/api/auth/me').expect(200));
    fits('get', '/api/review/summary', await asReviewer('/api/review/summary').expect(200));
    fits('get', '/api/review/units', await asReviewer('/api/review/units').expect(200));
    fits('get', '/api/review/units/{id}', await asReviewer(`/api/review/units/${unitId}`).expect(200));
    fits('get', '/api/review/units/{id}', await asReviewer('/api/review/units/99999999').expect(404));
    fits('get', '/api/review/metrics', await asReviewer('/api/review/metrics').expect(200));
    fits('get', '/api/review/gaps', await asReviewer('/api/review/gaps').expect(200));
    fits('get', '/api/reviewers', await asReviewer('/api/reviewers').expect(200));
    const approved = await http().post(`/api/review/units/${unitId}/approve`).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).send({}).expect(200);
    fits('post', '/api/review/units/{id}/approve', approved);
    fits('post', '/api/review/units/{id}/approve', await http().post(`/api/review/units/${unitId}/approve`).set('Cookie', session.cookie).send({}).expect(403));

    const conversation = await http().post('/api/chat/conversations').send({}).expect(201);
    fits('post', '/api/chat/conversations', conversation);
    const token = { authorization: `Bearer ${conversation.body.token}` };
    fits('get', '/api/chat/conversations/{id}', await http().get(`/api/chat/conversations/${conversation.body.id}`).set(token).expect(200));
    fits('post', '/api/chat/conversations/{id}/escalate', await http().post(`/api/chat/conversations/${conversation.body.id}/escalate`).set(token).send({}).expect(409));
    await http().post(`/api/chat/conversations/${conversation.body.id}/messages`).set(token).send({ message: 'vorrei parlare con una persona' }).expect(200);
    fits('post', '/api/chat/conversations/{id}/escalate', await http().post(`/api/chat/conversations/${conversation.body.id}/escalate`).set(token).send({}).expect(201));
    fits('post', '/api/chat/conversations/{id}/escalate', await http().post(`/api/chat/conversations/${conversation.body.id}/escalate`).set(token).send({}).expect(200));
    fits('get', '/api/search', await http().get('/api/search?q=password').expect(200));
    fits('get', '/health/live', await http().get('/health/live').expect(200));
  });

  it('/api/docs serves the bundled reference page and its files from this server (no CDN)', async () => {
    const page = await request(app().getHttpServer()).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((source) => !source.startsWith('data:'));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startsWith('/')).toBe(true);
      await request(app().getHttpServer()).get(source).expect(200);
    }
    await request(app().getHttpServer()).get('/api/docs/assets/package.json').expect(404);
  });
});

describeIfChromium('ops-openapi')('the reference page in Chromium', () => {
  const app = useApi();
  let view: BrowserPage | undefined;
  afterAll(async () => view?.browser.close());

  it('shows the summaries and an Authorize button offering the intake, reviewer and conversation schemes', async () => {
    view = await openBrowserPage(app(), { viewport: { width: 1280, height: 900 } });
    const { page, base, errors } = view;
    await page.goto(`${base}/api/docs`);
    await page.getByText('Create or update a ticket (the ticketing system sends it, keyed by external_id)').waitFor();
    await page.locator('button.authorize').first().click();
    const dialog = page.locator('.dialog-ux .modal-ux');
    await dialog.waitFor();
    for (const scheme of ['intakeToken', 'reviewerBearer', 'reviewerSession', 'csrfToken', 'conversationToken']) await dialog.getByText(scheme, { exact: false }).first().waitFor();
    await view.shot('api-docs-authorize');
    expect(errors).toEqual([]);
  });
});
