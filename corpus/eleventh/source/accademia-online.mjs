// Eleventh reference set, product "Accademia Online" (e-learning platform for adults and companies: video lessons, quizzes, certificates, company SSO, app with offline downloads, enrollment, invoicing, live webinars).
// Written blind on 2026-12-01: the distiller's code and every other set's tickets were not opened.
// Voices: retired learner dictating by voice (no punctuation, spoken "virgola"/"punto", words run together), HR manager writing for 40 employees with a list, university student with slang (xké, nn, cmq, raga, lol), amateur pasting browser console errors, customer replying inline inside the agent's quoted text, Spanish speaker writing Italian as a second language, angry customer threatening chargeback, nurse with a long self-introduction, ship engineer offline at sea, ALL-CAPS customer, forwarded reminder e-mail, accounting office "R: re: ticket" with quoted reply, formal administrative letter; agents: formal Lei, casual tu, terse, long with numbered steps, signed replies.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
// Near-miss pairs: AO-4104 / AO-4110 (certificate: locked because the satisfaction questionnaire is missing vs PDF with wrong name and no codice fiscale, fixed in profile + regenerate), AO-4106 / AO-4113 (app downloads: stuck "In attesa" because of the Wi-Fi-only setting vs offline licences expired after 30 days without connection), AO-4108 / AO-4119 (invoice: where to download it / sent via SdI vs invoice made out to the employee instead of the company, credit note and re-issue), AO-4105 / AO-4118 (Microsoft SSO: user not assigned to the app in Entra ID vs old personal account with the same e-mail to be linked), AO-4109 / AO-4128 (video: player script blocked by a browser extension vs stuttering playback behind a corporate HTTPS-inspecting proxy).
export const product = 'Accademia Online';
export const start = '2026-11-16T08:00:00Z';
export const tickets = [
  { id: 'AO-4101', g: 'ao-player-video-bloccato-da-blocco-pubblicita', cat: 'guasto', s: 'i video non partono',
    m: [
      ['c', `buongiorno sono Gianni Marini ho settantotto anni e mi sono iscritto al corso di storia dell'arte del rinascimento che mi ha regalato mia figlia per il compleanno virgola allora io apro la lezione evedo il quadrato nero con la rotellina che gira gira e non parte mai punto ho provato anche ieri sera e stamattina niente da fare il computer è quello vecchio di mio nipote che melo ha sistemato lui a settembre mi potete aiutare io non sono tanto pratico il mio numero è 347 218 5590 se è più facile chiamare grazie e buona giornata`],
      ['a', `Gentile sig. Marini,

la ringrazio per averci scritto. Il quadrato nero con la rotellina di solito compare quando un programma di blocco della pubblicità installato nel browser impedisce al lettore video di caricarsi.

Le chiedo una verifica: in alto a destra, accanto alla barra degli indirizzi, vede delle piccole icone, ad esempio uno scudo rosso con scritto "uBlock" oppure una manina con "Adblock"? Se sì, ci clicchi sopra mentre è sulla pagina della lezione e scelga "Disattiva su questo sito" (in uBlock è il grande pulsante di accensione blu), poi ricarichi la pagina premendo il tasto F5.

Se preferisce una telefonata me lo dica pure e la richiamiamo noi.

Cordiali saluti,
Marta Conti – Assistenza Accademia Online`],
      ['c', `allora ho chiamato mio nipote Lorenzo dice che c'era lo scudo rosso ublock labbiamo spento sul vostro sito come diceva lei e adesso la lezione parte si vede benissimo anche Michelangelo grazie mille signora Marta gentilissima`],
      ['a', `Che bella notizia, sig. Marini! Lasci pure il blocco disattivato solo per il nostro sito: sugli altri siti continuerà a funzionare come prima. Buon corso!

Marta Conti`],
    ],
    sol: ['disattiva su questo sito', 'blocco della pubblicità'],
    pii: [['TELEFONO', '347 218 5590']] },

  { id: 'AO-4102', g: 'ao-pagamento-carta-3ds-non-approvato', cat: 'pagamenti', s: 'pagamento non va a buon fine',
    m: [
      ['c', `Salve, sto cercando di iscrivermi al corso "Excel avanzato per l'ufficio" (149 €) ma al momento del pagamento dopo qualche secondo esce "Pagamento non autorizzato – codice 3DS_TIMEOUT" e torno al carrello. La carta è buona, la uso sempre su Amazon. Vi lascio i dati così controllate: 4532 1198 7654 3213 scad. 09/28.
Grazie
Francesca Riva`],
      ['a', `Buongiorno Francesca,
per la sua sicurezza la prego di non inviarci mai il numero completo della carta via e-mail: abbiamo oscurato il messaggio nel nostro sistema e non ci serve per la verifica.

Il codice 3DS_TIMEOUT indica che la banca non ha ricevuto in tempo la conferma dell'autenticazione 3D Secure. Come prima prova ripeta l'acquisto da un altro browser (Chrome o Firefox aggiornati), tenendo in primo piano la finestra della banca che si apre dopo "Paga".

Un saluto,
Chiara – Supporto Accademia Online`],
      ['c', `provato con Firefox, stessa cosa, dopo un po esce il codice. Sul telefono non mi arriva niente`],
      ['a', `Grazie per la prova. Se non riceve alcuna notifica, la conferma 3D Secure passa dall'app della banca: apra l'app della sua banca prima di cliccare su "Paga" e, quando parte la richiesta, approvi l'operazione dalla notifica o dalla sezione "Autorizzazioni in attesa" (il nome cambia da banca a banca) entro 5 minuti. Alcune banche richiedono anche di abilitare i pagamenti online nelle impostazioni della carta.

Chiara`],
      ['c', `Era quello! nell'app c'era l'autorizzazione in sospeso, la notifica non arrivava perché avevo le notifiche disattivate. Fatto, il corso è attivo. Grazie`],
    ],
    sol: ['app della banca'], fail: ['altro browser'],
    pii: [['CARTA', '4532 1198 7654 3213']] },

  { id: 'AO-4103', g: 'ao-progressi-non-salvati-cookie-terze-parti', cat: 'guasto', s: 'progressi nn salvati!!!',
    m: [
      ['c', `ciao raga, cmq ho un problema: faccio le lezioni del corso di marketing digitale dal tel (iphone) e quando le riapro il giorno dopo mi ritrovo tutto a 0%, tipo nn mi segna niente come completato. xké?? ho già fatto 3 volte la lez 4 😩 devo finire x l'esame dell'uni entro fine mese`],
      ['a', `Ciao! Succede quasi sempre su iPhone con Safari: il lettore delle lezioni salva l'avanzamento con un cookie del nostro dominio video, e Safari di default blocca i cookie di terze parti.

Prova così: Impostazioni dell'iPhone > Safari > disattiva "Impedisci tracciamento cross-site". Poi chiudi e riapri Safari, rifai l'accesso e completa una lezione fino in fondo: alla fine dovresti vedere la spunta verde accanto al titolo.

Fammi sapere!
Dario – supporto Accademia Online`],
      ['c', `fatto, ora la lez 4 ha la spunta e anche la 5 di oggi è rimasta 👍 ma le altre 3 volte me le ridate? lol`],
      ['a', `Ahah, quelle purtroppo no 😅 Da adesso le lezioni completate restano salvate. Se preferisci, anche l'app Accademia Online per iOS salva sempre i progressi, senza toccare le impostazioni di Safari. Buono studio e in bocca al lupo per l'esame!`],
    ],
    sol: ['tracciamento cross-site'] },

  { id: 'AO-4104', g: 'ao-certificato-bloccato-questionario-gradimento', cat: 'guasto', s: 'Certificato non scaricabile',
    m: [
      ['c', `Buongiorno,
ho completato al 100% il corso "Privacy e GDPR per i dipendenti" richiesto dalla mia azienda e ho superato il test finale con 27/30, ma nella sezione I miei certificati il corso compare con la scritta "In attesa" e il pulsante Scarica PDF è grigio. Sono passati due giorni. Devo consegnarlo all'ufficio personale entro venerdì.
Cordiali saluti
Alberto Neri`],
      ['a', `Gentile Alberto,

grazie per la segnalazione. Il certificato viene generato solo quando tutte le attività obbligatorie del corso sono chiuse: oltre al test finale c'è il questionario di gradimento, che molti non vedono perché si trova in fondo all'indice. Le indico i passaggi:

1. Entri in I miei corsi e apra "Privacy e GDPR per i dipendenti".
2. Scorra l'indice fino all'ultima voce, "Questionario di gradimento" (icona a forma di fumetto).
3. Risponda alle domande e clicchi "Invia questionario".
4. Torni in I miei certificati e aggiorni la pagina: lo stato passa da "In attesa" a "Disponibile" entro qualche minuto.
5. Clicchi "Scarica PDF".

Se dopo 15 minuti lo stato non è cambiato mi riscriva e controllo dal nostro lato.

Un saluto,
Elena Sartori
Supporto Accademia Online`],
      ['c', `Non avevo proprio visto il questionario in fondo. Compilato e certificato scaricato, grazie.`],
    ],
    sol: ['questionario di gradimento'] },

  { id: 'AO-4105', g: 'ao-sso-microsoft-utente-non-assegnato', cat: 'account', s: 'Accesso SSO dipendenti – 40 persone',
    m: [
      ['c', `Buongiorno,
sono Luisa Ferraresi, responsabile risorse umane della Termoidraulica Ferraresi S.r.l. Abbiamo attivato il piano aziendale per 40 dipendenti con accesso tramite account Microsoft aziendale (SSO). Alcuni riescono a entrare, molti altri no. Quelli che non riescono vedono una pagina Microsoft con scritto:

"AADSTS50105: Your administrator has configured the application Accademia Online to block users unless they are specifically granted ('assigned') access to the application."

Vi elenco quelli che mi hanno segnalato il problema finora:
- Marco Bellini (magazzino)
- Sara Gatti (amministrazione)
- Davide Rinaldi (ufficio tecnico)
- Paola Cattaneo (amministrazione)
- Stefano Orlandi (officina)
- Chiara Lodi (commerciale)
- ... più altri 12 dell'officina che non mi hanno ancora mandato il nome

Entrano invece senza problemi io, il direttore e i due ragazzi dell'ufficio acquisti. I corsi obbligatori di sicurezza vanno completati entro il 15 dicembre quindi è abbastanza urgente. Potete sbloccarli voi?

Luisa Ferraresi
Responsabile Risorse Umane
Termoidraulica Ferraresi S.r.l.
tel. interno 214 – l.ferraresi@termoidraulica-ferraresi.it`],
      ['a', `Gentile dott.ssa Ferraresi,

il messaggio AADSTS50105 è generato da Microsoft, non dalla nostra piattaforma: nel vostro tenant l'applicazione Accademia Online è impostata con "Assegnazione obbligatoria" = Sì, quindi possono entrare solo gli utenti assegnati esplicitamente. Noi non possiamo modificarlo dal nostro lato; serve il vostro amministratore IT, che dovrà:

1. Accedere al portale Microsoft Entra (entra.microsoft.com) con un account amministratore.
2. Andare in Applicazioni > Applicazioni aziendali > Accademia Online.
3. Aprire Utenti e gruppi > Aggiungi utente/gruppo.
4. Assegnare i singoli dipendenti oppure, più comodo per 40 persone, un gruppo (ad es. "Tutti i dipendenti").
5. Salvare: l'accesso funziona subito, senza altri interventi da parte nostra.

Chi entra già è stato probabilmente assegnato durante la configurazione iniziale. Se il vostro IT vuole parlare direttamente con noi, resto a disposizione.

Cordiali saluti,
Roberto Galli
Team Clienti Aziendali – Accademia Online`],
      ['c', `Il nostro consulente informatico ha aggiunto il gruppo "Dipendenti" come diceva lei e stamattina sono entrati tutti, anche quelli dell'officina. Grazie per la chiarezza.
L.F.`],
    ],
    sol: ['utenti e gruppi'],
    pii: [['EMAIL', 'l.ferraresi@termoidraulica-ferraresi.it']] },

  { id: 'AO-4106', g: 'ao-app-download-in-attesa-solo-wifi', cat: 'problema app', s: 'download offline fermi',
    m: [
      ['c', `Buonasera, uso l'app sul tablet Android per scaricare le lezioni da vedere in treno (faccio il pendolare Bergamo-Milano). Da qualche giorno quando premo la freccia di download la lezione resta "In attesa" con l'orologino e non scarica mai, neanche una. Spazio libero ne ho 20 giga. Ho già disinstallato e reinstallato l'app ma non cambia niente.
Michele`],
      ['a', `Buonasera Michele,
un download che resta "In attesa" con l'orologio, anche con spazio libero, dipende quasi sempre dall'opzione "Scarica solo con Wi-Fi", attiva di default: se il tablet è collegato con la rete dati o all'hotspot del telefono (che Android considera una rete a consumo), l'app mette in coda i download e aspetta un Wi-Fi vero.

Può verificarlo in app: Profilo > Impostazioni > Download > "Scarica solo con Wi-Fi". La disattivi se vuole scaricare anche con i dati, oppure avvii i download quando è a casa sul Wi-Fi.

Un saluto,
Luca – Supporto app`],
      ['c', `ecco, io li facevo sul treno con l'hotspot del telefono. Tolto solo wifi e partono subito. Grazie`],
    ],
    sol: ['solo con wi-fi'] },

  { id: 'AO-4107', g: 'ao-rinnovo-automatico-premium-rimborso', cat: 'pagamenti', s: 'ADDEBITO NON AUTORIZZATO - FACCIO STORNO',
    m: [
      ['c', `Mi avete addebitato 239 euro per il RINNOVO dell'abbonamento Premium che non ho MAI chiesto!!! L'anno scorso ho fatto UN corso e basta, nessuno mi ha avvisato di niente. Questa è una truffa.
Se entro 48 ore non mi restituite i soldi faccio lo storno con la banca (chargeback) e vi segnalo ad Altroconsumo e alla Polizia Postale.
Rimborsatemi su questo IBAN: IT22V0200811610000104857362 intestato a Paolo Monti.`],
      ['a', `Gentile sig. Monti,

comprendo il suo disappunto e le spiego cosa è successo. L'abbonamento Premium annuale acquistato il 12/11/2025 prevede il rinnovo automatico, indicato al momento dell'acquisto; la mail di promemoria è stata inviata il 13/10/2026 all'indirizzo del suo account. Le condizioni prevedono il rimborso del rinnovo entro 14 giorni solo se nel frattempo non sono stati fruiti contenuti, mentre dopo il 12/11 risulta un accesso a una lezione.

Detto questo, visto che l'accesso è durato pochi minuti, abbiamo deciso di fare un'eccezione: le rimborsiamo per intero i 239 € come gesto di cortesia e ho già disattivato il rinnovo automatico, quindi non ci saranno altri addebiti.

Il rimborso torna sulla stessa carta usata per il pagamento (non possiamo accreditarlo su un IBAN) entro 5-10 giorni lavorativi. Le chiedo di non procedere con lo storno: i due movimenti si sovrapporrebbero e la banca bloccherebbe la pratica, allungando i tempi.

Cordiali saluti,
Silvia Marchi
Ufficio Amministrazione – Accademia Online`],
      ['n', `Rimborso fuori policy: dopo il rinnovo c'è un accesso di 4 minuti il 18/11, quindi non rientrava nella regola "nessun contenuto fruito". Approvato da F. Greco come eccezione per rischio chargeback. Non proporlo come prassi.`],
      ['c', `Ok. Il rimborso lo controllo quando arriva. Non voglio più ricevere vostre mail.`],
      ['s', `Ticket chiuso dall'operatore. Rimborso RF-55821 emesso.`],
    ],
    sol: ['rimborsiamo per intero'],
    f: ['concession'],
    pii: [['IBAN', 'IT22V0200811610000104857362']] },

  { id: 'AO-4108', g: 'ao-fattura-non-ricevuta-dove-scaricarla', cat: 'Fatturazione', s: 'fattura?',
    m: [
      ['c', `Buongiorno,
abbiamo acquistato il 3 novembre il corso "Leadership per capi reparto" per due nostri responsabili, pagato con la carta aziendale. A distanza di due settimane non abbiamo ricevuto nessuna fattura per e-mail e il commercialista la sta chiedendo. Potete mandarla?
Grazie
Ufficio amministrativo – Studio Tecnico Ponti`],
      ['a', `Buongiorno,
le fatture non vengono inviate per e-mail. La fattura elettronica viene trasmessa al Sistema di Interscambio (SdI) sul codice destinatario indicato nell'ordine, quindi il vostro commercialista la trova nel cassetto fiscale o nel suo gestionale.

La copia di cortesia in PDF si scarica da Area personale > Ordini e fatture > ordine del 3 novembre > "Scarica fattura". Bisogna essere collegati con l'account che ha effettuato l'acquisto.

Un saluto,
Giorgio – Amministrazione Accademia Online`],
      ['c', `trovata, era lì. Non lo sapevo. grazie`],
    ],
    sol: ['ordini e fatture'] },

  { id: 'AO-4109', g: 'ao-player-video-bloccato-da-blocco-pubblicita', cat: 'guasto', s: 'Player non carica - errore console',
    m: [
      ['c', `Ciao, non sono un tecnico ma su un forum dicevano di aprire la console (F12) e copiare gli errori, quindi eccoli. Il player resta nero su tutte le lezioni, Chrome 131 su Windows 11.

GET https://media.accademiaonline-cdn.it/player/v3/hls.min.js net::ERR_BLOCKED_BY_CLIENT
Uncaught ReferenceError: Hls is not defined
    at PlayerController.init (lesson-player.3f9a2c.js:1:48213)
    at HTMLDocument.<anonymous> (lesson-player.3f9a2c.js:1:50117)
[AO-player] fatal: engine not ready (code PLY-204)

spero vi dica qualcosa
Simone`],
      ['a', `Svuoti la cache del browser (Ctrl+Maiusc+Canc, "Immagini e file memorizzati nella cache") e riprovi.`],
      ['c', `uguale, stesso errore identico in console`],
      ['a', `ERR_BLOCKED_BY_CLIENT = lo script del player è bloccato da un'estensione del browser. Aggiunga un'eccezione per accademiaonline-cdn.it e accademiaonline.it nel suo adblock / blocco tracker. Per conferma: in una finestra in incognito (estensioni spente) il video deve partire.`],
      ['c', `era Privacy Badger. Messa l'eccezione per i due domini, ora va`],
      ['a', `Bene. Chiudo il ticket.`],
    ],
    sol: ['eccezione'], fail: ['cache'] },

  { id: 'AO-4110', g: 'ao-certificato-dati-anagrafici-errati', cat: 'guasto', s: 'certificato con nome sbagliato e senza codice fiscale',
    m: [
      ['c', `Salve, ho scaricato il certificato del corso Sicurezza sul lavoro – rischio basso (4 ore) ma c'è scritto "Laura Bianch" senza la i finale e manca il codice fiscale, che il mio datore di lavoro dice che è obbligatorio sull'attestato. Il mio CF è BNCLRA91E55F205F. Potete correggerlo voi? Grazie
Laura Bianchi`],
      ['a', `Buongiorno Laura,
il certificato riporta i dati del profilo così come sono al momento in cui viene generato, quindi può correggerlo direttamente lei:

- vada in Profilo > Dati anagrafici, corregga il cognome e inserisca il codice fiscale nel campo "Codice fiscale (per attestati)", poi salvi;
- vada in I miei certificati, apra il menu ⋮ accanto al corso e scelga "Rigenera certificato".

Il nuovo PDF sostituisce il precedente e mantiene lo stesso numero di attestato.

Cordiali saluti,
Elena Sartori`],
      ['c', `fatto, ora c'è tutto giusto compreso il codice fiscale. grazie mille`],
    ],
    sol: ['rigenera certificato', 'dati anagrafici'],
    pii: [['CF', 'BNCLRA91E55F205F']] },

  { id: 'AO-4111', g: 'ao-webinar-orario-sbagliato-fuso-profilo', cat: 'configurazione', s: 'webinar orario sbagliato',
    m: [
      ['c', `Buongiorno, mi sono iscritta al webinar live "Comunicazione efficace con i clienti" di giovedì. Sulla pagina dell'evento c'era scritto 18:00, ma nella mail di conferma e nel promemoria del calendario mi risultava alle 17:00. Mi sono collegata alle 17 e la stanza era vuota con scritto "La sessione non è ancora iniziata". Alla fine sono rientrata alle 18 e c'era. Quale orario è giusto per i prossimi? Ho paura di perdermi il secondo incontro.
Valentina`],
      ['a', `Buongiorno Valentina,
l'orario giusto è quello della pagina evento, che è sempre in ora italiana. Le mail e il file per il calendario invece usano il fuso orario impostato nel suo profilo, che risulta "UTC (Londra)", probabilmente selezionato in fase di registrazione.

Lo corregga da Profilo > Preferenze > Fuso orario > "Europa/Roma" e salvi. Conferme e promemoria dei prossimi incontri arriveranno con l'orario corretto; per gli eventi già salvati nel calendario, elimini quello vecchio e lo riaggiunga dalla pagina del webinar con "Aggiungi al calendario".

Un saluto,
Francesca – Eventi live Accademia Online`],
      ['c', `Cambiato, e il promemoria nuovo del secondo incontro dice 18:00. Grazie!`],
    ],
    sol: ['fuso orario'] },

  { id: 'AO-4112', g: 'ao-progressi-non-salvati-cookie-terze-parti', cat: 'guasto', s: 'Corso ECM',
    m: [
      ['c', `Buongiorno,
mi presento: sono Anna Ruggiero, infermiera in una RSA in provincia di Salerno, e sto seguendo da voi il corso "Gestione del dolore nell'anziano" per i crediti. Premetto che il corso è molto bello e le docenti bravissime, lo sto già consigliando alle colleghe del reparto.

Lo seguo la sera dopo i turni dal portatile di casa, che abbiamo appena cambiato (mio marito ci ha installato Chrome e mi ha "sistemato la privacy", dice lui). Il problema è che ogni volta che riapro il corso le lezioni che ho finito risultano ancora da fare e la barra è ferma al 12%, anche se ne ho viste almeno otto fino alla fine. Sul telefono con l'app invece mi segna tutto. Col vecchio computer non mi era mai successo.

Vorrei sapere anche se i crediti me li riconoscono lo stesso o se devo rifare tutto, e se c'è una scadenza.

Grazie della pazienza e buon lavoro,
Anna`],
      ['a', `Gentile Anna,

grazie per le belle parole sul corso! Il sintomo che descrive (avanzamento che sul nuovo portatile non resta, mentre nell'app sì) è tipico di Chrome con i cookie di terze parti bloccati: il lettore delle lezioni gira sul nostro dominio video e così non riesce a registrare il completamento. Ecco come sbloccarlo solo per i nostri siti:

1. In Chrome apra i tre puntini in alto a destra > Impostazioni > Privacy e sicurezza > Cookie di terze parti.
2. Alla voce "Siti autorizzati a usare cookie di terze parti" clicchi "Aggiungi".
3. Scriva [*.]accademiaonline.it e confermi; ripeta con [*.]accademiaonline-cdn.it.
4. Chiuda e riapra Chrome, rientri e completi una lezione fino alla fine: deve comparire la spunta verde.

Per i crediti: contano le lezioni registrate come completate, quindi quelle che ora risultano da fare vanno riviste da questo computer (o dall'app). La scadenza del corso è indicata in I miei corsi: per lei è il 31/03/2027, c'è tutto il tempo.

Cordiali saluti,
Elena Sartori
Supporto Accademia Online`],
      ['c', `Buonasera, ho fatto i passaggi insieme a mio marito (che ammette di avere esagerato con la privacy 😅). Ho rivisto la lezione 3 e adesso la barra è salita. Vado avanti così. Grazie ancora`],
    ],
    sol: ['cookie di terze parti'] },

  { id: 'AO-4113', g: 'ao-app-download-offline-licenza-scaduta', cat: 'problema app', s: 'lezioni scaricate sparite',
    m: [
      ['c', `Buongiorno,
lavoro come ufficiale di macchina su una nave da crociera e avevo scaricato sull'iPad tutto il corso di inglese tecnico (32 lezioni) prima di imbarcarmi, proprio perché a bordo internet c'è poco e costa caro. Per un mese è andato tutto bene, poi da qualche giorno aprendo una lezione scaricata esce "Contenuto non disponibile offline – licenza scaduta" e le lezioni hanno un triangolino giallo. Lo spazio sull'iPad risulta ancora occupato. Ho pagato il corso, perché non posso vederlo?
Ettore Sanna`],
      ['a', `Buongiorno Ettore,
le lezioni scaricate hanno una licenza che l'app deve rinnovare collegandosi a internet almeno una volta ogni 30 giorni: è un vincolo sui diritti dei video, non un blocco del suo corso.

Non serve scaricarle di nuovo. Basta aprire l'app con una connessione attiva, anche quella di bordo per pochi minuti, andare in Download e toccare "Rinnova licenze": il rinnovo scambia pochi kilobyte, non i video. Le licenze valgono poi altri 30 giorni.

Buona navigazione,
Luca – Supporto app`],
      ['c', `Ho preso 10 minuti di wifi in porto a Palma, premuto rinnova e sono tornate tutte. Mi segno la cosa dei 30 giorni. Grazie`],
    ],
    sol: ['rinnova licenze', '30 giorni'] },

  { id: 'AO-4114', g: 'ao-sottotitoli-spariscono-chromecast', cat: 'guasto', s: 'sottotitoli non si vedono sulla tv',
    m: [
      ['c', `Buongiorno, per mia madre che ci sente poco usiamo i sottotitoli. Sul telefono si vedono, ma quando trasmettiamo la lezione sulla TV col Chromecast i sottotitoli spariscono, anche se sono attivi. Si può fare qualcosa?
Grazie, Giorgia Mele`],
      ['a', `Buongiorno Giorgia,
ha ragione: in trasmissione su Chromecast il nostro lettore attuale non invia la traccia dei sottotitoli alla TV. Come alternativa temporanea può collegare il telefono alla TV con un cavo HDMI (adattatore USB-C/HDMI) oppure aprire app.accademiaonline.it dal browser della smart TV, dove i sottotitoli funzionano.

Ho aperto una segnalazione ai tecnici (rif. DEV-2291) e la ricontatteremo quando l'aggiornamento sarà disponibile.

Un saluto,
Dario`],
      ['c', `il browser della TV è lentissimo e il cavo non ce l'ho. aspettiamo l'aggiornamento allora`],
      ['s', `Ticket impostato su "In attesa – sviluppo". Chiuso automaticamente dopo 30 giorni senza aggiornamenti.`],
    ],
    f: ['unresolved'] },

  { id: 'AO-4115', g: 'ao-sso-microsoft-utente-non-assegnato', cat: 'account', s: 'R: Accesso con account aziendale',
    m: [
      ['c', `Buongiorno, da lunedì non riesco più a entrare con il pulsante "Accedi con Microsoft". Esce l'errore AADSTS50105. I colleghi del mio reparto invece entrano.
Grazie
Tommaso Villa – Ufficio Qualità, Gruppo Meridiana Logistica`],
      ['a', `Buongiorno Tommaso,
l'errore AADSTS50105 significa che nel Microsoft Entra ID della vostra azienda il suo utente non è assegnato all'applicazione Accademia Online. Per capire cosa è cambiato le faccio due domande:
Lei è stato spostato di reparto o ha cambiato account di recente?
Sa chi è l'amministratore IT che gestisce le applicazioni aziendali?
In ogni caso, il vostro amministratore deve aprire Applicazioni aziendali > Accademia Online > Utenti e gruppi e assegnare il suo utente (o il gruppo del suo nuovo reparto).

Saluti,
Roberto Galli – Team Clienti Aziendali`],
      ['c', `Il giorno mar 17 nov 2026 alle 10:12 Supporto Accademia Online ha scritto:
> Lei è stato spostato di reparto o ha cambiato account di recente?
si! dal 1 novembre sono passato da Magazzino a Qualità, mi hanno cambiato gruppo

> Sa chi è l'amministratore IT che gestisce le applicazioni aziendali?
il service desk di sede, gli ho girato la vostra mail

> In ogni caso, il vostro amministratore deve aprire Applicazioni aziendali > Accademia Online > Utenti e gruppi e assegnare il suo utente (o il gruppo del suo nuovo reparto).
mi hanno risposto che il gruppo Qualità non era assegnato, l'hanno aggiunto adesso. provo domani mattina e vi dico`],
      ['c', `confermo, stamattina sono entrato. Ho ritrovato anche i corsi vecchi`],
      ['a', `Perfetto, grazie della conferma. I corsi e i progressi restano legati al suo utente, indipendentemente dal gruppo. Buona giornata!`],
    ],
    sol: ['utenti e gruppi'] },

  { id: 'AO-4116', g: 'ao-certificato-bloccato-questionario-gradimento', cat: 'guasto', s: 'attestato antincendio?',
    m: [
      ['c', `salve il mio attestato del corso antincendio non c'è. nella pagina c'è scritto "Certificato non disponibile: attività obbligatorie mancanti (1)". ma io ho fatto tutto, tutti i video e il test. Cosa manca??? grazie Ivan`],
      ['a', `Ciao Ivan! Quel "(1)" è quasi sempre il questionario di gradimento finale: è obbligatorio per il rilascio degli attestati e sta come ultima voce dell'indice del corso, sotto il test. Compilalo e dopo qualche minuto l'attestato compare in I miei certificati. Se non lo trovi mandami uno screenshot dell'indice.
Ciao, Dario`],
      ['c', `trovato era sotto, ok grazie`],
    ],
    sol: ['questionario di gradimento'] },

  { id: 'AO-4117', g: 'ao-quiz-tentativi-esauriti-disconnessione', cat: 'altro', s: 'quiz bloccato',
    m: [
      ['c', `Buongiorno, al test finale del modulo 3 di "Contabilità di base" ho finito i 3 tentativi perché la connessione mi è caduta due volte durante il test e il sistema li ha contati come consegnati con 0 punti. Ora c'è scritto "Tentativi esauriti, contatta il tutor". Come faccio?
Rosa De Luca`],
      ['a', `Buongiorno Rosa,
ho verificato nel registro: due dei tre tentativi risultano chiusi per disconnessione dopo pochi minuti, senza risposte. Li ho annullati dal pannello tutor, quindi ora ha di nuovo 2 tentativi disponibili sul test del modulo 3.

Un consiglio per la prossima volta: prima di iniziare verifichi di avere una connessione stabile, perché il timer del test non si ferma.

In bocca al lupo!
Marta Conti`],
      ['c', `fatto e passato con 26! grazie`],
    ],
    sol: ['annullati dal pannello'],
    f: ['oneoff'] },

  { id: 'AO-4118', g: 'ao-sso-account-personale-esistente-da-collegare', cat: 'account', s: 'Accedi con Microsoft: account già esistente',
    m: [
      ['c', `Buongiorno,
la nostra azienda ha attivato l'accesso con Microsoft. Quando clicco "Accedi con Microsoft" faccio il login aziendale, ma poi torno sulla vostra pagina con questo messaggio: "Esiste già un account con questo indirizzo e-mail. Accedi con la password per collegarlo." La password non me la ricordo: nel 2023 avevo fatto un corso a titolo personale con la stessa mail aziendale. Il reset password mi manda una mail che non arriva mai (ho guardato anche nello spam).
Federico Basile – Cartotecnica Orsini`],
      ['a', `Buongiorno Federico,
il messaggio compare perché il suo vecchio account personale del 2023 usa lo stesso indirizzo aziendale e il sistema non unisce due account senza una verifica. La mail di reset viene probabilmente trattenuta dal filtro di posta della vostra azienda, prima ancora dello spam.

Per non farle perdere altro tempo ho verificato la sua identità con il referente del vostro piano aziendale e ho collegato io il vecchio account all'accesso Microsoft dal pannello di amministrazione. Ora cliccando "Accedi con Microsoft" entra direttamente e trova anche il corso del 2023 con il suo certificato.

Un saluto,
Roberto Galli – Team Clienti Aziendali`],
      ['x', `Identità confermata dal referente del piano (ing. Orsini) via telefono. Unione manuale account personale 2023 + identità Entra fatta da Admin > Utenti > Unisci account: operazione riservata al team aziendale, non indicarla ai clienti.`],
      ['c', `Entrato, vedo sia il corso vecchio che quelli nuovi. Grazie`],
    ],
    sol: ['collegato io'],
    f: ['oneoff'] },

  { id: 'AO-4119', g: 'ao-fattura-intestata-al-dipendente-invece-azienda', cat: 'Fatturazione', s: 'Fattura n. 2026/FE/08841 da riemettere',
    m: [
      ['c', `Spett.le Accademia Online,

la fattura n. 2026/FE/08841 del 05/11/2026, relativa all'iscrizione del nostro dipendente sig. Mario Franchi al corso "Sicurezza informatica per l'ufficio", risulta intestata al sig. Franchi come persona fisica anziché alla nostra società, pur essendo stata pagata con carta aziendale.

Vi chiediamo cortesemente di stornarla e riemetterla intestata a:
Orsini Imballaggi S.p.A.
P.IVA 02847310154
Codice destinatario M5UXCR1

Distinti saluti
Dott.ssa Cristina Fabbri
Amministrazione – Orsini Imballaggi S.p.A.`],
      ['a', `Gentile dott.ssa Fabbri,

la fattura era intestata al sig. Franchi perché al momento dell'ordine non era stata selezionata l'opzione "Acquisto per conto di un'azienda". Abbiamo emesso la nota di credito n. 2026/NC/00212 a storno della 2026/FE/08841 e riemesso la fattura n. 2026/FE/09377 intestata a Orsini Imballaggi S.p.A., P.IVA 02847310154, trasmessa allo SdI sul codice destinatario M5UXCR1.

Per i prossimi acquisti è sufficiente che il dipendente spunti "Acquisto per conto di un'azienda" al checkout: la fattura verrà intestata correttamente fin da subito.

Cordiali saluti,
Silvia Marchi – Ufficio Amministrazione`],
      ['c', `Ricevute entrambe, grazie. Cordiali saluti`],
    ],
    sol: ['riemesso la fattura', 'nota di credito'],
    f: ['oneoff'],
    pii: [['PIVA', '02847310154']] },

  { id: 'AO-4120', g: 'ao-app-download-in-attesa-solo-wifi', cat: 'configurazione', s: 'download',
    m: [
      ['c', `non scarica niente dall'app, resta tutto in attesa. iphone 13`],
      ['a', `Se è su rete cellulare: app > Profilo > Impostazioni > Download > disattivi "Scarica solo con Wi-Fi". Mi dica.`],
      ['c', `va`],
    ],
    sol: ['solo con wi-fi'] },

  { id: 'AO-4121', g: 'ao-corso-acquistato-su-altro-account', cat: 'account', s: 'ho pagato ma il corso non c\'è',
    m: [
      ['c', `Ho comprato ieri il corso di Photoshop, mi è arrivata la mail di conferma con l'ordine AO-2611-48213 e il pagamento risulta sulla carta, ma in I miei corsi non c'è niente. Faccio il login con Google come sempre. Sono un po' preoccupato.
Nicola`],
      ['a', `Buongiorno Nicola, nessun problema, il pagamento risulta regolare. Per capire dov'è finito il corso mi dice a quale indirizzo e-mail le è arrivata la conferma d'ordine e con quale indirizzo accede con Google?`],
      ['c', `la conferma è arrivata sulla mail di libero, con google entro con la gmail`],
      ['a', `Grazie, è proprio questo: l'ordine è stato completato come ospite con l'indirizzo Libero, quindi il corso è associato a un account separato creato con quell'indirizzo, non a quello Google.

Esca dall'account, nella pagina di login scelga "Accedi con e-mail" e usi l'indirizzo Libero; se non ha mai impostato una password clicchi "Password dimenticata" e la crei dal link che riceve. Il corso sarà lì.

Un saluto,
Chiara – Supporto Accademia Online`],
      ['c', `entrato con libero e c'è il corso. perfetto grazie`],
    ],
    sol: ['accedi con e-mail'] },

  { id: 'AO-4122', g: 'ao-player-video-bloccato-da-blocco-pubblicita', cat: 'guasto', s: 'no funciona video',
    m: [
      ['c', `Hola, buongiorno. Scusate il mio italiano, sono spagnola e vivo a Torino da poco. Io ho comprato il corso de italiano per stranieri livello B1 (ironia, sì 😄). Il video de le lezioni no se vede, solo la pantalla nera e la rotella che gira. Anche l'audio non c'è. Ho provato con il computer de la biblioteca e lì funziona, allora è il mio portatile. Uso il navigatore Brave. No tengo estensioni installate, ho guardato bene.
Grazie mille
Lucía Fernández`],
      ['a', `Buongiorno Lucía,
il suo italiano è chiarissimo! Il fatto che in biblioteca funzioni e sul suo portatile con Brave no ci fa pensare agli "Shields" (scudi) integrati di Brave: non sono un'estensione, ma bloccano il lettore video proprio come un adblock.

Provi così: sulla pagina della lezione clicchi l'icona del leone arancione a destra della barra degli indirizzi e sposti l'interruttore degli Shields su disattivato per accademiaonline.it. La pagina si ricarica da sola.

Un saluto,
Marta Conti`],
      ['c', `Sì! Era il leone. Adesso il video si vede e si sente. Muchas gracias, anzi, grazie mille!`],
    ],
    sol: ['shields'],
    f: ['conflict'] },

  { id: 'AO-4123', g: 'ao-quiz-pulsante-invia-ipad', cat: 'guasto', s: 'pulsante invia quiz non va',
    m: [
      ['c', `Buonasera, nel quiz del modulo 2 di "Inglese per il lavoro" quando arrivo all'ultima domanda e premo "Invia risposte" non succede nulla, il pulsante si illumina e basta. Uso l'iPad di mia figlia (un iPad Air del 2019). Ho provato 4 volte.
Paolo`],
      ['a', `Buonasera Paolo,
ci indica la versione di iPadOS (Impostazioni > Generali > Info) e se usa Safari o l'app? Nel frattempo provi a chiudere le altre schede di Safari, ricaricare la pagina del quiz e disattivare Blocca pop-up (Impostazioni > Safari > Blocca pop-up), perché la conferma d'invio si apre in una finestra separata.`],
      ['c', `Safari, la versione non la so. Ho tolto blocca pop-up ma uguale, niente.`],
      ['a', `Grazie per la prova. Abbiamo girato la segnalazione ai tecnici con i dati del suo iPad per capire se riguarda quel modello; le risposte già date sono salvate, quindi se ha a disposizione un computer il quiz riprende da dove si è fermato.`],
      ['c', `lasciate stare, ho risolto in un altro modo e l'ho passato. chiudete pure`],
    ],
    fail: ['blocca pop-up'],
    f: ['unresolved'] },

  { id: 'AO-4124', g: 'ao-webinar-orario-sbagliato-fuso-profilo', cat: 'configurazione', s: 'I: Promemoria webinar',
    m: [
      ['c', `Buongiorno, vi inoltro il promemoria qui sotto. Il webinar è alle 9:30 secondo il programma che ci ha mandato il formatore, non alle 8:30 come dice la mail. La volta scorsa due colleghi si sono collegati all'ora della mail, hanno trovato "Sala non ancora aperta", hanno chiuso e non sono più rientrati. Chi ha ragione? Mi servirebbe anche la registrazione dell'incontro scorso.
Grazie
Beatrice Conti – referente formazione, Studio Associato Gallo & Conti

---------- Messaggio inoltrato ---------
Da: Accademia Online <eventi@accademiaonline.it>
Data: 23 nov 2026, 09:00
Oggetto: Promemoria: "Excel: tabelle pivot dal vivo" inizia domani alle 08:30

Ciao Beatrice, ti ricordiamo che domani alle 08:30 inizia il webinar live "Excel: tabelle pivot dal vivo". Entra dalla pagina dell'evento 10 minuti prima.`],
      ['a', `Buongiorno Beatrice,
l'orario corretto è 9:30 ora italiana, come sulla pagina dell'evento. Il promemoria mostra 8:30 perché il fuso orario del suo profilo, e degli altri account creati con l'importazione del 2 novembre, è impostato su UTC.

Ciascuno può correggerlo da Profilo > Preferenze > Fuso orario > "Europa/Roma"; come amministratrice del piano può farlo per tutti da Pannello aziendale > Utenti > seleziona tutti > Modifica > Fuso orario.

La registrazione dell'incontro precedente è già disponibile nella pagina dell'evento, scheda "Registrazione".

Un saluto,
Francesca – Eventi live Accademia Online`],
      ['c', `Fatto dal pannello per tutti e 23. Il promemoria di oggi dice 9:30 e la registrazione l'abbiamo trovata. Ok grazie`],
    ],
    sol: ['fuso orario'] },

  { id: 'AO-4125', g: 'ao-licenza-aziendale-trasferimento-dipendente-uscito', cat: 'account', s: 'trasferimento licenza collaboratore uscito',
    m: [
      ['c', `Buongiorno,
un nostro collaboratore, Andrea Pellegrini, ha lasciato l'azienda a fine ottobre dopo aver iniziato il corso "Project management base" (licenza del pacchetto da 10). Possiamo trasferire la sua licenza alla collega che lo sostituisce, Giulia Moretti? Lui aveva visto solo 2 lezioni su 20.
Grazie
Serena Valli – HR, Bertoni Arredamenti`],
      ['a', `Buongiorno Serena,
da condizioni del piano aziendale le licenze già avviate non sono trasferibili (lo sono solo quelle mai utilizzate). Considerato però che il sig. Pellegrini aveva completato solo il 10% del corso, facciamo volentieri un'eccezione: abbiamo revocato la sua licenza e ne abbiamo riassegnata una, senza costi aggiuntivi, a Giulia Moretti, che riceverà l'invito per e-mail. I progressi di Andrea restano archiviati e non vengono trasferiti.

Cordiali saluti,
Roberto Galli – Team Clienti Aziendali`],
      ['n', `Eccezione commerciale approvata dal responsabile account (cliente con rinnovo a gennaio). Licenza già avviata trasferita gratis: non è la procedura standard, non proporla ad altri.`],
      ['c', `Ricevuto l'invito, Giulia è già dentro. Gentilissimi`],
    ],
    sol: ['riassegnata'],
    f: ['concession'] },

  { id: 'AO-4126', g: 'ao-progressi-non-salvati-cookie-terze-parti', cat: 'guasto', s: 'avanzamento non registrato dalla intranet',
    m: [
      ['c', `Buongiorno,
in azienda accediamo ai vostri corsi dal nostro portale intranet (sezione Formazione), dove i corsi si aprono dentro la pagina del portale. Da circa un mese a molti colleghi le lezioni non vengono segnate come completate: finisci il video e poi risulta "Non iniziato". Il nostro IT dice che i browser sono gestiti centralmente e che sui PC aziendali le impostazioni dei cookie non si possono cambiare. Che alternative abbiamo?
Grazie
Marco Longo – Formazione interna, Vetreria Colombo`],
      ['a', `Buongiorno Marco,
la causa è la stessa che vediamo quando Chrome o Safari bloccano i cookie di terze parti: dentro la vostra intranet il nostro lettore gira in un riquadro (iframe) di un altro sito, e il browser gestito non gli permette di salvare il cookie dell'avanzamento.

Se le policy non si possono toccare, la soluzione è non passare dal riquadro: nel portale sostituite il corso incorporato con un link all'indirizzo diretto https://app.accademiaonline.it/azienda/vetreria-colombo, che apre la piattaforma in una nuova scheda. Lì il cookie è "di prima parte" e l'avanzamento viene salvato anche con il blocco attivo. L'accesso con SSO resta lo stesso.

Un saluto,
Roberto Galli – Team Clienti Aziendali`],
      ['c', `Abbiamo cambiato il link nella intranet ieri, oggi 5 colleghi mi confermano che le lezioni restano completate. Per quelle perse del mese scorso?`],
      ['a', `Vanno riviste dall'indirizzo diretto: il lettore riparte dal punto raggiunto e, arrivati in fondo, la lezione viene segnata come completata.`],
    ],
    sol: ['indirizzo diretto'],
    f: ['conflict'] },

  { id: 'AO-4127', g: 'ao-sso-microsoft-utente-non-assegnato', cat: 'account', s: 'errore login microsoft',
    m: [
      ['c', `Salve non riesco ad accedere con il login Microsoft, mi dice AADSTS50105 e poi una frase in inglese che non ho capito. il mio capo dice di scrivere a voi. Ilaria`],
      ['a', `Buongiorno Ilaria,
questo errore dipende da un'impostazione Microsoft della sua azienda: il suo utente non è assegnato all'app Accademia Online. L'amministratore IT deve aggiungerla in Microsoft Entra > Applicazioni aziendali > Accademia Online > Utenti e gruppi.

Ci può dire il nome della sua azienda? Così avvisiamo anche il referente del vostro piano.

Un saluto,
Chiara – Supporto Accademia Online`],
      ['s', `Nessuna risposta dal cliente. Ticket chiuso automaticamente dopo 7 giorni senza risposta.`],
    ],
    f: ['unresolved'] },

  { id: 'AO-4128', g: 'ao-video-buffering-proxy-aziendale', cat: 'guasto', s: 'video si blocca ogni 10 secondi in ufficio',
    m: [
      ['c', `Buongiorno, dall'ufficio i video partono ma si fermano ogni 10-15 secondi con la rotellina, poi ripartono, poi si rifermano. Da casa con lo stesso portatile vanno benissimo. Il nostro IT dice che l'IP pubblico dell'ufficio è 151.22.87.140 se vi serve per controllare.
Davide Ricci
Ufficio tecnico – Carpenterie Ricci`],
      ['a', `Buongiorno Davide,
grazie per l'indirizzo: dai nostri log vediamo che da quella rete i segmenti video arrivano a pezzi e con molti tentativi, tipico di un proxy o firewall aziendale che ispeziona il traffico HTTPS e rallenta lo streaming.

Nel frattempo può abbassare la qualità dal lettore (ingranaggio > Qualità > 480p). La soluzione definitiva è che il vostro IT escluda dall'ispezione SSL i domini *.accademiaonline.it e *.accademiaonline-cdn.it.

Un saluto,
Luca – Supporto tecnico`],
      ['c', `a 480p si vede malissimo e si blocca lo stesso, un po' meno. L'IT dice che per toccare il proxy serve l'approvazione della sede centrale e ci vogliono settimane. Per ora ci rinunciamo, li guardiamo da casa.`],
      ['s', `Ticket chiuso dall'operatore.`],
    ],
    fail: ['480p'],
    f: ['unresolved'],
    pii: [['IP', '151.22.87.140']] },

  { id: 'AO-4129', g: 'ao-accesso-corso-scaduto-proroga', cat: 'altro', s: 'corso scaduto!!',
    m: [
      ['c', `Buongiorno, mi si è chiuso l'accesso al corso "Contabilità per piccole imprese" perché sono scaduti i 12 mesi. Mi mancavano solo 3 lezioni e l'esame finale, ma a settembre sono stata in ospedale e poi in convalescenza. Non posso ripagare 190 euro per 3 lezioni. C'è un modo?
Grazie, Monica`],
      ['a', `Gentile Monica,
mi dispiace per il periodo difficile, spero che ora stia bene. Normalmente alla scadenza è possibile solo il rinnovo a pagamento (49 € per 3 mesi), ma nel suo caso le abbiamo concesso una proroga gratuita di 30 giorni: il corso è già di nuovo attivo in I miei corsi fino al 31/12/2026, con tutti i progressi salvati.

Un caro saluto,
Elena Sartori`],
      ['c', `Non so come ringraziarvi. Finirò prima di Natale!`],
    ],
    sol: ['proroga gratuita'],
    f: ['concession'] },

  { id: 'AO-4130', g: 'ao-certificato-bloccato-questionario-gradimento', cat: 'guasto', s: 'CERTIFICATO',
    m: [
      ['c', `IL CERTIFICATO NON SI SCARICA HO FINITO IL CORSO DA UNA SETTIMANA!!! CORSO PRIMO SOCCORSO AZIENDALE. GIUSEPPE`],
      ['a', `Buongiorno Giuseppe, dal registro risulta completato tutto tranne il questionario di gradimento (ultima voce dell'indice del corso). Lo compili e il certificato si sblocca in pochi minuti.`],
      ['c', `FATTO. ORA C'E'. GRAZIE`],
    ],
    sol: ['questionario di gradimento'] },

  { id: 'AO-4131', g: 'ao-fattura-non-ricevuta-dove-scaricarla', cat: 'pagamenti', s: 'R: re: ticket #88213',
    m: [
      ['c', `Buongiorno,
riprendo la richiesta del nostro collega di ottobre. Ci servono le fatture delle 12 iscrizioni fatte per il personale tra settembre e ottobre: per e-mail non ci è arrivato nulla e dobbiamo chiudere il trimestre. Dove le troviamo?

Maria Grazia Fontana
Contabilità – Panificio Fontana snc

> Il 14/10/2026 Supporto Accademia Online ha scritto:
> Gentile cliente, grazie per averci contattato. Le confermiamo che gli
> ordini risultano pagati e che la documentazione fiscale è disponibile.
> Cordiali saluti`],
      ['a', `Buongiorno Maria Grazia,
le fatture elettroniche delle 12 iscrizioni sono state trasmesse allo SdI sul vostro codice destinatario, quindi le trovate nel cassetto fiscale o tramite il vostro intermediario; copie per e-mail non ne inviamo.

Le copie PDF si scaricano dall'account che ha effettuato gli ordini: Area personale > Ordini e fatture, filtro "Periodo" su settembre–ottobre, poi "Scarica tutte (ZIP)".

Mi scuso per la risposta poco chiara di ottobre.
Giorgio – Amministrazione Accademia Online`],
      ['c', `Trovate tutte e 12 nello zip. Grazie, potete chiudere.`],
    ],
    sol: ['ordini e fatture'] },
];
