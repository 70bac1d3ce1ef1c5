import { DistillerError, type DistillInput } from '../../src/modules/distillation/distiller';

/** A short resolved ticket as a distiller receives it (redacted transcript), for the LLM distillers' specs. */
export function passwordTicket(overrides: Partial<DistillInput> = {}): DistillInput {
  return {
    ticket_external_id: 'T-1001',
    subject: 'Password scaduta',
    category: 'accesso',
    product: 'fatturafacile',
    locale: 'it',
    messages: [
      { author: 'customer', visibility: 'public', body: 'Non riesco ad accedere, dice password scaduta.', created_at: '2026-11-01T09:00:00.000Z' },
      { author: 'agent', visibility: 'public', body: 'Usi "Password dimenticata" dalla pagina di login.', created_at: '2026-11-01T09:05:00.000Z' },
      { author: 'customer', visibility: 'public', body: 'Fatto, ora funziona. Grazie!', created_at: '2026-11-01T09:10:00.000Z' },
    ],
    ...overrides,
  };
}

/** The DistillerError a call fails with (the spec fails if it succeeds or throws something else). */
export async function distillerFailure(promise: Promise<unknown>): Promise<DistillerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DistillerError) return error;
    throw new Error(`expected a DistillerError, got ${String(error)}`);
  }
  throw new Error('expected a DistillerError, but the call succeeded');
}
