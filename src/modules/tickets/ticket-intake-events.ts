import { Injectable, Logger } from '@nestjs/common';
import type { TicketKbStatus } from '../../database/database.types';

/** One stored ticket as intake reports it (TicketsService's UpsertResult). */
export interface StoredTicket {
  ticket_id: number;
  external_id: string;
  outcome: 'created' | 'updated' | 'unchanged';
  kb_status: TicketKbStatus;
}

export type StoredTicketsListener = (results: StoredTicket[]) => Promise<void> | void;

/**
 * An in-process event after intake has committed a batch (POST /api/tickets, the import, a
 * connector's sync): other modules listen without the tickets module knowing them (agent assist
 * does). Listeners run after the response is decided and their errors are logged, never thrown:
 * a listener can neither slow intake down nor undo what it stored.
 */
@Injectable()
export class TicketIntakeEvents {
  private readonly logger = new Logger(TicketIntakeEvents.name);
  private readonly listeners: StoredTicketsListener[] = [];

  onStored(listener: StoredTicketsListener): void {
    this.listeners.push(listener);
  }

  emitStored(results: StoredTicket[]): void {
    if (results.length === 0) return;
    for (const listener of this.listeners) {
      void Promise.resolve()
        .then(() => listener(results))
        .catch((error: unknown) => this.logger.warn(`A listener of stored tickets failed: ${String(error)}`));
    }
  }
}
