// Ninth reference set, product "Mensa Scuola Web" (a town's school-canteen portal and app for parents: prepaid
// credit top-ups via pagoPA, meal booking and absences, special diets with medical certificates, ISEE-based fees,
// receipts for tax deduction and company welfare, linking children to the parents' accounts). Written blind on
// 2026-12-01 (night): the distiller's rules, lexicons, cues, grouping and src/lib/text/ were not opened, nor any
// other set's tickets.
// Voices: dictated voice messages without punctuation ("punto", "virgola" spoken), a bullet-point report with a
// pasted JSON response, an error line and an iOS crash log in code blocks, a long rambling newcomer with the
// problem in the middle, two problems in one message, a customer answering a question with a question, a father
// switching from "lei" to "tu", an outsourced agent with stock phrases, an angry father who calms down, a mother
// who solves it alone after a hint and explains what she did differently, a nurse writing for colleagues "qui in
// reparto", a customer who gives up. Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Mensa Scuola Web';
export const start = '2026-11-02T08:00:00Z';
export const tickets = [
  { id: 'MW-3301', g: 'mw-ricarica-pagopa-in-attesa', cat: 'pagamenti', s: 'ricarica non arrivata',
    m: [
      ['c', `buongiorno allora ho fatto la ricarica di 50 euro ieri sera con pago pa dalla pp punto i soldi mi sono stati presi dalla carta ma sul saldo di mia figlia c'è ancora meno 3 euro e 20 e oggi la maestra mi ha detto che risulta in negativo punto come faccio virgola non voglio pagare due volte grazie

Inviato con la dettatura vocale`],
      ['a', `Buongiorno, grazie per la segnalazione. Capita che l'esito del pagamento arrivi con qualche ora di ritardo: le chiedo di fare logout dall'app e un nuovo accesso, così il saldo viene ricaricato. Mi faccia sapere.`],
      ['c', `ho fatto come mi ha detto esco e rientro ma è sempre meno 3 e 20 punto interrogativo anche mio marito dal suo telefono vede uguale`],
      ['n', `Pagamento in stato "in attesa di RT": la ricevuta telematica non è ancora arrivata dal nodo pagoPA. Il pulsante Aggiorna esito forza l'interrogazione, il logout non c'entra.`],
      ['a', `Grazie della verifica. Allora proceda così: apra Ricariche > Storico ricariche, trovi la ricarica di ieri sera (ha l'etichetta arancione «In attesa») e tocchi «Aggiorna esito». Il sistema chiede di nuovo al circuito pagoPA la ricevuta e, se il pagamento è andato a buon fine, il credito viene accreditato subito. Non ripeta il pagamento.`],
      ['c', `fatto adesso c'è 46 e 80 grazie mille gentilissima`],
    ],
    sol: ['aggiorna esito'], fail: ['logout'] },

  { id: 'MW-3302', g: 'mw-ricarica-su-altro-figlio', cat: 'pagamenti', s: 'Ricarica fatta ma saldo sempre a zero',
    m: [
      ['c', `Buongiorno, lunedì ho ricaricato 60 euro e nello storico il pagamento risulta «Accreditata», però il saldo di Tommaso è ancora a zero e oggi mi è arrivato l'avviso di saldo negativo. Ho due figli iscritti alla mensa, Tommaso e Alice. Non capisco dove siano finiti i soldi.`],
      ['n', `Ricarica del lunedì accreditata sul borsellino di Alice: nella schermata Ricariche era selezionata lei.`],
      ['a', `Buongiorno, dai nostri dati la ricarica di lunedì è stata accreditata sul borsellino di Alice, perché al momento del pagamento nella schermata Ricariche era selezionata lei. Non serve pagare di nuovo: vada in Ricariche > Borsellini, scelga il borsellino di Alice e usi «Trasferisci credito», indicando Tommaso e l'importo che vuole spostare.`],
      ['c', `Ecco, non avevo visto la tendina con i nomi in alto. Spostati 40 euro, adesso sono a posto tutti e due. Grazie.`],
    ],
    sol: ['trasferisci credito'] },

  { id: 'MW-3303', g: 'mw-attestazione-intestata-pagatore', cat: 'fatturazione', s: 'Attestazione spese intestata al mio ex marito',
    m: [
      ['c', `Buongiorno, il commercialista mi ha chiesto di preparare già adesso le ricevute delle spese scolastiche del 2026 per la dichiarazione. Ho scaricato l'attestazione delle spese mensa, ma è intestata al mio ex marito, che non ha mai fatto una ricarica: pago tutto io, dalla mia carta. Così non la posso detrarre. Come si cambia?`],
      ['a', `Buongiorno, l'attestazione viene intestata al pagatore indicato nel profilo, che al momento dell'iscrizione era il padre. Per cambiarlo:
1. in Profilo > Dati del pagatore inserisca nome, cognome e codice fiscale suoi e salvi;
2. in Documenti > Attestazione spese scelga l'anno 2026 e prema «Rigenera attestazione».
Il nuovo PDF riporterà i suoi dati e gli importi delle ricariche.`],
      ['c', `Perfetto, ora è a nome mio. Grazie!`],
    ],
    sol: ['dati del pagatore', 'rigenera attestazione'] },

  { id: 'MW-3304', g: 'mw-collega-figlio-invito-tutore', cat: 'account', s: 'Non riesco a collegare mio figlio',
    m: [
      ['c', `Buongiorno, ho scaricato l'app e voglio collegare mio figlio Pietro con il codice che c'è nella lettera del Comune, ma appena confermo compare:

«Errore 409 – Codice già associato a un altro account»

Io non ho altri account. Forse la mamma l'ha già usato?`],
      ['a', `Buongiorno, esatto: il codice utente della lettera si può usare una sola volta, e risulta già usato dall'account della mamma. Il secondo genitore si aggiunge per invito: la mamma, dal suo account, va in Figli > Pietro > Gestisci tutori > «Invita tutore» e inserisce il suo indirizzo e-mail. Lei riceverà un link: lo apra dal telefono su cui ha installato l'app e Pietro comparirà anche nel suo account.`],
      ['c', `Grazie, glielo dico stasera.`],
    ],
    sol: ['invita tutore'] },

  { id: 'MW-3305', g: 'mw-isee-protocollo-dsu', cat: 'fatturazione', s: 'Tariffa ISEE non applicata',
    m: [
      ['c', `Buongiorno, a settembre ho caricato il PDF dell'ISEE 2026 (8.950 €) nella sezione Documenti, ma il pasto mi viene ancora addebitato 5,20 €, cioè la tariffa massima. Con il mio ISEE dovrei pagare 2,10 €. Mi hanno già scalato due mesi a tariffa piena.`],
      ['a', `Buongiorno, i documenti caricati passano da una validazione dell'ufficio che può richiedere qualche giorno. Attenda ancora la validazione e, se entro la prossima settimana la tariffa non cambia, ci riscriva.`],
      ['c', `È passata più di una settimana e il pasto di ieri è sempre 5,20.`],
      ['n', `Il PDF in Documenti non viene mai usato per la tariffa: la riduzione parte solo da Agevolazioni con il protocollo DSU (interrogazione INPS). La prima risposta era sbagliata.`],
      ['a', `Mi scusi, la prima indicazione era imprecisa: il PDF caricato in Documenti non viene usato per calcolare la tariffa. La riduzione va chiesta da Agevolazioni > «Richiedi tariffa ridotta», inserendo il numero di protocollo DSU che trova in alto sull'attestazione ISEE (inizia con INPS-ISEE-2026-). Il sistema legge il valore direttamente dall'INPS e, se è tutto in regola, la nuova tariffa si applica dal giorno successivo.`],
      ['c', `Fatto, stamattina il pasto è a 2,10. Per i due mesi pagati di più immagino non ci sia niente da fare.`],
      ['a', `Purtroppo no: il regolamento comunale prevede che la tariffa ridotta valga dalla data della domanda.`],
    ],
    sol: ['protocollo dsu'], fail: ['validazione'] },

  { id: 'MW-3306', g: 'mw-ricarica-pagopa-in-attesa', cat: 'pagamenti', s: 'Ricarica del 03/11 non accreditata – dettagli',
    m: [
      ['c', `Buonasera, vi riporto quanto ho verificato:
- ricarica da 30,00 € effettuata il 03/11 alle 21:14 tramite pagoPA (app IO, carta di debito)
- addebito già presente nell'estratto conto
- nel portale, Storico ricariche: la riga c'è, stato non definitivo
- saldo del borsellino invariato (2,40 €)
- provato con Firefox e Chrome, sessione nuova: stesso risultato

Dal pannello sviluppatore del browser la chiamata del saldo restituisce:
\`\`\`
{"borsellino":"2.40","ricariche_pendenti":[{"data":"2026-11-03T21:14","importo":"30.00","stato":"PENDING_RT"}]}
\`\`\`
Deduco che manchi la ricevuta telematica. Confermate?`],
      ['a', `Gentile signor Longhi, grazie per l'analisi molto precisa, che conferma la diagnosi: manca ancora la ricevuta telematica (RT) dal circuito pagoPA. Può sbloccarla da sé:
1. apra Ricariche > Storico ricariche, dal portale o dall'app;
2. sulla riga del 3 novembre prema «Aggiorna esito»;
3. attenda qualche secondo: lo stato passa ad «Accreditata» e il saldo si aggiorna.
Se lo stato restasse «In attesa», ci riscriva indicando il codice IUV che trova nella ricevuta dell'app IO.`],
      ['c', `👍`],
    ],
    sol: ['aggiorna esito'] },

  { id: 'MW-3307', g: 'mw-dieta-rinnovo-annuale', cat: 'altro', s: 'Dieta senza glutine sparita',
    m: [
      ['c', `Buongiorno, mia figlia è celiaca e da tre anni ha la dieta senza glutine. Oggi è tornata a casa dicendo che le hanno messo davanti la pasta normale e che la cuoca le ha detto che «sul tablet non risulta più». Per fortuna non l'ha mangiata. Cos'è successo?? Il certificato l'avevo caricato in prima elementare.`],
      ['a', `Buongiorno, mi dispiace molto per lo spavento. Le diete speciali scadono ogni anno il 31 agosto e vanno rinnovate per il nuovo anno scolastico: quella di sua figlia non è stata rinnovata e quindi il centro cottura non la vede più. Per la celiachia non serve un nuovo certificato: vada in Diete speciali > «Rinnova», spunti «patologia cronica – certificato già presentato» e confermi. La dieta torna attiva dal giorno lavorativo successivo. Nel frattempo ho avvisato la cucina del plesso.`],
      ['c', `Rinnovata, e stamattina la cuoca aveva di nuovo il suo nome nella lista. Però potevate mandare un avviso...`],
      ['a', `Ha ragione. L'avviso di scadenza esiste, ma parte solo se nel profilo sono attive le comunicazioni via e-mail: le consiglio di controllare in Impostazioni > Notifiche.`],
    ],
    sol: ['rinnova', 'patologia cronica'] },

  { id: 'MW-3308', g: 'mw-app-spid-link-supportati', cat: 'accesso', s: 'Accesso SPID dall\'app gira in tondo',
    m: [
      ['c', `Buongiorno, dall'app Android quando premo «Entra con SPID» si apre l'app PosteID, autorizzo, e poi invece di tornare dentro Mensa Scuola Web si apre Chrome con la pagina di login da capo. Giro in tondo da ieri sera. Dal computer invece entro senza problemi.`],
      ['a', `Buongiorno, dipende da un'impostazione di Android: al ritorno dall'identità digitale il telefono deve aprire il collegamento con la nostra app e non con il browser. Vada in Impostazioni del telefono > App > Mensa Scuola Web > «Apri per impostazione predefinita» e attivi «Apri link supportati» (su alcuni modelli la voce è «Link supportati» > «Apri in questa app»). Poi riprovi l'accesso con SPID.`],
      ['c', `Era disattivato, chissà perché. L'ho attivato e sono entrato al primo colpo. Grazie.`],
    ],
    sol: ['link supportati'] },

  { id: 'MW-3309', g: 'mw-attestazione-intestata-pagatore', cat: 'fatturazione', s: 'Ricevute mensa per il welfare aziendale',
    m: [
      ['c', `Buongiorno, scrivo anche a nome di due colleghe qui in reparto (siamo infermiere in Pediatria e abbiamo tutte figli alla primaria Collodi). Entro fine mese dobbiamo caricare sul portale welfare dell'ospedale le ricevute delle spese mensa, ma le attestazioni che scarichiamo riportano come intestatari i nostri mariti, e il welfare ce le rifiuta perché non sono a nome del dipendente. Una di noi ha provato a riscaricarla dal computer della caposala, stesso risultato. C'è un modo o dobbiamo venire allo sportello? Con i turni è un problema.`],
      ['a', `Buongiorno, non serve venire allo sportello. L'intestatario dell'attestazione è il pagatore registrato nel profilo, e ognuna di voi può cambiarlo dal proprio account: in Profilo > Dati del pagatore inserite i vostri dati e salvate, poi in Documenti > Attestazione spese premete «Rigenera attestazione». Se il PDF viene solo riscaricato, senza rigenerarlo, resta quello vecchio. Unica condizione: il pagatore deve essere uno dei tutori collegati al bambino.`],
      ['c', `Fatto con la mia e con quella di Sara, funziona. La terza collega è di notte, le giro le istruzioni. Grazie davvero.`],
    ],
    sol: ['dati del pagatore', 'rigenera attestazione'] },

  { id: 'MW-3310', g: 'mw-collega-figlio-invito-tutore', cat: 'account', s: 'Codice già associato',
    m: [
      ['c', `Non riesco ad aggiungere la mia seconda figlia all'app, mi dice codice già associato.`],
      ['a', `Buongiorno, per capire meglio: l'altro genitore ha già collegato la bambina dal suo account?`],
      ['c', `E io come faccio a saperlo? Siamo separati e non ci sentiamo quasi mai. Non potete controllarlo voi?`],
      ['a', `Certo, ho controllato: Martina è collegata all'account del papà, che ha usato il codice della lettera a settembre. Il codice non si può riutilizzare; il secondo tutore si aggiunge soltanto con un invito. Il papà deve aprire Figli > Gestisci tutori > «Invita tutore» e inserire la sua e-mail: a lei arriverà un link da confermare. Se preferisce, possiamo mandargli noi un promemoria con le istruzioni.`],
      ['c', `Sì, mandateglielo voi, grazie, così non devo chiederglielo io.`],
      ['n', `Inviato al tutore 1 il promemoria standard "invita tutore".`],
      ['c', `È arrivato l'invito, ho confermato e adesso vedo anche Martina. Grazie.`],
    ],
    sol: ['invita tutore'] },

  { id: 'MW-3311', g: 'mw-codice-utente-nuovo-ciclo', cat: 'account', s: 'Codice non valido per collegare mio figlio',
    m: [
      ['c', `Buonasera, mio figlio quest'anno è passato dall'infanzia alla primaria. Nell'app vedo ancora il vecchio profilo «Infanzia Arcobaleno» con saldo zero, e quando provo a collegarlo di nuovo con il codice della lettera mi dà «Codice non valido». L'ho riscritto tre volte, anche distinguendo lo zero dalla O.`],
      ['a', `Buonasera, quando un bambino cambia ciclo scolastico il Comune gli assegna un nuovo codice utente, e quello della lettera dell'infanzia non vale più. Il nuovo codice è nell'e-mail «Conferma iscrizione servizio mensa» che ha ricevuto a fine agosto, oppure in Iscrizioni > 2026/27 > dettaglio della domanda. Lo inserisca in Figli > «Collega figlio»; il vecchio profilo dell'infanzia sparirà da solo.`],
      ['c', `Trovata la mail della conferma iscrizione, era finita nello spam. Con quel codice funziona.`],
    ],
    sol: ['conferma iscrizione'] },

  { id: 'MW-3312', g: 'mw-ricarica-pagopa-in-attesa', cat: 'pagamenti', s: 'Pago e risulto pure moroso',
    m: [
      ['c', `Sono veramente stufo. Venerdì ho ricaricato 40 euro con la carta 4532 0151 1283 0366, la banca mi ha già scalato i soldi e voi mi mandate pure la mail di saldo negativo con la minaccia di sospendere il servizio a mio figlio. Vi sembra normale? Pago e passo per moroso. Voglio una risposta oggi, altrimenti vado direttamente in Comune. Se serve, il mio numero è 339 204 7781.`],
      ['a', `Buongiorno signor Ferri, capisco il fastidio e mi scuso per l'avviso che ha ricevuto: il servizio non verrà sospeso, la mail di saldo negativo parte in automatico. Per la sua sicurezza le chiedo di non scrivere più il numero completo della carta nei messaggi: non ci serve. Il pagamento di venerdì risulta ancora senza esito definitivo dal circuito pagoPA, e può sbloccarlo lei in un attimo: Ricariche > Storico ricariche > riga di venerdì > «Aggiorna esito».`],
      ['c', `Ok, scusate i toni, ma quella mail mi aveva fatto saltare i nervi. Ho premuto Aggiorna esito e ora vedo i 40 euro. Quindi la mail da moroso la posso ignorare?`],
      ['a', `Sì, può ignorarla: con il saldo tornato positivo l'avviso decade da solo. Buona giornata.`],
      ['c', `Grazie, buona giornata a lei.`],
    ],
    sol: ['aggiorna esito'],
    pii: [['CARTA', '4532 0151 1283 0366'], ['TELEFONO', '339 204 7781']] },

  { id: 'MW-3313', g: 'mw-isee-protocollo-dsu', cat: 'fatturazione', s: 'Informazioni tariffa',
    m: [
      ['c', `Buonasera, scusate se mi dilungo ma è un periodo complicato: ci siamo trasferiti a metà settembre da Parma, i bambini hanno cambiato scuola, il più piccolo piange tutte le mattine all'ingresso e la maestra dice che è normale, speriamo. Comunque: per l'iscrizione alla mensa ho fatto tutto online, e devo dire che il vostro portale è più chiaro di quello che avevamo a Parma. Il problema è che avevo fatto l'ISEE a luglio e nella domanda di iscrizione ho scritto il valore, 12.300 euro, nel campo delle note, perché non trovavo dove metterlo, e pensavo bastasse. Invece vedo che i pasti costano 5,20 come per chi l'ISEE non ce l'ha, e una mamma della classe che ha un ISEE più alto del mio paga meno di me. Poi un'altra cosa, ma non è urgente: il menù di ottobre aveva il pesce tutti i venerdì e mio figlio non lo mangia, però questo lo chiedo alla scuola. Grazie se mi aiutate e scusate ancora il romanzo.`],
      ['a', `Buonasera e benvenuti! Il valore scritto nelle note purtroppo non viene letto dal sistema. Per avere la tariffa ridotta vada in Agevolazioni > «Richiedi tariffa ridotta» e inserisca il numero di protocollo DSU riportato in alto sull'attestazione ISEE: il valore viene recuperato direttamente dall'INPS e la tariffa si aggiorna dal giorno dopo. Per il menù ha ragione, è meglio parlarne con la scuola o con la commissione mensa.`],
      ['c', `Fatto adesso, mi dice «Domanda accolta – fascia B». Grazie, gentilissimi.`],
    ],
    sol: ['protocollo dsu'] },

  { id: 'MW-3314', g: 'mw-dieta-rinnovo-annuale', cat: 'altro', s: 'dieta allergia uova',
    m: [
      ['c', `salve a mio figlio allergico alle uova da lunedì danno il menù normale, la dieta l'avevamo fatta l'anno scorso col certificato dell'allergologo. come mai?`],
      ['a', `Salve, le diete speciali valgono per un anno scolastico e scadono il 31 agosto: quella di suo figlio è scaduta, per questo la cucina non la vede più.`],
      ['a', `Per riattivarla vada in Diete speciali > «Rinnova». Se l'allergologo ha certificato l'allergia come permanente, spunti «patologia cronica – certificato già presentato»; altrimenti alleghi un certificato aggiornato. La dieta è attiva dal giorno lavorativo successivo alla conferma.`],
      ['c', `🙏`],
    ],
    sol: ['rinnova'] },

  { id: 'MW-3315', g: 'mw-rimborso-credito-residuo-fuori-termine', cat: 'pagamenti', s: 'Rimborso credito residuo dopo trasferimento',
    m: [
      ['c', `Gentili signori, a giugno ci siamo trasferiti a Bergamo e sul borsellino di mia figlia sono rimasti 73,40 €. Ho letto solo adesso che il rimborso andava chiesto entro il 30 settembre. È possibile riaverli lo stesso? Vi lascio l'IBAN, intestato a me, Chiara Bonetti: IT87D0503401633000004567890.`],
      ['a', `Buongiorno signora Bonetti, il regolamento prevede effettivamente la richiesta di rimborso entro il 30 settembre; dopo quella data il credito resta disponibile solo per un'eventuale nuova iscrizione. Ho comunque girato la sua richiesta all'ufficio ragioneria del Comune.`],
      ['n', `Ragioneria: ok al rimborso fuori termine, prima richiesta, famiglia trasferita fuori comune. Disposto bonifico di 73,40 sull'IBAN indicato, borsellino da chiudere.`],
      ['a', `La ragioneria ha accettato, in via eccezionale, il rimborso anche se fuori termine: il bonifico di 73,40 € è stato disposto e arriverà entro 10 giorni lavorativi. Il borsellino di sua figlia verrà chiuso.`],
      ['c', `Grazie infinite, siete stati molto gentili.`],
    ],
    f: ['concession'],
    pii: [['IBAN', 'IT87D0503401633000004567890']] },

  { id: 'MW-3316', g: 'mw-attestazione-intestata-pagatore', cat: 'fatturazione', s: 'Ricevuta detrazioni con nome sbagliato',
    m: [
      ['c', `Salve, la ricevuta per le detrazioni che ho scaricato riporta il nome di mia moglie, ma l'account è mio e le ricariche le pago io. Può aiutarmi?`],
      ['a', `Salve, a volte il documento resta in memoria nella versione precedente: provi a scaricarlo di nuovo da Documenti > Attestazione spese, magari da un altro browser.`],
      ['c', `Scaricata di nuovo, anche da Safari sul telefono: sempre lei. Senti, ma il nome da dove lo prende? Perché io non l'ho mai inserito.`],
      ['a', `Ciao, il nome arriva dal campo «pagatore» del profilo: all'iscrizione, che aveva fatto tua moglie, era stato indicato il suo codice fiscale. Vai in Profilo > Dati del pagatore, metti i tuoi dati, salva, e poi in Documenti > Attestazione spese usa «Rigenera attestazione»: solo così il PDF viene rifatto con i dati nuovi.`],
      ['c', `ok`],
    ],
    sol: ['dati del pagatore', 'rigenera attestazione'], fail: ['scaricarlo di nuovo'] },

  { id: 'MW-3317', g: 'mw-collega-figlio-invito-tutore', cat: 'account', s: 'vedere il saldo in due',
    m: [
      ['c', `Ciao, io e mia moglie vogliamo vedere tutti e due il saldo di Nicolò. Lei l'ha collegato, io col codice no: "codice già associato".`],
      ['a', `Gentile Cliente, la ringraziamo per averci contattato e ci scusiamo per il disagio. Per risolvere la problematica segnalata la invitiamo a svuotare la cache dell'applicazione e a reinserire il codice. Restiamo a disposizione per qualsiasi ulteriore necessità. Cordiali saluti, il Servizio Clienti.`],
      ['c', `Svuotata la cache, disinstallata pure. Stesso messaggio. Avete letto cosa ho scritto?`],
      ['a', `Gentile Cliente, la ringraziamo per la pazienza e ci scusiamo per il disagio. A seguito di verifica con il secondo livello la informiamo che il codice utente può essere associato a un solo account. Per aggiungere un secondo genitore, il genitore già collegato deve utilizzare la funzione Figli > Gestisci tutori > «Invita tutore», indicando l'indirizzo e-mail dell'altro genitore, che riceverà un link di conferma. Restiamo a disposizione per qualsiasi ulteriore necessità. Cordiali saluti, il Servizio Clienti.`],
      ['c', `ok ora va. bastava dirlo subito`],
    ],
    sol: ['invita tutore'], fail: ['svuotare la cache'] },

  { id: 'MW-3318', g: 'mw-pasti-gita-non-stornati', cat: 'fatturazione', s: 'Pasti addebitati durante la gita',
    m: [
      ['c', `Buongiorno, giovedì e venerdì la 4ªB era in gita a Ravenna (due giorni con pernottamento) e a mio figlio sono stati scalati i due pasti. Le assenze non le ho segnate perché pensavo che la gita la comunicasse la scuola. Anche altri genitori della classe hanno lo stesso addebito.`],
      ['n', `Uscita didattica 4ªB non registrata dal plesso nel calendario di classe. Stornati da gestionale i pasti di gio/ven per tutti i 21 iscritti della classe.`],
      ['a', `Buongiorno, ha ragione: la scuola doveva registrare l'uscita didattica nel calendario della classe e non l'ha fatto. Abbiamo stornato noi dal gestionale i pasti di giovedì e venerdì per tutta la 4ªB: il credito (2 × 4,80 €) è già tornato sul borsellino. Non serve che gli altri genitori ci scrivano.`],
      ['c', `Visto, grazie per aver sistemato per tutti.`],
    ],
    f: ['oneoff'] },

  { id: 'MW-3319', g: 'mw-ricarica-pagopa-in-attesa', cat: 'pagamenti', s: 'Pagato in banca, credito non arrivato',
    m: [
      ['c', `Salve, il 12 novembre ho pagato la ricarica della mensa allo sportello della banca con l'avviso pagoPA stampato, ma sul portale il credito non è arrivato e il bambino è in negativo. Ho la ricevuta cartacea della banca.`],
      ['a', `Buongiorno, provi con il pulsante «Aggiorna esito» in Ricariche > Storico ricariche: di solito sblocca i pagamenti rimasti in attesa.`],
      ['c', `E se nello storico non c'è nessuna riga di quel giorno, dove lo premo?`],
      ['a', `Ha ragione, mi scusi: i pagamenti fatti allo sportello con l'avviso stampato non compaiono nello storico finché non arriva la ricevuta. In questo caso usi Ricariche > «Segnala pagamento»: inserisca il codice avviso, la data e l'importo e alleghi una foto della ricevuta della banca. L'accredito avviene dopo la verifica, di solito entro un giorno lavorativo.`],
      ['c', `Segnalato ieri sera con la foto, stamattina il credito c'era. Grazie.`],
    ],
    sol: ['segnala pagamento'], fail: ['aggiorna esito'], f: ['conflict'] },

  { id: 'MW-3320', g: 'mw-isee-protocollo-dsu', cat: 'fatturazione', s: 'Tariffa ridotta e menù PDF',
    m: [
      ['c', `Salve, due cose:
1) la tariffa ridotta non mi è stata applicata, eppure ho l'ISEE sotto i 10.000 € e l'ho anche mandato via PEC all'ufficio scuola a ottobre;
2) nell'app non trovo più il pulsante per scaricare il menù in PDF, prima c'era.
Grazie.`],
      ['a', `Salve, rispondo a entrambe:
1) la PEC non aggiorna la tariffa in automatico: la domanda va fatta da Agevolazioni > «Richiedi tariffa ridotta» con il numero di protocollo DSU dell'ISEE. Il sistema verifica il valore con l'INPS e applica la fascia dal giorno successivo;
2) il menù in PDF ora si trova in Menù > icona di condivisione in alto a destra > «Scarica PDF».`],
      ['c', `Il menù l'ho trovato. Per la tariffa mi chiede un protocollo, ma io ho solo la ricevuta della PEC: è quella?`],
      ['a', `No, la ricevuta della PEC non serve: il protocollo DSU è stampato in alto sull'attestazione ISEE rilasciata dall'INPS e ha la forma INPS-ISEE-2026-XXXXXXXXX-00. Se non ha l'attestazione, può scaricarla dal sito dell'INPS o chiederla al CAF che ha fatto la pratica.`],
      ['c', `Trovato sull'attestazione del CAF, inserito, fascia A. Grazie`],
    ],
    sol: ['protocollo dsu'] },

  { id: 'MW-3321', g: 'mw-dieta-rinnovo-annuale', cat: 'altro', s: 'Dieta per favismo scaduta',
    m: [
      ['c', `Buongiorno, la dieta per favismo di Edoardo nell'app risulta «Scaduta». Come la riattivo? Devo rifare la visita?`],
      ['a', `Buongiorno, non serve una nuova visita: carichi di nuovo il certificato che ha già, da Documenti > Carica documento, così l'ufficio lo vede.`],
      ['c', `Caricato ieri, ma la dieta è sempre «Scaduta» e oggi a mensa aveva i piselli nel piatto, che il pediatra ci ha detto di evitare. Quindi?`],
      ['a', `Mi scusi, le ho indicato il percorso sbagliato: il certificato caricato in Documenti non riattiva la dieta. Deve usare Diete speciali > Edoardo > «Rinnova»: il favismo è una patologia cronica, quindi spunti «patologia cronica – certificato già presentato» e confermi. Dal giorno lavorativo successivo la dieta è di nuovo attiva.`],
      ['c', `Ora risulta «Attiva» con la data di domani. Grazie.`],
    ],
    sol: ['rinnova', 'patologia cronica'], fail: ['carica documento'] },

  { id: 'MW-3322', g: 'mw-attestazione-intestata-pagatore', cat: 'fatturazione', s: 'Attestazione 2026 per welfare a nome del nonno',
    m: [
      ['c', `Buongiorno, l'attestazione 2026 che mi serve per il welfare aziendale esce a nome del nonno, che all'inizio faceva le ricariche dalla sua banca. Da settembre pago io. Si può averla a nome mio, almeno per la parte da settembre?`],
      ['a', `Buongiorno, il nome nell'attestazione è quello del pagatore impostato nel profilo: può modificarlo in Profilo > Dati del pagatore e poi rigenerare il documento da Documenti > Attestazione spese. Mi faccia sapere se riesce.`],
      ['c', `Ci sono riuscita, ma vi spiego perché al primo colpo non andava: avevo cambiato il pagatore dall'app e rigenerato subito, ma usciva sempre il nonno. Il fatto è che nell'app il pulsante Salva è in fondo alla pagina, sotto la tastiera, e non l'avevo premuto. Dal portale sul computer invece ho visto che, salvando, chiede anche «Da quale data?»: ho messo 01/09/2026 e adesso l'attestazione ha due righe, il nonno fino ad agosto e io da settembre. Perfetto per il welfare.`],
      ['a', `Grazie a lei per la spiegazione: la giriamo ai colleghi dell'app perché il pulsante Salva sia più visibile.`],
    ],
    sol: ['dati del pagatore', 'rigenerare'] },

  { id: 'MW-3323', g: 'mw-assenza-oltre-orario-limite', cat: 'fatturazione', s: 'Assenza segnata tardi, pasto addebitato',
    m: [
      ['c', `Buongiorno, stamattina Giacomo aveva la febbre, ho segnato l'assenza alle 9:50 perché prima ero dal medico e non ci ho pensato, e l'app mi ha avvisato che il pasto sarebbe stato addebitato comunque. Sono 4,80 euro, non è la cifra, ma quel pasto non l'ha mangiato nessuno. Non si può fare niente?`],
      ['a', `Buongiorno, l'orario limite per disdire il pasto del giorno è alle 9:30, perché a quell'ora il centro cottura chiude le quantità: dopo, il pasto è già preparato e da regolamento viene addebitato. Per questa volta, visto che è la prima segnalazione dall'inizio dell'anno, abbiamo annullato l'addebito di oggi: i 4,80 € sono già di nuovo nel saldo. Per i prossimi giorni di malattia può segnare l'assenza per più giorni di seguito da Calendario > «Assenza prolungata».`],
      ['c', `Grazie, gentilissimi. Intanto ho messo l'assenza fino a venerdì.`],
    ],
    f: ['concession'] },

  { id: 'MW-3324', g: 'mw-avviso-saldo-soglia', cat: 'configurazione', s: 'Nessun avviso di credito basso',
    m: [
      ['c', `Buongiorno, il servizio dovrebbe avvisare quando il credito sta per finire, giusto? Io non ho mai ricevuto niente e stamattina ho scoperto che mio figlio era a -9,60. Le notifiche dell'app sono attive, altre le ricevo (il menù del giorno sì).`],
      ['a', `Buongiorno, l'avviso di credito basso parte quando il saldo scende sotto la soglia impostata nel profilo. Nel suo account la soglia è a 0,00 €, e con la soglia a zero l'avviso non viene mai inviato. Vada in Impostazioni > Notifiche > «Soglia avviso saldo» e inserisca un importo, per esempio 10 €: riceverà la notifica appena il credito scende sotto quella cifra.`],
      ['c', `Messo 15 euro. Già che ci sono: la ricarica si può pagare anche con Satispay?`],
      ['a', `Sì, Satispay è tra i metodi disponibili nella pagina di pagamento pagoPA.`],
    ],
    sol: ['soglia avviso saldo'] },

  { id: 'MW-3325', g: 'mw-ricarica-pagopa-in-attesa', cat: 'pagamenti', s: 'Ricarica sabato ancora in attesa',
    m: [
      ['c', `Buongiorno, ricarica di 25 € fatta sabato, i soldi sono usciti ma il credito non è arrivato. Nello storico c'è scritto In attesa.`],
      ['a', `Buongiorno, in quel caso basta toccare «Aggiorna esito» sulla riga della ricarica, in Ricariche > Storico ricariche.`],
      ['c', `Non c'è nessun pulsante, c'è solo la riga con In attesa e una freccina che non fa niente. Ho l'app vecchia? Non la posso aggiornare, il telefono è vecchio anche lui.`],
      ['n', `App 3.8 su Android 7: in quella versione il pulsante Aggiorna esito non esiste. Forzata l'interrogazione della RT da console: esito positivo, accreditati 25,00.`],
      ['a', `Ha ragione, nella versione dell'app che usa quel pulsante non c'è. Ho richiesto io l'esito al circuito pagoPA dal nostro sistema: il pagamento è confermato e i 25 € sono ora sul borsellino.`],
      ['c', `Grazie, gentilissimo.`],
    ],
    f: ['oneoff'] },

  { id: 'MW-3326', g: 'mw-collega-figlio-tutore-irraggiungibile', cat: 'account', s: 'Collegare mio figlio: il padre non può fare l\'invito',
    m: [
      ['c', `Buongiorno, il codice di Luca risulta già associato all'account del papà, che però lavora in Australia da un anno e ha perso l'accesso alla mail con cui si era registrato, quindi non può mandarmi nessun invito. Io sono la madre e Luca vive con me. Il codice fiscale del bambino è FRRLCU16C12L219Z. Cosa devo fare?`],
      ['a', `Buongiorno, di norma il secondo genitore si aggiunge con l'invito dal primo account, ma capisco che qui non è possibile. Ci invii per favore, rispondendo a questo messaggio, la copia di un suo documento d'identità: faremo la verifica e il collegamento dal nostro lato.`],
      ['c', `Allego la carta d'identità. Grazie.`],
      ['n', `Documento verificato, corrisponde alla madre in anagrafe scolastica. Tutore 2 collegato da back office (procedura eccezionale, invito non possibile).`],
      ['a', `Fatto: dopo aver verificato il documento ho collegato io il suo account a Luca dal gestionale. Ora dovrebbe vederlo nell'app, sezione Figli. Il collegamento del papà resta attivo, così quando recupererà l'accesso vedrà anche lui il saldo.`],
      ['c', `Lo vedo, grazie mille.`],
    ],
    f: ['oneoff'],
    pii: [['CF', 'FRRLCU16C12L219Z']] },

  { id: 'MW-3327', g: 'mw-menu-secondaria-non-visibile', cat: 'guasto', s: 'Menù scuola media vuoto',
    m: [
      ['c', `Salve, per la scuola media Fermi il menù nell'app è vuoto da inizio novembre: «Nessun menù disponibile per la data selezionata». Per la primaria della mia figlia più piccola invece c'è.`],
      ['a', `Salve, grazie della segnalazione. Il menù della secondaria viene pubblicato dalla ditta di ristorazione che gestisce quel centro cottura: abbiamo aperto una richiesta alla ditta e le faremo sapere appena lo caricano.`],
      ['c', `Novità? È passata una settimana.`],
      ['a', `Abbiamo sollecitato la ditta, che ci ha parlato di un problema nell'esportazione del menù invernale. Restiamo in attesa di una loro risposta.`],
      ['s', `Ticket chiuso automaticamente per inattività.`],
    ],
    f: ['unresolved'] },

  { id: 'MW-3328', g: 'mw-isee-protocollo-dsu', cat: 'fatturazione', s: 'ISEE consegnato alla scuola a settembre',
    m: [
      ['c', `Buongiorno, solo oggi ho scoperto che l'ISEE andava inserito con il protocollo in Agevolazioni. L'ho fatto e la tariffa ridotta è partita da oggi, ma l'ISEE l'avevo consegnato alla segreteria della scuola già il 10 settembre, perché me l'avevano chiesto loro, e mi avevano detto che bastava. Ho pagato da settembre a oggi 5,20 € a pasto invece di 1,50. Mi sembra ingiusto pagare per un'informazione sbagliata data dalla scuola.`],
      ['a', `Buongiorno, le confermo che la tariffa si è aggiornata correttamente dopo l'inserimento del protocollo DSU. Per i mesi precedenti il regolamento prevede che la riduzione valga dalla data della domanda, ma ho inoltrato la sua richiesta all'ufficio scuola insieme alla segnalazione sulla segreteria.`],
      ['x', `Ufficio scuola (dott.ssa Valli): confermato che la segreteria del plesso Rodari ha raccolto ISEE cartacei a settembre per errore. Autorizzato il ricalcolo dal 10/09 in deroga al regolamento, solo per le famiglie segnalate.`],
      ['a', `Buone notizie: l'ufficio scuola ha autorizzato, in via eccezionale, il ricalcolo dal 10 settembre. La differenza su 41 pasti, 151,70 €, è stata riaccreditata sul borsellino di sua figlia e la vede già nel saldo.`],
      ['c', `Grazie, non ci speravo.`],
    ],
    sol: ['protocollo dsu'], f: ['concession'] },

  { id: 'MW-3329', g: 'mw-giorni-mensa-tempo-pieno', cat: 'configurazione', s: 'prenotazione solo martedì e giovedì',
    m: [
      ['c', `salve sono la mamma di Samuele della seconda a allora da questo mese mio figlio fa il tempo pieno tutti i giorni e non più solo martedì e giovedì ma nell'app posso prenotare il pasto solo martedì e giovedì gli altri giorni sono grigi punto la scuola dice che devo chiedere a voi voi mi dite la scuola io non so più chi chiamare mi potete richiamare al 347 8125590 dopo le 17 grazie`],
      ['a', `Buongiorno, i giorni di mensa dipendono dal modulo orario che la scuola comunica all'ufficio scuola del Comune: finché il passaggio al tempo pieno non viene registrato, l'app lascia prenotare solo i giorni del vecchio modulo. Ho passato la sua richiesta all'ufficio scuola, che la richiamerà al numero indicato per completare il cambio.`],
      ['c', `nessuno mi ha chiamato e lunedì mio figlio ha mangiato senza prenotazione e la maestra mi ha fatto la ramanzina punto esclamativo`],
      ['a', `Mi dispiace. Ho sollecitato l'ufficio scuola indicando la richiesta come prioritaria: la ricontatteranno nei prossimi giorni.`],
      ['s', `Il ticket è stato chiuso automaticamente: nessuna attività negli ultimi 14 giorni.`],
    ],
    f: ['unresolved'],
    pii: [['TELEFONO', '347 8125590']] },

  { id: 'MW-3330', g: 'mw-anagrafica-data-nascita-errata', cat: 'account', s: 'Data di nascita sbagliata, non posso chiedere la dieta',
    m: [
      ['c', `Buongiorno, nell'anagrafica di mia figlia Giulia la data di nascita è sbagliata: risulta 18/01/2015 invece di 18/10/2015, e per questo il portale mi dice che il codice fiscale non corrisponde e non mi lascia inviare la richiesta di dieta. Il codice fiscale giusto è BNCGLI15R58F205S. Dal profilo la data non si può modificare, il campo è grigio.`],
      ['a', `Buongiorno, la data di nascita arriva dall'anagrafe scolastica e il genitore non può modificarla. Ho verificato con il codice fiscale che ci ha indicato e ho corretto io la data di nascita di Giulia nel nostro archivio: ora risulta 18/10/2015. Può riprovare a inviare la richiesta di dieta.`],
      ['c', `Inviata, grazie!`],
    ],
    f: ['oneoff'],
    pii: [['CF', 'BNCGLI15R58F205S']] },

  { id: 'MW-3331', g: 'mw-app-ios-calendario-crash', cat: 'guasto', s: 'L\'app si chiude aprendo Calendario',
    m: [
      ['c', `Buongiorno, l'app si chiude appena tocco Calendario, le altre sezioni funzionano. iPhone 13, app aggiornata all'ultima versione. Nel report di arresto di iOS leggo:
\`\`\`
Exception Type:  EXC_CRASH (SIGABRT)
Triggered by Thread:  0
3  MensaScuolaWeb  0x0000000102a4c1f8 CalendarMonthView.render(_:) + 412
\`\`\`
Così non riesco a segnare le assenze di mia figlia.`],
      ['a', `Buongiorno, grazie per i dettagli. Provi per favore a disinstallare e reinstallare l'app: spesso il problema sta nei dati salvati sul telefono. Nel frattempo le assenze si possono segnare anche dal portale web, sezione Calendario.`],
      ['c', `Reinstallata, si chiude uguale. Le assenze le segno dal portale, ma allora l'app a cosa serve?`],
      ['a', `Ha ragione. Abbiamo passato il report ai tecnici dell'app, che stanno verificando un problema su alcuni iPhone con la settimana impostata per iniziare di domenica. La aggiorneremo appena sarà disponibile una versione corretta.`],
      ['c', `Ok.`],
      ['s', `Ticket chiuso automaticamente dopo 14 giorni senza aggiornamenti.`],
    ],
    f: ['unresolved'], fail: ['reinstallare'] },

  { id: 'MW-3332', g: 'mw-accesso-cie-lettore', cat: 'accesso', s: 'Accesso con CIE dal computer non funziona',
    m: [
      ['c', `Buongiorno, non ho lo SPID e provo a entrare con la CIE dal computer, con il lettore che ho comprato, ma dopo il PIN mi compare «Errore di comunicazione con la carta». Ho installato il software CIE come dice il sito.`],
      ['a', `Buongiorno, questo errore dipende di solito dal software della CIE e non dal nostro portale. Può provare a entrare con la CIE dallo smartphone, con l'app CieID e l'NFC del telefono?`],
      ['c', `Il mio telefono non ha l'NFC. Il lettore l'ho pagato 25 euro apposta.`],
      ['a', `Capisco. Allora le suggerisco di controllare sul sito ufficiale della CIE che il lettore sia tra quelli compatibili e di reinstallare il software CIE come amministratore; se l'errore resta, il supporto CIE del Ministero può aiutarla meglio di noi.`],
      ['c', `Lasciate stare, vado allo sportello del Comune e mi faccio fare le ricariche lì come ho sempre fatto. Saluti.`],
    ],
    f: ['unresolved'] },
];
