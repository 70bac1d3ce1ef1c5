import { ticketSubject, transcriptBody } from './escalation-transcript';

describe('escalation transcript', () => {
  const at = new Date('2026-11-30T10:15:00Z');

  it('reads CLIENTE / ASSISTENTE in order, notes unfinished answers, and lists the units consulted', () => {
    const body = transcriptBody(
      { id: 'c-1', product: 'cassanet', locale: 'it' },
      [
        { role: 'user', text: 'La cassa è bloccata', status: 'complete', citations: [], created_at: at },
        { role: 'assistant', text: 'Faccia la chiusura [KU-3].', status: 'complete', citations: [3], created_at: at },
        { role: 'user', text: 'Non va', status: 'complete', citations: [], created_at: at },
        { role: 'assistant', text: 'Provi', status: 'interrupted', citations: [], created_at: at },
      ],
      [
        { id: 3, problem: 'Chiusura dimenticata', cited: true },
        { id: 5, problem: 'Stampante  offline', cited: false },
      ],
    );
    expect(body).toBe(
      [
        "Conversazione con l'assistente automatico (chat c-1), passata a un operatore su richiesta del cliente.",
        'Prodotto: cassanet · Lingua: it',
        '',
        'CLIENTE (2026-11-30 10:15 UTC): La cassa è bloccata',
        '',
        'ASSISTENTE (2026-11-30 10:15 UTC): Faccia la chiusura [KU-3].',
        '',
        'CLIENTE (2026-11-30 10:15 UTC): Non va',
        '',
        'ASSISTENTE (2026-11-30 10:15 UTC): Provi [risposta interrotta: il cliente ha chiuso la connessione]',
        '',
        "Schede consultate dall'assistente:",
        '- [KU-3] Chiusura dimenticata (citata nella risposta)',
        '- [KU-5] Stampante offline',
      ].join('\n'),
    );
  });

  it('drops the oldest messages of a very long conversation and says so', () => {
    const messages = Array.from({ length: 200 }, (_, i) => ({ role: 'user' as const, text: `${i} ${'x'.repeat(1400)}`, status: 'complete' as const, citations: [], created_at: at }));
    const body = transcriptBody({ id: 'c', product: null, locale: 'it' }, messages, []);
    expect(body.length).toBeLessThanOrEqual(150_000);
    expect(body).toMatch(/\(… \d+ messaggi precedenti omessi\)/);
    expect(body).toContain(`199 ${'x'.repeat(10)}`);
  });

  it('takes the subject from the first question', () => {
    expect(ticketSubject('  La cassa\n è bloccata ')).toBe('Chat: La cassa è bloccata');
    expect(ticketSubject(undefined)).toBe('Richiesta di un operatore dalla chat');
    expect(ticketSubject('x'.repeat(300))).toHaveLength(6 + 120);
  });
});
