/**
 * Checks for the 2xx bodies the providers document: each throws ResponseShapeError with the path
 * of what is wrong, which ./http-json treats as a malformed answer (retried once, then final).
 */

/** Thrown by `parse` functions: the 2xx body is not what the provider documents. */
export class ResponseShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponseShapeError';
  }
}

export function expectObject(value: unknown, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ResponseShapeError(`${path}: expected an object`);
  }
  return value as Record<string, unknown>;
}

export function expectArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ResponseShapeError(`${path}: expected an array`);
  return value;
}

export function expectIndex(value: unknown, path: string, length: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= length) {
    throw new ResponseShapeError(`${path}: expected an integer in [0, ${length - 1}], got ${JSON.stringify(value)}`);
  }
  return value;
}

export function expectFinite(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ResponseShapeError(`${path}: expected a finite number, got ${JSON.stringify(value)}`);
  }
  return value;
}
