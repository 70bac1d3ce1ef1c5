import { agentActions } from './agent-action';
import { concessionIn } from './concession';
import { classifyReply } from './replies';
import { run, ticket as specTicket, type Turn } from './tickets.spec-helper';

// Flag forms found in two or more reference sets by different writers (2026-12-01 night). The
// examples are written for these specs (a gym, a parking service, a photo-printing shop): none
// comes from the reference sets.

const ticket = (subject: string, turns: Turn[]) => specTicket(subject, turns, 'fatturazione');

describe('concession: "fare un\'eccezione" in any first-person form', () => {
  it.each([
    "Il pacchetto non è rimborsabile, però abbiamo deciso di fare un'eccezione: le rimborseremo le lezioni non usate.",
    'Per questa volta possiamo fare una eccezione e lasciarle il prezzo vecchio.',
    "Abbiamo scelto di fare un'eccezione e annullare la mora.",
  ])('%s', (s) => expect(concessionIn(s)).not.toBeNull());

  it('a future grant inside the exception is a concession, not a promise left open', () => {
    const { unit, trace } = run(
      ticket('abbonamento palestra', [
        ['customer', "Mi sono rotto una gamba a ottobre e non posso usare l'abbonamento annuale. Si può fare qualcosa?"],
        ['agent', "Buongiorno, l'abbonamento dopo il primo mese non è rimborsabile. Nel suo caso però abbiamo deciso di fare un'eccezione: le rimborseremo i mesi non usati entro dieci giorni."],
        ['customer', 'Grazie mille, non ci speravo.'],
      ]),
    );
    expect(unit.is_commercial_exception).toBe(true);
    expect(trace.unresolved).toBeNull();
  });
});

describe('one-off: a charge our error doubled, given back by the agent\'s own hand', () => {
  it('"ho disposto io lo storno" after "presentata due volte" is a one-off, not a favour', () => {
    const { unit } = run(
      ticket('sosta pagata due volte', [
        ['customer', 'La sosta di lunedì mi è stata addebitata due volte sulla carta.'],
        ['agent', 'Buongiorno, ha ragione: per un errore del nostro server la sosta è stata presentata due volte. Ho disposto io lo storno del secondo addebito, tornerà sulla carta in pochi giorni.'],
        ['customer', 'ok grazie'],
      ]),
    );
    expect(unit.is_commercial_exception).toBe(false);
    expect(unit.is_one_off).toBe(true);
  });

  it('the same refund granted to the customer ("le abbiamo disposto il rimborso") stays a concession', () => {
    const { unit } = run(
      ticket('sosta pagata due volte', [
        ['customer', 'La sosta di lunedì mi è stata addebitata due volte sulla carta.'],
        ['agent', 'Buongiorno, per un errore del nostro server la sosta è stata presentata due volte. Le abbiamo disposto il rimborso della seconda, lo vedrà in pochi giorni.'],
        ['customer', 'grazie'],
      ]),
    );
    expect(unit.is_commercial_exception).toBe(true);
    expect(unit.is_one_off).toBe(false);
  });
});

describe('one-off: what is and is not a back-office action', () => {
  it('a sentence opened by a quantifier ("Molte stampanti … a mano") is no note of ours', () => {
    const { unit } = run(
      ticket('foto tagliate', [
        ['customer', 'Le foto stampate escono tagliate ai bordi.'],
        ['agent', 'Buongiorno, apra la foto e tocchi "Adatta al formato".'],
        ['customer', 'fatto, ma sono ancora tagliate'],
        ['agent', 'Mi scusi, molte stampanti del negozio tagliano i bordi se il formato viene scelto a mano. Nel carrello scelga "10x15 senza bordi" prima di pagare.'],
        ['customer', 'ecco, adesso vanno bene'],
      ]),
    );
    expect(unit.is_one_off).toBe(false);
    expect(unit.is_reusable).toBe(true);
  });

  it('restoring the customer\'s notes is a repair; adding a note to the case is handling', () => {
    expect(agentActions('Ho ripristinato io le note della scheda dal backup.')[0]?.kind).toBe('fix');
    expect(agentActions('Ho aggiunto una nota alla pratica per il collega.')[0]?.kind).toBe('communication');
    expect(agentActions('Abbiamo emesso noi una nota di credito sulla ricevuta.')[0]?.kind).toBe('fix');
  });
});

describe('replies: the complained-of event gone, a step redone', () => {
  it.each([
    ['Grazie, stamattina infatti non è suonato niente.', "L'allarme del box suona ogni notte alle tre."],
    ['messo il nuovo orario, da due giorni non si apre più', 'Il cancello del parcheggio si apre da solo di notte.'],
  ])('the problem\'s own verb, now negated: %s', (reply, problem) => expect(classifyReply(reply, problem)).toBe('positive'));

  it('a problem that was already "non …" keeps "non … niente" a failure', () => {
    expect(classifyReply('non è arrivato niente', 'Non mi arriva la ricevuta della sosta.')).toBe('negative');
  });

  it('"Rifatto" is a step done', () => expect(classifyReply('Rifatto e adesso lo trova.')).not.toBe('negative'));
  it('"Rifatta la prenotazione." alone reports the step done', () => expect(classifyReply('Rifatta la prenotazione.')).toBe('done'));
});

describe('a reply to questions asked before any step confirms nothing', () => {
  it('"è arrivata sulla mail del lavoro", answering which address, is no confirmation: the fix after it is', () => {
    const { unit, trace } = run(
      ticket('stampe non nel carrello', [
        ['customer', 'Ho ordinato le stampe dal sito ma nell\'app il carrello è vuoto e non vedo l\'ordine.'],
        ['agent', 'Buongiorno, con quale indirizzo entra nell\'app? È lo stesso dell\'ordine?'],
        ['customer', 'nell\'app entro con quello personale, la conferma però è arrivata sulla mail dell\'ufficio'],
        ['agent', 'Ecco il motivo: sono due account. Esca dall\'app e rientri con la mail dell\'ufficio, poi apra Ordini.'],
        ['customer', 'eccolo, adesso lo vedo. grazie'],
      ]),
    );
    expect(trace.confirmationMessageIndex).toBe(4);
    expect(unit.is_reusable).toBe(true);
    expect(unit.solution).toContain('rientri con la mail');
  });
});

describe('another question after the reply\'s first sentence', () => {
  it('"ok quello va da giorni. Già che ci sono: come …?": the answer to the other matter leaves the steps', () => {
    const { unit } = run(
      ticket('stampante del negozio', [
        ['customer', 'La stampante delle foto non compare più nel programma del negozio. Prima funzionava.'],
        ['agent', 'Buongiorno, avete cambiato qualcosa di recente, per esempio il router?'],
        ['customer', 'sì, il router nuovo è arrivato lunedì'],
        ['agent', 'Allora la stampante va ricollegata alla rete nuova: sul pannello della stampante tocchi Rete > "Cerca reti" e scelga la rete del negozio.'],
        ['customer', 'scusate il ritardo, ok quello va da giorni. già che ci sono: come cambio il logo sulle buste?'],
        ['agent', 'Bene! Per il logo: Impostazioni > Buste > "Carica logo".'],
      ]),
    );
    expect(unit.is_reusable).toBe(true);
    expect(unit.solution).toContain('Cerca reti');
    expect(unit.solution).not.toContain('Carica logo');
  });
});
