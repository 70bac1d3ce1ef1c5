import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SearchModule } from '../search/search.module';
import { TicketsModule } from '../tickets/tickets.module';
import { activeConnectorProvider, ACTIVE_CONNECTOR } from './active-connector';
import { AgentAssistRepository } from './assist/agent-assist.repository';
import { AgentAssistService } from './assist/agent-assist.service';
import { ConnectorRegistry } from './connector-registry';
import { ConnectorSchedules } from './connector-schedules';
import { ConnectorSyncService } from './connector-sync.service';
import { ConnectorsStatusController, ConnectorsWebhookController } from './connectors.controller';
import { ConnectorsRepository } from './connectors.repository';
import { ConnectorsService } from './connectors.service';
import { ConnectorsSyncCommand } from './connectors-sync.command';
import { ConnectorsTestCommand } from './connectors-test.command';
import { ConnectorEscalationRepository } from './escalation/connector-escalation.repository';
import { ConnectorEscalationService } from './escalation/connector-escalation.service';
import { WebhookDeliveries } from './webhook-deliveries';

/**
 * Ticketing systems (Zendesk, Zammad) behind one Connector interface: the registry of the
 * enabled ones, the sync into intake with its cursor table (connector_state), the webhook and the
 * status; escalation into the system (ConnectorEscalationService, called by the chat) and agent
 * assist, both through ACTIVE_CONNECTOR (the first enabled connector of the registry).
 */
@Module({
  imports: [TicketsModule, SearchModule],
  providers: [
    ConnectorRegistry,
    ConnectorsRepository,
    ConnectorSyncService,
    ConnectorsService,
    WebhookDeliveries,
    activeConnectorProvider,
    ConnectorEscalationRepository,
    ConnectorEscalationService,
    AgentAssistRepository,
    AgentAssistService,
    ConnectorSchedules,
  ],
  exports: [ConnectorRegistry, ConnectorSyncService, ConnectorsService, ACTIVE_CONNECTOR, ConnectorEscalationService, AgentAssistService],
})
export class ConnectorsModule {}

/** The API's part: webhooks and the review app's status (imported by AppModule). */
@Module({
  imports: [ConnectorsModule, AuthModule],
  controllers: [ConnectorsWebhookController, ConnectorsStatusController],
})
export class ConnectorsHttpModule {}

/** The worker's part: the SyncConnector handler (in ConnectorsModule; its schedules are declared there, kept by the worker's ScheduleKeeper). */
@Module({ imports: [ConnectorsModule] })
export class ConnectorsWorkerModule {}

/** `kb connectors:sync` and `kb connectors:test` (imported by CliModule). */
@Module({ imports: [ConnectorsModule], providers: [ConnectorsSyncCommand, ConnectorsTestCommand] })
export class ConnectorsCliModule {}
