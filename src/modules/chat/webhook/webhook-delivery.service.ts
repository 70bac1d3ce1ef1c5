import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../../config/config';
import { APP_CONFIG } from '../../../config/config.module';
import { JobQueue } from '../../../queue/job-queue.service';
import { JobName, type JobData } from '../../../queue/jobs';
import { OnJob } from '../../../queue/on-job.decorator';
import { TicketsService } from '../../tickets/tickets.service';
import type { WebhookDelivery } from '../chat.tables';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { DELIVERY_HEADER, EVENT_HEADER, signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature';

export type DeliveryResult = { status: 'gone' | 'already-delivered' } | { status: 'delivered'; http_status: number };

/** Statuses a later attempt may fix; any other 4xx means the request itself is refused. */
const RETRYABLE_4XX = new Set([408, 409, 425, 429]);

export function deliveryJobId(deliveryId: number): string {
  return `webhook-${deliveryId}`;
}

/**
 * Outbound webhooks: the body is stored once (so every attempt sends the same bytes; only a
 * contact address, kept on the ticket, is added at send time: see bodyOf), each
 * attempt is signed with its own timestamp, and the DeliverWebhook job retries with exponential
 * backoff. The delivery row keeps attempts, the last HTTP status and the last error; after the
 * last attempt (or a 4xx that retrying cannot fix) it stays 'failed', and so does the BullMQ job.
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger(WebhookDeliveryService.name);

  constructor(
    private readonly repository: WebhookDeliveriesRepository,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tickets: TicketsService,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.ESCALATION_WEBHOOK_URL && this.config.ESCALATION_WEBHOOK_SECRET);
  }

  /**
   * Stores the delivery (idempotent per escalation, event and `dedupKey`: '' for once-per-escalation
   * events, the message id for each relayed message) and enqueues it; null when no webhook is configured.
   */
  async send(escalationId: number, event: string, payload: unknown, dedupKey = ''): Promise<WebhookDelivery | null> {
    if (!this.configured) return null;
    const delivery = await this.repository.create({
      escalation_id: escalationId,
      event,
      dedup_key: dedupKey,
      url: this.config.ESCALATION_WEBHOOK_URL!,
      payload: JSON.stringify(payload),
    });
    if (delivery.status === 'pending') await this.enqueue(delivery.id);
    return delivery;
  }

  /** Safe to repeat: the job id makes a second add of a waiting job a no-op. */
  async enqueue(deliveryId: number): Promise<boolean> {
    try {
      await this.jobs.enqueue(
        { name: JobName.DeliverWebhook, data: { deliveryId } },
        {
          jobId: deliveryJobId(deliveryId),
          attempts: this.config.WEBHOOK_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.config.WEBHOOK_BACKOFF_BASE_MS },
        },
      );
      return true;
    } catch (error) {
      // The row stays 'pending' with attempts 0; the next escalate call re-enqueues it.
      this.logger.warn(`Webhook delivery ${deliveryId} not enqueued: ${String(error)}`);
      return false;
    }
  }

  findForEscalation(escalationId: number): Promise<WebhookDelivery | undefined> {
    return this.repository.findByEscalation(escalationId);
  }

  @OnJob(JobName.DeliverWebhook)
  async deliver(data: JobData<JobName.DeliverWebhook>, job?: Job): Promise<DeliveryResult> {
    const delivery = await this.repository.find(data.deliveryId);
    if (!delivery) return { status: 'gone' };
    if (delivery.status === 'delivered') return { status: 'already-delivered' };
    const attemptsMade = (job?.attemptsMade ?? 0) + 1;
    const maxAttempts = job?.opts.attempts ?? 1;

    const secret = this.config.ESCALATION_WEBHOOK_SECRET;
    if (!secret) {
      await this.repository.recordAttempt(delivery.id, { status: 'failed', last_status: null, last_error: 'ESCALATION_WEBHOOK_SECRET is not set' });
      throw new UnrecoverableError('ESCALATION_WEBHOOK_SECRET is not set');
    }
    const body = await this.bodyOf(delivery);
    const timestamp = Math.floor(Date.now() / 1000);
    let httpStatus: number | null = null;
    let error: string;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Distillo-Webhook/1',
          [EVENT_HEADER]: delivery.event,
          [DELIVERY_HEADER]: String(delivery.id),
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
        },
        body,
      });
      httpStatus = response.status;
      const text = (await response.text().catch(() => '')).slice(0, 300);
      if (response.ok) {
        await this.repository.recordAttempt(delivery.id, { status: 'delivered', last_status: httpStatus, last_error: null });
        return { status: 'delivered', http_status: httpStatus };
      }
      error = `HTTP ${httpStatus}${text ? `: ${text.replace(/\s+/g, ' ')}` : ''}`;
    } catch (caught) {
      const cause = (caught as Error & { cause?: unknown }).cause;
      error = `${(caught as Error).name === 'TimeoutError' ? 'timed out' : (caught as Error).message}${cause ? ` (${String(cause)})` : ''}`;
    }
    const permanent = httpStatus !== null && httpStatus >= 400 && httpStatus < 500 && !RETRYABLE_4XX.has(httpStatus);
    const last = permanent || attemptsMade >= maxAttempts;
    await this.repository.recordAttempt(delivery.id, { status: last ? 'failed' : 'pending', last_status: httpStatus, last_error: error });
    if (last) this.logger.warn(`Webhook delivery ${delivery.id} failed after ${attemptsMade} attempt(s): ${error}`);
    throw permanent ? new UnrecoverableError(error) : new Error(error);
  }

  /**
   * The stored payload, plus `contact: {email}` when the customer left an address for the answer.
   * The address lives on the escalation ticket only (never in a chat table, this one included), so
   * it is read at send time; every attempt sends the same bytes while the address stays the same.
   */
  private async bodyOf(delivery: WebhookDelivery): Promise<string> {
    const ticketId = await this.repository.ticketOf(delivery.escalation_id);
    const email = ticketId === null ? null : await this.tickets.contactEmailOf(ticketId);
    if (!email) return delivery.payload;
    return JSON.stringify({ ...(JSON.parse(delivery.payload) as object), contact: { email } });
  }
}
