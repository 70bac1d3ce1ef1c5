// Twelfth reference set, product "Bus Italia Viaggi" (long-distance coach tickets: app and website, booking and changes, QR ticket on the phone, seat choice, luggage, refunds and vouchers, business account invoices, loyalty points, payment errors).
// Written blind on 2026-12-04. Voices: elderly polite customer, speech-to-text dictation, English UI words mixed in, accountant for several client companies, bullet-point/markdown customer, formal Lei agent, casual tu agent, terse agent, macro agent with headings, English speaker in basic Italian, ALL CAPS angry customer, regional expressions, customer who finds the fix himself, OCR'd screenshot paste, out-of-office auto-reply, second-level agent, long personal story, typos/abbreviations, "risolto"/"👍"/"ok" confirmations.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
// Near-miss pairs: BV-5303 / BV-5306 (both payment errors at checkout: PAY-402 is 3D Secure not completed, fixed by approving in the bank app; PAY-409 is an expired payment session leaving a double pre-authorization that the bank releases by itself), BV-5307 / BV-5313 (both "my loyalty points are missing": 5307 points never credited because the QR was not scanned at boarding, fixed with the "Richiedi punti mancanti" form; 5313 points expired after 24 months of inactivity, reinstated as a goodwill gesture).
export const product = 'Bus Italia Viaggi';
export const start = '2026-11-22T09:00:00Z';
export const tickets = [
  { id: 'BV-5301', g: 'bv-qr-non-disponibile-offline', cat: 'guasto', s: 'Biglietto non visibile sul telefono al momento della partenza',
    m: [
      ['c', `Gentilissimi signori,
mi scuso in anticipo se non uso i termini giusti, ho 78 anni e il telefono me lo ha impostato mio nipote.
Sabato scorso dovevo partire da Pescara per Bari con il pullman delle 7.15. Avevo comprato il biglietto con la vostra applicazione e il giorno prima lo vedevo benissimo, con il quadratino nero (il codice QR, mi dice mio nipote). Alla stazione però il telefono non prendeva bene e quando ho aperto il biglietto è comparsa la scritta "Biglietto non disponibile offline. Connettiti a internet per visualizzarlo". L'autista è stato gentile e mi ha fatto salire dopo aver letto il numero di prenotazione, ma mi ha detto che la prossima volta potrebbe non essere possibile.
Il 14 dicembre devo ripartire e vorrei non ripetere la brutta figura. Che cosa devo fare?
La ringrazio molto per la pazienza.
Ida Marchetti
Tel. 06 4471 2290`],
      ['a', `Gentile signora Marchetti,
la ringraziamo per averci scritto e ci dispiace per il disagio alla partenza.
Come prima cosa le suggeriamo di disinstallare e reinstallare l'applicazione Bus Italia Viaggi dal Play Store, poi di accedere di nuovo con la sua e-mail e password: in questo modo i biglietti vengono scaricati da capo sul telefono.
Resto a disposizione.
Cordiali saluti,
Federica – Assistenza Bus Italia Viaggi`],
      ['c', `Gentile Federica,
ho fatto come mi ha detto, con l'aiuto di mio nipote. Adesso però, se spengo il wifi e apro il biglietto del 14 dicembre, compare di nuovo la stessa scritta "non disponibile offline". Non so se ho sbagliato qualcosa.
Grazie ancora
Ida Marchetti`],
      ['n', `Reinstallare non basta: dalla 4.2 i biglietti non vengono più salvati in locale in automatico, serve il tasto "Salva per uso offline" su ogni viaggio.`],
      ['a', `Gentile signora Marchetti,
non ha sbagliato nulla, mi scuso io per l'indicazione incompleta. Dalla versione 4.2 dell'applicazione il biglietto va salvato sul telefono una volta, mentre si è collegati a internet:
1. apra l'applicazione quando è a casa, con il wifi acceso;
2. tocchi in basso "I miei viaggi" e poi il viaggio del 14 dicembre;
3. sotto il codice QR tocchi il pulsante "Salva per uso offline";
4. comparirà la scritta verde "Disponibile offline".
Da quel momento il codice QR si apre anche senza campo. Se vuole stare ancora più tranquilla, dallo stesso menu può toccare "Scarica PDF" e stamparlo: anche il foglio stampato è valido a bordo.
Cordiali saluti,
Federica – Assistenza Bus Italia Viaggi`],
      ['c', `Gentile Federica, è comparsa la scritta verde e con il wifi spento il quadratino si vede. Ho anche stampato il foglio, non si sa mai. La ringrazio di cuore, siete stati gentilissimi.
Ida Marchetti`],
    ],
    sol: ['salva per uso offline'], fail: ['reinstallare'],
    pii: [['TELEFONO', '06 4471 2290']] },

  { id: 'BV-5302', g: 'bv-otp-sms-prefisso-39', cat: 'accesso', s: 'codice non arriva',
    m: [
      ['c', `salve il codice o te pi per entrare nella pp non mi arriva o provato tre volte a premere rimanda codice ma niente sms il numero e giusto perche e lo stesso di sempre o cambiato telefono la settimana scorsa ma il numero e quello io o sempre fatto il login così senza problemi grazie Rocco`],
      ['a', `Ciao Rocco,
ho controllato il tuo profilo: il numero di cellulare risulta salvato senza prefisso internazionale (3xx xxx xx56). Dall'aggiornamento 4.3 dell'app il servizio che invia gli SMS con il codice OTP accetta solo numeri nel formato +39, per questo il messaggio non parte.
Fai così:
1. accedi dal sito busitaliaviaggi.it con e-mail e password (sul sito, per ora, il codice arriva anche via e-mail: scegli "Invia codice via e-mail");
2. vai su Profilo > Dati personali > Cellulare;
3. correggi il numero aggiungendo +39 davanti e salva;
4. nell'app tocca di nuovo "Rimanda codice".
Fammi sapere!
Marco – Assistenza Bus Italia Viaggi`],
      ['c', `risolto grazie mille arrivato subito`],
    ],
    sol: ['+39'] },

  { id: 'BV-5303', g: 'bv-pay-402-3ds', cat: 'fatturazione', s: 'errore PAY-402 al checkout',
    m: [
      ['c', `Ciao, sto provando a comprare un Milano–Firenze per venerdì ma al checkout, dopo che metto i dati della carta e faccio "Paga ora", mi esce sempre:

"PAY-402 – Autenticazione 3D Secure non completata. Il pagamento non è stato addebitato."

Ho fatto refresh, logout e login, provato anche da desktop invece che da mobile, sempre lo stesso error. La carta funziona, ieri ci ho pagato Amazon. Il prezzo intanto sale, help!
Davide`],
      ['a', `Ciao Davide,
il codice PAY-402 vuol dire che la tua banca ha chiesto la conferma 3D Secure ma non l'ha ricevuta entro il tempo massimo. Di solito succede quando la notifica arriva sull'app della banca e non viene aperta.
Prova così:
- prima di premere "Paga ora" apri l'app della tua banca e lasciala in background;
- quando premi "Paga ora" arriva la notifica "Conferma pagamento Bus Italia Viaggi": approvala entro 5 minuti;
- se la notifica non arriva, controlla nell'app della banca che le notifiche push siano attive (in molte app: Impostazioni > Sicurezza > Autorizzazioni online).
Il posto che avevi selezionato resta bloccato per 15 minuti, quindi hai tempo per riprovare senza perdere il prezzo.
Giulia – Assistenza Bus Italia Viaggi`],
      ['c', `ok ora è passato, la notifica non l'avevo proprio vista. thanks`],
    ],
    sol: ['approvala entro 5 minuti'] },

  { id: 'BV-5304', g: 'bv-fattura-business-dati-fiscali', cat: 'fatturazione', s: 'Fatture account business – tre clienti dello studio',
    m: [
      ['c', `Buongiorno,
scrivo per conto di tre società clienti del nostro studio, che hanno ciascuna un account business Bus Italia Viaggi per le trasferte dei dipendenti:

- Ortofrutta Sabina S.r.l. – P.IVA 03741520963
- Tecnoimpianti Lario S.n.c. – P.IVA 11288300152
- Cooperativa Il Ponte – (stesso problema, vi scrivo i dati dopo se serve)

Per tutte e tre i documenti scaricati dall'Area Business di ottobre risultano intestati al dipendente che ha viaggiato, come ricevute, senza partita IVA e senza codice destinatario. Ovviamente non arrivano allo SDI e non posso registrarli come costi. Può essere che il problema sia lato vostro?

Cordiali saluti
Dott.ssa Paola Venturini
Studio Venturini & Associati – paola.venturini@studioventurini-ass.it`],
      ['a', `Gentile dott.ssa Venturini,
abbiamo verificato i tre account. In tutti e tre i casi la sezione "Dati fiscali" dell'Area Business non era compilata (mancano ragione sociale, partita IVA e codice destinatario SDI/PEC): in questa situazione il sistema emette automaticamente una ricevuta intestata al viaggiatore.

**Passaggi**
1. L'amministratore dell'account accede a busitaliaviaggi.it > Area Business > Impostazioni azienda > Dati fiscali.
2. Compila ragione sociale, partita IVA, indirizzo della sede e codice destinatario (oppure PEC) e salva.
3. Va in Area Business > Documenti, seleziona le ricevute di ottobre e preme "Rigenera fattura": per ciascuna viene emessa una fattura elettronica al posto della ricevuta, inviata allo SDI entro 24 ore.

La rigenerazione è possibile per i documenti emessi negli ultimi 60 giorni, quindi per ottobre siete in tempo. Lo stesso vale per la Cooperativa Il Ponte, non serve inviarci i dati.

Cordiali saluti,
Alessandro Neri – Assistenza Clienti Business`],
      ['c', `Perfetto, fatto per tutte e tre, le fatture sono già visibili nel cassetto fiscale. Grazie.
Approfitto per una domanda diversa: Tecnoimpianti vorrebbe che i dipendenti potessero prenotare senza usare la propria carta personale. È possibile?`],
      ['a', `Gentile dott.ssa Venturini,
sì: in Area Business > Metodi di pagamento l'amministratore può attivare "Pagamento a fine mese" (con addebito SDD sul conto aziendale) e poi, in Area Business > Dipendenti, assegnare ai viaggiatori il centro di costo. I dipendenti vedranno al checkout l'opzione "Paga con account aziendale".
Cordiali saluti,
Alessandro Neri – Assistenza Clienti Business`],
    ],
    sol: ['dati fiscali', 'rigenera fattura'],
    pii: [['PIVA', '03741520963'], ['PIVA', '11288300152'], ['EMAIL', 'paola.venturini@studioventurini-ass.it']] },

  { id: 'BV-5305', g: 'bv-bagaglio-prenotazione-ospite', cat: 'configurazione', s: 'Aggiungere bagaglio – opzione assente',
    m: [
      ['c', `Buongiorno, riassumo:

- **Prenotazione:** Torino → Napoli, 19/12, ore 21:30 (notturno)
- **Passeggeri:** 2
- **Problema:** devo aggiungere una seconda valigia grande a testa
- **Cosa vedo:** in app, in "I miei viaggi", la prenotazione NON c'è. Dal sito, con "Trova prenotazione" (codice + cognome) la vedo ma ci sono solo "Scarica biglietto" e "Annulla". Nessun "Servizi extra".
- **Cosa ho provato:** logout/login, altro browser

Ho prenotato di corsa dal PC dell'ufficio, forse senza fare il login? Non ricordo.

Grazie, Chiara`],
      ['a', `Ciao Chiara,

**Causa**
La prenotazione è stata fatta come ospite (senza accesso all'account). Le prenotazioni ospite non compaiono in "I miei viaggi" e dal "Trova prenotazione" si possono solo scaricare o annullare: i servizi extra, come il bagaglio aggiuntivo, sono disponibili solo per le prenotazioni collegate a un account.

**Soluzione**
Collega la prenotazione al tuo account, poi aggiungi il bagaglio.

**Passaggi**
1. Nell'app vai su I miei viaggi > "+" in alto > "Collega prenotazione".
2. Inserisci il codice prenotazione (6 caratteri, lo trovi nell'e-mail di conferma) e l'e-mail usata per l'acquisto.
3. Conferma con il codice che ricevi a quell'indirizzo.
4. Apri il viaggio > Servizi extra > Bagaglio aggiuntivo e scegli la quantità per ciascun passeggero.

Il secondo bagaglio costa 5 € a tratta per passeggero se aggiunto online (in stazione 10 €).

Matteo – Assistenza Bus Italia Viaggi`],
      ['c', `👍`],
    ],
    sol: ['collega prenotazione'] },

  { id: 'BV-5306', g: 'bv-pay-409-preautorizzazione', cat: 'fatturazione', s: 'Addebito doppio dopo errore PAY-409',
    m: [
      ['c', `Buonasera,
ieri sera ho acquistato un biglietto Roma Tiburtina – Perugia (34,90 €). Al primo tentativo, dopo aver confermato il pagamento, la pagina è rimasta ferma a lungo e poi è comparso il messaggio "PAY-409 – Sessione di pagamento scaduta. Ripeti l'acquisto". Ho ripetuto l'acquisto e stavolta è andato a buon fine, ho ricevuto il biglietto.
Stamattina però sull'app della banca vedo DUE movimenti da 34,90 € di Bus Italia Viaggi. La carta è la 5356420019835775, intestata a me. Vi chiedo di restituirmi l'importo pagato due volte.
Distinti saluti
Sergio Lombardi
s.lombardi64@virgilio.it`],
      ['x', `Cliente ha incollato il PAN completo. Oscurato nella vista cliente, non riportarlo nelle risposte. Su gateway: primo tentativo in stato EXPIRED (solo preautorizzazione, mai catturata), secondo CAPTURED.`],
      ['a', `Gentile signor Lombardi,
la ringrazio per la segnalazione dettagliata. Per la sua sicurezza le chiedo di non inviare più per e-mail il numero completo della carta: per le verifiche ci bastano le ultime quattro cifre.
Ho controllato entrambe le transazioni. Il primo tentativo, quello terminato con l'errore PAY-409, non è mai stato incassato: si tratta di una preautorizzazione, cioè di un importo che la banca "blocca" in attesa della conferma del pagamento. Poiché la sessione è scaduta, da parte nostra la conferma non è mai arrivata e la preautorizzazione decade da sola.
In pratica:
- il movimento del secondo acquisto è l'unico addebito effettivo;
- il primo movimento sparirà dall'estratto conto, senza che lei debba fare nulla, entro 5–7 giorni lavorativi (i tempi dipendono dalla sua banca);
- non è quindi necessario un rimborso, perché quella somma non ci è mai stata versata.
Se trascorsi 7 giorni lavorativi il movimento fosse ancora presente, mi scriva e contatteremo noi il circuito di pagamento.
Cordiali saluti,
Valentina Greco – Assistenza Bus Italia Viaggi`],
      ['c', `Gentile sig.ra Greco,
le confermo che oggi il primo movimento non c'è più, è rimasto solo quello del biglietto. Grazie per la spiegazione e scusi per la carta, non ci avevo pensato.
S. Lombardi`],
    ],
    sol: ['preautorizzazione'],
    pii: [['CARTA', '5356420019835775'], ['EMAIL', 's.lombardi64@virgilio.it']] },

  { id: 'BV-5307', g: 'bv-punti-qr-non-scansionato', cat: 'altro', s: 'punti nn accreditati',
    m: [
      ['c', `ciao ho fatto bologna-ancona il 10/11 e ritorno il 13 ma i viaggiapunti nn sono arrivati, sull'andata si sul ritorno no. cmq il biglietto era giusto l'ho fatto vedere all'autista, xke nn me li date?? sono 340 punti mica pochi`],
      ['a', `Ciao! Ho guardato le due prenotazioni: sull'andata il codice QR è stato scansionato a bordo, sul ritorno no (probabilmente l'autista ha controllato il biglietto a vista senza passarlo con il lettore). I Viaggiapunti vengono accreditati in automatico entro 72 ore solo per i viaggi convalidati, cioè con il QR scansionato.
Per recuperarli:
1. nell'app vai su Profilo > Viaggiapunti > "Richiedi punti mancanti";
2. scegli il viaggio del 13/11 dall'elenco (compaiono i viaggi degli ultimi 90 giorni non convalidati);
3. invia la richiesta.
Verifichiamo con il registro delle presenze a bordo e i punti arrivano entro 48 ore.
Sara – Assistenza Bus Italia Viaggi`],
      ['c', `fatto, arrivati stamattina. ok grazie`],
    ],
    sol: ['richiedi punti mancanti'] },

  { id: 'BV-5308', g: 'bv-qr-non-disponibile-offline', cat: 'guasto', s: 'QR code not showing / no internet',
    m: [
      ['c', `Hello, sorry my italian is not good.
I am student Erasmus in Bologna. I buy ticket Bologna – Venezia in your app. In the bus station no internet (my sim is German, roaming very slow) and the app say "Biglietto non disponibile offline". Driver was not happy. Io ho pagato, il biglietto è mio, perché non vedo QR senza internet?
I travel again on Sunday. Thank you
Lukas`],
      ['a', `Ciao Lukas, no problem, I'll keep it simple.
First try this: Impostazioni del telefono > App > Bus Italia Viaggi > Memoria > "Svuota cache", then open the app again with wifi and open your Sunday ticket.
Marco`],
      ['c', `I did svuota cache, open with wifi, ticket ok. Then I put airplane mode → again "non disponibile offline". Same problem.`],
      ['a', `Thanks Lukas, my mistake — clearing the cache doesn't help here. Since app version 4.2 you have to save each ticket for offline use, while you still have internet:
1. open the app with wifi;
2. "I miei viaggi" → tap the Sunday trip;
3. under the QR code tap "Salva per uso offline";
4. you will see a green label "Disponibile offline".
Now the QR works also in airplane mode. Buon viaggio!
Marco`],
      ['c', `Yes!! green label and works in airplane mode. Grazie mille Marco`],
    ],
    sol: ['salva per uso offline'], fail: ['svuota cache'] },

  { id: 'BV-5309', g: 'bv-buono-campo-codice-promo', cat: 'commerciale', s: 'IL BUONO NON FUNZIONA!!!',
    m: [
      ['c', `BUONGIORNO. MI AVETE CANCELLATO IL PULLMAN DEL 2 NOVEMBRE E MI AVETE DATO UN BUONO DA 42 EURO INVECE DEI SOLDI. ADESSO CHE LO VOGLIO USARE MI DICE "CODICE PROMOZIONALE NON VALIDO". L'HO COPIATO E INCOLLATO DALLA VOSTRA MAIL, NON HO SBAGLIATO NIENTE. COSI NON SI FA, SONO DUE ORE CHE CI PROVO. O MI FATE USARE IL BUONO O RIVOGLIO I SOLDI.`],
      ['a', `Buongiorno,
capisco il fastidio e mi scuso per l'attesa. Il buono è valido e attivo (42,00 €, scadenza 02/11/2027), l'ho appena verificato.
Il messaggio "Codice promozionale non valido" compare perché il codice è stato inserito nel campo "Codice promozionale", che serve solo per gli sconti delle campagne. I buoni di rimborso (quelli che iniziano con VCH-) vanno inseriti in un campo diverso:
1. arrivi fino alla pagina "Pagamento";
2. sotto il riepilogo del prezzo tocchi "Usa un buono viaggio";
3. incolli il codice VCH-… e preme "Applica";
4. il totale si riduce di 42 € e paga l'eventuale differenza con carta.
Se il biglietto costa meno di 42 €, il credito residuo resta sul buono per il prossimo acquisto.
Cordiali saluti,
Roberto – Assistenza Bus Italia Viaggi`],
      ['c', `ok`],
    ],
    sol: ['usa un buono viaggio'] },

  { id: 'BV-5310', g: 'bv-pay-402-3ds', cat: 'fatturazione', s: 'nun me fa pagà',
    m: [
      ['c', `Buongiorno, è da stamattina che provo a fare il biglietto Roma–Lecce per mi' madre e mi esce sempre l'errore PAY-402 autenticazione 3D Secure non completata. Ho provato tre carte diverse, niente. Ma che ve sete rotti? Aiutatemi che domani devo partì.
Alessio`],
      ['a', `Ciao Alessio,
l'errore PAY-402 indica che la banca ha richiesto la conferma 3D Secure ma non l'ha ricevuta. Quando premi "Paga ora" dovrebbe arrivarti sull'app della banca una notifica da approvare: aprila e approvala entro 5 minuti, prima che la sessione scada. Se non arriva nessuna notifica, controlla che nell'app della banca siano attive le notifiche.
Giulia`],
      ['c', `fatto, la notifica stavolta è arrivata e l'ho approvata, ma l'app vostra è rimasta bianca e dopo un po' di nuovo PAY-402. Riprovato dopo un'ora di nuovo uguale.`],
      ['a', `Ciao Alessio, mi dici che telefono usi e se paghi dall'app o dal sito? Così verifico con il team pagamenti.
Giulia`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    fail: ['approvala entro 5 minuti'],
    f: ['unresolved'] },

  { id: 'BV-5311', g: 'bv-rimborso-carta-scaduta-bonifico', cat: 'fatturazione', s: 'Rimborso corsa cancellata mai arrivato',
    m: [
      ['c', `Buongiorno,
il 28 ottobre la corsa Firenze–Roma delle 18:40 è stata cancellata e ho scelto il rimborso in denaro (non il buono). Nell'app, alla voce rimborsi, vedo lo stato "Rimborso non riuscito – RFD-210 Carta non più valida". In effetti quella carta è scaduta a fine ottobre e la banca me ne ha mandata una nuova. Nell'app però non c'è nessun modo di cambiare la carta per il rimborso. Come faccio a riavere i 29,50 €?
Luca Ferri`],
      ['a', `Gentile signor Ferri,
confermo che il rimborso di 29,50 € è stato respinto dal circuito perché la carta originale non è più attiva: i rimborsi su carta possono andare solo sulla stessa carta usata per l'acquisto e non c'è un'opzione per cambiarla.
Possiamo però disporre il rimborso con bonifico bancario. Per procedere mi servono:
- IBAN del conto intestato a lei;
- codice fiscale dell'intestatario.
Cordiali saluti,
Elena – Ufficio Rimborsi Bus Italia Viaggi`],
      ['c', `Ecco i dati:
IBAN IT66S0306911703000100457832
Codice fiscale FRRLCU58C12H501W
Intestatario: Luca Ferri
Grazie`],
      ['n', `Annullato rimborso RFD su carta, creato rimborso manuale con bonifico da back office Rimborsi > Manuale, pratica 2026-RM-0871.`],
      ['a', `Gentile signor Ferri,
ho annullato il rimborso su carta e disposto al suo posto un bonifico di 29,50 € sull'IBAN che ci ha indicato (pratica 2026-RM-0871). L'accredito arriva di norma entro 3–5 giorni lavorativi; nell'app lo stato del rimborso diventerà "Rimborsato con bonifico".
Cordiali saluti,
Elena – Ufficio Rimborsi Bus Italia Viaggi`],
      ['c', `Arrivato oggi, grazie.`],
    ],
    sol: ['bonifico'],
    f: ['oneoff'],
    pii: [['IBAN', 'IT66S0306911703000100457832'], ['CF', 'FRRLCU58C12H501W']] },

  { id: 'BV-5312', g: 'bv-otp-sms-prefisso-39', cat: 'accesso', s: 'Login bloccato – SMS OTP (risolto da me, vi segnalo)',
    m: [
      ['c', `Ciao,
vi scrivo più che altro per segnalarlo. Da dopo l'update dell'app (ora ho la 4.3.1) non riuscivo più a fare login: schermata "Inserisci il codice che ti abbiamo inviato via SMS", ma l'SMS non arrivava mai, nemmeno dopo 3-4 "Rimanda codice". Alla fine il messaggio "Troppi tentativi, riprova tra 30 minuti".
Ho fatto login dal sito scegliendo il codice via e-mail e in Profilo ho notato che il cellulare era salvato come 3291847702, senza prefisso. L'ho cambiato in +39 329 1847702, salvato, e dall'app l'SMS è arrivato in 5 secondi.
Magari mettete un avviso, perché ci sono cascato io che faccio il sistemista di mestiere 😅
Filippo Conti
filippo.conti@fastwebnet.it`],
      ['a', `Ciao Filippo,
grazie davvero per la segnalazione, la diagnosi è esatta: dalla versione 4.3 il fornitore degli SMS accetta solo numeri in formato internazionale, quindi i numeri salvati negli anni scorsi senza +39 non ricevono più il codice OTP. La correzione da Profilo > Dati personali > Cellulare è proprio quella giusta.
Ho girato la tua segnalazione al team prodotto: con la 4.3.2 i numeri verranno convertiti in automatico. Intanto il blocco "Troppi tentativi" si sblocca da solo dopo 30 minuti.
Marco – Assistenza Bus Italia Viaggi`],
      ['c', `👍`],
    ],
    sol: ['+39'],
    pii: [['TELEFONO', '3291847702'], ['TELEFONO', '+39 329 1847702'], ['EMAIL', 'filippo.conti@fastwebnet.it']] },

  { id: 'BV-5313', g: 'bv-punti-scaduti-inattivita', cat: 'altro', s: 'I miei Viaggiapunti sono spariti',
    m: [
      ['c', `Buongiorno,
vi scrivo con un po' di amarezza. Per anni ho viaggiato con voi ogni mese da Milano a Pescara, quando mio padre era ricoverato in una RSA vicino a Chieti. Nel 2024 purtroppo è mancato e da allora non ho più avuto motivo di prendere il pullman. Avevo messo da parte i Viaggiapunti pensando di usarli un giorno per portare mia figlia al mare in Abruzzo, dove sono cresciuta.
Ieri ho aperto l'app per prenotare e il saldo è a zero. Nello storico vedo "Scadenza punti – 2.460 punti" con data 14/11/2026. Nessuno mi ha avvisato. Per identificarmi, il mio codice fiscale è BNCGLI72M45F205J.
Vi chiedo se è possibile fare qualcosa.
Giulia Bianchi`],
      ['a', `Gentile signora Bianchi,
la ringrazio per averci raccontato la sua storia e le porgo le nostre condoglianze.
Ho verificato il suo conto Viaggiapunti: secondo il regolamento del programma (art. 6) i punti scadono dopo 24 mesi senza alcun viaggio o acquisto, e i 2.460 punti sono scaduti il 14/11/2026. Il promemoria di scadenza è stato inviato via e-mail 30 giorni prima, ma vedo che il suo indirizzo risultava non più raggiungibile.
Considerata la sua lunga fedeltà, ho riaccreditato in via eccezionale i 2.460 punti sul suo conto, con nuova scadenza al 30/06/2027. Li vede già nell'app in Profilo > Viaggiapunti. Le consiglio anche di aggiornare l'e-mail in Profilo > Dati personali, così riceverà i prossimi avvisi.
Cordiali saluti,
Chiara Valli – Programma Fedeltà Bus Italia Viaggi`],
      ['c', `Non so come ringraziarla. Ho già prenotato per luglio. Grazie di cuore.`],
    ],
    sol: ['riaccreditato'],
    f: ['concession'],
    pii: [['CF', 'BNCGLI72M45F205J']] },

  { id: 'BV-5314', g: 'bv-fattura-business-dati-fiscali', cat: 'fatturazione', s: 'Fwd: ricevuta invece di fattura',
    m: [
      ['c', `vi incollo quello che esce dal pdf (l'ho passato con l'ocr del telefono):

BUS ITALIA VIAGGI S.p.A.
RICEVUTA Dl VIAGGIO N. R-2026-0418837
Data emissione: O7/11/2026
Cliente: MARlNl ANDREA
P.lVA cliente: —
Cod. destinatario: —
Tratta: VERONA P.TA NUOVA → TRlESTE AUTOSTAZlONE
lmporto: 27,90 €  (IVA 10% inclusa)

a me serve la fattura intestata alla ditta, Marini Serramenti, p.iva 02284170152, account business attivo da settembre. il collega che lo gestisce è in ferie. come faccio
Andrea Marini`],
      ['a', `Buongiorno. La ricevuta esce così perché nell'account business mancano i dati fiscali.
Area Business > Impostazioni azienda > Dati fiscali: inserire ragione sociale, P.IVA, codice destinatario o PEC, salvare.
Poi Area Business > Documenti > selezionare R-2026-0418837 > "Rigenera fattura". Serve un utente con ruolo Amministratore: se lei non lo è, lo può fare il collega al rientro (c'è tempo 60 giorni dall'emissione).
Paolo – Assistenza Business`],
      ['c', `fatto io, ero amministratore anche io e non lo sapevo. fattura arrivata. grazie`],
    ],
    sol: ['dati fiscali', 'rigenera fattura'],
    pii: [['PIVA', '02284170152']] },

  { id: 'BV-5315', g: 'bv-email-account-errata', cat: 'accesso', s: 'non riesco a recuperare la password',
    m: [
      ['c', `Salve, ho dimenticato la password e quando faccio "Password dimenticata" mi dice che l'e-mail di recupero è stata inviata, ma non arriva niente, nemmeno nello spam. Ho guardato meglio e nel riepilogo di una vecchia prenotazione c'è scritto martina.gallo90@gmial.com, quindi credo di aver sbagliato a scrivere l'indirizzo quando mi sono registrata. Quello giusto è martina.gallo90@gmail.com. Il mio numero è 340 552 6189. Potete correggerlo voi? Sull'account ho 2 biglietti già comprati per Natale.`],
      ['x', `Verifica identità: ultime 4 cifre carta ultimo acquisto e data di nascita confermate al telefono. Dagli accessi risultano 6 tentativi falliti dall'IP 93.41.208.17 (Napoli, stesso operatore della cliente): compatibili con la cliente, nessun segnale di takeover.`],
      ['a', `Gentile Martina,
grazie per la pazienza durante la verifica telefonica. Ho corretto dal nostro gestionale l'indirizzo e-mail del suo account da "gmial.com" a "gmail.com": dall'app o dal sito non è possibile modificare l'e-mail se non si riesce ad accedere, per questo serviva il nostro intervento.
Ora può usare di nuovo "Password dimenticata": il link arriverà al nuovo indirizzo ed è valido 60 minuti. I due biglietti di Natale sono sempre sul suo account.
Cordiali saluti,
Stefano – Assistenza Bus Italia Viaggi`],
      ['c', `Arrivata la mail, ho cambiato la password e vedo i biglietti. Grazie mille!`],
    ],
    sol: ['corretto dal nostro gestionale'],
    f: ['oneoff'],
    pii: [['EMAIL', 'martina.gallo90@gmial.com'], ['EMAIL', 'martina.gallo90@gmail.com'], ['TELEFONO', '340 552 6189'], ['IP', '93.41.208.17']] },

  { id: 'BV-5316', g: 'bv-wallet-pass-non-aggiornato', cat: 'integrazioni', s: 'Apple Wallet mostra ancora il vecchio orario',
    m: [
      ['c', `Buongiorno, ho cambiato il mio viaggio Bari–Bologna dal 3 al 5 dicembre (cambio fatto dall'app, pagata la differenza, tutto ok). Nell'app il biglietto è giusto, ma il pass che avevo aggiunto ad Apple Wallet mostra ancora 3 dicembre ore 22:00. Ho provato a trascinare giù per aggiornare il pass e a rimuoverlo e riaggiungerlo con "Aggiungi a Wallet", ma il pass nuovo esce sempre con la data vecchia. Quale vale a bordo?`],
      ['a', `Buongiorno,
a bordo vale sempre il biglietto mostrato nell'app Bus Italia Viaggi (o il PDF): il QR dopo il cambio è nuovo, quindi il pass con la data del 3 dicembre non verrà accettato dal lettore.
Su iPhone con iOS 18 stiamo vedendo alcuni casi in cui il pass Wallet non si aggiorna dopo un cambio. Ho inoltrato la sua segnalazione al team tecnico che gestisce l'integrazione Wallet: appena avremo una correzione la ricontatteremo. Nel frattempo le consiglio di eliminare il pass vecchio dal Wallet e di usare il QR dell'app.
Cordiali saluti,
Daniela – Assistenza Bus Italia Viaggi`],
      ['n', `Inoltrato a team mobile (ticket interno MOB-2291). Chiudo lato assistenza.`],
      ['s', `Ticket chiuso dall'operatore.`],
    ],
    f: ['unresolved'] },

  { id: 'BV-5317', g: 'bv-bagaglio-prenotazione-ospite', cat: 'configurazione', s: 'Re: Re: valigia in più',
    m: [
      ['c', `salve devo portare la bici smontata nella sacca per il viaggio Verona - Roma del 30, leggo che ci vuole il supplemento bagaglio voluminoso ma nella mia prenotazione non trovo dove aggiungerlo. il viaggio non mi compare neanche nella lista dei miei viaggi nell'app, solo nella mail`],
      ['a', `Buongiorno, probabilmente ha una versione dell'app non aggiornata. Le chiedo di aggiornare l'app all'ultima versione (4.3.2) dallo store e riprovare.
Saluti, Ilaria – Assistenza`],
      ['c', `aggiornata, niente, il viaggio del 30 nella lista non c'è, ci sono solo quelli vecchi dell'anno scorso`],
      ['n', `Passo al secondo livello, non capisco perché non compare.`],
      ['n', `Il PNR è stato acquistato senza login, con l'e-mail personale del cliente; l'account è registrato con l'e-mail di lavoro. Non è un problema di versione.`],
      ['a', `Buongiorno, sono Tommaso del secondo livello e seguo io la sua richiesta.
L'aggiornamento dell'app non c'entra, mi scuso per il passaggio inutile. Il viaggio del 30 è stato acquistato senza accedere all'account, usando il suo indirizzo e-mail personale, mentre il suo account è registrato con l'indirizzo di lavoro: per questo non compare in "I miei viaggi" e non permette di aggiungere servizi extra.
Per sistemare:
1. app > I miei viaggi > "+" > "Collega prenotazione";
2. inserisca il codice prenotazione e l'e-mail personale usata per l'acquisto, poi confermi con il codice che riceve su quella casella;
3. il viaggio compare nella lista: lo apra > Servizi extra > "Bagaglio voluminoso (bici, sci, strumenti)" – 9 € a tratta.
Cordiali saluti,
Tommaso – Assistenza di secondo livello`],
      ['c', `ecco adesso c'è, aggiunto il supplemento. grazie`],
    ],
    sol: ['collega prenotazione'], fail: ['aggiornare l\'app'] },

  { id: 'BV-5318', g: 'bv-punti-qr-non-scansionato', cat: 'altro', s: 'saldo punti fermo',
    m: [
      ['c', `Buongiorno, il 3 novembre ho fatto Perugia–Roma Fiumicino e ritorno il 9 ma il saldo Viaggiapunti è fermo a 1.120 come prima. Di solito dopo un paio di giorni salivano. Ci sono problemi col programma?
Renato Ferraresi`],
      ['a', `Buongiorno signor Ferraresi,
il programma funziona regolarmente. Per i viaggi del 3 e del 9 novembre nel sistema non risulta la convalida a bordo (scansione del codice QR), e senza convalida i punti non vengono accreditati in automatico.
Può recuperarli da Profilo > Viaggiapunti > "Richiedi punti mancanti", selezionando entrambi i viaggi. Dopo la verifica i punti arrivano entro 48 ore.
Cordiali saluti,
Sara – Assistenza Bus Italia Viaggi`],
      ['c', `Risposta automatica: sono fuori ufficio fino al 1° dicembre con accesso limitato alla posta. Per urgenze contattare la segreteria allo 075 5829 314. Renato Ferraresi`],
      ['c', `Rientrato, fatto la richiesta per i due viaggi, ora il saldo è 1.540. Grazie`],
    ],
    sol: ['richiedi punti mancanti'],
    pii: [['TELEFONO', '075 5829 314']] },

  { id: 'BV-5319', g: 'bv-pay-402-3ds', cat: 'fatturazione', s: 'PAY-402 anche dopo aver approvato la notifica della banca',
    m: [
      ['c', `Buongiorno,
dall'app (Android, Xiaomi Redmi Note 13) continuo ad avere "PAY-402 – Autenticazione 3D Secure non completata". Ho già letto le vostre FAQ: la notifica della banca arriva e la approvo subito, entro un minuto, ma quando torno sull'app Bus Italia Viaggi la pagina di pagamento è bianca e dopo qualche secondo esce il PAY-402. Ho provato con la mia carta 4539 8120 7766 4316 e con quella di mia moglie, stesso risultato.
Serena Colombo`],
      ['a', `Buongiorno Serena,
grazie per i dettagli. Visto che la notifica arriva, le suggerisco di riprovare più tardi: in alcune fasce orarie il circuito 3D Secure della banca risponde lentamente.
Saluti,
Giulia`],
      ['c', `Riprovato ieri sera e stamattina alle 7. Sempre PAY-402, sempre pagina bianca.`],
      ['n', `Pagina bianca al ritorno dall'app della banca = webview interna che perde la sessione 3DS su alcuni Android (MIUI/HyperOS con ottimizzazione batteria). Workaround noto dal team pagamenti: browser esterno.`],
      ['a', `Serena, mi scuso per il consiglio precedente, il problema è un altro. Su alcuni telefoni Android, quando si passa all'app della banca per approvare, il sistema chiude la pagina di pagamento interna alla nostra app, e al ritorno la conferma si perde.
Per evitarlo:
1. nell'app Bus Italia Viaggi vai su Profilo > Impostazioni > Pagamenti;
2. attiva "Apri il pagamento nel browser esterno";
3. ripeti l'acquisto: la pagina di pagamento si aprirà in Chrome, approvi nell'app della banca e torni su Chrome, che completa l'acquisto e ti riporta nell'app.
Giulia`],
      ['c', `Funziona! Con il browser esterno è andato al primo colpo. Grazie`],
    ],
    sol: ['browser esterno'], fail: ['riprovare più tardi'],
    f: ['conflict'],
    pii: [['CARTA', '4539 8120 7766 4316']] },

  { id: 'BV-5320', g: 'bv-buono-campo-codice-promo', cat: 'commerciale', s: 'voucher rimborso non accettato',
    m: [
      ['c', `Ciao, ho un voucher di 18 € per un ritardo di settembre (codice VCH-7QK2-M9RT). Quando lo metto nel box "Hai un codice sconto?" al checkout mi dice "Codice promozionale non valido o scaduto". Sul sito nella sezione Buoni lo vedo attivo con scadenza 2027. Forse lo sto mettendo nel posto sbagliato? Non vedo altri box però.`],
      ['a', `Ciao, hai indovinato: il box "Hai un codice sconto?" è solo per i codici promo. I voucher VCH- si usano nella pagina "Pagamento", un passaggio dopo: sotto il totale c'è la voce "Usa un buono viaggio" (su mobile è chiusa, tocca la freccina per aprirla). Incolli lì il codice e premi Applica.
Roberto`],
      ['c', `risolto`],
    ],
    sol: ['usa un buono viaggio'] },

  { id: 'BV-5321', g: 'bv-variazione-stallo-notifica-tardiva', cat: 'commerciale', s: 'perso il pullman per colpa della vostra notifica',
    m: [
      ['c', `Buonasera,
stamattina ero all'autostazione di Bologna alle 8:20 per il pullman delle 8:40 per Ancona, stallo 12 come da biglietto. Alle 8:47 mi arriva la notifica dell'app "Variazione stallo: la tua corsa parte dallo stallo 3". Il pullman era già partito dall'altra parte della stazione. Ho dovuto comprare un altro biglietto per le 11:10 (24,90 €) e sono arrivata in ritardo a un colloquio di lavoro.
Chiedo un rimborso del secondo biglietto.
Martina Rizzo`],
      ['n', `Log notifiche: variazione stallo inserita dal centro operativo alle 8:18, push inviata alle 8:47 per coda di invio in ritardo (incidente INC-4410 del 24/11). Cliente non responsabile.`],
      ['a', `Gentile signora Rizzo,
ci scusiamo sinceramente. Abbiamo verificato che la variazione di stallo è stata registrata alle 8:18, ma a causa di un ritardo del nostro sistema di notifiche il messaggio le è arrivato solo alle 8:47, dopo la partenza.
Normalmente in caso di corsa persa non è previsto un rimborso, ma visto che il disservizio dipende da noi abbiamo disposto in via eccezionale il rimborso integrale del secondo biglietto (24,90 €) sulla carta usata per l'acquisto, visibile entro 5–7 giorni lavorativi. Le lasciamo inoltre in Profilo > Buoni un buono da 10 € come gesto di scuse.
Per i prossimi viaggi, lo stallo aggiornato è sempre visibile anche sui monitor dell'autostazione e nell'app in I miei viaggi > dettaglio corsa.
Cordiali saluti,
Valentina Greco – Assistenza Bus Italia Viaggi`],
      ['c', `Grazie, apprezzo la risposta. Il colloquio è andato bene lo stesso :)`],
    ],
    sol: ['rimborso integrale'],
    f: ['concession'] },

  { id: 'BV-5322', g: 'bv-crash-mappa-posti-android15', cat: 'guasto', s: 'app si chiude quando scelgo il posto',
    m: [
      ['c', `ciao quando arrivo alla scelta del posto (dopo aver messo i passeggeri) l'app si chiude da sola, ogni volta. Samsung S24 con Android 15. Voglio i posti vicini per me e mio figlio di 6 anni, senza la scelta ci mettono separati`],
      ['a', `Ciao, prova per favore ad aggiornare l'app alla versione 4.3.2 e poi a svuotare la cache (Impostazioni > App > Bus Italia Viaggi > Memoria > Svuota cache). Poi riprova la scelta posto.
Luca – Assistenza`],
      ['c', `fatto tutte e due, si chiude uguale appena si apre la mappa dei posti`],
      ['a', `Grazie per la prova. Ho passato la segnalazione con modello e versione di Android al team sviluppo, che sta analizzando alcuni crash della mappa posti su Android 15: ti ricontatteremo appena avremo novità. Ti ricordo che i minori di 12 anni vengono comunque assegnati accanto a un adulto della stessa prenotazione.
Luca – Assistenza`],
      ['s', `Ticket chiuso dall'operatore. Inoltrato a: Sviluppo App Android.`],
    ],
    fail: ['svuotare la cache'],
    f: ['unresolved'] },
];
