/** A provider failure: retryable ones (429/5xx/timeouts) may be retried by the caller. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
