import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { Connector, ConnectorName } from './connector';
import { zammadConnectorFromConfig } from './zammad/zammad.provider';
import { parseFieldSource } from './zendesk/zendesk-mapping';
import { ZendeskConnector } from './zendesk/zendesk.connector';

/** Every connector Distillo knows, enabled or not (the order the review app lists them in). */
export const CONNECTOR_NAMES: readonly ConnectorName[] = ['zendesk', 'zammad'];

/** How long one call may take and how often it is tried; the check's are short (CONNECTOR_CHECK_TIMEOUT_MS, one attempt). */
interface CallLimits {
  timeoutMs: number;
  attempts: number;
}

/**
 * Builds each connector whose URL and credentials are set; null = not configured. One entry per
 * system: the Zammad connector plugs in at its own key. Without `limits`, the sync's own.
 */
const FACTORIES: Record<ConnectorName, (config: AppConfig, limits?: CallLimits) => Connector | null> = {
  zendesk: (config, limits) =>
    config.ZENDESK_URL && config.ZENDESK_EMAIL && config.ZENDESK_API_TOKEN
      ? new ZendeskConnector({
          url: config.ZENDESK_URL,
          email: config.ZENDESK_EMAIL,
          apiToken: config.ZENDESK_API_TOKEN,
          webhookSecret: config.ZENDESK_WEBHOOK_SECRET,
          product: parseFieldSource(config.ZENDESK_PRODUCT_FIELD),
          category: parseFieldSource(config.ZENDESK_CATEGORY_FIELD),
          http: {
            attempts: limits?.attempts ?? config.CONNECTOR_HTTP_ATTEMPTS,
            backoffBaseMs: config.CONNECTOR_BACKOFF_BASE_MS,
            maxRetryAfterMs: config.CONNECTOR_MAX_RETRY_AFTER_MS,
            timeoutMs: limits?.timeoutMs ?? config.CONNECTOR_HTTP_TIMEOUT_MS,
          },
          concurrency: config.CONNECTOR_CONCURRENCY,
          webhookToleranceSeconds: config.CONNECTOR_WEBHOOK_TOLERANCE_SECONDS,
        })
      : null,
  zammad: (config, limits) => zammadConnectorFromConfig(config, limits && { timeoutMs: limits.timeoutMs, maxRetries: limits.attempts - 1 }),
};

/** What to set to enable each connector (named by `kb connectors:*` and the webhook's 404). */
const REQUIRED: Record<ConnectorName, string> = {
  zendesk: 'ZENDESK_URL, ZENDESK_EMAIL and ZENDESK_API_TOKEN',
  zammad: 'ZAMMAD_URL and ZAMMAD_TOKEN',
};

/** The enabled connectors, built once from the config. */
@Injectable()
export class ConnectorRegistry {
  private readonly connectors = new Map<ConnectorName, Connector>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    for (const name of CONNECTOR_NAMES) {
      const connector = FACTORIES[name](config);
      if (connector) this.connectors.set(name, connector);
    }
  }

  enabled(): Connector[] {
    return [...this.connectors.values()];
  }

  isEnabled(name: string): boolean {
    return this.connectors.has(name as ConnectorName);
  }

  /**
   * The connector built for `kb connectors:test`: each call tried once and cut after
   * CONNECTOR_CHECK_TIMEOUT_MS, so a host that does not answer is named in seconds (the sync's
   * retries and timeouts took 16.7 s for a refused connection, minutes for a silent host).
   */
  forCheck(name: string): Connector {
    this.get(name); // the same refusal when it is unknown or not enabled
    return FACTORIES[connectorName(name)!](this.config, { timeoutMs: this.config.CONNECTOR_CHECK_TIMEOUT_MS, attempts: 1 })!;
  }

  /** The connector, or a 404 naming what to configure. */
  get(name: string): Connector {
    const connector = this.connectors.get(name as ConnectorName);
    if (connector) return connector;
    const known = connectorName(name);
    if (known === undefined) {
      throw new DomainError(ErrorCode.ConnectorNotFound, `No connector "${name}" (known: ${CONNECTOR_NAMES.join(', ')})`);
    }
    throw new DomainError(ErrorCode.ConnectorNotFound, `Connector "${name}" is not enabled: set ${REQUIRED[known]}`);
  }
}

/** The connector a name from outside (a URL, a command line) names, if it names one. */
function connectorName(name: string): ConnectorName | undefined {
  return CONNECTOR_NAMES.find((candidate) => candidate === name);
}
