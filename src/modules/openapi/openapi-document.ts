import { RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { z, type ZodType } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { ErrorCode } from '../../common/domain-error';
import { httpResponseOf } from '../../common/http-exception.filter';
import { ZodPipe } from '../../common/zod';
import { accessOf, SECURITY_SCHEMES, type RouteAccess } from './openapi-security';
import type { ControllerDocs, OperationDoc } from './operation-docs';
import { ownValue } from '../../lib/tables/text-table';

/** One route as Nest maps it: what the document lists and what the route check compares. */
export interface RouteInfo {
  method: string;
  /** OpenAPI form: /api/review/units/{id} */
  path: string;
  controller: string;
  handler: string;
  body?: ZodType;
  query?: ZodType;
  params: Record<string, ZodType>;
  /** A query, path or body schema validates the request (a 400 validation_failed is possible). */
  validated: boolean;
  /** @HttpCode, when set. */
  status?: number;
  access: RouteAccess;
}

interface RouteArg {
  index: number;
  data?: string;
  pipes?: unknown[];
}

const METHODS: Record<number, string> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.OPTIONS]: 'options',
  [RequestMethod.HEAD]: 'head',
};

const join = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
const paths = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '')]);

/** Express's `:id` → OpenAPI's `{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function zodOf(arg: RouteArg): ZodType | undefined {
  const pipe = arg.pipes?.find((p): p is ZodPipe<unknown> => p instanceof ZodPipe);
  return pipe?.schema;
}

/**
 * Every route of the given controllers, read from Nest's own routing metadata, with the zod schemas
 * its ZodPipes validate and the guards that protect it: the document cannot drift from the code
 * because it is the code's metadata.
 */
export function routesOf(controllers: Type[]): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const controller of controllers) {
    const prefixes = paths(Reflect.getMetadata(PATH_METADATA, controller));
    for (const [handler, { value: fn }] of Object.entries(Object.getOwnPropertyDescriptors(controller.prototype))) {
      if (handler === 'constructor' || typeof fn !== 'function') continue;
      const methodCode = Reflect.getMetadata(METHOD_METADATA, fn) as number | undefined;
      if (methodCode === undefined) continue;
      const method = METHODS[methodCode] ?? 'get';
      const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, RouteArg>);
      let body: ZodType | undefined;
      let query: ZodType | undefined;
      let validated = false;
      let readsAuthorization = false;
      const params = new Map<string, ZodType>();
      const queryFields = new Map<string, ZodType>();
      for (const [key, arg] of args) {
        const type = Number(key.split(':')[0]);
        const schema = zodOf(arg);
        validated ||= schema !== undefined;
        if (type === RouteParamtypes.BODY && schema) body = schema;
        if (type === RouteParamtypes.QUERY) {
          if (arg.data) queryFields.set(arg.data, (schema ?? z.string()).optional());
          else if (schema) query = schema;
        }
        if (type === RouteParamtypes.PARAM && arg.data) params.set(arg.data, schema ?? z.string());
        if (type === RouteParamtypes.HEADERS && arg.data?.toLowerCase() === 'authorization') readsAuthorization = true;
      }
      if (!query && queryFields.size > 0) query = z.object(Object.fromEntries(queryFields));
      const status = Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined;
      const access = accessOf(controller, fn, method, readsAuthorization);
      for (const prefix of prefixes) {
        for (const path of paths(Reflect.getMetadata(PATH_METADATA, fn))) {
          const full = openApiPath(join(prefix, path));
          const routeParams = new Map(params);
          for (const name of full.match(/\{([^}]+)\}/g)?.map((m) => m.slice(1, -1)) ?? []) if (!routeParams.has(name)) routeParams.set(name, z.string());
          routes.push({ method, path: full, controller: controller.name, handler, body, query, params: Object.fromEntries(routeParams), validated, status, access });
        }
      }
    }
  }
  return routes;
}

/** The API's one error shape (src/common/http-exception.filter.ts), its `error` one of `codes`. */
function errorBody(codes: ErrorCode[]) {
  return z.object({
    error: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional().describe('validation_failed: each field and what is wrong with it'),
    current: z.unknown().optional().describe('stale_version: the resource as it is now'),
  });
}

/** What any route with a body can be refused for before its handler runs. */
const BODY_ERRORS = [ErrorCode.ValidationFailed, ErrorCode.MalformedBody, ErrorCode.BodyTooLarge, ErrorCode.UnsupportedMediaType];

/** The error responses of a route, one per HTTP status (the filter's exhaustive mapping), each naming its codes. */
function errorResponses(route: RouteInfo, doc: OperationDoc): ZodOpenApiResponsesObject {
  const codes = new Set<ErrorCode>([
    ...route.access.errors,
    ...(route.body ? BODY_ERRORS : route.validated ? [ErrorCode.ValidationFailed] : []),
    ...(doc.errors ?? []),
    ErrorCode.Internal,
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = httpResponseOf({ code });
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        `${status}`,
        {
          description: list.map((code) => `\`${code}\``).join(', ') + (status === 429 ? ' (Retry-After says when to try again)' : ''),
          content: { 'application/json': { schema: errorBody(list) } },
        },
      ]),
  );
}

function successResponses(route: RouteInfo, doc: OperationDoc): ZodOpenApiResponsesObject {
  const response = doc.response;
  const fallback = route.status ?? (route.method === 'post' ? 201 : 200);
  if ('json' in response) {
    const statuses = response.status === undefined ? [fallback] : ([] as number[]).concat(response.status);
    return Object.fromEntries(statuses.map((status) => [`${status}`, { description: response.description ?? 'Success', content: { 'application/json': { schema: response.json } } }]));
  }
  if ('empty' in response) return { [`${response.empty}`]: { description: response.description } };
  if ('events' in response) return { '200': { description: `Server-Sent Events: ${response.events}`, content: { 'text/event-stream': { schema: z.string() } } } };
  const types = response.file.split(',').map((t) => t.trim());
  return { [`${fallback}`]: { description: response.description, content: Object.fromEntries(types.map((type) => [type, { schema: z.string() }])) } };
}

function operationOf(route: RouteInfo, doc: OperationDoc): ZodOpenApiOperationObject {
  const tag = route.controller.replace(/Controller$/, '');
  const hasParams = Object.keys(route.params).length > 0;
  const roles = route.access.roles.length > 0 ? `Needs the ${route.access.roles.join(' or ')} role.` : undefined;
  const description = [doc.description, roles].filter(Boolean).join('\n\n');
  const operation: ZodOpenApiOperationObject = {
    operationId: `${tag}_${route.handler}`,
    tags: [tag],
    summary: doc.summary,
    ...(description && { description }),
    ...(route.access.security && { security: route.access.security }),
    responses: { ...successResponses(route, doc), ...errorResponses(route, doc) },
  };
  if (route.query || hasParams) {
    operation.requestParams = {
      ...(route.query && { query: route.query as never }),
      ...(hasParams && { path: z.object(route.params) }),
    };
  }
  if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: route.body } } };
  return operation;
}

/** The document of the mounted controllers; a route without docs gets only its path (the spec names it). */
export function buildOpenApiDocument(controllers: Type[], docs: readonly ControllerDocs[], version: string) {
  const byController = new Map(docs.map((d) => [d.controller.name, d.operations]));
  const operations = new Map<string, Array<[string, ZodOpenApiOperationObject]>>();
  for (const route of routesOf(controllers)) {
    const doc = ownValue(byController.get(route.controller), route.handler) ?? { summary: '', response: { json: z.unknown() } };
    operations.set(route.path, [...(operations.get(route.path) ?? []), [route.method, operationOf(route, doc)]]);
  }
  const pathsObject: ZodOpenApiPathsObject = Object.fromEntries([...operations].map(([path, byMethod]) => [path, Object.fromEntries(byMethod)]));
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Distillo API',
      version,
      description:
        'Support knowledge base distilled from resolved tickets. Generated at run time from the routes, the zod schemas that validate them and the guards that protect them. Errors share one shape: `{"error": <code>, "message", "issues"?}`.',
    },
    paths: pathsObject,
    components: { securitySchemes: SECURITY_SCHEMES },
  });
}
