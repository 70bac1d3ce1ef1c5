// Fourth reference set, product "Energia Chiara" (electricity and gas supplier: the customers'
// self-service portal and app). Written by hand on 2026-12-01 (evening session, helper "fourth"),
// blind to the rules distiller: its lexicons, cues and src/lib/text were never opened while writing.
// Voices the other sets do not have: a condominium administrator's office, a small business owner with
// a VAT number, a non-native speaker, a pensioner dictating to a neighbour, forwarded PEC-style mails,
// a customer pasting the agent's answer back with "> " quotes, one-line replies, silence after a fix.
// Personal data invented (checksums valid). Never used for tuning: report its figures, never add its
// words to a lexicon. Format: see ../../corpus-heldout/source/fibra-casa.mjs.
export const product = 'Energia Chiara';
export const start = '2026-05-04T06:55:00Z';

export const tickets = [
  // --- gas self-reading rejected: only the black digits before the comma
  {
    id: 'EC-601', g: 'ec-autolettura-gas-rifiutata', cat: 'fatturazione', s: 'autolettura non accettata',
    m: [
      ['c', 'Buongiorno, provo a inserire l\'autolettura del gas dal portale e mi risponde "Lettura non coerente con i consumi". Il contatore segna 04518,372.'],
      ['a', 'Buongiorno, riprovi più tardi: a volte il sistema è sovraccarico a fine mese.'],
      ['c', 'Riprovato stasera e stamattina. Stesso messaggio, non cambia niente.'],
      ['a', 'Mi scusi, ho guardato meglio: il portale vuole solo le cifre nere prima della virgola, cioè 4518. Le cifre rosse dopo la virgola non vanno inserite, altrimenti la lettura sembra mille volte più alta.'],
      ['c', 'inserito 4518, accettata. grazie'],
    ],
    sol: ['cifre nere', 'virgola'], fail: ['riprovi più tardi'],
  },
  {
    id: 'EC-602', g: 'ec-autolettura-gas-rifiutata', cat: 'fatturazione', s: 'lettura gas errore',
    m: [
      ['c', 'buonasera scrivo io per la mia vicina di casa signora Ines che ha 86 anni e non ha il computer. lei vuole mettere la lettura del gas come ogni mese ma adesso il sito da errore lettura fuori range. i numeri sul contatore sono 1 2 8 0 7 neri e poi 4 3 9 rossi'],
      ['a', 'Buonasera e grazie per l\'aiuto alla signora. Nell\'autolettura vanno messe solo le cifre nere, quelle prima della virgola: 12807. Le tre rosse (439) sono i decimali e vanno lasciate fuori.'],
      ['c', 'fatto con 12807 e il sito ha detto lettura registrata. la signora ringrazia tanto'],
    ],
    sol: ['cifre nere', 'virgola'],
  },
  {
    id: 'EC-603', g: 'ec-autolettura-gas-rifiutata', cat: 'fatturazione', s: 'Re: autolettura',
    m: [
      ['c', 'Nn capisco, ho messo tutti i numeri come dite voi.\n\n> Gentile cliente, inserisca la lettura esattamente come compare sul display del contatore.\n\nIl display dice 00972,118 e ho messo 00972118. Errore.'],
      ['a', 'Ciao, mi scuso per la risposta di prima, non era precisa. Devi inserire solo la parte prima della virgola, le cifre nere: 972 (gli zeri davanti puoi anche lasciarli). Quello che c\'è dopo la virgola non serve.'],
      ['c', 'ok'],
    ],
    sol: ['cifre nere', 'virgola'],
  },
  {
    id: 'EC-604', g: 'ec-autolettura-gas-rifiutata', cat: 'fatturazione', s: 'autolettura',
    m: [
      ['c', 'Io mettere lettura di gas, sito dice non coerente. Io non capisce cosa sbagliato. Foto del contatore non posso mandare qui.'],
      ['a', 'Buongiorno, nessun problema. Sul contatore ci sono numeri neri e numeri rossi, separati da una virgola. Scriva solo i numeri neri, quelli prima della virgola, e non i rossi.'],
      ['c', 'Adesso va bene, detto registrata. Grazie mille signora.'],
    ],
    sol: ['numeri neri', 'virgola'],
  },
  // near-miss: same category and words ("autolettura", "contatore"), but it is electricity, which is read remotely
  {
    id: 'EC-605', g: 'ec-autolettura-luce-telelettura', cat: 'fatturazione', s: 'dove metto la lettura della luce',
    m: [
      ['c', 'Nel portale trovo solo l\'autolettura del gas. Dove inserisco quella del contatore della luce? In bolletta c\'è scritto "consumi stimati".'],
      ['a', 'Buongiorno, il contatore della luce è telelettura: il distributore lo legge da remoto ogni mese, per questo l\'autolettura non è prevista. La dicitura "stimati" compare quando la lettura del distributore arriva dopo l\'emissione: nella bolletta successiva trova il conguaglio sui consumi reali.'],
      ['c', 'Capito, grazie della spiegazione.'],
    ],
    sol: ['telelettura', 'distributore'],
  },

  // --- cannot log in to the new portal: first access with the customer code
  {
    id: 'EC-606', g: 'ec-primo-accesso-nuovo-portale', cat: 'accesso', s: 'non entro più',
    m: [
      ['c', 'Da quando avete cambiato il sito non riesco più a entrare, dice credenziali non valide. La password è quella di sempre, sono sicuro.'],
      ['a', 'Buongiorno, provi a svuotare la cache del browser e a riprovare.'],
      ['c', 'Svuotata. Credenziali non valide lo stesso.'],
      ['a', 'Grazie. Con il nuovo portale le vecchie password non valgono più: clicchi su "Primo accesso al nuovo portale", inserisca il codice cliente che trova in alto a destra nella bolletta e la sua e-mail, e scelga una nuova password.'],
      ['c', 'Ecco, così sono entrato.'],
    ],
    sol: ['primo accesso', 'codice cliente'], fail: ['svuotare la cache'],
  },
  {
    id: 'EC-607', g: 'ec-primo-accesso-nuovo-portale', cat: 'accesso', s: 'Fwd: accesso area clienti',
    m: [
      ['c', 'Buongiorno, vi inoltro la mail della mia commercialista, io non ho tempo.\n\n---------- Messaggio inoltrato ----------\nDa: Studio Conti <segreteria@studioconti.it>\nOggetto: accesso area clienti\n\nGentile Sig. Ruggeri, non riusciamo più ad accedere all\'area clienti Energia Chiara con le credenziali che ci ha dato (ci dice utente non riconosciuto). Può chiedere a loro?\n\nRuggeri Impianti snc – P.IVA 04812730150'],
      ['a', 'Buongiorno Sig. Ruggeri, dal mese scorso il portale è nuovo e le credenziali vanno ricreate una volta sola: dalla pagina di accesso scegliete "Primo accesso al nuovo portale", inserite il codice cliente (lo trovate in alto a destra in ogni bolletta) e un\'e-mail, poi scegliete la password. Potete usare l\'e-mail dello studio, se preferite.'],
    ],
    pii: [['EMAIL', 'segreteria@studioconti.it'], ['PIVA', '04812730150']],
    sol: ['primo accesso', 'codice cliente'],
  },
  {
    id: 'EC-608', g: 'ec-primo-accesso-nuovo-portale', cat: 'accesso', s: 'PASSWORD',
    m: [
      ['c', 'LA PASSWORD NON VA PIU. HO FATTO PASSWORD DIMENTICATA E NON MI ARRIVA NESSUNA MAIL. COSI NON POSSO PAGARE'],
      ['a', 'Buongiorno, il recupero password non le arriva perché il suo account è del vecchio portale e va rifatto. Nella pagina di accesso clicchi "Primo accesso al nuovo portale" e metta il codice cliente della bolletta (in alto a destra, inizia con EC).'],
      ['c', 'ENTRATO'],
    ],
    sol: ['primo accesso', 'codice cliente'],
  },
  {
    id: 'EC-609', g: 'ec-primo-accesso-nuovo-portale', cat: 'accesso', s: 'utente non trovato app',
    m: [
      ['c', 'ciao dall app nuova mi dice utente non trovato. ho provato anche a reinstallarla'],
      ['a', 'Ciao, l\'app nuova usa il nuovo portale: al primo accesso tocca "Primo accesso" e inserisci il codice cliente che trovi sulla bolletta, poi crei la password.'],
      ['c', 'ahh ok. fatto grazie'],
    ],
    sol: ['primo accesso', 'codice cliente'],
  },
  // near-miss: same category and words ("accesso", "codice"), but the account is locked after wrong attempts
  {
    id: 'EC-610', g: 'ec-account-bloccato-tentativi', cat: 'accesso', s: 'account bloccato',
    m: [
      ['c', 'Ho sbagliato password tre volte e ora dice "Account temporaneamente bloccato". Avevo già fatto il primo accesso al nuovo portale il mese scorso.'],
      ['a', 'Buongiorno, dopo tre tentativi sbagliati l\'account si blocca per 30 minuti per sicurezza. Passati i 30 minuti usi "Password dimenticata": riceve un link valido un\'ora per sceglierne una nuova, così evita un altro blocco.'],
      ['c', 'aspettato, fatto password dimenticata, dentro.'],
    ],
    sol: ['30 minuti', 'password dimenticata'],
  },

  // --- bill PDF does not open: pop-up blocker
  {
    id: 'EC-611', g: 'ec-bolletta-pdf-popup', cat: 'fatturazione', s: 'non si apre la bolletta',
    m: [
      ['c', 'Clicco su "Scarica PDF" della bolletta di aprile e non succede niente. Uso Chrome sul computer dell\'ufficio.'],
      ['a', 'Buongiorno, la bolletta si apre in una nuova finestra e Chrome spesso la blocca come popup. Guardi in alto a destra nella barra dell\'indirizzo: c\'è un\'icona con una finestrella barrata. La clicchi, scelga "Consenti sempre popup da areaclienti.energiachiara.it" e riprovi.'],
      ['c', 'Trovata l\'icona, ora si apre. Grazie'],
    ],
    sol: ['popup'],
  },
  {
    id: 'EC-612', g: 'ec-bolletta-pdf-popup', cat: 'fatturazione', s: 'bolletta pdf',
    m: [
      ['c', 'Salve, sul sito il pulsante della bolletta gira e poi niente. Ho provato anche da Edge, uguale.'],
      ['a', 'Salve, probabilmente il browser blocca la finestra della bolletta. In Edge: Impostazioni → Cookie e autorizzazioni sito → Popup e reindirizzamenti, aggiunga areaclienti.energiachiara.it tra i siti consentiti; in Chrome lo stesso da Impostazioni → Privacy → Popup.'],
      ['a', 'Aggiungo: se usa un blocco pubblicità (AdBlock o simili), lo disattivi per il nostro sito, anche lui ferma i popup.'],
      ['c', 'Era l\'adblock. Risolto.'],
    ],
    sol: ['popup'],
  },
  {
    id: 'EC-613', g: 'ec-bolletta-pdf-popup', cat: 'fatturazione', s: 'Documento non disponibile',
    m: [
      ['c', 'Buongiorno,\nal click su "Visualizza bolletta" la pagina resta bianca.\nDistinti saluti\n\nDott.ssa Carla Benedetti\nAmministrazione Condomini Benedetti\nVia Garibaldi 41, 10122 Torino\ntel. 011 562 3318'],
      ['a', 'Gentile Dott.ssa Benedetti, la bolletta si apre in una finestra separata che il browser tratta come popup: consenta i popup per areaclienti.energiachiara.it (icona a destra della barra degli indirizzi, "Consenti sempre") e ripeta il clic.'],
    ],
    pii: [['TELEFONO', '011 562 3318']],
    sol: ['popup'],
  },
  // near-miss: same category and words ("bolletta", "pdf", "mail"), but the bill no longer arrives by e-mail
  {
    id: 'EC-614', g: 'ec-bolletta-web-email-non-confermata', cat: 'fatturazione', s: 'non mi arriva più la bolletta via mail',
    m: [
      ['c', 'Prima la bolletta in PDF mi arrivava per mail, da due mesi non arriva più niente, neanche nello spam.'],
      ['a', 'Buongiorno, con il nuovo portale l\'invio per e-mail va riconfermato. In Profilo → Preferenze di comunicazione attivi "Bolletta web" e clicchi il link di conferma che le arriva all\'indirizzo indicato: da lì in poi le bollette tornano via e-mail.'],
      ['c', 'Confermato il link. Vediamo il mese prossimo'],
      ['c', 'arrivata, grazie'],
    ],
    sol: ['bolletta web', 'link di conferma'],
  },

  // --- direct debit: joint or third-party account holder
  {
    id: 'EC-615', g: 'ec-domiciliazione-intestatario-conto', cat: 'configurazione', s: 'domiciliazione rifiutata',
    m: [
      ['c', 'Voglio attivare l\'addebito in conto ma il portale risponde "Dati del titolare non corrispondenti". IBAN IT76W0306909606100000123456, conto di mia moglie.'],
      ['a', 'Buongiorno, il portale confronta il titolare del conto con l\'intestatario della fornitura. Se il conto è di sua moglie, nel modulo spunti "Intestatario conto diverso" e inserisca nome e codice fiscale di lei: il mandato verrà a suo nome.'],
      ['c', 'Fatto, ora dice mandato inviato alla banca.'],
    ],
    pii: [['IBAN', 'IT76W0306909606100000123456']],
    sol: ['intestatario conto diverso'],
  },
  {
    id: 'EC-616', g: 'ec-domiciliazione-intestatario-conto', cat: 'configurazione', s: 'RID',
    m: [
      ['c', 'il rid non si attiva dice titolare non corrisponde ma il conto e cointestato con mio fratello, il primo nome e il suo'],
      ['a', 'Ciao, in questo caso nel modulo di domiciliazione scegli "Intestatario conto diverso" e metti i dati di tuo fratello (il primo intestatario del conto), con il suo codice fiscale.'],
      ['c', 'perfetto ora va'],
    ],
    sol: ['intestatario conto diverso'],
  },
  {
    id: 'EC-617', g: 'ec-domiciliazione-intestatario-conto', cat: 'configurazione', s: 'addebito diretto per la sede',
    m: [
      ['c', 'Buongiorno, sono l\'amministrativo della ditta. La fornitura è intestata al socio, il conto è della società (IBAN IT60H0503411701000000077012). Il portale rifiuta il mandato SEPA.'],
      ['a', 'Buongiorno, è possibile: nel modulo "Addebito diretto SEPA" selezioni "Intestatario conto diverso", scelga "Persona giuridica" e inserisca ragione sociale e partita IVA della società al posto del codice fiscale.'],
      ['a', 'Una volta inviato, la banca conferma il mandato in 5-7 giorni lavorativi: fino ad allora paghi la bolletta in corso con il bollettino.'],
      ['c', 'Inviato. Grazie della doppia risposta, chiara.'],
    ],
    pii: [['IBAN', 'IT60H0503411701000000077012']],
    sol: ['intestatario conto diverso'],
  },

  // --- singletons: concessions
  {
    id: 'EC-618', g: 'ec-conguaglio-rateizzato', cat: 'commerciale', s: 'conguaglio di 900 euro',
    m: [
      ['c', 'Mi è arrivato un conguaglio gas di 912 euro da pagare entro il 30. Sono in pensione, non ce la faccio in una volta sola.'],
      ['a', 'Buongiorno, di norma la rateizzazione si concede solo per conguagli oltre il doppio della media e in tre rate. Nel suo caso abbiamo fatto un\'eccezione: il conguaglio è diviso in sei rate mensili senza interessi, la prima nella prossima bolletta.'],
      ['c', 'Grazie davvero, mi togliete un peso.'],
    ],
    f: ['concession'],
  },
  {
    id: 'EC-619', g: 'ec-mora-annullata', cat: 'fatturazione', s: 'interessi di mora',
    m: [
      ['c', 'Nella bolletta ci sono 18,40 di interessi di mora per la bolletta di febbraio, che ho pagato con due giorni di ritardo perché ero in ospedale. Cliente da 15 anni, sempre pagato.'],
      ['a', 'Buongiorno, gli interessi sono stati calcolati correttamente, ma considerato il motivo e la sua puntualità di questi anni li abbiamo stornati come gesto di cortesia: troverà l\'accredito di 18,40 nella prossima bolletta.'],
    ],
    f: ['concession'],
  },
  {
    id: 'EC-620', g: 'ec-offerta-prolungata', cat: 'commerciale', s: 'prezzo bloccato scaduto',
    m: [
      ['c', 'La mia offerta a prezzo bloccato è scaduta il 31 e ora pago quasi il doppio. Non mi avete avvisato, la lettera non l\'ho mai vista. Telefono 333 902 1147 se serve.'],
      ['a', 'Buongiorno, la comunicazione era stata inviata a marzo, ma capisco che le sia sfuggita. A titolo eccezionale le estendiamo il prezzo bloccato per altri tre mesi, fino a fine agosto, così ha il tempo di scegliere la nuova offerta con calma.'],
      ['c', 'ok grazie'],
    ],
    pii: [['TELEFONO', '333 902 1147']],
    f: ['concession'],
  },

  // --- singletons: one-off fixes done by the agent in the back office
  {
    id: 'EC-621', g: 'ec-voltura-bloccata', cat: 'configurazione', s: 'voltura ferma da un mese',
    m: [
      ['c', 'Ho chiesto la voltura della luce per l\'appartamento che ho comprato il 2 aprile. Sul portale è ancora "In lavorazione" e il vecchio proprietario mi chiama perché gli arrivano le bollette.'],
      ['n', 'Pratica di voltura sospesa in attesa del documento di identità, che però risulta caricato il 04/04. Sbloccata a mano nel CRM e inoltrata al distributore.'],
      ['a', 'Buongiorno, la pratica era ferma per un documento che in realtà lei aveva già caricato. L\'ho sbloccata io direttamente dal CRM e l\'ho mandata avanti al distributore: la voltura sarà effettiva entro 5 giorni lavorativi.'],
      ['c', 'Bene, grazie.'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'EC-622', g: 'ec-codice-fiscale-anagrafica', cat: 'configurazione', s: 'codice fiscale sbagliato in bolletta',
    m: [
      ['c', 'In bolletta il mio codice fiscale ha una lettera sbagliata, il mio è KWSADM90H10Z330B. Per la detrazione mi serve giusto. Dal portale non posso cambiarlo.'],
      ['a', 'Buongiorno, ha ragione, il codice era stato trascritto male alla firma del contratto. Ho rettificato io l\'anagrafica sul nostro gestionale e ho chiesto la riemissione dell\'ultima bolletta con il codice corretto.'],
      ['c', 'Visto, adesso è giusto. Grazie'],
    ],
    pii: [['CF', 'KWSADM90H10Z330B']],
    f: ['oneoff'],
  },
  {
    id: 'EC-623', g: 'ec-addebito-duplicato-stornato', cat: 'fatturazione', s: 'doppio addebito in banca',
    m: [
      ['c', 'La bolletta di maggio mi è stata addebitata due volte sul conto IT82Z0200801664000104517633, 134,20 il 10 e di nuovo il 12.'],
      ['a', 'Buongiorno, mi scusi, un file di incasso è stato inviato due volte alla sua banca. Ho già fatto partire io a mano, dal sistema incassi, il rimborso del secondo addebito: rientra sul conto entro 3 giorni lavorativi.'],
      ['c', 'rientrati, ok'],
    ],
    pii: [['IBAN', 'IT82Z0200801664000104517633']],
    f: ['oneoff'],
  },
  {
    id: 'EC-624', g: 'ec-contratto-firma-digitale', cat: 'commerciale', s: 'il link per firmare è scaduto',
    m: [
      ['c', 'Mi avete mandato il contratto da firmare con OTP ma il link dice "scaduto" e nel portale non c\'è modo di chiederne uno nuovo.'],
      ['a', 'Buongiorno, ho rigenerato io il contratto dal nostro sistema di firma e gliel\'ho rimandato adesso alla sua e-mail: il nuovo link vale 7 giorni.'],
    ],
    f: ['oneoff'],
  },

  // --- singletons: unresolved
  {
    id: 'EC-625', g: 'ec-bonus-sociale', cat: 'fatturazione', s: 'bonus sociale non applicato',
    m: [
      ['c', 'Ho l\'ISEE sotto la soglia e diritto al bonus sociale, ma nelle ultime due bollette non c\'è.'],
      ['a', 'Buongiorno, il bonus viene comunicato dall\'INPS tramite il sistema nazionale: abbiamo chiesto una verifica sulla sua posizione e la ricontatteremo non appena riceviamo l\'esito.'],
      ['s', 'Ticket archiviato.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'EC-626', g: 'ec-contatore-gas-guasto', cat: 'guasto', s: 'contatore gas display spento',
    m: [
      ['c', 'Il display del contatore del gas è spento da una settimana, non posso fare l\'autolettura. Il gas comunque arriva.'],
      ['a', 'Buongiorno, il contatore è del distributore: abbiamo aperto la richiesta di verifica (pratica n. 55102) e un tecnico la chiamerà per l\'appuntamento.'],
      ['c', 'Sono passate tre settimane e non ha chiamato nessuno. Sollecito.'],
      ['a', 'Ho sollecitato il distributore, le faremo sapere.'],
      ['s', 'Chiuso per inattività.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'EC-627', g: 'ec-app-grafico-consumi', cat: 'guasto', s: 'grafico consumi vuoto',
    m: [
      ['c', 'Nell\'app la sezione Consumi mostra il grafico vuoto da quando ho cambiato telefono.'],
      ['a', 'Buongiorno, esca dall\'app (Profilo → Esci), la aggiorni dallo store e rientri: il grafico si ricarica.'],
      ['c', 'Fatto tutto. Il grafico è ancora vuoto, anche dal sito.'],
      ['s', 'Ticket chiuso: risposta fornita.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'EC-628', g: 'ec-pannelli-scambio', cat: 'altro', s: 'scambio sul posto fotovoltaico',
    m: [
      ['c', 'Ho installato il fotovoltaico a marzo, in bolletta non vedo l\'energia immessa in rete. A chi devo chiedere?'],
      ['a', 'Buongiorno, la sua richiesta è stata girata all\'ufficio produttori, che la ricontatterà.'],
    ],
    f: ['unresolved'],
  },
];
