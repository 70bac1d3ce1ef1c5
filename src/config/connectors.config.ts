import { z } from 'zod';
import { intString, optionalString, requireWhen } from './env';

/**
 * Where a ticketing system's own field says which product (or category) a ticket is about:
 * `brand` (the brand's name), `group` (the group's name), `tag:<prefix>` (the first tag starting
 * with the prefix, without it), `custom_field:<id>` (that custom field's value).
 */
const zendeskFieldSource = z
  .string()
  .regex(/^(brand|group|tag:[^\s]+|custom_field:\d+)$/, 'must be brand, group, tag:<prefix> or custom_field:<id>');

/**
 * The connectors' part of the configuration (src/modules/connectors), merged into the app config
 * with `...connectorsConfigShape`; its cross-field rules are `refineConnectorsConfig`.
 * A connector is enabled when its URL and credentials are all set.
 */
export const connectorsConfigShape = {
  /** The Zendesk account's base URL (e.g. https://acme.zendesk.com); with ZENDESK_EMAIL and ZENDESK_API_TOKEN it enables the Zendesk connector. */
  ZENDESK_URL: optionalString(z.string().url()),
  /** The Zendesk user the API token belongs to (an admin: the incremental export needs one). */
  ZENDESK_EMAIL: optionalString(z.string().email()),
  /** A Zendesk API token (Admin Center → Apps and integrations → Zendesk API); sent as basic auth `email/token:api_token`. */
  ZENDESK_API_TOKEN: optionalString(z.string().min(8)),
  /** The signing secret of the Zendesk webhook that calls POST /api/connectors/zendesk/webhook; unset = webhooks refused. */
  ZENDESK_WEBHOOK_SECRET: optionalString(z.string().min(8)),
  /** Where the product comes from: brand, group, tag:<prefix> or custom_field:<id>; unset = no product. */
  ZENDESK_PRODUCT_FIELD: optionalString(zendeskFieldSource),
  /** Where the category comes from (same forms as ZENDESK_PRODUCT_FIELD); unset = no category. */
  ZENDESK_CATEGORY_FIELD: optionalString(zendeskFieldSource),
  /** How often the worker syncs each enabled connector (a BullMQ job scheduler per connector). */
  CONNECTOR_SYNC_EVERY_MS: intString(5 * 60_000, 10_000),
  /** Attempts of one HTTP call to a ticketing system on 429 (after its Retry-After) and 5xx, before the sync run fails (the job then retries). */
  CONNECTOR_HTTP_ATTEMPTS: intString(5, 1),
  /** Backoff between those attempts: 1×, 2×, 4×… this (a Retry-After longer than that wins). */
  CONNECTOR_BACKOFF_BASE_MS: intString(1_000, 1),
  /** Longest Retry-After honoured within one run; a longer one fails the run and the job retries later. */
  CONNECTOR_MAX_RETRY_AFTER_MS: intString(120_000, 0),
  /** One HTTP attempt to a ticketing system. */
  CONNECTOR_HTTP_TIMEOUT_MS: intString(30_000, 100),
  /**
   * Each call of `kb connectors:test` (Zendesk and Zammad): one attempt, no retry, so an unreachable
   * or silent host is named within this instead of after the sync's retries and timeouts.
   */
  CONNECTOR_CHECK_TIMEOUT_MS: intString(5_000, 100),
  /** Comment lists fetched at once while syncing a page of tickets. */
  CONNECTOR_CONCURRENCY: intString(8, 1),
  /** A webhook whose signature timestamp is further than this from now is refused (replays). */
  CONNECTOR_WEBHOOK_TOLERANCE_SECONDS: intString(300, 1),
};

const connectorsConfigObject = z.object(connectorsConfigShape);
export type ConnectorsConfig = z.infer<typeof connectorsConfigObject>;

const ZENDESK_CREDENTIALS = ['ZENDESK_URL', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN'] as const;

/** Half a Zendesk configuration is a mistake, not "disabled": the boot message names what is missing. */
export function refineConnectorsConfig(config: ConnectorsConfig, ctx: z.RefinementCtx): void {
  const set = ZENDESK_CREDENTIALS.filter((key) => config[key] !== undefined);
  if (set.length > 0) for (const key of ZENDESK_CREDENTIALS) requireWhen(ctx, config, key, `${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`);
}
