import { z } from 'zod';
import { TicketsController } from '../../tickets/tickets.controller';
import { docsFor } from '../operation-docs';

const KB_STATUSES = ['none', 'pending', 'held', 'queued', 'batched', 'received', 'distilled', 'not_distillable', 'failed'] as const;

const storedResult = z.object({
  ticket_id: z.number().int(),
  external_id: z.string(),
  outcome: z.enum(['created', 'updated', 'unchanged']).describe('unchanged: the same content was sent before (nothing written)'),
  kb_status: z.enum(KB_STATUSES).describe("where the ticket is on its way to the knowledge base: pending/queued while it waits for distillation"),
});

const erasedResult = z.object({
  ticket_id: z.null(),
  external_id: z.string(),
  outcome: z.literal('erased').describe('the ticket was erased on request (GDPR): nothing is stored again'),
  kb_status: z.literal('none'),
});

const upsertResult = z.union([storedResult, erasedResult]).meta({ id: 'TicketUpsertResult' });

export const ticketsDocs = [
  docsFor(TicketsController, {
    upsert: {
      summary: 'Create or update a ticket (the ticketing system sends it, keyed by external_id)',
      description:
        'Idempotent by `external_id` and the content: re-sending the same ticket changes nothing. A closed or resolved ticket enters the distillation outbox in the same transaction.',
      response: { json: upsertResult },
    },
  }),
];
