import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { z, type ZodType } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { ErrorCode } from '../../common/domain-error';
import { ZodPipe } from '../../common/zod';

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
 * its ZodPipes validate: the document cannot drift from the code because it is the code's metadata.
 */
export function routesOf(controllers: Type[]): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const controller of controllers) {
    const prefixes = paths(Reflect.getMetadata(PATH_METADATA, controller));
    const proto = controller.prototype as Record<string, unknown>;
    for (const handler of Object.getOwnPropertyNames(proto)) {
      const fn = proto[handler];
      if (handler === 'constructor' || typeof fn !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, fn) as number | undefined;
      if (method === undefined) continue;
      const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, RouteArg>);
      let body: ZodType | undefined;
      let query: ZodType | undefined;
      const params: Record<string, ZodType> = {};
      const queryFields: Record<string, ZodType> = {};
      for (const [key, arg] of args) {
        const type = Number(key.split(':')[0]);
        const schema = zodOf(arg);
        if (type === RouteParamtypes.BODY && schema) body = schema;
        if (type === RouteParamtypes.QUERY) {
          if (arg.data) queryFields[arg.data] = (schema ?? z.string()).optional();
          else if (schema) query = schema;
        }
        if (type === RouteParamtypes.PARAM && arg.data) params[arg.data] = schema ?? z.string();
      }
      if (!query && Object.keys(queryFields).length > 0) query = z.object(queryFields);
      for (const prefix of prefixes) {
        for (const path of paths(Reflect.getMetadata(PATH_METADATA, fn))) {
          const full = openApiPath(join(prefix, path));
          for (const name of full.match(/\{([^}]+)\}/g)?.map((m) => m.slice(1, -1)) ?? []) params[name] ??= z.string();
          routes.push({ method: METHODS[method] ?? 'get', path: full, controller: controller.name, handler, body, query, params });
        }
      }
    }
  }
  return routes;
}

/** The API's one error shape (src/common/http-exception.filter.ts). */
const errorBody = z
  .object({
    error: z.enum(Object.values(ErrorCode) as [string, ...string[]]),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    current: z.unknown().optional(),
  })
  .meta({ id: 'Error' });

function operationOf(route: RouteInfo): ZodOpenApiOperationObject {
  const tag = route.controller.replace(/Controller$/, '');
  const hasParams = Object.keys(route.params).length > 0;
  const operation: ZodOpenApiOperationObject = {
    operationId: `${tag}_${route.handler}`,
    tags: [tag],
    responses: {
      '200': { description: 'Success' },
      default: { description: 'Error: `error` names the code, `issues` the fields', content: { 'application/json': { schema: errorBody } } },
    },
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

export function buildOpenApiDocument(controllers: Type[], version: string) {
  const pathsObject: ZodOpenApiPathsObject = {};
  for (const route of routesOf(controllers)) {
    pathsObject[route.path] ??= {};
    (pathsObject[route.path] as Record<string, ZodOpenApiOperationObject>)[route.method] = operationOf(route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Distillo API',
      version,
      description:
        'Support knowledge base distilled from resolved tickets. Generated at run time from the routes and the zod schemas that validate them.',
    },
    paths: pathsObject,
  });
}
