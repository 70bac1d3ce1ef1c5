// Sixth reference set, product "Libreria Pagine" (e-book store and reader app: downloads, Adobe DRM on
// e-readers, sync between devices, refunds). Written blind on 2026-12-01 (evening): the distiller's rules,
// lexicons, cues, grouping and src/lib/text/ were not opened, nor any other set's tickets; only the format
// (the first lines of corpus-heldout/source/fibra-casa.mjs and corpus-heldout/build.mjs) was read.
// Voices: a retired teacher who tells his story before the problem, a message dictated by voice (no
// punctuation, "punto interrogativo" spoken, o/ho, lo/l'ho), a son forwarding his mother's message, a
// student, a customer who answers the agent's question and confirms much later in a message about something
// else ("ok quello va, già che ci sono…"), the whole problem in the subject and "vedi oggetto" in the body,
// quoted order e-mails; agents with macro templates, numbered steps, two-message instructions, signatures
// and disclaimers; failed first attempts ("idem come prima", "non è cambiato nulla", "sempre lo stesso
// errore"); confirmations by "👍", "perfetto", "ok", "risolto" or silence. Personal data invented
// (checksums valid). Never used for tuning: report its figures, never add its words to a lexicon.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Libreria Pagine';
export const start = '2026-10-12T08:20:00Z';

export const tickets = [
  {
    id: 'LP-1201', g: 'lp-drm-ereader', cat: 'configurazione', s: 'libro che non si apre sul lettore',
    m: [
      ['c', `Gentili signori,\nmi presento: sono un insegnante di lettere in pensione da ormai undici anni e da sempre un lettore accanito. Per anni ho resistito ai libri elettronici, perché il profumo della carta è un'altra cosa, ma la casa è piena di libri fino al soffitto e mia moglie mi ha posto un ultimatum. Così a Natale i miei nipoti mi hanno regalato un lettore Kobo, e devo dire che mi ci sono affezionato: la luce regolabile è una benedizione per i miei occhi. Ho comprato da voi tre romanzi, che sul telefono leggo benissimo con la vostra applicazione. Li ho copiati sul Kobo con il cavo, come mi ha insegnato mio nipote, ma quando li apro compare la scritta "Questo libro è protetto da DRM e il dispositivo non è autorizzato". Sul telefono invece vanno. Dove sbaglio?\nCon i migliori saluti,\nprof. Ernesto Valli`],
      ['a', `Gentile professore, non sbaglia nulla: i libri protetti vanno "autorizzati" sul lettore con il suo ID Adobe, la chiave che li apre. Ecco come fare, una volta sola:\n1. sul computer installi Adobe Digital Editions (è gratuito);\n2. dal menu Aiuto scelga "Autorizza computer" e inserisca lo stesso ID Adobe che trova nella nostra app in Account > ID Adobe (DRM);\n3. colleghi il Kobo con il cavo: Digital Editions lo riconosce e le propone di autorizzare anche il lettore con lo stesso ID;\n4. trascini i tre romanzi sul Kobo dall'elenco di Digital Editions.\nDa quel momento li apre anche sul lettore.\n\nGiulia – Assistenza Libreria Pagine`],
      ['c', `Gentile Giulia,\nho seguito le sue istruzioni con l'aiuto di mio nipote al telefono e ora i tre romanzi si aprono sul Kobo. La ringrazio di cuore per la pazienza.\nprof. Ernesto Valli`],
    ],
    sol: ['id adobe', 'autorizza'],
  },
  {
    id: 'LP-1202', g: 'lp-download-wifi', cat: 'guasto', s: 'download',
    m: [
      ['c', `salve o comprato un libro ieri sera sul treno e non si scarica resta li con scritto in attesa e la rotellina che gira da ieri sera punto o provato anche a spegnere il telefono ma niente ce qualcosa che non va con il mio account punto interrogativo`],
      ['a', `Buongiorno, il suo account è a posto. "In attesa" di solito vuol dire che l'app aspetta una rete Wi-Fi: di base scarica i libri solo con il Wi-Fi. Se vuole scaricarli anche con i dati del telefono vada in Impostazioni > Download e spenga "Solo Wi-Fi"; il download parte subito.`],
      ['c', `ecco perché lo tolto e sa scaricato in un secondo grazie`],
    ],
    sol: ['solo wi-fi'],
  },
  {
    id: 'LP-1203', g: 'lp-sync-dispositivi', cat: 'configurazione', s: 'posizione di lettura non sincronizzata',
    m: [
      ['c', `Ciao, leggo sul telefono in metro e la sera sul tablet, ma il tablet non riparte dal punto del telefono, ricomincia da dove l'avevo lasciato lui. Prima funzionava.`],
      ['a', `Ciao, una domanda per capire: il tablet l'hai reinstallato o cambiato di recente?`],
      ['c', `sì, l'ho ripristinato a ottobre e ho rimesso l'app`],
      ['a', `Ecco il motivo: dopo una nuova installazione la sincronizzazione parte spenta. Sul tablet vai in Impostazioni > Lettura e accendi "Sincronizza tra dispositivi" (controlla che sia accesa anche sul telefono). La volta dopo che apri il libro ti propone di andare all'ultima pagina letta.`],
      ['c', `scusa se rispondo solo ora, ok quello va da giorni. già che ci sono: si può mettere lo sfondo color seppia? la sera il bianco mi stanca`],
      ['a', `Certo: mentre leggi tocca il centro della pagina, poi "Aa" e scegli il tema Seppia.`],
    ],
    sol: ['sincronizza tra dispositivi'],
  },
  {
    id: 'LP-1204', g: 'lp-oneoff-ordine-altro-account', cat: 'accesso', s: 'libro pagato ma non è nella libreria',
    f: ['oneoff'],
    m: [
      ['c', `Buonasera, ho comprato "Il giardino d'inverno" dal vostro sito sul computer, mi è arrivata la conferma dell'ordine e l'addebito, ma nell'app la libreria non lo mostra. Ho già fatto esci e rientra.`],
      ['a', `Buonasera, con quale indirizzo e-mail accede all'app? È lo stesso della conferma d'ordine?`],
      ['c', `nell'app entro con marta.colombo84@gmail.com, la conferma dell'ordine però è arrivata sulla mail del lavoro, forse sul sito ero collegata con quella`],
      ['a', `Esatto, sul sito era collegata a un secondo account creato con la mail del lavoro. Ho spostato io l'ordine sul suo account principale: aggiorni la libreria trascinando verso il basso e il libro compare. Se vuole, il secondo account lo chiudiamo noi.`],
      ['c', `c'è, grazie! sì chiudetelo pure`],
    ],
    pii: [['EMAIL', 'marta.colombo84@gmail.com']],
  },
  {
    id: 'LP-1205', g: 'lp-rimborso-errore', cat: 'fatturazione', s: 'Ho comprato per sbaglio due volte lo stesso libro (una era la versione illustrata), vorrei il rimborso di quella illustrata che non ho mai aperto',
    m: [
      ['c', `Vedi oggetto. Grazie`],
      ['a', `Buongiorno, può farlo da sola e l'accredito arriva in 3–5 giorni: nell'app vada in Account > Ordini, apra l'ordine della versione illustrata e tocchi "Richiedi rimborso". Il pulsante c'è per 14 giorni dall'acquisto, se il libro non è stato letto oltre il 10%.`],
      ['c', `Fatto 👍`],
    ],
    sol: ['richiedi rimborso'],
  },
  {
    id: 'LP-1206', g: 'lp-file-incompleto', cat: 'guasto', s: 'libro con pagine bianche',
    m: [
      ['c', `Ciao, ho scaricato un saggio ieri, il download è arrivato al 100% ma quando lo apro dopo il primo capitolo le pagine sono bianche, e ogni tanto esce "errore nel file". Gli altri libri vanno bene.`],
      ['a', `Ciao, capita quando il download si è interrotto a metà e il file è rimasto incompleto anche se risulta scaricato. Tieni premuta la copertina nella libreria e scegli "Rimuovi dal dispositivo" (il libro resta tuo, sparisce solo la copia sul telefono), poi tocca di nuovo la copertina per riscaricarlo.`],
      ['c', `ok ora si legge tutto`],
    ],
    sol: ['rimuovi dal dispositivo'],
  },
  {
    id: 'LP-1207', g: 'lp-concession-rimborso-fuori-termine', cat: 'fatturazione', s: 'rimborso libro',
    f: ['concession'],
    m: [
      ['c', `Buongiorno, vorrei il rimborso di un romanzo comprato tre settimane fa. L'ho letto fino a metà, ma la traduzione è piena di errori, ci sono frasi senza senso e nomi dei personaggi che cambiano da un capitolo all'altro. Nell'app il pulsante del rimborso non c'è.`],
      ['a', `Buongiorno, il pulsante non compare perché sono passati più di 14 giorni e il libro risulta letto oltre il 10%: secondo le condizioni di vendita il rimborso non sarebbe previsto. Abbiamo però segnalato la traduzione all'editore e, in via del tutto eccezionale, le rimborsiamo l'importo: vedrà l'accredito sul metodo di pagamento entro pochi giorni.`],
      ['c', `Gentilissimi, grazie`],
    ],
  },
  {
    id: 'LP-1208', g: 'lp-drm-ereader', cat: 'configurazione', s: 'I: ebook sul Tolino di mia madre',
    m: [
      ['c', `Buongiorno, vi giro il messaggio di mia madre, io abito lontano e non riesco ad aiutarla.\n\n---------- Forwarded message ---------\nDa: Mamma\nData: gio 15 ott 2026 alle 17:02\nOggetto: libro\n\nFederico il libro che mi hai regalato con quel sito Pagine sul Tolino non si apre, dice E_ADEPT_NO_TOKEN o una cosa così e poi licenza non valida. Quello che mi ha dato la libreria in centro invece si legge.\n\n--\nFederico Sala`],
      ['a', `Buongiorno Federico, l'errore indica che il Tolino non è autorizzato con l'ID Adobe dell'account con cui è stato comprato il libro. Sul Tolino di sua madre vada in Impostazioni > Adobe DRM e inserisca lo stesso ID Adobe dell'account che ha usato per il regalo (lo trova nella nostra app in Account > ID Adobe (DRM)). Poi cancelli il libro dal Tolino e lo ricopi: si aprirà.`],
      ['c', `Fatto con lei in videochiamata, si apre. Grazie!`],
    ],
    sol: ['id adobe', 'autorizza'],
  },
  {
    id: 'LP-1209', g: 'lp-download-wifi', cat: 'guasto', s: 'non scarica i libri',
    m: [
      ['c', `I libri nuovi non si scaricano, restano con l'icona della nuvoletta e "In attesa". Ho un abbonamento dati illimitato, quindi non è un problema di giga.`],
      ['a', `Buongiorno, provi a disinstallare e reinstallare l'app: i libri acquistati restano nel suo account.`],
      ['c', `reinstallata, idem come prima: tutti in attesa`],
      ['a', `Grazie della prova. Dopo la reinstallazione l'app riparte con le impostazioni di base, che scaricano solo con la rete Wi-Fi: per questo con i dati resta "In attesa". In Impostazioni > Download spenga "Solo Wi-Fi" e i download partono anche con la rete mobile.`],
      ['c', `era quello. scaricati tutti`],
    ],
    sol: ['solo wi-fi'], fail: ['reinstallare'],
  },
  {
    id: 'LP-1210', g: 'lp-unresolved-android-auto', cat: 'guasto', s: 'audiolibro in auto',
    f: ['unresolved'],
    m: [
      ['c', `Buongiorno, gli audiolibri comprati da voi in macchina con Android Auto non partono: si vede la copertina ma premendo play non succede nulla. Dal telefono, senza auto, vanno.`],
      ['a', `Buongiorno, ci dice il modello del telefono e dell'auto?`],
      ['c', `Pixel 7, Peugeot 2008 del 2023`],
      ['a', `Grazie. Altri clienti ci hanno segnalato lo stesso problema con alcune auto dopo l'ultimo aggiornamento di Android Auto: l'ho passato ai colleghi tecnici con i suoi dati. Appena c'è una correzione la ricontattiamo.`],
    ],
  },
  {
    id: 'LP-1211', g: 'lp-sync-dispositivi', cat: 'configurazione', s: 'sottolineature non compaiono sul telefono',
    m: [
      ['c', `Buongiorno, le frasi che evidenzio sul tablet non compaiono sul telefono, e nemmeno il segnalibro. Stesso account, ho controllato.`],
      ['a', `Buongiorno, evidenziazioni, segnalibri e ultima pagina passano da un dispositivo all'altro solo se la sincronizzazione è attiva su entrambi. Su ciascuno apra Impostazioni > Lettura e accenda "Sincronizza tra dispositivi"; poi apra il libro prima sul tablet e poi sul telefono.`],
      ['c', `👍`],
    ],
    sol: ['sincronizza tra dispositivi'],
  },
  {
    id: 'LP-1212', g: 'lp-oneoff-attivazioni-drm', cat: 'configurazione', s: 'E_ACT_TOO_MANY_ACTIVATIONS',
    f: ['oneoff'],
    m: [
      ['c', `Buongiorno, ho cambiato e-reader dopo anni e l'autorizzazione con il mio ID Adobe mi dà "E_ACT_TOO_MANY_ACTIVATIONS". Credo di aver autorizzato negli anni computer e lettori che non ho più.`],
      ['a', `Buongiorno, sì: l'ID Adobe ammette un numero limitato di dispositivi e lei li ha esauriti con quelli vecchi. Li ho azzerati io dal nostro pannello DRM, quindi ora può autorizzare il nuovo e-reader. Le vecchie autorizzazioni non valgono più: se usa ancora uno dei vecchi dispositivi, andrà autorizzato di nuovo.`],
      ['c', `autorizzato, grazie mille`],
    ],
  },
  {
    id: 'LP-1213', g: 'lp-rimborso-errore', cat: 'fatturazione', s: 'rimborso acquisto sbagliato',
    m: [
      ['c', `salve ho premuto compra per sbaglio mentre guardavo l'anteprima, non volevo comprarlo. 12,90 euro. Si può annullare?`],
      ['a', `Gentile cliente,\ngrazie per averci scritto.\n\nGli acquisti si possono annullare direttamente dall'app entro 14 giorni, se il libro non è stato letto oltre il 10%:\n1. Account > Ordini;\n2. tocchi l'ordine;\n3. "Richiedi rimborso" e confermi il motivo.\nL'importo torna sul metodo di pagamento usato entro 5 giorni lavorativi.\n\nCordiali saluti,\nServizio Clienti Libreria Pagine\n[Risposta predefinita R-07]`],
    ],
    sol: ['richiedi rimborso'],
  },
  {
    id: 'LP-1214', g: 'lp-file-incompleto', cat: 'guasto', s: 'errore apertura ebook',
    m: [
      ['c', `Buonasera, il libro che ho appena scaricato mi dà "Impossibile aprire il libro: file danneggiato". Ho tutto aggiornato.`],
      ['a', `Buonasera, provi a chiudere del tutto l'app e a riavviare il telefono.`],
      ['c', `riavviato, non è cambiato nulla, stesso messaggio`],
      ['a', `Allora è la copia scaricata a essere incompleta. Nella libreria tenga premuta la copertina, scelga "Rimuovi dal dispositivo" e poi tocchi la copertina per scaricarlo da capo: l'acquisto non si perde.`],
      ['c', `ok adesso si apre`],
    ],
    sol: ['rimuovi dal dispositivo'], fail: ['riavviare il telefono'],
  },
  {
    id: 'LP-1215', g: 'lp-concession-rinnovo-prova', cat: 'fatturazione', s: 'addebito abbonamento Pagine Illimitate',
    f: ['concession'],
    m: [
      ['c', `Buongiorno, mi avete addebitato 9,99 per l'abbonamento Pagine Illimitate: avevo solo fatto la prova gratuita e mi sono dimenticato di disdire. Dopo la prova non l'ho mai usato. La carta è la 5227160933582049 se vi serve per il rimborso.`],
      ['a', `Buongiorno, per sicurezza non ci scriva mai il numero completo della carta: non ci serve. Il rinnovo dopo la prova è regolare secondo le condizioni, ma visto che non ha usato il servizio abbiamo deciso di venirle incontro: annulliamo l'abbonamento e le storniamo i 9,99 €, una tantum. L'accredito arriva in circa 5 giorni.`],
      ['c', `grazie, gentilissimi`],
    ],
    pii: [['CARTA', '5227160933582049']],
  },
  {
    id: 'LP-1216', g: 'lp-drm-ereader', cat: 'configurazione', s: 'DRM PocketBook',
    m: [
      ['c', `Ciao, sul PocketBook i libri presi da voi danno "Errore DRM: il documento è protetto da un altro ID". Li ho passati con Adobe Digital Editions.`],
      ['a', `Ciao, prova a disinstallare Adobe Digital Editions, installare la versione più recente e ripassare i libri.`],
      ['c', `fatto, sempre lo stesso errore`],
      ['a', `Ok, allora il problema è l'ID: Digital Editions e il PocketBook sono autorizzati con un ID Adobe diverso da quello del tuo account Pagine. In Digital Editions vai in Aiuto > Cancella autorizzazione, poi autorizza di nuovo con lo stesso ID Adobe che vedi nell'app in Account > ID Adobe (DRM); ricollega il PocketBook, autorizzalo con lo stesso ID e ricopia i libri.`],
      ['c', `era l'ID vecchio di un altro negozio. ora vanno!`],
    ],
    sol: ['id adobe', 'autorizza'], fail: ['versione più recente'],
  },
  {
    id: 'LP-1217', g: 'lp-pdf-carattere', cat: 'configurazione', s: 'caratteri troppo piccoli',
    m: [
      ['c', `Il manuale che ho comprato si legge con caratteri minuscoli, e se tocco "Aa" per ingrandire non cambia niente. Negli altri libri funziona.`],
      ['a', `Buongiorno, quel manuale è in formato PDF: ha le pagine "fisse" come la carta, quindi la dimensione del carattere non si cambia con "Aa". Per leggerlo meglio tocchi il centro della pagina, apra il menu ⋮ e scelga "Adatta alla larghezza", poi giri il telefono in orizzontale: la pagina si ingrandisce e scorre in verticale.`],
      ['c', `così si legge, grazie`],
    ],
    sol: ['adatta alla larghezza'],
  },
  {
    id: 'LP-1218', g: 'lp-download-wifi', cat: 'guasto', s: 'Download fermo a 0%',
    m: [
      ['c', `salve, il libro acquistato stamattina è fermo allo 0% da ore, sono in vacanza e qui non ho il wifi, solo il telefono`],
      ['a', `Buongiorno, l'app di base scarica solo quando c'è una rete Wi-Fi. Dato che è con i dati del telefono, vada in Impostazioni > Download e disattivi "Solo Wi-Fi": il download riparte subito (un romanzo pesa in genere 1–3 MB).`],
    ],
    sol: ['solo wi-fi'],
  },
  {
    id: 'LP-1219', g: 'lp-oneoff-fattura-intestazione', cat: 'fatturazione', s: 'fattura con dati sbagliati',
    f: ['oneoff'],
    m: [
      ['c', `Buongiorno, ho chiesto la fattura per i manuali dell'università ma è uscita a nome di mio padre, che è il titolare della carta, invece che a nome mio. Mi serve intestata a me per il rimborso della borsa di studio: Chiara Lombardi, codice fiscale LMBCHR02S45F205D.`],
      ['a', `Buongiorno Chiara, ho annullato la fattura e l'ho riemessa io a suo nome con il codice fiscale che ci ha indicato. La nuova la trova in Account > Ordini > Fatture e gliel'abbiamo anche rimandata per e-mail.`],
      ['c', `arrivata, giusta. grazie`],
    ],
    pii: [['CF', 'LMBCHR02S45F205D']],
  },
  {
    id: 'LP-1220', g: 'lp-unresolved-libreria-vuota', cat: 'guasto', s: 'libri scomparsi dalla libreria',
    f: ['unresolved'],
    m: [
      ['c', `Dopo l'aggiornamento di ieri nella libreria vedo solo 4 libri su 60. Ho fatto esci/entra.`],
      ['a', `Buongiorno, provi a trascinare verso il basso la libreria per aggiornarla, e controlli che in alto il filtro sia su "Tutti" e non su "Scaricati".`],
      ['c', `il filtro è su tutti, aggiornato 10 volte. sempre 4`],
      ['a', `Grazie, ho aperto una segnalazione ai tecnici. Nel frattempo i libri sono tutti nel suo account: li vede dal sito in Account > Libreria.`],
      ['c', `sono stanco, è la seconda volta in un mese. Passo ad Amazon, cancellate pure il mio account.`],
    ],
  },
  {
    id: 'LP-1221', g: 'lp-sync-dispositivi', cat: 'configurazione', s: 'Sincronizzazione tra telefono e tablet',
    m: [
      ['c', `Buongiorno, ho due dispositivi con l'app (telefono Android e tablet Lenovo) e quando passo da uno all'altro devo cercare la pagina a mano. Saluti, Roberto`],
      ['a', `Buongiorno Roberto, è quasi sempre un'impostazione spenta su uno dei due. Le scrivo i passaggi nel prossimo messaggio.\n\nAndrea\nAssistenza clienti Libreria Pagine – lun-ven 9-18`],
      ['a', `Su entrambi i dispositivi: Impostazioni > Lettura > "Sincronizza tra dispositivi" acceso. Poi chiuda il libro sul telefono (così salva la posizione) e lo apra sul tablet: comparirà "Vuoi andare a pagina …?". Tocchi Sì.\n\nAndrea\nAssistenza clienti Libreria Pagine – lun-ven 9-18\nLibreria Pagine S.p.A. – Le informazioni contenute in questa comunicazione sono riservate e destinate esclusivamente al destinatario.`],
      ['c', `Sul tablet era spento. Ora ok`],
    ],
    sol: ['sincronizza tra dispositivi'],
  },
  {
    id: 'LP-1222', g: 'lp-file-incompleto', cat: 'guasto', s: 'ebook incompleto',
    m: [
      ['c', `buongiorno l'ebook si interrompe a pagina 38 di 300, dopo è tutto vuoto. è un difetto del libro?`],
      ['a', `Buongiorno, di solito non è il libro ma la copia sul telefono, rimasta a metà durante il download. Tenga premuta la copertina > "Rimuovi dal dispositivo", poi lo riscarichi toccando di nuovo la copertina.`],
      ['c', `risolto`],
    ],
    sol: ['rimuovi dal dispositivo'],
  },
  {
    id: 'LP-1223', g: 'lp-concession-buono-preordine', cat: 'commerciale', s: 'preordine non arrivato',
    f: ['concession'],
    m: [
      ['c', `Buongiorno, avevo preordinato il nuovo romanzo di un autore che seguo da anni e mi avevate scritto che usciva il 26 ottobre. Oggi è il 29, l'ho pagato e in libreria c'è ancora "in arrivo". Intanto me l'ha prestato un'amica in cartaceo...`],
      ['a', `Buongiorno, l'editore ha spostato l'uscita al 12 novembre e purtroppo la mail di avviso non è partita. Il preordine resta valido, oppure possiamo annullarlo. Per il disguido le abbiamo caricato sull'account un buono di 5 € da usare sul prossimo acquisto, anche se il ritardo non dipendeva da noi.`],
      ['c', `allora annullate il preordine, tengo il buono. grazie`],
    ],
  },
  {
    id: 'LP-1224', g: 'lp-rimborso-errore', cat: 'fatturazione', s: 'Re: Il tuo ordine n. 4418-2291',
    m: [
      ['c', `Buongiorno, ho comprato questo libro per errore, volevo la versione audiolibro. Come posso avere indietro i soldi? Non l'ho aperto.\n\nIl giorno ven 23 ott 2026 alle 21:14 Libreria Pagine ha scritto:\n> Grazie per il tuo acquisto!\n> Ordine n. 4418-2291 – "Le città sommerse" (ebook) – 8,99 €\n> Buona lettura!`],
      ['a', `Buongiorno, siamo entro i 14 giorni e il libro non è stato letto, quindi il rimborso lo può chiedere lei dall'app: Account > Ordini > ordine 4418-2291 > "Richiedi rimborso". Poi può comprare la versione audiolibro.`],
      ['c', `fatto, grazie`],
    ],
    sol: ['richiedi rimborso'],
  },
  {
    id: 'LP-1225', g: 'lp-oneoff-note-ripristinate', cat: 'configurazione', s: 'note cancellate',
    f: ['oneoff'],
    m: [
      ['c', `Aiuto, stavo studiando per l'esame su un manuale con più di 200 note e sottolineature, ho toccato per sbaglio "Elimina tutte le note" e sono sparite su tutti i dispositivi. C'è modo di recuperarle?`],
      ['a', `Buongiorno, dall'app non si possono recuperare, ma sul server teniamo una copia delle note per 30 giorni. Ho ripristinato io le note del manuale dalla copia di ieri sera: chiuda il libro e lo riapra, dovrebbe ritrovarle tutte.`],
      ['c', `ci sono tutte!!! grazie, mi avete salvato`],
    ],
  },
  {
    id: 'LP-1226', g: 'lp-drm-ereader', cat: 'configurazione', s: 'libro protetto non si apre su ereader',
    m: [
      ['c', `kobo clara, libro comprato da voi: "dispositivo non autorizzato". gli epub senza protezione invece si aprono`],
      ['a', `Buongiorno, i libri con protezione DRM si aprono solo su un lettore autorizzato con lo stesso ID Adobe del suo account (lo vede nell'app in Account > ID Adobe (DRM)). Installi Adobe Digital Editions sul computer e lo autorizzi con quell'ID, colleghi il Kobo e accetti di autorizzare anche lui; poi trasferisca il libro da Digital Editions.`],
      ['c', `ok`],
    ],
    sol: ['id adobe', 'autorizza'],
  },
  {
    id: 'LP-1227', g: 'lp-unresolved-accesso-bloccato', cat: 'accesso', s: 'non riesco ad accedere dal sito',
    f: ['unresolved'],
    m: [
      ['c', `Da ieri non riesco a entrare nel sito, esce "Accesso temporaneamente bloccato per l'indirizzo 87.15.203.44, riprovare più tardi". Dall'app sul telefono entro.`],
      ['a', `Buongiorno, il blocco si toglie da solo dopo un'ora. Provi a riavviare il router, così l'indirizzo cambia, e poi a entrare.`],
      ['c', `riavviato il router, sempre lo stesso errore e sempre lo stesso indirizzo`],
      ['a', `Grazie. Ci manda uno screenshot della pagina di errore completa e ci dice che browser usa?`],
      ['s', `Ticket chiuso automaticamente: in attesa di risposta del cliente da 7 giorni.`],
    ],
    pii: [['IP', '87.15.203.44']],
  },
  {
    id: 'LP-1228', g: 'lp-download-wifi', cat: 'guasto', s: 'libri in attesa di download',
    m: [
      ['c', `Buonasera, sono all'estero con una eSIM dati e l'app di Pagine mi dice "Download in attesa di rete" per tutti i libri, anche se navigo benissimo.`],
      ['a', `Buonasera, l'app è impostata per scaricare solo in Wi-Fi, e la eSIM conta come rete mobile. In Impostazioni > Download spenga "Solo Wi-Fi" e i libri si scaricano.`],
      ['c', `perfetto`],
    ],
    sol: ['solo wi-fi'],
  },
  {
    id: 'LP-1229', g: 'lp-sync-dispositivi', cat: 'configurazione', s: 'la sincronizzazione non funziona',
    f: ['conflict'],
    m: [
      ['c', `Buongiorno, la sincronizzazione è accesa su telefono e tablet (ho già controllato in Impostazioni > Lettura come dite nelle FAQ) ma il tablet non riprende mai la pagina del telefono. Anzi, a volte mi riporta indietro di giorni.`],
      ['a', `Buongiorno, se la sincronizzazione è già accesa controlli data e ora del tablet: se sono impostate a mano e sono sbagliate, l'app crede che la posizione del tablet sia la più recente e sovrascrive quella del telefono. Nelle impostazioni del tablet, in Data e ora, attivi "Data e ora automatiche", poi riapra il libro prima sul telefono e dopo sul tablet.`],
      ['c', `il tablet era rimasto a marzo! messa automatica e adesso segue il telefono. grazie`],
    ],
    sol: ['data e ora automatiche'],
  },
];
