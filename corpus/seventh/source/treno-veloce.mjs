// Seventh reference set, product "Treno Veloce" (train tickets app: QR tickets, refunds, change of
// train, carnet, log-in). Written by hand, blind, on 2026-12-01 (evening): nothing under
// src/modules/distillation/ but eval-distill.command.ts and heldout-set.spec.ts was opened, nor
// src/lib/text/, nor any other set's tickets or sources (only the first 40 lines of
// corpus-heldout/source/fibra-casa.mjs and corpus-heldout/build.mjs, for the format). A tuning set:
// it is run once blind, then the rules may be tuned on it. Personal data invented (checksums valid).
// Voices: a commuter shouting in capitals with many exclamation marks, a Romanian speaker with simple
// grammar, a grandson writing what his grandmother says, e-mail replies that quote the previous
// message ("Il giorno … ha scritto:") with the new text at the bottom, signatures; agents very short
// ("fatto, riprova ora") and very long, an agent offering two alternatives and the customer saying
// which one worked; confirmations by "va", "ok grazie", "👍", "a posto" or silence; failed first
// attempts ("niente", "uguale", "stesso problema", "non è servito a nulla"); sarcasm ("grazie tante
// eh") that is not a confirmation.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Treno Veloce';
export const start = '2026-03-02T06:40:00Z';

export const tickets = [
  {
    id: 'TV-2101', g: 'tv-qr-offline', cat: 'guasto', s: 'BIGLIETTO SPARITO!!!',
    m: [
      ['c', `ALLORA!!! STAMATTINA SUL REGIONALE DELLE 7.12 APRO LA VOSTRA APP E IL QR NON C'E!!! SOLO UN QUADRATO GRIGIO CON LA ROTELLINA CHE GIRA!!! IN GALLERIA NON C'E CAMPO E LO SAPETE BENISSIMO!!! IL CONTROLLORE HA ASPETTATO 5 MINUTI E MI HA GUARDATO COME UN DELINQUENTE!!! PAGO L'ABBONAMENTO DA 6 ANNI!!!! RICHIAMATEMI AL 347 881 2093 SE AVETE IL CORAGGIO!!!`],
      ['a', `Buongiorno, mi dispiace per la brutta mattinata. Il quadrato grigio compare quando l'app deve scaricare il QR e il telefono non ha rete. Per averlo sempre disponibile anche senza campo: apra Treno Veloce, vada in Profilo > Impostazioni e attivi "Biglietti offline"; poi, con la connessione attiva, apra una volta "I miei viaggi" e aspetti che i QR si carichino. Da quel momento restano salvati sul telefono.\nGiulia - Assistenza Treno Veloce`],
      ['c', `VEDIAMO DOMANI!!`],
      ['c', `stamattina in galleria il qr c'era. ok.`],
    ],
    pii: [['TELEFONO', '347 881 2093']],
    sol: ['biglietti offline'],
  },
  {
    id: 'TV-2102', g: 'tv-otp-sms', cat: 'accesso', s: 'codice non arriva',
    m: [
      ['c', `Buna ziua, scusate mio italiano. Io voglio entrare in app ma app chiede codice che arriva con SMS. Codice non arriva mai. Io provato 5 volte ieri e 3 volte oggi. Numero telefono è giusto. Io devo comprare biglietto per lavoro, prego aiutare.`],
      ['a', `Buongiorno, nessun problema per l'italiano, si capisce benissimo. Quando l'app chiede il codice, sotto il campo c'è il link "Non hai ricevuto il codice?": lo tocchi e scelga "Ricevi il codice via e-mail". Il codice arriva all'indirizzo e-mail del suo profilo (guardi anche nello spam) e vale 10 minuti.`],
      ['c', `va. multumesc, grazie`],
    ],
    sol: ['via e-mail'],
  },
  {
    id: 'TV-2103', g: 'tv-carnet-corsa', cat: 'commerciale', s: 'carnet di mia nonna',
    m: [
      ['c', `Buongiorno scrivo per mia nonna che non usa il telefono da sola. Mia nonna dice che la settimana scorsa ha comprato il carnet da 10 corse Como-Milano con l'app che le ho installato, le hanno preso 38 euro, ma quando apre i biglietti non c'è niente e ha paura di prendere la multa. Il carnet è intestato a lei, Giovanna Bertolini, codice fiscale BRTGNN52A41F205J. Dice anche che ai suoi tempi il biglietto si timbrava e basta.`],
      ['a', `Buongiorno, e grazie di aiutare sua nonna. Il carnet c'è ed è valido: non compare tra i biglietti perché un carnet non è un biglietto, ma un pacchetto di corse da usare una alla volta. Le spiego i passaggi, che la signora può imparare a fare da sola con un po' di pratica:\n1. aprire l'app Treno Veloce e toccare in basso la voce "Carnet" (non "I miei viaggi");\n2. toccare il carnet Como-Milano: si vede quante corse restano (ora 10);\n3. prima di salire sul treno toccare "Attiva una corsa" e confermare: da quel momento compare il QR da mostrare al controllore, valido 90 minuti;\n4. al ritorno rifare lo stesso, con una nuova corsa.\nÈ un po' come timbrare il biglietto di una volta, solo che si fa sul telefono: la corsa va attivata prima di salire, non a bordo. Se la nonna preferisce, può attivarla in stazione, davanti al binario, così si abitua al gesto. Le corse non usate restano valide per 6 mesi dall'acquisto, quindi non c'è fretta di consumarle.\nUn caro saluto a lei e alla signora,\nPaola - Assistenza Treno Veloce`],
      ['c', `Mia nonna dice grazie, stamattina è andata a Milano dalla sorella e ha fatto vedere il QR al controllore, era tutta contenta.`],
    ],
    pii: [['CF', 'BRTGNN52A41F205J']],
    sol: ['attiva una corsa'],
  },
  {
    id: 'TV-2104', g: 'tv-preautorizzazione', cat: 'fatturazione', s: 'pagamento fallito ma soldi presi',
    m: [
      ['c', `Buongiorno, ho provato a comprare un Roma-Napoli, il pagamento è andato in errore ("transazione non completata") ma sulla carta vedo 49,90 euro presi. Il biglietto non c'è. La carta è la 4532 7800 1936 4427. Rivoglio i miei soldi.`],
      ['a', `Buongiorno, quando il pagamento non si completa la banca può mostrare per qualche giorno l'importo come "in attesa": è una preautorizzazione, non un addebito. Non è stato emesso alcun biglietto e l'importo si sblocca da solo entro 5 giorni lavorativi, senza che lei debba fare nulla. Se le serve viaggiare può riacquistare il biglietto: non le verrà addebitato due volte.\nLa preghiamo di non scriverci il numero completo della carta: non ci serve e per la sua sicurezza è meglio non mandarlo.`],
      ['c', `confermo che l'importo è sparito dall'estratto conto, grazie`],
    ],
    pii: [['CARTA', '4532 7800 1936 4427']],
    sol: ['preautorizzazione'],
  },
  {
    id: 'TV-2105', g: 'tv-oneoff-nominativo', cat: 'altro', s: 'nome sbagliato sul biglietto', f: ['oneoff'],
    m: [
      ['c', `buongiorno ho comprato un biglietto per mio marito ma ho lasciato il mio nome come passeggero, è nominativo e lui viaggia da solo domani. si puo cambiare il nome? nell app non trovo dove`],
      ['a', `Buongiorno, dall'app il nome del passeggero non si modifica dopo l'emissione. Ho riemesso io il biglietto dal nostro sistema con il nominativo di suo marito, stesso treno e stesso posto: il vecchio è annullato, il nuovo lo trova in "I miei viaggi" tra qualche minuto.`],
      ['c', `visto, c e il suo nome. grazie mille`],
    ],
  },
  {
    id: 'TV-2106', g: 'tv-qr-offline', cat: 'guasto', s: 'QR non si vede senza internet',
    m: [
      ['c', `Salve, quando sono in metropolitana l'app non mi fa vedere il biglietto, resta una schermata grigia finché non torno in superficie. Il telefono è un Samsung A52, app aggiornata.`],
      ['a', `Buongiorno, provi a disinstallare e reinstallare l'app, poi rientri con le sue credenziali.`],
      ['c', `fatto, niente. sempre grigio sotto terra`],
      ['a', `Grazie per la prova. Allora serve salvare i biglietti sul telefono: in Profilo > Impostazioni attivi l'opzione "Biglietti offline", poi apra "I miei viaggi" mentre ha ancora campo. I QR vengono scaricati e li vedrà anche in metropolitana.`],
      ['c', `ok grazie`],
    ],
    sol: ['biglietti offline'], fail: ['reinstallare'],
  },
  {
    id: 'TV-2107', g: 'tv-cambio-integrazione', cat: 'altro', s: 'Cambio treno: pagamento integrazione non riuscito',
    m: [
      ['c', `Buongiorno, devo spostare il mio Bologna-Firenze dalle 18:10 alle 19:10. Faccio "Cambia treno", scelgo il nuovo, c'è da pagare una differenza di 4 euro e quando confermo esce "Pagamento integrazione non riuscito". Nel borsellino dell'app ho 20 euro di credito.`],
      ['a', `Buongiorno, il credito del borsellino non si può usare per l'integrazione di un cambio: l'app lo propone, ma poi il pagamento viene rifiutato. Nella schermata di pagamento del cambio tolga la spunta a "Usa credito" e paghi la differenza con la carta. Il credito resta disponibile per i prossimi acquisti.`],
      ['c', `tolta la spunta, cambio fatto. grazie`],
    ],
    sol: ['usa credito'],
  },
  {
    id: 'TV-2108', g: 'tv-otp-sms', cat: 'accesso', s: 'SMS di verifica dopo cambio telefono',
    m: [
      ['c', `Buongiorno, ho cambiato telefono e ora per entrare nell'app mi chiede il codice di verifica via SMS, ma l'SMS non arriva. Il numero è lo stesso di prima. WhatsApp e tutto il resto funzionano.`],
      ['a', `Buongiorno, ci sono due strade:\n1) nella schermata del codice tocchi "Non hai ricevuto il codice?" e scelga l'invio via e-mail;\n2) se preferisce l'SMS, chieda al suo operatore di verificare che sulla SIM non sia attivo il blocco degli SMS da numeri brevi (i nostri codici partono da un numero breve).\nMi dica quale ha funzionato, così lo annoto.`],
      ['c', `la prima, il codice via mail è arrivato subito e sono entrato. il blocco non l'ho controllato`],
    ],
    sol: ['via e-mail'],
  },
  {
    id: 'TV-2109', g: 'tv-concessione-economy', cat: 'fatturazione', s: 'Richiesta rimborso biglietto Economy - ricovero', f: ['concession'],
    m: [
      ['c', `Buongiorno, avevo un biglietto Economy Roma-Bari per il 14 marzo ma il 13 sono stata ricoverata d'urgenza (allego il foglio di dimissione). So che l'Economy non è rimborsabile, ma vi chiedo se potete fare qualcosa.\nGrazie\nAnna Lisi`],
      ['a', `Buongiorno signora Lisi, ci dispiace e speriamo che ora stia meglio. La tariffa Economy non prevede rimborsi, ma visto il ricovero documentato abbiamo fatto un'eccezione: le rimborsiamo l'intero importo di 29,90 euro sulla carta usata per l'acquisto, entro 10 giorni.`],
      ['c', `grazie davvero, non ci speravo`],
    ],
  },
  {
    id: 'TV-2110', g: 'tv-codice-scaduto', cat: 'accesso', s: 'codice SMS sempre scaduto',
    m: [
      ['c', `il codice SMS mi arriva subito ma quando lo scrivo l app dice "codice scaduto, richiedine uno nuovo". l ho richiesto 4 volte, sempre scaduto, anche se lo scrivo dopo 10 secondi`],
      ['a', `Buongiorno, se il codice risulta scaduto appena arrivato, quasi sempre l'ora del telefono non è quella giusta. Vada nelle impostazioni del telefono, in Data e ora, e attivi "Data e ora automatiche" (su alcuni telefoni si chiama "Imposta automaticamente"). Poi richieda un nuovo codice.`],
      ['c', `avevo l ora avanti di 20 minuti da quando sono tornato dal viaggio. messo automatico e sono entrato, grazie`],
    ],
    sol: ['data e ora automatiche'],
  },
  {
    id: 'TV-2111', g: 'tv-carnet-corsa', cat: 'commerciale', s: 'carnet senza qr??',
    m: [
      ['c', `raga ho preso il carnet da 20 ma in app vedo solo "carnet attivo" e nessun qr. al controllore cosa gli faccio vedere??`],
      ['a', `Ciao! Prima di salire vai nella sezione "Carnet", apri il tuo carnet e tocca "Attiva una corsa": compare il QR da mostrare, vale 90 minuti.`],
      ['c', `ahh ok non l avevo capito. fatto, esce il qr`],
    ],
    sol: ['attiva una corsa'],
  },
  {
    id: 'TV-2112', g: 'tv-preautorizzazione', cat: 'fatturazione', s: 'ADDEBITO DOPPIO',
    m: [
      ['c', `MI AVETE PRESO I SOLDI DUE VOLTE!!! UN BIGLIETTO SOLO E DUE ADDEBITI DA 12,40 SULLA POSTEPAY!!! VOGLIO IL RIMBORSO SUBITO!!! VERGOGNA!!!`],
      ['a', `Buongiorno, ho controllato il suo profilo: il biglietto emesso è uno solo e l'addebito vero è uno solo. Il secondo movimento è la preautorizzazione del primo tentativo di pagamento, quello andato in errore: non è un addebito e la Postepay lo rilascia entro 5 giorni lavorativi. Se dopo 5 giorni lo vede ancora, ci riscriva con la data del movimento.`],
      ['c', `OK IL SECONDO È SPARITO. POTEVATE SCRIVERLO NELL'APP PERÒ!!!`],
    ],
    sol: ['preautorizzazione'],
  },
  {
    id: 'TV-2113', g: 'tv-crash-avvio', cat: 'guasto', s: 'app si chiude subito', f: ['unresolved'],
    m: [
      ['c', `l'app si chiude appena la apro, da ieri. Huawei P30. l'ho già disinstallata e reinstallata due volte. devo partire alle 6 domani`],
      ['a', `Buongiorno, vada in Impostazioni > App > Treno Veloce > Memoria e tocchi "Svuota cache", poi riapra l'app.`],
      ['c', `svuotata. uguale, si chiude dopo il logo`],
      ['a', `Allora provi a disinstallarla e reinstallarla.`],
      ['c', `grazie tante eh. l'avevo scritto che l'ho già fatto due volte. compro il biglietto in stazione.`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza risposta.`],
    ],
  },
  {
    id: 'TV-2114', g: 'tv-qr-offline', cat: 'guasto', s: 'Re: Re: biglietto non visibile',
    m: [
      ['c', `Buongiorno, il biglietto Milano-Brescia di domani mattina nell'app non si apre quando il telefono è in modalità aereo o senza rete (in treno lo tengo così per risparmiare batteria). Con il wifi di casa invece si vede.`],
      ['a', `Buongiorno, per vedere il QR senza rete attivi in Profilo > Impostazioni la voce "Biglietti offline" e apra "I miei viaggi" una volta con il wifi acceso: i biglietti restano salvati sul telefono.\nAndrea - Assistenza Treno Veloce`],
      ['c', `Il giorno gio 12 mar 2026 alle 16:05 Assistenza Treno Veloce <assistenza@trenoveloce.it> ha scritto:\n> Buongiorno, per vedere il QR senza rete attivi in Profilo > Impostazioni la voce "Biglietti offline" e apra "I miei viaggi" una volta con il wifi acceso: i biglietti restano salvati sul telefono.\n> Andrea - Assistenza Treno Veloce\n\nprovato stamattina in modalità aereo, il biglietto si apre. grazie mille\nFederica`],
    ],
    sol: ['biglietti offline'],
  },
  {
    id: 'TV-2115', g: 'tv-oneoff-corsa-doppia', cat: 'commerciale', s: 'carnet: scalate due corse', f: ['oneoff'],
    m: [
      ['c', `Buongiorno, stamattina ho attivato una corsa del carnet, l'app si è bloccata e quando l'ho riaperta le corse erano scese da 7 a 5. Ne ho usata una sola.`],
      ['x', `Log: due attivazioni a 3 secondi di distanza dallo stesso dispositivo. Bug noto della 5.2, riaccredito manuale.`],
      ['a', `Buongiorno, ha ragione: per un blocco dell'app la corsa è stata scalata due volte. La corsa in più gliel'abbiamo restituita dal gestionale: ora sul carnet ne vede 6.`],
      ['c', `6, confermo. grazie`],
    ],
  },
  {
    id: 'TV-2116', g: 'tv-otp-sms', cat: 'accesso', s: 'non ricevo sms',
    m: [
      ['c', `l app dice "abbiamo inviato un codice al numero che termina con 18" ma non arriva niente. aspetto da mezz ora`],
      ['a', `Buongiorno, provi a spegnere e riaccendere il telefono e a richiedere un nuovo codice.`],
      ['c', `stesso problema. nessun sms`],
      ['a', `Capito. Allora usi l'alternativa: nella stessa schermata tocchi "Non hai ricevuto il codice?" > "Ricevi il codice via e-mail" e lo troverà nella posta del suo profilo.`],
      ['c', `ok, arrivato per mail. dentro`],
    ],
    sol: ['via e-mail'], fail: ['spegnere e riaccendere'],
  },
  {
    id: 'TV-2117', g: 'tv-cambio-integrazione', cat: 'altro', s: 'non riesco a cambiare treno',
    m: [
      ['c', `non riesco a cambiare il treno, dopo che scelgo l orario nuovo mi da errore nel pagamento della differenza`],
      ['a', `Buongiorno, provi ad aggiornare l'app all'ultima versione dallo store e a ripetere il cambio.`],
      ['c', `aggiornata. uguale, "pagamento integrazione non riuscito"`],
      ['a', `Grazie. Controlli se nella schermata di pagamento è spuntata la voce "Usa credito": per le integrazioni di un cambio il credito non vale. La tolga e paghi con carta o PayPal.`],
      ['c', `era spuntata. ora è andato`],
    ],
    sol: ['usa credito'], fail: ["aggiornare l'app"],
  },
  {
    id: 'TV-2118', g: 'tv-qr-tornello', cat: 'guasto', s: 'il tornello non legge il QR',
    m: [
      ['c', `il QR si vede benissimo sul telefono ma al tornello di Milano Centrale il lettore non lo legge, fa bip rosso. ho dovuto chiamare l addetto tutte e due le volte`],
      ['a', `Buongiorno, se il QR si vede ma il lettore non lo prende, di solito è la luminosità: quando apre il biglietto porti la luminosità dello schermo al massimo e, se ce l'ha, disattivi la modalità scura o il filtro luce blu. Tenga il telefono piatto a circa 10 cm dal lettore. Anche una pellicola protettiva opaca può dare lo stesso problema.`],
      ['c', `era il filtro luce blu della sera. oggi passato al primo colpo`],
    ],
    sol: ['filtro luce blu'],
  },
  {
    id: 'TV-2119', g: 'tv-preautorizzazione', cat: 'fatturazione', s: 'R: pagamento Satispay in sospeso',
    m: [
      ['c', `Salve, per il treno delle 17:05 Torino-Milano il pagamento nell'app risulta fallito, ma Satispay mi mostra il pagamento "in sospeso". Che faccio, lo rifaccio?`],
      ['a', `Buongiorno, il pagamento in sospeso è una preautorizzazione del tentativo non riuscito: nessun biglietto emesso, nessun addebito definitivo. Si annulla da sola entro 5 giorni lavorativi. Intanto può riacquistare il biglietto senza timore di pagarlo due volte.`],
      ['c', `Il giorno lun 16 mar 2026 alle 14:48 Treno Veloce Assistenza ha scritto:\n> Buongiorno, il pagamento in sospeso è una preautorizzazione del tentativo non riuscito: nessun biglietto emesso, nessun addebito definitivo.\n> Si annulla da sola entro 5 giorni lavorativi.\n\nConfermo, sparito stamattina. Grazie\n\n-- \nStefano Marchetti\nUfficio Acquisti - Logistica Nord Srl`],
    ],
    sol: ['preautorizzazione'],
  },
  {
    id: 'TV-2120', g: 'tv-concessione-buono', cat: 'guasto', s: 'sovrattassa a bordo per app in crash', f: ['concession'],
    m: [
      ['c', `Lunedì l'app è andata in crash proprio mentre il controllore mi chiedeva il biglietto e non si riapriva più. Mi ha fatto pagare il biglietto a bordo con la sovrattassa, 50 euro. Il mio abbonamento era valido, potete controllare.`],
      ['a', `Buongiorno, abbiamo verificato che il suo abbonamento era valido quella mattina e che quel giorno l'app ha avuto un malfunzionamento. La sanzione la emette il personale di bordo e va contestata con il modulo sul sito dell'impresa ferroviaria; da parte nostra, come gesto di cortesia, le abbiamo caricato nel borsellino un buono da 15 euro.`],
      ['c', `va bene, il modulo lo mando. grazie per il buono`],
    ],
  },
  {
    id: 'TV-2121', g: 'tv-carnet-corsa', cat: 'commerciale', s: 'Carnet acquistato non visibile',
    m: [
      ['c', `Salve, ho acquistato un carnet da 10 viaggi Bergamo-Treviglio (ordine del 4 marzo) ma nella lista dei biglietti non risulta nulla. Il pagamento è andato a buon fine. Devo riacquistarlo?`],
      ['a', `Buongiorno, non deve riacquistare nulla: il carnet è nella sezione "Carnet" dell'app, separata dai biglietti. Ogni volta che viaggia apra il carnet e tocchi "Attiva una corsa" prima di salire: comparirà il QR della corsa.`],
    ],
    sol: ['attiva una corsa'],
  },
  {
    id: 'TV-2122', g: 'tv-oneoff-sblocco', cat: 'accesso', s: 'account bloccato!!', f: ['oneoff'],
    m: [
      ['c', `account bloccato per troppi tentativi, dice di riprovare tra 24 ore ma devo fare il biglietto adesso, treno tra 40 minuti!!`],
      ['n', `Sbloccato il profilo dalla console utenti, azzerati i tentativi.`],
      ['a', `fatto, riprova ora`],
      ['c', `entrato`],
    ],
  },
  {
    id: 'TV-2123', g: 'tv-mappa-posti', cat: 'guasto', s: 'mappa dei posti bianca', f: ['unresolved'],
    m: [
      ['c', `Buongiorno, da qualche giorno quando scelgo il posto la mappa della carrozza resta bianca e non posso scegliere nulla. Succede su tutti i treni, da telefono e da computer.`],
      ['a', `Buongiorno, grazie della segnalazione. Abbiamo verificato che non dipende dal suo dispositivo e ho passato il caso ai tecnici con i dettagli che ci ha dato. La ricontatteremo appena avremo novità; nel frattempo il posto viene assegnato in automatico al momento dell'acquisto.`],
      ['s', `Ticket chiuso per inattività.`],
    ],
  },
  {
    id: 'TV-2124', g: 'tv-otp-sms', cat: 'accesso', s: `Impossibile accedere all'applicazione`,
    m: [
      ['c', `Gentile assistenza,\nsono un vostro cliente da diversi anni. Da stamattina non riesco più ad accedere all'applicazione: dopo aver inserito la password mi viene chiesto un codice di sei cifre che dovrebbe arrivarmi per SMS, ma non ricevo nulla. Ho verificato che il numero nel profilo sia corretto.\nCordiali saluti\nRenato Colombo\n\nInviato da iPad`],
      ['a', `Gentile signor Colombo, con alcuni operatori gli SMS dei codici a volte tardano. Può farsi mandare lo stesso codice per posta elettronica: nella schermata del codice tocchi "Non hai ricevuto il codice?" e scelga "Ricevi il codice via e-mail". Resto a disposizione.`],
    ],
    sol: ['via e-mail'],
  },
  {
    id: 'TV-2125', g: 'tv-qr-offline', cat: 'guasto', s: 'biglietto non si apre in treno', f: ['conflict'],
    m: [
      ['c', `ciao il qr del biglietto non si carica quando sono sul treno, nelle zone senza segnale resta bianco. ho un iPhone 11. nelle impostazioni dell app non trovo nessuna voce offline`],
      ['a', `Ciao, sull'iPhone la via più sicura è salvare il biglietto nel Wallet di Apple: apri il viaggio in "I miei viaggi", tocca "Aggiungi a Apple Wallet" e conferma. Dal Wallet il QR si apre anche senza rete e anche a telefono bloccato.`],
      ['c', `👍`],
    ],
    sol: ['wallet'],
  },
  {
    id: 'TV-2126', g: 'tv-preautorizzazione', cat: 'fatturazione', s: 'soldi presi biglietto no',
    m: [
      ['c', `soldi presi biglietto no. ordine TV-88213`],
      ['a', `È una preautorizzazione: si sblocca entro 5 giorni lavorativi, nessun addebito. Il biglietto può ricomprarlo.`],
      ['c', `a posto`],
    ],
    sol: ['preautorizzazione'],
  },
  {
    id: 'TV-2127', g: 'tv-concessione-penale', cat: 'altro', s: 'penale cambio treno', f: ['concession'],
    m: [
      ['c', `Devo cambiare il treno di sabato per un funerale e l'app mi chiede 12 euro di penale per il cambio della tariffa Base. Non si può evitare?`],
      ['a', `Buongiorno, condoglianze. La penale è prevista dalla tariffa, ma per questa volta gliela abboniamo: faccia pure il cambio dall'app come al solito, i 12 euro le verranno riaccreditati sulla carta entro pochi giorni.`],
      ['c', `grazie, gentilissimi`],
    ],
  },
  {
    id: 'TV-2128', g: 'tv-cambio-integrazione', cat: 'altro', s: 'anticipare treno',
    m: [
      ['c', `Ciao, ho provato ad anticipare il treno di domani ma il cambio si blocca al pagamento. Ho un buono da 10€ che mi avevate dato per un ritardo, forse c'entra?`],
      ['a', `Ciao, sì, c'entra: buoni e credito non si possono usare per pagare la differenza di un cambio. Nella schermata di pagamento togli "Usa credito" e paga la differenza con la carta; il buono resta lì per il prossimo biglietto.`],
      ['c', `ok`],
    ],
    sol: ['usa credito'],
  },
  {
    id: 'TV-2129', g: 'tv-oneoff-email', cat: 'accesso', s: 'e-mail del profilo non più attiva', f: ['oneoff'],
    m: [
      ['c', `Buongiorno, il mio profilo è registrato con l'e-mail dell'università, che non ho più (l'hanno chiusa dopo la laurea), quindi non riesco a recuperare la password. La nuova e-mail è ioana.dumitru92@gmail.com. Come faccio?`],
      ['a', `Buongiorno, ho verificato la sua identità con le ultime quattro cifre della carta dell'ultimo acquisto, come da procedura. Ora il profilo è associato al nuovo indirizzo e-mail: le ho appena mandato lì il link per scegliere una nuova password.`],
      ['c', `arrivato, password cambiata. grazie!`],
    ],
    pii: [['EMAIL', 'ioana.dumitru92@gmail.com']],
  },
  {
    id: 'TV-2130', g: 'tv-carnet-corsa', cat: 'commerciale', s: 'dove trovo il carnet',
    m: [
      ['c', `Ho comprato il carnet ieri sera, ma stamattina non ho trovato il biglietto e l'ho dovuto fare in stazione. Vorrei capire dov'è finito.`],
      ['a', `Buongiorno, provi a uscire dall'account e a rientrare: a volte la lista non si aggiorna.`],
      ['c', `non è servito a nulla, la lista dei biglietti è vuota`],
      ['a', `Mi scusi, avrei dovuto chiederle subito se si trattava di un carnet: i carnet non finiscono nella lista dei biglietti. Tocchi in basso "Carnet", apra il suo e prema "Attiva una corsa" prima di salire: il QR compare lì.`],
      ['c', `trovato. ok grazie`],
    ],
    sol: ['attiva una corsa'], fail: ["uscire dall'account"],
  },
  {
    id: 'TV-2131', g: 'tv-paypal-annullato', cat: 'fatturazione', s: 'paypal pagamento annullato', f: ['unresolved'],
    m: [
      ['c', `ciao, scelgo PayPal, si apre la pagina di PayPal, accetto e poi torna all app con "pagamento annullato". provato 3 volte`],
      ['a', `Ciao, controlla per favore che nel profilo PayPal ci sia una carta o un conto valido come metodo predefinito, poi riprova.`],
      ['c', `c'è, è la stessa che uso ovunque. niente`],
      ['a', `Grazie. Puoi mandarci l'orario preciso dell'ultimo tentativo? Lo verifichiamo con PayPal.`],
      ['c', `lascio perdere, pago con la carta e basta`],
    ],
  },
];
