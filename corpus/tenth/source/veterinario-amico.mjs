// Tenth reference set, product "Veterinario Amico" (a chain of veterinary clinics with an app: booking visits,
// the pet's health record, vaccination reminders, electronic veterinary prescriptions, invoices and payments,
// several pets per owner, microchip registration). Written blind on 2026-12-01 (late night): the distiller's
// rules, lexicons, cues, grouping and src/lib/text/ were not opened, nor any other set's tickets.
// Voices: a German tourist in machine-translated Italian, a customer who only describes screenshots, a breeder in
// heavy abbreviations, a customer who writes again from another address restating everything, a customer angry
// at a pharmacist, another at the vet on duty, sarcastic thanks, a shelter volunteer writing for adopters, a forum
// "fix" asked about, a review threat, a lawyer in cc, lettered options, three questions at once, a fix confirmed
// days later, star ratings and 👍🏻; agents formal and casual, internal notes with the real diagnosis.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Veterinario Amico';
export const start = '2026-11-09T08:00:00Z';
export const tickets = [
  { id: 'VA-3601', g: 'va-promemoria-interruttore-animale', cat: 'configurazione', s: 'Promemoria vaccino arriva solo per un cane',
    m: [
      ['c', `Buongiorno, ho due cani registrati nell'app, Birba e Otto. Per Birba il promemoria dei vaccini arriva sempre puntuale, per Otto invece mai. Risultato: Otto ha saltato il richiamo della leptospirosi e me ne sono accorta solo sfogliando il libretto. Come mai?`],
      ['a', `Gentile cliente, la ringraziamo per la segnalazione. Per prima cosa le chiediamo di verificare i permessi delle notifiche dell'app nelle impostazioni del telefono (Impostazioni > App > Veterinario Amico > Notifiche) e che siano consentite anche con il risparmio energetico attivo.`],
      ['c', `Le notifiche sono attive, tant'è vero che per Birba arrivano. Il problema è solo Otto.`],
      ['a', `Ha ragione, ci scusi. Allora il motivo è un altro: i promemoria si attivano animale per animale. Apra I miei animali, tocchi la scheda di Otto, poi la voce Promemoria, e attivi l'interruttore "Richiami vaccinali". Per gli animali aggiunti dopo il primo l'interruttore può risultare spento. Una volta attivo, il promemoria del prossimo richiamo verrà programmato in automatico.`],
      ['c', `Trovato, era spento. Ora lo vedo attivo. Grazie.`],
    ],
    sol: ['richiami vaccinali'], fail: ['permessi delle notifiche'] },

  { id: 'VA-3602', g: 'va-otp-email-spam', cat: 'accesso', s: 'Non riesco a entrare, il codice non arriva',
    m: [
      ['c', `Salve, da ieri non riesco a entrare nell'app. Metto la mia e-mail, l'app dice "ti abbiamo inviato un codice di accesso" ma il codice non arriva. Devo prenotare il vaccino del gatto entro venerdì.`],
      ['a', `Buongiorno, provi a richiedere un nuovo codice dalla schermata di accesso toccando "Invia di nuovo": ogni codice vale 10 minuti e le richieste ravvicinate a volte si accavallano.`],
      ['c', `Fatto tre volte, non arriva niente lo stesso.`],
      ['a', `Capito. Allora è molto probabile che i messaggi finiscano nella cartella Spam o in Promozioni (succede spesso con Gmail e Libero). Controlli lì: se trova il codice, segni il messaggio come "non spam" e aggiunga noreply@veterinarioamico.it ai contatti, così i prossimi arriveranno nella posta in arrivo.`],
      ['c', `Erano tutti e quattro nello spam. Che figura. Entrata, grazie!`],
    ],
    sol: ['spam'], fail: ['nuovo codice'] },

  { id: 'VA-3603', g: 'va-ricetta-codici-farmacia', cat: 'altro', s: 'La farmacia non trova la ricetta del cane',
    m: [
      ['c', `Buonasera. Ieri la dottoressa della clinica di Monza ha prescritto l'antibiotico per Nuvola, la ricetta risulta nell'app. Vado in farmacia, mostro il telefono e la farmacista mi dice che "così non la legge", che devo tornare dal veterinario a farmela stampare. Tra l'altro con un tono che non vi dico, davanti a tutta la fila, come se fossi io a non saper usare un telefono. Il cane intanto aspetta la terapia. Cosa devo fare?`],
      ['a', `Buonasera, ci dispiace per l'esperienza in farmacia. La ricetta veterinaria elettronica non va stampata: alla farmacia servono due dati, il numero della ricetta e il PIN. Nell'app apra Ricette, tocchi la ricetta dell'antibiotico e poi il pulsante "Codici per la farmacia": compariranno il numero ricetta e il PIN in caratteri grandi. Li mostri o li detti al farmacista, che li inserisce nel suo gestionale e vede subito la prescrizione. L'immagine che si vede aprendo la ricetta non tutti i lettori delle farmacie riescono a leggerla.`],
      ['c', `Tornata in farmacia con i due codici, c'era un altro farmacista ed è andata in due minuti. Grazie.`],
    ],
    sol: ['codici per la farmacia', 'pin'] },

  { id: 'VA-3604', g: 'va-riepilogo-730-codice-fiscale', cat: 'fatturazione', s: 'Riepilogo spese veterinarie non valido per il 730',
    m: [
      ['c', `Buongiorno, ho scaricato dall'app il riepilogo delle spese veterinarie del 2025 per la dichiarazione, ma al CAF mi hanno detto che non lo possono usare perché non c'è il codice fiscale dell'intestatario. Le spese sono tutte per la mia gatta Perla, visite e farmaci. Il mio codice fiscale è BNCLRA79C54L219Q, potete aggiungerlo voi?`],
      ['a', `Buongiorno signora Bianchi, il riepilogo viene generato con i dati fiscali presenti nel suo profilo, che al momento sono vuoti: per questo la riga del codice fiscale esce in bianco. Non serve che lo inseriamo noi: vada su Profilo > Dati fiscali, inserisca il codice fiscale e salvi. Poi torni in Fatture > Riepilogo spese 730 e scarichi di nuovo il documento: verrà rigenerato con il codice fiscale. Le consigliamo inoltre di non scrivere il codice fiscale nei messaggi: il profilo è il posto giusto.`],
      ['c', `Fatto, ora il PDF riporta il codice fiscale. Grazie mille, lo porto al CAF.`],
    ],
    sol: ['dati fiscali'],
    pii: [['CF', 'BNCLRA79C54L219Q']] },

  { id: 'VA-3605', g: 'va-prenota-filtro-veterinario', cat: 'configurazione', s: 'Nessuno appuntamento libero Peschiera',
    m: [
      ['c', `Buongiorno, io sono turista dalla Germania in vacanza al Lago di Garda con il mio cane Bello. Lui ha ferito la zampa su una pietra. L'applicazione dice "nessuna disponibilità" per la clinica di Peschiera per tutta la settimana, ma quando io ho telefonato la signora ha detto che ci sono posti liberi domani. Io non capisco, forse l'applicazione non funziona con telefoni tedeschi? Alla registrazione io ho scelto la dottoressa Ferri perché ha buone recensioni. Grazie per aiuto e scusi mio italiano.`],
      ['a', `Buongiorno, il suo italiano è chiarissimo, non si preoccupi. Il telefono tedesco va benissimo. Il problema è la scelta della dottoressa Ferri: quando c'è un veterinario preferito, l'app mostra solo gli orari di quel veterinario, e questa settimana la dottoressa Ferri non è in servizio. Faccia così: in Prenota tocchi "Filtri" in alto e scelga "Qualsiasi veterinario". Vedrà tutti gli orari liberi della clinica di Peschiera.`],
      ['c', `Ha funzionato! Io ho prenotato domani ore 9:30. Grazie mille, Bello dice anche grazie.`],
    ],
    sol: ['qualsiasi veterinario'] },

  { id: 'VA-3606', g: 'va-biometria-nuovo-telefono', cat: 'accesso', s: 'Non riesco a entrare dal telefono nuovo',
    m: [
      ['c', `Ciao, ho cambiato telefono e non riesco più a entrare nell'app. Appena apro, chiede il Face ID, lo faccio e compare "Dispositivo non riconosciuto". Ho provato tre volte e adesso mi dice di riprovare più tardi. Sul vecchio telefono funzionava.`],
      ['a', `Ciao! Il Face ID è legato al telefono su cui l'avevi attivato, quindi sul nuovo va riattivato. Procedi così:
1. nella schermata di accesso tocca "Accedi con e-mail e password" (sotto il pulsante del Face ID);
2. entra con le tue credenziali; se non ricordi la password usa "Password dimenticata";
3. una volta dentro vai su Profilo > Sicurezza e attiva di nuovo "Accesso con Face ID".
Dal prossimo avvio ti chiederà solo il viso.`],
      ['c', `Perfetto, entrata e riattivato. Grazie!`],
    ],
    sol: ['accedi con e-mail e password', 'sicurezza'] },

  { id: 'VA-3607', g: 'va-promemoria-interruttore-animale', cat: 'configurazione', s: 'Notifiche vaccini solo per uno dei due gatti',
    m: [
      ['c', `[immagine allegata] come vedete qui nel libretto di Mia c'è scritto "prossimo richiamo: 12/11", quindi ieri. Nessuna notifica.
[immagine allegata] qui invece la schermata delle notifiche: ci sono tutte quelle di Leo, l'altro gatto, anche quella dell'antiparassitario.
[immagine allegata] e qui la scheda di Mia, che ho aggiunto a settembre.
Perché per lei niente?`],
      ['a', `Ciao, grazie per le schermate, chiarissime! Nella terza si vede la scheda di Mia: i promemoria vanno accesi per ogni animale. Ecco i passaggi:
1. apri la scheda di Mia;
2. scorri fino a "Promemoria";
3. attiva "Richiami vaccinali" (e, se ti serve, anche "Antiparassitari").
Da quel momento arriveranno anche per lei. Intanto ti conviene prenotare il richiamo che è scaduto ieri.`],
      ['c', `👍🏻`],
    ],
    sol: ['richiami vaccinali'] },

  { id: 'VA-3608', g: 'va-microchip-firma-modulo', cat: 'altro', s: 'Microchip sempre in attesa',
    m: [
      ['c', `Buongiorno, il 20 ottobre abbiamo fatto mettere il microchip al nostro cucciolo Tobia nella clinica di Bergamo. Nell'app alla voce Microchip c'è scritto "In attesa di conferma" da quasi un mese. Non vorrei avere problemi con l'anagrafe canina, il cane risulta registrato o no?`],
      ['a', `Buongiorno, per ora no, ma si risolve subito. L'iscrizione all'anagrafe canina regionale parte solo dopo che il proprietario firma il modulo di iscrizione, che trovate nell'app: scheda di Tobia > Microchip > Documenti da firmare. Aprite il modulo, controllate i dati e firmate con il codice che vi arriva via SMS. Lo stato passerà a "Inviato all'anagrafe" e in pochi giorni lavorativi a "Iscritto".`],
      ['c', `Firmato adesso, ora c'è scritto "Inviato all'anagrafe". Non avevamo proprio visto quella sezione, grazie!`],
    ],
    sol: ['documenti da firmare'] },

  { id: 'VA-3609', g: 'va-pagamento-3ds-scaduto', cat: 'pagamenti', s: 'Pagamento fattura rifiutato con la carta',
    m: [
      ['c', `Salve, sto cercando di pagare dall'app la fattura della visita di controllo (62 euro) ma mi dice "Pagamento rifiutato". La carta è la stessa con cui ho sempre pagato e ha soldi. Ho provato due volte.`],
      ['a', `Buongiorno, le cause più frequenti sono tre, le elenco con la soluzione:
a) la banca chiede di autorizzare il pagamento con una notifica nella sua app (3-D Secure): se non la approva entro 5 minuti, il pagamento viene rifiutato. Riprovi tenendo a portata di mano il telefono con l'app della banca e approvi subito;
b) la carta ha raggiunto il limite per i pagamenti online: in quel caso provi con un'altra carta;
c) se preferisce, può pagare la fattura direttamente in clinica alla prossima visita.
Mi faccia sapere quale ha risolto.`],
      ['c', `La a). Il telefono con l'app della banca era in carica in un'altra stanza e la notifica era lì da mezz'ora. Riprovato e approvato subito, pagato. Grazie.`],
    ],
    sol: ['entro 5 minuti', 'approvi'] },

  { id: 'VA-3610', g: 'va-ricetta-codici-farmacia', cat: 'altro', s: 'Ricetta elettronica inutilizzabile',
    m: [
      ['c', `La farmacia dice che la ricetta del collirio per il gatto "non risulta". Nell'app io la vedo benissimo. Che devo fare, stamparla?`],
      ['a', `Buongiorno, non serve stamparla: mostri in farmacia il QR della ricetta che trova aprendo la prescrizione nell'app.`],
      ['c', `Grazie davvero, è esattamente quello che ho fatto ieri e che NON funziona. Utilissimi come sempre. Il gatto ha l'occhio chiuso, nel frattempo.`],
      ['a', `Ha ragione, mi scuso: la risposta era incompleta. Molte farmacie non leggono il QR dallo schermo e cercano la ricetta inserendo a mano due codici. Apra la ricetta, tocchi "Codici per la farmacia" e comunichi al farmacista il numero ricetta e il PIN che compaiono: con quelli la trova di sicuro.`],
      ['c', `Ok, questa volta è andata. Ci sono volute solo due mail. Miracolo.`],
    ],
    sol: ['numero ricetta', 'pin'], fail: ['qr'] },

  { id: 'VA-3611', g: 'va-carta-salvata-scaduta', cat: 'pagamenti', s: 'Pagamento rifiutato con la carta',
    m: [
      ['c', `Buongiorno, la fattura della sterilizzazione di Lola non si riesce a pagare: "Pagamento rifiutato". La banca mi ha mandato la carta nuova il mese scorso, il numero è 4532 0184 7729 1638 se vi serve per controllare.`],
      ['a', `Buongiorno, la preghiamo di non scrivere mai il numero della carta nei messaggi: non ci serve e per sicurezza lo abbiamo oscurato nel nostro sistema. Spesso il rifiuto è temporaneo: le suggerisco di riprovare più tardi, magari tra qualche ora.`],
      ['c', `Ho riprovato stamattina e anche adesso, niente. Stesso messaggio.`],
      ['a', `Grazie per la pazienza. Se la banca le ha sostituito la carta, nell'app è probabilmente ancora memorizzata quella vecchia, ormai scaduta, ed è lei che viene rifiutata. Vada in Pagamenti > Metodi salvati, elimini la carta vecchia toccando il cestino e poi "Aggiungi carta" con i dati di quella nuova. Poi torni sulla fattura e paghi.`],
      ['c', `Era quello, c'era ancora la vecchia con scadenza 10/26. Pagato, grazie.`],
    ],
    sol: ['metodi salvati', 'aggiungi carta'], fail: ['riprovare più tardi'],
    pii: [['CARTA', '4532 0184 7729 1638']] },

  { id: 'VA-3612', g: 'va-riepilogo-730-codice-fiscale', cat: 'fatturazione', s: 'R: Riepilogo 730 senza codice fiscale',
    m: [
      ['c', `Buonasera, il documento per il 730 che si scarica dall'app ha il campo del codice fiscale vuoto, il commercialista non lo accetta.`],
      ['a', `Buonasera, per aiutarla meglio: 1) il suo codice fiscale risulta inserito nel profilo dell'app? 2) il riepilogo che ha scaricato è quello del 2025? 3) l'ha scaricato dall'app o dal sito?`],
      ['c', `Vi scrivo da un altro indirizzo, giulia.ferraro82@libero.it, perché quello con cui mi ero registrata non lo controllo più e non so se mi avete risposto. Ripeto tutto: sono Giulia Ferraro, ho due cani, Argo e Maya, seguiti nella clinica di Verona. Ho scaricato dall'app il riepilogo spese veterinarie per il 730 del 2025 e nel PDF la riga del codice fiscale è vuota. Il commercialista dice che così non vale per la detrazione. Nel profilo non ricordo di aver mai messo il codice fiscale, ma all'accettazione della clinica gliel'avevo detto.`],
      ['a', `Buonasera signora Ferraro, le rispondo su questo indirizzo. Il codice fiscale dato a voce in clinica non passa nel profilo dell'app, ed è proprio dal profilo che il riepilogo prende i dati. Vada su Profilo > Dati fiscali, inserisca il suo codice fiscale e salvi; poi in Fatture > Riepilogo spese 730 scarichi di nuovo il documento del 2025: uscirà completo. Se vuole, nello stesso menu può anche aggiornare l'indirizzo e-mail con quello nuovo.`],
      ['c', `★★★★★`],
    ],
    sol: ['dati fiscali'],
    pii: [['EMAIL', 'giulia.ferraro82@libero.it']] },

  { id: 'VA-3613', g: 'va-prenota-filtro-veterinario', cat: 'configurazione', s: 'Prenotazione: non ci sono mai orari',
    m: [
      ['c', `ciao, provo a prenotare il richiamo per Rocky a Monza e il calendario è tutto grigio per due settimane. possibile che siate così pieni?`],
      ['a', `Ciao! Prova ad aggiornare l'app all'ultima versione dallo store: la 4.2 ha sistemato alcuni problemi del calendario.`],
      ['c', `aggiornata, stessa cosa. tutto grigio.`],
      ['a', `Ok, allora guardiamo i filtri. Nel tuo profilo risulta impostato come veterinario preferito il dott. Sala, e il calendario ti mostra solo i suoi turni (che per le prossime due settimane sono pieni). In Prenota tocca "Filtri" e seleziona "Qualsiasi veterinario": compariranno tutti gli orari liberi della clinica.`],
      ['c', `ok ora vedo un sacco di orari, prenotato giovedì. già che ci sono: in clinica si può pagare in contanti o solo con carta?`],
      ['a', `Certo, in clinica puoi pagare anche in contanti, oltre che con carta o bancomat. A giovedì!`],
    ],
    sol: ['qualsiasi veterinario'], fail: ['aggiornare'] },

  { id: 'VA-3614', g: 'va-promemoria-interruttore-animale', cat: 'configurazione', s: 'Allevamento: reminder solo per la fattrice',
    m: [
      ['c', `Buongiorno. Allevamento amatoriale BRI (british), 6 gatti in app: 1 fattrice + 5 cuccioli cucciolata ott. Reminder vacc. arrivano SOLO x la fattrice (prima inserita). Per i cuccioli zero avvisi, eppure nel libretto c'è 1° trivalente + FeLV fatto a 8 sett., 2° richiamo previsto a 12 sett. Cessioni a fine mese, non posso sgarrare. Bug?`],
      ['n', `Confermato: per gli animali aggiunti dopo il primo l'interruttore dei promemoria vaccinali nasce spento (difetto noto lato app, segnalato allo sviluppo). I richiami sono comunque calcolati, manca solo l'invio. Spiegare al cliente come accenderlo animale per animale.`],
      ['a', `Buongiorno, grazie per il dettaglio. I richiami dei cuccioli sono correttamente calcolati nel libretto, ma per ogni gatto aggiunto dopo il primo l'invio dei promemoria va acceso a mano. Per ciascuno dei cinque cuccioli: apra la scheda, vada su Promemoria e attivi "Richiami vaccinali". Da quel momento riceverà l'avviso per il secondo richiamo di ognuno. Stiamo correggendo l'app perché l'interruttore risulti acceso di default.`],
      ['c', `Fatto x tutti e 5. Ok.`],
    ],
    sol: ['richiami vaccinali'] },

  { id: 'VA-3615', g: 'va-penale-disdetta-tardiva', cat: 'pagamenti', s: 'Penale di 25 euro per disdetta',
    m: [
      ['c', `Buongiorno, mi è stata addebitata una penale di 25 euro perché ho disdetto la visita di Micio meno di 24 ore prima. So che è scritto nelle condizioni, ma quella mattina mio marito è stato ricoverato d'urgenza e sono corsa in ospedale con lui: non avevo certo la testa per disdire un appuntamento dal veterinario. Vi chiedo di capire.`],
      ['a', `Buongiorno signora, ci dispiace molto e speriamo che suo marito stia meglio. La penale è prevista dalle condizioni di prenotazione, ma viste le circostanze abbiamo deciso di annullarla in via del tutto eccezionale: i 25 euro le verranno riaccreditati sulla carta entro 5 giorni lavorativi. Quando se la sente, può prenotare di nuovo la visita di Micio dall'app.`],
      ['c', `Grazie di cuore, siete stati molto gentili.`],
    ],
    f: ['concession'] },

  { id: 'VA-3616', g: 'va-microchip-firma-modulo', cat: 'altro', s: 'Associazione Code Felici: iscrizione anagrafe dei gatti adottati',
    m: [
      ['c', `Buongiorno, sono Paola, volontaria dell'associazione Code Felici di Lodi. Scrivo per conto di tre nostri adottanti (gatti Fumo, Briciola e Tigre) che hanno fatto applicare il microchip presso la vostra clinica di Lodi tra ottobre e novembre. Per tutti e tre nell'app risulta "In attesa di conferma" e, come associazione, dobbiamo consegnare al Comune la prova dell'iscrizione all'anagrafe felina entro fine mese. Possiamo firmare noi qualcosa per velocizzare? Molti adottanti sono anziani e con l'app non sono pratici.`],
      ['a', `Gentile Paola, grazie per il lavoro che fate. Purtroppo la firma non può essere delegata all'associazione: il modulo di iscrizione all'anagrafe deve essere firmato dall'intestatario dell'animale. Ogni adottante deve aprire nell'app la scheda del gatto, poi Microchip > Documenti da firmare, e firmare il modulo con il codice che riceve via SMS. È questo passaggio che manca: finché il modulo non è firmato, l'iscrizione resta in attesa. Se qualcuno ha difficoltà, può farsi aiutare da un familiare o da voi, purché la firma avvenga dal suo telefono.`],
      ['c', `Grazie, giro le istruzioni agli adottanti.`],
      ['c', `Buongiorno, vi aggiorno come promesso: alla fine tutti e tre hanno firmato il modulo (uno l'ho aiutato io a casa sua). Fumo e Briciola risultano già iscritti, Tigre è "Inviato all'anagrafe". Grazie ancora, pratica chiusa per noi.`],
    ],
    sol: ['documenti da firmare'] },

  { id: 'VA-3617', g: 'va-ricetta-codici-farmacia', cat: 'altro', s: 'È sicuro mandare il PIN della ricetta su WhatsApp?',
    m: [
      ['c', `Salve, la farmacia sotto casa mi dice che la ricetta del Prednicortone per il mio cane non la trova nel sistema. Su un forum di proprietari di cani ho letto che la soluzione è fare uno screenshot del PIN della ricetta e mandarlo su WhatsApp al numero della farmacia, così loro se la caricano. È una cosa sicura? Non vorrei che qualcuno usasse la ricetta al posto mio.`],
      ['a', `Buongiorno, ha fatto bene a chiedere. Con numero ricetta e PIN chiunque può ritirare il farmaco prescritto, quindi le sconsigliamo di mandarli su WhatsApp o di pubblicarli. Il modo corretto è un altro: apra la ricetta nell'app, tocchi "Codici per la farmacia" e mostri i due codici direttamente al farmacista al banco (oppure glieli detti per telefono se la farmacia glielo chiede). La farmacia non riesce a trovare la ricetta senza quei due codici: la ricerca per nome del proprietario o dell'animale non è prevista.`],
      ['c', `Grazie, mostrati al banco e la ricetta è saltata fuori subito. Meglio così che su WhatsApp.`],
    ],
    sol: ['codici per la farmacia'] },

  { id: 'VA-3618', g: 'va-sconto-visita-notturna', cat: 'fatturazione', s: 'Fattura pronto soccorso notturno e comportamento del medico',
    m: [
      ['c', `Scrivo per due motivi. Il primo: sabato notte ho portato il mio cane al pronto soccorso della clinica di Verona per una gastrite e la fattura è di 180 euro, per una visita e un'iniezione. Il secondo, che mi pesa di più: il veterinario di turno è stato sgarbato dall'inizio alla fine, ha sbuffato quando ho chiesto spiegazioni e mi ha detto che "se uno ha un cane deve mettere in conto le spese". Ero preoccupata, non mi sembrava il caso. Vorrei sapere se la fattura è corretta.`],
      ['a', `Gentile signora, grazie per averci scritto e ci scusiamo per come si è sentita trattata: abbiamo girato la sua segnalazione al direttore sanitario della clinica di Verona, che ne parlerà con il collega. Sulla fattura: l'importo è corretto, perché comprende la maggiorazione notturna del pronto soccorso prevista dal tariffario. Detto questo, per l'esperienza che ha avuto le abbiamo riconosciuto un buono del 20% sulla prossima visita del suo cane, che trova già nell'app in Fatture > Buoni e che verrà applicato in automatico.`],
      ['c', `Va bene, apprezzo la risposta. Grazie.`],
    ],
    f: ['concession'] },

  { id: 'VA-3619', g: 'va-riepilogo-730-codice-fiscale', cat: 'fatturazione', s: 'Riepilogo spese 730, codice fiscale vuoto',
    m: [
      ['c', `Buongiorno, mi servirebbe il riepilogo delle spese del veterinario per la dichiarazione dei redditi. Lo scarico dall'app ma il PDF esce con la riga "Codice fiscale intestatario" vuota e mia figlia, che mi fa il 730 online, dice che così non posso detrarre niente.`],
      ['a', `Buongiorno! A volte il telefono conserva una copia vecchia del documento: provi a svuotare la cache dell'app (Impostazioni del telefono > App > Veterinario Amico > Archivio > Svuota cache) e poi a scaricarlo un'altra volta.`],
      ['c', `Niente da fare, la riga è sempre vuota.`],
      ['a', `Ho guardato meglio il suo profilo: il problema è che non c'è il codice fiscale, quindi il riepilogo non ha da dove prenderlo.`],
      ['a', `Le scrivo i passaggi: apra Profilo > Dati fiscali, inserisca il codice fiscale, salvi. Poi vada in Fatture > Riepilogo spese 730 e scarichi di nuovo il documento: il codice comparirà nella riga in alto.`],
      ['c', `Inserito il codice SPSGNR62S02F839I e adesso il foglio è completo. Mia figlia dice che va bene. Grazie e buona giornata.`],
    ],
    sol: ['dati fiscali'], fail: ['svuotare la cache'],
    pii: [['CF', 'SPSGNR62S02F839I']] },

  { id: 'VA-3620', g: 'va-unione-account-doppi', cat: 'account', s: 'Lo stesso gatto in due account',
    m: [
      ['c', `Buongiorno, io e mia moglie ci siamo registrati ognuno con il proprio account e tutti e due abbiamo inserito il nostro gatto, Pippo. Così adesso ci sono due Pippo: in uno c'è la visita di giugno con gli esami del sangue, nell'altro il vaccino di ottobre. Il veterinario in clinica vede solo una parte della storia. Si può avere un solo libretto, visibile a tutti e due?`],
      ['n', `Due schede animale con lo stesso microchip su account diversi (coniugi). La fusione delle schede non è disponibile lato cliente: eseguita dal pannello (unione schede, tenuta la scheda più vecchia, aggiunta la moglie come co-proprietaria).`],
      ['a', `Buongiorno, ho unito io le due schede di Pippo dal nostro sistema: adesso c'è un solo libretto con la visita di giugno, gli esami e il vaccino di ottobre. Ho aggiunto sua moglie come co-proprietaria, quindi lo vedete entrambi ciascuno dal proprio account e le prossime visite verranno registrate sempre lì.`],
      ['c', `Visto, perfetto. Grazie.`],
    ],
    f: ['oneoff'] },

  { id: 'VA-3621', g: 'va-prenota-filtro-veterinario', cat: 'configurazione', s: 'Impossibile prenotare, vi lascio una recensione',
    m: [
      ['c', `È la terza sera che provo a prenotare una visita per la mia coniglia alla clinica di Bergamo e l'app mi dice che non c'è disponibilità fino a gennaio. Al telefono non risponde nessuno dopo le 19. Se entro domani non riesco a prenotare, vi lascio una recensione da una stella su Google e vado da un'altra parte, lo dico chiaro.`],
      ['a', `Buonasera, comprendiamo la frustrazione e ci scusiamo. Abbiamo verificato: la clinica di Bergamo ha diversi orari liberi già questa settimana. Nel suo profilo è impostato come veterinario preferito il dott. Rinaldi, esperto di animali esotici, e in questo caso l'app mostra solo i suoi turni, che sono pieni fino a gennaio. Per vedere tutte le disponibilità apra Prenota, tocchi "Filtri" e scelga "Qualsiasi veterinario". Tutti i nostri veterinari di Bergamo visitano anche i conigli.`],
    ],
    sol: ['qualsiasi veterinario'] },

  { id: 'VA-3622', g: 'va-promemoria-interruttore-animale', cat: 'configurazione', s: 'Nessun promemoria per il secondo cane',
    m: [
      ['c', `Salve, per il nostro secondo cane, Pepe, non riceviamo nessun promemoria dei vaccini. Per Luna sì.`],
      ['a', `Buongiorno, i promemoria si attivano per ogni animale: apra la scheda di Pepe, vada su Promemoria e attivi l'interruttore "Richiami vaccinali".`],
      ['c', `L'interruttore c'è ma è grigio e non si sposta. Pepe l'ha inserito mio marito dal suo account e l'ha condiviso con me, forse è per quello.`],
      ['a', `Esatto, sulle schede condivise l'interruttore può cambiarlo solo chi ha inserito l'animale. Se preferisce non passare dal telefono di suo marito, c'è un'alternativa che vale per tutti gli animali che vede nel suo account, condivisi compresi: vada su Profilo > Preferenze di contatto e attivi "Promemoria via SMS". Riceverà un SMS qualche giorno prima di ogni richiamo.`],
      ['c', `Ok, attivato, vediamo.`],
      ['c', `Buongiorno, vi riscrivo solo per dirvi che stamattina è arrivato l'SMS per il richiamo della rabbia di Pepe, quindi funziona. Grazie.`],
    ],
    sol: ['preferenze di contatto', 'promemoria via sms'], fail: ['richiami vaccinali'], f: ['conflict'] },

  { id: 'VA-3623', g: 'va-trasferimento-intestatario', cat: 'account', s: 'Passare il cane al nuovo proprietario',
    m: [
      ['c', `Buongiorno, per motivi di lavoro mi trasferisco all'estero e la mia cagnolina Zoe resterà con un amico, Marco, che la adotterà. Vorrei che il suo libretto con tutti i vaccini e le visite passasse a lui, senza che debba ricominciare da zero. La sua e-mail è marco.dellavalle@gmail.com. Come si fa?`],
      ['a', `Buongiorno, lo può fare direttamente lei dall'app, in pochi passaggi:
1. apra I miei animali e tocchi la scheda di Zoe;
2. in fondo alla scheda scelga "Trasferisci a un altro proprietario";
3. inserisca l'e-mail di Marco e confermi.
Marco riceverà un invito: se non ha ancora l'app, dovrà registrarsi con quella stessa e-mail e accettare il trasferimento. Da quel momento Zoe, con tutto il libretto, sarà nel suo account. Per il cambio di proprietario all'anagrafe canina, dopo l'accettazione comparirà a Marco un modulo da firmare nella scheda.`],
      ['c', `Fatto, Marco ha già accettato e vede tutto. Grazie mille!`],
    ],
    sol: ['trasferisci a un altro proprietario'],
    pii: [['EMAIL', 'marco.dellavalle@gmail.com']] },

  { id: 'VA-3624', g: 'va-microchip-firma-modulo', cat: 'altro', s: 'Iscrizione anagrafe ferma da settimane',
    m: [
      ['c', `Buongiorno, il microchip di Athos è stato inserito il 3 novembre e nell'app è ancora "In attesa di conferma". È normale?`],
      ['a', `Buongiorno, sì: l'anagrafe regionale può richiedere fino a dieci giorni lavorativi per confermare l'iscrizione. Le consiglio di ricontrollare la prossima settimana.`],
      ['c', `Sono passate tre settimane e c'è ancora scritto "In attesa di conferma". Alla clinica dicono di chiedere a voi.`],
      ['n', `Controllato: pratica mai partita, il modulo di iscrizione è in attesa di firma del proprietario da 24 giorni. Non è un ritardo dell'anagrafe.`],
      ['a', `Mi scuso per la risposta precedente: ho verificato e la pratica non è ferma all'anagrafe, manca la sua firma sul modulo di iscrizione. Apra la scheda di Athos, vada su Microchip > Documenti da firmare e firmi il modulo con il codice che riceverà via SMS. Subito dopo la pratica verrà inviata e lo stato cambierà in "Inviato all'anagrafe".`],
      ['c', `🙏`],
    ],
    sol: ['documenti da firmare'], fail: ['dieci giorni lavorativi'] },

  { id: 'VA-3625', g: 'va-referti-esami-mancanti', cat: 'guasto', s: 'Esami del sangue non compaiono nel libretto',
    m: [
      ['c', `Buongiorno, il 14 novembre hanno fatto a Nina gli esami del sangue pre-operatori nella clinica di Monza. Mi avevano detto che entro tre giorni avrei visto il referto nell'app, ma nel libretto non c'è niente. L'intervento è fissato per il 2 dicembre e vorrei leggerli prima.`],
      ['a', `Buongiorno, la ringraziamo per la segnalazione. Il referto deve essere caricato dalla clinica dopo la validazione del laboratorio: abbiamo inoltrato la sua richiesta alla segreteria della clinica di Monza, che la ricontatterà telefonicamente nelle prossime 48 ore.`],
      ['c', `Sono passati quattro giorni, nessuno mi ha chiamata e nel libretto continua a non esserci niente. L'intervento è tra una settimana.`],
      ['a', `Ci scusiamo per l'attesa. Abbiamo sollecitato nuovamente la clinica, che la richiamerà quanto prima.`],
      ['s', `Il ticket è stato chiuso automaticamente dopo 7 giorni senza nuove risposte.`],
    ],
    f: ['unresolved'] },

  { id: 'VA-3626', g: 'va-crash-pdf-libretto', cat: 'guasto', s: "L'app si chiude quando scarico il libretto",
    m: [
      ['c', `Salve, quando tocco "Scarica libretto in PDF" nella scheda di Kira l'app si chiude di colpo e torna alla schermata del telefono. Ho un Samsung un po' vecchio, Android 9. Mi serve il libretto per portare Kira in Francia a gennaio.`],
      ['a', `Buongiorno, provi a svuotare la cache dell'app (Impostazioni > App > Veterinario Amico > Memoria > Svuota cache), poi riapra l'app e riprovi.`],
      ['c', `Fatto, si chiude uguale. Ho provato anche a disinstallare e reinstallare.`],
      ['n', `Riprodotto su emulatore Android 9: crash nel visualizzatore PDF con libretti sopra le 20 pagine. Aperta segnalazione allo sviluppo, nessuna data di rilascio.`],
      ['a', `Grazie per la prova. Abbiamo riprodotto il problema e lo abbiamo segnalato al team tecnico, che sta lavorando a una correzione. Le faremo sapere appena sarà disponibile un aggiornamento.`],
      ['s', `Il ticket è stato chiuso automaticamente dopo 30 giorni di inattività.`],
    ],
    fail: ['svuotare la cache'], f: ['unresolved'] },

  { id: 'VA-3627', g: 'va-fattura-intestatario-errato', cat: 'fatturazione', s: 'Fattura intestata a mia madre',
    m: [
      ['c', `Buongiorno, la settimana scorsa mia madre ha accompagnato il mio cane, Ugo, alla visita perché io lavoravo, e la fattura è stata intestata a lei. Il cane è mio, l'ho pagata io dall'app e vorrei la fattura a mio nome per la detrazione. Si può correggere?`],
      ['a', `Buongiorno, abbiamo sistemato noi: abbiamo emesso una nota di credito sulla fattura intestata a sua madre e rifatto la fattura a suo nome, con i dati fiscali del suo profilo. La trova già in Fatture, sia in PDF sia nel riepilogo per il 730. Sua madre non deve fare nulla.`],
      ['c', `Vista, grazie della velocità.`],
    ],
    f: ['oneoff'] },

  { id: 'VA-3628', g: 'va-cartella-clinica-avvocato', cat: 'account', s: 'Richiesta cartella clinica completa - cc Avv. Gatti',
    m: [
      ['c', `Spett.le Veterinario Amico, e p.c. Avv. Laura Gatti,
a seguito del decesso del mio cane Bruno, avvenuto due giorni dopo l'intervento del 3 ottobre presso la vostra clinica di Verona, ho chiesto più volte in clinica la cartella clinica completa, comprese le note dell'anestesia. Nell'app il libretto di Bruno non è più consultabile da quando l'ho segnato come deceduto. Vi chiedo di fornirmi entro 15 giorni la documentazione completa; in mancanza, il mio legale, che legge in copia, procederà nelle sedi opportune.`],
      ['x', `Possibile contenzioso su esito chirurgico. Non rispondere nel merito: passare all'ufficio legale e al responsabile della protezione dei dati. Non riattivare la scheda dal pannello senza il loro via libera.`],
      ['a', `Gentile signor Ruggeri, ci dispiace molto per la perdita di Bruno. La sua richiesta è stata inoltrata al nostro ufficio legale e al responsabile della protezione dei dati, che la contatteranno direttamente per la consegna della documentazione. Per questo motivo chiudiamo la presente richiesta di assistenza.`],
      ['c', `Prendo atto. Aspetto la loro comunicazione, ma i 15 giorni decorrono da oggi.`],
    ],
    f: ['unresolved'] },

  { id: 'VA-3629', g: 'va-prenota-filtro-veterinario', cat: 'configurazione', s: 'Calendario prenotazioni vuoto',
    m: [
      ['c', `Buongiorno, l'app non mi fa prenotare: il calendario è vuoto per tutto il mese. Il mio gatto deve fare il vaccino.`],
      ['a', `Buongiorno, per capire meglio le chiedo tre cose: 1) in quale clinica sta cercando di prenotare? 2) che tipo di visita ha scelto? 3) ha impostato un veterinario preferito nel profilo?`],
      ['c', `1) Monza. 2) Vaccinazione. 3) Boh, forse all'iscrizione, non ricordo.`],
      ['a', `Grazie. Sì, all'iscrizione ha scelto come preferita la dott.ssa Colombo, che questo mese è in congedo: per questo il calendario le sembra vuoto. Quando prenota, in alto tocchi "Filtri" e scelga "Qualsiasi veterinario"; se vuole, può anche togliere la preferenza da Profilo > Veterinario preferito.`],
      ['c', `Risolto.`],
    ],
    sol: ['qualsiasi veterinario'] },

  { id: 'VA-3630', g: 'va-accesso-sospetto-ip', cat: 'account', s: 'Accesso sconosciuto al mio account',
    m: [
      ['c', `Buonasera, in Profilo > Dispositivi collegati vedo un accesso di ieri alle 3:12 di notte da un dispositivo Windows con indirizzo IP 93.41.207.18, che non è mio: io uso solo l'iPhone. Nell'account ci sono la mia carta salvata e i dati dei miei animali. Ho già cambiato la password. Potete dirmi chi è entrato e se hanno fatto pagamenti o visto qualcosa?`],
      ['a', `Buonasera, ha fatto bene a cambiare subito la password. Abbiamo inoltrato la segnalazione al nostro team sicurezza, che verificherà l'accesso e le darà una risposta entro 48 ore.`],
      ['n', `Girato a sicurezza con IP e orario. Nessun riscontro finora.`],
      ['c', `Sono passati cinque giorni e non ho saputo niente. Ho tolto la carta dall'app per sicurezza.`],
      ['s', `Il ticket è stato chiuso automaticamente dopo 14 giorni senza aggiornamenti.`],
    ],
    f: ['unresolved'],
    pii: [['IP', '93.41.207.18']] },

  { id: 'VA-3631', g: 'va-microchip-cifra-errata', cat: 'altro', s: 'Numero di microchip sbagliato nella scheda',
    m: [
      ['c', `Salve, controllando la scheda di Maggie ho visto che il numero del microchip nell'app è 380260101234567, ma sul certificato che mi hanno dato in clinica è 380260101234576. Le ultime due cifre sono invertite. Temo che all'anagrafe sia finito quello sbagliato.`],
      ['a', `Buongiorno, grazie per aver controllato con tanta attenzione. Era un errore di trascrizione della clinica: abbiamo corretto noi il numero nella scheda di Maggie e inviato la rettifica all'anagrafe regionale, che ora riporta il numero giusto, quello del certificato. Non deve firmare nulla.`],
      ['c', `Ok, ora è giusto. Grazie.`],
    ],
    f: ['oneoff'] },

  { id: 'VA-3632', g: 'va-data-vaccino-errata', cat: 'configurazione', s: "Promemoria vaccino scaduto ma l'ho appena fatto",
    m: [
      ['c', `Buongiorno, mi arriva tutti i giorni il promemoria "Vaccino scaduto: prenota il richiamo" per Ringo, ma il vaccino l'abbiamo fatto il 26 novembre nella vostra clinica di Lodi! Nel libretto risulta fatto il 26 novembre 2025, un anno fa.`],
      ['a', `Buongiorno, ha ragione: in clinica la vaccinazione è stata registrata con l'anno sbagliato. Ho corretto io la data nel libretto di Ringo (26 novembre 2026) e il prossimo richiamo ora è calcolato per novembre 2027, quindi i promemoria di richiamo scaduto si fermano da oggi.`],
      ['c', `Grazie, oggi infatti non è arrivato niente.`],
    ],
    f: ['oneoff'] },

  { id: 'VA-3633', g: 'va-rimborso-piano-salute', cat: 'pagamenti', s: 'Disdetta Piano Salute dopo la morte della gatta',
    m: [
      ['c', `Buongiorno, a settembre ho sottoscritto per la mia gatta Cleo il Piano Salute annuale (240 euro pagati in un'unica soluzione). Purtroppo Cleo è morta il mese scorso. So che dopo 14 giorni il piano non è più rimborsabile, ma non l'abbiamo quasi usato: c'è stata solo una visita. Chiedo se si può fare qualcosa.`],
      ['a', `Buongiorno, siamo davvero dispiaciuti per Cleo. Lei ha ragione sul fatto che il piano, passati 14 giorni, non prevede rimborsi. In questo caso però abbiamo deciso di fare un'eccezione: le rimborseremo la parte non goduta, 180 euro, sulla carta usata per il pagamento, entro 10 giorni lavorativi. Non deve fare altro.`],
      ['c', `Non me lo aspettavo. Grazie, davvero.`],
    ],
    f: ['concession'] },
];
