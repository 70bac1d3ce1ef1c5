import { Injectable, Logger } from '@nestjs/common';

/** A ticket intake has just written (created or changed), after its transaction committed. */
export interface TicketWritten {
  ticket_id: number;
  external_id: string;
}

export type TicketWrittenListener = (tickets: TicketWritten[]) => Promise<void>;

/**
 * In-process news of the tickets intake has committed, for modules that follow a ticket without
 * reading the tickets' tables (the chat, for the agent replies of an escalation ticket). Only this
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
