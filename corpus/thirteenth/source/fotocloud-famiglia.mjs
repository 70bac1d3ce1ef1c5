// Blind reference set, product "FotoCloud Famiglia" (family photo backup and sharing service: Android/iOS apps with automatic backup, shared family albums, web site, smart TV app, printed photo books ordered from the app, subscription storage plans).
// Written blind on 2026-12-04. Voices: retired grandfather with a long story, formal elderly lady, ALL CAPS angry customer, dictation without punctuation, English speaker in basic Italian, Neapolitan dialect, teenager with abbreviations and typos, markdown-bullet power user, pasted web upload log, OCR-transcribed screenshot, out-of-office auto-reply, formal architect asking for an invoice, grieving daughter, customer who finds the fix himself, "ok grazie" confirmations; agents very formal (Lei, signatures as office) and very casual (tu, emoji), one macro with headings.
// Personal data invented (checksums valid).
// Near-miss pairs: FC-6106 / FC-6114 (backup/upload stuck: FC-E507 quota full because the Cestino still counts vs FC-E415 ProRAW format not supported), FC-6107 / FC-6115 (TV app no longer shows photos: TV-401 session revoked after password change, re-pair with code vs 2017 Samsung TV black screen after app 4.2.0, escalated with no fix), FC-6103 / FC-6110 (double charge: two real subscriptions Google Play + web vs photo book card pre-authorization that disappears by itself).
export const product = 'FotoCloud Famiglia';
export const start = '2026-11-23T09:00:00Z';
export const tickets = [
  { id: 'FC-6101', g: 'fc-android-ottimizzazione-batteria', cat: 'guasto', s: 'Il backup si ferma di notte e non riparte',
    m: [
      ['c', `Buongiorno, mi chiamo Vito Lorusso e vi scrivo da Bari. Domenica 16 abbiamo battezzato il mio nipotino Nicola nella chiesa di San Ferdinando e con mia moglie abbiamo fatto più di 400 fotografie con il mio telefono, un Samsung Galaxy A54 che mi ha regalato mio figlio quando sono andato in pensione. Mia figlia che abita a Torino aspetta di vederle nell'album di famiglia, perché lei al battesimo non è potuta scendere.
Il fatto è questo: la sera lascio il telefono sul comodino attaccato al caricatore, con il wifi di casa, e la mattina trovo sempre scritto "Backup in pausa" e ne ha caricate solo una trentina. Se apro l'applicazione e la lascio aperta va avanti, ma appena si spegne lo schermo si ferma di nuovo. Io non posso stare tutta la notte con il telefono in mano.
Come si fa?
Cordiali saluti
Vito Lorusso
cell. 347 218 5590`],
      ['a', `Gentile Vito,
grazie per averci scritto e auguri per il battesimo!
Come prima cosa le chiedo di provare così: apra FotoCloud, vada su Profilo > Impostazioni > Backup, disattivi il Backup automatico, attenda qualche secondo e lo riattivi. Già che c'è, controlli che "Solo Wi-Fi" sia acceso, così non consuma i dati.
Stanotte lasci il telefono in carica come al solito e domani ci faccia sapere.
Marta – Supporto FotoCloud Famiglia`],
      ['c', `Ho fatto come mi ha detto ieri sera, ma stamattina la stessa storia: 52 foto caricate e poi "in pausa". Mio figlio dice che è colpa del telefono e non dell'applicazione.`],
      ['n', `Samsung One UI: app ottimizzata / in "App in sospensione" -> il sistema chiude il servizio di backup a schermo spento. Il toggle del backup non c'entra. Facciamo mettere la batteria su Senza restrizioni.`],
      ['a', `Gentile Vito,
suo figlio ha in parte ragione: i telefoni Samsung, per risparmiare batteria, "addormentano" le app che lavorano a schermo spento, e così il backup si interrompe.
Faccia così:
1. Impostazioni del telefono > App > FotoCloud Famiglia
2. tocchi Batteria
3. scelga "Senza restrizioni"
Se FotoCloud compare anche nell'elenco delle app in sospensione (Impostazioni > Assistenza dispositivo > Batteria > Limiti utilizzo in background), la tolga da lì.
Marta – Supporto FotoCloud Famiglia`],
      ['c', `Adesso funziona, stanotte le ha caricate tutte e mia figlia le ha già viste e mi ha telefonato commossa. Grazie signorina Marta, gentilissima.`],
    ],
    sol: ['senza restrizioni'], fail: ['disattivi il backup automatico'],
    pii: [['NOME', 'Vito Lorusso'], ['TELEFONO', '347 218 5590']] },

  { id: 'FC-6102', g: 'fc-invito-album-scaduto', cat: 'configurazione', s: "Mia figlia non riesce ad entrare nell'album",
    m: [
      ['c', `Spettabile FotoCloud,
sono una signora di 72 anni e non sono molto pratica di queste cose, perciò mi scuso in anticipo.
Ho creato l'album condiviso "Natale a Pescara" come mi ha insegnato mio nipote e il 10 novembre ho mandato l'invito a mia figlia Daniela, che vive a Monaco di Baviera. Lei però ha aperto il messaggio soltanto ieri, perché era in viaggio per lavoro, e quando tocca il collegamento le compare la scritta "Invito non più valido".
Ho provato a rimandarle lo stesso messaggio su WhatsApp con il collegamento, ma il risultato è il medesimo.
Vi sarei grata se poteste aiutarmi.
Distinti saluti
Adelina`],
      ['a', `Gentile signora Adelina,
non deve scusarsi di nulla, è una domanda che riceviamo spesso.
Gli inviti agli album condivisi restano validi 7 giorni: il collegamento del 10 novembre quindi è scaduto, e inoltrarlo di nuovo non serve, perché è sempre lo stesso collegamento. Bisogna generarne uno nuovo:
1. apra l'album "Natale a Pescara";
2. tocchi l'icona con le due persone in alto a destra (Membri);
3. accanto al nome di Daniela, che risulta "In attesa", tocchi i tre puntini e scelga "Invia di nuovo l'invito".
A Daniela arriverà un nuovo messaggio: le basterà aprirlo entro una settimana.
Cordiali saluti
Chiara – Assistenza FotoCloud Famiglia`],
      ['c', `Grazie infinite, ho fatto come mi ha scritto e Daniela adesso vede tutte le fotografie, anche quelle del presepe di mio marito. Buona giornata.`],
    ],
    sol: ['invia di nuovo'] },

  { id: 'FC-6103', g: 'fc-doppio-abbonamento-store-web', cat: 'fatturazione', s: 'doppio addebito!!',
    m: [
      ['c', `ciao ho visto sull estratto conto 2 addebiti da 2,99 x fotocloud questo mese,uno il 3 e uno il 5... ma io ho 1 solo account!! la carta è la 5299 4830 1177 2651 controllate pls. nn voglio pagare doppio x una cosa sola grz`],
      ['n', `Doppio abbonamento sullo stesso account: Google Play (sub del 03/11, fatto dall'app) + web/Stripe (05/11, upgrade dal sito). Il cliente non si è accorto di quello in app. Numero carta completo nel ticket: mascherato nella risposta, ricordato di non inviarlo.`],
      ['a', `Ciao!
Per sicurezza non scriverci mai il numero completo della carta, ci bastano le ultime 4 cifre 🙂
Ho controllato: sul tuo account ci sono due abbonamenti Famiglia attivi. Uno l'hai fatto da Google Play dentro l'app (addebito del 3, sull'estratto conto compare come "Google *FotoCloud"), l'altro dal sito fotocloud.it con la carta (addebito del 5).
Quello web lo gestiamo noi, quello di Google Play invece lo gestisce Google e noi non possiamo disdirlo. Ti consiglio di tenere quello web e di disdire l'abbonamento su Google Play:
Play Store > icona del profilo > Pagamenti e abbonamenti > Abbonamenti > FotoCloud Famiglia > Annulla abbonamento.
Per il mese già pagato su Google Play puoi chiedere il rimborso a Google direttamente da quella pagina.
Simone`],
      ['c', `ok fatto, annullato da play store e google mi ha gia rimborsato i 2,99. grz`],
    ],
    sol: ['abbonamento su google play'],
    pii: [['CARTA', '5299 4830 1177 2651']] },

  { id: 'FC-6104', g: 'fc-ios-aggiorna-in-background', cat: 'configurazione', s: 'Backup not working / backup non funziona',
    m: [
      ['c', `Hello, sorry my italian is not good.
Io ho iPhone 14, app FotoCloud. Il backup funziona solo quando io apro la app. Quando la app è chiusa, niente. Ieri io ho fatto 60 foto a Firenze con my wife, stasera nel cloud ci sono zero foto. My wife has Android and for her it works fine.
Cosa devo fare? Thank you
Mark`],
      ['a', `Hi Mark, no problem, scrivo in italiano semplice (with some English).
Su iPhone FotoCloud può caricare le foto con l'app chiusa solo se iOS le dà il permesso. Controlla così:
1. Impostazioni > Generali > Aggiorna app in background: deve essere attivo (Wi-Fi e dati cellulare).
2. Nella stessa pagina scorri fino a FotoCloud e accendi l'interruttore.
3. Spegni la Modalità risparmio energetico (Impostazioni > Batteria), perché ferma il lavoro in background.
(In English: Settings > General > Background App Refresh, turn it on for FotoCloud, and turn off Low Power Mode.)
Nota: è iOS che decide quando far partire il backup, di solito quando il telefono è in carica e in Wi-Fi, per esempio di notte.
Giorgio – FotoCloud Support`],
      ['c', `Thank you Giorgio! Aggiorna app in background era spento per FotoCloud. Ora è attivo, stanotte con il charger tutte le foto di Firenze sono nel cloud. Grazie mille!`],
    ],
    sol: ['aggiorna app in background'] },

  { id: 'FC-6105', g: 'fc-rinnovo-annuale-rimborso', cat: 'fatturazione', s: 'Rinnovo annuale addebitato senza preavviso',
    m: [
      ['c', `Buonasera,
stamattina mi sono trovata addebitati 79,90 € per il rinnovo del piano Famiglia Plus annuale. Avevo fatto l'abbonamento l'anno scorso per raccogliere le foto del matrimonio di mia sorella e poi non l'ho più usato: a febbraio ho scaricato tutto sul computer. Non ho ricevuto nessuna email di avviso (o forse è finita nello spam, non lo so).
Chiedo il rimborso. Se serve vi do il mio IBAN: IT43A0200805364000104987352, intestato a Lucia Marino, codice fiscale MRNLCU78E51F205X.
Lucia Marino`],
      ['a', `Gentile signora Marino,
la ringraziamo per averci contattato. Come previsto dalle condizioni del servizio (art. 7.3), il rinnovo annuale viene comunicato via email 30 giorni prima della scadenza e, una volta addebitato, di norma non è rimborsabile. Stiamo comunque verificando la sua posizione e le risponderemo entro 48 ore.
Cordiali saluti
Ufficio Amministrazione FotoCloud Famiglia`],
      ['n', `Avviso di rinnovo inviato il 24/10 all'indirizzo corretto, mai aperto. Ultimo caricamento febbraio, nessuna attività da 9 mesi. Da policy non spetta nulla: proposto rimborso eccezionale, approvato da Federica (team lead). Disdetta fatta da noi.`],
      ['a', `Gentile signora Marino,
considerato che l'account non è stato utilizzato negli ultimi mesi, abbiamo deciso di procedere in via eccezionale al rimborso completo di 79,90 €.
Il rimborso viene effettuato sullo stesso metodo di pagamento usato per il rinnovo (carta che termina con 0412), non sul conto IBAN indicato, ed è visibile entro 5-10 giorni lavorativi. Abbiamo inoltre disdetto l'abbonamento: l'account torna al piano Base gratuito da 15 GB e le foto oltre tale limite restano consultabili e scaricabili per 90 giorni.
Cordiali saluti
Ufficio Amministrazione FotoCloud Famiglia`],
      ['c', `Grazie, molto gentili. Lucia`],
    ],
    sol: ['rimborso completo'], f: ['concession'],
    pii: [['IBAN', 'IT43A0200805364000104987352'], ['NOME', 'Lucia Marino'], ['CF', 'MRNLCU78E51F205X']] },

  { id: 'FC-6106', g: 'fc-e507-spazio-esaurito-cestino', cat: 'guasto', s: 'Errore E507 durante il caricamento da PC',
    m: [
      ['c', `Salve,
dal sito web sto cercando di caricare la cartella delle vacanze in Sardegna (circa 8 GB, quasi tutti video) e si blocca sempre. Avevo già cancellato un sacco di video vecchi proprio per fare spazio, ma niente. Vi incollo quello che esce nella finestra "Dettagli":

[2026-11-27 21:14:03] upload queue: 412 items (8.1 GB)
[2026-11-27 21:14:09] PUT /v2/media/chunk -> 507 Insufficient Storage
[2026-11-27 21:14:09] code=FC-E507 msg="Spazio di archiviazione esaurito" quota_used=200.0GB quota_total=200GB
[2026-11-27 21:14:10] upload paused (reason: QUOTA)

Ma come fa a essere pieno se ho cancellato almeno 30 GB di roba?? Ho il piano Famiglia da 200 GB.
Grazie, Roberto`],
      ['a', `Ciao Roberto,
grazie per il log, molto utile. A volte, dopo una cancellazione di molti file, il conteggio dello spazio impiega qualche ora per essere ricalcolato. Ti chiedo di aspettare fino a domani e poi riprovare il caricamento.
Luca – Supporto FotoCloud`],
      ['c', `Aspettato un giorno intero, stesso errore E507, e in Impostazioni > Spazio vedo ancora 200 GB su 200.`],
      ['n', `Ricontrollato: 31,4 GB nel Cestino (eliminati il 26/11). Il cestino conta nella quota finché non viene svuotato o passano 30 giorni. Il ricalcolo non c'entrava, errore mio nella prima risposta.`],
      ['a', `Ciao Roberto, scusami, ho guardato meglio e la causa è un'altra.

**Cosa succede**
Gli elementi eliminati non spariscono subito: restano nel Cestino per 30 giorni e in quel periodo continuano a occupare spazio. Nel tuo Cestino ci sono 31,4 GB.

**Come risolvere**
1. Su fotocloud.it apri il menu a sinistra > Cestino
2. Clicca "Svuota il cestino" e conferma (attenzione: da lì non si recuperano più)
3. Aspetta qualche minuto e riavvia il caricamento

Luca – Supporto FotoCloud`],
      ['c', `Svuotato, ora sono a 168 GB e il caricamento è ripartito. Grazie`],
    ],
    sol: ['svuota il cestino'], fail: ['ricalcolato'] },

  { id: 'FC-6107', g: 'fc-tv-riabbinamento-dopo-cambio-password', cat: 'accesso', s: 'Sulla televisione non vedo più le foto dei nipoti',
    m: [
      ['c', `Buongiorno.
Sono un pensionato di Treviso, ho 78 anni. Ogni domenica viene a pranzo tutta la famiglia e dopo il caffè guardiamo le foto dei nipoti sulla televisione del salotto, una LG grande che abbiamo comprato per i mondiali. Mio figlio Alberto l'anno scorso mi aveva sistemato tutto lui.
Da questa settimana la televisione non mostra più niente: apro l'applicazione FotoCloud, compare il logo e poi la scritta "Sessione scaduta (TV-401). Accedi di nuovo." Sul telefono invece le foto le vedo benissimo.
Alberto dice che la settimana scorsa mi ha cambiato la password perché gli era arrivata una email strana, ma non so se c'entra.
Vi ringrazio.
Bruno`],
      ['a', `Gentile signor Bruno,
c'entra, eccome: quando si cambia la password, per sicurezza FotoCloud scollega tutti i dispositivi, compresa la televisione. Basta ricollegarla:
1. sulla TV, nella schermata con la scritta TV-401, scelga "Accedi di nuovo": comparirà un codice di 6 lettere e numeri;
2. dal telefono o dal computer vada all'indirizzo fotocloud.it/tv, entri con la nuova password e scriva quel codice;
3. dopo pochi secondi la televisione mostrerà di nuovo gli album.
Se preferisce, può farlo fare ad Alberto domenica prossima: ci vogliono due minuti.
Cordiali saluti
Elena – Assistenza FotoCloud Famiglia`],
      ['c', `Ci ha pensato mia nipote Giada con il suo telefono, in due minuti come diceva lei. Funziona. Grazie`],
    ],
    sol: ['fotocloud.it/tv'] },

  { id: 'FC-6108', g: 'fc-fotolibro-foto-sgranate', cat: 'configurazione', s: 'Fotolibro: avviso risoluzione bassa su quasi tutte le pagine',
    m: [
      ['c', `Buongiorno,
il 14 febbraio io e mio marito Stefano festeggiamo 25 anni di matrimonio e vorrei regalargli un fotolibro con le foto di tutti questi anni: il viaggio di nozze a Santorini, la nascita di Giulia e poi di Tommaso, le estati nella casa al mare di Caorle, il cane Birillo che non c'è più...
Ho passato tre sere a impaginarlo (A4 orizzontale, copertina rigida, 40 pagine). Quando vado su Ordina, però, su 31 pagine compare un triangolino giallo con scritto "Risoluzione bassa: la foto potrebbe risultare sgranata in stampa". Ma le foto sul telefono sono bellissime! Non voglio regalare un libro sgranato.
La spedizione sarà a Via dei Mille 18, 30026 Portogruaro (VE), se serve.
Grazie, Sabrina`],
      ['a', `Ciao Sabrina, che bel regalo!
Prova prima a ridurre lo zoom delle foto nei riquadri: quando una foto viene ingrandita molto per riempire la pagina, la risoluzione effettiva cala. Nell'editor tocca la foto e scegli "Adatta" invece di "Riempi".
Fammi sapere!
Paola`],
      ['c', `Ho provato su due pagine: il triangolino resta anche con Adatta, e in più la foto non riempie la pagina e restano i bordi bianchi. Non può essere tutto il libro così.`],
      ['n', `Account con Qualità backup = Risparmio spazio (lato lungo 1600 px) dal 2023. L'editor del fotolibro usa le copie nel cloud, da qui l'avviso. Serve Originale + Ricarica originali (le foto sono ancora sul telefono).`],
      ['a', `Ciao Sabrina,
ho controllato il tuo account e ho trovato il motivo: il backup è impostato su "Risparmio spazio", che salva nel cloud una copia ridotta delle foto (circa 1600 pixel). Per la stampa serve la versione originale. Visto che le foto sono ancora sul telefono:
1. Profilo > Impostazioni > Backup > Qualità backup: scegli "Originale";
2. subito sotto tocca "Ricarica originali": l'app ricarica a piena risoluzione le foto che ha ancora in memoria (ci vuole un po', meglio di notte in Wi-Fi);
3. riapri il fotolibro: l'editor sostituisce le foto da solo, senza perdere l'impaginazione.
Tieni conto che con "Originale" lo spazio occupato aumenta.
Paola`],
      ['c', `Fatto stanotte, i triangolini sono spariti quasi tutti: restano solo su due foto vecchie scannerizzate, e quelle immagino siano proprio piccole. Ordinato! Grazie mille`],
    ],
    sol: ['ricarica originali'], fail: ['ridurre lo zoom'],
    pii: [['INDIRIZZO', 'Via dei Mille 18, 30026 Portogruaro (VE)']] },

  { id: 'FC-6109', g: 'fc-android-ottimizzazione-batteria', cat: 'guasto', s: 'backup automatico non va',
    m: [
      ['c', `buongiorno le scrivo col microfono perché sto guidando no scherzo sono fermo allora il problema è che l'app delle foto fotocloud sul mio oppo reno 10 non fa il backup da sola se non la apro io le foto restano lì ho controllato e il backup automatico è acceso anche il wifi ho 120 foto della comunione di mia figlia che non sono salite e mia suocera le aspetta sull'album famiglia grazie saluti Davide`],
      ['a', `Buongiorno Davide,
proviamo due cose, nell'ordine:
1. Svuota la cache dell'app: Impostazioni > App > FotoCloud Famiglia > Memoria > Svuota cache (non cancella le foto).
2. Disattiva l'ottimizzazione della batteria per FotoCloud: Impostazioni > Batteria > Altre impostazioni > Ottimizza uso batteria > FotoCloud Famiglia > Non ottimizzare. Sugli Oppo con ColorOS deve essere acceso anche "Consenti attività in background".
Fammi sapere com'è andata.
Ilaria`],
      ['c', `allora ho fatto la prima cosa la cache e non è cambiato niente stanotte niente foto poi ho fatto la seconda non ottimizzare e stamattina c'erano tutte anche quelle della comunione mia suocera contenta quindi era la batteria grazie`],
      ['a', `Perfetto, era proprio l'ottimizzazione della batteria: ColorOS chiudeva l'app quando andava in background. Chiudo il ticket, buona giornata!
Ilaria`],
    ],
    sol: ['non ottimizzare'], fail: ['svuota cache'] },

  { id: 'FC-6110', g: 'fc-preautorizzazione-fotolibro', cat: 'fatturazione', s: 'Doppio addebito per il fotolibro',
    m: [
      ['c', `Salve,
ieri sera ho ordinato dall'app un fotolibro (ordine n. FL-2026-884213) per i 70 anni di mia madre, 34,90 € più la spedizione. Oggi sull'app della banca vedo DUE movimenti da 41,80 €: uno "in attesa" e uno "contabilizzato". Non ho ordinato due libri! Potete verificare?
L'email del mio account è rita.santangelo72@example.it
Rita Santangelo`],
      ['a', `Gentile Rita,
ho verificato: l'ordine FL-2026-884213 è uno solo e le è stato addebitato una sola volta.
Il movimento "in attesa" è una preautorizzazione: quando si ordina un fotolibro blocchiamo temporaneamente l'importo sulla carta per verificare che sia valida, e lo addebitiamo davvero solo alla spedizione. Il suo ordine è andato in stampa rapida ed è partito subito, per questo per qualche giorno vede entrambe le voci.
La preautorizzazione non è un pagamento: la sua banca la cancella da sola, di solito entro 5-7 giorni lavorativi, e lei non deve fare nulla. Se dopo 7 giorni lavorativi fosse ancora lì, ci riscriva e chiederemo noi lo sblocco.
Cordiali saluti
Francesco – Servizio Clienti FotoCloud`],
      ['c', `Confermo, il movimento in attesa è sparito. Ok grazie`],
    ],
    sol: ['preautorizzazione'],
    pii: [['EMAIL', 'rita.santangelo72@example.it'], ['NOME', 'Rita Santangelo']] },

  { id: 'FC-6111', g: 'fc-account-familiare-defunto', cat: 'accesso', s: 'Accesso alle foto di mio padre deceduto',
    m: [
      ['c', `Buongiorno,
scrivo con un po' di difficoltà. Mio padre, Giovanni Ferrara, è mancato il 2 novembre. Era lui ad avere l'abbonamento FotoCloud Famiglia e ci ha messo dentro quarant'anni di fotografie, comprese le diapositive che aveva fatto digitalizzare l'anno scorso.
Noi figli siamo nell'album condiviso "Ferrara" ma vediamo solo una parte delle foto: il resto era nel suo archivio personale. Non conosciamo la sua password e il telefono ha il blocco con l'impronta. L'abbonamento scade a gennaio e abbiamo paura di perdere tutto.
Cosa possiamo fare? Il codice fiscale di papà era FRRGNN41C12A662U.
Potete contattarmi a questo indirizzo, anna.ferrara.ba@example.it, o al 328 904 1176.
Anna Ferrara`],
      ['a', `Gentile signora Ferrara,
le porgiamo innanzitutto le nostre più sentite condoglianze.
Per ragioni di riservatezza non possiamo comunicare la password di un altro utente, e l'app non consente di trasferire in autonomia il contenuto di un account. In casi come il suo, tuttavia, il nostro ufficio dedicato può, previa verifica, trasferire l'archivio del titolare scomparso sull'account di un familiare.
La preghiamo di inviarci, rispondendo a questo messaggio:
- copia del certificato di morte;
- documento d'identità della persona che fa la richiesta;
- dichiarazione sostitutiva che attesti il rapporto di parentela (modulo allegato).
Nel frattempo abbiamo sospeso la scadenza dell'abbonamento, così nessun contenuto verrà rimosso.
Con i migliori saluti
Ufficio Assistenza FotoCloud Famiglia – Valentina`],
      ['c', `Vi ho inviato i documenti in allegato. Grazie per la sensibilità.`],
      ['x', `Documenti ricevuti e verificati dall'ufficio legale (pratica DEC-2026-117). Autorizzato il trasferimento manuale dell'archivio personale (612 GB) sull'account della figlia; account del defunto chiuso dopo la copia. Procedura eseguita da back office, non disponibile agli utenti.`],
      ['a', `Gentile signora Ferrara,
abbiamo ricevuto e verificato la documentazione. Il nostro team ha trasferito l'intero archivio di suo padre sul suo account: lo trova nella cartella "Archivio Giovanni Ferrara". L'account di suo padre è stato chiuso.
L'archivio occupa 612 GB: per conservarlo, il suo account dovrà avere il piano Famiglia Plus (2 TB) entro 60 giorni. Fino ad allora i contenuti restano comunque al sicuro.
Con i migliori saluti
Ufficio Assistenza FotoCloud Famiglia – Valentina`],
      ['c', `Ho visto tutto, ci sono anche le diapositive del matrimonio dei miei genitori. Grazie davvero.`],
    ],
    sol: ['trasferito l\'intero archivio'], f: ['oneoff'],
    pii: [['NOME', 'Giovanni Ferrara'], ['CF', 'FRRGNN41C12A662U'], ['EMAIL', 'anna.ferrara.ba@example.it'], ['TELEFONO', '328 904 1176'], ['NOME', 'Anna Ferrara']] },

  { id: 'FC-6112', g: 'fc-invito-album-scaduto', cat: 'configurazione', s: "MIO FRATELLO NON ENTRA NELL'ALBUM",
    m: [
      ['c', `È LA TERZA VOLTA CHE CI PROVO. HO INVITATO MIO FRATELLO NELL'ALBUM "CALCETTO ANNI 90" DUE SETTIMANE FA E LUI MI DICE CHE IL LINK GLI DA ERRORE. PAGO 2,99 AL MESE E NON RIESCO NEMMENO A CONDIVIDERE QUATTRO FOTO. SISTEMATE QUESTA COSA.`],
      ['a', `Ciao! Capisco la frustrazione, lo sistemiamo.
Prima cosa: tuo fratello ha l'app aggiornata? Le versioni precedenti alla 5.0 non aprono gli inviti. Digli di aggiornare l'app dallo store e poi riprovare col link.
Fabio`],
      ['c', `AGGIORNATA. STESSO ERRORE. DICE "INVITO NON PIÙ VALIDO".`],
      ['n', `Invito creato il 12/11, scaduto il 19/11 (validità 7 giorni). L'aggiornamento non c'entrava, va rigenerato l'invito.`],
      ['a', `Ok, allora è semplice: gli inviti durano 7 giorni e il tuo è del 12 novembre, quindi è scaduto, per questo gli dice "non più valido".
Devi mandargli un nuovo invito: apri l'album > icona Membri in alto > accanto al nome di tuo fratello (risulta "In attesa") tocca i tre puntini > "Invia di nuovo l'invito". Digli di aprirlo entro una settimana e sei a posto 👍
Fabio`],
      ['c', `ok entrato. grazie`],
    ],
    sol: ['invia di nuovo'], fail: ["aggiornare l'app"] },

  { id: 'FC-6113', g: 'fc-duplicati-dopo-ripristino', cat: 'guasto', s: 'Migliaia di foto doppie dopo cambio telefono',
    m: [
      ['c', `Ciao, ho cambiato telefono (da Pixel 6 a Pixel 9) e ho ripristinato tutto dal backup di Google. Da quando ho installato FotoCloud sul nuovo telefono mi ritrovo ogni foto due volte nella libreria, alcune anche tre. Saranno 9.000 foto doppie. Account: m.cattaneo.foto@example.it
Come si tolgono senza cancellarle a mano una per una?`],
      ['a', `Ciao!
Succede quando il nuovo telefono ricarica foto che avevano già fatto il backup, ma che dopo il ripristino hanno un nome file o una data diversa.
Sul sito fotocloud.it c'è uno strumento apposta: Libreria > menu ⋮ > Trova duplicati. Analizza la libreria, ti mostra i gruppi di foto uguali e con "Unisci tutti" tiene una sola copia per gruppo. Per 9.000 foto l'analisi può durare qualche ora. Nel frattempo ti consiglio di mettere in pausa il backup sul nuovo telefono.
Sara`],
      ['c', `Fatto girare tutta la notte. Trova duplicati me ne ha trovati 640, non 9.000. Le altre sono doppie a occhio, stessa identica foto, ma lui non le considera uguali (credo perché una è HEIC e una JPG, o perché hanno dimensioni diverse). Ho riprovato due volte, stesso risultato.`],
      ['n', `Il ripristino Google ricomprime/converte -> hash diverso; Trova duplicati usa solo l'hash esatto. Deduplica per somiglianza non disponibile (richiesta prodotto PRD-884). Nessuna soluzione lato utente se non cancellare a mano.`],
      ['a', `Hai ragione: oggi lo strumento riconosce solo le copie identiche, e le foto ricompresse durante il ripristino non lo sono. Ho segnalato il tuo caso al team prodotto come richiesta di miglioramento, ma non ho una data da darti.
Se vuoi, posso spiegarti come filtrare per data di caricamento, così almeno le trovi più in fretta.
Sara`],
      ['c', `No grazie, lascio perdere. Mi tengo i doppioni o li cancello a mano quando avrò tempo. Un po' deludente per un servizio a pagamento. Potete chiudere.`],
    ],
    fail: ['trova duplicati'], f: ['unresolved'],
    pii: [['EMAIL', 'm.cattaneo.foto@example.it']] },

  { id: 'FC-6114', g: 'fc-e415-raw-non-supportato', cat: 'guasto', s: 'Backup bloccato con 37 elementi non caricati',
    m: [
      ['c', `Ciao, vi riassumo la situazione:
- iPhone 15 Pro, iOS 18.1, app FotoCloud 5.3.2
- piano Famiglia Plus (2 TB, ne uso 310 GB, quindi lo spazio non è il problema)
- il backup va avanti per tutto tranne **37 elementi** che restano lì con un punto esclamativo rosso
- toccando l'elemento: "Impossibile caricare (FC-E415)"
- ho già provato: riavvio del telefono, disinstalla/reinstalla l'app, Wi-Fi diverso
Sono tutte foto fatte nello stesso weekend sulle Dolomiti, se può servire.
Grazie, Matteo`],
      ['a', `Ciao Matteo, grazie del riepilogo, preciso come pochi.
FC-E415 non riguarda lo spazio (quello sarebbe FC-E507): vuol dire "formato non supportato". Quasi sicuramente quelle 37 sono foto Apple ProRAW (.DNG), file da 75-100 MB che i piani FotoCloud non conservano in formato RAW.
Si risolve così: Profilo > Impostazioni > Backup > Formati > attiva "Carica RAW come JPEG". L'app converte quei file in JPEG alla massima qualità e li carica; il DNG originale resta sul telefono.
Se vuoi evitare il problema in futuro, sull'iPhone: Impostazioni > Fotocamera > Formati > disattiva ProRAW quando non ti serve.
Alessandro`],
      ['c', `Confermo, erano in ProRAW, le avevo scattate per provare la modalità. Attivato Carica RAW come JPEG e in 10 minuti sono salite tutte. Grazie`],
    ],
    sol: ['carica raw come jpeg'] },

  { id: 'FC-6115', g: 'fc-tv-samsung-2017-schermo-nero', cat: 'guasto', s: 'App TV: schermo nero, non vedo più le foto',
    m: [
      ['c', `Buonasera, da qualche giorno sulla TV Samsung del soggiorno (modello UE49MU6400, comprata nel 2017) l'app FotoCloud si apre ma poi resta lo schermo nero, non vedo più le foto. Ho già provato a spegnere e riaccendere la TV e anche a staccare la spina. Sul telefono è tutto a posto. Non ho cambiato password né altro.
Grazie, Claudio`],
      ['a', `Ciao Claudio,
per capire meglio: quando apri l'app sulla TV compare qualche codice di errore (per esempio TV-401) oppure solo nero? E riesci a leggere la versione dell'app in Impostazioni > Info, dentro l'app della TV?
Elena`],
      ['c', `Nessun codice, nero e basta dopo il logo. Sono riuscito a leggere la versione prima che si piantasse: 4.2.0. Ho provato anche a disinstallarla e reinstallarla dallo Smart Hub, uguale.`],
      ['n', `La 4.2.0 (rilasciata il 18/11) va in crash sul player foto dei Samsung Tizen 3.0 (serie MU 2017). Sullo store Samsung non c'è modo di tornare alla versione precedente. Bug TVAPP-2291 aperto, nessuna data di correzione.`],
      ['a', `Grazie Claudio. Ho verificato: su alcuni televisori Samsung del 2017 la versione 4.2.0 dell'app ha un problema che stiamo analizzando, e non dipende da niente che tu possa fare sulla TV.
Ho inoltrato la tua segnalazione al team Sviluppo TV con modello e versione. Purtroppo non ho una data per la correzione.
Elena`],
      ['c', `Ok, aspetto. Peccato perché la usavamo tutte le sere.`],
      ['s', `Ticket chiuso automaticamente: la segnalazione è stata trasferita al team Sviluppo TV (rif. TVAPP-2291). Riceverai un nuovo messaggio quando ci saranno aggiornamenti.`],
    ],
    f: ['unresolved'] },

  { id: 'FC-6116', g: 'fc-fotolibro-consegna-in-ritardo', cat: 'commerciale', s: 'Fotolibro con spedizione express non ancora arrivato',
    m: [
      ['c', `Buongiorno,
il 24 novembre ho ordinato un fotolibro (ordine FL-2026-871550) con spedizione Express da 9,90 €, consegna prevista entro il 28. Oggi è il 5 dicembre e non è arrivato niente, il tracciamento è fermo su "In lavorazione presso il centro di smistamento" da una settimana.
Era il regalo per la laurea di mio figlio, che è il 7! Sono disperata.
Indirizzo: Corso Vittorio Emanuele II 112, 10128 Torino. Telefono 339 556 0218.
Grazie, Patrizia Gallo`],
      ['n', `Sentito il corriere: etichetta danneggiata, pacco fermo nel deposito di Settimo Torinese, non ripartirà prima di lunedì. Ristampa prioritaria gratuita + rimborso spedizione Express + buono 20%: gesto commerciale approvato da Federica. Il primo pacco va al macero al rientro.`],
      ['a', `Gentile Patrizia,
mi dispiace molto. Ho sentito il corriere: il pacco ha l'etichetta danneggiata ed è fermo nel deposito di Settimo Torinese.
Abbiamo già fatto partire una ristampa con consegna garantita entro il 6 dicembre, e il corriere la chiamerà al numero che ci ha indicato. Inoltre le rimborsiamo i 9,90 € della spedizione Express e le abbiamo caricato un buono del 20% sul prossimo fotolibro (lo trova nell'app in Fotolibri > Buoni), come scusa per il disagio.
Giulia – Servizio Clienti FotoCloud`],
      ['c', `È arrivato stamattina, perfetto, mio figlio non sa niente. Grazie per il rimborso e per il buono, non me lo aspettavo.`],
    ],
    sol: ['rimborsiamo'], f: ['concession'],
    pii: [['INDIRIZZO', 'Corso Vittorio Emanuele II 112, 10128 Torino'], ['TELEFONO', '339 556 0218'], ['NOME', 'Patrizia Gallo']] },

  { id: 'FC-6117', g: 'fc-ios-aggiorna-in-background', cat: 'configurazione', s: 'backup solo se apro l app',
    m: [
      ['c', `raga ho un iphone 13, il backup parte solo qnd apro l'app e la tengo aperta. se la chiudo si ferma tt. ho gia messo foto "accesso a tutte le foto". cm si fa?`],
      ['a', `Ciao! Proviamo la cosa più rapida: esci e rientra dall'account (Profilo > Esci, poi accedi di nuovo), a volte sblocca il backup. Poi lascia il telefono in carica col Wi-Fi per qualche ora e vedi se va avanti.
Marco`],
      ['c', `niente, uguale. cmq ho risolto da solo: avevo spento "aggiorna app in background" x tutte le app x risparmiare batteria 😅 riacceso e ora va anche con l'app chiusa`],
      ['a', `Grande, hai trovato tu la causa! Senza Aggiorna app in background iOS non lascia lavorare FotoCloud quando l'app è chiusa. Se vuoi risparmiare batteria puoi tenerlo spento per le altre app e acceso solo per FotoCloud (Impostazioni > Generali > Aggiorna app in background).
Marco`],
    ],
    sol: ['aggiorna app in background'], fail: ['esci e rientra'] },

  { id: 'FC-6118', g: 'fc-2fa-telefono-rubato', cat: 'accesso', s: 'Telefono rubato, non riesco più ad entrare (verifica in due passaggi)',
    m: [
      ['c', `Buongiorno, sabato a Milano in metro mi hanno rubato il telefono. Avevo attivato la verifica in due passaggi di FotoCloud con l'app di autenticazione che stava proprio su quel telefono. Ora dal PC mi chiede il codice a 6 cifre e io non ce l'ho. I codici di recupero non li ho mai salvati, lo ammetto.
Il mio nuovo numero è 351 770 2294 e l'email dell'account è federico.riva@example.it. Lì dentro ci sono tutte le foto dei miei figli, vi prego.
Federico Riva`],
      ['a', `Ciao Federico, mi dispiace per il furto.
Senza codici di recupero non puoi disattivare da solo la verifica in due passaggi, ma possiamo farlo noi dopo aver verificato la tua identità. Ti mando via email un link per una breve videochiamata di verifica (5 minuti, tieni a portata di mano un documento d'identità).
Martina`],
      ['n', `Videochiamata fatta il 02/12 alle 17:30, carta d'identità corrispondente ai dati di fatturazione. 2FA disattivata da back office, tutte le sessioni revocate (incluso il telefono rubato).`],
      ['a', `Ciao Federico, verifica completata.
Abbiamo disattivato noi la verifica in due passaggi sul tuo account e scollegato tutti i dispositivi, compreso il telefono rubato. Ora puoi accedere con email e password.
Appena entri ti consiglio di riattivare la verifica in due passaggi e, questa volta, di salvare i codici di recupero.
Martina`],
      ['c', `Entrato, riattivata, codici stampati e messi nel cassetto. Grazie mille`],
    ],
    sol: ['abbiamo disattivato noi'], f: ['oneoff'],
    pii: [['TELEFONO', '351 770 2294'], ['EMAIL', 'federico.riva@example.it'], ['NOME', 'Federico Riva']] },

  { id: 'FC-6119', g: 'fc-e507-spazio-esaurito-cestino', cat: 'guasto', s: 'spazio esaurito ma ho cancellato tutto',
    m: [
      ['c', `Salve, so' Gennaro da Pozzuoli. 'O telefono (Samsung S23) mi dice "Backup interrotto – FC-E507 spazio esaurito". Ma io ieri aggio cancellato tutti i video della festa di mio nipote, erano na cosa di 20 giga, proprio pe' fa' spazio. E stamattina sta ancora scritto pieno. Ma comm'è possibile? Mo' devo pure pagà de cchiù? Chiamatemi se serve, 081 526 4417 (fisso).`],
      ['a', `Salve Gennaro,
i video che ha cancellato sono finiti nel Cestino e lì dentro, per 30 giorni, continuano a contare nello spazio. Non deve pagare niente in più: basta svuotarlo. Nell'app tocchi Libreria > Cestino > "Svuota" in alto a destra. Dopo qualche minuto il backup riparte da solo.
Roberta`],
      ['c', `Fatto, mo' funziona. Grazie assai`],
    ],
    sol: ['cestino'],
    pii: [['TELEFONO', '081 526 4417']] },

  { id: 'FC-6120', g: 'fc-doppio-abbonamento-store-web', cat: 'fatturazione', s: 'Addebito doppio abbonamento e richiesta fattura',
    m: [
      ['c', `Spett.le FotoCloud,
sono titolare di uno studio di architettura e utilizzo il piano Famiglia Plus anche per l'archivio fotografico dei cantieri. Questo mese ho riscontrato due addebiti per il medesimo servizio: 7,99 € da Apple (App Store) e 7,99 € sulla carta aziendale tramite il Vostro sito.
Vi chiedo di chiarire e di emettere fattura per l'abbonamento intestata a: Studio Bernardi Architetti, P.IVA 05812330727.
Cordiali saluti
arch. Elisa Bernardi`],
      ['a', `Gentile arch. Bernardi,
dalle verifiche risultano due abbonamenti attivi sullo stesso account: uno sottoscritto dall'iPhone tramite App Store il 14/11 e uno dal sito il 16/11. Gli abbonamenti App Store sono gestiti da Apple e non possono essere annullati da noi.
Poiché le serve la fattura intestata allo studio, le consigliamo di mantenere l'abbonamento web (Apple rilascia solo ricevute) e di annullare quello App Store: sull'iPhone, Impostazioni > [il suo nome] > Abbonamenti > FotoCloud Famiglia > Annulla abbonamento. Per l'importo già addebitato da Apple può chiedere il rimborso su reportaproblem.apple.com.
La fattura dell'abbonamento web con i dati indicati è disponibile in fotocloud.it > Account > Fatture.
Cordiali saluti
Francesco – Servizio Clienti FotoCloud`],
      ['c', `Annullato su iPhone, Apple ha accettato il rimborso. Fattura scaricata. Grazie.
E. Bernardi`],
    ],
    sol: ['annullare quello app store'],
    pii: [['PIVA', '05812330727'], ['NOME', 'Elisa Bernardi']] },

  { id: 'FC-6121', g: 'fc-android-ottimizzazione-batteria', cat: 'guasto', s: 'Redmi: il backup si blocca appena blocco lo schermo',
    m: [
      ['c', `Ciao, ho un Redmi Note 12 Pro con HyperOS. Il backup di FotoCloud va solo con l'app in primo piano; appena blocco lo schermo si ferma e la notifica "Backup in corso" sparisce. Mia moglie ha lo stesso identico telefono e il suo va... boh. Io e Alessia abbiamo l'album "Casa nuova" da riempire con le foto del trasloco.
Grazie, Enrico`],
      ['n', `Xiaomi/HyperOS: oltre all'ottimizzazione batteria c'è l'Avvio automatico, spento di default per le app installate dopo la prima configurazione; la moglie probabilmente l'ha acceso al primo avvio. Su Xiaomi basta quasi sempre quello.`],
      ['a', `Gentile Enrico,
sui dispositivi Xiaomi con HyperOS (e MIUI) il sistema impedisce alle app di restare attive a schermo spento se non è abilitato l'avvio automatico. La preghiamo di procedere così:
1. apra l'app Sicurezza (oppure Impostazioni > App > Gestisci app);
2. selezioni FotoCloud Famiglia;
3. attivi "Avvio automatico".
Facoltativo: nella schermata delle app recenti tenga premuto su FotoCloud e tocchi il lucchetto, così il sistema non la chiude.
Restiamo a disposizione.
Cordiali saluti
Servizio Clienti FotoCloud – Giorgio`],
      ['c', `Era spento l'avvio automatico, attivato e stanotte ha caricato 300 foto. Non ho toccato altro. Ok grazie`],
    ],
    sol: ['avvio automatico'], f: ['conflict'] },

  { id: 'FC-6122', g: 'fc-tv-riabbinamento-dopo-cambio-password', cat: 'accesso', s: 'chromecast non carica più gli album',
    m: [
      ['c', `Ehi, uso FotoCloud su Google TV (il Chromecast col telecomando). Da ieri apro l'app e mi esce tipo "Sessione scaduta TV-401" con un pulsante. Gli album non si vedono più. Che devo fare?
Lorenzo`],
      ['a', `Ciao Lorenzo! Prova a disinstallare e reinstallare l'app dal Google Play della TV, a volte dopo un aggiornamento si incastra.
Fabio`],
      ['c', `reinstallata, ora mi fa vedere solo la schermata di benvenuto con "Collega questa TV" e un codice tipo K7P-2QX, e se lo lascio lì scade e ne esce un altro. sempre niente foto`],
      ['n', `Password cambiata il 01/12 -> revoca di tutte le sessioni, TV inclusa. Reinstallare non serviva: basta l'abbinamento con il codice.`],
      ['a', `Ah ok, ho visto che il 1° dicembre è stata cambiata la password dell'account: è quello che ha scollegato la TV (per sicurezza, quando cambi password scolleghiamo tutti i dispositivi).
Quel codice è proprio il codice di abbinamento: dal telefono vai su fotocloud.it/tv, accedi con la password nuova e inserisci il codice entro 10 minuti. La TV si sblocca da sola.
Ciao! Fabio`],
      ['c', `vero la password l'avevo cambiata io perché era la stessa di netflix, me n'ero scordato. inserito il codice e va. thx`],
    ],
    sol: ['codice di abbinamento'], fail: ['disinstallare e reinstallare'] },

  { id: 'FC-6123', g: 'fc-rinnovo-annuale-rimborso', cat: 'fatturazione', s: 'Richiesta rimborso abbonamento annuale',
    m: [
      ['c', `Buongiorno,
mi è stato addebitato il rinnovo annuale Famiglia Plus (79,90 €) il 3 dicembre. Il problema è che a settembre avevo già disdetto da fotocloud.it, o almeno così pensavo: avevo cliccato "Disdici" ma evidentemente non ho confermato nella seconda schermata. Da settembre con la famiglia siamo passati a un altro servizio e non carichiamo più niente.
Vorrei il rimborso sul conto IT34C0503411701000000318844 intestato a Tommaso Greco.
Grazie, Tommaso Greco`],
      ['n', `Log: 14/09 click su Disdici, flusso abbandonato alla conferma. Nessun caricamento dall'11/09. Da policy non rimborsabile; team lead ok a rimborso eccezionale una tantum, annotato nel profilo cliente.`],
      ['a', `Buongiorno Tommaso,
ho controllato: il 14 settembre la disdetta è stata avviata ma non confermata, per questo il rinnovo è partito.
Di norma il rinnovo annuale non è rimborsabile, ma visto che non usate il servizio da settembre facciamo un'eccezione: ti rimborsiamo i 79,90 € e ho disdetto io l'abbonamento. Il rimborso torna sulla carta usata per il pagamento (non possiamo accreditarlo su IBAN) entro 5-10 giorni lavorativi. L'account passa al piano Base gratuito da 15 GB.
Stefania – Amministrazione FotoCloud`],
      ['c', `Perfetto, grazie della disponibilità`],
    ],
    sol: ['rimborsiamo'], f: ['concession'],
    pii: [['IBAN', 'IT34C0503411701000000318844'], ['NOME', 'Tommaso Greco']] },

  { id: 'FC-6124', g: 'fc-invito-album-scaduto', cat: 'configurazione', s: "Non riesco ad accettare l'invito di mia cognata",
    m: [
      ['c', `Buongiorno, mia cognata mi ha invitato all'album "Battesimo Sofia" ma non riesco a entrare. Vi mando quello che c'è scritto nello screenshot (l'ho copiato con la funzione testo dell'immagine):

14:32 ⋅ 4G 76%
FotoCloud Famiglia
⚠ lnvito scaduto
Questo invito è scaduto il 21/11/2026.
Chiedi a chi ti ha invitat0 di inviarne uno nuovo.
[ OK ]   [ Apri FotoCloud ]

La mia email è giorgia.deluca88@example.it, l'album l'ha creato mia cognata.
Grazie, Giorgia`],
      ['a', `Ciao Giorgia,

**Perché succede**
Gli inviti agli album condivisi valgono 7 giorni dall'invio. Dopo quella data il link non funziona più, anche se viene inoltrato di nuovo.

**Cosa fare**
- Tua cognata apre l'album "Battesimo Sofia" > Membri
- accanto al tuo indirizzo (stato "In attesa") tocca ⋮ > **Invia di nuovo l'invito**
- ti arriva una nuova email: aprila entro 7 giorni

**Se non arriva**
Controlla la cartella Spam o Promozioni.

Un saluto,
Team Supporto FotoCloud Famiglia`],
      ['c', `ok grazie`],
    ],
    sol: ['invia di nuovo'],
    pii: [['EMAIL', 'giorgia.deluca88@example.it']] },

  { id: 'FC-6125', g: 'fc-fotolibro-foto-sgranate', cat: 'configurazione', s: "Foto sfocate nell'anteprima del fotolibro",
    m: [
      ['c', `Buongiorno, sto preparando il fotolibro della gita della 3ªB (sono la maestra, ho il consenso scritto dei genitori) e nell'anteprima le foto sono sgranate, con l'avviso "qualità insufficiente per la stampa". Le foto le ho fatte io con il mio telefono. Vorrei consegnarlo ai bambini prima di Natale.
Grazie, Cinzia`],
      ['a', `Buongiorno Cinzia,
molto probabilmente il backup del suo telefono è impostato su "Risparmio spazio": in questo modo nel cloud viene salvata una copia ridotta delle foto, che va bene per guardarle ma non per stamparle, e l'editor del fotolibro usa proprio quella copia.
Provi così: Profilo > Impostazioni > Backup > Qualità backup > "Originale", e poi tocchi "Ricarica originali" (le foto devono essere ancora sul telefono). Quando il caricamento è finito, riapra il fotolibro: le foto vengono sostituite da sole.
Cordiali saluti
Paola – Supporto FotoCloud`],
      ['c', `Risposta automatica: sono assente fino al 12 dicembre con accesso limitato alla posta elettronica. Per urgenze relative alla scuola rivolgersi alla segreteria. Cinzia`],
      ['c', `Scusate il ritardo, ero in viaggio d'istruzione a Napoli con un'altra classe. Ho fatto come dite: era proprio su Risparmio spazio, ho messo Originale e Ricarica originali e adesso l'avviso è sparito. Grazie`],
    ],
    sol: ['ricarica originali'] },

  { id: 'FC-6126', g: 'fc-cambio-titolare-piano-famiglia', cat: 'altro', s: 'Cambiare il titolare del piano famiglia',
    m: [
      ['c', `Salve,
il piano Famiglia Plus l'ha attivato anni fa mio suocero, Pietro Colombo (pietro.colombo47@example.it), e dentro ci siamo tutti: io, mia moglie e i ragazzi. Adesso lui ha 81 anni, lo smartphone non lo usa più e la carta registrata sta per scadere. Vorremmo che la titolare diventasse mia moglie, Chiara Colombo (chiara.colombo.mi@example.it), senza che nessuno perda foto o album. Nell'app non trovo come fare.
Pietro è d'accordo, è qui accanto a me.
Grazie, Andrea`],
      ['a', `Ciao Andrea,
oggi l'app non permette di cambiare il titolare di un piano Famiglia: si può solo lasciare il gruppo o chiuderlo, e chiuderlo non conviene. Possiamo però fare noi il passaggio. Ci serve:
1. un'email di conferma dall'indirizzo di Pietro, anche solo due righe;
2. che Chiara sia già membro del gruppo (lo è, ho controllato).
Le foto personali di ognuno restano nei rispettivi account, gli album condivisi non vengono toccati.
Irene`],
      ['c', `Pietro vi ha appena scritto dalla sua email, gliel'ho fatta mandare io dal tablet.`],
      ['n', `Conferma ricevuta dall'email del titolare. Titolarità del gruppo FAM-33921 spostata sull'account di Chiara dalla console admin; metodo di pagamento del vecchio titolare rimosso. Chiara deve inserire una carta prima del rinnovo del 19/12.`],
      ['a', `Fatto: abbiamo spostato la titolarità del piano Famiglia Plus sull'account di Chiara. Album condivisi, membri e spazio restano uguali.
Chiara deve solo inserire la sua carta in Profilo > Abbonamento > Metodo di pagamento prima del 19 dicembre, data del prossimo rinnovo.
Ciao! Irene`],
      ['c', `Perfetto, Chiara ha già messo la carta. Grazie!`],
    ],
    sol: ['spostato la titolarità'], f: ['oneoff'],
    pii: [['NOME', 'Pietro Colombo'], ['EMAIL', 'pietro.colombo47@example.it'], ['NOME', 'Chiara Colombo'], ['EMAIL', 'chiara.colombo.mi@example.it']] },

  { id: 'FC-6127', g: 'fc-date-errate-foto-whatsapp', cat: 'guasto', s: 'Foto con data sbagliata nella timeline',
    m: [
      ['c', `salve le foto che mi mandano su whatsapp nel gruppo della famiglia in fotocloud finiscono tutte sotto la data di oggi invece che quando sono state fatte, cosi la timeline è un casino. quelle di mia sorella dell'estate sono finite tutte a dicembre`],
      ['a', `Buongiorno,
per capire il problema ci servono alcune informazioni:
1. modello del telefono e versione di Android o iOS;
2. versione dell'app FotoCloud (Profilo > Info);
3. un esempio: il nome del file di una di queste foto (lo vede aprendo la foto > ⓘ Dettagli) e la data in cui secondo lei è stata scattata.
Appena ci risponde facciamo le verifiche.
Roberta`],
      ['a', `Buongiorno,
le riscriviamo perché non abbiamo ancora ricevuto le informazioni richieste: senza il nome di un file di esempio non possiamo verificare. Se non riceviamo risposta, il ticket verrà chiuso automaticamente fra 3 giorni.
Roberta`],
      ['s', `Ticket chiuso automaticamente per mancata risposta del cliente dopo 7 giorni. Per riaprirlo è sufficiente rispondere a questa email.`],
    ],
    f: ['unresolved'] },
];
