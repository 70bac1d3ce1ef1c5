// Ninth reference set, product "Farmacia Vicina" (app of a pharmacy chain: ricetta elettronica NRE, pickup
// booking, therapy reminders, loyalty card points, home delivery, tessera sanitaria link). Written blind on
// 2026-12-01 (night): the distiller's rules, lexicons, cues, grouping and src/lib/text/ were not opened, nor
// any other set's tickets (only the first 12 lines of corpus-heldout/source/fibra-casa.mjs, read for the format:
// its header and one customer message).
// Voices: dictated voice messages with speech-to-text slips, two problems in one message, a long rambling
// message with the problem in the middle, a bullet-point technical report, an error pasted in a code block,
// a logcat line, answers given as questions, a customer who moves from "lei" to "tu", an outsourced agent
// with stock phrases, an angry customer who calms down, a customer who solves it alone after a hint and
// explains what she did differently, a nurse writing for her ward ("qui in reparto").
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Farmacia Vicina';
export const start = '2026-11-02T08:00:00Z';

export const tickets = [
  // --- Group: NRE entered for a relative's prescription, found only via "Per un familiare" ---
  {
    id: 'FV-3101', g: 'fv-nre-familiare', cat: 'integrazioni', s: 'Ricetta elettronica di mia madre: "ricetta non trovata"',
    m: [
      ['c', `Buongiorno, il medico di base di mia madre le ha mandato per SMS il codice NRE della ricetta per la Cardioaspirin e il pantoprazolo. L'app ce l'ho io sul mio telefono: vado su Ricette > Aggiungi ricetta, scrivo il codice NRE e mi compare "Ricetta non trovata. Verifica i dati inseriti". Il codice l'ho controllato tre volte. Mia madre si chiama Lucia Ferraro, codice fiscale FRRLCU48C62F839Z, se vi serve. Come faccio a prenotarla in farmacia?`],
      ['a', `Buongiorno e grazie per i dati. La ricetta è intestata a sua madre, mentre l'app, se non le si dice altro, cerca il codice NRE abbinandolo al codice fiscale del titolare dell'account, cioè il suo: per questo non la trova. Faccia così: in Ricette > Aggiungi ricetta tocchi "Per un familiare", inserisca il codice fiscale dell'assistito (quello di sua madre, è sulla sua tessera sanitaria) e poi il codice NRE. Da quel momento sua madre resta tra i suoi familiari e per le prossime ricette le basterà sceglierla dall'elenco.`],
      ['c', `Perfetto, trovata e prenotata per domani nella farmacia di via Cimarosa. Grazie mille!`],
    ],
    sol: ['per un familiare', "codice fiscale dell'assistito"],
    pii: [['CF', 'FRRLCU48C62F839Z']],
  },
  {
    id: 'FV-3102', g: 'fv-nre-familiare', cat: 'integrazioni', s: 'messaggio vocale ricetta bambino',
    m: [
      ['c', `salve allora ho messo il numero della ricetta di mio figlio Tommaso che ha la tosse da una settimana e la pediatra ci ha fatto la ricetta per lo sciroppo e la pp mi dice ricetta non trovata punto ho provato tre volte anche col codice a barre che ti fa fotografare punto mi potete aiutare che devo passare a prenderlo stasera dopo il lavoro grazie`],
      ['a', `Buongiorno, mi dispiace per il piccolo. Per prima cosa verifichi che il codice NRE sia di 15 caratteri, senza spazi e senza la scritta iniziale "NRE:": copiandolo dall'SMS capita spesso che entri anche uno spazio.`],
      ['c', `si è giusto sono 15 l'ho ricopiato uguale uguale lettera per lettera niente sempre ricetta non trovata virgola può essere che è perché la ricetta è a nome del bambino e non mio`],
      ['a', `Sì, è proprio quello. La ricetta è intestata a Tommaso e l'app la cerca sul codice fiscale di chi la intesta. Vada in Ricette > Aggiungi ricetta, scelga "Per un familiare" e inserisca prima il codice fiscale dell'assistito, cioè di suo figlio (lo trova sulla sua tessera sanitaria), e poi il codice NRE. La troverà subito.`],
      ['c', `fatto trovata grazie mille buona giornata`],
    ],
    sol: ['per un familiare'], fail: ['15 caratteri'],
  },
  {
    id: 'FV-3103', g: 'fv-nre-familiare', cat: 'integrazioni', s: 'Ricette degli ospiti della RSA non trovate',
    m: [
      ['c', `Buongiorno, scrivo dalla RSA Villa dei Tigli: qui in reparto usiamo Farmacia Vicina per prenotare i farmaci degli ospiti nella vostra farmacia di piazza Garibaldi. Da lunedì io e la collega del turno di notte proviamo a inserire le ricette elettroniche che ci mandano i medici, ma per tutte compare "Ricetta non trovata". L'account è quello della coordinatrice, la signora Pellegrini; finora le ricette le portavamo stampate al banco. Sbagliamo qualcosa? Sono una dozzina di ricette e vorremmo evitare la fila.`],
      ['a', `Buongiorno, grazie per la segnalazione così dettagliata. Le ricette sono intestate ai singoli ospiti, mentre l'app, se non indicate altro, cerca il codice NRE sul codice fiscale della titolare dell'account. Per ciascun ospite:
1. aprite Ricette > Aggiungi ricetta;
2. scegliete "Per un familiare" (vale anche per le persone che assistete, non solo per i parenti);
3. inserite il codice fiscale dell'assistito, cioè dell'ospite;
4. inserite il codice NRE.
Ogni ospite resta poi salvato nell'elenco degli assistiti, quindi dalla seconda ricetta in poi basta selezionarlo. Un account gestisce fino a 15 assistiti: se ne avete di più, possiamo attivare un secondo profilo per la struttura.`],
      ['c', `Grazie, abbiamo inserito le prime cinque e sono state trovate tutte. Le altre le fa la collega stanotte.`],
    ],
    sol: ['per un familiare', "codice fiscale dell'assistito"],
  },
  {
    id: 'FV-3104', g: 'fv-nre-familiare', cat: 'integrazioni', s: 'non trova la ricetta',
    m: [
      ['c', `Ho inserito il codice della ricetta ma l'app dice che non esiste. Il medico giura di averla mandata.`],
      ['a', `Buonasera, per capire meglio: la ricetta è intestata a lei o a un'altra persona?`],
      ['c', `Perché, conta a chi è intestata? È di mia moglie, ma l'SMS col codice è arrivato sul mio telefono perché il medico ha il mio numero. Non basta il codice?`],
      ['a', `Conta, sì: per tutela della privacy il codice NRE da solo non basta, l'app lo abbina sempre al codice fiscale della persona a cui è intestata la ricetta. Per sua moglie vada in Ricette > Aggiungi ricetta > "Per un familiare", inserisca il codice fiscale dell'assistito (quello di sua moglie) e poi il codice NRE.`],
      ['c', `👍`],
    ],
    sol: ['per un familiare', "codice fiscale dell'assistito"],
  },

  // --- Group: therapy reminders not delivered, Android battery restrictions ---
  {
    id: 'FV-3105', g: 'fv-promemoria-batteria', cat: 'configurazione', s: 'Promemoria terapia non arrivano (Android)',
    m: [
      ['c', `Segnalo un problema con i promemoria delle terapie:
- dispositivo: Xiaomi Redmi Note 12, Android 13 (MIUI 14)
- versione app: 4.2.1
- notifiche per Farmacia Vicina: consentite, tutte le categorie attive
- terapie impostate: Eutirox alle 7:00, Ramipril alle 20:00
- comportamento: il promemoria non arriva all'orario; le notifiche compaiono tutte insieme quando apro l'app
- da quando: circa due settimane, prima funzionava
- già provato: riavvio del telefono`],
      ['a', `Buongiorno e grazie per il report così preciso. Il comportamento che descrive (notifiche consegnate tutte insieme all'apertura) è tipico del risparmio energetico di MIUI, che sospende l'app in background. Le chiedo di:
1. aprire Impostazioni > App > Gestisci app > Farmacia Vicina;
2. toccare Risparmio batteria (in altre versioni "Ottimizzazione batteria") e scegliere "Nessuna restrizione";
3. nella stessa schermata attivare anche "Avvio automatico".
Dopo questa modifica i promemoria vengono consegnati all'ora impostata anche con l'app chiusa.`],
      ['c', `Confermo: stamattina alle 7:00 è arrivato puntuale, e anche ieri sera alle 20:00. Chiudete pure.`],
    ],
    sol: ['ottimizzazione batteria', 'nessuna restrizione'],
  },
  {
    id: 'FV-3106', g: 'fv-promemoria-batteria', cat: 'configurazione', s: 'Mia madre ha saltato la pastiglia per colpa vostra',
    m: [
      ['c', `Ma vi rendete conto? Ho installato la vostra app sul telefono di mia madre, un Samsung A34 nuovo, apposta per ricordarle la pastiglia della pressione, e da tre giorni non suona niente. Ieri sera le è salita a 170. Se è un servizio che non funziona toglietelo, invece di far rischiare la gente!!`],
      ['a', `Buongiorno, mi dispiace molto per sua madre e capisco la preoccupazione. Proviamo subito così: disinstalli l'app, la reinstalli dal Play Store e rientri con le sue credenziali, in modo che i promemoria vengano registrati di nuovo sul telefono.`],
      ['c', `Fatto. Risultato: stamattina niente, e in più ho dovuto reinserire tutte le terapie perché erano sparite. Complimenti.`],
      ['a', `Ha ragione, e le chiedo scusa per il passaggio in più. Sui Samsung il sistema mette in sospensione le app usate poco e blocca così i promemoria: è l'ottimizzazione batteria di Android. Sul telefono di sua madre vada in Impostazioni > App > Farmacia Vicina > Batteria e scelga "Senza restrizioni"; poi in Impostazioni > Assistenza dispositivo > Batteria > Limiti utilizzo in background controlli che Farmacia Vicina non compaia tra le "App in sospensione".`],
      ['c', `Ok, fatto anche questo e stasera alle 21 ha suonato. Scusate i toni di prima, ero spaventata. Grazie.`],
    ],
    sol: ['senza restrizioni', 'ottimizzazione batteria'], fail: ['reinstalli'],
  },
  {
    id: 'FV-3107', g: 'fv-promemoria-batteria', cat: 'configurazione', s: 'notifiche promemoria',
    m: [
      ['c', `Salve, i promemoria per le medicine non mi arrivano più. Ho un Samsung S21. Le notifiche sono attive.`],
      ['a', `Gentile Cliente, la ringraziamo per aver contattato il Servizio Clienti Farmacia Vicina. Comprendiamo il disagio e ci scusiamo per l'inconveniente. Per risolvere la problematica segnalata la invitiamo a seguire la seguente procedura:
1. Accedere a Impostazioni
2. Selezionare App
3. Selezionare Farmacia Vicina
4. Selezionare Batteria
5. Selezionare l'opzione "Senza restrizioni"
La ringraziamo per la collaborazione e restiamo a disposizione per qualsiasi ulteriore necessità. Cordiali saluti, Team Assistenza Farmacia Vicina`],
      ['c', `Era su "Ottimizzata". Messo senza restrizioni, vediamo.`],
      ['a', `Gentile Cliente, la ringraziamo per il riscontro. Restiamo in attesa di un suo aggiornamento. Cordiali saluti, Team Assistenza Farmacia Vicina`],
      ['c', `Funziona.`],
    ],
    sol: ['batteria', 'senza restrizioni'],
  },
  {
    id: 'FV-3108', g: 'fv-promemoria-batteria', cat: 'configurazione', s: 'Promemoria muti dopo il cambio telefono',
    m: [
      ['c', `Buonasera, ho cambiato telefono (ora un Pixel 8 con Android 14) e ho ripristinato tutto dal backup. L'app c'è, le terapie ci sono, ma i promemoria non suonano più. La batteria l'ho già messa senza restrizioni come dite nelle FAQ, non è quello.`],
      ['n', `Diagnostica inviata dall'app: "AlarmScheduler: canScheduleExactAlarms=false, fallback WorkManager". Dopo un ripristino da backup Android 14 non riconcede il permesso per le sveglie esatte.`],
      ['a', `Buonasera, grazie per averci detto che l'ottimizzazione batteria è già disattivata: ci ha risparmiato un passaggio. Dalla diagnostica risulta che all'app manca il permesso "Sveglie e promemoria", che Android 14 non ripristina dal backup. Lo attivi così: Impostazioni > App > Farmacia Vicina > Sveglie e promemoria > "Consenti l'impostazione di sveglie e promemoria". Non serve reinstallare nulla.`],
      ['c', `Eccolo, era disattivato. Ora funziona, grazie!`],
    ],
    sol: ['sveglie e promemoria'], fail: ['ottimizzazione batteria'], f: ['conflict'],
  },
  {
    id: 'FV-3109', g: 'fv-promemoria-huawei-irrisolto', cat: 'configurazione', s: 'Promemoria non arrivano su Huawei',
    m: [
      ['c', `I promemoria delle terapie non arrivano. Telefono Huawei P30 lite.`],
      ['a', `Buongiorno, sui Huawei il risparmio energetico blocca spesso le app in background. Vada in Impostazioni > Batteria > Avvio app, cerchi Farmacia Vicina, disattivi "Gestisci automaticamente" e lasci attive le tre voci (avvio automatico, avvio secondario, esecuzione in background).`],
      ['c', `Fatto tutto come scritto ma stamattina niente, quello delle 8 non è arrivato.`],
      ['a', `Grazie per la prova. Per capire cosa succede ci servirebbe la diagnostica: in app vada in Profilo > Assistenza > Invia diagnostica e ci dica a che ora l'ha inviata. La giriamo al team tecnico.`],
      ['s', `Il ticket è stato chiuso automaticamente dopo 10 giorni senza risposta del cliente.`],
    ],
    f: ['unresolved'],
  },
  // Near miss of the reminder group: reminders do arrive, one hour late since the clocks changed.
  {
    id: 'FV-3110', g: 'fv-promemoria-ora-sfasata', cat: 'configurazione', s: "Promemoria in ritardo di un'ora",
    m: [
      ['c', `Buongiorno, da una settimana i promemoria delle terapie arrivano, ma un'ora dopo: quello delle 8 mi suona alle 9. Le notifiche sono attive e la batteria è senza restrizioni, ho già controllato. Il telefono segna l'ora giusta.`],
      ['a', `Buongiorno, un ritardo di un'ora esatta dipende dalla fine dell'ora legale del 25 ottobre: le terapie inserite prima di quella data sono state salvate con il fuso di allora. Vada in Profilo > Impostazioni > Promemoria e attivi "Usa l'ora del telefono": l'app ricalcola tutti gli orari sul fuso attuale e ai prossimi cambi d'ora non dovrà più fare nulla.`],
      ['c', `Attivato, stamattina alle 8 in punto. Ma non potevate metterla attiva di default?`],
      ['a', `Osservazione giusta, l'abbiamo girata al team: dalla versione 4.3 sarà attiva per tutti.`],
    ],
    sol: ["usa l'ora del telefono"],
  },

  // --- Group: loyalty points missing because the card was not read at the till ---
  {
    id: 'FV-3111', g: 'fv-punti-recupera-scontrino', cat: 'account', s: 'Punti non caricati + farmacia preferita',
    m: [
      ['c', `Buongiorno, due cose. Sabato ho speso 46 euro nella farmacia di corso Vercelli (crema solare, integratori e un termometro) ma nell'app i punti non sono arrivati: alla cassa avevo fretta e la tessera non l'ho fatta vedere. Poi, già che ci sono: come si cambia la farmacia preferita? Ho traslocato e continua a propormi quella vecchia.`],
      ['a', `Buongiorno, rispondo a entrambe.
Per i punti: se la tessera non viene letta in cassa, può recuperarli lei entro 30 giorni dall'acquisto. In app vada in Carta fedeltà > Recupera punti e inquadri il codice QR stampato in fondo allo scontrino; i punti arrivano in pochi minuti.
Per la farmacia preferita: Profilo > Farmacia di riferimento > Cambia, e scelga quella nuova dalla mappa.`],
      ['c', `Fatte entrambe, i 46 punti sono arrivati. Grazie!`],
    ],
    sol: ['recupera punti', 'scontrino'],
  },
  {
    id: 'FV-3112', g: 'fv-punti-recupera-scontrino', cat: 'account', s: 'Punti acquisto del 3 novembre',
    m: [
      ['c', `Buongiorno, vorrei segnalare che l'acquisto effettuato il 3 novembre presso la vostra farmacia di Lambrate non risulta nel saldo punti della mia carta fedeltà. Resto in attesa di un suo cortese riscontro.`],
      ['a', `Buongiorno, a volte l'accredito dei punti richiede fino a 48 ore: le chiedo di attendere e di ricontrollare il saldo dopodomani.`],
      ['c', `Senti, ti dico la verità: sono passati cinque giorni e non è arrivato niente. Secondo me la commessa la tessera non l'ha passata proprio, ricordo che il lettore faceva i capricci. Lo scontrino ce l'ho ancora, serve a qualcosa?`],
      ['a', `Serve eccome, ed è la strada giusta: se la tessera non è stata letta i punti non arrivano da soli, quindi l'attesa di prima non serviva, scusami. In app apri Carta fedeltà > Recupera punti e inquadra il QR in fondo allo scontrino (hai 30 giorni di tempo dall'acquisto).`],
      ['c', `Fatto, arrivati 112 punti. Grazie mille!`],
    ],
    sol: ['recupera punti'], fail: ['48 ore'],
  },
  {
    id: 'FV-3113', g: 'fv-punti-recupera-scontrino', cat: 'account', s: 'Punti mancanti dopo acquisto in farmacia',
    m: [
      ['c', `Ciao, ieri ho fatto una spesa grossa (latte in polvere e pannolini, 78 euro) e la tessera non me l'hanno chiesta. Si possono ancora caricare i punti?`],
      ['a', `Ciao! Sì, entro 30 giorni: in app vai su Carta fedeltà > Recupera punti e inquadra il codice QR dello scontrino.`],
      ['c', `Fatto, ma ci ho messo un po': il QR non lo leggeva in nessun modo, lo scontrino era tutto stropicciato in fondo alla borsa. Poi ho visto che sotto la fotocamera c'è scritto in piccolo "Inserisci manualmente": ho messo il numero del documento commerciale (quello tipo 0412-0087) e la data, e i 78 punti sono arrivati subito. Lo scrivo, magari serve a qualcun altro.`],
      ['a', `Grazie a te per la spiegazione, la aggiungiamo alle FAQ di Recupera punti!`],
    ],
    sol: ['recupera punti'],
  },
  {
    id: 'FV-3114', g: 'fv-punti-recupera-scontrino', cat: 'account', s: 'Tessera non passata alla cassa',
    m: [
      ['c', `Buongiorno, mercoledì ho comprato dei farmaci da banco a Sesto e la farmacista si è dimenticata di passarmi la tessera. Nell'app non ho capito come aggiungere i punti. Che devo fare?`],
      ['a', `Buongiorno, ci sono due possibilità. Può tornare in farmacia con lo scontrino entro 30 giorni: il farmacista carica i punti dalla cassa leggendo la tessera e il numero dello scontrino. Oppure, da app, Carta fedeltà > Recupera punti.`],
      ['c', `In app la voce Recupera punti non c'è proprio, ho una versione vecchia sul tablet che non si aggiorna. Però stamattina sono ripassata in farmacia, la farmacista ha letto tessera e scontrino dalla cassa e adesso i punti ci sono. Tutto a posto.`],
    ],
    sol: ['farmacista', 'dalla cassa'], fail: ['recupera punti'], f: ['conflict'],
  },
  {
    id: 'FV-3115', g: 'fv-punti-oltre-30-giorni', cat: 'account', s: 'Punti di settembre',
    m: [
      ['c', `Buonasera, mettendo in ordine i documenti per il 730 ho trovato tre scontrini di settembre della farmacia di viale Monza senza punti, circa 140 euro in tutto. Ho provato con Recupera punti ma dice "Scontrino oltre il limite di 30 giorni". Non c'è proprio modo? Siamo clienti da anni, io e mio marito.`],
      ['a', `Buonasera, il limite dei 30 giorni è previsto dal regolamento della carta e l'app non permette di superarlo. Visto però che siete clienti da tanto e che si tratta di pochi scontrini, in via eccezionale le ho accreditato io i 140 punti: li vede già nel saldo. Per i prossimi acquisti le consiglio di far leggere la tessera in cassa o di usare Recupera punti entro il mese.`],
      ['c', `Gentilissimi, grazie davvero.`],
    ],
    f: ['concession'],
  },
  {
    id: 'FV-3116', g: 'fv-punti-carta-altrui', cat: 'account', s: '"Scontrino già utilizzato" ma i punti non li ho',
    m: [
      ['c', `Provo a recuperare i punti dello scontrino di ieri e l'app mi risponde "Scontrino già utilizzato". Ma io i punti non li ho ricevuti! Chi se li è presi?`],
      ['n', `Scontrino 0388-0112 (farmacia Bovisa) accreditato sulla carta ...7731, non della cliente: probabilmente la tessera di un altro cliente rimasta sul banco. Stornato da quella carta e riaccreditato sulla sua.`],
      ['a', `Buongiorno, abbiamo verificato: in cassa è stata letta per errore la tessera di un altro cliente. Ho tolto io i punti da quella carta e li ho spostati sulla sua, 64 punti: li vede già nel saldo. Ci scusiamo per il disguido.`],
      ['c', `Ah ecco! Visti, grazie 🙏`],
    ],
    f: ['oneoff'],
  },
  // Near miss of the points group: the card is read at the till, but it is the plastic card, not linked to the app.
  {
    id: 'FV-3117', g: 'fv-punti-tessera-fisica', cat: 'account', s: "I punti non si caricano sull'app",
    m: [
      ['c', `Buongiorno, da quando ho scaricato l'app alla cassa faccio sempre vedere la tessera e la passano, ma nell'app il saldo resta a 0. Sullo scontrino c'è scritto "punti accumulati 230". Dove finiscono?`],
      ['a', `Buongiorno, quando ci si registra in app viene creata una carta digitale nuova; se in cassa mostra la vecchia tessera di plastica, i punti finiscono su quella, che non è ancora collegata al suo account. Per unirle vada in Carta fedeltà > Collega tessera fisica e inserisca il numero di 13 cifre sotto il codice a barre della tessera di plastica. I saldi delle due carte si sommano e da quel momento può usare indifferentemente l'una o l'altra.`],
      ['c', `Collegata, adesso ho 230 punti. Grazie`],
    ],
    sol: ['collega tessera fisica'],
  },

  // --- Group: tessera sanitaria link fails with the number of a replaced card ---
  {
    id: 'FV-3118', g: 'fv-tessera-sanitaria-rinnovata', cat: 'integrazioni', s: 'Errore collegamento tessera sanitaria',
    m: [
      ['c', `Ciao, non riesco a collegare la tessera sanitaria per vedere le ricette in automatico. Inserisco codice fiscale e numero della tessera e ottengo questo:
\`\`\`
Errore TS-409: i dati inseriti non corrispondono a una tessera sanitaria valida.
Riprova o contatta l'assistenza. (rif. 7F3A-22C1)
\`\`\`
L'app è aggiornata? Boh, credo.`],
      ['a', `Ciao, come primo passo aggiorna l'app all'ultima versione dal tuo store (adesso è la 4.2.3): il collegamento con il Sistema TS è cambiato di recente.`],
      ['c', `Aggiornata alla 4.2.3, errore identico, sempre TS-409.`],
      ['n', `Rif. 7F3A-22C1: CF corretto, ma il numero inserito appartiene a una tessera sostituita a giugno 2026 e risulta revocato sul Sistema TS.`],
      ['a', `Grazie per la prova. Dal riferimento vediamo che il numero che inserisci è di una tessera sostituita: quando la tessera sanitaria viene rinnovata cambia anche il numero di identificazione. Prendi la nuova tessera (quella arrivata per posta con la scadenza più lontana) e inserisci il numero di identificazione di 20 cifre che trovi in basso sul retro, quello che comincia con 80380. Il numero della vecchia non vale più, anche se il codice fiscale è lo stesso.`],
      ['c', `Ahh stavo usando quella vecchia, le ho tutte e due nel portafoglio 😅 Con la nuova va. Grazie`],
    ],
    sol: ['numero di identificazione', 'nuova tessera'], fail: ['ultima versione'],
  },
  {
    id: 'FV-3119', g: 'fv-tessera-sanitaria-rinnovata', cat: 'integrazioni', s: 'Richiesta di aiuto',
    m: [
      ['c', `Buongiorno a tutti, vi scrivo perché mia nipote mi ha detto che con la vostra applicazione posso vedere le ricette senza andare ogni volta dal dottore, che ormai riceve solo su appuntamento e la segretaria al telefono non risponde mai, e io ho la pressione, la tiroide e adesso anche le gocce per gli occhi, quindi capirete che ogni mese è un giro. Mia nipote abita a Bologna e viene solo a Natale, quindi mi sono messo d'impegno da solo. Allora ho fatto tutto: mi sono registrato, ho messo la mail, il codice fiscale, poi quando arrivo al punto della tessera sanitaria scrivo il numero lungo che c'è dietro e mi dice "dati non corrispondenti". Ci ho riprovato anche il giorno dopo, con gli occhiali buoni. Tra l'altro a luglio mi è arrivata per posta anche la tessera nuova perché la vecchia scadeva, che a dire la verità non so bene dove l'ho messa, forse nel cassetto con i documenti della macchina. Comunque la farmacia di via Roma è bravissima, la dottoressa Marta mi tiene sempre da parte il collirio. Volevo anche dire che le scritte dell'app sono piccole, ma mia nipote mi ha fatto vedere come ingrandirle. Insomma, come faccio?`],
      ['a', `Buongiorno, grazie per averci scritto, e saluteremo volentieri la dottoressa Marta. Il problema è proprio la tessera: quando arriva la tessera nuova cambia anche il numero di identificazione, e quello della vecchia non viene più accettato. Recuperi la nuova tessera dal cassetto, la giri e copi il numero di identificazione di 20 cifre che trova in basso sul retro (comincia con 80380). Se il numero lungo che aveva scritto era quello della vecchia, con la nuova il collegamento andrà a buon fine.`],
      ['c', `Trovata nel cassetto, proprio insieme ai documenti della macchina. Ho messo il numero della tessera nuova e adesso vedo le ricette! Grazie infinite e buon lavoro.`],
    ],
    sol: ['numero di identificazione', 'nuova tessera'],
  },
  {
    id: 'FV-3120', g: 'fv-tessera-sanitaria-rinnovata', cat: 'integrazioni', s: 'tessera sanitaria non si collega',
    m: [
      ['c', `buongiorno la tessera sanitaria non si collega mi dice dati non corri spondenti punto ho scritto il codice fiscale giusto e il numero della tessera giusto punto la tessera me l'hanno cambiata a settembre perché si era rotto lo ship non so se c'entra punto di domanda grazie`],
      ['a', `Ciao, c'entra eccome! Con la tessera sostituita cambia il numero di identificazione: devi usare quello della nuova tessera, le 20 cifre in basso sul retro. Quello della tessera rotta ormai è disattivato.`],
      ['c', `perfetto andata grazie`],
      ['c', `ah un'altra cosa la consegna a domicilio la fate anche a Cinisello o solo a Milano`],
      ['a', `Sì, a Cinisello Balsamo consegniamo in giornata per gli ordini fatti entro le 13. 🙂`],
    ],
    sol: ['numero di identificazione', 'nuova tessera'],
  },
  {
    id: 'FV-3121', g: 'fv-tessera-sanitaria-ts-irrisolto', cat: 'integrazioni', s: 'Tessera sanitaria: "dati non corrispondenti" anche con la tessera nuova',
    m: [
      ['c', `Buongiorno, quando collego la tessera sanitaria ho l'errore "dati non corrispondenti". La storia della tessera nuova la conosco già: sto usando quella arrivata a ottobre, numero di identificazione preso dal retro. Ho provato anche dal computer, stesso risultato.`],
      ['a', `Buongiorno, grazie per aver già escluso la tessera vecchia. In alcuni casi il Sistema TS impiega qualche settimana a rendere attiva una tessera appena emessa. Apro una segnalazione al nostro referente per il Sistema TS e la ricontattiamo appena abbiamo una risposta.`],
      ['c', `Sono passate due settimane e nessuno si è fatto sentire. Continua a non andare.`],
      ['a', `Ci scusiamo per l'attesa: la segnalazione è ancora aperta presso il referente e l'abbiamo sollecitata. Appena riceviamo notizie la ricontattiamo.`],
      ['s', `Ticket chiuso automaticamente: nessuna attività negli ultimi 21 giorni.`],
    ],
    f: ['unresolved'],
  },

  // --- Singletons ---
  {
    id: 'FV-3122', g: 'fv-nre-presa-in-carico', cat: 'integrazioni', s: "Ricetta bloccata da un'altra farmacia",
    m: [
      ['c', `Salve, inserendo la ricetta dall'app mi esce "Ricetta presa in carico da un'altra farmacia". In effetti la settimana scorsa ero passato dalla farmacia di Affori con il promemoria, ma il farmaco non ce l'avevano e sono andato via senza niente. Adesso vorrei prenotarlo nella vostra di Niguarda.`],
      ['a', `Buongiorno, la farmacia di Affori aveva preso in carico la ricetta senza poi consegnare il farmaco, e finché resta in carico nessun'altra farmacia può usarla. Dato che sono entrambe della nostra catena, ho sbloccato io la presa in carico dal gestionale: ora la ricetta è di nuovo libera e può prenotarla a Niguarda dall'app.`],
      ['c', `Prenotata, grazie.`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'FV-3123', g: 'fv-consegna-ritardo-rimborso', cat: 'spedizioni', s: 'Consegna arrivata il giorno dopo',
    m: [
      ['c', `Buonasera, ieri alle 10 ho ordinato con consegna "entro oggi" (pagando 4,90 € di consegna) l'antibiotico per mio marito, che aveva la febbre alta. Il corriere è arrivato stamattina alle 11, ventiquattro ore dopo. Ho pagato alla consegna in contanti, quindi non so come chiedere indietro i soldi della spedizione, ma mi sembra il minimo.`],
      ['a', `Buonasera, ha ragione e ci scusiamo: ieri il servizio di consegna nella sua zona ha avuto un forte ritardo. Le rimborsiamo i 4,90 € della consegna e, vista la situazione, le aggiungiamo un buono di 5 € sul prossimo ordine. Poiché ha pagato in contanti, per il rimborso ci serve un IBAN intestato a lei.`],
      ['c', `Grazie, molto gentili. IBAN: IT84R0503411701000004718265, intestato a Rosa Galli.`],
      ['a', `Ricevuto: il bonifico di 4,90 € parte entro 5 giorni lavorativi, il buono lo trova già in Profilo > Buoni. Auguri di pronta guarigione a suo marito.`],
    ],
    f: ['concession'],
    pii: [['IBAN', 'IT84R0503411701000004718265']],
  },
  {
    id: 'FV-3124', g: 'fv-consegna-indirizzo-manuale', cat: 'spedizioni', s: 'Dice che il mio indirizzo non è servito',
    m: [
      ['c', `Abito a Segrate, a Milano Due, e nella pagina della consegna a domicilio c'è scritto che Segrate è coperta. Però quando metto il mio indirizzo mi dice "Indirizzo non servito". Come mai?`],
      ['a', `Buongiorno, per Milano Due i suggerimenti automatici dell'indirizzo propongono spesso "Milano" come comune invece di Segrate, e con quel comune l'indirizzo finisce fuori dalla zona di consegna della farmacia. Quando scrive l'indirizzo non tocchi il suggerimento: scelga "Inserisci indirizzo manualmente" in fondo all'elenco e scriva a mano via, numero civico, CAP e comune Segrate.`],
    ],
    sol: ['inserisci indirizzo manualmente'],
  },
  {
    id: 'FV-3125', g: 'fv-cambio-numero-accesso', cat: 'account', s: 'Ho cambiato numero e non riesco a entrare',
    m: [
      ['c', `Buongiorno, ho cambiato operatore e numero di telefono. Per entrare l'app mi manda il codice al vecchio numero, che non ho più. Il nuovo è 347 218 5093. Come posso fare?`],
      ['a', `Buongiorno, per sicurezza il numero di accesso si può cambiare solo dopo una verifica. Può rispondere da questa stessa e-mail indicando la sua data di nascita e le ultime quattro cifre della carta fedeltà?`],
      ['c', `Nata il 14/02/1979, la carta finisce con 1123.`],
      ['a', `Grazie, dati verificati. Ho aggiornato io il numero sul suo account: dal prossimo accesso il codice arriverà al 347 218 5093. Se l'app è ancora installata sul vecchio telefono, le consiglio di disinstallarla.`],
      ['c', `Entrata, grazie!`],
    ],
    f: ['oneoff'],
    pii: [['TELEFONO', '347 218 5093']],
  },
  {
    id: 'FV-3126', g: 'fv-otp-via-email', cat: 'accesso', s: 'codice di accesso non arriva',
    m: [
      ['c', `Chiedo il codice per entrare e l'SMS non arriva. Ho provato 4 volte. Il numero è giusto.`],
      ['a', `Buongiorno, provi a riavviare il telefono e a richiedere il codice dopo un paio di minuti.`],
      ['c', `Riavviato, richiesto, niente. Ma voi da che numero lo mandate? Magari ce l'ho bloccato?`],
      ['a', `Il mittente è "FarmVicina" e non risulta bloccato: in questi giorni alcuni operatori consegnano in ritardo gli SMS dei servizi. Nella schermata del codice tocchi "Non hai ricevuto il codice?" e scelga "Ricevi il codice via email": arriva all'indirizzo del suo account entro un minuto e vale come quello via SMS.`],
      ['c', `Ok con la mail è arrivato, sono dentro.`],
    ],
    sol: ['ricevi il codice via email'], fail: ['riavviare'],
  },
  {
    id: 'FV-3127', g: 'fv-addebito-doppio-irrisolto', cat: 'pagamenti', s: 'Addebitato due volte',
    m: [
      ['c', `Ho fatto un ordine da 32,40 € con consegna e sull'estratto conto della carta vedo due addebiti uguali. Voglio indietro il secondo.`],
      ['a', `Buongiorno, spesso il primo movimento è una preautorizzazione, che la banca rilascia da sola entro 5-7 giorni lavorativi. Le consiglio di attendere qualche giorno e ricontrollare.`],
      ['c', `Sono passati 9 giorni lavorativi e ci sono ancora tutti e due, contabilizzati. Voglio parlare con una persona, richiamatemi al 328 904 1167.`],
      ['x', `Verificato sul gateway: doppia cattura dell'ordine 88213 (nuovo tentativo dopo un timeout). Il rimborso lo può fare solo l'Amministrazione, noi non abbiamo accesso.`],
      ['a', `Ha ragione, abbiamo verificato che il secondo addebito non è una preautorizzazione. Ho passato la pratica all'ufficio Amministrazione, che la richiamerà al numero indicato per il rimborso.`],
      ['c', `Dopo una settimana ancora nessuna chiamata. Ho fatto contestazione alla banca, fate voi.`],
      ['s', `Ticket chiuso dall'operatore: pratica trasferita ad Amministrazione.`],
    ],
    f: ['unresolved'],
    pii: [['TELEFONO', '328 904 1167']],
  },
  {
    id: 'FV-3128', g: 'fv-scontrino-cf-riemesso', cat: 'fatturazione', s: 'Scontrino senza codice fiscale per il 730',
    m: [
      ['c', `Buongiorno, sullo scontrino dell'ordine online del 12 novembre (farmaci per il diabete, consegna a casa) non c'è il mio codice fiscale, quindi non posso portarlo in detrazione nel 730. Il codice è CLMDVD85S07A794I. Nell'app i dati li avevo inseriti, credo.`],
      ['a', `Buongiorno, i dati fiscali c'erano, ma in Profilo > Dati fiscali l'opzione "Associa il codice fiscale allo scontrino" era disattivata, quindi al momento dell'ordine il codice non è stato trasmesso. Per l'ordine del 12 novembre ho fatto io l'annullo e la riemissione del documento con il suo codice fiscale: lo trova in Ordini > Documenti e i dati arriveranno anche al Sistema TS. Per i prossimi ordini attivi quell'opzione.`],
      ['c', `Visto, grazie.`],
    ],
    f: ['oneoff'],
    pii: [['CF', 'CLMDVD85S07A794I']],
  },
  {
    id: 'FV-3129', g: 'fv-crash-avvio-431', cat: 'guasto', s: "L'app si chiude all'avvio",
    m: [
      ['c', `Dopo l'aggiornamento di ieri l'app si chiude appena la apro. Android 9, Samsung J6. Ho collegato il telefono al pc e con adb logcat ho visto questo:
E/AndroidRuntime(18822): FATAL EXCEPTION: main Process: it.farmaciavicina.app, PID: 18822 java.lang.NoSuchMethodError: No virtual method canScheduleExactAlarms()Z in class Landroid/app/AlarmManager; at it.farmaciavicina.reminders.TherapyWidgetProvider.onUpdate(TherapyWidgetProvider.kt:88)
Se serve altro chiedete.`],
      ['n', `Bug noto della 4.3.0 su Android < 12: il widget chiama canScheduleExactAlarms senza controllare la versione. Correzione nella 4.3.1, pubblicata stamattina.`],
      ['a', `Grazie mille per il log, ci ha fatto risparmiare parecchio tempo. È un errore della versione 4.3.0 che colpisce i telefoni con Android 11 o precedenti quando sulla schermata home c'è il widget delle terapie. Stamattina abbiamo pubblicato la versione 4.3.1 che lo corregge: la scarichi dal Play Store (se non compare tra gli aggiornamenti, apra la pagina dell'app e tocchi Aggiorna). Se ha fretta, nel frattempo può togliere il widget dalla home e l'app si apre.`],
      ['c', `Aggiornato alla 4.3.1, si apre. Widget rimesso, funziona.`],
    ],
    sol: ['4.3.1'],
  },
  {
    id: 'FV-3130', g: 'fv-elimina-account', cat: 'account', s: 'Cancellazione dati',
    m: [
      ['c', `Buonasera, vorrei eliminare il mio account e tutti i dati, terapie comprese. L'indirizzo con cui sono registrata è giorgia.ventura78@libero.it. Dall'app non trovo il modo.`],
      ['a', `Buonasera, può farlo direttamente lei: Profilo > Privacy e dati > Elimina account. Le verrà chiesto un codice di conferma inviato all'e-mail dell'account; dopo la conferma i dati vengono cancellati entro 30 giorni, mentre i documenti fiscali restano conservati per gli obblighi di legge. Se vuole, prima può scaricare una copia delle terapie da Profilo > Privacy e dati > Esporta dati.`],
      ['c', `E se elimino l'account perdo i punti della carta? Ne ho ancora 300...`],
      ['a', `Sì, con l'eliminazione i punti si azzerano. Può spenderli in farmacia prima di eliminare l'account: 300 punti valgono un buono da 3 €.`],
      ['c', `Va bene, li uso sabato e poi faccio da sola. Grazie.`],
    ],
    sol: ['elimina account'],
    pii: [['EMAIL', 'giorgia.ventura78@libero.it']],
  },
  {
    id: 'FV-3131', g: 'fv-ritiro-segnato-pronto', cat: 'altro', s: "Prenotazione \"pronta\" ma il farmaco non c'era",
    m: [
      ['c', `Ho ricevuto la notifica "Il tuo ordine è pronto per il ritiro" e sono andata apposta in farmacia, 20 minuti di macchina. Al banco mi hanno detto che il farmaco non era ancora arrivato dal grossista. Arrabbiata è dire poco.`],
      ['n', `La farmacia di Bresso ha segnato pronto l'ordine per sbaglio (scambiato con un altro). Proponiamo un buono per il disagio.`],
      ['a', `Buongiorno, ha perfettamente ragione: la farmacia ha segnato come pronto il suo ordine per errore e ce ne scusiamo. Il farmaco è arrivato stamattina e questa volta è pronto davvero; per il disagio le abbiamo caricato sulla carta fedeltà un buono da 10 €, che può usare anche su questo ritiro.`],
      ['c', `Va bene, grazie per il buono. Passo oggi pomeriggio.`],
    ],
    f: ['concession'],
  },
  {
    id: 'FV-3132', g: 'fv-codice-ritiro-irrisolto', cat: 'altro', s: 'Codice di ritiro',
    m: [
      ['c', `Non mi è arrivato il codice per ritirare la prenotazione.`],
      ['a', `Gentile Cliente, la ringraziamo per averci contattato. Al fine di poterla assistere al meglio, la invitiamo a comunicarci il numero della prenotazione (formato PR-XXXXXX) e la farmacia di ritiro selezionata. Restiamo a disposizione. Cordiali saluti, Team Assistenza Farmacia Vicina`],
      ['s', `Promemoria automatico: siamo in attesa di una sua risposta. Senza riscontro il ticket verrà chiuso tra 7 giorni.`],
      ['s', `Ticket chiuso automaticamente per mancata risposta del cliente.`],
    ],
    f: ['unresolved'],
  },
  {
    id: 'FV-3133', g: 'fv-promemoria-triplicati', cat: 'configurazione', s: 'Ogni promemoria arriva tre volte',
    m: [
      ['c', `Da quando ho cambiato telefono ogni promemoria mi arriva tre volte di fila, e nell'elenco vedo ogni terapia ripetuta tre volte. Se ne cancello una spariscono tutte e tre.`],
      ['n', `Tre ripristini di seguito hanno creato copie delle stesse terapie con ID diversi ma nello stesso gruppo: dal telefono non si sistema, pulizia da backoffice.`],
      ['a', `Buongiorno, il passaggio al nuovo telefono ha copiato le terapie tre volte, collegate tra loro: per questo cancellandone una spariscono tutte. Ho eliminato io i doppioni dal nostro sistema, lasciando una sola copia di ciascuna terapia con i suoi orari. Chiuda e riapra l'app e controlli che sia tutto in ordine.`],
      ['c', `Ora ne vedo una per tipo, perfetto. Stasera vedo se suona una volta sola.`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'FV-3134', g: 'fv-consegna-sabato-irrisolto', cat: 'spedizioni', s: 'Non posso scegliere il sabato per la consegna',
    m: [
      ['c', `Vorrei la consegna sabato mattina perché in settimana lavoro, ma nel calendario i sabati sono tutti grigi. Sul sito c'è scritto che consegnate anche il sabato.`],
      ['a', `Buongiorno, provi ad aggiornare l'app e a svuotare la cache (Impostazioni > App > Farmacia Vicina > Memoria > Svuota cache), poi riapra il calendario.`],
      ['c', `Fatto, sempre grigi. Lasciate perdere, faccio prima a passare in farmacia sabato.`],
    ],
    f: ['unresolved'],
  },
];
