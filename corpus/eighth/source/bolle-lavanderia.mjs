// Eighth reference set, product "Bolle Lavanderia" (laundry pick-up and delivery: pick-up slots, lost
// or damaged items, price list, app account). Written by hand BLIND to the rules distiller on
// 2026-12-01 (evening): nothing under src/modules/distillation/ but eval-distill.command.ts and
// heldout-set.spec.ts was opened, nor src/knowledge/, src/modules/knowledge/, src/lib/text/, nor any
// other set's tickets or sources.
// Voices: a caregiver writing for a disabled mother, a Neapolitan customer with dialect words, a
// customer with ellipses and no capitals, a reply that praises something else while the problem
// persists, an agent with typos, an agent who gives the fix and a second one who closes with a
// template; confirmations by "🙏", "ok perfetto" or silence; failed first attempts ("stessa storia",
// "non ha funzionato") before the fix. Personal data invented, checksums valid.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Bolle Lavanderia';
export const start = '2026-03-16T07:30:00Z';

export const tickets = [
  // --- nessuna fascia di ritiro disponibile (indirizzo scritto a mano, non scelto dai suggerimenti)
  {
    id: 'BL-2601', g: 'bl-fasce-indirizzo', cat: 'configurazione', s: 'Nessun orario di ritiro per mia madre',
    m: [
      ['c', 'Buongiorno, sono la badante della signora Rosa, che è in carrozzina e non può uscire: per questo usiamo il vostro servizio. Ho creato l\'account a nome suo (codice fiscale BRSLCU90T03L219P per la fattura) ma quando provo a prenotare il ritiro dice "nessuna fascia disponibile" per tutti i giorni. Siamo in via Mazzini, in centro.'],
      ['a', 'Buongiorno, grazie per averci scritto. Quando l\'indirizzo viene scritto a mano senza sceglierlo dai suggerimenti, il sistema non riesce a collocarlo e non mostra le fasce. In Profilo > Indirizzi elimini quello attuale, lo riscriva e tocchi la riga suggerita con il numero civico giusto: le fasce compariranno.'],
      ['c', 'Fatto come ha detto, adesso vedo gli orari e ho prenotato per giovedì mattina. Grazie, ci semplificate la vita.'],
    ],
    pii: [['CF', 'BRSLCU90T03L219P']],
    sol: ['suggerimenti', 'indirizzi'],
  },
  {
    id: 'BL-2602', g: 'bl-fasce-indirizzo', cat: 'configurazione', s: 'orari ritiro tutti grigi',
    m: [
      ['c', 'ciao, quando vado a prenotare il ritiro tutti gli orari sono grigi, tutta la settimana. mi hanno detto che la zona è coperta'],
      ['a', 'Ciao! La zona è coperta, ma il tuo indirizzo è stato salvato scritto a mano e la mappa non lo riconosce. Vai in Profilo > Indirizzi, cancellalo e inseriscilo di nuovo scegliendolo dall\'elenco dei suggerimenti mentre scrivi.'],
      ['c', '🙏'],
    ],
    sol: ['suggerimenti'],
  },
  {
    id: 'BL-2603', g: 'bl-fasce-indirizzo', cat: 'configurazione', s: 'Indirizzo non coperto?',
    m: [
      ['c', 'Buongiorno. L\'app mi dice che per il mio indirizzo non ci sono ritiri disponibili, ma la mia vicina di casa lo usa tutte le settimane. Stesso palazzo!'],
      ['a', 'Buongiorno, probabilmente l\'indirizzo è stato inserito senza selezionarlo dai suggerimenti (per esempio "v. Garibaldi 12" scritto a mano): così non viene geolocalizzato. Lo reinserisca in Profilo > Indirizzi toccando il suggerimento che compare mentre digita.'],
      ['c', 'Era così, avevo scritto "v." Adesso funziona.'],
    ],
    sol: ['suggerimenti'],
  },
  {
    id: 'BL-2604', g: 'bl-fasce-indirizzo', cat: 'configurazione', s: 'non posso prenotare',
    m: [
      ['c', 'non posso prenotare... esce solo nessuna fascia disponibile... ho provato lunedi martedi mercoledi... niente...'],
      ['a', 'Buongiorno, la causa è quasi sempre l\'indirizzo: in Profilo > Indirizzi lo elimini e lo reinserisca scegliendolo dai suggerimenti, con il civico.'],
    ],
    sol: ['suggerimenti', 'indirizzi'],
  },
  // near miss of bl-fasce-indirizzo: the pick-up was booked, then cancelled by itself
  {
    id: 'BL-2605', g: 'bl-ritiro-annullato', cat: 'configurazione', s: 'ritiro annullato, nun funziona niente',
    m: [
      ['c', 'Buongiorno, aggio prenotato o\' ritiro pe\' stammatina 9-11 e stamm\' aspettann\' o\' corriere da tre ore. Mo\' vaco a vedè ncopp\' all\'app e dice "ritiro annullato". Ma chi l\'ha annullato? Nun funziona niente!'],
      ['a', 'Buongiorno, ci scusiamo per l\'attesa. Il ritiro viene annullato in automatico due ore prima della fascia se sull\'account non c\'è un metodo di pagamento valido: la sua carta risulta scaduta. Aggiunga una carta in Profilo > Pagamenti e prenoti di nuovo, ci sono fasce già per oggi pomeriggio.'],
      ['c', 'Aggio miso \'a carta nova e aggio prenotato pe\' oggi. Grazie assaje'],
    ],
    sol: ['metodo di pagamento', 'carta'],
  },

  // --- capo mancante alla consegna (i capi a secco arrivano con una consegna separata)
  {
    id: 'BL-2606', g: 'bl-capo-a-secco', cat: 'altro', s: 'Manca il cappotto',
    m: [
      ['c', 'Oggi mi avete riconsegnato il sacco ma manca il cappotto grigio. Le camicie ci sono tutte.'],
      ['a', 'Buongiorno, controlli per favore in fondo al sacco e nella tasca laterale, a volte i capi vengono piegati lì.'],
      ['c', 'no, non c\'è, ho svuotato tutto'],
      ['a', 'Grazie. Ho verificato l\'ordine: il cappotto va lavato a secco e i capi a secco seguono una consegna separata, di solito 48 ore dopo. In Ordini > Dettaglio vede lo stato di ogni capo; il cappotto risulta "in lavorazione" e arriverà giovedì.'],
      ['c', 'arrivato stamattina, grazie'],
    ],
    sol: ['consegna separata', 'a secco'], fail: ['fondo al sacco'],
  },
  {
    id: 'BL-2607', g: 'bl-capo-a-secco', cat: 'altro', s: 'Giacca non riconsegnata',
    m: [
      ['c', 'Buonasera, nella consegna di ieri non c\'era la giacca del completo, solo i pantaloni. Non vorrei che fosse andata persa.'],
      ['a', 'Buonasera, non è persa: la giacca è in lavaggio a secco, che ha tempi più lunghi e una consegna separata rispetto al resto. Lo stato di ogni capo è in Ordini > Dettaglio.'],
      ['a', 'Gentile cliente, la sua richiesta è stata gestita. Se ha bisogno di altro può rispondere a questo messaggio. Grazie per aver scelto Bolle Lavanderia!'],
    ],
    sol: ['consegna separata', 'a secco'],
  },
  {
    id: 'BL-2608', g: 'bl-capo-a-secco', cat: 'altro', s: 'consegna incompleta',
    m: [
      ['c', 'ho mandato 8 capi e me ne sono tornati 6. mancano la gonna di seta e la cravatta'],
      ['a', 'Ciao, seta e cravatte si lavano a secco: quei capi hanno una consegna separata, un paio di giorni dopo. Nel dettaglio dell\'ordine vedi quando arrivano.'],
      ['c', 'ok perfetto, visto che arrivano venerdì'],
    ],
    sol: ['consegna separata', 'a secco'],
  },
  {
    id: 'BL-2609', g: 'bl-capo-a-secco', cat: 'altro', s: 'Capo smarrito?',
    m: [
      ['c', 'Salve, all\'appello manca un abito da sera nero. Lo avevo segnalato come delicato. Vorrei sapere se è stato smarrito.'],
      ['a', 'Buongiorno, l\'abito non è smarrito: i capi delicati vanno al lavaggio a secco e tornano con una consegna separata. In Ordini > Dettaglio lo vede "in lavorazione", la consegna è prevista per sabato.'],
    ],
    sol: ['consegna separata'],
  },

  // --- l'app si chiude all'apertura (svuotare la cache)
  {
    id: 'BL-2610', g: 'bl-app-crash', cat: 'guasto', s: 'l\'app si chiude subito',
    m: [
      ['c', 'apro l app di bolle e dopo un secondo si chiude da sola. android'],
      ['a', 'Ciao, va svutata la cache dell\'app: Impostazioni del telefono > App > Bolle Lavanderia > Memoria > Svuota cache. Poi riaprila, dovrebbe partire normalemnte.'],
      ['c', 'partita, grazie'],
    ],
    sol: ['svuota cache'],
  },
  {
    id: 'BL-2611', g: 'bl-app-crash', cat: 'guasto', s: 'crash all\'avvio',
    m: [
      ['c', 'Buongiorno, dopo l\'aggiornamento di ieri l\'app crasha all\'avvio, schermata bianca e poi torna alla home del telefono.'],
      ['a', 'Buongiorno, provi a riavviare il telefono.'],
      ['c', 'Riavviato. Stessa storia.'],
      ['a', 'Allora svuoti la cache dell\'app: Impostazioni > App > Bolle Lavanderia > Memoria > Svuota cache (non "Cancella dati", così non perde l\'accesso). L\'aggiornamento di ieri lascia dati vecchi che la fanno chiudere.'],
      ['c', 'Ok ora si apre.'],
    ],
    sol: ['svuota cache'], fail: ['riavviare il telefono'],
  },
  {
    id: 'BL-2612', g: 'bl-app-crash', cat: 'guasto', s: 'APP NON SI APRE',
    m: [
      ['c', 'L\'APP NON SI APRE PIÙ, SI CHIUDE. DEVO PRENOTARE IL RITIRO PER DOMANI'],
      ['a', 'Buongiorno, per riaprirla svuoti la cache: Impostazioni > App > Bolle Lavanderia > Memoria > Svuota cache. Intanto, se le serve, il ritiro si prenota anche dal sito.'],
    ],
    sol: ['svuota cache'],
  },
  {
    id: 'BL-2613', g: 'bl-app-crash', cat: 'guasto', s: 'si chiude anche dopo aver svuotato la cache',
    f: ['conflict'],
    m: [
      ['c', 'L\'app si chiude appena la apro. Ho letto che bisogna svuotare la cache e l\'ho fatto, ma continua uguale.'],
      ['a', 'Buongiorno, grazie di averlo già provato. Abbiamo appena pubblicato la versione 3.4.2, che corregge proprio la chiusura all\'avvio su alcuni telefoni: la aggiorni dallo store (o la disinstalli e reinstalli se l\'aggiornamento non compare).'],
      ['c', 'con la 3.4.2 va. grazie'],
    ],
    sol: ['3.4.2'],
  },

  // --- prezzo più alto del listino (supplemento smacchiatura automatica)
  {
    id: 'BL-2614', g: 'bl-supplemento-smacchiatura', cat: 'fatturazione', s: 'Camicia pagata più del listino',
    m: [
      ['c', 'Sul vostro listino una camicia costa 3,50. Nell\'ordine di ieri me ne avete fatte pagare due a 6 euro l\'una. Perché?'],
      ['a', 'Buongiorno, sulle due camicie è stato applicato il supplemento smacchiatura (2,50 euro), perché avevano macchie sul colletto e nelle sue preferenze è attiva la smacchiatura automatica. Il dettaglio è in Ordini > Dettaglio > Supplementi. Se non la vuole, la disattivi in Profilo > Preferenze di lavaggio: le chiederemo conferma prima di applicarla.'],
      ['c', 'Non sapevo di averla attiva. Disattivata, grazie.'],
    ],
    sol: ['smacchiatura'],
  },
  {
    id: 'BL-2615', g: 'bl-supplemento-smacchiatura', cat: 'fatturazione', s: 'totale diverso da quello previsto',
    m: [
      ['c', 'quando ho prenotato il totale stimato era 18 euro... poi mi avete addebitato 25,50... nessuno mi ha chiesto niente...'],
      ['a', 'Buongiorno, la differenza sono tre supplementi di smacchiatura automatica su pantaloni e maglione. Può disattivare la smacchiatura automatica in Profilo > Preferenze di lavaggio, così dal prossimo ordine le chiediamo il permesso prima.'],
      ['c', 'ah ok... tolta...'],
    ],
    sol: ['smacchiatura automatica'],
  },
  {
    id: 'BL-2616', g: 'bl-supplemento-smacchiatura', cat: 'fatturazione', s: 'Addebito maggiorato sulla carta',
    m: [
      ['c', 'Buongiorno, sulla carta 5353 1842 0976 1141 vedo un addebito di 31 euro per l\'ordine di lunedì, ma i capi da listino facevano 22. Vorrei spiegazioni.'],
      ['a', 'Buongiorno, per sicurezza non ci scriva il numero della carta. I 9 euro in più sono supplementi per smacchiatura su quattro capi, applicati perché nelle sue preferenze la smacchiatura automatica è attiva: la può spegnere in Profilo > Preferenze di lavaggio.'],
    ],
    pii: [['CARTA', '5353 1842 0976 1141']],
    sol: ['smacchiatura'],
  },
  // near miss of bl-supplemento-smacchiatura: a price list of another city
  {
    id: 'BL-2617', g: 'bl-listino-citta', cat: 'fatturazione', s: 'Prezzo del piumone diverso dal listino',
    m: [
      ['c', 'Nell\'app il piumone matrimoniale è a 16 euro, ma nell\'ordine mi avete messo 19. Il listino dell\'app è sbagliato?'],
      ['a', 'Buongiorno, il listino che vede è quello di Torino, dove si era registrata: i prezzi cambiano da città a città. In Profilo > Città scelga Milano e il listino mostrerà i prezzi giusti (a Milano il piumone matrimoniale è 19 euro).'],
      ['c', 'ecco perché, cambiata la città'],
    ],
    sol: ['città'],
  },

  // --- "Accedi con Apple" crea un account nuovo e vuoto
  {
    id: 'BL-2618', g: 'bl-accedi-apple', cat: 'accesso', s: 'Spariti tutti gli ordini',
    m: [
      ['c', 'Ho cambiato iPhone, sono entrata con "Accedi con Apple" e il mio account è vuoto: niente ordini, niente indirizzi, niente credito. Il mio account era giulia.ferrante@libero.it.'],
      ['a', 'Buongiorno Giulia, i suoi ordini ci sono. Con "Accedi con Apple" e l\'opzione "Nascondi la mia email" Apple ci passa un indirizzo diverso e viene creato un account nuovo. Esca dall\'account (Profilo > Esci) e rientri con "Accedi con email" usando il suo indirizzo e la password.'],
      ['c', 'Ritrovato tutto, grazie mille!'],
    ],
    pii: [['EMAIL', 'giulia.ferrante@libero.it']],
    sol: ['accedi con email', 'nascondi la mia email'],
  },
  {
    id: 'BL-2619', g: 'bl-accedi-apple', cat: 'accesso', s: 'account nuovo senza il mio credito',
    m: [
      ['c', 'avevo 15 euro di credito, mi sono loggato col telefono nuovo e il credito è a zero e mi chiede di nuovo l indirizzo'],
      ['a', 'Ciao, prova a chiudere l\'app e riaprirla, a volte il credito si carica con ritardo.'],
      ['c', 'non ha funzionato, sempre zero e nessun ordine'],
      ['a', 'Allora sei entrato in un account diverso: succede con "Accedi con Apple" se hai scelto "Nascondi la mia email". Esci da Profilo > Esci e rientra con "Accedi con email", con l\'indirizzo con cui ti eri registrato. Il credito è lì.'],
      ['c', 'si era quello, ci sono i 15 euro'],
    ],
    sol: ['accedi con email'], fail: ['chiudere l\'app e riaprirla'],
  },
  {
    id: 'BL-2620', g: 'bl-accedi-apple', cat: 'accesso', s: 'Due account?',
    m: [
      ['c', 'Buonasera, mi arrivano le mail delle promozioni su un indirizzo, ma l\'app mostra un account diverso senza la mia storia. Ho due account?'],
      ['a', 'Buonasera, sì: l\'accesso con Apple con "Nascondi la mia email" ha creato un secondo account. Esca e acceda con "Accedi con email" con l\'indirizzo su cui riceve le nostre mail; se vuole, poi possiamo chiudere l\'account vuoto.'],
    ],
    sol: ['accedi con email'],
  },

  // --- one-offs fixed in the back office
  {
    id: 'BL-2621', g: 'bl-cambio-indirizzo-consegna', cat: 'configurazione', s: 'Consegna a un altro indirizzo',
    f: ['oneoff'],
    m: [
      ['c', 'Urgente: l\'ordine di oggi deve essere consegnato in ufficio (via Dante 8) e non a casa, ma l\'app non mi fa cambiare l\'indirizzo perché è già "in consegna".'],
      ['a', 'Buongiorno, l\'indirizzo di consegna l\'ho cambiato io sull\'ordine e ho avvisato il corriere: passerà in via Dante 8 nella stessa fascia oraria.'],
      ['c', 'arrivato in ufficio, grandi'],
    ],
  },
  {
    id: 'BL-2622', g: 'bl-ordine-doppio', cat: 'fatturazione', s: 'Ordine creato due volte',
    f: ['oneoff'],
    m: [
      ['c', 'Ho premuto Conferma una volta sola ma ho due ordini uguali per venerdì, e due preautorizzazioni sulla carta.'],
      ['n', 'Doppio invio da app, ordine 88217 duplicato di 88216. Annullato 88217, preautorizzazione rilasciata.'],
      ['a', 'Buongiorno, il secondo ordine era un doppione: è stato sistemato da parte nostra, l\'abbiamo annullato e la preautorizzazione sparirà dalla carta entro qualche giorno. Resta valido solo il ritiro di venerdì.'],
    ],
  },
  {
    id: 'BL-2623', g: 'bl-account-bloccato', cat: 'accesso', s: 'Account bloccato',
    f: ['oneoff'],
    m: [
      ['c', 'Ho sbagliato la password troppe volte e ora dice "account bloccato, contatta l\'assistenza". Potete richiamarmi al +39 333 492 7710 o sbloccarlo voi?'],
      ['a', 'Buongiorno, ho sbloccato io l\'account dal nostro pannello. Ora può entrare; se non ricorda la password usi "Password dimenticata" prima di riprovare.'],
      ['c', 'dentro, grazie'],
    ],
    pii: [['TELEFONO', '+39 333 492 7710']],
  },

  // --- concessions
  {
    id: 'BL-2624', g: 'bl-capo-rovinato', cat: 'altro', s: 'Maglione ristretto',
    f: ['concession'],
    m: [
      ['c', 'Il maglione di cachemire che vi ho dato è tornato di due taglie più piccolo. L\'etichetta diceva lavaggio a mano. Lo avevo pagato 120 euro.'],
      ['a', 'Buongiorno, ci dispiace molto. Il capo era stato registrato come lana normale e non come cachemire. Anche se il regolamento prevede il rimborso solo per i capi dichiarati delicati, le riconosciamo un rimborso di 60 euro: ci indichi l\'IBAN su cui accreditarlo.'],
      ['c', 'IT76W0306909606100000123456 intestato a me. Grazie comunque.'],
      ['a', 'Ricevuto, il bonifico partirà entro 5 giorni lavorativi.'],
    ],
    pii: [['IBAN', 'IT76W0306909606100000123456']],
  },
  {
    id: 'BL-2625', g: 'bl-consegna-ritardo', cat: 'commerciale', s: 'Consegna in ritardo di due giorni',
    f: ['concession'],
    m: [
      ['c', 'La consegna era prevista martedì, è arrivata giovedì sera, e mi serviva la tovaglia per una festa mercoledì. Pago un servizio express per niente.'],
      ['a', 'Buonasera, ha ragione e ci scusiamo. Le stralciamo il supplemento express di questo ordine e il prossimo ritiro glielo offriamo noi: lo trova già come buono nel suo profilo.'],
      ['c', 'ok, grazie'],
    ],
  },
  {
    id: 'BL-2626', g: 'bl-capo-perso-senza-scontrino', cat: 'altro', s: 'Camicia persa, non ho lo scontrino',
    f: ['concession'],
    m: [
      ['c', 'Avete perso una mia camicia di sartoria. Mi chiedete lo scontrino d\'acquisto per il rimborso ma è un regalo di 4 anni fa, non ce l\'ho.'],
      ['a', 'Buongiorno, di norma il rimborso richiede la prova del valore. Per questa volta facciamo un\'eccezione: le abbuoniamo i prossimi tre ordini fino a 50 euro in tutto, senza scontrino.'],
      ['c', 'Va bene, grazie della disponibilità.'],
    ],
  },

  // --- unresolved
  {
    id: 'BL-2627', g: 'bl-piumone-disperso', cat: 'altro', s: 'Piumone mai tornato',
    f: ['unresolved'],
    m: [
      ['c', 'Buongiorno, il 3 vi ho dato un piumone e due camicie. Le camicie sono tornate, il piumone no, e nel dettaglio dell\'ordine non c\'è più.'],
      ['a', 'Buongiorno, abbiamo aperto una ricerca con il laboratorio. La aggiorniamo appena abbiamo notizie.'],
      ['c', 'Grazie, intanto vi dico che le camicie sono stirate benissimo, complimenti! Il piumone però ancora niente, sono passati 10 giorni.'],
      ['a', 'Grazie del complimento, lo giro al laboratorio. Per il piumone la ricerca è ancora in corso: la ricontatteremo.'],
    ],
  },
  {
    id: 'BL-2628', g: 'bl-macchia-rimasta', cat: 'altro', s: 'Macchia ancora sul vestito',
    f: ['unresolved'],
    m: [
      ['c', 'Ho pagato la smacchiatura ma la macchia di vino sul vestito bianco c\'è ancora, uguale a prima.'],
      ['a', 'Buongiorno, ci manda una foto della macchia e del cartellino con il codice del capo? Il responsabile del laboratorio verificherà se è possibile un secondo trattamento.'],
      ['s', 'Ticket chiuso automaticamente per inattività (7 giorni senza risposta del cliente).'],
    ],
  },
  {
    id: 'BL-2629', g: 'bl-notifiche-consegna', cat: 'configurazione', s: 'Non arrivano le notifiche del corriere',
    f: ['unresolved'],
    m: [
      ['c', 'Non mi arriva mai la notifica "il corriere sta arrivando", così non sono mai in casa quando passa.'],
      ['a', 'Buongiorno, verifichi che nelle impostazioni del telefono le notifiche di Bolle Lavanderia siano consentite, e in app in Profilo > Notifiche sia attivo "Avvisi di consegna".'],
      ['c', 'tutte e due attive, ho anche tolto e rimesso. uguale, nessuna notifica stamattina'],
    ],
  },
  {
    id: 'BL-2630', g: 'bl-codice-sconto', cat: 'commerciale', s: 'codice sconto non valido',
    f: ['unresolved'],
    m: [
      ['c', 'il codice BENVENUTO20 del volantino mi dice "codice non valido"'],
      ['a', 'Buongiorno, il codice vale solo per il primo ordine e va inserito prima di scegliere la fascia di ritiro. Ha già fatto ordini con questo account?'],
      ['c', 'no è il primo. l ho messo prima. sempre non valido'],
      ['a', 'Grazie, lo verifico con l\'ufficio marketing e le faccio sapere.'],
      ['c', 'vabbè, a questo punto porto i vestiti alla lavanderia sotto casa'],
    ],
  },
];
