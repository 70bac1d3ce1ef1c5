// Eighth reference set, product "Studio Sorriso" (dental clinic chain: appointments, reminders,
// invoices, tessera sanitaria / 730 precompilato data, payment plans). Written by hand BLIND to the
// rules distiller on 2026-12-01 (evening): nothing under src/modules/distillation/ but
// eval-distill.command.ts and heldout-set.spec.ts was opened, nor src/knowledge/, src/modules/knowledge/,
// src/lib/text/, nor any other set's tickets or sources.
// Voices: a dental-office secretary writing for patients, a caregiver writing for a disabled brother,
// a customer who writes with ellipses everywhere and no capitals, an outsourced call centre's scripted
// agents, an agent with typos; confirmations by "sì", "funziona grazie mille" or silence; failed first
// attempts ("stessa storia", "ancora niente") before the fix. Personal data invented, checksums valid.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Studio Sorriso';
export const start = '2026-03-09T08:00:00Z';

export const tickets = [
  // --- promemoria SMS che non arrivano (consenso "comunicazioni di servizio" spento)
  {
    id: 'SS-2501', g: 'ss-promemoria-consenso', cat: 'configurazione', s: 'Pazienti senza promemoria',
    m: [
      ['c', 'Buongiorno, sono la segreteria della sede di Monza. Vi scrivo per conto della signora Pina, nostra paziente, che da quando si è registrata sull\'app non riceve più i promemoria degli appuntamenti, mentre prima li riceveva. Ieri non si è presentata all\'igiene. Il numero in scheda è corretto.'],
      ['a', 'Buongiorno, grazie della segnalazione. Con la registrazione all\'app il paziente sceglie i consensi: se il consenso "comunicazioni di servizio" è spento, i promemoria non partono. La signora (o voi, con lei presente) può attivarlo dall\'app in Il mio profilo > Privacy e consensi > Comunicazioni di servizio.'],
      ['c', 'Era proprio spento. Attivato con lei in sala d\'attesa, oggi le è arrivato il promemoria di controllo. Grazie, lo diciamo anche agli altri pazienti.'],
    ],
    sol: ['comunicazioni di servizio', 'consensi'],
  },
  {
    id: 'SS-2502', g: 'ss-promemoria-consenso', cat: 'configurazione', s: 'promemoria appuntamenti di mio fratello',
    m: [
      ['c', 'Salve, seguo io le cure di mio fratello Paolo, che è disabile e non usa il telefono. Ho messo il mio numero come contatto nel suo profilo ma i messaggi di promemoria non arrivano né a me né a lui. Dobbiamo organizzare il trasporto ogni volta, il promemoria ci serve davvero.'],
      ['a', 'Buongiorno, il numero del familiare viene usato solo se nel profilo di Paolo è attivo il consenso "comunicazioni di servizio". Da Il mio profilo > Privacy e consensi lo attivi, e nella stessa pagina indichi il suo numero come "numero per i promemoria".'],
      ['c', 'Fatto tutto, arrivato il primo sms per la visita di giovedì. Grazie per la pazienza.'],
    ],
    sol: ['comunicazioni di servizio'],
  },
  {
    id: 'SS-2503', g: 'ss-promemoria-consenso', cat: 'configurazione', s: 'niente messaggi...',
    m: [
      ['c', 'salve... non mi arrivano più i messaggi che ricordano l appuntamento... prima sì... adesso niente... ho perso un controllo... boh...'],
      ['a', 'Buongiorno, controlli in Il mio profilo > Privacy e consensi che "Comunicazioni di servizio" sia attivo: senza quel consenso i promemoria non vengono inviati.'],
      ['c', 'era spento... messo... vediamo...'],
    ],
    sol: ['comunicazioni di servizio'],
  },
  {
    id: 'SS-2504', g: 'ss-promemoria-consenso', cat: 'configurazione', s: 'Non ricevo il promemoria 24 ore prima',
    m: [
      ['c', 'Buongiorno, nelle vostre mail dite che mandate un promemoria il giorno prima della visita. A me non è mai arrivato, né SMS né notifica. È normale?'],
      ['a', 'Buongiorno, non è normale: i promemoria partono solo se è attivo il consenso alle comunicazioni di servizio. Lo trova in Il mio profilo > Privacy e consensi. Dopo averlo attivato riceverà il promemoria dal prossimo appuntamento. Funziona ora?'],
      ['c', 'sì'],
    ],
    sol: ['comunicazioni di servizio'],
  },
  // near miss of ss-promemoria-consenso: the reminder arrives, with the wrong time
  {
    id: 'SS-2505', g: 'ss-promemoria-fuso', cat: 'configurazione', s: 'Promemoria con l\'orario sbagliato',
    m: [
      ['c', 'Il promemoria dell\'appuntamento mi arriva ma con un\'ora di differenza: l\'appuntamento è alle 15 e il messaggio dice 14. Ho rischiato di arrivare in anticipo di un\'ora, o peggio al contrario.'],
      ['a', 'Buongiorno, l\'orario del promemoria segue il fuso orario impostato nell\'app. In Impostazioni > Lingua e area attivi "Fuso orario automatico" (dal viaggio in Portogallo potrebbe essere rimasto quello di Lisbona): l\'appuntamento in agenda è comunque alle 15.'],
      ['c', 'Era su Lisbona, giusto! Corretto.'],
    ],
    sol: ['fuso orario automatico'],
  },

  // --- la fattura in PDF non si apre nell'app (anteprima: usare "Scarica")
  {
    id: 'SS-2506', g: 'ss-fattura-pdf', cat: 'fatturazione', s: 'fattura pagina bianca',
    m: [
      ['c', 'Buongiorno, quando apro la fattura della devitalizzazione dall\'app vedo solo una pagina bianca. Mi serve per l\'assicurazione.'],
      ['a', 'Buongiorno, l\'anteprima dell\'app non mostra i PDF firmati digitalmente, per questo la pagina è bianca. In Documenti > Fatture tocchi l\'icona Scarica (la freccia a destra) invece della fattura: il PDF si salva nel telefono e si apre normalmente.'],
      ['c', 'Scaricata e aperta, grazie'],
    ],
    sol: ['scarica', 'anteprima'],
  },
  {
    id: 'SS-2507', g: 'ss-fattura-pdf', cat: 'fatturazione', s: 'Il file della fattura è danneggiato',
    m: [
      ['c', 'la fattura non si apre, mi dice "impossibile visualizzare il documento". ho provato 3 fatture diverse, sempre uguale'],
      ['a', 'Ciao, prova a svuotare la cache dell\'app e ad aprire di nuovo la fattura.'],
      ['c', 'stessa storia'],
      ['a', 'Grazie della prova. Il problema è l\'anteprima interna, che non legge le fatture firmate: in Documenti > Fatture usa l\'icona Scarica accanto alla fattura e aprila dai file del telefono.'],
      ['c', 'cosi si, grazie'],
    ],
    sol: ['scarica', 'anteprima'], fail: ['svuotare la cache'],
  },
  {
    id: 'SS-2508', g: 'ss-fattura-pdf', cat: 'fatturazione', s: 'Non riesco a vedere la fattura',
    m: [
      ['c', 'Salve, devo mandare la fattura al mio fondo sanitario ma nell\'app la fattura rimane a caricare per sempre e poi diventa grigia.'],
      ['a', 'Buongiorno, non apra la fattura toccandola (l\'anteprima non supporta i documenti firmati): usi il pulsante Scarica accanto a ogni fattura in Documenti > Fatture, poi la invii al fondo dal file scaricato.'],
      ['c', 'funziona grazie mille!!'],
    ],
    sol: ['scarica'],
  },
  {
    id: 'SS-2509', g: 'ss-fattura-pdf', cat: 'fatturazione', s: 'fattura illeggibile anche scaricata',
    f: ['conflict'],
    m: [
      ['c', 'Buonasera, la fattura di febbraio non si apre. Ho letto nelle domande frequenti di usare Scarica e l\'ho fatto, ma anche il file scaricato non si apre, il telefono dice formato non supportato.'],
      ['a', 'Buonasera, su alcuni telefoni il visualizzatore di serie non legge la firma digitale delle nostre fatture. Installi un lettore PDF (per esempio Adobe Acrobat Reader, gratuito) e apra il file scaricato con quello.'],
      ['c', 'Con Acrobat si apre. Grazie'],
    ],
    sol: ['lettore pdf'],
  },

  // --- spese non presenti nel 730 precompilato (opposizione all'invio al Sistema TS)
  {
    id: 'SS-2510', g: 'ss-730-opposizione', cat: 'fatturazione', s: 'Spese dentistiche non presenti nel 730',
    m: [
      ['c', 'Spettabile Studio Sorriso, nel mio 730 precompilato non compaiono le spese sostenute presso di voi nel 2025 (circa 2.300 euro per un impianto). Il mio codice fiscale è DLCSVT58H12F205H. Vi chiedo di verificare se i dati sono stati trasmessi.'],
      ['a', 'Buongiorno, le spese non vengono trasmesse al Sistema Tessera Sanitaria quando il paziente ha espresso l\'opposizione all\'invio, anche solo con la spunta al momento del pagamento. In Area riservata > Privacy verifichi la voce "Opposizione all\'invio dei dati al Sistema TS": se è attiva la tolga, così le fatture successive saranno trasmesse. Per quelle già emesse, le inserisca a mano nel 730 alla voce spese sanitarie, con le fatture che trova in Documenti.'],
      ['c', 'Effettivamente l\'opposizione risultava attiva, non ricordavo. Tolta, e le inserisco a mano. Grazie.'],
    ],
    sol: ['opposizione', 'sistema ts'],
  },
  {
    id: 'SS-2511', g: 'ss-730-opposizione', cat: 'fatturazione', s: 'precompilato senza le mie fatture',
    m: [
      ['c', 'il mio commercialista dice che nel precompilato non ci sono le vostre fatture, quelle di altri medici si. come mai?'],
      ['a', 'Buongiorno, succede quando nel suo profilo è attiva l\'opposizione all\'invio dei dati al Sistema TS. Controlli in Area riservata > Privacy e, se è attiva, la disattivi; le fatture dell\'anno scorso il commercialista può inserirle manualmente.'],
    ],
    sol: ['opposizione'],
  },
  {
    id: 'SS-2512', g: 'ss-730-opposizione', cat: 'fatturazione', s: 'Dati tessera sanitaria mancanti',
    m: [
      ['c', 'Buongiorno, sul sito dell\'Agenzia delle Entrate, nella parte delle spese sanitarie, non c\'è nessuna delle visite da voi. Eppure ho sempre dato la tessera sanitaria. Potete ritrasmettere?'],
      ['a', 'Buongiorno, le fatture non sono state trasmesse perché sul suo profilo risulta l\'opposizione all\'invio al Sistema TS. Non possiamo ritrasmettere quelle già emesse con l\'opposizione, ma può rimuoverla da Area riservata > Privacy per le prossime e inserire le spese passate a mano nella dichiarazione.'],
      ['c', 'ok, rimossa'],
    ],
    sol: ['opposizione'],
  },

  // --- rata del piano di pagamento non pagata (mandato SEPA da firmare)
  {
    id: 'SS-2513', g: 'ss-rata-mandato', cat: 'fatturazione', s: 'Rata risulta non pagata',
    m: [
      ['c', 'Mi è arrivata una mail che dice che la rata di marzo del piano di pagamento è insoluta. Ma io ho dato l\'IBAN alla firma del preventivo! Non voglio risultare moroso.'],
      ['a', 'Buongiorno, l\'IBAN da solo non basta: l\'addebito parte quando è firmato il mandato SEPA. Nella mail "Attiva l\'addebito" ricevuta alla firma del preventivo c\'è il link; in alternativa, in Piano rate > Metodo di pagamento tocchi "Firma mandato SEPA" e confermi con il codice SMS. La rata di marzo verrà riaddebitata automaticamente.'],
      ['c', 'Firmato adesso, non l\'avevo mai fatto. Grazie'],
    ],
    sol: ['mandato sepa'],
  },
  {
    id: 'SS-2514', g: 'ss-rata-mandato', cat: 'fatturazione', s: 'pagamento rateale non parte',
    m: [
      ['c', 'salve ho fatto il piano a rate per l apparecchio di mio figlio, sono passati due mesi e non mi avete mai addebitato niente, adesso mi arriva il sollecito. vi pago volentieri ma ditemi come'],
      ['a', 'Buongiorno, il piano è attivo ma manca il mandato SEPA firmato, quindi non possiamo addebitare. Vada in Piano rate > Metodo di pagamento > "Firma mandato SEPA": dopo la firma le due rate arretrate vengono addebitate insieme.'],
      ['c', 'fatto'],
    ],
    sol: ['mandato sepa'],
  },
  {
    id: 'SS-2515', g: 'ss-rata-mandato', cat: 'fatturazione', s: 'Sollecito rata',
    m: [
      ['c', 'Buongiorno, mi è arrivato un sollecito per la seconda rata. Io avevo scelto l\'addebito in conto, perché non è stata presa?'],
      ['a', 'Buongiorno, per l\'addebito in conto serve il mandato SEPA firmato e sul suo piano non risulta. Lo firmi da Piano rate > Metodo di pagamento (tasto "Firma mandato SEPA"), la rata verrà addebitata entro tre giorni.'],
    ],
    sol: ['mandato sepa'],
  },
  // near miss of ss-rata-mandato: moving the day the installment is charged
  {
    id: 'SS-2516', g: 'ss-rata-giorno', cat: 'fatturazione', s: 'Cambiare il giorno della rata',
    m: [
      ['c', 'Buongiorno, la rata del piano mi viene addebitata il 1° del mese ma lo stipendio arriva il 10, e così va in rosso il conto. Posso spostare l\'addebito?'],
      ['a', 'Buongiorno, sì: in Piano rate > Giorno di addebito può scegliere il 5, il 15 o il 25 del mese. La modifica vale dalla rata successiva se la fa almeno 5 giorni prima della scadenza.'],
      ['c', 'messo il 15. perfetto'],
    ],
    sol: ['giorno di addebito'],
  },

  // --- accesso al nuovo portale: le vecchie password non sono state migrate
  {
    id: 'SS-2517', g: 'ss-login-nuovo-portale', cat: 'accesso', s: 'AUTH-02 credenziali non valide',
    m: [
      ['c', 'Accesso non riuscito (AUTH-02): credenziali non valide.\nEppure la password è quella di sempre, l\'ho scritta sull\'agenda.'],
      ['a', 'Buongiorno, dal 1° marzo l\'area pazienti è passata al nuovo portale e le password precedenti non sono state trasferite, per sicurezza. Nella pagina di accesso tocchi "Password dimenticata", inserisca la sua e-mail e scelga una password nuova dal link che riceve.'],
      ['c', 'Entrato con la password nuova.'],
    ],
    sol: ['password dimenticata', 'nuovo portale'],
  },
  {
    id: 'SS-2518', g: 'ss-login-nuovo-portale', cat: 'accesso', s: 'non entro piu nell area pazienti',
    m: [
      ['c', 'buongiorno non riesco piu ad entrare nell area pazienti, mi dice che utente o password sono sbagliati ma non li ho cambiati'],
      ['a', 'Buongiorno, con il passagio al nuovo portale le password vechie non valgono piu. Deve fare "Password dimenticata" dalla pagina di acesso e impostarne una nuova dal link che le arriva per mail. Mi scusi per il disaggio'],
      ['c', 'ok grazie ci sono'],
    ],
    sol: ['password dimenticata'],
  },
  {
    id: 'SS-2519', g: 'ss-login-nuovo-portale', cat: 'accesso', s: 'Login impossibile da settimana scorsa',
    m: [
      ['c', 'Salve, da settimana scorsa non riesco ad accedere: inserisco e-mail e password e la pagina si ricarica con "credenziali non valide". Ho provato da computer e da telefono.'],
      ['a', 'Buongiorno, provi per favore da una finestra in incognito del browser, a volte i dati salvati del vecchio sito danno problemi.'],
      ['c', 'ancora niente, stesso messaggio'],
      ['a', 'Grazie. Il motivo è il passaggio al nuovo portale: le vecchie password non sono state migrate. Usi "Password dimenticata" nella pagina di accesso e ne imposti una nuova.'],
      ['c', 'Ecco, così funziona. Potevate avvisare però.'],
    ],
    sol: ['password dimenticata', 'nuovo portale'], fail: ['incognito'],
  },
  {
    id: 'SS-2520', g: 'ss-login-nuovo-portale', cat: 'accesso', s: 'password rifiutata dopo l\'aggiornamento del sito',
    m: [
      ['c', 'Avete cambiato il sito e adesso la mia password non va più. Devo rifare la registrazione? Sono registrato con roberto.bianchi.67@outlook.it'],
      ['a', 'Buongiorno, non serve registrarsi di nuovo: il suo profilo e i documenti ci sono. Le password del vecchio sito non sono passate al nuovo portale, quindi usi "Password dimenticata" e scelga una password nuova.'],
    ],
    pii: [['EMAIL', 'roberto.bianchi.67@outlook.it']],
    sol: ['password dimenticata'],
  },

  // --- one-offs fixed in the back office
  {
    id: 'SS-2521', g: 'ss-sposta-appuntamento', cat: 'commerciale', s: 'Spostamento appuntamento sig. Ferri',
    f: ['oneoff'],
    m: [
      ['c', 'Buongiorno, segreteria della sede di Varese. Il paziente sig. Ferri deve spostare la seduta di lunedì ma dall\'app non può perché mancano meno di 48 ore, e qui in sede il gestionale non ci mostra l\'agenda dell\'igienista nuova. Ci aiutate?'],
      ['a', 'Buongiorno, ho spostato io l\'appuntamento del sig. Ferri a giovedì 14 alle 16:30 con la stessa igienista: risulta ora spostato anche nella sua app. Per l\'agenda della nuova igienista apro una segnalazione al supporto del gestionale.'],
      ['c', 'Perfetto, glielo comunichiamo. Grazie'],
    ],
  },
  {
    id: 'SS-2522', g: 'ss-fattura-cf-errato', cat: 'fatturazione', s: 'Codice fiscale sbagliato in fattura',
    f: ['oneoff'],
    m: [
      ['c', 'Buongiorno, la fattura n. 118 del 3 marzo riporta un codice fiscale con una lettera sbagliata. Quello giusto è MRNGNN71C45F839A. Così non la posso detrarre.'],
      ['x', 'CF corretto in anagrafica, nota di credito su fattura 118 e riemissione.'],
      ['a', 'Buongiorno, abbiamo corretto i suoi dati e riemesso la fattura con il codice fiscale giusto: la trova in Documenti > Fatture, la precedente è stata annullata con nota di credito.'],
      ['c', 'Vista, grazie mille'],
    ],
    pii: [['CF', 'MRNGNN71C45F839A']],
  },
  {
    id: 'SS-2523', g: 'ss-rata-doppia', cat: 'fatturazione', s: 'rata addebitata due volte',
    f: ['oneoff'],
    m: [
      ['c', 'Mi avete preso la rata di aprile due volte, 85 + 85. Ridatemi i soldi su IT32L0503411701000000087213, grazie'],
      ['a', 'Buongiorno, confermo il doppio addebito, dovuto a un errore nell\'invio dei flussi alla banca. È stato sistemato da parte nostra: le abbiamo riaccreditato gli 85 euro con bonifico, arriveranno in 2 giorni lavorativi.'],
      ['c', 'arrivati'],
    ],
    pii: [['IBAN', 'IT32L0503411701000000087213']],
  },
  {
    id: 'SS-2524', g: 'ss-profilo-familiare', cat: 'accesso', s: 'Vedere gli appuntamenti di mia figlia',
    f: ['oneoff'],
    m: [
      ['c', 'Buongiorno, mia figlia ha 12 anni ed è in cura da voi per l\'ortodonzia. Vorrei vedere i suoi appuntamenti dalla mia app, ma quando provo ad aggiungerla come familiare mi dice "profilo già esistente".'],
      ['a', 'Buongiorno, il profilo di sua figlia era stato creato in sede come profilo autonomo. Provvedo subito a collegarlo al suo account: fatto. Riapra l\'app e in alto troverà il selettore con il nome di sua figlia.'],
      ['c', 'la vedo, grazie!'],
    ],
  },

  // --- concessions
  {
    id: 'SS-2525', g: 'ss-penale-disdetta', cat: 'fatturazione', s: 'Penale per appuntamento mancato',
    f: ['concession'],
    m: [
      ['c', 'Mi avete addebitato 50 euro di penale perché non mi sono presentato martedì. Avevo la febbre a 39 e ho chiamato alle 8 ma non rispondeva nessuno.'],
      ['a', 'Buongiorno, la penale si applica alle disdette con meno di 24 ore di preavviso. Considerato quanto ci dice, non le addebiteremo la penale questa volta: l\'importo è stato stornato.'],
      ['c', 'grazie davvero'],
    ],
  },
  {
    id: 'SS-2526', g: 'ss-attesa-sala', cat: 'commerciale', s: 'Un\'ora e mezza in sala d\'attesa',
    f: ['concession'],
    m: [
      ['c', 'Ieri avevo l\'igiene alle 17 e mi hanno chiamata alle 18:30. Ho dovuto lasciare i bambini dalla vicina. Non è accettabile.'],
      ['a', 'Buongiorno, ci scusiamo: ieri un intervento si è prolungato e non siamo riusciti ad avvisare i pazienti. Come gesto di cortesia le applichiamo uno sconto del 30% sulla prossima seduta di igiene, già registrato sul suo profilo.'],
    ],
  },
  {
    id: 'SS-2527', g: 'ss-piano-proroga', cat: 'fatturazione', s: 'Richiesta di allungare il piano',
    f: ['concession'],
    m: [
      ['c', 'Buongiorno, ho perso il lavoro a febbraio e faccio fatica con le rate da 150 euro dell\'impianto. Si può allungare il piano?'],
      ['a', 'Buongiorno, ci dispiace per la situazione. Di norma i piani non si modificano dopo la firma, ma in via del tutto eccezionale abbiamo portato il suo piano da 12 a 24 rate, senza interessi aggiuntivi: la nuova rata è di 75 euro da maggio.'],
      ['c', 'Non so come ringraziarvi.'],
    ],
  },

  // --- unresolved
  {
    id: 'SS-2528', g: 'ss-fatture-defunta', cat: 'fatturazione', s: 'Fatture di mia madre per la successione',
    f: ['unresolved'],
    m: [
      ['c', 'Buongiorno, mia madre è mancata a gennaio. Per la dichiarazione e la successione mi servono le sue fatture del 2025, ma non ho accesso al suo profilo. Cosa devo mandarvi?'],
      ['a', 'Buongiorno, condoglianze. Giro la richiesta all\'ufficio amministrativo, che verificherà quali documenti servono per rilasciarle le fatture e le faremo sapere.'],
      ['s', 'Ticket chiuso automaticamente dopo 14 giorni senza attività.'],
    ],
  },
  {
    id: 'SS-2529', g: 'ss-preventivo-diverso', cat: 'commerciale', s: 'Preventivo diverso tra due sedi',
    f: ['unresolved'],
    m: [
      ['c', 'Buongiorno, a Como mi hanno fatto un preventivo di 1.800 euro per una corona, a Lecco 1.350 per la stessa cosa. Vorrei capire quale vale e se posso farla a Lecco col medico di Como. Mi richiamate al 347 118 2093?'],
      ['a', 'Gentile paziente, la ringraziamo per aver contattato il Centro Servizi Studio Sorriso. Codice richiesta: CS-88412. La sua segnalazione è stata inoltrata alla sede di competenza, che la ricontatterà telefonicamente entro 48 ore lavorative. Le auguriamo una buona giornata.'],
      ['c', 'Sono passati 5 giorni e non mi ha chiamato nessuno.'],
      ['a', 'Gentile paziente, ci scusiamo per l\'attesa. Codice richiesta: CS-88412. Abbiamo sollecitato la sede, che la ricontatterà al più presto. Le auguriamo una buona giornata.'],
    ],
    pii: [['TELEFONO', '347 118 2093']],
  },
  {
    id: 'SS-2530', g: 'ss-app-agenda-vuota', cat: 'guasto', s: 'agenda vuota nell\'app',
    f: ['unresolved'],
    m: [
      ['c', 'nella sezione appuntamenti dell app non c è niente, ma io ho due appuntamenti fissati a maggio'],
      ['a', 'Buongiorno, provi a uscire dall\'app e rientrare con le sue credenziali.'],
      ['c', 'uguale, vuota'],
      ['a', 'Ci manda uno screenshot? Così lo giriamo ai tecnici.'],
      ['c', 'lasciate stare, passo in segreteria e me li faccio scrivere su un foglio'],
    ],
  },
];
