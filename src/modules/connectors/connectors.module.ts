import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module';
import { TicketsModule } from '../tickets/tickets.module';
import { activeConnectorProvider, ACTIVE_CONNECTOR } from './active-connector';
import { AgentAssistRepository } from './assist/agent-assist.repository';
import { AgentAssistService } from './assist/agent-assist.service';
import { ConnectorEscalationRepository } from './escalation/connector-escalation.repository';
import { ConnectorEscalationService } from './escalation/connector-escalation.service';

/**
 * PLACEHOLDER of the zammad branch, kept tiny on purpose: the zendesk branch owns the real
 * connectors module (registry, cursor table, sync, webhooks, CLI). At merge, add these providers
 * to it (CONNECTOR_FEATURE_PROVIDERS) and point ACTIVE_CONNECTOR at the registry.
 */
export const CONNECTOR_FEATURE_PROVIDERS = [
  activeConnectorProvider,
  ConnectorEscalationRepository,
  ConnectorEscalationService,
  AgentAssistRepository,
  AgentAssistService,
];

@Module({
  imports: [TicketsModule, SearchModule],
  providers: CONNECTOR_FEATURE_PROVIDERS,
  exports: [ACTIVE_CONNECTOR, ConnectorEscalationService, AgentAssistService],
})
export class ConnectorsModule {}
