// Fourth reference set, product "Diario di Classe" (electronic school register: app and web for
// families, students and teachers). Written by hand on 2026-12-01 (evening session, helper "fourth"),
// blind to the rules distiller: its lexicons, cues and src/lib/text were never opened while writing.
// Voices the other sets do not have: teenagers in chat shorthand (nn, xke, cmq, raga, boh), parents
// writing from a phone with no accents, a non-native parent, a teacher, a school's IT manager writing
// technical detail (SSO, certificates, IP addresses), the school secretary forwarding a thread.
// Personal data invented (checksums valid). Never used for tuning: report its figures, never add its
// words to a lexicon. Format: see ../../corpus-heldout/source/fibra-casa.mjs.
export const product = 'Diario di Classe';
export const start = '2026-09-14T06:30:00Z';

export const tickets = [
  // --- grades not visible: the app is still on last school year
  {
    id: 'DC-701', g: 'dc-voti-anno-scolastico', cat: 'configurazione', s: 'nn vedo i voti',
    m: [
      ['c', 'raga nn vedo i voti nuovi, la prof dice che li ha messi ieri ma a me esce solo roba dell anno scorso. boh'],
      ['a', 'Ciao! Prova a disinstallare e reinstallare l\'app.'],
      ['c', 'fatto, uguale. sempre i voti di giugno'],
      ['a', 'Ok, allora è l\'anno: in alto nella schermata Voti c\'è il menu Anno scolastico, toccalo e scegli 2026/27. L\'app ricorda l\'ultimo anno che hai aperto.'],
      ['c', 'ahh era quello. cmq grz'],
    ],
    sol: ['anno scolastico', '2026/27'], fail: ['reinstallare'],
  },
  {
    id: 'DC-702', g: 'dc-voti-anno-scolastico', cat: 'configurazione', s: 'voti di mia figlia',
    m: [
      ['c', 'buongiorno non vedo piu i voti di mia figlia, c e scritto nessuna valutazione ma lei dice che ha preso 8 in storia'],
      ['a', 'Buongiorno, controlli il menu "Anno scolastico" in alto nella pagina Voti: se è rimasto su 2025/26 scelga 2026/27 e compariranno le valutazioni di quest\'anno.'],
      ['c', 'si era rimasto l anno vecchio adesso vedo l 8. grazie'],
    ],
    sol: ['anno scolastico', '2026/27'],
  },
  {
    id: 'DC-703', g: 'dc-voti-anno-scolastico', cat: 'configurazione', s: 'Registro vuoto',
    m: [
      ['c', 'Buongiorno, mio figlio è in prima, quest\'anno ha cambiato scuola (dalla media al liceo). Nell\'app vedo ancora la classe 3B della media e niente del liceo.'],
      ['a', 'Buongiorno, i dati del liceo ci sono, ma l\'app mostra l\'anno che era aperto per ultimo. Tocchi Anno scolastico in alto e scelga 2026/27: la classe passerà a quella del liceo.'],
    ],
    sol: ['anno scolastico', '2026/27'],
  },
  {
    id: 'DC-704', g: 'dc-voti-anno-scolastico', cat: 'configurazione', s: 'Assenze e voti non aggiornati',
    m: [
      ['c', 'Io sono papà di Youssef, classe 2A. Io vedo assenze di anno passato, nuove no. Maestra dice registro è aggiornato. Cosa io devo fare?'],
      ['a', 'Buongiorno, semplice: nella app, in alto, c\'è "Anno scolastico". Tocchi e scelga 2026/27. Poi vede assenze e voti nuovi.'],
      ['c', 'Grazie, adesso vedo tutto.'],
    ],
    sol: ['anno scolastico', '2026/27'],
  },
  // near-miss: same category and words ("voti", "media"), but the average is computed without the blue grades
  {
    id: 'DC-705', g: 'dc-media-voti-blu', cat: 'configurazione', s: 'la media dei voti è sbagliata',
    m: [
      ['c', 'La media di matematica nell\'app è 6,2 ma facendo il conto a mano con i voti che vedo mi viene 5,4. Quale è giusta?'],
      ['a', 'Buongiorno, entrambe, in un certo senso: i voti in blu sono quelli che l\'insegnante ha segnato "non fa media" (per esempio verifiche di recupero o prove pratiche) e l\'app non li conta. Tocchi un voto blu per vedere il motivo; la media dell\'app è quella che l\'insegnante usa in pagella.'],
      ['c', 'ok chiaro'],
    ],
    sol: ['non fa media', 'blu'],
  },

  // --- absence justification: PIN set from the parent's profile
  {
    id: 'DC-706', g: 'dc-pin-giustificazioni', cat: 'accesso', s: 'non riesco a giustificare',
    m: [
      ['c', 'Quando provo a giustificare l\'assenza di lunedì mi chiede un PIN che non ho mai avuto. La password del registro ce l\'ho.'],
      ['a', 'Buongiorno, il PIN giustificazioni è diverso dalla password e si crea una volta sola dal profilo del genitore: Profilo → Sicurezza → "PIN giustificazioni", scelga 4 cifre e confermi con la password. Poi torni in Assenze → Giustifica.'],
      ['c', 'creato, giustificato. grazie'],
    ],
    sol: ['pin giustificazioni', 'genitore'],
  },
  {
    id: 'DC-707', g: 'dc-pin-giustificazioni', cat: 'accesso', s: 'pin giustifica',
    m: [
      ['c', 'ciao nn trovo dove si mette il pin x giustificare, nel mio profilo nn c e la voce sicurezza xke?? sono il figlio'],
      ['a', 'Ciao! Il PIN giustificazioni lo può creare solo un genitore, dal suo account (Profilo → Sicurezza → PIN giustificazioni). Dal profilo studente la voce non c\'è apposta: chiedi a mamma o papà di entrare con le loro credenziali.'],
      ['c', 'ok mia madre l ha fatto'],
    ],
    sol: ['pin giustificazioni', 'genitore'],
  },
  {
    id: 'DC-708', g: 'dc-pin-giustificazioni', cat: 'accesso', s: 'PIN ERRATO',
    m: [
      ['c', 'PIN ERRATO PIN ERRATO. HO MESSO LA PASSWORD 10 VOLTE. DEVO GIUSTIFICARE ENTRO DOMANI SE NO MIO FIGLIO NON ENTRA'],
      ['a', 'Buongiorno, il PIN che chiede non è la password: è il PIN giustificazioni, da creare nel profilo del genitore.'],
      ['a', 'Ecco come: 1) Profilo, 2) Sicurezza, 3) PIN giustificazioni, 4) scelga 4 cifre e confermi con la password. Poi giustifichi con quelle 4 cifre.'],
      ['s', 'Ticket chiuso automaticamente dopo 5 giorni senza risposta del cliente.'],
    ],
    sol: ['pin giustificazioni', 'genitore'],
  },
  // near-miss: same category and words ("giustificare", "assenza"), but the justify button is missing for a closed period
  {
    id: 'DC-709', g: 'dc-giustifica-periodo-chiuso', cat: 'accesso', s: 'manca il tasto giustifica',
    m: [
      ['c', 'Per un\'assenza di tre settimane fa non c\'è più il tasto Giustifica, per quelle di questa settimana sì.'],
      ['a', 'Buongiorno, la scuola ha impostato 10 giorni per giustificare online: dopo, il tasto sparisce e l\'assenza va giustificata con il libretto cartaceo o in segreteria. Può vedere il limite della sua scuola in Assenze → "Regole della scuola".'],
      ['c', 'Ok, porto il libretto. Grazie'],
    ],
    sol: ['libretto', '10 giorni'],
  },

  // --- no notifications on Android: battery optimisation
  {
    id: 'DC-710', g: 'dc-notifiche-batteria', cat: 'configurazione', s: 'notifiche non arrivano',
    m: [
      ['c', 'Non mi arrivano le notifiche dei voti e delle note, le ho attivate nell\'app. Telefono Xiaomi.'],
      ['a', 'Buongiorno, su Xiaomi il sistema ferma le app in background. Vada in Impostazioni del telefono → App → Diario di Classe → Risparmio batteria e scelga "Nessuna restrizione", così l\'ottimizzazione batteria non blocca più le notifiche.'],
      ['c', 'Impostato, stamattina è arrivata la notifica del compito. Grazie'],
    ],
    sol: ['ottimizzazione batteria', 'nessuna restrizione'],
  },
  {
    id: 'DC-711', g: 'dc-notifiche-batteria', cat: 'configurazione', s: 'notifiche',
    m: [
      ['c', 'le notifiche arrivano solo quando apro l app, non prima. samsung a52'],
      ['a', 'Ciao, prova a disattivare e riattivare le notifiche nell\'app (Impostazioni → Notifiche).'],
      ['c', 'niente di niente, arrivano sempre solo quando apro'],
      ['a', 'Allora è l\'ottimizzazione batteria di Samsung: Impostazioni → App → Diario di Classe → Batteria → "Senza restrizioni". Così l\'app può ricevere le notifiche anche chiusa.'],
      ['c', 'ok ora arrivano'],
    ],
    sol: ['ottimizzazione batteria', 'senza restrizioni'], fail: ['disattivare e riattivare le notifiche'],
  },
  {
    id: 'DC-712', g: 'dc-notifiche-batteria', cat: 'configurazione', s: 'nn mi arriva niente',
    m: [
      ['c', 'la prof ha messo una nota e io l ho saputo da mia madre il giorno dopo 💀 la notifica nn è mai arrivata (huawei)'],
      ['a', 'Ciao, sui Huawei devi togliere l\'app dall\'ottimizzazione batteria: Impostazioni → Batteria → Avvio app → Diario di Classe, disattiva "Gestione automatica" e lascia attivi tutti e tre gli interruttori.'],
    ],
    sol: ['ottimizzazione batteria', 'gestione automatica'],
  },
  // near-miss: same category and words ("notifiche"), but they arrive twice because two profiles are on the phone
  {
    id: 'DC-713', g: 'dc-notifiche-doppie-profili', cat: 'configurazione', s: 'notifiche doppie',
    m: [
      ['c', 'Ogni notifica di voto mi arriva due volte, a volte tre. È fastidioso.'],
      ['a', 'Buongiorno, succede quando sullo stesso telefono sono aperti sia il profilo genitore sia quello studente (o due genitori). In Profilo → Account su questo dispositivo tenga solo il suo profilo e tocchi "Esci" sugli altri: le notifiche arriveranno una volta.'],
      ['c', 'C\'era anche il profilo di mio figlio. Tolto, ora una sola. Grazie'],
    ],
    sol: ['account su questo dispositivo', 'esci'],
  },

  // --- second child not visible: association code from the school office
  {
    id: 'DC-714', g: 'dc-aggiungi-figlio', cat: 'accesso', s: 'vedo solo un figlio',
    m: [
      ['c', 'Ho due figli nella stessa scuola ma nell\'app vedo solo il grande.'],
      ['a', 'Buongiorno, ogni figlio va collegato al suo account: in Profilo → "Aggiungi figlio" inserisca il codice di associazione che la segreteria consegna a inizio anno (un foglio con 8 caratteri). Se non lo trova, la segreteria lo ristampa.'],
      ['c', 'La segreteria me l\'ha ridato, aggiunto. Ora li vedo tutti e due.'],
    ],
    sol: ['codice di associazione', 'aggiungi figlio'],
  },
  {
    id: 'DC-715', g: 'dc-aggiungi-figlio', cat: 'accesso', s: 'Fwd: Re: accesso genitori classe 1C',
    m: [
      ['c', 'Inoltro la richiesta di una famiglia.\n\nSegreteria didattica – IC Manzoni\n\n-------- Messaggio originale --------\nOggetto: Re: accesso genitori classe 1C\nDa: Elena Rinaldi <elena.rinaldi77@gmail.com>\n\nBuongiorno, con le mie credenziali vedo mia figlia Sofia di 3C ma non il piccolo Tommaso appena iscritto in 1C. Grazie\nElena Rinaldi\n\n> Il 15/09/2026 10:12, Segreteria ha scritto:\n> Gentili famiglie, le credenziali sono le stesse dello scorso anno.'],
      ['a', 'Buongiorno, per il secondo figlio la signora Rinaldi deve usare "Aggiungi figlio" nel suo profilo e inserire il codice di associazione di Tommaso: lo trovate in segreteria nella funzione Alunni → Stampa codici di associazione. Non servono nuove credenziali.'],
      ['c', 'Consegnato il codice alla famiglia, ci conferma che ora vede entrambi. Grazie'],
    ],
    pii: [['EMAIL', 'elena.rinaldi77@gmail.com']],
    sol: ['codice di associazione', 'aggiungi figlio'],
  },
  {
    id: 'DC-716', g: 'dc-aggiungi-figlio', cat: 'accesso', s: 'figlio',
    m: [
      ['c', 'manca il secondo figlio'],
      ['a', 'Buongiorno, lo aggiunga da Profilo → Aggiungi figlio con il codice di associazione che le dà la segreteria della scuola.'],
      ['c', 'ok'],
    ],
    sol: ['codice di associazione', 'aggiungi figlio'],
  },

  // --- singletons: technical, a school's IT manager
  {
    id: 'DC-717', g: 'dc-sso-certificato-scaduto', cat: 'integrazioni', s: 'SSO Google Workspace: errore SAML dal 1/10',
    m: [
      ['c', 'Buongiorno,\nsono il referente informatico dell\'istituto. Dal 1/10 l\'accesso dei docenti con "Accedi con Google" fallisce con "SAML response signature invalid". La configurazione lato Workspace non è cambiata; il nostro IdP pubblica i metadati su https://idp.istitutovolta.edu.it/metadata, uscita NAT 93.41.172.8. Log disponibili.\n\nIng. Davide Colombo\nResponsabile sistemi informativi\nIIS A. Volta'],
      ['a', 'Buongiorno Ing. Colombo, il 30/09 Google ha ruotato il certificato di firma dell\'app SAML e da noi è rimasto quello vecchio. Scarichi il nuovo certificato dalla console Workspace (App → App web e mobile → Diario di Classe → Scarica metadati) e lo carichi nel pannello amministratore della scuola, in Sicurezza → Single sign-on → "Sostituisci certificato IdP". L\'accesso riprende subito.'],
      ['c', 'Caricato il nuovo certificato, i docenti entrano. Grazie della diagnosi rapida.'],
    ],
    pii: [['IP', '93.41.172.8']],
    sol: ['sostituisci certificato', 'metadati'],
  },

  // --- singletons: concessions
  {
    id: 'DC-718', g: 'dc-premium-rinnovo-rimborsato', cat: 'fatturazione', s: 'rinnovo Premium non voluto',
    m: [
      ['c', 'Mi avete rinnovato l\'abbonamento Premium Famiglia (29,90) anche se avevo tolto il rinnovo automatico. Carta 5168 8301 2345 6789. Voglio il rimborso.'],
      ['a', 'Buongiorno, dal nostro sistema il rinnovo automatico risulta disattivato il giorno dopo l\'addebito, quindi il rinnovo era regolare. Le rimborsiamo comunque i 29,90 come gesto di attenzione e chiudiamo l\'abbonamento adesso. Per sicurezza non scriva il numero della carta nei messaggi.'],
      ['c', 'ok, grazie'],
    ],
    pii: [['CARTA', '5168 8301 2345 6789']],
    f: ['concession'],
  },
  {
    id: 'DC-719', g: 'dc-prova-estesa', cat: 'commerciale', s: 'prova gratuita finita',
    m: [
      ['c', 'La prova gratuita di Premium è finita ma a settembre la scuola era chiusa per lavori e non l\'ho mai potuta usare davvero.'],
      ['a', 'Buongiorno, di solito la prova non si rinnova, ma visto il motivo gliela prolunghiamo noi di altri 30 giorni, in via del tutto eccezionale. È già attiva sul suo account.'],
      ['c', 'Gentili, grazie!'],
    ],
    f: ['concession'],
  },
  {
    id: 'DC-720', g: 'dc-scadenza-pagamento-prorogata', cat: 'fatturazione', s: 'pagamento mensa scaduto',
    m: [
      ['c', 'non sono riuscito a pagare la ricarica mensa dal vostro portale entro il 30 xke il pagamento dava errore. adesso c è la penale di 5 euro'],
      ['a', 'Ciao, l\'errore del 30 era nostro solo per alcune carte, ma capisco. Ho tolto la penale e ti ho spostato la scadenza al 10 del mese: puoi pagare la ricarica senza maggiorazione fino ad allora.'],
    ],
    f: ['concession'],
  },

  // --- singletons: one-off fixes done by the agent in the back office
  {
    id: 'DC-721', g: 'dc-alunno-sbagliato', cat: 'accesso', s: 'vedo un altro bambino',
    m: [
      ['c', 'Entro con le mie credenziali e vedo i voti di un bambino che non è mio figlio!! Mio figlio è Luca, classe 4A. Questa è una violazione della privacy. Mio numero 340 771 5092.'],
      ['n', 'Associazione genitore-alunno errata dal caricamento di inizio anno (omonimia di cognome). Corretta dalla console anagrafica, segnalato al DPO della scuola.'],
      ['a', 'Buongiorno, ha ragione ed è grave, ci scusiamo. Al caricamento degli iscritti il suo account era stato collegato per errore a un alunno con lo stesso cognome. L\'ho ricollegato io dalla console all\'alunno giusto, Luca di 4A, e abbiamo informato la scuola. Rientrando vedrà solo lui.'],
      ['c', 'Adesso vedo Luca. Grazie per la velocità.'],
    ],
    pii: [['TELEFONO', '340 771 5092']],
    f: ['oneoff'],
  },
  {
    id: 'DC-722', g: 'dc-firma-docente-persa', cat: 'guasto', s: 'firma di lezione sparita',
    m: [
      ['c', 'Sono docente di lettere. Ieri ho firmato le mie tre ore in 2B ma oggi il registro le dà come non firmate e la dirigente mi ha scritto.'],
      ['a', 'Buongiorno professoressa, dai nostri log le firme di ieri risultano inviate ma non salvate per un errore del server tra le 10 e le 11. Le ho ripristinate io dal backend con l\'orario originale: ora le tre ore risultano firmate.'],
      ['c', 'Confermo, ora ci sono. Grazie'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'DC-723', g: 'dc-mail-recupero-vecchia', cat: 'accesso', s: 'recupero password va a una mail vecchia',
    m: [
      ['c', 'Ho fatto recupera password ma la mail va al mio vecchio indirizzo di lavoro che non ho più. Il nuovo è gianni.moretti.71@libero.it. Il mio CF MRTPLA71E22A662Y se serve.'],
      ['a', 'Buongiorno, verificata l\'identità con la scuola, ho aggiornato io la sua e-mail da qui e le ho mandato il link di recupero al nuovo indirizzo.'],
    ],
    pii: [['EMAIL', 'gianni.moretti.71@libero.it'], ['CF', 'MRTPLA71E22A662Y']],
    f: ['oneoff'],
  },

  // --- singletons: unresolved
  {
    id: 'DC-724', g: 'dc-colloqui-nessuno-slot', cat: 'configurazione', s: 'colloqui',
    m: [
      ['c', 'Nella pagina colloqui ogni professore dice "nessuno slot disponibile". Ma i colloqui sono la settimana prossima.'],
      ['a', 'Buongiorno, gli slot li apre ciascun docente. Abbiamo segnalato alla scuola la sua richiesta, vi faremo sapere.'],
      ['c', '?'],
      ['s', 'Chiusura automatica per inattività.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'DC-725', g: 'dc-pagella-pdf-illeggibile', cat: 'guasto', s: 'pagella pdf con caratteri strani',
    m: [
      ['c', 'La pagella del primo periodo scaricata in PDF ha quadratini al posto delle lettere accentate.'],
      ['a', 'Buongiorno, provi ad aprirla con un altro lettore PDF, ad esempio Acrobat Reader.'],
      ['c', 'Con Acrobat è uguale, stessi quadratini. Anche mia moglie dal suo telefono.'],
      ['a', 'Grazie, ho girato il caso agli sviluppatori.'],
      ['s', 'Ticket chiuso.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'DC-726', g: 'dc-app-crash-ios', cat: 'guasto', s: 'l app si chiude da sola',
    m: [
      ['c', 'sul mio iphone l app si chiude appena apro l agenda dei compiti. iOS 19 aggiornato'],
      ['a', 'Ciao, è un problema che conosciamo sull\'ultima versione di iOS: i tecnici ci stanno lavorando e uscirà un aggiornamento, ti ricontatteremo appena pronto.'],
    ],
    f: ['unresolved'],
  },
];
