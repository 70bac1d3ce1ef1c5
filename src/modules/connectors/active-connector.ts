import type { Provider } from '@nestjs/common';
import type { Connector } from './connector';
import { ConnectorRegistry } from './connector-registry';

/**
 * The ticketing system Distillo is connected to, as a `Connector`, or null when none is configured.
 * Escalation into the system and agent assist reach the system only through this token, so they
 * work with any connector. With two configured, escalations go to the first enabled one in
 * the registry's order (Zendesk, then Zammad).
 */
export const ACTIVE_CONNECTOR = Symbol('ACTIVE_CONNECTOR');

export const activeConnectorProvider: Provider = {
  provide: ACTIVE_CONNECTOR,
  inject: [ConnectorRegistry],
  useFactory: (registry: ConnectorRegistry): Connector | null => registry.enabled()[0] ?? null,
};

/**
 * Whether intake's ticket is one of the connector's own: every connector names its tickets
 * `<connector name>-<remote id>` (Zammad: `zammad-123`). Agent assist posts only on those.
 */
export function isConnectorTicket(connector: Connector, externalId: string): boolean {
  return externalId.startsWith(`${connector.name}-`);
}
