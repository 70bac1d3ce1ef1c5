// Tenth reference set, product "Casa Sicura Polizze" (home-insurance app: claims with photos, claim status, policy
// documents, instalments, co-owners, coverage questions, renewal). Written blind on 2026-12-01 (late night): the
// distiller's rules, lexicons, cues, grouping and src/lib/text/ were not opened, nor any other set's tickets.
// Voices: customer describing only screenshots, machine-translated tourist, lawyer in copy with a review threat,
// heavy insurance/banking abbreviations, customer restating everything from another e-mail, problem mixed with a
// complaint about a person, sarcastic thanks, association volunteer writing for members, forum fix asked "is it
// safe", lettered options a) b) c), three questions at once, fix confirmed days later, star rating and 👍🏻.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Casa Sicura Polizze';
export const start = '2026-11-09T08:00:00Z';
export const tickets = [
  { id: 'CS-3501', g: 'cs-foto-sinistro-troppo-pesanti', cat: 'guasto', s: 'Foto del sinistro non si caricano',
    m: [
      ['c', `Ciao, ho aperto un sinistro per l'infiltrazione dal terrazzo. Metto le 6 foto e dopo un po' esce "Caricamento non riuscito, riprova". Ho già disinstallato e reinstallato l'app, stessa cosa. Come faccio a mandarvele?`],
      ['a', `Ciao Federica, grazie della segnalazione. Le foto dei telefoni recenti superano spesso i 10 MB l'una, che è il limite per ogni allegato del sinistro: per questo la reinstallazione non cambia nulla. Vai su Profilo > Preferenze > Allegati e attiva "Comprimi foto prima dell'invio", poi torna nel sinistro e ricarica le foto. Il sinistro resta salvato come bozza, non perdi niente.\nMarta, Assistenza Casa Sicura`],
      ['c', `👍🏻 passate tutte e sei`],
    ],
    sol: ['comprimi foto'], fail: ['reinstallazione'] },

  { id: 'CS-3502', g: 'cs-rata-sdd-mandato-vecchio-conto', cat: 'pagamenti', s: 'Rata di novembre insoluta',
    m: [
      ['c', `Buongiorno, ricevo una notifica che la rata di novembre della polizza casa risulta insoluta e che la copertura potrebbe essere sospesa. Sul conto i soldi ci sono. A ottobre ho cambiato banca e ho chiuso il vecchio conto; il nuovo IBAN è IT13T0306911884000012345678. Devo fare un bonifico?`],
      ['a', `Gentile signora Colombo,\nil motivo è proprio il cambio di banca: l'addebito diretto SEPA era autorizzato sul vecchio conto e, con la chiusura, la banca ha respinto la rata. Non serve alcun bonifico, è sufficiente:\n1. aprire l'app e andare su Pagamenti > Metodo di pagamento;\n2. toccare "Aggiorna mandato SEPA" e inserire il nuovo IBAN;\n3. confermare con il codice OTP che riceverà via SMS.\nEntro 2 giorni lavorativi la rata di novembre sarà ripresentata sul nuovo conto, senza costi aggiuntivi. La copertura non è sospesa: il termine è di 15 giorni dalla scadenza.\nCordiali saluti,\nServizio Clienti Casa Sicura`],
      ['c', `Fatto, il mandato ora risulta attivo. Grazie mille.`],
    ],
    sol: ['aggiorna mandato'],
    pii: [['IBAN', 'IT13T0306911884000012345678']] },

  { id: 'CS-3503', g: 'cs-documenti-sinistro-inviati-per-mail', cat: 'altro', s: 'Sinistro fermo su "In attesa di documenti"',
    m: [
      ['c', `[immagine allegata] Come vedete qui, il sinistro n. 2026/SN/004417 è ancora giallo con scritto "In attesa di documenti" da due settimane.\n[immagine allegata] E qui invece c'è la mail che vi ho mandato il 3 novembre con la fattura dell'idraulico e il preventivo, con sotto la vostra risposta automatica di ricezione. Quindi i documenti li avete. Cosa manca?`],
      ['n', `Mail arrivata alla casella sinistri ma mai associata alla pratica: gli allegati via mail non finiscono nel fascicolo. Il cliente deve caricarli dall'app.`],
      ['a', `Buongiorno signor Greco, ho visto entrambe le schermate, grazie. I documenti inviati per e-mail arrivano alla nostra casella generale ma non vengono collegati al fascicolo del sinistro, per questo lo stato non avanza. Per sbloccarlo apra Sinistri, tocchi il sinistro 2026/SN/004417 ed entri nella sezione "Documenti richiesti": accanto a ogni voce (fattura di riparazione, preventivo) trova il tasto "Carica". Quando li ha caricati tutti tocchi "Conferma invio": solo allora la pratica passa al liquidatore.`],
      ['c', `[immagine allegata] adesso è verde, "In valutazione". Ok.`],
    ],
    sol: ['documenti richiesti', 'conferma invio'] },

  { id: 'CS-3504', g: 'cs-permesso-fotocamera-negato', cat: 'guasto', s: 'Non riesco ad aggiungere le foto al sinistro',
    m: [
      ['c', `Sto aprendo la denuncia per la grandine sul lucernario. Quando tocco "Scatta foto" lo schermo diventa nero per un secondo e poi torna al modulo, senza foto. Se provo dalla galleria non mi fa scegliere niente, la lista è vuota. Ho un Samsung A52.`],
      ['a', `Buongiorno, proviamo prima una cosa semplice: in Profilo > Preferenze > Allegati attivi "Comprimi foto prima dell'invio" e ripeta l'operazione.`],
      ['c', `Attivato, ma non cambia niente: schermo nero e torna indietro. Guardi che non arriva neanche a caricarle, proprio non le prende.`],
      ['n', `Non è un problema di upload: fotocamera che non si apre + galleria vuota = permessi negati, probabilmente "Non consentire" al primo avvio.`],
      ['a', `Grazie, così è più chiaro: se la galleria è vuota il problema non è l'invio ma il permesso di accesso. Sul Samsung vada in Impostazioni > App > Casa Sicura > Autorizzazioni e imposti "Fotocamera" su "Consenti solo mentre l'app è in uso" e "Foto e video" su "Consenti". Poi chiuda del tutto l'app e la riapra.`],
      ['c', `Ecco, era quello. Ora vedo le foto e le ho allegate. Grazie`],
    ],
    sol: ['autorizzazioni'], fail: ['comprimi foto'] },

  { id: 'CS-3505', g: 'cs-invito-coproprietario-email-diversa', cat: 'account', s: 'Invito coproprietario mai arrivato',
    m: [
      ['c', `Salve, ho comprato casa con mia moglie e vorrei che anche lei vedesse la polizza nell'app. Una settimana fa ho usato "Invita coproprietario", ma lei dice che nell'app non le compare niente. Si è già registrata.`],
      ['a', `Buongiorno signor Ruggeri, per capire cosa succede mi servono tre informazioni: 1) a quale indirizzo e-mail ha inviato l'invito? 2) con quale indirizzo e-mail si è registrata sua moglie? 3) nella sezione Intestatari l'invito risulta "In sospeso" o "Scaduto"?`],
      ['c', `1) al suo indirizzo del lavoro 2) si è registrata con quello personale, credo gmail 3) In sospeso`],
      ['a', `Ecco il motivo: l'invito è legato all'indirizzo a cui è stato spedito, quindi nell'account registrato con l'indirizzo personale non può comparire. Vada su Polizze > Polizza casa > Intestatari, tocchi l'invito in sospeso e scelga "Annulla invito"; poi tocchi di nuovo "Invita coproprietario" e inserisca lo stesso indirizzo e-mail con cui sua moglie si è registrata. Lei troverà la richiesta da accettare nella Home.`],
      ['c', `Perfetto, ora la vede anche lei.`],
    ],
    sol: ['annulla invito', 'stesso indirizzo'] },

  { id: 'CS-3506', g: 'cs-pdf-polizza-pagina-bianca', cat: 'guasto', s: 'Set informativo: pagina bianca',
    m: [
      ['c', `Buonasera. Quando apro il Set informativo o il Certificato di polizza dall'app (Android) vedo solo una pagina bianca con la rotellina che gira. Su un forum di utenti ho letto che bisogna scegliere "Apri con" e usare un lettore PDF, tipo Adobe o quello di Google Drive. Prima di farlo volevo chiedervi: è sicuro? Non è che poi il documento con i miei dati finisce chissà dove?`],
      ['a', `Buonasera signora Pellegrini, sì, è sicuro ed è proprio il modo che consigliamo. Su alcuni telefoni Android il visualizzatore interno dell'app non riesce a mostrare i PDF firmati digitalmente. In Polizze > Documenti tocchi i tre puntini accanto al documento, scelga "Scarica e apri con…" e poi un lettore PDF installato (Adobe Acrobat, Drive o quello del telefono). Il file viene salvato soltanto nella cartella Download del suo telefono e non viene caricato da nessuna parte.`],
      ['c', `Grazie, aperto con Drive senza problemi.`],
    ],
    sol: ['apri con'] },

  { id: 'CS-3507', g: 'cs-foto-sinistro-troppo-pesanti', cat: 'guasto', s: 'Errore di rete caricando le foto del danno',
    m: [
      ['c', `Buongiorno, da ieri cerco di allegare le foto del danno da acqua in cucina (sinistro appena aperto). La barra arriva a metà e poi compare "errore di rete". La connessione è ottima, ho la fibra. iPhone 15.`],
      ['n', `Dai log: 8 file HEIC da 12-15 MB, rifiutati per dimensione (413). L'app mostra "errore di rete": messaggio fuorviante, segnalato ai dev.`],
      ['a', `Buongiorno signor Marchetti, abbiamo controllato: il messaggio dice "errore di rete", ma in realtà le foto vengono rifiutate perché ognuna supera il limite di 10 MB. Ha tre strade:\na) in Profilo > Preferenze > Allegati attivare "Comprimi foto prima dell'invio" e ricaricarle;\nb) nelle impostazioni della fotocamera dell'iPhone scegliere il formato "Più compatibile" e rifare le foto;\nc) inviarle in due o tre volte, poche per volta.\nMi faccia sapere quale ha funzionato.`],
      ['c', `La b non è servita a niente (e comunque rifare le foto adesso che il pavimento è asciutto non ha senso). Con la a sono passate tutte, anche quelle vecchie. Grazie`],
    ],
    sol: ['comprimi foto'], fail: ['più compatibile'] },

  { id: 'CS-3508', g: 'cs-rata-carta-3d-secure', cat: 'pagamenti', s: 'Rata non pagata, il pagamento viene rifiutato',
    m: [
      ['c', `Pago la polizza con carta, non con addebito. Provo a pagare la rata di dicembre dall'app: inserisco la carta, si apre una pagina bianca della banca e dopo un minuto "Pagamento non riuscito". La carta funziona ovunque. Mi arriva anche la notifica della banca che chiede di autorizzare, ma quando la apro il pagamento è già fallito.`],
      ['a', `Buongiorno, a volte il circuito ha dei rallentamenti: le consiglio di riprovare più tardi, magari in serata.`],
      ['c', `Riprovato ieri sera e stamattina: identico. Pagina bianca e poi rifiutato.`],
      ['a', `Grazie per aver riprovato. Da quello che descrive, la verifica 3D Secure della banca non riesce a completarsi dentro l'app: la pagina della banca si apre in una finestra interna che su alcuni telefoni si chiude quando lei passa all'app della banca per autorizzare. Nella schermata della rata tocchi "Altre opzioni" e poi "Paga dal browser": il pagamento si apre in Chrome o Safari, lei autorizza con l'app della banca e torna sul browser per la conferma.`],
      ['c', `Ok, dal browser è andato. Ricevuta arrivata.`],
    ],
    sol: ['paga dal browser'], fail: ['riprovare più tardi'] },

  { id: 'CS-3509', g: 'cs-rata-sdd-mandato-vecchio-conto', cat: 'pagamenti', s: 'SDD respinto cod. MD01 – pol. casa',
    m: [
      ['c', `Buongiorno. Pol. casa n. CS-HM-88213, rata sem. scad. 30/11, SDD respinto dalla bca con cod. MD01 (mandato inesistente). Sono titolare di ditta individuale, P.IVA 02847190614: la pol. è intestata a me come persona fisica ma pago dal c/c aziendale. A ott. ho cambiato c/c az. (da BPM a Intesa) e il nuovo c/c l'ho già comunicato all'ag. di zona, con mod. SEPA firmato e consegnato a mano. Xké non è stato recepito? Rischio sosp. copertura ex art. 1901 c.c.?`],
      ['a', `Buongiorno signor Fontana, il codice MD01 conferma che sul nuovo conto non c'è un mandato valido: il modulo SEPA cartaceo consegnato in agenzia non viene caricato nel sistema dei pagamenti dell'app, dove i mandati sono solo digitali. Le scrivo subito sotto i passaggi.`],
      ['a', `Ecco i passaggi: in app vada su Pagamenti > Metodo di pagamento > "Aggiorna mandato SEPA", inserisca l'IBAN del nuovo c/c aziendale (nel campo "Titolare del conto" può indicare la ditta) e confermi con l'OTP via SMS. La rata semestrale viene ripresentata entro 2 gg lavorativi. Quanto all'art. 1901: la sospensione scatta dalle ore 24 del 15° giorno dopo la scadenza, quindi è ampiamente nei termini.`],
      ['c', `Ok. Mandato attivo, vedo "Rata in ripresentazione". Tks.`],
    ],
    sol: ['aggiorna mandato'],
    pii: [['PIVA', '02847190614']] },

  { id: 'CS-3510', g: 'cs-documenti-sinistro-inviati-per-mail', cat: 'altro', s: 'Sinistro di una nostra socia in attesa di documenti',
    m: [
      ['c', `Buongiorno, scrivo come volontaria dello Sportello Digitale dell'associazione "Anziani in Rete" di Lodi: aiutiamo i nostri soci a usare le app. La signora Ida Bassi, nostra socia, ha un sinistro per il furto in cantina che risulta "In attesa di documenti" da ottobre. La denuncia ai carabinieri e l'elenco dei beni rubati li abbiamo mandati noi per e-mail all'indirizzo dei sinistri il 20 ottobre. Altri due soci hanno lo stesso problema, quindi se c'è un modo giusto per farlo lo insegniamo a tutti.`],
      ['a', `Buongiorno, e grazie per il lavoro che fate con i vostri soci. Gli allegati mandati per e-mail non vengono agganciati al sinistro, per questo la pratica resta in attesa. Il modo giusto, valido per tutti i soci, è questo:\n1. nell'app della signora aprire Sinistri e toccare il sinistro;\n2. entrare in "Documenti richiesti";\n3. per ogni voce (denuncia, elenco dei beni sottratti) toccare "Carica" e scegliere la foto o il PDF;\n4. alla fine toccare "Conferma invio".\nLo stato diventa "In valutazione" nel giro di pochi minuti.\nUn cordiale saluto,\nLuca – Casa Sicura`],
      ['c', `Fatto oggi insieme alla signora Bassi: ora è "In valutazione". Lo faremo anche con gli altri due soci. Grazie da tutto lo sportello.`],
    ],
    sol: ['documenti richiesti', 'conferma invio'] },

  { id: 'CS-3511', g: 'cs-otp-numero-cellulare-vecchio', cat: 'accesso', s: 'Non mi arriva il codice di accesso',
    m: [
      ['c', `Buongiorno, l'app per entrare mi chiede il codice via SMS ma non arriva. Credo che lo mandi al mio numero vecchio (finiva con 41), che non ho più da un anno. Il mio numero adesso è 347 218 6093. Dall'app non posso cambiarlo perché per cambiarlo mi chiede... il codice SMS.`],
      ['a', `Buongiorno signor De Luca, ha ragione, è un circolo chiuso. Per sicurezza le chiedo di rispondere a questo messaggio con la sua data di nascita e il numero di polizza, così verifico la sua identità.`],
      ['c', `12/05/1968, polizza CS-HM-40277`],
      ['n', `Identità verificata sull'anagrafica. Cellulare aggiornato da back office, numero vecchio rimosso.`],
      ['a', `Grazie, tutto verificato. Ho aggiornato io il numero di cellulare sul suo profilo con il 347 218 6093: da adesso il codice arriverà lì. Provi pure ad accedere.`],
      ['c', `Arrivato, sono dentro. Grazie`],
    ],
    f: ['oneoff'],
    pii: [['TELEFONO', '347 218 6093']] },

  { id: 'CS-3512', g: 'cs-invito-coproprietario-email-diversa', cat: 'account', s: 'Mia sorella non riesce ad accettare come coproprietaria',
    m: [
      ['c', `Salve. Premetto che all'agenzia di via Roma mi hanno trattato malissimo: la signorina allo sportello mi ha detto di "arrangiarmi con l'app" e mi ha girato le spalle, e questa cosa va detta a qualcuno. Comunque: ho aggiunto mia sorella come coproprietaria dell'appartamento di Brescia, l'invito risulta inviato ma lei nell'app non vede niente da accettare. L'account ce l'ha, se l'è fatto con l'e-mail dell'università.`],
      ['a', `Gentile signor Bianchi,\nmi dispiace per l'accoglienza ricevuta in agenzia: ho inoltrato la sua segnalazione al responsabile della rete agenti, che la contatterà.\nQuanto all'invito: viene recapitato solo all'indirizzo a cui è stato spedito. Se sua sorella si è registrata con l'e-mail dell'università e lei l'ha invitata con un altro indirizzo, l'invito non le comparirà. Le chiedo quindi di andare su Polizze > Intestatari, toccare l'invito in sospeso e scegliere "Annulla invito", poi di reinviarlo con "Invita coproprietario" usando lo stesso indirizzo dell'università.\nCordiali saluti`],
      ['c', `In effetti avevo messo la sua gmail. Rifatto e lei l'ha accettato. Per l'agenzia aspetto la telefonata.`],
    ],
    sol: ['annulla invito', 'stesso indirizzo'] },

  { id: 'CS-3513', g: 'cs-rinnovo-aumento-indicizzazione', cat: 'altro', s: 'Aumento del premio al rinnovo – in copia il mio legale',
    m: [
      ['c', `Spett.le Casa Sicura, e p.c. Avv. Gianni Moretti,\nho ricevuto l'avviso di rinnovo della polizza abitazione: il premio passa da 486,00 a 501,55 euro senza che io abbia mai aperto un sinistro, e nessuno mi ha chiesto il consenso. Se entro cinque giorni non ricevo una spiegazione scritta lascerò una recensione su Trustpilot e negli store, e il mio avvocato valuterà come procedere.\nDistinti saluti, Ettore Conti`],
      ['a', `Gentile signor Conti,\nle rispondo per iscritto come richiesto. L'aumento non dipende dai sinistri: è l'indicizzazione prevista dall'art. 12 delle Condizioni di assicurazione, che ogni anno adegua le somme assicurate e il premio all'indice ISTAT del costo di costruzione (quest'anno +3,2%). Serve a mantenere il valore assicurato del fabbricato allineato al costo reale di ricostruzione. Il calcolo è visibile in app su Polizze > Rinnovo > "Dettaglio premio". Se preferisce, può chiedere di disattivare l'indicizzazione dal prossimo rinnovo, tenendo presente che le somme assicurate resterebbero ferme. La disdetta resta possibile fino a 30 giorni prima della scadenza.\nCordiali saluti,\nUfficio Rapporti con la Clientela`],
      ['c', `Ho visto il dettaglio. Avrei preferito saperlo prima, ma la spiegazione è chiara. Nessuna recensione, per ora.`],
    ],
    sol: ['indicizzazione', 'dettaglio premio'] },

  { id: 'CS-3514', g: 'cs-foto-sinistro-troppo-pesanti', cat: 'guasto', s: 'Caricamento non riuscito',
    m: [
      ['c', `Salve, non riesco a inviare le foto del sinistro (tentato furto, porta d'ingresso forzata). Mi dice sempre "Caricamento non riuscito".`],
      ['a', `Buongiorno, provi per prima cosa a collegarsi a una rete Wi-Fi stabile invece dei dati mobili, e ripeta il caricamento.`],
      ['c', `Sono a casa con il wifi, stessa cosa. Sono 9 foto.`],
      ['a', `Capito, allora non è la rete. Probabilmente le foto sono troppo pesanti: il limite è 10 MB per foto. In Profilo > Preferenze > Allegati attivi "Comprimi foto prima dell'invio" e riprovi.`],
      ['c', `Buongiorno, vi scrivo solo ora perché sono stata via qualche giorno. Avevo attivato quella cosa delle foto compresse e sono partite tutte e nove, il perito mi ha già chiamato per l'appuntamento. Potete chiudere.`],
    ],
    sol: ['comprimi foto'], fail: ['wi-fi'] },

  { id: 'CS-3515', g: 'cs-disdetta-vendita-fuori-termine', cat: 'altro', s: 'Disdetta inviata in ritardo dopo la vendita',
    m: [
      ['c', `Buonasera, ho venduto casa a ottobre e mi sono trasferito dai miei. Ho mandato la disdetta via PEC il 20 novembre, ma mi avete risposto che è fuori termine perché la polizza scade il 10 dicembre e serviva il preavviso di 30 giorni. Quindi dovrei pagare un altro anno di assicurazione per una casa che non è più mia?`],
      ['a', `Buonasera signor Ferri, la clausola prevede effettivamente 30 giorni di preavviso e la sua PEC è arrivata 20 giorni prima della scadenza. Trattandosi però di una vendita, può mandarci copia del rogito?`],
      ['c', `Allego il rogito del 14 ottobre.`],
      ['n', `In caso di vendita la cessazione va comunicata entro 15 gg dall'atto (CGA art. 9): non rispettato, rinnovo dovuto. Il responsabile autorizza l'eccezione: accettiamo la disdetta e annulliamo il rinnovo.`],
      ['a', `Grazie. La vendita andava comunicata entro 15 giorni dal rogito, quindi formalmente il rinnovo sarebbe dovuto. In via del tutto eccezionale abbiamo accettato la sua disdetta: il rinnovo del 10 dicembre è annullato e non le verrà addebitato nulla. Riceverà la conferma di cessazione via PEC.`],
      ['c', `Vi ringrazio davvero.`],
    ],
    f: ['concession'] },

  { id: 'CS-3516', g: 'cs-rata-sdd-mandato-vecchio-conto', cat: 'pagamenti', s: 'Rata respinta e pure la penale',
    m: [
      ['c', `Ma è possibile che mi arriva una penale di 25 euro di mora perché la rata non è passata? Ho cambiato conto a settembre, il nuovo IBAN è IT27U0503401633000000731904 e l'avevo anche detto al telefono al vostro operatore. Adesso la rata non passa e in più pago la penale. Non è giusto.`],
      ['a', `Buongiorno signora Rinaldi, ho verificato: la rata è stata respinta perché l'addebito SEPA era ancora collegato al vecchio conto, e il cambio comunicato a voce non aggiorna il mandato. Per sistemare la rata e quelle future vada in app su Pagamenti > Metodo di pagamento > "Aggiorna mandato SEPA", inserisca il nuovo IBAN e confermi con l'OTP via SMS. La rata in sospeso verrà ripresentata entro due giorni lavorativi.`],
      ['c', `E la penale?`],
      ['n', `Cliente dal 2014, mai un insoluto. Storno della mora di 25 euro approvato come gesto commerciale.`],
      ['a', `Considerata la sua lunga storia con noi, abbiamo annullato la mora di 25 euro come gesto di cortesia: non la troverà nella prossima rata.`],
      ['c', `Va bene, mandato aggiornato. Grazie.`],
    ],
    sol: ['aggiorna mandato'], f: ['concession'],
    pii: [['IBAN', 'IT27U0503401633000000731904']] },

  { id: 'CS-3517', g: 'cs-documenti-sinistro-inviati-per-mail', cat: 'altro', s: 'Sinistro lavastoviglie fermo',
    m: [
      ['c', `Il sinistro per il corto circuito della lavastoviglie è fermo su "In attesa di documenti". La fattura del tecnico ve l'ho mandata rispondendo alla vostra mail di apertura pratica.`],
      ['a', `Buongiorno, i documenti ricevuti vengono lavorati entro 48 ore lavorative: attenda ancora un paio di giorni e lo stato si aggiornerà da solo.`],
      ['c', `Sono passati quattro giorni lavorativi. Sempre lì.`],
      ['a', `Mi scuso, le ho dato un'indicazione sbagliata: le risposte alla mail di apertura non vengono collegate alla pratica, quindi lo stato non si sarebbe mai aggiornato. La fattura va caricata dall'app: Sinistri > il suo sinistro > "Documenti richiesti" > "Carica" accanto a "Fattura o preventivo di riparazione", e poi "Conferma invio".`],
      ['c', `Ecco. Quattro giorni buttati, complimenti. Comunque ora è "In valutazione".`],
    ],
    sol: ['documenti richiesti', 'conferma invio'], fail: ['48 ore'] },

  { id: 'CS-3518', g: 'cs-copertura-acqua-dal-vicino', cat: 'altro', s: 'Perdita dal piano di sopra: sono coperta?',
    m: [
      ['c', `Buongiorno, dal soffitto del bagno scende acqua e il vicino di sopra dice che è un tubo nel suo muro. Chi paga? La mia polizza copre? E i lavori per trovare il tubo?`],
      ['a', `Buongiorno signora Lombardi, le rispondo per punti.\n1. I danni al suo soffitto e alle sue cose sono coperti dalla garanzia "Danni da acqua condotta" della sua polizza, con una franchigia di 150 euro.\n2. La riparazione del tubo e la ricerca del guasto spettano al vicino o alla sua assicurazione, perché il tubo è nel suo appartamento; la nostra opzione "Ricerca del guasto" vale solo per i tubi di casa sua.\n3. Per aprire il sinistro: Sinistri > Nuovo sinistro > Acqua, indicando se li conosce nome e assicurazione del vicino. Alla rivalsa su di lui pensiamo noi.\nLe garanzie attive le trova sempre in Polizze > Garanzie.`],
      ['c', `Chiaro, apro il sinistro. Grazie.`],
    ],
    sol: ['acqua condotta', 'nuovo sinistro'] },

  { id: 'CS-3519', g: 'cs-pdf-polizza-pagina-bianca', cat: 'guasto', s: 'certificato non si apre',
    m: [
      ['c', `il certificato di polizza non si apre, app android, resta tutto bianco. mi serve per il mutuo, la banca lo vuole entro venerdì`],
      ['a', `Ciao! Succede con il visualizzatore interno su alcuni Android. Vai in Polizze > Documenti, tocca i tre puntini vicino al certificato e scegli "Scarica e apri con…", poi un lettore PDF qualsiasi. Il file resta anche nei Download, così lo puoi inoltrare direttamente alla banca. In bocca al lupo per il mutuo!`],
      ['c', `funziona`],
    ],
    sol: ['apri con'] },

  { id: 'CS-3520', g: 'cs-invito-coproprietario-email-diversa', cat: 'account', s: 'Mio marito non vede la polizza',
    m: [
      ['c', `Ho invitato mio marito come coproprietario ma a lui non compare nulla, eppure è iscritto all'app da mesi (ha anche la polizza auto con voi).`],
      ['a', `Buongiorno signora Galli, ho controllato: l'invito è stato spedito a un indirizzo diverso da quello dell'account di suo marito. Vada in Polizze > Intestatari, tocchi l'invito e scelga "Annulla invito". Poi lo rimandi con "Invita coproprietario" usando lo stesso indirizzo con cui suo marito accede all'app (lo trova lui in Profilo > Dati personali).`],
      ['c', `★★★★★`],
      ['c', `Ah, già che ci sono: la quietanza della rata di ottobre dove la trovo? Mi serve per il 730.`],
      ['a', `In Pagamenti > Storico: tocchi la rata e poi "Scarica quietanza".`],
    ],
    sol: ['annulla invito', 'stesso indirizzo'] },

  { id: 'CS-3521', g: 'cs-furto-casa-vacanze-disabitata', cat: 'altro', s: 'Domanda per casa di vacanza vuota',
    m: [
      ['c', `Buon giorno, io sono proprietario di una casa di vacanza in Finale Ligure, io abito in Germania. La mia casa è vuota da ottobre fino ad aprile. Domanda: la assicurazione di voi protegge per il furto anche quando io non sono nella casa per molti mesi? Il mio vicino dice di no. Per favore risposta semplice, io uso il traduttore. Grazie mille e saluti cordiali, Jens Hoffmann`],
      ['a', `Buongiorno signor Hoffmann, le rispondo con frasi semplici.\n1. Il furto è coperto anche quando lei non è in casa.\n2. Però c'è un limite: se la casa resta vuota per più di 45 giorni di seguito, la garanzia furto si ferma.\n3. La sua polizza oggi non ha l'opzione "Abitazione saltuaria". Con questa opzione il furto è coperto tutto l'anno, anche con la casa vuota per mesi. Serve una porta blindata o un allarme.\n4. Può aggiungerla nell'app: Polizze > Garanzie > "Aggiungi opzione" > Abitazione saltuaria.`],
      ['c', `Grazie molto. Io ho la porta blindata. Ho aggiunto la opzione, il prezzo nuovo è 38 euro per anno in più. Buono.`],
    ],
    sol: ['abitazione saltuaria'] },

  { id: 'CS-3522', g: 'cs-foto-sinistro-troppo-pesanti', cat: 'guasto', s: 'Foto grandine: caricamento non riuscito',
    m: [
      ['c', `Buongiorno. Ho aperto dal telefono il sinistro per la grandine sulle tapparelle e devo mettere le foto, ma ogni volta "Caricamento non riuscito". Le foto le ho fatte con la reflex, le ho sul computer e le ho passate sul telefono apposta per caricarle. Sono circa 20 MB l'una.`],
      ['a', `Buongiorno signor Testa, con file di quella dimensione l'app li rifiuta: il limite è 10 MB per foto. Visto che le ha già sul computer, le conviene caricarle da lì: entri nell'area clienti del nostro sito con un browser (le credenziali sono le stesse dell'app), apra Sinistri > il sinistro in bozza > Foto e le trascini nel riquadro. Dal sito le foto vengono ridimensionate in automatico prima dell'invio.`],
      ['c', `Fatto dal PC, tutte dentro in un minuto. Bene.`],
    ],
    sol: ['area clienti'], f: ['conflict'] },

  { id: 'CS-3523', g: 'cs-sinistro-aperto-su-polizza-sbagliata', cat: 'altro', s: 'Sinistro aperto sulla polizza sbagliata',
    m: [
      ['c', `Ho aperto un sinistro per la rottura della vetrata della veranda, ma mi accorgo solo ora che l'ho aperto sulla polizza del box auto (ho due polizze con voi) e non su quella dell'abitazione. Non riesco a cambiarla: devo aprirne un altro e rimettere tutte le foto?`],
      ['n', `Spostato il sinistro 2026/SN/005102 dalla polizza box alla polizza abitazione dal gestionale; foto e descrizione migrate.`],
      ['a', `Buongiorno signora Villa, non serve riaprirlo. Ho spostato io il sinistro 2026/SN/005102 sulla polizza abitazione CS-HM-51930 dal nostro gestionale, con tutte le foto e la descrizione. Lo vede già sotto la polizza giusta, e la data di apertura resta quella originale.`],
      ['c', `Grazie mille, gentilissimi`],
    ],
    f: ['oneoff'] },

  { id: 'CS-3524', g: 'cs-rata-sdd-mandato-vecchio-conto', cat: 'pagamenti', s: 'Riprova pagamento non funziona',
    m: [
      ['c', `La rata è andata in insoluto. Nell'app c'è il pulsante "Riprova pagamento", lo premo, sembra partire e dopo due giorni di nuovo insoluto. L'ho fatto due volte. Ho cambiato banca a fine estate, se può servire.`],
      ['a', `Buonasera, serve eccome: "Riprova pagamento" ripresenta l'addebito sul vecchio mandato, cioè sul conto che ha chiuso, e quindi non può andare a buon fine. Prima va collegato il nuovo conto: Pagamenti > Metodo di pagamento > "Aggiorna mandato SEPA", inserisca il nuovo IBAN e confermi con il codice OTP. La rata verrà poi ripresentata automaticamente, senza bisogno di premere altro.`],
      ['c', `Rieccomi dopo una settimana: ho aggiornato il mandato come mi avevate scritto e ieri la rata è stata addebitata sul conto nuovo. Tutto a posto, chiudete pure.`],
    ],
    sol: ['aggiorna mandato'], fail: ['riprova pagamento'] },

  { id: 'CS-3525', g: 'cs-liquidazione-sinistro-contestata', cat: 'altro', s: 'Perito maleducato e liquidazione ridicola',
    m: [
      ['c', `Vi scrivo per due motivi. Il primo: il vostro perito, il signor Gatti, è venuto a vedere i danni dell'incendio del camino, è rimasto in casa dieci minuti, ha fatto tre foto e ha detto a mia madre di 84 anni che "tanto queste case vecchie valgono poco". Una maleducazione incredibile. Il secondo: nell'app la liquidazione proposta è di 1.200 euro, il preventivo della ditta è di 4.800. Come si contesta?`],
      ['a', `Buongiorno signor Sartori, mi dispiace molto per il comportamento del perito: ho girato la sua segnalazione al responsabile dei fiduciari. Per la liquidazione: nel dettaglio del sinistro non tocchi "Accetta"; mi mandi qui il preventivo della ditta e lo inoltro all'ufficio liquidazione per una revisione.`],
      ['c', `Allego il preventivo da 4.800 euro.`],
      ['a', `Ricevuto e inoltrato all'ufficio liquidazione. Sarà ricontattato entro 10 giorni lavorativi.`],
      ['c', `Sono passate tre settimane e non ha chiamato nessuno, né il liquidatore né il responsabile del perito.`],
      ['s', `Il ticket è stato chiuso e trasferito all'Ufficio Reclami (rif. REC-2026-1187).`],
    ],
    f: ['unresolved'] },

  { id: 'CS-3526', g: 'cs-documenti-sinistro-inviati-per-mail', cat: 'altro', s: 'documenti già mandati!!',
    m: [
      ['c', `sinistro in attesa documenti ma li ho mandati per mail due volte!!`],
      ['a', `Buongiorno, le e-mail non vengono collegate alla pratica, per questo il sinistro resta in attesa. Apra Sinistri, tocchi il sinistro, entri in "Documenti richiesti", carichi ogni documento con "Carica" e alla fine tocchi "Conferma invio". Se qualcosa non le è chiaro mi scriva pure.`],
      ['a', `Buongiorno, le riscrivo per sapere se è riuscito a caricare i documenti: il sinistro risulta ancora in attesa.`],
      ['s', `Ticket chiuso automaticamente: nessuna risposta del cliente entro 7 giorni.`],
    ],
    f: ['unresolved'] },

  { id: 'CS-3527', g: 'cs-invito-coproprietario-email-diversa', cat: 'account', s: 'Riscrivo da altro indirizzo – invito coproprietaria',
    m: [
      ['c', `Buongiorno, sono Paolo Esposito. Vi scrivo dal mio indirizzo personale perché quello del lavoro da casa non lo uso, quindi ripeto tutto da capo: sono il titolare della polizza abitazione CS-HM-62014 per la casa di Pozzuoli; a settembre mia moglie Anna è diventata comproprietaria e dall'app ho usato "Invita coproprietario". Lei si è registrata per conto suo, con la sua e-mail, ma l'invito non le compare. Avevo già aperto una richiesta dall'altro indirizzo la settimana scorsa ma non ho visto risposte, forse sono arrivate lì.`],
      ['a', `Buongiorno signor Esposito, nessun problema, ho collegato le due richieste. L'invito era stato spedito a un indirizzo diverso da quello con cui si è registrata sua moglie, ed è legato a quell'indirizzo: per questo non le compare. Vada in Polizze > Intestatari, tocchi l'invito in sospeso e scelga "Annulla invito", poi lo rimandi con "Invita coproprietario" inserendo lo stesso indirizzo e-mail che Anna usa per accedere.`],
      ['c', `Fatto, accettato. Grazie, e scusate la doppia richiesta.`],
    ],
    sol: ['annulla invito', 'stesso indirizzo'] },

  { id: 'CS-3528', g: 'cs-pdf-polizza-pagina-bianca', cat: 'guasto', s: 'Documenti di polizza: schermata bianca',
    m: [
      ['c', `Salve, sull'app (Xiaomi, Android 13) tutti i documenti di polizza si aprono con la schermata bianca. Ho già provato a chiudere e riaprire l'app e a riavviare il telefono: niente.`],
      ['a', `Buongiorno, su Android la schermata bianca dipende quasi sempre dal componente di sistema che l'app usa per mostrare i documenti, "Android System WebView", quando non è aggiornato. Apra il Play Store, cerchi "Android System WebView" e tocchi "Aggiorna" (se c'è l'aggiornamento, faccia anche quello di Chrome). Poi riapra l'app.`],
      ['c', `Era fermo a una versione del 2024. Aggiornato, adesso i PDF si aprono dentro l'app. Grazie`],
    ],
    sol: ['webview'], f: ['conflict'] },

  { id: 'CS-3529', g: 'cs-rinnovo-proposta-non-disponibile', cat: 'altro', s: 'Proposta di rinnovo non disponibile',
    m: [
      ['c', `Buongiorno, la polizza scade il 15 dicembre e nell'app la sezione Rinnovo mi dice "Proposta di rinnovo non disponibile, contatta il tuo agente". L'agente invece dice che si fa tutto dall'app. Vorrei rinnovare prima di restare scoperta. Potete chiamarmi? 035 421 7788, di mattina.`],
      ['a', `Buongiorno signora Pagani, la sua polizza è stata sottoscritta tramite agenzia e la proposta di rinnovo deve essere generata dall'agenzia stessa. Ho segnalato il caso al servizio agenzie, che la richiamerà al 035 421 7788 entro 48 ore.`],
      ['c', `Nessuna chiamata. Siamo al 12 dicembre.`],
      ['a', `Mi scuso, ho sollecitato di nuovo il servizio agenzie.`],
      ['s', `Ticket chiuso automaticamente dopo 7 giorni senza aggiornamenti.`],
    ],
    f: ['unresolved'],
    pii: [['TELEFONO', '035 421 7788']] },

  { id: 'CS-3530', g: 'cs-crash-nuovo-sinistro-android-9', cat: 'guasto', s: "L'app si chiude su Nuovo sinistro",
    m: [
      ['c', `L'app si chiude ogni volta che tocco "Nuovo sinistro". Il telefono è vecchiotto, Android 9, ma il resto dell'app funziona.`],
      ['a', `Buongiorno, ci dispiace. Può provare a svuotare la cache: Impostazioni > App > Casa Sicura > Memoria > Svuota cache.`],
      ['c', `Fatto, si chiude uguale.`],
      ['n', `Crash noto su Android 9 (MOB-2291), correzione non pianificata.`],
      ['a', `Grazie. Abbiamo inoltrato la segnalazione al team di sviluppo; nel frattempo può aprire il sinistro chiamando il numero verde.`],
      ['c', `Grazie davvero, utilissimo. Ho chiamato il numero verde: 25 minuti di musichetta e poi è caduta la linea. Lascio perdere, vado in agenzia.`],
    ],
    f: ['unresolved'], fail: ['svuotare la cache'] },

  { id: 'CS-3531', g: 'cs-rinvio-rata-difficolta-economica', cat: 'pagamenti', s: 'Posso rimandare la rata di dicembre?',
    m: [
      ['c', `Buongiorno, da ottobre sono in cassa integrazione e a dicembre tra affitto e tutto non ce la faccio a pagare la rata della casa (142 euro). Non voglio restare senza assicurazione. Posso pagarla più avanti?`],
      ['a', `Buongiorno signor Marini, le condizioni prevedono che la rata vada pagata entro 15 giorni dalla scadenza, altrimenti la copertura si sospende. Verifico cosa si può fare nel suo caso e le rispondo in giornata.`],
      ['n', `Nessun rinvio previsto dalle CGA. Ok del responsabile: posticipo di 60 giorni senza mora e senza sospensione, una tantum.`],
      ['a', `Eccomi. In via eccezionale abbiamo spostato la scadenza della rata di dicembre al 15 febbraio, senza mora e senza sospensione della copertura. La vede già aggiornata in Pagamenti; le rate successive restano invariate.`],
      ['c', `Non so come ringraziarvi.`],
    ],
    f: ['concession'] },

  { id: 'CS-3532', g: 'cs-rata-addebitata-due-volte', cat: 'fatturazione', s: 'Rata addebitata due volte',
    m: [
      ['c', `La rata di novembre mi è stata addebitata due volte, il 18 e il 19 novembre, stesso importo di 58,40 euro. Allego l'estratto conto.`],
      ['n', `Flusso SDD del 18/11 rilanciato due volte. Storno manuale del secondo addebito disposto.`],
      ['a', `Buongiorno signor Carbone, ha ragione: per un errore nel nostro invio all'incasso la rata è stata presentata due volte. Ho disposto io lo storno del secondo addebito di 58,40 euro, che tornerà sul suo conto entro 5 giorni lavorativi. Non deve fare nulla.`],
      ['c', `ok grazie`],
    ],
    f: ['oneoff'] },

  { id: 'CS-3533', g: 'cs-codice-fiscale-coproprietario-errato', cat: 'account', s: 'Codice fiscale non corrisponde accettando l\'invito',
    m: [
      ['c', `Buonasera, sto aggiungendo mio marito come coproprietario, ma quando lui accetta l'invito gli esce "Il codice fiscale non corrisponde all'intestatario indicato". Ho controllato: sul contratto il codice fiscale di mio marito, Marco Bellini, è sbagliato nell'ultima lettera. Quello giusto è BLLMRC79C12A794F. Dall'app non si può modificare.`],
      ['a', `Buonasera signora Cattaneo, ha ragione: nel contratto c'era un errore di trascrizione nell'ultimo carattere. Ho corretto io il codice fiscale di suo marito nell'anagrafica della polizza; l'invito è ancora valido, può farlo accettare di nuovo adesso.`],
      ['c', `Accettato! grazie`],
    ],
    f: ['oneoff'],
    pii: [['CF', 'BLLMRC79C12A794F']] },
];
