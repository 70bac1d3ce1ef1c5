import type { Type } from '@nestjs/common';
import type { z, ZodType } from 'zod';
import type { ErrorCode } from '../../common/domain-error';

/**
 * What the reference says about one route, beside what the code already tells (path, method,
 * request schemas, guards, status): the summary, what a success answers, and the domain errors
 * its service can end in. Kept per controller in ./docs, checked against the controller by the
 * compiler (docsFor) and against the mounted routes by the OpenAPI spec.
 */
export interface OperationDoc {
  summary: string;
  description?: string;
  /** Domain errors of this operation, besides those its guards, its schemas and the body parser add. */
  errors?: readonly ErrorCode[];
  response: ResponseDoc;
}

export type ResponseDoc =
  /**
   * A JSON body; the status is the route's own (Nest's default or @HttpCode) unless given.
   * `unchecked` (saying why) exempts a schema from the compiler's comparison with the handler.
   */
  | { json: ZodType; status?: number | readonly number[]; description?: string; unchecked?: string }
  /** No body (204, 202…). */
  | { empty: number; description: string }
  /** Server-Sent Events, the events named in the description. */
  | { events: string }
  /** A page or a file the browser loads. */
  | { file: string; description: string };

/** A property that may be left out of the JSON: its value can be undefined (but is not `unknown`, which is anything). */
type Omissible<V> = unknown extends V ? false : undefined extends V ? true : false;

/** A JSON body as the client receives it: dates as ISO strings, properties whose value is undefined left out. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T as Omissible<T[K]> extends true ? never : K]: Json<T[K]> } & { [K in keyof T as Omissible<T[K]> extends true ? K : never]?: Json<Exclude<T[K], undefined>> }
      : T;

/** Equal both ways (fields, their types and which are required), not just assignable one way. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type HandlerName<C> = { [K in keyof C]: C[K] extends (...args: never[]) => unknown ? K : never }[keyof C] & string;
type Answered<C, K extends keyof C> = C[K] extends (...args: never[]) => infer R ? Json<Awaited<R>> : never;

/**
 * A handler that returns its body must document it with a schema equal to what it returns (as
 * JSON); a mismatch fails the build here, naming both sides. A handler that writes its own
 * response (@Res: streams, pages) documents it without a compiler check.
 */
type Checked<R, D> = [R] extends [void]
  ? D
  : D extends { response: { unchecked: string } }
    ? D
    : D extends { response: { json: infer S extends ZodType } }
      ? Same<R, z.output<S>> extends true
        ? D
        : { response: { json: { mismatch: 'the schema does not describe what the handler returns'; handler: R; schema: z.output<S> } } }
      : { response: { json: ZodType } };

type DocsOf<C, D> = { [K in HandlerName<C>]: K extends keyof D ? Checked<Answered<C, K>, D[K]> : OperationDoc };

/** Injection token of every controller's docs (OpenApiModule provides them; the service reads them). */
export const OPERATION_DOCS = Symbol('OPERATION_DOCS');

export interface ControllerDocs {
  controller: Type;
  operations: Record<string, OperationDoc>;
}

/** Every handler of `controller`, documented (a missing one, or a schema that does not fit, fails the build). */
export function docsFor<C, const D extends { [K in HandlerName<C>]: OperationDoc }>(controller: Type<C>, operations: D & DocsOf<C, D>): ControllerDocs {
  return { controller, operations };
}

/** For a handler that writes its own JSON (@Res): the schema checked against the type it sends. */
export function sends<T>() {
  return <S extends ZodType>(schema: S & (Same<Json<T>, z.output<S>> extends true ? unknown : { mismatch: Json<T> })): S => schema;
}
