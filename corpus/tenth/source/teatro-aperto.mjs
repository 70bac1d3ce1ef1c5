// Tenth reference set, product "Teatro Aperto" (theatre and concert-hall ticketing app: seat map, reduced and
// subscription tickets, gift cards, QR at the entrance, date changes, cancelled shows, accessibility seats).
// Written blind on 2026-12-01 (late night): the distiller's rules, lexicons, cues, grouping and src/lib/text/
// were not opened, nor any other set's tickets.
// Voices: customer describing screenshots, machine-translated tourist, heavy abbreviations with lettered
// options, customer re-writing from another address, complaint about a box-office clerk mixed in, sarcastic
// thanks, association volunteer writing for members, forum remedy "is it safe?", lawyer in copy and review
// threat, three questions at once, confirmation days later, star rating and 👍🏻, formal and casual agents.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
// Near-miss pairs: TA-3401 / TA-3416 (QR refused: screenshot vs stale offline copy after a date change),
// TA-3414 / TA-3411 (gift card "non valido": promo-code field vs letters O/I that are digits).
export const product = 'Teatro Aperto';
export const start = '2026-11-09T08:00:00Z';
export const tickets = [
  { id: 'TA-3401', g: 'ta-qr-screenshot-dinamico', cat: 'accesso', s: `QR rifiutato all'ingresso, guardate l'immagine`,
    m: [
      ['c', `[immagine allegata] Come vedete qui, questo è il biglietto per Il berretto a sonagli di sabato sera. È lo stesso QR che ho mostrato alla porta, eppure il lettore diventava rosso.
[seconda immagine allegata] Qui invece si vede lo schermo del lettore della maschera, c'è scritto "Codice scaduto". Scaduto cosa, se lo spettacolo era proprio quella sera? Alla fine ci hanno fatto entrare controllando il documento, ma dopo dieci minuti in piedi al freddo.`],
      ['a', `Buongiorno, grazie per le immagini, sono state molto utili. Dalla prima si capisce che si tratta di uno screenshot salvato in galleria: i QR di Teatro Aperto sono dinamici e si rinnovano ogni 30 secondi, proprio per impedire che vengano copiati e rivenduti, quindi la foto del codice dopo pochi secondi risulta "scaduta" al lettore.
Le prossime volte apra il biglietto direttamente nell'app, da I miei biglietti > Mostra all'ingresso. Se teme di non avere campo in teatro, il giorno prima tocchi "Salva offline" nella scheda del biglietto: il codice continua a rinnovarsi anche senza connessione. Ci scusiamo per l'attesa.`],
      ['c', `👍🏻`],
    ],
    sol: ['mostra all\'ingresso', 'salva offline'] },

  { id: 'TA-3402', g: 'ta-ridotto-verifica-eta', cat: 'account', s: 'Ridotto Under 26 non selezionabile',
    m: [
      ['c', `Buonasera, ho 23 anni e sto provando a comprare due biglietti ridotti Under 26 per Le nozze di Figaro del 28 novembre, uno per me e uno per la mia coinquilina che ne ha 22. Nella scelta della tariffa la voce Under 26 è grigia e sotto c'è scritto "Tariffa non disponibile per il tuo profilo". Come faccio?`],
      ['a', `Buonasera Giulia, per prima cosa provi ad aggiornare l'app all'ultima versione dal suo store: alcune tariffe sono arrivate con l'aggiornamento di ottobre e le versioni precedenti non le mostrano correttamente. Mi faccia sapere.`],
      ['c', `Vi riscrivo da un altro indirizzo, giulia.colombo2003@gmail.com, perché quello con cui ho aperto la richiesta è la mail dell'università e le vostre risposte mi arrivano a giorni alterni. Riassumo tutto da capo così non dovete cercare: account intestato a Giulia Colombo, codice fiscale CLMGLI03A41H501D; voglio due ridotti Under 26 per Le nozze di Figaro del 28 novembre; la tariffa Under 26 è grigia con la scritta "Tariffa non disponibile per il tuo profilo". Ho aggiornato l'app come mi avete detto (versione 5.3.1, l'ultima) e ho anche riavviato il telefono: niente, sempre grigia.`],
      ['a', `Grazie del riepilogo, così è chiarissimo. L'aggiornamento non bastava perché sul suo profilo l'età non è ancora verificata, e le tariffe ridotte si sbloccano solo dopo questo passaggio. Vada su Profilo > Agevolazioni > Verifica età e inserisca il suo codice fiscale: la data di nascita viene ricavata da lì e la verifica è immediata. Per il biglietto della sua coinquilina, al momento dell'acquisto l'app le chiederà nome e data di nascita della persona che lo userà. D'ora in poi le rispondiamo al nuovo indirizzo.`],
      ['c', `Fatto, verificata in due secondi e adesso Under 26 si seleziona. Comprati tutti e due. Grazie!`],
    ],
    sol: ['verifica età'], fail: ['aggiornare l\'app'],
    pii: [['EMAIL', 'giulia.colombo2003@gmail.com'], ['CF', 'CLMGLI03A41H501D']] },

  { id: 'TA-3403', g: 'ta-abbonamento-da-associare', cat: 'account', s: 'Abb. turno B non riconosciuto in app',
    m: [
      ['c', `Salve. Abb. 8 spett. stag. 26/27 turno B (dom. pom.), acq. al bott. il 3/10, pag. bancomat. In app sez. Abbonamenti: "nessun abb. attivo". Se provo a prenot. Traviata 22/11 mi propone solo intero 48 € o rid. Nessuna mail conf. abb. Tessera cartacea ok, cod. sul retro. Che faccio? Grazie. R.M.`],
      ['a', `Buongiorno, grazie per i dettagli. Gli abbonamenti acquistati al botteghino non compaiono da soli nell'app: vanno collegati all'account. A seconda della sua situazione:
a) se ha la tessera cartacea, vada su Profilo > Abbonamenti > Associa abbonamento e inserisca il codice tessera di 12 caratteri stampato sul retro;
b) se il codice risulta "già associato", ci scriva l'indirizzo e-mail lasciato al botteghino e controlliamo a quale account è finito;
c) se al botteghino le hanno dato solo la ricevuta senza tessera, deve ripassare dalla cassa a ritirarla, perché senza codice l'abbonamento non si può collegare.
Mi dica qual è il suo caso.`],
      ['c', `La a). Cod. inserito, abb. comparso, Traviata prenot. a 0 €. Ok.`],
    ],
    sol: ['associa abbonamento'] },

  { id: 'TA-3404', g: 'ta-carta-regalo-nel-campo-promo', cat: 'pagamenti', s: 'La carta regalo non funziona',
    m: [
      ['c', `Mi hanno regalato una carta regalo Teatro Aperto da 100 euro per il compleanno. Al momento di pagare inserisco il codice nella casella "Hai un codice?" del carrello e mi risponde "Codice promozionale non valido". L'ho ricopiato tre volte, carattere per carattere. È una truffa o cosa?`],
      ['a', `Ciao Marco, nessuna truffa, tranquillo: la casella del carrello serve solo per i codici promozionali delle campagne sconto, mentre le carte regalo si usano come forma di pagamento. Vai avanti con l'acquisto senza scrivere nulla nel carrello; nella pagina di pagamento, tra i metodi di pagamento, scegli "Carta regalo" e lì inserisci codice e PIN (il PIN è sotto la banda argentata da grattare). Se i biglietti costano meno di 100 euro, il saldo che avanza resta sulla carta per il prossimo acquisto.`],
      ['c', `Funziona. Grazie davvero, geniale mettere due caselle per i codici in due pagine diverse e far scoprire quale sia quella giusta solo a chi scrive all'assistenza. Comunque biglietti presi.`],
    ],
    sol: ['metodi di pagamento'] },

  { id: 'TA-3405', g: 'ta-posti-accessibili-filtro', cat: 'configurazione', s: 'Posti per carrozzina non visibili - Associazione Ruote Libere',
    m: [
      ['c', `Buongiorno, sono Anna Ferri, volontaria dell'associazione Ruote Libere APS. Organizzo le uscite culturali dei nostri soci e sto cercando di prenotare per tre di loro, in carrozzina, il concerto dell'Orchestra Giovanile del 6 dicembre all'Auditorium del Parco. Sul sito dell'Auditorium leggo che in platea ci sono sei postazioni per carrozzina con posto per l'accompagnatore, ma nella mappa dei posti dell'app vedo solo poltrone normali, nessuna postazione. Sono già esaurite? Se sì, ci sono alternative? I soci hanno ciascuno il proprio account, ma di solito prenoto io dal mio telefono per tutti. Grazie per l'attenzione.`],
      ['a', `Gentile Anna, grazie per averci scritto. Le postazioni non sono esaurite: in questo momento ne risultano libere cinque su sei. Nella mappa dei posti restano nascoste finché non si attiva il filtro apposito. Ecco come fare:
1. aprite la mappa dei posti del concerto;
2. toccate l'icona Filtri in alto a destra;
3. attivate la voce "Posti accessibili".
Le postazioni per carrozzina compaiono in azzurro e, quando ne selezionate una, l'app aggiunge in automatico il posto accompagnatore accanto, gratuito. Può prenotare dal suo telefono anche per i soci: al pagamento le verrà chiesto il nome di ciascun partecipante.`],
      ['c', `Perfetto, adesso le vedo. Stasera prenoto per tutti e tre, poi vi faccio sapere.`],
      ['c', `Buongiorno, vi riscrivo dopo il concerto, come promesso. Ho prenotato le tre postazioni con accompagnatore senza alcun problema e sabato sera è andato tutto bene, anche all'ingresso. I soci ringraziano, e per le prossime uscite sappiamo come fare.
Anna Ferri – Ruote Libere APS`],
    ],
    sol: ['posti accessibili'] },

  { id: 'TA-3406', g: 'ta-annullato-scegli-rimborso', cat: 'pagamenti', s: 'Concerto annullato: pretendo il rimborso, non un voucher',
    m: [
      ['c', `Spett.le Teatro Aperto, e p.c. Avv. Stefano Lodi, che legge in copia.
Il concerto del Quartetto Atlante del 12 novembre al Teatro Comunale è stato annullato il giorno stesso. Avevo pagato con carta due biglietti, 76 euro in tutto. Invece del rimborso mi sono ritrovato un voucher da 76 euro che non ho chiesto e che non intendo usare. Vi do tre giorni per restituirmi il denaro, dopodiché procederò con il mio legale e lascerò una recensione che descriva esattamente come trattate i clienti.
Distinti saluti, Franco Belli`],
      ['a', `Gentile sig. Belli, comprendiamo il disappunto per l'annullamento. Il voucher viene emesso in automatico per tutti gli acquirenti, ma non è l'unica possibilità: entro 14 giorni dall'annullamento ciascun acquirente può scegliere il rimborso in denaro. Per farlo apra I miei biglietti, selezioni il concerto annullato, tocchi "Scegli rimborso" e poi "Rimborso sul metodo di pagamento". Il voucher viene disattivato e i 76 euro tornano sulla carta usata per l'acquisto, di norma in 5-10 giorni lavorativi a seconda della banca. Nel suo caso può farlo fino al 26 novembre. Restiamo a disposizione, anche del suo legale, per qualsiasi chiarimento.`],
      ['c', `Fatto. Mi compare "Rimborso in lavorazione". Se entro dieci giorni i soldi sono sul conto, la recensione non la scrivo. Ho avvisato anche l'avvocato.`],
    ],
    sol: ['scegli rimborso'] },

  { id: 'TA-3407', g: 'ta-qr-copia-offline-dopo-cambio-data', cat: 'accesso', s: 'Cambiata la data ma il biglietto offline è ancora quello vecchio',
    m: [
      ['c', `Ciao, ho spostato il mio biglietto di Sei personaggi in cerca d'autore dal 14 al 21 novembre con la funzione Cambia data, pagando la differenza. La mail di conferma dice 21 novembre, ma quando apro il biglietto senza rete vedo ancora il 14 e un QR che immagino sia quello vecchio. Su un forum di appassionati ho letto che bisogna andare nelle impostazioni del telefono e cancellare i dati dell'app Teatro Aperto. È una cosa sicura? Ho paura di perdere tutti i biglietti della stagione.`],
      ['a', `Ciao Elena, non serve cancellare i dati dell'app e ti sconsiglio di farlo: i biglietti non si perdono, perché stanno nel tuo account, ma perderesti le copie offline di tutti gli altri spettacoli e dovresti rifarle una per una. Il problema riguarda solo la copia offline di quel biglietto, salvata prima del cambio data, che non si aggiorna da sola. Apri il biglietto, tocca i tre puntini in alto e scegli "Elimina copia offline"; poi, con la connessione attiva, tocca di nuovo "Salva offline". Vedrai la data giusta e il QR nuovo. Quello del 14 è stato annullato con il cambio data, quindi all'ingresso non funzionerebbe.`],
      ['c', `Fatto così, ora c'è il 21. Meno male che ho chiesto prima di cancellare tutto, grazie.`],
    ],
    sol: ['elimina copia offline'] },

  { id: 'TA-3408', g: 'ta-email-errata-biglietti-non-arrivati', cat: 'account', s: 'Biglietti mai arrivati per e-mail',
    m: [
      ['c', `Salve, ieri sera ho comprato due biglietti per Il lago dei cigni del 30 novembre. L'addebito sulla carta c'è, ma la mail con i biglietti non è mai arrivata, nemmeno nello spam. Non uso l'app, ho comprato dal sito. Il mio indirizzo è lucia.marangon@gmail.com.
Lucia Marangon`],
      ['a', `Gentile sig.ra Marangon, ho verificato l'ordine: è andato a buon fine, ma nell'indirizzo registrato sul suo account c'era scritto "gmial" al posto di "gmail", per questo la mail non le è mai arrivata. Ho corretto io l'indirizzo dal nostro pannello e le ho appena rinviato i due biglietti. Li trova anche nell'area personale del sito, alla voce Ordini.`],
      ['c', `Arrivati. Grazie mille, non me ne sarei mai accorta.`],
    ],
    f: ['oneoff'],
    pii: [['EMAIL', 'lucia.marangon@gmail.com']] },

  { id: 'TA-3409', g: 'ta-ridotto-verifica-eta', cat: 'account', s: 'Ridotto Over 65 e un cassiere maleducato',
    m: [
      ['c', `Buongiorno. Vi scrivo per due ragioni, e la prima è il cassiere del botteghino del Teatro Comunale, quello alto con gli occhiali, che sabato mattina davanti a tutta la fila mi ha risposto che "se non so usare l'app non è colpa sua". Non mi è piaciuto per niente: ho 72 anni, ho lavorato quarant'anni allo sportello e so come si trattano le persone.
La seconda ragione è proprio quella per cui ero andato: nell'app non riesco a comprare il biglietto ridotto Over 65 per il Rigoletto, la tariffa c'è ma è grigia. Sono Giovanni Ferrero, codice fiscale FRRGNN54C11L219I, se vi serve per controllare.`],
      ['a', `Buongiorno sig. Ferrero, mi dispiace molto per come è stato trattato: ho girato la sua segnalazione al responsabile del botteghino del Comunale, che è gestito da una società diversa dalla nostra ma con cui lavoriamo ogni giorno. Per la tariffa, provi intanto a svuotare la cache dell'app (Impostazioni del telefono > App > Teatro Aperto > Memoria > Svuota cache) e poi la riapra.`],
      ['c', `Ho svuotato la cache con l'aiuto di mio nipote. È ancora grigia.`],
      ['a', `Grazie di aver provato, e mi scusi per il giro in più. Ho guardato meglio il suo profilo: la tariffa Over 65 richiede che l'età sia verificata, e sul suo account la verifica non risulta ancora fatta. Basta poco: apra Profilo, poi Agevolazioni, poi Verifica età, e scriva il codice fiscale che ci ha mandato. La verifica è immediata e da quel momento la tariffa ridotta si può scegliere.`],
      ['c', `Adesso funziona, ho preso due ridotti per il Rigoletto: uno per me e uno per mia moglie, che ha fatto la stessa cosa dal suo telefono. Per il cassiere aspetto di sapere cosa vi rispondono.`],
    ],
    sol: ['verifica età'], fail: ['svuotare la cache'],
    pii: [['CF', 'FRRGNN54C11L219I']] },

  { id: 'TA-3410', g: 'ta-qr-screenshot-dinamico', cat: 'accesso', s: 'Biglietto non accettato alla porta del concerto',
    m: [
      ['c', `Buona sera. Io sono turista da Olanda e ieri io ho avuto il biglietto per il concerto al Auditorium del Parco. Alla porta la signora ha scansionato il mio telefono ma la macchina ha detto rosso. Io avevo fatto una fotografia dello schermo del biglietto nel albergo, perché il mio internet di telefono non funziona in Italia. Dopo 15 minuti un uomo ha controllato il mio passaporto e io potevo entrare, ma ho perduto il primo pezzo di musica. Domenica io vado ancora al teatro con mia moglie. Come io devo fare per non avere lo stesso problema? Grazie per la vostra aiuto.`],
      ['a', `Buonasera, ci dispiace per l'inconveniente. La fotografia dello schermo non funziona perché il codice QR dei nostri biglietti cambia ogni 30 secondi: una foto diventa vecchia quasi subito. Il modo corretto è questo, e funziona anche senza internet:
1. in albergo, con il wi-fi, apra l'app e vada in I miei biglietti;
2. apra il biglietto di domenica e tocchi "Salva offline";
3. alla porta del teatro apra il biglietto nell'app e tocchi "Mostra all'ingresso".
Il codice si aggiorna da solo anche senza connessione. Buona serata a lei e a sua moglie.`],
      ['c', `Grazie mille! Domenica tutto è andato bene, il telefono ha detto verde. Buona giornata da Olanda.`],
    ],
    sol: ['salva offline', 'mostra all\'ingresso'] },

  { id: 'TA-3411', g: 'ta-carta-regalo-lettere-o-i', cat: 'pagamenti', s: 'Carta regalo: codice non valido al pagamento',
    m: [
      ['c', `Buongiorno, sto pagando due biglietti per Lo schiaccianoci con una carta regalo che mi ha dato mia sorella. Sono già nella pagina di pagamento, ho scelto Carta regalo come metodo, inserisco codice e PIN e mi risponde "Carta regalo non valida". Il codice stampato è TA7O-KQ2O-M4IX e il PIN è di 4 cifre. Cosa sbaglio?`],
      ['a', `Buongiorno, il punto in cui lo inserisce è quello giusto. Il problema è nel codice: nelle nostre carte regalo non compaiono mai le lettere O e I, proprio per non confonderle con i numeri. Quelle che sul cartoncino sembrano O sono degli zero e quella che sembra una I è un uno. Provi a scrivere TA70-KQ20-M41X, con lo zero e l'uno.`],
      ['c', `Era quello, con lo zero è passato. Il carattere del cartoncino non aiuta, ma grazie.`],
    ],
    sol: ['zero'] },

  { id: 'TA-3412', g: 'ta-abbonamento-da-associare', cat: 'account', s: `Il mio abbonamento non compare nell'app`,
    m: [
      ['c', `Buongiorno, a settembre ho rinnovato al botteghino del Teatro Comunale il mio abbonamento alla stagione di prosa (turno A, venerdì sera). L'anno scorso lo vedevo nell'app e prenotavo lì i posti; quest'anno l'app dice che non ho nessun abbonamento e per prenotare mi chiede di pagare. Ho già provato a uscire e rientrare nell'account.
Carla Rota`],
      ['a', `Buongiorno sig.ra Rota, a volte con il cambio di stagione l'app conserva dati vecchi: le chiedo di disinstallarla e reinstallarla, poi di accedere di nuovo con le sue credenziali. Di solito l'abbonamento ricompare.`],
      ['c', `Reinstallata e rientrata, niente da fare: la sezione Abbonamenti è vuota come prima.`],
      ['a', `Grazie per la pazienza. Ho controllato meglio: il rinnovo al botteghino genera una tessera nuova con un codice nuovo, che non viene collegata in automatico all'account della stagione passata. Va associata una volta sola, così:
1. apra Profilo > Abbonamenti;
2. tocchi "Associa abbonamento";
3. inserisca il codice tessera di 12 caratteri stampato sul retro della tessera nuova;
4. confermi.
Da quel momento l'abbonamento compare e può prenotare senza pagare i posti degli spettacoli del turno A.`],
      ['c', `Ecco, adesso c'è. Potevano dirmelo al botteghino, però. Grazie.`],
    ],
    sol: ['associa abbonamento'], fail: ['reinstallarla'] },

  { id: 'TA-3413', g: 'ta-mappa-posti-bianca-android', cat: 'guasto', s: 'Mappa dei posti bianca, non riesco a scegliere il posto',
    m: [
      ['c', `Da qualche giorno, quando arrivo alla scelta del posto, la mappa resta bianca, si vede solo la rotellina che gira e dopo un po' l'app si chiude. Ho un Samsung Galaxy A12 con Android 11. Su un altro telefono con lo stesso account funziona.`],
      ['a', `Buongiorno, la mappa dei posti usa un componente di Android che si chiama Android System WebView: se non è aggiornato, su alcuni telefoni la mappa resta bianca. Apra il Play Store, cerchi "Android System WebView" e tocchi Aggiorna; faccia lo stesso con Google Chrome. Poi riavvii il telefono e riprovi.`],
      ['c', `Aggiornati tutti e due e riavviato. Stessa cosa: bianca e poi si chiude.`],
      ['a', `Grazie per la prova. A questo punto non dipende dalle impostazioni del suo telefono: ho passato la segnalazione, con modello e versione di Android, al nostro team tecnico, che sta raccogliendo casi simili. Appena ci sarà una correzione la avviseremo. Nel frattempo può scegliere il posto dal sito, con lo stesso account.`],
      ['n', `Bug mappa posti su Android 11 / Galaxy A12: quinto caso questa settimana, WebView aggiornata non cambia nulla. Nessuna data di rilascio della correzione.`],
      ['c', `Il sito dal telefono mi rimanda all'app e il computer non ce l'ho. Aspetto.`],
      ['s', `Ticket chiuso automaticamente dopo 10 giorni senza attività.`],
    ],
    f: ['unresolved'], fail: ['webview'] },

  { id: 'TA-3414', g: 'ta-carta-regalo-nel-campo-promo', cat: 'pagamenti', s: 'Codice carta regalo non valido',
    m: [
      ['c', `Salve, ho una carta regalo Teatro Aperto da 50 euro ricevuta lo scorso Natale dai colleghi. Quando metto il codice mi esce "codice non valido". Ho controllato e non è scaduta, vale fino a dicembre 2027.`],
      ['a', `Buongiorno, grazie per la segnalazione. Prima di tutto una domanda: il codice lo inserisce nel carrello, nel campo "Hai un codice?", oppure nella pagina di pagamento?`],
      ['c', `Nel carrello, sotto il totale. C'è scritto "Hai un codice?", mi sembrava ovvio.`],
      ['a', `Grazie, il punto è proprio quello. Il campo del carrello accetta solo i codici promozionali, per questo la carta risulta "non valida". Vada avanti senza inserire nulla; nella pagina successiva, tra i metodi di pagamento, trova "Carta regalo": selezioni quella voce e inserisca codice e PIN. Se l'importo supera i 50 euro, la differenza si paga con un secondo metodo a scelta.`],
      ['c', `★★★★★`],
    ],
    sol: ['metodi di pagamento'] },

  { id: 'TA-3415', g: 'ta-annullato-scegli-rimborso', cat: 'pagamenti', s: 'Spettacolo annullato, mi avete dato un buono',
    m: [
      ['c', `Ciao, lo spettacolo della Compagnia dei Sette del 18 novembre è stato annullato (ho ricevuto la mail) e nell'app al posto del biglietto ora c'è un "buono da 32 euro". Io però vorrei indietro i soldi: a teatro ci vado poco e non so se lo userò. Si può?`],
      ['a', `Ciao Davide! Sì, si può: il buono è la soluzione automatica, ma hai 14 giorni dall'annullamento per chiedere i soldi. In app vai in I miei biglietti, apri lo spettacolo annullato e tocca "Scegli rimborso", poi "Rimborso sul metodo di pagamento". Il buono sparisce e i 32 euro tornano sulla carta con cui hai pagato entro una decina di giorni lavorativi.`],
      ['c', `Grazie mille!`],
    ],
    sol: ['scegli rimborso'] },

  { id: 'TA-3416', g: 'ta-qr-copia-offline-dopo-cambio-data', cat: 'accesso', s: 'QR non valido dopo aver cambiato la data',
    m: [
      ['c', `Buongiorno, ho cambiato la data della Bohème dal 12 al 19 dicembre. Nell'app il biglietto che vedo è ancora del 12, con lo stesso QR di prima: non vorrei che all'ingresso mi dicessero che non è valido. La mail di conferma del cambio dice 19.`],
      ['a', `Buongiorno, provi a uscire dall'account e rientrare: l'app scarica di nuovo i biglietti aggiornati.`],
      ['c', `Niente, sono uscito e rientrato due volte e il biglietto dice sempre 12 dicembre.`],
      ['a', `Grazie per aver provato. Se dopo l'accesso vede ancora il 12, sta guardando la copia offline salvata prima del cambio, che non viene sostituita da sola. Apra il biglietto, tocchi i tre puntini in alto a destra, scelga "Elimina copia offline" e poi, con la connessione attiva, tocchi "Salva offline". Comparirà il biglietto del 19 con il QR nuovo; quello del 12 è già stato annullato.`],
      ['c', `ok ora sì, 19 dicembre`],
    ],
    sol: ['elimina copia offline'], fail: ['uscire dall\'account'] },

  { id: 'TA-3417', g: 'ta-carta-regalo-mail-cancellata', cat: 'pagamenti', s: 'Carta regalo persa, ho cancellato la mail',
    m: [
      ['c', `Buonasera, mia zia mi ha regalato una carta regalo Teatro Aperto da 80 euro, comprata sul vostro sito e fatta inviare alla mia mail. Io per sbaglio ho cancellato la mail e ho svuotato il cestino. Mia zia non ha più la ricevuta, ma ha l'addebito sull'estratto conto del 2 novembre. Si può recuperare il codice?`],
      ['a', `Buonasera, in genere sì: per sicurezza però dobbiamo verificare l'acquisto con la persona che l'ha pagato. Ho inoltrato la richiesta all'ufficio amministrativo con i dati che ci ha dato: la ricontatteranno loro entro 48 ore per le verifiche e per rimandarle il codice.`],
      ['c', `Sono passati cinque giorni e non mi ha contattato nessuno, e nemmeno mia zia ha ricevuto niente. Qualcuno mi può rispondere?`],
      ['s', `Il ticket è stato chiuso automaticamente per inattività.`],
    ],
    f: ['unresolved'] },

  { id: 'TA-3418', g: 'ta-ridotto-verifica-eta', cat: 'account', s: 'Non posso prendere il ridotto studenti',
    m: [
      ['c', `Salve, sono uno studente di 24 anni. Volevo prendere il biglietto Under 26 per il concerto di Capodanno ma l'app non me lo fa scegliere, dice "tariffa non disponibile per il tuo profilo". Eppure quando mi sono registrato ho messo la data di nascita giusta. Grazie, Paolo`],
      ['a', `Ciao Paolo, la data di nascita scritta alla registrazione non basta: per le tariffe ridotte l'età deve essere verificata. Vai su Profilo > Agevolazioni > Verifica età e inserisci il tuo codice fiscale. La verifica è immediata; poi torna all'acquisto e la tariffa Under 26 sarà selezionabile. Porta un documento all'ingresso, perché le maschere possono chiederlo.`],
    ],
    sol: ['verifica età'] },

  { id: 'TA-3419', g: 'ta-posti-accessibili-filtro', cat: 'configurazione', s: 'Dove sono finiti i posti per disabili nella mappa?',
    m: [
      ['c', `L'anno scorso nella mappa della Sala Verdi c'erano le postazioni per carrozzina, segnate con il simbolo. Quest'anno per il Don Giovanni non le vedo più. Le avete tolte? Sono in carrozzina e vado sempre con mio marito come accompagnatore.
Rosa Cattaneo`],
      ['n', `Dalla 5.2 i posti accessibili sono nascosti di default nella mappa e si accendono dal filtro. Terza segnalazione di questo tipo: chiesto al prodotto di renderli sempre visibili.`],
      ['a', `Buongiorno sig.ra Cattaneo, le postazioni ci sono ancora, ci scusi per la confusione: con l'ultimo aggiornamento dell'app sono finite dentro un filtro. Nella mappa dei posti tocchi "Filtri" in alto a destra e attivi "Posti accessibili": le postazioni per carrozzina compaiono in azzurro e, quando ne sceglie una, il posto accompagnatore accanto viene aggiunto gratis.`],
      ['c', `Trovate, grazie. Però nasconderle non è stata una bella idea.`],
    ],
    sol: ['posti accessibili'] },

  { id: 'TA-3420', g: 'ta-qr-screenshot-dinamico', cat: 'accesso', s: 'Screenshot del biglietto non letto al Teatro Verdi',
    m: [
      ['c', `Ieri sera al Teatro Verdi il lettore non ha letto lo screenshot del mio biglietto, mi hanno fatto entrare solo dopo aver controllato il documento. Sabato ci torno per un altro spettacolo. In teatro il telefono non prende quasi mai, per questo faccio lo screenshot: come evito di restare fuori?`],
      ['a', `Buongiorno, lo screenshot non può funzionare perché il QR dei biglietti cambia ogni 30 secondi. Visto che in sala il segnale è scarso, la soluzione più comoda è aggiungere il biglietto al wallet del telefono: apra il biglietto nell'app e tocchi "Aggiungi a Apple Wallet" su iPhone oppure "Aggiungi a Google Wallet" su Android. Il biglietto nel wallet genera il codice aggiornato anche senza rete e si apre dalla schermata di blocco, senza nemmeno entrare nell'app.`],
      ['c', `Aggiunto a Google Wallet, vediamo sabato.`],
      ['c', `Vi scrivo per chiudere il cerchio: sabato al Verdi ho aperto il biglietto dal Wallet e il lettore l'ha preso al primo colpo. Grazie.`],
    ],
    sol: ['wallet'], f: ['conflict'] },

  { id: 'TA-3421', g: 'ta-ordine-ospite-non-in-app', cat: 'account', s: `Ho comprato dal sito ma nell'app non c'è niente`,
    m: [
      ['c', `Buongiorno, ho comprato tre biglietti per Pinocchio, per i miei figli, dal vostro sito senza registrarmi perché andavo di fretta. Adesso ho scaricato l'app e mi sono registrato con la stessa mail, ma in I miei biglietti non c'è niente. Mi servono nell'app perché non ho la stampante.`],
      ['a', `Buongiorno, gli acquisti fatti come ospite non vengono collegati in automatico a un account creato dopo. Ho controllato: l'ordine n. 58213 è stato fatto con la stessa mail con cui si è registrato, quindi l'ho collegato io al suo account dal nostro gestionale. Chiuda e riapra l'app: i tre biglietti dovrebbero comparire in I miei biglietti.`],
      ['c', `Ci sono tutti e tre. Grazie.`],
    ],
    f: ['oneoff'] },

  { id: 'TA-3422', g: 'ta-annullato-scegli-rimborso', cat: 'pagamenti', s: 'Rimborso spettacolo annullato, non ho lo smartphone',
    m: [
      ['c', `Buongiorno, sono Maria Grazia Conti. Il balletto del 20 novembre è stato annullato e mi è arrivata una mail che parla di un buono. I biglietti li avevo comprati dal computer di mia figlia: io non ho lo smartphone e non uso l'app. Vorrei indietro i soldi, sono due biglietti da 40 euro. Come posso fare?`],
      ['a', `Gentile sig.ra Conti, può ottenere il rimborso anche senza app. Per lei il modo più semplice è passare al botteghino del Teatro Comunale (aperto dal martedì al sabato, dalle 10 alle 18) entro 14 giorni dall'annullamento, con la mail del buono, stampata o sul telefono di sua figlia, e un documento d'identità: al botteghino annullano il buono e le restituiscono gli 80 euro, in contanti oppure sulla carta con cui erano stati pagati.`],
      ['c', `Sono andata al botteghino stamattina e in cinque minuti mi hanno restituito gli 80 euro in contanti. Grazie per le indicazioni.`],
    ],
    sol: ['botteghino'], f: ['conflict'] },

  { id: 'TA-3423', g: 'ta-abbonamento-da-associare', cat: 'account', s: 'Codice della tessera abbonamento illeggibile',
    m: [
      ['c', `Salve, ho comprato al botteghino l'abbonamento alla stagione concertistica e mi hanno detto di associarlo nell'app con il codice sul retro della tessera. Il problema è che il codice è stampato malissimo: le ultime quattro cifre sono sbiadite e non si leggono. Ho provato varie combinazioni e l'app mi dice "codice non valido". Non vorrei dover tornare al botteghino, abito a 40 km.`],
      ['n', `Lotto di tessere di ottobre con stampa difettosa, già segnalato dal Comunale. Trovato l'abbonamento per nome e data d'acquisto (AB-2611-0473), lo associo a mano all'account.`],
      ['a', `Buongiorno, non si preoccupi, non deve tornare al botteghino: alcune tessere emesse a ottobre hanno avuto problemi di stampa. Ho ritrovato il suo abbonamento con il nome e la data di acquisto e l'ho associato io al suo account. Chiuda e riapra l'app: in Profilo > Abbonamenti dovrebbe già vederlo. Se le capita di passare in teatro, al botteghino possono ristamparle la tessera, ma per usare l'abbonamento nell'app non le serve.`],
      ['c', `Visto, c'è. Grazie per avermi risparmiato il viaggio.`],
    ],
    f: ['oneoff'] },

  { id: 'TA-3424', g: 'ta-codice-sms-non-arriva', cat: 'accesso', s: 'Non mi arriva il codice SMS per entrare',
    m: [
      ['c', `Buongiorno, quando provo ad accedere all'app mi chiede il codice che mandate via SMS, ma l'SMS non arriva mai. Il numero registrato è +39 347 218 5590 ed è giusto. Ho provato a richiederlo cinque volte.`],
      ['a', `Buongiorno, verifichi per cortesia che il telefono non blocchi i messaggi da mittenti sconosciuti (su alcuni modelli finiscono nella cartella Spam dei messaggi) e aspetti almeno 60 secondi tra una richiesta e l'altra: dopo tre tentativi ravvicinati il sistema sospende l'invio per 15 minuti.`],
      ['c', `Controllato, nessun messaggio bloccato, e ho aspettato anche mezz'ora. Non arriva niente.`],
      ['a', `Grazie. Ho segnalato il suo numero al reparto tecnico per un controllo con il fornitore degli SMS: la ricontatteremo appena avremo una risposta.`],
      ['n', `Inoltrato al tecnico. Possibile blocco dell'operatore sul mittente alfanumerico, da verificare.`],
      ['c', `Dopo una settimana ancora niente, né SMS né risposte. Ho comprato i biglietti al botteghino, lasciate stare.`],
    ],
    f: ['unresolved'],
    pii: [['TELEFONO', '+39 347 218 5590']] },

  { id: 'TA-3425', g: 'ta-carta-regalo-nel-campo-promo', cat: 'pagamenti', s: 'Buono regalo rifiutato',
    m: [
      ['c', `Non riesco a usare la carta regalo che ho comprato per mio padre, gli dice che non è valida. Lui si è arrabbiato e pensa che l'abbia pagata per niente.`],
      ['a', `Buongiorno, per capire meglio le chiedo tre cose: 1) dove inserisce il codice, nel carrello o nella pagina di pagamento? 2) qual è il messaggio esatto che compare? 3) si tratta di una carta regalo acquistata sul nostro sito o di un buono ricevuto per uno spettacolo annullato?`],
      ['c', `1) nel carrello, nella casella per i codici 2) "Codice promozionale non valido" 3) l'ho comprata sul vostro sito, carta regalo da 60 euro`],
      ['a', `Grazie, ora è chiaro. La casella del carrello è riservata ai codici promozionali, mentre le carte regalo si usano nella pagina di pagamento. Suo padre prosegua con l'acquisto senza scrivere nulla nel carrello e, tra i metodi di pagamento, scelga "Carta regalo": lì inserisce codice e PIN. La carta è valida e ha ancora tutti i 60 euro di saldo.`],
      ['c', `Ok funziona, mio padre ha preso i biglietti ed è tornato di buon umore. Grazie`],
    ],
    sol: ['metodi di pagamento'] },

  { id: 'TA-3426', g: 'ta-ritardatari-non-ammessi', cat: 'altro', s: 'Non ci hanno fatto entrare per 5 minuti di ritardo',
    m: [
      ['c', `Sabato siamo arrivati al Teatro Comunale alle 20:35 per uno spettacolo che iniziava alle 20:30, per colpa di un incidente in tangenziale. Non ci hanno fatto entrare fino all'intervallo, cioè abbiamo visto solo il secondo atto. Abbiamo pagato due biglietti da 45 euro. So che c'è una regola sui ritardatari, ma perdere un'ora di spettacolo per cinque minuti mi sembra esagerato. Chiedo almeno un rimborso parziale.`],
      ['a', `Buongiorno, capisco la frustrazione. Il regolamento del teatro, accettato al momento dell'acquisto, prevede che i ritardatari entrino al primo intervallo per non disturbare pubblico e artisti, e in questi casi non è previsto alcun rimborso. Considerate le circostanze, però, abbiamo deciso di riconoscervi in via eccezionale un buono da 45 euro, pari a un biglietto, valido per qualsiasi spettacolo della stagione entro un anno. Lo trovate già nell'app, in Profilo > Buoni.`],
      ['x', `Buono da 45 € autorizzato da L. Serra (responsabile assistenza) come gesto commerciale, fuori regolamento. Non costituisce precedente.`],
      ['c', `Apprezzo, grazie. Lo useremo a gennaio.`],
    ],
    f: ['concession'] },

  { id: 'TA-3427', g: 'ta-qr-copia-offline-dopo-cambio-data', cat: 'accesso', s: 'Il QR del biglietto spostato non è stato accettato',
    m: [
      ['c', `Buonasera, avevo spostato Il giardino dei ciliegi da martedì a giovedì. Giovedì all'ingresso il lettore ha dato "Biglietto valido per un'altra data" e la maschera ha dovuto chiamare il capo sala per farmi entrare. Il biglietto che mostravo era quello salvato offline nell'app. Ho un altro spettacolo spostato a dicembre e non voglio rifare la stessa scena: cosa devo fare?`],
      ['a', `Buonasera, ci scusiamo per il disagio. Quando si cambia data, la copia offline salvata prima resta quella vecchia, con il QR annullato: all'ingresso lei ha mostrato proprio quella. Per lo spettacolo di dicembre faccia così, con la connessione attiva:
1. apra il biglietto in I miei biglietti;
2. tocchi i tre puntini e scelga "Elimina copia offline";
3. tocchi "Salva offline" per scaricare la copia aggiornata.
Controlli che nella scheda compaia la nuova data: a quel punto anche il QR è quello giusto.`],
      ['c', `Fatto, adesso c'è la data di dicembre. Grazie. Già che ci sono: al bar del teatro si può pagare con i buoni pasto?`],
      ['a', `Il bar è gestito dal teatro e non da noi; sul loro sito indicano che accettano carte e contanti, per i buoni pasto le conviene chiedere direttamente a loro.`],
    ],
    sol: ['elimina copia offline'] },

  { id: 'TA-3428', g: 'ta-posto-spostato-nuovo-allestimento', cat: 'altro', s: 'Mi avete cambiato il posto senza chiedermelo',
    m: [
      ['c', `Buongiorno, a settembre avevo comprato due posti in terza fila centrale per l'Amleto del 5 dicembre. Oggi mi arriva una mail che dice che, per il nuovo allestimento della scena, le prime quattro file sono state eliminate e i miei posti sono stati spostati in fila H laterale. Avevo scelto la terza fila apposta perché mio marito sente poco. Vorrei tornare in posizione centrale, o almeno vicino al palco.`],
      ['a', `Buongiorno, mi dispiace molto. La riassegnazione dei posti dopo un cambio di allestimento la fa il teatro, non noi, e dal nostro sistema non possiamo modificarla. Ho inoltrato la sua richiesta al botteghino del teatro, spiegando la situazione di suo marito e chiedendo se ci sono posti centrali più avanti: le risponderanno loro.`],
      ['c', `Ho chiamato io il botteghino due volte e mi dicono di aspettare la vostra comunicazione. Voi mi dite di aspettare la loro. Lasciamo perdere, andremo in fila H e pazienza.`],
    ],
    f: ['unresolved'] },

  { id: 'TA-3429', g: 'ta-annullato-scegli-rimborso', cat: 'pagamenti', s: 'Rimborso concerto annullato oltre i 14 giorni',
    m: [
      ['c', `Buongiorno, il concerto del 13 novembre a cui dovevo andare con mia figlia è stato annullato. In quel periodo ero ricoverata in ospedale e ho letto la mail solo adesso. Ho provato a chiedere il rimborso dall'app, ma il pulsante "Scegli rimborso" non c'è più, è rimasto solo il buono. Non andiamo quasi mai a teatro e il buono non mi serve. Sono due biglietti da 55 euro.`],
      ['a', `Buongiorno, innanzitutto spero che si sia ripresa. Il rimborso si può scegliere entro 14 giorni dall'annullamento e nel suo caso il termine è scaduto il 27 novembre, per questo il pulsante è sparito. Considerata la sua situazione abbiamo fatto un'eccezione: abbiamo annullato il buono e disposto il rimborso di 110 euro sulla carta usata per l'acquisto. Lo vedrà sull'estratto conto entro 10 giorni lavorativi.`],
      ['c', `Grazie di cuore, non me lo aspettavo.`],
    ],
    f: ['concession'] },

  { id: 'TA-3430', g: 'ta-commissione-cambio-data-sciopero', cat: 'fatturazione', s: 'Commissione cambio data per lo sciopero dei treni',
    m: [
      ['c', `Buongiorno, ho dovuto spostare il mio biglietto per La locandiera dal 24 al 26 novembre perché il 24 c'era lo sciopero nazionale dei treni e io vengo da fuori città. L'app mi ha addebitato 3 euro di commissione per il cambio data. Mi sembra ingiusto pagare per un problema che non dipende da me. Potete restituirmeli sulla carta 5154 8700 3321 9071?`],
      ['a', `Buongiorno, prima di tutto le chiedo di non scrivere mai il numero completo della carta nei messaggi: non ci serve, perché i rimborsi tornano sempre in automatico sulla carta usata per il pagamento. Quanto alla commissione, è prevista per ogni cambio data, anche in caso di sciopero, perché non si tratta di un annullamento da parte del teatro. In via del tutto eccezionale, però, le abbiamo rimborsato i 3 euro: li vedrà sulla carta entro qualche giorno.`],
      ['c', `Grazie, gentilissimi.`],
    ],
    f: ['concession'],
    pii: [['CARTA', '5154 8700 3321 9071']] },

  { id: 'TA-3431', g: 'ta-posti-accessibili-filtro', cat: 'configurazione', s: 'posto carrozzina concerto',
    m: [
      ['c', `salve, devo prenotare il concerto di capodanno e sono in carrozzina. nella mappa non trovo dove mettermi, c'è solo la platea piena di poltrone. ci sono posti per me?`],
      ['a', `Buongiorno! Sì, all'Auditorium ci sono otto postazioni per carrozzina e al momento ne restano tre. Non le vede perché nella mappa vanno attivate: tocchi "Filtri" (l'icona in alto a destra) e accenda "Posti accessibili". Le postazioni si colorano di azzurro; se ne sceglie una, l'app le propone anche il posto accompagnatore gratuito accanto.`],
      ['c', `grazie!! prenotato`],
    ],
    sol: ['posti accessibili'] },

  { id: 'TA-3432', g: 'ta-fattura-non-richiesta-in-acquisto', cat: 'fatturazione', s: 'Fattura per biglietti aziendali',
    m: [
      ['c', `Buongiorno, ho comprato sei biglietti per la serata aziendale del 10 dicembre (ordine n. 60177) e mi sono dimenticata di spuntare "Richiedi fattura" al momento dell'acquisto. L'amministrazione mi chiede la fattura intestata alla società, ma nell'area personale l'opzione non c'è più. Come posso fare? I dati della società sono già nel mio profilo.`],
      ['a', `Buongiorno, la fattura si può richiedere solo durante l'acquisto, poi l'opzione sparisce. Per il suo ordine l'ho emessa io dal nostro gestionale, con i dati della società presenti nel suo profilo: la trova allegata a questa risposta e, da domani, anche nell'area personale alla voce Ordini > Documenti. Per i prossimi acquisti si ricordi di spuntare "Richiedi fattura" prima di pagare.`],
      ['c', `Ricevuta e inoltrata all'amministrazione. Grazie`],
    ],
    f: ['oneoff'] },

  { id: 'TA-3433', g: 'ta-abbonamento-da-associare', cat: 'account', s: `Pago il biglietto anche se ho l'abbonamento?`,
    m: [
      ['c', `Buonasera, ho l'abbonamento alla stagione lirica, fatto al botteghino del Comunale a inizio ottobre. Voglio prenotare il posto per Tosca dall'app, ma quando arrivo alla cassa mi fa pagare 62 euro come un cliente qualsiasi. Dove sbaglio?`],
      ['a', `Buonasera, nessun errore da parte sua: gli abbonamenti fatti al botteghino non vengono riconosciuti dall'app finché non li associa al suo account. Le scrivo tra un attimo i passaggi.`],
      ['a', `Eccoli: in Profilo > Abbonamenti tocchi "Associa abbonamento" e inserisca il codice tessera, cioè i 12 caratteri stampati sul retro della tessera che le hanno dato al botteghino. Fatto questo, per Tosca e per gli altri titoli dell'abbonamento il prezzo in cassa diventa 0 euro.`],
      ['c', `Grazie, fatto. Tosca prenotata senza pagare.`],
    ],
    sol: ['associa abbonamento'] },
];
