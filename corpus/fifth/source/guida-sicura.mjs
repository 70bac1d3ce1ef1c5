// Fifth reference set, product "Guida Sicura" (car-insurance app with a black box on the car).
// Written by hand on 2026-12-01 (late afternoon), BLIND to the rules distiller: its rules,
// lexicons, cues, grouping and text helpers were never opened, nor the fourth set's tickets.
// Voices: a customer typing on a phone with autocorrect slips, a very polite elderly driver, a
// formal complaint in a lawyer's register, a foreign resident mixing English and Spanish words,
// e-mail replies with quoted history and disclaimers, a one-character "?" reply; agents formal or
// casual, steps numbered, in prose or split over two messages. Personal data invented (valid
// checksums). Never used for tuning: report its figures, never add its words to a lexicon.
// Format: see ../../corpus-heldout/source/fibra-casa.mjs.
export const product = 'Guida Sicura';
export const start = '2026-04-06T07:40:00Z';

export const tickets = [
  {
    id: 'GS-801', g: 'gs-box-non-trasmette', cat: 'dispositivo', s: 'scatola nera offline',
    m: [
      ['c', `ciao nell app la scatola nera risulta "offline da 6 giorni" ma io la macchina la uso tutti i giorni, rischio che mi aumentano il premio??`],
      ['a', `Ciao! Succede quando il dispositivo perde l'abbinamento con la polizza. Apri Guida Sicura → Il mio veicolo → Diagnostica dispositivo e premi "Riassocia", poi lascia il motore acceso per almeno 10 minuti con il telefono in auto: il box si ricollega e invia i dati arretrati.`],
      ['c', `fatto stamattina andando al lavoro, ora è verde "online". grazie`],
    ],
    sol: ['riassocia', 'motore acceso'],
  },
  {
    id: 'GS-802', g: 'gs-box-non-trasmette', cat: 'dispositivo', s: 'Re: segnalazione dispositivo',
    m: [
      ['c', `Gentili signori,\nmi permetto di disturbarvi perché mio nipote mi dice che sul telefonino compare un triangolo rosso vicino alla voce "dispositivo". Io guido pochissimo, solo per la spesa il martedì. Vi ringrazio fin d'ora per la pazienza.\nCordiali saluti\nAnna Maria Ferretti`],
      ['a', `Gentile signora Ferretti, provi per favore a chiudere l'applicazione e a riaprirla.`],
      ['c', `Ho chiuso e riaperto come mi ha detto, ma il triangolo rosso c'è ancora. Mi scusi.`],
      ['a', `Nessun disturbo, signora. Le indico i passaggi uno alla volta:\n1. apra l'applicazione e tocchi "Il mio veicolo";\n2. tocchi "Diagnostica dispositivo";\n3. prema il pulsante "Riassocia";\n4. martedì, quando va a fare la spesa, tenga il telefonino in macchina e il motore acceso almeno dieci minuti.\nIl dispositivo si ricollegherà da solo.`],
      ['c', `Buongiorno, oggi il triangolo è diventato verde. Grazie infinite per la gentilezza, anche a nome di mio nipote.`],
    ],
    sol: ['riassocia', 'motore acceso'], fail: ['chiudere l\'applicazione'],
  },
  {
    id: 'GS-803', g: 'gs-box-non-trasmette', cat: 'dispositivo', s: 'Error DEV-417',
    m: [
      ['c', `Hola, sorry my italian is not perfect. The app show me this:\n"Errore DEV-417 – Il dispositivo non comunica con il server. Ultima sincronizzazione: 02/04 18:12"\nI have a Seat Ibiza, the box is under the volante. Qué hago?`],
      ['a', `Hi! No problem. In the app go to "Il mio veicolo" → "Diagnostica dispositivo" and tap "Riassocia". Then drive (or just keep the motore acceso, engine on) for at least 10 minutes with your phone inside the car. The box will sync again.`],
      ['c', `perfecto, now it says online. gracias!!`],
    ],
    sol: ['riassocia', 'motore acceso'],
  },
  {
    id: 'GS-804', g: 'gs-box-non-trasmette', cat: 'dispositivo', s: 'dispositivo non sincronizza',
    m: [
      ['c', `Il box non sincronizza da quando ho cambiato telefono.`],
      ['a', `Buongiorno, con un telefono nuovo l'abbinamento va rifatto: Il mio veicolo → Diagnostica dispositivo → "Riassocia", poi tenga il motore acceso una decina di minuti con il nuovo telefono a bordo.`],
    ],
    sol: ['riassocia', 'motore acceso'],
  },
  {
    id: 'GS-805', g: 'gs-punteggio-fermo', cat: 'app', s: 'punteggio guida fermo',
    m: [
      ['c', `salve il punteggio di guida è fermo a 71 da tre settimane, i viaggi non si aggiornano. Ho un Xiaomi`],
      ['a', `Salve, su molti Android il sistema sospende l'app in background e i viaggi non vengono calcolati. Deve fare due cose: dare a Guida Sicura il permesso di posizione "Consenti sempre" e togliere l'app dall'ottimizzazione batteria (Impostazioni → App → Guida Sicura → Batteria → Nessuna restrizione).`],
      ['c', `Fatto tutte e due, ieri il viaggio è comparso e il punteggio è salito a 74`],
    ],
    sol: ['consenti sempre', 'ottimizzazione batteria'],
  },
  {
    id: 'GS-806', g: 'gs-punteggio-fermo', cat: 'app', s: 'viaggi mancanti',
    m: [
      ['c', `Mancano tutti i viaggi di questa settimana!! Lunedi Milano-Bergamo, mercoledi Bergamo Brescia... niente`],
      ['a', `Ciao, prova a disinstallare e reinstallare l'app.`],
      ['c', `reinstallata. idem, nessun viaggio nuovo`],
      ['a', `Grazie per averci provato. Allora è il sistema che chiude l'app: metti la posizione su "Consenti sempre"`],
      ['a', `…e disattiva l'ottimizzazione batteria per Guida Sicura (Impostazioni → Batteria → Ottimizzazione → Guida Sicura → Non ottimizzare). Dal prossimo viaggio lo vedi.`],
      ['c', `ok oggi c'è. quelli vecchi si perdono?`],
      ['a', `Quelli vecchi purtroppo non erano stati registrati dal telefono, ma il punteggio li calcola comunque dai dati del box.`],
    ],
    sol: ['consenti sempre', 'ottimizzazione batteria'], fail: ['reinstallare'],
  },
  {
    id: 'GS-807', g: 'gs-punteggio-fermo', cat: 'app', s: 'Re: Re: punteggio',
    m: [
      ['c', `Il punteggio continua a non muoversi.\n\nIl giorno 14/04 Assistenza Guida Sicura ha scritto:\n> Gentile cliente, ci servirebbe sapere il modello del telefono.\n\nSamsung A54.\n\n--\nQuesta e-mail e gli eventuali allegati sono riservati al destinatario. Se l'avete ricevuta per errore, cancellatela e avvisate il mittente.`],
      ['a', `Gentile cliente, sul Samsung A54 la funzione "Sospendi app inutilizzate" e l'ottimizzazione batteria bloccano il calcolo. Imposti la posizione su "Consenti sempre" per Guida Sicura e disattivi l'ottimizzazione batteria: Impostazioni → Batteria → Limiti di utilizzo in background → tolga Guida Sicura dalle app in sospensione.`],
      ['c', `Risolto, grazie.`],
    ],
    sol: ['consenti sempre', 'ottimizzazione batteria'],
  },
  {
    id: 'GS-808', g: 'gs-viaggi-doppi', cat: 'app', s: 'viaggi registrati due volte',
    m: [
      ['c', `ogni viaggio mi compare 2 volte con orari uguali, e la frenata brusca me la conta doppia 😡`],
      ['a', `Ciao, succede quando registrano il viaggio sia il box sia il telefono. Vai in Profilo → Dispositivi e spegni "Rilevamento viaggi dal telefono": il box basta. I doppioni vengono uniti entro la notte.`],
      ['c', `spento. oggi solo uno 👍`],
    ],
    sol: ['rilevamento viaggi dal telefono'],
  },
  {
    id: 'GS-809', g: 'gs-viaggi-doppi', cat: 'app', s: 'viaggi da passeggero',
    m: [
      ['c', `Buonasera, risultano viaggi fatti in treno e in macchina di mia moglie, io ero solo passeggero, con velocità assurde. Il mio box è sulla Panda che era in garage!`],
      ['a', `Buonasera, quei viaggi li ha registrati il suo telefono, non il box. Li può escludere così: Profilo → Dispositivi → disattivi "Rilevamento viaggi dal telefono". Da quel momento contano solo i viaggi della Panda.`],
      ['c', `Ok grazie, fatto`],
    ],
    sol: ['rilevamento viaggi dal telefono'],
  },
  {
    id: 'GS-810', g: 'gs-viaggi-doppi', cat: 'app', s: 'doppioni',
    m: [
      ['c', `doppioni nei viaggi, come si tolgono?`],
      ['a', `Buongiorno. In Profilo → Dispositivi trova l'interruttore "Rilevamento viaggi dal telefono": lo spenga, i viaggi saranno presi solo dalla scatola nera.`],
    ],
    sol: ['rilevamento viaggi dal telefono'],
  },
  {
    id: 'GS-811', g: 'gs-attestato-rischio', cat: 'documenti', s: 'attestato di rischio per cambio compagnia',
    m: [
      ['c', `Devo passare l'auto a mia figlia e mi chiedono l'attestato di rischio, dove lo prendo?`],
      ['a', `Buongiorno, lo può generare da solo: Area riservata → Documenti → "Attestato di rischio" → "Genera PDF". Il documento è valido anche per la nuova compagnia, che comunque lo vede in banca dati.`],
      ['c', `Trovato e scaricato, grazie mille`],
    ],
    sol: ['documenti', 'genera pdf'],
  },
  {
    id: 'GS-812', g: 'gs-attestato-rischio', cat: 'documenti', s: 'ATTESTATO',
    m: [
      ['c', `mi serve l attestato x la concessionaria entro domani, lo potete mandare via mail a luca.bianconi77@gmail.com ?`],
      ['a', `Ciao Luca, non possiamo mandarlo per mail, ma lo scarichi in un minuto: nell'app vai su Documenti → "Attestato di rischio" e tocca "Genera PDF", poi lo inoltri tu alla concessionaria.`],
      ['c', `ok`],
    ],
    pii: [['EMAIL', 'luca.bianconi77@gmail.com']],
    sol: ['documenti', 'genera pdf'],
  },
  {
    id: 'GS-813', g: 'gs-attestato-rischio', cat: 'documenti', s: 'certificato classe di merito',
    m: [
      ['c', `Salve, cerco un certificato che dica la mia classe di merito (CU 1), per la banca. Non trovo niente nel sito.`],
      ['a', `Salve, la classe di merito è scritta sull'attestato di rischio. Dal sito: Area riservata → Documenti → Attestato di rischio → Genera PDF. Se la banca vuole un timbro, il PDF ha già la firma digitale della compagnia.`],
      ['c', `Perfetto, lo mando alla banca.`],
    ],
    sol: ['documenti', 'genera pdf'],
  },
  {
    id: 'GS-814', g: 'gs-rata-rifiutata', cat: 'pagamenti', s: 'rata non pagata',
    m: [
      ['c', `Mi è arrivato un sms che la rata di maggio non è andata a buon fine ma ho i soldi sul conto. La carta è scaduta? Forse si`],
      ['a', `Ciao, sì: la carta registrata è scaduta a marzo. Vai in Pagamenti → Metodo di pagamento → "Sostituisci carta", inserisci la nuova e poi premi "Paga ora" sulla rata di maggio, così la copertura resta senza interruzioni.`],
      ['c', `fatto, rata pagata`],
    ],
    sol: ['sostituisci carta', 'paga ora'],
  },
  {
    id: 'GS-815', g: 'gs-rata-rifiutata', cat: 'pagamenti', s: 'Pagamento rifiutato cod. PAY-02',
    m: [
      ['c', `Testo dell'errore che mi esce:\n\nPAY-02 Transazione negata dall'emittente\nRiferimento: 7f3a-22c1\n\nHo provato 3 volte.`],
      ['a', `Buongiorno, provi a ripetere il pagamento tra qualche ora, a volte è un problema temporaneo del circuito.`],
      ['c', `stessa cosa anche oggi, PAY-02`],
      ['a', `Allora la banca rifiuta quella carta per i pagamenti ricorrenti. La soluzione è sostituirla: Pagamenti → Metodo di pagamento → "Sostituisci carta" (anche con un'altra carta o una prepagata con 3D Secure), poi "Paga ora" sulla rata in sospeso.`],
      ['c', `con l'altra carta è passato.`],
    ],
    sol: ['sostituisci carta', 'paga ora'], fail: ['ripetere il pagamento'],
  },
  {
    id: 'GS-816', g: 'gs-rata-rifiutata', cat: 'pagamenti', s: 'sospensione copertura??',
    m: [
      ['c', `mi dite che la copertura è SOSPESA perche la rata non è passata. Io domani devo guidare!!!`],
      ['a', `Buonasera, la copertura torna attiva appena la rata è pagata. Dall'app: Pagamenti → Metodo di pagamento → "Sostituisci carta" con una carta valida, poi "Paga ora". La riattivazione è immediata e arriva la conferma via mail.`],
      ['c', `pagata e arrivata la mail, grazie per la risposta veloce`],
    ],
    sol: ['sostituisci carta', 'paga ora'],
  },
  {
    id: 'GS-817', g: 'gs-addebito-conto', cat: 'pagamenti', s: 'vorrei pagare con addebito su conto',
    m: [
      ['c', `Buongiorno, vorrei smettere di pagare con la carta e passare all'addebito sul conto corrente. IBAN IT10X0306909606100000063412.`],
      ['a', `Buongiorno, il cambio lo fa lei dall'app: Pagamenti → Metodo di pagamento → "Addebito su conto (SEPA)", inserisca l'IBAN intestato o cointestato a lei e confermi con il codice OTP che le arriva via sms. Dalla rata successiva l'addebito sarà sul conto.`],
      ['c', `Fatto, ho ricevuto l'OTP e ora risulta il conto.`],
    ],
    pii: [['IBAN', 'IT10X0306909606100000063412']],
    sol: ['addebito su conto', 'otp'],
  },
  {
    id: 'GS-818', g: 'gs-addebito-conto', cat: 'pagamenti', s: 'mandato SEPA',
    m: [
      ['c', `Como se cambia el pago a SEPA? no tengo más la tarjeta, solo cuenta en banco italiano`],
      ['a', `Hola! Nell'app: Pagamenti → Metodo di pagamento → "Addebito su conto (SEPA)". Inserisci il tuo IBAN italiano e conferma con il codice OTP via sms. Done!`],
      ['c', `listo gracias`],
    ],
    sol: ['addebito su conto', 'otp'],
  },
  {
    id: 'GS-819', g: 'gs-addebito-conto', cat: 'pagamenti', s: 'Re: metodo pagamento',
    m: [
      ['c', `Sto inserendo l'IBAN ma non mi arriva nessun codice, cosa devo fare?\n\n> Il 20/05 Assistenza ha scritto:\n> per passare al SEPA usi la voce apposita dell'app.`],
      ['a', `Buongiorno, il codice OTP arriva al numero di cellulare registrato nel profilo: verifichi in Profilo → Contatti che sia quello giusto, poi torni in Pagamenti → Metodo di pagamento → "Addebito su conto (SEPA)" e richieda di nuovo il codice.`],
      ['c', `Il numero era quello vecchio. Cambiato e arrivato il codice, grazie.`],
    ],
    sol: ['addebito su conto', 'otp'],
  },
  {
    id: 'GS-820', g: 'gs-oneoff-targa-errata', cat: 'documenti', s: 'targa sbagliata sul certificato',
    m: [
      ['c', `sul certificato di assicurazione c'è la targa con una lettera sbagliata, FK al posto di FX. Se mi ferma la polizia?`],
      ['a', `Buongiorno, ha ragione, un errore di trascrizione all'emissione. Le abbiamo sistemato la posizione: targa corretta in polizza e nuovo certificato già disponibile in Documenti.`],
      ['c', `visto, ora è giusta. grazie`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'GS-821', g: 'gs-oneoff-polizza-doppia', cat: 'pagamenti', s: 'due polizze per la stessa auto',
    m: [
      ['c', `Spett.le Compagnia,\ncon la presente segnalo che in data 03/05 risultano emesse DUE polizze per il medesimo veicolo, con duplice addebito sulla carta 4556732019843315. Chiedo formalmente l'annullamento di una delle due e la restituzione dell'importo, riservandomi ogni azione a tutela dei miei diritti.\nAvv. Paolo Rinaldi`],
      ['a', `Egregio Avvocato, la seconda polizza è stata annullata da noi in data odierna, con decorrenza dall'emissione, e l'importo duplicato è stato stornato sulla stessa carta: lo vedrà riaccreditato in 3-5 giorni lavorativi.`],
      ['c', `Prendo atto. Distinti saluti.`],
    ],
    pii: [['CARTA', '4556732019843315']],
    f: ['oneoff'],
  },
  {
    id: 'GS-822', g: 'gs-oneoff-box-sostituito', cat: 'dispositivo', s: 'box nuovo non collegato',
    m: [
      ['c', `l'officina mi ha cambiato la scatola nera dopo l'incidente ma l'app fa vedere ancora quella vecchia`],
      ['a', `Ciao, la sostituzione dall'officina non ci era stata comunicata. Ho provveduto a reinserire il numero di serie del box nuovo sulla tua polizza, adesso l'app mostra quello giusto.`],
      ['c', `si ora lo vedo`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'GS-823', g: 'gs-oneoff-sinistro-attribuito', cat: 'sinistri', s: 'sinistro non mio',
    m: [
      ['c', `Nel mio storico compare un sinistro del 12 marzo a Verona. Io a Verona non ci sono mai stato, vivo a Lecce. Codice fiscale RSSMRA58C12F205J.`],
      ['a', `Buongiorno, abbiamo verificato: il sinistro era stato collegato per errore alla sua posizione per un'omonimia. Risulta ora corretto dopo il mio intervento, lo storico e la classe di merito sono tornati quelli di prima.`],
    ],
    pii: [['CF', 'RSSMRA58C12F205J']],
    f: ['oneoff'],
  },
  {
    id: 'GS-824', g: 'gs-concessione-penale-recesso', cat: 'pagamenti', s: 'penale disdetta',
    m: [
      ['c', `ho venduto la macchina e mi chiedete 40 euro di penale per togliere il box. mi sembra assurdo, sono cliente da 9 anni`],
      ['a', `Buongiorno, la penale è prevista dal contratto per la disinstallazione anticipata, ma considerata la sua anzianità come cliente è stata stornata: non le verrà addebitato nulla.`],
      ['c', `grazie, apprezzo`],
    ],
    f: ['concession'],
  },
  {
    id: 'GS-825', g: 'gs-concessione-sconto-rinnovo', cat: 'pagamenti', s: 'aumento premio',
    m: [
      ['c', `Il rinnovo è aumentato del 18% e io non ho fatto incidenti, anzi il punteggio è 92. Altrove mi fanno meno.`],
      ['a', `Gentile cliente, l'aumento è dovuto alla tariffa di zona. In via del tutto eccezionale le riconosciamo uno sconto del 12% sul rinnovo, già applicato al preventivo che trova nell'app.`],
      ['c', `Ok, rinnovo con voi.`],
    ],
    f: ['concession'],
  },
  {
    id: 'GS-826', g: 'gs-concessione-rate', cat: 'pagamenti', s: 'pagamento annuale troppo alto',
    m: [
      ['c', `Buongiorno, quest'anno ho avuto spese mediche e non riesco a pagare il premio annuale in un'unica soluzione. Il mio contratto non prevede le rate. C'è qualcosa che potete fare? Grazie, Giuseppe. Tel. 347 882 1460`],
      ['a', `Buongiorno Giuseppe, pur non essendo previsto dal suo contratto, si è deciso di concederle a titolo eccezionale il frazionamento in quattro rate trimestrali senza costi aggiuntivi. La prima scade il 15 del mese.`],
      ['c', `Vi ringrazio davvero.`],
    ],
    pii: [['TELEFONO', '347 882 1460']],
    f: ['concession'],
  },
  {
    id: 'GS-827', g: 'gs-unresolved-rimborso-sinistro', cat: 'sinistri', s: 'liquidazione sinistro ferma',
    m: [
      ['c', `Il sinistro di gennaio è ancora "in valutazione" e il perito non si è fatto sentire. Sono passati 4 mesi.`],
      ['a', `Buongiorno, abbiamo sollecitato l'ufficio sinistri e la ricontatteremo appena ci danno un aggiornamento.`],
      ['c', `?`],
      ['s', `Ticket chiuso automaticamente dopo 15 giorni senza attività.`],
    ],
    f: ['unresolved'],
  },
  {
    id: 'GS-828', g: 'gs-unresolved-box-batteria', cat: 'dispositivo', s: 'batteria auto scarica',
    m: [
      ['c', `da quando mi avete montato il box la batteria della macchina si scarica se sto fermo 3-4 giorni. prima mai successo`],
      ['a', `Ciao, prova a riassociare il dispositivo da Diagnostica dispositivo: a volte resta in modalità di ricerca e consuma di più.`],
      ['c', `riassociato, ma dopo il weekend era di nuovo a terra. niente da fare`],
      ['a', `Passo la segnalazione al reparto tecnico, che valuterà un intervento dell'installatore.`],
      ['s', `Ticket chiuso: inoltrato al reparto tecnico. Il problema risulta ancora aperto.`],
    ],
    f: ['unresolved'],
  },
  {
    id: 'GS-829', g: 'gs-unresolved-login', cat: 'app', s: 'non riesco ad entrare',
    m: [
      ['c', `L app mi dice "credenziali non valide" ma ho appena cambiato la password col link della mail`],
      ['a', `Buongiorno, provi ad accedere con l'indirizzo e-mail scritto tutto in minuscolo e senza spazi finali.`],
      ['s', `Nessuna risposta dal cliente: ticket chiuso automaticamente dopo 7 giorni. Stato del problema: non confermato come risolto.`],
    ],
    f: ['unresolved'],
  },
  {
    id: 'GS-830', g: 'gs-unresolved-carta-verde', cat: 'documenti', s: 'carta verde per viaggio in Serbia',
    m: [
      ['c', `Ad agosto vado in Serbia in macchina e mi serve la carta verde. Nel sito c'è scritto di chiederla all'assistenza.`],
      ['a', `Buongiorno, ho inoltrato la richiesta all'ufficio emissioni, che la invierà all'indirizzo e-mail del profilo.`],
      ['c', `Parto tra 3 giorni e non è arrivato niente, nessuno mi risponde`],
      ['a', `Ho sollecitato di nuovo l'ufficio emissioni.`],
      ['s', `Ticket chiuso automaticamente dopo 14 giorni senza attività.`],
    ],
    f: ['unresolved'],
  },
];
