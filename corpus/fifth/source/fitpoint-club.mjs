// Fifth reference set, product "FitPoint Club" (booking app of a chain of gyms). Written by hand
// on 2026-12-01 (late afternoon), BLIND to the rules distiller: its rules, lexicons, cues,
// grouping and text helpers were never opened, nor the fourth set's tickets. Voices: gym-goers
// writing in a hurry from the changing room, a personal assistant writing on behalf of her
// manager, an HR office with a company agreement, a retired member, an English-speaking
// exchange student, a reply that is only "niente"; agents from the front desk (casual) and from
// head office (formal). Personal data invented (valid checksums). Never used for tuning: report
// its figures, never add its words to a lexicon. Format: see ../../corpus-heldout/source/fibra-casa.mjs.
export const product = 'FitPoint Club';
export const start = '2026-05-04T06:20:00Z';

export const tickets = [
  {
    id: 'FP-901', g: 'fp-corso-pieno', cat: 'prenotazioni', s: 'spinning sempre pieno',
    m: [
      ['c', `Lo spinning delle 19 è sempre COMPLETO, apro le prenotazioni a mezzanotte e dopo 2 minuti è già pieno. È normale??`],
      ['a', `Ciao! Sì, quel corso va a ruba. Quando è completo premi "Mettiti in lista d'attesa" e tieni attive le notifiche dell'app: se qualcuno disdice il posto ti viene assegnato in automatico fino a 2 ore prima e ti arriva l'avviso.`],
      ['c', `ieri ho fatto così e sono entrato alle 17, top`],
    ],
    sol: ["lista d'attesa", 'notifiche'],
  },
  {
    id: 'FP-902', g: 'fp-corso-pieno', cat: 'prenotazioni', s: 'Prenotazione corso pilates per il dott. Serra',
    m: [
      ['c', `Buongiorno, scrivo per conto del dott. Marco Serra, di cui sono l'assistente. Il dottore vorrebbe frequentare il pilates del giovedì alle 13 ma risulta sempre esaurito. Potete riservargli un posto fisso? Grazie.\n\nFederica Colombo\nSegreteria di Direzione`],
      ['a', `Buongiorno Federica, posti fissi purtroppo non ne riserviamo. Il dottore può però iscriversi con "Mettiti in lista d'attesa" dalla scheda del corso: con le notifiche attive riceve l'assegnazione del posto appena qualcuno rinuncia, fino a due ore prima della lezione.`],
      ['c', `La ringrazio, lo informo subito.`],
    ],
    sol: ["lista d'attesa", 'notifiche'],
  },
  {
    id: 'FP-903', g: 'fp-corso-pieno', cat: 'prenotazioni', s: 'class full',
    m: [
      ['c', `Hi, I am Erasmus student, the crossfit class is always "completo". How I can enter?`],
      ['a', `Hi! Try to book the class one week ahead, bookings open at midnight seven days before.`],
      ['c', `I tried, after 1 minute is full again`],
      ['a', `Ok, then use the waiting list: on the class page tap "Mettiti in lista d'attesa" and keep the app notifiche (notifications) on. When somebody cancels, the spot goes to you automatically up to 2 hours before and you get a push.`],
      ['c', `worked yesterday, thank you!`],
    ],
    sol: ["lista d'attesa", 'notifiche'], fail: ['one week ahead'],
  },
  {
    id: 'FP-904', g: 'fp-corso-pieno', cat: 'prenotazioni', s: 'lista',
    m: [
      ['c', `come funziona la lista di attesa? mi sono messa ma non so se sono entrata`],
      ['a', `Ciao, se sei in lista d'attesa e si libera un posto entri in automatico e ti arriva una notifica; controlla che le notifiche di FitPoint Club siano attive nelle impostazioni del telefono, altrimenti lo vedi solo in "Le mie prenotazioni".`],
    ],
    sol: ["lista d'attesa", 'notifiche'],
  },
  {
    id: 'FP-905', g: 'fp-qr-rifiutato', cat: 'accesso', s: 'tornello non mi fa entrare',
    m: [
      ['c', `il tornello legge il qr ma fa bip rosso. ci ho messo 10 min ad entrare, la ragazza alla reception mi ha aperto a mano`],
      ['a', `Ciao, capita quando si usa uno screenshot del QR: il codice cambia ogni 30 secondi, quindi quello salvato scade. Apri la schermata "Ingresso" dell'app con internet attivo e alza la luminosità al massimo prima di avvicinarlo al lettore.`],
      ['c', `era lo screenshot 🙈 oggi entrato al primo colpo`],
    ],
    sol: ['screenshot', 'luminosità'],
  },
  {
    id: 'FP-906', g: 'fp-qr-rifiutato', cat: 'accesso', s: 'QR NON VALIDO',
    m: [
      ['c', `Il lettore scrive "QR NON VALIDO – E31". Ho reinstallato l'app come mi hanno detto in reception`],
      ['c', `niente`],
      ['a', `Buongiorno, reinstallare non serve in questo caso. L'errore E31 indica un codice scaduto: il QR si rinnova ogni 30 secondi, per cui non va usato uno screenshot o la schermata lasciata aperta senza rete. Apra "Ingresso" un attimo prima del tornello, con dati o Wi-Fi attivi, e metta la luminosità al massimo.`],
      ['c', `Ok adesso va, grazie`],
    ],
    sol: ['screenshot', 'luminosità'],
  },
  {
    id: 'FP-907', g: 'fp-qr-rifiutato', cat: 'accesso', s: 'Fwd: problema ingresso',
    m: [
      ['c', `Vi giro il messaggio di mia moglie, l'abbonamento è a mio nome ma lo usa lei.\n\n-------- Messaggio inoltrato --------\nDa: Lucia\nA: Roberto\nil codice nella app non funziona al tornello, lo leggono ma resta rosso. gli chiedi tu?\n--------\nRoberto P.`],
      ['a', `Buongiorno Roberto, il QR va mostrato dall'app aperta sulla schermata "Ingresso" e non da uno screenshot, perché cambia ogni 30 secondi. Dica a sua moglie di aprirlo davanti al tornello con la connessione attiva e la luminosità al massimo. Ricordi che l'abbonamento è personale: per sua moglie serve un abbonamento a suo nome.`],
    ],
    sol: ['screenshot', 'luminosità'],
  },
  {
    id: 'FP-908', g: 'fp-qr-rifiutato', cat: 'accesso', s: 'qr',
    m: [
      ['c', `buongirono il qr mi da errore al tornelo tutte le matine, il pomerigio invece va. non capisco`],
      ['a', `Ciao, la mattina sei forse senza rete nello spogliatoio? Il QR si aggiorna ogni 30 secondi e senza connessione resta quello vecchio, come uno screenshot. Aprilo all'ingresso con i dati attivi e luminosità al massimo.`],
      ['c', `si il wifi del parcheggio si stacca. grazie ora lo so`],
    ],
    sol: ['screenshot', 'luminosità'],
  },
  {
    id: 'FP-909', g: 'fp-qr-mancante-certificato', cat: 'accesso', s: 'il qr non compare',
    m: [
      ['c', `nella sezione ingresso non c'è più il codice qr, c'è solo una scritta grigia "Accesso non disponibile"`],
      ['a', `Ciao, il QR sparisce quando il certificato medico è scaduto. Carica quello nuovo da Profilo → Documenti → "Carica certificato" (foto o PDF): dopo la verifica, di solito in giornata, il QR ricompare.`],
      ['c', `caricato stamattina e ora c'è`],
    ],
    sol: ['certificato medico', 'carica certificato'],
  },
  {
    id: 'FP-910', g: 'fp-qr-mancante-certificato', cat: 'accesso', s: 'Accesso non disponibile',
    m: [
      ['c', `Buongiorno, sono un socio di 74 anni, frequento la piscina di via Manzoni. Da ieri l'applicazione mi dice "Accesso non disponibile" e non so il motivo. Vi prego di aiutarmi, grazie di cuore.`],
      ['a', `Buongiorno e grazie a lei. Il motivo è il certificato medico, scaduto il 30 aprile. Quando avrà quello nuovo, lo può fotografare e caricare dall'applicazione: Profilo → Documenti → "Carica certificato". Se preferisce, lo porti alla reception e lo carichiamo noi.`],
      ['c', `Lo porterò in reception domani mattina. Molto gentili.`],
    ],
    sol: ['certificato medico', 'carica certificato'],
  },
  {
    id: 'FP-911', g: 'fp-qr-mancante-certificato', cat: 'accesso', s: 'non posso entrare',
    m: [
      ['c', `perche non vedo il codice per entrare? abbonamento pagato fino a dicembre`],
      ['a', `Buongiorno, l'abbonamento è attivo ma manca il certificato medico valido. Lo carichi in Profilo → Documenti → Carica certificato e il codice torna visibile dopo la verifica.`],
      ['c', `grazie`],
    ],
    sol: ['certificato medico', 'carica certificato'],
  },
  {
    id: 'FP-912', g: 'fp-disdetta', cat: 'abbonamento', s: 'disdire abbonamento',
    m: [
      ['c', `voglio disdire l abbonamento mensile ma non trovo il tasto`],
      ['a', `Ciao, non c'è un tasto "disdici": basta che disattivi il rinnovo. Abbonamento → Gestisci → "Disattiva rinnovo automatico", almeno 30 giorni prima della data di rinnovo. Fino alla scadenza puoi continuare a venire.`],
      ['c', `fatto, mi è arrivata la mail di conferma`],
    ],
    sol: ['disattiva rinnovo automatico', '30 giorni'],
  },
  {
    id: 'FP-913', g: 'fp-disdetta', cat: 'abbonamento', s: 'Recesso dal contratto',
    m: [
      ['c', `Con la presente comunico la volontà di recedere dal contratto di abbonamento annuale n. 55120, con effetto dalla prossima scadenza. Chiedo conferma scritta.`],
      ['a', `Gentile cliente, il recesso per la scadenza si registra dall'app o dal sito: Abbonamento → Gestisci → "Disattiva rinnovo automatico". Va fatto almeno 30 giorni prima del rinnovo, che per lei è il 1° luglio; al termine dell'operazione riceve la conferma scritta via e-mail.`],
      ['c', `Eseguito. Ho ricevuto la conferma.`],
    ],
    sol: ['disattiva rinnovo automatico', '30 giorni'],
  },
  {
    id: 'FP-914', g: 'fp-disdetta', cat: 'abbonamento', s: 'Re: cancellazione',
    m: [
      ['c', `Vi avevo mandato una mail il mese scorso per cancellarmi e oggi mi avete addebitato il rinnovo!\n\n> Da: me\n> Oggetto: cancellazione\n> non voglio più rinnovare, grazie`],
      ['a', `Buongiorno, la mail purtroppo non basta: la disdetta si fa in Abbonamento → Gestisci → "Disattiva rinnovo automatico", entro 30 giorni dal rinnovo. Le consiglio di farlo ora, così il prossimo non parte.`],
      ['c', `Fatto. Ma quello di oggi?`],
      ['a', `Quello di oggi resta valido fino a fine mese, può continuare a usare la palestra.`],
    ],
    sol: ['disattiva rinnovo automatico', '30 giorni'],
  },
  {
    id: 'FP-915', g: 'fp-sospensione', cat: 'abbonamento', s: 'mi sono rotto il polso',
    m: [
      ['c', `mi sono fratturato il polso, per 2 mesi niente palestra. perdo i soldi?`],
      ['a', `Mi dispiace! No, puoi congelare l'abbonamento: Abbonamento → Gestisci → "Sospendi", da 15 a 60 giorni, una volta all'anno. I giorni sospesi vengono aggiunti alla scadenza.`],
      ['c', `sospeso 60 giorni, grazie`],
    ],
    sol: ['sospendi', '60 giorni'],
  },
  {
    id: 'FP-916', g: 'fp-sospensione', cat: 'abbonamento', s: 'viaggio di lavoro',
    m: [
      ['c', `Salve, starò all'estero per lavoro 5 settimane a partire dal 10. Posso mettere in pausa l'abbonamento?`],
      ['a', `Salve, certo: dall'app Abbonamento → Gestisci → "Sospendi" e scelga le date (minimo 15, massimo 60 giorni, una volta per anno di abbonamento). La scadenza si sposta in avanti dello stesso numero di giorni.`],
    ],
    sol: ['sospendi', '60 giorni'],
  },
  {
    id: 'FP-917', g: 'fp-sospensione', cat: 'abbonamento', s: 'pausa abbonamento gravidanza',
    m: [
      ['c', `Sono incinta e il medico mi ha detto di fermarmi un po'. Posso bloccare l'abbonamento senza disdirlo?`],
      ['a', `Congratulazioni! Sì, dall'app: Abbonamento → Gestisci → "Disattiva rinnovo automatico"... no scusi, quella è la disdetta.`],
      ['a', `La voce giusta è "Sospendi", sempre in Abbonamento → Gestisci: può fermarlo da 15 fino a 60 giorni e i giorni vengono recuperati alla scadenza.`],
      ['c', `ok trovata, sospeso dal 1°`],
    ],
    sol: ['sospendi', '60 giorni'], fail: ['disattiva rinnovo automatico'],
  },
  {
    id: 'FP-918', g: 'fp-oneoff-prenotazione-persa', cat: 'prenotazioni', s: 'prenotazione sparita',
    m: [
      ['c', `avevo prenotato il personal trainer per sabato alle 10 e adesso la prenotazione non c'è più!! Ho pagato il pacchetto da 10 lezioni`],
      ['a', `Ciao, sabato notte un aggiornamento del calendario ha cancellato alcune prenotazioni. Ci ho pensato io: la lezione di sabato alle 10 con Davide è di nuovo nelle tue prenotazioni e il pacchetto risulta ancora da 10.`],
      ['c', `vista, grazie!`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'FP-919', g: 'fp-oneoff-convenzione', cat: 'abbonamento', s: 'Convenzione aziendale non applicata',
    m: [
      ['c', `Buongiorno, scrivo dall'ufficio del personale di Tessiture Brianza srl (P.IVA 03814720953). Tre nostri dipendenti si sono iscritti ma l'app non applica lo sconto della convenzione. I nominativi sono nell'elenco che vi avevamo mandato a marzo.`],
      ['a', `Buongiorno, l'elenco di marzo non era stato caricato nel nostro sistema. Gliel'ho caricato io e ho riapplicato a mano lo sconto ai tre abbonamenti; la differenza già pagata torna sulle loro carte.`],
      ['c', `Grazie, li informo.`],
    ],
    pii: [['PIVA', '03814720953']],
    f: ['oneoff'],
  },
  {
    id: 'FP-920', g: 'fp-oneoff-addebito-doppio', cat: 'abbonamento', s: 'doppio addebito',
    m: [
      ['c', `mi avete preso la quota mensile due volte il 3 giugno, 49,90 e 49,90. carta 5375140062187745`],
      ['a', `Buongiorno, confermo il doppio addebito. Il secondo è stato rimborsato dal nostro ufficio amministrativo sulla carta con cui ha pagato, lo vede entro qualche giorno.`],
      ['c', `ok ricevuto il rimborso oggi`],
    ],
    pii: [['CARTA', '5375140062187745']],
    f: ['oneoff'],
  },
  {
    id: 'FP-921', g: 'fp-oneoff-sede-sbagliata', cat: 'abbonamento', s: 'sede sbagliata',
    m: [
      ['c', `mi sono iscritto alla sede di Monza ma l app dice sede Lissone e non posso prenotare i corsi di Monza`],
      ['a', `Ciao, all'iscrizione era stata scelta la sede sbagliata. L'abbonamento te l'ho spostato su Monza dal gestionale: esci e rientra nell'app e vedi i corsi giusti.`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'FP-922', g: 'fp-concessione-mese-gratis', cat: 'abbonamento', s: 'piscina chiusa per un mese',
    m: [
      ['c', `La piscina è stata chiusa tutto maggio per lavori e io ho l'abbonamento solo piscina. Pago per niente?`],
      ['a', `Buongiorno, ha ragione. Per il disagio le viene concesso un mese gratuito: la scadenza del suo abbonamento è stata spostata dal 31 agosto al 30 settembre.`],
      ['c', `Grazie, corretto così.`],
    ],
    f: ['concession'],
  },
  {
    id: 'FP-923', g: 'fp-concessione-iscrizione', cat: 'abbonamento', s: 'quota di iscrizione',
    m: [
      ['c', `torno da voi dopo un anno, devo ripagare 30 euro di iscrizione? ero iscritta per 5 anni prima`],
      ['a', `Ciao! Di solito sì, ma visto che sei stata con noi cinque anni la quota di iscrizione ti viene abbuonata: al check-out dell'app vedrai 0 €.`],
      ['c', `che bello grazie!!`],
    ],
    f: ['concession'],
  },
  {
    id: 'FP-924', g: 'fp-concessione-rimborso-corso', cat: 'prenotazioni', s: 'corso annullato all ultimo',
    m: [
      ['c', `sono venuta apposta da Seregno per il corso di yoga delle 18 e l'hanno annullato senza avviso, e mi avete anche scalato l'ingresso dal carnet`],
      ['a', `Buonasera, ci scusiamo. L'ingresso le è stato riaccreditato sul carnet e, a titolo di cortesia, ne aggiungiamo uno omaggio.`],
      ['c', `grazie, almeno questo`],
    ],
    f: ['concession'],
  },
  {
    id: 'FP-925', g: 'fp-unresolved-armadietto', cat: 'accesso', s: 'armadietto smart non si apre',
    m: [
      ['c', `l'armadietto 118 non si apre col braccialetto, dentro ho le chiavi della macchina!!!`],
      ['a', `Ciao, prova ad appoggiare il braccialetto al centro del lettore per 3 secondi.`],
      ['c', `niente`],
      ['a', `Segnalo subito al personale in sede, la ricontatteremo.`],
      ['s', `Ticket chiuso automaticamente dopo 10 giorni senza attività.`],
    ],
    f: ['unresolved'],
  },
  {
    id: 'FP-926', g: 'fp-unresolved-app-crash', cat: 'prenotazioni', s: 'app si chiude',
    m: [
      ['c', `l'app si chiude appena apro il calendario dei corsi, iPhone 12 iOS aggiornato`],
      ['a', `Buongiorno, provi a cancellare l'app e installarla di nuovo dall'App Store.`],
      ['c', `fatto, si chiude uguale. non è servito`],
      ['a', `Grazie, abbiamo inoltrato la segnalazione agli sviluppatori.`],
      ['c', `ancora niente dopo una settimana`],
      ['s', `Ticket chiuso dall'operatore. Il cliente segnala che il problema persiste.`],
    ],
    f: ['unresolved'],
  },
  {
    id: 'FP-927', g: 'fp-unresolved-fattura', cat: 'abbonamento', s: 'fattura intestata',
    m: [
      ['c', `Mi serve la fattura dell'abbonamento annuale intestata alla mia partita iva, come faccio?`],
      ['a', `Buongiorno, per gli abbonamenti annuali la fattura la emette l'amministrazione centrale: ho girato la sua richiesta, la ricontatteremo appena pronta.`],
      ['c', `sono passate due settimane, nessuna fattura`],
      ['s', `Ticket chiuso automaticamente per inattività.`],
    ],
    f: ['unresolved'],
  },
];
