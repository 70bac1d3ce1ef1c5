// Fifth reference set, product "Comune Digitale" (a town's online services portal: TARI,
// certificates, SPID log-in). Written by hand on 2026-12-01 (late afternoon), BLIND to the rules
// distiller: its rules, lexicons, cues, grouping and text helpers were never opened, nor the
// fourth set's tickets. Voices: elderly residents, a foreign resident mixing Spanish and
// Italian, a citizen pasting the text of an error page, a tax adviser writing for a client, a
// formal complaint quoting the law, e-mail replies with quoted history and municipal
// disclaimers; agents of the URP (formal, impersonal, sometimes split over two messages).
// Personal data invented (valid checksums). Never used for tuning: report its figures, never
// add its words to a lexicon. Format: see ../../corpus-heldout/source/fibra-casa.mjs.
export const product = 'Comune Digitale';
export const start = '2026-06-01T08:05:00Z';

export const tickets = [
  {
    id: 'CD-1001', g: 'cd-spid-loop', cat: 'accesso', s: 'SPID mi rimanda alla home',
    m: [
      ['c', `Entro con SPID (Poste), metto il codice sull'app, e poi il portale mi riporta alla pagina iniziale senza essere entrato. Sempre così. Uso Safari sull'iPhone.`],
      ['a', `Buongiorno, su Safari il ritorno da SPID si blocca se è attivo "Impedisci tracciamento tra siti", perché il portale non riceve il cookie di sessione. Lo disattivi in Impostazioni → Safari → "Impedisci tracciamento tra siti", oppure usi un altro browser, e rifaccia l'accesso.`],
      ['c', `Disattivato e sono entrato, grazie!`],
    ],
    sol: ['impedisci tracciamento', 'cookie'],
  },
  {
    id: 'CD-1002', g: 'cd-spid-loop', cat: 'accesso', s: 'accesso impossibile',
    m: [
      ['c', `Buongiorno, sono una signora anziana e mia figlia mi ha fatto lo SPID. Quando provo ad entrare nel sito del Comune torna sempre alla prima pagina. Non so se sbaglio io. Vi ringrazio molto.`],
      ['a', `Buongiorno signora, provi a svuotare la cache del browser e a riprovare.`],
      ['c', `Mia figlia ha svuotato la cache come dite voi ma è la stessa cosa di prima.`],
      ['a', `Grazie signora, allora il problema sono i cookie. Chieda per favore a sua figlia di aprire le impostazioni del browser e consentire i cookie per il sito del Comune (su Safari: togliere "Impedisci tracciamento tra siti"). Poi rifaccia l'accesso con SPID.`],
      ['c', `Ora sono entrata. Non so come ringraziarvi.`],
    ],
    sol: ['impedisci tracciamento', 'cookie'], fail: ['svuotare la cache'],
  },
  {
    id: 'CD-1003', g: 'cd-spid-loop', cat: 'accesso', s: 'login SPID error',
    m: [
      ['c', `Hola, quando faccio login con spid la pagina dice:\n\n"Sessione non valida o scaduta. Ripetere l'autenticazione. (cod. AUTH-SESS-09)"\n\ny vuelve al inicio. Uso Chrome en modalità incognito porque es el ordenador del trabajo.`],
      ['a', `Buongiorno, in modalità incognito Chrome blocca i cookie di terze parti e il portale perde la sessione al ritorno da SPID. Nella finestra in incognito clicchi l'icona dell'occhio barrato nella barra dell'indirizzo e consenta i cookie di terze parti per il sito, oppure usi una finestra normale.`],
      ['c', `ok con la ventana normal funciona. gracias`],
    ],
    sol: ['cookie', 'incognito'],
  },
  {
    id: 'CD-1004', g: 'cd-spid-loop', cat: 'accesso', s: 'Re: accesso al portale',
    m: [
      ['c', `Il problema di accesso è sempre lo stesso.\n\nIl 03/06 URP Comune ha scritto:\n> Gentile utente, ci indichi il browser utilizzato.\n\nFirefox.\n\n--\nInviato da iPad`],
      ['a', `Gentile utente, con Firefox la "Protezione antitracciamento avanzata" in modalità rigorosa blocca il cookie di ritorno da SPID. Clicchi lo scudo a sinistra dell'indirizzo e disattivi la protezione per il sito del Comune, poi ripeta l'accesso. (Su Safari l'opzione equivalente è "Impedisci tracciamento tra siti".)`],
    ],
    sol: ['cookie', 'protezione antitracciamento'],
  },
  {
    id: 'CD-1005', g: 'cd-certificato-bollo', cat: 'certificati', s: 'certificato di residenza marca da bollo',
    m: [
      ['c', `Devo fare un certificato di residenza ma alla fine mi chiede una marca da bollo da 16 euro. Io la marca non ce l'ho, devo andare dal tabaccaio?`],
      ['a', `Buongiorno, non serve il tabaccaio: nell'ultimo passaggio scelga "Paga bollo con pagoPA" e paghi i 16 € con carta o conto; il certificato esce già con il bollo virtuale. Se il certificato le serve per un uso esente (ad esempio scuola o pensione), scelga invece "Esenzione" e indichi il motivo.`],
      ['c', `pagato con pagopa e scaricato, grazie`],
    ],
    sol: ['pagopa', 'esenzione'],
  },
  {
    id: 'CD-1006', g: 'cd-certificato-bollo', cat: 'certificati', s: 'bollo per certificato',
    m: [
      ['c', `Salve, sono commercialista e seguo un cliente (CF BNCLCU91T45L219P) che mi ha delegato: mi serve il suo stato di famiglia, ma il portale mi blocca al bollo. Il numero seriale della marca che ho comprato dove lo metto?`],
      ['a', `Salve, il portale non accetta le marche cartacee. Il bollo va pagato nel passaggio "Paga bollo con pagoPA" dentro la pratica. Se il certificato è destinato a un uso esente, selezioni "Esenzione" con il riferimento normativo.`],
      ['c', `Ok, pagato con pagoPA. La marca la userò per altro.`],
    ],
    pii: [['CF', 'BNCLCU91T45L219P']],
    sol: ['pagopa', 'esenzione'],
  },
  {
    id: 'CD-1007', g: 'cd-certificato-bollo', cat: 'certificati', s: 'certificato per la scuola',
    m: [
      ['c', `certificato per iscrizione scuola di mio figlio, mi fa pagare 16 euro, ma per la scuola non era gratis??`],
      ['a', `Ciao, sì, per la scuola è esente: all'ultimo passaggio, invece di "Paga bollo con pagoPA", seleziona "Esenzione" e nel menu scegli "Uso scolastico". Il certificato si genera senza pagare.`],
      ['c', `fatto gratis 👍`],
    ],
    sol: ['pagopa', 'esenzione'],
  },
  {
    id: 'CD-1008', g: 'cd-certificato-bollo', cat: 'certificati', s: 'certificato stato civile',
    m: [
      ['c', `ma il bollo si paga anche online? non lo sapevo`],
      ['a', `Sì: nella pratica, prima di scaricare il certificato, trova "Paga bollo con pagoPA". Se il certificato è per un uso esente selezioni "Esenzione".`],
    ],
    sol: ['pagopa', 'esenzione'],
  },
  {
    id: 'CD-1009', g: 'cd-certificato-non-scaricabile', cat: 'certificati', s: 'pagato ma il certificato non c e',
    m: [
      ['c', `ho pagato il bollo del certificato ieri sera e poi la pagina si è chiusa. ora non trovo il certificato da nessuna parte. devo ripagare?`],
      ['a', `Buongiorno, non deve ripagare. Il certificato resta nella sua area: Le mie pratiche → apra la pratica del certificato → "Scarica". Il link resta valido 30 giorni.`],
      ['c', `trovato, grazie`],
    ],
    sol: ['le mie pratiche', 'scarica'],
  },
  {
    id: 'CD-1010', g: 'cd-certificato-non-scaricabile', cat: 'certificati', s: 'certificato perso',
    m: [
      ['c', `Gentili, il mese scorso ho fatto un certificato di nascita e adesso non lo trovo più sul computer. Si può riavere senza rifarlo?`],
      ['a', `Buongiorno, ho controllato: la pratica è del 4 maggio. Entri con SPID, vada in Le mie pratiche, apra la pratica e prema "Scarica": lo scarica di nuovo senza costi. Oltre i 30 giorni il link scade, quindi lo salvi adesso.`],
      ['c', `Scaricato e salvato sulla chiavetta. Grazie mille.`],
    ],
    sol: ['le mie pratiche', 'scarica'],
  },
  {
    id: 'CD-1011', g: 'cd-certificato-non-scaricabile', cat: 'certificati', s: 'dove scarico il certificato',
    m: [
      ['c', `Pratica n. 2026/14488 – stato "Completata". Dove scarico il PDF?`],
      ['a', `Nel menu "Le mie pratiche", aprendo la 2026/14488 trova il pulsante "Scarica" in fondo alla pagina.`],
      ['c', `ok`],
    ],
    sol: ['le mie pratiche', 'scarica'],
  },
  {
    id: 'CD-1012', g: 'cd-tari-avviso', cat: 'tributi', s: 'avviso TARI non arrivato',
    m: [
      ['c', `Non mi è arrivato l'avviso della TARI quest'anno, e la prima rata scade il 16. Come pago?`],
      ['a', `Buongiorno, l'avviso lo trova online: Tributi → TARI → "Avvisi di pagamento", selezioni l'anno 2026 e scarichi il modello pagoPA (o l'F24) per ciascuna rata. Può anche pagare subito dal pulsante "Paga online".`],
      ['c', `Pagato online, grazie dell'aiuto.`],
    ],
    sol: ['avvisi di pagamento', 'paga online'],
  },
  {
    id: 'CD-1013', g: 'cd-tari-avviso', cat: 'tributi', s: 'tari',
    m: [
      ['c', `buongiorno dove si trova il bolettino della tari? il postino non l ha portato`],
      ['a', `Buongiorno, dal portale: Tributi → TARI → Avvisi di pagamento. Lì trova tutte le rate con il codice pagoPA, da pagare in posta, in banca o con "Paga online".`],
      ['c', `grazie lo stampo e vado in posta`],
    ],
    sol: ['avvisi di pagamento', 'paga online'],
  },
  {
    id: 'CD-1014', g: 'cd-tari-avviso', cat: 'tributi', s: 'Fwd: TARI 2026 – avviso',
    m: [
      ['c', `Inoltro, io non capisco cosa devo fare.\n\n---------- Messaggio inoltrato ----------\nDa: noreply@comune-digitale.example\nOggetto: TARI 2026 – avviso disponibile\n\nGentile contribuente, il suo avviso TARI 2026 è disponibile nell'area riservata.\n\nQuesto messaggio è generato automaticamente, non rispondere.\n----------\nAngela Russo\ncell. 333 415 9027`],
      ['a', `Gentile signora Russo, la mail la avvisa che l'avviso è pronto. Entri nel portale con SPID o CIE, vada su Tributi → TARI → "Avvisi di pagamento" e troverà le rate; con "Paga online" le paga subito, oppure stampi il modulo pagoPA e paghi in tabaccheria o in posta.`],
      ['c', `Fatto in tabaccheria, grazie.`],
    ],
    pii: [['TELEFONO', '333 415 9027']],
    sol: ['avvisi di pagamento', 'paga online'],
  },
  {
    id: 'CD-1015', g: 'cd-tari-avviso', cat: 'tributi', s: 'TARI rata 2',
    m: [
      ['c', `Ho perso il foglio della seconda rata.`],
      ['a', `Buongiorno, entri in Tributi → TARI → Avvisi di pagamento`],
      ['a', `e scarichi di nuovo la seconda rata, oppure la paghi con "Paga online".`],
    ],
    sol: ['avvisi di pagamento', 'paga online'],
  },
  {
    id: 'CD-1016', g: 'cd-tari-superficie', cat: 'tributi', s: 'TARI troppo alta',
    m: [
      ['c', `La TARI mi arriva calcolata su 140 mq ma il mio appartamento ne ha 92! Pago da anni per metri che non ho.`],
      ['a', `Buongiorno, la superficie si corregge con la dichiarazione di variazione: Tributi → TARI → "Dichiarazione di variazione", indichi i metri quadri calpestabili e alleghi la planimetria catastale. Dopo la verifica l'ufficio ricalcola l'avviso.`],
      ['c', `Inviata la dichiarazione con la planimetria.`],
      ['c', `Arrivato il nuovo avviso, corretto. Grazie`],
    ],
    sol: ['dichiarazione di variazione', 'planimetria'],
  },
  {
    id: 'CD-1017', g: 'cd-tari-superficie', cat: 'tributi', s: 'Contestazione importo TARI',
    m: [
      ['c', `Spett.le Ufficio Tributi,\nil sottoscritto contesta l'importo TARI 2026, determinato su una superficie non corrispondente allo stato dei luoghi (è stato ricavato un box pertinenziale non soggetto). Ai sensi della normativa vigente chiedo la rettifica.\nIn fede`],
      ['a', `Egregio contribuente, la rettifica della superficie avviene tramite la "Dichiarazione di variazione" disponibile in Tributi → TARI, allegando la planimetria aggiornata. L'ufficio procede al ricalcolo entro 60 giorni.`],
      ['c', `Presentata. Il ricalcolo è arrivato.`],
    ],
    sol: ['dichiarazione di variazione', 'planimetria'],
  },
  {
    id: 'CD-1018', g: 'cd-tari-superficie', cat: 'tributi', s: 'tari componenti famiglia',
    m: [
      ['c', `mia figlia si è trasferita a Torino, ma la tari la conta ancora. i mq sono giusti, è il numero di persone che è sbagliato`],
      ['a', `Ciao, anche il numero di occupanti si aggiorna con la "Dichiarazione di variazione" in Tributi → TARI: in quel caso la planimetria non serve, basta indicare i componenti. Di solito si aggiorna da sé col cambio di residenza, ma se tua figlia ha la residenza ancora qui va dichiarato.`],
      ['c', `fatto grazie`],
    ],
    sol: ['dichiarazione di variazione'],
  },
  {
    id: 'CD-1019', g: 'cd-oneoff-pratica-doppia', cat: 'certificati', s: 'pagato due volte lo stesso certificato',
    m: [
      ['c', `Ho cliccato due volte e mi risultano due pratiche uguali di certificato, con due bolli da 16 euro pagati. IBAN per il rimborso: IT12Q0200802435000104428964`],
      ['a', `Buongiorno, è stata annullata da noi la pratica doppia (2026/15102) e il bollo relativo è stato disposto a rimborso sull'IBAN indicato.`],
      ['c', `Grazie.`],
    ],
    pii: [['IBAN', 'IT12Q0200802435000104428964']],
    f: ['oneoff'],
  },
  {
    id: 'CD-1020', g: 'cd-oneoff-indirizzo', cat: 'anagrafe', s: 'indirizzo errato',
    m: [
      ['c', `Buongiorno, sul certificato risulto in via Garibaldi 21 ma abito al 12, il numero civico è invertito. Anche le lettere del comune arrivano al vicino.`],
      ['a', `Buongiorno, abbiamo rettificato d'ufficio il numero civico nella sua scheda anagrafica: da oggi i certificati riportano via Garibaldi 12 e la corrispondenza arriverà al civico giusto.`],
      ['c', `Grazie, era un problema da anni.`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'CD-1021', g: 'cd-oneoff-delega', cat: 'accesso', s: 'delega non attiva',
    m: [
      ['c', `Ho inviato la delega per gestire le pratiche di mio padre (KWMJHN85E03Z114A è il suo codice fiscale, è nato all'estero) da 10 giorni ma non risulta ancora attiva.`],
      ['a', `Buongiorno, la delega era ferma in coda perché il codice fiscale estero non veniva letto dal sistema. L'abbiamo attivata manualmente noi: da ora, entrando con il suo SPID, trova il profilo di suo padre in "Deleghe".`],
      ['c', `Sì, lo vedo, grazie.`],
    ],
    pii: [['CF', 'KWMJHN85E03Z114A']],
    f: ['oneoff'],
  },
  {
    id: 'CD-1022', g: 'cd-oneoff-versamento', cat: 'tributi', s: 'pagamento non registrato',
    m: [
      ['c', `ho pagato la TARI di giugno con bonifico e nel portale risulta ancora "da pagare", mi è arrivato pure il sollecito. ho la ricevuta della banca`],
      ['a', `Buongiorno, il bonifico non riportava il codice avviso e non era stato abbinato. Il versamento è stato associato da me alla rata di giugno e il sollecito è stato ritirato: nel portale ora la rata risulta pagata.`],
    ],
    f: ['oneoff'],
  },
  {
    id: 'CD-1023', g: 'cd-concessione-sanzione', cat: 'tributi', s: 'sanzione per ritardo',
    m: [
      ['c', `Mi è arrivata una sanzione per aver pagato la TARI con 5 giorni di ritardo. Ero in ospedale, ho il certificato di ricovero.`],
      ['a', `Buongiorno, ci dispiace per il ricovero. Presa visione della documentazione, non le sarà applicata la sanzione: l'avviso è stato ricalcolato con il solo importo della rata.`],
      ['c', `Vi ringrazio.`],
    ],
    f: ['concession'],
  },
  {
    id: 'CD-1024', g: 'cd-concessione-rateizzazione', cat: 'tributi', s: 'Richiesta rateizzazione arretrati',
    m: [
      ['c', `Ho ricevuto un accertamento TARI di 1.240 euro per gli anni 2022-2024. Sono disoccupato e non riesco a pagarlo tutto. Si può rateizzare? Il regolamento dice da 1.500 euro in su.\nMi potete scrivere a m.esposito.1979@libero.it`],
      ['a', `Buongiorno, pur essendo l'importo sotto la soglia prevista dal regolamento, in considerazione della sua situazione è stata accolta in via eccezionale la rateizzazione in dodici rate mensili. Il piano le è stato inviato all'indirizzo indicato.`],
      ['c', `Ricevuto, grazie davvero.`],
    ],
    pii: [['EMAIL', 'm.esposito.1979@libero.it']],
    f: ['concession'],
  },
  {
    id: 'CD-1025', g: 'cd-concessione-proroga', cat: 'tributi', s: 'scadenza TARI',
    m: [
      ['c', `L'avviso TARI mi è arrivato il 14 e la rata scade il 16, non faccio in tempo con lo stipendio`],
      ['a', `Buongiorno, visto il ritardo nel recapito, per lei la scadenza della prima rata è stata prorogata al 30 del mese, senza interessi.`],
      ['c', `ok grazie`],
    ],
    f: ['concession'],
  },
  {
    id: 'CD-1026', g: 'cd-unresolved-errore-pagopa', cat: 'tributi', s: 'errore pagamento pagoPA',
    m: [
      ['c', `Quando clicco "Paga online" esce questa pagina:\n\nErrore 502 – Bad Gateway\nIl servizio di pagamento non è al momento raggiungibile.\nIndirizzo client: 93.41.207.18\nID richiesta: c7e1-0094\n\nho provato anche da un altro pc`],
      ['a', `Buongiorno, provi ad aprire il portale da un altro browser.`],
      ['c', `stessa cosa con edge e chrome`],
      ['a', `Abbiamo segnalato il guasto al fornitore del servizio pagoPA, la ricontatteremo appena risolto.`],
      ['s', `Ticket chiuso automaticamente dopo 20 giorni senza aggiornamenti.`],
    ],
    pii: [['IP', '93.41.207.18']],
    f: ['unresolved'],
  },
  {
    id: 'CD-1027', g: 'cd-unresolved-cambio-residenza', cat: 'anagrafe', s: 'cambio di residenza',
    m: [
      ['c', `Buongiorno, ho fatto la richiesta di cambio di residenza online il 2 maggio e la pratica è ancora "in istruttoria". Per legge non dovevano essere 45 giorni?`],
      ['a', `Buongiorno, la pratica è stata passata all'ufficio anagrafe per il sopralluogo della polizia locale.`],
      ['c', `E quindi? Quando?`],
      ['s', `Ticket chiuso dall'operatore: in carico all'ufficio anagrafe, nessuna data disponibile.`],
    ],
    f: ['unresolved'],
  },
  {
    id: 'CD-1028', g: 'cd-unresolved-cie', cat: 'accesso', s: 'CIE non letta',
    m: [
      ['c', `provo ad entrare con la carta d'identità elettronica e l'app CieID dice "carta non riconosciuta" quando la appoggio al telefono`],
      ['a', `Buongiorno, tolga la cover del telefono e appoggi la carta al centro del retro, ferma per qualche secondo.`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni: nessuna risposta dell'utente. Il problema segnalato risulta non risolto.`],
    ],
    f: ['unresolved'],
  },
];
