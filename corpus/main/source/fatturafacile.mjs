// FatturaFacile – corpus di riferimento italiano per Distillo.
// 78 ticket in 13 gruppi di problemi, verità attesa e domande di valutazione per la chat.
// Tutti i dati personali sono fittizi (checksum validi per IBAN, carte, CF, P.IVA) ed elencati in truth[].pii.

export const tickets = [
  {
    "external_id": "FF-1001",
    "subject": "Numerazione fatture nuovo anno",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-10394",
    "status": "closed",
    "closed_at": "2026-01-05T10:37:21Z",
    "handle_seconds": 1245,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno e buon anno,\nsto preparando la prima fattura del 2026 ma il sistema mi propone il numero 2026/243, continuando dal 2025. Noi abbiamo sempre ricominciato da 1 ogni anno. Vi lascio i nostri riferimenti: Ferramenta Lodi snc, P.IVA 02847310154, tel. 02 4589 1123.\nGrazie",
        "created_at": "2026-01-05T08:12:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno e buon anno anche a voi!\nLa ripartenza si imposta così: Impostazioni > Numerazione > sezionale «Fatture» > attivi «Ricomincia da 1 ogni anno» e controlli che «Prossimo numero» sia 1. Salvi e riapra la bozza: il numero si aggiorna. Visto che la fattura non è ancora stata inviata, non c'è nulla da correggere allo SDI.",
        "created_at": "2026-01-05T09:13:04Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ora propone 2026/1. Grazie.",
        "created_at": "2026-01-05T09:39:01Z"
      }
    ]
  },
  {
    "external_id": "FF-1002",
    "subject": "Sezionale fatture: numero errato dopo il 1° gennaio",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-33867",
    "status": "closed",
    "closed_at": "2026-01-07T13:51:25Z",
    "handle_seconds": 1598,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Spett.le assistenza,\ncon la presente segnaliamo che dal 1° gennaio la numerazione del sezionale fatture prosegue da quella dell'anno precedente (bozza n. 2026/1518). Abbiamo provato a cancellare la bozza e a ricrearla ma il numero proposto è sempre lo stesso. Restiamo in attesa di indicazioni; per comunicazioni amministrazione@hotelmiramare-rimini.it.\nDistinti saluti\nHotel Miramare – Amministrazione",
        "created_at": "2026-01-07T10:30:03Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nprima di tutto provi a uscire e rientrare nell'account, in modo che le impostazioni vengano ricaricate, e poi ricrei la bozza.",
        "created_at": "2026-01-07T11:10:54Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Effettuato logout e nuovo accesso: il numero proposto resta 2026/1518.",
        "created_at": "2026-01-07T12:11:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. La causa è nelle impostazioni del sezionale: vada su Impostazioni > Numerazione > Fatture, attivi «Ricomincia da 1 ogni anno» e imposti «Prossimo numero» a 1, quindi salvi. La bozza esistente prenderà automaticamente il numero 2026/1.",
        "created_at": "2026-01-07T12:27:26Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Altro caso #4512 (flag non migrato).",
        "created_at": "2026-01-07T12:30:54Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Confermiamo che ora la bozza riporta 2026/1. Grazie per il supporto.",
        "created_at": "2026-01-07T13:01:30Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Contratto intestato al legale rappresentante Paolo Galli, CF GLLPLA71E18A944A. Cliente moroso sulla fattura abbonamento di dicembre: non sospendere fino al 31/01 (accordo con amministrazione).",
        "created_at": "2026-01-07T13:11:58Z"
      }
    ]
  },
  {
    "external_id": "FF-1003",
    "subject": "numero fattura sbagliato",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-23315",
    "status": "closed",
    "closed_at": "2026-01-08T16:06:27Z",
    "handle_seconds": 1913,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "numero fattura sbagliato anno nuovo",
        "created_at": "2026-01-08T13:27:37Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, mi può dire che numero le propone il sistema e quale si aspettava?",
        "created_at": "2026-01-08T13:47:52Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "mi da 2026/89 ma è la prima di quest anno. dovrebbe essere 1",
        "created_at": "2026-01-08T14:47:58Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. Vada su Impostazioni > Numerazione, apra il sezionale Fatture, spunti «Ricomincia da 1 ogni anno» e metta 1 in «Prossimo numero». Poi salvi: la bozza prenderà il numero 2026/1.",
        "created_at": "2026-01-08T14:58:25Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "sistemato",
        "created_at": "2026-01-08T15:29:22Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Bug migrazione sezionali 2025→2026: il flag \"ricomincia ogni anno\" non è stato copiato per gli account creati prima di 03/2024. Ticket dev #4512. Workaround: riattivare il flag a mano come sopra.",
        "created_at": "2026-01-08T15:34:34Z"
      }
    ]
  },
  {
    "external_id": "FF-1004",
    "subject": "Errore \"Numero già utilizzato\" impostando la numerazione",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-37728",
    "status": "closed",
    "closed_at": "2026-01-13T12:47:50Z",
    "handle_seconds": 2741,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nsiamo passati a FatturaFacile a inizio gennaio. Le fatture 2026/1 e 2026/2 le avevamo già emesse col vecchio gestionale, quindi ho impostato «Prossimo numero» a 3. Salvando però ricevo l'errore \"Numero già utilizzato\", anche se su FatturaFacile non esiste nessuna fattura 3. Come posso fare?",
        "created_at": "2026-01-13T09:06:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, di solito l'errore dipende da una bozza con quel numero. Controlli in Documenti > Bozze se c'è una fattura 2026/3 e, se sì, la elimini; poi riprovi a salvare la numerazione.",
        "created_at": "2026-01-13T09:56:53Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Nelle bozze non c'è niente, e nemmeno nel cestino.",
        "created_at": "2026-01-13T10:32:46Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Bozza 2026/3 eliminata il 09/01 ma rimasta come riservata nel contatore del sezionale (record numerazione non liberato). Liberato a mano il numero e impostato next=3 sul record dell'account.",
        "created_at": "2026-01-13T11:42:51Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie per la verifica. Il numero 3 era rimasto riservato da una bozza cancellata nei giorni scorsi, che il sistema non aveva liberato. Ho corretto a mano il contatore della numerazione direttamente sul vostro account: ora la prossima fattura sarà la 2026/3.",
        "created_at": "2026-01-13T11:48:47Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Perfetto, la bozza nuova ha il 3. Grazie.",
        "created_at": "2026-01-13T12:09:11Z"
      }
    ]
  },
  {
    "external_id": "FF-1005",
    "subject": "Non voglio che la numerazione ricominci da 1",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-46641",
    "status": "closed",
    "closed_at": "2026-01-16T19:41:32Z",
    "handle_seconds": 1276,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, allora, la mia situazione è un po' al contrario degli altri credo. Io ho sempre numerato in modo continuo, cioè l'anno scorso sono arrivato a 412 e quest'anno volevo partire da 413, me l'ha detto anche la commercialista che si può fare. Invece il programma mi ha messo la prima fattura del 2026 come numero 1. Non l'ho ancora mandata per fortuna. Si può cambiare o devo per forza tenere 1?",
        "created_at": "2026-01-16T15:55:00Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, si può fare senza problemi, la numerazione continua è ammessa.\nImpostazioni > Numerazione > sezionale Fatture: tolga la spunta a «Ricomincia da 1 ogni anno» e scriva 413 in «Prossimo numero». Salvi e riapra la bozza, che prenderà il 413. Le consiglio anche di togliere l'anno dal formato del numero se non lo vuole vedere (campo «Formato»).",
        "created_at": "2026-01-16T16:55:30Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Tutto ok, adesso è la 413. Grazie!",
        "created_at": "2026-01-16T18:55:44Z"
      }
    ]
  },
  {
    "external_id": "FF-1006",
    "subject": "Impossibile accedere all'account",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-20417",
    "status": "closed",
    "closed_at": "2026-01-19T09:04:41Z",
    "handle_seconds": 2031,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nvi scrivo perché da stamattina non riesco più ad accedere. Sono abbastanza sicura della password, ma la pagina continua a rispondermi \"credenziali non valide\". Oggi devo assolutamente emettere due fatture, quindi vi chiedo cortesemente un aiuto rapido.\nL'indirizzo con cui sono registrata è laura.bianchi@studiobianchi.it\n\nCordiali saluti\nLaura Bianchi",
        "created_at": "2026-01-19T07:12:05Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Laura,\nnella pagina di accesso di app.fatturafacile.it, sotto il campo della password, trova il link «Password dimenticata?». Inserisca il suo indirizzo e le arriverà una mail con il link per impostarne una nuova (il link resta valido 30 minuti).\nMi faccia sapere se riesce.\nFederica – Supporto FatturaFacile",
        "created_at": "2026-01-19T07:34:17Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ho fatto la procedura due volte ma non mi è arrivato nulla.",
        "created_at": "2026-01-19T08:10:03Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ogni richiesta genera un link nuovo e annulla il precedente, quindi vale solo l'ultima mail. Le chiedo di controllare la cartella Spam / Posta indesiderata: il mittente è noreply@fatturafacile.it. Con Outlook aziendale capita anche che il messaggio finisca in quarantena.",
        "created_at": "2026-01-19T08:19:45Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Era nello spam, infatti. Sono entrata e ho già cambiato la password. Grazie mille per la pazienza!",
        "created_at": "2026-01-19T08:34:15Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Benissimo, buon lavoro!",
        "created_at": "2026-01-19T08:40:33Z"
      }
    ]
  },
  {
    "external_id": "FF-1007",
    "subject": "nuemrazione",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-14202",
    "status": "resolved",
    "closed_at": "2026-01-23T08:18:44Z",
    "handle_seconds": 806,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buongiorno la nuemrazione non riparte da 1 come l'anno scorso, perche? cè qualcosa da fare?",
        "created_at": "2026-01-21T06:58:19Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, sì: in Impostazioni > Numerazione > sezionale Fatture attivi «Ricomincia da 1 ogni anno» e imposti «Prossimo numero» a 1 (o al numero corretto se nel 2026 ha già emesso altre fatture). Salvando, le bozze non ancora inviate si aggiornano.",
        "created_at": "2026-01-21T08:18:27Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Nessuna risposta dal cliente: ticket impostato su Risolto.",
        "created_at": "2026-01-23T08:18:44Z"
      }
    ]
  },
  {
    "external_id": "FF-1008",
    "subject": "Prima fattura scartata - codice 00400 (regime forfettario)",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-51107",
    "status": "closed",
    "closed_at": "2026-01-26T14:12:28Z",
    "handle_seconds": 1079,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nho aperto la partita IVA a gennaio (P.IVA 12075490727), sono in regime forfettario e ho appena emesso la mia prima fattura, che però è stata scartata. Nella notifica leggo: \"00400 – 2.2.1.14 <Natura> non presente a fronte di 2.2.1.12 <AliquotaIVA> pari a zero\". Non so cosa significhi. Potreste aiutarmi?\nGrazie, Alessandro",
        "created_at": "2026-01-26T10:48:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Alessandro e benvenuto!\nLo scarto dice che la riga ha IVA 0% ma manca il codice Natura che spiega perché l'IVA non c'è. Per i forfettari si sistema una volta per tutte dalle impostazioni:\n1) Impostazioni > Dati azienda > Regime fiscale: selezioni «RF19 – Regime forfettario»\n2) Impostazioni > IVA predefinita: aliquota 0% con Natura «N2.2 – Non soggette – altri casi».\nCon RF19 il sistema aggiunge anche in automatico la dicitura di legge sull'operazione in franchigia IVA.\nPoi riapra la fattura scartata (può mantenere lo stesso numero e la stessa data), verifichi che la riga riporti N2.2 e la reinvii.",
        "created_at": "2026-01-26T11:29:05Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ho modificato le impostazioni e reinviato: ora risulta consegnata. Grazie per la chiarezza!",
        "created_at": "2026-01-26T12:59:42Z"
      }
    ]
  },
  {
    "external_id": "FF-1009",
    "subject": "Movimenti bancari non sincronizzati (ERR_502)",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-24810",
    "status": "closed",
    "closed_at": "2026-01-28T12:13:35Z",
    "handle_seconds": 1306,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\ndal 22 gennaio i movimenti del conto Intesa Sanpaolo (IBAN IT79 N030 6911 7011 0000 0004 521) non vengono più importati. Nella sezione Banca, accanto al conto, compare \"ERR_502 – Sincronizzazione non riuscita\". Non abbiamo cambiato nulla né sul conto né sull'home banking.\nCordiali saluti",
        "created_at": "2026-01-28T08:15:38Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nl'errore ERR_502 compare quando scade l'autorizzazione che la banca ci ha dato per leggere i movimenti: per la normativa PSD2 il consenso dura 180 giorni e poi va rinnovato dal titolare del conto, anche se non è cambiato nulla.\nVada su Banca > Conti collegati, clicchi sul conto e poi su «Rinnova consenso»: verrà portato sul sito della banca per confermare con le credenziali dell'home banking e la notifica sull'app. Al rientro la sincronizzazione riparte e recupera anche i movimenti dei giorni mancanti.",
        "created_at": "2026-01-28T09:05:52Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Rinnovato il consenso, sono comparsi tutti i movimenti dal 22 in poi. Grazie.",
        "created_at": "2026-01-28T11:05:55Z"
      }
    ]
  },
  {
    "external_id": "FF-1010",
    "subject": "Richiesta rimborso rinnovo annuale - attività cessata",
    "category": "commerciale",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-13390",
    "status": "closed",
    "closed_at": "2026-02-03T14:08:28Z",
    "handle_seconds": 4542,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nil 1° febbraio mi è stato addebitato il rinnovo annuale del piano Pro (€ 364,78 IVA inclusa) sulla carta 4532 7810 3942 2211. Ho chiuso la partita IVA (09172560634) il 31 dicembre e ho semplicemente dimenticato di disdire l'abbonamento. Da gennaio non ho emesso alcun documento. Chiedo gentilmente il rimborso.\nGiulio Rossi – CF RSSGLI85T10H501M",
        "created_at": "2026-02-03T09:05:28Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Giulio,\nil rinnovo annuale di norma non è rimborsabile una volta addebitato, come da condizioni di servizio. Nel suo caso però la partita IVA risulta cessata e dopo il rinnovo non è stato emesso alcun documento, quindi abbiamo disposto il rimborso in via eccezionale dell'intero importo (€ 364,78) sulla stessa carta usata per il pagamento: lo vedrà entro 5-10 giorni lavorativi. Contestualmente abbiamo disattivato il rinnovo automatico.\nLe ricordo che può continuare a scaricare i documenti degli anni passati fino al 31/03 in sola lettura.",
        "created_at": "2026-02-03T10:35:50Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Grazie, molto gentili. Scarico tutto entro marzo.",
        "created_at": "2026-02-03T13:36:36Z"
      }
    ]
  },
  {
    "external_id": "FF-1011",
    "subject": "Errore E-4021 scaricando il PDF",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-25066",
    "status": "closed",
    "closed_at": "2026-02-04T11:47:59Z",
    "handle_seconds": 2136,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nquando clicco su «Scarica PDF» compare il messaggio \"Errore E-4021 – impossibile generare il documento\". La fattura n. 2026/34 è stata inviata regolarmente allo SDI, mi serve solo il PDF da mandare al cliente. Uso Chrome su Windows 11.\nGrazie",
        "created_at": "2026-02-04T08:40:16Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, provi per favore a svuotare la cache del browser (Ctrl+Shift+Canc, \"Immagini e file memorizzati nella cache\") e a riprovare.",
        "created_at": "2026-02-04T09:10:34Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Niente, uguale. Ho provato anche con Firefox, stesso errore.",
        "created_at": "2026-02-04T09:31:22Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie della prova. Ha cambiato il logo aziendale di recente? L'errore E-4021 compare quasi sempre quando il logo è troppo pesante o in un formato non supportato.",
        "created_at": "2026-02-04T09:46:47Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Sì, ieri ho caricato il logo nuovo che mi ha mandato il grafico. È un PNG da 6 MB.",
        "created_at": "2026-02-04T09:57:24Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ecco la causa. Vada su Impostazioni > Aspetto documenti > Logo, rimuova quello attuale e ne carichi una versione PNG o JPG sotto 1 MB (basta anche 1200 px di larghezza). Poi riprovi a scaricare il PDF.",
        "created_at": "2026-02-04T10:05:50Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ricaricato in PNG da 300 KB, adesso il PDF esce. Grazie.",
        "created_at": "2026-02-04T10:30:50Z"
      }
    ]
  },
  {
    "external_id": "FF-1012",
    "subject": "Codice di verifica dopo cambio telefono",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-22590",
    "status": "closed",
    "closed_at": "2026-02-10T11:55:12Z",
    "handle_seconds": 2188,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nla settimana scorsa ho cambiato smartphone e non ho trasferito Google Authenticator. Adesso al login, dopo la password, mi viene chiesto il codice a 6 cifre che ovviamente non ho più. Come posso rientrare?\nGrazie\nMarco Ferrari",
        "created_at": "2026-02-10T07:40:16Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Marco,\nquando ha attivato la verifica in due passaggi il sistema le ha fatto scaricare dieci codici di recupero (file \"fatturafacile-codici-recupero.txt\" oppure stampati). Nella schermata del codice clicchi «Usa un codice di recupero» e ne inserisca uno.\nUna volta dentro vada su Impostazioni > Sicurezza > Verifica in due passaggi > Riconfigura e inquadri il nuovo QR con il telefono nuovo.",
        "created_at": "2026-02-10T08:15:50Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ho trovato il file nei download del vecchio portatile, il primo codice ha funzionato.",
        "created_at": "2026-02-10T10:16:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ottimo. Ricordi che ogni codice si usa una sola volta: dopo la riconfigurazione può generarne una serie nuova e conservarla in un posto sicuro.",
        "created_at": "2026-02-10T10:25:12Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto, nuovo telefono associato e codici nuovi salvati. Grazie!",
        "created_at": "2026-02-10T10:45:33Z"
      }
    ]
  },
  {
    "external_id": "FF-1013",
    "subject": "Elenco fatture molto lento",
    "category": "prestazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-11673",
    "status": "closed",
    "closed_at": "2026-02-12T12:36:03Z",
    "handle_seconds": 1074,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nda qualche settimana la pagina «Fatture emesse» impiega 40-50 secondi per caricarsi, a volte compare il messaggio \"La richiesta sta impiegando più del previsto\". Le altre pagine sono veloci. Abbiamo circa 6.000 fatture dal 2021 a oggi.\nCordialmente, Ufficio contabilità",
        "created_at": "2026-02-12T08:30:12Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\ncon quel numero di documenti la lentezza dipende quasi sempre dai filtri: controllate in alto a destra nell'elenco se è impostato «Tutti gli anni» e se in Preferenze > Elenchi la voce «Righe per pagina» è su «Tutte». In quel caso il sistema carica 6.000 righe ogni volta.\nImpostate l'anno corrente e 50 righe per pagina: la scelta viene memorizzata.",
        "created_at": "2026-02-12T09:30:27Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Era proprio su Tutte e tutti gli anni. Ora la pagina si apre in un paio di secondi. Grazie.",
        "created_at": "2026-02-12T11:31:09Z"
      }
    ]
  },
  {
    "external_id": "FF-1014",
    "subject": "Reso parziale su fattura già inviata",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-21450",
    "status": "closed",
    "closed_at": "2026-02-17T13:39:56Z",
    "handle_seconds": 1320,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nabbiamo emesso la fattura n. 2026/57 per quattro sedie (€ 1.220,00 IVA inclusa). Il cliente ne ha restituita una perché danneggiata. Volevo correggere la fattura ma il pulsante «Modifica» è grigio. Come devo procedere?\nGrazie, Arredamenti Conti",
        "created_at": "2026-02-17T09:22:31Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nuna fattura già trasmessa allo SDI non si può più modificare: per il reso va emessa una nota di credito. Apra la fattura 2026/57, clicchi su Azioni > «Crea nota di credito»: il sistema crea un documento TD04 già collegato alla fattura originale (numero e data vengono riportati in automatico).",
        "created_at": "2026-02-17T10:18:22Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ho creato la nota, però mi riporta tutte e quattro le sedie con l'importo totale.",
        "created_at": "2026-02-17T11:38:48Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Nella finestra che si apre, in alto, scelga «Parziale» invece di «Totale»: a quel punto può modificare la quantità della riga da 4 a 1 ed eliminare eventuali altre righe che non riguardano il reso. Il totale della nota si ricalcola da solo (€ 305,00). Poi salvi e invii.",
        "created_at": "2026-02-17T11:50:52Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Perfetto, nota di credito inviata e già consegnata. Grazie della spiegazione.",
        "created_at": "2026-02-17T12:26:05Z"
      }
    ]
  },
  {
    "external_id": "FF-1015",
    "subject": "iva 22 ma sono forfettario",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-24439",
    "status": "closed",
    "closed_at": "2026-02-24T10:18:25Z",
    "handle_seconds": 1115,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "mi mette sempre iva 22% su ogni fattura ma io sono forfettario. ogni volta devo cambiarla a mano",
        "created_at": "2026-02-23T17:20:07Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, dipende dal regime impostato nel profilo. Vada su Impostazioni > Dati azienda e come Regime fiscale scelga «RF19 – Regime forfettario»; poi in Impostazioni > IVA predefinita imposti 0% con Natura N2.2. Da lì in poi le nuove fatture partono già corrette, con la dicitura della franchigia IVA.",
        "created_at": "2026-02-23T18:20:45Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok ora esce 0 con la scritta giusta. grazie",
        "created_at": "2026-02-24T09:21:22Z"
      }
    ]
  },
  {
    "external_id": "FF-1016",
    "subject": "Ordini WooCommerce non importati - errore 401",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-34108",
    "status": "closed",
    "closed_at": "2026-02-26T13:11:30Z",
    "handle_seconds": 1191,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\ndal 24 febbraio gli ordini del nostro negozio WooCommerce non vengono più importati e quindi non partono le fatture automatiche. In Integrazioni > WooCommerce compare: \"Errore 401 – woocommerce_rest_cannot_view\". In quei giorni il nostro sviluppatore ha aggiornato WooCommerce alla 9.6.\nGrazie,\nEmanuele – Vini Colombo, tel. +39 011 557 3902",
        "created_at": "2026-02-26T09:10:22Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Emanuele,\nil 401 significa che WooCommerce non riconosce più le chiavi API che FatturaFacile usa per leggere gli ordini (capita dopo aggiornamenti o quando qualcuno rigenera/revoca le chiavi). Occorre crearne di nuove:\n1) in WordPress: WooCommerce > Impostazioni > Avanzate > REST API > «Aggiungi chiave»\n2) utente: un amministratore; permessi: «Lettura/Scrittura»\n3) copi Consumer key e Consumer secret e li incolli in FatturaFacile > Integrazioni > WooCommerce > «Modifica credenziali».\nPoi con «Importa ordini mancanti» selezioni dal 24/02 a oggi.",
        "created_at": "2026-02-26T10:10:51Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto con lo sviluppatore: connessione ok e sono stati importati 37 ordini arretrati con le relative fatture. Grazie mille.",
        "created_at": "2026-02-26T12:11:03Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Nota amministrazione: SDD del canone di febbraio respinto, IBAN di addebito IT50Z0103014200000002290615. Non sospendere finché non sentiamo il cliente.",
        "created_at": "2026-02-26T12:26:33Z"
      }
    ]
  },
  {
    "external_id": "FF-1017",
    "subject": "L'app si chiude quando fotografo uno scontrino",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-35590",
    "status": "closed",
    "closed_at": "2026-03-02T12:49:38Z",
    "handle_seconds": 1199,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nda qualche giorno l'app si chiude di colpo quando provo a fotografare uno scontrino (Spese > Aggiungi > Scatta foto). Ho un Samsung Galaxy A54 con Android 14 e l'app è la versione 4.2.1. Fino alla settimana scorsa funzionava.\nGrazie",
        "created_at": "2026-03-02T07:05:43Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, provi per favore a disinstallare e reinstallare l'app, poi rifaccia l'accesso.",
        "created_at": "2026-03-02T08:05:58Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Reinstallata, niente: appena tocco «Scatta foto» si chiude.",
        "created_at": "2026-03-02T11:06:32Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie della prova. Si tratta di un problema noto della versione 4.2.1 su alcuni dispositivi Android 14, corretto nella 4.2.3 uscita ieri. Aggiorni l'app dal Play Store (se non vede l'aggiornamento, apra la pagina di FatturaFacile nello Store e tocchi «Aggiorna»).",
        "created_at": "2026-03-02T11:32:22Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Bug noto crash fotocamera Android 14 su 4.2.1, ticket dev #4533, fix in 4.2.3 (rilasciata 01/03). Workaround fino ad aggiornamento: Carica da galleria.",
        "created_at": "2026-03-02T11:38:12Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Aggiornata alla 4.2.3, funziona. Grazie",
        "created_at": "2026-03-02T12:18:37Z"
      }
    ]
  },
  {
    "external_id": "FF-1018",
    "subject": "NON RIESCO AD ENTRARE",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-31188",
    "status": "closed",
    "closed_at": "2026-03-04T17:35:08Z",
    "handle_seconds": 1558,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "NON RIESCO AD ENTRARE!!! mi dice password errata ma è quella di sempre. ho i clienti che aspettano le fatture. account amministrazione@ferraritermoidraulica.it",
        "created_at": "2026-03-04T16:48:24Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, mi dispiace per il disagio. Dalla schermata di login clicchi su «Password dimenticata?» e inserisca l'indirizzo dell'account: riceverà subito il link per reimpostarla.",
        "created_at": "2026-03-04T17:00:15Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "gia fatto 3 volte non arriva NIENTE",
        "created_at": "2026-03-04T17:04:59Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Capito. Le mail partono regolarmente dal nostro sistema, quindi quasi sicuramente sono state filtrate. Se usa Gmail guardi anche nella scheda Promozioni oltre che nello Spam; il mittente è noreply. Usi il link dell'ultima mail arrivata, le precedenti non sono più valide.",
        "created_at": "2026-03-04T17:12:21Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "trovata in promozioni. ok dentro",
        "created_at": "2026-03-04T17:17:21Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Utente aveva 5 tentativi errati -> blocco temporaneo 15 min, già scaduto da solo. Nessuna azione lato nostro.",
        "created_at": "2026-03-04T17:20:23Z"
      }
    ]
  },
  {
    "external_id": "FF-1019",
    "subject": "app crasha",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-20883",
    "status": "closed",
    "closed_at": "2026-03-05T15:58:53Z",
    "handle_seconds": 2190,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "app si chiude quando faccio foto scontrino",
        "created_at": "2026-03-05T12:41:04Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao, che versione dell'app hai? La trovi in Profilo > Info.",
        "created_at": "2026-03-05T12:56:48Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "4.2.1",
        "created_at": "2026-03-05T13:16:55Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ok, è un problema di quella versione, risolto nella 4.2.3: aggiorna dal Play Store e riprova.",
        "created_at": "2026-03-05T13:22:36Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok",
        "created_at": "2026-03-05T15:22:54Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ti confermo che nella 4.2.3 il problema è risolto; se dovesse ripresentarsi scrivici pure.",
        "created_at": "2026-03-05T15:26:17Z"
      }
    ]
  },
  {
    "external_id": "FF-1020",
    "subject": "Crash fotocamera - telefono aziendale non aggiornabile",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-39460",
    "status": "closed",
    "closed_at": "2026-03-09T12:29:30Z",
    "handle_seconds": 1357,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, l'app FatturaFacile 4.2.1 si chiude appena apro la fotocamera per le spese. Ho letto che serve aggiornare alla 4.2.3, ma il telefono è aziendale e gestito dall'IT: gli aggiornamenti delle app vengono approvati una volta al mese e il prossimo giro è a fine mese. Nel frattempo devo registrare le note spese di una trasferta.",
        "created_at": "2026-03-09T09:28:38Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, capisco. Fino all'aggiornamento può evitare la fotocamera interna dell'app: fotografi gli scontrini con la fotocamera normale del telefono, poi in FatturaFacile vada su Spese > Aggiungi > «Carica da galleria» e selezioni le foto. Il caricamento da galleria non usa il componente che va in crash, quindi funziona anche sulla 4.2.1. Quando l'IT approverà la 4.2.3 potrà tornare a usare «Scatta foto».",
        "created_at": "2026-03-09T10:04:30Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Con la galleria funziona, ho caricato tutti gli scontrini della trasferta. Aspetto l'aggiornamento dell'IT, grazie!",
        "created_at": "2026-03-09T11:05:22Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Dispositivo gestito da MDM, aggiornamento 4.2.3 previsto a fine mese. Workaround galleria ok (#4533).",
        "created_at": "2026-03-09T11:11:12Z"
      }
    ]
  },
  {
    "external_id": "FF-1021",
    "subject": "E-4021 su tutte le fatture",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-32218",
    "status": "closed",
    "closed_at": "2026-03-11T13:19:46Z",
    "handle_seconds": 608,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "E-4021 su tutte le fatture quando faccio anteprima. ieri andava. ho cambiato il logo con una foto fatta con l'iphone",
        "created_at": "2026-03-11T11:14:01Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao! Le foto dell'iPhone sono in formato HEIC, che il generatore PDF non supporta. Converti l'immagine in JPG o PNG (sotto 1 MB) e ricaricala da Impostazioni > Aspetto documenti > Logo.",
        "created_at": "2026-03-11T11:32:53Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "convertita in jpg e ricaricata, va",
        "created_at": "2026-03-11T12:33:10Z"
      }
    ]
  },
  {
    "external_id": "FF-1022",
    "subject": "app chiude fotocamera",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-42155",
    "status": "closed",
    "closed_at": "2026-03-12T10:31:35Z",
    "handle_seconds": 1310,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buongiorno sono in cantiere e devo caricare le ricevute del materiale ma l'app appena vado su scatta foto si chiude e mi torna alla home del telefono. ho uno xiaomi redmi, l'app non so che versione. ho gia spento e riacceso il telefono due volte. e mo' come faccio",
        "created_at": "2026-03-12T06:16:48Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno! Se nel Play Store le compare un aggiornamento di FatturaFacile lo installi: la versione 4.2.3 corregge proprio la chiusura sulla fotocamera. Nel frattempo può fotografare le ricevute con la fotocamera normale del telefono e poi, nell'app, scegliere Spese > Aggiungi > «Carica da galleria».",
        "created_at": "2026-03-12T08:01:53Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "c'era l'aggiornamento, fatto. adesso scatta senza chiudersi, grazie",
        "created_at": "2026-03-12T10:02:44Z"
      }
    ]
  },
  {
    "external_id": "FF-1023",
    "subject": "Scarto 00404 Fattura duplicata - fattura n. 2026/118",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-33021",
    "status": "closed",
    "closed_at": "2026-03-13T12:04:09Z",
    "handle_seconds": 1642,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nieri ho emesso la fattura n. 2026/118 del 12/03/2026 (€ 2.440,00). Siccome dopo alcune ore risultava ancora \"In attesa\", ho premuto \"Reinvia\" e stamattina mi trovo una notifica di scarto: \"00404 Fattura duplicata\". Non capisco cosa ci sia di duplicato, visto che l'ho inviata una volta e poi reinviata perché non partiva. Devo rifarla?\nCordiali saluti",
        "created_at": "2026-03-13T08:20:19Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nlo scarto 00404 indica che lo SDI aveva già ricevuto una fattura con lo stesso numero, la stessa data e lo stesso cedente: in pratica il primo invio era andato a buon fine, solo che lo SDI ci aveva messo più del solito a rispondere, e il reinvio è stato rifiutato come doppione.\nApra la fattura e guardi la sezione Cronologia SDI: il primo invio dovrebbe risultare Consegnata o Mancata consegna. In entrambi i casi la fattura è valida e non va rifatta; lo scarto del secondo invio lo può segnare come gestito (pulsante «Segna come gestito»).",
        "created_at": "2026-03-13T09:06:11Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ho controllato, il primo invio risulta \"Mancata consegna\". Quindi è valida lo stesso?",
        "created_at": "2026-03-13T10:22:08Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Sì, con la mancata consegna la fattura è comunque emessa: il suo cliente la trova nella propria area riservata (cassetto fiscale) dell'Agenzia delle Entrate. Le consigliamo di inviargli anche la copia di cortesia in PDF, così ce l'ha subito.",
        "created_at": "2026-03-13T10:32:40Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Chiaro, mandata la copia al cliente e segnato lo scarto come gestito. Grazie.",
        "created_at": "2026-03-13T10:52:48Z"
      }
    ]
  },
  {
    "external_id": "FF-1024",
    "subject": "Crash app Android durante acquisizione spese",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-26671",
    "status": "resolved",
    "closed_at": "2026-03-23T07:38:13Z",
    "handle_seconds": 1932,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, dopo l'ultimo aggiornamento l'app va in crash ogni volta che provo ad acquisire una spesa con la fotocamera. Motorola g54, Android 14.",
        "created_at": "2026-03-17T17:30:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, il problema è stato corretto nella versione 4.2.3 dell'app, disponibile sul Play Store. Le chiedo di aggiornarla. Se per qualche motivo non potesse farlo subito, può usare «Carica da galleria» nella schermata di aggiunta spesa.",
        "created_at": "2026-03-18T07:30:32Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Chiudo il ticket. Se dopo l'aggiornamento il problema persistesse ci scriva indicando il numero di versione (Profilo > Info).",
        "created_at": "2026-03-23T07:30:33Z"
      }
    ]
  },
  {
    "external_id": "FF-1025",
    "subject": "codice 2fa errato",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-30012",
    "status": "closed",
    "closed_at": "2026-03-18T13:21:00Z",
    "handle_seconds": 1822,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "codice 2fa sempre errato. telefono nuovo.",
        "created_at": "2026-03-18T10:15:47Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, i codici dipendono dall'ora del telefono: verifichi che data e ora siano impostate in automatico (Impostazioni > Data e ora) e riprovi con un codice appena generato.",
        "created_at": "2026-03-18T10:34:38Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "è già automatico. il problema è che l'app authenticator sul telefono nuovo è vuota, non c'è niente dentro",
        "created_at": "2026-03-18T10:41:35Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Allora il profilo del vecchio telefono non è stato trasferito. Vedo che lei è un utente collaboratore: l'amministratore dell'account può azzerare la sua verifica da Impostazioni > Utenti > (tre puntini accanto al suo nome) > Reimposta verifica in due passaggi. Al login successivo le verrà mostrato un nuovo QR da inquadrare.",
        "created_at": "2026-03-18T10:54:28Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "il capo l'ha reimpostata, fatto il qr nuovo. va",
        "created_at": "2026-03-18T12:34:32Z"
      }
    ]
  },
  {
    "external_id": "FF-1026",
    "subject": "APP INUTILIZZABILE",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-31902",
    "status": "closed",
    "closed_at": "2026-03-23T11:43:16Z",
    "handle_seconds": 2069,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "L'APP SI CHIUDE OGNI VOLTA CHE FACCIO UNA FOTO. OGNI VOLTA. Pago 19,90 al mese per un'app che non funziona. Ho già perso mezz'ora stasera.",
        "created_at": "2026-03-20T20:48:35Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Grazie per averci scritto. Il nostro supporto risponde dal lunedì al venerdì, 8:30–18:30: riceverà una risposta il prima possibile.",
        "created_at": "2026-03-20T20:50:13Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, mi scuso per il disagio. Posso chiederle modello del telefono e versione dell'app (Profilo > Info)?",
        "created_at": "2026-03-23T07:51:00Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "oppo a78, versione 4.2.1",
        "created_at": "2026-03-23T08:51:11Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. La 4.2.1 ha un difetto proprio sulla fotocamera con Android 14, risolto nella 4.2.3. Aggiorni l'app dal Play Store e il problema sparisce. Ci scusiamo ancora per la serata persa.",
        "created_at": "2026-03-23T09:01:19Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "sì ok adesso va. poteva funzionare anche prima però",
        "created_at": "2026-03-23T11:01:40Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Il cliente aveva chiamato due volte ieri sera dal +39 345 118 2290 con toni pesanti; gestito, nessuna escalation necessaria.",
        "created_at": "2026-03-23T11:11:45Z"
      }
    ]
  },
  {
    "external_id": "FF-1027",
    "subject": "sync banca",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-36219",
    "status": "closed",
    "closed_at": "2026-03-23T14:19:37Z",
    "handle_seconds": 1190,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "sync banca ferma, err_502",
        "created_at": "2026-03-23T11:40:01Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, quasi sempre è il consenso PSD2 scaduto (dura 180 giorni). Banca > Conti collegati > seleziona il conto > «Rinnova consenso» e conferma sul sito della banca.",
        "created_at": "2026-03-23T12:00:39Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto, è ripartita",
        "created_at": "2026-03-23T13:01:16Z"
      }
    ]
  },
  {
    "external_id": "FF-1028",
    "subject": "storno parziale",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-36601",
    "status": "closed",
    "closed_at": "2026-03-26T16:17:20Z",
    "handle_seconds": 1240,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "come si fa uno storno parziale? devo togliere 50 euro dalla fattura 88 per un abbuono",
        "created_at": "2026-03-26T14:40:47Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buon pomeriggio! Apra la fattura 2026/88 > Azioni > Crea nota di credito > Parziale. Siccome l'abbuono non corrisponde a una riga precisa, elimini le righe proposte e ne aggiunga una nuova, per esempio \"Abbuono su fattura 2026/88\", con imponibile € 50,00 e la stessa aliquota IVA della fattura. Salvi e invii allo SDI.",
        "created_at": "2026-03-26T15:00:56Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto grazie",
        "created_at": "2026-03-26T15:16:49Z"
      }
    ]
  },
  {
    "external_id": "FF-1029",
    "subject": "Fatture scartate dopo passaggio al forfettario",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-39015",
    "status": "closed",
    "closed_at": "2026-03-31T15:10:21Z",
    "handle_seconds": 1758,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, da quest'anno sono passato dal regime ordinario al forfettario (il commercialista ha fatto tutto, io so solo che adesso non devo mettere l'IVA). Le fatture del 2025 le facevo con IVA e andava tutto bene, adesso invece quella di marzo me l'hanno scartata con un codice 00400. Ho provato a capire su internet ma ognuno dice una cosa diversa. Il mio codice fiscale è DNGLCU88P27G273P se vi serve per controllare, e la mail di riferimento è luca.dangelo88@hotmail.it. Grazie, Luca",
        "created_at": "2026-03-31T10:03:21Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao Luca, nella riga della fattura imposta l'aliquota IVA a 0% al posto del 22% e reinviala, dovrebbe bastare.",
        "created_at": "2026-03-31T10:53:41Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto ma me l'ha scartata di nuovo, sempre 00400...",
        "created_at": "2026-03-31T12:53:52Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Scusa, ti ho dato un'indicazione incompleta: con aliquota 0% lo SDI vuole anche il codice Natura. La correzione giusta è nelle impostazioni, così non devi toccare ogni fattura:\n- Impostazioni > Dati azienda > Regime fiscale: RF19 – Regime forfettario (il tuo profilo è ancora su RF01 ordinario, ereditato dal 2025)\n- Impostazioni > IVA predefinita: 0% con Natura N2.2.\nPoi apri la fattura scartata: le righe si aggiornano con N2.2 e puoi reinviarla con lo stesso numero.",
        "created_at": "2026-03-31T13:14:41Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Adesso è passata, risulta consegnata. Grazie!!",
        "created_at": "2026-03-31T14:15:23Z"
      }
    ]
  },
  {
    "external_id": "FF-1030",
    "subject": "ADDEBITO NON AUTORIZZATO",
    "category": "commerciale",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-25574",
    "status": "closed",
    "closed_at": "2026-04-01T11:33:18Z",
    "handle_seconds": 5503,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "MI AVETE PRELEVATO 242,78 EURO SENZA AVVISARE!!! Io l'abbonamento non lo uso da mesi, volevo disdirlo. Rimborsatemi subito sulla carta 5312 8840 0725 1639 altrimenti faccio la contestazione in banca.",
        "created_at": "2026-04-01T06:33:37Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, capisco il fastidio. Si tratta del rinnovo annuale del piano Base: l'avviso era stato inviato il 01/03 a bar.stella.ancona@gmail.com, 30 giorni prima della scadenza, come previsto dalle condizioni. Verifico comunque con l'amministrazione cosa possiamo fare.\nUna cosa importante: per sicurezza non scriva il numero della carta nei messaggi, il rimborso, se concesso, torna in automatico sulla carta dell'addebito.",
        "created_at": "2026-04-01T07:13:43Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Ultimo documento emesso a ottobre 2025, nessun accesso dopo il rinnovo. Rimborso eccezionale ok (Marina).",
        "created_at": "2026-04-01T09:14:41Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Abbiamo verificato che dopo il rinnovo l'account non è stato utilizzato. In via eccezionale le rimborsiamo l'intero importo di € 242,78; l'accredito arriverà sulla carta entro 5-10 giorni lavorativi e il rinnovo automatico è stato disattivato, quindi non ci saranno altri addebiti.",
        "created_at": "2026-04-01T09:24:52Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok grazie. scusate i toni ma ero arrabbiato",
        "created_at": "2026-04-01T10:25:39Z"
      }
    ]
  },
  {
    "external_id": "FF-1031",
    "subject": "Telefono rubato, non posso più accedere",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-41377",
    "status": "closed",
    "closed_at": "2026-04-03T12:28:53Z",
    "handle_seconds": 3519,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, ieri mi hanno rubato il cellulare sul 4 a Torino (bella giornata...) e dentro c'era l'app dei codici per entrare su FatturaFacile. I codici di recupero non li ho mai scaricati, sinceramente non sapevo neanche che esistessero. Sono l'unica utente dell'account, quindi non c'è nessun altro che può sbloccarmi. Ho la liquidazione IVA da preparare e mi servono le fatture del trimestre. Come faccio??\nStefania Colombo",
        "created_at": "2026-04-02T17:55:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Stefania, mi dispiace per il furto.\nSenza codici di recupero e senza altri amministratori, per sbloccare l'accesso dobbiamo verificare la sua identità. Ci risponda dall'indirizzo email registrato sull'account allegando un documento d'identità fronte/retro e indicando il codice fiscale del titolare.",
        "created_at": "2026-04-03T07:55:54Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Vi scrivo dalla mail dell'account, stefi.colombo@libero.it. In allegato la carta d'identità. Il mio codice fiscale è CLMSFN82M61L219F. Se serve sono raggiungibile al +39 347 812 5590 (numero nuovo, stessa sim).",
        "created_at": "2026-04-03T09:01:46Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Identità verificata: documento e CF CLMSFN82M61L219F coincidono con i dati di fatturazione dell'abbonamento. Richiamata al +39 347 812 5590 per conferma a voce, ok.",
        "created_at": "2026-04-03T11:02:02Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie Stefania, verifica completata. Abbiamo disattivato manualmente la verifica in due passaggi sul suo account lato server: adesso può entrare con email e password.\nLe consiglio di riattivarla subito da Impostazioni > Sicurezza e questa volta di scaricare e conservare i codici di recupero.",
        "created_at": "2026-04-03T11:12:53Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Entrata! Riattivata la verifica e codici stampati e messi nel cassetto. Grazie davvero",
        "created_at": "2026-04-03T11:38:21Z"
      }
    ]
  },
  {
    "external_id": "FF-1032",
    "subject": "Invio XML del trimestre al commercialista",
    "category": "altro",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-27350",
    "status": "closed",
    "closed_at": "2026-04-08T09:39:31Z",
    "handle_seconds": 667,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nil mio commercialista mi chiede tutti i file XML delle fatture emesse e ricevute del primo trimestre, più i PDF. Scaricarli uno a uno è impossibile, sono circa 300. Esiste un modo per esportarli tutti insieme?\nGrazie",
        "created_at": "2026-04-08T07:58:38Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nsì: vada su Esporta > «Pacchetto per commercialista», scelga il periodo (01/01/2026 – 31/03/2026) e spunti «Emesse» e «Ricevute». Il sistema prepara un file ZIP con tutti gli XML, i PDF e un riepilogo Excel; quando è pronto le arriva una mail e lo trova anche in Esporta > Storico.\nIn alternativa può invitare direttamente il commercialista come utente, così scarica lui quello che gli serve.",
        "created_at": "2026-04-08T08:34:00Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto, ZIP scaricato e mandato. Molto comodo, grazie.",
        "created_at": "2026-04-08T09:34:27Z"
      }
    ]
  },
  {
    "external_id": "FF-1033",
    "subject": "lentissimo",
    "category": "prestazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-28544",
    "status": "closed",
    "closed_at": "2026-04-09T11:20:36Z",
    "handle_seconds": 1084,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "lista fatture lentissima, ci mette un minuto",
        "created_at": "2026-04-09T09:11:00Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, provi a svuotare la cache del browser e a ricaricare la pagina.",
        "created_at": "2026-04-09T09:26:21Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto. uguale",
        "created_at": "2026-04-09T09:57:12Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie. Allora guardiamo i filtri: nell'elenco Fatture emesse metta Anno = 2026 invece di «Tutti» e, in Preferenze > Elenchi, «Righe per pagina» = 50. Il suo account ha oltre 4.000 documenti e adesso li carica tutti insieme.",
        "created_at": "2026-04-09T10:07:47Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok adesso è veloce",
        "created_at": "2026-04-09T10:23:23Z"
      }
    ]
  },
  {
    "external_id": "FF-1034",
    "subject": "Impossibile generare PDF fatture (E-4021)",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-44903",
    "status": "closed",
    "closed_at": "2026-04-14T16:19:03Z",
    "handle_seconds": 1298,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, da quando l'agenzia ci ha rifatto l'immagine coordinata non riusciamo più a generare i PDF: errore E-4021. Il logo che ci hanno dato è solo in SVG e in ufficio nessuno sa convertirlo, l'agenzia risponde tra una settimana. Nel frattempo come facciamo? Dobbiamo mandare le copie di cortesia.",
        "created_at": "2026-04-14T13:32:06Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, l'SVG che contiene font incorporati manda in errore il modello «Moderno», che usa il logo così com'è. Una soluzione immediata, senza toccare il file: vada su Impostazioni > Aspetto documenti > Modello e selezioni «Classico». Il modello Classico converte e ridimensiona il logo lato server, quindi accetta anche quell'SVG.",
        "created_at": "2026-04-14T14:17:21Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Moderno non rasterizza gli SVG con font embedded -> E-4021. Classico passa dal convertitore. Dev sa, #4388.",
        "created_at": "2026-04-14T14:23:06Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Col Classico funziona e il logo si vede bene. Va benissimo così, grazie!",
        "created_at": "2026-04-14T15:23:11Z"
      }
    ]
  },
  {
    "external_id": "FF-1035",
    "subject": "woocommerce non va",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-21961",
    "status": "closed",
    "closed_at": "2026-04-17T15:19:33Z",
    "handle_seconds": 1397,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "woocommerce non va, errore 401. ho provato a aprire questo link e mi da lo stesso errore, forse vi serve: https://www.bottegadelcuoio.it/wp-json/wc/v3/orders?consumer_key=ck_4f9a2c71e0b84d3fa61c5e27d9b08a13f2c6e4d1&consumer_secret=cs_7d20e8b14a9f4c6e83b15fa02c97d4e6b1a3f508",
        "created_at": "2026-04-17T13:06:26Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, grazie. Una raccomandazione prima di tutto: quel link contiene le chiavi segrete del negozio, meglio non condividerlo. Le chiavi vanno comunque sostituite: il 401 indica che quelle attuali non sono più valide o hanno solo permesso di lettura limitato.\nIn WordPress vada su WooCommerce > Impostazioni > Avanzate > REST API, revochi la chiave vecchia e ne crei una nuova con utente amministratore e permessi «Lettura/Scrittura». Poi incolli Consumer key e secret in FatturaFacile > Integrazioni > WooCommerce > Modifica credenziali.",
        "created_at": "2026-04-17T13:31:43Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok fatto chiave nuova. adesso dice connesso",
        "created_at": "2026-04-17T14:31:46Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Cliente ha incollato URL con ck/cs in chiaro nel ticket: invitato a revocare. Chiavi vecchie avevano permesso \"Lettura\" ma utente proprietario declassato a Shop manager.",
        "created_at": "2026-04-17T14:37:16Z"
      }
    ]
  },
  {
    "external_id": "FF-1036",
    "subject": "password persa",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-18842",
    "status": "closed",
    "closed_at": "2026-04-21T14:30:38Z",
    "handle_seconds": 2258,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, sono il titolare di una piccola ditta di tinteggiature. La password l'aveva messa mio figlio quando mi ha fatto il programma e adesso lui sta a Milano per lavoro e non se la ricorda neanche lui. Ho provato il nome del cane, la data di nascita, niente. Me la potete mandare voi? Se è più facile spiegarmelo a voce il mio numero è 333.4412987, sono più bravo al telefono che col computer.",
        "created_at": "2026-04-21T08:03:26Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno e grazie per averci scritto.\nPer motivi di sicurezza noi non conosciamo la sua password e non possiamo inviargliela, ma può impostarne una nuova da solo in pochi passaggi:\n1) vada sulla pagina di accesso app.fatturafacile.it\n2) clicchi la scritta «Password dimenticata?» sotto la casella della password\n3) scriva l'indirizzo email dell'account e prema Invia\n4) apra la mail che le arriva e clicchi sul pulsante per scegliere la nuova password.\nSe la mail non la vede, guardi nella posta indesiderata.\nStefano",
        "created_at": "2026-04-21T09:16:03Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ho fatto come dice ma la posta non è arrivata, ho guardato tre volte.",
        "created_at": "2026-04-21T12:16:15Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Dalla nostra parte la mail risulta inviata alle 13:41. Le consiglio di cercare \"FatturaFacile\" nella casella di ricerca della posta, anche dentro Posta indesiderata e Cestino: alcuni programmi di posta la spostano lì in automatico.",
        "created_at": "2026-04-21T12:42:09Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Trovata!! Era nella posta indesiderata come diceva lei. Adesso sono dentro e la password me la sono scritta sul quaderno. Grazie e scusate il disturbo",
        "created_at": "2026-04-21T13:22:33Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Il cliente chiedeva di essere richiamato al 333.4412987: non necessario, risolto via mail.",
        "created_at": "2026-04-21T13:32:42Z"
      }
    ]
  },
  {
    "external_id": "FF-1037",
    "subject": "scarto 00404?",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-12760",
    "status": "closed",
    "closed_at": "2026-04-28T15:31:40Z",
    "handle_seconds": 2647,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "scarto 00404 sulla fattura 45. che vuol dire duplicata? l'ho mandata una volta sola",
        "created_at": "2026-04-28T14:02:08Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buon pomeriggio, dalla Cronologia SDI della fattura n. 2026/45 vedo due trasmissioni a due minuti di distanza (09:14 e 09:16), probabilmente il pulsante Invia è stato premuto due volte. La prima è stata consegnata regolarmente al cliente, la seconda è stata scartata proprio perché doppione.",
        "created_at": "2026-04-28T14:27:26Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ah può essere, il pc era lento e ho cliccato due volte. e adesso?",
        "created_at": "2026-04-28T14:34:58Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Non deve fare nulla sulla fattura: è valida quella consegnata. Per pulizia può aprire la notifica di scarto e cliccare «Segna come gestito», così sparisce dagli avvisi.",
        "created_at": "2026-04-28T14:40:43Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok fatto",
        "created_at": "2026-04-28T14:44:17Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Doppio invio da doppio click su Invia: bug noto, ticket dev #4471 (disabilitare il pulsante dopo il primo click). Workaround: spiegare al cliente che la prima è valida e segnare lo scarto come gestito.",
        "created_at": "2026-04-28T14:49:07Z"
      }
    ]
  },
  {
    "external_id": "FF-1038",
    "subject": "ho sbagliato l'importo della fattura!!",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-17284",
    "status": "closed",
    "closed_at": "2026-05-05T12:55:45Z",
    "handle_seconds": 826,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buongiorno ho fatto un casino, nella fattura ho scritto 1500 invece di 1050 e la fattura è gia partita allo sdi e il cliente mi ha chiamato tutto arrabbiato. non riesco a cambiarla, non c'è modo di cancellarla?? è la fattura 2026/64. aiutatemi per favore che non ci capisco niente di queste cose",
        "created_at": "2026-05-05T11:12:28Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, niente panico, si sistema. Una fattura già inviata allo SDI non si può cancellare né modificare, ma si corregge con una nota di credito per la differenza: 1.500 − 1.050 = € 450,00 di imponibile.\nApra la fattura 2026/64, clicchi su Azioni > Crea nota di credito, scelga «Parziale» e nella riga metta € 450,00 al posto di € 1.500,00. Salvi e invii. Così il totale tra fattura e nota torna a 1.050 più IVA.\nIn alternativa può fare una nota di credito totale e una fattura nuova corretta, ma la parziale è più veloce.",
        "created_at": "2026-05-05T11:43:16Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatta la nota di credito da 450, è partita. il cliente adesso è contento. grazie mille davvero",
        "created_at": "2026-05-05T12:43:53Z"
      }
    ]
  },
  {
    "external_id": "FF-1039",
    "subject": "accesso commercialista",
    "category": "altro",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-33902",
    "status": "closed",
    "closed_at": "2026-05-06T14:32:28Z",
    "handle_seconds": 1349,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "come faccio a dare l'accesso al mio commercialista? la sua mail è studio@commercialistagalli.it",
        "created_at": "2026-05-06T10:12:31Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno! Vada su Impostazioni > Utenti > «Invita commercialista» e inserisca quell'indirizzo. Il ruolo Commercialista vede fatture e corrispettivi, può scaricare XML/PDF e fare gli export, ma non può emettere o modificare documenti. Non viene conteggiato nel limite utenti del piano.",
        "created_at": "2026-05-06T10:33:03Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "invitato, ha già fatto l'accesso. grazie",
        "created_at": "2026-05-06T13:33:25Z"
      }
    ]
  },
  {
    "external_id": "FF-1040",
    "subject": "Rinnovo consenso banca non va a buon fine",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-41590",
    "status": "closed",
    "closed_at": "2026-05-07T13:58:03Z",
    "handle_seconds": 2021,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, il conto UniCredit IT70U0200801600000105238877 ha l'errore ERR_502. Ho cliccato «Rinnova consenso» come dice la vostra guida, faccio l'accesso sul sito UniCredit, confermo sull'app, ma poi torno su FatturaFacile e l'errore è ancora lì. Ho provato tre volte.",
        "created_at": "2026-05-07T08:02:18Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, a volte la banca impiega qualche minuto a comunicare il nuovo consenso. Aspetti una mezz'ora e poi clicchi su «Sincronizza ora».",
        "created_at": "2026-05-07T09:03:09Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Aspettato tutta la mattina, niente. Sempre ERR_502.",
        "created_at": "2026-05-07T12:03:59Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie per la pazienza. In questi casi il vecchio collegamento resta \"agganciato\" al consenso scaduto. La soluzione è scollegare il conto e collegarlo di nuovo da zero: Banca > Conti collegati > tre puntini > «Scollega conto», poi «Aggiungi conto» > UniCredit e segua la procedura. Le riconciliazioni già fatte non si perdono, restano sulle fatture.",
        "created_at": "2026-05-07T12:24:05Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Caso noto con alcuni istituti (UniCredit, BPER): il rinnova consenso crea un nuovo consent_id ma il vecchio resta attivo in cache sul provider. Scollega/ricollega risolve. Segnalato al provider, ticket #4790.",
        "created_at": "2026-05-07T12:30:03Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Scollegato e ricollegato, ora si è sincronizzato e i movimenti ci sono tutti. Grazie",
        "created_at": "2026-05-07T13:30:23Z"
      }
    ]
  },
  {
    "external_id": "FF-1041",
    "subject": "me scarta le fatture",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-43356",
    "status": "closed",
    "closed_at": "2026-05-13T09:44:16Z",
    "handle_seconds": 742,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, so' forfettario da st'anno e 'sto programma me scarta tutte le fatture. C'è scritto 00400, una cosa sulla natura che non ho capito. Io faccio l'idraulico, mica il ragioniere! Me dite che devo fa'?",
        "created_at": "2026-05-12T18:14:40Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno! Nessun problema, è un'impostazione da cambiare una volta sola.\n1) Impostazioni > Dati azienda > Regime fiscale: scelga «RF19 – Regime forfettario»\n2) Impostazioni > IVA predefinita: 0% con Natura «N2.2».\nPoi riapra le fatture scartate e le reinvii, anche con lo stesso numero e la stessa data: lo scarto non conta come fattura emessa.",
        "created_at": "2026-05-13T06:14:52Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto come dite voi e so' partite tutte e tre. Grazie, gentilissimi",
        "created_at": "2026-05-13T09:15:35Z"
      }
    ]
  },
  {
    "external_id": "FF-1042",
    "subject": "Rimborso abbonamento, carta non più attiva",
    "category": "commerciale",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-30118",
    "status": "closed",
    "closed_at": "2026-05-18T11:03:15Z",
    "handle_seconds": 3248,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, scrivo per conto della mia socia Sara Pellegrini che è in maternità. L'anno scorso avevamo deciso di passare a un altro programma e lei doveva disdire FatturaFacile, ma poi è nato il bambino e se n'è dimenticata, è comprensibile. Adesso è arrivato il rinnovo di € 364,78. La carta che avevate registrato l'abbiamo bloccata a marzo, non so come abbiate fatto ad addebitare, forse con il bancomat collegato? Comunque vorremmo sapere se è possibile avere indietro i soldi. In caso, come la carta non è più attiva, potete fare un bonifico sul conto della società IT52 U083 2703 2000 0000 0221 450. Il codice fiscale di Sara è PLLSRA83D57L7PSU, se vi serve per identificarla. Per qualsiasi cosa mi trovate allo 0039 320 551 8741.\nGrazie mille, Elena",
        "created_at": "2026-05-14T14:20:43Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Elena,\ngrazie per la spiegazione e tanti auguri a Sara! L'addebito è andato a buon fine sulla carta sostitutiva che la banca ha associato in automatico all'abbonamento.\nAnche se il rinnovo non sarebbe rimborsabile, considerata la situazione e il fatto che l'account non è stato usato dopo il rinnovo abbiamo approvato il rimborso in via eccezionale. Per un bonifico su un conto diverso da quello di pagamento ci serve la conferma scritta della titolare: basta che Sara risponda a questo ticket dall'indirizzo registrato.",
        "created_at": "2026-05-15T10:21:16Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Sono Sara, confermo la richiesta di Elena e il conto indicato. Grazie davvero.",
        "created_at": "2026-05-16T10:21:30Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie Sara, abbiamo disposto il bonifico di € 364,78: arriverà entro 10 giorni lavorativi. L'abbonamento è stato chiuso.",
        "created_at": "2026-05-18T10:22:09Z"
      }
    ]
  },
  {
    "external_id": "FF-1043",
    "subject": "Fattura bloccata come scartata ma il cliente l'ha ricevuta",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-45098",
    "status": "closed",
    "closed_at": "2026-05-19T11:49:52Z",
    "handle_seconds": 4206,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno. Fattura n. 2026/77 a Edilnord: il mio cliente mi conferma di averla ricevuta, però nel vostro gestionale risulta SCARTATA con codice 00404 e non mi lascia segnarla come pagata né collegarla al bonifico. La riconciliazione bancaria resta in sospeso per colpa di questa fattura. Potete sistemare?",
        "created_at": "2026-05-19T08:30:01Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, ho verificato: la fattura è stata trasmessa due volte, il primo invio è stato consegnato e il secondo scartato per 00404 (doppione). Normalmente basta segnare lo scarto come gestito, ma nel suo caso la notifica di scarto è arrivata dopo quella di consegna e il sistema ha sovrascritto lo stato.",
        "created_at": "2026-05-19T09:30:25Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Ordine notifiche invertito (RC prima di NS): il flusso di stato prende l'ultima notifica ricevuta. Corretto lo stato a mano in DB (doc 2026/77 -> CONSEGNATA). Segnalato a dev su #4471, caso raro.",
        "created_at": "2026-05-19T10:01:09Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ho corretto a mano lo stato della fattura sul nostro database: ora risulta Consegnata e può segnarla come pagata e riconciliarla con il bonifico.",
        "created_at": "2026-05-19T10:06:51Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Sì, adesso la vedo consegnata e l'ho abbinata al bonifico. Grazie.",
        "created_at": "2026-05-19T10:47:20Z"
      }
    ]
  },
  {
    "external_id": "FF-1044",
    "subject": "errore pdf e upgrade inutile",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-16637",
    "status": "closed",
    "closed_at": "2026-05-22T19:02:03Z",
    "handle_seconds": 3456,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera. Da tre giorni non riesco a scaricare nessun PDF, errore E-4021. Pensando fosse un limite del piano Base ho pure fatto l'upgrade al Pro, € 29,90 al mese invece di 19,90, e NON È CAMBIATO NIENTE. Sono molto deluso.",
        "created_at": "2026-05-22T15:05:34Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, mi dispiace davvero. L'errore non dipende dal piano: nel suo account il logo caricato il 19/05 è un file TIFF da 9 MB, che il generatore PDF non riesce a elaborare. Se lo sostituisce con un PNG o JPG sotto 1 MB (Impostazioni > Aspetto documenti > Logo) i PDF tornano a funzionare.",
        "created_at": "2026-05-22T15:46:19Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ok, con il jpg funziona. Ma adesso mi ritrovo un upgrade che non mi serviva.",
        "created_at": "2026-05-22T16:46:48Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Approvato da Marina (team lead) storno upgrade Pro del 20/05 + ritorno a Base. Eccezione, non standard.",
        "created_at": "2026-05-22T17:07:42Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ha ragione, l'upgrade l'ha fatto per colpa di un errore poco chiaro. Come gesto commerciale storniamo l'addebito dell'upgrade (€ 29,90) e, se è d'accordo, la riportiamo noi al piano Base da subito. Lo storno compare sulla carta in 5-7 giorni lavorativi.",
        "created_at": "2026-05-22T17:13:17Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Sì grazie, riportatemi al Base. Apprezzo.",
        "created_at": "2026-05-22T17:43:45Z"
      }
    ]
  },
  {
    "external_id": "FF-1045",
    "subject": "Integrazione WooCommerce: 401 su sito con protezione",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-38677",
    "status": "closed",
    "closed_at": "2026-05-26T11:59:20Z",
    "handle_seconds": 541,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, gestisco il sito www.ricambivespaonline.it (server dedicato, IP 79.12.244.63). Da quando FatturaFacile segnala 401 ho fatto qualche prova: se chiamo l'endpoint con https://negozio:Vespa1985@www.ricambivespaonline.it/wp-json/wc/v3/ risponde, quindi il server è raggiungibile. Il problema quindi è vostro?",
        "created_at": "2026-05-26T07:48:13Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, grazie dei dettagli. Il fatto che l'endpoint risponda con quelle credenziali (utente WordPress) non significa che siano valide le chiavi REST che usiamo noi: il 401 \"woocommerce_rest_cannot_view\" lo restituisce WooCommerce stesso quando la consumer key non è valida o non ha i permessi.\nLe chiedo di generare una nuova chiave in WooCommerce > Impostazioni > Avanzate > REST API con utente amministratore e permessi Lettura/Scrittura, e di inserirla in Integrazioni > WooCommerce > Modifica credenziali. Le consiglio anche di cambiare la password che ha scritto qui sopra.",
        "created_at": "2026-05-26T08:48:57Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ok, con la chiave nuova la connessione funziona, ha già scaricato gli ordini di ieri. Password cambiata. Grazie",
        "created_at": "2026-05-26T10:49:35Z"
      }
    ]
  },
  {
    "external_id": "FF-1046",
    "subject": "Link per reimpostare la password sempre scaduto",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-40961",
    "status": "resolved",
    "closed_at": "2026-05-29T12:05:04Z",
    "handle_seconds": 847,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ciao, ho chiesto il reset della password ma quando clicco sul link della mail mi dice \"Link scaduto o non valido\". L'ho cliccato appena arrivato, quindi non può essere scaduto. Uso un Mac con Safari.",
        "created_at": "2026-05-28T19:37:13Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, probabilmente ha aperto il link di una richiesta precedente: ogni nuova richiesta annulla quelle prima. Ne chieda una sola e apra solo l'ultima mail ricevuta.",
        "created_at": "2026-05-29T06:38:05Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ne ho chiesta una sola stamattina, cliccata dopo un minuto. Sempre \"Link scaduto o non valido\".",
        "created_at": "2026-05-29T08:38:19Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Caso simile a #5102: link di reset invalidati da Safari con Relay privato iCloud attivo (il prefetch consuma il token). Fix lato dev non ancora rilasciato.",
        "created_at": "2026-05-29T09:27:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie della verifica. In questo caso le propongo un'altra strada: installi l'app FatturaFacile sul telefono e nella schermata di accesso tocchi «Accedi con codice». Le arriverà via mail un codice di 6 cifre; una volta entrato, da Profilo > Sicurezza può impostare la nuova password, che poi vale anche da computer.",
        "created_at": "2026-05-29T09:34:00Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto dall'app con il codice, cambiata la password da lì e adesso entro anche dal Mac. Strano ma ok, grazie!",
        "created_at": "2026-05-29T11:04:00Z"
      }
    ]
  },
  {
    "external_id": "FF-1047",
    "subject": "Lentezza inaccettabile - valuto disdetta",
    "category": "prestazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-37034",
    "status": "closed",
    "closed_at": "2026-06-04T17:55:43Z",
    "handle_seconds": 3618,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera,\nsono cliente dal 2022 con il piano Business e da mesi l'elenco delle fatture è lentissimo, a volte si blocca proprio. Pago € 49,90 al mese e sinceramente sto valutando di passare a un altro gestionale al rinnovo. Prima di decidere vi do un'ultima possibilità.",
        "created_at": "2026-06-04T14:20:05Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, mi dispiace per l'esperienza. Nel suo account l'elenco è impostato per mostrare tutte le fatture di tutti gli anni (circa 9.500) con l'anteprima del PDF al passaggio del mouse attiva. Le consiglio: Anno = 2026 nel filtro, Preferenze > Elenchi > Righe per pagina = 50 e disattivare «Anteprima PDF al passaggio del mouse».",
        "created_at": "2026-06-04T14:46:03Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ok, adesso è veloce, non lo nego. Però questi mesi di lentezza li ho pagati e nessuno mi aveva mai detto niente.",
        "created_at": "2026-06-04T15:26:21Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Richiesta di sconto: approvato 30% sul prossimo rinnovo mensile, una tantum (ok di Marina). Cliente a rischio churn.",
        "created_at": "2026-06-04T15:39:01Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Capisco. Per scusarci dei mesi di disagio le applichiamo uno sconto del 30% una tantum sul prossimo rinnovo del piano Business: lo vedrà già nella fattura di luglio.",
        "created_at": "2026-06-04T15:49:37Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Va bene, apprezzo il gesto. Per ora resto.",
        "created_at": "2026-06-04T16:30:06Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Referente contratto: direzione@gruppoalpistampa.it, P.IVA 03457820235. Segnalato ad account management per contatto proattivo prima del rinnovo annuale.",
        "created_at": "2026-06-04T16:35:28Z"
      }
    ]
  },
  {
    "external_id": "FF-1048",
    "subject": "Rinnovo annuale Business: passare al mensile",
    "category": "commerciale",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-42981",
    "status": "closed",
    "closed_at": "2026-06-09T14:18:01Z",
    "handle_seconds": 2319,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, ieri si è rinnovato il piano Business annuale (€ 608,78). Era mia intenzione passare al piano Base mensile, che ci basta, ma mi è sfuggita la data. Sarebbe possibile annullare l'annuale e attivare il mensile? Per il mensile potete usare la carta 4024-0071-8805-5619 scad. 09/28.\nStudio Tecnico Mariani – P.IVA 11234880588",
        "created_at": "2026-06-09T09:47:48Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nil piano annuale non prevede rimborsi dopo il rinnovo, ma visto che la richiesta arriva il giorno dopo lo abbiamo gestito in via eccezionale: rimborsiamo € 608,78 sulla carta del pagamento e da oggi il vostro account è sul piano Base mensile (€ 19,90 + IVA al mese).\nLa carta per il mensile deve inserirla lei in Abbonamento > Metodo di pagamento: per sicurezza le chiediamo di non inviare più il numero della carta via mail.",
        "created_at": "2026-06-09T10:48:34Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Inserita la carta dal pannello. Vedo il piano Base attivo. Grazie per la disponibilità.",
        "created_at": "2026-06-09T13:49:22Z"
      }
    ]
  },
  {
    "external_id": "FF-1049",
    "subject": "codice non valido dopo reinstallazione",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-15529",
    "status": "closed",
    "closed_at": "2026-06-11T10:37:55Z",
    "handle_seconds": 1586,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "salve ho reinstallato l app authenticator sul iphone e adesso i codici nn me li accetta, scrive \"codice non valido\". cosa devo fare???",
        "created_at": "2026-06-11T05:31:38Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, il codice cambia ogni 30 secondi: provi a inserirlo appena compare, senza aspettare che stia per scadere.",
        "created_at": "2026-06-11T06:51:55Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "niente uguale, ho provato 5 volte",
        "created_at": "2026-06-11T07:06:55Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Capito. Se ha reinstallato Authenticator senza backup, i codici che vede adesso appartengono a un profilo nuovo e non al nostro, per questo vengono rifiutati. Nella schermata del codice scelga «Usa un codice di recupero» e inserisca uno dei codici che aveva salvato quando ha attivato la verifica. Dopo, da Impostazioni > Sicurezza > Verifica in due passaggi > Riconfigura, associa di nuovo l'app.",
        "created_at": "2026-06-11T07:28:59Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "trovato il foglio con i codici nella cartellina del commercialista, entrata e rifatto tutto. grazie",
        "created_at": "2026-06-11T10:29:36Z"
      }
    ]
  },
  {
    "external_id": "FF-1050",
    "subject": "Nota di credito senza riferimento alla fattura",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-42867",
    "status": "closed",
    "closed_at": "2026-06-16T10:20:19Z",
    "handle_seconds": 2405,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, devo stornare una riga della fattura 2026/140. Ho provato da Nuovo documento > Nota di credito, però non trovo dove collegarla alla fattura originale e il commercialista vuole il riferimento.",
        "created_at": "2026-06-16T07:05:29Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, nella nota di credito creata da Nuovo documento il collegamento si inserisce nella sezione «Documenti collegati» in fondo alla pagina, indicando numero e data della fattura.",
        "created_at": "2026-06-16T07:30:36Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Non vedo nessuna sezione Documenti collegati, solo Note e Allegati.",
        "created_at": "2026-06-16T08:11:00Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ha ragione, mi scuso: nel piano Base quella sezione non è visibile in creazione manuale. Il modo più semplice è partire dalla fattura: apra la 2026/140, Azioni > «Crea nota di credito» > Parziale e tenga solo la riga da stornare. In questo modo il riferimento alla fattura originale viene compilato in automatico nell'XML. La bozza creata prima può eliminarla, non essendo stata inviata.",
        "created_at": "2026-06-16T08:26:35Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Sezione Documenti collegati nascosta sul piano Base in creazione manuale (by design?). Chiesto a prodotto, nessun ticket aperto per ora.",
        "created_at": "2026-06-16T08:30:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Così funziona, c'è il riferimento alla 2026/140. Bozza eliminata. Grazie",
        "created_at": "2026-06-16T09:20:39Z"
      }
    ]
  },
  {
    "external_id": "FF-1051",
    "subject": "DUE MESI DI MOVIMENTI PERSI",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-17752",
    "status": "closed",
    "closed_at": "2026-06-22T10:55:30Z",
    "handle_seconds": 2735,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno. Oggi il commercialista mi dice che negli ultimi due mesi su FatturaFacile non c'è un solo movimento bancario e quindi niente è riconciliato. Io non ho visto nessun avviso. Pago il piano Pro anche per questa funzione e adesso devo rifare tutto a mano. Voglio sapere cosa è successo e cosa intendete fare.",
        "created_at": "2026-06-22T06:20:45Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, mi scuso per il disagio. Il consenso PSD2 verso la sua banca è scaduto il 19/04 (dura 180 giorni) e da allora la sincronizzazione restituisce ERR_502. Per ripristinarla: Banca > Conti collegati > il suo conto > «Rinnova consenso», poi conferma sul sito della banca. Al primo aggiornamento vengono recuperati anche i movimenti arretrati, fino a 90 giorni indietro, quindi i due mesi mancanti dovrebbero rientrare tutti.",
        "created_at": "2026-06-22T07:01:31Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Rinnovato. I movimenti sono arrivati. Resta il fatto che l'avviso non l'ho mai visto e ho perso una mattinata col commercialista.",
        "created_at": "2026-06-22T09:01:44Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Avviso scadenza consenso non inviato: l'indirizzo di notifica era in bounce. Carta su file 5491 0233 9876 1046 (scad. 03/27), prossimo addebito 01/07. Approvato un mese omaggio.",
        "created_at": "2026-06-22T09:26:46Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ha ragione: abbiamo verificato che l'avviso di scadenza non le è arrivato perché l'indirizzo per le notifiche risultava non raggiungibile. Per il disagio le regaliamo un mese del piano Pro: il rinnovo di luglio non le verrà addebitato. Le consiglio di controllare l'indirizzo in Impostazioni > Notifiche.",
        "created_at": "2026-06-22T09:37:26Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Va bene, grazie. Ho corretto l'indirizzo.",
        "created_at": "2026-06-22T10:37:49Z"
      }
    ]
  },
  {
    "external_id": "FF-1052",
    "subject": "Export per commercialista bloccato \"In preparazione\"",
    "category": "altro",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-46017",
    "status": "closed",
    "closed_at": "2026-06-29T17:44:46Z",
    "handle_seconds": 5325,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, venerdì ho richiesto il pacchetto per il commercialista del primo semestre, ma da tre giorni in Esporta > Storico risulta ancora \"In preparazione\" e la mail non è mai arrivata. Il commercialista lo aspetta per il 30.",
        "created_at": "2026-06-29T13:10:16Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, provi ad annullare la richiesta e a crearne una nuova, magari dividendo il semestre in due trimestri.",
        "created_at": "2026-06-29T13:51:00Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Annullata e rifatta con il primo trimestre: anche questa è ferma su In preparazione da un'ora.",
        "created_at": "2026-06-29T14:51:43Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Priorità impostata su Alta da: Federica (Supporto L1).",
        "created_at": "2026-06-29T14:53:11Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Job export 88412 bloccato in coda (worker riavviato durante deploy del 26/06, job rimasto in stato running). Rilanciato a mano dal backend, zip 412 MB ok. Anche la seconda richiesta sbloccata.",
        "created_at": "2026-06-29T16:23:56Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ci scusiamo: le richieste erano rimaste bloccate per un problema tecnico nostro. Ho rigenerato il file dal backend, lo trova in Esporta > Storico oppure direttamente qui (link valido 48 ore):\nhttps://app.fatturafacile.it/export/download/88412?token=b71e0c4d93a24f58a6e2c1f07d3b9e45",
        "created_at": "2026-06-29T16:29:20Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Scaricato, c'è tutto il semestre. Grazie per la rapidità.",
        "created_at": "2026-06-29T16:59:24Z"
      }
    ]
  },
  {
    "external_id": "FF-1053",
    "subject": "Devo rifare la fattura con un altro numero?",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-19936",
    "status": "closed",
    "closed_at": "2026-07-01T11:37:41Z",
    "handle_seconds": 2022,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, allora vi spiego. Venerdì ho fatto la fattura 2026/127 per un cliente di Verona, l'ho mandata e il sistema ha detto inviata. Poi il cliente mi ha chiamato lunedì che non l'aveva ricevuta, io l'ho rimandata e adesso è arrivato questo scarto 00404 fattura duplicata. Il mio vicino di negozio, che usa un altro programma, mi dice che devo rifarla con un numero nuovo, tipo 2026/131, e buttare via la vecchia. Prima di combinare guai vi chiedo: è giusto così?",
        "created_at": "2026-06-30T16:47:11Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, ha fatto benissimo a chiedere prima! Non deve rifarla.\nIl codice 00404 vuol dire che la 2026/127 era già stata accettata dallo SDI con il primo invio, quindi il reinvio di lunedì è stato rifiutato come doppione. Se nella Cronologia SDI della fattura il primo invio è Consegnata, il cliente ce l'ha nel suo sistema; se è Mancata consegna, la trova comunque nel cassetto fiscale.\nSe la rifacesse con il numero 2026/131 avrebbe due fatture valide per la stessa vendita e dovrebbe poi stornarne una con nota di credito.",
        "created_at": "2026-07-01T06:47:59Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Il primo invio dice Mancata consegna, infatti il cliente ha cambiato PEC. Meno male che ho chiesto prima. Gli mando il PDF per mail e basta allora?",
        "created_at": "2026-07-01T08:48:22Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Esatto: gli mandi la copia di cortesia in PDF e lo scarto lo segni come gestito. Ricordi anche di aggiornare il codice destinatario/PEC nell'anagrafica del cliente per le prossime fatture.",
        "created_at": "2026-07-01T09:08:50Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Perfetto, fatto tutto. Grazie mille, gentilissimi",
        "created_at": "2026-07-01T10:09:20Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Il cliente aveva lasciato in segreteria il numero del negozio, +39 045 803 2214, per essere richiamato: non più necessario.",
        "created_at": "2026-07-01T10:19:58Z"
      }
    ]
  },
  {
    "external_id": "FF-1054",
    "subject": "Modulo e-commerce pagato e non funzionante: chiedo rimborso",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-15843",
    "status": "closed",
    "closed_at": "2026-07-07T16:34:20Z",
    "handle_seconds": 4864,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nho attivato il modulo e-commerce (€ 9,90 al mese) ad aprile, ma da maggio l'integrazione con WooCommerce dà errore 401 e io ho continuato a fare le fatture a mano senza accorgermi che il modulo era fermo. Adesso che ho capito, vorrei il rimborso di maggio e giugno.\nLa carta con cui pago è la 4556-7302-0815-3397, ma preferirei un bonifico sull'IBAN IT87G0311151590000000042019.\nMarco Ferrari – CF FRRMRC78B03F839K",
        "created_at": "2026-07-06T09:30:12Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Marco,\nper riattivare subito l'integrazione: in WordPress crei una nuova chiave in WooCommerce > Impostazioni > Avanzate > REST API (utente amministratore, permessi Lettura/Scrittura) e la inserisca in FatturaFacile > Integrazioni > WooCommerce > Modifica credenziali. La chiave precedente era stata revocata il 02/05.\nPer il rimborso verifico con l'amministrazione e le faccio sapere. Per sicurezza le chiedo di non scrivere più il numero della carta nei messaggi.",
        "created_at": "2026-07-06T10:31:05Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Chiave nuova inserita, funziona. Resto in attesa per il rimborso.",
        "created_at": "2026-07-06T13:31:57Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Di norma il modulo non è rimborsabile (la revoca chiave era lato cliente). Eccezione approvata da Marina: rimborso 2 mensilità modulo e-commerce € 19,80 via bonifico.",
        "created_at": "2026-07-07T13:32:38Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Marco, anche se la revoca della chiave è avvenuta sul sito, le abbiamo concesso il rimborso in via eccezionale delle due mensilità del modulo (€ 19,80), con bonifico sull'IBAN indicato entro 10 giorni lavorativi.",
        "created_at": "2026-07-07T13:53:27Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Grazie, molto corretti.",
        "created_at": "2026-07-07T15:53:38Z"
      }
    ]
  },
  {
    "external_id": "FF-1055",
    "subject": "Invito al commercialista scaduto",
    "category": "altro",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-13751",
    "status": "closed",
    "closed_at": "2026-07-09T10:02:58Z",
    "handle_seconds": 994,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, il mese scorso avevo mandato l'invito al mio ragioniere, il rag. Ferri (rag.ferri@tin.it), per fargli vedere le fatture, ma lui era in ferie e adesso che ci prova gli dice \"invito scaduto\". Vi copio il link che gli è arrivato: https://app.fatturafacile.it/invito/accetta?token=5c0f8e2a71d94b36&email=rag.ferri%40tin.it\nNel frattempo mi ha chiesto di mandargli le fatture di giugno, ma preferisco che se le prenda da solo.",
        "created_at": "2026-07-08T08:30:28Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, gli inviti restano validi 7 giorni, poi scadono per sicurezza. Può rinnovarlo da Impostazioni > Utenti > Inviti in sospeso > tre puntini accanto al rag. Ferri > «Reinvia invito»: gli arriverà una mail nuova con un link valido altri 7 giorni. Una volta dentro, con il ruolo Commercialista potrà scaricarsi da solo fatture, XML e il pacchetto del periodo che gli serve.",
        "created_at": "2026-07-08T09:15:38Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Reinviato, stavolta è entrato subito e si è preso giugno. Grazie!",
        "created_at": "2026-07-09T09:16:00Z"
      }
    ]
  },
  {
    "external_id": "FF-1056",
    "subject": "recupero pass",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-27703",
    "status": "closed",
    "closed_at": "2026-07-20T13:32:44Z",
    "handle_seconds": 2470,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "ciao ragazzi nn mi ricordo piu la pass, ho cliccato su recupera ma nn mi arriva nulla. la mail giusta è paolo.galli@alice.it. mi date una mano? grazie",
        "created_at": "2026-07-09T12:25:39Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao Paolo, la richiesta di reimpostazione risulta inviata alle 14:22 a quell'indirizzo. Con Alice/TIM a volte la consegna richiede qualche minuto in più: controlla anche la cartella Spam. Se la trovi, usa il link entro 30 minuti; se è scaduto puoi chiederne uno nuovo dalla stessa pagina.",
        "created_at": "2026-07-09T13:31:21Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Ciao Paolo, sei riuscito ad entrare? Se ci sono ancora problemi scrivici pure qui.",
        "created_at": "2026-07-13T13:32:17Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.",
        "created_at": "2026-07-20T13:32:44Z"
      }
    ]
  },
  {
    "external_id": "FF-1057",
    "subject": "Natura IVA forfettario, articoli ancora al 22%",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-30779",
    "status": "resolved",
    "closed_at": "2026-07-17T09:57:03Z",
    "handle_seconds": 1254,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, ho impostato il regime forfettario RF19 come da vostra guida ma quando inserisco gli articoli dal catalogo mi mette ancora IVA 22% e poi la fattura viene scartata (00400). Se scrivo la riga a mano invece è corretta.",
        "created_at": "2026-07-14T08:50:41Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Dopo il cambio regime gli articoli già salvati nel Catalogo mantengono l'aliquota vecchia: vanno aggiornati dall'utente (Modifica multipla). Nota già in KB interna.",
        "created_at": "2026-07-14T09:36:01Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, è così perché gli articoli salvati nel Catalogo conservano l'aliquota che avevano quando li ha creati. Vada su Catalogo, selezioni tutti gli articoli (casella in alto), poi «Modifica multipla» > IVA: 0% con Natura N2.2 > Applica. Da quel momento le righe inserite dal catalogo saranno corrette; la fattura scartata può riaprirla, aggiornare le righe e reinviarla.",
        "created_at": "2026-07-14T09:41:24Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Chiudo il ticket come risolto; se dovesse ricevere altri scarti ci scriva pure qui.",
        "created_at": "2026-07-17T09:41:59Z"
      }
    ]
  },
  {
    "external_id": "FF-1058",
    "subject": "Cliente Panificio D'Amico - scarto 00404",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-47712",
    "status": "resolved",
    "closed_at": "2026-07-27T10:35:46Z",
    "handle_seconds": 1256,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, sono la commercialista del Panificio D'Amico (P.IVA 04561200017), ho accesso al loro account come utente. Per la fattura n. 2026/210 ci è arrivata una notifica di scarto \"00404 Fattura duplicata\". Dalla nostra contabilità risulta una sola fattura con quel numero. Vi chiedo di spiegarmi la situazione; potete rispondere anche a m.esposito@studioesposito-commercialisti.it.\nDott.ssa Marta Esposito",
        "created_at": "2026-07-22T09:05:00Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno dottoressa,\nla fattura 2026/210 è stata trasmessa due volte: il 20/07 alle 08:51 (Consegnata, ricevuta di consegna presente in Cronologia SDI) e il 21/07 alle 10:02 tramite il pulsante «Reinvia». Lo SDI ha scartato il secondo invio come doppione. Per la contabilità vale il primo invio; lo scarto non richiede nessuna azione, lo si può solo segnare come gestito.\nResto a disposizione.",
        "created_at": "2026-07-22T10:35:46Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 5 giorni senza risposta del cliente.",
        "created_at": "2026-07-27T10:35:46Z"
      }
    ]
  },
  {
    "external_id": "FF-1059",
    "subject": "PDF non generato",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-27819",
    "status": "resolved",
    "closed_at": "2026-08-03T09:50:01Z",
    "handle_seconds": 1786,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "salve non riesco a scaricare il pdf della fattura, esce errore E-4021. cosa devo fare",
        "created_at": "2026-07-28T08:20:09Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, l'errore E-4021 dipende nella maggior parte dei casi dal logo aziendale: se è più grande di 1-2 MB o in un formato come HEIC, TIFF o WebP il PDF non viene generato. Le chiedo di andare su Impostazioni > Aspetto documenti > Logo e caricare una versione PNG o JPG più leggera (sotto 1 MB). Se il problema resta, mi risponda indicando il numero della fattura.",
        "created_at": "2026-07-28T09:20:39Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "E-4021 = timeout rendering Chromium su immagini > 2 MB (#4388). Logo del cliente: WebP 4,1 MB.",
        "created_at": "2026-07-28T09:26:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Non avendo ricevuto risposta chiudo la richiesta. Resto a disposizione se l'errore dovesse ripresentarsi.",
        "created_at": "2026-08-03T09:27:00Z"
      }
    ]
  },
  {
    "external_id": "FF-1060",
    "subject": "La pagina delle fatture non si carica",
    "category": "prestazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-19307",
    "status": "resolved",
    "closed_at": "2026-08-06T09:45:30Z",
    "handle_seconds": 543,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, la pagina delle fatture non si carica quasi mai, gira la rotellina e poi esce errore di tempo scaduto. Dalla home invece tutto ok. Siamo un'azienda con tanti documenti.",
        "created_at": "2026-07-30T08:45:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, con molti documenti la causa più frequente è l'elenco impostato su «Tutti gli anni» con tutte le righe in una pagina. Nell'elenco Fatture emesse selezioni l'anno 2026 nel filtro in alto e in Preferenze > Elenchi imposti «Righe per pagina» a 50. Le impostazioni restano salvate.",
        "created_at": "2026-07-30T09:45:18Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.",
        "created_at": "2026-08-06T09:45:30Z"
      }
    ]
  },
  {
    "external_id": "FF-1061",
    "subject": "Come fare nota di credito per merce resa",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-29958",
    "status": "resolved",
    "closed_at": "2026-08-07T09:49:29Z",
    "handle_seconds": 1094,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, un cliente ci ha reso 3 cassette su 20 della fattura 2026/311. Ci servirebbe sapere come fare la nota di credito solo per quelle 3. Se avete una guida mandatela per favore anche a contabilita@ortofruttasaitta.com che la giro alla collega.\nSaluti, Ortofrutta Saitta",
        "created_at": "2026-08-03T06:30:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\necco i passaggi (li inoltro anche all'indirizzo indicato):\n1) apra la fattura 2026/311\n2) Azioni > Crea nota di credito\n3) scelga «Parziale»\n4) nella riga delle cassette cambi la quantità da 20 a 3; elimini le altre righe se presenti\n5) Salva > Invia allo SDI.\nLa nota sarà collegata automaticamente alla fattura originale.",
        "created_at": "2026-08-03T08:30:59Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Non avendo ricevuto altre domande considero la richiesta risolta. Per qualsiasi dubbio ci scriva pure.",
        "created_at": "2026-08-07T08:31:04Z"
      }
    ]
  },
  {
    "external_id": "FF-1062",
    "subject": "rimborso rinnovo",
    "category": "commerciale",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-16065",
    "status": "closed",
    "closed_at": "2026-08-19T13:03:42Z",
    "handle_seconds": 4062,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "si è rinnovato l'abbonamento ma non lo volevo piu. si può avere il rimborso?",
        "created_at": "2026-08-12T11:02:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, il rinnovo è del 10/08 e dopo quella data non risultano documenti emessi. In via eccezionale le abbiamo concesso il rimborso di € 242,78, che tornerà sul metodo di pagamento originale entro 5-10 giorni lavorativi. Il rinnovo automatico è disattivato: l'account resta consultabile fino al 10/09.",
        "created_at": "2026-08-12T13:02:54Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.",
        "created_at": "2026-08-19T13:03:42Z"
      }
    ]
  },
  {
    "external_id": "FF-1063",
    "subject": "la banca nn si aggiorna",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-29405",
    "status": "closed",
    "closed_at": "2026-08-19T20:24:26Z",
    "handle_seconds": 2480,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "salve la banca nn si aggiorna piu da una settimana, c'è scritto err_502. ho bper",
        "created_at": "2026-08-18T15:55:32Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, l'errore può dipendere da un disservizio temporaneo della banca, in agosto capita spesso per manutenzioni. Le suggerisco di riprovare domani con «Sincronizza ora».",
        "created_at": "2026-08-18T16:55:32Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "riprovato oggi e ieri sera, sempre uguale err_502",
        "created_at": "2026-08-19T16:56:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Grazie, allora non è un disservizio: il consenso che la banca ci ha dato per leggere il conto è scaduto (dura 180 giorni). Vada su Banca > Conti collegati > BPER > «Rinnova consenso» e confermi sul sito della banca con le sue credenziali. Al rientro il conto si aggiorna da solo.",
        "created_at": "2026-08-19T17:26:36Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "fatto col rinnova consenso e adesso si è aggiornata, ci sono i movimenti. grazie",
        "created_at": "2026-08-19T19:26:46Z"
      }
    ]
  },
  {
    "external_id": "FF-1064",
    "subject": "Autenticazione a due fattori con nuovo smartphone",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-38854",
    "status": "resolved",
    "closed_at": "2026-08-27T14:38:46Z",
    "handle_seconds": 2490,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, passo da Android a iPhone e uso Microsoft Authenticator. Sul nuovo telefono FatturaFacile non compare tra gli account. Vorrei sapere la procedura corretta prima di restituire il vecchio telefono, che per ora funziona ancora.",
        "created_at": "2026-08-24T13:10:47Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, ha fatto bene a scriverci prima. Dal momento che il vecchio telefono funziona ancora, la procedura più semplice è:\n1) acceda a FatturaFacile usando il codice del vecchio telefono\n2) vada su Impostazioni > Sicurezza > Verifica in due passaggi > Riconfigura\n3) inquadri il nuovo QR con Microsoft Authenticator sul nuovo iPhone e confermi con il codice generato.\nDa quel momento il vecchio telefono non serve più. Se invece dovesse perderlo prima, potrà sempre entrare con uno dei codici di recupero.",
        "created_at": "2026-08-24T14:11:28Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Chiudo la richiesta; se qualcosa non dovesse andare può rispondere a questo messaggio e riapriamo il ticket.",
        "created_at": "2026-08-27T14:11:46Z"
      }
    ]
  },
  {
    "external_id": "FF-1065",
    "subject": "401 woocommerce",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-32540",
    "status": "resolved",
    "closed_at": "2026-09-02T06:15:12Z",
    "handle_seconds": 476,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "401 su woocommerce da ieri. non ho toccato niente",
        "created_at": "2026-08-27T20:14:22Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, il 401 compare quando le chiavi REST di WooCommerce non sono più valide (aggiornamento del plugin, chiave revocata, utente proprietario eliminato o declassato). Crei una nuova chiave in WooCommerce > Impostazioni > Avanzate > REST API con utente amministratore e permessi Lettura/Scrittura, poi la inserisca in Integrazioni > WooCommerce > Modifica credenziali e lanci «Importa ordini mancanti» da ieri.",
        "created_at": "2026-08-28T06:14:54Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket chiuso automaticamente dopo 5 giorni senza risposta del cliente.",
        "created_at": "2026-09-02T06:15:12Z"
      }
    ]
  },
  {
    "external_id": "FF-1066",
    "subject": "Caricamento fatture molto lento - possibile blocco di rete?",
    "category": "prestazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-44518",
    "status": "closed",
    "closed_at": "2026-09-02T09:35:26Z",
    "handle_seconds": 835,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, l'elenco fatture impiega più di un minuto ad aprirsi da tutti i pc dell'ufficio, mentre da casa con il mio portatile è un po' più veloce ma comunque lento. Mi chiedo se c'è qualche blocco o limitazione verso la nostra rete: il nostro IP pubblico è 151.38.112.4. Il tecnico dice che la linea è a posto.",
        "created_at": "2026-09-02T06:52:18Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, non c'è nessuna limitazione sul vostro IP, le richieste arrivano regolarmente. La lentezza dipende dall'impostazione dell'elenco, che è condivisa da tutti gli utenti: risulta «Tutti gli anni» con «Righe per pagina: Tutte», quindi ogni volta vengono caricate oltre 7.000 fatture. Imposti Anno = 2026 e Righe per pagina = 50 (Preferenze > Elenchi).",
        "created_at": "2026-09-02T07:37:57Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Verificato nei log: nessun rate limit sull'IP del cliente. Tempo query elenco 58 s con page_size=all.",
        "created_at": "2026-09-02T07:43:01Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Impostato anno e 50 righe, adesso si apre subito su tutti i pc. Grazie, pensavo fosse la rete.",
        "created_at": "2026-09-02T08:43:10Z"
      }
    ]
  },
  {
    "external_id": "FF-1067",
    "subject": "fatture che tornano indietro DUPLICATA",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-28390",
    "status": "closed",
    "closed_at": "2026-09-08T14:00:10Z",
    "handle_seconds": 2851,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Vi pago 29,90 al mese e le fatture mi tornano indietro con scritto duplicata!! Fattura 2026/302 mandata sabato, oggi la rimando e mi arriva lo scarto 00404. Cosa devo fare, cambiare programma?",
        "created_at": "2026-09-08T06:55:29Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, mi scuso per il disagio. A volte lo SDI è lento a rispondere: provi a reinviarla nel pomeriggio.",
        "created_at": "2026-09-08T07:25:38Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "RIINVIATA NEL POMERIGGIO, ANCORA 00404. mi state prendendo in giro?",
        "created_at": "2026-09-08T11:26:09Z"
      },
      {
        "author": "system",
        "visibility": "public",
        "body": "Ticket riassegnato da Supporto L1 a Supporto L2.",
        "created_at": "2026-09-08T11:28:38Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, sono Davide, mi occupo io della sua richiesta e mi scuso per l'indicazione precedente, che non era corretta. Lo scarto 00404 significa che la fattura 2026/302 è già stata accettata dallo SDI con l'invio di sabato: ogni reinvio verrà sempre rifiutato come doppione. Nella Cronologia SDI della fattura vede il primo invio come Consegnata il 07/09. Quindi la fattura è a posto, non va reinviata né rifatta; gli scarti successivi li può segnare come gestiti.",
        "created_at": "2026-09-08T11:54:20Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Il collega aveva suggerito il reinvio: sbagliato per 00404. Aggiornata la risposta predefinita \"Scarto 00404\" nella base macro.",
        "created_at": "2026-09-08T12:05:18Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok quindi era già arrivata dall'inizio. vabbè. grazie",
        "created_at": "2026-09-08T13:06:03Z"
      }
    ]
  },
  {
    "external_id": "FF-1068",
    "subject": "Commercialista chiede la chiave API",
    "category": "altro",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-39988",
    "status": "closed",
    "closed_at": "2026-09-10T17:14:08Z",
    "handle_seconds": 588,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve, lo studio che mi segue usa un suo software e mi ha chiesto di mandargli la \"chiave API\" per scaricarsi le fatture del secondo trimestre. Io ho trovato questa cosa in Impostazioni > API e ho provato a fare il link come dice la vostra documentazione: https://api.fatturafacile.it/v2/invoices?from=2026-04-01&to=2026-06-30&api_key=ff_live_9Qx72mKf3TzB8vLwR4nD . Posso mandarlo a loro così? Mi sembra strano dare le chiavi di casa.",
        "created_at": "2026-09-10T13:15:12Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, ha ragione a dubitare: la chiave API dà accesso completo all'account, anche in scrittura, quindi non va condivisa. Dato che l'ha scritta qui, le consiglio di revocarla subito da Impostazioni > API > «Revoca» e generarne un'altra solo se le serve.\nPer lo studio ci sono due strade più sicure:\n- invitarli come utente Commercialista (Impostazioni > Utenti > Invita commercialista): vedono e scaricano tutto, ma non possono modificare nulla;\n- oppure preparare lei il file da Esporta > «Pacchetto per commercialista» scegliendo il trimestre (ZIP con XML, PDF e riepilogo Excel).",
        "created_at": "2026-09-10T14:16:06Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Chiave revocata. Ho fatto il pacchetto del trimestre e l'ho mandato allo studio, per ora va bene così. Grazie del consiglio",
        "created_at": "2026-09-10T16:16:36Z"
      }
    ]
  },
  {
    "external_id": "FF-1069",
    "subject": "Accesso non riuscito dopo cambio password aziendale",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-50214",
    "status": "closed",
    "closed_at": "2026-09-15T13:11:48Z",
    "handle_seconds": 1650,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Salve,\nin seguito al cambio password richiesto dal nostro reparto IT non riusciamo più ad accedere all'account dell'ufficio amministrativo: il sistema indica che la password non è corretta. Se utile per i vostri controlli, la nostra connessione esce con l'IP 93.41.207.18.\nGrazie,\nUfficio amministrazione",
        "created_at": "2026-09-15T07:02:31Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nla password di FatturaFacile è indipendente da quella della vostra rete aziendale, quindi il cambio fatto dall'IT non la modifica. Se non ricordate quella impostata su FatturaFacile, potete usare «Password dimenticata?» nella pagina di accesso di app.fatturafacile.it.",
        "created_at": "2026-09-15T07:53:29Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Abbiamo provato ma la mail di reimpostazione non arriva, presumo per il filtro antispam aziendale.",
        "created_at": "2026-09-15T09:04:13Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "È probabile. Chiedete all'IT di controllare la quarantena dell'antispam e di autorizzare il mittente noreply@fatturafacile.it; una volta sbloccata, usate il link dell'ultima mail ricevuta (vale 30 minuti).",
        "created_at": "2026-09-15T09:19:33Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "L'IT ha rilasciato la mail dalla quarantena e abbiamo reimpostato la password. Risolto, grazie.",
        "created_at": "2026-09-15T12:20:02Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "Nei log 6 tentativi falliti dalla stessa sessione, nessun blocco di sicurezza attivo. Ok chiudere.",
        "created_at": "2026-09-15T12:25:09Z"
      }
    ]
  },
  {
    "external_id": "FF-1070",
    "subject": "Richiesta di rimborso per cliente dello studio",
    "category": "commerciale",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-37461",
    "status": "closed",
    "closed_at": "2026-09-17T10:50:59Z",
    "handle_seconds": 2503,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno,\nsono il consulente del sig. Andrea Verdi (CF VRDNDR76H15A66NK, P.IVA 08712360968, andrea.verdi@tiscali.it in copia). Il mio cliente ha cessato l'attività a luglio e ha affidato a noi la contabilità residua; il 14/09 gli è stato addebitato il rinnovo annuale del piano Pro. Chiediamo il rimborso, da accreditare sul conto IT59B0538712900000001473366 intestato al sig. Verdi.\nCordiali saluti, Studio Galli",
        "created_at": "2026-09-16T07:25:14Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Cliente con rimborso eccezionale già concesso nel 2025 (rinnovo mensile). IBAN IT59B0538712900000001473366 verificato: intestato al titolare. Ok da Marina anche questa volta, ma segnare: niente ulteriori eccezioni.",
        "created_at": "2026-09-16T09:25:59Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno,\nabbiamo verificato la cessazione e l'assenza di attività dopo il rinnovo: in via eccezionale rimborsiamo l'importo di € 364,78 con bonifico sul conto indicato, entro 10 giorni lavorativi. L'abbonamento è chiuso; il sig. Verdi potrà accedere in sola lettura fino al 14/12 per scaricare i documenti.",
        "created_at": "2026-09-16T09:41:53Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ricevuto, grazie. Comunico al cliente.",
        "created_at": "2026-09-17T09:42:30Z"
      }
    ]
  },
  {
    "external_id": "FF-1071",
    "subject": "Copia di cortesia non parte + errore E-4021",
    "category": "guasto",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-49341",
    "status": "closed",
    "closed_at": "2026-09-24T10:56:08Z",
    "handle_seconds": 927,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, allora le cose sono due, forse collegate. Primo: la copia di cortesia della fattura 2026/412 per il Caseificio Valbrenta (acquisti@caseificiovalbrenta.it) non parte, mi dice solo \"invio non riuscito\". Secondo: se provo a scaricare il PDF per mandarglielo io a mano, esce E-4021. La settimana scorsa ho messo il logo nuovo con il profilo trasparente, bello grande perché si vedeva sgranato. Non so se c'entra.",
        "created_at": "2026-09-23T17:02:10Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, c'entra eccome: la copia di cortesia allega il PDF, quindi se il PDF non si genera non parte nemmeno la mail. Il logo attuale pesa 7,8 MB. Lo ricarichi da Impostazioni > Aspetto documenti > Logo in PNG (la trasparenza resta) sotto 1 MB: per non vederlo sgranato basta una larghezza di 1200 px.",
        "created_at": "2026-09-24T07:02:53Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Fatto adesso con il PNG ridotto: perfetto adesso lo vedo nitido e la copia al caseificio è partita. Grazie!",
        "created_at": "2026-09-24T10:03:22Z"
      }
    ]
  },
  {
    "external_id": "FF-1072",
    "subject": "SCARTO 00400 URGENTE",
    "category": "configurazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-48820",
    "status": "closed",
    "closed_at": "2026-09-29T09:11:43Z",
    "handle_seconds": 956,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "SCARTO 00400 SU TUTTE LE FATTURE DI SETTEMBRE. Sono forfettaria, partita iva 05623380283. Mi serve che mi chiamate al 340 66 71 203 perché devo incassare e i clienti non pagano senza fattura!!",
        "created_at": "2026-09-29T07:35:25Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, capisco l'urgenza, le scrivo qui i passaggi che risolvono subito:\n1) Impostazioni > Dati azienda > Regime fiscale = RF19 – Regime forfettario (ora risulta RF01)\n2) Impostazioni > IVA predefinita = 0% con Natura N2.2\n3) riapra le fatture scartate di settembre e le reinvii: può tenere gli stessi numeri.\nSe preferisce la richiamiamo comunque.",
        "created_at": "2026-09-29T07:56:16Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Cliente ha chiamato 3 volte il centralino in mattinata, molto agitata. Tel. 340 66 71 203. Chiesto a Paola di richiamarla se non risponde entro oggi.",
        "created_at": "2026-09-29T08:11:19Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok ho cambiato RF19 e N2.2, le ho rimandate tutte e sono partite. non serve che mi chiamate. grazie",
        "created_at": "2026-09-29T08:56:20Z"
      }
    ]
  },
  {
    "external_id": "FF-1073",
    "subject": "Errore sincronizzazione conto BPM",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-47203",
    "status": "resolved",
    "closed_at": "2026-10-05T11:09:17Z",
    "handle_seconds": 1039,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, sul conto Banco BPM compare ERR_502 e i movimenti di settembre non ci sono. Potete verificare?",
        "created_at": "2026-10-01T09:26:08Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, il consenso di lettura del conto è scaduto il 26/09. Per riattivarlo: Banca > Conti collegati > Banco BPM > «Rinnova consenso» e conferma con le credenziali dell'home banking. I movimenti di settembre verranno recuperati automaticamente.",
        "created_at": "2026-10-01T10:11:15Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Conto collegato IT04X0503433200000000018842. Il cliente ha anche telefonato dallo 06-88324410 chiedendo se il problema è di sicurezza: nei log accessi solo da 2.228.91.150 (sede cliente), nessuna anomalia.",
        "created_at": "2026-10-01T10:21:26Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Chiudo la richiesta come risolta; se dopo il rinnovo l'errore dovesse ripresentarsi ci risponda pure qui.",
        "created_at": "2026-10-05T10:21:43Z"
      }
    ]
  },
  {
    "external_id": "FF-1074",
    "subject": "Collaboratrice bloccata dalla verifica in due passaggi",
    "category": "accesso",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-26145",
    "status": "closed",
    "closed_at": "2026-10-06T11:23:26Z",
    "handle_seconds": 1101,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, una nostra collaboratrice (giorgia.benedetti@studiorossiassociati.it) ha cambiato smartphone e non riesce più a superare la verifica in due passaggi. Ho letto che un amministratore può reimpostarla, ma nel menù utenti vedo soltanto «Modifica permessi» e «Rimuovi». Dove si trova la funzione?\nGrazie, Chiara – Studio Rossi & Associati",
        "created_at": "2026-10-06T07:44:23Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno Chiara,\nla voce «Reimposta verifica in due passaggi» compare solo agli utenti con ruolo Amministratore. Dal suo profilo risulta il ruolo Gestore, quindi la voce è nascosta. Può chiedere al titolare dell'account (ruolo Amministratore) di fare: Impostazioni > Utenti > tre puntini accanto a Giorgia > Reimposta verifica in due passaggi.",
        "created_at": "2026-10-06T08:25:17Z"
      },
      {
        "author": "agent",
        "visibility": "internal",
        "body": "La voce nascosta per i ruoli non admin confonde parecchio: segnalato a UX, ticket #4620.",
        "created_at": "2026-10-06T08:30:11Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Il dott. Rossi ha fatto la reimpostazione e Giorgia è entrata, ha già configurato il telefono nuovo. Grazie per l'aiuto.",
        "created_at": "2026-10-06T11:00:25Z"
      }
    ]
  },
  {
    "external_id": "FF-1075",
    "subject": "non trovo crea nota di credito",
    "category": "fatturazione",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-34470",
    "status": "closed",
    "closed_at": "2026-10-13T16:10:38Z",
    "handle_seconds": 1213,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera ragazzi, sono della Tipografia Moretti (p.iva 07399150379). Devo fare una nota di credito parziale perché ho fatturato 500 biglietti da visita in più, ho letto sul vostro sito che si fa dalla fattura ma io dentro la fattura non vedo proprio nessun pulsante \"crea nota di credito\". Vedo Scarica, Invia copia, Duplica e basta.",
        "created_at": "2026-10-13T14:18:20Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera! Il comando si trova nel menù dei tre puntini (⋯) in alto a destra, accanto a «Duplica»: lì dentro c'è «Crea nota di credito». Poi scelga «Parziale» e lasci solo la riga dei biglietti da visita con quantità 500.",
        "created_at": "2026-10-13T14:53:55Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "Attenzione: cliente con 2 rate di abbonamento insolute (P.IVA 07399150379), amministrazione già avvisata. Non rilevante per il ticket, non menzionare.",
        "created_at": "2026-10-13T15:04:46Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "ok trovata la voce, era dentro i tre puntini. fatta e inviata grazie",
        "created_at": "2026-10-13T15:25:15Z"
      }
    ]
  },
  {
    "external_id": "FF-1076",
    "subject": "elenco documenti lento assai",
    "category": "prestazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-22726",
    "status": "closed",
    "closed_at": "2026-10-19T15:13:23Z",
    "handle_seconds": 1295,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buongiorno, ma è normale che per vedere l'elenco delle fatture devo aspettare tanto? Intanto che carica mi faccio il caffè e torno. Prima non era così, da quando ho importato tutte le fatture vecchie dal commercialista è diventato lento assai.",
        "created_at": "2026-10-19T12:33:03Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno! Non è normale, ma si spiega con l'importazione: adesso l'elenco carica anche tutte le fatture vecchie. Nel filtro in alto scelga l'anno 2026 al posto di «Tutti gli anni» e in Preferenze > Elenchi imposti «Righe per pagina» a 50. Le fatture vecchie restano lì, basta cambiare anno quando le cerca.",
        "created_at": "2026-10-19T13:03:22Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Ah ecco, adesso si apre subito. Il caffè me lo faccio lo stesso però. Grazie!",
        "created_at": "2026-10-19T14:04:01Z"
      }
    ]
  },
  {
    "external_id": "FF-1077",
    "subject": "Fatture automatiche e-commerce ferme",
    "category": "integrazioni",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-40222",
    "status": "closed",
    "closed_at": "2026-10-23T16:31:52Z",
    "handle_seconds": 972,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "Buonasera, vi spiego la situazione come me l'ha spiegata il nostro sviluppatore, perché io di tecnico ci capisco poco. Abbiamo cambiato hosting la settimana scorsa, il sito ora ha anche un indirizzo IPv6, 2a01:e11:1004:3a50::1f, e lui ha fatto un po' di pulizia degli utenti di WordPress, tra cui quello vecchio che aveva creato l'agenzia precedente. Da allora FatturaFacile dice errore 401 e le fatture degli ordini non partono più. Lui dice che forse dovete abilitare l'IPv6. Se volete scrivergli è dev@pixelfabbrica.it.",
        "created_at": "2026-10-22T14:40:07Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buonasera, l'IPv6 non c'entra: il 401 dipende dalla pulizia degli utenti. Le chiavi REST di WooCommerce appartengono all'utente che le ha create; eliminando quell'utente anche le chiavi smettono di funzionare.\nBasta che lo sviluppatore crei una nuova chiave in WooCommerce > Impostazioni > Avanzate > REST API, associata a un amministratore attuale, con permessi Lettura/Scrittura, e la inserisca in FatturaFacile > Integrazioni > WooCommerce > Modifica credenziali. Poi con «Importa ordini mancanti» recuperate gli ordini dalla settimana scorsa.",
        "created_at": "2026-10-22T15:40:45Z"
      },
      {
        "author": "customer",
        "visibility": "public",
        "body": "Lo sviluppatore ha fatto la chiave nuova e adesso funziona tutto, sono arrivati anche gli ordini vecchi. Grazie per la pazienza",
        "created_at": "2026-10-23T15:41:15Z"
      }
    ]
  },
  {
    "external_id": "FF-1078",
    "subject": "riepilogo per commercialista",
    "category": "altro",
    "product": "fatturafacile",
    "locale": "it",
    "customer_ref": "CUST-18529",
    "status": "resolved",
    "closed_at": "2026-10-29T10:00:44Z",
    "handle_seconds": 1933,
    "messages": [
      {
        "author": "customer",
        "visibility": "public",
        "body": "buongiorno, la commercialista vuole un excel con tutte le fatture fatte da gennaio a settembre con imponibile, iva e totale. me lo fa il programma o devo copiarle a mano?",
        "created_at": "2026-10-27T07:45:36Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Buongiorno, non serve copiarle: in Esporta > «Pacchetto per commercialista» scelga il periodo 01/01/2026 – 30/09/2026 e le fatture Emesse. Nello ZIP trova il file «riepilogo.xlsx» con numero, data, cliente, imponibile, IVA e totale di ogni fattura (oltre a XML e PDF). Se le serve solo l'Excel, spunti «Solo riepilogo».",
        "created_at": "2026-10-27T08:45:45Z"
      },
      {
        "author": "agent",
        "visibility": "internal_confidential",
        "body": "La cliente (Francesca Martini, CF MRTFNC95A44D612K) ha lasciato in segreteria il cell. 3389021456 chiedendo di essere richiamata: risposto via ticket, se richiama indicarle questa risposta.",
        "created_at": "2026-10-27T08:56:15Z"
      },
      {
        "author": "agent",
        "visibility": "public",
        "body": "Chiudo la richiesta, se ha bisogno di altro sono a disposizione.",
        "created_at": "2026-10-29T08:57:05Z"
      }
    ]
  }
];

export const truth = [
  {
    "external_id": "FF-1001",
    "group": "ff-numerazione-nuovo-anno",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "02847310154"
      },
      {
        "label": "TELEFONO",
        "value": "02 4589 1123"
      }
    ]
  },
  {
    "external_id": "FF-1002",
    "group": "ff-numerazione-nuovo-anno",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CF",
        "value": "GLLPLA71E18A944A"
      },
      {
        "label": "EMAIL",
        "value": "amministrazione@hotelmiramare-rimini.it"
      }
    ]
  },
  {
    "external_id": "FF-1003",
    "group": "ff-numerazione-nuovo-anno",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1004",
    "group": "ff-numerazione-nuovo-anno",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1005",
    "group": "ff-numerazione-nuovo-anno",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1006",
    "group": "ff-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "laura.bianchi@studiobianchi.it"
      }
    ]
  },
  {
    "external_id": "FF-1007",
    "group": "ff-numerazione-nuovo-anno",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1008",
    "group": "ff-forfettario-natura",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "12075490727"
      }
    ]
  },
  {
    "external_id": "FF-1009",
    "group": "ff-banca-err502-consenso",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT79 N030 6911 7011 0000 0004 521"
      }
    ]
  },
  {
    "external_id": "FF-1010",
    "group": "ff-rimborso-rinnovo-dimenticato",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "09172560634"
      },
      {
        "label": "CF",
        "value": "RSSGLI85T10H501M"
      },
      {
        "label": "CARTA",
        "value": "4532 7810 3942 2211"
      }
    ]
  },
  {
    "external_id": "FF-1011",
    "group": "ff-pdf-e4021-logo",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1012",
    "group": "ff-2fa-nuovo-telefono",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1013",
    "group": "ff-lentezza-elenco-fatture",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1014",
    "group": "ff-nota-credito-parziale",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1015",
    "group": "ff-forfettario-natura",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1016",
    "group": "ff-woocommerce-401",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT50Z0103014200000002290615"
      },
      {
        "label": "TELEFONO",
        "value": "+39 011 557 3902"
      }
    ]
  },
  {
    "external_id": "FF-1017",
    "group": "ff-app-crash-fotocamera",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1018",
    "group": "ff-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "amministrazione@ferraritermoidraulica.it"
      }
    ]
  },
  {
    "external_id": "FF-1019",
    "group": "ff-app-crash-fotocamera",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1020",
    "group": "ff-app-crash-fotocamera",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1021",
    "group": "ff-pdf-e4021-logo",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1022",
    "group": "ff-app-crash-fotocamera",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1023",
    "group": "ff-scarto-00404-duplicata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1024",
    "group": "ff-app-crash-fotocamera",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1025",
    "group": "ff-2fa-nuovo-telefono",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1026",
    "group": "ff-app-crash-fotocamera",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "+39 345 118 2290"
      }
    ]
  },
  {
    "external_id": "FF-1027",
    "group": "ff-banca-err502-consenso",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1028",
    "group": "ff-nota-credito-parziale",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1029",
    "group": "ff-forfettario-natura",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CF",
        "value": "DNGLCU88P27G273P"
      },
      {
        "label": "EMAIL",
        "value": "luca.dangelo88@hotmail.it"
      }
    ]
  },
  {
    "external_id": "FF-1030",
    "group": "ff-rimborso-rinnovo-dimenticato",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CARTA",
        "value": "5312 8840 0725 1639"
      },
      {
        "label": "EMAIL",
        "value": "bar.stella.ancona@gmail.com"
      }
    ]
  },
  {
    "external_id": "FF-1031",
    "group": "ff-2fa-nuovo-telefono",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "stefi.colombo@libero.it"
      },
      {
        "label": "CF",
        "value": "CLMSFN82M61L219F"
      },
      {
        "label": "TELEFONO",
        "value": "+39 347 812 5590"
      }
    ]
  },
  {
    "external_id": "FF-1032",
    "group": "ff-export-commercialista",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1033",
    "group": "ff-lentezza-elenco-fatture",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1034",
    "group": "ff-pdf-e4021-logo",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": true
    },
    "pii": []
  },
  {
    "external_id": "FF-1035",
    "group": "ff-woocommerce-401",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://www.bottegadelcuoio.it/wp-json/wc/v3/orders?consumer_key=ck_4f9a2c71e0b84d3fa61c5e27d9b08a13f2c6e4d1&consumer_secret=cs_7d20e8b14a9f4c6e83b15fa02c97d4e6b1a3f508"
      }
    ]
  },
  {
    "external_id": "FF-1036",
    "group": "ff-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "333.4412987"
      }
    ]
  },
  {
    "external_id": "FF-1037",
    "group": "ff-scarto-00404-duplicata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1038",
    "group": "ff-nota-credito-parziale",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1039",
    "group": "ff-export-commercialista",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "studio@commercialistagalli.it"
      }
    ]
  },
  {
    "external_id": "FF-1040",
    "group": "ff-banca-err502-consenso",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": true
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT70U0200801600000105238877"
      }
    ]
  },
  {
    "external_id": "FF-1041",
    "group": "ff-forfettario-natura",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1042",
    "group": "ff-rimborso-rinnovo-dimenticato",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CF",
        "value": "PLLSRA83D57L7PSU"
      },
      {
        "label": "IBAN",
        "value": "IT52 U083 2703 2000 0000 0221 450"
      },
      {
        "label": "TELEFONO",
        "value": "0039 320 551 8741"
      }
    ]
  },
  {
    "external_id": "FF-1043",
    "group": "ff-scarto-00404-duplicata",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1044",
    "group": "ff-pdf-e4021-logo",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1045",
    "group": "ff-woocommerce-401",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://negozio:Vespa1985@www.ricambivespaonline.it/wp-json/wc/v3/"
      },
      {
        "label": "IP",
        "value": "79.12.244.63"
      }
    ]
  },
  {
    "external_id": "FF-1046",
    "group": "ff-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": true
    },
    "pii": []
  },
  {
    "external_id": "FF-1047",
    "group": "ff-lentezza-elenco-fatture",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "direzione@gruppoalpistampa.it"
      },
      {
        "label": "PIVA",
        "value": "03457820235"
      }
    ]
  },
  {
    "external_id": "FF-1048",
    "group": "ff-rimborso-rinnovo-dimenticato",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CARTA",
        "value": "4024-0071-8805-5619"
      },
      {
        "label": "PIVA",
        "value": "11234880588"
      }
    ]
  },
  {
    "external_id": "FF-1049",
    "group": "ff-2fa-nuovo-telefono",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1050",
    "group": "ff-nota-credito-parziale",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1051",
    "group": "ff-banca-err502-consenso",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CARTA",
        "value": "5491 0233 9876 1046"
      }
    ]
  },
  {
    "external_id": "FF-1052",
    "group": "ff-export-commercialista",
    "expected": {
      "reusable": false,
      "commercial_exception": false,
      "one_off": true,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://app.fatturafacile.it/export/download/88412?token=b71e0c4d93a24f58a6e2c1f07d3b9e45"
      }
    ]
  },
  {
    "external_id": "FF-1053",
    "group": "ff-scarto-00404-duplicata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "+39 045 803 2214"
      }
    ]
  },
  {
    "external_id": "FF-1054",
    "group": "ff-woocommerce-401",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "CF",
        "value": "FRRMRC78B03F839K"
      },
      {
        "label": "IBAN",
        "value": "IT87G0311151590000000042019"
      },
      {
        "label": "CARTA",
        "value": "4556-7302-0815-3397"
      }
    ]
  },
  {
    "external_id": "FF-1055",
    "group": "ff-export-commercialista",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://app.fatturafacile.it/invito/accetta?token=5c0f8e2a71d94b36&email=rag.ferri%40tin.it"
      },
      {
        "label": "EMAIL",
        "value": "rag.ferri@tin.it"
      }
    ]
  },
  {
    "external_id": "FF-1056",
    "group": "ff-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "paolo.galli@alice.it"
      }
    ]
  },
  {
    "external_id": "FF-1057",
    "group": "ff-forfettario-natura",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1058",
    "group": "ff-scarto-00404-duplicata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "04561200017"
      },
      {
        "label": "EMAIL",
        "value": "m.esposito@studioesposito-commercialisti.it"
      }
    ]
  },
  {
    "external_id": "FF-1059",
    "group": "ff-pdf-e4021-logo",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1060",
    "group": "ff-lentezza-elenco-fatture",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1061",
    "group": "ff-nota-credito-parziale",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "contabilita@ortofruttasaitta.com"
      }
    ]
  },
  {
    "external_id": "FF-1062",
    "group": "ff-rimborso-rinnovo-dimenticato",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1063",
    "group": "ff-banca-err502-consenso",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1064",
    "group": "ff-2fa-nuovo-telefono",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1065",
    "group": "ff-woocommerce-401",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1066",
    "group": "ff-lentezza-elenco-fatture",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "151.38.112.4"
      }
    ]
  },
  {
    "external_id": "FF-1067",
    "group": "ff-scarto-00404-duplicata",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1068",
    "group": "ff-export-commercialista",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "URL_TOKEN",
        "value": "https://api.fatturafacile.it/v2/invoices?from=2026-04-01&to=2026-06-30&api_key=ff_live_9Qx72mKf3TzB8vLwR4nD"
      }
    ]
  },
  {
    "external_id": "FF-1069",
    "group": "ff-reset-password",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "93.41.207.18"
      }
    ]
  },
  {
    "external_id": "FF-1070",
    "group": "ff-rimborso-rinnovo-dimenticato",
    "expected": {
      "reusable": false,
      "commercial_exception": true,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "andrea.verdi@tiscali.it"
      },
      {
        "label": "CF",
        "value": "VRDNDR76H15A66NK"
      },
      {
        "label": "PIVA",
        "value": "08712360968"
      },
      {
        "label": "IBAN",
        "value": "IT59B0538712900000001473366"
      }
    ]
  },
  {
    "external_id": "FF-1071",
    "group": "ff-pdf-e4021-logo",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "acquisti@caseificiovalbrenta.it"
      }
    ]
  },
  {
    "external_id": "FF-1072",
    "group": "ff-forfettario-natura",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "05623380283"
      },
      {
        "label": "TELEFONO",
        "value": "340 66 71 203"
      }
    ]
  },
  {
    "external_id": "FF-1073",
    "group": "ff-banca-err502-consenso",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IBAN",
        "value": "IT04X0503433200000000018842"
      },
      {
        "label": "TELEFONO",
        "value": "06-88324410"
      },
      {
        "label": "IP",
        "value": "2.228.91.150"
      }
    ]
  },
  {
    "external_id": "FF-1074",
    "group": "ff-2fa-nuovo-telefono",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "EMAIL",
        "value": "giorgia.benedetti@studiorossiassociati.it"
      }
    ]
  },
  {
    "external_id": "FF-1075",
    "group": "ff-nota-credito-parziale",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "PIVA",
        "value": "07399150379"
      }
    ]
  },
  {
    "external_id": "FF-1076",
    "group": "ff-lentezza-elenco-fatture",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": []
  },
  {
    "external_id": "FF-1077",
    "group": "ff-woocommerce-401",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "IP",
        "value": "2a01:e11:1004:3a50::1f"
      },
      {
        "label": "EMAIL",
        "value": "dev@pixelfabbrica.it"
      }
    ]
  },
  {
    "external_id": "FF-1078",
    "group": "ff-export-commercialista",
    "expected": {
      "reusable": true,
      "commercial_exception": false,
      "one_off": false,
      "conflicting_fix": false
    },
    "pii": [
      {
        "label": "TELEFONO",
        "value": "3389021456"
      },
      {
        "label": "CF",
        "value": "MRTFNC95A44D612K"
      }
    ]
  }
];

export const questions = [
  {
    "question": "Ho scordato la parola d'accesso, come faccio a recuperarla?",
    "group": "ff-reset-password"
  },
  {
    "question": "Ho chiesto di cambiare la password ma l'email non mi è mai arrivata: cosa devo controllare?",
    "group": "ff-reset-password"
  },
  {
    "question": "Ho perso lo smartphone con l'app dei codici di sicurezza, come rientro nel mio account?",
    "group": "ff-2fa-nuovo-telefono"
  },
  {
    "question": "Come sposto la verifica in due passaggi su un cellulare nuovo?",
    "group": "ff-2fa-nuovo-telefono"
  },
  {
    "question": "Ho reinviato una fattura e lo SDI me l'ha respinta dicendo che è un doppione: devo emetterla di nuovo?",
    "group": "ff-scarto-00404-duplicata"
  },
  {
    "question": "Che cosa significa il codice di scarto 00404?",
    "group": "ff-scarto-00404-duplicata"
  },
  {
    "question": "Il cliente mi ha restituito solo una parte della merce: come storno quella parte della fattura?",
    "group": "ff-nota-credito-parziale"
  },
  {
    "question": "Non riesco a modificare una fattura già trasmessa e l'importo è sbagliato, come la correggo?",
    "group": "ff-nota-credito-parziale"
  },
  {
    "question": "Sono in regime forfettario: come imposto le fatture senza IVA?",
    "group": "ff-forfettario-natura"
  },
  {
    "question": "Lo SDI rifiuta la fattura con aliquota zero perché manca la natura dell'operazione, come risolvo?",
    "group": "ff-forfettario-natura"
  },
  {
    "question": "Con l'inizio dell'anno la numerazione delle fatture non è ripartita da uno, dove si cambia?",
    "group": "ff-numerazione-nuovo-anno"
  },
  {
    "question": "Vorrei proseguire la numerazione dell'anno scorso senza ricominciare da capo, è possibile?",
    "group": "ff-numerazione-nuovo-anno"
  },
  {
    "question": "Quando scarico il PDF di una fattura esce l'errore E-4021, cosa vuol dire?",
    "group": "ff-pdf-e4021-logo"
  },
  {
    "question": "Da quando ho cambiato il logo non si generano più i documenti in PDF, perché?",
    "group": "ff-pdf-e4021-logo"
  },
  {
    "question": "Su Android l'applicazione si blocca e si chiude appena apro la fotocamera per registrare una spesa.",
    "group": "ff-app-crash-fotocamera"
  },
  {
    "question": "Come carico le ricevute dal telefono se la funzione per scattare la foto fa chiudere l'app?",
    "group": "ff-app-crash-fotocamera"
  },
  {
    "question": "L'elenco dei documenti emessi ci mette un'eternità ad aprirsi, come lo rendo più veloce?",
    "group": "ff-lentezza-elenco-fatture"
  },
  {
    "question": "Abbiamo migliaia di fatture e la pagina va in timeout: c'è qualche impostazione da cambiare?",
    "group": "ff-lentezza-elenco-fatture"
  },
  {
    "question": "Il conto corrente collegato non scarica più i movimenti e mostra ERR_502.",
    "group": "ff-banca-err502-consenso"
  },
  {
    "question": "Ogni quanto tempo bisogna riautorizzare il collegamento con la banca?",
    "group": "ff-banca-err502-consenso"
  },
  {
    "question": "Gli ordini del mio negozio online su WordPress non arrivano più e l'integrazione dà errore 401.",
    "group": "ff-woocommerce-401"
  },
  {
    "question": "Come genero nuove chiavi REST di WooCommerce per ricollegare il negozio?",
    "group": "ff-woocommerce-401"
  },
  {
    "question": "Come mando al mio consulente tutti gli XML e i PDF di un trimestre in un colpo solo?",
    "group": "ff-export-commercialista"
  },
  {
    "question": "Posso far vedere le fatture al mio ragioniere senza che possa modificarle?",
    "group": "ff-export-commercialista"
  },
  {
    "question": "Come si collega FatturaFacile a un negozio Shopify?",
    "group": null
  },
  {
    "question": "Posso emettere fatture in inglese per i clienti esteri?",
    "group": null
  },
  {
    "question": "FatturaFacile gestisce il magazzino e le giacenze degli articoli?",
    "group": null
  },
  {
    "question": "Come faccio una fattura alla Pubblica Amministrazione con lo split payment?",
    "group": null
  },
  {
    "question": "Si possono mandare ai clienti promemoria automatici per le fatture non pagate?",
    "group": null
  },
  {
    "question": "Esiste una versione del programma da installare sul computer che funzioni senza internet?",
    "group": null
  },
  {
    "question": "Come registro una fattura emessa in dollari?",
    "group": null
  },
  {
    "question": "Con un solo abbonamento posso gestire due aziende diverse?",
    "group": null
  }
];
