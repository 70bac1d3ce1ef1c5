import { explanationOnly, extractApplicability, extractCause } from './agent-cues';
import { extractProblem, extractSymptoms } from './customer';
import { readsBroken, withoutCaseDetailsInSentence } from './single-customer';

/** Fields a reviewer rewrote: broken by a cut, a try's outcome as symptom, steps as cause, fragments as applicability. */

describe('cuts that leave the sentence whole', () => {
  it('an aside about a redacted value goes whole', () => {
    const problem = extractProblem('Ho chiesto il rimborso per conto di mia sorella ([CF] è il suo codice fiscale, vive in Francia) ma la pratica non parte.', 'Rimborso');
    expect(problem).toBe('Ho chiesto il rimborso per conto di mia sorella ma la pratica non parte.');
  });
  it('"le" before a participle in -o is "to her": the amount becomes "l\'importo"', () => {
    expect(withoutCaseDetailsInSentence('Mio zio ha prenotato la visita, gli hanno preso 25 euro, ma non vede la ricevuta.')).toContain("hanno preso l'importo, ma");
    expect(withoutCaseDetailsInSentence('A mia madre le hanno addebitato 12 euro, ma il pacco non è arrivato.')).toBe("A mia madre le hanno addebitato l'importo, ma il pacco non è arrivato.");
  });
  it('the article of an amount goes with it', () => {
    expect(withoutCaseDetailsInSentence('Abbiamo riaccreditato i 7,20 euro sulla sua carta.')).toBe("Abbiamo riaccreditato l'importo sulla sua carta.");
  });
  it('a verb of time that lost its day reads broken', () => {
    expect(readsBroken('La bolletta scade, e così pago la mora.')).toBe(true);
    expect(readsBroken('Il pacco non arriva, ma il tracciamento dice consegnato.')).toBe(true);
    expect(readsBroken('Il pacco non arriva.')).toBe(false);
  });
});

describe('symptoms: how the problem shows itself, not the outcome of a try', () => {
  it('a negative reply after a try gives no symptom', () => {
    const symptoms = extractSymptoms(['Il lettore segna errore E-310 appena inserisco la tessera.', 'Niente, dopo due tentativi di nuovo E-310.']);
    expect(symptoms).toBe('Il lettore segna errore E-310 appena inserisco la tessera.');
  });
  it('a label and an identifier are not a symptom', () => {
    expect(extractSymptoms(['Seriale 8812-QZ-4410.'])).toBe('');
    expect(extractSymptoms(['Stampante del magazzino: 7731-PL-0021.'])).toBe('');
  });
});

describe('cause: the explanation, not the steps', () => {
  it('the instruction after the colon goes, with what follows it', () => {
    expect(explanationOnly('Il problema è nel filtro: lo estragga e lo sciacqui sotto l\'acqua; con il calcare spesso si intasa.')).toBe('Il problema è nel filtro.');
  });
  it('the agent confirming a fault says its cause', () => {
    expect(extractCause(['Confermo la doppia fattura, dovuta a un errore del gestionale.'])).toBe('La doppia fattura è dovuta a un errore del gestionale.');
    expect(explanationOnly('Confermo i due addebiti, dovuti a un blocco del circuito.')).toBe('I due addebiti sono dovuti a un blocco del circuito.');
  });
  it('a cause that is only an instruction is none', () => {
    expect(explanationOnly('Lo spenga: poi lo riaccenda.')).toBe('');
  });
  it('a demonstrative pointing at the conversation becomes the article', () => {
    expect(extractCause(['Quel messaggio compare quando la sessione è scaduta.'])).toBe('Il messaggio compare quando la sessione è scaduta.');
  });
});

describe('applicability: a condition, not a fragment nor the cause', () => {
  it('a sentence leaning on the step before is not a condition', () => {
    expect(extractApplicability('Disattivi la sincronizzazione dal tablet. Da quel momento valgono solo le letture del contatore.')).toBe('');
  });
  it('what fails on a platform is the cause', () => {
    const body = 'Con Chrome l\'estensione del blocco pubblicità impedisce il caricamento del modulo. La disattivi per il nostro sito e ricarichi la pagina.';
    expect(extractApplicability(body)).toBe('');
    expect(extractCause([body])).toBe('Con Chrome l\'estensione del blocco pubblicità impedisce il caricamento del modulo.');
  });
  it('a step in the infinitive inside a parenthesis is not a condition', () => {
    const step = 'Consenta i popup per il sito (su Chrome: aprire il lucchetto accanto all\'indirizzo).';
    expect(extractApplicability(step, [step])).toBe('');
  });
  it('an aside standing alone loses its brackets', () => {
    expect(extractApplicability('(Solo per Android il menu si chiama "Batteria".)')).toBe('Solo per Android il menu si chiama "Batteria".');
  });
  it('a real condition stays', () => {
    expect(extractApplicability('La funzione è disponibile solo per il piano Pro.')).toBe('La funzione è disponibile solo per il piano Pro.');
  });
});
