import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { CONNECTOR_NAMES, ConnectorRegistry } from './connector-registry';
import { ConnectorSyncService, type SyncReport } from './connector-sync.service';
import { ConnectorsRepository } from './connectors.repository';
import type { ConnectorStatus } from './connector-state.tables';
import { WebhookDeliveries } from './webhook-deliveries';

/** One connector as the review app shows it. */
export interface ConnectorStatusView {
  name: string;
  enabled: boolean;
  status: ConnectorStatus;
  last_sync_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  last_report: SyncReport | null;
  /** What the last error means, for the page to say in the reviewer's language (the text itself is technical). */
  problem: 'credentials' | 'permission' | 'not_found' | 'temporary' | null;
}

function problemOf(status: ConnectorStatus, error: string | null): ConnectorStatusView['problem'] {
  if (!error || status === 'ok') return null;
  if (status !== 'stopped') return 'temporary';
  if (/HTTP 401/.test(error)) return 'credentials';
  if (/HTTP 403/.test(error)) return 'permission';
  return 'not_found';
}

/** The connectors' face to the API: status for reviewers, webhooks from the ticketing systems. */
@Injectable()
export class ConnectorsService {
  constructor(
    private readonly registry: ConnectorRegistry,
    private readonly repository: ConnectorsRepository,
    private readonly sync: ConnectorSyncService,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  async status(): Promise<ConnectorStatusView[]> {
    const rows = new Map((await this.repository.findAll()).map((row) => [row.name, row]));
    return CONNECTOR_NAMES.filter((name) => this.registry.isEnabled(name) || rows.has(name)).map((name) => {
      const row = rows.get(name);
      return {
        name,
        enabled: this.registry.isEnabled(name),
        status: row?.status ?? 'never',
        last_sync_at: row?.last_sync_at ?? null,
        last_success_at: row?.last_success_at ?? null,
        last_error: row?.last_error ?? null,
        last_error_at: row?.last_error_at ?? null,
        last_report: row?.last_report ? (JSON.parse(row.last_report) as SyncReport) : null,
        problem: problemOf(row?.status ?? 'never', row?.last_error ?? null),
      };
    });
  }

  /**
   * A webhook from the ticketing system: its signature is checked on the raw bytes, a delivery
   * already received (a replay) is refused, then a sync is enqueued (the API never calls the
   * system itself; the worker reads what changed).
   */
  async receiveWebhook(name: string, headers: Record<string, string | string[] | undefined>, rawBody: Buffer | undefined): Promise<{ queued: true }> {
    const connector = this.registry.get(name);
    if (!connector.verifyWebhook(headers, rawBody ?? Buffer.alloc(0))) {
      throw new DomainError(ErrorCode.Unauthenticated, 'Webhook signature missing, invalid or stale');
    }
    const delivery = connector.webhookDelivery(headers);
    if (delivery && !(await this.deliveries.firstTime(connector.name, delivery.id, delivery.windowSeconds))) {
      throw new DomainError(ErrorCode.WebhookReplayed, 'This webhook delivery was received already');
    }
    try {
      await this.sync.enqueueSync(connector.name);
    } catch (error) {
      if (delivery) await this.deliveries.forget(connector.name, delivery.id).catch(() => undefined);
      throw error;
    }
    return { queued: true };
  }
}
