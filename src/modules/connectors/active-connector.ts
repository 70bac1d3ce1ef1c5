import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import type { Connector } from './connector';
import { zammadConnectorFromConfig } from './zammad/zammad.provider';

/**
 * The ticketing system Distillo is connected to, as a `Connector`, or null when none is configured.
 * Escalation into the system and agent assist reach the system only through this token, so they
 * work with any connector.
 *
 * For the coordinator: at merge, point this factory at the connectors registry (the enabled
 * connector, Zendesk or Zammad); until then it is Zammad when ZAMMAD_URL is set.
 */
export const ACTIVE_CONNECTOR = Symbol('ACTIVE_CONNECTOR');

export const activeConnectorProvider: Provider = {
  provide: ACTIVE_CONNECTOR,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Connector | null => zammadConnectorFromConfig(config),
};

/**
 * Whether intake's ticket is one of the connector's own: every connector names its tickets
 * `<connector name>-<remote id>` (Zammad: `zammad-123`). Agent assist posts only on those.
 */
export function isConnectorTicket(connector: Connector, externalId: string): boolean {
  return externalId.startsWith(`${connector.name}-`);
}
