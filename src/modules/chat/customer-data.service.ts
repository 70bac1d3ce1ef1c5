import { Injectable } from '@nestjs/common';
import { ChatCustomerDataRepository, type ChatErasureCounts } from './customer-data.repository';

export type { ChatErasureCounts } from './customer-data.repository';

/**
 * The chat's part of erasure and access. A conversation is a customer's when the embedding site
 * created it with that `customer_ref` (its own id of the logged-in user), or when it was escalated
 * into one of the customer's tickets; an escalation ticket of the customer's conversation is the
 * customer's ticket too (the gdpr module follows both links). Called by the gdpr module.
 */
@Injectable()
export class ChatCustomerDataService {
  constructor(private readonly repository: ChatCustomerDataRepository) {}

  conversationsOfCustomer = (customerRef: string): Promise<string[]> => this.repository.conversationsOfCustomer(customerRef);
  conversationsEscalatedInto = (ticketIds: number[]): Promise<string[]> => this.repository.conversationsEscalatedInto(ticketIds);
  escalationTicketsOf = (conversationIds: string[]): Promise<number[]> => this.repository.escalationTicketsOf(conversationIds);
  olderThan = (cutoff: Date, limit: number): Promise<string[]> => this.repository.olderThan(cutoff, limit);
  export = (conversationIds: string[]): Promise<unknown[]> => this.repository.export(conversationIds);
  erase = (conversationIds: string[]): Promise<ChatErasureCounts> => this.repository.erase(conversationIds);
  eraseEscalationsOfTickets = (ticketIds: number[]) => this.repository.eraseEscalationsOfTickets(ticketIds);
}
