import { z } from 'zod';
import { ErrorCode } from '../../../common/domain-error';
import { ConnectorsWebhookController } from '../../connectors/connectors.controller';
import { GdprController } from '../../gdpr/gdpr.controller';
import { HealthController } from '../../health/health.controller';
import { PrometheusController } from '../../metrics/metrics.controller';
import { OpenApiController } from '../openapi.controller';
import { SearchController } from '../../search/search.controller';
import { docsFor } from '../operation-docs';

/** Probes, Prometheus, GDPR, the connectors' webhook, the reference itself and the public search. */

const indicator = z.object({ status: z.enum(['up', 'down', 'degraded']) }).catchall(z.any());
const health = z
  .object({
    status: z.enum(['ok', 'error', 'degraded', 'shutting_down']),
    info: z.record(z.string(), indicator.optional()).optional(),
    error: z.record(z.string(), indicator.optional()).optional(),
    details: z.record(z.string(), indicator),
  })
  .meta({ id: 'Health' });

const searchResult = z.object({
  unit_id: z.number().int(),
  title: z.string(),
  problem: z.string(),
  solution: z.string(),
  applicability: z.string(),
  product: z.string().nullable(),
  is_one_off: z.boolean(),
  score: z.number(),
  ranks: z.object({ lexical: z.number().int().nullable(), semantic: z.number().int().nullable() }).describe("the unit's rank in each branch before fusion"),
});

const pages = (what: string) => ({ file: 'text/html', description: what });

export const operationsDocs = [
  docsFor(HealthController, {
    live: { summary: 'Liveness: the process answers (for an orchestrator’s restart decision; independent of the database and Redis)', response: { json: health } },
    ready: {
      summary: 'Readiness: database, Redis, migrations and a worker heartbeat (503 naming what is missing)',
      errors: [ErrorCode.NotReady],
      response: { json: health },
    },
  }),
  docsFor(PrometheusController, {
    scrape: { summary: 'Prometheus metrics (text exposition format)', response: { file: 'text/plain; version=0.0.4', description: 'The metrics' } },
  }),
  docsFor(GdprController, {
    erase: {
      summary: "Erase everything held about a customer (tickets, chat, what the knowledge base took from them)",
      response: {
        json: z.object({
          subject: z.string().describe('a hash of the customer reference, as the audit log keeps it'),
          counts: z.record(z.string(), z.record(z.string(), z.number().int())).describe('rows erased, by module and table'),
          not_installed: z.array(z.string()),
        }),
      },
    },
    export: { summary: 'Everything held about a customer, by module', response: { json: z.record(z.string(), z.unknown()) } },
  }),
  docsFor(ConnectorsWebhookController, {
    receive: {
      summary: 'A ticketing system says something changed: a sync is queued (202)',
      description:
        "Signed by the system: Zendesk's X-Zendesk-Webhook-Signature (HMAC-SHA256 of timestamp + body, ZENDESK_WEBHOOK_SECRET), Zammad's X-Hub-Signature (HMAC-SHA1, ZAMMAD_WEBHOOK_SECRET); a missing, wrong or stale signature is 401.",
      errors: [ErrorCode.ConnectorNotFound, ErrorCode.Unauthenticated],
      response: { json: z.object({ queued: z.literal(true) }) },
    },
  }),
  docsFor(OpenApiController, {
    document: {
      summary: 'This document (OpenAPI 3.1), generated from the routes and their zod schemas',
      response: { json: z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }).loose(), paths: z.record(z.string(), z.unknown()) }).loose(), unchecked: 'the OpenAPI document type itself' },
    },
    page: { summary: 'The API reference page (Swagger UI, served from this server)', response: pages('The reference page') },
    asset: { summary: "A file of the reference page", errors: [ErrorCode.RouteNotFound], response: { file: 'text/javascript, text/css', description: 'The file' } },
  }),
  docsFor(SearchController, {
    find: {
      summary: 'Search the approved units (hybrid: lexical and semantic, fused, reranked)',
      errors: [ErrorCode.RateLimited],
      response: { json: z.object({ results: z.array(searchResult) }) },
    },
  }),
];
