/**
 * The 16 questions of corpus/questions.jsonl that the corpus does not cover (group null), each
 * with two paraphrases a customer could write instead (written for this measurement: other words,
 * other order, sometimes a typo). Topic = the uncovered question it paraphrases. Used by
 * `kb eval:gaps` (reported only, never tuned on) and by the demo, which asks them in the chat so
 * that the "Lacune" page has real gaps to show.
 */
export interface UncoveredQuestion {
  topic: string;
  product: 'cassanet' | 'fatturafacile';
  question: string;
}

const TOPICS: Array<[string, UncoveredQuestion['product'], string[]]> = [
  ['cn-android', 'cassanet', [
    'CassaNet funziona anche su smartphone Android oltre che su tablet?',
    'Posso usare la cassa dal mio telefono Android invece che dal tablet?',
    "L'app CassaNet si installa su un cellulare Android?",
  ]],
  ['cn-fattura-b2b', 'cassanet', [
    'Posso emettere fatture elettroniche B2B direttamente dalla cassa CassaNet?',
    'Dalla cassa si può fare la fattura elettronica a un cliente con partita IVA?',
    "È possibile emettere una fattura elettronica a un'altra azienda dal registratore CassaNet?",
  ]],
  ['cn-buoni-pasto', 'cassanet', [
    'Come gestisco i buoni pasto elettronici come metodo di pagamento?',
    'I clienti vogliono pagare con i buoni pasto elettronici: come li accetto in cassa?',
    'Si possono incassare i ticket restaurant elettronici, i buoni pasto?',
  ]],
  ['cn-bilancia', 'cassanet', [
    'È possibile collegare una bilancia pesa-prezzi al tablet per il banco gastronomia?',
    'Come collego la bilancia del banco salumi alla cassa sul tablet?',
    'La cassa CassaNet supporta una bilancia elettronica pesa prezzi?',
  ]],
  ['cn-comande', 'cassanet', [
    'Come imposto le comande in cucina con una stampante non fiscale separata?',
    'Vorrei stampare le comande per la cucina su una stampantina non fiscale, si può?',
    'Come mando gli ordini dei tavoli alla stampante della cucina?',
  ]],
  ['cn-reso', 'cassanet', [
    'Posso fare un reso e stornare uno scontrino emesso la settimana scorsa?',
    'Un cliente ha riportato la merce dopo alcuni giorni: come annullo lo scontrino?',
    'Come si fa lo storno di uno scontrino vecchio per un reso?',
  ]],
  ['cn-satispay', 'cassanet', [
    'Si può accettare Satispay come metodo di pagamento in cassa?',
    'I clienti chiedono di pagare con Satispay: CassaNet lo supporta?',
    'Come attivo i pagamenti Satispay sulla cassa?',
  ]],
  ['cn-fedelta', 'cassanet', [
    'CassaNet gestisce le tessere fedeltà e i punti per i clienti abituali?',
    'Posso dare una carta fedeltà con raccolta punti ai miei clienti tramite la cassa?',
    'Esiste una funzione per la raccolta punti e le tessere fedeltà dei clienti?',
  ]],
  ['ff-shopify', 'fatturafacile', [
    'Come si collega FatturaFacile a un negozio Shopify?',
    'Ho un negozio su Shopify, posso integrarlo con FatturaFacile per fare le fatture?',
    "C'è un'integrazione tra Shopify e FatturaFacile per fatturare gli ordini online?",
  ]],
  ['ff-fatture-inglese', 'fatturafacile', [
    'Posso emettere fatture in inglese per i clienti esteri?',
    'Come faccio una fattura in lingua inglese per un cliente straniero?',
    'Si può cambiare la lingua della fattura in inglese per i clienti fuori Italia?',
  ]],
  ['ff-magazzino', 'fatturafacile', [
    'FatturaFacile gestisce il magazzino e le giacenze degli articoli?',
    'Con FatturaFacile posso tenere sotto controllo le giacenze di magazzino dei prodotti?',
    'Il programma scala le quantità in magazzino quando fatturo gli articoli?',
  ]],
  ['ff-split-payment', 'fatturafacile', [
    'Come faccio una fattura alla Pubblica Amministrazione con lo split payment?',
    'Devo fatturare a un comune con la scissione dei pagamenti: come si imposta?',
    'Come emetto una fattura alla PA in split payment?',
  ]],
  ['ff-solleciti', 'fatturafacile', [
    'Si possono mandare ai clienti promemoria automatici per le fatture non pagate?',
    'FatturaFacile invia solleciti di pagamento automatici ai clienti che non hanno pagato?',
    'Come imposto un promemoria automatico per le fatture scadute e non saldate?',
  ]],
  ['ff-offline', 'fatturafacile', [
    'Esiste una versione del programma da installare sul computer che funzioni senza internet?',
    'Posso usare FatturaFacile offline, installato sul PC, senza connessione?',
    "C'è una versione desktop di FatturaFacile che lavora senza collegamento a internet?",
  ]],
  ['ff-dollari', 'fatturafacile', [
    'Come registro una fattura emessa in dollari?',
    'Devo fare una fattura in valuta estera, in USD: come si fa?',
    'Si possono emettere fatture in dollari americani invece che in euro?',
  ]],
  ['ff-due-aziende', 'fatturafacile', [
    'Con un solo abbonamento posso gestire due aziende diverse?',
    'Ho due società: posso fatturare per entrambe con lo stesso account?',
    'È possibile gestire più aziende con un unico abbonamento FatturaFacile?',
  ]],
];

export const UNCOVERED_QUESTIONS: readonly UncoveredQuestion[] = TOPICS.flatMap(([topic, product, questions]) => questions.map((question) => ({ topic, product, question })));
