// Fourth reference set, product "Visio Box" (pay-TV and streaming decoder with its app and remote).
// Written by hand on 2026-12-01 (evening session, helper "fourth"), blind to the rules distiller:
// its lexicons, cues and src/lib/text were never opened while writing. Voices the other sets do not
// have: teenagers writing in chat shorthand (nn, xke, cmq), a non-native speaker, a customer shouting
// in capitals with the insults already removed by the agent desk, one-word customers, replies quoted
// in e-mail style under "Il giorno ... ha scritto:", signatures and a company disclaimer.
// Personal data invented (checksums valid). Never used for tuning: report its figures, never add its
// words to a lexicon. Format: see ../../corpus-heldout/source/fibra-casa.mjs
// (t.m: [who, body], who = c customer, a agent public, n agent internal, x internal_confidential, s system;
// t.f: concession | oneoff | unresolved | conflict; t.sol / t.fail: keywords of the fix that worked / of the failed attempt).
export const product = 'Visio Box';
export const start = '2026-04-06T07:40:00Z';

export const tickets = [
  // --- the box's picture is black after the TV was changed or the box updated: force 1080p output
  {
    id: 'VB-501', g: 'vb-schermo-nero-risoluzione', cat: 'guasto', s: 'schermo nero',
    m: [
      ['c', 'Buonasera, abbiamo cambiato televisore e adesso quando accendo il Visio Box la tv dice "formato non supportato" e poi diventa tutta nera. Il box ha la lucina bianca accesa.'],
      ['a', 'Buonasera, succede quando il nuovo televisore non accetta la risoluzione che il box aveva con quello vecchio. Con il box acceso tenga premuti insieme i tasti Indietro e OK del telecomando Visio per 5 secondi: il box riparte in 1080p e l\'immagine torna. Poi, se vuole, da Impostazioni → Schermo può scegliere "Automatica".\nGiulia, Assistenza Visio Box'],
      ['c', 'Fatto, ora si vede benissimo. Grazie Giulia!'],
    ],
    sol: ['1080p', 'indietro'],
  },
  {
    id: 'VB-502', g: 'vb-schermo-nero-risoluzione', cat: 'guasto', s: 'nn si vede niente',
    m: [
      ['c', 'raga il box nn si vede niente sulla tv in camera mia, prima andava. ho staccato la spina e riattaccato 2 volte'],
      ['a', 'Ciao! Prova a staccare anche il cavo HDMI e ricollegarlo in un\'altra presa HDMI della tv.'],
      ['c', 'cambiato presa, sempre nero uguale identico'],
      ['a', 'Ok, allora è la risoluzione: la tv della tua camera probabilmente non regge il 4K. Con il box acceso tieni premuti Indietro + OK sul telecomando per 5 secondi, il box si riavvia in 1080p.'],
      ['c', 'ok adesso va cmq grz'],
    ],
    sol: ['1080p', 'indietro'], fail: ['altra presa hdmi'],
  },
  {
    id: 'VB-503', g: 'vb-schermo-nero-risoluzione', cat: 'guasto', s: 'Re: Visio Box nessuna immagine dopo aggiornamento',
    m: [
      ['c', 'Dopo l\'aggiornamento di stanotte vedo solo nero. Il televisore è un Sony di 8 anni.\n\nIl giorno mar 14 apr 2026 alle ore 09:02 Visio Box <noreply@visiobox.it> ha scritto:\n> Gentile cliente, il suo Visio Box è stato aggiornato alla versione 6.2.\n> Non è richiesta alcuna azione da parte sua.\n\n--\nAvv. Paolo Martini\nStudio Legale Martini\nQuesto messaggio e gli eventuali allegati sono riservati e destinati esclusivamente al destinatario indicato. Se lo avete ricevuto per errore, vi preghiamo di cancellarlo e di darne notizia al mittente.'],
      ['a', 'Gentile avvocato, la versione 6.2 prova a usare l\'uscita 4K, che alcuni televisori meno recenti non accettano. Per tornare all\'immagine:\n1. accenda il box e attenda che la luce frontale sia bianca;\n2. tenga premuti contemporaneamente Indietro e OK sul telecomando Visio per circa 5 secondi;\n3. il box si riavvia con uscita 1080p.\nCordiali saluti, Stefano – Assistenza Visio Box'],
    ],
    sol: ['1080p', 'indietro'],
  },
  {
    id: 'VB-504', g: 'vb-schermo-nero-risoluzione', cat: 'guasto', s: 'NON SI VEDE NIENTE DA TRE GIORNI',
    m: [
      ['c', 'TRE GIORNI CHE PAGO E NON VEDO NIENTE!!! SCHERMO NERO. [parole offensive rimosse dal sistema] VOGLIO UNA SOLUZIONE SUBITO O DISDICO'],
      ['a', 'Buongiorno, mi dispiace molto per questi tre giorni. Le chiedo una prova di un minuto: con il box acceso, tenga premuti insieme Indietro e OK sul telecomando per 5 secondi. Il box ripartirà in 1080p, che tutti i televisori accettano.'],
      ['c', 'PERFETTO ORA VA. MA POTEVATE DIRLO PRIMA'],
    ],
    sol: ['1080p', 'indietro'],
  },
  {
    id: 'VB-505', g: 'vb-schermo-nero-risoluzione', cat: 'guasto', s: 'tv',
    m: [
      ['c', 'nero'],
      ['a', 'Buongiorno, ci scrive che lo schermo è nero: la luce del box è accesa? Se sì, tenga premuti Indietro e OK sul telecomando per 5 secondi, il box si riavvia in 1080p.'],
      ['c', 'risolto'],
    ],
    sol: ['1080p', 'indietro'],
  },

  // --- buffering on Wi-Fi: move the box to the 5 GHz network or a cable
  {
    id: 'VB-506', g: 'vb-buffering-wifi', cat: 'prestazioni', s: 'si blocca la partita',
    m: [
      ['c', 'ogni 2 minuti la partita si ferma e gira la rotellina, su netflix dal telefono invece va tutto bene. ho la fibra 1 giga'],
      ['a', 'Ciao, spegni e riaccendi il modem e riprova.'],
      ['c', 'fatto, non è cambiato proprio niente, anzi peggio'],
      ['a', 'Grazie. Allora è il Wi-Fi a 2,4 GHz, che in casa arriva debole e disturbato. Sul box vai in Impostazioni → Rete → Wi-Fi e scegli la rete del tuo modem che finisce con "5G" o "5 GHz"; se il modem è vicino alla TV, ancora meglio un cavo di rete nella porta LAN del box.'],
      ['c', 'messo sulla 5 GHz e niente più rotellina, grazie'],
    ],
    sol: ['5 ghz'], fail: ['riaccendi il modem'],
  },
  {
    id: 'VB-507', g: 'vb-buffering-wifi', cat: 'prestazioni', s: 'Immagine a scatti',
    m: [
      ['c', 'Buongiorno, io sono Mihaela, scrivo non bene italiano scusate. La televisione va a pezzi, si ferma e poi riparte, sopratutto la sera. Internet di casa funziona per telefono.'],
      ['a', 'Buongiorno Mihaela, scrive benissimo, non si preoccupi. La sera la rete Wi-Fi più comune (2,4 GHz) è piena dei vicini. Faccia così:\n1. sul telecomando prema Home e poi Impostazioni;\n2. apra Rete → Wi-Fi;\n3. scelga la rete con "5G" o "5 GHz" nel nome e metta la stessa password.\nSe il box è vicino al modem può anche usare un cavo di rete.'],
      ['c', 'Ho fatto la 5 GHz come lei detto. Adesso ieri sera tutto il film senza fermare. Grazie tanto tanto.'],
    ],
    sol: ['5 ghz'],
  },
  {
    id: 'VB-508', g: 'vb-buffering-wifi', cat: 'prestazioni', s: 'buffering continuo',
    m: [
      ['c', 'Salve, buffering continuo su tutti i canali live. Ho già riavviato box e router, controllato lo speedtest (280 Mbit sul PC). Cosa altro posso fare?'],
      ['a', 'Salve, grazie per le prove già fatte. Lo speedtest sul PC misura un\'altra connessione: il box è probabilmente agganciato al Wi-Fi a 2,4 GHz.'],
      ['a', 'Le consiglio di collegarlo alla rete a 5 GHz (Impostazioni → Rete → Wi-Fi, la rete con "5G" nel nome) oppure con un cavo Ethernet alla porta LAN del box. In Impostazioni → Rete → Test velocità vedrà la differenza.'],
      ['c', 'Con la 5 GHz il test dà 190 Mbit, problema sparito. Potete chiudere.'],
    ],
    sol: ['5 ghz'],
  },
  {
    id: 'VB-509', g: 'vb-buffering-wifi', cat: 'prestazioni', s: 'rotellina',
    m: [
      ['c', 'xke gira sempre la rotellina??? nn si riesce a vedere niente, mio padre si arrabbia'],
      ['a', 'Ciao! Di solito è il Wi-Fi: nel box vai su Impostazioni → Rete → Wi-Fi e collega la rete che finisce con 5G (è la 5 GHz, più veloce). Fammi sapere!'],
    ],
    sol: ['5 ghz'],
  },

  // near-miss of the buffering group: same category and words ("si blocca"), but the box's app hangs after an update
  {
    id: 'VB-510', g: 'vb-app-bloccata-cache', cat: 'prestazioni', s: 'si blocca tutto sulla home',
    m: [
      ['c', 'Da quando si è aggiornato il box si blocca sulla schermata iniziale: i riquadri dei film restano grigi e il telecomando non risponde per un minuto. I canali, quando ci arrivo, vanno bene e la rete è a posto.'],
      ['a', 'Buongiorno, è la cache dell\'app Visio rimasta della versione precedente. Vada in Impostazioni → App → Visio → Archiviazione e prema "Cancella cache" (non "Cancella dati", altrimenti deve rifare l\'accesso), poi spenga il box dal tasto rosso e lo riaccenda.'],
      ['c', 'cancellata la cache, adesso la home è istantanea. ok'],
    ],
    sol: ['cancella cache'],
  },

  // --- remote does not work: pair it again
  {
    id: 'VB-511', g: 'vb-telecomando-abbinamento', cat: 'guasto', s: 'telecomando morto',
    m: [
      ['c', 'Il telecomando non fa più niente, nessun tasto. Il box è acceso.'],
      ['a', 'Buongiorno, provi a cambiare le due pile del telecomando con pile nuove.'],
      ['c', 'Messe nuove. Nulla da fare, idem come prima.'],
      ['a', 'Allora il telecomando ha perso l\'abbinamento con il box. Si metta a un metro dal box e tenga premuti Home e Volume − insieme per 5 secondi, finché la luce del telecomando lampeggia; sullo schermo comparirà "Telecomando abbinato".'],
      ['c', 'Ok ora funziona'],
    ],
    sol: ['home', 'volume'], fail: ['pile'],
  },
  {
    id: 'VB-512', g: 'vb-telecomando-abbinamento', cat: 'guasto', s: 'Telecomando',
    m: [
      ['c', 'Il mio telecomando non comanda, quando premo si accende una lucina rossa sul telecomando ma il box non fa nulla. Io ho 79 anni, non sono pratica, mi scusi.'],
      ['a', 'Gentile signora, nessun problema, glielo spiego passo per passo. Il telecomando va "presentato" di nuovo al box:\n1. si sieda vicino al box, a un metro circa;\n2. prema e tenga premuti insieme il tasto con la casetta (Home) e il tasto Volume meno;\n3. conti fino a cinque e lasci: sul televisore comparirà la scritta "Telecomando abbinato".\nSe serve, la richiamiamo noi.'],
      ['c', 'Mio nipote mi ha aiutato e adesso va. Grazie di cuore per la pazienza.'],
    ],
    sol: ['home', 'volume'],
  },
  {
    id: 'VB-513', g: 'vb-telecomando-abbinamento', cat: 'guasto', s: 'remote',
    m: [
      ['c', 'telecomando nn va dopo che il box si è aggiornato, le pile sono nuove (le ho cambiate ieri)'],
      ['a', 'Ciao, dopo alcuni aggiornamenti il telecomando va riabbinato: tieni premuti Home e Volume − per 5 secondi vicino al box, finché la lucina lampeggia.'],
    ],
    sol: ['home', 'volume'],
  },
  // near-miss: same words ("telecomando", "volume") and category, but the remote works on the box and cannot drive the TV
  {
    id: 'VB-514', g: 'vb-telecomando-volume-tv', cat: 'guasto', s: 'telecomando non alza il volume',
    m: [
      ['c', 'Col telecomando Visio cambio canale e tutto, ma il volume non va, devo sempre prendere quello della televisione (una LG). Si può usare uno solo?'],
      ['a', 'Buongiorno, sì: il telecomando Visio deve imparare il codice del suo televisore. Vada in Impostazioni → Telecomando → Controlla TV, scelga la marca LG e segua la prova: quando il televisore si spegne, confermi. Da lì volume e accensione della TV vanno dal telecomando Visio.'],
      ['c', 'Fatto, ora il volume va con uno solo. Grazie'],
    ],
    sol: ['controlla tv', 'marca'],
  },

  // --- forgotten parental-control PIN
  {
    id: 'VB-515', g: 'vb-pin-controllo-genitori', cat: 'accesso', s: 'PIN dimenticato',
    m: [
      ['c', 'Non ricordo più il PIN che il box chiede per i film vietati ai minori e per acquistare i film a noleggio. Ho provato 1234 e 0000.'],
      ['a', 'Buongiorno, il PIN si reimposta dall\'app Visio sul telefono: Profilo → Controllo genitori → "Reimposta PIN". Le arriva una mail con un link, e lì sceglie il nuovo PIN; il box lo riceve in pochi secondi.'],
      ['c', 'Arrivata la mail, PIN nuovo funziona. Grazie mille'],
    ],
    sol: ['reimposta pin', 'controllo genitori'],
  },
  {
    id: 'VB-516', g: 'vb-pin-controllo-genitori', cat: 'accesso', s: 'pin bloccato',
    m: [
      ['c', 'ho sbagliato il pin 5 volte e ora dice "PIN bloccato per 24 ore". nn posso aspettare 24 ore stasera c è il film 😭 ah no niente emoji scusate'],
      ['a', 'Ciao, il blocco si toglie reimpostando il PIN: apri l\'app Visio sul telefono, Profilo → Controllo genitori → Reimposta PIN, apri il link nella mail e scegli un PIN nuovo. Il blocco sul box si azzera.'],
      ['c', 'fatto visto il film thx'],
    ],
    sol: ['reimposta pin', 'controllo genitori'],
  },
  {
    id: 'VB-517', g: 'vb-pin-controllo-genitori', cat: 'accesso', s: 'Re: codice',
    m: [
      ['c', 'Scusate ma il codice che mi avete dato non va ancora.\n\nIl giorno gio 23 apr 2026 alle 18:40 Assistenza Visio Box ha scritto:\n> Buonasera, il PIN di fabbrica è 0000, lo provi.\n\n--\nMarco Ferri\ntel. 347 118 2290'],
      ['a', 'Buonasera Marco, mi scuso: 0000 vale solo se il PIN non è mai stato cambiato. Nel suo caso va reimpostato dall\'app Visio: Profilo → Controllo genitori → Reimposta PIN, poi apra il link che le arriva per mail e scelga il nuovo codice.'],
      ['c', 'ok adesso si'],
    ],
    pii: [['TELEFONO', '347 118 2290']],
    sol: ['reimposta pin', 'controllo genitori'], fail: ['0000'],
  },
  // near-miss: same category and words ("PIN", "codice"), but it is the Visio account password on a new box
  {
    id: 'VB-518', g: 'vb-accesso-nuovo-box', cat: 'accesso', s: 'codice di accesso nuovo box',
    m: [
      ['c', 'Mi è arrivato il box sostitutivo e chiede di accedere con un codice che compare a schermo (6 lettere) ma sul sito non so dove metterlo. La password del mio account Visio la so.'],
      ['a', 'Buongiorno, il codice a schermo si inserisce su visiobox.it/attiva: entri con la sua e-mail e password Visio, digiti le 6 lettere e il box nuovo si collega al suo abbonamento. Il codice vale 10 minuti: se scade, sul box prema "Nuovo codice".'],
      ['c', 'Fatto da visiobox.it/attiva, il box è collegato.'],
    ],
    sol: ['/attiva'],
  },

  // --- singletons: concessions
  {
    id: 'VB-519', g: 'vb-addebito-doppio-mese', cat: 'fatturazione', s: 'mi avete preso due volte aprile',
    m: [
      ['c', 'Buongiorno, sul conto vedo due addebiti di 24,99 per aprile, stesso giorno. La carta è la 4532 0151 1283 0366. Rivoglio i soldi.'],
      ['n', 'Verificato: secondo addebito dovuto al cambio carta del cliente a fine mese, tecnicamente corretto come rinnovo anticipato di maggio.'],
      ['a', 'Buongiorno, il secondo importo è il rinnovo di maggio partito in anticipo quando ha aggiornato la carta. Capisco però il fastidio: le abbiamo restituito i 24,99 e maggio glielo regaliamo noi, non le sarà addebitato. La prego di non scrivere i dati della carta nei messaggi.'],
      ['c', 'Va bene, grazie.'],
    ],
    pii: [['CARTA', '4532 0151 1283 0366']],
    f: ['concession'],
  },
  {
    id: 'VB-520', g: 'vb-disdetta-fuori-termine', cat: 'commerciale', s: 'disdetta',
    m: [
      ['c', 'Salve, voglio disdire ma il sito dice che mancano 4 mesi al vincolo e devo pagare 60 euro di recesso anticipato. Mi sono trasferito in Germania per lavoro, il box là non funziona neanche. Codice fiscale BNCMRC78C12L219K.'],
      ['a', 'Salve, ho letto la sua situazione. La penale di recesso è prevista dal contratto, ma visto il trasferimento all\'estero abbiamo deciso di non applicarla: la disdetta è registrata senza costi, riceverà l\'etichetta per rispedire il box.'],
      ['c', 'Grazie, gentilissimi.'],
    ],
    pii: [['CF', 'BNCMRC78C12L219K']],
    f: ['concession'],
  },
  {
    id: 'VB-521', g: 'vb-sconto-disservizio', cat: 'commerciale', s: 'partita saltata',
    m: [
      ['c', 'Domenica durante il derby il vostro servizio è caduto per 40 minuti in tutta la città. Ho pagato il pacchetto Calcio apposta. Pretendo un rimborso.'],
      ['a', 'Buongiorno, ha ragione: domenica c\'è stato un guasto sui nostri server per la sua zona. Come gesto di scuse le applichiamo il 50% di sconto sul pacchetto Calcio del mese prossimo; lo vedrà già nella prossima fattura.'],
    ],
    f: ['concession'],
  },

  // --- singletons: one-off fixes done by the agent in the back office
  {
    id: 'VB-522', g: 'vb-pacchetto-non-visibile', cat: 'configurazione', s: 'pacchetto cinema non si vede',
    m: [
      ['c', 'Ho comprato ieri il pacchetto Cinema dall\'app, mi è arrivata la conferma e il pagamento, ma sul box i canali Cinema dicono "Contenuto non incluso nel tuo abbonamento".'],
      ['a', 'Buongiorno, ho riprovato a riavviare il box da remoto, mi dica se ora li vede.'],
      ['c', 'no, stessa scritta di prima'],
      ['n', 'Diritti del pacchetto non propagati alla smart card 00871 (job di provisioning fallito il 10/04). Reinviati a mano dalla console di provisioning.'],
      ['a', 'Grazie della pazienza. Il pacchetto era attivo sul contratto ma non era arrivato alla tessera del suo box: gliel\'ho rimandato io dalla nostra console, ora i canali Cinema si sbloccano entro un paio di minuti.'],
      ['c', 'si vedono, grazie'],
    ],
    fail: ['riavviare il box da remoto'],
    f: ['oneoff'],
  },
  {
    id: 'VB-523', g: 'vb-intestatario-sbagliato', cat: 'fatturazione', s: 'fattura intestata a mio padre',
    m: [
      ['c', 'Le fatture arrivano ancora intestate a mio padre, che è mancato a gennaio. Il contratto l\'ho ripreso io a febbraio, ho mandato tutti i documenti. Il mio codice fiscale è FRRLCU82M51H501I.'],
      ['a', 'Buongiorno e condoglianze. Ho controllato: il subentro era registrato ma l\'intestazione delle fatture non era stata aggiornata. L\'ho cambiata io adesso nella sua anagrafica e ho fatto riemettere a suo nome le fatture di febbraio e marzo, le trova nell\'area clienti.'],
      ['c', 'Ricevute. Grazie per la delicatezza.'],
    ],
    pii: [['CF', 'FRRLCU82M51H501I']],
    f: ['oneoff'],
  },
  {
    id: 'VB-524', g: 'vb-registrazioni-sparite', cat: 'guasto', s: 'registrazioni sparite',
    m: [
      ['c', 'Avevo 30 registrazioni nel cloud (serie e partite) e stamattina la lista è vuota. Non ho cancellato niente.'],
      ['a', 'Buongiorno, le registrazioni erano ancora sui nostri server ma associate al vecchio box che ci ha restituito. Le ho spostate io sul suo box attuale dal pannello delle registrazioni: le ritrova in "Le mie registrazioni".'],
    ],
    f: ['oneoff'],
  },

  // --- singletons: unresolved
  {
    id: 'VB-525', g: 'vb-riavvio-continuo', cat: 'guasto', s: 'il box si riavvia da solo',
    m: [
      ['c', 'il box si spegne e si riaccende da solo ogni 10 minuti circa, anche mentre guardo un film'],
      ['a', 'Ciao, prova a collegare l\'alimentatore direttamente al muro, senza ciabatta, e fai un ripristino da Impostazioni → Sistema → Ripristina.'],
      ['c', 'fatto tutto e due. si riavvia lo stesso, ieri sera tre volte'],
      ['s', 'Ticket chiuso dall\'operatore.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'VB-526', g: 'vb-canale-regionale', cat: 'configurazione', s: 'manca il canale regionale',
    m: [
      ['c', 'Abito a Bolzano e nella guida non c\'è il canale regionale della RAI, c\'è quello del Lazio.'],
      ['a', 'Buongiorno, giro la sua segnalazione ai colleghi tecnici che gestiscono la lista canali: la ricontatteremo appena hanno una risposta.'],
      ['s', 'Stato cambiato in: chiuso. Nessun aggiornamento da 15 giorni.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'VB-527', g: 'vb-audio-dolby', cat: 'configurazione', s: 'niente audio dalla soundbar',
    m: [
      ['c', 'Ho collegato la soundbar in HDMI ARC. Con i film Visio non esce audio, con Netflix della TV sì. Ho già provato a mettere audio "Stereo" nelle impostazioni del box.'],
      ['a', 'Buongiorno, provi a impostare Impostazioni → Audio → Uscita digitale su "Automatica" e a spegnere e riaccendere la soundbar.'],
      ['c', 'Fatto, audio ancora assente sui film.'],
      ['a', 'Grazie, passo il caso al secondo livello tecnico che la contatterà.'],
      ['c', 'Sollecito, dopo una settimana non mi ha chiamato nessuno.'],
      ['s', 'Il ticket è stato chiuso.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'VB-528', g: 'vb-app-smart-tv', cat: 'integrazioni', s: 'App Visio su Samsung',
    m: [
      ['c', 'Sulla mia Samsung del 2018 non trovo l\'app Visio nello store. Si può installare?'],
      ['a', 'Buongiorno, al momento l\'app è disponibile per i televisori Samsung dal 2019 in poi; stiamo valutando i modelli precedenti e la ricontatteremo se verrà pubblicata.'],
    ],
    f: ['unresolved'],
  },
];
