import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a log line is about, outside a request: the job being run and the ticket or unit it
 * concerns. The BullMQ dispatcher runs every job inside `withLogContext`; the logger's mixin
 * adds the fields to each line written meanwhile (requests get their id from pino-http instead).
 */
export interface LogContext {
  jobId?: string;
  job?: string;
  queue?: string;
  ticketId?: number | string;
  unitId?: number | string;
}

const storage = new AsyncLocalStorage<LogContext>();

export function withLogContext<T>(context: LogContext, run: () => T): T {
  return storage.run({ ...storage.getStore(), ...context }, run);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/** The ids a job's data names (ticket_id/ticketId, unit_id/unitId), when they are plain ids. */
export function idsOfJobData(data: unknown): Pick<LogContext, 'ticketId' | 'unitId'> {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? value : undefined);
  const ticketId = id(record.ticket_id ?? record.ticketId);
  const unitId = id(record.unit_id ?? record.unitId);
  return { ...(ticketId !== undefined && { ticketId }), ...(unitId !== undefined && { unitId }) };
}
