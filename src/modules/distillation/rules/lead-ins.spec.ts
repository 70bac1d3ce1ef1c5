import { withoutAnnouncements, withoutLeadIn, withoutLookingLead } from './lead-ins';
import { impersonal } from './steps';

describe('a step without the reply around it (lead-ins.ts)', () => {
  it.each([
    // the way into the step, up to its colon
    ['Eccola: in Archivio > Copie tocchi "Ripristina" e confermi.', 'In Archivio > Copie tocchi "Ripristina" e confermi.'],
    ['Faccia così: apra Agenda > Turni e scelga "Duplica settimana".', 'Apra Agenda > Turni e scelga "Duplica settimana".'],
    ['Per il prossimo viaggio proceda così: salvi la mappa offline dal menu Percorsi.', 'Salvi la mappa offline dal menu Percorsi.'],
    ['Le riporto i passaggi: apra Conto > Limiti e alzi il limite giornaliero.', 'Apra Conto > Limiti e alzi il limite giornaliero.'],
    ['Comincio dalla più semplice: spenga la bilancia e tolga le batterie per un minuto.', 'Spenga la bilancia e tolga le batterie per un minuto.'],
    ['Può farlo anche da solo: Account > Sicurezza > Chiudi sessioni.', 'Account > Sicurezza > Chiudi sessioni.'],
    ['Per ciascuna delle quattro stampanti: apra la coda e annulli i lavori sospesi.', 'Apra la coda e annulli i lavori sospesi.'],
    ['Sì, conta anche quello: i buoni scaduti non si sommano al credito.', 'I buoni scaduti non si sommano al credito.'],
    ['Non è sparita: la spedizione è divisa in due colli con tempi diversi.', 'La spedizione è divisa in due colli con tempi diversi.'],
    ['Un consiglio: non condivida il codice di sblocco nei messaggi.', 'Non condivida il codice di sblocco nei messaggi.'],
    ['Due cose: in Account > Avvisi disattivi "Promozioni" e tenga attivo "Scadenze".', 'In Account > Avvisi disattivi "Promozioni" e tenga attivo "Scadenze".'],
    ['Dopo un controllo con i colleghi la informiamo che ogni tessera vale per un solo profilo.', 'Ogni tessera vale per un solo profilo.'],
    ['Le ricordo che può cambiare la fascia oraria fino a due ore prima.', 'Può cambiare la fascia oraria fino a due ore prima.'],
    // a condition the way in held stays, told to the step
    ['Faccia così, con la bici ferma: tenga premuto il tasto luce per cinque secondi.', 'Con la bici ferma, tenga premuto il tasto luce per cinque secondi.'],
    // the agent asking for the step: the step is the infinitive
    ['Le chiedo di aprire Rubrica > Gruppi, scegliere il gruppo e poi di rinominarlo.', 'Aprire Rubrica > Gruppi, scegliere il gruppo e poi rinominarlo.'],
    // a step told to someone of the story is told to the reader
    ['Un collega tenga premuto il pulsante del lettore mentre lei riavvia la cassa.', 'Tenga premuto il pulsante del lettore mentre lei riavvia la cassa.'],
    ['Il familiare prosegua fino alla schermata di riepilogo e confermi.', 'Prosegua fino alla schermata di riepilogo e confermi.'],
  ])('%s → %s', (step, expected) => {
    expect(withoutLeadIn(step)).toBe(expected);
  });

  it.each([
    // nothing to take away
    'Le consiglio di svuotare la cache del browser.',
    'Le chiedo di aggiornarla.',
    'Il tecnico la chiama per fissare il sopralluogo.',
    'Per i rimborsi: apra Movimenti e tocchi "Contesta".',
    'Ecco: tocchi "Invia".',
    'Non serve rifare la domanda: apra Pratiche e tocchi "Integra".',
    'Per i rimborsi: apra Movimenti e tocchi "Contesta".',
  ])('stays: %s', (step) => {
    expect(withoutLeadIn(step)).toBe(step);
  });

  it('runs after the relatives are said in general: "Suo fratello vada" is an order to the reader', () => {
    expect(impersonal('Suo fratello vada in Garage > Veicoli e tocchi "Rimuovi".')).toBe('Vada in Garage > Veicoli e tocchi "Rimuovi".');
  });

  it('a step that only announces the next ones goes, and a condition it held goes with the next step', () => {
    expect(withoutAnnouncements(['Per la lavatrice faccia così, a cestello vuoto', 'Avvii il programma "Pulizia"', 'Alla fine lasci lo sportello aperto.'])).toEqual([
      'A cestello vuoto, avvii il programma "Pulizia"',
      'Alla fine lasci lo sportello aperto.',
    ]);
    expect(withoutAnnouncements(['Lo può fare direttamente lei dal sito, in pochi passaggi', 'Apra Profilo > Indirizzi.'])).toEqual(['Apra Profilo > Indirizzi.']);
    expect(withoutAnnouncements(['Va fatto in tre passaggi', 'Apra il termostato.', 'Scelga "Vacanza".'])).toEqual(['Apra il termostato.', 'Scelga "Vacanza".']);
    // alone it is all there is: it stays
    expect(withoutAnnouncements(['Lo può fare direttamente lei dal sito.'])).toEqual(['Lo può fare direttamente lei dal sito.']);
  });
});

describe('the person of the story named by a title alone (lead-ins.ts)', () => {
  it('goes after the thing that is theirs', () => {
    expect(withoutLeadIn('Nel telefono del signore apra Impostazioni > Suoni.')).toBe('Nel telefono apra Impostazioni > Suoni.');
    expect(withoutLeadIn('Nel telefono della signora Gatti apra Impostazioni.')).toBe('Nel telefono della signora Gatti apra Impostazioni.');
  });
});

describe('the agent saying they looked, before what they found (lead-ins.ts)', () => {
  it.each([
    ['Ho verificato: il bonifico è arrivato dopo la chiusura del mese e slitta al successivo.', 'Il bonifico è arrivato dopo la chiusura del mese e slitta al successivo.'],
    ['Ho guardato meglio la sua scheda: manca la firma del secondo intestatario.', 'Manca la firma del secondo intestatario.'],
    ['Abbiamo trovato la causa: il filtro antispam scartava le nostre notifiche.', 'Il filtro antispam scartava le nostre notifiche.'],
  ])('%s → %s', (text, expected) => {
    expect(withoutLookingLead(text)).toBe(expected);
  });
  it.each(['Ho riattivato io la linea dal pannello: ora può navigare.', 'Ho verificato: tutto a posto.', 'Ho visto le due iscrizioni doppie: le abbiamo annullato la seconda.'])('stays: %s', (text) => {
    expect(withoutLookingLead(text)).toBe(text);
  });
});
