// Twelfth reference set, product "Paghe Semplici" (online payroll software for small Italian firms and their labour consultants: cedolini, F24, CU, UniEmens, import presenze, app portale dipendenti, rimborsi 730, flussi bancari stipendi, abbonamento).
// Written blind on 2026-12-04. Voices: consulente del lavoro multi-azienda, English speaker in basic Italian, speech-to-text dictation, markdown/bullet points, OCR'd screenshot, elderly very polite, ALL CAPS angry, regional/typos/abbreviations, English UI words, long personal story, out-of-office auto-reply, customer finds fix himself, second-level agent, agent macros with headings, formal Lei / casual tu / terse agents.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
// Near-miss pairs: PS-5201 / PS-5207 (both import presenze rejected with an IMP error code: IMP-204 is the CSV separator/date format, IMP-311 is the employee key matricola vs codice badge), PS-5202 / PS-5209 (both "non riesco ad accedere" at login: one is the 2FA code rejected because the phone clock is off, the other is the account locked after too many wrong passwords, unlocked in the back office), PS-5211 / PS-5224 (both UniEmens denunce scartate by INPS with a blocking error code: E1207 is the outdated CCNL code table, fixed by aggiornamento tabelle; E0412 is a typo in one worker's codice fiscale, fixed in the employee's anagrafica).
export const product = 'Paghe Semplici';
export const start = '2026-11-21T09:00:00Z';
export const tickets = [
  { id: 'PS-5201', g: 'ps-import-presenze-formato-csv', cat: 'integrazioni', s: 'Import presenze novembre - errore su tre aziende',
    m: [
      ['c', `Buongiorno,

scrivo per conto di tre aziende clienti dello studio (Officina Meccanica Tarozzi srl, Panificio Bellei snc e Bar Centrale di Minelli Luca). Per tutte e tre stamattina l'import delle presenze di novembre si ferma con lo stesso messaggio:

"Errore IMP-204: colonna 'data' non riconosciuta alla riga 2. Importazione annullata."

I file sono i soliti che ci mandano i clienti dal loro rilevatore presenze, li apriamo in Excel per controllarli e poi li salviamo in CSV. Fino a ottobre nessun problema. Le altre aziende dello studio (una dozzina) sono andate tutte lisce.

Cordiali saluti
Dott.ssa Giovanna Ferraresi
Studio Ferraresi – Consulenza del lavoro
tel. 051 648 2290 – g.ferraresi@studioferraresi.it`],
      ['a', `Buongiorno dott.ssa Ferraresi,

grazie per la segnalazione dettagliata. Come prima prova Le chiedo di ricaricare i tre file da Presenze › Importa › Carica file, spuntando "Sovrascrivi eventuale import parziale": a volte un import interrotto lascia un lotto a metà che blocca i successivi.

Cordiali saluti,
Serena – Supporto Paghe Semplici`],
      ['c', `Fatto per tutte e tre, stesso identico errore IMP-204 alla riga 2.`],
      ['n', `Ho chiesto uno dei file: separatore ";" e date nel formato 05/11/2026. Il profilo di import delle tre aziende è ancora sul default (separatore "," e data aaaa-mm-gg). Excel con impostazioni italiane salva il CSV col punto e virgola: probabilmente le hanno aperte e risalvate per la prima volta questo mese.`],
      ['a', `Dott.ssa Ferraresi,

ho controllato il file che ci ha inviato: il problema non è nel contenuto ma nel formato. Excel, salvando in CSV con le impostazioni italiane, usa il punto e virgola come separatore e scrive le date come gg/mm/aaaa, mentre il profilo di import di queste tre aziende è impostato su virgola e aaaa-mm-gg.

**Passaggi** (per ciascuna delle tre aziende):
1. Impostazioni › Import presenze › Formato file
2. Separatore di campo: "Punto e virgola (;)"
3. Formato data: "gg/mm/aaaa"
4. Salva e ricarichi il file da Presenze › Importa

Se preferisce non toccare il profilo, in alternativa può caricare direttamente il file originale del rilevatore senza aprirlo in Excel.

Cordiali saluti,
Serena`],
      ['c', `Perfetto, cambiato il separatore su punto e virgola e il formato data: importate tutte e tre. Grazie mille, giornata salvata.`],
    ],
    sol: ['punto e virgola', 'gg/mm/aaaa'], fail: ['sovrascrivi eventuale import parziale'],
    pii: [['TELEFONO', '051 648 2290'], ['EMAIL', 'g.ferraresi@studioferraresi.it']] },

  { id: 'PS-5202', g: 'ps-2fa-codice-orologio', cat: 'accesso', s: 'login code not working',
    m: [
      ['c', `Buongiorno, I am sorry my italian is not very good. I am owner of small restaurant in Firenze, I use Paghe Semplici for my 6 employees.
Since yesterday I can not entrare. I put password, is ok, then app Authenticator give me codice 6 numeri and the site say "Codice di verifica non valido o scaduto (AUTH-017)". I try many times, always same. Tomorrow I must send the stipendi. Please help.`],
      ['a', `Hello, no problem, I'll answer in simple Italian and English.

L'errore AUTH-017 con un codice appena generato quasi sempre significa che l'orologio del telefono non è esatto: i codici dell'app Authenticator dipendono dall'ora, e se il telefono è avanti o indietro anche di un minuto il codice viene rifiutato.

**Steps / Passaggi**
1. On your phone open Settings (Impostazioni) › General › Date & Time (Data e ora)
2. Turn ON "Set automatically" / "Ora automatica"
3. Wait 30 seconds, then use a new code from the Authenticator app

Luca – Paghe Semplici support`],
      ['c', `Yes!! The ora of phone was manual, I changed it last week for the travel to Cairo. Now ora automatica and the code work. Grazie mille Luca!`],
      ['a', `Perfetto, great! Buon lavoro.`],
    ],
    sol: ['ora automatica'] },

  { id: 'PS-5203', g: 'ps-doppio-addebito-carta', cat: 'fatturazione', s: 'addebito doppio abbonamento',
    m: [
      ['c', `Salve, controllando l'estratto conto della carta vedo due addebiti di 39,90 € il 18/11 entrambi con descrizione PAGHESEMPLICI*ABBONAMENTO. Nell'area Abbonamento però c'è una sola fattura. La carta è la 4539 1742 0683 2151, intestata a Parrucchieria Gaia di Sartori Gaia, P.IVA 02847190465.
Potete controllare? Grazie`],
      ['a', `Buongiorno,
per sicurezza le chiedo di non scriverci più il numero completo della carta: per le verifiche bastano le ultime 4 cifre.

Ho controllato: il 18/11 il rinnovo è stato tentato due volte perché la prima autorizzazione è andata in timeout dal lato del circuito, e il secondo tentativo è stato addebitato a sua volta. Ho disposto lo storno del secondo addebito di 39,90 €; le apparirà sull'estratto conto entro 5-10 giorni lavorativi, a seconda della banca. La fattura corretta resta quella che vede in Abbonamento › Fatture.

Cordiali saluti,
Marco – Amministrazione Paghe Semplici`],
      ['x', `Storno manuale su gateway, transazione duplicata del 18/11 ore 03:12. Carta completa scritta in chiaro dalla cliente: messaggio da oscurare dopo la chiusura.`],
      ['c', `ok grazie`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    sol: ['storno del secondo addebito'],
    f: ['oneoff'],
    pii: [['CARTA', '4539 1742 0683 2151'], ['PIVA', '02847190465']] },

  { id: 'PS-5204', g: 'ps-app-portale-otp-sms', cat: 'accesso', s: 'app non arriva codice',
    m: [
      ['c', `salve sono una dipendente del panificio lucchesi mi hanno detto di scaricare la pp paghe semplici per vedere le buste paga ho messo il mio codice fiscale lccmtn85c52g702n e dice che mi manda un sms col codice ma l sms non arriva mai ho provato tre volte anche ieri sera il mio numero e 347 882 1934 grazie martina lucchesi`],
      ['a', `Buongiorno Martina,
grazie per averci scritto. Il codice SMS viene inviato al numero di cellulare che il suo datore di lavoro (o il consulente) ha inserito nella sua scheda anagrafica, non a quello del telefono in cui ha installato l'app. Abbiamo verificato che nella sua scheda il numero risulta scritto senza prefisso internazionale e con una cifra in meno, per questo l'SMS non parte.

Non possiamo modificarlo noi: chieda all'ufficio del personale di correggerlo in Dipendenti › Anagrafica › Contatti › Cellulare, nel formato +39 seguito dal numero, e poi di premere "Reinvia invito" in Portale dipendenti › Inviti. Riceverà un nuovo SMS entro pochi minuti.

Cordiali saluti,
Supporto Paghe Semplici`],
      ['c', `o parlato con la signora dellufficio a corretto il numero con il più 39 e adesso l sms e arrivato vedo le buste paga grazie mille`],
      ['a', `Ottimo, buona giornata!`],
    ],
    sol: ['+39', 'reinvia invito'],
    pii: [['CF', 'lccmtn85c52g702n'], ['TELEFONO', '347 882 1934']] },

  { id: 'PS-5205', g: 'ps-flusso-stipendi-rifiutato-banca', cat: 'integrazioni', s: 'File bonifici stipendi rifiutato dalla banca',
    m: [
      ['c', `Buongiorno,
ho generato da Paghe Semplici il file dei bonifici stipendi di novembre (Pagamenti › Genera flusso bancario) e l'ho caricato sull'home banking, come faccio tutti i mesi. Questa volta la banca lo rifiuta con:

"Flusso non conforme allo standard CBI - schema CBIPaymentRequest.00.04.00 non più accettato. Codice scarto: XSD-09"

Il conto di addebito è IT03I0306909606100000045871. Gli stipendi vanno pagati entro il 27, quindi abbastanza urgente.

Anna Baldini - Amministrazione, Baldini Arredamenti srl`],
      ['a', `Buongiorno Anna,
provi a rigenerare il flusso da Pagamenti › Genera flusso bancario, eliminando prima quello di novembre già creato (icona cestino nella lista flussi). Il file potrebbe essere stato generato mentre le elaborazioni erano ancora in corso.

Davide`],
      ['c', `Rigenerato, rifiutato di nuovo con lo stesso codice XSD-09.`],
      ['a', `Grazie Anna, e scusi per il giro in più. L'errore in realtà dice esattamente il problema: dal 1° novembre diverse banche accettano solo la versione CBI 00.04.01 dello schema bonifici, mentre la sua azienda ha ancora impostata la 00.04.00.

**Soluzione**
1. Azienda › Banche › seleziona il conto di addebito
2. Campo "Formato flusso pagamenti": scelga "CBI Bonifici XML 00.04.01"
3. Salvi, poi elimini il flusso di novembre e lo rigeneri da Pagamenti › Genera flusso bancario
4. Carichi il nuovo file sull'home banking

Davide`],
      ['c', `Accettato subito con la 00.04.01. Grazie`],
    ],
    sol: ['00.04.01'], fail: ['rigenerare il flusso'],
    pii: [['IBAN', 'IT03I0306909606100000045871']] },

  { id: 'PS-5206', g: 'ps-730-rimborso-non-in-cedolino', cat: 'configurazione', s: 'rimborso 730 non c\'è in busta',
    m: [
      ['c', `ciao, una nostra dipendente (Ivana, matricola 014) ci ha portato il 730-4 con un rimborso di 612 euro, lo abbiamo caricato a giugno in Paghe Semplici ma nei cedolini di luglio, agosto e anche settembre il rimborso non compare. Lei giustamente si lamenta. Dove sbagliamo??`],
      ['a', `Ciao! Il 730-4 risulta caricato correttamente nella scheda di Ivana, ma il campo "Mese primo conguaglio" è rimasto vuoto: senza quel mese il programma memorizza i dati del 730 ma non li applica a nessun cedolino.

**Passaggi**
1. Dipendenti › Ivana › Fisco › 730-4
2. Mese primo conguaglio: imposta il mese del prossimo cedolino da elaborare (novembre)
3. Salva e rielabora il cedolino di novembre: nella sezione trattenute/rimborsi vedrai la riga "Rimborso IRPEF 730" per l'intero importo

Il rimborso poi rientra nel modello F24 del mese come compensazione (codice 1627), il programma lo fa da solo.

Giulia – Supporto Paghe Semplici`],
      ['c', `messo novembre nel mese primo conguaglio, rielaborato, c'è il rimborso di 612. Grazie!!`],
    ],
    sol: ['mese primo conguaglio'] },

  { id: 'PS-5207', g: 'ps-import-presenze-chiave-badge', cat: 'integrazioni', s: 'IMP-311 import presenze',
    m: [
      ['c', `Buongiorno, abbiamo appena cambiato il sistema di rilevazione presenze (ora usiamo i terminali con badge RFID di un altro fornitore) e il file che esporta non viene più importato. L'errore è:

IMP-311 - Dipendente non trovato: chiave "00471" (riga 2). Righe scartate: 38 su 38.

Il file ha le colonne giuste, il separatore giusto e le date giuste, l'ho confrontato riga per riga con quello vecchio. I dipendenti ovviamente esistono.

Saluti, Roberto Gallo – Gallo Impianti`],
      ['a', `Buongiorno Roberto,
come primo controllo verifichi che le matricole dei dipendenti in Paghe Semplici (Dipendenti › Anagrafica › Matricola) corrispondano a quelle del file: a volte dopo un cambio di sistema si perdono gli zeri iniziali.

Cordiali saluti,
Elisa`],
      ['c', `Non è quello. Le matricole da noi sono 1, 2, 3... fino a 38. Il "00471" del file non è una matricola, è il numero stampato sul badge.`],
      ['a', `Ha ragione, Roberto, e grazie per la precisazione: è proprio questo il punto. Il nuovo sistema identifica i dipendenti con il numero del badge, mentre il profilo di import cerca la matricola.

**Soluzione**
1. Impostazioni › Import presenze › Associazione dipendenti
2. Chiave dipendente: cambi da "Matricola" a "Codice badge"
3. In Dipendenti › Anagrafica › Rapporto, compili per ciascun dipendente il campo "Codice badge" con il numero del suo badge (può farlo in blocco da Strumenti › Import anagrafiche con un CSV matricola;codice badge)
4. Ripeta l'import delle presenze

Cordiali saluti,
Elisa`],
      ['c', `Impostato codice badge e caricati i badge con l'import anagrafiche, le 38 righe sono entrate tutte. Ok grazie`],
    ],
    sol: ['codice badge'], fail: ['zeri iniziali'] },

  { id: 'PS-5208', g: 'ps-pdf-cedolino-password', cat: 'altro', s: 'Busta paga non si apre',
    m: [
      ['c', `Gentilissimi signori,

mi scuso fin d'ora per il disturbo e per la mia poca dimestichezza con il computer: ho settantaquattro anni e da quando mio figlio si è trasferito a Torino mi occupo io, con molta fatica, delle carte della nostra piccola ferramenta. Abbiamo una sola dipendente, la signora Rita, alla quale da questo mese mandiamo la busta paga per posta elettronica tramite il vostro programma, come mi ha consigliato il consulente.

La signora Rita mi riferisce che quando apre il documento allegato le viene chiesta una parola d'ordine, e lei non la conosce. Nemmeno io, a dire il vero. Potreste cortesemente indicarmi come fare?

Con i più distinti saluti e molti ringraziamenti,
Ermanno Righi`],
      ['a', `Gentile signor Righi,

non si preoccupi, nessun disturbo. Per proteggere i dati personali, le buste paga inviate per posta elettronica da Paghe Semplici sono protette da una parola d'ordine, che è sempre il codice fiscale del dipendente, scritto tutto in maiuscolo e senza spazi.

La signora Rita deve quindi digitare il suo codice fiscale in maiuscolo (quello che trova sulla tessera sanitaria) quando il documento glielo chiede.

Se un domani preferiste inviare le buste senza protezione, l'impostazione è in Impostazioni › Invio cedolini › Protezione PDF, ma Le consigliamo di lasciarla attiva.

Resto a disposizione, cordiali saluti,
Chiara – Supporto Paghe Semplici`],
      ['c', `Gentile signora Chiara,

la ringrazio moltissimo per la cortesia e la chiarezza. La signora Rita ha provato con il codice fiscale in maiuscolo come da Lei indicato e il documento si è aperto senza difficoltà. Le auguro una buona serata.

Ermanno Righi`],
    ],
    sol: ['codice fiscale', 'maiuscolo'] },

  { id: 'PS-5209', g: 'ps-account-bloccato-tentativi', cat: 'accesso', s: 'NON RIESCO AD ACCEDERE!!!!!',
    m: [
      ['c', `SONO DUE ORE CHE PROVO AD ENTRARE NEL PROGRAMMA E MI DICE "ACCOUNT TEMPORANEAMENTE BLOCCATO (AUTH-031)". LA PASSWORD È GIUSTA, L'HO SCRITTA SUL QUADERNO. OGGI È IL 16 E DEVO MANDARE L'F24 ALTRIMENTI PAGO LA SANZIONE E LA PAGATE VOI!!!!`],
      ['n', `Log: 7 tentativi falliti tra 08:41 e 08:58 dall'IP 93.45.122.17, poi blocco automatico di 24h. Password "del quaderno" probabilmente quella vecchia: cambio forzato a settembre dopo la policy 90 giorni.`],
      ['a', `Buongiorno,
capisco l'urgenza del giorno di scadenza. Il suo account è stato bloccato dal sistema dopo 7 tentativi con password errata (è una protezione automatica che dura 24 ore). Ho appena sbloccato l'utenza manualmente e le ho inviato un link per impostare una nuova password: molto probabilmente quella sul quaderno è la precedente, cambiata a settembre alla scadenza dei 90 giorni.

Apra l'e-mail "Reimposta la tua password", scelga la nuova password e potrà entrare subito e inviare l'F24.

Saluti,
Paolo – Supporto Paghe Semplici`],
      ['c', `ENTRATO. F24 INVIATO. grazie e scusate i toni`],
    ],
    sol: ['sbloccato l\'utenza manualmente'],
    f: ['oneoff'],
    pii: [['IP', '93.45.122.17']] },

  { id: 'PS-5210', g: 'ps-import-presenze-formato-csv', cat: 'integrazioni', s: 'errore caricamento timbrature',
    m: [
      ['c', `vi incollo il messaggio che mi esce (ho fatto lo screenshot e l'ho passato col programma che legge il testo):

Paghe Semp1ici - Importazione presenze
Esito: NON COMPLETATA
Err0re IMP-204: co1onna 'data' non ric0nosciuta a11a riga 2.
Importazione annu11ata. 0 righe e1aborate.
[ Chiudi ]    [ Scarica rep0rt ]

il file è quello che mi da il commercialista, prima lo caricavo e andava. adesso l'ho dovuto aprire per correggere due ore di straordinario di un ragazzo e da li non va piu`],
      ['a', `Ciao, il messaggio IMP-204 dopo aver aperto e risalvato il file è un caso tipico: salvando, Excel cambia il separatore in punto e virgola e la data in gg/mm/aaaa, e il profilo di import non li riconosce più.

**Soluzione**
Impostazioni › Import presenze › Formato file:
- Separatore di campo: Punto e virgola (;)
- Formato data: gg/mm/aaaa
Salva e ricarica il file da Presenze › Importa.

Ciao, Serena`],
      ['c', `risolto`],
    ],
    sol: ['punto e virgola'] },

  { id: 'PS-5211', g: 'ps-uniemens-codice-contratto-scartato', cat: 'guasto', s: 'Uniemens ottobre scartato da INPS',
    m: [
      ['c', `Buonasera, la denuncia UniEmens di ottobre per Tessitura Colombo srl è stata scartata dall'INPS. Dalla ricevuta:

ESITO: SCARTATA
Azienda: 4913827710
Errore bloccante E1207 - Elemento <CodiceContratto>: valore '011' non ammesso per il periodo 2026-10.

Il contratto dei dipendenti non è cambiato, è sempre il tessile industria. Come lo correggo?
Alessio Conti, ufficio paghe`],
      ['a', `Buonasera Alessio,
rigeneri il flusso UniEmens da Adempimenti › UniEmens › Ottobre 2026 › Rigenera e lo reinvii: dalla versione di ottobre il file viene creato con una nuova intestazione e alcuni flussi generati prima dell'aggiornamento risultano incompleti.

Saluti, Matteo`],
      ['c', `Rigenerato e reinviato, nuova ricevuta: stesso errore E1207, valore '011' non ammesso.`],
      ['n', `Passo al secondo livello: il codice contratto dovrebbe arrivare dalla tabella CCNL, non dall'intestazione.`],
      ['a', `Buongiorno Alessio, sono Federica del supporto di secondo livello e ho preso in carico la sua richiesta.

Il problema non è il file ma la tabella dei contratti: dal periodo ottobre 2026 l'INPS accetta solo i codici CCNL alfanumerici dell'archivio CNEL (il tessile industria è diventato "F011"), e la sua installazione ha ancora la tabella CCNL precedente, che riporta il vecchio codice numerico '011'.

**Passaggi**
1. Strumenti › Aggiornamento tabelle › seleziona "Tabelle CCNL e codici INPS" › Aggiorna
2. Azienda › Contratti: verifichi che accanto al tessile industria ora compaia il codice F011
3. Adempimenti › UniEmens › Ottobre 2026 › Rigenera
4. Invii il nuovo flusso all'INPS come sostitutivo

Un saluto,
Federica – Supporto 2° livello`],
      ['c', `Fatto l'aggiornamento tabelle, ora il contratto risulta F011. Rinviato, la ricevuta dice ACCOLTA. Grazie Federica`],
    ],
    sol: ['aggiornamento tabelle', 'F011'], fail: ['rigeneri il flusso'] },

  { id: 'PS-5212', g: 'ps-rinnovo-prezzo-sconto', cat: 'commerciale', s: 'Aumento canone rinnovo',
    m: [
      ['c', `Buongiorno,
mi è arrivata la comunicazione di rinnovo: il piano "Studio 25 aziende" passa da 89 a 119 euro al mese, quasi il 34% in più. Siamo clienti dal 2021, non abbiamo mai avuto un giorno di ritardo nei pagamenti e abbiamo portato da voi anche due colleghi. Con un aumento del genere devo valutare seriamente le alternative, anche se cambiare software a metà dell'anno fiscale non mi entusiasma.

Avv. Nicola Pellegrini – Studio Pellegrini Consulenza del Lavoro
P.IVA 01536200379`],
      ['n', `Cliente dal 03/2021, 22 aziende attive, 2 referral andati a buon fine. Approvato da commerciale: prezzo bloccato a 95 €/mese per 12 mesi.`],
      ['a', `Buongiorno avv. Pellegrini,

La ringrazio per la franchezza e per la fiducia di questi anni. Il nuovo listino riflette le funzioni aggiunte nel 2026 (portale dipendenti, flussi CBI aggiornati, conservazione dei cedolini), ma teniamo molto ai clienti storici.

Come gesto di riconoscimento, ho ottenuto per il suo studio un prezzo bloccato di 95 € al mese per i prossimi 12 mesi sul piano "Studio 25 aziende", invece di 119 €. Lo trova già applicato in Abbonamento › Piano attivo, senza bisogno di alcuna azione da parte sua.

Cordiali saluti,
Valentina Marchi – Ufficio commerciale Paghe Semplici`],
      ['c', `Gentile Valentina, così va bene, la ringrazio. Rinnoviamo.`],
    ],
    sol: ['prezzo bloccato'],
    f: ['concession'],
    pii: [['PIVA', '01536200379']] },

  { id: 'PS-5213', g: 'ps-2fa-codice-orologio', cat: 'accesso', s: 'codice autenticatore nn va',
    m: [
      ['c', `ue ciao, nn riesco a entrà da stamattina, metto la pass e poi il codice dell app di google authenticator e mi da AUTH-017 codice nn valido o scaduto. il codice e giusto lo copio pari pari. xke???`],
      ['a', `Ciao! Prova a disinstallare e reinstallare Google Authenticator e riassociare l'account con il QR code da Profilo › Sicurezza › Verifica in due passaggi.`],
      ['c', `e come faccio a andà in profilo se nn riesco a entrà?? cmq ho reinstallato l app e adesso nn ho piu neanche il codice, peggio de prima`],
      ['n', `Ops, errore mio: reinstallare senza accesso fa perdere il segreto. Azzerato il 2FA sull'utenza, al prossimo login gli chiederà di riassociare. Ma la causa è quasi sicuramente l'orario: ha un Android con ora impostata a mano?`],
      ['a', `Hai ragione, scusami, ti ho dato il passaggio sbagliato. Ho azzerato la verifica in due passaggi sulla tua utenza: al prossimo accesso ti verrà mostrato un nuovo QR code da scansionare con Authenticator.

Prima però controlla una cosa, che è quasi sempre la vera causa dell'AUTH-017: sul telefono vai in Impostazioni › Data e ora e attiva "Ora automatica" (o "Data e ora automatiche"). I codici dipendono dall'orario e se il telefono è avanti o indietro anche di poco vengono rifiutati.`],
      ['c', `era l'ora! avevo il tel 3 minuti avanti xke me lo tengo avanti pe nn fa tardi 😅 messo ora automatica, riassociato e entro. grazie`],
    ],
    sol: ['ora automatica'], fail: ['reinstallare google authenticator', 'disinstallare e reinstallare'] },

  { id: 'PS-5214', g: 'ps-flusso-stipendi-rifiutato-banca', cat: 'integrazioni', s: 'scarto XSD-09 home banking',
    m: [
      ['c', `Ciao,

riepilogo veloce del problema:

- **Cosa**: file bonifici stipendi novembre
- **Dove**: home banking della banca (upload flussi CBI)
- **Errore**: \`Codice scarto: XSD-09 – schema CBIPaymentRequest.00.04.00 non più accettato\`
- **Tentativi**: ho provato a cambiare il nome file e a ricaricarlo, niente
- **Urgenza**: alta, stipendi il 27

Grazie,
Sofia`],
      ['a', `Ciao Sofia,

**Causa**
La banca accetta ormai solo la versione 00.04.01 dello schema CBI; il tuo conto in Paghe Semplici è ancora impostato sulla 00.04.00.

**Soluzione**
1. Azienda › Banche › apri il conto di addebito
2. "Formato flusso pagamenti" → "CBI Bonifici XML 00.04.01"
3. Salva, elimina il flusso di novembre e rigeneralo da Pagamenti › Genera flusso bancario
4. Ricarica il nuovo file sull'home banking

Davide`],
      ['c', `Grazie, lo faccio domattina appena rientro.`],
      ['c', `Risposta automatica: sono fuori ufficio fino a lunedì 30 novembre con accesso limitato alla posta. Per urgenze sugli stipendi contattare Michele in amministrazione. Sofia`],
      ['c', `Eccomi, fatto tutto venerdì prima di partire: con la 00.04.01 il file è passato e gli stipendi sono stati pagati regolarmente. 👍`],
    ],
    sol: ['00.04.01'] },

  { id: 'PS-5215', g: 'ps-elaborazione-lenta-scadenza', cat: 'prestazioni', s: 'elaborazione ferma all\'87% da un\'ora',
    m: [
      ['c', `Buongiorno, stiamo elaborando i cedolini di novembre per le aziende dello studio (circa 310 dipendenti in totale) e l'elaborazione massiva è ferma all'87% da più di un'ora. Ieri per lo stesso lavoro ci sono voluti 12 minuti. Abbiamo chiuso e riaperto il browser, stessa cosa. Domani consegniamo i cedolini ai clienti.`],
      ['a', `Buongiorno,
confermo che da questa mattina alle 9:20 abbiamo un rallentamento sui server di elaborazione, dovuto al picco di fine mese: non dipende dal suo browser né dai suoi dati. I tecnici stanno aggiungendo capacità; l'avanzamento viene comunque salvato, quindi non annulli l'elaborazione in corso. Le scrivo appena il servizio è tornato normale.

Stato del servizio aggiornato su status.paghesemplici.it.

Paolo`],
      ['a', `Aggiornamento delle 12:05: la capacità è stata ripristinata e le code si sono smaltite. La sua elaborazione massiva risulta completata alle 11:58 (310 cedolini su 310). La trova in Elaborazioni › Storico.`],
      ['c', `Sì, vista, tutto a posto. Però abbiamo perso mezza mattina con tre persone ferme proprio a ridosso delle consegne: mi sembra il caso che ci venga riconosciuto qualcosa.`],
      ['n', `Disservizio confermato (incident INC-2611-04, 2h40). Responsabile ok a un mese di canone gratuito per i clienti studio coinvolti che lo chiedono.`],
      ['a', `Ha ragione, e ci scusiamo di nuovo per il disservizio. Le abbiamo riconosciuto un mese di canone gratuito: lo vedrà come nota di credito sulla prossima fattura, in Abbonamento › Fatture.

Paolo`],
      ['c', `Va bene, grazie.`],
    ],
    sol: ['mese di canone gratuito'],
    f: ['concession'] },

  { id: 'PS-5216', g: 'ps-app-portale-otp-sms', cat: 'accesso', s: 'Portale dipendenti – SMS di attivazione non ricevuto',
    m: [
      ['c', `Buongiorno, un nostro operaio, Stefano Bertolini, non riceve l'SMS di attivazione dell'app Paghe Semplici. Abbiamo già fatto due volte "Reinvia invito" dal portale. Il numero in anagrafica è 3389 41 27 65.`],
      ['a', `Buongiorno,
il numero in anagrafica è registrato senza prefisso internazionale: il servizio SMS lo scarta. Lo corregga in Dipendenti › Anagrafica › Contatti › Cellulare scrivendolo come +39 3389412765, salvi e poi prema di nuovo "Reinvia invito" in Portale dipendenti › Inviti.

Cordiali saluti,
Giulia`],
      ['c', `Fatto, corretto con il +39 e reinviato. Il primo SMS è arrivato ma Stefano non ha fatto in tempo a inserirlo, il secondo invito che abbiamo mandato dopo un'ora non è arrivato di nuovo. Ora siamo punto e a capo.`],
      ['n', `Numero ora corretto. Sul pannello del provider SMS il secondo invio risulta "rejected – carrier filter" (operatore virtuale). Non dipende da noi, segnalato al team notifiche con il log.`],
      ['a', `Grazie per la pazienza. Dai nostri registri il secondo SMS è stato inviato ma respinto dall'operatore telefonico di Stefano, che sembra filtrare i messaggi automatici. Abbiamo inoltrato il caso al team che gestisce le notifiche per una verifica con il fornitore SMS; la ricontatteremo appena abbiamo un riscontro.`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    sol: [], fail: ['+39'],
    f: ['unresolved'],
    pii: [['TELEFONO', '3389 41 27 65'], ['TELEFONO', '+39 3389412765']] },

  { id: 'PS-5217', g: 'ps-f24-addizionale-regionale-mancante', cat: 'guasto', s: 'F24 novembre manca addizionale regionale',
    m: [
      ['c', `Salve, nell'F24 di novembre generato da Adempimenti › F24 non c'è la riga dell'addizionale regionale (codice tributo 3802) per nessuno dei 4 dipendenti, mentre nel cedolino la trattenuta c'è. Nei mesi scorsi c'era. Non vorrei pagare di meno e ritrovarmi con un avviso bonario.`],
      ['a', `Buongiorno,
potrebbe dipendere dalla tabella delle addizionali della sua regione. Provi a controllare in Tabelle › Addizionali › Regionali che per il 2026 sia presente l'aliquota della Lombardia e che il campo "Versamento in F24" sia spuntato; se non lo è, lo attivi e rigeneri l'F24 di novembre. Mi faccia sapere se la riga 3802 compare.

Martina – Supporto Paghe Semplici`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    sol: [],
    f: ['unresolved'] },

  { id: 'PS-5218', g: 'ps-730-rimborso-non-in-cedolino', cat: 'configurazione', s: 'Conguaglio 730 mai applicato',
    m: [
      ['c', `Buongiorno,
due dipendenti hanno un 730-4 con saldo a credito (uno da 340 €, l'altro da 1.120 €) che abbiamo acquisito dal cassetto fiscale del sostituto a fine giugno. Lo stato nella scheda è "Acquisito", ma da luglio in poi nessun cedolino ha il conguaglio. Ho controllato le voci di calcolo e non vedo niente di strano.

Ugo Ferrari, titolare`],
      ['s', `Risposta automatica: Grazie per averci contattato. La sua richiesta è stata registrata con il numero PS-5218. Un operatore le risponderà entro un giorno lavorativo.`],
      ['c', `Aggiorno io: ho trovato da solo. Nella scheda 730-4 di ciascun dipendente c'è il campo "Mese primo conguaglio" che era vuoto. L'ho impostato su novembre, ho rielaborato i cedolini e adesso compare "Rimborso IRPEF 730" con l'importo giusto. Forse andrebbe segnalato meglio, io non l'avevo proprio notato.`],
      ['a', `Buongiorno signor Ferrari,
confermo: è esattamente così. Senza il mese primo conguaglio il 730-4 resta memorizzato ma non viene applicato a nessun cedolino. Per il futuro, se importa i 730-4 in blocco da Adempimenti › 730 › Importa file, nella schermata di import può indicare il mese per tutti i dipendenti insieme. Giro la sua osservazione al team prodotto: ha ragione che il campo vuoto non è abbastanza evidente.

Cordiali saluti,
Giulia`],
    ],
    sol: ['mese primo conguaglio'] },

  { id: 'PS-5219', g: 'ps-pdf-cedolino-password', cat: 'altro', s: 'password pdf busta paga??',
    m: [
      ['c', `Hi, sono un dipendente, ho ricevuto la mail con il cedolino di novembre, faccio download dell'allegato ma il PDF chiede una password. Ho provato la password del portale, niente. Ho provato anche il mio codice fiscale bRTSFN92T08L219n ma niente lo stesso. Help please`],
      ['a', `Ciao, la password del PDF è il tuo codice fiscale, ma va scritto tutto in maiuscolo e senza spazi: BRTSFN92T08L219N. Dal messaggio vedo che l'hai digitato con alcune lettere minuscole, per questo non si apriva.`],
      ['c', `ok ora si apre, tutto in maiuscolo funziona. Altra domanda: nell'app posso fare upload del certificato medico o lo devo mandare all'ufficio?`],
      ['a', `Sì: nell'app vai in Richieste › Nuova › Malattia, inserisci il numero di protocollo del certificato e, se vuoi, allega la foto; la richiesta arriva direttamente all'ufficio del personale.`],
      ['c', `👍`],
    ],
    sol: ['maiuscolo'],
    pii: [['CF', 'BRTSFN92T08L219N'], ['CF', 'bRTSFN92T08L219n']] },

  { id: 'PS-5220', g: 'ps-import-presenze-formato-csv', cat: 'integrazioni', s: 'presenze non si caricano più',
    m: [
      ['c', `Buongiorno a tutti,
vi racconto un attimo la situazione perché forse aiuta. Fino al mese scorso le paghe le seguiva mia cognata, che adesso è in maternità (è nata Viola, 3,2 kg, tutto bene!), quindi da novembre mi sono ritrovato io a fare tutto per l'agriturismo: presenze, cedolini, pure l'F24. Lei mi ha lasciato un foglio con i passaggi, che seguo alla lettera: prendo il file delle timbrature dalla chiavetta, lo apro per controllare che ci siano tutti i giorni, lo salvo e lo carico in Presenze › Importa.

Solo che a me il programma dice "IMP-204 colonna data non riconosciuta" e non importa niente. Sul foglio di mia cognata non c'è scritto niente di questo errore. Sto sbagliando qualcosa io?

Grazie e scusate la lungaggine,
Franco Zanetti – Agriturismo Il Poggio`],
      ['a', `Buongiorno Franco, e auguri per la nipotina!

Non sta sbagliando niente nei passaggi: il problema nasce dal fatto che apre il file e lo risalva. Se lo risalva con Excel (o LibreOffice) in formato CSV, il separatore diventa il punto e virgola e le date diventano gg/mm/aaaa, mentre il profilo di import dell'agriturismo si aspetta il file originale del rilevatore.

Due possibilità:
- carichi il file così com'è sulla chiavetta, senza aprirlo e risalvarlo (per controllarlo può aprirlo e chiuderlo senza salvare), oppure
- adegui il profilo: Impostazioni › Import presenze › Formato file › Separatore "Punto e virgola (;)" e Formato data "gg/mm/aaaa".

Cordiali saluti,
Serena`],
      ['s', `Nessuna risposta dal cliente da 3 giorni. Promemoria inviato.`],
      ['c', `Scusate il ritardo, eravamo pieni di ospiti per il ponte. Ho cambiato il formato nel profilo (punto e virgola e gg/mm/aaaa) e le presenze sono entrate tutte, ho anche aggiunto la nota sul foglio di mia cognata. Grazie!`],
    ],
    sol: ['punto e virgola'] },

  { id: 'PS-5221', g: 'ps-cu-ex-dipendente-portale', cat: 'altro', s: 'CU ex dipendente non scaricabile dal portale',
    m: [
      ['c', `Buongiorno,
una ex dipendente, cessata a maggio, ci chiede la CU 2027 (redditi 2026) e vorrebbe scaricarla dall'app come faceva con i cedolini. Però dice che l'app le risponde "Utenza disattivata". È possibile riattivarle l'accesso solo per la CU? Non vorrei doverla mandare per mail ogni volta.

Grazie,
Laura Sala – Ufficio personale, Sala Trasporti srl`],
      ['a', `Buongiorno Laura,
al momento, quando in Paghe Semplici si registra la cessazione del rapporto, l'accesso del dipendente al portale viene disattivato dopo 60 giorni e non esiste un'opzione per riattivarlo in sola lettura per i documenti fiscali. La CU può comunque essere inviata dall'ufficio da Adempimenti › CU › seleziona la dipendente › Invia per e-mail (il PDF è protetto con il codice fiscale, come i cedolini).

Ho inoltrato la sua richiesta al team prodotto come proposta di miglioramento ("accesso ex dipendenti ai documenti fiscali"); non ho tempi da indicarle.

Cordiali saluti,
Matteo`],
      ['c', `Capisco, peccato. Per quest'anno la mando per mail, ma speriamo che la funzione arrivi.`],
      ['a', `Grazie per il riscontro, chiudo la richiesta: la proposta resta registrata presso il team prodotto.`],
    ],
    sol: [],
    f: ['unresolved'] },

  { id: 'PS-5222', g: 'ps-flusso-stipendi-rifiutato-banca', cat: 'integrazioni', s: 'Re: Fwd: flusso bonifici scartato',
    m: [
      ['c', `---------- Messaggio inoltrato ----------
Da: Ufficio Corporate Banking
Oggetto: Esito caricamento flusso
"Il flusso caricato è stato scartato. Codice scarto: XSD-09 – schema CBIPaymentRequest.00.04.00 non più accettato."

Buongiorno, vi giro l'esito della banca. Il file è quello degli stipendi di dicembre (tredicesima compresa) generato da Paghe Semplici.
Massimo Riva`],
      ['a', `Buongiorno Massimo,
la banca ora accetta solo la versione 00.04.01 dello schema CBI. Vada in Azienda › Banche › conto di addebito, imposti "Formato flusso pagamenti" su "CBI Bonifici XML 00.04.01", salvi e rigeneri il flusso da Pagamenti › Genera flusso bancario.

Davide`],
      ['c', `Fatto con la 00.04.01, nuovo scarto, questa volta: "Codice scarto: CUC-02 – Codice CUC mittente assente o non abilitato al servizio CBI". La nostra banca è una piccola banca locale, credo non abbia mai attivato il CBI per noi, noi facevamo sempre l'upload nella sezione "bonifici SEPA".`],
      ['n', `Con le banche che non hanno attivato il servizio CBI per il cliente serve il formato SEPA generico (pain.001.001.03), senza CUC. Lo abbiamo disponibile dalla 6.4.`],
      ['a', `Chiaro, grazie Massimo: se la sua banca non ha attivato il servizio CBI per la vostra azienda, il formato CBI (in qualunque versione) non potrà passare. Paghe Semplici può generare anche il formato europeo standard, che è quello che la sezione "bonifici SEPA" della sua banca si aspetta.

**Soluzione**
1. Azienda › Banche › conto di addebito
2. "Formato flusso pagamenti" → "SEPA XML generico (pain.001.001.03)"
3. Salvi, elimini il flusso di dicembre e lo rigeneri
4. Lo carichi nella sezione "bonifici SEPA" dell'home banking

Davide`],
      ['c', `Con il SEPA generico pain.001 è passato al primo colpo, stipendi e tredicesima disposti. Grazie.`],
    ],
    sol: ['pain.001.001.03'], fail: ['00.04.01'],
    f: ['conflict'] },

  { id: 'PS-5223', g: 'ps-uniemens-codice-contratto-scartato', cat: 'guasto', s: 'codici CCNL CNEL alfanumerici - UniEmens',
    m: [
      ['c', `Buongiorno,
seguo le paghe di cinque aziende (due commercio, un'impresa edile, due metalmeccaniche artigiane). Dopo la circolare INPS sui codici contratto, da ottobre l'UniEmens va compilato con i codici alfanumerici dell'archivio CNEL al posto dei vecchi codici numerici. Su Paghe Semplici però nei contratti vedo ancora "021", "013" ecc., e infatti ieri due denunce di ottobre mi sono tornate scartate con E1207.

Domanda secca: dove si aggiornano i codici? Devo reinserirli a mano azienda per azienda?

Rag. Claudio Mantovani`],
      ['a', `Buongiorno,
no, niente a mano. Strumenti › Aggiornamento tabelle › "Tabelle CCNL e codici INPS" › Aggiorna. L'aggiornamento vale per tutte le aziende del suo studio in una volta sola; poi in Azienda › Contratti vedrà i codici CNEL (es. commercio "H011").

Dopo l'aggiornamento: Adempimenti › UniEmens › Ottobre 2026 › Rigenera per le due aziende scartate e invio come sostitutivo.

Matteo`],
      ['c', `ok`],
    ],
    sol: ['aggiornamento tabelle'] },

  { id: 'PS-5224', g: 'ps-uniemens-cf-lavoratore-errato', cat: 'guasto', s: 'Uniemens scartato errore E0412',
    m: [
      ['c', `Salve, ci è tornato scartato l'UniEmens di ottobre, ma solo per un lavoratore. Incollo la ricevuta:

ESITO: SCARTATA PARZIALMENTE
Errore bloccante E0412 - <CFLavoratore> GRCDNL78H14F205Q: codice fiscale non presente in Anagrafe Tributaria.

Il dipendente è Daniele Greco, assunto il 2 ottobre. Gli altri 11 sono stati accolti. Ho già provato a rigenerare e reinviare ma niente, stesso errore. I codici contratto sono già quelli nuovi, li abbiamo aggiornati il mese scorso.

Grazie, Elena – Greco & Figli Autotrasporti`],
      ['a', `Buongiorno Elena,
in questo caso il file e i codici contratto sono a posto: l'INPS contesta il codice fiscale del lavoratore, che così com'è scritto non esiste in Anagrafe Tributaria. Succede quasi sempre per un errore di battitura in fase di assunzione (una lettera del mese di nascita, una cifra del giorno).

**Passaggi**
1. Confronti il codice fiscale in Dipendenti › Daniele Greco › Anagrafica › Dati personali con quello della tessera sanitaria del dipendente
2. Se diverso, occorre correggere il codice fiscale in anagrafica e salvare (il programma le chiederà se aggiornare anche i cedolini già elaborati: risponda Sì)
3. Adempimenti › UniEmens › Ottobre 2026 › Rigenera, e invii la denuncia solo per quel lavoratore come variazione

Nota: se il codice fiscale era sbagliato anche nella comunicazione UniLav di assunzione, va fatta la rettifica anche lì.

Cordiali saluti,
Federica`],
      ['c', `Trovato: in anagrafica c'era H (giugno) invece di M, Daniele è nato ad agosto, il codice giusto è GRCDNL78M14F205R. Corretto, rigenerato e reinviato, accolto. L'UniLav era giusto, l'aveva fatto il consulente. Grazie!`],
    ],
    sol: ['correggere il codice fiscale'],
    pii: [['CF', 'GRCDNL78H14F205Q'], ['CF', 'GRCDNL78M14F205R']] },

  { id: 'PS-5225', g: 'ps-cedolino-non-pubblicato-portale', cat: 'configurazione', s: 'payslip novembre non c\'è nell\'app',
    m: [
      ['c', `Ciao, nell'app Paghe Semplici non vedo la payslip di novembre. Ho fatto logout e login, ho fatto il refresh della lista, niente. Ottobre e settembre ci sono. Anche due colleghi hanno lo stesso problema. Il bonifico dello stipendio invece è arrivato 😅`],
      ['a', `Ciao! Prova per prima cosa ad aggiornare l'app all'ultima versione (3.8.2) dallo store e poi, in Profilo › Impostazioni app, a toccare "Svuota la cache". Poi rientra e controlla la sezione Cedolini.`],
      ['c', `aggiornata e fatto svuota la cache, sempre solo fino a ottobre`],
      ['n', `Controllato lato azienda: cedolini di novembre in stato "Elaborato", mai pubblicati. Non è un problema dell'app.`],
      ['a', `Grazie per la prova, e scusa il passaggio inutile. Abbiamo verificato: il cedolino di novembre è stato elaborato dalla tua azienda ma non è ancora stato pubblicato sul portale, quindi l'app non ha niente da mostrarti (per questo manca anche ai tuoi colleghi).

Chiedi all'ufficio del personale di andare in Cedolini › Novembre 2026 › "Pubblica sul portale". Pochi minuti dopo lo vedrai nell'app e ti arriverà anche la notifica.`],
      ['c', `ok la signora dell'ufficio ha cliccato pubblica sul portale e ora c'è. thanks`],
    ],
    sol: ['pubblica sul portale'], fail: ['svuota la cache'] },

  { id: 'PS-5226', g: 'ps-tredicesima-inizio-maturazione-ratei', cat: 'configurazione', s: 'tredicesima sbagliata??',
    m: [
      ['c', `Buonasera,
ho appena elaborato i cedolini di dicembre con la tredicesima e c'è una cosa che non mi torna. Simone, il magazziniere che abbiamo assunto a giugno, prende di tredicesima 1.850 euro lordi, esattamente come Walter che è da noi da dieci anni e ha lo stesso livello. Non dovrebbe essere circa la metà? Non vorrei pagargli il doppio e poi doverglielo trattenere.

Grazie, Patrizia Donati`],
      ['a', `Buonasera signora Donati,
ha ragione, per Simone la tredicesima dovrebbe essere calcolata solo sui mesi lavorati (giugno–dicembre = 7/12). Il programma gli ha riconosciuto 12/12 perché nella sua scheda il campo "Inizio maturazione ratei" è vuoto: in quel caso i ratei vengono conteggiati dal 1° gennaio.

**Passaggi**
1. Dipendenti › Simone › Rapporto › Ratei
2. Inizio maturazione ratei: inserisca la data di assunzione (giugno 2026)
3. Salvi e rielabori il cedolino di dicembre di Simone

Lo stesso campo vale anche per ferie e permessi maturati, che dopo il salvataggio verranno ricalcolati.

Cordiali saluti,
Giulia – Supporto Paghe Semplici`],
      ['c', `Fatto, adesso la tredicesima è 1.079 euro, 7 mesi. Meno male che me ne sono accorta prima di pagare. Grazie`],
    ],
    sol: ['inizio maturazione ratei'] },

  { id: 'PS-5227', g: 'ps-passaggio-annuale-per-errore', cat: 'fatturazione', s: 'Addebito 430,80 piano annuale non richiesto',
    m: [
      ['c', `Buongiorno,
ieri volevo solo aggiungere il modulo Portale dipendenti e, nella pagina Abbonamento, devo aver cliccato anche su "Passa al piano annuale" senza accorgermene: stamattina mi trovo addebitati 430,80 € invece del solito canone mensile. Siamo un'officina con 3 dipendenti, non ci possiamo permettere di anticipare un anno intero in questo momento. Si può tornare al mensile e avere indietro i soldi?

Grazie
Davide Negri
davide.negri.officina@gmail.com`],
      ['n', `Condizioni: passaggio all'annuale non rimborsabile dopo l'addebito. Cambio fatto ieri alle 17:42, nessun uso anomalo. Ok del responsabile amministrazione per eccezione: rimborso integrale e ripristino mensile.`],
      ['a', `Buongiorno signor Negri,

le condizioni del servizio prevedono che il passaggio al piano annuale non sia rimborsabile, ma visto che il cambio è avvenuto ieri, chiaramente per errore, abbiamo fatto un'eccezione: abbiamo disposto il rimborso integrale dei 430,80 € sulla carta di pagamento e ripristinato il piano mensile con il modulo Portale dipendenti attivo.

Il rimborso sarà visibile entro 5-10 giorni lavorativi; la fattura dell'annuale verrà stornata con nota di credito, che troverà in Abbonamento › Fatture. Il prossimo canone mensile sarà addebitato regolarmente il 1° dicembre.

Cordiali saluti,
Marco – Amministrazione Paghe Semplici`],
      ['c', `Grazie davvero, siete stati gentilissimi.`],
    ],
    sol: ['rimborso integrale'],
    f: ['concession'],
    pii: [['EMAIL', 'davide.negri.officina@gmail.com']] },

  { id: 'PS-5228', g: 'ps-riapertura-periodo-consolidato', cat: 'configurazione', s: 'riaprire ottobre x correzione',
    m: [
      ['c', `Salve devo correggere il cedolino di ottobre di un dipendente della Edilnord (gli abbiamo dimenticato 16 ore di trasferta) ma il mese e' consolidato e il tasto "Riapri periodo" e' grigio. Se ci passo sopra dice:

"Periodo consolidato: F24 e UniEmens gia' trasmessi. La riapertura richiede l'intervento dell'assistenza (CONS-05)."

Potete riaprirlo voi? Poi lo richiudo io. Cmq se serve sono al 328 551 0947.

Pietro Esposito - Studio Esposito paghe`],
      ['a', `Buongiorno Pietro,
fatto: ho riaperto il periodo di ottobre 2026 per Edilnord dal nostro pannello, solo per quell'azienda. Ora il cedolino è modificabile.

Dopo la correzione:
1. Rielabori il cedolino del dipendente
2. Cedolini › Ottobre 2026 › Consolida periodo
3. Le differenze contributive andranno in UniEmens come variazione (Adempimenti › UniEmens › Variazioni) e in F24 con il mese corrente

Saluti, Andrea`],
      ['c', `fatto tutto e richiuso, grazie`],
    ],
    sol: ['riaperto il periodo'],
    f: ['oneoff'],
    pii: [['TELEFONO', '328 551 0947']] },

  { id: 'PS-5229', g: 'ps-cedolino-non-pubblicato-portale', cat: 'configurazione', s: 'I dipendenti non ricevono il cedolino sull\'app',
    m: [
      ['c', `Gentile assistenza,

abbiamo elaborato e stampato regolarmente i cedolini di novembre, ma i nostri 14 dipendenti ci segnalano che sull'app non è comparso nulla e non hanno ricevuto alcuna notifica. Il mese scorso tutto era avvenuto in automatico. Non abbiamo modificato alcuna impostazione.

Distinti saluti,
Rosanna Ferri – Ufficio amministrazione, Ferri Serramenti srl`],
      ['a', `Gentile signora Ferri,

la pubblicazione automatica sul portale dipendenti avviene quando si chiude l'elaborazione del mese con "Consolida periodo". A ottobre lo avevate fatto subito, mentre i cedolini di novembre risultano elaborati e stampati, ma il periodo non è ancora consolidato: per questo l'app non li mostra.

Se non desidera ancora consolidare novembre, può pubblicarli subito da Cedolini › Novembre 2026 › "Pubblica sul portale". I dipendenti riceveranno la notifica entro pochi minuti.

Cordiali saluti,
Chiara – Supporto Paghe Semplici`],
      ['s', `Ticket in attesa di risposta del cliente.`],
      ['c', `Buongiorno, rispondo solo ora perché sono stata assente qualche giorno. Abbiamo usato "Pubblica sul portale" come da Lei indicato e i dipendenti hanno confermato di vedere il cedolino. La ringrazio.`],
    ],
    sol: ['pubblica sul portale'] },

  { id: 'PS-5230', g: 'ps-tredicesima-inizio-maturazione-ratei', cat: 'configurazione', s: 'ratei 13ma partono da gennaio x i nuovi assunti',
    m: [
      ['c', `ciao, credo di aver capito cosa succede ma mi serve conferma. a luglio ho caricato 3 stagionali con Strumenti › Import anagrafiche (file CSV) e adesso a dicembre la 13ma e' calcolata su 12 mesi invece che su 6, e pure le ferie maturate sono sballate. Nelle schede il campo inizio maturazione ratei e' vuoto, mi sa che l'import non lo compila. Lo devo mettere a mano per tutti e 3 o c'e' un modo piu veloce? e soprattutto poi si sistemano da soli ferie e 13ma?`],
      ['a', `Ciao, confermo tutto: l'import anagrafiche compila il campo "Inizio maturazione ratei" solo se nel CSV c'è la colonna inizio_maturazione_ratei; se manca, il campo resta vuoto e i ratei partono dal 1° gennaio.

Per tre dipendenti fai prima a mano: Dipendenti › nome › Rapporto › Ratei › Inizio maturazione ratei = data di assunzione. Se un domani sono di più, ricarica lo stesso CSV aggiungendo la colonna inizio_maturazione_ratei (formato gg/mm/aaaa) e spunta "Aggiorna solo i campi presenti nel file".

Dopo il salvataggio ferie e permessi si ricalcolano da soli; la tredicesima invece si aggiorna quando rielabori il cedolino di dicembre.`],
      ['c', `👍 sistemati tutti e 3`],
    ],
    sol: ['inizio maturazione ratei'] },

  { id: 'PS-5231', g: 'ps-app-archivio-cedolini-lenta', cat: 'prestazioni', s: 'app lentissima archivio buste paga',
    m: [
      ['c', `Buongiorno, l'app Paghe Semplici sul mio telefono (iPhone 12) è diventata lentissima: quando apro la sezione Cedolini resta sulla rotellina anche un minuto e a volte si chiude da sola. Lavoro in questa azienda da 11 anni quindi di buste paga ce ne sono tante. Il resto dell'app (richieste ferie, presenze) va normale.

Gianni Lombardo`],
      ['a', `Buongiorno Gianni,
con un archivio così lungo può aiutare limitare i documenti scaricati sul telefono: nell'app vada in Profilo › Impostazioni app › Archivio e attivi "Scarica solo gli ultimi 24 mesi". I cedolini più vecchi restano disponibili, si scaricano solo quando li apre. Poi chiuda l'app del tutto e la riapra.

Cordiali saluti,
Elisa`],
      ['c', `Fatto, all'inizio sembrava andare, si apriva subito. Ma dopo un'ora di nuovo uguale, rotellina e si chiude.`],
      ['n', `Riprodotto su iOS 18 con archivi > 120 documenti: la lista ricarica tutto l'indice a ogni apertura nonostante il filtro. Aperto MOB-882 al team app.`],
      ['a', `Grazie Gianni per averci fatto sapere. Abbiamo riprodotto il problema sui nostri dispositivi e l'abbiamo segnalato al team che sviluppa l'app: dipende da come l'app carica l'elenco quando l'archivio è molto ampio. Nel frattempo può consultare e scaricare le buste paga dal sito, accedendo con le stesse credenziali da browser. La ricontatteremo quando sarà disponibile l'aggiornamento con la correzione.`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    sol: [], fail: ['scarica solo gli ultimi 24 mesi'],
    f: ['unresolved'] },
];
