import { z } from 'zod';
import { intString, optionalString, requireWhen, withDefault } from './env';

/** A Zammad attribute name as the API spells it (`group`, or a custom object attribute such as `product`). */
const attributeName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a Zammad attribute name like "group" or "product"');

/**
 * The Zammad connector's part of the configuration, merged into the app config
 * (src/config/config.ts) with `...zammadConfigShape`; its cross-field rules are `refineZammadConfig`.
 * Also the two switches of the connector features built on the `Connector` interface
 * (escalation into the ticketing system, agent assist), which work with any connector.
 */
export const zammadConfigShape = {
  /** Base URL of the Zammad instance, e.g. https://acme.zammad.com; unset = no Zammad connector. */
  ZAMMAD_URL: optionalString(z.string().url()),
  /** Zammad access token (Profile > Token Access; permissions ticket.agent, plus admin.user to create customers by e-mail), sent as `Authorization: Token token=…`. */
  ZAMMAD_TOKEN: optionalString(z.string().min(8, 'must be at least 8 characters')),
  /** The HMAC SHA1 Signature Token of the Zammad webhook (Manage > Webhooks): checks X-Hub-Signature. */
  ZAMMAD_WEBHOOK_SECRET: optionalString(z.string().min(16, 'must be at least 16 characters')),
  /**
   * How long each webhook's X-Zammad-Delivery id is remembered: a delivery seen again within this
   * is refused (409). Zammad signs the body only, with no timestamp, so this memory is what stops replays.
   */
  ZAMMAD_WEBHOOK_REPLAY_WINDOW_SECONDS: intString(86_400, 60),
  /** Zammad group that escalation tickets are created in (its name, e.g. "Users" or "Supporto"). */
  ZAMMAD_GROUP: withDefault(z.string().min(1), 'Users'),
  /** Which ticket attribute names the product: `group` (the group's name) or a custom attribute; the raw value is kept as product_name. */
  ZAMMAD_PRODUCT_FIELD: withDefault(attributeName, 'group'),
  /** Which ticket attribute names the category (a custom attribute, e.g. `category`); unset = no category. */
  ZAMMAD_CATEGORY_FIELD: optionalString(attributeName),
  /** Tickets per page of the ticket search (Zammad caps it; 100 is what its UI uses). */
  ZAMMAD_PAGE_SIZE: intString(100, 1),
  /** One HTTP request to Zammad. */
  ZAMMAD_TIMEOUT_MS: intString(15_000, 100),
  /** Retries of one request after a 429 (honouring Retry-After) or a 5xx, with exponential backoff. */
  ZAMMAD_MAX_RETRIES: intString(4, 0),
  /** First backoff after a 5xx without Retry-After (then 2×, 4×…). */
  ZAMMAD_RETRY_BASE_MS: intString(500, 1),
  /** Agent assist: add an internal note with the three best matching approved units to each new open ticket (1 = on). */
  CONNECTOR_AGENT_ASSIST: withDefault(z.enum(['0', '1']), '0'),
  /** Attempts of one connector job (escalation ticket, customer message, agent-assist note) before it is marked failed. */
  CONNECTOR_JOB_ATTEMPTS: intString(8, 1),
  /** Exponential backoff between those attempts: 1×, 2×, 4×… this. */
  CONNECTOR_JOB_BACKOFF_MS: intString(10_000, 1),
  /** Where agents reach Distillo (links back in escalation tickets and agent-assist notes). */
  CONNECTOR_PUBLIC_URL: withDefault(z.string().url(), 'http://127.0.0.1:3000'),
};

const zammadConfigObject = z.object(zammadConfigShape);
export type ZammadConfig = z.infer<typeof zammadConfigObject>;

/** Zammad needs its token once its URL is set (the app config's superRefine runs this). */
export function refineZammadConfig(config: ZammadConfig, ctx: z.RefinementCtx): void {
  if (config.ZAMMAD_URL !== undefined) requireWhen(ctx, config, 'ZAMMAD_TOKEN', 'ZAMMAD_URL is set');
}
