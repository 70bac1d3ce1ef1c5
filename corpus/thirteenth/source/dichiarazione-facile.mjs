// Blind reference set, product "Dichiarazione Facile" (online tax-return service for Italian households with a network of CAF offices: precompilata 730 import with SPID/CIE, receipts and medical expenses upload, CAF operator delegation, F24 payment from the app, refund tracking, modello Redditi for freelancers, yearly fee packages).
// Written blind on 2026-12-04. Voices: long family story, formal lawyer, pasted error log, dictation without punctuation, English speaker in basic Italian, ALL CAPS anger, typos/abbreviations, markdown bullets, OCR screenshot, out-of-office auto-reply, customer who finds the fix himself, "ok grazie" confirmations, very formal and very casual agents, agent macros with headings.
// Personal data invented (checksums valid).
// Near-miss pairs: DF-6201 / DF-6203 (import dal cassetto fiscale bloccato: loop del login SPID nel browser interno vs errore ADE-403 per delega non firmata), DF-6204 / DF-6206 (ricevute che non si caricano: foto HEIC da iPhone rifiutate vs crash dell'app Android all'apertura della fotocamera), DF-6209 / DF-6213 (rimborso 730 non arrivato: conguaglio in busta paga vs IBAN non comunicato all'Agenzia per il 730 senza sostituto).
export const product = 'Dichiarazione Facile';
export const start = '2026-11-23T09:00:00Z';
export const tickets = [
  { id: 'DF-6201', g: 'df-spid-loop-browser-interno', cat: 'accesso', s: 'Non riesco a importare i dati di mia madre, torna sempre al login',
    m: [
      ['c', `Buongiorno,
vi scrivo perché da quando è mancato mio padre, a febbraio, le pratiche di casa le seguo io, e quest'anno tocca anche alla dichiarazione di mia madre, Annunziata Melis, che ha 79 anni e vive ancora a Quartu, mentre io sto a Cagliari e vado da lei il martedì e il venerdì. Il 730 di quest'anno lo aveva fatto mio fratello al CAF sotto casa sua, ma adesso lui lavora a Genova e quindi abbiamo deciso di usare la vostra app, che mi ha consigliato una collega.
Ho fatto il Pacchetto Famiglia, ho aggiunto mia madre come familiare e ho premuto "Importa dal cassetto fiscale" per vedere anche gli F24 e la tardiva che dobbiamo sistemare entro gennaio. Mi chiede SPID, scelgo Poste, mi arriva la notifica sul telefono, confermo... e poi mi ritrovo di nuovo nella schermata di login di Dichiarazione Facile, come se non avessi fatto niente. Ci ho provato quattro volte ieri sera e due stamattina. Uso un iPhone 12, l'app è aggiornata.
Grazie, Roberta Piras
Cell. 347 218 5590`],
      ['a', `Gentile Roberta,
grazie per averci scritto e per tutti i dettagli.

**Cosa succede**
Dopo la conferma su PosteID il gestore SPID deve riportarla nell'app: in alcuni casi il ritorno non arriva a destinazione e l'app riparte dalla schermata di accesso.

**Cosa provare**
1. Svuoti la cache dell'app: Impostazioni > Generali > Archiviazione > "Svuota cache".
2. Se non basta, vada in Profilo > Impostazioni > Accesso e sicurezza e attivi l'opzione "Apri login in browser esterno": l'autenticazione SPID si aprirà in Safari e poi tornerà in automatico nell'app.

**Se il problema persiste**
Ci risponda indicando l'ora dell'ultimo tentativo, così possiamo controllare i log.

Cordiali saluti,
Chiara – Supporto Dichiarazione Facile`],
      ['n', `Caso noto: il webview interno su iOS perde il redirect di ritorno di alcuni IdP (PosteID, Aruba). Con il browser esterno il callback arriva via universal link. Il punto 1 di solito non serve a niente ma è nella macro.`],
      ['c', `La cache l'ho svuotata e non è cambiato niente, sempre al login. Poi ho trovato l'opzione del browser esterno, l'ho attivata e stavolta si è aperto Safari, ho confermato con PosteID ed è tornata nell'app con i dati di mamma caricati. Finalmente! Grazie mille.`],
      ['a', `Benissimo Roberta, ci fa piacere. Tenga pure attiva l'opzione del browser esterno anche per i prossimi accessi. Chiudiamo la richiesta, per qualsiasi cosa siamo qui.
Chiara`],
    ],
    sol: ['browser esterno'], fail: ['cache'],
    pii: [['NOME', 'Annunziata Melis'], ['NOME', 'Roberta Piras'], ['TELEFONO', '347 218 5590']] },

  { id: 'DF-6202', g: 'df-cf-coniuge-bloccato-caf', cat: 'altro', s: 'Rettifica codice fiscale del coniuge in anagrafica - campo non modificabile',
    m: [
      ['c', `Spettabile Servizio Clienti,
la sottoscritta, avv. Elena Marchetti, titolare di un Pacchetto Famiglia, rappresenta quanto segue.
In sede di compilazione del 730/2026, l'operatore del CAF delegato ha inserito nella sezione "Familiari" il codice fiscale del mio coniuge, sig.ra Lucia Bianchi, con due cifre della data di nascita invertite. La dichiarazione è stata comunque trasmessa regolarmente, ma il dato errato è rimasto in anagrafica e ora, dovendo predisporre gli F24 per l'acconto di novembre e la raccolta spese 2026, il sistema segnala incongruenze.
Il campo risulta bloccato con la dicitura "Dato certificato dal CAF – non modificabile". Il codice corretto è BNCLCU91C44L219C.
Chiedo pertanto la rettifica del dato.
Distinti saluti
Avv. Elena Marchetti`],
      ['a', `Gentile Avvocato,
grazie per la segnalazione puntuale. I dati anagrafici validati dal CAF durante la lavorazione del 730 vengono bloccati per evitare modifiche involontarie dopo la trasmissione, per questo dall'app non può correggerli.
Abbiamo verificato il codice fiscale indicato con il documento presente nel fascicolo e abbiamo provveduto noi a rettificarlo manualmente dal pannello di gestione, sbloccando e poi ricertificando la scheda del coniuge. Il 730 già trasmesso non è interessato dalla modifica, perché in dichiarazione il codice risultava corretto: l'errore era solo nella scheda dell'app.
La invitiamo a chiudere e riaprire l'app e a verificare la sezione Familiari.
Cordiali saluti,
Marco – Supporto Dichiarazione Facile`],
      ['n', `Corretto a mano da backoffice (sblocco scheda familiare + ricertificazione). Il 730 trasmesso aveva il CF giusto, l'errore era solo nella copia in anagrafica app.`],
      ['c', `Verificato, ora il dato è corretto e gli F24 non segnalano più anomalie. Ringrazio per la sollecitudine.`],
    ],
    sol: ['rettificarlo manualmente'], f: ['oneoff'],
    pii: [['NOME', 'Elena Marchetti'], ['NOME', 'Lucia Bianchi'], ['CF', 'BNCLCU91C44L219C']] },

  { id: 'DF-6203', g: 'df-delega-ade-403-firma-otp', cat: 'accesso', s: 'Import precompilata non funziona - errore ADE-403',
    m: [
      ['c', `Salve, non riesco a importare la precompilata/cassetto fiscale. Entro con SPID senza problemi, l'app mi dice "Autenticazione completata" e poi dopo qualche secondo esce questo:

\`\`\`
[ImportService] 2026-11-25 08:41:17 GET /ade/cassetto/precompilata
status=403 code=ADE-403
message="Delega non attiva per il contribuente richiesto"
requestId=7f3c2a91-bd04-4e55-9a1e-2c0d8e6b1f44
\`\`\`

Ho già provato a disinstallare e reinstallare, stesso errore. Il login funziona, è solo l'import che si pianta.`],
      ['a', `Buongiorno,
l'errore ADE-403 non riguarda il login: significa che l'Agenzia delle Entrate non ha ancora una delega attiva a favore del CAF per consultare i suoi dati. La delega l'ha compilata in fase di registrazione, ma risulta ancora "Da firmare".
Per completarla:
- apra Profilo > Deleghe;
- tocchi la delega "Consultazione cassetto fiscale e precompilata";
- scelga "Firma con OTP" e inserisca il codice che riceve via SMS.
Dopo la firma la delega diventa attiva di solito entro pochi minuti, al massimo un'ora. A quel punto rilanci l'import.
Un saluto,
Davide`],
      ['c', `Era proprio quella, c'era la delega in giallo "da firmare" e non l'avevo mai notata. Firmata con l'OTP, aspettato una mezz'oretta e l'import è andato. Grazie`],
    ],
    sol: ['Firma con OTP'] },

  { id: 'DF-6204', g: 'df-ricevute-heic-iphone', cat: 'guasto', s: 'Ricevute farmacia non si caricano',
    m: [
      ['c', `Buonasera, sto caricando gli scontrini della farmacia nella raccolta spese 2026 (ne ho una ventina, soprattutto per mio marito che fa una terapia da settembre) ma non si carica niente: ogni foto finisce con "File non leggibile" e la spesa non compare nelle spese mediche. Ho un iPhone 13. Le foto sono fatte col telefono, scontrini normali. Grazie, Paola`],
      ['a', `Gentile Paola,
spesso il messaggio "File non leggibile" dipende dalla qualità dell'immagine: le consigliamo di rifare la foto con più luce, appoggiando lo scontrino su una superficie scura e inquadrandolo per intero.
Ci faccia sapere.
Supporto Dichiarazione Facile`],
      ['c', `Ho rifatto tre foto vicino alla finestra col sole, nitidissime, si legge pure il codice fiscale. Stesso errore, File non leggibile. Non credo sia la luce.`],
      ['n', `Guardato i log di upload: tutti i file sono .HEIC. Il convertitore lato server è fuori dalla 5.3 finché non esce la patch, gli HEIC vengono scartati come illeggibili. Workaround: far scattare in JPG.`],
      ['a', `Gentile Paola,
ha ragione, ci scusiamo: abbiamo controllato e la luce non c'entra. Il suo iPhone salva le foto nel formato HEIC, che in questo momento il nostro sistema non riesce a leggere.
Per risolvere:
1. apra Impostazioni dell'iPhone > Fotocamera > Formati;
2. selezioni "Più compatibile" (le foto verranno salvate in JPG);
3. rifaccia le foto degli scontrini e le carichi di nuovo.
Le foto già scattate in HEIC può anche caricarle passando dall'app File e scegliendo "Esporta come JPEG", ma la via più semplice è rifarle.`],
      ['c', `Perfetto, impostato "Più compatibile" e caricate tutte e venti. Adesso le vedo nelle spese mediche. Grazie`],
    ],
    sol: ['Più compatibile'], fail: ['più luce'] },

  { id: 'DF-6205', g: 'df-f24-conto-non-intestato', cat: 'fatturazione', s: 'Pagamento F24 acconto rifiutato F24-051',
    m: [
      ['c', `Ciao, devo pagare il secondo acconto IRPEF entro il 30, ho generato l'F24 dall'app e al momento del pagamento mi dà:
"F24-051 – Il conto indicato non risulta intestato al contribuente"
Il conto è quello di casa, su cui ho la domiciliazione di tutto, i soldi ci sono. Ho riprovato tre volte. Partita IVA 04127850636, CF FRRMRC85T12F205X.
Marco Ferrari`],
      ['a', `Ciao Marco,
l'errore F24-051 non dipende dalla disponibilità: per l'addebito di un F24 la banca richiede che il conto sia intestato o cointestato al contribuente indicato sul modello (cioè a te, con il tuo codice fiscale). Dal controllo risulta che l'IBAN inserito è intestato solo a un'altra persona.
Puoi:
- aggiungere in Pagamenti > Conti un IBAN di un conto intestato o cointestato a te;
- oppure chiedere alla tua banca di aggiungerti come cointestatario del conto di casa.
Poi rigeneri il pagamento dalla stessa delega F24, non serve rifarla.
Davide – Supporto`],
      ['n', `IBAN inserito intestato alla moglie. Normativa addebito F24: conto intestato/cointestato al contribuente o, in alcuni casi, a un delegato abilitato. Nella app non gestiamo il pagamento per conto terzi.`],
      ['c', `ok ho messo il mio conto personale e il pagamento è passato, ricevuta arrivata. grazie`],
    ],
    sol: ['intestato o cointestato'],
    pii: [['NOME', 'Marco Ferrari'], ['PIVA', '04127850636'], ['CF', 'FRRMRC85T12F205X']] },

  { id: 'DF-6206', g: 'df-crash-fotocamera-android', cat: 'guasto', s: 'Non riesco a caricare le ricevute, l\'app si chiude',
    m: [
      ['c', `Buongiorno, non riesco a caricare le ricevute delle visite mediche. Quando tocco "Aggiungi spesa" e poi "Scatta foto" l'app si chiude di colpo e torno alla home del telefono. Ho un Redmi Note 12 con Android 14. Se scelgo una foto dalla galleria invece funziona, ma io le ricevute non le ho in galleria, le fotografo al momento. Mi è successo una decina di volte da ieri.`],
      ['a', `Buongiorno,
ci dispiace per l'inconveniente. Le chiediamo di provare a disinstallare e reinstallare l'app: in questo modo vengono ripristinati i permessi della fotocamera. Dopo la reinstallazione acceda di nuovo e riprovi.
Cordialmente,
Supporto Dichiarazione Facile`],
      ['c', `Fatto, disinstallata e reinstallata, ho rifatto anche l'accesso. Appena tocco Scatta foto si chiude uguale.`],
      ['n', `Crash noto della 5.3.0/5.3.1 su Android 14 con alcune ROM MIUI/HyperOS: NullPointer nel modulo fotocamera. Fix nella 5.3.2 uscita ieri sera sul Play Store.`],
      ['a', `Grazie per la prova e scusi il giro in più. Si tratta di un difetto della versione 5.3.1 su alcuni telefoni Android 14, corretto nella versione 5.3.2 pubblicata ieri sera. Apra il Play Store, cerchi Dichiarazione Facile e tocchi "Aggiorna" (se non compare ancora, può volerci qualche ora). Con la 5.3.2 la fotocamera si apre regolarmente.`],
      ['c', `Aggiornato alla 5.3.2, ora la foto la fa e la ricevuta si carica. Grazie.`],
    ],
    sol: ['5.3.2'], fail: ['reinstallare'] },

  { id: 'DF-6207', g: 'df-operatore-caf-non-risponde', cat: 'altro', s: 'Operatore CAF sparito da tre settimane',
    m: [
      ['c', `Ho delegato il 3 novembre un operatore del CAF convenzionato di Bari (studio in via Capruzzi) per la dichiarazione tardiva, perché l'anno scorso ho avuto affitti e non me la sento di farla da solo. Nell'app risulta "Pratica presa in carico" da tre settimane, ho caricato tutti i contratti di locazione e le ricevute, ho scritto due volte nella chat della pratica e nessuno risponde. La scadenza è a fine gennaio, non voglio ritrovarmi all'ultimo. Potete sollecitare?`],
      ['a', `Buongiorno,
ci scusiamo per l'attesa. Abbiamo verificato la pratica: risulta assegnata all'operatore ma senza attività dal 5 novembre. Abbiamo inoltrato la segnalazione al team Rete CAF, che gestisce i rapporti con gli studi convenzionati e valuterà se sollecitare l'operatore o riassegnare la pratica. Sarà il team Rete CAF a contattarla direttamente.
Questa richiesta di assistenza viene chiusa, il seguito avverrà con il team Rete CAF.
Supporto Dichiarazione Facile`],
      ['n', `Passato a Rete CAF (rif. interno RC-2207). Nessuna risposta dallo studio di Bari nemmeno ai nostri solleciti. Non abbiamo una data.`],
      ['c', `Quindi non sapete dirmi niente? Va bene, aspetto, ma se entro dicembre non si muove niente vado a un CAF fisico e chiedo il rimborso.`],
      ['s', `Ticket chiuso: caso trasferito al team Rete CAF.`],
    ],
    f: ['unresolved'] },

  { id: 'DF-6208', g: 'df-spid-loop-browser-interno', cat: 'accesso', s: 'spid non va',
    m: [
      ['c', `buongiorno vi scrivo col microfono perché sono in macchina allora il problema è che quando faccio entra con spid scelgo aruba metto la password mi arriva la notifica confermo e poi l app mi riporta alla pagina dove devo scegliere come entrare e ricomincia da capo così all infinito ho un samsung a54 mi serve entrare per pagare l f24 del 30 novembre grazie Salvatore 339 604 1187`],
      ['a', `Ciao Salvatore!
Oggi pomeriggio alcuni gestori SPID stanno avendo dei rallentamenti, quindi ti direi di riprovare più tardi, magari stasera, e dovrebbe andare. Se no riscrivici 👍
Davide`],
      ['c', `riprovato stasera alle 21 e anche stamattina alle 7 stessa cosa torna alla scelta di spid non cambia niente`],
      ['a', `Ok, allora non era il rallentamento, scusa. Prova così: nella schermata di login tocca l'ingranaggio in alto a destra e attiva "Apri login in browser esterno". Così lo SPID lo fai in Chrome e poi torni nell'app da solo. Di solito il loop è proprio il browser interno dell'app che si perde il ritorno da Aruba.`],
      ['c', `andato grazie f24 pagato`],
    ],
    sol: ['browser esterno'], fail: ['riprovare più tardi'],
    pii: [['TELEFONO', '339 604 1187']] },

  { id: 'DF-6209', g: 'df-rimborso-conguaglio-busta-paga', cat: 'altro', s: 'Rimborso 730 non arrivato ma risulta erogato',
    m: [
      ['c', `Salve, nella sezione "Stato rimborso" da inizio novembre c'è scritto "Rimborso erogato – sostituto d'imposta" con importo 612 euro. Sul conto corrente però non è arrivato nessun bonifico, ho controllato tutti i movimenti da settembre. Il 730 l'ho inviato il 29 settembre. Dove sono finiti i soldi? Lavoro come magazziniere in un'azienda di logistica a Piacenza.`],
      ['a', `Buongiorno,
la dicitura "sostituto d'imposta" indica che il rimborso non arriva con un bonifico separato: lo paga il suo datore di lavoro direttamente in busta paga, come conguaglio del 730. Per un 730 inviato a fine settembre il conguaglio viene di solito inserito nella busta paga di ottobre o novembre.
Controlli il cedolino di ottobre: dovrebbe trovare una voce tipo "Rimborso 730" o "Conguaglio 730 a credito" con l'importo indicato. Se non c'è, attenda quello di novembre; se non compare neanche lì, ci riscriva e verifichiamo con il CAF che il datore di lavoro abbia ricevuto il prospetto di liquidazione.
Saluti,
Chiara`],
      ['c', `Trovato, nella busta di ottobre c'è la voce "Credito IRPEF 730" da 612. Pensavo arrivasse a parte. Ok grazie`],
    ],
    sol: ['busta paga'] },

  { id: 'DF-6210', g: 'df-timeout-f24-scadenza-acconti', cat: 'prestazioni', s: 'App lentissima, non riesco a generare l\'F24 - scade oggi',
    m: [
      ['c', `Oggi è il 30 novembre, ultimo giorno per il secondo acconto, e da stamattina l'app è lentissima. Tocco "Genera F24 acconto" e la rotellina gira per due minuti, poi "Errore TRX-504 – Tempo di risposta scaduto". Ho provato con il wifi di casa e con i dati, stesso risultato. Devo pagare oggi.`],
      ['a', `Buongiorno,
oggi c'è un carico molto alto per la scadenza degli acconti e alcuni servizi rispondono lentamente. Le consigliamo di riprovare tra un paio d'ore, quando il traffico dovrebbe calare.
Supporto Dichiarazione Facile`],
      ['n', `Incidente aperto dal team infrastruttura alle 9:40 su generazione F24 (TRX-504), ancora in corso. Nessuna ETA.`],
      ['c', `Riprovato alle 15, alle 16:30 e alle 17:45. Sempre TRX-504. Non posso rischiare la sanzione: ho preso gli importi dalla dichiarazione e ho fatto l'F24 a mano dall'home banking. Lascio perdere l'app per oggi, il problema per me resta.`],
      ['a', `Ci scusiamo per il disservizio: il problema di lentezza è ancora in analisi da parte dei tecnici. Ha fatto bene a pagare comunque entro la scadenza. Chiudiamo la richiesta.`],
    ],
    f: ['unresolved'] },

  { id: 'DF-6211', g: 'df-pacchetto-doppio-addebito', cat: 'fatturazione', s: 'MI AVETE ADDEBITATO DUE VOLTE IL PACCHETTO',
    m: [
      ['c', `Buongiorno, l'11 novembre mi sono arrivati due addebiti da 89,90 sulla carta per il Pacchetto Famiglia 2027. Io l'ho comprato UNA volta sola. La carta è la 4539027158364013, controllate voi. Voglio indietro i soldi.
Franco Guerra`],
      ['a', `Gentile Franco,
per la sua sicurezza le chiediamo di non scrivere mai il numero completo della carta nei messaggi: per ritrovare un pagamento ci bastano le ultime quattro cifre.
Abbiamo verificato: il primo addebito è il rinnovo automatico del Pacchetto Famiglia (attivo dall'acquisto dello scorso anno), il secondo è l'acquisto manuale che ha fatto lo stesso giorno dall'app. Secondo le condizioni il rinnovo automatico non è rimborsabile se non viene disattivato almeno 7 giorni prima della scadenza; in questo caso però, visto che i due pacchetti coprono lo stesso anno e non le servono entrambi, abbiamo disposto in via eccezionale il rimborso completo di uno dei due addebiti, 89,90 euro. Lo vedrà sulla carta entro 5-10 giorni lavorativi. Abbiamo anche disattivato il rinnovo automatico, come da sua preferenza.
Cordiali saluti,
Marco – Supporto Dichiarazione Facile`],
      ['n', `Rinnovo automatico + acquisto manuale stesso giorno. Rimborso fuori termini approvato dal team lead come gesto commerciale.`],
      ['c', `Ok, grazie. Non sapevo del rinnovo automatico.`],
    ],
    sol: ['rimborso completo'], f: ['concession'],
    pii: [['NOME', 'Franco Guerra'], ['CARTA', '4539027158364013']] },

  { id: 'DF-6212', g: 'df-ricevute-heic-iphone', cat: 'guasto', s: 'Errore caricamento scontrino',
    m: [
      ['c', `Vi allego lo screenshot dell'errore, lo trascrivo perché non so se arriva l'immagine:

[screenshot]
Caricamento non riuscito
▸ scontrino_farmacia_1104.HEIC
▸ Formato non supportato (UPL-415)
[ Riprova ]   [ Annulla ]
11:42  ▮▮▮ 4G  72%

Succede con tutti gli scontrini, iPhone 15, app aggiornata ieri.`],
      ['n', `Stesso problema degli HEIC della settimana scorsa, ancora nessuna data per il convertitore.`],
      ['a', `Buongiorno,
grazie per la trascrizione, è chiarissima. L'errore UPL-415 compare perché le foto sono in formato HEIC, il formato predefinito degli iPhone recenti, che al momento non viene accettato.
Le basta cambiare un'impostazione del telefono: Impostazioni > Fotocamera > Formati > "Più compatibile". Da quel momento le foto vengono salvate in JPG e si caricano senza problemi. Le foto già fatte vanno rifatte oppure esportate in JPEG.
Stiamo lavorando per accettare anche il formato HEIC in un prossimo aggiornamento.
Cordialmente,
Chiara`],
      ['c', `Funziona, grazie mille`],
    ],
    sol: ['Più compatibile'] },

  { id: 'DF-6213', g: 'df-rimborso-iban-ade', cat: 'configurazione', s: 'rimborso 730 ancora niente',
    m: [
      ['c', `Buongiorno, il mio 730 è stato inviato a luglio e il rimborso di 1.140 euro ancora non è arrivato. Il contratto a tempo determinato mi è scaduto a marzo e da allora sono senza lavoro, l'operatore del CAF mi aveva detto che i soldi me li avrebbe mandati direttamente lo Stato. Nello stato rimborso vedo "In attesa di accredito – Agenzia delle Entrate" con un triangolino giallo. Mia moglie dice che a suo cugino è arrivato in busta paga, ma io la busta paga non ce l'ho.
Antonio Esposito – CF SPSNTN74M03F839R`],
      ['a', `Buongiorno signor Esposito,
nel suo caso il 730 è stato presentato "senza sostituto d'imposta", quindi il rimborso non passa dalla busta paga: lo paga direttamente l'Agenzia delle Entrate, che però può accreditarlo solo sull'IBAN che lei le ha comunicato. Il triangolino giallo indica proprio che all'Agenzia non risulta nessun IBAN a suo nome.
Può comunicarlo dall'app: Profilo > Rimborsi > "IBAN per rimborsi AdE". Inserisca l'IBAN di un conto intestato a lei e confermi con SPID o CIE; l'app invia la richiesta all'Agenzia delle Entrate. Una volta registrato l'IBAN, l'Agenzia dispone il pagamento nei mesi successivi (in genere dicembre-febbraio per i 730 inviati in estate) e lo stato si aggiornerà in automatico.
Cordiali saluti,
Chiara`],
      ['c', `Fatto, ho messo IT55E0200801664000104567823 e adesso c'è scritto "IBAN comunicato – in attesa di erogazione" in verde. Grazie per la spiegazione.`],
      ['a', `Perfetto, è tutto in ordine. Riceverà una notifica quando l'Agenzia dispone l'accredito. Buona giornata.`],
    ],
    sol: ['IBAN per rimborsi'],
    pii: [['NOME', 'Antonio Esposito'], ['CF', 'SPSNTN74M03F839R'], ['IBAN', 'IT55E0200801664000104567823']] },

  { id: 'DF-6214', g: 'df-delega-ade-403-firma-otp', cat: 'accesso', s: 'Error ADE-403 import tax data',
    m: [
      ['c', `Hello, sorry my italian is not good. I am british, I live in Milano from 2024 and I work for a company here. I want import my data from Agenzia Entrate in the app. Login with SPID is ok, but after the app say "Errore ADE-403 delega non attiva". I not understand "delega". Can you help me please, in english if possible? My email is daniel.whitaker@example.com
Thank you, Daniel Whitaker`],
      ['a', `Hello Daniel, no problem, we can write in English (and a little Italian).
"Delega" means authorisation: to read your tax data, our partner CAF needs your authorisation registered with the Agenzia delle Entrate. You started it when you registered, but you did not sign it yet.
Please do this:
1. Open "Profilo" > "Deleghe".
2. Tap the authorisation with the yellow label "Da firmare" (= to be signed).
3. Tap "Firma con OTP" and enter the code you receive by SMS.
After that wait a few minutes (maximum one hour) and try "Importa dal cassetto fiscale" again.
In italiano: firmi la delega in Profilo > Deleghe con "Firma con OTP" e poi ripeta l'importazione.
Best regards, Sara`],
      ['c', `Thank you Sara! I sign with OTP, after 20 minutes the import work. Grazie mille!`],
    ],
    sol: ['Firma con OTP'],
    pii: [['EMAIL', 'daniel.whitaker@example.com'], ['NOME', 'Daniel Whitaker']] },

  { id: 'DF-6215', g: 'df-account-doppi-unificazione', cat: 'accesso', s: 'Ho due account e non trovo più i miei documenti',
    m: [
      ['c', `Buongiorno, l'anno scorso mi ero registrata con email e password (valentina.rizzo@example.it) e avevo caricato tutto, ricevute, 730, pacchetto pagato. Quest'anno sono entrata con SPID e mi ritrovo un account vuoto, senza niente, e mi chiede di pagare di nuovo il pacchetto. Se entro con l'email vedo le cose vecchie ma non posso importare la precompilata perché lì non c'è lo SPID collegato e mi dice che il codice fiscale è già associato a un altro account. Come faccio a rimettere insieme tutto? Tel. 328 771 0452`],
      ['a', `Buongiorno Valentina,
in effetti abbiamo trovato due profili distinti con lo stesso codice fiscale: uno creato con email e password, l'altro creato in automatico al primo accesso con SPID. Dall'app non è possibile unirli, ma possiamo farlo noi.
Ci confermi per favore quale indirizzo email vuole mantenere come recapito: valentina.rizzo@example.it oppure quello comunicato dal suo SPID (v.rizzo82@example.com)?`],
      ['c', `Quello vecchio, valentina.rizzo@example.it`],
      ['n', `Merge eseguito da backoffice: documenti, pratiche 2025 e Pacchetto Singolo 2026 spostati sull'account SPID; account email disattivato e email impostata come recapito. Nessun addebito duplicato.`],
      ['a', `Fatto: abbiamo unificato manualmente i due account. Ora entrando con SPID trova tutti i documenti e le pratiche dell'anno scorso, e il pacchetto in corso risulta già pagato, quindi non le verrà chiesto di nuovo. Le notifiche arriveranno a valentina.rizzo@example.it. Il vecchio accesso con email e password è stato disattivato.`],
      ['c', `Visto, c'è tutto. Grazie!`],
    ],
    sol: ['unificato manualmente'], f: ['oneoff'],
    pii: [['EMAIL', 'valentina.rizzo@example.it'], ['EMAIL', 'v.rizzo82@example.com'], ['TELEFONO', '328 771 0452']] },

  { id: 'DF-6216', g: 'df-spid-loop-browser-interno', cat: 'accesso', s: 'Loop login SPID (risolto da me, segnalo)',
    m: [
      ['c', `Buongiorno, vi scrivo per segnalare un problema che però ho risolto da solo, magari serve ad altri.
Con l'app su iPad, quando facevo "Importa dal cassetto fiscale" e sceglievo SPID (InfoCert), dopo aver messo il codice OTP tornavo sempre alla schermata di scelta dell'accesso, all'infinito. Curiosando nelle impostazioni del login ho visto l'interruttore "Apri login in browser esterno", l'ho attivato e al primo tentativo è andato tutto liscio, è passato da Safari ed è tornato nell'app.
Però secondo me dovrebbe essere attivo di default, ho perso mezz'ora.
Luca`],
      ['a', `Ciao Luca,
grazie mille per la segnalazione e per la pazienza! Confermo: il loop succede perché con alcuni gestori SPID il browser integrato nell'app non riceve il ritorno dall'autenticazione, mentre con il browser esterno il passaggio funziona sempre. L'opzione "Apri login in browser esterno" è proprio la soluzione che consigliamo.
Abbiamo girato il tuo suggerimento al team prodotto: in effetti stanno valutando di renderla predefinita su iOS.
Davide`],
    ],
    sol: ['browser esterno'] },

  { id: 'DF-6217', g: 'df-pacchetto-famiglia-declassamento', cat: 'commerciale', s: 'Richiesta passaggio da Pacchetto Famiglia a Singolo',
    m: [
      ['c', `Buonasera, a settembre ho acquistato il Pacchetto Famiglia (129 euro) convinta di dover fare anche la dichiarazione di mio figlio, che invece ha trovato lavoro a Torino e la fa con il suo datore di lavoro. Alla fine l'ho usato solo per me. Si può passare al Singolo e avere indietro la differenza? So che sono passati più di 14 giorni.
Cordiali saluti, Maria Grazia Ferri`],
      ['a', `Gentile signora Ferri,
le confermo che, da condizioni di servizio, il recesso e il cambio di pacchetto sono possibili entro 14 giorni dall'acquisto e solo se non è stato ancora usato alcun servizio. Nel suo caso sono passati circa due mesi e il 730 è già stato trasmesso.
Visto però che il pacchetto è stato effettivamente usato per una sola persona e che è cliente da quattro anni, abbiamo deciso di venirle incontro in via eccezionale: abbiamo convertito il suo acquisto in Pacchetto Singolo e le abbiamo riconosciuto la differenza di 50 euro come credito sul suo account, che verrà scalato automaticamente dal pacchetto del prossimo anno.
Un cordiale saluto,
Marco – Supporto Dichiarazione Facile`],
      ['n', `Eccezione approvata: conversione Famiglia->Singolo fuori termini, differenza 50 € come credito (non rimborso su carta).`],
      ['c', `Va benissimo, molto gentili. Grazie.`],
    ],
    sol: ['credito'], f: ['concession'],
    pii: [['NOME', 'Maria Grazia Ferri']] },

  { id: 'DF-6218', g: 'df-crash-fotocamera-android', cat: 'guasto', s: 'APP CHE SI CHIUDE!!!',
    m: [
      ['c', `L'APP SI CHIUDE OGNI VOLTA CHE PROVO A FOTOGRAFARE UNO SCONTRINO!!! HO PAGATO IL PACCHETTO E NON POSSO NEANCHE CARICARE LE SPESE DEL DENTISTA. È LA TERZA SERA CHE CI PROVO. OPPO A78, ANDROID 14. SISTEMATELO!!!`],
      ['a', `Buonasera,
capiamo la frustrazione e ci scusiamo. La chiusura improvvisa quando si apre la fotocamera è un difetto della versione precedente dell'app su alcuni dispositivi Android 14, già corretto: aggiorni l'app alla versione 5.3.2 dal Play Store (Dichiarazione Facile > Aggiorna). Può controllare la versione installata in Profilo > Info app.
Supporto Dichiarazione Facile`],
      ['c', `ok grazie`],
    ],
    sol: ['5.3.2'] },

  { id: 'DF-6219', g: 'df-ricevute-heic-iphone', cat: 'guasto', s: 'nn carica le foto degli scontrini',
    m: [
      ['c', `ciao raga, nn riesco a caricare 1 foto che sia 1 degli scontrini della farmacia x le spese mediche di mia madre, mi esce tipo formato nn supportato... cmq ho l iphone 14 e l app è aggiornata. xké? mi serve x la raccolta spese`],
      ['a', `Ciao! Tranquillo, è una cosa veloce 😉
Il tuo iPhone salva le foto in HEIC, che per ora non leggiamo. Vai su Impostazioni > Fotocamera > Formati e metti "Più compatibile": così scatta in JPG. Rifai le foto e vanno su senza problemi.
Davide`],
      ['c', `fatto, va. grz`],
    ],
    sol: ['Più compatibile'] },

  { id: 'DF-6220', g: 'df-rimborso-conguaglio-busta-paga', cat: 'altro', s: 'Stato rimborso: erogato ma non lo trovo',
    m: [
      ['c', `Buongiorno,
ho presentato il 730 tramite voi a fine agosto, a credito di 284 euro. Nello stato rimborso leggo "Erogato dal sostituto d'imposta (ottobre 2026)". Io però non ho ricevuto alcun accredito dall'Agenzia delle Entrate. Potete verificare? Sono dipendente pubblico (scuola).
Stefano Colombo`],
      ['a', `Gentile Stefano,

**Come funziona il rimborso con sostituto d'imposta**
Quando nel 730 è indicato un sostituto d'imposta, il rimborso non viene pagato dall'Agenzia delle Entrate ma dal datore di lavoro, che lo inserisce in busta paga come conguaglio.

**Cosa verificare**
- Il cedolino del mese indicato nello stato rimborso (ottobre 2026): cerchi la voce "Rimborso 730" o "Conguaglio 730".
- Per il personale della scuola il cedolino si consulta su NoiPA, sezione Documenti > Cedolino.

**Se non trova la voce**
Ci risponda allegando il cedolino (può oscurare gli importi non pertinenti) e verificheremo con il CAF l'invio del prospetto di liquidazione.

Cordiali saluti,
Chiara – Supporto Dichiarazione Facile`],
      ['c', `Sono fuori ufficio fino al 9 dicembre con accesso limitato alla posta. Per urgenze relative alla segreteria didattica contattare la collega Anna Sartori (anna.sartori@example.it, tel. 0332 258 914).
Stefano Colombo`],
      ['c', `Rientrato, ho guardato su NoiPA: nel cedolino di ottobre c'è "Conguaglio 730 credito 284,00". Ok grazie, tutto chiaro.`],
    ],
    sol: ['busta paga'],
    pii: [['NOME', 'Stefano Colombo'], ['NOME', 'Anna Sartori'], ['EMAIL', 'anna.sartori@example.it'], ['TELEFONO', '0332 258 914']] },

  { id: 'DF-6221', g: 'df-f24-conto-non-intestato', cat: 'fatturazione', s: 'F24 di mia madre non si riesce a pagare',
    m: [
      ['c', `Buongiorno, gestisco dall'app (Pacchetto Famiglia) anche le imposte di mia madre e devo pagare il saldo IMU della casa di Villasimius di mia madre. Riassumo:
- contribuente: Giuseppina Loddo, CF LDDGPP62E58B354G
- F24 generato dall'app, importo 418 euro, scadenza 16 dicembre
- conto di addebito: il mio, IBAN IT76W0306909606100000123456
- errore al momento di pagare: "F24-051"
- ho provato anche da computer, stesso errore
Come faccio?`],
      ['a', `Buongiorno,
l'errore F24-051 indica che il conto di addebito non è intestato al contribuente dell'F24. Anche se il modello è gestito da lei nel Pacchetto Famiglia, la banca può addebitare l'F24 di sua madre solo su un conto intestato o cointestato a sua madre.
Le soluzioni sono due:
- inserire in Pagamenti > Conti, nella scheda di sua madre, l'IBAN di un conto intestato o cointestato a lei (anche un libretto postale con IBAN va bene);
- se sua madre non ha un conto, può scaricare il PDF dell'F24 dall'app e pagarlo allo sportello di banca o posta.
Cordiali saluti,
Sara – Supporto`],
      ['c', `Mamma ha il conto cointestato con mio padre, ho inserito quello nella sua scheda e il pagamento è andato a buon fine. Grazie`],
    ],
    sol: ['intestato o cointestato'],
    pii: [['NOME', 'Giuseppina Loddo'], ['CF', 'LDDGPP62E58B354G'], ['IBAN', 'IT76W0306909606100000123456']] },

  { id: 'DF-6222', g: 'df-redditi-forfettario-regime', cat: 'configurazione', s: 'Modello Redditi: manca il quadro LM e le scadenze sono sbagliate',
    m: [
      ['c', `Ciao, sono grafica freelance in forfettario dal 2023 (P.IVA 15384620918). Ho fatto il Modello Redditi con voi a ottobre e adesso nella sezione Scadenze l'app mi propone per giugno 2027 un F24 con più di 2.000 euro di IRPEF tra saldo e primo acconto, che non ha senso: io pago l'imposta sostitutiva al 5% perché sono nei primi 5 anni. Sono andata a guardare il modello e non c'è il quadro LM, c'è solo il quadro RE come se fossi in ordinario. Se serve scrivetemi a giulia.fontana@example.it`],
      ['a', `Ciao Giulia,
il quadro che l'app propone dipende da come è impostato il profilo fiscale. Dal tuo profilo risulta "Lavoratore autonomo – regime ordinario", per questo trovi il quadro RE e l'acconto IRPEF.
Vai in Profilo > Profilo fiscale > Partita IVA e alla voce Regime scegli "Regime forfettario", indicando anche l'anno di inizio attività (così l'app applica l'aliquota del 5% per le startup). Salvando, il modello viene ricalcolato con il quadro LM e anche le scadenze F24 si aggiornano.
Attenzione: se il Modello Redditi inviato a ottobre conteneva il quadro RE, va fatta una dichiarazione correttiva; dimmi se è così e ti passo le istruzioni.
Sara – Supporto`],
      ['c', `Il modello inviato era giusto, l'aveva controllato l'operatore del CAF con LM. Era solo il profilo nell'app a essere rimasto su ordinario (credo dalla registrazione). Messo regime forfettario e ora per giugno mi propone 690 euro di sostitutiva, che torna. Grazie!`],
    ],
    sol: ['Regime forfettario'],
    pii: [['PIVA', '15384620918'], ['EMAIL', 'giulia.fontana@example.it']] },

  { id: 'DF-6223', g: 'df-spid-loop-browser-interno', cat: 'accesso', s: 'Accesso SPID rimanda sempre alla pagina iniziale (tablet aziendale)',
    m: [
      ['c', `Buongiorno, uso l'app da un tablet Samsung che mi ha dato l'azienda (sono agente di commercio e lo uso per tutto). Quando accedo con SPID Sielte, dopo aver confermato torno alla pagina iniziale di scelta dell'accesso, sempre. Ho letto nelle vostre FAQ dell'opzione browser esterno, ma sul tablet Chrome è disabilitato dall'azienda e non c'è nessun altro browser, quindi se la attivo non si apre niente. Altre idee? Ho la CIE se serve.`],
      ['n', `Tablet gestito (MDM) senza browser: il browser esterno non è praticabile. Il flusso CieID usa l'app CieID e non passa dal webview, quindi niente loop.`],
      ['a', `Buongiorno,
grazie per aver già provato la strada del browser. Visto che sul tablet non ci sono browser disponibili, le proponiamo di entrare con la Carta d'Identità Elettronica: installi l'app CieID dal Play Store (se l'azienda lo consente) oppure la usi sul suo smartphone personale, e nella schermata di accesso di Dichiarazione Facile scelga "Entra con CIE". L'accesso con CieID non passa dal browser integrato, quindi non si verifica il ritorno alla pagina iniziale.
Le servirà il PIN della CIE (le prime 4 cifre le trova sulla ricevuta del Comune, le ultime 4 sulla busta con la carta).
Cordialmente,
Chiara`],
      ['c', `Ho installato CieID sul telefono, dal tablet ho scelto Entra con CIE e ho fatto il QR code: accesso riuscito e ho importato tutto. Grazie.`],
    ],
    sol: ['CieID'], f: ['conflict'] },

  { id: 'DF-6224', g: 'df-fattura-pacchetto-senza-piva', cat: 'fatturazione', s: 'Fattura pacchetto senza partita IVA',
    m: [
      ['c', `Buongiorno,
ho acquistato il Pacchetto Professionisti 2026 come libera professionista e la fattura che mi è arrivata è intestata a me come privato, senza partita IVA e senza codice destinatario, quindi il mio commercialista non la può registrare. I dati corretti sono:
Sofia Conti
Via Saragozza 112, 40135 Bologna
P.IVA 02956173849
Codice destinatario: M5UXCR1
Potete rifarla? Grazie`],
      ['a', `Buongiorno Sofia,
la fattura è stata emessa così perché al momento dell'acquisto nel profilo non erano ancora presenti i dati di fatturazione della partita IVA. Una fattura già trasmessa allo SdI non si può modificare dall'app: ce ne occupiamo noi.
Abbiamo emesso una nota di credito sulla fattura originale e una nuova fattura intestata alla sua partita IVA con il codice destinatario indicato. La troverà nel cassetto fiscale entro 48 ore e in PDF nella sezione Profilo > Acquisti. Abbiamo anche salvato i dati nella sezione Dati di fatturazione, così i prossimi acquisti saranno già corretti.
Cordiali saluti,
Marco – Supporto Dichiarazione Facile`],
      ['n', `Nota di credito NC-2026-0311 + riemissione manuale dall'amministrazione.`],
      ['c', `Ricevuta la nuova fattura, grazie!`],
    ],
    sol: ['nota di credito'], f: ['oneoff'],
    pii: [['NOME', 'Sofia Conti'], ['INDIRIZZO', 'Via Saragozza 112, 40135 Bologna'], ['PIVA', '02956173849']] },

  { id: 'DF-6225', g: 'df-redditi-forfettario-regime', cat: 'configurazione', s: 'Calcolo imposta sostitutiva sbagliato',
    m: [
      ['c', `Salve, sono fisioterapista a Palermo, in regime forfettario con aliquota 15%. Sto preparando il Modello Redditi tardivo con voi (CF MRNGRL79D15G273W) e il riepilogo mi calcola IRPEF a scaglioni + addizionali regionale e comunale come un dipendente, invece dell'imposta sostitutiva. I compensi li ho inseriti tutti nella sezione lavoro autonomo. Cosa sbaglio?
Gabriele Marino`],
      ['a', `Buongiorno Gabriele,
probabilmente manca il codice ATECO dell'attività, senza il quale l'app non riesce ad applicare il coefficiente di redditività. Lo aggiunga in Profilo > Profilo fiscale > Partita IVA > Attività (per la fisioterapia è 86.95.00 dal 2025) e ricontrolli il riepilogo.`],
      ['c', `Il codice ATECO c'era già, 86.95.00. Ho salvato di nuovo ma il riepilogo è uguale, sempre IRPEF a scaglioni.`],
      ['n', `Profilo con regime "ordinario semplificato". Con regime ordinario l'ATECO non cambia niente: serve il regime impostato.`],
      ['a', `Ha ragione, scusi: ho guardato meglio il suo profilo. Il problema è il regime: nella stessa schermata (Profilo > Profilo fiscale > Partita IVA) alla voce Regime risulta "Ordinario semplificato". Selezioni "Regime forfettario" e salvi: il modello verrà ricalcolato con il quadro LM, il coefficiente del 78% e l'imposta sostitutiva al 15%, senza addizionali.`],
      ['c', `Ecco, adesso torna. Imposta sostitutiva al 15% e quadro LM compilato. Grazie`],
    ],
    sol: ['Regime forfettario'], fail: ['ATECO'],
    pii: [['CF', 'MRNGRL79D15G273W'], ['NOME', 'Gabriele Marino']] },

  { id: 'DF-6226', g: 'df-integrativo-errore-operatore', cat: 'commerciale', s: 'Addebito 730 integrativo per errore del vostro operatore',
    m: [
      ['c', `Buongiorno,
a ottobre ho dovuto fare il 730 integrativo perché l'operatore CAF che avevo delegato si era dimenticato di inserire le spese dell'asilo nido di mia figlia, che avevo caricato regolarmente a maggio (le ricevute si vedono ancora nell'app con data di caricamento 14/05). Per l'integrativo mi avete addebitato 29 euro. Non mi sembra giusto pagare per un errore non mio. Potete verificare?
Grazie, Elisa — 345 902 6613`],
      ['a', `Gentile Elisa,
abbiamo verificato la pratica: le ricevute dell'asilo nido erano effettivamente presenti nel fascicolo prima della trasmissione del 730 e non sono state considerate dall'operatore. Le condizioni prevedono che il 730 integrativo sia sempre a pagamento, ma trattandosi di una dimenticanza del CAF abbiamo disposto lo storno dei 29 euro sul metodo di pagamento usato. Lo vedrà entro 5-10 giorni lavorativi.
Ci scusiamo per il disagio.
Sara – Supporto Dichiarazione Facile`],
      ['n', `Storno in deroga alle condizioni, approvato. Segnalato l'operatore al team Rete CAF per la qualità.`],
      ['c', `Grazie, molto corretti.`],
    ],
    sol: ['storno'], f: ['concession'],
    pii: [['TELEFONO', '345 902 6613']] },

  { id: 'DF-6227', g: 'df-sistema-ts-spese-familiari-mancanti', cat: 'integrazioni', s: 'Spese sanitarie suocera non arrivano dal Sistema TS',
    m: [
      ['c', `Buongiorno, ho collegato il Sistema Tessera Sanitaria per vedere durante l'anno le spese sanitarie della famiglia. Per me e mio marito le spese arrivano, per mia suocera che è a nostro carico e vive con noi risulta "0 spese" dal 2026, anche se va in farmacia tutte le settimane e dà sempre la tessera sanitaria. Cosa può essere?`],
      ['a', `Buongiorno,
per capire meglio ci servono alcune informazioni:
1. la suocera è stata aggiunta come familiare nel Pacchetto Famiglia o come "familiare a carico" nella scheda di suo marito?
2. ha firmato una delega anche per lei, in Profilo > Deleghe?
3. può inviarci uno screenshot della schermata Spese sanitarie > Sistema TS della suocera?
Appena ci risponde verifichiamo.
Supporto Dichiarazione Facile`],
      ['n', `Possibile opposizione all'invio dei dati al Sistema TS da parte della suocera, oppure delega mancante. Serve risposta cliente.`],
      ['s', `Questo ticket è stato chiuso automaticamente perché non abbiamo ricevuto risposta entro 7 giorni. Se il problema persiste, può aprire una nuova richiesta.`],
    ],
    f: ['unresolved'] },
];
