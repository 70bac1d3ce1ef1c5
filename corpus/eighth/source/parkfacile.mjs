// Eighth reference set, product "ParkFacile" (parking app: paying by the hour, plates, fines, refunds,
// wallet top-up). Written by hand BLIND to the rules distiller on 2026-12-01 (evening): nothing under
// src/modules/distillation/ but eval-distill.command.ts and heldout-set.spec.ts was opened, nor
// src/knowledge/, src/modules/knowledge/, src/lib/text/, nor any other set's tickets or sources.
// Voices: a message typed by voice assistant ("punto", "virgola"), a Swiss-Italian writing very formally
// with French words, a customer replying to a satisfaction survey with the real problem inside, an
// outsourced call centre's scripted agents with ticket codes, an agent who gives the fix and a second
// one who closes with a template; confirmations by "ok top", a star rating, "sì" or silence; failed
// first attempts ("macché", "non ha funzionato") before the fix. Personal data invented, checksums valid.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'ParkFacile';
export const start = '2026-03-02T07:40:00Z';

export const tickets = [
  // --- pagamento della sosta che resta in sospeso (pagina 3D Secure bloccata dal browser interno)
  {
    id: 'PF-2401', g: 'pf-pagamento-sospeso', cat: 'fatturazione', s: 'non mi fa pagare',
    m: [
      ['c', 'Salve, da stamattina l app non mi fa pagare la sosta. Scelgo la zona, metto 2 ore, premo Paga e gira gira e poi torna indietro senza fare niente. Ho già disinstallato e reinstallato.'],
      ['a', 'Buongiorno, la banca chiede la conferma 3D Secure e la pagina della banca, aperta nel browser interno dell\'app, a volte resta bianca. Vada in Profilo > Impostazioni > Pagamenti e disattivi "Usa browser interno": al prossimo pagamento la conferma si aprirà nel browser del telefono, la approvi e torni nell\'app.'],
      ['c', 'fatto, pagato subito. grazie'],
    ],
    sol: ['browser interno', '3d secure'],
  },
  {
    id: 'PF-2402', g: 'pf-pagamento-sospeso', cat: 'fatturazione', s: 'Pagamento in sospeso da 20 minuti',
    m: [
      ['c', 'Buongiorno, il pagamento resta in sospeso: sulla schermata c\'è scritto "In attesa di conferma della banca" e non si sblocca. Intanto ho l\'auto in divieto. La carta è la 4532 0177 8412 0936, non so se serve.'],
      ['a', 'Buongiorno, la prego di non scrivere qui il numero completo della carta: non ci serve. Provi a chiudere l\'app e riaprirla, il pagamento dovrebbe completarsi.'],
      ['c', 'macché, sempre in attesa di conferma'],
      ['a', 'Capito. Allora la conferma 3D Secure non riesce ad aprirsi: in Profilo > Impostazioni > Pagamenti disattivi l\'opzione "Usa browser interno" e ripeta il pagamento; la pagina della banca si aprirà nel browser del telefono.'],
      ['c', 'ora sì, è passato'],
    ],
    pii: [['CARTA', '4532 0177 8412 0936']],
    sol: ['browser interno'], fail: ['chiudere l\'app e riaprirla'],
  },
  {
    id: 'PF-2403', g: 'pf-pagamento-sospeso', cat: 'fatturazione', s: 'Errore PAY-3DS-408',
    m: [
      ['c', 'Errore PAY-3DS-408: autenticazione del pagamento non completata. Riprova più tardi.\n\nquesto mi esce ogni volta, da tre giorni. pago col parcometro ma allora a cosa serve l\'app'],
      ['a', 'Ciao, quel codice vuol dire che la verifica 3D Secure della banca non è arrivata a termine. Succede quando la pagina della banca viene aperta nel browser interno di ParkFacile: disattiva "Usa browser interno" in Impostazioni > Pagamenti e riprova. Fammi sapere.'],
    ],
    sol: ['browser interno', '3d secure'],
  },
  {
    id: 'PF-2404', g: 'pf-pagamento-sospeso', cat: 'fatturazione', s: 'messaggio vocale pagamento',
    f: ['conflict'],
    m: [
      ['c', 'buongiorno virgola non riesco a pagare la sosta punto premo paga e resta la rotellina che gira virgola poi dice pagamento non riuscito punto ho provato anche con un altra carta punto grazie punto inviato da assistente vocale'],
      ['a', 'Buongiorno, disattivi per favore "Usa browser interno" in Impostazioni > Pagamenti e riprovi: di solito la conferma della banca si blocca lì.'],
      ['c', 'non ha funzionato punto stessa rotellina punto'],
      ['a', 'Grazie della prova. Vedo che usa ancora la versione 5.0 dell\'app: aggiorni ParkFacile dallo store alla versione 5.2, che apre correttamente la pagina della banca, e ripeta il pagamento.'],
      ['c', 'aggiornato punto adesso funziona punto grazie punto'],
    ],
    sol: ['versione 5.2', 'aggiorni'], fail: ['browser interno'],
  },

  // --- la sosta parte sulla targa della vecchia auto (veicolo predefinito)
  {
    id: 'PF-2405', g: 'pf-targa-predefinita', cat: 'configurazione', s: 'Sosta pagata sulla targa sbagliata',
    m: [
      ['c', 'Buonasera, ho cambiato macchina a febbraio e ho aggiunto la nuova targa GX 482 TM, ma ogni volta che avvio la sosta l\'app usa quella vecchia. Oggi mi hanno lasciato il foglietto della multa sul parabrezza anche se avevo pagato.'],
      ['a', 'Buonasera, la sosta parte sempre sul veicolo predefinito. Apra Profilo > Veicoli, tocchi la nuova auto e scelga "Imposta come predefinito"; se la vecchia non la usa più, la elimini. Prima di avviare la sosta controlli la targa mostrata in alto nella schermata. Per la multa può inviarci la foto del preavviso e la ricevuta della sosta.'],
      ['c', 'Fatto, adesso in alto c\'è la targa giusta. Grazie'],
    ],
    sol: ['predefinito', 'veicoli'],
  },
  {
    id: 'PF-2406', g: 'pf-targa-predefinita', cat: 'configurazione', s: 'l\'app si ricorda la macchina di mia moglie',
    m: [
      ['c', 'Abbiamo due auto in famiglia sullo stesso account. Io seleziono la mia, pago, e poi nella ricevuta c\'è la targa di mia moglie. Succede sempre, ormai ho paura a usarla.'],
      ['a', 'Gentile cliente, la ringraziamo per aver contattato il Servizio Clienti ParkFacile. Rif. pratica CC-PF-55120. La selezione fatta nella mappa vale solo per la sessione: la sosta viene registrata sul veicolo impostato come predefinito in Profilo > Veicoli. Imposti come predefinito il veicolo che usa più spesso e, quando usa l\'altro, lo cambi dalla targa mostrata in alto prima di premere Avvia. Restiamo a disposizione, buona giornata.'],
      ['c', 'ok ho capito, ora torna'],
    ],
    sol: ['predefinito', 'veicoli'],
  },
  {
    id: 'PF-2407', g: 'pf-targa-predefinita', cat: 'configurazione', s: 'Targa nuova non viene presa',
    m: [
      ['c', 'Ho aggiunto la targa nuova e l\'ho pure messa per prima nella lista ma l\'app continua a partire con quella del furgone che ho venduto. Che devo fare, cancellarmi e rifare tutto?'],
      ['a', 'Buongiorno, non serve rifare l\'account. L\'ordine della lista non conta: conta il veicolo segnato come predefinito. In Profilo > Veicoli tocchi il furgone e lo elimini, poi sulla nuova auto scelga "Imposta come predefinito".'],
    ],
    sol: ['predefinito', 'elimini'],
  },
  {
    id: 'PF-2408', g: 'pf-targa-predefinita', cat: 'configurazione', s: 'Re: Questionario di soddisfazione',
    m: [
      ['c', '> Quanto è soddisfatto del servizio ParkFacile da 1 a 5?\n3\n> Vuole dirci di più?\nSì: la targa nella sosta è sempre quella della macchina a noleggio che avevo il mese scorso, non la mia. Ho già pagato due soste sulla targa sbagliata.'],
      ['a', 'Grazie per la risposta al questionario. La sosta usa il veicolo predefinito: in Profilo > Veicoli elimini la targa dell\'auto a noleggio e imposti la sua come predefinita. Da quel momento le soste partiranno sulla targa giusta.'],
      ['c', 'sistemato, grazie'],
    ],
    sol: ['veicolo predefinito', 'elimini'],
  },

  // --- "Termina sosta" non chiude la sosta (serve la pressione prolungata)
  {
    id: 'PF-2409', g: 'pf-termina-sosta', cat: 'guasto', s: 'Non riesco a chiudere la sosta',
    m: [
      ['c', 'premo Termina sosta ma il timer va avanti lo stesso, ieri mi ha fatto pagare fino alle 20 anche se ero andato via alle 15'],
      ['a', 'Ciao! Con l\'ultimo aggiornamento il pulsante Termina va tenuto premuto per 2 secondi (così non si chiude per sbaglio). Apri la scheda Soste attive, tieni premuto Termina finché il cerchio si riempie, e la sosta si chiude. Per ieri mandaci l\'orario e verifichiamo.'],
      ['c', 'ok top, adesso si chiude'],
    ],
    sol: ['tieni premuto', 'soste attive'],
  },
  {
    id: 'PF-2410', g: 'pf-termina-sosta', cat: 'guasto', s: 'Il tasto stop non fa niente',
    m: [
      ['c', 'Buongiorno. Il tasto per fermare la sosta sembra morto: lo tocco, non succede nulla, la sosta resta attiva e i minuti continuano a scalare dal credito. Ho un Samsung A52.'],
      ['a', 'Buongiorno, provi a riavviare il telefono e a riprovare.'],
      ['c', 'Riavviato, non ha funzionato. La sosta è ancora lì che va.'],
      ['a', 'Mi scuso, le avevo dato un\'indicazione incompleta. Dalla versione 5.1 la sosta si chiude tenendo premuto il pulsante Termina per due secondi, nella scheda Soste attive: un tocco breve non basta. Provi così.'],
      ['c', 'Sì, così si ferma. Grazie'],
    ],
    sol: ['tenendo premuto', 'soste attive'], fail: ['riavviare il telefono'],
  },
  {
    id: 'PF-2411', g: 'pf-termina-sosta', cat: 'guasto', s: 'SOSTA CHE NON FINISCE MAI',
    m: [
      ['c', 'Ho chiuso la sosta alle 9:40, o almeno credevo, e alle 12 mi arriva la notifica "la tua sosta sta per scadere". Quindi era ancora aperta?? Non è la prima volta.'],
      ['a', 'Sì, era ancora aperta: il pulsante Termina, nella scheda Soste attive, si attiva tenendo premuto due secondi; con un tocco veloce la sosta non si chiude. Quando è chiusa compare la ricevuta con l\'orario di fine.'],
      ['a', 'Gentile cliente, non avendo ricevuto ulteriori comunicazioni consideriamo risolta la sua richiesta. Grazie per aver scelto ParkFacile.'],
    ],
    sol: ['tenendo premuto', 'soste attive'],
  },
  // near miss of pf-termina-sosta: the start button, not the stop one
  {
    id: 'PF-2412', g: 'pf-avvia-zona', cat: 'guasto', s: 'Il tasto Avvia sosta resta grigio',
    m: [
      ['c', 'Il pulsante per avviare la sosta è grigio e non si preme. La posizione è attiva, sono in centro in una strisce blu normalissima.'],
      ['a', 'Buongiorno, il pulsante resta grigio quando l\'app non riconosce la zona tariffaria dalla posizione (capita vicino al confine fra due zone). Tocchi "Scegli zona" e scriva il codice di quattro cifre stampato sul cartello blu o sul parcometro più vicino: il pulsante Avvia si attiva.'],
      ['c', 'trovato il codice sul parcometro, partita. grazie'],
    ],
    sol: ['codice', 'cartello'],
  },

  // --- ricarica del portafoglio addebitata ma saldo non aggiornato
  {
    id: 'PF-2413', g: 'pf-ricarica-saldo', cat: 'fatturazione', s: 'Ricarica non accreditata',
    m: [
      ['c', 'Ho ricaricato 20 euro con PayPal, PayPal dice completato, ma il saldo del portafoglio è ancora 0,60. Mi avete preso i soldi e basta?'],
      ['a', 'Buongiorno, le ricariche PayPal a volte non vengono registrate subito. Nella schermata Portafoglio tocchi "Verifica ricariche in sospeso": l\'app richiede lo stato a PayPal e accredita l\'importo.'],
      ['a', 'Buongiorno, la contattiamo in merito alla richiesta n. 2413. In assenza di riscontro la pratica viene chiusa. Cordiali saluti, il team ParkFacile.'],
    ],
    sol: ['verifica ricariche'],
  },
  {
    id: 'PF-2414', g: 'pf-ricarica-saldo', cat: 'fatturazione', s: 'saldo fermo dopo la ricarica',
    m: [
      ['c', 'buongiorno il credito non sale. ho fatto la ricarica da 10 ieri sera, dalla banca risulta l addebito ma nell app niente, il saldo è fermo'],
      ['a', 'Buongiorno, per prima cosa provi a uscire dall\'account e rientrare, così il saldo si aggiorna.'],
      ['c', 'uscito e rientrato, ancora 1,20'],
      ['a', 'Allora la ricarica è rimasta in sospeso fra noi e il circuito di pagamento. Apra Portafoglio e tocchi "Verifica ricariche in sospeso" in fondo alla pagina: la ricarica viene confermata e il saldo aggiornato.'],
      ['c', 'ecco adesso 11,20. ok'],
    ],
    sol: ['verifica ricariche'], fail: ['uscire dall\'account'],
  },
  {
    id: 'PF-2415', g: 'pf-ricarica-saldo', cat: 'fatturazione', s: 'Portafoglio: importo scalato ma non caricato',
    m: [
      ['c', 'Gentili, vi ho mandato 30 euro per il portafoglio di ParkFacile, in app vedo la ricarica con la scritta "in elaborazione" da due giorni. Vorrei sapere dove sono finiti.'],
      ['a', 'Buonasera, la ricarica "in elaborazione" si sblocca dalla schermata Portafoglio con il pulsante "Verifica ricariche in sospeso". Se dopo la verifica resta in elaborazione ci riscriva con la data e l\'importo.'],
      ['c', 'Verificato, ora il saldo è giusto. Grazie mille'],
    ],
    sol: ['verifica ricariche'],
  },
  {
    id: 'PF-2416', g: 'pf-ricarica-saldo', cat: 'fatturazione', s: 'ricarica sparita',
    m: [
      ['c', 'ricarica fatta, soldi usciti dalla carta, credito in app no. vi allego lo screenshot del movimento'],
      ['a', 'Ciao, grazie dello screenshot. Vai in Portafoglio, scorri in fondo e tocca "Verifica ricariche in sospeso": la ricarica rimasta a metà viene confermata.'],
      ['a', 'Buongiorno, il collega le ha indicato la soluzione. Chiudiamo il ticket; per ogni altra necessità siamo a disposizione. Il team ParkFacile'],
    ],
    sol: ['verifica ricariche'],
  },
  // near miss of pf-ricarica-saldo: automatic top-up that keeps charging
  {
    id: 'PF-2417', g: 'pf-ricarica-automatica', cat: 'fatturazione', s: 'Continua a ricaricare da solo',
    m: [
      ['c', 'Ho disattivato la ricarica automatica ma il portafoglio continua a ricaricarsi di 20 euro ogni volta che il saldo scende sotto i 5. Me ne sono accorta dall\'estratto conto: tre ricariche in una settimana.'],
      ['a', 'Buongiorno, la ricarica automatica si disattiva davvero solo dopo la conferma con il codice che arriva via SMS: se la finestra del codice viene chiusa, resta attiva. Vada in Portafoglio > Ricarica automatica, sposti l\'interruttore su spento, inserisca il codice SMS e attenda la scritta "Ricarica automatica disattivata".'],
      ['c', 'Non avevo mai messo il codice. Ora c\'è scritto disattivata.'],
    ],
    sol: ['codice sms', 'ricarica automatica'],
  },

  // --- codice SMS di accesso che non arriva (chiamata vocale)
  {
    id: 'PF-2418', g: 'pf-codice-sms', cat: 'accesso', s: 'Codice di accesso mai arrivato',
    m: [
      ['c', 'Cambiato telefono, reinstallo l\'app, metto il numero e il codice via SMS non arriva. Ho chiesto un nuovo codice 5 volte.'],
      ['a', 'Buongiorno, dopo due richieste gli SMS vengono rallentati. Aspetti due minuti, poi nella schermata del codice tocchi "Non hai ricevuto il codice?" e scelga "Chiamata vocale": una voce automatica le detta il codice.'],
      ['c', '★★★★★ arrivata la chiamata, entrato'],
    ],
    sol: ['chiamata vocale'],
  },
  {
    id: 'PF-2419', g: 'pf-codice-sms', cat: 'accesso', s: 'Réception du code / codice di verifica',
    m: [
      ['c', 'Gentili Signori,\nmi permetto di rivolgermi a Voi in quanto, malgrado ripetuti tentativi, il codice di verifica destinato al mio numero svizzero non mi perviene. Vi sarei grato di volermi indicare la procedura da seguire. Vi ringrazio anticipatamente e Vi porgo i miei più distinti saluti.\nAvv. Claude Bernasconi, Lugano\n\nMeilleures salutations'],
      ['a', 'Gentile Avvocato, gli SMS verso alcuni operatori esteri arrivano con ritardo o non arrivano. Nella schermata del codice tocchi "Non hai ricevuto il codice?" e scelga "Chiamata vocale": riceverà una telefonata automatica che le detta il codice. Cordiali saluti.'],
      ['c', 'Gentili Signori, la procedura indicata ha dato esito positivo. Vi ringrazio della cortese sollecitudine. Avec mes salutations distinguées.'],
    ],
    sol: ['chiamata vocale'],
  },
  {
    id: 'PF-2420', g: 'pf-codice-sms', cat: 'accesso', s: 'non mi arriva il messaggio per entrare',
    m: [
      ['c', 'non riesco ad entrare nell app, chiede il codice ma il messaggino non arriva. il numero è giusto'],
      ['a', 'Buongiorno, provi a controllare la cartella degli SMS indesiderati o bloccati.'],
      ['c', 'niente neanche lì'],
      ['a', 'Allora usi la chiamata: nella schermata del codice, "Non hai ricevuto il codice?" > "Chiamata vocale". Il codice le viene detto al telefono.'],
    ],
    sol: ['chiamata vocale'], fail: ['sms indesiderati'],
  },

  // --- one-offs fixed in the back office
  {
    id: 'PF-2421', g: 'pf-sosta-doppia', cat: 'fatturazione', s: 'Due addebiti per la stessa sosta',
    f: ['oneoff'],
    m: [
      ['c', 'Buongiorno, martedì ho pagato una sosta in via Roma dalle 10 alle 12 e mi trovo due addebiti da 3,40 euro con lo stesso orario. Ne ho pagata una sola.'],
      ['n', 'Doppia transazione da timeout gateway, stessa sessione. Storno della seconda.'],
      ['a', 'Buongiorno, ha ragione: la seconda era un doppione dovuto a un errore di comunicazione con la banca. Ho annullato io la sosta doppia e le ho riaccreditato i 3,40 euro sul metodo di pagamento: li vedrà entro 3-5 giorni lavorativi.'],
      ['c', 'Grazie per la rapidità'],
    ],
  },
  {
    id: 'PF-2422', g: 'pf-targa-altro-account', cat: 'configurazione', s: 'Targa già associata a un altro account',
    f: ['oneoff'],
    m: [
      ['c', 'Provo ad aggiungere la mia targa FB 913 RZ e mi dice "targa già associata a un altro account". L\'auto l\'ho comprata usata, sarà del proprietario di prima. Come faccio?'],
      ['a', 'Buongiorno, ci invii per favore una foto del libretto di circolazione intestato a lei.'],
      ['c', 'allegata'],
      ['a', 'Grazie. Abbiamo scollegato noi la targa dal vecchio account: adesso può aggiungerla dal suo profilo senza errori.'],
      ['c', 'aggiunta. grazie'],
    ],
  },
  {
    id: 'PF-2423', g: 'pf-email-profilo', cat: 'accesso', s: 'cambio email',
    f: ['oneoff'],
    m: [
      ['c', 'Ciao, la mail del mio profilo è quella del lavoro vecchio e non ci entro più, quindi non ricevo le ricevute. Vorrei metterci la mia personale: marta.colombo84@gmail.com. Dall\'app non me la fa cambiare perché chiede la conferma sulla vecchia.'],
      ['a', 'Ciao Marta, verificata la tua identità con il numero di telefono dell\'account, ho aggiornato io l\'indirizzo e-mail sul tuo profilo: da ora le ricevute arrivano alla nuova casella.'],
      ['c', '🙏'],
    ],
    pii: [['EMAIL', 'marta.colombo84@gmail.com']],
  },
  {
    id: 'PF-2424', g: 'pf-ricevuta-piva', cat: 'fatturazione', s: 'Ricevute aziendali senza partita IVA',
    f: ['oneoff'],
    m: [
      ['c', 'Buongiorno, uso ParkFacile per le auto aziendali. Le ricevute di marzo sono uscite intestate a me come privato e non alla ditta, partita IVA 04587210966. Il commercialista non le accetta.'],
      ['a', 'Buongiorno, ci scusiamo. Le abbiamo rigenerato le ricevute di marzo intestate alla ditta con la partita IVA corretta: risultano ora nella sezione Ricevute dell\'app. Per i prossimi mesi attivi "Profilo aziendale" in Profilo > Dati di fatturazione.'],
      ['c', 'Viste, grazie.'],
    ],
    pii: [['PIVA', '04587210966']],
  },

  // --- concessions
  {
    id: 'PF-2425', g: 'pf-sosta-dimenticata', cat: 'fatturazione', s: 'Dieci ore di sosta!!',
    f: ['concession'],
    m: [
      ['c', 'Ho dimenticato di chiudere la sosta e mi avete addebitato 10 ore, 14 euro, per una spesa di mezz\'ora. Lo so che è colpa mia ma non è possibile un avviso?'],
      ['a', 'Buongiorno, capiamo il disagio. In via del tutto eccezionale le rimborsiamo 12 euro sul portafoglio; le consigliamo di impostare in Impostazioni > Notifiche l\'avviso "Sosta attiva da più di 2 ore".'],
      ['c', 'Gentilissimi, grazie'],
    ],
  },
  {
    id: 'PF-2426', g: 'pf-multa-disservizio', cat: 'fatturazione', s: 'Multa durante il vostro disservizio',
    f: ['concession'],
    m: [
      ['c', 'Sabato pomeriggio l\'app era giù (c\'era il messaggio "servizio momentaneamente non disponibile") e non ho potuto pagare. Risultato: 29 euro di multa. Chi me li rende?'],
      ['a', 'Buongiorno, confermiamo il disservizio di sabato fra le 15 e le 17. La sanzione è del Comune e non possiamo annullarla, ma come gesto di cortesia le accreditiamo 29 euro sul portafoglio ParkFacile.'],
      ['c', 'Va bene, apprezzo.'],
    ],
  },
  {
    id: 'PF-2427', g: 'pf-premium-rinnovo', cat: 'commerciale', s: 'rinnovo Premium non voluto',
    f: ['concession'],
    m: [
      ['c', 'mi è stato rinnovato l abbonamento Premium annuale, 39,90, pensavo di averlo disdetto. non lo uso piu, lo voglio indietro'],
      ['a', 'Buongiorno, il rinnovo è avvenuto regolarmente perché la disdetta non risulta. Questa volta però facciamo un\'eccezione: annulliamo il rinnovo e le rimborsiamo l\'intero importo. Il Premium resta attivo fino a fine mese.'],
    ],
  },

  // --- unresolved
  {
    id: 'PF-2428', g: 'pf-rimborso-sosta-comune', cat: 'fatturazione', s: 'Rimborso sosta in zona sbagliata',
    f: ['unresolved'],
    m: [
      ['c', 'Ho pagato la sosta nella zona Centro ma ero in zona Stazione, e ho preso la multa lo stesso. Chiedo il rimborso della sosta pagata inutilmente, 4,50 euro.'],
      ['a', 'Gentile cliente, la ringraziamo per aver contattato il Servizio Clienti ParkFacile. Rif. pratica CC-PF-56877. La sua richiesta è stata inoltrata all\'ufficio amministrativo, che verificherà la posizione e la ricontatterà entro 10 giorni lavorativi. Buona giornata.'],
    ],
  },
  {
    id: 'PF-2429', g: 'pf-zona-gps', cat: 'prestazioni', s: 'mi mette sempre nella zona sbagliata',
    f: ['unresolved'],
    m: [
      ['c', 'Il GPS dell\'app mi piazza due vie più in là, in una zona con tariffa più cara. Succede solo con ParkFacile, Maps mi trova giusto.'],
      ['a', 'Buongiorno, verifichi che per ParkFacile sia attiva la posizione precisa: Impostazioni del telefono > App > ParkFacile > Posizione > "Usa posizione precisa".'],
      ['c', 'era già attiva. l\'ho tolta e rimessa, uguale'],
      ['a', 'Grazie. Ci può dire modello del telefono e la via in cui succede? Giriamo il caso ai tecnici.'],
    ],
  },
  {
    id: 'PF-2430', g: 'pf-app-bloccata-ios', cat: 'guasto', s: 'App ferma sul logo',
    f: ['unresolved'],
    m: [
      ['c', 'da stamattina l app si apre e resta sul logo verde, non va avanti. iphone 12'],
      ['a', 'Ciao, prova a chiuderla dal multitasking e a riaprirla; se resta sul logo, eliminala e reinstallala.'],
      ['c', 'stessa cosa anche reinstallata'],
      ['a', 'Ok, ci mandi la versione di iOS? Intanto puoi pagare la sosta dal sito ParkFacile.'],
      ['c', 'lascia perdere, pago al parcometro come una volta'],
    ],
  },

  // --- other singletons
  {
    id: 'PF-2431', g: 'pf-ricevuta-email', cat: 'configurazione', s: 'Re: Come valuta la sua ultima sosta?',
    m: [
      ['c', 'Voto 2 su 10. L\'app di per sé va, ma le ricevute per e-mail non mi arrivano più da gennaio e devo fare lo screenshot ogni volta per il rimborso spese in ufficio.'],
      ['a', 'Grazie della risposta e mi scuso per il disagio. Dall\'aggiornamento di gennaio l\'invio per e-mail è un\'opzione: in Profilo > Ricevute attivi "Invio automatico delle ricevute via e-mail". Le ricevute passate può scaricarle in PDF dalla stessa schermata.'],
      ['c', 'Trovata l\'opzione, arrivano. Il voto lo alzo 😉'],
    ],
    sol: ['invio automatico'],
  },
  {
    id: 'PF-2432', g: 'pf-vpn-regione', cat: 'accesso', s: 'Servizio non disponibile nella tua regione',
    m: [
      ['c', 'Salve, dal wifi dell\'ufficio l\'app dice "Servizio non disponibile nella tua regione" e non mi fa entrare. Il nostro tecnico dice che usciamo con l\'IP 93.41.208.17, se vi serve. Col 4G invece entro.'],
      ['a', 'Buongiorno, quel messaggio compare quando la connessione esce all\'estero, di solito per una VPN aziendale. Disattivi la VPN sul telefono (o chieda al suo tecnico di escludere ParkFacile dalla VPN) e riprovi.'],
      ['c', 'Era la VPN, escluso l\'app e va.'],
    ],
    pii: [['IP', '93.41.208.17']],
    sol: ['vpn'],
  },
];
