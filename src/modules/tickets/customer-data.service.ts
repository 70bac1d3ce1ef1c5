import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { gdprHashKey } from '../../config/gdpr.config';
import { TicketCustomerDataRepository, type TicketRef } from './customer-data.repository';
import { erasedIdHash } from './erased-ticket-ids';

export type { TicketRef } from './customer-data.repository';

/**
 * The tickets module's part of erasure and access: which tickets are a customer's (by the
 * `customer_ref` the ticketing system sent), everything held about them, and their deletion.
 * Called by the gdpr module, which orchestrates every module's part.
 */
@Injectable()
export class TicketCustomerDataService {
  constructor(
    private readonly repository: TicketCustomerDataRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  ofCustomer = (customerRef: string): Promise<TicketRef[]> => this.repository.ofCustomer(customerRef);
  byIds = (ids: number[]): Promise<TicketRef[]> => this.repository.byIds(ids);
  olderThan = (cutoff: Date, limit: number): Promise<TicketRef[]> => this.repository.olderThan(cutoff, limit);

  /** Every column of the tickets and of their messages (the original text and the redacted copy). */
  async export(ids: number[]): Promise<unknown[]> {
    const [tickets, messages] = await Promise.all([this.repository.tickets(ids), this.repository.messages(ids)]);
    return tickets.map((ticket) => ({ ...ticket, messages: messages.filter((m) => Number(m.ticket_id) === Number(ticket.id)) }));
  }

  erase = (ids: number[]): Promise<{ tickets: number; messages: number }> => this.repository.erase(ids);

  /**
   * Before an erasure on request: a tombstone for each of these tickets' external ids and for
   * `otherExternalIds` (the ticketing system's own ticket of an escalation), so intake, imports
   * and syncs never store them again. Returns how many tombstones were new.
   */
  async tombstone(ids: number[], otherExternalIds: string[] = []): Promise<number> {
    const externalIds = [...(await this.repository.externalIds(ids)), ...otherExternalIds];
    return this.repository.tombstone(externalIds.map((id) => erasedIdHash(gdprHashKey(this.config), id)));
  }
}
