import { Module } from '@nestjs/common';
import { ChatCustomerDataRepository } from './customer-data.repository';
import { ChatCustomerDataService } from './customer-data.service';

/**
 * The chat tables' erasure and access on their own, without the chat's assistant, search and
 * rate limits: the gdpr module imports this in the API, the CLI and the worker (retention).
 */
@Module({
  providers: [ChatCustomerDataRepository, ChatCustomerDataService],
  exports: [ChatCustomerDataService],
})
export class ChatCustomerDataModule {}
