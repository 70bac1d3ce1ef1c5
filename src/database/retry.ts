/** MySQL/MariaDB error codes after which running the same work again is safe and may succeed. */
export type RetryableCode = 'ER_LOCK_DEADLOCK' | 'ER_DUP_ENTRY';

/**
 * Runs `work` again, `attempts` times in all, while it fails with one of `codes`: a deadlock
 * victim's transaction (or autocommit statement) was rolled back whole, and a racing first insert
 * that hit a unique key finds the row the next time. Any other error is thrown at once.
 */
export async function retryOn<T>(codes: readonly RetryableCode[], attempts: number, work: () => Promise<T>, options: { jitterMs?: number } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (attempt >= attempts || !codes.includes(code as RetryableCode)) throw error;
      // Many writers colliding at once collide again if they all retry at once: a random pause
      // that grows with the attempt spreads them out.
      if (options.jitterMs) await new Promise((resolve) => setTimeout(resolve, Math.random() * options.jitterMs! * attempt));
    }
  }
}

/** Codes of a connection that is gone (server killed, network cut), as opposed to a refused statement. */
const CONNECTION_LOST_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
]);

/**
 * True when the database is unreachable rather than refusing this statement: retrying the work
 * line by line cannot help, and reporting each line "not stored" would be a lie for the ones
 * already committed. mysql2 marks errors that killed the connection `fatal`.
 */
export function isConnectionLost(error: unknown): boolean {
  const e = error as { code?: string; fatal?: boolean } | null;
  return e?.fatal === true || CONNECTION_LOST_CODES.has(e?.code ?? '');
}
