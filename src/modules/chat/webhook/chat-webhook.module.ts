import { Module } from '@nestjs/common';
import { TicketsModule } from '../../tickets/tickets.module';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveryService } from './webhook-delivery.service';

/**
 * Outbound webhooks of the chat (escalations). Imported by the chat module, which sends them,
 * and by the worker, which runs the DeliverWebhook job.
 */
@Module({
  imports: [TicketsModule],
  providers: [WebhookDeliveriesRepository, WebhookDeliveryService],
  exports: [WebhookDeliveryService, WebhookDeliveriesRepository],
})
export class ChatWebhookModule {}
