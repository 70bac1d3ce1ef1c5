// Eleventh reference set, product "Officina Plus" (management software for car repair garages: job cards, appointments, suppliers' parts catalogues, SdI e-invoices, OBD dongle, SMS reminders, workshop tablet, job-sheet printing, backups).
// Written blind on 2026-12-01: the distiller's code and every other set's tickets were not opened.
// Voices: greasy-phone mechanic in ALL CAPS without accents, office clerk with long formal "Spett.le" e-mails, customer sending three short messages in a row, customer pasting the SdI rejection code and text, customer asking "is it safe?" about a forum tip, sarcastic customer ("grazie eh, dopo 3 giorni"), customer confirming a week later after auto-close, tech-savvy son-in-law writing for his father-in-law, colleague confirming for the customer, retiring owner, forwarded system e-mail, agents with formal Lei, casual tu, terse tu, numbered steps.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
// Near-miss pairs: OF-4309 / OF-4310 (both SdI rejections in "Fatturazione": 00305 customer's P.IVA mistyped vs 00311 codice destinatario of a deactivated channel), OF-4302 / OF-4304 (OBD dongle: not found because the Bluetooth permission is missing vs paired but no ECU answers because the protocol was forced by hand), OF-4311 / OF-4316 (SMS reminders not arriving: SMS credit exhausted for everyone vs one customer excluded for missing consent), OF-4307 / OF-4312 (job-sheet printing: driver paper format Letter cuts the sheet vs tablet cannot reach the printer after its IP changed).
export const product = 'Officina Plus';
export const start = '2026-11-16T10:00:00Z';
export const tickets = [
  { id: 'OF-4301', g: 'of-sdi-00305-piva-cliente', cat: 'configurazione', s: 'Fattura n. 2026/0418 scartata dal Sistema di Interscambio - richiesta assistenza',
    m: [
      ['c', `Spett.le Assistenza Officina Plus,

con la presente la sottoscritta, in qualità di addetta all'amministrazione dell'Autofficina Ronchi S.n.c., desidera segnalare quanto segue.

In data 12 novembre u.s. abbiamo emesso tramite il Vostro gestionale la fattura n. 2026/0418 intestata alla ditta Trasporti Galli S.r.l., relativa alla sostituzione del kit frizione sul veicolo targato GF 318 KD. In data odierna il programma riporta la dicitura «Scartata» accanto al documento e, aprendo il dettaglio, compare una notifica di scarto con codice 00305.

Premesso che il cliente ci ha già sollecitato la fattura per poter procedere al pagamento, e che trattasi del primo scarto da quando utilizziamo il Vostro software (circa due anni), Vi chiediamo cortesemente di indicarci:
1) se sia necessario emettere una nota di credito e una nuova fattura;
2) se si debba mantenere il medesimo numero e la medesima data;
3) entro quali termini occorre provvedere al nuovo invio.

Restando in attesa di un Vostro cortese riscontro, porgiamo distinti saluti.

Rag. Marisa Ronchi
Ufficio Amministrazione – Autofficina Ronchi S.n.c.
Via Emilia Est 214 – 43123 Parma
Tel. 0521 487320 – amministrazione@autofficinaronchi.it`],
      ['a', `Gentile Rag. Ronchi,

la ringrazio per la segnalazione così precisa. Lo scarto 00305 significa che la partita IVA del cliente indicata in fattura (campo IdCodice del CessionarioCommittente) non risulta valida all'Anagrafe Tributaria: quasi sempre è un errore di battitura nell'anagrafica del cliente, più raramente una partita IVA cessata.

Alle sue domande:
1) Non serve alcuna nota di credito: per lo SdI una fattura scartata non è mai stata emessa.
2) Deve mantenere lo stesso numero e la stessa data.
3) Il nuovo invio va fatto entro 5 giorni dalla notifica di scarto.

Come procedere:
- apra Anagrafiche > Clienti > Trasporti Galli S.r.l. > Dati fiscali e confronti la partita IVA con la visura camerale o con il servizio VIES;
- corregga e salvi;
- vada in Fatture > Fatture elettroniche > Scartate, selezioni la 2026/0418 e prema «Rigenera e reinvia»: il programma ricostruisce l'XML con i dati aggiornati dell'anagrafica, mantenendo numero e data.

Cordiali saluti,
Elena Sartori – Assistenza Officina Plus`],
      ['c', `Spett.le Assistenza,

facciamo seguito alla Vostra cortese comunicazione per informarVi che, effettuato il controllo sulla visura camerale, la partita IVA risultava effettivamente errata in una cifra. Apportata la correzione e utilizzata la funzione «Rigenera e reinvia», la fattura risulta ora nello stato «Consegnata».

Ringraziando per la sollecitudine, porgiamo distinti saluti.

Rag. Marisa Ronchi
Ufficio Amministrazione – Autofficina Ronchi S.n.c.`],
    ],
    sol: ['rigenera e reinvia'],
    pii: [['EMAIL', 'amministrazione@autofficinaronchi.it'], ['TELEFONO', '0521 487320']] },

  { id: 'OF-4302', g: 'of-obd-permesso-bluetooth', cat: 'guasto', s: 'dongle obd non si associa dopo aggiornamento tablet',
    m: [
      ['c', `Buongiorno, da lunedì il tablet dell'officina (Lenovo Tab M10) ha fatto un aggiornamento di sistema, adesso è su Android 14. Da allora quando vado in Diagnosi > Dongle > Associa la ricerca gira per 30 secondi e poi esce "Nessun dongle trovato". Il dongle è attaccato alla presa OBD della Punto, led blu acceso fisso. Prima dell'aggiornamento andava sempre. Cosa devo fare?
Walter – Officina Meccanica Bassi`],
      ['a', `Ciao Walter, partiamo dalla cosa più semplice: prova a scollegare il dongle dalla presa OBD per una decina di secondi, ricollegalo con il quadro acceso e rilancia Associa dall'app. Fammi sapere.`],
      ['c', `fatto 3 volte, anche su un'altra macchina. sempre nessun dongle trovato`],
      ['a', `Ok, allora c'entra l'aggiornamento: da Android 12 in poi la ricerca Bluetooth richiede un permesso a parte e alcuni aggiornamenti di sistema lo azzerano. Vai in Impostazioni Android > App > Officina Plus > Autorizzazioni > Dispositivi nelle vicinanze e metti «Consenti». Poi chiudi del tutto l'app, riaprila e rifai Associa.`],
      ['c', `era quello. il permesso era su non consentire, messo consenti e lo ha trovato subito. grazie`],
    ],
    sol: ['dispositivi nelle vicinanze'], fail: ['scollegare il dongle'] },

  { id: 'OF-4303', g: 'of-tablet-sync-batteria', cat: 'guasto', s: 'tablet',
    m: [
      ['c', `buongiorno`],
      ['c', `il tablet in officina non mi fa vedere le schede nuove`],
      ['c', `se le apro dal pc ci sono. sul tablet compaiono solo se chiudo e riapro l'app`],
      ['a', `Buongiorno, grazie per i dettagli. Se le schede compaiono solo riaprendo l'app, di solito è il risparmio energetico di Android che sospende Officina Plus in background e ne blocca la sincronizzazione.

Sul tablet vada in Impostazioni > App > Officina Plus > Batteria e selezioni «Senza restrizioni». Se il tablet è un Samsung, controlli anche in Impostazioni > Assistenza dispositivo e batteria > Limiti utilizzo in background che l'app non compaia tra le «App in sospensione profonda».

Mi faccia sapere se così le schede arrivano da sole.
Cordiali saluti, Matteo – Assistenza Officina Plus`],
      ['c', `ok messo senza restrizioni. provato ad aprire una scheda dal pc ed è arrivata dopo pochi secondi`],
    ],
    sol: ['senza restrizioni'] },

  { id: 'OF-4304', g: 'of-obd-protocollo-forzato', cat: 'guasto', s: 'CHIAVETTA DIAGNOSI NON LEGGE NIENTE',
    m: [
      ['c', `BUONGIORNO LA CHIAVETTA SI COLLEGA AL TBALET MA POI DICE NESUNA RISPOSTA DALLA CENTRALINA SU TUTTE LE MACHINE. PROVATO SU UNA GOLF UNA CLIO E IL DUCATO DEL CLIENTE. IERI ANDAVA. QUADRO ACCESO SI PRIMA CHE ME LO CHIEDETE
ALDO`],
      ['a', `Ciao Aldo. Se si associa ma nessuna centralina risponde su auto diverse, quasi sempre è il protocollo forzato a mano. Guarda in Diagnosi > Dongle > Impostazioni avanzate > Protocollo: deve esserci «Automatico». Se c'è altro (ISO 9141, KWP2000...) rimetti Automatico e riprova.`],
      ['c', `CE SCRITTO ISO 9141 LO AVRA TOCCATO IL RAGAZZO NUOVO. MESSO AUTOMATICO LA GOLF LEGGE. GRAZIE MILLE`],
      ['c', `va anche il ducato`],
    ],
    sol: ['automatico'] },

  { id: 'OF-4305', g: 'of-fornitore-credenziali-scadute', cat: 'configurazione', s: 'Prezzi listino Ricambi Emiliani vecchi',
    m: [
      ['c', `Salve, nel catalogo ricambi del fornitore Ricambi Emiliani vediamo ancora i prezzi di ottobre, in alto c'è scritto "Listino non aggiornato dal 02/11/2026". Gli altri fornitori (Autodis, Rhiag) sono a posto. Il fornitore dice che da loro è tutto regolare. Abbiamo già fatto due preventivi con i prezzi sbagliati, ci serve risolvere presto.
Saluti, Daniele Fontana – Carrozzeria Fontana`],
      ['a', `Gentile Sig. Fontana,
quando un solo fornitore smette di aggiornarsi, la causa più frequente è una modifica della password sul portale B2B del fornitore: Officina Plus continua a usare quella vecchia e il download del listino viene rifiutato.

Le chiedo di verificare con chi gestisce gli ordini se di recente è stata cambiata la password di accesso a Ricambi Emiliani. In tal caso inserisca quella nuova in Impostazioni > Fornitori e cataloghi > Ricambi Emiliani > Credenziali, salvi e prema «Sincronizza listino». Il primo aggiornamento completo può richiedere qualche minuto.

Cordiali saluti,
Elena Sartori – Assistenza Officina Plus`],
      ['c', `Buongiorno, sono la collega di Daniele, Sabrina. Confermo: la password del portale l'avevo cambiata io il 2 novembre perché era scaduta, non sapevo che andasse cambiata anche qui. Inserita la nuova e fatto Sincronizza listino, adesso c'è la data di oggi e i prezzi sono quelli nuovi. Grazie`],
    ],
    sol: ['sincronizza listino'] },

  { id: 'OF-4306', g: 'of-rimborso-cessazione-attivita', cat: 'pagamenti', s: "rinnovo addebitato ma chiudo l'attività",
    m: [
      ['c', `Buonasera, il 1 novembre mi avete addebitato il rinnovo annuale di Officina Plus (690 euro + iva). Io a fine dicembre chiudo l'officina, vado in pensione dopo 38 anni e nessuno dei figli vuole continuare. Mi ero dimenticato di disdire, lo so che dovevo farlo prima. Non c'è modo di avere indietro almeno una parte? Se serve vi do la carta per il rimborso: 4539 7102 8846 3108 scadenza 09/28.
Grazie, Franco Medici`],
      ['a', `Gentile Sig. Medici,
innanzitutto complimenti per i 38 anni di attività.

Per la sua sicurezza le chiedo di non scrivere mai numeri di carta nei ticket: non ci servono, perché il rimborso viene sempre fatto sullo stesso metodo di pagamento usato per l'addebito.

Come sa, da contratto la disdetta va comunicata 30 giorni prima del rinnovo e il recesso è possibile entro 14 giorni dall'addebito, termine ormai superato. Considerata la cessazione dell'attività abbiamo però deciso di fare un'eccezione: le lasciamo l'abbonamento attivo fino al 31 gennaio 2027, così ha il tempo di chiudere le ultime fatture ed esportare l'archivio, e le rimborsiamo le mensilità restanti, pari a 575 euro + IVA. Il rimborso arriverà sulla carta entro 5-10 giorni lavorativi e riceverà la nota di credito via e-mail.

Cordiali saluti,
Chiara Benassi – Ufficio Clienti Officina Plus`],
      ['n', `Rimborso pro-rata fuori policy approvato dal commerciale. Disdetta impostata al 31/01/2027, rinnovo automatico disattivato. Numero carta oscurato nel ticket.`],
      ['c', `Grazie davvero, non me lo aspettavo. Buona giornata`],
    ],
    f: ['concession'],
    pii: [['CARTA', '4539 7102 8846 3108']] },

  { id: 'OF-4307', g: 'of-stampa-formato-letter', cat: 'configurazione', s: 'stampa scheda lavoro tagliata sotto',
    m: [
      ['c', `Buongiorno, da quando abbiamo cambiato il PC in accettazione la scheda lavoro esce tagliata in fondo: manca il riquadro con la firma del cliente e le righe sulla privacy. La stampante è la stessa di prima (Brother HL-L2350). Dal vecchio PC veniva giusta.
Roberta, Autoriparazioni Conti`],
      ['a', `Buongiorno Roberta,
quando il taglio compare dopo un cambio di PC, di solito il driver Windows appena installato è impostato sul formato carta «Letter» americano, che è più corto dell'A4. Le chiedo due controlli:
1) in Officina Plus, Impostazioni > Stampa > Modelli > Scheda lavoro, verifichi che il formato carta sia A4;
2) in Windows, Impostazioni > Bluetooth e dispositivi > Stampanti e scanner > Brother HL-L2350 > Preferenze stampa, imposti anche lì il formato carta A4 come predefinito.
Poi provi a ristampare una scheda.
Un saluto, Matteo – Assistenza Officina Plus`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.`],
      ['c', `Buongiorno, scusate se rispondo solo adesso, è stata una settimana di fuoco. Volevo dirvi che era proprio il formato carta: in Windows c'era Letter. Messo A4 e adesso la scheda esce intera con la firma. Potete chiudere, grazie.
Roberta`],
    ],
    sol: ['formato carta'] },

  { id: 'OF-4308', g: 'of-archivio-bloccato-blackout', cat: 'guasto', s: 'errore archivio in uso - è sicuro cancellare la cartella?',
    m: [
      ['c', `Buongiorno, stamattina c'è stato un blackout in zona e da quando abbiamo riacceso, su tutti e due i PC Officina Plus all'apertura dice "Archivio in uso da un'altra postazione (LCK-02)" e non si entra. Su un forum di meccanici uno dice che basta cancellare la cartella C:\\ProgramData\\OfficinaPlus\\Db sul PC principale e al riavvio il programma la ricrea pulita. È sicuro? Non vorrei perdere le schede. Abbiamo 4 macchine sul ponte e non riusciamo a stampare niente.
Luca Pellegrini`],
      ['a', `Gentile Sig. Pellegrini,
NON cancelli quella cartella: in C:\\ProgramData\\OfficinaPlus\\Db c'è l'archivio vero e proprio (clienti, veicoli, schede, fatture). Il programma ne creerebbe uno vuoto e le resterebbe solo l'ultimo backup.

L'errore LCK-02 dopo un blackout significa soltanto che sono rimasti i blocchi delle sessioni interrotte. Proceda così:
1. chiuda Officina Plus su tutti i PC;
2. sul PC principale (quello che contiene l'archivio) apra dal menu Start > Officina Plus > «Strumenti di manutenzione» e clicchi «Rilascia blocchi»;
3. attenda il messaggio «Blocchi rilasciati», avvii Officina Plus sul PC principale e solo dopo sugli altri.

Se dovesse comparire un avviso di archivio danneggiato, si fermi e ci chiami prima di fare altro.
Cordiali saluti, Elena Sartori – Assistenza Officina Plus`],
      ['c', `Fatto, ha detto blocchi rilasciati e siamo dentro da tutti e due. Meno male che ho chiesto prima di cancellare. Grazie`],
    ],
    sol: ['rilascia blocchi'] },

  { id: 'OF-4309', g: 'of-sdi-00305-piva-cliente', cat: 'Fatturazione', s: 'scarto fattura 00305',
    m: [
      ['c', `ciao mi e tornata indietro la fattura 187 del cliente Idraulica Serafini, lo stato e scartata e nella ricevuta c'è scritto:

Codice: 00305
Descrizione: 1.4.1.1.2 <IdCodice> non valido : 02819740358

la partita iva gliel'ho copiata dal biglietto da visita. che vuol dire??`],
      ['a', `Ciao. 00305 = partita IVA del cliente non valida per l'Agenzia. Quella in fattura (02819740358) non passa neanche il controllo formale, quindi è un errore di battitura. Fatti confermare la P.IVA giusta dal cliente o controllala su VIES, correggila in Anagrafiche > Clienti > Idraulica Serafini > Dati fiscali, poi in Fatture > Fatture elettroniche > Scartate seleziona la 187 e premi «Rigenera e reinvia». Stesso numero e stessa data, hai 5 giorni dallo scarto.`],
      ['c', `il cliente mi ha mandato la visura, è 02819470358, avevo invertito 4 e 7 😅 fatto rigenera e reinvia`],
      ['c', `consegnata 👍`],
    ],
    sol: ['rigenera e reinvia'],
    pii: [['PIVA', '02819470358']] },

  { id: 'OF-4310', g: 'of-sdi-00311-codice-destinatario', cat: 'Fatturazione', s: 'Fattura scartata codice 00311',
    m: [
      ['c', `Buongiorno, la fattura 2026/0233 per la Autonoleggi Riviera S.r.l. è stata scartata con codice 00311 "1.1.4 <CodiceDestinatario> non valido". Il codice destinatario l'ho preso dalla fattura che ci avevano mandato loro l'anno scorso, KRRH6B9. Ho già rifatto l'invio due volte con lo stesso risultato. Ora cosa faccio? Il cliente ci ha noleggiato il furgone per un mese e vuole la fattura entro venerdì.
Grazie, Gianni Rota`],
      ['a', `Gentile Sig. Rota,
lo scarto 00311 indica che il codice destinatario in fattura non corrisponde a nessun canale attivo presso lo SdI: probabilmente il cliente ha cambiato intermediario e il vecchio codice è stato disattivato. Per questo rinviare lo stesso file dà sempre lo stesso esito.

Ha due possibilità:
1) chiedere al cliente il codice destinatario attuale (7 caratteri);
2) se non lo ottiene in tempi brevi, in Anagrafiche > Clienti > Autonoleggi Riviera > Dati fiscali imposti come codice destinatario 0000000 e inserisca la PEC del cliente nel campo «PEC destinatario»: lo SdI recapiterà la fattura alla PEC oppure al canale che il cliente ha registrato sul portale Fatture e Corrispettivi.

Dopo la modifica, da Fatture > Fatture elettroniche > Scartate usi «Rigenera e reinvia», mantenendo numero e data.
Cordiali saluti, Elena Sartori`],
      ['c', `Messo 0000000 e la PEC che ho trovato sul loro sito, la fattura risulta consegnata. Il codice nuovo ce lo manderanno loro, intanto va bene così. Grazie`],
    ],
    sol: ['0000000'] },

  { id: 'OF-4311', g: 'of-sms-credito-esaurito', cat: 'guasto', s: 'Promemoria revisione non partono',
    m: [
      ['c', `Buongiorno, sto notando che questo mese quasi nessuno si è presentato per le revisioni, di solito i clienti prenotano dopo l'sms. Sono andato a vedere in Promemoria SMS e nella Coda invii ci sono una cinquantina di messaggi nello stato "In coda" dal 3 novembre in poi. Quelli di ottobre risultano "Consegnato". Non ho toccato niente nelle impostazioni.
Mario – Officina Gatti`],
      ['a', `Buongiorno Mario,
dal nostro pannello vedo che il credito SMS del suo account è arrivato a zero il 3 novembre: da quel giorno i promemoria vengono preparati ma restano in coda in attesa di credito.

Per ripartire:
1. Impostazioni > Promemoria SMS > Credito > «Acquista pacchetto» (pacchetti da 500 o 1000 SMS, addebitati sul metodo di pagamento dell'abbonamento);
2. appena il credito è disponibile, torni in Coda invii, selezioni i messaggi in coda e clicchi «Reinvia in coda».

Prima del reinvio le consiglio di eliminare i promemoria ormai inutili per i clienti che nel frattempo sono già passati.
Cordiali saluti, Matteo – Assistenza Officina Plus`],
      ['c', `Comprato il pacchetto da 500, fatto reinvia in coda, ora risultano consegnati. Già due clienti hanno chiamato per prenotare. Grazie`],
    ],
    sol: ['acquista pacchetto', 'reinvia in coda'] },

  { id: 'OF-4312', g: 'of-stampante-tablet-ip-cambiato', cat: 'configurazione', s: 'Tablet non stampa più - stampante non raggiungibile',
    m: [
      ['c', `Buongiorno, scrivo per conto di mio suocero, Renzo Bortolotti dell'omonima officina di Sassuolo: gli do una mano con la parte informatica.

Da sabato, quando dal tablet premono "Stampa scheda", esce "Stampante non raggiungibile (192.168.1.87)". Dal PC invece stampa normalmente. Sabato il tecnico ha sostituito il modem/router della fibra. Ho fatto un ping dal PC a 192.168.1.87 e non risponde; la stampante (Epson WF-2930, in Wi-Fi) dal suo menu dice di avere ora 192.168.1.23. Immagino sia il DHCP del router nuovo, ma volevo capire dove si cambia l'indirizzo nell'app e se c'è un modo per non doverlo rifare ogni volta.

Grazie, Stefano Amadei`],
      ['a', `Gentile Sig. Amadei,
la sua diagnosi è corretta: l'app tablet stampa direttamente verso l'indirizzo IP memorizzato, mentre il PC passa dal driver Windows, che ritrova la stampante anche se cambia indirizzo.

1) Nel router nuovo crei una prenotazione DHCP per la Epson (a seconda del modello si chiama «IP statico» o «Associa indirizzo a MAC»), così la stampante mantiene sempre lo stesso indirizzo. Il MAC lo trova sul foglio di stato rete che la stampante stampa dal suo menu.
2) Sul tablet, in Officina Plus > Impostazioni > Stampa > Stampante di rete, inserisca il nuovo indirizzo IP (192.168.1.23 o quello che ha prenotato), porta 9100, e prema «Prova di stampa».

Cordiali saluti,
Elena Sartori – Assistenza Officina Plus`],
      ['c', `Fatto: prenotato il .23 sul router e aggiornato l'indirizzo IP nell'app, la prova di stampa è uscita. Mio suocero ringrazia (e io pure). Stefano`],
    ],
    sol: ['indirizzo ip'],
    pii: [['IP', '192.168.1.87'], ['IP', '192.168.1.23']] },

  { id: 'OF-4313', g: 'of-backup-bk07-password-nas', cat: 'guasto', s: 'R: Backup non riuscito',
    m: [
      ['c', `Vi giro questa mail che mi arriva tutte le notti da martedì scorso. Non so cosa voglia dire, il NAS funziona, ci salviamo anche le foto delle macchine.
Carlo Zanetti, Autofficina Zanetti

> Da: notifiche@officinaplus.it
> Oggetto: Backup non riuscito
> Il backup pianificato delle 23:00 non è stato completato.
> Errore BK-07: accesso negato alla destinazione \\\\NAS-OFFICINA\\backup`],
      ['a', `Gentile Sig. Zanetti,
l'errore BK-07 significa che il NAS rifiuta l'utente e la password che Officina Plus usa per scrivere nella cartella di backup. Succede quasi sempre dopo un cambio password sul NAS.

Le chiedo di verificare con chi gestisce il NAS se la password dell'utente usato per il backup è stata cambiata di recente. Poi, sul PC principale: Strumenti > Backup > Destinazione > «Modifica credenziali», inserisca utente e nuova password, prema «Verifica destinazione» (deve comparire la spunta verde) e infine «Esegui backup ora», così non deve aspettare la notte.

Cordiali saluti, Matteo – Assistenza Officina Plus`],
      ['c', `Mio nipote ha ammesso che ha cambiato la password del NAS martedì. Inserita con modifica credenziali, verifica verde, backup fatto alle 11:40 ok. Grazie.`],
    ],
    sol: ['modifica credenziali'] },

  { id: 'OF-4314', g: 'of-area-clienti-bloccata', cat: 'account', s: "non riesco ad entrare nell'area clienti",
    m: [
      ['c', `Buongiorno, devo scaricare la fattura dell'abbonamento per il commercialista ma l'area clienti mi dice "Account temporaneamente bloccato per troppi tentativi". Ho provato con "password dimenticata" ma la mail di reset non arriva (ho guardato anche nello spam). L'email registrata dovrebbe essere quella vecchia dell'officina che non usiamo più. Siamo l'officina Marchetti di Fano.
Grazie Paola`],
      ['a', `Gentile Sig.ra Paola,
ho verificato: l'account era registrato su un indirizzo che non riceve più posta, per questo il reset non le arrivava. Dopo il controllo dei dati dell'intestatario ho sbloccato l'utenza dal pannello interno e sostituito l'indirizzo di accesso con quello da cui ci scrive. Le ho appena inviato un nuovo link per impostare la password, valido 24 ore.
Cordiali saluti, Chiara Benassi – Ufficio Clienti`],
      ['c', `arrivato, sono entrata e ho scaricato la fattura. grazie mille`],
    ],
    f: ['oneoff'] },

  { id: 'OF-4315', g: 'of-obd-permesso-bluetooth', cat: 'guasto', s: 'chiavetta diagnosi',
    m: [
      ['c', `salve ho preso il tablet nuovo samsung tab a9 per l'officina perché al vecchio si è rotto lo schermo. installato officina plus, fatto il login, le schede le vedo. però la chiavetta della diagnosi non si collega, il led blu lampeggia e l'app rimane lì con la rotellina che gira a vuoto. nelle impostazioni bluetooth del tablet la chiavetta la vedo pure, OP-Link 4F2A. ho provato anche ad abbinarla da lì col codice 1234 ma l'app non la vede lo stesso
Giorgio Landi 347 218 5536`],
      ['a', `Gentile Sig. Landi,
l'abbinamento dalle impostazioni Bluetooth di Android non serve: il dongle lo gestisce l'app. Su un tablet nuovo però l'app deve ricevere il permesso di cercare i dispositivi Bluetooth, e se al primo avvio è stato scelto «Non consentire» la ricerca gira a vuoto senza dare errori.

Proceda così:
1) Impostazioni > Connessioni > Bluetooth > OP-Link 4F2A > Disaccoppia;
2) Impostazioni > App > Officina Plus > Autorizzazioni > Dispositivi nelle vicinanze > Consenti;
3) chiuda e riapra l'app e da Diagnosi > Dongle > Associa selezioni OP-Link 4F2A.

Cordiali saluti, Elena Sartori – Assistenza Officina Plus`],
      ['c', `il mio collega dice che adesso va, ha già fatto la diagnosi sulla panda di una signora. grazie`],
    ],
    sol: ['dispositivi nelle vicinanze'],
    pii: [['TELEFONO', '347 218 5536']] },

  { id: 'OF-4316', g: 'of-sms-consenso-mancante', cat: 'guasto', s: 'sms promemoria tagliando non arrivato a un cliente',
    m: [
      ['c', `Buongiorno, un cliente, il sig. Ferri, si è lamentato perché non gli è arrivato l'sms del tagliando della sua Yaris (GH 552 TP), mentre la moglie, che ha la macchina da noi, lo ha ricevuto. Agli altri clienti arrivano regolarmente. Il numero di cellulare nella sua scheda è giusto, l'ho controllato con lui al telefono. Come mai?
Ilaria – Officina Baldini`],
      ['a', `Gentile Ilaria,
se agli altri clienti gli SMS arrivano e il numero è corretto, il promemoria è stato escluso già in partenza: Officina Plus non genera promemoria per i clienti senza consenso registrato. In Impostazioni > Promemoria SMS > Coda invii, con il filtro «Esclusi», dovrebbe trovare il tagliando del sig. Ferri con motivo «Consenso mancante».

Apra Anagrafiche > Clienti > Ferri > Privacy e spunti «Consenso promemoria» (solo se il cliente ha firmato l'informativa; può farla firmare anche sul tablet in officina). Al salvataggio il promemoria viene rigenerato e parte al giro di invio successivo, entro un'ora.
Cordiali saluti, Matteo – Assistenza Officina Plus`],
      ['c', `trovato, era tra gli esclusi con consenso mancante. la scheda l'aveva creata il ragazzo in accettazione e non aveva messo la spunta. messa adesso, il cliente mi ha detto che l'sms è arrivato. grazie`],
    ],
    sol: ['consenso promemoria'] },

  { id: 'OF-4317', g: 'of-tablet-sync-batteria', cat: 'guasto', s: 'schede arrivano in ritardo sul tablet',
    m: [
      ['c', `Buongiorno a tutti, mi presento: sono Massimo, ho un'officina a Cremona con tre ragazzi, usiamo Officina Plus da settembre e in generale ci troviamo bene, soprattutto per i preventivi e gli ordini ai ricambisti.

Vi scrivo perché c'è una cosa che ci fa perdere tempo. La mattina la ragazza in accettazione apre le schede lavoro dal PC appena arrivano i clienti, e i ragazzi in officina dovrebbero vederle sul tablet (un Samsung Galaxy Tab S6 Lite appeso al muro vicino al ponte 2). Invece la scheda arriva dopo 15-20 minuti, a volte non arriva finché qualcuno non tocca lo schermo, e in alto c'è la scritta "In attesa di sincronizzazione". Il Wi-Fi in officina va bene, sul tablet YouTube va senza problemi. Ah, il tablet sta sempre in carica.

Avete qualche idea? Grazie e buon lavoro`],
      ['a', `Ciao Massimo, grazie per la descrizione, è molto utile.
La scritta «In attesa di sincronizzazione», insieme al fatto che tutto riparte quando qualcuno tocca lo schermo, indica che Android mette in sospensione l'app quando lo schermo si spegne; sui Samsung il fatto che sia in carica non basta.

Due impostazioni sul tablet:
1) Impostazioni > App > Officina Plus > Batteria > «Senza restrizioni»;
2) Impostazioni > Assistenza dispositivo e batteria > Batteria > Limiti utilizzo in background: togli Officina Plus da «App in sospensione» e da «App in sospensione profonda», se c'è.
Poi riavvia il tablet una volta.

Matteo – Assistenza Officina Plus`],
      ['c', `Buongiorno, fatto ieri pomeriggio. Stamattina le schede sono arrivate sul tablet praticamente insieme al PC, anche con lo schermo spento. Era nelle app in sospensione profonda. Grazie!`],
    ],
    sol: ['senza restrizioni'] },

  { id: 'OF-4318', g: 'of-import-csv-separatore', cat: 'altro', s: 'importazione clienti da vecchio programma',
    m: [
      ['c', `Buongiorno, stiamo passando a Officina Plus dal vecchio gestionale (AutoGest 2000, che non è più aggiornato). Ho esportato i clienti in un file clienti.csv, circa 1.800 righe. In Strumenti > Importa dati > Clienti e veicoli (CSV) lo carico ma nell'anteprima vedo tutto in una sola colonna, con i dati separati da punti e virgola, e non mi fa associare i campi. In più le lettere accentate escono strane (es. "ForlÃ¬" invece di Forlì).
Saluti, Ivana Rinaldi – Officina Rinaldi`],
      ['a', `Buongiorno Sig.ra Rinaldi,
le lettere strane indicano che il file non è salvato in UTF-8. Apra clienti.csv con Blocco note, File > Salva con nome, scelga la codifica UTF-8 e poi ripeta l'importazione.
Cordiali saluti, Elena Sartori`],
      ['c', `Fatto, adesso Forlì esce giusto ma è sempre tutto in una colonna`],
      ['a', `Grazie, allora manca un secondo passaggio: il vecchio programma usa il punto e virgola come separatore, mentre l'importazione propone la virgola. Nella prima schermata dell'importazione, sotto «Opzioni file», imposti Separatore: punto e virgola e lasci Qualificatore testo: virgolette doppie. L'anteprima mostrerà le colonne separate; a quel punto associ i campi (Ragione sociale, Codice fiscale, Targa, Telefono...) e avvii l'importazione.`],
      ['c', `perfetto ora le colonne ci sono, importati 1.792 clienti, gli altri 8 erano righe vuote`],
    ],
    sol: ['punto e virgola'], fail: ['utf-8'] },

  { id: 'OF-4319', g: 'of-fornitore-credenziali-scadute', cat: 'guasto', s: 'errore FN-401 invio ordine',
    m: [
      ['c', `Buongiorno, da ieri non riesco a mandare gli ordini ad Autodis dal programma. Quando confermo l'ordine esce "Errore FN-401: autenticazione fornitore non riuscita". Anche la ricerca codici dice "articolo non disponibile presso il fornitore" su roba che hanno sempre avuto (filtro olio W 712/95). Ho ordinato per telefono ma così non posso andare avanti.
Antonio Greco, Greco Gomme & Service`],
      ['a', `Gentile Sig. Greco,
FN-401 è la risposta del fornitore quando rifiuta le credenziali. Anche la ricerca fallisce per lo stesso motivo, perché la disponibilità viene chiesta in tempo reale con le stesse credenziali.

Verifichi se la password del portale Autodis è stata cambiata o è scaduta (Autodis la fa rinnovare periodicamente). Poi: Impostazioni > Fornitori e cataloghi > Autodis > Credenziali, inserisca la password attuale, salvi e prema «Sincronizza listino»; al termine riprovi l'invio dell'ordine, che trova in Ordini > Da inviare.
Cordiali saluti, Matteo – Assistenza Officina Plus`],
      ['c', `Era scaduta, il portale me l'ha fatta cambiare appena sono entrato. Messa la nuova, sincronizza listino, ordine partito. Ok grazie`],
    ],
    sol: ['sincronizza listino'] },

  { id: 'OF-4320', g: 'of-foto-allegati-upload-timeout', cat: 'problema app', s: 'foto danni non si caricano',
    m: [
      ['c', `Ciao, quando scatto le foto dei danni dal tablet nella scheda lavoro (sezione Foto e allegati) restano con la scritta Caricamento 0% e non arrivano mai al PC. Le foto piccole a volte passano, quelle col flash o zoomate no. Succede da una decina di giorni. Il tablet è lo stesso di sempre.
Enrico, Carrozzeria Valli`],
      ['a', `Ciao Enrico, proviamo così: Impostazioni > App > Officina Plus > Memoria > «Svuota cache» (non «Cancella dati»), poi riapri l'app e riprova a caricare una foto. Se non va, nell'app vai in Menu > Info > «Invia log» e scrivimi a che ora l'hai mandato.`],
      ['c', `svuotato cache niente, sempre 0%. log mandato alle 16:20`],
      ['a', `Grazie, il log è arrivato: il caricamento viene interrotto dal server con un timeout sulle immagini sopra i 4 MB circa, quindi non dipende dal tuo tablet. Abbiamo aperto una segnalazione ai tecnici e appena c'è una correzione ti ricontattiamo. Nel frattempo, come ripiego, puoi abbassare la risoluzione della fotocamera a 8 MP.`],
      ['n', `Segnalazione DEV-2291: upload allegati > 4 MB in timeout dopo il cambio del bilanciatore del 6/11. Stesso sintomo su altri 2 clienti.`],
      ['c', `ok aspetto. intanto le mando al pc su whatsapp come facevo prima`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.`],
    ],
    fail: ['svuota cache'],
    f: ['unresolved'] },

  { id: 'OF-4321', g: 'of-sms-credito-esaurito', cat: 'guasto', s: 'sms non partiti - NESSUNO RISPONDE?',
    m: [
      ['c', `Buongiorno, vi ho scritto lunedì dal modulo del sito e nessuno mi ha risposto. I promemoria delle revisioni non partono da almeno due settimane, i clienti non prenotano e io ci perdo soldi. Scrivo di nuovo qua.
Francesca Della Rosa
officina.dellarosa@gmail.com`],
      ['a', `Gentile Sig.ra Della Rosa,
mi scuso per il ritardo: la sua richiesta dal modulo non era stata assegnata correttamente.

Ho controllato: il credito SMS del suo account è esaurito dal 29 ottobre, e l'avviso di credito in esaurimento è stato mandato a un indirizzo e-mail che non usa più, per questo non l'ha visto. Come scusa per il disservizio le abbiamo caricato 300 SMS omaggio, già disponibili.

Per far partire i promemoria bloccati vada in Impostazioni > Promemoria SMS > Coda invii, selezioni i messaggi in coda e clicchi «Reinvia in coda». Le consiglio anche di aggiornare l'indirizzo in Impostazioni > Promemoria SMS > Email per avvisi credito.
Cordiali saluti, Chiara Benassi – Ufficio Clienti`],
      ['n', `300 SMS omaggio caricati a mano (ok TL) per il ritardo sulla prima richiesta.`],
      ['c', `grazie eh, dopo 3 giorni. comunque ok, ripartiti. l'email l'ho cambiata.`],
    ],
    sol: ['reinvia in coda'],
    f: ['concession'],
    pii: [['EMAIL', 'officina.dellarosa@gmail.com']] },

  { id: 'OF-4322', g: 'of-iban-conto-predefinito', cat: 'configurazione', s: 'IBAN sbagliato sulle fatture',
    m: [
      ['c', `Buongiorno, a ottobre abbiamo cambiato banca, adesso siamo con Banco BPM, IBAN IT46N0503412700000000048213. L'ho inserito in Impostazioni > Fatturazione > Conti bancari, ma sulle fatture che emetto continua a uscire il vecchio IBAN della Cassa di Risparmio, e due clienti ci hanno già pagato sul conto vecchio (che per fortuna non è ancora chiuso). Dove sbaglio?
Grazie, Roberto Neri – Officina Neri & Figli`],
      ['a', `Gentile Sig. Neri,
il nuovo conto è stato aggiunto correttamente, ma come conto predefinito risulta ancora quello vecchio: è quello che il programma propone su ogni nuova fattura e che finisce nell'XML (modalità di pagamento MP05, bonifico).

1) Vada in Impostazioni > Fatturazione > Conti bancari, selezioni il conto Banco BPM e clicchi «Imposta come predefinito»; se il vecchio conto non le serve più, tolga la spunta «Attivo».
2) Controlli anche in Impostazioni > Fatturazione > Condizioni di pagamento che la condizione «Bonifico 30 gg» non abbia il vecchio conto associato in modo fisso.

Le fatture già inviate allo SdI non si possono modificare: per quelle conviene avvisare i clienti.
Cordiali saluti, Elena Sartori – Assistenza Officina Plus`],
      ['c', `Era proprio così, nelle condizioni di pagamento c'era il conto vecchio fisso. Messo il nuovo come predefinito e tolto il vecchio, la fattura di prova esce con BPM. Grazie`],
    ],
    sol: ['predefinito'],
    pii: [['IBAN', 'IT46N0503412700000000048213']] },

  { id: 'OF-4323', g: 'of-sdi-00305-piva-cliente', cat: 'configurazione', s: 'urgente!! fattura col triangolino rosso',
    m: [
      ['c', `il cliente (Edilsud di Mancini) dice che non gli è arrivata la fattura della revisione del camion, nel programma la fattura 2026/0502 ha il triangolino rosso. come la rimando?`],
      ['a', `Buongiorno, il triangolino rosso indica una fattura scartata dallo SdI. Aprendo la ricevuta di scarto dalla scheda della fattura trova un codice di 5 cifre: me lo indica, per favore?`],
      ['c', `00305 dice idcodice non valido. ma la partita iva l'ho corretta ieri nell'anagrafica, il commercialista me l'ha data giusta, quindi basta rimandarla?`],
      ['a', `Sì, se l'anagrafica ora è corretta può aprire la fattura e usare il pulsante «Reinvia XML».`],
      ['c', `fatto, stesso errore 00305. e adesso??`],
      ['a', `Mi scusi, le ho indicato il pulsante sbagliato: «Reinvia XML» rispedisce lo stesso file generato all'emissione, che contiene ancora la partita IVA vecchia. Deve andare in Fatture > Fatture elettroniche > Scartate, selezionare la 2026/0502 e usare «Rigenera e reinvia», che ricostruisce l'XML leggendo i dati aggiornati dell'anagrafica. Numero e data restano gli stessi; il primo scarto è di due giorni fa, quindi è ancora nei 5 giorni.`],
      ['c', `ok questa volta è andata, risulta consegnata. grazie`],
    ],
    sol: ['rigenera e reinvia'], fail: ['reinvia xml'] },

  { id: 'OF-4324', g: 'of-agenda-google-doppi', cat: 'configurazione', s: 'appuntamenti doppi su google calendar',
    m: [
      ['c', `Buonasera, da qualche giorno ogni appuntamento che prendo nell'agenda di Officina Plus me lo ritrovo due volte nel calendario Google sul telefono. Se ne cancello uno da Google il giorno dopo ricompare. Qualche settimana fa avevo scollegato e ricollegato Google perché non sincronizzava.
Piero – Autofficina San Rocco`],
      ['a', `Buongiorno Piero,
ho controllato dal nostro lato: sul suo account risultavano due collegamenti Google attivi verso lo stesso calendario, quello vecchio (rimasto attivo quando ha scollegato) e quello nuovo. Il collegamento vecchio l'abbiamo revocato dal pannello di amministrazione e abbiamo fatto ripulire i doppioni che aveva creato da oggi in avanti. Nelle prossime ore i duplicati su Google dovrebbero sparire.
Matteo – Assistenza Officina Plus`],
      ['c', `si, adesso ne vedo uno solo per appuntamento. grazie`],
    ],
    f: ['oneoff'] },

  { id: 'OF-4325', g: 'of-stampa-formato-letter', cat: 'configurazione', s: 'scheda lavoro su 2 fogli',
    m: [
      ['c', `ciao, la scheda lavoro stampata esce su due fogli, il secondo ha solo il pie di pagina con la partita iva dell'officina. è uno spreco di carta. stampante nuova, una HP LaserJet M110. prima avevamo una Samsung e andava bene. Davide`],
      ['a', `Ciao Davide, tipico delle HP appena installate: il driver parte con formato carta Letter. In Windows vai su Stampanti e scanner > HP LaserJet M110 > Preferenze stampa > Carta/qualità e metti formato carta A4. Controlla anche in Officina Plus, Impostazioni > Stampa > Modelli > Scheda lavoro, che ci sia A4 e non «Predefinito stampante».`],
      ['c', `in officina plus cera predefinito stampante e sulla hp letter. messo a4 tutti e due, ora un foglio solo`],
    ],
    sol: ['formato carta'] },

  { id: 'OF-4326', g: 'of-backup-bk07-password-nas', cat: 'guasto', s: 'BK-07',
    m: [
      ['c', `Da lunedì il backup di Officina Plus dà sempre errore BK-07 accesso negato alla destinazione. Sabato il consulente informatico ha fatto degli aggiornamenti al NAS. Officina Guidi`],
      ['a', `Buongiorno,
l'errore BK-07 indica che il NAS rifiuta le credenziali usate dal backup: dopo un intervento sul NAS è molto probabile che la password dell'utente di backup sia cambiata. Reinserisca le credenziali in Strumenti > Backup > Destinazione > «Modifica credenziali», indicando l'utente nella forma NOMENAS\\utente (per esempio NAS-GUIDI\\backup), e poi prema «Verifica destinazione».
Cordiali saluti, Elena Sartori – Assistenza Officina Plus`],
      ['c', `ho rimesso quella che sapevo io, uguale. la password nuova ce l'ha il consulente, lo sento e vi faccio sapere`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.`],
    ],
    f: ['unresolved'] },

  { id: 'OF-4327', g: 'of-email-cortesia-spam', cat: 'configurazione', s: 'clienti non ricevono la fattura via mail',
    m: [
      ['c', `Buongiorno, quando salvo la fattura mando anche la copia di cortesia in PDF al cliente con il tasto "Invia per e-mail". Il programma dice inviata, ma tanti clienti mi dicono che non l'hanno ricevuta, qualcuno l'ha trovata nello spam. Soprattutto chi ha Gmail e Libero. Si può fare qualcosa?
Saluti, Nadia Colombo – Autoriparazioni Colombo`],
      ['a', `Gentile Sig.ra Colombo,
le e-mail di cortesia partono dal nostro server con mittente «noreply» a nome della sua officina, e alcuni provider le classificano come spam perché il mittente non corrisponde al dominio dell'officina. La soluzione più efficace è inviarle dalla sua casella: in Impostazioni > Email > Server SMTP personalizzato inserisca server, porta, utente e password della casella dell'officina (per Aruba: smtps.aruba.it, porta 465, SSL) e prema «Invia e-mail di prova». Da quel momento le fatture partiranno dal suo indirizzo.
Mi fa sapere se i clienti iniziano a riceverle?
Cordiali saluti, Matteo – Assistenza Officina Plus`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.`],
    ],
    f: ['unresolved'] },

  { id: 'OF-4328', g: 'of-obd-permesso-bluetooth', cat: 'guasto', s: 'OP-Link non trovato',
    m: [
      ['c', `Buongiorno, abbiamo un secondo tablet più vecchio (Lenovo Tab M8, Android 11) che usiamo sul ponte dei furgoni. Da quando abbiamo reinstallato l'app dopo un ripristino, la ricerca del dongle non trova niente: "Nessun dongle trovato". Ho letto nelle vostre FAQ del permesso Dispositivi nelle vicinanze, ma su questo tablet quella voce non c'è proprio, nelle autorizzazioni ci sono solo Fotocamera, Memoria e Posizione. Lo stesso dongle sull'altro tablet va.
Grazie, Lorenzo – Autofficina F.lli Sala`],
      ['a', `Buongiorno Lorenzo,
è corretto: il permesso «Dispositivi nelle vicinanze» esiste solo da Android 12. Su Android 11 e precedenti il sistema consente la ricerca Bluetooth solo alle app che hanno l'autorizzazione posizione, e in più richiede che la localizzazione del tablet sia attiva. Quindi:
1) Impostazioni > App > Officina Plus > Autorizzazioni > Posizione > «Consenti solo mentre l'app è in uso»;
2) dalla tendina in alto attivi «Posizione».
Poi rifaccia Diagnosi > Dongle > Associa. Officina Plus non usa la posizione per nient'altro.
Cordiali saluti, Elena Sartori – Assistenza Officina Plus`],
      ['c', `Posizione era negata e la localizzazione spenta. Attivate tutte e due, trovato al primo colpo. Grazie`],
    ],
    sol: ['autorizzazione posizione'],
    f: ['conflict'] },

  { id: 'OF-4329', g: 'of-fornitore-credenziali-scadute', cat: 'configurazione', s: 'catalogo Rhiag non si aggiorna',
    m: [
      ['c', `salve il catalogo rhiag è fermo, dice ultimo aggiornamento 28/10 e non trovo i codici nuovi delle pastiglie brembo. Carlo`],
      ['a', `Ciao Carlo, di solito è la password del portale Rhiag cambiata o scaduta. Prova a entrare sul portale Rhiag con le credenziali che hai in Impostazioni > Fornitori e cataloghi > Rhiag > Credenziali: se ti chiede di cambiarla, aggiornala anche lì e fai «Sincronizza listino». Se invece sul portale entri senza problemi, scrivimi il messaggio che compare quando premi Sincronizza listino.`],
      ['c', `ho risolto chiamando il commerciale di rhiag, lasciate stare. chiudete pure`],
    ],
    f: ['unresolved'] },

  { id: 'OF-4330', g: 'of-fattura-abbonamento-intestazione', cat: 'Amministrazione', s: 'Fattura abbonamento intestata male + costo riattivazione',
    m: [
      ['c', `Buongiorno,
sono Giuseppe Bertolini, titolare della ditta individuale Autofficina Bertolini Giuseppe. Vi scrivo per due cose.

1) La fattura del rinnovo di novembre (n. OP-2026-11873) è intestata alla "Bertolini & Zini S.n.c.", cioè la vecchia società che abbiamo sciolto a marzo. Il commercialista dice che non la può registrare. I dati giusti sono: Autofficina Bertolini Giuseppe, P.IVA 01573260484, C.F. BRTGPP61C12G337L, il codice destinatario lo trovate già nella nostra scheda.

2) Ad agosto l'abbonamento era stato sospeso per un mancato pagamento (la carta era scaduta, me ne sono accorto tardi) e nella stessa fattura c'è una voce "Costo di riattivazione 49 euro". Mi sembra un po' esagerato per 4 giorni di ritardo.

Grazie, Giuseppe Bertolini`],
      ['a', `Gentile Sig. Bertolini,

1) abbiamo stornato la fattura OP-2026-11873 con nota di credito e l'abbiamo riemessa intestata ad Autofficina Bertolini Giuseppe, P.IVA 01573260484, inviata allo SdI stamattina: la trova nell'area clienti > Fatture e la riceverà sul suo canale. Abbiamo aggiornato anche i dati di fatturazione del contratto, quindi i prossimi rinnovi usciranno corretti.

2) Il costo di riattivazione è previsto dalle condizioni, ma considerato il breve ritardo e i tre anni da cliente abbiamo deciso di non addebitarlo: nella fattura riemessa non compare più.

Cordiali saluti,
Chiara Benassi – Ufficio Clienti Officina Plus`],
      ['c', `Ricevuta, il commercialista dice che va bene. Grazie della cortesia per la penale.`],
    ],
    f: ['oneoff', 'concession'],
    pii: [['PIVA', '01573260484'], ['CF', 'BRTGPP61C12G337L']] },

  { id: 'OF-4331', g: 'of-tablet-sync-batteria', cat: 'guasto', s: 'Re: R: tablet non aggiornato',
    m: [
      ['c', `Buongiorno, sul tablet del reparto gommista le schede nuove non compaiono, devo sempre tirare giù lo schermo per aggiornare. Stessa cosa con le modifiche: se in accettazione aggiungono un lavoro sulla scheda, il ragazzo non lo vede. Il tablet è uno Xiaomi Redmi Pad SE.`],
      ['a', `Ciao, intanto puoi forzare con Menu > «Sincronizza ora» nell'app. Dimmi se dopo le schede restano aggiornate.`],
      ['c', `con sincronizza ora arrivano, ma dopo un po' siamo da capo. non posso stare a premere il tasto ogni 5 minuti`],
      ['a', `Chiaro, allora è il risparmio batteria di Xiaomi che ferma l'app in background. Sul Redmi Pad: Impostazioni > App > Gestisci app > Officina Plus > Risparmio batteria > «Senza restrizioni», e nella stessa schermata attiva «Avvio automatico». Poi riavvia il tablet.`],
      ['c', `perfetto, da ieri arrivano da sole. posso fare la stessa cosa anche sul tablet dei meccanici che è un samsung?`],
      ['a', `Sì, sul Samsung la voce è Impostazioni > App > Officina Plus > Batteria > «Senza restrizioni». Buon lavoro.`],
    ],
    sol: ['senza restrizioni'], fail: ['sincronizza ora'] },
];
