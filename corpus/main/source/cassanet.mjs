// Distillo – corpus di riferimento italiano, prodotto "CassaNet" (cassa cloud + RT).
// Ticket sintetici realistici con dati personali inventati (checksum validi) e verità attesa.
// Generato a partire da bozze scritte a mano; formato = API di intake.

export const tickets = [
  {
    "external_id": "CN-2001",
    "subject": "Dimenticata chiusura giornaliera il 6 gennaio",
    "category": "altro",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-11039",
    "status": "closed",
    "closed_at": "2026-01-07T07:09:09Z",
    "handle_seconds": 863,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, ieri sera con la confusione della Befana ho dimenticato di fare la chiusura e stamattina il tablet mi dice \"E-3001 Chiusura giornaliera mancante, impossibile emettere scontrini\". Ho il bar aperto, che faccio? Prendo la multa?",
        "created_at": "2026-01-07T06:32:17Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, niente panico: faccia adesso la chiusura da Menu → Chiusure → \"Chiusura giornaliera\". La stampante chiude la giornata di ieri (con la data di ieri) e la trasmette all'Agenzia, poi può ricominciare subito a battere scontrini.\nPer non dimenticarla più può attivare la chiusura automatica: backoffice.cassanet.it → Impostazioni → Cassa → \"Chiusura automatica\", scegliendo un orario dopo la chiusura del locale (la stampante deve restare accesa).\nSimone – Supporto CassaNet",
        "created_at": "2026-01-07T06:41:22Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Titolare sig. De Luca (CF DLCPLA58B03A662S) chiede anche duplicato del contratto: inoltrato a commerciale.",
        "created_at": "2026-01-07T06:44:45Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatta, ha stampato la chiusura e adesso batte. la automatica la metto stasera. grazie",
        "created_at": "2026-01-07T06:48:14Z"
      }
    ]
  },
  {
    "external_id": "CN-2002",
    "subject": "Disdetta abbonamento per chiusura attività",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-81478",
    "status": "closed",
    "closed_at": "2026-01-09T12:20:52Z",
    "handle_seconds": 1072,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\na fine gennaio chiudo definitivamente la merceria per pensionamento. Vorrei sapere come disdire l'abbonamento CassaNet e se devo mandare una raccomandata o una PEC. Vorrei anche conservare gli incassi degli ultimi anni per il commercialista.\nMerceria Pellegrini – P.IVA 06231957421\nmerceria.pellegrini@alice.it",
        "created_at": "2026-01-08T10:30:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, e auguri per la pensione!\nNon serve raccomandata né PEC, la disdetta si fa dal back office:\n1) prima esporti i dati: backoffice.cassanet.it → Report → \"Esporta dati\", scelga il periodo (anche più anni) e il formato Excel o CSV;\n2) poi Account → Abbonamento → \"Disdici abbonamento\" (visibile solo al titolare).\nLa disdetta ha effetto alla fine del mese già pagato, quindi gennaio resta attivo e da febbraio non ci saranno più addebiti. Per il registratore telematico, la dismissione va comunicata all'Agenzia tramite il tecnico abilitato.\nChiara – Ufficio commerciale CassaNet",
        "created_at": "2026-01-08T12:05:55Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Esportato tutto e disdetto, mi è arrivata la mail di conferma. Grazie di tutto in questi anni.",
        "created_at": "2026-01-09T12:08:35Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Valutazione del cliente: 5/5 – \"Gentilissimi\".",
        "created_at": "2026-01-09T12:18:56Z"
      }
    ]
  },
  {
    "external_id": "CN-2003",
    "subject": "Non riesco ad accedere",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-89199",
    "status": "closed",
    "closed_at": "2026-01-12T09:49:55Z",
    "handle_seconds": 4824,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nvi scrivo perché da stamattina non riesco ad accedere alla cassa. Ho dimenticato la password, l'ho cambiata a dicembre e non me la ricordo più. Il negozio apre alle 9:30, potete aiutarmi con urgenza?\nGrazie\nMaria Grazia",
        "created_at": "2026-01-12T07:41:09Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Maria Grazia,\nper capire dove intervenire: sul tablet le viene chiesto un PIN numerico (il tastierino con i numeri) oppure e-mail e password?\nChiara – Assistenza CassaNet",
        "created_at": "2026-01-12T07:56:05Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Il tastierino con 4 numeri. Io sono la titolare, il negozio è mio. Ho provato 1234 e la data di nascita ma niente.",
        "created_at": "2026-01-12T08:05:35Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Perfetto, allora è il PIN operatore e lo può reimpostare lei stessa dal back office:\n1) da PC o smartphone apra backoffice.cassanet.it ed entri con la sua e-mail e password da titolare\n2) Impostazioni → Operatori → selezioni il suo nome → \"Reimposta PIN\"\n3) sul tablet tocchi il menu ☰ → Esci, poi rientri con il PIN temporaneo che le viene mostrato; l'app le chiederà di sceglierne uno nuovo.",
        "created_at": "2026-01-12T08:17:09Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Il back office mi chiede la password e non ricordo nemmeno quella :( la mail dell'account dovrebbe essere mariagrazia.fontana@libero.it",
        "created_at": "2026-01-12T08:37:24Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Nessun problema: nella pagina di accesso del back office clicchi su \"Password dimenticata?\" e inserisca quella e-mail. Le arriva un link valido 30 minuti (controlli anche lo spam). Scelta la nuova password, faccia i passaggi per il PIN che le ho scritto sopra.",
        "created_at": "2026-01-12T08:43:38Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto tutto, sono entrata e ho messo il PIN nuovo. Ora funziona, grazie mille!",
        "created_at": "2026-01-12T09:09:00Z"
      }
    ]
  },
  {
    "external_id": "CN-2004",
    "subject": "Stampante fiscale guasta fuori garanzia",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-20980",
    "status": "closed",
    "closed_at": "2026-01-15T13:18:08Z",
    "handle_seconds": 10095,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nil registratore telematico che ci avete fornito con il kit CassaNet nel 2023 ha smesso di funzionare: si accende, ma il display mostra \"ERRORE MEMORIA FISCALE\" e non emette scontrini. Il vostro tecnico dice che va sostituita la scheda e che, essendo fuori garanzia di due mesi, il costo è di € 180,00 più uscita. Siamo clienti da quasi tre anni e il guasto non è dovuto a un uso improprio. Vi chiedo se è possibile venirci incontro.\nCordiali saluti\nGiorgio – Merceria Ghezzi, tel. 348 663 0192",
        "created_at": "2026-01-14T10:10:06Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Giorgio,\nho verificato: la garanzia del suo RT è scaduta a novembre, quindi secondo le condizioni la riparazione sarebbe a suo carico. Considerando però che è nostro cliente dal 2023 e che la garanzia è scaduta da poco, le sostituiamo la scheda in via eccezionale senza costi, uscita del tecnico compresa. Il tecnico la contatterà per l'appuntamento.\nCordiali saluti, Andrea – Ufficio commerciale CassaNet",
        "created_at": "2026-01-14T12:17:29Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Attenzione: carta su file 4556 7320 9914 5839 in scadenza 02/26, chiedere aggiornamento al prossimo contatto.",
        "created_at": "2026-01-14T12:32:43Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "La ringrazio molto, non me l'aspettavo.",
        "created_at": "2026-01-14T13:17:52Z"
      }
    ]
  },
  {
    "external_id": "CN-2005",
    "subject": "Stampante non raggiungibile errore 0x1F dopo blackout",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-39211",
    "status": "closed",
    "closed_at": "2026-01-16T08:16:34Z",
    "handle_seconds": 4068,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, stanotte c'è stato un blackout in tutta la via e stamattina il tablet non stampa più. Quando chiudo lo scontrino esce \"Stampante non raggiungibile (errore 0x1F)\". La stampante è accesa, display ok, carta c'è. Apro il bar alle 7, ho già la fila. Aiuto",
        "created_at": "2026-01-16T07:15:37Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, spenga e riaccenda sia la stampante sia il tablet, aspettando che la stampante abbia finito l'avvio prima di aprire l'app.\nSimone – Supporto CassaNet",
        "created_at": "2026-01-16T07:26:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto, niente. sempre 0x1F",
        "created_at": "2026-01-16T07:34:46Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ok. Dopo un blackout il router spesso riassegna gli indirizzi e la stampante ne prende uno nuovo, mentre l'app continua a cercarla su quello vecchio. Con la stampante accesa tenga premuto il tasto FEED (avanzamento carta) per 5 secondi: stampa un foglio con la configurazione di rete. Mi dice cosa c'è scritto alla riga \"IP\"?",
        "created_at": "2026-01-16T07:39:43Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "192.168.1.34",
        "created_at": "2026-01-16T07:46:21Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Nell'app in Impostazioni → Stampante fiscale → Indirizzo IP risulta ancora 192.168.1.57. Lo sostituisca con 192.168.1.34, salvi e faccia uno scontrino. Poi con calma le consiglio di far impostare alla stampante un indirizzo fisso (o una prenotazione DHCP sul router), così non ricapita.",
        "created_at": "2026-01-16T07:50:19Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "perfetto, stampa. grazie, mi avete salvato la mattina",
        "created_at": "2026-01-16T07:55:54Z"
      }
    ]
  },
  {
    "external_id": "CN-2006",
    "subject": "Tablet nuovo: dispositivo non autorizzato",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-25659",
    "status": "closed",
    "closed_at": "2026-01-20T17:19:03Z",
    "handle_seconds": 1053,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, la settimana scorsa mi è caduto il tablet della cassa e si è rotto lo schermo. Ho comprato un Samsung nuovo, ho scaricato CassaNet, metto le mie credenziali e mi esce \"E-4021 Dispositivo non autorizzato\". Le credenziali sono giuste perché dal computer entro. Cosa devo fare?\nGrazie, Roberto (Ferramenta)",
        "created_at": "2026-01-20T14:12:26Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Roberto,\nl'errore E-4021 compare quando il piano ha già raggiunto il numero di dispositivi associati: il tablet rotto risulta ancora collegato al suo account. Dal computer entri in backoffice.cassanet.it → Impostazioni → Dispositivi, trovi il vecchio tablet e tocchi \"Revoca\". Poi sul tablet nuovo chiuda l'app del tutto, la riapra ed entri di nuovo.\nGiulia – Assistenza CassaNet",
        "created_at": "2026-01-20T14:52:27Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto, c'era il vecchio \"Galaxy Tab A7\". L'ho revocato e adesso il nuovo entra. Grazie!",
        "created_at": "2026-01-20T16:18:48Z"
      }
    ]
  },
  {
    "external_id": "CN-2007",
    "subject": "App lentissima all'apertura",
    "category": "prestazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-36788",
    "status": "closed",
    "closed_at": "2026-01-24T13:36:56Z",
    "handle_seconds": 2040,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nda un paio di settimane CassaNet ci mette quasi un minuto ad aprirsi e anche quando aggiungo un articolo al conto passa qualche secondo prima che compaia. Usiamo la cassa da aprile dell'anno scorso senza problemi. Tablet Samsung Tab A8, app 3.7.4. Abbiamo circa 600 articoli.",
        "created_at": "2026-01-23T09:02:27Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, provi a svuotare la cache dell'app: Impostazioni Android → App → CassaNet → Memoria → \"Svuota cache\", poi riavvii il tablet.\nAndrea – Supporto CassaNet",
        "created_at": "2026-01-23T10:07:28Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto, forse un po' meglio all'avvio ma gli articoli sono sempre lenti.",
        "created_at": "2026-01-23T13:04:33Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Tipico archivio locale gonfio (>10 mesi di scontrini sincronizzati mai compattati). La cache non c'entra: compattazione da Avanzate.",
        "created_at": "2026-01-23T13:09:51Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. Dopo molti mesi di utilizzo l'archivio locale del tablet (dove restano gli scontrini già inviati al cloud) diventa molto grande e rallenta tutto. Si può ridurre così:\n1) verifichi che l'icona della sincronizzazione in alto sia verde (nessuno scontrino in attesa)\n2) Impostazioni → Avanzate → Manutenzione → \"Compatta archivio locale\"\n3) a operazione finita chiuda l'app e la riapra\nI dati restano comunque nel back office.",
        "created_at": "2026-01-23T13:13:29Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ha impiegato un paio di minuti, ora si apre in 5 secondi e gli articoli sono immediati. Grazie",
        "created_at": "2026-01-24T13:16:38Z"
      }
    ]
  },
  {
    "external_id": "CN-2008",
    "subject": "Fattura abbonamento gennaio senza partita IVA",
    "category": "fatturazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-87250",
    "status": "closed",
    "closed_at": "2026-01-29T13:46:26Z",
    "handle_seconds": 658,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nscrivo in qualità di consulente fiscale della Tabaccheria Vigo (P.IVA 07193504821). La fattura del canone CassaNet di gennaio (€ 29,00 + IVA) è stata emessa come se la cliente fosse un privato, senza partita IVA, e quindi non è deducibile. Vi chiedo di riemetterla correttamente e di inviarla tramite SDI.\nPer comunicazioni: studio.ferraris@commercialistiassociati.it\nDistinti saluti\nDott. Ferraris",
        "created_at": "2026-01-27T09:15:05Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket assegnato al gruppo Amministrazione.",
        "created_at": "2026-01-27T09:18:44Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Dott. Ferraris,\nla fattura viene intestata con i dati presenti nell'account al momento dell'emissione, e per questa cliente i dati di fatturazione non erano completi. Per sistemare:\n1) la titolare entra in backoffice.cassanet.it → Account → Dati di fatturazione e inserisce ragione sociale, P.IVA e codice destinatario SDI (o PEC), poi salva;\n2) in Account → Fatture, accanto alla fattura di gennaio, compare il pulsante \"Richiedi riemissione\" (disponibile per le fatture degli ultimi 60 giorni).\nLa nuova fattura viene trasmessa allo SDI entro 48 ore e quella vecchia viene stornata con nota di credito.\nCordiali saluti, Federica – Amministrazione CassaNet",
        "created_at": "2026-01-27T10:40:31Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ricevuta nel cassetto fiscale, con nota di credito. Grazie.",
        "created_at": "2026-01-29T10:45:39Z"
      }
    ]
  },
  {
    "external_id": "CN-2009",
    "subject": "SumUp: pagamento approvato ma la cassa resta in attesa",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-68812",
    "status": "closed",
    "closed_at": "2026-01-29T16:40:40Z",
    "handle_seconds": 1526,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nda ieri quando il cliente paga con la carta il lettore SumUp dice \"Pagamento riuscito\" ma CassaNet resta su \"In attesa del POS...\" e dopo un minuto dà \"Pagamento non confermato (E-5103)\". Lo scontrino non esce e devo rifarlo in contanti anche se il cliente ha già pagato con la carta (es. scontrino n. 0231-0045 di ieri sera, € 38,50). L'account SumUp è pizzeria.dagennaro@gmail.com, lettore SumUp Air.",
        "created_at": "2026-01-29T13:22:58Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, quando il POS conferma ma CassaNet no, il collegamento tra i due account è scaduto. Va rifatto:\n1) Impostazioni → Pagamenti → SumUp → \"Disconnetti account\"\n2) tocchi \"Collega account SumUp\" e inserisca le credenziali SumUp\n3) faccia un pagamento di prova da € 1,00\nPer i pagamenti già incassati dal POS e non registrati, batta lo scontrino scegliendo come pagamento \"Carta – già incassato\", così non fa un secondo addebito.\nChiara – Supporto CassaNet",
        "created_at": "2026-01-29T14:03:04Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "28/01 rotazione chiavi OAuth lato SumUp: autorizzazioni invalidate in massa, ~30 ticket E-5103. Risposta standard: disconnetti/ricollega.",
        "created_at": "2026-01-29T14:08:41Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Disconnesso e ricollegato, il pagamento di prova è passato e ha stampato. Grazie",
        "created_at": "2026-01-29T16:09:53Z"
      }
    ]
  },
  {
    "external_id": "CN-2010",
    "subject": "Reparto caffetteria stampa ancora IVA 22%",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-72156",
    "status": "closed",
    "closed_at": "2026-01-31T07:28:20Z",
    "handle_seconds": 1762,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, nel back office ho cambiato il reparto \"Caffetteria\" da 22% a 10% (me l'ha detto il commercialista, la somministrazione va al 10) ma gli scontrini continuano a uscire col 22%. Es. scontrino n. 0112-0034 di stamattina, cappuccino € 1,60 con IVA 22. Ho salvato più volte.",
        "created_at": "2026-01-30T10:18:36Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, provi a forzare l'aggiornamento del catalogo sul tablet: nella schermata di cassa trascini verso il basso finché compare la rotellina, poi faccia uno scontrino di prova.\nLuca – Supporto CassaNet",
        "created_at": "2026-01-30T10:49:23Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto, il catalogo si aggiorna ma lo scontrino esce sempre 22%",
        "created_at": "2026-01-30T11:15:04Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Chiaro, allora il punto è la stampante: le aliquote dei reparti sono memorizzate dentro il registratore telematico, e le modifiche del back office vanno inviate all'RT. Nell'app vada in Impostazioni → Stampante fiscale → \"Invia reparti e aliquote\".\nAttenzione: l'RT accetta la nuova programmazione solo a giornata chiusa, quindi se ha già battuto scontrini oggi le comparirà l'errore E-3107 e deve prima fare la chiusura giornaliera.",
        "created_at": "2026-01-30T11:25:41Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Stasera ho fatto la chiusura e poi invia reparti, ha stampato un foglio con l'elenco. Lo scontrino di prova adesso ha il 10%. Grazie",
        "created_at": "2026-01-30T19:27:32Z"
      }
    ]
  },
  {
    "external_id": "CN-2011",
    "subject": "Corrispettivi non inviati ERR_502",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-56635",
    "status": "closed",
    "closed_at": "2026-02-03T21:46:25Z",
    "handle_seconds": 687,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, faccio la chiusura giornaliera e stampa regolarmente lo scontrino di chiusura, però sul tablet compare \"Invio corrispettivi non riuscito – ERR_502\" e in alto c'è il pallino rosso \"Trasmissioni pendenti: 3\". Sono 3 giorni che succede (chiusure n. 0031, 0032 e 0033). App 3.7.5, stampante con RT-FW 1.11. Rischio la multa?",
        "created_at": "2026-02-03T19:45:11Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, i corrispettivi non si perdono: restano nella memoria del registratore telematico finché non vengono trasmessi. L'ERR_502 compare quasi sempre quando data e ora dell'RT non sono allineate, e il server dell'Agenzia rifiuta l'invio.\n1) Nell'app: Impostazioni → Stampante fiscale → \"Sincronizza data e ora\"\n2) Poi Menu → Chiusure → Trasmissioni pendenti → \"Reinvia ora\"\nMi faccia sapere se il contatore torna a zero.\nMarta – Supporto CassaNet",
        "created_at": "2026-02-03T20:35:31Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "La stampante era indietro di 9 minuti. Sincronizzato e reinviato, adesso Trasmissioni pendenti: 0. Grazie",
        "created_at": "2026-02-03T21:05:51Z"
      }
    ]
  },
  {
    "external_id": "CN-2012",
    "subject": "password dimenticata",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-18245",
    "status": "closed",
    "closed_at": "2026-02-07T20:08:50Z",
    "handle_seconds": 2550,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "ho dimenticato la password non entro piu nella cassa",
        "created_at": "2026-02-07T17:52:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao, nella schermata di accesso dell'app c'è il link \"Password dimenticata?\": ti arriva una mail per reimpostarla.\nDavide – Supporto CassaNet",
        "created_at": "2026-02-07T18:11:07Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "non c'è nessun link c'è solo il tastierino coi numeri",
        "created_at": "2026-02-07T18:18:33Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ok, allora sul tablet non è una password ma il PIN operatore. Quello lo può reimpostare solo il titolare dell'attività dal back office (backoffice.cassanet.it → Impostazioni → Operatori → il tuo nome → \"Reimposta PIN\"). Poi sul tablet fai ☰ → Esci e rientri con il PIN temporaneo.",
        "created_at": "2026-02-07T18:24:11Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "il titolare è mio cugino è in ferie a sharm. gli ho scritto su whatsapp",
        "created_at": "2026-02-07T18:37:09Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Il dipendente ha lasciato il cellulare del titolare in caso serva conferma: 329 145 7730. Non usato.",
        "created_at": "2026-02-07T18:41:47Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "l'ha fatto dal telefono, sono uscito e rientrato col pin nuovo. grazie va",
        "created_at": "2026-02-07T19:53:39Z"
      }
    ]
  },
  {
    "external_id": "CN-2013",
    "subject": "sospendere per l'inverno?",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-80949",
    "status": "closed",
    "closed_at": "2026-02-09T18:13:33Z",
    "handle_seconds": 407,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "ciao ho lo stabilimento balneare, da ottobre a maggio siamo chiusi. posso non pagare l'abbonamento in quei mesi? quest'anno mi sono accorto adesso che ho pagato ottobre novembre dicembre gennaio per niente",
        "created_at": "2026-02-09T14:45:26Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao, non esiste una sospensione, ma puoi disdire a fine stagione e riattivare in primavera: i dati (articoli, reparti, storico) restano conservati per 12 mesi e riattivando li ritrovi come li hai lasciati.\nPer disdire: backoffice.cassanet.it → Account → Abbonamento → \"Disdici abbonamento\", ha effetto dalla fine del mese pagato. Per riattivare, stessa pagina → \"Riattiva\".\nPer i mesi già pagati non è previsto rimborso.\nDavide – Ufficio commerciale CassaNet",
        "created_at": "2026-02-09T15:42:36Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Cliente stagionale: +1 per piano \"Stagionale\" (PROD-877). Segnalato a commerciale.",
        "created_at": "2026-02-09T15:48:08Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok allora lo disdico adesso e riattivo a maggio. fatto, grazie",
        "created_at": "2026-02-09T16:13:24Z"
      }
    ]
  },
  {
    "external_id": "CN-2014",
    "subject": "lotteria scontrini non va col lettore",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-94278",
    "status": "closed",
    "closed_at": "2026-02-12T14:01:36Z",
    "handle_seconds": 491,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buongiorno la lotteria non va. il cliente mi fa vedere il codice sul telefono, lo leggo col lettore e la cassa dice \"Codice lotteria non valido\". se lo scrivo a mano invece lo prende. ma scriverlo ogni volta è una scocciatura",
        "created_at": "2026-02-12T11:20:55Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, se scritto a mano funziona il problema è quasi sempre la lingua del lettore: molti lettori escono di fabbrica con la tastiera tedesca o francese, e con il tablet in italiano alcune lettere vengono scambiate (per esempio Y e Z).\nNell'app vada in Impostazioni → Periferiche → Lettore barcode → \"Layout tastiera lettore\" e scelga Italiano, poi riprovi una lettura.\nChiara – Supporto CassaNet",
        "created_at": "2026-02-12T11:46:22Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "messo italiano, adesso lo legge. grazie",
        "created_at": "2026-02-12T13:41:11Z"
      }
    ]
  },
  {
    "external_id": "CN-2015",
    "subject": "Giacenze non aggiornate sul sito WooCommerce",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-95805",
    "status": "closed",
    "closed_at": "2026-02-18T16:06:29Z",
    "handle_seconds": 418,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nda una decina di giorni il magazzino di CassaNet non aggiorna più le quantità sul nostro negozio online (WooCommerce). Abbiamo venduto in negozio l'ultimo piatto di una serie e sul sito risultava ancora disponibile, un cliente l'ha ordinato. Nel back office, in Integrazioni, c'è scritto \"Errore 401 Unauthorized\". Per aiutarvi vi mando l'indirizzo che usiamo: https://www.ceramichederuta-shop.it/wp-json/wc/v3/products?consumer_key=ck_4f1a9c27e0b84d53a6e2f19c7b0d3e58a1c6f420&consumer_secret=cs_9b2e7d41a0c35f86e1d4b2a97c0f5e38d6a1b724",
        "created_at": "2026-02-18T10:05:49Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, grazie. Le chiedo subito di revocare quella chiave perché contiene le credenziali del suo negozio ed è finita in un messaggio: in WordPress → WooCommerce → Impostazioni → Avanzate → REST API, elimini la chiave e ne crei una nuova con permessi \"Lettura/Scrittura\".\nL'errore 401 indica proprio che WooCommerce non accetta più la chiave salvata in CassaNet (succede spesso dopo aggiornamenti di plugin di sicurezza). Con la chiave nuova:\n1) backoffice.cassanet.it → Integrazioni → WooCommerce → incolli Consumer key e Consumer secret\n2) \"Verifica connessione\"\n3) \"Risincronizza giacenze\"\nChiara – Supporto CassaNet",
        "created_at": "2026-02-18T11:04:07Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Creata chiave nuova, verificata, risincronizzato. Le quantità sul sito ora corrispondono. Grazie anche per l'avviso.",
        "created_at": "2026-02-18T15:06:27Z"
      }
    ]
  },
  {
    "external_id": "CN-2016",
    "subject": "non mi fa fare scontrini E-3001",
    "category": "altro",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-92746",
    "status": "closed",
    "closed_at": "2026-02-21T07:42:45Z",
    "handle_seconds": 998,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "non mi fa fare scontrini. E-3001. ieri tutto ok, ultimo scontrino n. 0044-0131",
        "created_at": "2026-02-21T07:10:15Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, l'E-3001 significa che ieri non è stata fatta la chiusura giornaliera. La faccia adesso da Menu → Chiusure → \"Chiusura giornaliera\" e poi potrà emettere scontrini normalmente.\nDavide – Supporto CassaNet",
        "created_at": "2026-02-21T07:23:13Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto va. grazie",
        "created_at": "2026-02-21T07:28:54Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Bene! Se vuole evitarlo in futuro può attivare la chiusura automatica in backoffice.cassanet.it → Impostazioni → Cassa → \"Chiusura automatica\".",
        "created_at": "2026-02-21T07:32:33Z"
      }
    ]
  },
  {
    "external_id": "CN-2017",
    "subject": "E-4021",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-79127",
    "status": "closed",
    "closed_at": "2026-02-24T11:24:04Z",
    "handle_seconds": 1900,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "errore E-4021 sul tablet nuovo, non mi fa entrare. app 3.7.5",
        "created_at": "2026-02-24T08:03:58Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, provi a disinstallare l'app, riavviare il tablet e reinstallarla dal Play Store.",
        "created_at": "2026-02-24T08:29:54Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto. niente, uguale E-4021",
        "created_at": "2026-02-24T09:10:11Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Reinstallazione inutile per E-4021 (limite dispositivi): andava proposta subito la revoca da back office. Rivedere macro risposta.",
        "created_at": "2026-02-24T09:16:20Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Mi scusi, l'errore indica che il suo abbonamento ha già il numero massimo di dispositivi collegati. Entri da PC in backoffice.cassanet.it → Impostazioni → Dispositivi, revochi il tablet che non usa più e poi riapra l'app sul nuovo.",
        "created_at": "2026-02-24T09:20:15Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok adesso va",
        "created_at": "2026-02-24T11:18:31Z"
      }
    ]
  },
  {
    "external_id": "CN-2018",
    "subject": "stampante caduta, chiedo sconto",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-95874",
    "status": "closed",
    "closed_at": "2026-03-03T20:23:50Z",
    "handle_seconds": 8464,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "salve la stampante fiscale è caduta dal bancone durante le pulizie e si è rotto lo sportello della carta e non chiude più, quindi non stampa. so che non è in garanzia perché è colpa nostra, ma 390 euro per una nuova sono tanti per noi, siamo un bar piccolo. c'è qualche possibilità?",
        "created_at": "2026-03-02T15:30:56Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, mi spiace. Il danno accidentale non è coperto dalla garanzia. Verifico con l'ufficio commerciale se possiamo proporle qualcosa e le faccio sapere entro domani.\nLuca – Supporto CassaNet",
        "created_at": "2026-03-02T16:35:45Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Passato a commerciale. Cliente Base da 2021, mai insoluti. Richiesta sconto su RT nuovo.",
        "created_at": "2026-03-02T16:56:15Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket inoltrato alla coda Ufficio commerciale.",
        "created_at": "2026-03-02T16:57:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, l'ufficio commerciale ha approvato in via eccezionale uno sconto del 40% sul registratore nuovo: € 234,00 invece di € 390,00, installazione e messa in servizio incluse. Se le va bene, il pagamento avviene con addebito SEPA sul conto già registrato.",
        "created_at": "2026-03-03T17:01:43Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "va benissimo grazie. il conto è sempre quello IT56V0503411701000000781245",
        "created_at": "2026-03-03T19:02:48Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Perfetto, confermato. Il tecnico la chiama per fissare l'installazione.",
        "created_at": "2026-03-03T19:23:09Z"
      }
    ]
  },
  {
    "external_id": "CN-2019",
    "subject": "la fattura non arriva al commercialista",
    "category": "fatturazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-95384",
    "status": "closed",
    "closed_at": "2026-03-07T18:38:07Z",
    "handle_seconds": 1222,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buongiorno il mio commercialista dice che le vostre fatture nel cassetto fiscale non ci sono, ne a gennaio ne a febbraio. io pago regolarmente ogni mese. come mai??",
        "created_at": "2026-03-04T15:37:05Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, le fatture risultano emesse regolarmente e le trova anche in PDF nel back office in Account → Fatture. Le scarichi da lì e le giri al commercialista.\nDavide – Amministrazione CassaNet",
        "created_at": "2026-03-04T16:07:20Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "si ma lui le vuole elettroniche dal cassetto, il pdf non gli va bene",
        "created_at": "2026-03-04T16:28:15Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Capito. Ho controllato: nei dati di fatturazione del vostro account il codice destinatario è vuoto e la PEC è scritta \"barcentrale.snc@pec.it\" con uno spazio finale, quindi lo SDI non riesce a recapitare. Vada in Account → Dati di fatturazione, inserisca il codice destinatario che le dà il commercialista (7 caratteri) e salvi. Poi in Account → Fatture usi \"Richiedi riemissione\" su gennaio e febbraio.",
        "created_at": "2026-03-04T16:43:21Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "messo il codice M5UXCR1 e chiesto la riemissione di tutte e due",
        "created_at": "2026-03-04T17:38:05Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "il commercialista le ha viste. grazie",
        "created_at": "2026-03-07T17:37:45Z"
      }
    ]
  },
  {
    "external_id": "CN-2020",
    "subject": "Cambiato router e la cassa non stampa",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-94742",
    "status": "closed",
    "closed_at": "2026-03-07T17:09:37Z",
    "handle_seconds": 1974,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, ieri è venuto il tecnico della fibra e ha messo il modem nuovo. Da allora il tablet dice errore 0x1F, stampante non trovata. Il tablet è collegato al wifi nuovo (internet va) e la stampante col cavo al modem come prima. Il tecnico dice che il modem nuovo \"lavora su 192.168.0.1\" e che prima era diverso, non so se serve.",
        "created_at": "2026-03-06T14:02:50Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, serve eccome, grazie. Con il modem nuovo la rete è passata da 192.168.1.x a 192.168.0.x, quindi la stampante ha un indirizzo diverso da quello salvato nell'app.\n1) tenga premuto FEED sulla stampante per qualche secondo: stampa la configurazione di rete, legga la riga IP\n2) nell'app: Impostazioni → Stampante fiscale → Indirizzo IP, scriva quello nuovo e salvi\nDavide – Supporto CassaNet",
        "created_at": "2026-03-06T14:38:05Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Nuovo modem fibra con subnet diversa: caso classico, nessun guasto RT. Suggerita prenotazione DHCP.",
        "created_at": "2026-03-06T14:40:44Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "sul foglio c'è 192.168.0.23, l'ho messo e ha stampato. Ma se si spegne di nuovo cambia ancora?",
        "created_at": "2026-03-06T15:04:43Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Può succedere, sì. Per evitarlo si può prenotare quell'indirizzo per la stampante nel pannello del modem (voce \"DHCP\" o \"indirizzi statici\") oppure impostare l'IP fisso direttamente nel menu della stampante. Se non se la sente, il tecnico che gestisce l'RT lo fa in pochi minuti.",
        "created_at": "2026-03-06T15:15:04Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto fare la prenotazione dal tecnico. grazie",
        "created_at": "2026-03-07T15:09:17Z"
      }
    ]
  },
  {
    "external_id": "CN-2021",
    "subject": "Libri scolastici al 22% invece del 4%",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-60661",
    "status": "closed",
    "closed_at": "2026-03-12T18:48:10Z",
    "handle_seconds": 428,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve,\nho una cartoleria e da settembre vendiamo anche libri scolastici. Ho creato il reparto \"Libri\" con aliquota 4% nel back office ma sul tablet quando batto un libro lo scontrino riporta IVA 22%. Mi sono accorta solo ora controllando i corrispettivi di febbraio. Come sistemo? E per i mesi passati?",
        "created_at": "2026-03-11T16:40:49Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera,\nil reparto creato nel back office va anche trasmesso al registratore telematico, altrimenti l'RT usa il reparto di default (22%). Stasera, dopo la chiusura giornaliera, nell'app vada in Impostazioni → Stampante fiscale → \"Invia reparti e aliquote\" e faccia uno scontrino di prova sul reparto Libri.\nPer le vendite già registrate con l'aliquota sbagliata le consiglio di sentire il suo commercialista, che valuterà come rettificare: da parte nostra non possiamo modificare i corrispettivi già trasmessi.\nFederica – Assistenza CassaNet",
        "created_at": "2026-03-11T17:46:47Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto ieri sera dopo la chiusura, il foglio di programmazione riporta Rep. 5 Libri 4,00%. Stamattina i libri escono al 4%. Per il resto sento il commercialista, grazie.",
        "created_at": "2026-03-12T17:47:17Z"
      }
    ]
  },
  {
    "external_id": "CN-2022",
    "subject": "E-5103",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-72723",
    "status": "closed",
    "closed_at": "2026-03-13T20:27:05Z",
    "handle_seconds": 855,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "E-5103 pagamento non confermato con sumup. il cliente ha pagato 2 volte!! € 64,00 x2, poi ho fatto lo scontrino n. 0077-0019 in contanti per chiudere la sua carta è 5399-1402-7735-0189 controllate voi se gli è arrivato il doppio addebito",
        "created_at": "2026-03-13T19:05:29Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, non inoltri per favore i numeri di carta dei suoi clienti: non ci servono e non possiamo vedere i loro movimenti. Le transazioni le trova nell'app SumUp (Cronologia), da lì può rimborsare il pagamento doppio.\nPer l'errore E-5103: riavvii il lettore SumUp e il tablet e riprovi.\nDavide – Supporto CassaNet",
        "created_at": "2026-03-13T19:26:27Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "rimborsato da sumup. riavviato tutto, sempre E-5103",
        "created_at": "2026-03-13T19:56:45Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ok, allora va rifatto il collegamento: Impostazioni → Pagamenti → SumUp → \"Disconnetti account\", poi \"Collega account SumUp\" con le credenziali SumUp. Dopo faccia una prova con un importo piccolo.",
        "created_at": "2026-03-13T20:01:54Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto prova 1 euro passata",
        "created_at": "2026-03-13T20:17:02Z"
      }
    ]
  },
  {
    "external_id": "CN-2023",
    "subject": "Account bloccato, il link di reset dice token non valido",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-70863",
    "status": "closed",
    "closed_at": "2026-03-16T09:50:39Z",
    "handle_seconds": 4667,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, non riesco ad accedere al back office, ho dimenticato la password e dopo un po' di tentativi mi dice \"Account temporaneamente bloccato (E-1203)\". Ho chiesto il reset ma cliccando il link della mail esce \"token non valido o scaduto\". Il link è questo: https://backoffice.cassanet.it/reset-password?token=Q7vX2mK9pLw4RtZ8bN3c\nSenza back office non posso cambiare i prezzi dei menu di pranzo. Se serve mi chiamate al 347 882 1903.",
        "created_at": "2026-03-16T07:58:44Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, grazie per i dettagli. Il link di reset vale 30 minuti e ogni nuova richiesta invalida quelle precedenti: probabilmente ha cliccato una mail più vecchia. Provi a richiederne uno solo e ad aprirlo subito dall'ultima mail arrivata.\nMarta – Assistenza CassaNet",
        "created_at": "2026-03-16T08:20:58Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto, ho aperto l'ultima mail, ho messo la password nuova e mi dice ancora account bloccato E-1203.",
        "created_at": "2026-03-16T08:56:42Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Lockout da 10 tentativi falliti: il reset password non azzera il contatore (bug noto AUTH-311, fix previsto in 3.9). Sblocco fatto a mano dal pannello admin, contatore a zero.",
        "created_at": "2026-03-16T09:07:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Il blocco per troppi tentativi dura 24 ore e il reset della password purtroppo non lo azzera. Abbiamo sbloccato manualmente il suo account lato server: ora può entrare con la password che ha appena impostato.",
        "created_at": "2026-03-16T09:11:56Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Entrato. Grazie, gentilissimi.",
        "created_at": "2026-03-16T09:20:30Z"
      }
    ]
  },
  {
    "external_id": "CN-2024",
    "subject": "la cassa si impalla quando scorro gli articoli",
    "category": "prestazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-76834",
    "status": "closed",
    "closed_at": "2026-03-19T16:18:42Z",
    "handle_seconds": 3988,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "la cassa si impalla quando scorro gli articoli della griglia, tipo si blocca 2-3 secondi ogni volta. ho messo le foto a tutti i prodotti la settimana scorsa perché così le ragazze li trovano prima",
        "created_at": "2026-03-19T12:48:24Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, provi intanto a compattare l'archivio locale: Impostazioni → Avanzate → Manutenzione → \"Compatta archivio locale\", poi riapra l'app.\nMarta – Supporto CassaNet",
        "created_at": "2026-03-19T13:28:40Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto. non cambia niente, scorre a scatti",
        "created_at": "2026-03-19T14:31:56Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Foto caricate da smartphone a piena risoluzione (4-6 MB l'una, 300+ articoli). Tablet entry level non regge la griglia con anteprime. Soluzione alternativa: disattivare immagini in griglia o ricaricarle ridotte.",
        "created_at": "2026-03-19T14:40:19Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. Visto che il rallentamento è iniziato con le foto, il problema è probabilmente il peso delle immagini: caricate dal telefono sono molto grandi e il tablet fatica a mostrarle tutte nella griglia. Provi a disattivarle: Impostazioni → Aspetto → \"Mostra immagini prodotti\" su OFF. La griglia mostrerà i nomi con i colori dei reparti.\nSe le foto le servono, può ricaricarle più leggere dal back office (sotto i 300 KB ciascuna).",
        "created_at": "2026-03-19T14:45:45Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Il titolare (CF MRTLCU93R61D612R) ha chiesto anche la rateizzazione dell'insoluto di febbraio: girato ad amministrazione.",
        "created_at": "2026-03-19T14:51:51Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "spente le foto e va liscia. ok per ora le teniamo spente",
        "created_at": "2026-03-19T15:17:43Z"
      }
    ]
  },
  {
    "external_id": "CN-2025",
    "subject": "il sito vende roba che non ho più",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-82468",
    "status": "closed",
    "closed_at": "2026-03-26T19:03:48Z",
    "handle_seconds": 1292,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "il sito vende roba che non ho più. la sincronizzazione con woocommerce non va da quando il ragazzo che mi fa il sito ha aggiornato wordpress",
        "created_at": "2026-03-25T16:48:57Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, nel back office di CassaNet → Integrazioni → WooCommerce che stato vede? Se c'è un errore me lo riporta?\nDavide – Supporto CassaNet",
        "created_at": "2026-03-25T17:19:51Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "errore 401",
        "created_at": "2026-03-25T18:17:49Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. Con l'aggiornamento la chiave API che CassaNet usa per scrivere sul sito è stata invalidata. Il suo web master deve creare una nuova chiave in WooCommerce → Impostazioni → Avanzate → REST API con permessi Lettura/Scrittura; lei poi la incolla in CassaNet → Integrazioni → WooCommerce, preme \"Verifica connessione\" e infine \"Risincronizza giacenze\".",
        "created_at": "2026-03-25T18:27:52Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "WordPress aggiornato + plugin sicurezza che revoca le chiavi REST all'update: stesso schema dei ticket di febbraio.",
        "created_at": "2026-03-25T18:31:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto col ragazzo del sito. adesso va",
        "created_at": "2026-03-26T18:33:00Z"
      }
    ]
  },
  {
    "external_id": "CN-2026",
    "subject": "ERR_502 dopo il cambio dell'ora",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-86446",
    "status": "closed",
    "closed_at": "2026-03-30T07:47:55Z",
    "handle_seconds": 1267,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buongiorno ieri sera la chiusura ha dato ERR_502, e stamattina sulla stampante l'ora è ancora quella vecchia, un'ora indietro. non doveva cambiarla da sola??",
        "created_at": "2026-03-30T06:55:04Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, sì, dopo il passaggio all'ora legale alcuni RT non si aggiornano finché non ricevono la sincronizzazione, e con l'ora sbagliata l'invio viene rifiutato (ERR_502). Nell'app: Impostazioni → Stampante fiscale → \"Sincronizza data e ora\", poi Menu → Chiusure → Trasmissioni pendenti → \"Reinvia ora\".\nChiara – Supporto CassaNet",
        "created_at": "2026-03-30T07:20:05Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Picco ERR_502 dopo cambio ora legale 29/03 (RT-FW 1.11 non applica DST senza sync). 40+ ticket stamattina, usare macro \"ERR_502 ora legale\".",
        "created_at": "2026-03-30T07:22:06Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto ora è giusta e l'invio è andato",
        "created_at": "2026-03-30T07:37:46Z"
      }
    ]
  },
  {
    "external_id": "CN-2027",
    "subject": "Problema trasmissione corrispettivi dopo ora legale",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-64869",
    "status": "closed",
    "closed_at": "2026-03-30T10:39:29Z",
    "handle_seconds": 845,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, sono Mario dell'Hotel Ricci. Da stamattina sulla cassa del bar compare un avviso rosso \"ERR_502 invio corrispettivi\", la chiusura di ieri sera non è partita. Ho provato a rifare la chiusura ma mi dice che è già stata fatta. Il firmware della stampante mi pare sia RT-FW 1.11. Mi richiamate al fisso 0541 27 84 63?",
        "created_at": "2026-03-30T08:21:56Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Mario, non serve rifare la chiusura: quella di ieri è registrata nella stampante, manca solo l'invio. Provi a riavviare la stampante e il tablet e poi controlli se parte.\nLuca – Supporto CassaNet",
        "created_at": "2026-03-30T08:52:27Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "riavviato, avviso ancora lì",
        "created_at": "2026-03-30T09:32:35Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Verifica identità al telefono: titolare Mario R., CF RSSMRA80A01H50MM (omocodia, corrisponde all'anagrafica). Guidato per sincronizzazione ora.",
        "created_at": "2026-03-30T09:43:02Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Come anticipato al telefono: dopo il cambio all'ora legale l'orologio della stampante è rimasto indietro di un'ora e l'Agenzia rifiuta la trasmissione. In Impostazioni → Stampante fiscale tocchi \"Sincronizza data e ora\", poi Menu → Chiusure → Trasmissioni pendenti → \"Reinvia ora\".",
        "created_at": "2026-03-30T09:48:31Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto, ora l'avviso è sparito e la chiusura di ieri risulta inviata. grazie",
        "created_at": "2026-03-30T10:09:06Z"
      }
    ]
  },
  {
    "external_id": "CN-2028",
    "subject": "Codici lotteria letti con lettere sbagliate",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-99260",
    "status": "closed",
    "closed_at": "2026-04-03T11:46:44Z",
    "handle_seconds": 922,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Gentili signori,\nabbiamo notato che quando un cliente chiede di associare lo scontrino alla lotteria e noi leggiamo il codice con il lettore collegato al tablet, nel campo compaiono lettere diverse: ad esempio la Y diventa Z e la Z diventa Y. Di conseguenza la cassa rifiuta il codice. Il lettore è nuovo, acquistato a marzo. Vi allego foto all'indirizzo che preferite, la nostra mail è farmacia.sanrocco@gmail.com.\nCordiali saluti",
        "created_at": "2026-04-02T09:47:05Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nlo scambio tra Y e Z è tipico di un lettore configurato con tastiera tedesca su un tablet italiano; non serve inviarci foto. Nell'app CassaNet: Impostazioni → Periferiche → Lettore barcode → \"Layout tastiera lettore\" → Italiano. Salvi e faccia una lettura di prova.\nCordiali saluti, Simone – Supporto CassaNet",
        "created_at": "2026-04-02T10:37:59Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Lettore Honeywell Voyager: esce di fabbrica con layout DE (QWERTZ). Aggiungere il modello alla KB periferiche.",
        "created_at": "2026-04-02T10:42:28Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Abbiamo impostato Italiano e i codici adesso vengono letti correttamente. Grazie.",
        "created_at": "2026-04-03T10:46:11Z"
      }
    ]
  },
  {
    "external_id": "CN-2029",
    "subject": "Ho disdetto ma mi avete addebitato ottobre... cioè aprile",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-42254",
    "status": "closed",
    "closed_at": "2026-04-03T15:13:27Z",
    "handle_seconds": 4764,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, io avevo deciso di disdire a fine marzo perché ho venduto il salone, e pensavo bastasse non usare più la cassa. Invece il 1° aprile mi sono arrivati € 29,00 sulla carta 4012 8800 3917 4654. Adesso ho visto che c'era da cliccare disdici nel sito, non lo sapevo. Potete rimborsarmi? r.sartori.parrucchieri@gmail.com",
        "created_at": "2026-04-03T08:15:06Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, per sicurezza non scriva più il numero completo della carta nei messaggi.\nLa disdetta si fa da backoffice.cassanet.it → Account → Abbonamento → \"Disdici abbonamento\" ed è effettiva a fine mese pagato; non usare la cassa purtroppo non basta. Le consiglio di farla subito, così non ci saranno addebiti da maggio, e di esportare i dati da Report → \"Esporta dati\" se le servono.\nSulla richiesta di rimborso le rispondo appena ho verificato con l'amministrazione.\nFederica – Ufficio commerciale CassaNet",
        "created_at": "2026-04-03T09:18:19Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Nessuna attività (0 scontrini) dal 28/03, cessione attività documentata. Rimborso aprile approvato come eccezione.",
        "created_at": "2026-04-03T12:11:25Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ho verificato che da fine marzo non ci sono più stati scontrini: in via eccezionale le rimborsiamo il canone di aprile di € 29,00 sulla stessa carta, entro 10 giorni lavorativi. Mi confermi quando ha effettuato la disdetta.",
        "created_at": "2026-04-03T12:13:47Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Disdetto adesso, è arrivata la mail. Grazie mille per il rimborso.",
        "created_at": "2026-04-03T14:13:06Z"
      }
    ]
  },
  {
    "external_id": "CN-2030",
    "subject": "Chiusura non fatta prima di Pasqua",
    "category": "altro",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-18228",
    "status": "closed",
    "closed_at": "2026-04-07T08:17:39Z",
    "handle_seconds": 437,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nsabato 4 aprile ho chiuso il negozio per Pasqua e Pasquetta e mi sono dimenticato di fare la chiusura fiscale. Stamattina riapro e il tablet non mi lascia fare scontrini, dice che manca la chiusura. La stampante sul display scrive \"ESEGUIRE CHIUSURA\". Sono passati tre giorni, è un problema? Devo chiamare il tecnico?\nSe preferite chiamarmi: +39 06 5532 1187 oppure calzoleria.marini@gmail.com",
        "created_at": "2026-04-07T07:05:41Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, non serve il tecnico. Faccia adesso la chiusura da Menu → Chiusure → \"Chiusura giornaliera\": la stampante chiude la giornata di sabato (domenica e lunedì non ha venduto, quindi non ci sono altre giornate da chiudere) e invia i corrispettivi all'Agenzia. Subito dopo può tornare a emettere scontrini.\nPer le prossime volte le consiglio la chiusura automatica (backoffice.cassanet.it → Impostazioni → Cassa → \"Chiusura automatica\").\nAndrea – Supporto CassaNet",
        "created_at": "2026-04-07T07:30:56Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Verificato: nessuna vendita 05-06/04, una sola giornata da chiudere.",
        "created_at": "2026-04-07T07:33:32Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatta, stampato lo scontrino di chiusura con data 04/04 e adesso funziona tutto. Attivo anche l'automatica. Grazie",
        "created_at": "2026-04-07T07:47:20Z"
      }
    ]
  },
  {
    "external_id": "CN-2031",
    "subject": "Doppio addebito e fattura sbagliata",
    "category": "fatturazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-28338",
    "status": "closed",
    "closed_at": "2026-04-11T17:04:28Z",
    "handle_seconds": 9040,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, questo mese mi avete addebitato DUE volte sulla carta 4532 0187 4593 0215: € 29,00 il 1 aprile e € 49,00 il 3 aprile, quando sono passata al piano Plus. E in più la fattura è intestata a me come privata e non alla ditta. Voglio indietro i soldi del doppio addebito altrimenti faccio contestazione alla banca.",
        "created_at": "2026-04-10T13:02:21Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, le chiedo per sicurezza di non scrivere il numero completo della carta nei messaggi: per le verifiche ci bastano le ultime 4 cifre.\nSul doppio importo: quando si passa a un piano superiore a metà periodo il sistema addebita il nuovo canone pieno dalla data del cambio e il vecchio resta pagato fino a fine mese, quindi i due addebiti sono corretti secondo le condizioni.\nPer la fattura: completi i dati in backoffice.cassanet.it → Account → Dati di fatturazione (ragione sociale, P.IVA, codice SDI) e poi usi \"Richiedi riemissione\" in Account → Fatture.\nChiara – Amministrazione CassaNet",
        "created_at": "2026-04-10T13:47:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Nessuno mi ha avvisato che pagavo due volte lo stesso mese. Non mi sembra corretto.",
        "created_at": "2026-04-10T14:43:09Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Cliente molto insoddisfatta, minaccia chargeback. Contatto preferito 328-551-0472. Approvato storno € 29,00 da resp. amministrazione (una tantum, non standard).",
        "created_at": "2026-04-10T15:03:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Capisco, l'avviso in fase di cambio piano effettivamente non è chiaro. In via eccezionale storniamo l'addebito di € 29,00 di aprile come gesto commerciale: il rimborso arriva sulla stessa carta in 5-10 giorni lavorativi.",
        "created_at": "2026-04-10T15:08:36Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Va bene, grazie. I dati della ditta li ho messi e ho chiesto la riemissione.",
        "created_at": "2026-04-10T17:04:02Z"
      }
    ]
  },
  {
    "external_id": "CN-2032",
    "subject": "Errore E-4021 ma nella lista dispositivi non c'è niente da revocare",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-86410",
    "status": "closed",
    "closed_at": "2026-04-14T13:41:14Z",
    "handle_seconds": 8353,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nho sostituito il tablet della cassa e sul nuovo compare \"E-4021 dispositivo non autorizzato\". Ho letto le vostre guide e sono andato in Impostazioni → Dispositivi per revocare il vecchio, ma nella lista c'è SOLO il tablet nuovo, che peraltro risulta \"in attesa\". Ho il piano Base, un dispositivo. Come ne esco?\nSaluti",
        "created_at": "2026-04-14T10:31:37Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, grazie, ha già fatto il passaggio giusto. Provi per favore a uscire dal back office, svuotare la cache del browser e ricontrollare la lista: a volte la pagina mostra dati vecchi.",
        "created_at": "2026-04-14T11:22:22Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Svuotata la cache, provato anche da un altro pc. Sempre solo il nuovo in attesa.",
        "created_at": "2026-04-14T12:35:13Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Device orfano: il vecchio tablet (id dev_7f21c) è ancora associato ma nascosto dalla lista perché migrato da 3.7 a 3.8 senza campo nome (bug DEV-917). Ultimo accesso registrato da IP 93.41.208.17. Rimossa a mano l'associazione da DB, il nuovo ora risulta attivo.",
        "created_at": "2026-04-14T12:55:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Abbiamo trovato il problema: il vecchio tablet era rimasto associato al suo account ma non compariva nella lista per un errore nostro. Abbiamo rimosso manualmente l'associazione lato server. Chiuda e riapra l'app sul tablet nuovo e dovrebbe entrare.\nAndrea – Supporto CassaNet",
        "created_at": "2026-04-14T12:59:49Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Confermo, entra. Grazie",
        "created_at": "2026-04-14T13:30:20Z"
      }
    ]
  },
  {
    "external_id": "CN-2033",
    "subject": "Dopo aggiornamento Android il POS non comunica con la cassa",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-70426",
    "status": "closed",
    "closed_at": "2026-04-17T13:24:09Z",
    "handle_seconds": 2234,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, il tablet si è aggiornato ad Android 14 e da allora SumUp non va più con CassaNet: la cassa cerca il lettore (\"Ricerca lettore SumUp...\") e non lo trova, oppure lo trova e poi E-5103. Con l'app SumUp da sola il lettore funziona.",
        "created_at": "2026-04-17T10:37:19Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, dopo gli aggiornamenti di Android a volte viene revocato il permesso Bluetooth. Controlli in Impostazioni Android → App → CassaNet → Autorizzazioni → \"Dispositivi nelle vicinanze\": deve essere su Consenti.",
        "created_at": "2026-04-17T11:40:53Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "era su non consentire, l'ho messo su consenti. adesso lo trova ma il pagamento si ferma sempre con E-5103",
        "created_at": "2026-04-17T12:00:58Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Dopo update OS spesso servono entrambe le cose: permesso Nearby + ricollegamento account SumUp (token invalidato).",
        "created_at": "2026-04-17T12:04:59Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Bene, un passo avanti. Ora rifaccia il collegamento dell'account: in CassaNet Impostazioni → Pagamenti → SumUp → \"Disconnetti account\" e poi \"Collega account SumUp\". L'aggiornamento ha invalidato anche l'autorizzazione salvata.\nAndrea – Supporto CassaNet",
        "created_at": "2026-04-17T12:08:18Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ora funziona, pagamento passato e scontrino stampato.",
        "created_at": "2026-04-17T13:03:57Z"
      }
    ]
  },
  {
    "external_id": "CN-2034",
    "subject": "Errore 0x1F a giorni alterni",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-65071",
    "status": "closed",
    "closed_at": "2026-04-23T11:07:47Z",
    "handle_seconds": 641,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nda circa due settimane, a giorni alterni, all'accensione il tablet non trova la stampante (errore 0x1F). Ogni volta mio marito entra nelle impostazioni e rimette l'indirizzo che legge sullo scontrino di configurazione: ieri era 10.0.0.45, oggi è di nuovo cambiato. Non possiamo andare avanti così. Il router lo gestisce il proprietario del locale e non possiamo toccarlo.\nGrazie, Elena",
        "created_at": "2026-04-22T09:33:11Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Elena,\ncapisco, se il router non è vostro la prenotazione dell'indirizzo non è la strada più comoda. Con l'app 3.8.2 può attivare la ricerca automatica: Impostazioni → Stampante fiscale → \"Rilevamento automatico stampante\" su ON. L'app cerca l'RT in rete tramite la sua matricola a ogni avvio e aggiorna da sola l'indirizzo, anche se il router gliene assegna uno diverso.\nVerifichi prima di avere la 3.8.2 (Impostazioni → Info).\nAndrea – Supporto CassaNet",
        "created_at": "2026-04-22T10:27:49Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Alternativa a IP statico/prenotazione: rilevamento automatico (mDNS + matricola) disponibile da 3.8.2. Funziona se tablet e RT sono sulla stessa subnet.",
        "created_at": "2026-04-22T10:32:18Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Aggiornato l'app e attivato il rilevamento. Stamattina l'indirizzo era cambiato di nuovo ma l'app l'ha trovata da sola. Grazie!",
        "created_at": "2026-04-23T10:37:16Z"
      }
    ]
  },
  {
    "external_id": "CN-2035",
    "subject": "Richiesta sostituzione RT in comodato",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-27604",
    "status": "closed",
    "closed_at": "2026-04-30T14:40:09Z",
    "handle_seconds": 7986,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nla stampante che abbiamo in comodato con il piano Plus si spegne da sola più volte al giorno e il tecnico dice che l'alimentatore interno è da cambiare, costo € 95,00 + IVA. Essendo in comodato pensavo fosse a carico vostro. Trattoria da Silvio, P.IVA 04581209378, trattoria.dasilvio@tiscali.it.",
        "created_at": "2026-04-28T09:00:09Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nil comodato copre il registratore per i primi 24 mesi; il suo contratto è del 2023, quindi l'alimentatore non rientrerebbe. Visto però che l'RT è nostro e che siete clienti Plus da tre anni, in via eccezionale le sostituiamo l'intera stampante con una nuova senza costi per lei. Le chiedo conferma dell'indirizzo di installazione.\nSimone – Ufficio commerciale CassaNet",
        "created_at": "2026-04-28T12:01:37Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Contratto comodato intestato al sig. Galli, CF GLLFNC78H14A944N. Sostituzione gratuita approvata come eccezione (non prassi: oltre 24 mesi è a carico cliente).",
        "created_at": "2026-04-28T12:31:55Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Grazie davvero. L'indirizzo è quello del locale, lo trovate nel contratto.",
        "created_at": "2026-04-28T14:39:35Z"
      }
    ]
  },
  {
    "external_id": "CN-2036",
    "subject": "Cassa lenta, abbiamo perso clienti",
    "category": "prestazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-41267",
    "status": "closed",
    "closed_at": "2026-05-04T22:03:35Z",
    "handle_seconds": 7194,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera,\nda quando avete aggiornato l'app (ora abbiamo la 3.8.0) la cassa è diventata lentissima, ogni conto ci mette 10-15 secondi a chiudersi. Sabato scorso con il locale pieno abbiamo avuto la fila alla cassa per tutta la sera e diversi clienti se ne sono andati senza ordinare. Pago 49 euro al mese per un servizio che dovrebbe funzionare. Vorrei una risposta seria, scrivete pure a direzione@birreriailluppolo.it.",
        "created_at": "2026-05-02T18:55:52Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, mi dispiace per la serata. Con la 3.8.0 l'archivio locale viene convertito in un nuovo formato e sui tablet con molti mesi di scontrini diventa molto pesante. Lo risolve così:\n1) controlli che l'icona di sincronizzazione sia verde\n2) Impostazioni → Avanzate → Manutenzione → \"Compatta archivio locale\"\n3) chiuda e riapra l'app.\nLuca – Supporto CassaNet",
        "created_at": "2026-05-02T19:54:01Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto, adesso il conto si chiude in un secondo. Ma la serata persa non me la restituisce nessuno.",
        "created_at": "2026-05-03T19:53:53Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Regressione 3.8.0 nota (R&D #1120, compattazione automatica in 3.8.2). Autorizzato sconto 30% una tantum per disservizio, cliente Plus.",
        "created_at": "2026-05-03T20:04:34Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Capisco. Il rallentamento dipendeva da una nostra versione, corretta con la 3.8.2 che esce la prossima settimana. Per il disagio le applichiamo uno sconto del 30% una tantum sul prossimo rinnovo: lo vedrà direttamente nella fattura di giugno.",
        "created_at": "2026-05-03T20:08:03Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ok, grazie. Apprezzo.",
        "created_at": "2026-05-03T22:05:13Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Valutazione del cliente: 3/5 – \"Risolto, ma ci avete messo in difficoltà\".",
        "created_at": "2026-05-04T22:01:59Z"
      }
    ]
  },
  {
    "external_id": "CN-2037",
    "subject": "ERR_502 dopo sostituzione stampante",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-44687",
    "status": "closed",
    "closed_at": "2026-05-06T20:20:36Z",
    "handle_seconds": 6793,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve,\nla settimana scorsa il tecnico mi ha sostituito la stampante fiscale (la vecchia aveva la scheda rotta), nuova matricola 99MEX012874. Da allora tutte le chiusure danno ERR_502 e ho 6 trasmissioni pendenti. La stampante nuova è in rete su 192.168.1.80 e stampa bene. Data e ora sono giuste, le ho già sincronizzate come dice la vostra guida.",
        "created_at": "2026-05-06T17:30:28Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, grazie per aver già provato la sincronizzazione. Provi per favore a fare \"Reinvia ora\" da Menu → Chiusure → Trasmissioni pendenti e mi dica se l'errore cambia.",
        "created_at": "2026-05-06T18:11:10Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "sempre ERR_502",
        "created_at": "2026-05-06T18:31:38Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Sul record del cliente la matricola RT era ancora quella vecchia (99MEX009311): il tecnico non ha fatto l'aggiornamento in BO. Corretta a mano la matricola sul record e reinviate le 6 chiusure dal backend, tutte accettate.",
        "created_at": "2026-05-06T19:02:22Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Abbiamo trovato la causa: nel nostro sistema il suo punto vendita era ancora collegato alla matricola della stampante vecchia, per cui gli invii venivano scartati. Ho corretto a mano la matricola sul vostro record e ho reinviato le 6 chiusure pendenti, che risultano accettate.\nDavide – Supporto CassaNet",
        "created_at": "2026-05-06T19:05:54Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Vedo pendenti 0. Grazie mille",
        "created_at": "2026-05-06T20:00:20Z"
      }
    ]
  },
  {
    "external_id": "CN-2038",
    "subject": "La ragazza nuova non riesce ad entrare",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-23840",
    "status": "closed",
    "closed_at": "2026-05-09T13:15:48Z",
    "handle_seconds": 1623,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno scusate se scrivo di corsa, sono fuori per un fornitore. In pizzeria c'è la ragazza nuova, Sara, che ha dimenticato la password per accedere e non riesce a battere gli scontrini, stanno facendo tutto a mano su un foglio. Il sabato a pranzo facciamo 60 coperti. Come si fa??",
        "created_at": "2026-05-09T11:26:31Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, nessun problema. Il PIN di Sara lo può reimpostare lei come titolare anche dal telefono: apra backoffice.cassanet.it, Impostazioni → Operatori → Sara → \"Reimposta PIN\". Le verrà mostrato un PIN temporaneo da comunicarle.\nLuca – Supporto CassaNet",
        "created_at": "2026-05-09T11:36:11Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto dal telefono, le ho mandato il pin. però dice che il pin è sbagliato, il tablet è sempre quello di prima",
        "created_at": "2026-05-09T11:52:52Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Il tablet tiene in memoria la sessione precedente finché non si esce. Dica a Sara di toccare ☰ → Esci (oppure \"Cambia operatore\"), poi selezionare il suo nome e inserire il PIN temporaneo.",
        "created_at": "2026-05-09T11:58:01Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Il titolare chiede di essere richiamato se non risolve: +39 339 451 2207 (sig. Esposito, solo dopo le 15).",
        "created_at": "2026-05-09T12:01:04Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "perfetto ora entra!! grazie mille",
        "created_at": "2026-05-09T12:15:42Z"
      }
    ]
  },
  {
    "external_id": "CN-2039",
    "subject": "Lettore barcode e codice lotteria",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-69043",
    "status": "closed",
    "closed_at": "2026-05-14T17:39:00Z",
    "handle_seconds": 1680,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ciao, da quando ho cambiato il lettore (ho preso un Netum bluetooth su amazon) la lotteria degli scontrini non accetta più i codici, dice non valido. I prodotti invece li legge bene.",
        "created_at": "2026-05-14T15:30:18Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao, i codici prodotto sono solo numeri e per questo passano, mentre il codice lotteria ha anche lettere ed è lì che si nota se il lettore \"parla\" con una tastiera diversa. Hai già provato a cambiare il layout in Impostazioni → Periferiche → Lettore barcode?",
        "created_at": "2026-05-14T16:05:34Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "si messo italiano, niente. forse col bluetooth non funziona quell'impostazione?",
        "created_at": "2026-05-14T16:21:33Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Con alcuni Netum in BT la mappatura lato app non ha effetto (il lettore invia keycode già tradotti). Funziona invece programmare il lettore stesso con il barcode di configurazione \"Italian keyboard\" del manuale.",
        "created_at": "2026-05-14T16:26:54Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Può darsi, con alcuni lettori Bluetooth l'impostazione dell'app non basta. In questo caso si configura direttamente il lettore: nel foglietto di istruzioni del Netum c'è una sezione \"Keyboard language\" con una serie di codici a barre. Legga con il lettore prima quello di inizio configurazione, poi \"Italian\", poi quello di fine (o \"Save\"). Dopo rimetta l'app su layout standard e riprovi.\nFederica – Supporto CassaNet",
        "created_at": "2026-05-14T16:30:13Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "trovato il foglietto, letto i codici e ora la lotteria va. grazie mille",
        "created_at": "2026-05-14T17:23:16Z"
      }
    ]
  },
  {
    "external_id": "CN-2040",
    "subject": "errore E-3107 quando salvo il reparto",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-92004",
    "status": "resolved",
    "closed_at": "2026-05-21T12:35:00Z",
    "handle_seconds": 2123,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "quando faccio invia reparti dal tablet mi da errore E-3107 programmazione non consentita. ho l'rt epson, firmware RT-FW 1.12",
        "created_at": "2026-05-19T11:55:55Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, l'E-3107 significa che la giornata fiscale è aperta: l'RT non permette di riprogrammare reparti e aliquote se dopo l'ultima chiusura sono stati emessi scontrini. Faccia la chiusura giornaliera e poi ripeta \"Invia reparti e aliquote\".\nDavide – Supporto CassaNet",
        "created_at": "2026-05-19T12:16:32Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ma ho ancora clienti, è mezzogiorno",
        "created_at": "2026-05-19T12:21:57Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Nessun problema: continui pure a lavorare con la configurazione attuale e faccia l'invio stasera subito dopo la chiusura, prima di spegnere. Se preferisce può anche farlo domattina prima del primo scontrino.",
        "created_at": "2026-05-19T12:26:36Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, vedo dal pannello che la programmazione reparti è stata ricevuta dalla stampante ieri mattina. Chiudo il ticket, per qualsiasi cosa mi riscriva pure.",
        "created_at": "2026-05-21T12:29:14Z"
      }
    ]
  },
  {
    "external_id": "CN-2041",
    "subject": "Sincronizzazione magazzino con e-commerce ferma",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-69240",
    "status": "closed",
    "closed_at": "2026-05-22T11:12:18Z",
    "handle_seconds": 716,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nho una bottega di prodotti bio con anche il sito. Le vendite online scalano il magazzino di CassaNet ma le vendite in negozio non aggiornano il sito. Non ci capisco molto, vi lascio l'accesso così guardate voi: https://shopadmin:Bottega%2326@www.bottegabio-cortona.it/wp-admin/\nGrazie, per risposte ordini@bottegabio-cortona.it",
        "created_at": "2026-05-21T09:30:34Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, grazie per la fiducia, ma per sicurezza non entriamo nei siti dei clienti e le consiglio di cambiare subito la password di quell'utente, visto che è stata scritta qui.\nIl sintomo che descrive (il sito scrive su CassaNet ma CassaNet non riesce a scrivere sul sito) di solito indica che la chiave REST API ha solo permesso di lettura. In WordPress → WooCommerce → Impostazioni → Avanzate → REST API controlli la chiave \"CassaNet\": se è \"Lettura\", la elimini e ne crei una nuova con \"Lettura/Scrittura\". Poi in backoffice.cassanet.it → Integrazioni → WooCommerce incolli le nuove chiavi, \"Verifica connessione\" e \"Risincronizza giacenze\".\nFederica – Supporto CassaNet",
        "created_at": "2026-05-21T10:42:04Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Credenziali WP inviate in chiaro, avvisata anche per telefono la titolare al 0575 63 21 48.",
        "created_at": "2026-05-21T10:52:31Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Era su lettura, avete ragione. Rifatta la chiave, cambiata la password e ora le vendite in negozio si vedono sul sito in un paio di minuti. Grazie mille",
        "created_at": "2026-05-22T10:51:32Z"
      }
    ]
  },
  {
    "external_id": "CN-2042",
    "subject": "Mi hanno rubato l'iPad della cassa",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-87440",
    "status": "closed",
    "closed_at": "2026-06-03T08:25:34Z",
    "handle_seconds": 1079,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, stanotte sono entrati nel chiosco e si sono portati via l'iPad con la cassa, ho già fatto denuncia ai carabinieri. Ho preso un iPad in prestito da mia sorella per aprire ma appena metto email e password mi dice che il dispositivo non è autorizzato, E-4021. Ma soprattutto: quelli col mio iPad possono fare scontrini o vedere gli incassi?? Sono preoccupatissima. Se potete chiamatemi 0039 340 771 2905",
        "created_at": "2026-06-03T06:48:59Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, mi dispiace molto. Con un'unica operazione risolve entrambe le cose: da un browser entri in backoffice.cassanet.it → Impostazioni → Dispositivi, selezioni l'iPad rubato e tocchi \"Revoca\". Da quel momento quell'iPad viene disconnesso e non può più accedere ai suoi dati né emettere scontrini, e si libera il posto per l'iPad di sua sorella: chiuda l'app e la riapra.\nLe consiglio anche di reimpostare i PIN degli operatori da Impostazioni → Operatori.\nMarta – Assistenza CassaNet",
        "created_at": "2026-06-03T07:09:41Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Revocato e l'iPad nuovo funziona. Ho cambiato anche i pin. Grazie davvero, mi avete tolto un pensiero",
        "created_at": "2026-06-03T07:55:25Z"
      }
    ]
  },
  {
    "external_id": "CN-2043",
    "subject": "Chiusura giornaliera bloccata in elaborazione",
    "category": "altro",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-69638",
    "status": "closed",
    "closed_at": "2026-06-05T07:38:05Z",
    "handle_seconds": 4686,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, ieri sera mi sono dimenticata di fare la chiusura, stamattina ho visto l'avviso E-3001 e l'ho fatta come dice la vostra guida. Ha stampato la chiusura n. 0187 ma sul tablet la chiusura è rimasta \"In elaborazione\" da 20 minuti e non posso fare scontrini. La forno apre alle 7!",
        "created_at": "2026-06-05T06:50:22Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, chiuda completamente l'app e la riapra, a volte lo stato non si aggiorna.\nFederica – Supporto CassaNet",
        "created_at": "2026-06-05T06:58:36Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto, sempre in elaborazione",
        "created_at": "2026-06-05T07:03:32Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Chiusura 0187 ricevuta dall'RT ma rimasta in coda lato nostro (worker corrispettivi bloccato 06:30-07:10, INC-2291). Reinviata a mano dal backend, esito AdE OK; sbloccato lo stato sul tablet.",
        "created_at": "2026-06-05T07:16:21Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "La chiusura era rimasta bloccata per un problema temporaneo sui nostri server. Abbiamo reinviato a mano i corrispettivi della chiusura n. 0187 dal nostro backend: risultano accettati e sul tablet lo stato dovrebbe essere già \"Inviata\". Può riprendere a battere.",
        "created_at": "2026-06-05T07:18:49Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "sì ora va, grazie",
        "created_at": "2026-06-05T07:22:42Z"
      }
    ]
  },
  {
    "external_id": "CN-2044",
    "subject": "come si disdice",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-25352",
    "status": "closed",
    "closed_at": "2026-06-09T10:21:27Z",
    "handle_seconds": 1129,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "come si disdice",
        "created_at": "2026-06-08T19:20:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, dal back office con l'utente titolare: backoffice.cassanet.it → Account → Abbonamento → \"Disdici abbonamento\". La disdetta vale dalla fine del mese già pagato. Prima, se le servono, esporti i dati da Report → \"Esporta dati\".\nPosso chiederle il motivo? Se c'è un problema che possiamo risolvere lo facciamo volentieri.\nLuca – Ufficio commerciale CassaNet",
        "created_at": "2026-06-08T19:51:05Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto. costa troppo per quello che faccio",
        "created_at": "2026-06-09T09:54:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie del riscontro, lo giro al team. La disdetta risulta registrata: il servizio resta attivo fino al 30 giugno.",
        "created_at": "2026-06-09T10:15:28Z"
      }
    ]
  },
  {
    "external_id": "CN-2045",
    "subject": "Ho pagato un tecnico per niente",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-64439",
    "status": "closed",
    "closed_at": "2026-06-11T13:00:22Z",
    "handle_seconds": 4917,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, ieri il tablet diceva errore 0x1F e non stampava, ho chiamato la vostra assistenza telefonica e mi hanno detto di chiamare il tecnico della stampante. Il tecnico è venuto, mi ha chiesto € 80,00 di uscita e ha detto che la stampante funziona benissimo, era solo l'indirizzo di rete cambiato e l'ha rimesso nel tablet (192.168.1.102 invece di 192.168.1.60). Quindi ho pagato 80 euro per una cosa che potevate dirmi voi. Mi sembra assurdo.",
        "created_at": "2026-06-11T10:05:51Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, ha ragione, mi dispiace: l'errore 0x1F indica che il tablet non raggiunge la stampante in rete e la prima verifica da fare è proprio l'indirizzo IP (si legge tenendo premuto FEED e si aggiorna in Impostazioni → Stampante fiscale → Indirizzo IP), cosa che potevamo guidarla a fare al telefono.\nPer evitare che si ripeta, faccia impostare un indirizzo fisso alla stampante o una prenotazione sul router.",
        "created_at": "2026-06-11T10:51:11Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Grazie per la spiegazione ma gli 80 euro li ho spesi lo stesso.",
        "created_at": "2026-06-11T11:21:35Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Chiamata del 10/06 gestita male dal 1° livello (invio tecnico senza verifica IP). Approvato 1 mese omaggio dal team lead, eccezione.",
        "created_at": "2026-06-11T11:37:18Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ha ragione. Come gesto commerciale le regaliamo un mese di abbonamento: il canone di luglio non le verrà addebitato. Abbiamo anche segnalato il caso al team dell'assistenza telefonica.\nFederica – Assistenza CassaNet",
        "created_at": "2026-06-11T11:39:21Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Va bene, apprezzo. Grazie.",
        "created_at": "2026-06-11T11:59:52Z"
      }
    ]
  },
  {
    "external_id": "CN-2046",
    "subject": "fattura da privato invece che con p.iva",
    "category": "fatturazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-85398",
    "status": "resolved",
    "closed_at": "2026-06-16T12:54:27Z",
    "handle_seconds": 1954,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "mi serve la fattura con la p.iva 12045681934 non quella da privato. grazie",
        "created_at": "2026-06-16T08:20:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, può farlo in autonomia: in backoffice.cassanet.it → Account → Dati di fatturazione inserisca P.IVA, ragione sociale e codice SDI, salvi, e poi in Account → Fatture clicchi \"Richiedi riemissione\" sulla fattura che le serve.\nGiulia – Amministrazione CassaNet",
        "created_at": "2026-06-16T08:55:51Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "non trovo nessun tasto riemissione. c'è solo scarica pdf",
        "created_at": "2026-06-16T12:02:55Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Il pulsante compare solo dopo aver salvato i dati di fatturazione completi (se manca il codice SDI o la PEC il salvataggio non va a buon fine: controlli che in alto sia comparso \"Dati salvati\"). Ricarichi la pagina Fatture dopo il salvataggio.",
        "created_at": "2026-06-16T12:13:11Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "mancava il codice sdi. ora c'è il tasto, fatto",
        "created_at": "2026-06-16T12:38:58Z"
      }
    ]
  },
  {
    "external_id": "CN-2047",
    "subject": "Pagamenti con carta non arrivano in cassa",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-45798",
    "status": "closed",
    "closed_at": "2026-06-20T14:36:41Z",
    "handle_seconds": 1533,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, sono Laura dell'Emporio Salvi. Ho un problema con il POS SumUp Solo: il pagamento va a buon fine sul POS (il cliente riceve anche la notifica della banca) ma il tablet mi dà errore pagamento non confermato e non chiude lo scontrino. Mi succede con tutti i pagamenti da stamattina. Mail emporio.salvi@gmail.com, cell. +39 347 210 5588",
        "created_at": "2026-06-20T09:12:18Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Laura, serve ricollegare SumUp a CassaNet perché l'autorizzazione tra i due è scaduta: Impostazioni → Pagamenti → SumUp → \"Disconnetti account\" → \"Collega account SumUp\", e inserisca le credenziali del suo account SumUp.\nPer i pagamenti di stamattina già incassati, emetta lo scontrino con \"Carta – già incassato\".\nMarta – Supporto CassaNet",
        "created_at": "2026-06-20T09:57:23Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Non ricordo la password di SumUp, l'account l'ha aperto mio marito. Voi non potete ricollegarlo?",
        "created_at": "2026-06-20T10:28:19Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Il marito (titolare account SumUp) ha chiamato per conferma, CF dichiarato BNCLRA85M52F205I è quello di Laura (intestataria CassaNet), non del titolare SumUp. Non possiamo intervenire sull'account SumUp: rimandato al recupero password SumUp.",
        "created_at": "2026-06-20T10:38:57Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Purtroppo no: il collegamento richiede l'accesso all'account SumUp, che è gestito da SumUp. Può recuperare la password dalla pagina di login di SumUp con \"Password dimenticata\" (arriva alla mail con cui è stato aperto l'account), poi faccia il ricollegamento come sopra.",
        "created_at": "2026-06-20T10:42:17Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Mio marito ha recuperato la password e abbiamo ricollegato. Funziona.",
        "created_at": "2026-06-20T13:36:18Z"
      }
    ]
  },
  {
    "external_id": "CN-2048",
    "subject": "RT sostituito da poco e già rotto",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-38153",
    "status": "closed",
    "closed_at": "2026-06-25T16:43:54Z",
    "handle_seconds": 5882,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Vi scrivo molto arrabbiato. A gennaio ho pagato € 390,00 per un registratore nuovo (quello vecchio si era rotto) e adesso anche questo non stampa più, fa un rumore strano e la carta esce bianca. Il tecnico dice che è la testina e che si paga € 120 perché la testina è un \"materiale di consumo\". Cinque mesi! Voglio la sostituzione gratuita o i soldi indietro sul mio conto IT74P0103002800000004419320. Mail caseificio.belli@gmail.com",
        "created_at": "2026-06-24T11:40:25Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, capisco la frustrazione. Effettivamente la testina è esclusa dalla garanzia come parte soggetta a usura, ma una testina che si guasta dopo cinque mesi non è normale.\nIn via eccezionale le sostituiamo la testina gratuitamente, uscita del tecnico inclusa. Non è quindi necessario alcun rimborso: il tecnico la contatta entro 48 ore.\nFederica – Ufficio commerciale CassaNet",
        "created_at": "2026-06-24T13:46:56Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Va bene, il tecnico è passato stamattina e adesso stampa. Spero duri.",
        "created_at": "2026-06-25T13:43:40Z"
      }
    ]
  },
  {
    "external_id": "CN-2049",
    "subject": "codice lotteria non valido sempre",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-77710",
    "status": "closed",
    "closed_at": "2026-06-26T19:55:08Z",
    "handle_seconds": 942,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "codice lotteria non valido SEMPRE. con tutti i clienti. anche adesso scontrino n. 0142-0088 fatto senza lotteria e la signora se n'è andata arrabbiata. app vecchia?",
        "created_at": "2026-06-26T17:58:02Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, vedo che ha la 3.8.0: aggiorni per favore l'app alla 3.8.2 dal Play Store e riprovi.",
        "created_at": "2026-06-26T18:28:22Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "aggiornata. uguale",
        "created_at": "2026-06-26T19:13:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. Il codice lo legge con il lettore o lo digita? Se lo legge col lettore, vada in Impostazioni → Periferiche → Lettore barcode → \"Layout tastiera lettore\" e metta Italiano: con il layout sbagliato alcune lettere del codice vengono trasformate e il codice risulta non valido.\nDavide – Supporto CassaNet",
        "created_at": "2026-06-26T19:24:14Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "col lettore si. cambiato, adesso passa",
        "created_at": "2026-06-26T19:44:25Z"
      }
    ]
  },
  {
    "external_id": "CN-2050",
    "subject": "Gelati da asporto: aliquota sbagliata sullo scontrino",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-90167",
    "status": "closed",
    "closed_at": "2026-07-03T21:12:00Z",
    "handle_seconds": 1764,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ciao! gelateria, stagione appena partita. Quest'anno abbiamo diviso il reparto BIBITE in \"Bibite al banco\" e \"Bibite da asporto\" come ci ha detto il consulente, perché hanno aliquote diverse, ho fatto tutto dal back office. Ma quando batto una bottiglietta d'acqua da portare via (€ 1,50) lo scontrino dice reparto 3 BIBITE come prima, con la vecchia IVA. Il tasto nuovo sul tablet c'è ma stampa il vecchio.",
        "created_at": "2026-07-02T18:26:58Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao, riavvii l'app e la stampante e riprovi per favore.",
        "created_at": "2026-07-02T18:42:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "spento tutto e riacceso. uguale",
        "created_at": "2026-07-02T19:03:18Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "RT Epson FP-81II con RT-FW 1.12: reparto nuovo creato a BO ma mai inviato all'RT, l'app lo mappa sul rep. 3. Serve Z + invio reparti (comportamento atteso, non bug).",
        "created_at": "2026-07-02T19:06:24Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie della prova. Il nuovo reparto esiste nel back office ma non è ancora stato programmato nel registratore telematico, che quindi usa il vecchio reparto 3. Stasera dopo la chiusura giornaliera vada nell'app in Impostazioni → Stampante fiscale → \"Invia reparti e aliquote\": la stampante emette un riepilogo con tutti i reparti. Da lì in poi le bibite da asporto usciranno sul reparto giusto.\nGiulia – Supporto CassaNet",
        "created_at": "2026-07-02T19:09:11Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "funziona! ora esce \"Bibite da asporto\". grazie 🍦",
        "created_at": "2026-07-03T19:11:49Z"
      }
    ]
  },
  {
    "external_id": "CN-2051",
    "subject": "tablet bloccato all'ora di punta",
    "category": "prestazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-14431",
    "status": "closed",
    "closed_at": "2026-07-11T13:22:35Z",
    "handle_seconds": 345,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "ciao sono Ivan della piadineria sul lungomare, ogni giorno all'ora di punta il tablet si blocca, lo schermo non risponde per 20 secondi poi riparte. d'inverno andava benissimo. ho gia riavviato tante volte. chiamatemi se serve 333.918.2046 ma non tra 12 e 14 che c'è il delirio",
        "created_at": "2026-07-10T12:31:51Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao Ivan, ti scrivo qui così lo leggi con calma dopo le 14. Il blocco succede quando l'archivio locale del tablet è troppo pieno (si accumulano tutti gli scontrini dei mesi scorsi). Quando hai un attimo di calma:\n1) guarda che l'icona di sincronizzazione in alto sia verde\n2) Impostazioni → Avanzate → Manutenzione → \"Compatta archivio locale\"\n3) chiudi e riapri l'app\nCi vogliono 1-2 minuti, non farlo con la fila.\nSimone – Supporto CassaNet",
        "created_at": "2026-07-10T13:07:08Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Lenovo Tab M10, archivio locale 2,1 GB (11 mesi senza compattazione).",
        "created_at": "2026-07-10T13:11:28Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto ieri sera. oggi pranzo liscio, zero blocchi 👍",
        "created_at": "2026-07-11T13:06:57Z"
      }
    ]
  },
  {
    "external_id": "CN-2052",
    "subject": "Errore 401 integrazione WooCommerce",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-52750",
    "status": "closed",
    "closed_at": "2026-07-14T11:23:28Z",
    "handle_seconds": 802,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ciao, errore 401 sull'integrazione WooCommerce da stanotte. Ho controllato e il webhook sul sito punta a https://hooks.cassanet.it/woo/inbound/4417?api_key=cnk_live_7Hq2Rt9XwP4mLz6Vb8Ns, quindi quello è giusto. Il server è un VPS mio, ho messo anche un firewall nuovo ieri, l'IPv6 del server è 2001:b07:6463:1c00::5e se vi serve per vedere i log.",
        "created_at": "2026-07-14T07:55:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao, grazie per i dettagli. Il webhook riguarda il verso sito → CassaNet e funziona; il 401 invece arriva quando CassaNet chiama le API di WooCommerce, quindi il problema è la chiave REST salvata nel nostro back office. Prova a rigenerarla: WooCommerce → Impostazioni → Avanzate → REST API → nuova chiave Lettura/Scrittura, poi incollala in CassaNet → Integrazioni → WooCommerce, \"Verifica connessione\" e \"Risincronizza giacenze\".\nVisto che hai pubblicato la api_key del webhook, rigenerala pure da Integrazioni → WooCommerce → \"Nuovo webhook\".\nAndrea – Supporto CassaNet",
        "created_at": "2026-07-14T08:45:38Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "il firewall non c'entrava, il plugin di sicurezza aveva revocato tutte le chiavi. rigenerate entrambe, ok ora va",
        "created_at": "2026-07-14T10:52:50Z"
      }
    ]
  },
  {
    "external_id": "CN-2053",
    "subject": "NON RIESCO AD ACCEDERE",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-36898",
    "status": "closed",
    "closed_at": "2026-07-27T19:55:25Z",
    "handle_seconds": 2088,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "NON RIESCO AD ACCEDERE!!! HO DIMENTICATO LA PASSWORD E HO IL LOCALE PIENO, È SABATO SERA. RISPONDETE",
        "created_at": "2026-07-18T19:47:08Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, mi scusi per l'attesa. Ecco la via più veloce:\n– se sul tablet le chiede il PIN a 4 cifre: dal telefono apra backoffice.cassanet.it → Impostazioni → Operatori → il suo nome → \"Reimposta PIN\"\n– poi sul tablet ☰ → Esci e rientri con il PIN temporaneo\nSe invece ha dimenticato anche la password del back office, clicchi \"Password dimenticata?\" nella pagina di accesso: la mail arriva in un paio di minuti.\nFederica – Assistenza CassaNet",
        "created_at": "2026-07-18T19:58:34Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, è riuscito a rientrare? Se il problema persiste mi risponda pure qui.",
        "created_at": "2026-07-20T19:56:51Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.",
        "created_at": "2026-07-27T19:55:25Z"
      }
    ]
  },
  {
    "external_id": "CN-2054",
    "subject": "avviso rosso trasmissioni pendenti",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-42648",
    "status": "closed",
    "closed_at": "2026-07-23T20:59:15Z",
    "handle_seconds": 1255,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ciao, ho un avviso rosso in alto \"trasmissioni pendenti 2\" e quando ci clicco sopra dice ERR_502 Bad Gateway. internet funziona, netflix va (scherzo, ma va). Non so se devo chiamare il tecnico della stampante. Rispondete anche qui gabriele.moretti88@gmail.com\nAh, il mio commercialista mi ha mandato questo link per controllare lo stato sul sito dell'agenzia, non so se serve: https://portale-corrispettivi.studiomarchetti.it/stato?cliente=88213&token=e3Vq81LmZt0Xk5Pa",
        "created_at": "2026-07-23T20:10:36Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao Gabriele, il link del commercialista non serve (ed è personale, meglio non condividerlo). Prima del tecnico prova due cose dall'app:\n1) Impostazioni → Stampante fiscale → \"Sincronizza data e ora\" (se l'orologio della stampante è spostato anche di pochi minuti l'invio viene rifiutato)\n2) Menu → Chiusure → Trasmissioni pendenti → \"Reinvia ora\"\nFederica – Supporto CassaNet",
        "created_at": "2026-07-23T20:31:17Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "l'orologio era avanti di 6 minuti, boh. sincronizzato e reinviato, pendenti 0. grazie",
        "created_at": "2026-07-23T20:43:56Z"
      }
    ]
  },
  {
    "external_id": "CN-2055",
    "subject": "secondo tablet per il dehors non entra",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-44402",
    "status": "closed",
    "closed_at": "2026-08-08T17:08:59Z",
    "handle_seconds": 1180,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve abbiamo riacceso il tablet del dehors che d'inverno teniamo spento, quello piccolo Lenovo, e non entra, scritta rossa dispositivo non autorizzato. Abbiamo il piano Plus che mi avevate detto comprende 3 tablet. In cassa ne usiamo 2 + questo = 3. Quindi??",
        "created_at": "2026-08-08T16:22:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, il piano Plus comprende 3 dispositivi attivi, ma nel conteggio rientrano anche i tablet che non usate più e non sono stati revocati. Nel vostro account risultano 4 dispositivi associati, tra cui un \"iPad 9\" che non si collega da novembre. Se non lo usate, lo revochi da backoffice.cassanet.it → Impostazioni → Dispositivi → \"Revoca\" e poi riapra l'app sul Lenovo.\nLuca – Supporto CassaNet",
        "created_at": "2026-08-08T16:38:18Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Plus: 4 device associati, \"iPad 9\" inattivo da 11/2025. Valutare revoca automatica device inattivi >90gg (PROD-1210).",
        "created_at": "2026-08-08T16:40:22Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ah si l'ipad vecchio che ha preso mio figlio. revocato, ora il lenovo entra perfetto",
        "created_at": "2026-08-08T16:48:54Z"
      }
    ]
  },
  {
    "external_id": "CN-2056",
    "subject": "errore 0x1F stampante!!",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-78247",
    "status": "resolved",
    "closed_at": "2026-08-15T20:00:03Z",
    "handle_seconds": 4694,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "errore 0x1F stampante!! ferragosto pieno di gente, non stampa niente",
        "created_at": "2026-08-14T18:40:12Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, tenga premuto il tasto FEED della stampante per 5 secondi e mi scriva l'indirizzo IP che compare sul foglio.\nLuca – Supporto CassaNet",
        "created_at": "2026-08-14T18:47:07Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "c'è scritto IPv6 fe80::2a0:c9ff:fe14:7b3e",
        "created_at": "2026-08-14T18:52:26Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Quello è l'indirizzo IPv6, a noi serve quello nella riga sopra o sotto, con 4 numeri separati da punti (IPv4), tipo 192.168.1.x",
        "created_at": "2026-08-14T18:55:45Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "192.168.1.41",
        "created_at": "2026-08-14T18:58:35Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Nell'app è salvato 192.168.1.50. Vada in Impostazioni → Stampante fiscale → Indirizzo IP, metta 192.168.1.41 e salvi.",
        "created_at": "2026-08-14T19:01:23Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok",
        "created_at": "2026-08-14T19:05:56Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ha ripreso a stampare? Se sì, appena può faccia fissare l'indirizzo della stampante sul router, così non si ripresenta.",
        "created_at": "2026-08-14T19:59:13Z"
      }
    ]
  },
  {
    "external_id": "CN-2057",
    "subject": "Mi sono dimenticato la chiusura, rischio qualcosa?",
    "category": "altro",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-68999",
    "status": "resolved",
    "closed_at": "2026-08-17T09:30:47Z",
    "handle_seconds": 643,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno allora ieri sera finito il servizio ero stanco morto e me ne sono andato senza fare la chiusura, stamattina mio fratello apre e mi chiama che la cassa non va e c'è scritto qualcosa tipo chiusura mancante. Io sono in macchina, lui di queste cose non sa niente. Ma soprattutto, rischiamo qualcosa con l'Agenzia? Mi hanno detto che i corrispettivi vanno mandati entro la giornata. Mio fratello è al 392-604-1178",
        "created_at": "2026-08-17T08:28:54Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, può dire a suo fratello di fare così: sul tablet Menu → Chiusure → \"Chiusura giornaliera\". La stampante chiude la giornata di ieri e trasmette i dati, poi la cassa riparte.\nSul rischio: la trasmissione dei corrispettivi va fatta entro 12 giorni, quindi facendo la chiusura stamattina l'invio rientra ampiamente nei termini. Per dubbi specifici senta comunque il suo commercialista.\nPer non doverci più pensare, attivi in backoffice.cassanet.it → Impostazioni → Cassa → \"Chiusura automatica\" alle 03:00, lasciando la stampante accesa.\nLuca – Supporto CassaNet",
        "created_at": "2026-08-17T08:44:37Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "mio fratello l'ha fatta e va. stasera metto l'automatica",
        "created_at": "2026-08-17T09:24:58Z"
      }
    ]
  },
  {
    "external_id": "CN-2058",
    "subject": "Lotteria: i clienti si lamentano",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-69935",
    "status": "closed",
    "closed_at": "2026-08-19T14:48:29Z",
    "handle_seconds": 1188,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, tabaccheria a Bolzano, qui d'estate con i turisti tanti chiedono la lotteria e il codice non passa mai, ogni volta devo dire \"mi scusi non funziona\" e la gente si arrabbia e qualcuno dice pure che lo faccio apposta. Io leggo con la pistola del codice come faccio per le sigarette. Ho già riavviato tutto ieri sera. Se volete chiamate al negozio +39 0471 982 233 la mattina",
        "created_at": "2026-08-19T10:12:57Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, proviamo subito senza telefonare: la \"pistola\" legge bene i codici numerici (come quelli delle sigarette) ma il codice lotteria contiene lettere, e se il lettore è impostato con una tastiera diversa da quella italiana le lettere arrivano sbagliate. Nell'app: Impostazioni → Periferiche → Lettore barcode → \"Layout tastiera lettore\" → Italiano.\nMarta – Supporto CassaNet",
        "created_at": "2026-08-19T11:15:26Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Provato con 3 clienti e va. Grazie, finalmente",
        "created_at": "2026-08-19T14:18:01Z"
      }
    ]
  },
  {
    "external_id": "CN-2059",
    "subject": "sumup non va più con la cassa",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-48460",
    "status": "closed",
    "closed_at": "2026-08-28T21:30:23Z",
    "handle_seconds": 1081,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "allora stasera sumup e cassanet non si parlano piu, il cliente paga sul coso di sumup che dice ok, la cassa gira gira e poi dice non confermato e lo scontrino non lo fa, ho fatto 4 scontrini a mano con \"carta\" ma non so se ho fatto giusto perché poi i conti non tornano con sumup. domani ho il mercatino e se non va è un casino",
        "created_at": "2026-08-21T21:03:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, per i 4 scontrini: se li ha battuti scegliendo \"Carta – già incassato\" va benissimo, non genera addebiti e risulta come pagamento elettronico nei corrispettivi.\nPer il problema: Impostazioni → Pagamenti → SumUp → \"Disconnetti account\", poi \"Collega account SumUp\" e rientri con le credenziali SumUp. Faccia una prova da € 1,00 e poi la stampi/annulli.\nLuca – Supporto CassaNet",
        "created_at": "2026-08-21T21:28:11Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.",
        "created_at": "2026-08-28T21:30:23Z"
      }
    ]
  },
  {
    "external_id": "CN-2060",
    "subject": "Fattura scartata dallo SDI – codice fiscale errato",
    "category": "fatturazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-75327",
    "status": "closed",
    "closed_at": "2026-08-26T12:20:14Z",
    "handle_seconds": 847,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, sono Salvatore, ho una ditta individuale (frutta e verdura). Il commercialista mi ha detto che la vostra fattura di luglio è stata scartata dallo SDI perché il codice fiscale non corrisponde alla partita IVA. Il mio codice fiscale giusto è ESPSVT66C22G273F e la partita IVA 03918274618. Nel vostro sistema forse c'è quello di mia moglie che aveva aperto l'account. Mi potete sistemare voi?",
        "created_at": "2026-08-25T10:44:24Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Salvatore,\ni dati di fatturazione li modifica direttamente il titolare dell'account, così restano corretti anche per le prossime fatture: backoffice.cassanet.it → Account → Dati di fatturazione, corregga il codice fiscale e salvi. Poi in Account → Fatture, sulla fattura di luglio, clicchi \"Richiedi riemissione\": la nuova viene ritrasmessa allo SDI entro 48 ore.\nAndrea – Amministrazione CassaNet",
        "created_at": "2026-08-25T11:45:09Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Scarto SDI 00305 (CF cessionario non coerente con P.IVA): account aperto con CF della moglie. Il cliente corregge da sé.",
        "created_at": "2026-08-25T11:50:16Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto ieri sera. Oggi il commercialista mi dice che è arrivata. Grazie mille",
        "created_at": "2026-08-26T11:49:15Z"
      }
    ]
  },
  {
    "external_id": "CN-2061",
    "subject": "Rallentamenti nella stampa dei conti",
    "category": "prestazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-37032",
    "status": "closed",
    "closed_at": "2026-08-28T19:45:10Z",
    "handle_seconds": 1496,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nriscontriamo tempi molto lunghi tra la pressione di \"Chiudi conto\" e l'uscita dello scontrino, anche 8-10 secondi (per esempio ieri lo scontrino n. 0203-0117 è uscito dopo quasi 12 secondi). La stampante di per sé è veloce, perché la stampa di prova dal menu della stampante è immediata. Versione app 3.8.4 su iPad.",
        "created_at": "2026-08-27T15:14:34Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, grazie della prova sulla stampante, utile. Provi per favore a chiudere completamente l'app (swipe verso l'alto dal multitasking) e a riavviare l'iPad.\nGiulia – Supporto CassaNet",
        "created_at": "2026-08-27T16:33:38Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Riavviato. Nessun miglioramento.",
        "created_at": "2026-08-27T18:28:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Allora il ritardo è lato app: prima di inviare lo scontrino alla stampante l'app lo registra nell'archivio locale, che dopo molti mesi diventa lento. In Impostazioni → Avanzate → Manutenzione tocchi \"Compatta archivio locale\" (con sincronizzazione verde), poi riapra l'app.",
        "created_at": "2026-08-27T18:44:04Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Risolto, ora lo scontrino esce subito dopo la chiusura del conto. Grazie.",
        "created_at": "2026-08-28T18:44:34Z"
      }
    ]
  },
  {
    "external_id": "CN-2062",
    "subject": "richiesta rimborso riparazione",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-41284",
    "status": "closed",
    "closed_at": "2026-09-01T18:28:30Z",
    "handle_seconds": 7930,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno\ndurante il temporale di ferragosto un fulmine ha bruciato la stampante fiscale (e anche il modem). Non potendo aspettare, ho chiamato un tecnico della zona che l'ha riparata per € 210,00 (fattura n. 57/2026). So che non è passato dal vostro servizio, ma chiedo se potete rimborsarmi almeno una parte, visto che è stato un evento eccezionale.\nIBAN per l'eventuale rimborso: IT39W0832703200000000019874 intestato a me\nCodice fiscale CSTNNA90D45L2MVX\nCell +39 320 447 8816\nGrazie",
        "created_at": "2026-08-31T08:35:37Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Anna,\ngli interventi di tecnici esterni alla nostra rete non rientrano nell'assistenza e i danni da fulmine non sono coperti. Detto questo, considerata la situazione, le riconosciamo in via eccezionale un rimborso di € 105,00, pari al 50% della fattura, sull'IBAN che ci ha indicato. Le chiedo solo di inviarci copia della fattura del tecnico rispondendo a questo messaggio.\nMarta – Ufficio commerciale CassaNet",
        "created_at": "2026-08-31T13:28:43Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Grazie mille, allego la fattura.",
        "created_at": "2026-08-31T16:35:13Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ricevuta, il bonifico parte entro la fine della settimana.",
        "created_at": "2026-09-01T16:28:16Z"
      }
    ]
  },
  {
    "external_id": "CN-2063",
    "subject": "quantità sul sito sbagliate",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-94032",
    "status": "closed",
    "closed_at": "2026-09-05T20:36:40Z",
    "handle_seconds": 2077,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve ho un negozio di vini a Siena e il sito con woocommerce. Da agosto le quantità sul sito sono tutte sballate, c'è un Brunello che sul sito è 12 e in cantina ne ho 2. Non so da dove partire, non sono pratico. Mi chiamate allo 0577 48 12 90 per favore?",
        "created_at": "2026-09-03T14:20:58Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, l'abbiamo chiamata ma non ha risposto nessuno, le scrivo qui.\nNel back office di CassaNet, in Integrazioni → WooCommerce, lo stato è \"Errore 401\" dal 4 agosto: significa che il sito non accetta più la chiave con cui CassaNet aggiorna le quantità. Chi le gestisce il sito deve creare una nuova chiave (WooCommerce → Impostazioni → Avanzate → REST API, permessi Lettura/Scrittura); lei la incolla in Integrazioni → WooCommerce, preme \"Verifica connessione\" e poi \"Risincronizza giacenze\", che riallinea tutte le quantità del sito a quelle del magazzino.\nMarta – Supporto CassaNet",
        "created_at": "2026-09-03T15:14:02Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Chiamato il fisso alle 15:20, nessuna risposta.",
        "created_at": "2026-09-03T15:19:32Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "scusate ero in vigna. se vi serve entrare nel sito per sistemare c'è questo che mi ha lasciato il tecnico https://www.enotecailcasato.it/wp-login.php?user=admin&password=Brunello2019 fate voi",
        "created_at": "2026-09-03T18:22:45Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie, ma non entriamo nei siti dei clienti, e le consiglio di far cambiare quella password al suo tecnico visto che ora è scritta qui. Gli giri pure le istruzioni del messaggio precedente: bastano 5 minuti.",
        "created_at": "2026-09-03T18:43:06Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "grazie il mio tecnico ha fatto, cambiato anche la password. il brunello adesso è 2 anche sul sito",
        "created_at": "2026-09-05T18:36:17Z"
      }
    ]
  },
  {
    "external_id": "CN-2064",
    "subject": "Il commercialista segnala IVA errata nei corrispettivi",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-95793",
    "status": "closed",
    "closed_at": "2026-09-10T10:38:50Z",
    "handle_seconds": 779,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nil mio commercialista controllando i corrispettivi di agosto ha visto che le piante (reparto \"Vivaio\") risultano tutte al 22%, per esempio lo scontrino n. 0186-0042 del 12 agosto, ortensia € 18,00 mentre io nel back office le ho impostate al 10% già a luglio. Ho paura di prendere una multa. Il registratore è un RCH, l'app è la 3.8.4. Mi potete dire cosa non ho fatto?\nGrazie, Anna",
        "created_at": "2026-09-09T08:12:51Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Anna,\nnel back office l'aliquota è corretta, ma la modifica non è mai stata trasmessa al registratore telematico: l'RT conserva al suo interno la tabella reparti/aliquote e continua a usare quella finché non riceve la nuova.\nQuesta sera, dopo aver fatto la chiusura giornaliera, apra l'app → Impostazioni → Stampante fiscale → \"Invia reparti e aliquote\" e controlli sul foglio che stampa che \"Vivaio\" sia al 10%. (Se provasse a farlo a giornata aperta riceverebbe l'errore E-3107.)\nPer agosto, come le avrà detto il commercialista, la rettifica va valutata con lui.\nAndrea – Supporto CassaNet",
        "created_at": "2026-09-09T09:29:56Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Nota amministrazione: cliente con 2 insoluti SDD (luglio/agosto) sul conto IT02C0306909606100000064372, sollecito già inviato. Non bloccare l'assistenza tecnica.",
        "created_at": "2026-09-09T09:38:47Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto come mi ha scritto. Sul foglio Vivaio è al 10% e gli scontrini di oggi sono giusti.",
        "created_at": "2026-09-10T09:38:10Z"
      }
    ]
  },
  {
    "external_id": "CN-2065",
    "subject": "Non trovo il pulsante per disdire",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-70233",
    "status": "closed",
    "closed_at": "2026-09-15T13:25:41Z",
    "handle_seconds": 970,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, vorremmo disdire l'abbonamento perché passiamo a un altro sistema di cassa del gruppo a cui ci siamo affiliati. Ho letto la vostra guida ma in Account → Abbonamento vedo solo \"Cambia piano\" e \"Metodo di pagamento\", il tasto Disdici non c'è. Potete disdire voi? Il nostro numero è 049 876 5402, mail negozio@ilgirasole-pd.it",
        "created_at": "2026-09-14T09:40:45Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, la disdetta deve essere fatta dal titolare dell'account per motivi di sicurezza, quindi non possiamo farla noi. Il tasto non compare perché siete entrati con un utente \"Responsabile\": entri in backoffice.cassanet.it con l'e-mail del titolare e troverà \"Disdici abbonamento\" in Account → Abbonamento. Prima di disdire le consiglio di esportare storico e articoli da Report → \"Esporta dati\": il file articoli si può spesso importare nel nuovo gestionale.\nMarta – Ufficio commerciale CassaNet",
        "created_at": "2026-09-14T11:34:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Il titolare ha fatto la disdetta. Per l'esportazione gli è arrivata una mail con il link https://backoffice.cassanet.it/export/download?id=55120&token=a8F3kP0qZ7xW2mR9 , ma il file lo apriamo domani con il nuovo fornitore: il link scade?",
        "created_at": "2026-09-15T11:37:12Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Il link resta valido 7 giorni; se scade basta rifare l'esportazione da Report → \"Esporta dati\". Non lo inoltri a terzi: chiunque lo abbia può scaricare il file.",
        "created_at": "2026-09-15T12:33:50Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Perfetto, grazie.",
        "created_at": "2026-09-15T12:54:46Z"
      }
    ]
  },
  {
    "external_id": "CN-2066",
    "subject": "Password dimenticata da un collaboratore – voce Operatori non visibile",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-83029",
    "status": "resolved",
    "closed_at": "2026-09-23T13:03:53Z",
    "handle_seconds": 2138,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Gentile assistenza,\nun nostro collaboratore del punto vendita di via Mazzini ha dimenticato la password di accesso all'applicazione CassaNet e non può più operare in cassa. Vi chiediamo come procedere per il ripristino.\nCordiali saluti\nUfficio amministrazione\nPanificio Bertoldi s.r.l. – P.IVA 02847190358\namministrazione@panificiobertoldi.it",
        "created_at": "2026-09-22T09:05:48Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nsul tablet gli operatori accedono con un PIN personale, che si reimposta dal back office: backoffice.cassanet.it → Impostazioni → Operatori → nome del collaboratore → \"Reimposta PIN\". Dopodiché sul tablet si esce dalla sessione (☰ → Esci) e si rientra con il PIN temporaneo.\nCordiali saluti, Simone – Assistenza CassaNet",
        "created_at": "2026-09-22T10:14:54Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Grazie, ma nel nostro back office la voce \"Operatori\" sotto Impostazioni non compare. Vediamo solo Negozio, Stampante e Pagamenti.",
        "created_at": "2026-09-22T12:18:20Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Dipende dal ruolo dell'utente con cui siete entrati: la gestione operatori è visibile solo al titolare dell'account. Se l'utente amministrazione è configurato come \"Responsabile\", il reset deve farlo il titolare (oppure il titolare può assegnarvi il ruolo da Impostazioni → Utenti).",
        "created_at": "2026-09-22T12:43:38Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Ennesima richiesta: il ruolo Responsabile non può gestire i PIN. Aggiunto +1 alla feature request PROD-1043.",
        "created_at": "2026-09-22T12:46:52Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Il titolare ha reimpostato il PIN e il collaboratore è rientrato regolarmente. Risolto, grazie.",
        "created_at": "2026-09-23T12:53:36Z"
      }
    ]
  },
  {
    "external_id": "CN-2067",
    "subject": "TUTTO LENTO",
    "category": "prestazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-62144",
    "status": "closed",
    "closed_at": "2026-09-29T10:42:50Z",
    "handle_seconds": 1085,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "TUTTO LENTO. APRIRE LA CASSA 1 MINUTO. FARE UNO SCONTRINO 30 SECONDI. È SABATO MATTINA, LA PASTICCERIA È PIENA. SE NON RISOLVETE OGGI DISDICO. pasticceria.dolcevita@virgilio.it",
        "created_at": "2026-09-26T10:20:55Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, la aiuto subito. Appena ha un minuto di pausa (servono circa 2 minuti):\n1) in alto verifichi che l'icona della nuvola sia verde\n2) Impostazioni → Avanzate → Manutenzione → \"Compatta archivio locale\"\n3) chiuda l'app e la riapra\nQuesto libera l'archivio del tablet, che dopo tanti mesi rallenta tutto.\nFederica – Assistenza CassaNet",
        "created_at": "2026-09-26T10:33:29Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, volevo sapere se dopo la compattazione la cassa è tornata veloce. Non avendo sue notizie chiudo la richiesta; se servisse può rispondere qui in qualsiasi momento.",
        "created_at": "2026-09-29T10:40:39Z"
      }
    ]
  },
  {
    "external_id": "CN-2068",
    "subject": "Lotteria degli scontrini – codice rifiutato",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-34970",
    "status": "closed",
    "closed_at": "2026-10-08T14:22:15Z",
    "handle_seconds": 1059,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, nel negozio da qualche giorno quando inseriamo il codice lotteria con il lettore ci viene dato codice non valido. Abbiamo iPad con app 3.9.0. Mi potete rispondere a l.ferretti.abbigliamento@outlook.it? Grazie",
        "created_at": "2026-10-01T12:25:48Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, le rispondo qui (riceve copia anche via e-mail). Con il lettore collegato all'iPad verifichi in CassaNet: Impostazioni → Periferiche → Lettore barcode → \"Layout tastiera lettore\" e selezioni Italiano; con un layout diverso le lettere del codice lotteria vengono lette in modo errato. Se digitando il codice a mano viene accettato, è sicuramente questo.\nGiulia – Supporto CassaNet",
        "created_at": "2026-10-01T14:21:23Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.",
        "created_at": "2026-10-08T14:22:15Z"
      }
    ]
  },
  {
    "external_id": "CN-2069",
    "subject": "Disdetta e dati dopo la chiusura",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-41316",
    "status": "closed",
    "closed_at": "2026-10-09T19:16:11Z",
    "handle_seconds": 2157,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, a novembre cediamo l'osteria e il nuovo gestore userà un altro sistema. Due domande: 1) come si disdice e da quando smettete di addebitare? 2) dopo la disdetta i dati dove finiscono? Il commercialista vuole gli incassi di tutto il 2026 e anche del 2025. Rispondete a osteria.ilcantuccio@gmail.com grazie",
        "created_at": "2026-10-05T16:10:12Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera,\n1) la disdetta la fa il titolare da backoffice.cassanet.it → Account → Abbonamento → \"Disdici abbonamento\"; ha effetto alla fine del mese già pagato, quindi se disdice entro ottobre l'ultimo addebito è quello di ottobre;\n2) dopo la disdetta i dati restano consultabili in sola lettura per 12 mesi, poi vengono cancellati. Per il commercialista le conviene esportarli subito da Report → \"Esporta dati\", selezionando dal 01/01/2025 a oggi (formato Excel).\nGiulia – Ufficio commerciale CassaNet",
        "created_at": "2026-10-05T19:06:13Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, vedo che la disdetta è stata registrata il 7 ottobre e l'esportazione è stata scaricata. Chiudo il ticket, in bocca al lupo!",
        "created_at": "2026-10-09T19:12:58Z"
      }
    ]
  },
  {
    "external_id": "CN-2070",
    "subject": "Ripristino di fabbrica del terminale – errore di autorizzazione",
    "category": "accesso",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-64909",
    "status": "closed",
    "closed_at": "2026-10-09T14:46:20Z",
    "handle_seconds": 1037,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nscrivo per conto del Gruppo Bellavista (3 punti vendita). Abbiamo eseguito un ripristino di fabbrica su un tablet della cassa del punto vendita di Rimini per problemi di lentezza. Dopo la reinstallazione di CassaNet 3.9.0 l'accesso restituisce \"E-4021 Dispositivo non autorizzato\". Il tablet fisicamente è lo stesso.\nPer eventuali comunicazioni: it@gruppobellavista.it\nGrazie",
        "created_at": "2026-10-06T12:40:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\ndopo un ripristino di fabbrica il tablet si presenta con un nuovo identificativo, quindi per il sistema è un dispositivo diverso e quello \"vecchio\" continua a occupare il posto. Dal back office (Impostazioni → Dispositivi) revochi la voce con l'ultimo accesso precedente al ripristino, poi chiuda e riapra l'app sul tablet.\nCordiali saluti, Simone – Assistenza CassaNet",
        "created_at": "2026-10-06T14:38:03Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, non avendo ricevuto riscontro considero risolta la richiesta e chiudo il ticket. Se l'errore dovesse ripresentarsi può rispondere a questo messaggio.",
        "created_at": "2026-10-09T14:44:13Z"
      }
    ]
  },
  {
    "external_id": "CN-2071",
    "subject": "Comunicazione RT interrotta – errore 0x1F",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-67793",
    "status": "closed",
    "closed_at": "2026-10-08T18:37:35Z",
    "handle_seconds": 935,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nsono il consulente informatico di un negozio di calzature a Mantova. Dopo un intervento di riorganizzazione della rete (nuova VLAN per i dispositivi di cassa) il tablet restituisce \"Stampante non raggiungibile – 0x1F\". La stampante risponde al ping su 172.16.4.20 e il tablet è sulla stessa VLAN. Avete indicazioni sulle porte usate dall'app?\nPer contatti: assistenza@retisicure-mn.it",
        "created_at": "2026-10-08T13:50:47Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nl'app comunica con l'RT via TCP sulla porta 9100 (stampa) e sulla 80 per lo stato; nessun servizio esterno è coinvolto nella stampa. La causa più frequente dopo un cambio di rete è però più banale: l'indirizzo memorizzato nell'app è ancora quello vecchio. Verifichi in Impostazioni → Stampante fiscale → Indirizzo IP che ci sia 172.16.4.20 e, visto che avete una rete gestita, le consiglio una prenotazione DHCP per la matricola dell'RT.\nCordiali saluti, Simone – Supporto CassaNet",
        "created_at": "2026-10-08T15:18:21Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Confermo, nell'app era rimasto l'indirizzo della vecchia subnet. Aggiornato e prenotato in DHCP, stampa regolarmente. Grazie.",
        "created_at": "2026-10-08T18:16:51Z"
      }
    ]
  },
  {
    "external_id": "CN-2072",
    "subject": "Costo verificazione periodica",
    "category": "commerciale",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-66443",
    "status": "closed",
    "closed_at": "2026-10-10T14:40:45Z",
    "handle_seconds": 7388,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, mi è arrivato l'avviso che il registratore deve fare la verificazione periodica, costo € 75,00. Due anni fa però, durante la verificazione, il vostro tecnico mi ha lasciato la stampante ferma tre giorni e ho lavorato con le ricevute manuali. Questa volta vorrei almeno non pagarla. gelateria.polare@yahoo.it",
        "created_at": "2026-10-09T13:15:39Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, la verificazione periodica è obbligatoria per legge ogni due anni ed è normalmente a carico dell'esercente. Ho però controllato l'intervento del 2024: il fermo di tre giorni è stato causato da un ritardo del nostro centro assistenza. Per questo, come gesto commerciale, la verificazione di quest'anno sarà gratuita e il tecnico si impegna a eseguirla in giornata.\nGiulia – Ufficio commerciale CassaNet",
        "created_at": "2026-10-09T14:09:35Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Grazie, molto corretto.",
        "created_at": "2026-10-09T14:40:33Z"
      }
    ]
  },
  {
    "external_id": "CN-2073",
    "subject": "Sono 3 mesi che chiedo la fattura!!!",
    "category": "fatturazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-15229",
    "status": "closed",
    "closed_at": "2026-10-16T22:35:16Z",
    "handle_seconds": 787,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "SONO TRE MESI CHE VI CHIEDO UNA FATTURA FATTA BENE. Ogni mese arriva intestata a \"Ottica\" e basta, senza partita iva, e ogni mese il commercialista me la rimanda indietro. Ho scritto a info@ottica-lombardi.it che è la nostra mail ma nessuno di voi risponde a quella. Chiamatemi al negozio 02 4851 2290 oppure risolvete. E intanto continuate ad addebitare regolarmente sulla carta 5227-8013-4426-9078, quello sì.",
        "created_at": "2026-10-13T16:05:01Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, mi scusi per il disagio. Le fatture riportano esattamente i dati salvati in Account → Dati di fatturazione e nel vostro account il campo ragione sociale contiene solo \"Ottica\" e la P.IVA è vuota; le e-mail inviate alla casella generica non aggiornano questi dati.\nPer risolvere definitivamente: in backoffice.cassanet.it → Account → Dati di fatturazione inserisca ragione sociale completa, P.IVA e codice SDI e salvi. Poi in Account → Fatture usi \"Richiedi riemissione\" per agosto, settembre e ottobre (sono tutte negli ultimi 60 giorni).\nMarta – Amministrazione CassaNet",
        "created_at": "2026-10-13T16:30:38Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Verificato: le mail del cliente a luglio/agosto erano finite nella coda commerciale e non in amministrazione. Segnalato al team per il routing.",
        "created_at": "2026-10-13T16:36:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ok messi i dati e chieste le riemissioni. Vediamo se questa volta arrivano giuste.",
        "created_at": "2026-10-13T20:31:05Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "arrivate giuste. finalmente",
        "created_at": "2026-10-16T20:34:43Z"
      }
    ]
  },
  {
    "external_id": "CN-2074",
    "subject": "Integrazione SumUp – E-5103 su tutti i terminali",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-46057",
    "status": "resolved",
    "closed_at": "2026-10-15T12:02:15Z",
    "handle_seconds": 379,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nnella nostra farmacia usiamo due tablet CassaNet 3.9.0 e due lettori SumUp Air. Da lunedì entrambi i tablet restituiscono \"E-5103 Pagamento non confermato\" dopo il pagamento con carta, che sul lettore risulta invece approvato. Lunedì abbiamo cambiato la password dell'account SumUp (amministrazione@farmaciadelponte.it) per motivi di sicurezza: potrebbe esserci un collegamento?\nCordiali saluti",
        "created_at": "2026-10-15T08:50:45Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nsì, il cambio password SumUp invalida l'autorizzazione che CassaNet aveva salvato. Su ciascun tablet: Impostazioni → Pagamenti → SumUp → \"Disconnetti account\" e poi \"Collega account SumUp\" con la nuova password. Il lettore non va riassociato.\nCordiali saluti, Simone – Supporto CassaNet",
        "created_at": "2026-10-15T09:56:01Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ricollegati entrambi i tablet, i pagamenti vengono confermati. Grazie.",
        "created_at": "2026-10-15T11:52:14Z"
      }
    ]
  },
  {
    "external_id": "CN-2075",
    "subject": "E-3001 all'apertura",
    "category": "altro",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-91192",
    "status": "closed",
    "closed_at": "2026-10-20T07:11:45Z",
    "handle_seconds": 1115,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, all'apertura il tablet dà E-3001 e non fa scontrini. Ieri sera la collega dice di aver fatto la chiusura ma forse ha solo stampato il report X. App 3.9.0, RT Custom.",
        "created_at": "2026-10-17T06:45:04Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, molto probabilmente è così: il report X (lettura) non chiude la giornata. Faccia ora la chiusura giornaliera da Menu → Chiusure → \"Chiusura giornaliera\" (report Z): la stampante chiude la giornata di ieri e invia i corrispettivi, poi la cassa è di nuovo utilizzabile.\nSe vuole evitare dimenticanze può attivare la chiusura automatica in backoffice.cassanet.it → Impostazioni → Cassa.\nMarta – Supporto CassaNet",
        "created_at": "2026-10-17T07:05:15Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Cliente moroso: 2 rate SDD respinte su IT77A0200801633000104882193 (agosto, settembre). Pratica in recupero crediti, assistenza tecnica comunque consentita.",
        "created_at": "2026-10-17T07:10:25Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, dal pannello vedo che la chiusura di venerdì è stata eseguita e trasmessa sabato mattina. Non avendo altre notizie chiudo il ticket.",
        "created_at": "2026-10-20T07:05:55Z"
      }
    ]
  },
  {
    "external_id": "CN-2076",
    "subject": "Integrazione e-commerce: articoli non scalati",
    "category": "integrazioni",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-57135",
    "status": "closed",
    "closed_at": "2026-10-24T12:20:13Z",
    "handle_seconds": 1882,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, vendiamo libri anche online con WooCommerce. Da qualche giorno i libri venduti in libreria non vengono scalati sul sito e abbiamo già dovuto annullare tre ordini. Nel pannello di CassaNet l'integrazione risulta \"attiva\" ma c'è un triangolino giallo con scritto 401. Francesca (francesca.pini@libreriapini.it)",
        "created_at": "2026-10-20T11:11:54Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Francesca, il triangolo con 401 indica che WooCommerce rifiuta la chiave API salvata in CassaNet. Va creata una nuova chiave con permessi Lettura/Scrittura (WooCommerce → Impostazioni → Avanzate → REST API), incollata in backoffice.cassanet.it → Integrazioni → WooCommerce, poi \"Verifica connessione\" e \"Risincronizza giacenze\".\nGiulia – Supporto CassaNet",
        "created_at": "2026-10-20T12:16:52Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Francesca, dal nostro pannello l'integrazione risulta di nuovo connessa e la risincronizzazione è stata completata ieri, quindi chiudo la richiesta. Se notasse altre differenze di quantità mi scriva pure.",
        "created_at": "2026-10-24T12:14:25Z"
      }
    ]
  },
  {
    "external_id": "CN-2077",
    "subject": "aggiunto reparto ma non esce giusto",
    "category": "configurazione",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-47338",
    "status": "closed",
    "closed_at": "2026-10-22T10:16:58Z",
    "handle_seconds": 659,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buonasera allora io ho il minimarket e da questa settimana mettiamo anche le ricariche e i giornali, quindi mia figlia che è più brava di me col computer ha aggiunto i reparti nel coso, il backoffice, con l'iva giusta che ci ha detto la ragioniera, e nel tablet i tasti li vediamo, però sullo scontrino i giornali escono con l'iva come la frutta, cioè non quella giusta, e non capiamo se è la stampante o il tablet o cosa",
        "created_at": "2026-10-21T17:03:45Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, è la stampante: i reparti nuovi vanno inviati anche al registratore telematico. A fine giornata, dopo la chiusura, dal tablet vada in Impostazioni → Stampante fiscale → \"Invia reparti e aliquote\". Prima della chiusura non si può fare (uscirebbe l'errore E-3107).\nLuca – Supporto CassaNet",
        "created_at": "2026-10-21T17:43:49Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "sì ok adesso passa, giornali giusti. grazie ragazzi",
        "created_at": "2026-10-22T09:46:21Z"
      }
    ]
  },
  {
    "external_id": "CN-2078",
    "subject": "ERR_502 chiusura del 25 ottobre",
    "category": "guasto",
    "product": "cassanet",
    "locale": "it",
    "customer_ref": "CUST-18107",
    "status": "closed",
    "closed_at": "2026-10-28T08:17:22Z",
    "handle_seconds": 1991,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, la chiusura di ieri sera (chiusura n. 0298) è andata in ERR_502. La stampante segna un'ora avanti rispetto al telefono. Immagino sia l'ora solare. Mi confermate la procedura? Non vorrei fare pasticci.",
        "created_at": "2026-10-26T07:40:32Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, immagina bene. La procedura è:\n1) app → Impostazioni → Stampante fiscale → \"Sincronizza data e ora\" (l'ora della stampante si allinea a quella ufficiale)\n2) Menu → Chiusure → Trasmissioni pendenti → \"Reinvia ora\" per inviare la chiusura n. 0298\nNon deve rifare la chiusura.\nGiulia – Supporto CassaNet",
        "created_at": "2026-10-26T08:11:03Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Stesso picco di marzo con il ritorno all'ora solare; R&D conferma fix DST in RT-FW 1.13 (#882).",
        "created_at": "2026-10-26T08:14:31Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, dal nostro pannello la chiusura n. 0298 risulta trasmessa e accettata ieri alle 8:20, quindi immagino abbia seguito la procedura. Chiudo il ticket; se dovesse ricomparire l'avviso mi scriva pure qui.",
        "created_at": "2026-10-28T08:11:27Z"
      }
    ]
  }
];

export const truth = [
  {
    "external_id": "CN-2001",
    "group": "cn-chiusura-dimenticata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CF",
        "value": "DLCPLA58B03A662S"
      }
    ]
  },
  {
    "external_id": "CN-2002",
    "group": "cn-disdetta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "merceria.pellegrini@alice.it"
      },
      {
        "label": "PIVA",
        "value": "06231957421"
      }
    ]
  },
  {
    "external_id": "CN-2003",
    "group": "cn-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "mariagrazia.fontana@libero.it"
      }
    ]
  },
  {
    "external_id": "CN-2004",
    "group": "cn-sostituzione-rt",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "348 663 0192"
      },
      {
        "label": "CARTA",
        "value": "4556 7320 9914 5839"
      }
    ]
  },
  {
    "external_id": "CN-2005",
    "group": "cn-stampante-0x1f",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "192.168.1.57"
      },
      {
        "label": "IP",
        "value": "192.168.1.34"
      }
    ]
  },
  {
    "external_id": "CN-2006",
    "group": "cn-dispositivo-non-autorizzato",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2007",
    "group": "cn-app-lenta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2008",
    "group": "cn-fattura-abbonamento",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "07193504821"
      },
      {
        "label": "EMAIL",
        "value": "studio.ferraris@commercialistiassociati.it"
      }
    ]
  },
  {
    "external_id": "CN-2009",
    "group": "cn-pos-sumup",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "pizzeria.dagennaro@gmail.com"
      }
    ]
  },
  {
    "external_id": "CN-2010",
    "group": "cn-aliquota-reparto",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2011",
    "group": "cn-corrispettivi-err502",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2012",
    "group": "cn-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "329 145 7730"
      }
    ]
  },
  {
    "external_id": "CN-2013",
    "group": "cn-disdetta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2014",
    "group": "cn-lotteria-lettore",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2015",
    "group": "cn-woocommerce-magazzino",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://www.ceramichederuta-shop.it/wp-json/wc/v3/products?consumer_key=ck_4f1a9c27e0b84d53a6e2f19c7b0d3e58a1c6f420&consumer_secret=cs_9b2e7d41a0c35f86e1d4b2a97c0f5e38d6a1b724"
      }
    ]
  },
  {
    "external_id": "CN-2016",
    "group": "cn-chiusura-dimenticata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2017",
    "group": "cn-dispositivo-non-autorizzato",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2018",
    "group": "cn-sostituzione-rt",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT56V0503411701000000781245"
      }
    ]
  },
  {
    "external_id": "CN-2019",
    "group": "cn-fattura-abbonamento",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "barcentrale.snc@pec.it"
      }
    ]
  },
  {
    "external_id": "CN-2020",
    "group": "cn-stampante-0x1f",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "192.168.0.1"
      },
      {
        "label": "IP",
        "value": "192.168.0.23"
      }
    ]
  },
  {
    "external_id": "CN-2021",
    "group": "cn-aliquota-reparto",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2022",
    "group": "cn-pos-sumup",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CARTA",
        "value": "5399-1402-7735-0189"
      }
    ]
  },
  {
    "external_id": "CN-2023",
    "group": "cn-reset-password",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://backoffice.cassanet.it/reset-password?token=Q7vX2mK9pLw4RtZ8bN3c"
      },
      {
        "label": "TELEFONO",
        "value": "347 882 1903"
      }
    ]
  },
  {
    "external_id": "CN-2024",
    "group": "cn-app-lenta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": true
    },
    "pii": [
      {
        "label": "CF",
        "value": "MRTLCU93R61D612R"
      }
    ]
  },
  {
    "external_id": "CN-2025",
    "group": "cn-woocommerce-magazzino",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2026",
    "group": "cn-corrispettivi-err502",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2027",
    "group": "cn-corrispettivi-err502",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "0541 27 84 63"
      },
      {
        "label": "CF",
        "value": "RSSMRA80A01H50MM"
      }
    ]
  },
  {
    "external_id": "CN-2028",
    "group": "cn-lotteria-lettore",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "farmacia.sanrocco@gmail.com"
      }
    ]
  },
  {
    "external_id": "CN-2029",
    "group": "cn-disdetta",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CARTA",
        "value": "4012 8800 3917 4654"
      },
      {
        "label": "EMAIL",
        "value": "r.sartori.parrucchieri@gmail.com"
      }
    ]
  },
  {
    "external_id": "CN-2030",
    "group": "cn-chiusura-dimenticata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "calzoleria.marini@gmail.com"
      },
      {
        "label": "TELEFONO",
        "value": "+39 06 5532 1187"
      }
    ]
  },
  {
    "external_id": "CN-2031",
    "group": "cn-fattura-abbonamento",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CARTA",
        "value": "4532 0187 4593 0215"
      },
      {
        "label": "TELEFONO",
        "value": "328-551-0472"
      }
    ]
  },
  {
    "external_id": "CN-2032",
    "group": "cn-dispositivo-non-autorizzato",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "93.41.208.17"
      }
    ]
  },
  {
    "external_id": "CN-2033",
    "group": "cn-pos-sumup",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2034",
    "group": "cn-stampante-0x1f",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": true
    },
    "pii": [
      {
        "label": "IP",
        "value": "10.0.0.45"
      }
    ]
  },
  {
    "external_id": "CN-2035",
    "group": "cn-sostituzione-rt",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "04581209378"
      },
      {
        "label": "EMAIL",
        "value": "trattoria.dasilvio@tiscali.it"
      },
      {
        "label": "CF",
        "value": "GLLFNC78H14A944N"
      }
    ]
  },
  {
    "external_id": "CN-2036",
    "group": "cn-app-lenta",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "direzione@birreriailluppolo.it"
      }
    ]
  },
  {
    "external_id": "CN-2037",
    "group": "cn-corrispettivi-err502",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "192.168.1.80"
      }
    ]
  },
  {
    "external_id": "CN-2038",
    "group": "cn-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "+39 339 451 2207"
      }
    ]
  },
  {
    "external_id": "CN-2039",
    "group": "cn-lotteria-lettore",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": true
    },
    "pii": []
  },
  {
    "external_id": "CN-2040",
    "group": "cn-aliquota-reparto",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2041",
    "group": "cn-woocommerce-magazzino",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://shopadmin:Bottega%2326@www.bottegabio-cortona.it/wp-admin/"
      },
      {
        "label": "EMAIL",
        "value": "ordini@bottegabio-cortona.it"
      },
      {
        "label": "TELEFONO",
        "value": "0575 63 21 48"
      }
    ]
  },
  {
    "external_id": "CN-2042",
    "group": "cn-dispositivo-non-autorizzato",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "0039 340 771 2905"
      }
    ]
  },
  {
    "external_id": "CN-2043",
    "group": "cn-chiusura-dimenticata",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2044",
    "group": "cn-disdetta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2045",
    "group": "cn-stampante-0x1f",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "192.168.1.102"
      },
      {
        "label": "IP",
        "value": "192.168.1.60"
      }
    ]
  },
  {
    "external_id": "CN-2046",
    "group": "cn-fattura-abbonamento",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "12045681934"
      }
    ]
  },
  {
    "external_id": "CN-2047",
    "group": "cn-pos-sumup",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "emporio.salvi@gmail.com"
      },
      {
        "label": "TELEFONO",
        "value": "+39 347 210 5588"
      },
      {
        "label": "CF",
        "value": "BNCLRA85M52F205I"
      }
    ]
  },
  {
    "external_id": "CN-2048",
    "group": "cn-sostituzione-rt",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT74P0103002800000004419320"
      },
      {
        "label": "EMAIL",
        "value": "caseificio.belli@gmail.com"
      }
    ]
  },
  {
    "external_id": "CN-2049",
    "group": "cn-lotteria-lettore",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2050",
    "group": "cn-aliquota-reparto",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2051",
    "group": "cn-app-lenta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "333.918.2046"
      }
    ]
  },
  {
    "external_id": "CN-2052",
    "group": "cn-woocommerce-magazzino",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://hooks.cassanet.it/woo/inbound/4417?api_key=cnk_live_7Hq2Rt9XwP4mLz6Vb8Ns"
      },
      {
        "label": "IP",
        "value": "2001:b07:6463:1c00::5e"
      }
    ]
  },
  {
    "external_id": "CN-2053",
    "group": "cn-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2054",
    "group": "cn-corrispettivi-err502",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "gabriele.moretti88@gmail.com"
      },
      {
        "label": "URL_TOKEN",
        "value": "https://portale-corrispettivi.studiomarchetti.it/stato?cliente=88213&token=e3Vq81LmZt0Xk5Pa"
      }
    ]
  },
  {
    "external_id": "CN-2055",
    "group": "cn-dispositivo-non-autorizzato",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2056",
    "group": "cn-stampante-0x1f",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "fe80::2a0:c9ff:fe14:7b3e"
      },
      {
        "label": "IP",
        "value": "192.168.1.41"
      },
      {
        "label": "IP",
        "value": "192.168.1.50"
      }
    ]
  },
  {
    "external_id": "CN-2057",
    "group": "cn-chiusura-dimenticata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "392-604-1178"
      }
    ]
  },
  {
    "external_id": "CN-2058",
    "group": "cn-lotteria-lettore",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "+39 0471 982 233"
      }
    ]
  },
  {
    "external_id": "CN-2059",
    "group": "cn-pos-sumup",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2060",
    "group": "cn-fattura-abbonamento",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CF",
        "value": "ESPSVT66C22G273F"
      },
      {
        "label": "PIVA",
        "value": "03918274618"
      }
    ]
  },
  {
    "external_id": "CN-2061",
    "group": "cn-app-lenta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2062",
    "group": "cn-sostituzione-rt",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT39W0832703200000000019874"
      },
      {
        "label": "CF",
        "value": "CSTNNA90D45L2MVX"
      },
      {
        "label": "TELEFONO",
        "value": "+39 320 447 8816"
      }
    ]
  },
  {
    "external_id": "CN-2063",
    "group": "cn-woocommerce-magazzino",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "0577 48 12 90"
      },
      {
        "label": "URL_TOKEN",
        "value": "https://www.enotecailcasato.it/wp-login.php?user=admin&password=Brunello2019"
      }
    ]
  },
  {
    "external_id": "CN-2064",
    "group": "cn-aliquota-reparto",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT02C0306909606100000064372"
      }
    ]
  },
  {
    "external_id": "CN-2065",
    "group": "cn-disdetta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "049 876 5402"
      },
      {
        "label": "EMAIL",
        "value": "negozio@ilgirasole-pd.it"
      },
      {
        "label": "URL_TOKEN",
        "value": "https://backoffice.cassanet.it/export/download?id=55120&token=a8F3kP0qZ7xW2mR9"
      }
    ]
  },
  {
    "external_id": "CN-2066",
    "group": "cn-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "amministrazione@panificiobertoldi.it"
      },
      {
        "label": "PIVA",
        "value": "02847190358"
      }
    ]
  },
  {
    "external_id": "CN-2067",
    "group": "cn-app-lenta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "pasticceria.dolcevita@virgilio.it"
      }
    ]
  },
  {
    "external_id": "CN-2068",
    "group": "cn-lotteria-lettore",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "l.ferretti.abbigliamento@outlook.it"
      }
    ]
  },
  {
    "external_id": "CN-2069",
    "group": "cn-disdetta",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "osteria.ilcantuccio@gmail.com"
      }
    ]
  },
  {
    "external_id": "CN-2070",
    "group": "cn-dispositivo-non-autorizzato",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "it@gruppobellavista.it"
      }
    ]
  },
  {
    "external_id": "CN-2071",
    "group": "cn-stampante-0x1f",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "172.16.4.20"
      },
      {
        "label": "EMAIL",
        "value": "assistenza@retisicure-mn.it"
      }
    ]
  },
  {
    "external_id": "CN-2072",
    "group": "cn-sostituzione-rt",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "gelateria.polare@yahoo.it"
      }
    ]
  },
  {
    "external_id": "CN-2073",
    "group": "cn-fattura-abbonamento",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "info@ottica-lombardi.it"
      },
      {
        "label": "TELEFONO",
        "value": "02 4851 2290"
      },
      {
        "label": "CARTA",
        "value": "5227-8013-4426-9078"
      }
    ]
  },
  {
    "external_id": "CN-2074",
    "group": "cn-pos-sumup",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "amministrazione@farmaciadelponte.it"
      }
    ]
  },
  {
    "external_id": "CN-2075",
    "group": "cn-chiusura-dimenticata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT77A0200801633000104882193"
      }
    ]
  },
  {
    "external_id": "CN-2076",
    "group": "cn-woocommerce-magazzino",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "francesca.pini@libreriapini.it"
      }
    ]
  },
  {
    "external_id": "CN-2077",
    "group": "cn-aliquota-reparto",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "CN-2078",
    "group": "cn-corrispettivi-err502",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  }
];

export const questions = [
  {
    "question": "Un mio dipendente non si ricorda più il codice per entrare nella cassa, come glielo faccio cambiare?",
    "group": "cn-reset-password"
  },
  {
    "question": "Ho perso le credenziali e non riesco più a fare login, cosa devo fare?",
    "group": "cn-reset-password"
  },
  {
    "question": "Ho cambiato tablet e l'app mi dice che il dispositivo non è abilitato, come lo sblocco?",
    "group": "cn-dispositivo-non-autorizzato"
  },
  {
    "question": "Cosa significa il codice E-4021 quando provo ad accedere da un altro iPad?",
    "group": "cn-dispositivo-non-autorizzato"
  },
  {
    "question": "Come faccio ad avere la fattura del canone intestata alla mia azienda con partita IVA?",
    "group": "cn-fattura-abbonamento"
  },
  {
    "question": "Le vostre fatture non compaiono nel cassetto fiscale del mio commercialista, dove devo inserire il codice destinatario?",
    "group": "cn-fattura-abbonamento"
  },
  {
    "question": "Ho modificato l'IVA di un reparto ma gli scontrini continuano a riportare quella vecchia, perché?",
    "group": "cn-aliquota-reparto"
  },
  {
    "question": "Quando provo a mandare i reparti al registratore esce E-3107, cosa vuol dire?",
    "group": "cn-aliquota-reparto"
  },
  {
    "question": "La cassa rifiuta il codice della lotteria se lo leggo con lo scanner, mentre digitato va bene: come mai?",
    "group": "cn-lotteria-lettore"
  },
  {
    "question": "Il lettore di codici a barre inverte alcune lettere (Q al posto di A), come si sistema?",
    "group": "cn-lotteria-lettore"
  },
  {
    "question": "Il tablet non trova più il registratore fiscale e segnala 0x1F, cosa controllo?",
    "group": "cn-stampante-0x1f"
  },
  {
    "question": "Dopo aver sostituito il modem la cassa non riesce più a stampare gli scontrini, come la ricollego?",
    "group": "cn-stampante-0x1f"
  },
  {
    "question": "La chiusura serale non viene trasmessa all'Agenzia delle Entrate e compare ERR_502, come risolvo?",
    "group": "cn-corrispettivi-err502"
  },
  {
    "question": "Dopo il passaggio all'ora legale ho delle trasmissioni in sospeso, come le invio?",
    "group": "cn-corrispettivi-err502"
  },
  {
    "question": "Il programma della cassa è diventato molto lento dopo mesi di utilizzo, c'è un modo per velocizzarlo?",
    "group": "cn-app-lenta"
  },
  {
    "question": "Ogni scontrino impiega parecchi secondi a uscire e il tablet si blocca nelle ore di punta, cosa posso fare?",
    "group": "cn-app-lenta"
  },
  {
    "question": "Il lettore SumUp approva il pagamento ma la cassa dà E-5103 e non emette lo scontrino, che faccio?",
    "group": "cn-pos-sumup"
  },
  {
    "question": "Ho cambiato la password di SumUp e ora i pagamenti con carta non vengono confermati in cassa, come li ricollego?",
    "group": "cn-pos-sumup"
  },
  {
    "question": "Le quantità del mio shop online WooCommerce non si aggiornano più con le vendite del negozio, cosa è successo?",
    "group": "cn-woocommerce-magazzino"
  },
  {
    "question": "Nell'integrazione con l'e-commerce vedo errore 401, come lo risolvo?",
    "group": "cn-woocommerce-magazzino"
  },
  {
    "question": "Voglio chiudere il mio abbonamento CassaNet: qual è la procedura e fino a quando pago?",
    "group": "cn-disdetta"
  },
  {
    "question": "Se interrompo il servizio per la stagione invernale, che fine fanno i miei dati e come li scarico?",
    "group": "cn-disdetta"
  },
  {
    "question": "Non ho fatto la chiusura fiscale ieri e oggi la cassa è bloccata, come riparto?",
    "group": "cn-chiusura-dimenticata"
  },
  {
    "question": "Esiste un modo per fare in automatico la chiusura giornaliera senza doverla ricordare ogni sera?",
    "group": "cn-chiusura-dimenticata"
  },
  {
    "question": "CassaNet funziona anche su smartphone Android oltre che su tablet?",
    "group": null
  },
  {
    "question": "Posso emettere fatture elettroniche B2B direttamente dalla cassa CassaNet?",
    "group": null
  },
  {
    "question": "Come gestisco i buoni pasto elettronici come metodo di pagamento?",
    "group": null
  },
  {
    "question": "È possibile collegare una bilancia pesa-prezzi al tablet per il banco gastronomia?",
    "group": null
  },
  {
    "question": "Come imposto le comande in cucina con una stampante non fiscale separata?",
    "group": null
  },
  {
    "question": "Posso fare un reso e stornare uno scontrino emesso la settimana scorsa?",
    "group": null
  },
  {
    "question": "Si può accettare Satispay come metodo di pagamento in cassa?",
    "group": null
  },
  {
    "question": "CassaNet gestisce le tessere fedeltà e i punti per i clienti abituali?",
    "group": null
  }
];
