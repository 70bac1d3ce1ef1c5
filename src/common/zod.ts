import { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
import { DomainError, ErrorCode, type ErrorIssue } from './domain-error';

/** zod issues → `{path, message}` with a dotted path a client can point at ("messages.2.body"). */
export function zodIssues(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, what = 'input'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = zodIssues(result.error);
  throw new DomainError(
    ErrorCode.ValidationFailed,
    `Invalid ${what}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    issues,
  );
}

/** `@Body(new ZodPipe(schema))`: the controller receives parsed, typed data or the client gets a 400. */
export class ZodPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    /** Public so the OpenAPI document is generated from the very schema that validates. */
    readonly schema: ZodType<T>,
    readonly what = 'request body',
  ) {}

  transform(value: unknown, _metadata: ArgumentMetadata): T {
    return parseOrThrow(this.schema, value, this.what);
  }
}
