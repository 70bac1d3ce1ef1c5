// Held-out set, product "PappaPronta" (food-delivery app). Written by hand, in customers' voices,
// independently of corpus/; personal data invented (checksums valid). Never used for tuning.
// Format: see fibra-casa.mjs.
export const product = 'PappaPronta';
export const start = '2026-03-02T11:20:00Z';

export const tickets = [
  {
    id: 'PP-301', g: 'pp-schermo-bianco', cat: 'guasto', s: 'app schermo bianco',
    m: [
      ['c', 'ciao l app si apre ma resta tutto bianco, non vedo i ristoranti. ho un samsung a52'],
      ['a', 'Ciao! Prova a disinstallare e reinstallare l\'app dal Play Store.'],
      ['c', 'fatto ma sempre uguale, bianco'],
      ['a', 'Grazie della prova. Su Android la nostra app usa il componente di sistema "Android System WebView": apri il Play Store, cerca "Android System WebView" e tocca Aggiorna (fai lo stesso per Google Chrome se c\'è un aggiornamento). Poi riapri PappaPronta.'],
      ['c', 'aggiornato webview e ora si vede tutto. grazie'],
    ],
    sol: ['webview', 'play store'], fail: ['reinstallare'],
  },
  {
    id: 'PP-302', g: 'pp-schermo-bianco', cat: 'guasto', s: 'APP NON FUNZIONA PAGINA VUOTA',
    m: [
      ['c', 'L APP È TUTTA BIANCA DA STAMATTINA. HO FAME. SISTEMATE'],
      ['a', 'Buongiorno, su Android la pagina bianca dipende quasi sempre da un componente di sistema non aggiornato: apra il Play Store, cerchi "Android System WebView" e tocchi Aggiorna. Riapra poi l\'app.'],
      ['c', 'OK GRAZIE VA'],
    ],
    sol: ['webview', 'play store'],
  },
  {
    id: 'PP-303', g: 'pp-schermo-bianco', cat: 'guasto', s: 'Schermata vuota dopo aggiornamento',
    m: [
      ['c', 'Buonasera, dopo l\'ultimo aggiornamento di PappaPronta l\'app mostra solo una schermata vuota col logo in alto. Telefono Xiaomi, Android 12. Ho già svuotato la cache.'],
      ['a', 'Buonasera, aggiorni dal Play Store il componente "Android System WebView" (e Chrome): la nuova versione dell\'app lo richiede aggiornato. Se non lo trova cercandolo, lo apra da Impostazioni → App → mostra app di sistema → Android System WebView → Dettagli app nello store.'],
    ],
    sol: ['webview', 'play store'],
  },
  {
    id: 'PP-304', g: 'pp-schermo-bianco', cat: 'guasto', s: 'app bianca',
    m: [
      ['c', 'Salve mia figlia dice di scrivervi perché a me l\'app fa tutto bianco. Io ho un telefono Motorola.'],
      ['a', 'Salve, provi a riavviare il telefono.'],
      ['c', 'niente'],
      ['a', 'Allora serve aggiornare un componente del telefono: nel Play Store cerchi "Android System WebView" e prema Aggiorna. Poi riapra l\'app.'],
      ['c', 'mia figlia l ha fatto. va, grazie'],
    ],
    sol: ['webview', 'play store'], fail: ['riavviare il telefono'],
  },
  {
    id: 'PP-305', g: 'pp-crash-iphone-paga', cat: 'guasto', s: 'l\'app si chiude quando pago',
    m: [
      ['c', 'Ciao, su iPhone quando tocco "Paga" l\'app si chiude di colpo e torno alla home. Il carrello resta pieno. Ho provato 3 volte.'],
      ['a', 'Ciao! È un errore noto della versione 5.2.0 su iOS 17, corretto nella 5.2.1: apri l\'App Store, cerca PappaPronta e tocca Aggiorna. Dopo l\'aggiornamento il pagamento funziona.'],
      ['c', 'aggiornata e pagato, grazie'],
    ],
    sol: ['app store', '5.2.1'],
  },
  {
    id: 'PP-306', g: 'pp-crash-iphone-paga', cat: 'guasto', s: 'crash al pagamento',
    m: [
      ['c', 'Buongiorno, l\'app crasha al momento del pagamento, iPhone 12. Si chiude e basta. Sono cliente da anni, mai successo.'],
      ['a', 'Buongiorno, aggiorni l\'app dall\'App Store alla versione 5.2.1, che corregge la chiusura al pagamento su iPhone.'],
      ['c', 'Fatto, ora funziona.'],
    ],
    sol: ['app store', '5.2.1'],
  },
  {
    id: 'PP-307', g: 'pp-sms-codice', cat: 'accesso', s: 'non arriva il codice sms',
    m: [
      ['c', 'non mi arriva il codice per entrare nell app, il numero è 333 918 4402. aspetto da mezz ora'],
      ['a', 'Buongiorno, verifichi che il numero sia inserito con il prefisso +39 e senza spazi, poi nella schermata del codice attenda 60 secondi e tocchi "Invia di nuovo". Se l\'SMS non arriva neanche così, tocchi "Chiamami": una voce le detta il codice.'],
      ['c', 'con chiamami è arrivato. ok grazie'],
    ],
    pii: [['TELEFONO', '333 918 4402']],
    sol: ['chiamami', '+39'],
  },
  {
    id: 'PP-308', g: 'pp-sms-codice', cat: 'accesso', s: 'Codice di verifica mai ricevuto',
    m: [
      ['c', 'Buongiorno,\nsto provando a registrarmi ma il codice di verifica via SMS non arriva mai. Ho provato più volte.\nDistinti saluti,\nAlessandra Conti'],
      ['a', 'Buongiorno Alessandra, nella schermata del codice attenda 60 secondi e tocchi "Invia di nuovo"; se non arriva scelga "Chiamami" e riceverà il codice con una telefonata. Controlli anche che il numero sia scritto con +39 davanti.'],
      ['c', 'Avevo sbagliato una cifra del numero. Corretto e arrivato subito, grazie.'],
    ],
    sol: ['chiamami', '+39'],
  },
  {
    id: 'PP-309', g: 'pp-sms-codice', cat: 'accesso', s: 'OTP non arriva',
    m: [
      ['c', 'ciao l otp non arriva!! ho il telefono nuovo'],
      ['a', 'Ciao! Aspetta 60 secondi e tocca "Invia di nuovo", oppure scegli "Chiamami" per ricevere il codice a voce. Verifica anche che il numero abbia il +39.'],
      ['c', 'ok'],
    ],
    sol: ['chiamami', '+39'],
  },
  {
    id: 'PP-310', g: 'pp-3ds', cat: 'fatturazione', s: 'pagamento rifiutato',
    m: [
      ['c', 'Buonasera, la carta mi viene sempre rifiutata con "Pagamento non autorizzato" ma con la stessa carta su Amazon pago. La carta è 5498 1234 0056 7812.'],
      ['a', 'Buonasera, non ci scriva mai il numero della carta: l\'abbiamo rimosso dal ticket. "Pagamento non autorizzato" vuol dire che la banca non ha ricevuto la conferma 3D Secure. Quando paga, tenga aperta l\'app della sua banca e approvi la notifica di conferma entro 5 minuti; se la notifica non arriva, nell\'app della banca verifichi che i pagamenti online siano abilitati.'],
      ['c', 'non avevo visto la notifica della banca. Approvata e pagato'],
    ],
    pii: [['CARTA', '5498 1234 0056 7812']],
    sol: ['3d secure', 'app della sua banca'],
  },
  {
    id: 'PP-311', g: 'pp-3ds', cat: 'fatturazione', s: 'carta rifiutata',
    m: [
      ['c', 'mi rifiuta la carta prepagata, dice pagamento non autorizzato. c e credito'],
      ['a', 'Buongiorno, per le carte prepagate la banca chiede la conferma 3D Secure: al momento del pagamento apra l\'app della banca emittente e approvi la richiesta. Controlli anche nell\'app della banca che i pagamenti online siano abilitati.'],
      ['c', 'erano disabilitati i pagamenti online. attivati e funziona'],
    ],
    sol: ['3d secure', 'pagamenti online'],
  },
  {
    id: 'PP-312', g: 'pp-3ds', cat: 'fatturazione', s: 'Non riesco a pagare',
    m: [
      ['c', 'Buongiorno, al pagamento mi compare "Pagamento non autorizzato" e l\'ordine non parte. Ho provato due carte.'],
      ['a', 'Buongiorno, il messaggio arriva quando la conferma 3D Secure della banca non viene completata. Durante il pagamento tenga pronta l\'app della banca e approvi la notifica; in alternativa scelga PayPal come metodo di pagamento.'],
    ],
    sol: ['3d secure', 'app della banca'],
  },
  {
    id: 'PP-313', g: 'pp-ordine-mancante', cat: 'commerciale', s: 'manca una pizza',
    m: [
      ['c', 'Ho ordinato 3 pizze e ne sono arrivate 2. Ordine delle 20:40. Chi mi rimborsa?'],
      ['a', 'Buonasera, ci scusiamo. Le abbiamo rimborsato la pizza mancante (8,50 €) sul metodo di pagamento dell\'ordine e, per il disagio, le abbiamo aggiunto un buono da 5 € per il prossimo ordine.'],
      ['c', 'ok grazie'],
    ],
    f: ['concession'],
  },
  {
    id: 'PP-314', g: 'pp-ordine-mancante', cat: 'commerciale', s: 'ordine arrivato freddo e in ritardo',
    m: [
      ['c', 'L\'ordine è arrivato con un\'ora di ritardo ed era tutto freddo. Non è accettabile. Paolo Gallo, via Mazzini 4.'],
      ['a', 'Buonasera Paolo, ha ragione, ci scusiamo: il rider ha avuto un problema durante la consegna. In via eccezionale le abbiamo rimborsato l\'intero ordine, l\'accredito arriva in 3-5 giorni.'],
      ['c', 'Grazie, apprezzo.'],
    ],
    f: ['concession'],
  },
  {
    id: 'PP-315', g: 'pp-ordine-mancante', cat: 'commerciale', s: 'prodotto sbagliato',
    m: [
      ['c', 'mi avete portato un panino con la carne ma io sono vegetariana e avevo ordinato il vegetariano!!'],
      ['a', 'Ci scusiamo molto. Le abbiamo riaccreditato il costo del panino (9 €) e segnalato l\'errore al ristorante.'],
    ],
    f: ['concession'],
  },
  {
    id: 'PP-316', g: 'pp-indirizzo-pin', cat: 'configurazione', s: 'il rider va all indirizzo sbagliato',
    m: [
      ['c', 'ogni volta il rider va nella via parallela alla mia e mi deve chiamare. l indirizzo è giusto'],
      ['a', 'Buongiorno, il rider segue il segnaposto sulla mappa, non il testo dell\'indirizzo. Nell\'app vada su Profilo → Indirizzi salvati → tocchi l\'indirizzo → Modifica, sposti il segnaposto esattamente sul portone e salvi. Nelle note per il rider può aggiungere citofono e piano.'],
      ['c', 'il pin era nell altra via! spostato, oggi il rider è arrivato diretto'],
    ],
    sol: ['segnaposto', 'indirizzi salvati'],
  },
  {
    id: 'PP-317', g: 'pp-indirizzo-pin', cat: 'configurazione', s: 'posizione sbagliata sulla mappa',
    m: [
      ['c', 'Salve, quando ordino la mappa mette la mia casa 300 metri più in là e i rider si perdono. Abito in campagna.'],
      ['a', 'Salve, in campagna la posizione calcolata dall\'indirizzo è spesso imprecisa: in Profilo → Indirizzi salvati → Modifica trascini il segnaposto sul punto esatto di casa sua e salvi. I rider useranno quel punto.'],
      ['c', 'ok grazie'],
    ],
    sol: ['segnaposto', 'indirizzi salvati'],
  },
  {
    id: 'PP-318', g: 'pp-indirizzo-pin', cat: 'configurazione', s: 'Fwd: consegna sbagliata',
    m: [
      ['c', 'Vi inoltro la segnalazione della mia collega.\n\n---------- Forwarded message ---------\nFrom: Chiara Greco <c.greco@studiolegalegreco.it>\nDate: mar 10 mar 2026\nSubject: pranzo\n\nil rider è andato di nuovo al civico sbagliato, il nostro ufficio è al 15 ma lui va al 51. sull app l indirizzo è scritto giusto.\n\n--\nChiara'],
      ['a', 'Buongiorno, il rider segue il segnaposto della mappa: dall\'app, Profilo → Indirizzi salvati → Modifica, sposti il segnaposto sul civico 15 e salvi.'],
      ['c', 'fatto, grazie'],
    ],
    pii: [['EMAIL', 'c.greco@studiolegalegreco.it']],
    sol: ['segnaposto', 'indirizzi salvati'],
  },
  {
    id: 'PP-319', g: 'pp-codice-sconto', cat: 'fatturazione', s: 'codice sconto non valido',
    m: [
      ['c', 'il codice BENVENUTO10 mi dice "codice non valido". l ho copiato dalla vostra pubblicità'],
      ['a', 'Buongiorno, BENVENUTO10 vale solo sul primo ordine dell\'account e con una spesa minima di 15 € (consegna esclusa). Se è il suo primo ordine, aggiunga prodotti fino a superare i 15 € e inserisca di nuovo il codice nel carrello, prima di scegliere il pagamento.'],
      ['c', 'ero a 12 euro. aggiunto una bibita e funziona'],
    ],
    sol: ['primo ordine', '15'],
  },
  {
    id: 'PP-320', g: 'pp-codice-sconto', cat: 'fatturazione', s: 'promo non applicata',
    m: [
      ['c', 'Salve, ho inserito il codice promozionale ma il totale non cambia. È il primo ordine che faccio.'],
      ['a', 'Salve, il codice si applica solo sopra i 15 € di spesa (consegna esclusa) ed è valido per il primo ordine. Aggiunga prodotti fino a 15 € e reinserisca il codice nel carrello.'],
      ['c', 'ok grazie'],
    ],
    sol: ['primo ordine', '15'],
  },
  {
    id: 'PP-321', g: 'pp-codice-sconto-oneoff', cat: 'fatturazione', s: 'codice sconto usato ma ordine annullato',
    m: [
      ['c', 'Buongiorno, avevo usato il codice BENVENUTO10 ma il ristorante ha annullato l\'ordine. Adesso il codice dice già utilizzato.'],
      ['a', 'Buongiorno, ho riattivato manualmente il codice sul suo account: può usarlo di nuovo nel prossimo ordine.'],
      ['c', 'grazie mille'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'PP-322', g: 'pp-notifiche', cat: 'configurazione', s: 'non ricevo notifiche',
    m: [
      ['c', 'Non mi arrivano le notifiche quando il rider sta arrivando, così non sento il campanello. Android.'],
      ['a', 'Buongiorno, controlli due impostazioni del telefono:\n1) Impostazioni → App → PappaPronta → Notifiche: attive;\n2) Impostazioni → App → PappaPronta → Batteria: "Senza restrizioni" (altrimenti Android blocca le notifiche quando l\'app è chiusa).'],
      ['c', 'La batteria era su ottimizzata. Cambiato e ieri la notifica è arrivata.'],
    ],
    sol: ['notifiche', 'senza restrizioni'],
  },
  {
    id: 'PP-323', g: 'pp-notifiche', cat: 'configurazione', s: 'notifiche stato ordine',
    m: [
      ['c', 'ciao le notifiche dello stato dell ordine non arrivano piu, prima si. xiaomi'],
      ['a', 'Ciao! Sui Xiaomi il risparmio energetico blocca le notifiche delle app chiuse: vai in Impostazioni → App → PappaPronta → Risparmio batteria e scegli "Nessuna restrizione", e verifica che le Notifiche siano attive.'],
      ['c', 'fatto ok'],
    ],
    sol: ['notifiche', 'nessuna restrizione'],
  },
  {
    id: 'PP-324', g: 'pp-notifiche', cat: 'configurazione', s: 'Notifiche iPhone',
    m: [
      ['c', 'Buongiorno, su iPhone non ricevo nessuna notifica da PappaPronta, neanche la conferma dell\'ordine.'],
      ['a', 'Buongiorno, su iPhone vada in Impostazioni → Notifiche → PappaPronta e attivi "Consenti notifiche"; controlli anche che la modalità Full immersion (Focus) non stia silenziando l\'app.'],
      ['c', 'erano disattivate, non so come. Grazie'],
    ],
    sol: ['consenti notifiche'],
  },
  {
    id: 'PP-325', g: 'pp-elimina-account', cat: 'accesso', s: 'cancellare account',
    m: [
      ['c', 'voglio cancellare il mio account e tutti i miei dati. come si fa? ho provato dal link della mail https://app.pappapronta.it/privacy/elimina?session=ps7Gh2Kx9QmL4wZr8TfD ma mi chiede di accedere'],
      ['a', 'Buongiorno, dall\'app: Profilo → Privacy → "Elimina account", confermi con il codice che riceve via SMS. L\'account e i dati personali vengono cancellati entro 30 giorni; le fatture restano conservate per obbligo di legge.'],
      ['c', 'fatto'],
    ],
    pii: [['URL_TOKEN', 'ps7Gh2Kx9QmL4wZr8TfD']],
    sol: ['elimina account', 'privacy'],
  },
  {
    id: 'PP-326', g: 'pp-elimina-account', cat: 'accesso', s: 'Richiesta cancellazione dati GDPR',
    m: [
      ['c', 'Spett.le PappaPronta,\nai sensi dell\'art. 17 GDPR chiedo la cancellazione dei miei dati.\nCodice fiscale: GRCLCU99A41F839A\nDistinti saluti\nLucia Greco'],
      ['a', 'Gentile Lucia, può eliminare l\'account e i dati direttamente dall\'app in Profilo → Privacy → "Elimina account" (conferma con codice SMS): la cancellazione è completata entro 30 giorni. Non serve inviarci il codice fiscale.'],
      ['c', 'Grazie, fatto dall\'app.'],
    ],
    pii: [['CF', 'GRCLCU99A41F839A']],
    sol: ['elimina account', 'privacy'],
  },
  {
    id: 'PP-327', g: 'pp-oneoff-email', cat: 'accesso', s: 'email account sbagliata',
    m: [
      ['c', 'Buongiorno mi sono registrato con una mail sbagliata (ho scritto gmial invece di gmail) e adesso non ricevo le ricevute. La mail giusta è davide.moretti88@gmail.com'],
      ['a', 'Buongiorno Davide, ho corretto io l\'indirizzo e-mail del suo account direttamente dal nostro sistema: da ora le ricevute arrivano alla mail giusta.'],
      ['c', 'perfetto grazie'],
    ],
    pii: [['EMAIL', 'davide.moretti88@gmail.com']],
    f: ['oneoff'],
  },
  {
    id: 'PP-328', g: 'pp-oneoff-bloccato', cat: 'accesso', s: 'account bloccato',
    m: [
      ['c', 'mi dice "account sospeso per attività sospetta" ma non ho fatto niente, ho solo ordinato per l ufficio 10 pranzi'],
      ['a', 'Buongiorno, il sistema antifrode ha bloccato l\'account per l\'importo insolito. Ho verificato l\'ordine e ho sbloccato manualmente il suo account: può riaccedere subito.'],
      ['c', 'ok'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'PP-329', g: 'pp-rimborso-tempi', cat: 'fatturazione', s: 'quando arriva il rimborso',
    m: [
      ['c', 'Salve, mi avete detto che l\'ordine annullato viene rimborsato ma dopo 3 giorni non vedo niente sulla carta.'],
      ['a', 'Salve, il rimborso per un ordine annullato viene disposto subito da noi, ma la banca impiega da 5 a 10 giorni lavorativi per mostrarlo sull\'estratto conto. Nell\'app, in Ordini → ordine annullato, trova la voce "Rimborso emesso" con la data: se dopo 10 giorni lavorativi non lo vede, contatti la banca con quella data.'],
      ['c', 'ok grazie aspetto'],
    ],
    sol: ['10 giorni lavorativi', 'rimborso emesso'],
  },
  {
    id: 'PP-330', g: 'pp-rimborso-tempi', cat: 'fatturazione', s: 'rimborso non arrivato',
    m: [
      ['c', 'ordine annullato dal ristorante sabato, i soldi non sono tornati. li rivoglio'],
      ['a', 'Buongiorno, il rimborso è stato emesso sabato stesso: lo vede in Ordini → ordine annullato → "Rimborso emesso". La banca lo accredita in 5-10 giorni lavorativi.'],
      ['c', 'va bene'],
    ],
    sol: ['10 giorni lavorativi', 'rimborso emesso'],
  },
  {
    id: 'PP-331', g: 'pp-inattivo', cat: 'guasto', s: 'ordine non visibile',
    m: [
      ['c', 'ho fatto un ordine e non lo vedo nella lista degli ordini, mi hanno preso i soldi'],
      ['a', 'Buongiorno, ci può mandare l\'orario dell\'ordine e le ultime 4 cifre della carta usata? Così lo cerchiamo.'],
      ['s', 'Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'PP-332', g: 'pp-ricontatteremo', cat: 'altro', s: 'ristorante non più presente',
    m: [
      ['c', 'Ciao, il mio ristorante preferito non compare più nell\'app. Avete chiuso con loro? Era la pizzeria Da Gino'],
      ['a', 'Ciao, stiamo verificando con l\'ufficio partner se il ristorante ha sospeso il servizio. La ricontatteremo appena abbiamo notizie.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'PP-333', g: 'pp-fattura-azienda', cat: 'fatturazione', s: 'fattura intestata alla ditta',
    m: [
      ['c', 'Buongiorno, mi serve la fattura per l\'azienda dei pranzi di lavoro. P.IVA 11204573908. Come faccio?'],
      ['a', 'Buongiorno, attivi il profilo aziendale nell\'app: Profilo → Dati di fatturazione → "Aggiungi azienda", con ragione sociale, partita IVA e codice SDI o PEC. Dagli ordini successivi, scegliendo il profilo aziendale al pagamento, la fattura arriva in automatico.'],
      ['c', 'Fatto, e la prima fattura è arrivata. Grazie'],
    ],
    pii: [['PIVA', '11204573908']],
    sol: ['dati di fatturazione', 'profilo aziendale'],
  },
  {
    id: 'PP-334', g: 'pp-fattura-azienda', cat: 'fatturazione', s: 'ricevuta con partita iva',
    m: [
      ['c', 'salve posso avere la fattura con la partita iva invece dello scontrino? sono un libero professionista'],
      ['a', 'Salve, sì: in Profilo → Dati di fatturazione tocchi "Aggiungi azienda" e inserisca partita IVA, codice SDI o PEC. Al momento del pagamento selezioni il profilo aziendale e la fattura le arriva via SDI.'],
      ['c', 'ok grazie mille'],
    ],
    sol: ['dati di fatturazione', 'profilo aziendale'],
  },
  {
    id: 'PP-335', g: 'pp-webview-nearmiss', cat: 'guasto', s: 'app lenta e si blocca',
    m: [
      ['c', 'Buongiorno, l\'app è lentissima, quando scorro i ristoranti si blocca per qualche secondo. Telefono Android vecchio con poca memoria.'],
      ['a', 'Buongiorno, sui telefoni con poca memoria libera l\'app rallenta quando scarica le foto dei menu. Vada in Profilo → Impostazioni → "Risparmio dati" e attivi "Foto in bassa qualità"; liberi anche spazio sul telefono (almeno 1 GB).'],
      ['c', 'Attivato risparmio dati, adesso scorre molto meglio.'],
    ],
    sol: ['risparmio dati', 'bassa qualità'],
  },
  {
    id: 'PP-336', g: 'pp-webview-nearmiss', cat: 'guasto', s: 'lentezza app',
    m: [
      ['c', 'app troppo lenta a caricare le immagini dei menu, ci mette un minuto'],
      ['a', 'Buongiorno, attivi "Foto in bassa qualità" in Profilo → Impostazioni → Risparmio dati: il menu si carica molto più in fretta.'],
      ['c', 'ok grazie'],
    ],
    sol: ['risparmio dati', 'bassa qualità'],
  },
];
