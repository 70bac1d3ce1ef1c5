import { Injectable, Logger } from '@nestjs/common';
import type { TicketKbStatus } from '../../database/database.types';

/** A ticket intake has just written (created or changed), after its transaction committed. */
export interface TicketWritten {
  ticket_id: number;
  external_id: string;
  outcome: 'created' | 'updated';
  kb_status: TicketKbStatus;
}

export type TicketWrittenListener = (tickets: TicketWritten[]) => Promise<void>;

/**
 * In-process news of the tickets intake has committed, for modules that follow a ticket without
 * reading the tickets' tables (the chat, for the agent replies of an escalation ticket; agent
 * assist, for a new ticket of a connected ticketing system). Only this
 * process hears it: a listener that must not miss a write also asks the tickets service again
 * later (TicketsService.agentRepliesSince), e.g. after a restart or when intake ran elsewhere.
 * A failing listener is logged and never fails the intake that already committed.
 */
@Injectable()
export class TicketEvents {
  private readonly logger = new Logger(TicketEvents.name);
  private readonly listeners: TicketWrittenListener[] = [];

  listen(listener: TicketWrittenListener): void {
    this.listeners.push(listener);
  }

  async publish(tickets: TicketWritten[]): Promise<void> {
    if (tickets.length === 0) return;
    for (const listener of this.listeners) {
      try {
        await listener(tickets);
      } catch (error) {
        this.logger.warn(`A ticket listener failed (it will catch up by polling): ${String(error)}`);
      }
    }
  }
}
