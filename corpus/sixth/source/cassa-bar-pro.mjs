// Sixth reference set, product "Cassa Bar Pro" (POS and cash register for bars and shops: receipt printer,
// fiscal recorder (RT) errors, card terminal pairing, closing the day). Written blind on 2026-12-01
// (evening): the distiller's rules, lexicons, cues, grouping and src/lib/text/ were not opened, nor any
// other set's tickets; only the format (the first lines of corpus-heldout/source/fibra-casa.mjs and
// corpus-heldout/build.mjs) was read.
// Voices: South-Tyrolean bar keepers mixing German words, a bar owner writing in fragments between customers
// over several messages, an accountant writing for several clients, a customer who answers the agent's
// question and confirms much later in a message about something else ("ok quello va, già che ci sono…"),
// the whole problem in the subject and "vedi oggetto" in the body, quoted e-mail history, a forwarded
// message from the accountant; agents with macro templates and a legal disclaimer, numbered steps,
// signatures; failed first attempts ("niente da fare", "sempre lo stesso errore", "non è cambiato nulla");
// confirmations by "👍", "perfetto", "ok", "risolto" or silence. Personal data invented (checksums valid).
// Never used for tuning: report its figures, never add its words to a lexicon.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Cassa Bar Pro';
export const start = '2026-10-19T06:30:00Z';

export const tickets = [
  {
    id: 'CB-1301', g: 'cb-rotolo-rovescio', cat: 'guasto', s: 'Bon kommt weiß / scontrino bianco',
    m: [
      ['c', `Grüß Gott, hier Bar Edelweiss in Meran. Seit heute früh la stampante fa uscire lo scontrino, aber der Bon ist ganz weiß, niente scritto. Stamattina ho cambiato la Rolle, neue Papierrolle. Die Kasse sagt alles ok, stampato. Was kann das sein? Danke, Maria`],
      ['a', `Guten Tag Maria, buongiorno! Se lo scontrino esce bianco subito dopo il cambio, il rotolo è quasi sempre montato al contrario: la carta termica si annerisce solo da un lato. Apra lo sportello, giri il rotolo in modo che la carta esca da sotto, verso di lei, con il lato lucido rivolto alla testina, e richiuda fino allo scatto. Prova veloce: il lato giusto diventa nero se lo graffia con l'unghia.\n\nLukas – Cassa Bar Pro Support (DE/IT)`],
      ['c', `Ja genau, war verkehrt herum. Adesso stampa. Danke schön!`],
    ],
    sol: ['rotolo', 'unghia'],
  },
  {
    id: 'CB-1302', g: 'cb-chiusura-obbligatoria', cat: 'guasto', s: 'cassa bloccata',
    m: [
      ['c', `cassa bloccata non fa battere niente`],
      ['c', `dice ESEGUIRE CHIUSURA`],
      ['c', `scusate ho gente al banco`],
      ['a', `Buongiorno, nessun problema, le scrivo qui cosa fare così lo legge quando può. Il registratore telematico blocca le vendite se dalla prima vendita sono passate più di 24 ore senza chiusura: probabilmente ieri sera non è stata fatta. Vada in Menu > Fine giornata > "Chiusura fiscale (Z)" e confermi: stampa lo scontrino di chiusura e la cassa si sblocca subito.`],
      ['c', `allora`],
      ['c', `ieri ha chiuso mio cognato e sicuro non l'ha fatta`],
      ['c', `fatta la Z, ha stampato il foglio lungo e ora batto. grazie, scappo`],
    ],
    sol: ['chiusura fiscale'],
  },
  {
    id: 'CB-1303', g: 'cb-pos-abbinamento', cat: 'integrazioni', s: 'POS non collegato alla cassa',
    m: [
      ['c', `Buongiorno, quando batto un conto e scelgo carta, sulla cassa gira "in attesa del terminale" ma sul POS non compare l'importo e lo devo digitare a mano. Prima funzionava.`],
      ['a', `Buongiorno, che terminale ha? E c'è stato qualche cambiamento (router nuovo, POS sostituito)?`],
      ['c', `un Ingenico Move 5000, la banca ce l'ha cambiato la settimana scorsa`],
      ['a', `Grazie, il POS nuovo va abbinato di nuovo alla cassa. 1) Sul POS: Menu > Collegamento cassa (ECR) > "Abbina": compare un codice di 6 cifre. 2) Sulla cassa: Impostazioni > Pagamenti > Terminale > "Abbina terminale" e inserisca quel codice. Cassa e POS devono stare sulla stessa rete Wi-Fi del locale.`],
      ['c', `scusate se rispondo solo adesso, ok quello va da giorni. già che ci sono: come tolgo dal menu un prodotto che non vendiamo più senza cancellare le vendite fatte?`],
      ['a', `Bene! Per il prodotto: Catalogo > apra il prodotto > "Archivia". Sparisce dai tasti ma resta nei report.`],
    ],
    sol: ['abbina terminale'],
  },
  {
    id: 'CB-1304', g: 'cb-oneoff-vecchio-pos', cat: 'integrazioni', s: 'non riesco ad abbinare il nuovo POS',
    f: ['oneoff'],
    m: [
      ['c', `Ho sostituito il POS rotto con uno nuovo, ma quando faccio l'abbinamento la cassa dice "Numero massimo di terminali raggiunto per questo punto vendita". Ne ho uno solo!`],
      ['a', `Buongiorno, il vecchio terminale, quello rotto, risultava ancora abbinato al suo punto vendita e la licenza base ne permette uno. L'ho tolto io dal nostro portale e, già che c'ero, ho associato il nuovo con la matricola che vediamo in rete. Riavvii la cassa: il nuovo POS dovrebbe comparire come collegato.`],
      ['c', `collegato, fatto una prova da 1 euro e va`],
    ],
  },
  {
    id: 'CB-1305', g: 'cb-stampa-sbiadita', cat: 'guasto', s: 'Gli scontrini escono sbiaditi, quasi non si legge il totale, anche con rotoli nuovi',
    m: [
      ['c', `vedi oggetto`],
      ['a', `Buongiorno, se anche con rotoli nuovi la stampa è chiara, di solito è la densità di stampa impostata al minimo (succede dopo alcuni aggiornamenti). Su Cassa Bar Pro: Impostazioni > Stampante > Densità di stampa, la porti su "Alta" e faccia una stampa di prova.`],
      ['c', `era su bassa. ora è bello nero, grazie`],
    ],
    sol: ['densità'],
  },
  {
    id: 'CB-1306', g: 'cb-corrispettivi-pendenti', cat: 'guasto', s: 'Corrispettivi non trasmessi – più clienti',
    m: [
      ['c', `Buongiorno,\nsono la dott.ssa Marchetti dello Studio Marchetti & Associati e seguo la contabilità di diversi vostri clienti. Preparando le liquidazioni ho visto nel cassetto fiscale che per tre di loro mancano i corrispettivi di alcuni giorni di ottobre:\n- Bar Sport di Cattaneo Luigi, P.IVA 02748150162, dal 5 al 9 ottobre;\n- Gelateria Polo Nord, dal 12 ottobre;\n- Tabaccheria n. 12, il 16 ottobre.\nSulle casse dei clienti compare "Corrispettivi da trasmettere". Come si risolve senza far venire il tecnico da tutti? I termini di invio stanno per scadere.\n\nCordiali saluti\nDott.ssa Paola Marchetti\nStudio Marchetti & Associati – Commercialisti`],
      ['a', `Buongiorno Dott.ssa Marchetti,\nin tutti e tre i casi il registratore telematico ha fatto le chiusure ma non è riuscito a inviarle perché era senza rete (di solito il cavo di rete staccato o la Wi-Fi del locale cambiata). Su ciascuna cassa:\n1. controllare che la spia "Rete" del registratore sia verde, altrimenti ricollegare il cavo o la Wi-Fi;\n2. andare in Menu > Fiscale > "Invia corrispettivi pendenti";\n3. attendere il messaggio "Trasmissione completata".\nI dati delle chiusure restano nella memoria del registratore, non si perdono.\n\nCordiali saluti\nFederica – Assistenza Cassa Bar Pro`],
      ['c', `Buongiorno, i tre clienti hanno fatto come indicato (al Bar Sport il cavo era davvero staccato) e nel cassetto fiscale ora risultano tutti i giorni. Grazie.\nDott.ssa Paola Marchetti`],
    ],
    pii: [['PIVA', '02748150162']],
    sol: ['invia corrispettivi pendenti'],
  },
  {
    id: 'CB-1307', g: 'cb-concession-uscita-tecnico', cat: 'fatturazione', s: 'addebito intervento tecnico',
    f: ['concession'],
    m: [
      ['c', `Mi avete addebitato 80 euro per l'uscita del tecnico che è venuto sabato per la stampante fiscale. Ma la stampante l'avete installata voi un mese fa e si è rotta da sola!`],
      ['a', `Buongiorno, ho verificato: il tecnico ha trovato il cavo di alimentazione danneggiato da un liquido, e in quel caso le condizioni prevedono l'uscita a pagamento. Considerato che l'installazione è recente e che è nostro cliente da poco, a titolo di cortesia non le addebitiamo l'uscita: la fattura da 80 € viene annullata e riceverà la nota di credito.`],
      ['c', `ok, grazie.`],
    ],
  },
  {
    id: 'CB-1308', g: 'cb-rotolo-rovescio', cat: 'guasto', s: 'stampante scontrini',
    m: [
      ['c', `la stampante fa il rumore e tira fuori lo scontrino ma e bianco. tutto bianco`],
      ['a', `Buongiorno, provi a pulire la testina di stampa con un panno morbido e un po' di alcol, a stampante spenta.`],
      ['c', `pulito, niente da fare. bianco lo stesso. ho appena messo il rotolo nuovo se c'entra`],
      ['a', `C'entra sicuramente, grazie del dettaglio: con ogni probabilità il rotolo è montato al rovescio. La carta termica stampa solo sul lato trattato: giri il rotolo in modo che la carta esca da sotto verso di lei, richiuda lo sportello e provi a stampare.`],
      ['c', `ecco. era al contrario. grazie`],
    ],
    sol: ['rotolo'], fail: ['pulire la testina'],
  },
  {
    id: 'CB-1309', g: 'cb-unresolved-cassa-lenta', cat: 'prestazioni', s: 'cassa lentissima',
    f: ['unresolved'],
    m: [
      ['c', `La cassa da due settimane è lentissima, per battere un caffè ci mette 10 secondi e al mattino ho la coda. Chiamatemi al 347 812 5569 che per scritto non ho tempo.`],
      ['a', `Buongiorno, la chiamiamo in giornata. Intanto può dirci quanti prodotti ha in catalogo e se il rallentamento c'è anche subito dopo l'accensione?`],
      ['c', `nessuno mi ha chiamato`],
      ['a', `Ci scusi, la richiamata è fissata per domani mattina alle 10.`],
      ['c', `non serve più. ho preso una cassa da un altro fornitore, mandatemi la disdetta`],
    ],
    pii: [['TELEFONO', '347 812 5569']],
  },
  {
    id: 'CB-1310', g: 'cb-chiusura-obbligatoria', cat: 'guasto', s: 'errore superamento 24 ore',
    m: [
      ['c', `Buongiorno, sulla cassa è comparso "RT: superato limite 24 ore, vendite bloccate". Stamattina non posso battere nulla.`],
      ['a', `Gentile cliente,\ngrazie per aver contattato l'assistenza Cassa Bar Pro.\n\nIl messaggio indica che non è stata eseguita la chiusura giornaliera: la normativa richiede una chiusura entro 24 ore dalla prima vendita e fino ad allora il registratore non emette altri documenti. Per sbloccare:\n1. Menu > Fine giornata;\n2. "Chiusura fiscale (Z)";\n3. confermi e attenda la stampa del riepilogo.\nLe vendite ripartono subito. Le consigliamo di attivare il promemoria in Impostazioni > Fine giornata.\n\nCordiali saluti\nAssistenza Cassa Bar Pro\n\nAVVISO DI RISERVATEZZA: il presente messaggio è destinato esclusivamente al destinatario indicato. Qualsiasi uso non autorizzato è vietato ai sensi del Regolamento UE 2016/679.`],
      ['c', `ok fatto, va`],
    ],
    sol: ['chiusura fiscale'],
  },
  {
    id: 'CB-1311', g: 'cb-oneoff-licenza-sospesa', cat: 'fatturazione', s: 'licenza sospesa',
    f: ['oneoff'],
    m: [
      ['c', `Buongiorno, stamattina la cassa dice "Licenza sospesa per mancato pagamento". Ho pagato ieri con bonifico la fattura di ottobre, vi mando la ricevuta. Sabato ho il locale pieno, non posso stare senza cassa.`],
      ['a', `Buongiorno, ricevuta vista, grazie. Il bonifico non è ancora arrivato sul nostro conto e il sistema ha sospeso la licenza in automatico. Ho riattivato io la licenza a mano dal gestionale clienti: riavvii l'app e torna tutto operativo.`],
      ['n', `Riattivazione manuale della licenza PV 22190, bonifico in arrivo: verificare l'incasso a fine settimana.`],
      ['c', `riparte. grazie`],
    ],
  },
  {
    id: 'CB-1312', g: 'cb-pos-abbinamento', cat: 'integrazioni', s: 'terminale carte non risponde',
    m: [
      ['c', `Buongiorno, quando mando l'importo al POS la cassa dopo un po' dice "Terminale non raggiungibile (errore T-04)". Il POS funziona se batto a mano.`],
      ['a', `Buongiorno, spenga e riaccenda sia la cassa sia il terminale, poi riprovi.`],
      ['c', `spenti tutti e due, sempre lo stesso errore T-04`],
      ['a', `Grazie. Allora va rifatto l'abbinamento: sul POS entri in Menu > Collegamento cassa (ECR) > "Abbina" e prenda nota del codice; sulla cassa vada in Impostazioni > Pagamenti > Terminale > "Abbina terminale" e lo inserisca. Controlli che il POS sia collegato alla stessa Wi-Fi della cassa (non a quella per i clienti).`],
      ['c', `il POS era sulla wifi clienti. abbinato di nuovo e va`],
    ],
    sol: ['abbina terminale'], fail: ['spenga e riaccenda'],
  },
  {
    id: 'CB-1313', g: 'cb-stampa-sbiadita', cat: 'guasto', s: 'scontrino chiaro',
    m: [
      ['c', `Salve, lo scontrino esce ma è tutto chiaro chiaro, grigino, i clienti si lamentano che non leggono il prezzo. Il rotolo l'ho girato in tutti i modi ma non cambia.`],
      ['a', `Buongiorno, se la stampa c'è ma è chiara il rotolo è montato giusto: è la densità di stampa troppo bassa. In Impostazioni > Stampante > Densità di stampa scelga "Alta" (o "Molto alta" se usa rotoli economici) e stampi una prova.`],
      ['c', `messo alta, molto meglio`],
    ],
    sol: ['densità'],
  },
  {
    id: 'CB-1314', g: 'cb-concession-canone-disservizio', cat: 'commerciale', s: 'cassa ferma sabato sera',
    f: ['concession'],
    m: [
      ['c', `Sabato sera dalle 21 alle 23 la cassa non si collegava al vostro server e non abbiamo potuto fare scontrini, con il locale pieno. Ho dovuto usare i blocchetti. Pago 39 euro al mese per questo?`],
      ['a', `Buonasera, ci scusi: sabato tra le 20:50 e le 23:05 un guasto del nostro fornitore cloud ha bloccato le casse di molti clienti. Il contratto non prevede indennizzi per interruzioni sotto le 24 ore, ma per il disagio le abbuoniamo il canone di novembre: non le verrà addebitato.`],
      ['c', `va bene, almeno questo`],
    ],
  },
  {
    id: 'CB-1315', g: 'cb-corrispettivi-pendenti', cat: 'guasto', s: 'I: avviso corrispettivi',
    m: [
      ['c', `Vi inoltro la mail del commercialista, non ci ho capito niente.\n\n---------- Forwarded message ---------\nDa: Studio Ferretti\nData: gio 29 ott 2026 alle 11:20\nOggetto: corrispettivi\n\nGentile Sig. Basile,\ndal cassetto fiscale mancano i corrispettivi della Sua pizzeria dal 19 al 24 ottobre. Verifichi con l'assistenza del registratore se le chiusure sono state trasmesse.\nCordiali saluti\n\n--\nAntonio Basile\nPizzeria da Totò`],
      ['a', `Buongiorno Sig. Basile, le chiusure di quei giorni ci sono, ma sono rimaste nel registratore perché non era collegato a internet. Controlli che sul registratore la spia di rete sia verde (il cavo di rete dietro deve essere inserito); poi sulla cassa vada in Menu > Fiscale > "Invia corrispettivi pendenti" e aspetti "Trasmissione completata". Può girare la conferma al commercialista.`],
      ['c', `il cavo lo aveva staccato l'elettricista. inviati, il commercialista dice che adesso ci sono`],
    ],
    sol: ['invia corrispettivi pendenti'],
  },
  {
    id: 'CB-1316', g: 'cb-unresolved-errore-certificato', cat: 'guasto', s: 'errore RT 3011',
    f: ['unresolved'],
    m: [
      ['c', `Buongiorno, il registratore telematico dà "Errore 3011 – certificato dispositivo non valido" e non trasmette. Cosa significa?`],
      ['a', `Buongiorno, è un errore raro, legato al certificato che l'Agenzia delle Entrate assegna al registratore. Ho aperto una richiesta al secondo livello tecnico con la matricola del suo registratore: la ricontatteremo appena ci rispondono. Nel frattempo può continuare a vendere, i dati restano in memoria.`],
      ['c', `ok grazie, aspetto`],
    ],
  },
  {
    id: 'CB-1317', g: 'cb-rotolo-rovescio', cat: 'guasto', s: 'scontrini vuoti',
    m: [
      ['c', `Ciao, da quando ho cambiato la carta gli scontrini escono vuoti`],
      ['a', `Ciao! Quasi sicuramente è il rotolo al contrario: apri lo sportello, giralo in modo che la carta esca da sotto verso di te e richiudi. Se hai dubbi, gratta la carta con l'unghia: il lato che diventa nero va verso la testina.`],
      ['c', `👍`],
    ],
    sol: ['rotolo', 'unghia'],
  },
  {
    id: 'CB-1318', g: 'cb-oneoff-piva-anagrafica', cat: 'configurazione', s: 'Partita IVA errata sugli scontrini',
    f: ['oneoff'],
    m: [
      ['c', `Buongiorno,\nscrivo per conto di un cliente dello Studio, il Caffè Centrale di Ruggeri Anna: sugli scontrini è stampata la partita IVA con due cifre invertite; quella corretta è 01933760215. Dall'app la titolare non riesce a modificarla perché il campo è bloccato.\n\nDott.ssa Paola Marchetti\nStudio Marchetti & Associati – Commercialisti`],
      ['a', `Buongiorno Dott.ssa Marchetti, nell'app la partita IVA è bloccata perché è legata alla configurazione fiscale del registratore. L'ho corretta io nell'anagrafica del punto vendita e ho rimandato la configurazione alla cassa: dalla prossima accensione gli scontrini riporteranno la partita IVA giusta. Consiglio una stampa di prova.`],
      ['c', `Confermo, la titolare ha verificato: ora è corretta. Grazie.`],
    ],
    pii: [['PIVA', '01933760215']],
  },
  {
    id: 'CB-1319', g: 'cb-chiusura-obbligatoria', cat: 'guasto', s: 'Re: Promemoria chiusura giornaliera',
    m: [
      ['c', `Ma io la chiusura la faccio tutte le sere spegnendo la cassa! Stamattina dice ESEGUIRE CHIUSURA FISCALE e non mi fa fare scontrini.\n\nIl giorno dom 1 nov 2026 alle 23:59 Cassa Bar Pro ha scritto:\n> Attenzione: oggi non risulta eseguita la chiusura fiscale giornaliera del punto vendita.\n> Ricorda che senza chiusura le vendite saranno bloccate dopo 24 ore.`],
      ['a', `Buongiorno, spegnere la cassa non fa la chiusura: va lanciata dal menu, ogni sera. Adesso vada in Menu > Fine giornata > "Chiusura fiscale (Z)" e confermi; dopo la stampa del riepilogo può tornare a vendere. Da stasera la faccia prima di spegnere.`],
      ['c', `fatto, riparte. non lo sapevo`],
    ],
    sol: ['chiusura fiscale'],
  },
  {
    id: 'CB-1320', g: 'cb-cassetto-porta-dk', cat: 'guasto', s: 'cassetto non si apre',
    m: [
      ['c', `Da quando ho spostato il bancone per le pulizie il cassetto dei soldi non si apre più da solo quando faccio lo scontrino in contanti. Lo apro con la chiave.`],
      ['a', `Buongiorno, il cassetto si apre con un impulso che arriva dalla stampante: il suo cavo, quello con lo spinotto tipo telefono, deve essere nella porta DK dietro la stampante degli scontrini, non in quella di rete accanto, che è identica. Spostando il bancone probabilmente si è staccato o è finito nella porta sbagliata.`],
      ['c', `era nella porta accanto. ora si apre`],
    ],
    sol: ['porta dk'],
  },
  {
    id: 'CB-1321', g: 'cb-pos-abbinamento', cat: 'integrazioni', s: 'Kartenterminal verbinden / abbinare POS',
    m: [
      ['c', `Hallo, wir haben einen neuen Router, und jetzt das Kartenterminal non parla più con la cassa. Sul display della cassa: "Terminale non trovato". Was muss ich tun? Grazie, Stefan – Hotel Bar Alpenrose`],
      ['a', `Hallo Stefan, con il router nuovo il POS va riabbinato alla cassa:\n1. collegate il POS alla nuova Wi-Fi (sul POS: Menu > Rete > Wi-Fi);\n2. sul POS: Menu > Collegamento cassa (ECR) > "Abbina": compare un codice;\n3. sulla cassa: Impostazioni > Pagamenti > Terminale > "Abbina terminale" e inserite il codice.\nSchöne Grüße, Lukas – Cassa Bar Pro`],
      ['c', `passt, funktioniert wieder. danke!`],
    ],
    sol: ['abbina terminale'],
  },
  {
    id: 'CB-1322', g: 'cb-unresolved-stampante-cucina', cat: 'guasto', s: 'stampante comande cucina',
    f: ['unresolved'],
    m: [
      ['c', `La stampante delle comande in cucina non stampa più, quella degli scontrini sì. Le comande restano "in coda".`],
      ['a', `Buongiorno, verifichi in Impostazioni > Periferiche > Stampante cucina che l'indirizzo sia quello stampato sul foglio di test della stampante (si stampa tenendo premuto il tasto FEED all'accensione), e lo corregga se è diverso.`],
      ['c', `l'indirizzo è uguale, l'ho riscritto comunque. non è cambiato nulla, sempre in coda`],
      ['a', `Grazie. Ci può mandare una foto del foglio di test e della schermata Periferiche?`],
      ['s', `Ticket chiuso per inattività (nessuna risposta entro 7 giorni).`],
    ],
  },
  {
    id: 'CB-1323', g: 'cb-stampa-sbiadita', cat: 'guasto', s: 'stampa poco leggibile',
    m: [
      ['c', `buongiorno la scritta sugli scontrini è sempre più chiara, pensavo fosse la carta ma ho cambiato marca ed è uguale`],
      ['a', `Buongiorno, aumenti la densità di stampa: Impostazioni > Stampante > Densità di stampa > "Alta". Se anche al massimo resta chiara ci riscriva, potrebbe essere la testina da sostituire.`],
      ['c', `ok`],
    ],
    sol: ['densità'],
  },
  {
    id: 'CB-1324', g: 'cb-concession-penale-recesso', cat: 'commerciale', s: 'disdetta contratto',
    f: ['concession'],
    m: [
      ['c', `Buongiorno, a fine mese chiudo il bar per motivi di salute e devo disdire il contratto Cassa Bar Pro. Ho visto che c'è una penale di 200 euro per il recesso prima dei 24 mesi. Vi chiedo se si può evitare, vista la situazione. Per eventuali rimborsi del canone già pagato il mio IBAN è IT97L0808158160000300418257.`],
      ['a', `Buongiorno, ci dispiace molto. Abbiamo registrato la disdetta con effetto dal 30 novembre. Anche se il contratto la prevede, abbiamo deciso di rinunciare alla penale di recesso anticipato, vista la situazione; la quota di canone di dicembre già pagata le verrà rimborsata sull'IBAN indicato. Auguri di cuore.`],
      ['c', `grazie davvero`],
    ],
    pii: [['IBAN', 'IT97L0808158160000300418257']],
  },
  {
    id: 'CB-1325', g: 'cb-corrispettivi-pendenti', cat: 'guasto', s: 'avviso corrispettivi da trasmettere',
    m: [
      ['c', `sulla cassa c'è un triangolino giallo con scritto "3 corrispettivi da trasmettere". che devo fare? la chiusura la faccio ogni sera`],
      ['a', `Buongiorno, le chiusure sono fatte ma il registratore non è riuscito a inviarle all'Agenzia: di solito è la rete. Controlli che il registratore sia collegato (spia di rete verde, cavo inserito), poi vada in Menu > Fiscale > "Invia corrispettivi pendenti".`],
      ['c', `il router si era riavviato e aveva cambiato wifi, ricollegato e inviati. risolto`],
    ],
    sol: ['invia corrispettivi pendenti'],
  },
  {
    id: 'CB-1326', g: 'cb-rotolo-rovescio', cat: 'guasto', s: 'scontrino bianco dopo cambio rotolo',
    m: [
      ['c', `Buonasera, ho messo il rotolo nuovo e adesso lo scontrino esce senza niente stampato. Il rotolo è quello giusto da 57 mm.`],
      ['a', `Buonasera, la misura è giusta: è il verso. Apra lo sportello e giri il rotolo: la carta deve uscire da sotto, con il lato lucido verso la testina. Per essere sicuro graffi la carta con l'unghia: il lato che si annerisce è quello che stampa.`],
    ],
    sol: ['rotolo', 'unghia'],
  },
  {
    id: 'CB-1327', g: 'cb-unresolved-transazioni-negate', cat: 'integrazioni', s: 'pagamenti con carta rifiutati',
    f: ['unresolved'],
    m: [
      ['c', `Da ieri metà dei pagamenti con carta vengono rifiutati dal POS con "Transazione negata – codice 05". I clienti si arrabbiano.`],
      ['a', `Buongiorno, il codice 05 arriva dalla banca che gestisce il POS, non dalla cassa: la cassa manda solo l'importo. Deve contattare l'assistenza della sua banca o del circuito.`],
      ['c', `la banca dice che è colpa della cassa. voi dite che è colpa della banca. quindi nessuno mi aiuta`],
      ['a', `Capisco. Se vuole, ci mandi il nome della banca e il numero di contratto del POS e proviamo a sentirli noi.`],
      ['c', `lasciate stare`],
    ],
  },
  {
    id: 'CB-1328', g: 'cb-chiusura-obbligatoria', cat: 'guasto', s: 'vendite bloccate chiusura',
    m: [
      ['c', `Buongiorno, la cassa non mi fa emettere scontrini e dice "Chiusura giornaliera obbligatoria". Ieri eravamo chiusi per turno, non ho venduto niente.`],
      ['a', `Buongiorno, il conteggio delle 24 ore parte dall'ultima giornata di vendite, quella dell'altro ieri, di cui manca la chiusura. Vada in Menu > Fine giornata > "Chiusura fiscale (Z)" e confermi: le vendite si sbloccano.`],
      ['c', `perfetto`],
    ],
    sol: ['chiusura fiscale'],
  },
  {
    id: 'CB-1329', g: 'cb-pos-abbinamento', cat: 'integrazioni', s: 'POS non trovato ogni mattina',
    f: ['conflict'],
    m: [
      ['c', `Buongiorno, ogni mattina la cassa non trova più il POS ("Terminale non trovato") e devo rifare l'abbinamento col codice, come mi avete detto l'altra volta. Funziona per la giornata e il giorno dopo da capo.`],
      ['a', `Buongiorno, allora l'abbinamento è giusto, ma il router, riaccendendosi di notte, dà al POS un indirizzo diverso. Sul POS: Menu > Rete > Informazioni e legga l'indirizzo IP; sulla cassa: Impostazioni > Pagamenti > Terminale > "Indirizzo manuale" e lo scriva. Poi nel router riservi quell'indirizzo al POS (o lo chieda a chi gestisce la rete), così non cambia più.`],
      ['c', `Fatto fare al tecnico del router. Sono tre giorni che la mattina lo trova da solo. Grazie`],
    ],
    sol: ['indirizzo manuale'],
  },
];
