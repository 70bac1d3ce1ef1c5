import { concessionIn } from './concession';

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
  ];
  it.each(notGrants)('not a grant: %s', (s) => expect(concessionIn(s)).toBeNull());
});
