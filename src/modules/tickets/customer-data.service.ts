import { Injectable } from '@nestjs/common';
import { TicketCustomerDataRepository, type TicketRef } from './customer-data.repository';

export type { TicketRef } from './customer-data.repository';

/**
 * The tickets module's part of erasure and access: which tickets are a customer's (by the
 * `customer_ref` the ticketing system sent), everything held about them, and their deletion.
 * Called by the gdpr module, which orchestrates every module's part.
 */
@Injectable()
export class TicketCustomerDataService {
  constructor(private readonly repository: TicketCustomerDataRepository) {}

  ofCustomer = (customerRef: string): Promise<TicketRef[]> => this.repository.ofCustomer(customerRef);
  byIds = (ids: number[]): Promise<TicketRef[]> => this.repository.byIds(ids);
  olderThan = (cutoff: Date, limit: number): Promise<TicketRef[]> => this.repository.olderThan(cutoff, limit);

  /** Every column of the tickets and of their messages (the original text and the redacted copy). */
  async export(ids: number[]): Promise<unknown[]> {
    const [tickets, messages] = await Promise.all([this.repository.tickets(ids), this.repository.messages(ids)]);
    return tickets.map((ticket) => ({ ...ticket, messages: messages.filter((m) => Number(m.ticket_id) === Number(ticket.id)) }));
  }

  erase = (ids: number[]): Promise<{ tickets: number; messages: number }> => this.repository.erase(ids);
}
