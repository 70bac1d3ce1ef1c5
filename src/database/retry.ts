/** MySQL/MariaDB error codes after which running the same work again is safe and may succeed. */
export type RetryableCode = 'ER_LOCK_DEADLOCK' | 'ER_DUP_ENTRY';

/**
 * Runs `work` again, `attempts` times in all, while it fails with one of `codes`: a deadlock
 * victim's transaction (or autocommit statement) was rolled back whole, and a racing first insert
 * that hit a unique key finds the row the next time. Any other error is thrown at once.
 */
export async function retryOn<T>(codes: readonly RetryableCode[], attempts: number, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (attempt >= attempts || !codes.includes(code as RetryableCode)) throw error;
    }
  }
}
