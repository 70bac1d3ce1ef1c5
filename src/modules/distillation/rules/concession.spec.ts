import { concessionIn } from './concession';

// Sentences written for these specs (a gas meter, a library card, a parking app, a school, a gym):
// none comes from the reference sets.

describe('concessionIn (a grant to this customer, read by form)', () => {
  const grants = [
    'Le ho stornato la penale di ritardo.',
    'Le abbiamo accreditato un bonus di 10 euro sul conto.',
    'Le ho tolto la maggiorazione per il pagamento in ritardo.',
    'Abbiamo annullato la sua mora, non deve fare nulla.',
    'Le ho spostato la scadenza della rata al mese prossimo.',
    'Le abbiamo prorogato il termine di pagamento di quindici giorni.',
    'Le riconosciamo uno sconto del 20% sul prossimo rinnovo.',
    'Le abbiamo riconosciuto un mese di abbonamento.',
    "Le applico uno sconto sul canone di marzo.",
    'Le ho concesso una settimana in più.',
    'Non le addebiteremo la differenza.',
    'Come gesto di scuse le lasciamo il servizio attivo.',
    'A titolo di gesto commerciale il costo della spedizione resta a nostro carico.',
    'Gliel’ho abbuonato io, stia tranquilla.',
    'Le storniamo l’addebito della commissione.',
    'Le abbiamo già rimborsato la quota del corso.',
    'Ho eliminato la sua commissione di prelievo.',
    'Le è stata stornata la penale del mese scorso.',
    'Le verrà abbuonata la mora sulla seconda rata.',
    'Le è stata tolta la maggiorazione.',
    'Abbiamo deciso di stornarle la penale.',
    'Ho provveduto ad accreditarle un buono da 15 euro.',
    'Possiamo toglierle la commissione di questo mese.',
    'Siamo lieti di riconoscerle un mese gratuito.',
    'Le ho fatto uno sconto sul rinnovo.',
    'Le facciamo un buono per il prossimo ordine.',
    'Non le verrà addebitata la penale di recesso.',
    'Solo per questa volta lasciamo la prenotazione senza supplemento.',
    'Abbiamo fatto un’eccezione e la quota resta valida.',
    'Abbiamo deciso di venirle incontro sul costo del trasloco.',
    'Le restituiamo la differenza pagata.',
    'Vi abbiamo prorogato la scadenza al 30 giugno.',
    'Considerato il ritardo, le sostituiamo il contatore senza costi.',
    'Le ripariamo lo schermo gratuitamente, il corriere passa domani.',
    'Abbiamo stornato la penale per la restituzione tardiva del libro.',
    'Le abbiamo disposto il rimborso della lezione di nuoto persa.',
    'Abbiamo approvato il rimborso della gita annullata.',
    'Il responsabile ha autorizzato uno sconto del 30% sul rinnovo.',
    'È stato concesso il rimborso della quota di maggio.',
    'Storniamo la sosta di € 12,50 addebitata sabato.',
    'Come gesto commerciale il prossimo mese è incluso.',
    'Le ho esteso l’abbonamento alla palestra di un mese.',
    'Le ho applicato la tariffa agevolata anche per aprile.',
    'Le abbiamo ridotto il canone del trimestre.',
  ];
  it.each(grants)('grant: %s', (s) => expect(concessionIn(s)).not.toBeNull());

  const notGrants = [
    'Non possiamo rimborsare la quota già versata.',
    'Se vuole può chiedere il rimborso dal modulo online.',
    'Qualora le abbiamo addebitato la penale per errore, ci scriva.',
    'Abbiamo applicato lo sconto a tutti i clienti del piano annuale.',
    'Il rimborso le verrà accreditato entro 5 giorni lavorativi.',
    'Abbiamo rimborsato il suo ordine come previsto dalla procedura di reso.',
    'Abbiamo aggiornato l’app alla versione 4.2.',
    'Ho verificato e le confermo che il pagamento è andato a buon fine.',
    'Le ho inviato il link per reimpostare la password.',
    'Le ho spostato la prenotazione alle 18.',
    'Abbiamo riconosciuto il suo problema e lo stiamo analizzando.',
    'Ho annullato il suo ordine duplicato.',
    'Le ho attivato il piano annuale, il costo è indicato in fattura.',
    'Vada in Impostazioni → Pagamenti e tocchi "Richiedi rimborso".',
    'La penale non è rimborsabile secondo le condizioni.',
    'Il rimborso della quota è previsto in 14 giorni dal diritto di recesso.',
    'Non le ho stornato nulla perché l’addebito è corretto.',
    'Potremmo concederle una proroga se ci manda il documento.',
    'Il rimborso le verrà accreditato sulla carta usata per l’acquisto.',
    'Le verrà rimborsato l’importo come da condizioni di vendita.',
    'Non possiamo venirle incontro su questa richiesta.',
    'Se vuole possiamo spostarle l’appuntamento a giovedì.',
    'La riparazione è in garanzia: le abbiamo sostituito la scheda senza costi.',
    'Le è stato inviato un codice di verifica.',
    'Le ho fatto una copia del documento.',
    'Abbiamo deciso di aggiornare l’app per tutti.',
    'Le ho spostato l’appuntamento a giovedì, riceverà la conferma.',
    'Le abbiamo annullato l’ordine come richiesto.',
    'Abbiamo prorogato la scadenza della promozione fino a domenica.',
    'Le è stata applicata la tariffa del suo piano.',
    'Non siamo riusciti a stornarle la penale.',
    'Rimborsiamo sempre l’importo entro 14 giorni dal reso.',
    'Di norma rimborsiamo l’importo in 10 giorni.',
    'Abbiamo tolto la commissione sui bonifici per tutti i clienti.',
    'Le sostituiamo il dispositivo gratuitamente perché è in garanzia.',
    'La sostituzione è gratuita per i prodotti difettosi.',
    'Il rimborso non è stato approvato perché la richiesta è arrivata tardi.',
    'Se la richiesta viene approvata, il rimborso arriva in 5 giorni.',
    'Le ho inviato le istruzioni senza costi aggiuntivi.',
    'Non posso rimborsarle nulla, mi dispiace.',
    'Le ho applicato la tariffa corretta del suo contratto.',
    'Le ho tolto l’addebito automatico dalla carta, ora paga con bollettino.',
    'Le ho spostato l’abbonamento sulla nuova tessera.',
    'Le ho annullato la prenotazione della sala pesi.',
    'Abbiamo applicato la sua nuova password.',
    'La sua richiesta di reso è stata approvata e il rimborso arriverà in 5 giorni.',
    'Abbiamo ricevuto il reso: le abbiamo rimborsato la quota della lezione.',
    'Abbiamo aggiornato il sistema: gli addebiti ora risultano corretti.',
  ];
  it.each(notGrants)('not a grant: %s', (s) => expect(concessionIn(s)).toBeNull());
});

describe('concessionIn: an exception to the rule, granted to this customer without a cue word', () => {
  it.each([
    // The rule, then "ma", then the grant in the passive.
    "Normalmente il rinnovo costa 15 euro, ma per lei la quota viene abbuonata quest'anno.",
    'Di norma la mora si paga, però nel suo caso la penale è stata annullata.',
    // This customer's own situation as the reason, the favour addressed to them.
    'Considerato il disguido con il corriere, per lei la scadenza del saldo è stata spostata a fine mese.',
    'Visto che è nostro cliente da dieci anni, la commissione di cambio ti viene tolta.',
    // A waived fee: "abbiamo deciso di non applicarla".
    'La penale di uscita sarebbe prevista, ma considerata la malattia abbiamo deciso di non applicarla.',
    // In the frame, any first-person grant to the customer of a commercial thing.
    'Considerata la sua fedeltà, le lasciamo il prezzo vecchio per un altro anno.',
    'Le manteniamo lo sconto anche se la promozione è scaduta.',
    'Di norma il cambio costa 5 euro, ma glielo facciamo gratis.',
    'Dato che il ritardo è nostro, la spedizione te la offriamo noi.',
    'Nonostante il termine sia passato, le accettiamo il reso con rimborso completo.',
    'Visto il disguido, non le addebitiamo la commissione di questo mese.',
    // Amends with a benefit.
    'Come scusa per il ritardo le abbiamo spedito un buono da 5 euro.',
    'Per scusarci del disguido le abbiamo inviato un codice sconto.',
  ])('%s', (s) => expect(concessionIn(s)).not.toBeNull());

  it.each([
    // The rule without an exception, or an exception that grants nothing commercial.
    'Di solito la quota va pagata entro il 10 del mese.',
    'Visto che la carta è scaduta, la rata non è stata addebitata: la aggiorni dal profilo.',
    'Di solito funziona subito, ma nel suo caso la scheda va riavviata.',
    // A repair of what the agreement already gave: the object of the verb is read in its clause.
    "Gliel'ho ricaricato io e ho riattivato a mano lo sconto aziendale sui loro profili.",
    // The system does not charge twice: how it works, not a waiver.
    'Se ripete l’acquisto non le verrà addebitato due volte.',
    // In the frame, a message sent or a charge made is no grant.
    'Considerato che il contratto è scaduto, le abbiamo inviato il modulo per rinnovarlo.',
    'Visto che il primo pagamento è fallito, le addebitiamo di nuovo la quota domani.',
    'Anche se la tariffa è cambiata, il suo abbonamento resta invariato fino alla scadenza.',
    // Amends without a benefit.
    'Come scusa per il disagio le abbiamo scritto il nuovo orario.',
  ])('not a concession: %s', (s) => expect(concessionIn(s)).toBeNull());
});
