import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TicketsModule } from '../tickets/tickets.module';
import { ConnectorRegistry } from './connector-registry';
import { ConnectorSchedules } from './connector-schedules';
import { ConnectorSyncService } from './connector-sync.service';
import { ConnectorsStatusController, ConnectorsWebhookController } from './connectors.controller';
import { ConnectorsRepository } from './connectors.repository';
import { ConnectorsService } from './connectors.service';
import { ConnectorsSyncCommand } from './connectors-sync.command';
import { ConnectorsTestCommand } from './connectors-test.command';

/**
 * Ticketing systems (Zendesk, Zammad) behind one Connector interface: the registry of the
 * enabled ones, the sync into intake with its cursor table (connector_state), the webhook and the
 * status. Other modules (escalation, agent assist) use ConnectorRegistry and ConnectorsService.
 */
@Module({
  imports: [TicketsModule],
  providers: [ConnectorRegistry, ConnectorsRepository, ConnectorSyncService, ConnectorsService],
  exports: [ConnectorRegistry, ConnectorSyncService, ConnectorsService],
})
export class ConnectorsModule {}

/** The API's part: webhooks and the review app's status (imported by AppModule). */
@Module({
  imports: [ConnectorsModule, AuthModule],
  controllers: [ConnectorsWebhookController, ConnectorsStatusController],
})
export class ConnectorsHttpModule {}

/** The worker's part: the SyncConnector handler (in ConnectorsModule) and one scheduler per enabled connector. */
@Module({ imports: [ConnectorsModule], providers: [ConnectorSchedules] })
export class ConnectorsWorkerModule {}

/** `kb connectors:sync` and `kb connectors:test` (imported by CliModule). */
@Module({ imports: [ConnectorsModule], providers: [ConnectorsSyncCommand, ConnectorsTestCommand] })
export class ConnectorsCliModule {}
