import type { INestApplication } from '@nestjs/common';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { openApiPath } from '../src/modules/openapi/openapi-document';
import { useApi } from './utils/test-app';

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

describe('OpenAPI document and reference page', () => {
  const app = useApi();

  it('/api/openapi.json is valid OpenAPI 3.1 and lists every mounted route with its zod schemas', async () => {
    const { body: document } = await request(app().getHttpServer()).get('/api/openapi.json').expect(200);
    expect(document.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const listed = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
      .sort();
    const mounted = mountedRoutes(app());
    expect(mounted.length).toBeGreaterThan(30);
    expect(mounted.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !mounted.includes(route))).toEqual([]);

    // The request schemas are the controllers' own: a reject needs a reason of some length.
    const reject = document.paths['/api/review/units/{id}/reject'].post;
    expect(reject.requestBody.content['application/json'].schema).toBeDefined();
    expect(JSON.stringify(document.components ?? {})).toContain('Error');
    const search = document.paths['/api/search'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toContain('q');
  });

  it('/api/docs serves the bundled reference page and its files from this server (no CDN)', async () => {
    const page = await request(app().getHttpServer()).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startsWith('/')).toBe(true);
      await request(app().getHttpServer()).get(source).expect(200);
    }
    await request(app().getHttpServer()).get('/api/docs/assets/package.json').expect(404);
  });
});
