// Seventh reference set, product "Orto in Città" (weekly vegetable box subscription: delivery
// slots, skipping a week, payment, missing items, substitutions). Written by hand, blind, on
// 2026-12-01 (evening): nothing under src/modules/distillation/ but eval-distill.command.ts and
// heldout-set.spec.ts was opened, nor src/lib/text/, nor any other set's tickets or sources (only
// the first 40 lines of corpus-heldout/source/fibra-casa.mjs and corpus-heldout/build.mjs, for the
// format). A tuning set: it is run once blind, then the rules may be tuned on it. Personal data
// invented (checksums valid).
// Voices: a grandson writing what his grandmother says, a Chinese-Italian customer with simple
// grammar, a small restaurant with its VAT number in the signature, e-mail replies that quote the
// previous message with the new text at the bottom, one-line questions; agents very short and
// long, two alternatives with the customer saying which one worked, internal notes; confirmations
// by "ok grazie", "👍", "visto" or silence; failed first attempts ("uguale", "niente fragole");
// "niente" that is good news; a customer who gives up.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Orto in Città';
export const start = '2026-05-04T08:00:00Z';

export const tickets = [
  {
    id: 'OC-2301', g: 'oc-salta-settimana', cat: 'commerciale', s: 'per mia nonna',
    m: [
      ['c', `Salve, scrivo io perché mia nonna non sa usare il computer. Mia nonna dice che la settimana prossima va dalla sorella a Rimini e non vuole che la cassetta resti fuori dalla porta a marcire, e nemmeno pagarla. Dice anche che le zucchine dell'ultima volta erano buonissime. Come si fa a non farla arrivare per una settimana?\nTommaso (il nipote)`],
      ['a', `Ciao Tommaso, saluta la nonna e grazie per le zucchine! Per una settimana di pausa: nell'app o sul sito vai in "Le mie consegne", tocca la consegna della settimana prossima e poi "Salta questa consegna". Va fatto entro il giovedì alle 12 della settimana prima: quella settimana non arriva nulla e non si paga nulla, poi le consegne ripartono da sole.`],
      ['c', `Fatto, la nonna ha visto che c'è scritto "saltata" e dice che siete gentili.`],
    ],
    sol: ['salta questa consegna'],
  },
  {
    id: 'OC-2302', g: 'oc-pagamento-sospeso', cat: 'fatturazione', s: 'pagamento non riuscito',
    m: [
      ['c', `Buongiorno mi è arrivata una mail "pagamento non riuscito, la consegna di questa settimana è sospesa". La carta mi è scaduta ad aprile, quella nuova è 5524 3100 9877 2154 scadenza 04/30. Potete metterla voi?`],
      ['a', `Buongiorno, per sicurezza non possiamo inserire noi la carta, e la invitiamo a non scriverne il numero nelle e-mail. Lo faccia lei in pochi secondi: in Profilo > Metodi di pagamento aggiunga la carta nuova e la imposti come predefinita, poi sulla consegna sospesa tocchi "Riprova pagamento". Se lo fa entro giovedì alle 12 la cassetta parte regolarmente.`],
      ['c', `fatto, pagamento riuscito e consegna confermata`],
    ],
    pii: [['CARTA', '5524 3100 9877 2154']],
    sol: ['riprova pagamento'],
  },
  {
    id: 'OC-2303', g: 'oc-prodotto-mancante', cat: 'altro', s: 'mancano prodotti nella cassetta',
    m: [
      ['c', `Buongiorno, nella cassetta di oggi mancavano il sedano e le patate che erano nell'elenco. Siamo un piccolo ristorante, abbiamo l'abbonamento business.\nTrattoria Da Ivo di Ivo Benassi - P.IVA 09183620484`],
      ['a', `Buongiorno, ci scusiamo. Per i prodotti mancanti usi "Segnala un problema" sulla consegna di oggi, nell'app o nell'area clienti: spunti i prodotti che non c'erano e confermi. Il valore le viene accreditato in automatico sul prossimo addebito. La segnalazione va fatta entro 48 ore dalla consegna.`],
      ['c', `fatto, vedo il credito di 4,80 euro. grazie`],
    ],
    pii: [['PIVA', '09183620484']],
    sol: ['segnala un problema'],
  },
  {
    id: 'OC-2304', g: 'oc-oneoff-sposta-consegna', cat: 'configurazione', s: 'consegna nel giorno del ponte', f: ['oneoff'],
    m: [
      ['c', `Buongiorno, la mia consegna è il martedì ma martedì 2 giugno siamo via per il ponte. Non voglio saltarla, vorrei riceverla sabato 30 maggio se si può. Nell'app il sabato non c'è.`],
      ['a', `Buongiorno, il sabato non è tra le fasce prenotabili dall'app per la sua zona, ma quel giorno abbiamo un giro straordinario: ho spostato io la sua consegna a sabato 30 maggio, fascia 9-13. La vede già aggiornata in "Le mie consegne".`],
      ['c', `vista, grazie!`],
    ],
  },
  {
    id: 'OC-2305', g: 'oc-fascia-indirizzo', cat: 'configurazione', s: 'nessuna fascia disponibile',
    m: [
      ['c', `Buongiorno, ci siamo trasferiti e ho cambiato l'indirizzo nel profilo. Ora quando vado a scegliere la fascia oraria mi dice "Nessuna fascia disponibile". Il nuovo indirizzo è sempre a Bologna, zona Navile.`],
      ['a', `Buongiorno, le fasce compaiono solo quando l'indirizzo è stato riconosciuto sulla mappa delle consegne. Vada in Profilo > Indirizzo di consegna, cancelli la via e la riscriva scegliendola dall'elenco dei suggerimenti che compare mentre digita (non basta scriverla a mano), poi salvi. Tornando su "Fascia oraria" dovrebbe vedere le fasce della sua zona.`],
      ['c', `riscritta scegliendo il suggerimento, ora vedo le fasce. grazie`],
    ],
    sol: ['suggerimenti'],
  },
  {
    id: 'OC-2306', g: 'oc-sostituzioni', cat: 'altro', s: 'nella cassetta cose che non ho scelto',
    m: [
      ['c', `Buongiorno, nella cassetta di oggi al posto delle zucchine e dei pomodori che avevo scelto c'erano cavolfiore e finocchi, che a casa non mangia nessuno. Non è la prima volta.`],
      ['a', `Buongiorno, quando un prodotto finisce il magazzino lo sostituisce con uno di valore simile, se nel profilo le sostituzioni sono accettate (è l'impostazione di partenza). Se preferisce non riceverle, vada in Profilo > Preferenze e disattivi "Accetto sostituzioni": d'ora in poi un prodotto esaurito non verrà sostituito ma le verrà rimborsato come credito.`],
      ['c', `disattivato, grazie. preferisco il credito`],
    ],
    sol: ['accetto sostituzioni'],
  },
  {
    id: 'OC-2307', g: 'oc-concessione-omaggio', cat: 'altro', s: 'cassetta schiacciata di nuovo', f: ['concession'],
    m: [
      ['c', `È la terza volta in un mese che la cassetta arriva schiacciata, con le uova rotte e i pomodori spappolati. Sto pensando di disdire.`],
      ['a', `Buongiorno, ha ragione a essere arrabbiata e le chiediamo scusa. Abbiamo segnalato il problema al corriere della sua zona. Per farci perdonare, la cassetta della prossima settimana gliela offriamo noi: non le verrà addebitata.`],
      ['c', `va bene, vediamo come arriva la prossima`],
    ],
  },
  {
    id: 'OC-2308', g: 'oc-salta-settimana', cat: 'commerciale', s: 'io vado in Cina',
    m: [
      ['c', `buongiorno, io settimana prossima e dopo torno in Cina per due settimane. cassetta come fare non arriva? io non voglio cancellare abbonamento, solo fermare. grazie. Wang Li`],
      ['a', `Buongiorno, non serve cancellare. Nell'app apra "Le mie consegne" e su ciascuna delle due settimane tocchi "Salta questa consegna" (entro il giovedì alle 12 prima di ogni consegna). In quelle settimane non paga niente e quando torna le consegne ripartono da sole.`],
      ['c', `ok fatto due settimane. grazie mille buon lavoro`],
    ],
    sol: ['salta questa consegna'],
  },
  {
    id: 'OC-2309', g: 'oc-prodotto-mancante', cat: 'altro', s: 'cassetta incompleta',
    m: [
      ['c', `ciao, mancavano le fragole nella cassetta di martedì. le avevo aggiunte come extra e le ho pagate`],
      ['a', `Ciao, a volte la frutta delicata viaggia in un sacchetto di carta a parte, sotto il coperchio della cassetta: hai controllato lì?`],
      ['c', `si controllato, niente fragole`],
      ['a', `Allora ci scusiamo. Vai sulla consegna di martedì, tocca "Segnala un problema", spunta le fragole e conferma: il rimborso arriva come credito sul prossimo addebito.`],
      ['c', `fatto, grazie`],
    ],
    sol: ['segnala un problema'], fail: ['sacchetto di carta'],
  },
  {
    id: 'OC-2310', g: 'oc-consegna-fantasma', cat: 'altro', s: 'cassetta mai arrivata', f: ['unresolved'],
    m: [
      ['c', `Buongiorno, l'app dice "consegnata" alle 11:40 ma davanti alla porta non c'è niente e il portiere non ha visto nessuno.`],
      ['a', `Buongiorno, ci dispiace. Ho aperto una verifica con il corriere, che deve controllare la posizione GPS della consegna. La ricontatteremo appena avremo la loro risposta, di solito in 2-3 giorni lavorativi.`],
      ['s', `Ticket chiuso automaticamente per inattività.`],
    ],
  },
  {
    id: 'OC-2311', g: 'oc-pagamento-sospeso', cat: 'fatturazione', s: 'consegna sospesa per pagamento',
    m: [
      ['c', `ciao mi dice consegna sospesa per problema pagamento, ma io non ho cambiato niente`],
      ['a', `Ciao, controlla in Profilo > Metodi di pagamento: spesso la carta salvata è scaduta. Se è così aggiungi quella nuova e poi tocca "Riprova pagamento" sulla consegna sospesa, entro giovedì alle 12.`],
      ['c', `era scaduta si. ok grazie`],
    ],
    sol: ['riprova pagamento'],
  },
  {
    id: 'OC-2312', g: 'oc-oneoff-civico', cat: 'configurazione', s: 'il corriere va sempre al numero sbagliato', f: ['oneoff'],
    m: [
      ['c', `Buongiorno, il corriere continua a lasciare la cassetta al numero 14 invece che al 41 di via Mazzini. Nel mio profilo l'indirizzo è giusto, ho controllato.`],
      ['a', `Buongiorno, ha ragione: nel profilo l'indirizzo è corretto, ma nella scheda del giro di consegna era rimasto il civico di una vecchia registrazione. Abbiamo sistemato la scheda del corriere con il 41: vale già dalla prossima consegna.`],
      ['c', `oggi arrivata al posto giusto. grazie`],
    ],
  },
  {
    id: 'OC-2313', g: 'oc-fascia-indirizzo', cat: 'configurazione', s: 'R: fasce orarie',
    m: [
      ['c', `Salve, non riesco a cambiare fascia oraria per la consegna: l'elenco è vuoto. Ho corretto il CAP la settimana scorsa.`],
      ['a', `Buongiorno, dopo una modifica dell'indirizzo va riselezionato dall'elenco dei suggerimenti: in Profilo > Indirizzo di consegna riscriva la via, tocchi il suggerimento giusto e salvi. Poi le fasce tornano.`],
      ['c', `Il giorno mer 13 mag 2026 alle 23:20 Orto in Città <ciao@ortoincitta.it> ha scritto:\n> Buongiorno, dopo una modifica dell'indirizzo va riselezionato dall'elenco dei suggerimenti: in Profilo > Indirizzo di consegna riscriva la via, tocchi il suggerimento giusto e salvi.\n> Poi le fasce tornano.\n\nok adesso le vedo, ho scelto il giovedì sera`],
    ],
    sol: ['suggerimenti'],
  },
  {
    id: 'OC-2314', g: 'oc-concessione-rubata', cat: 'altro', s: 'cassetta rubata', f: ['concession'],
    m: [
      ['c', `Buongiorno, la cassetta di giovedì risulta consegnata e il corriere ha mandato la foto davanti al portone, ma quando sono rientrata non c'era più: qualcuno l'ha presa. So che da condizioni lasciarla fuori è a mio rischio, ma chiedo se potete rimborsarla almeno in parte. IBAN IT35X0306909606100000118834, intestato a Chiara Lombardi.`],
      ['a', `Buongiorno signora Lombardi, ci dispiace molto. Come ricorda, per le consegne lasciate fuori la responsabilità passa al cliente; questa volta però le rimborsiamo l'intera cassetta, 27,50 euro, sul conto che ci ha indicato. Le consiglio di aggiungere nelle note per il corriere un vicino o il portiere a cui lasciarla.`],
      ['c', `grazie mille, davvero gentili`],
    ],
    pii: [['IBAN', 'IT35X0306909606100000118834']],
  },
  {
    id: 'OC-2315', g: 'oc-sostituzioni', cat: 'altro', s: 'prodotti sbagliati',
    m: [
      ['c', `ciao ho la cassetta frutta e mi arrivano sempre kiwi anche se li ho tolti dalla mia scelta. sono allergica!!`],
      ['a', `Ciao, i kiwi arrivano come sostituzione quando un frutto che hai scelto è esaurito. Due cose: in Profilo > Preferenze disattiva "Accetto sostituzioni" e aggiungi i kiwi alla lista "Non mi piace", così non entrano mai nella tua cassetta.`],
      ['c', `fatto tutte e due, speriamo`],
      ['c', `questa settimana niente kiwi 🙂`],
    ],
    sol: ['accetto sostituzioni'],
  },
  {
    id: 'OC-2316', g: 'oc-salta-settimana', cat: 'commerciale', s: 'saltare una consegna',
    m: [
      ['c', `come si salta una settimana?`],
      ['a', `Le mie consegne > tocca la consegna > "Salta questa consegna", entro giovedì alle 12.`],
      ['c', `ok grazie`],
    ],
    sol: ['salta questa consegna'],
  },
  {
    id: 'OC-2317', g: 'oc-prodotto-mancante', cat: 'altro', s: 'R: prodotti mancanti',
    m: [
      ['c', `Salve, anche questa settimana mancava il pane (ho l'abbonamento con il pane della settimana). Era già successo un mese fa.`],
      ['a', `Buongiorno, ci dispiace. Apra la consegna di ieri in "Le mie consegne", tocchi "Segnala un problema" e indichi il pane: le accreditiamo l'importo sul prossimo pagamento. Ho anche avvisato il magazzino che il pane manca spesso sul suo giro.`],
      ['c', `Il 17/05/2026 02:49, Orto in Città ha scritto:\n> Apra la consegna di ieri in "Le mie consegne", tocchi "Segnala un problema" e indichi il pane: le accreditiamo l'importo sul prossimo pagamento.\n\nsegnalato, c'è il credito. Speriamo che il magazzino si svegli`],
    ],
    sol: ['segnala un problema'],
  },
  {
    id: 'OC-2318', g: 'oc-oneoff-riattiva', cat: 'commerciale', s: 'abbonamento sospeso senza motivo', f: ['oneoff'],
    m: [
      ['c', `Ciao, il mio abbonamento risulta "sospeso" da questa settimana, ma io non ho fatto niente e i pagamenti sono tutti a posto. Non c'è nessun tasto per riattivarlo.`],
      ['x', `Sospensione partita dal controllo automatico sulle carte prepagate (falso positivo). Cliente in regola.`],
      ['a', `Ciao, la sospensione è partita per errore da un nostro controllo automatico. L'abbiamo annullata dal nostro lato e l'abbonamento è di nuovo attivo: la consegna di giovedì è confermata.`],
      ['c', `visto, grazie`],
    ],
  },
  {
    id: 'OC-2319', g: 'oc-login-loop', cat: 'accesso', s: 'app non mi fa entrare', f: ['unresolved'],
    m: [
      ['c', `l'app mi rimanda sempre alla pagina di accesso: metto email e password, gira e torna alla pagina di accesso. da 3 giorni`],
      ['a', `Ciao, prova a chiudere l'app dal multitasking e a riaprirla, oppure ad accedere dal sito.`],
      ['c', `stesso problema anche dal sito`],
      ['a', `Grazie. Che browser e che telefono usi? Passo il caso ai colleghi tecnici.`],
      ['c', `ma basta, disdico e faccio la spesa al mercato`],
    ],
  },
  {
    id: 'OC-2320', g: 'oc-pagamento-sospeso', cat: 'fatturazione', s: 'addebito rifiutato',
    m: [
      ['c', `Buongiorno, questa settimana l'addebito della cassetta è stato rifiutato e la consegna risulta sospesa. La mia carta scade a fine anno, quindi non è quello.`],
      ['a', `Buongiorno, può provare in due modi:\n1) in Profilo > Metodi di pagamento aggiungere un'altra carta o PayPal e poi toccare "Riprova pagamento" sulla consegna sospesa;\n2) chiedere alla sua banca perché ha rifiutato l'addebito (a volte blocca i pagamenti ricorrenti) e poi toccare "Riprova pagamento".\nMi faccia sapere.`],
      ['c', `ho fatto la prima con paypal, è passato. la banca non l'ho chiamata`],
    ],
    sol: ['riprova pagamento', 'paypal'],
  },
  {
    id: 'OC-2321', g: 'oc-fascia-indirizzo', cat: 'configurazione', s: 'non posso scegliere orario consegna',
    m: [
      ['c', `nella sezione fascia oraria non c'è nessun orario da scegliere, e la consegna di questa settimana dice "fascia da definire"`],
      ['a', `Buongiorno, provi a chiudere l'app, cancellarne la cache e riaprirla.`],
      ['c', `uguale`],
      ['a', `Grazie. Ha cambiato di recente l'indirizzo o il CAP? Se sì, in Profilo > Indirizzo di consegna riscriva la via scegliendola tra i suggerimenti e salvi: senza quel passaggio l'indirizzo non viene collegato alla sua zona e le fasce non compaiono.`],
      ['c', `si avevo cambiato il cap. fatto come dice, ora ci sono`],
    ],
    sol: ['suggerimenti'], fail: ['cache'],
  },
  {
    id: 'OC-2322', g: 'oc-concessione-recesso', cat: 'commerciale', s: 'disdetta prima dei 6 mesi', f: ['concession'],
    m: [
      ['c', `Buongiorno, a marzo ho sottoscritto l'abbonamento annuale scontato, ma a giugno mi trasferisco all'estero per lavoro. Il contratto dice che con la disdetta prima dei 6 mesi c'è una penale di 30 euro. Mi sembra ingiusto, visto che mi trasferisco.`],
      ['a', `Buongiorno, la penale di recesso anticipato è prevista dalle condizioni dell'abbonamento annuale, ma dato il trasferimento all'estero abbiamo deciso di non applicarla: la disdetta è registrata dall'ultima consegna di maggio, senza costi aggiuntivi. In bocca al lupo per il nuovo lavoro!`],
      ['c', `grazie, molto apprezzato`],
    ],
  },
  {
    id: 'OC-2323', g: 'oc-sostituzioni', cat: 'altro', s: 'sostituzioni non richieste',
    m: [
      ['c', `Salve, continuo a trovare nella cassetta prodotti diversi da quelli elencati nella mail di conferma. Vorrei ricevere solo quello che scelgo.`],
      ['a', `Buongiorno, sono sostituzioni di prodotti esauriti. Può disattivarle in Profilo > Preferenze, voce "Accetto sostituzioni": i prodotti esauriti le verranno rimborsati invece che sostituiti.`],
    ],
    sol: ['accetto sostituzioni'],
  },
  {
    id: 'OC-2324', g: 'oc-oneoff-profili', cat: 'accesso', s: 'non vedo più il mio abbonamento', f: ['oneoff'],
    m: [
      ['c', `Buongiorno, sul telefono nuovo sono entrata con "Accedi con Apple" e l'app mi dice che non ho nessun abbonamento, come se fossi una cliente nuova. Sul vecchio telefono entravo con la mail. L'abbonamento è a nome mio, Elena Peppis, codice fiscale PPSLNE71D48H501D se vi serve.`],
      ['a', `Buongiorno, con "Accedi con Apple" l'app ha creato un secondo profilo con un indirizzo nascosto di Apple, separato da quello con l'abbonamento. Ho unito io i due profili dal nostro pannello: ora entrando con Apple vede il suo abbonamento e lo storico delle consegne. Il codice fiscale non ci serviva, la prossima volta può ometterlo.`],
      ['c', `sì ora c'è tutto. grazie`],
    ],
    pii: [['CF', 'PPSLNE71D48H501D']],
  },
  {
    id: 'OC-2325', g: 'oc-salta-settimana', cat: 'commerciale', s: 'Re: sospensione per vacanze',
    m: [
      ['c', `Buongiorno, ad agosto saremo via tre settimane. C'è un modo per sospendere l'abbonamento senza disdirlo? Non trovo un tasto "sospendi".`],
      ['a', `Buongiorno, il tasto "sospendi" non c'è: si saltano le singole consegne. In "Le mie consegne" compaiono le prossime settimane; su ognuna di quelle di agosto tocchi "Salta questa consegna". Può farlo anche adesso per tutte e tre.`],
      ['c', `Il giorno sab 23 mag 2026 alle 11:02 Orto in Città <ciao@ortoincitta.it> ha scritto:\n> Buongiorno, il tasto "sospendi" non c'è: si saltano le singole consegne. In "Le mie consegne" compaiono le prossime settimane; su ognuna di quelle di agosto tocchi "Salta questa consegna".\n\nfatto per le tre settimane, grazie\n\nElisa`],
    ],
    sol: ['salta questa consegna'],
  },
  {
    id: 'OC-2326', g: 'oc-prodotto-mancante', cat: 'altro', s: 'manca il basilico',
    m: [
      ['c', `nella cassetta non c'era il basilico`],
      ['a', `Ciao, usa "Segnala un problema" sulla consegna, spunta il basilico e ti arriva il credito sul prossimo addebito.`],
      ['c', `👍`],
    ],
    sol: ['segnala un problema'],
  },
  {
    id: 'OC-2327', g: 'oc-concessione-ritardo', cat: 'altro', s: 'consegna arrivata con un giorno di ritardo', f: ['concession'],
    m: [
      ['c', `La cassetta doveva arrivare mercoledì e l'ho ricevuta giovedì sera, senza nessun avviso. Mercoledì avevo organizzato una cena contando sulle verdure.`],
      ['a', `Buongiorno, ci scusiamo: mercoledì un furgone si è guastato e alcune consegne della sua zona sono slittate, e avremmo dovuto avvisarla. Come scusa le abbiamo mandato per e-mail un codice sconto di 10 euro da usare sulla prossima cassetta o sugli extra.`],
      ['c', `ok ricevuto`],
    ],
  },
  {
    id: 'OC-2328', g: 'oc-pagamento-sospeso', cat: 'fatturazione', s: 'pagamento rifiutato ma carta valida', f: ['conflict'],
    m: [
      ['c', `Buonasera, anche questa settimana "pagamento non riuscito". La carta è nuova, valida fino al 2031, e ho già premuto "Riprova pagamento" tre volte: sempre rifiutato.`],
      ['a', `Buonasera, se la carta è valida e il nuovo tentativo non passa, di solito è la banca che blocca gli addebiti ricorrenti online. Apra l'app della sua banca e, nella sezione della carta, controlli che i pagamenti online e ricorrenti siano abilitati (su alcune app la voce si chiama "Acquisti su internet"), poi riprovi.`],
      ['c', `erano disattivati i pagamenti online sull'app della banca. attivati, il riprova è andato. grazie`],
    ],
    sol: ['pagamenti online'],
  },
  {
    id: 'OC-2329', g: 'oc-fascia-indirizzo', cat: 'configurazione', s: 'Fascia oraria',
    m: [
      ['c', `Buongiorno, da quando ho aggiornato il mio indirizzo (ho aggiunto l'interno) non mi propone più nessuna fascia oraria.`],
      ['a', `Buongiorno, riscriva l'indirizzo in Profilo > Indirizzo di consegna scegliendolo dai suggerimenti, metta l'interno nel campo "Note per il corriere" e salvi: così l'indirizzo viene riconosciuto e le fasce ricompaiono.`],
    ],
    sol: ['suggerimenti'],
  },
  {
    id: 'OC-2330', g: 'oc-verdura-rovinata', cat: 'altro', s: 'verdura rovinata', f: ['unresolved'],
    m: [
      ['c', `Buongiorno, metà dell'insalata e le pesche della cassetta di ieri erano marce, non mangiabili.`],
      ['a', `Buongiorno, ci dispiace. Per valutare il rimborso ci manda una foto dei prodotti rovinati rispondendo a questo messaggio?`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.`],
    ],
  },
];
