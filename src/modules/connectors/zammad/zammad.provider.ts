import type { ZammadConfig } from '../../../config/zammad.config';
import { ZammadConnector } from './zammad.connector';

/**
 * The Zammad connector of the configuration, or null when ZAMMAD_URL is not set; `limits` replace
 * the timeout and the retries (the set-up check's short ones).
 */
export function zammadConnectorFromConfig(config: ZammadConfig, limits?: { timeoutMs: number; maxRetries: number }): ZammadConnector | null {
  if (!config.ZAMMAD_URL || !config.ZAMMAD_TOKEN) return null;
  return new ZammadConnector({
    url: config.ZAMMAD_URL,
    token: config.ZAMMAD_TOKEN,
    webhookSecret: config.ZAMMAD_WEBHOOK_SECRET ?? null,
    group: config.ZAMMAD_GROUP,
    mapping: { productField: config.ZAMMAD_PRODUCT_FIELD, categoryField: config.ZAMMAD_CATEGORY_FIELD ?? null },
    pageSize: config.ZAMMAD_PAGE_SIZE,
    timeoutMs: limits?.timeoutMs ?? config.ZAMMAD_TIMEOUT_MS,
    maxRetries: limits?.maxRetries ?? config.ZAMMAD_MAX_RETRIES,
    retryBaseMs: config.ZAMMAD_RETRY_BASE_MS,
    replayWindowSeconds: config.ZAMMAD_WEBHOOK_REPLAY_WINDOW_SECONDS,
  });
}
