// Eleventh reference set, product "Agriturismo Prenota" (booking software for farm-stays and B&Bs: calendar, channel manager for Booking/Airbnb, deposits and card guarantees, tourist tax, Alloggiati Web, price rules, e-invoices, website widget, owners' mobile app).
// Written blind on 2026-12-01: the distiller's code and every other set's tickets were not opened.
// Voices: elderly Veneto farmer in ALL CAPS with dialect words, grandson writing for his grandfather, German owner mixing Italian/English/German, busy owner writing one run-on line from the phone at 23:00 during an overbooking, accountant in copy (and one accountant writing directly), customer forwarding Booking.com's e-mail with headers, customer confirming only with a photo description, customer opening with complaints about the price increase, property manager with co-host listings, formal hotel-style receptionist, young owner with emoji, terse one-liners, dictation without punctuation, wife confirming for her husband; agents formal with signatures, casual "tu", terse, long with numbered steps.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
// Near-miss pairs: AG-4202 / AG-4204 (card from Booking "not usable": full card data hidden until 2FA is on vs Booking virtual card declined because charged before its activation date), AG-4203 / AG-4217 (Alloggiati Web sending fails: WSKey not regenerated after the portal password change vs one foreign guest's passport with a city typed instead of the issuing State), AG-4208 / AG-4216 (tourist tax report too high: exemption age for children wrong vs maximum taxable nights not set), AG-4213 / AG-4224 (e-invoice rejected by SdI: code 00400, tourist tax line without Natura IVA vs code 00305, client's partita IVA mistyped), AG-4205 / AG-4214 (Booking.com "not updating": rate plan not mapped vs a single cancellation message lost and reprocessed).
export const product = 'Agriturismo Prenota';
export const start = '2026-11-16T09:00:00Z';
export const tickets = [
  { id: 'AG-4201', g: 'ag-overbooking-airbnb-ical-lento', cat: 'guasto', s: 'DOPPIA PRENOTAZIONE!!!',
    m: [
      ['c', `sono qui alle 23 con una famiglia tedesca in cortile con le valigie e la camera Girasole è occupata da due che sono arrivati oggi pomeriggio da airbnb ma il vostro calendario la dava libera e i tedeschi l'hanno prenotata da booking alle 18 come è possibile pago tutti i mesi proprio per non avere questi problemi adesso dove li metto a quest'ora rispondete per favore

Inviato da iPhone`],
      ['a', `Buongiorno signor Baldan,
mi dispiace molto per la serata di ieri. Ho ricostruito cosa è successo:

- la prenotazione Airbnb per la Girasole è stata fatta dall'ospite alle 17:41;
- il suo collegamento con Airbnb è di tipo iCal: il nostro sistema legge il calendario di Airbnb ogni 2 ore, e Airbnb stesso aggiorna il suo file con qualche ritardo;
- la prenotazione Booking.com è arrivata alle 18:02, quando la camera per noi risultava ancora libera, ed è stata accettata.

Con iCal questo rischio c'è sempre quando due prenotazioni arrivano a poca distanza. La soluzione è passare alla connessione diretta:
1. Canali > Airbnb > Tipo di collegamento;
2. scegliere "Connessione diretta (API)" e accedere con l'account Airbnb del titolare degli annunci;
3. autorizzare Agriturismo Prenota e abbinare ogni annuncio alla camera corrispondente;
4. salvare: il vecchio collegamento iCal viene disattivato da solo.

Con la connessione diretta le prenotazioni Airbnb arrivano entro un minuto e la disponibilità su Booking.com viene chiusa subito.
Per la famiglia di ieri, se ha dovuto sistemarla altrove, da Booking.com può segnalare la ricollocazione dalla prenotazione (Extranet > Prenotazioni > Segnala un problema).

Marta - Assistenza Agriturismo Prenota`],
      ['c', `ok ieri sera li ho messi da mia cugina a 2 km. fatto il collegamento diretto, adesso vicino ad airbnb c'è scritto API e non più iCal. speriamo bene`],
      ['a', `È la configurazione giusta. Se nei prossimi giorni vede qualcosa di strano nel calendario ci scriva pure. Buona giornata!`],
    ],
    sol: ['connessione diretta'] },

  { id: 'AG-4202', g: 'ag-dati-carta-nascosti-senza-2fa', cat: 'pagamenti', s: 'non vedo i dati della carta',
    m: [
      ['c', `Buonasera,
un ospite di Booking non si è presentato ieri (prenotazione non rimborsabile, 2 notti). Booking dice che la carta a garanzia c'è, ma nel vostro programma nella prenotazione vedo solo **** **** **** e un lucchetto grigio. Come faccio ad addebitare la no-show?
Tra l'altro l'ospite tempo fa mi aveva mandato la carta anche per mail per "sicurezza": 4539 1782 0446 1533 scad. 09/28. Posso inserirla io a mano da qualche parte?
Grazie
Renata Zanon - B&B Le Fornaci`],
      ['a', `Gentile signora Zanon,

per motivi di sicurezza (standard PCI DSS) i dati completi delle carte a garanzia sono visibili solo agli utenti che hanno attivato l'autenticazione a due fattori. Il lucchetto grigio indica proprio questo.

Per procedere:
1. Profilo > Sicurezza > Autenticazione a due fattori > Attiva;
2. scansioni il codice QR con un'app come Google Authenticator o Microsoft Authenticator e inserisca il codice a 6 cifre;
3. torni in Prenotazioni, apra la prenotazione e, nella sezione Garanzia, clicchi "Mostra dati carta" (le verrà chiesto di nuovo il codice).

I dati restano consultabili fino a 10 giorni dopo la data di check-out.

Le chiedo inoltre di cancellare la mail dell'ospite con il numero della carta e di non inviare numeri di carta nei ticket: ho già oscurato il suo messaggio nel nostro sistema.

Cordiali saluti,
Giulia Ferraresi
Assistenza Clienti - Agriturismo Prenota
Lun-Sab 8:30-19:00`],
      ['c', `Attivata con Google Authenticator, adesso vedo tutta la carta e ho fatto l'addebito. La mail l'ho cancellata, scusate non sapevo. Grazie`],
    ],
    sol: ['autenticazione a due fattori'],
    pii: [['CARTA', '4539 1782 0446 1533']] },

  { id: 'AG-4203', g: 'ag-alloggiati-wskey-dopo-cambio-password', cat: 'guasto', s: 'ALLOGGIATI NON VA',
    m: [
      ['c', `BUONGIORNO SONO BEPI CASAGRANDE DEL AGRITURISMO AI COLI DI VALDOBBIADENE. EL PROGRAMMA NON MANDA PIU I NOMI DEI CLIENTI ALA QUESTURA. ESCE SCRITO ERRORE AUTENTICAZIONE. MI NON HO TOCATO GNENTE. LA SETIMANA PASSATA EL SITO DELA POLIZIA MI HA FATO CAMBIARE LA PASSWORD PERCHE SCADEVA. ADESSO HO TRE FAMIGLIE IN CASA E NON SO SE LI HO MANDATI O NO. MIA FIA CHE FA STE ROBE E IN GERMANIA. CHIAMATEMI AL 347 218 5590 CHE SCRIVERE XE UNA FATICA`],
      ['a', `Buongiorno signor Casagrande,
se ha cambiato la password sul sito della Polizia, deve scrivere la nuova password anche nel nostro programma:
Impostazioni > Alloggiati Web > Password, scriva la nuova password e prema Salva.
Poi vada in Ospiti > Alloggiati Web e prema "Invia schedine in sospeso".
Se non riesce, la chiamiamo noi al numero che ci ha lasciato.`],
      ['c', `FATO. METUDO LA PASSWORD NOVA. EL DIS SEMPRE ERRORE AUTENTICAZIONE. STESSO DE PRIMA`],
      ['n', `Chiamato il cliente al 347 218 5590, con lui il vicino di casa al PC. Password nuova inserita correttamente. Manca la WSKey: dopo il cambio password il portale invalida la chiave web service. Fatta rigenerare al telefono.`],
      ['a', `Buongiorno signor Casagrande,
come le ho spiegato al telefono, quando si cambia la password sul portale Alloggiati Web la Polizia annulla anche la "chiave web service" (si chiama WSKey), che è quella che usa il nostro programma per mandare le schedine. Bisogna quindi rigenerare la chiave:

1. entrare sul portale Alloggiati Web della Polizia con utente e nuova password;
2. menu Profilo > Chiave Web Service > "Genera nuova chiave";
3. copiare la chiave (una lunga fila di lettere e numeri);
4. da noi: Impostazioni > Alloggiati Web > Chiave Web Service, incollarla e premere Salva;
5. Ospiti > Alloggiati Web > "Invia schedine in sospeso".

Le tre famiglie risultavano "in sospeso", quindi non erano ancora partite: dopo l'invio vedrà la spunta verde e la ricevuta della Questura.
Marta - Assistenza Agriturismo Prenota`],
      ['c', `ADESSO SONO PARTITE TUTTE E TRE CON LA SPUNTA VERDE. ME GA AIUTA EL VICIN. GRASSIE TANTO E BONA GIORNATA`],
    ],
    sol: ['chiave web service'], fail: ['nuova password'],
    pii: [['TELEFONO', '347 218 5590']] },

  { id: 'AG-4204', g: 'ag-carta-virtuale-booking-prima-attivazione', cat: 'pagamenti', s: 'carta booking rifiutata',
    m: [
      ['c', `Salve ho una prenotazione con i "Pagamenti tramite Booking" quindi Booking mi ha dato la sua carta virtuale. I dati li vedo tutti (la verifica in due passaggi ce l'ho gia attiva) ma quando provo a incassare dal vostro programma con il pulsante Addebita mi dice "Transazione rifiutata dall'emittente". Ho provato 3 volte anche col POS della banca, niente. L'ospite arriva il 28. Booking mi deve dei soldi o è un problema vostro?`],
      ['a', `Buongiorno,
le carte virtuali (VCC) emesse da Booking.com non sono utilizzabili subito: si attivano solo a partire dalla data di attivazione indicata da Booking, che di norma coincide con il giorno del check-in, e accettano un solo addebito per l'importo esatto caricato.

Se aprite la prenotazione, nella sezione Garanzia trovate la riga "Carta virtuale Booking.com - attiva dal 28/11/2026 - importo 318,00 EUR". Ogni tentativo prima di quella data viene rifiutato dall'emittente, sia da noi sia dal POS della banca. Non è un errore della carta né del nostro programma.

Vi consiglio di ripetere l'addebito dal 28/11, per l'importo esatto di 318,00 EUR, dal pulsante Addebita della prenotazione.

Cordiali saluti,
Stefano - Assistenza Agriturismo Prenota`],
      ['c', `Il 28 mattina passata al primo colpo. Quindi era solo troppo presto, potevano scriverlo più grande. ok grazie`],
    ],
    sol: ['data di attivazione'] },

  { id: 'AG-4205', g: 'ag-booking-tariffa-non-mappata', cat: 'guasto', s: 'booking non prende i prezzi nuovi',
    m: [
      ['c', `Buongiorno, ho preparato con calma le tariffe dell'inverno, ho fatto una tariffa nuova che si chiama "Inverno flessibile" con i prezzi da novembre a marzo e ho messo la vecchia "Estate" solo fino al 31 ottobre. Nel vostro calendario i prezzi sono giusti, ma su Booking vedo ancora quelli dell'estate (la Camera Glicine a 120 invece di 85!!). Ho già perso almeno una richiesta, me l'ha detto un cliente al telefono che costavamo troppo. Nella pagina Canali vicino a Booking c'è un pallino arancione, prima era verde.
Grazie, Donatella Righi`],
      ['a', `Buongiorno Donatella,
il pallino arancione indica proprio che ci sono elementi non collegati. La nuova tariffa "Inverno flessibile" esiste solo da noi: non è associata a nessun piano tariffario di Booking.com, quindi i suoi prezzi non vengono inviati, e Booking continua a mostrare gli ultimi prezzi ricevuti.

Per sistemare:
1. Canali > Booking.com > Mappatura camere e tariffe;
2. per ogni camera, nella colonna "Piano tariffario Booking" della riga "Inverno flessibile", scelga il piano "Standard Rate" (quello che prima era collegato alla tariffa Estate);
3. Salvi e prema "Invia tariffe e disponibilità (12 mesi)".

Dopo qualche minuto su Booking vedrà i nuovi prezzi e il pallino tornerà verde. Se dopo la mappatura resta arancione mi mandi pure una schermata della pagina.
Luca - Assistenza Agriturismo Prenota`],
      ['c', `[allegato: IMG_20261118_101544.jpg]
vedi foto: ora è verde`],
      ['a', `Perfetto, dalla foto la mappatura è completa. Buon inverno!`],
    ],
    sol: ['mappatura'] },

  { id: 'AG-4206', g: 'ag-caparra-link-scaduto-cancellazione-automatica', cat: 'pagamenti', s: 'caparra e prenotazione sparita',
    m: [
      ['c', `Buongiorno a tutti,
sono Lucia dell'agriturismo Cà dei Gelsi, siamo vostri clienti da due anni e in genere mi trovo bene, anche se le schermate nuove del calendario mi confondono ancora un po'. Vi scrivo perché ieri mi è successa una cosa strana. Una signora di Torino, cliente affezionata che viene da noi tutti gli anni per il ponte dell'Immacolata, ha prenotato dal widget del sito giovedì sera tardi. Venerdì era in montagna senza campo e quando sabato ha aperto il link per pagare la caparra le è uscito "Link scaduto" e poi nel nostro calendario la prenotazione non c'era più, cancellata da sola. Per fortuna mi ha telefonato e l'ho reinserita io a mano. Perché si è cancellata? Si può evitare? E già che ci sono: si può far pagare la caparra con Satispay? Molti clienti me lo chiedono.
Grazie e buona giornata
Lucia Bertolazzi`],
      ['a', `Buongiorno Lucia,
rispondo a entrambe le domande.

1) La prenotazione si è cancellata per le impostazioni della caparra. In Impostazioni > Pagamenti > Caparra lei ha:
- "Validità del link di pagamento: 24 ore" (è il valore predefinito);
- "Cancella automaticamente la prenotazione se la caparra non è pagata" attivo.
Quindi, passate 24 ore senza pagamento, il link scade e la prenotazione viene annullata e le date riaperte sui canali.
Le consiglio di portare la validità del link a 72 ore (o più, nei periodi di bassa stagione), oppure di disattivare la cancellazione automatica e ricevere solo un avviso. Per la prenotazione reinserita a mano, dalla prenotazione può usare "Invia nuova richiesta di caparra": il link nuovo avrà la validità aggiornata.

2) Satispay al momento non è disponibile: per la caparra sono supportati carta (tramite Stripe), bonifico e PayPal. Ho aggiunto la sua richiesta a quelle raccolte per il prodotto.

Un saluto,
Francesca - Assistenza Agriturismo Prenota`],
      ['c', `ok messo 72 ore e mandato il link nuovo, la signora ha pagato stasera. Per satispay peccato. Grazie Francesca`],
    ],
    sol: ['validità del link'] },

  { id: 'AG-4207', g: 'ag-regola-weekend-non-cumulabile', cat: 'configurazione', s: 'aumenti + la regola del weekend non funziona',
    m: [
      ['c', `Prima di tutto vi dico che passare da 29 a 39 euro al mese con una mail a settembre che nessuno legge non è serio, dopo sei anni che sono cliente mi aspettavo almeno una telefonata. Comunque.
Il problema: ho la regola "Weekend +20%" per venerdì e sabato che va bene tutto l'anno, ma nei weekend di dicembre il prezzo resta quello base, la doppia a 95 invece di 114. L'ho vista sul widget e anche su Booking. Non ho cambiato niente.
Aldo Mencarelli - Agriturismo Poggio Alto`],
      ['a', `Buongiorno signor Mencarelli,
sull'aumento capisco il disappunto: la comunicazione è partita il 15 settembre via mail e con un avviso nel pannello, ma prendo nota che per lei non è stata sufficiente e lo riporto all'ufficio commerciale.

Sulla regola del weekend: dal 1 al 31 dicembre è attiva anche la sua regola "Natale e Capodanno", che ha priorità più alta e ha l'opzione "Cumulabile con altre regole" disattivata. Quando due regole si sovrappongono e quella con priorità maggiore non è cumulabile, il sistema applica solo quella; siccome "Natale e Capodanno" è impostata a +0% sui giorni feriali e solo le date 24-26 e 31 hanno un aumento, nei weekend resta il prezzo base.

Può scegliere tra:
- Prezzi > Regole tariffarie > "Natale e Capodanno" > attivare "Cumulabile con altre regole": i due aumenti si sommano dove si sovrappongono;
- oppure trascinare "Weekend +20%" sopra "Natale e Capodanno" nell'elenco, per darle priorità.

Nella colonna "Anteprima" vede subito il prezzo risultante giorno per giorno.

Cordiali saluti,
Paolo Sartori - Assistenza Agriturismo Prenota`],
      ['c', `Messo cumulabile, adesso sabato 12 la doppia viene 114 e su Booking pure. Sui prezzi dell'abbonamento resto della mia idea.`],
    ],
    sol: ['cumulabile'] },

  { id: 'AG-4208', g: 'ag-tassa-soggiorno-eta-esenzione-errata', cat: 'configurazione', s: 'Report imposta di soggiorno ottobre - cc commercialista',
    m: [
      ['c', `Buongiorno,
metto in copia il mio commercialista, dott. Ferri, che segue la dichiarazione al Comune. Il report dell'imposta di soggiorno di ottobre ci dà 412 euro, secondo noi sono meno perché a ottobre avevamo tante famiglie con bambini. Vi lascio la parola a lui.
Michela Tonin - Agriturismo La Riva, Bardolino`],
      ['c', `Buongiorno, sono Luca Ferri dello Studio Ferri & Associati.
Il regolamento del Comune di Bardolino esenta i minori fino al compimento del 14° anno. Dal report di ottobre risultano tassati anche ospiti nati nel 2013, 2014 e 2016 (per esempio il gruppo Lombardi, prenotazione del 12/10). Chiedo:
1) come calcola il software l'età, alla data di arrivo o di partenza?
2) si può esportare il dettaglio in CSV per la dichiarazione trimestrale?
3) il software prepara anche il Modello 21 annuale per l'Agenzia delle Entrate?
Cordiali saluti
Dott. Luca Ferri
Studio Ferri & Associati - P.IVA 02847190234
Via Mazzini 14, Verona`],
      ['a', `Buongiorno dott. Ferri, buongiorno signora Tonin,

1) L'età viene calcolata alla data di arrivo, dalla data di nascita inserita nella scheda ospite.
Il motivo del totale più alto è nelle impostazioni: in Impostazioni > Imposta di soggiorno > Esenzioni il campo "Esenti fino a (anni)" è impostato a 10 (il valore predefinito), quindi i ragazzi tra 10 e 13 anni vengono tassati. Per Bardolino va impostato 14; dopo il salvataggio, in Report > Imposta di soggiorno selezionate ottobre e premete "Ricalcola report": il ricalcolo aggiorna anche i mesi precedenti se li selezionate.

2) Sì: Report > Imposta di soggiorno > Esporta > CSV (dettaglio per ospite) oppure PDF (riepilogo per mese).

3) Il Modello 21 non viene generato dal software; il riepilogo annuale (Report > Imposta di soggiorno > Riepilogo annuale) contiene però tutti i dati necessari per compilarlo.

Cordiali saluti,
Giulia Ferraresi
Assistenza Clienti - Agriturismo Prenota`],
      ['c', `Impostato 14 e ricalcolato: ottobre ora risulta 356 euro, torna con i nostri conti. Ho ricalcolato anche luglio-settembre. Grazie.
L. Ferri`],
    ],
    sol: ['esenti fino a'],
    pii: [['PIVA', '02847190234']] },

  { id: 'AG-4209', g: 'ag-app-android-notifiche-non-arrivano', cat: 'problema app', s: 'notifiche app',
    m: [
      ['c', `non mi arrivano piu le notifiche delle prenotazioni nuove sull app. prima suonava subito. telefono xiaomi redmi note 13. le mail invece arrivano`],
      ['a', `Ciao! Prova per prima cosa a reinstallare l'app: disinstalla Agriturismo Prenota, riscaricala dal Play Store e rifai l'accesso, così si registra di nuovo il telefono per le notifiche. Fammi sapere!`],
      ['c', `reinstallata, niente`],
      ['a', `Ok, allora quasi sicuramente è il risparmio energetico di Xiaomi, che "addormenta" le app in background. Fai così:
1. Impostazioni del telefono > App > Gestisci app > Agriturismo Prenota;
2. Risparmio batteria > "Nessuna restrizione";
3. nella stessa pagina attiva "Avvio automatico";
4. Notifiche > controlla che "Nuove prenotazioni" sia attivo e con suono.
Poi riavvia il telefono e prova con una prenotazione di prova dal widget.`],
      ['c', `messo tutto. adesso la notifica arriva solo quando apro l'app, cioè dopo ore. ci ho rinunciato, guardo le mail come prima`],
      ['s', `Ticket chiuso dall'operatore: il cliente non richiede ulteriore assistenza.`],
    ],
    fail: ['reinstallare'],
    f: ['unresolved'] },

  { id: 'AG-4210', g: 'ag-widget-dominio-non-autorizzato', cat: 'configurazione', s: 'Modulo di prenotazione sul sito: sempre "Nessuna disponibilità"',
    m: [
      ['c', `Buongiorno,
da qualche giorno il modulo di prenotazione sul nostro sito www.casaleilpoggio.example.it mostra sempre "Nessuna disponibilità" per qualsiasi data, anche per gennaio dove siamo completamente vuoti. Dentro il vostro pannello, in Sito web > Widget di prenotazione > Anteprima, invece funziona e mostra camere e prezzi. Non abbiamo ricevuto prenotazioni dal sito da lunedì.
Cordialmente
Fabio Giacomelli`],
      ['a', `Buongiorno Fabio,
per capire meglio: nell'ultima settimana è cambiato qualcosa sul sito (nuovo tema, passaggio a https, cambio di indirizzo)?`],
      ['c', `Sì, il webmaster venerdì ha messo il certificato https e adesso il sito si apre con www davanti, prima era senza.`],
      ['a', `Grazie, è questo. Il widget risponde solo alle richieste che arrivano dagli indirizzi registrati in Sito web > Widget di prenotazione > Domini autorizzati. Lì c'è soltanto "casaleilpoggio.example.it": per il nostro sistema "www.casaleilpoggio.example.it" è un dominio diverso, quindi le richieste vengono rifiutate e il modulo mostra "Nessuna disponibilità".

Aggiunga nei domini autorizzati anche "www.casaleilpoggio.example.it" (una riga per ogni variante), salvi e ricarichi la pagina del sito. Non serve cambiare il codice del widget.
Luca - Assistenza Agriturismo Prenota`],
      ['c', `Aggiunto, funziona. Ho fatto una prenotazione di prova ed è arrivata. Grazie mille`],
    ],
    sol: ['domini autorizzati'] },

  { id: 'AG-4211', g: 'ag-accesso-2fa-telefono-nuovo', cat: 'account', s: 'non riesco a entrare - codice',
    m: [
      ['c', `ho cambiato telefono sabato e l'app authenticator sul nuovo non ha piu il codice di agriturismo prenota. il sito mi chiede il codice a 6 cifre e non posso entrare. domani ho 4 arrivi e devo fare le schedine. aiuto`],
      ['a', `Buongiorno,
possiamo disattivare la verifica in due passaggi dal nostro lato, ma prima dobbiamo essere sicuri che sia lei il titolare dell'account. Due domande:
- l'ultimo accesso riuscito al suo account risulta sabato 14/11 alle 19:22 dall'indirizzo IP 93.41.207.18 (Vicenza): è il suo?
- ci può scrivere dall'indirizzo e-mail registrato sull'account?`],
      ['c', `si sabato ero a casa, è casa mia. vi scrivo da gianfranco.ruzzier@example.it che è quella dell'account (l'altra è del telefono)
Gianfranco Ruzzier`],
      ['n', `Verificati IP e mittente, corrispondono all'account 40711. Disattivata 2FA dal backoffice, log motivazione "cambio dispositivo".`],
      ['a', `Grazie signor Ruzzier, verifica completata. La verifica in due passaggi sul suo account adesso è spenta: può entrare con la sola password.
Appena dentro, la riattivi da Profilo > Sicurezza > Autenticazione a due fattori scansionando il nuovo codice QR con l'app del telefono nuovo, così resta protetto (e continua a vedere i dati delle carte a garanzia).`],
      ['c', `dentro. riattivata col telefono nuovo. grazie mille`],
    ],
    f: ['oneoff'],
    pii: [['IP', '93.41.207.18'], ['EMAIL', 'gianfranco.ruzzier@example.it']] },

  { id: 'AG-4212', g: 'ag-overbooking-airbnb-ical-lento', cat: 'guasto', s: 'Double booking again - Airbnb/Booking',
    m: [
      ['c', `Buongiorno,
I am Katrin from Podere La Quercia near Montepulciano, sorry my italiano is not so good. We have again una doppia prenotazione: a guest from Airbnb booked the Ferienwohnung "Cipresso" for 12-15 dicembre at 12:30, and at 13:15 the same dates came from Booking.com. In your calendar the Airbnb booking appeared only at 14:10 – I have the Airbnb email with the time. Why so late?? It is the second time this month, ich verstehe das nicht.
I set up Airbnb in 2023 with the iCal link, like in your video tutorial. Is something wrong with my Einstellungen?
Danke und viele Grüße
Katrin Vogt
Podere La Quercia`],
      ['a', `Buongiorno Katrin,
nothing is broken, but the iCal link is the reason. Le spiego in italiano semplice:

- con il link iCal il nostro sistema legge il calendario di Airbnb ogni 2 ore (and Airbnb also updates its iCal file with some delay);
- so a booking made on Airbnb at 12:30 can arrive to us at 14:10, and in the meantime Booking.com still sees the apartment as free.

La soluzione è la connessione diretta con Airbnb:
1. Canali > Airbnb > Tipo di collegamento > "Connessione diretta (API)";
2. login con il suo account Airbnb (the account that owns the listings) e "Autorizza";
3. abbinare l'annuncio "Cipresso" alla struttura "Cipresso";
4. su Airbnb, in Calendario > Sincronizza calendari, rimuovere il vecchio link di Agriturismo Prenota, per non avere un doppio collegamento.

Con la connessione diretta le prenotazioni arrivano in meno di un minuto.

Cordiali saluti / Best regards
Stefano Colombo
Assistenza Clienti - Agriturismo Prenota`],
      ['c', `Done! Now I see "Connessione diretta attiva" in green. The old iCal link I removed also in Airbnb. My friend made a test booking and it came in 1 minute. Super, grazie mille!`],
    ],
    sol: ['connessione diretta'] },

  { id: 'AG-4213', g: 'ag-fattura-scartata-00400-natura-imposta-soggiorno', cat: 'Fatturazione elettronica', s: 'fattura scartata SDI',
    m: [
      ['c', `Buonasera, mi è tornata indietro la fattura n. 58/2026 con scritto "Scartata - codice 00400". Il cliente è una ditta di Treviso che ci ha mandato due tecnici per una settimana. Nella fattura ci sono le notti con IVA al 10% e l'imposta di soggiorno. Le altre fatture a privati non le mando allo SDI quindi non so se è normale. Cosa devo fare?`],
      ['a', `Buonasera,
il codice 00400 dello SdI significa "Natura non presente a fronte di aliquota IVA pari a zero": nella fattura c'è una riga con IVA 0% che non indica il motivo per cui l'IVA non si applica. È la riga dell'imposta di soggiorno.

L'imposta di soggiorno è esclusa dalla base imponibile IVA ai sensi dell'art. 15 del DPR 633/72, quindi va indicata con Natura N1. Per sistemarla una volta per tutte:
1. Impostazioni > Fatturazione > Voci di fattura > "Imposta di soggiorno";
2. campo "Natura IVA": selezioni "N1 - Escluse ex art. 15";
3. salvi.

Per la fattura 58/2026: Fatture > Scartate > 58/2026 > "Correggi e reinvia". Una fattura scartata si considera non emessa, per cui va reinviata con lo stesso numero e la stessa data, entro 5 giorni dalla notifica di scarto.

Un saluto,
Francesca - Assistenza Agriturismo Prenota`],
      ['c', `Reinviata, adesso risulta Consegnata. Grazie`],
    ],
    sol: ['natura iva', 'n1'] },

  { id: 'AG-4214', g: 'ag-cancellazione-booking-non-ricevuta', cat: 'guasto', s: 'I: Cancellazione prenotazione 4471902385',
    m: [
      ['c', `vi inoltro la mail di booking. la prenotazione su booking è cancellata ma da voi è ancora li e la camera è bloccata anche su airbnb. per quelle date avevo gente che chiedeva

---------- Messaggio inoltrato ---------
Da: Booking.com <noreply@booking.com>
Date: ven 20 nov 2026 alle ore 16:12
Subject: Cancellazione prenotazione 4471902385 - Agriturismo Le Crete
To: <info@agriturismolecrete.example.it>

Gentile partner,
la prenotazione 4471902385 è stata cancellata dall'ospite.
Ospite: Lukas Brenner
Arrivo: sab 5 dic 2026 - Partenza: lun 7 dic 2026
Camera: Camera Matrimoniale Superior - Vista colline
Penale di cancellazione: 0,00 EUR
Questa cancellazione è gratuita in base alle condizioni della prenotazione.

Booking.com B.V.
Herengracht 597, Amsterdam`],
      ['n', `Log canale: notifica di cancellazione ricevuta alle 16:12:07 durante il rinnovo del token Booking (16:11-16:13), risposta 503 e nessun retry da parte di Booking. Rielaborata manualmente la notifica dal pannello di supporto.`],
      ['a', `Buongiorno,
grazie per la mail inoltrata. Abbiamo controllato: la cancellazione di Booking.com è arrivata da noi in un momento in cui il collegamento con Booking si stava rinnovando, e quel singolo messaggio non è stato registrato. Le altre prenotazioni non sono state toccate.

Abbiamo rielaborato la notifica dal nostro lato: la prenotazione 4471902385 (Brenner, 5-7 dicembre) adesso risulta cancellata nel suo calendario e le date della Camera Matrimoniale Superior sono state riaperte su tutti i canali, Airbnb compreso.
Stefano - Assistenza Agriturismo Prenota`],
      ['c', `grazie, infatti l'ho già rivenduta stamattina su airbnb 👍`],
    ],
    f: ['oneoff'] },

  { id: 'AG-4215', g: 'ag-alloggiati-wskey-dopo-cambio-password', cat: 'guasto', s: 'Invio schedine Alloggiati Web - errore dal 3 novembre',
    m: [
      ['c', `Spett.le Assistenza,
dal 3 novembre l'invio automatico delle schedine ad Alloggiati Web restituisce per tutte le prenotazioni l'esito "Errore 401 - Credenziali Web Service non valide". Segnalo che:
- l'accesso manuale al portale della Polizia di Stato con le nostre credenziali funziona regolarmente;
- il 2 novembre il portale ci ha richiesto il rinnovo periodico della password, e la nuova password è già stata aggiornata anche nel vostro programma (Impostazioni > Alloggiati Web);
- nel frattempo, per non incorrere in sanzioni, stiamo caricando le schedine a mano sul portale, con un notevole aggravio di lavoro.
Restiamo in attesa di un vostro riscontro urgente.

Dott.ssa Elena Marchi
Responsabile ricevimento
B&B Palazzo Tolomei - Siena
Tel. 0577 849213`],
      ['a', `Gentile dott.ssa Marchi,

grazie per la descrizione precisa. L'errore 401 non riguarda la password ma la chiave web service (WSKey): il portale Alloggiati Web, quando si rinnova la password, invalida anche la chiave usata dai software per l'invio automatico. Per questo l'accesso manuale funziona e l'invio dal programma no.

Procedura:
1. accedere al portale Alloggiati Web con le nuove credenziali;
2. Profilo > Chiave Web Service > "Genera nuova chiave" e copiarla;
3. in Agriturismo Prenota: Impostazioni > Alloggiati Web > Chiave Web Service, incollare e premere "Verifica collegamento" (deve comparire "Collegamento riuscito");
4. Ospiti > Alloggiati Web > filtro "Errore" > selezionare tutte > "Reinvia".

Le schedine già caricate a mano sul portale vanno invece segnate come "Inviata manualmente" per non duplicarle.

Cordiali saluti,
Giulia Ferraresi
Assistenza Clienti - Agriturismo Prenota
Lun-Sab 8:30-19:00`],
      ['c', `Confermo: chiave rigenerata, "Collegamento riuscito" e reinviate le 14 schedine rimaste in errore, tutte con ricevuta. Grazie per la rapidità.
E. Marchi`],
    ],
    sol: ['chiave web service'],
    pii: [['TELEFONO', '0577 849213']] },

  { id: 'AG-4216', g: 'ag-tassa-soggiorno-notti-massime-non-impostate', cat: 'configurazione', s: 'tassa di soggiorno troppo alta nel report',
    m: [
      ['c', `Salve, nel report della tassa di soggiorno di novembre c'è la signora Pellegrini che è da noi per lavoro dal 2 al 23 novembre e il report le conta 21 notti di tassa, 42 euro. Ma a Greve il Comune fa pagare al massimo 7 notti di fila, quindi dovrebbero essere 14 euro. Gli altri ospiti mi sembrano giusti. La devo correggere a mano ogni volta?`],
      ['a', `Buongiorno,
no, non serve correggerla a mano. Il limite del Comune va impostato una volta in Impostazioni > Imposta di soggiorno > Regole del Comune, nel campo "Notti massime tassabili per soggiorno": adesso è vuoto, quindi il programma tassa tutte le notti. Scriva 7, salvi, poi in Report > Imposta di soggiorno selezioni novembre e prema "Ricalcola report".
Da quel momento tutti i soggiorni più lunghi di 7 notti vengono tassati solo per le prime 7.
Paolo - Assistenza Agriturismo Prenota`],
      ['c', `funziona, adesso 14 euro. ma per mandarlo al comune posso esportarlo in pdf o solo excel?`],
      ['a', `Entrambi: Report > Imposta di soggiorno > Esporta, poi PDF oppure CSV (che si apre con Excel).`],
    ],
    sol: ['notti massime'] },

  { id: 'AG-4217', g: 'ag-alloggiati-luogo-rilascio-passaporto-estero', cat: 'guasto', s: 'una schedina rifiutata dalla questura',
    m: [
      ['c', `Ciao!! 🙂 stamattina ho mandato le schedine dei 5 ospiti arrivati ieri, 4 sono verdi ✅ e una è rossa ❌ con scritto "Scartata: luogo di rilascio documento non valido". È una ragazza americana, passaporto USA, ho scritto tutto giusto come c'è sul passaporto (rilasciato a New York). Le altre password ecc. vanno visto che le altre 4 sono passate. Come faccio? Devo rifarla sul sito della polizia? 😅
Sara - Agriturismo Il Melograno`],
      ['a', `Ciao Sara,
per i documenti esteri il portale Alloggiati Web non accetta la città di rilascio: vuole lo Stato, scelto dall'elenco ufficiale. Scrivendo "New York" nel campo del comune la schedina viene scartata.

Fai così:
1. Ospiti > apri la scheda della ragazza > sezione Documento;
2. nel campo "Stato di rilascio" scegli dall'elenco "STATI UNITI D'AMERICA" e lascia vuoto il campo "Comune di rilascio";
3. salva, poi in Ospiti > Alloggiati Web seleziona solo quella schedina e premi "Reinvia".

Non serve rifarla sul portale della Polizia.
Marta - Assistenza Agriturismo Prenota`],
      ['c', `fatto, ora è verde anche lei ✅✅ grazie!!`],
    ],
    sol: ['stato di rilascio'] },

  { id: 'AG-4218', g: 'ag-booking-tariffa-non-mappata', cat: 'guasto', s: 'Suite nuova chiusa su Booking',
    m: [
      ['c', `Buongiorno, a ottobre abbiamo finito di ristrutturare il fienile e ho aggiunto da voi la camera nuova "Suite Fienile" con i suoi prezzi. Su Booking la suite l'ho fatta aggiungere dal loro assistente e c'è, ma risulta chiusa per tutte le date, "non disponibile". Da voi nel calendario è aperta e senza prenotazioni. Le altre camere vanno bene.
Ottavio Rinaldi`],
      ['a', `Buongiorno signor Rinaldi,
provi ad avviare una sincronizzazione completa: Canali > Booking.com > "Sincronizzazione completa". Il sistema rimanda a Booking disponibilità e prezzi dei prossimi 12 mesi per tutte le camere; ci vogliono circa 10 minuti.`],
      ['c', `Fatto ieri pomeriggio, stamattina la suite su Booking è ancora chiusa dappertutto. Niente.`],
      ['a', `Grazie per la verifica. Ho guardato meglio la sua configurazione: la camera "Suite Fienile" creata su Booking.com non è ancora collegata alla "Suite Fienile" del nostro programma, quindi nessun aggiornamento viene inviato per lei, e Booking la lascia chiusa.

Per collegarla:
1. Canali > Booking.com > Mappatura camere e tariffe > pulsante "Aggiorna elenco da Booking" (così compare la camera nuova);
2. nella riga "Suite Fienile" di Booking scelga la camera "Suite Fienile" del programma e, sotto, il piano tariffario "Standard Rate" con la sua tariffa;
3. salvi: alla conferma della mappatura il sistema invia subito prezzi e disponibilità della suite.

Cordiali saluti,
Luca - Assistenza Agriturismo Prenota`],
      ['c', `ok adesso la suite si vede con i prezzi giusti e ho già una richiesta per capodanno`],
    ],
    sol: ['mappatura'], fail: ['sincronizzazione completa'] },

  { id: 'AG-4219', g: 'ag-caparra-link-scaduto-cancellazione-automatica', cat: 'pagamenti', s: 'ospite non riesce a pagare acconto',
    m: [
      ['c', `Buongiorno
un ospite mi scrive che cliccando sul link per pagare l'acconto gli esce una pagina con "Questa richiesta di pagamento non è più valida". Ha prenotato dal widget domenica e il link gliel'ho mandato io lunedì mattina, lui l'ha aperto martedì sera. Nel frattempo vedo che la prenotazione è diventata grigia "Annullata - caparra non pagata". Io non ho annullato niente. Mi sembra un bel problema perché così perdo clienti.
Walter Gobbo`],
      ['a', `Buongiorno signor Gobbo,
la pagina "Questa richiesta di pagamento non è più valida" compare quando il link è scaduto. Nel suo account, in Impostazioni > Pagamenti > Caparra, la validità del link di pagamento è di 24 ore ed è attiva l'opzione "Cancella automaticamente la prenotazione se la caparra non è pagata": passato il termine, il sistema annulla la prenotazione e riapre le date.

Le suggerisco di:
1. portare la validità del link a 72 ore (o disattivare la cancellazione automatica e lasciare solo l'avviso);
2. ripristinare la prenotazione da Prenotazioni > filtro "Annullate" > apri > "Ripristina", se le date sono ancora libere;
3. dalla prenotazione ripristinata, "Invia nuova richiesta di caparra" all'ospite.

Mi faccia sapere se va a buon fine.
Francesca - Assistenza Agriturismo Prenota`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.`],
    ],
    f: ['unresolved'] },

  { id: 'AG-4220', g: 'ag-rimborso-rinnovo-annuale-fuori-termine', cat: 'pagamenti', s: 'disdetta abbonamento e rimborso',
    m: [
      ['c', `Buongiorno,
purtroppo per motivi di salute devo chiudere l'attività a fine anno, il B&B lo vendiamo. Il 2 novembre mi avete rinnovato in automatico l'abbonamento annuale, 468 euro, e io non me ne ero accorta perché la carta è quella di mio marito. So che forse è tardi ma vi chiedo se è possibile avere indietro almeno una parte. Vi lascio l'IBAN del conto del B&B: IT83H0306911884000074219563 intestato a Ornella Basso.
Grazie comunque
Ornella Basso`],
      ['n', `Rinnovo del 02/11, richiesta del 18/11: oltre i 14 giorni di recesso previsti. Approvato rimborso pro-rata gen-ott da responsabile (M. Conti) come eccezione.`],
      ['a', `Gentile signora Basso,
mi dispiace per la situazione. Le condizioni di servizio prevedono il recesso con rimborso entro 14 giorni dal rinnovo, e la sua richiesta arriva il 16° giorno. In via del tutto eccezionale, considerati i motivi, abbiamo deciso di rimborsarle la quota dei mesi da gennaio a ottobre 2027, cioè 390 euro, sull'IBAN che ci ha indicato, entro 10 giorni lavorativi.
L'account resterà attivo fino al 31 dicembre, così può gestire gli ultimi soggiorni e scaricare report e fatture; il rinnovo automatico è già stato disattivato.

Cordiali saluti e tanti auguri,
Paolo Sartori - Assistenza Agriturismo Prenota`],
      ['c', `Grazie davvero, non me lo aspettavo.`],
    ],
    f: ['concession'],
    pii: [['IBAN', 'IT83H0306911884000074219563']] },

  { id: 'AG-4221', g: 'ag-tassa-soggiorno-eta-esenzione-errata', cat: 'configurazione', s: 'tassa soggiorno bambini',
    m: [
      ['c', `buongiorno mi fa pagare la tassa di soggiorno anche per il bambino di 5 anni della famiglia greco nel comune nostro sotto i 12 anni non si paga la data di nascita nella scheda l ho messa giusta 3 aprile 2021 quindi non capisco cosa devo cambiare grazie
inviato con la dettatura scusate la punteggiatura`],
      ['a', `Buongiorno,
la data di nascita va bene. È l'impostazione del Comune: Impostazioni > Imposta di soggiorno > Esenzioni, il campo "Esenti fino a (anni)" è a 0, cioè nessuna esenzione per età. Metta 12, salvi, e poi dalla prenotazione Greco (o da Report > Imposta di soggiorno) prema "Ricalcola".`],
      ['c', `ok adesso il bambino è a zero euro`],
    ],
    sol: ['esenti fino a'] },

  { id: 'AG-4222', g: 'ag-app-ios-crash-calendario-mensile', cat: 'App mobile', s: "l'app si chiude da sola",
    m: [
      ['c', `Buongiorno, da quando ho aggiornato l'iPhone (iOS 26.1) l'app Agriturismo Prenota si chiude appena tocco il calendario mensile. La vista a lista funziona, anche le prenotazioni si aprono. Solo il calendario, esce proprio dall'app. iPhone 13.`],
      ['a', `Buongiorno,
ci dice quale versione dell'app ha installato? La trova in Profilo > Informazioni. L'ultima è la 5.8.2, uscita la settimana scorsa, che corregge alcuni problemi con iOS 26: se ha una versione precedente la aggiorni dall'App Store e riprovi.`],
      ['c', `avevo la 5.8.0, aggiornata alla 5.8.2. uguale, si chiude sul calendario.`],
      ['n', `Riprodotto su iPhone 13 iOS 26.1 con account di test con più di 40 camere/annunci. Crash in MonthGridView. Aperto MOB-1187.`],
      ['a', `Grazie, siamo riusciti a riprodurre il problema sui nostri telefoni di prova: riguarda il calendario mensile con iOS 26.1. Abbiamo aperto una segnalazione ai tecnici (rif. MOB-1187) e la ricontatteremo appena sarà disponibile la versione corretta.
Nel frattempo può usare la vista a lista, oppure il calendario dal sito aprendo Safari sul telefono.`],
      ['c', `ok, aspetto`],
    ],
    f: ['unresolved'] },

  { id: 'AG-4223', g: 'ag-booking-tariffa-non-mappata', cat: 'guasto', s: 'Booking: "tariffa non disponibile" su tutte le camere',
    m: [
      ['c', `vedi oggetto. da ieri. urgente, siamo in pieno ponte`],
      ['a', `Buongiorno, controllo subito il suo collegamento con Booking.com e le riscrivo entro un'ora.`],
      ['n', `Su Booking il cliente ha creato il 10/11 il piano "Non rimborsabile -10%" e l'ha reso unico piano attivo (Standard disattivato). Da noi nessuna tariffa collegata a quel piano -> nessun prezzo inviato. Mappato da pannello supporto sulla tariffa "Base" con derivata -10%.`],
      ['a', `Eccomi. Il 10 novembre su Booking.com è stato creato il piano tariffario "Non rimborsabile -10%", ed è diventato l'unico piano attivo, mentre "Standard Rate" è stato disattivato. Nella mappatura del nostro programma quel piano nuovo non era collegato a nessuna tariffa, per cui Booking non riceveva prezzi e mostrava "tariffa non disponibile".

L'ho collegato io dal pannello di assistenza alla sua tariffa "Base" con la riduzione del 10% e ho rimandato i prezzi dei prossimi 12 mesi: adesso su Booking le camere sono di nuovo prenotabili. Se in futuro crea piani nuovi su Booking, li trova da collegare in Canali > Booking.com > Mappatura camere e tariffe.
Luca - Assistenza Agriturismo Prenota`],
      ['c', `ok`],
    ],
    sol: ['mappatura'],
    f: ['oneoff'] },

  { id: 'AG-4224', g: 'ag-fattura-scartata-00305-piva-cliente', cat: 'Fatturazione elettronica', s: 'altra fattura scartata',
    m: [
      ['c', `Salve, fattura 61/2026 scartata dallo SDI, codice 00305. Ho premuto Reinvia come l'altra volta e me l'ha scartata di nuovo uguale. Il cliente è un'agenzia di viaggi di Vicenza. Non capisco perché le altre vanno. L'imposta di soggiorno l'ho già sistemata con N1 come mi avevate detto.`],
      ['a', `Buongiorno,
il codice 00305 è diverso da quello dell'altra volta: significa "IdFiscaleIVA del cessionario non valido", cioè la partita IVA del cliente in fattura non risulta all'Anagrafe Tributaria. Per questo reinviare la stessa fattura senza modifiche produce lo stesso scarto.

In fattura la partita IVA dell'agenzia è 04193765008. Le consiglio di controllarla con il servizio "Verifica partita IVA" dell'Agenzia delle Entrate o chiederla di nuovo al cliente; spesso è un errore di battitura.

Una volta avuta quella giusta:
1. Ospiti > Clienti aziendali > apra l'agenzia > Dati di fatturazione, correggere la partita IVA e salvare;
2. Fatture > Scartate > 61/2026 > "Correggi e reinvia": il programma riprende i dati di fatturazione aggiornati e mantiene numero e data.`],
      ['c', `avevano scritto male loro sulla mail di richiesta, quella giusta è 04193765080. corretta nei dati di fatturazione, reinviata e consegnata. grazie`],
    ],
    sol: ['dati di fatturazione'],
    pii: [['PIVA', '04193765080']] },

  { id: 'AG-4225', g: 'ag-overbooking-airbnb-ical-lento', cat: 'guasto', s: 'overbooking agriturismo Il Noce',
    m: [
      ['c', `Buongiorno, scrivo per mio nonno Armando Pezzetta che ha l'agriturismo Il Noce a Sacile e non usa il computer, il programma gliel'ho configurato io l'anno scorso. Lui mi dice che ogni tanto gli arrivano due prenotazioni per la stessa camera, una da Airbnb e una da Booking, e sabato scorso ha dovuto mandare via una coppia e si è preso una recensione da 1 stella (non ci dorme la notte). Io avevo messo il link del calendario di Airbnb (quello che finisce con .ics) dentro il vostro programma come diceva la guida. Ho sbagliato qualcosa? Studio a Padova quindi posso sistemare solo nel fine settimana, se mi dite cosa fare lo faccio da remoto.
Mio nonno vi ringrazia.
Mattia Pezzetta
mattia.pezzetta@example.it`],
      ['a', `Ciao Mattia,
non hai sbagliato niente, il link .ics funziona, ma ha un limite: il nostro sistema lo legge ogni 2 ore, quindi se qualcuno prenota su Airbnb e poco dopo arriva una prenotazione da Booking per la stessa camera, Booking non sa ancora che è occupata. È quello che è successo sabato.

Per eliminare il problema devi passare alla connessione diretta con Airbnb:
1. Canali > Airbnb > Tipo di collegamento > "Connessione diretta (API)";
2. fai l'accesso con l'account Airbnb di tuo nonno, cioè quello del titolare degli annunci (non funziona con un account co-host);
3. autorizza e abbina gli annunci alle camere;
4. salva: il collegamento iCal si disattiva da solo.

Così le prenotazioni Airbnb arrivano in meno di un minuto e le date si chiudono subito anche su Booking. Salutami il nonno!
Davide - Assistenza Agriturismo Prenota`],
      ['c', `fatto sabato, ho dovuto entrare con l'account airbnb del nonno (la password ce l'aveva scritta sul calendario della cucina 😅). adesso c'è scritto connessione diretta attiva. vi faccio sapere se ricapita`],
      ['c', `aggiornamento: tutto ok da tre settimane, niente più doppie. il nonno saluta e dice grazie`],
    ],
    sol: ['connessione diretta'],
    pii: [['EMAIL', 'mattia.pezzetta@example.it']] },

  { id: 'AG-4226', g: 'ag-widget-dominio-non-autorizzato', cat: 'configurazione', s: 'calendario sul sito tutto grigio',
    m: [
      ['c', `Ciao, abbiamo fatto il sito nuovo (adesso è agriturismolaconca.example.com, prima era un .it) e il calendario per prenotare è tutto grigio, non si può cliccare nessuna data. Il codice del widget l'ho dato io al ragazzo che fa il sito, copiato dal vostro pannello.`],
      ['a', `Ciao,
quasi certamente il nuovo indirizzo non è ancora tra i domini autorizzati del widget: il widget accetta richieste solo dai siti registrati, e nel tuo account c'è solo il vecchio dominio .it.
Vai in Sito web > Widget di prenotazione > Domini autorizzati, aggiungi "agriturismolaconca.example.com" e anche "www.agriturismolaconca.example.com", poi salva e ricarica il sito.`],
      ['c', `Non trovo quella voce, il menu mio è diverso. Comunque ha sistemato il ragazzo che fa il sito, non so cosa ha fatto, adesso va. Chiudete pure`],
    ],
    f: ['unresolved'] },

  { id: 'AG-4227', g: 'ag-alloggiati-wskey-dopo-cambio-password', cat: 'guasto', s: 'R: re: R: ticket 88213',
    m: [
      ['c', `le schedine della questura restano tutte gialle "in attesa" da venerdì, non partono. non mi da nessun errore, restano li gialle.`],
      ['a', `Buongiorno, ha cambiato di recente la password del portale Alloggiati Web?`],
      ['c', `si a fine ottobre, me l'ha chiesto lui il sito. ma qui la password l'ho aggiornata subito

> Buongiorno, ha cambiato di recente la password del portale Alloggiati Web?`],
      ['a', `Allora il motivo è la chiave web service: con il cambio password il portale ne invalida anche la chiave, e il programma non riesce più a inviare, per cui le schedine restano "in attesa".
Deve rigenerarla sul portale Alloggiati Web (Profilo > Chiave Web Service > Genera nuova chiave) e incollarla in Impostazioni > Alloggiati Web > Chiave Web Service. Poi Ospiti > Alloggiati Web > "Invia schedine in sospeso".`],
      ['c', `Buongiorno, sono Rita, la moglie di Paolo. Mi ha chiesto di dirvi che ha fatto la cosa della chiave ieri sera e sono partite tutte, ora sono verdi. Grazie

> Allora il motivo è la chiave web service: con il cambio password il portale ne invalida anche la chiave...`],
    ],
    sol: ['chiave web service'] },

  { id: 'AG-4228', g: 'ag-fattura-scartata-00400-natura-imposta-soggiorno', cat: 'pagamenti', s: 'Scarti SdI 00400 - Agriturismo Valle dei Mandorli',
    m: [
      ['c', `Buongiorno,
sono la commercialista dell'Agriturismo Valle dei Mandorli (titolare sig.ra Chiara Bonetti, C.F. BNTCHR90C62L781G), che mi ha girato l'accesso in sola lettura. Nel mese di novembre risultano tre fatture scartate dal Sistema di Interscambio con codice 00400, n. 112, 115 e 118. In tutte e tre l'unica riga a IVA zero è "Tassa di soggiorno", priva del campo Natura. Vi chiedo come correggere la configurazione, visto che dall'accesso in sola lettura non riesco, e se la titolare deve reinviare lei le fatture.
Cordiali saluti
Rag. Antonella Pivetti`],
      ['a', `Buongiorno rag. Pivetti,
la sua analisi è corretta. La correzione va fatta dalla titolare (o da un utente con permessi di amministratore):
1. Impostazioni > Fatturazione > Voci di fattura > "Tassa di soggiorno";
2. Natura IVA: "N1 - Escluse ex art. 15";
3. salvare;
4. Fatture > Scartate: per 112, 115 e 118 "Correggi e reinvia", che mantiene numero e data originali.
Se preferisce occuparsene lei, la titolare può darle i permessi da Impostazioni > Utenti > Pivetti > Ruolo "Amministrazione".

Cordiali saluti,
Giulia Ferraresi
Assistenza Clienti - Agriturismo Prenota`],
      ['c', `Buongiorno, la sig.ra Bonetti ha modificato la natura IVA e reinviato: tutte e tre consegnate. Per il futuro: non sarebbe il caso che fosse N1 di default?
A. Pivetti`],
      ['a', `Ha ragione: dalla versione di dicembre la voce "Imposta/Tassa di soggiorno" verrà creata con N1 già impostata. Grazie della segnalazione.`],
    ],
    sol: ['natura iva'],
    pii: [['CF', 'BNTCHR90C62L781G']] },

  { id: 'AG-4229', g: 'ag-disservizio-sync-mese-gratuito', cat: 'altro', s: 'disservizio di sabato, chi paga?',
    m: [
      ['c', `Sabato 14 dalle 10 alle 16 il vostro channel manager non ha sincronizzato niente, l'avete scritto anche voi sulla pagina di stato. Risultato: una prenotazione Airbnb e una Expedia sulla stessa camera, e ho dovuto pagare io l'hotel in paese alla coppia di Expedia, 140 euro, più la figuraccia. Vi pago 39 euro al mese proprio per questo. Cosa fate?
Giorgio Manfredi - Agriturismo Il Castagneto`],
      ['a', `Buongiorno signor Manfredi,
confermo il disservizio: sabato 14 novembre, dalle 10:05 alle 15:48, l'invio delle disponibilità verso i canali è stato rallentato per un guasto di un nostro fornitore (incidente INC-2611), e la sua doppia prenotazione è avvenuta in quella finestra. Ci scusiamo.
Le condizioni di servizio non prevedono il rimborso di costi sostenuti verso terzi, ma come gesto di attenzione le abbiamo accreditato un mese gratuito di abbonamento: lo vedrà come sconto sulla prossima fattura di dicembre.

Cordiali saluti,
Paolo Sartori - Assistenza Agriturismo Prenota`],
      ['c', `Meglio di niente. ok`],
    ],
    f: ['concession'] },

  { id: 'AG-4230', g: 'ag-overbooking-airbnb-ical-lento', cat: 'guasto', s: 'Ancora overbooking Airbnb - immobili in gestione',
    m: [
      ['c', `Buongiorno,
gestisco tre case vacanze in Val d'Orcia per conto dei proprietari. Negli ultimi due mesi ho avuto due overbooking tra Airbnb e Booking, sempre con la prenotazione Airbnb che compare nel vostro calendario con ore di ritardo. Ho letto sul vostro centro assistenza della connessione diretta: si può fare anche nel mio caso?
Cordiali saluti
Simone Landi
Landi Property Management`],
      ['a', `Gentile signor Landi,

sì, il ritardo dipende dal collegamento iCal, che viene letto ogni 2 ore. La soluzione consigliata è la connessione diretta: Canali > Airbnb > Tipo di collegamento > "Connessione diretta (API)", accedendo con l'account Airbnb su cui sono pubblicati gli annunci.

Cordiali saluti,
Stefano Colombo
Assistenza Clienti - Agriturismo Prenota`],
      ['c', `Ho provato ma Airbnb mi dice "Solo l'host principale può collegare un software di gestione". Io sono co-host sugli annunci, gli account sono dei proprietari, due dei quali vivono all'estero e non hanno nessuna intenzione di occuparsene. Quindi per me la connessione diretta non si può fare.`],
      ['a', `Gentile signor Landi,

ha ragione: Airbnb consente la connessione diretta solo all'host principale. In questi casi si può ridurre molto il rischio restando su iCal:
1. Canali > Airbnb > Impostazioni iCal > "Frequenza di importazione": selezioni "Ogni 15 minuti" (disponibile nel suo piano Pro; il valore attuale è 2 ore);
2. nella stessa pagina attivi "Importa anche le richieste in attesa", così le date si bloccano già quando un ospite invia una richiesta su Airbnb;
3. su Airbnb, per ogni annuncio, in Disponibilità imposti "Preavviso: stesso giorno entro le 18", per ridurre le prenotazioni last minute nella finestra di ritardo.

Non è immediato come la connessione diretta, ma riduce la finestra di rischio da ore a pochi minuti.

Cordiali saluti,
Stefano Colombo
Assistenza Clienti - Agriturismo Prenota`],
      ['c', `Impostato 15 minuti e le richieste in attesa su tutte e tre le case. In tre settimane nessun doppione, e ne ho avute due a poca distanza una dall'altra. Per ora va bene così, grazie.`],
    ],
    sol: ['frequenza di importazione'], fail: ['connessione diretta'],
    f: ['conflict'] },

  { id: 'AG-4231', g: 'ag-prova-gratuita-prorogata', cat: 'account', s: 'periodo di prova',
    m: [
      ['c', `Buongiorno, ho attivato la prova gratuita il 15 ottobre ma poi tra la vendemmia e la raccolta delle olive non ho avuto un minuto, non l'ho nemmeno aperta, e adesso mi dice "Periodo di prova terminato". Si può avere qualche giorno in più per provarlo davvero? Siamo un agriturismo piccolo, 4 camere e l'osteria, e vorrei capire se mi conviene prima della stagione.
Nadia Cappellari, Agriturismo Le Vigne Vecchie`],
      ['a', `Ciao Nadia,
capisco benissimo, ottobre in campagna non è il mese per imparare un programma nuovo 🙂 Eccezionalmente ti ho prolungato la prova di 30 giorni, fino al 18 dicembre: rientrando trovi tutto attivo, compreso il channel manager.
Se vuoi, prenota una videochiamata gratuita di 30 minuti dal pannello (Aiuto > Prenota una demo), così in mezz'ora ti facciamo vedere le cose principali.
Davide - Assistenza Agriturismo Prenota`],
      ['c', `grazie! prenotata la demo per giovedì`],
    ],
    f: ['concession'] },
];
