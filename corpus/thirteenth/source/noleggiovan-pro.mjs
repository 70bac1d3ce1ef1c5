// Blind reference set, product "NoleggioVan Pro" (van and car rental for tradesmen and small businesses: app with Bluetooth keyless opening, booking and extending rentals, damage photos at pick-up and return, fuel/charging policy for electric vans, fines and tolls re-invoiced, card deposits, corporate accounts with several drivers, monthly invoices).
// Written blind on 2026-12-04. Voices: casual agent, very formal agent, agent macros with headings, ALL CAPS anger, dictation without punctuation, English speaker in basic Italian, Venetian dialect, typos and abbreviations, long personal stories, markdown bullet points, pasted crash log and browser console log, OCR-transcribed screenshot, out-of-office auto-reply, customer who finds the fix himself, "ok grazie" confirmations, internal and confidential notes, system auto-close.
// Personal data invented (checksums valid).
// Near-miss pairs: NV-6301 / NV-6304 (van does not open from the app: BLE-403 Bluetooth permission vs KEY-208 check-in photos not done), NV-6306 / NV-6309 (extra charge after return: diesel refuel charge reversed by uploading the receipt vs electric-van charging penalty waived as an exception), NV-6302 / NV-6305 (driver cannot get into the app: expired corporate invitation INV-410 vs SMS code sent to an old phone number, changed by staff).
export const product = 'NoleggioVan Pro';
export const start = '2026-11-23T09:00:00Z';
export const tickets = [
  { id: 'NV-6301', g: 'nv-ble-403-permesso-dispositivi-vicini', cat: 'guasto', s: 'furgone non si apre con il telefono',
    m: [
      ['c', `Buongiorno, sono alla sede di Bergamo in via Zanica, sono le 6:40 e devo essere in cantiere a Seriate alle 7:30. Ho prenotato il Ducato targa GK 418 TZ, l'app lo vede nella lista ma quando premo "Apri" gira la rotellina e poi esce "Impossibile connettersi al veicolo (BLE-403)". Ho un Samsung Galaxy S23, Bluetooth acceso. Ieri sera ho fatto l'aggiornamento dell'app.
Come faccio?
Gianluca Brembilla
347 218 5590`],
      ['a', `Ciao Gianluca, prova a chiudere l'app, reinstallare l'app dal Play Store e rifare il login: a volte dopo l'aggiornamento si pianta. Fammi sapere!`],
      ['c', `reinstallata, rifatto login, stesso errore BLE-403. sono ancora qui al freddo`],
      ['n', `Dalla 4.12 su Android 12+ l'aggiornamento azzera l'autorizzazione "Dispositivi nelle vicinanze" (BLUETOOTH_CONNECT): senza quella il sistema blocca la connessione BLE e l'app mostra BLE-403. Già 11 segnalazioni da ieri sera.`],
      ['a', `Ok scusa, allora è il permesso, non l'app. Vai in Impostazioni del telefono > App > NoleggioVan Pro > Autorizzazioni > Dispositivi nelle vicinanze e metti "Consenti". Poi torna nell'app e premi di nuovo Apri stando a un paio di metri dal furgone.`],
      ['c', `andato, si è aperto. grazie`],
    ],
    sol: ['dispositivi nelle vicinanze'], fail: ['reinstallare'],
    pii: [['NOME', 'Gianluca Brembilla'], ['TELEFONO', '347 218 5590'], ['TARGA', 'GK 418 TZ']] },

  { id: 'NV-6302', g: 'nv-invito-conducente-scaduto', cat: 'accesso', s: 'Nuovo autista non riesce a registrarsi',
    m: [
      ['c', `Salve, sono l'amministratore dell'account aziendale di Elettrica Valtrompia. Lunedì scorso ho aggiunto un nuovo dipendente come conducente dal portale, ma lui dice che non riesce a entrare nell'app, non gli arriva niente. Domani deve prendere il furgone a Brescia alle 7. Cosa devo fare?`],
      ['a', `Buongiorno, quando si aggiunge un conducente il sistema gli invia un'email con il link di attivazione. Chieda al suo collaboratore di controllare anche nella cartella spam o posta indesiderata e di aprire il link dal telefono su cui ha installato l'app.`],
      ['c', `L'email l'ha trovata nello spam sì, ma quando clicca il link gli esce una pagina con scritto "Questo invito non è più valido" e basta.`],
      ['n', `Invito creato lunedì 16/11 ore 18:02, link aperto oggi: oltre le 72 ore di validità, quindi INV-410. Nessun problema tecnico.`],
      ['a', `Grazie, allora è chiaro: il link d'invito vale 72 ore, poi scade. Dal Portale Aziende vada in Conducenti, cerchi il nome del collaboratore (stato "Invito scaduto") e prema Reinvia invito: gli arriverà un nuovo link valido altre 72 ore. Gli consigli di aprirlo subito.`],
      ['c', `Fatto, si è registrato adesso. Grazie e buona serata`],
    ],
    sol: ['reinvia invito'], fail: ['spam'] },

  { id: 'NV-6303', g: 'nv-cauzione-doppia-preautorizzazione', cat: 'fatturazione', s: 'Mi avete preso due volte 300 euro!!',
    m: [
      ['c', `Buonasera, vi scrivo perché sono un po' preoccupato. Sono falegname, lavoro da solo da 22 anni a Lumezzane, e sabato 21 ho noleggiato un furgone per portare una cucina a casa di mia figlia, che si sposa a febbraio e stanno sistemando l'appartamento a Gardone. Già la prima volta l'app mi ha dato un errore sul pagamento, allora ho rifatto la prenotazione e alla seconda è andata. Solo che adesso sull'home banking vedo due movimenti da 300 euro "NOLEGGIOVAN PRO PREAUT" e il noleggio è finito lunedì. A fine mese devo pagare il fornitore del legno e quei 600 euro mi servono.
Se dovete restituirli il mio IBAN è IT03N0306953240100000061872, intestato a Renato Scalvini.
Grazie
renato@falegnameriascalvini.it`],
      ['a', `Gentile Renato, la ringrazio per il messaggio. Quelli che vede non sono addebiti ma due preautorizzazioni della cauzione: la prima è rimasta "appesa" perché il primo tentativo di prenotazione non è andato a buon fine, la seconda è quella del noleggio regolare. Non ci serve il suo IBAN: nessuna somma è stata incassata.
Da parte nostra entrambe risultano già annullate; sono le banche che impiegano di solito 7-10 giorni lavorativi per liberare il plafond. Per accelerare può scaricare dall'app la lettera di svincolo (Portafoglio > Cauzioni > selezioni la cauzione > Scarica lettera di svincolo) e mostrarla alla sua filiale: con quella in genere sbloccano l'importo in giornata.`],
      ['c', `Sono andato in banca stamattina con il foglio sul telefono, la ragazza allo sportello ha fatto una telefonata e adesso i 600 euro sono tornati disponibili. Grazie mille, gentilissimi.`],
      ['n', `Chiuso. IBAN non usato e non salvato in anagrafica.`],
    ],
    sol: ['preautorizzazion', 'lettera di svincolo'],
    pii: [['IBAN', 'IT03N0306953240100000061872'], ['NOME', 'Renato Scalvini'], ['EMAIL', 'renato@falegnameriascalvini.it']] },

  { id: 'NV-6304', g: 'nv-chiave-non-attiva-checkin-foto', cat: 'configurazione', s: 'APP NON APRE IL FURGONE',
    m: [
      ['c', `SONO DAVANTI AL FURGONE DA MEZZ'ORA E LA VOSTRA APP NON LO APRE. HO PAGATO 89 EURO PER OGGI E HO IL TRASLOCO DI UN CLIENTE ALLE 9. IL NUMERO DELL'ASSISTENZA SUONA E BASTA. SULLA SCHERMATA C'È SCRITTO KEY-208. SISTEMATE SUBITO!!!`],
      ['n', `KEY-208 = chiave non ancora attiva perché il check-in fotografico del ritiro non è stato fatto. Il Bluetooth è ok (altrimenti sarebbe un BLE-xxx).`],
      ['a', `Buongiorno e mi scusi per l'attesa al telefono. Il messaggio KEY-208 indica che la chiave digitale non è ancora attiva: si attiva solo dopo il check-in fotografico del ritiro. Nell'app apra Noleggi > noleggio di oggi > Ritiro, scatti le foto richieste (quattro lati del furgone e cruscotto) e prema Conferma: entro pochi secondi il pulsante Apri diventa verde.`],
      ['c', `ok fatto si è aperto. potevate scriverlo più grande però`],
      ['a', `Ha ragione, giro il suggerimento a chi cura l'app. Buon lavoro!`],
    ],
    sol: ['check-in fotografico'] },

  { id: 'NV-6305', g: 'nv-numero-cambiato-sms-otp', cat: 'accesso', s: "non riesco ad accedere all app",
    m: [
      ['c', `ciao, non riesco ad entrare nell'app, mi chiede il codice via sms ma non mi arriva niente. ho cambiato numero il mese scorso (prima avevo il 338 904 1172, adesso 351 660 2384) e nel profilo c'è ancora quello vecchio che non ho più. sono Davide Mancuso, lavoro per la ditta Tecnoclima e guido i vostri furgoni quasi tutte le settimane`],
      ['a', `Ciao Davide! Per sicurezza il numero associato all'account non si può cambiare dall'app senza il codice inviato al vecchio numero. Per verificare che sei tu mi servono il tuo codice fiscale e una foto della patente fronte/retro, qui nel ticket.`],
      ['c', `MNCDVD89C14G273Q, patente in allegato`],
      ['n', `Identità verificata: CF e patente corrispondono al profilo (conducente dell'account Tecnoclima). Numero aggiornato a mano da backoffice, sessioni vecchie invalidate.`],
      ['a', `Fatto: ho aggiornato io il numero sul tuo profilo al 351 660 2384. Ora apri l'app, inserisci il numero nuovo e ti arriva il codice.`],
      ['c', `arrivato, sono dentro. grazie mille`],
    ],
    f: ['oneoff'],
    pii: [['NOME', 'Davide Mancuso'], ['TELEFONO', '338 904 1172'], ['TELEFONO', '351 660 2384'], ['CF', 'MNCDVD89C14G273Q']] },

  { id: 'NV-6306', g: 'nv-addebito-carburante-scontrino', cat: 'fatturazione', s: 'adebito rifornimento ma el pien lo go fato',
    m: [
      ['c', `Bongiorno, go riportà el furgon a la sede de Vicenza ieri sera verso le 7, e stamatina me riva la mail che me gavè addebità 64,80 euro de "rifornimento e servizio". Ma mi el pien lo go fato al distributor Eni de viale del Sole, giusto prima de riportarlo, go anca el scontrin! Ghe xe qualcossa che no va.
Furgon targa GL 072 XB
Mirco Bortolan`],
      ['a', `Buongiorno Mirco, il sistema ha letto dal sensore un livello di carburante più basso di quello del ritiro: capita quando il pieno si ferma al primo scatto e l'indicatore scende subito di una tacca. Nessun problema: dall'app vada in Noleggi > noleggio concluso > Allega scontrino carburante e fotografi lo scontrino dell'Eni. Va caricato entro 48 ore dalla riconsegna; dopo il controllo l'addebito viene stornato in automatico.`],
      ['c', `Fato adesso, speremo.`],
      ['c', `Xe rivà la mail del storno, grazie!`],
    ],
    sol: ['allega scontrino'],
    pii: [['NOME', 'Mirco Bortolan'], ['TARGA', 'GL 072 XB']] },

  { id: 'NV-6307', g: 'nv-foto-riconsegna-in-sospeso', cat: 'guasto', s: 'Non riesco a chiudere la riconsegna',
    m: [
      ['c', `Buonasera, ho lasciato il Vivaro al parcheggio interrato di Porta Susa a Torino, al -2, dove mi avete detto. Ho fatto tutte le foto ma l'app resta su "Caricamento foto 0%" da dieci minuti e non mi fa premere Termina noleggio. Qui sotto non prende niente. Devo restare qui? Ho il treno alle 19:10.`],
      ['a', `Buonasera, può andare tranquillo. Le foto restano salvate nel telefono anche senza rete e come orario di riconsegna vale quello in cui le ha scattate. Appena è all'aperto con il segnale apra l'app, vada su Profilo > Foto in sospeso e prema Invia ora: caricate le foto, il noleggio si chiude da solo.`],
      ['c', `ok grazie`],
      ['n', `Verificato alle 19:32: foto ricevute, noleggio chiuso con orario 18:51.`],
    ],
    sol: ['foto in sospeso'] },

  { id: 'NV-6308', g: 'nv-fattura-sdi-codice-destinatario', cat: 'fatturazione', s: 'Fattura mensile ottobre non ricevuta tramite SdI',
    m: [
      ['c', `Buongiorno, sono Elisa Ferri, amministrazione di Termoidraulica Ferri S.r.l. (P.IVA 02817460161). La fattura riepilogativa dei noleggi di ottobre non ci è arrivata tramite SdI: nel portale la vedo come "Emessa" ma il nostro gestionale non l'ha ricevuta. Agosto e settembre erano arrivate regolarmente. A fine settembre abbiamo cambiato intermediario per la fatturazione elettronica, non so se c'entra. Potete reinviarla?
amministrazione@termoidraulicaferri.it`],
      ['a', `Gentile Sig.ra Ferri,

**Cosa è successo**
La fattura di ottobre è stata trasmessa al Sistema di Interscambio con il codice destinatario presente nella vostra anagrafica, che è ancora quello del precedente intermediario. Per questo non compare nel nuovo gestionale.

**Cosa fare**
1. Accedete al Portale Aziende > Azienda > Dati di fatturazione.
2. Nel campo Codice destinatario inserite il codice di 7 caratteri del nuovo intermediario e salvate.
3. Dalla prossima emissione le fatture arriveranno al nuovo canale.

**Per la fattura di ottobre**
Una fattura già consegnata dallo SdI non può essere ritrasmessa: il file XML si scarica dal Portale Aziende > Fatture > Scarica XML oppure dal vostro Cassetto fiscale sul sito dell'Agenzia delle Entrate, e si importa a mano nel gestionale.

Cordiali saluti
Team Fatturazione NoleggioVan Pro`],
      ['c', `Codice aggiornato e XML di ottobre importato. La fattura di novembre, uscita il 1° dicembre, è arrivata direttamente nel gestionale. Grazie.`],
    ],
    sol: ['codice destinatario'],
    pii: [['NOME', 'Elisa Ferri'], ['PIVA', '02817460161'], ['EMAIL', 'amministrazione@termoidraulicaferri.it']] },

  { id: 'NV-6309', g: 'nv-penale-ricarica-furgone-elettrico', cat: 'fatturazione', s: 'Addebito dopo la riconsegna del furgone elettrico',
    m: [
      ['c', `Buongiorno, ho ricevuto un addebito di 45 euro più 18,40 euro di energia dopo la riconsegna dell'e-Ducato alla sede di Bologna Borgo Panigale. So che il furgone elettrico andava riportato con almeno il 20% di batteria e io l'ho lasciato al 12%, ma la colonnina della sede era fuori servizio (schermo spento, l'ho anche fotografata) e quella pubblica di via Marco Emilio Lepido era occupata. Non mi sembra giusto pagare la penale per una colonnina vostra guasta.
Lorenzo`],
      ['n', `Confermato dalla sede BO: colonnina 2 guasta da lunedì, intervento tecnico richiesto per giovedì.`],
      ['x', `Storno penale + energia a titolo di eccezione, totale 63,40 €. Nella risposta non presentarlo come regola.`],
      ['a', `Buongiorno Lorenzo, abbiamo verificato con la sede di Borgo Panigale: la colonnina era effettivamente fuori servizio. In via eccezionale le abbiamo stornato sia la penale di ricarica da 45 € sia i 18,40 € di energia; il rimborso arriva sulla carta in 3-5 giorni lavorativi.
Le ricordo che la regola del 20% minimo resta valida per i prossimi noleggi di veicoli elettrici.`],
      ['c', `Perfetto, grazie per la disponibilità.`],
    ],
    f: ['concession'] },

  { id: 'NV-6310', g: 'nv-ble-403-permesso-dispositivi-vicini', cat: 'guasto', s: 'furgone non si apre errore ble 403',
    m: [
      ['c', `buongiorno sono Walter elettricista di Brescia ho preso il furgone ieri e ieri si apriva stamattina invece non si apre esce errore BLE 403 ho un telefono Xiaomi Redmi Note 12 il Bluetooth è acceso ho provato anche a spegnere e riaccendere il telefono niente da fare sono in via Triumplina e devo andare in un cantiere a Concesio aspetto risposta grazie`],
      ['n', `Probabile aggiornamento automatico notturno alla 4.12 che ha azzerato il permesso Bluetooth (vedi casi di questi giorni).`],
      ['a', `Gentile cliente,

l'errore BLE-403 indica che il telefono non autorizza l'app a comunicare con il veicolo via Bluetooth. La preghiamo di verificare nell'ordine:

### Cosa verificare
1. **Bluetooth e posizione attivi** dal menu rapido del telefono.
2. **Autorizzazione Dispositivi nelle vicinanze**: Impostazioni > App > NoleggioVan Pro > Autorizzazioni > Dispositivi nelle vicinanze > Consenti.
3. **Ottimizzazione batteria**: su Xiaomi impostare "Nessuna restrizione" per NoleggioVan Pro in Risparmio energetico.

Si posizioni a meno di 3 metri dal veicolo e prema di nuovo Apri.

Cordiali saluti
Assistenza NoleggioVan Pro`],
      ['c', `il primo era già a posto il secondo era su non consentire l ho messo su consenti e si è aperto subito il terzo non l ho toccato grazie`],
    ],
    sol: ['dispositivi nelle vicinanze'] },

  { id: 'NV-6311', g: 'nv-proroga-3d-secure-non-approvato', cat: 'fatturazione', s: 'Non riesco a prolungare il noleggio',
    m: [
      ['c', `Buongiorno, ho il Transit fino alle 18 di oggi e mi serve fino a domani sera perché il cliente a Pozzuoli ha spostato la consegna. Dall'app faccio Prolunga, scelgo domani 20:00, mi fa vedere il prezzo 74 euro, premo Conferma e dopo un po' esce "Pagamento non autorizzato (PAY-3DS-02)". La carta è la stessa con cui ho pagato il noleggio e i soldi ci sono.
Ciro`],
      ['a', `Ciao Ciro, prova prima a rimuovere la carta e ad aggiungerla di nuovo in Portafoglio > Carte, a volte il collegamento con la carta scade. Poi ripeti la proroga.`],
      ['c', `Tolta e rimessa, quando la rimetto mi fa anche una verifica con 1 euro, poi riprovo la proroga e stesso errore PAY-3DS-02`],
      ['n', `PAY-3DS-02 = challenge 3DS scaduto (timeout 5 minuti). La proroga fa un nuovo pagamento + integrazione cauzione, quindi la banca chiede di nuovo l'autenticazione. Il cliente probabilmente non vede la notifica.`],
      ['a', `Ok, allora il problema è la conferma della banca: per la proroga facciamo un nuovo pagamento e la tua banca chiede l'autenticazione 3D Secure. Quando premi Conferma ti arriva una notifica dall'app della banca (o un SMS) da approvare entro 5 minuti; se non la approvi esce PAY-3DS-02. Tieni aperta l'app della banca, rifai la proroga e approva appena arriva la richiesta.`],
      ['c', `Eh la notifica non arrivava perché l'app della banca mi aveva scollegato. Rientrato, rifatto, approvato, proroga ok fino a domani. Grazie`],
    ],
    sol: ['3d secure'], fail: ['portafoglio > carte'] },

  { id: 'NV-6312', g: 'nv-fattura-intestata-a-privato', cat: 'fatturazione', s: 'Fattura intestata a me invece che alla ditta',
    m: [
      ['c', `Buongiorno, ho noleggiato un furgone dal 10 al 14 novembre per lavoro e la fattura è intestata a me come privato, con il mio codice fiscale MRCPLA75L02A271Y, invece che alla mia ditta Edil Marchetti di Marchetti Paolo, P.IVA 02741530428, sede in Via Flaminia 212, 60015 Falconara Marittima (AN). Così il commercialista non la può registrare. Potete rifarla?
Paolo Marchetti`],
      ['n', `Prenotazione fatta dal profilo personale (non aveva selezionato il profilo aziendale creato il 2/11). Cambio intestatario su fattura emessa non possibile da app: emessa nota di credito NC-2026-0412 e rifatturato a Edil Marchetti a mano da backoffice.`],
      ['a', `Buongiorno Paolo, la prenotazione era stata fatta dal suo profilo personale, per questo la fattura è stata emessa a lei come privato. Abbiamo provveduto noi a stornarla con una nota di credito e a riemettere la fattura intestata a Edil Marchetti con la sua partita IVA: trova entrambi i documenti in Profilo > Fatture.
Per i prossimi noleggi, prima di prenotare selezioni in alto nell'app il profilo "Edil Marchetti" anziché quello personale.`],
      ['c', `Vista, tutto a posto. Grazie`],
    ],
    f: ['oneoff'],
    pii: [['CF', 'MRCPLA75L02A271Y'], ['PIVA', '02741530428'], ['INDIRIZZO', 'Via Flaminia 212, 60015 Falconara Marittima (AN)'], ['NOME', 'Paolo Marchetti']] },

  { id: 'NV-6313', g: 'nv-cauzione-doppia-preautorizzazione', cat: 'fatturazione', s: 'Cauzioni doppie sulle carte dei nostri autisti',
    m: [
      ['c', `Buongiorno, sono Sara Colombo dell'ufficio acquisti di Impiantistica Colombo. Questa settimana tre nostri autisti mi hanno segnalato importi bloccati due volte sulle carte aziendali:

- **Luca Pirovano**: 2 x 250 € del 24/11, ritiro a Monza
- **Matteo Sala**: 2 x 250 € del 25/11, ritiro a Monza
- **Ivan Redaelli**: 1 x 250 € del 25/11 + 1 x 400 € del 26/11

La banca chiude gli estratti conto a fine mese e vorrei capire se ci sono addebiti in più.
Grazie
sara.colombo@impiantisticacolombo.it`],
      ['a', `Buongiorno Sara, ho controllato i quattro noleggi.

- **Pirovano e Sala**: in entrambi i casi il primo tentativo di prenotazione non è stato completato e il secondo sì; la preautorizzazione del primo tentativo è già annullata da parte nostra.
- **Redaelli**: 250 € è la cauzione del furgone piccolo, 400 € quella del 35 quintali preso il giorno dopo; il primo noleggio è chiuso e la sua cauzione è già svincolata.

Nessuno di questi importi è stato incassato: sono preautorizzazioni che la banca libera di solito entro 7-10 giorni lavorativi. Se la banca vi chiede un documento, per ogni cauzione potete scaricare la lettera di svincolo dall'app (Portafoglio > Cauzioni) o dal Portale Aziende > Noleggi > Cauzione.`],
      ['c', `ok grazie`],
    ],
    sol: ['preautorizzazion', 'lettera di svincolo'],
    pii: [['NOME', 'Sara Colombo'], ['NOME', 'Luca Pirovano'], ['NOME', 'Matteo Sala'], ['NOME', 'Ivan Redaelli'], ['EMAIL', 'sara.colombo@impiantisticacolombo.it']] },

  { id: 'NV-6314', g: 'nv-crash-avvio-huawei-senza-google', cat: 'guasto', s: "L'app si chiude appena la apro (Huawei)",
    m: [
      ['c', `Buongiorno, ho un Huawei P40 Pro (senza servizi Google). Ho installato NoleggioVan Pro da AppGallery, versione 4.12.1. Appena la apro si vede il logo e poi si chiude. Ho già provato a svuotare cache e dati e a reinstallarla. Mio fratello con lo stesso telefono ha lo stesso problema. Vi incollo quello che esce dal log con le opzioni sviluppatore:

    FATAL EXCEPTION: main
    Process: it.noleggiovan.pro, PID: 21877
    java.lang.IllegalStateException: Default FirebaseApp is not initialized in this process it.noleggiovan.pro.
        at com.google.firebase.FirebaseApp.getInstance(FirebaseApp.java:186)
        at com.google.firebase.messaging.FirebaseMessaging.getInstance(FirebaseMessaging.java:72)
        at it.noleggiovan.pro.push.PushRegistrar.register(PushRegistrar.kt:41)
        at it.noleggiovan.pro.App.onCreate(App.kt:58)

Ho un noleggio prenotato per sabato.`],
      ['a', `Buongiorno, grazie per il log, è molto utile. La versione 4.12 sui dispositivi senza servizi Google si chiude all'avvio: non è un problema del suo telefono e al momento non c'è una soluzione lato app. La prenotazione di sabato resta valida. Ho passato il caso con il log al team sviluppo app, che la ricontatterà quando ci saranno novità.`],
      ['n', `Inoltrato al team Mobile (MOB-2291). Nessuna data di rilascio per la correzione. Chiudo il ticket lato supporto.`],
      ['s', `Ticket chiuso dall'operatore. Stato: inoltrato al team sviluppo.`],
    ],
    f: ['unresolved'] },

  { id: 'NV-6315', g: 'nv-invito-conducente-scaduto', cat: 'accesso', s: 'link invito nn funziona',
    m: [
      ['c', `salve sono un autista della ditta Traslochi Esposito, il capo mi ha messo sull account aziendale 1 settimana fa ma io il link l ho aperto solo ieri sera xke ero in trasferta e mi dice invito scaduto. il capo è in ferie a Sharm fino al 10 e nn risponde al tel. cmq io domani devo prendere il furgone alle 6 a Casoria, come faccio??`],
      ['a', `Ciao, gli inviti per i conducenti valgono 72 ore, dopo il link scade e noi dall'assistenza non possiamo riattivarlo. Però il nuovo invito lo può mandare qualunque amministratore dell'account aziendale, non solo il titolare: chi è admin va nel Portale Aziende > Conducenti, trova il tuo nome e preme Reinvia invito. In ditta c'è qualcun altro che gestisce le prenotazioni?`],
      ['c', `si la signora Anna in ufficio prenota lei i furgoni, le ho detto del pulsante e me l ha rimandato, ora sono entrato. grazie ciao`],
    ],
    sol: ['reinvia invito'] },

  { id: 'NV-6316', g: 'nv-annullamento-tardivo-eccezione', cat: 'commerciale', s: 'Richiesta rimborso annullamento per motivi familiari',
    m: [
      ['c', `Buongiorno, mi chiamo Francesco Greco e faccio piccoli traslochi con mio cognato a Rende. Avevo prenotato un Daily 35 quintali per sabato 29 novembre, dalle 7 alle 19, per un trasloco da Cosenza a Lamezia. Venerdì mattina alle 5 mio padre ha avuto un infarto ed è stato portato all'Annunziata; sono stato in ospedale tutto il giorno e mi sono ricordato di annullare solo la sera alle 22, cioè 9 ore prima del ritiro. L'app mi ha trattenuto il 50% (71 euro) perché l'annullamento gratuito è fino a 24 ore prima. So che sono le regole, ma vi chiedo se potete venirmi incontro. Mio padre adesso sta meglio per fortuna. Allego il foglio del pronto soccorso.
Grazie, Francesco
329 551 0846 - f.greco.traslochi@gmail.com`],
      ['n', `Cliente con 14 noleggi nel 2026, mai un annullamento. Documentazione del pronto soccorso coerente con le date.`],
      ['x', `Autorizzato dal responsabile commerciale Calabria il rimborso integrale di 71 € come eccezione. Non citare la documentazione medica nella risposta.`],
      ['a', `Gentile Francesco, innanzitutto ci fa piacere sapere che suo padre sta meglio. Considerata la situazione e il suo storico con noi, abbiamo deciso di fare un'eccezione alle condizioni di annullamento e di rimborsarle per intero i 71 € trattenuti: il rimborso sarà visibile sulla carta entro 5 giorni lavorativi.
Cordiali saluti`],
      ['c', `Grazie davvero, non me l'aspettavo.`],
    ],
    f: ['concession'],
    pii: [['NOME', 'Francesco Greco'], ['TELEFONO', '329 551 0846'], ['EMAIL', 'f.greco.traslochi@gmail.com']] },

  { id: 'NV-6317', g: 'nv-verifica-identita-kyc-12', cat: 'accesso', s: 'Verifica patente non va',
    m: [
      ['c', `Buonasera, sto provando a registrarmi per noleggiare un furgone per sabato. Carico la patente, poi mi chiede il selfie video girando la testa e alla fine esce sempre "Verifica identità non riuscita (KYC-12)". Ho provato 4 volte. iPhone 11.`],
      ['a', `Buonasera, il codice KYC-12 indica che il confronto tra il selfie e la foto della patente non è riuscito. Le consigliamo di rifare il selfie in una stanza ben illuminata con luce frontale (non controluce), senza occhiali e cappello, tenendo il telefono all'altezza del viso. Può aiutare anche ricaricare la patente fotografandola senza flash su un fondo scuro.`],
      ['c', `Rifatto tutto come dite, luce davanti, niente occhiali, patente senza flash su tavolo nero. Sempre KYC-12. La patente è del 2013, avevo 20 chili in più e la barba, sarà quello. Ho perso abbastanza tempo, per sabato ho prenotato da un'altra parte. Lasciate perdere.`],
      ['a', `Ci dispiace per il disagio. Se in futuro vorrà riprovare, ci scriva pure.`],
      ['s', `Il ticket è stato chiuso.`],
    ],
    f: ['unresolved'] },

  { id: 'NV-6318', g: 'nv-foto-riconsegna-in-sospeso', cat: 'guasto', s: 'Foto riconsegna bloccate, noleggio ancora aperto',
    m: [
      ['c', `Ciao, ieri sera ho riconsegnato il Berlingo elettrico a Milano Lambrate, ho fatto le 6 foto ma adesso l'app mi dice ancora "Noleggio in corso" e ho paura che mi contiate un giorno in più. Nella schermata della riconsegna c'è un'icona con una nuvoletta barrata. Ho un iPhone 14, app aggiornata? boh credo.`],
      ['a', `Ciao! Prova intanto ad aggiornare l'app all'ultima versione (4.13) dall'App Store: la 4.11 aveva un problema con il caricamento delle foto.`],
      ['c', `Aggiornata, niente, sempre nuvoletta barrata. Però ho guardato meglio: avevo attiva la Modalità dati ridotti sul telefono perché sono a fine giga, l'ho tolta e nel menu Profilo ho trovato una voce "Foto in sospeso (6)" con un tasto Invia ora. Ho premuto e sono partite, adesso il noleggio risulta chiuso alle 19:47 di ieri. Lo scrivo così se capita a qualcun altro.`],
      ['a', `Perfetto, grazie della segnalazione: è proprio quello. Con la modalità dati ridotti le foto restano in coda in Foto in sospeso finché non le invii tu o non torni su Wi-Fi. L'orario di riconsegna è quello dello scatto, quindi nessun giorno in più.`],
    ],
    sol: ['foto in sospeso'], fail: ['aggiornare'] },

  { id: 'NV-6319', g: 'nv-chiave-non-attiva-checkin-foto', cat: 'configurazione', s: 'Chiave digitale non disponibile',
    m: [
      ['c', `Buongiorno, vi mando quello che vedo sullo schermo (copiato dallo screenshot con la funzione testo del telefono):

07:12 ▮▮▮ 4G 62%
< Noleggio N° 0091877
Fiat Scudo L2 · Padova Stanga
Chiave digitale
Non disponibile
KEY-208 Cornpleta il check-in per attivare la chiave
[ Apri ]   [ Chiudi ]
Ritiro: 4/5 foto

Le foto le ho fatte, tutte e quattro le fiancate. Cosa manca? Abbiamo il primo carico alle 8 a Selvazzano.
Traslochi Zanon`],
      ['a', `Buongiorno, dallo screenshot si vede "Ritiro: 4/5 foto": manca ancora la foto del cruscotto, che serve a registrare chilometri e livello del carburante. Apra Noleggi > Ritiro, scorra in fondo fino a "Cruscotto", fotografi il quadro strumenti con il quadro acceso e prema Conferma check-in: la chiave si attiva da sola.`],
      ['c', `Ecco, non avevo visto che c'era da scorrere. Fatta, aperto. Grazie`],
    ],
    sol: ['cruscotto'] },

  { id: 'NV-6320', g: 'nv-addebito-carburante-scontrino', cat: 'fatturazione', s: 'Addebito rifornimento non dovuto - noleggio 0088213',
    m: [
      ['c', `Buongiorno,
con la presente segnalo che sulla carta aziendale è stato addebitato l'importo di € 52,30 con causale "Rifornimento e servizio" relativo al noleggio n. 0088213 (Doblò, sede di Empoli, riconsegna del 7 dicembre ore 17:20). Il nostro autista dichiara di aver effettuato il pieno prima della riconsegna presso il distributore Q8 di via Piovola. Chiedo cortesemente lo storno.
Distinti saluti
Monica Bellandi
Ufficio Acquisti – Allestimenti Fieristici Bellandi S.r.l.`],
      ['a', `Gentile Sig.ra Bellandi, per lo storno è sufficiente caricare lo scontrino del rifornimento dal Portale Aziende > Noleggi > 0088213 > Allega scontrino carburante (oppure dall'app dell'autista, stessa voce nel noleggio concluso). Il caricamento va fatto entro 48 ore dalla riconsegna, quindi entro domani alle 17:20; la verifica richiede in genere poche ore e lo storno è automatico.`],
      ['c', `Risposta automatica: sono fuori ufficio fino a lunedì 14 dicembre con accesso limitato alla posta. Per urgenze contattare il collega Paolo Rinaldi, tel. 0571 938 214, acquisti@allestimentibellandi.it.`],
      ['n', `Auto-reply. La finestra delle 48 ore scade domani 17:20: scrivo anche al collega indicato.`],
      ['a', `Gentile Sig. Rinaldi, le scrivo perché la collega è fuori ufficio: per ottenere lo storno dei 52,30 € del noleggio 0088213 occorre allegare lo scontrino del pieno entro domani alle 17:20, dal Portale Aziende > Noleggi > Allega scontrino carburante.`],
      ['c', `Buongiorno, sono Paolo Rinaldi. Ho recuperato lo scontrino dall'autista e l'ho caricato stamattina, ci è arrivata la mail di storno. Grazie per averci avvisato.`],
    ],
    sol: ['allega scontrino'],
    pii: [['NOME', 'Monica Bellandi'], ['NOME', 'Paolo Rinaldi'], ['TELEFONO', '0571 938 214'], ['EMAIL', 'acquisti@allestimentibellandi.it']] },

  { id: 'NV-6321', g: 'nv-avaria-adblue-credito', cat: 'guasto', s: 'Furgone in avaria, mezza giornata persa',
    m: [
      ['c', `Buonasera. Oggi alle 8:30, dopo 40 km dal ritiro a Verona Sud, il Master targa GF 903 PM ha acceso la spia "AdBlue: avviamento impossibile tra 150 km". Ho chiamato l'assistenza stradale dall'app, mi hanno detto di fermarmi; il furgone sostitutivo è arrivato alle 13:45 a Villafranca. Ho perso mezza giornata con due operai fermi e ho dovuto rimandare un montaggio. Pago 95 euro al giorno per un mezzo che funzioni. Chiedo un rimborso.
Stefano Lazzari – Lazzari Serramenti`],
      ['n', `Verificato: AdBlue non rabboccato al rientro del noleggio precedente (check-list della sede VR Sud incompleta). Responsabilità nostra.`],
      ['a', `Buonasera Sig. Lazzari, ci scusiamo: il furgone le è stato consegnato con il serbatoio AdBlue quasi vuoto, un controllo che la sede avrebbe dovuto fare. Per il disagio le abbiamo riconosciuto un credito di 95 €, pari a una giornata di noleggio, già visibile in Profilo > Crediti e applicato automaticamente alla prossima prenotazione. Abbiamo anche segnalato l'accaduto alla sede di Verona Sud.`],
      ['c', `Preferivo un rimborso sulla carta ma va bene, lo uso la settimana prossima.`],
    ],
    f: ['concession'],
    pii: [['TARGA', 'GF 903 PM'], ['NOME', 'Stefano Lazzari']] },

  { id: 'NV-6322', g: 'nv-ble-403-permesso-dispositivi-vicini', cat: 'guasto', s: 'Van not open / furgone non apre',
    m: [
      ['c', `Hello, sorry my italian is not good. I am english, I work for a company of solar panels in Milano. Today I take the van in Viale Certosa but the app not open the van. It say "BLE-403". My phone is Google Pixel 8 of the company. I try again many times. Please help, my colleague wait me.
Tom Whitfield`],
      ['a', `Ciao Tom, no problem. BLE-403 = il telefono blocca il Bluetooth per l'app. Please go: Impostazioni > App > NoleggioVan Pro > Autorizzazioni > Dispositivi nelle vicinanze (Nearby devices) > Consenti (Allow).`],
      ['c', `I go there but it is grey, I can not change. It write "Controllato dal tuo amministratore". The phone is of the company, the IT man block everything. He is not in office today.`],
      ['n', `Telefono aziendale gestito con MDM: permesso bloccato dalla policy. Unica via oggi: apertura remota tramite telematica di bordo (serve solo la connessione dati).`],
      ['a', `Ok, understood. Then use the remote opening, it does not need Bluetooth: nell'app, schermata del noleggio, tocca i tre puntini in alto > Apertura da remoto > Conferma. The van opens in 10-20 seconds via internet. Stay near the van. To lock it: same menu, Chiusura da remoto.`],
      ['c', `Yes!! It is open. Grazie mille, very kind.`],
    ],
    sol: ['apertura da remoto'], fail: ['dispositivi nelle vicinanze'],
    f: ['conflict'],
    pii: [['NOME', 'Tom Whitfield']] },

  { id: 'NV-6323', g: 'nv-km-extra-lettura-telematica-errata', cat: 'fatturazione', s: 'Chilometri extra assurdi',
    m: [
      ['c', `Ciao, mi è arrivato il conto del noleggio del Vito GM 255 DR (2-3 dicembre, sede Firenze Novoli) con 1.840 km percorsi e 412 euro di km extra. Ho fatto Firenze-Prato e ritorno due volte, saranno 180 km. Dalle foto del cruscotto che ho fatto alla riconsegna si legge 58.112 e al ritiro era 57.928. Potete controllare?`],
      ['n', `La telematica ha trasmesso odometro 59.768 (errore centralina, già visto su altre unità dello stesso lotto). Le foto del cruscotto confermano 184 km. Corretti a mano i km di riconsegna a 58.112, ricalcolo: 0 km extra. Rimborso 412 € emesso.`],
      ['a', `Ciao, hai ragione: il dispositivo di bordo ha trasmesso un chilometraggio sbagliato. Ho corretto manualmente i chilometri di riconsegna con il valore della tua foto (58.112, quindi 184 km percorsi, dentro la franchigia) e ho emesso il rimborso dei 412 € sulla carta. La fattura corretta ti arriva via email.`],
      ['c', `ottimo grazie`],
    ],
    f: ['oneoff'],
    pii: [['TARGA', 'GM 255 DR']] },

  { id: 'NV-6324', g: 'nv-fattura-sdi-codice-destinatario', cat: 'fatturazione', s: 'Fatture NoleggioVan non ricevute - cliente Verde Idea Giardini',
    m: [
      ['c', `Spett.le NoleggioVan Pro,
scrivo in qualità di consulente fiscale della società Verde Idea Giardini S.n.c. (P.IVA 04198370720), vostro cliente con account aziendale. Le vostre fatture mensili di settembre, ottobre e novembre non pervengono sul canale SdI dello studio, a differenza di quelle di tutti gli altri fornitori del cliente. Vi chiedo di verificare.
Cordiali saluti
Dott.ssa Chiara Fontana – Studio Fontana, Lecce
studio@fontanacommercialisti.it`],
      ['a', `Gentile Dott.ssa Fontana, le fatture risultano regolarmente emesse e consegnate. Le copie di cortesia in PDF sono sempre disponibili nel Portale Aziende > Fatture: se il cliente le fornisce l'accesso, può scaricarle da lì.`],
      ['c', `Gentili, la copia di cortesia in PDF non ha valore fiscale e non ci consente l'importazione in contabilità né la conservazione. Mi serve sapere a quale indirizzo telematico vengono recapitate le fatture elettroniche.`],
      ['n', `Anagrafica Verde Idea: codice destinatario 0000000 e PEC vuota, quindi lo SdI mette le fatture solo nell'area riservata del cliente (Cassetto fiscale). Campo mai compilato all'attivazione dell'account.`],
      ['a', `Gentile Dott.ssa Fontana, ha ragione e mi scuso per la risposta precedente. Nell'anagrafica del cliente il codice destinatario è vuoto (0000000) e non è indicata una PEC: per questo lo SdI mette le fatture solo a disposizione nel Cassetto fiscale del cliente. Per riceverle sul canale dello studio, il cliente (o lei, se ha un accesso amministratore) deve inserire il codice destinatario dello studio in Portale Aziende > Azienda > Dati di fatturazione. Le fatture già emesse si recuperano in XML dal Cassetto fiscale.`],
      ['c', `Il cliente ha inserito il nostro codice destinatario e la fattura di riaddebito pedaggi emessa ieri è pervenuta regolarmente sul nostro canale. Grazie, potete chiudere.`],
    ],
    sol: ['codice destinatario'], fail: ['copie di cortesia'],
    pii: [['PIVA', '04198370720'], ['NOME', 'Chiara Fontana'], ['EMAIL', 'studio@fontanacommercialisti.it']] },

  { id: 'NV-6325', g: 'nv-multa-rinotifica-conducente-effettivo', cat: 'altro', s: 'Multa che non ho preso io + 30 euro di spese',
    m: [
      ['c', `Buongiorno, mi è arrivata a casa (Via Roma 18, 24030 Brembate di Sopra) una rinotifica della Polizia Locale di Milano per un autovelox in viale Fulvio Testi del 14 ottobre, e sulla carta mi avete addebitato 30 euro di spese di gestione. Io quel giorno non guidavo: il furgone l'ho prenotato io ma l'ha usato un mio collega. Come faccio a farla intestare a lui? Non voglio perdere punti.
Michele Rota
CF RTOMHL82S21A794S`],
      ['a', `Buongiorno Sig. Rota, le spese di gestione di 30 € sono previste dalle condizioni per ogni verbale che riceviamo e rinotifichiamo. Per i punti, la comunicazione dei dati del conducente effettivo va fatta direttamente all'ente (Polizia Locale di Milano) con il modulo allegato alla rinotifica, entro 60 giorni.
Per verificare la nostra parte mi servono però il numero del noleggio e sapere se il suo collega era registrato come conducente aggiuntivo su quella prenotazione: me li può indicare?`],
      ['n', `In attesa del numero di noleggio. Se il collega era conducente aggiuntivo, la rinotifica poteva andare direttamente a lui.`],
      ['a', `Buongiorno, le ricordiamo che siamo in attesa del numero del noleggio per procedere con la verifica.`],
      ['s', `Questo ticket è stato chiuso automaticamente dopo 7 giorni senza risposta del cliente.`],
    ],
    f: ['unresolved'],
    pii: [['INDIRIZZO', 'Via Roma 18, 24030 Brembate di Sopra'], ['NOME', 'Michele Rota'], ['CF', 'RTOMHL82S21A794S']] },

  { id: 'NV-6326', g: 'nv-invito-conducente-scaduto', cat: 'accesso', s: 'Errore 410 sul link di attivazione dei conducenti',
    m: [
      ['c', `Buongiorno, gestisco l'account della Cooperativa Sociale Il Ponte (manutenzione del verde, 9 conducenti). Due nuovi soci non riescono ad attivare l'account: aprendo il link ricevuto via email ottengono una pagina bianca. Il nostro volontario informatico ha aperto la console del browser, copio quello che riporta:

GET https://app.noleggiovanpro.it/inviti/accept?token=8f2c…e71a 410 (Gone)
{"code":"INV-410","message":"Invito scaduto","issued_at":"2026-12-09T08:14:03Z"}

Gli inviti erano partiti mercoledì mattina, i soci hanno provato solo oggi. Avete un problema sui server?`],
      ['c', `Aggiornamento: nel frattempo ho visto che nel Portale Aziende, alla voce Conducenti, accanto ai due nomi c'è lo stato "Invito scaduto" e un pulsante per reinviarlo. L'ho usato e i due soci si sono attivati senza problemi. Resta la curiosità sul perché fossero scaduti.`],
      ['a', `Gentile Referente,

La ringraziamo per la cortese segnalazione e per il dettagliato aggiornamento. Le confermiamo che non si è verificato alcun malfunzionamento dei nostri sistemi: per ragioni di sicurezza il collegamento di attivazione inviato ai conducenti ha una validità di 72 ore dall'emissione, trascorse le quali il server restituisce il codice INV-410. La procedura da Lei seguita, ossia Reinvia invito dalla sezione Conducenti del Portale Aziende, è quella corretta e genera un nuovo collegamento con ulteriori 72 ore di validità.

Restiamo a disposizione per ogni ulteriore necessità.
Distinti saluti
Servizio Clienti NoleggioVan Pro`],
    ],
    sol: ['reinvia invito'] },

  { id: 'NV-6327', g: 'nv-proroga-3d-secure-non-approvato', cat: 'fatturazione', s: 'proroga non va a buon fine',
    m: [
      ['c', `Buongiorno, sono Antonio De Pascalis, giardiniere a Galatina. Ho noleggiato un Doblò a Lecce fino a stasera per un lavoro nella villa di mio cugino a Santa Maria di Leuca, dove stiamo rifacendo tutto il giardino prima del battesimo del suo bambino, che è domenica. Ovviamente ha piovuto due giorni e siamo indietro, quindi mi serve il furgone per altri 3 giorni. Dall'app provo a prolungare ma dopo il pagamento mi dice "Pagamento non autorizzato PAY-3DS-02". La carta è una Visa, 4539 1782 6604 1157, scade 08/28, ho controllato e ci sono i soldi. Non so più cosa fare.`],
      ['n', `Numero completo della carta incollato dal cliente: chiesta la mascheratura del messaggio.`],
      ['a', `Buongiorno Antonio, per sicurezza non scriva mai il numero completo della carta nei messaggi: provvederemo a oscurarlo.
Il codice PAY-3DS-02 vuol dire che la banca ha chiesto la conferma 3D Secure del pagamento della proroga e la conferma non è arrivata entro 5 minuti. Quando preme Conferma nella proroga deve arrivarle una notifica dall'app della sua banca, o un SMS con un codice, da approvare subito. Verifichi che l'app della banca sia attiva, con le notifiche abilitate, sul telefono che usa adesso.`],
      ['c', `Avevate ragione, l'app della banca era ancora sul vecchio telefono che ho dato a mia moglie! L'ho attivata su questo, ho rifatto la proroga, è arrivata la notifica, approvata e ora il noleggio va fino a giovedì sera. Grazie, vi ringrazia pure mio cugino.`],
    ],
    sol: ['3d secure'],
    pii: [['NOME', 'Antonio De Pascalis'], ['CARTA', '4539 1782 6604 1157']] },
];
