// Ninth reference set, product "Chiave Smart" (smart door lock with phone app, Wi-Fi bridge, fingerprint pad,
// guest codes for B&B hosts, auto-lock, Chiave Plus subscription for remote access). Written blind on 2026-12-01
// (night): the distiller's rules, lexicons, cues, grouping and src/lib/text/ were not opened, nor any other set's tickets.
// Voices: bullet-point technical report, voice messages dictated without punctuation (with speech-to-text slips),
// very long rambling host with the problem in the middle, error pasted in a code block and a router log line,
// two problems in one message, customer answering a question with a question and then solving it alone after the
// hint (explaining what he did differently), "lei" turning into "tu", outsourced agent with stock phrases, angry
// host who calms down, office/agency/studio writing for colleagues, formal engineer, teenager-ish casual, host who
// gives up. Agents formal and casual, numbered steps, prose, fixes over two messages, internal notes with the diagnosis.
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Chiave Smart';
export const start = '2026-11-02T08:00:00Z';
export const tickets = [
  { id: 'KS-3201', g: 'ks-bridge-wifi-24ghz', cat: 'configurazione', s: 'Bridge Wi-Fi: associazione fallita, errore W-12',
    m: [
      ['c', `Buongiorno, vi riassumo la situazione:
- serratura Chiave Smart installata ieri, associata all'app via Bluetooth senza problemi
- bridge Wi-Fi collegato alla presa del corridoio, a circa 4 metri dalla porta
- durante la configurazione il bridge lampeggia arancione e dopo circa 90 secondi l'app dice "Impossibile collegare il bridge alla rete (W-12)"
- router: TIM Hub+, una sola rete Wi-Fi, password corretta (ricopiata tre volte)
- telefono Android 14, app versione 4.3.1
Cosa devo controllare?`],
      ['a', `Buongiorno e grazie per il resoconto così dettagliato. Come primo passo provi a resettare il bridge: tenga premuto il tasto sul retro per 10 secondi, finché la luce diventa bianca, poi ripeta la configurazione dall'app (Dispositivi > Aggiungi bridge).`],
      ['c', `Fatto il reset, due volte. Stesso identico errore W-12, stessa luce arancione.`],
      ['a', `Grazie della prova. Il TIM Hub+ trasmette la rete a 2,4 GHz e quella a 5 GHz con lo stesso nome, mentre il bridge lavora solo a 2,4 GHz: durante l'associazione il telefono è quasi sempre agganciato ai 5 GHz e il bridge non riesce a completare il collegamento. Apra la pagina di gestione del modem dal browser (l'indirizzo è sull'etichetta sotto il modem), nelle impostazioni Wi-Fi disattivi l'opzione che unisce le due bande (band steering, su TIM si chiama "Wi-Fi Smart") e dia un nome diverso alla rete a 2,4 GHz. Poi colleghi il telefono a quella rete e ripeta l'associazione del bridge.`],
      ['c', `Separate le bande, bridge collegato al primo colpo. Grazie mille!`],
    ],
    sol: ['2,4 ghz', 'band steering'], fail: ['resettare il bridge'] },

  { id: 'KS-3202', g: 'ks-codici-ospite-orologio', cat: 'configurazione', s: 'ospiti rimasti fuori nonostante il codice',
    m: [
      ['c', `Salve, vi scrivo perché sono un po' disperata e anche un po' arrabbiata ma soprattutto stanca. Ho un piccolo B&B a Bellagio, tre camere, e ad aprile ho messo la vostra serratura sul portoncino d'ingresso perché non ce la facevo più a rincorrere gli orari per consegnare le chiavi, e devo dire che per tutta l'estate è andata benissimo, gli ospiti tedeschi la adoravano, uno mi ha pure scritto nella recensione che era comodissima. A fine ottobre ho cambiato le pile perché l'app segnava batteria al 10%, e da quel momento i codici ospite che creo con l'orario (dalle 15 del giorno di arrivo alle 11 del giorno di partenza) all'inizio non funzionano: sabato una coppia di Monaco è arrivata alle 15.30 e il tastierino dava luce rossa, hanno riprovato per mezz'ora, io ero a Como da mia sorella e ho dovuto aprire con l'app da remoto. Alle 17 invece il codice andava, lo stesso codice, non capisco. Già che ci sono vi chiedo se fate uno sconto a chi ne prende un'altra per la dependance, ma questo dopo, con calma. Grazie, Marta`],
      ['a', `Gentile Marta, mi dispiace per la brutta accoglienza che hanno avuto i suoi ospiti. Come prima cosa provi a cancellare il codice e a crearne uno nuovo con le stesse date: a volte l'invio alla serratura non va a buon fine e il codice arriva incompleto.`],
      ['c', `Fatto ieri sera per gli ospiti di oggi, codice nuovo dalle 15. Alle 15.10 luce rossa di nuovo, ha aperto mio marito col telefono. Alle 16.30 andava.`],
      ['n', `Scarto fisso di un'ora: dopo il cambio pile l'orologio della serratura riparte in UTC e con il firmware 2.8 non si risincronizza da solo. Serve la sincronizzazione manuale via Bluetooth.`],
      ['a', `Grazie Marta, il dettaglio degli orari è stato prezioso: il codice funziona con un'ora di ritardo perché, dopo il cambio delle pile, l'orologio interno della serratura è ripartito sull'ora di Greenwich. Per rimetterlo a posto:
1) si avvicini alla porta con il telefono, Bluetooth attivo;
2) apra l'app e vada in Impostazioni serratura > Data e ora;
3) tocchi "Sincronizza data e ora" e controlli che il fuso sia Europa/Roma.
Da quel momento i codici partono all'orario giusto. Le conviene ripetere la sincronizzazione ogni volta che cambia le pile. Per lo sconto sulla seconda serratura le scriverà il nostro ufficio commerciale.`],
      ['c', `Sincronizzato: c'era scritto 14.02 invece di 15.02! Gli ospiti di stasera sono entrati alle 15 in punto. Grazie davvero.`],
    ],
    sol: ['sincronizza data e ora'], fail: ['crearne uno nuovo'] },

  { id: 'KS-3203', g: 'ks-batterie-scariche', cat: 'guasto', s: 'Pile che durano tre settimane',
    m: [
      ['c', `Ciao, ho la serratura da due mesi e ho già cambiato le pile due volte. Nelle istruzioni c'è scritto che durano da 6 a 12 mesi. Sono Duracell nuove, non roba da bancarella. Apriamo e chiudiamo forse 8-10 volte al giorno, siamo in tre in casa. È difettosa?`],
      ['a', `Ciao, grazie per la segnalazione. Per capire cosa consuma mi serve il registro della serratura: in app vai su Impostazioni serratura > Diagnostica > Invia registro, poi scrivimi qui quando l'hai fatto.`],
      ['c', `Inviato adesso.`],
      ['n', `Registro: 11-14 mila scansioni BLE al giorno, radio quasi sempre accesa. Sblocco in prossimità attivo su 3 telefoni in modalità "sempre". Il consumo è tutto lì, la serratura è sana.`],
      ['a', `Ricevuto, grazie. Il registro dice che la serratura passa quasi tutta la giornata a cercare i vostri telefoni: avete lo sblocco in prossimità attivo su tre smartphone in modalità "sempre", e così la radio Bluetooth non si spegne mai. Ti consiglio di disattivare lo sblocco in prossimità (Impostazioni serratura > Sblocco in prossimità) oppure di lasciarlo solo in modalità "all'arrivo a casa", che ascolta i telefoni solo quando rientrate nella zona impostata. Con l'uso che mi descrivi le pile dovrebbero tornare a durare parecchi mesi.`],
      ['c', `Messo "all'arrivo a casa" su tutti e tre. Dopo dieci giorni siamo al 94%, prima a quest'ora ero già al 60. Grazie!`],
    ],
    sol: ['sblocco in prossimità', 'arrivo a casa'] },

  { id: 'KS-3204', g: 'ks-autolock-sensore-porta', cat: 'guasto', s: 'La chiusura automatica fa uscire il chiavistello a porta aperta',
    m: [
      ['c', `Buonasera, da qualche giorno la chiusura automatica fa uscire il chiavistello mentre la porta è ancora aperta, e quando poi la accosto il chiavistello sbatte contro il telaio. L'app mi mostra questo:
\`\`\`
Errore E-07: chiusura non completata - ostacolo rilevato
Stato porta: chiusa (sensore)
\`\`\`
Ma la porta era spalancata! Ho anche il video della telecamera del corridoio, se serve.`],
      ['a', `Buonasera, grazie per il messaggio e per l'errore copiato, è molto utile. "Stato porta: chiusa" a porta aperta vuol dire che la serratura legge male il sensore porta, cioè il piccolo magnete che va sul telaio. Le chiedo di:
1. controllare che il magnete sia ancora al suo posto, a meno di 1 cm dalla serratura quando la porta è chiusa;
2. in app, andare su Impostazioni serratura > Chiusura automatica > Calibra sensore porta;
3. seguire le istruzioni a schermo: prima con la porta chiusa, poi aperta di almeno 30 cm.
Al termine la chiusura automatica partirà solo a porta davvero chiusa.`],
      ['c', `Il magnete era scivolato di un paio di centimetri (il biadesivo, col caldo del termosifone lì accanto...). Rimesso a posto e calibrato, adesso aspetta che la porta sia chiusa. Grazie.`],
    ],
    sol: ['calibra sensore porta'] },

  { id: 'KS-3205', g: 'ks-impronta-registrazione', cat: 'guasto', s: 'Impronta non riconosciuta',
    m: [
      ['c', `salve il lettore di impronte non mi riconosce quasi mai, mia moglie entra al primo colpo io devo provare 5-6 volte e alla fine metto il codice. all'inizio andava bene`],
      ['a', `Ciao! Prima la cosa facile: pulisci bene il sensore con un panno in microfibra appena umido, a volte basta un velo di polvere o di crema per far saltare la lettura. Fammi sapere 😊`],
      ['c', `pulito pure con l'alcol, niente uguale. mia moglie sempre al primo colpo`],
      ['a', `Ok, allora il problema è l'impronta salvata, non il sensore. Capita spesso quando la registrazione è stata fatta di fretta, con il dito sempre nella stessa posizione: il sensore conosce solo il centro del polpastrello e se appoggi un po' di lato non ti riconosce. Fai così: in app Utenti > il tuo profilo > Impronte, elimina l'impronta e poi registra di nuovo l'impronta dal tastierino. Durante la registrazione appoggia il dito almeno 8 volte, spostandolo ogni volta un po': punta, lati, un po' ruotato. Ancora meglio se registri lo stesso dito due volte, come due impronte diverse.`],
      ['c', `fatto, due volte l'indice destro. entrato 10 volte su 10 oggi. grazie mille`],
    ],
    sol: ['registra di nuovo'], fail: ['pulisci bene il sensore'] },

  { id: 'KS-3206', g: 'ks-bridge-wifi-24ghz', cat: 'configurazione', s: 'il ponte non si collega',
    m: [
      ['c', `buongiorno allora ho comprato la serratura chiave smart con il ponte wi-fi e il ponte non si collega al wifi punto la pp mi dice connessione non riuscita virgola riprova punto ho riprovato sei volte e ho anche spento e riacceso il router e il ponte tutti e due punto il router è quello di fast web quello nero grande nuovo punto come faccio grazie mille Antonio`],
      ['a', `Gentile Cliente, la ringraziamo per aver contattato l'Assistenza Chiave Smart. Comprendiamo perfettamente il disagio. Al fine di risolvere la problematica la invitiamo a seguire i seguenti passaggi:
1) accedere alle impostazioni del router Fastweb tramite l'app MyFastweb;
2) nella sezione Wi-Fi disattivare la funzione che unisce le reti a 2,4 GHz e 5 GHz (denominata "band steering" o "Wi-Fi unificato");
3) assegnare un nome diverso alla rete a 2,4 GHz;
4) connettere lo smartphone alla rete a 2,4 GHz e ripetere la procedura di associazione del bridge.
Restiamo a disposizione per qualsiasi ulteriore chiarimento. Le auguriamo una buona giornata.`],
      ['c', `ok adesso funziona grazie punto`],
    ],
    sol: ['2,4 ghz', 'band steering'] },

  { id: 'KS-3207', g: 'ks-fattura-partita-iva', cat: 'fatturazione', s: 'Fattura dell\'abbonamento senza partita IVA',
    m: [
      ['c', `Buongiorno, gestisco l'affittacamere Ca' del Lago e ho rinnovato l'abbonamento Chiave Plus annuale per le quattro serrature. La fattura che mi è arrivata è intestata a me come privata, senza partita IVA, e il commercialista non la può scaricare. La P.IVA è 04827310972, ragione sociale Ca' del Lago di Sironi Elena. Mi potete rifare la fattura? In app non trovo dove cambiare i dati.`],
      ['n', `Account creato prima di giugno: il campo P.IVA in app non c'è. Nota di credito sulla fattura privata e riemissione manuale da gestionale.`],
      ['a', `Buongiorno signora Sironi, ho annullato con nota di credito la fattura emessa come privata e l'ho riemessa io dal nostro gestionale intestata a Ca' del Lago di Sironi Elena, P.IVA 04827310972: la trova già in Abbonamento > Documenti e le arriverà anche via PEC. Ho salvato i dati sul suo account, quindi i prossimi rinnovi saranno fatturati all'attività.`],
      ['c', `Ricevuta, perfetto. Grazie.`],
    ],
    f: ['oneoff'], pii: [['PIVA', '04827310972']] },

  { id: 'KS-3208', g: 'ks-rimborso-rinnovo-dimenticato', cat: 'pagamenti', s: 'Addebito annuale non voluto',
    m: [
      ['c', `Salve, avevo attivato la prova gratuita di un mese di Chiave Plus per vedere come funzionava l'apertura da remoto, poi me ne sono dimenticato e il 3 ottobre mi avete addebitato 59,90 euro sulla carta 4539 1760 4418 2731. L'accesso remoto non lo uso, la porta la apro col telefono quando ci sono davanti. So che sono passati più di 14 giorni, ma potete venirmi incontro? Il rinnovo automatico l'ho già disattivato.`],
      ['a', `Buongiorno, e grazie per averci scritto. In effetti i 14 giorni per il recesso sono trascorsi, ma vedo che dal giorno dell'addebito non ha mai usato l'apertura da remoto: in via eccezionale le abbiamo disposto il rimborso completo di 59,90 euro sulla carta con cui ha pagato, lo vedrà sull'estratto conto entro 5-10 giorni lavorativi. L'abbonamento resta disattivato e la serratura continua a funzionare normalmente con Bluetooth, codici e impronta. Un consiglio: non scriva il numero completo della carta nei messaggi, a noi non serve mai.`],
      ['c', `Molto gentili, grazie!`],
    ],
    f: ['concession'], pii: [['CARTA', '4539 1760 4418 2731']] },

  { id: 'KS-3209', g: 'ks-codici-ospite-orologio', cat: 'configurazione', s: 'Codici ospite rifiutati all\'orario del check-in',
    m: [
      ['c', `Buongiorno, scrivo dall'ufficio di Lario Home, gestiamo 12 appartamenti per affitti brevi con le vostre serrature. Qui in agenzia siamo in quattro e da lunedì ai colleghi arrivano telefonate di ospiti che all'orario di check-in digitano il codice e la serratura dice no (luce rossa e tre bip). Succede solo in due appartamenti, via Volta 8 e piazza Cavour 3, dove la settimana scorsa Giulio ha cambiato le pile. Negli altri dieci tutto a posto. Dopo un'oretta il codice funziona. Abbiamo tutti l'app con l'account gestore.`],
      ['a', `Buongiorno e grazie per la descrizione precisa: il dettaglio delle pile è quello decisivo. Quando si cambiano le pile l'orologio interno della serratura riparte da un'ora sbagliata e i codici con fascia oraria vengono accettati in ritardo. Per i due appartamenti:
1. un collega vada davanti alla porta con il telefono e il Bluetooth acceso;
2. in app apra la serratura, poi Impostazioni serratura > Data e ora;
3. tocchi "Sincronizza data e ora" e verifichi che il fuso sia Europa/Roma.
Non serve ricreare i codici già inviati. Vi consiglio di farlo sempre dopo ogni cambio pile.`],
      ['c', `Giulio è passato da tutti e due stamattina, orari sistemati 👍`],
    ],
    sol: ['sincronizza data e ora'] },

  { id: 'KS-3210', g: 'ks-batterie-scariche', cat: 'guasto', s: 'Consumo anomalo delle batterie',
    m: [
      ['c', `Egregi signori,
la serratura Chiave Smart installata a settembre segnala batteria scarica ogni 3-4 settimane. Ho provato pile di tre marche diverse, comprese quelle al litio consigliate sul vostro sito, con lo stesso risultato. Vi prego di indicarmi se devo spedirla in assistenza.
Cordiali saluti
Ing. Paolo Bertoldi`],
      ['a', `Gentile ing. Bertoldi,
la ringrazio per la segnalazione e per le prove già fatte con pile diverse, che ci permettono di escludere le batterie. Prima di un'eventuale spedizione le chiedo di verificare una funzione che spiega gran parte dei consumi di questo tipo: lo sblocco in prossimità. Se è attivo in modalità "sempre", la serratura tiene acceso il Bluetooth tutto il giorno per riconoscere il telefono in avvicinamento. Può controllarlo in Impostazioni serratura > Sblocco in prossimità: le suggerisco di disattivarlo, oppure di impostarlo su "all'arrivo a casa".
Resto a disposizione.`],
      ['c', `Gentile assistenza,
la funzione era attiva in modalità «sempre» su due telefoni, il mio e quello di mia moglie. L'ho disattivata e dopo tre settimane la batteria indica ancora il 91%. Ringrazio per la cortese e competente risposta.`],
    ],
    sol: ['sblocco in prossimità'] },

  { id: 'KS-3211', g: 'ks-autolock-sensore-porta', cat: 'guasto', s: 'autolock + impronta per mia figlia',
    m: [
      ['c', `Ciao, due cose:
1) la chiusura automatica a volte scatta mentre sto ancora entrando con la spesa, il chiavistello esce e la porta non si chiude più finché non la riapro dall'app. Succede tipo una volta su tre.
2) vorrei aggiungere l'impronta di mia figlia che ha 12 anni ma non trovo come, devo crearle un account?`],
      ['a', `Ciao! Parto dalla seconda che è veloce: non serve un account, vai su Utenti > Aggiungi utente > Utente senza app, le dai un nome e registri l'impronta direttamente dal tastierino.
Per la chiusura automatica che scatta a porta aperta: di solito la serratura crede che la porta sia già chiusa perché il sensore porta (il magnetino sul telaio) è posizionato male o non è stato calibrato. Controlla che il magnete sia allineato alla tacca sul fianco della serratura, poi vai in Impostazioni serratura > Chiusura automatica > Calibra sensore porta e segui i passaggi, prima a porta chiusa e poi aperta.`],
      ['c', `Calibrato, il magnete era proprio storto. Impronta di mia figlia fatta, è contentissima. Perfetto`],
    ],
    sol: ['calibra sensore porta'] },

  { id: 'KS-3212', g: 'ks-cambio-proprietario', cat: 'account', s: 'Serratura ancora associata al vecchio proprietario',
    m: [
      ['c', `Buongiorno, ho comprato casa a ottobre e sulla porta c'è una vostra serratura. Quando provo ad aggiungerla all'app mi dice «Dispositivo già associato a un altro account». Il venditore si è trasferito all'estero e non risponde più. Ho il rogito e ho cambiato i codici... anzi no, non li posso cambiare perché non sono amministratore. Come faccio?`],
      ['a', `Buongiorno, per sicurezza la serratura ha un solo proprietario e solo lui può cederla ad altri. Quando il vecchio proprietario non è raggiungibile possiamo intervenire noi: mi mandi per favore, rispondendo qui, una foto della pagina del rogito con indirizzo e intestatario, una foto del numero di serie che trova sotto il coperchio delle pile e un suo documento d'identità.`],
      ['c', `Allegati i tre file.`],
      ['n', `Documenti ok, intestataria e indirizzo coincidono. Serie CS2-118-40027 rimossa dall'account del venditore da pannello admin, traccia in SEC-552.`],
      ['a', `Grazie, documenti verificati. Ho scollegato io la serratura dall'account del vecchio proprietario: ora può aggiungerla dall'app (Dispositivi > Aggiungi serratura). Al primo accesso le consiglio di eliminare tutti i codici e le impronte che trova.`],
      ['c', `Aggiunta. Ho cancellato 9 codici e 4 impronte del vecchio proprietario, che ansia. Grazie`],
    ],
    f: ['oneoff'] },

  { id: 'KS-3213', g: 'ks-bridge-wifi-24ghz', cat: 'configurazione', s: 'Il bridge non si aggancia',
    m: [
      ['c', `Salve, il bridge non vuole saperne di collegarsi: luce arancione fissa e in app «Rete non trovata». Ho provato anche a riavviare il modem, niente.`],
      ['a', `Buongiorno, per aiutarla mi serve sapere una cosa: che modem ha, e trasmette una rete a 2,4 GHz separata da quella a 5 GHz?`],
      ['c', `E come faccio a saperlo? C'è scritto da qualche parte?`],
      ['a', `Certo: marca e modello sono sull'etichetta sotto il modem. Se nell'elenco delle reti Wi-Fi del telefono vede un solo nome, molto probabilmente le due bande sono unite. Il bridge funziona solo su una rete a 2,4 GHz: va quindi creata una rete a 2,4 GHz con un nome a parte (dalle impostazioni Wi-Fi del modem, disattivando il band steering) e il telefono deve essere collegato proprio a quella mentre configura il bridge.`],
      ['c', `Allora, è un FRITZ!Box 7530. Nelle impostazioni non ho trovato come separare le bande della rete principale, però ho visto che la rete ospiti si può far trasmettere solo a 2,4 GHz: l'ho attivata così, ho collegato il telefono a quella e il bridge si è agganciato subito. Non so se è il modo giusto ma funziona, e la rete di casa non l'ho dovuta toccare.`],
      ['a', `È un'ottima soluzione, va benissimo così: l'importante è che il bridge trovi una rete a 2,4 GHz. Se in futuro cambia la password della rete ospiti, si ricordi di aggiornarla anche nel bridge.`],
    ],
    sol: ['2,4 ghz'] },

  { id: 'KS-3214', g: 'ks-codici-ospite-memoria-piena', cat: 'configurazione', s: 'Codice ospite nuovo non accettato',
    m: [
      ['c', `Buonasera, affitto due stanze su Airbnb e creo un codice ospite per ogni prenotazione. Da ieri i codici nuovi non funzionano proprio, a nessuna ora: il tastierino fa luce rossa. Quelli fissi, della signora delle pulizie e di mio figlio, invece aprono ancora. L'orario della serratura l'ho controllato ed è giusto. Non ho il bridge.`],
      ['a', `Buonasera, grazie: il fatto che i codici fissi aprano e i nuovi no dice molto. La serratura memorizza al massimo 20 codici e, senza bridge, i codici scaduti restano in memoria finché non li elimina lei dall'app vicino alla porta: con le prenotazioni dell'estate la memoria si è riempita e i codici nuovi non vengono salvati. Le consiglio di:
1. avvicinarsi alla serratura con il Bluetooth attivo;
2. andare su Codici > Scaduti > Elimina tutti;
3. toccare "Invia alla serratura" sul codice della prossima prenotazione.
Per evitare che ricapiti, nelle impostazioni dei codici può attivare "Elimina automaticamente i codici scaduti", che lavora a ogni connessione Bluetooth.`],
      ['c', `C'erano 20 codici di cui 17 scaduti: eliminati e il nuovo è passato. Ho attivato anche l'eliminazione automatica. Grazie.`],
    ],
    sol: ['elimina tutti', 'scaduti'] },

  { id: 'KS-3215', g: 'ks-ricambio-tastierino-smarrito', cat: 'spedizioni', s: 'Tastierino di ricambio mai arrivato',
    m: [
      ['c', `Buongiorno, il 28 ottobre ho ordinato un tastierino con impronta di ricambio (ordine KS-ORD-771204) e il tracking BRT è fermo a «in consegna» dal 4 novembre. BRT dice di chiedere al mittente. Mi serve entro il fine settimana perché ho ospiti.`],
      ['a', `Gentile Cliente, la ringraziamo per la segnalazione. Abbiamo provveduto ad aprire una richiesta di verifica presso il corriere. Sarà nostra cura ricontattarla entro 48 ore lavorative con un aggiornamento. Ci scusiamo per il disagio arrecato.`],
      ['c', `Sono passati cinque giorni e nessuno mi ha ricontattato. Il pacco dov'è?`],
      ['a', `Gentile Cliente, comprendiamo il disagio. La pratica risulta ancora in lavorazione presso l'ufficio logistica. Sarà ricontattata al più presto.`],
      ['s', `Ticket chiuso automaticamente per assenza di attività negli ultimi 10 giorni.`],
    ],
    f: ['unresolved'] },

  { id: 'KS-3216', g: 'ks-impronta-registrazione', cat: 'guasto', s: 'Lettore impronte dello studio: tre persone non vengono lette',
    m: [
      ['c', `Buongiorno, scrivo per lo studio dentistico Ornaghi: abbiamo la vostra serratura sulla porta del personale. Qui in studio siamo in sei e a tre colleghe (le due igieniste e l'assistente alla poltrona) il lettore non riconosce il dito quasi mai, anche dopo essersi lavate e asciugate bene le mani. A me e ai due dottori funziona. Abbiamo registrato le impronte tutti insieme il giorno dell'installazione, un po' di corsa a dire la verità. Può dipendere da guanti e igienizzante che seccano la pelle?`],
      ['a', `Buongiorno, sì, la pelle molto secca per i lavaggi e l'igienizzante può peggiorare la lettura, ma di solito il problema vero è una registrazione fatta in fretta: il sensore ha salvato solo una piccola parte del polpastrello. Per le tre colleghe consiglio di eliminare l'impronta attuale (Utenti > nome > Impronte > Elimina) e di registrarla di nuovo con calma, con almeno 8 appoggi, spostando il dito ogni volta tra punta, centro e lati. Meglio ancora registrare due dita per persona. Se la pelle è molto secca, un po' di crema mani un'ora prima della registrazione aiuta.`],
      ['c', `Tutto ok, abbiamo rifatto le registrazioni in pausa pranzo, due dita ciascuna. Adesso entrano tutte al primo colpo.`],
    ],
    sol: ['registrarla di nuovo'] },

  { id: 'KS-3217', g: 'ks-bridge-wifi-programmato', cat: 'configurazione', s: 'Il bridge si disconnette dal Wi-Fi ogni notte',
    m: [
      ['c', `Ciao, il bridge è configurato da un mese e di giorno va benissimo, ma ogni notte verso l'una mi arriva la notifica «Bridge offline» e torna online alle 6-6.30. Di notte quindi non posso gestire la serratura da remoto, ed è proprio quando mi serve per gli ospiti che arrivano tardi. Ho guardato il registro del modem e c'è questa riga:
\`01:00:02 WLAN: radio 2.4GHz disabled by schedule (client CS-Bridge disassociated) - WAN 151.38.204.17\`
Non so se c'entra.`],
      ['a', `Ciao, c'entra eccome, grazie per la riga del registro! Non è il bridge che si disconnette: è il modem che spegne il Wi-Fi a 2,4 GHz all'una di notte per una pianificazione oraria (di solito si chiama "Wi-Fi programmato" o "risparmio energetico notturno"). Entra nelle impostazioni del modem, sezione Wi-Fi > Pianificazione, e disattiva la pianificazione, o almeno lascia sempre accesa la rete a 2,4 GHz. Il bridge non va riconfigurato.`],
      ['c', `L'aveva impostata il tecnico dell'operatore quando ha installato il modem, non ne sapevo niente. Disattivata: stanotte il bridge è rimasto online 🙌`],
    ],
    sol: ['pianificazione'], pii: [['IP', '151.38.204.17']] },

  { id: 'KS-3218', g: 'ks-numero-verifica-cambiato', cat: 'accesso', s: 'Non riesco ad accedere: il codice SMS va al vecchio numero',
    m: [
      ['c', `Ho cambiato telefono e anche numero. Nell'app nuova metto email e password e mi chiede il codice di verifica via SMS, che arriva al numero vecchio che non ho più. La mia mail di registrazione è giorgia.fumagalli78@libero.it. La serratura per fortuna la apro con l'impronta, ma non posso gestire niente.`],
      ['a', `Buongiorno Giorgia, per sicurezza il numero di verifica si può cambiare solo dopo un controllo d'identità. Le ho mandato all'indirizzo di registrazione una mail con un link per caricare un documento: appena lo riceviamo aggiorniamo noi il numero.`],
      ['c', `Caricato.`],
      ['a', `Grazie, documento verificato: ho sostituito io sul suo account il numero di verifica con quello nuovo che ci ha indicato nel modulo e ho chiuso le sessioni aperte sul vecchio telefono. Ora può accedere, il codice SMS le arriverà sul numero nuovo.`],
      ['c', `Entrata, grazie!`],
    ],
    f: ['oneoff'], pii: [['EMAIL', 'giorgia.fumagalli78@libero.it']] },

  { id: 'KS-3219', g: 'ks-codici-ospite-orologio', cat: 'configurazione', s: 'Ospiti chiusi fuori di notte, inaccettabile',
    m: [
      ['c', `Vi scrivo furioso. Ieri sera due ospiti arrivati con l'ultimo treno sono rimasti fuori al freddo per quaranta minuti perché il codice che gli avevo mandato non funzionava. Pago l'abbonamento Chiave Plus proprio per non avere sorprese del genere. Ho dovuto rimborsare loro la notte e mi hanno lasciato una recensione da due stelle. Voglio sapere di chi è la colpa e cosa intendete fare.`],
      ['a', `Buongiorno, mi dispiace davvero per quello che è successo e capisco la sua rabbia. Per capire subito: gli ospiti hanno digitato il codice e poi l'hanno confermato con il tasto ✓ in basso a destra? Senza conferma il tastierino aspetta e dopo 10 secondi si azzera.`],
      ['c', `Certo che sì, faccio questo lavoro da anni e le istruzioni le mando scritte. E comunque il codice era valido dalle 22, gli ospiti sono arrivati alle 22.20 e il codice ha cominciato a funzionare alle 23: l'ho visto nel registro, 23:01 «codice ospite accettato». Mi spiegate questo?`],
      ['n', `Ora interna della serratura indietro di 60 minuti dal 29/10 (cambio pile). Stesso caso dei B&B segnalati questa settimana. Ok del responsabile per un mese di Chiave Plus in omaggio.`],
      ['a', `Ha ragione, e grazie per il dettaglio del registro: la causa è nostra. Dopo il cambio delle pile di fine ottobre l'orologio della serratura è rimasto indietro di un'ora, e i codici con orario partono in ritardo. Per sistemarlo: vicino alla porta, con il Bluetooth attivo, vada in Impostazioni serratura > Data e ora e tocchi "Sincronizza data e ora", controllando che il fuso sia Europa/Roma. Per il disagio dei suoi ospiti le abbiamo accreditato un mese di Chiave Plus in omaggio, lo trova già nella sezione Abbonamento.`],
      ['c', `Sincronizzato, l'ora era davvero sbagliata. Va bene, apprezzo la franchezza e il mese. Scusate i toni di ieri, era stata una serata pesante.`],
    ],
    sol: ['sincronizza data e ora'], fail: ['tasto ✓'], f: ['concession'] },

  { id: 'KS-3220', g: 'ks-rinnovo-3d-secure', cat: 'pagamenti', s: 'Rinnovo Chiave Plus: carta rifiutata',
    m: [
      ['c', `Buongiorno, da ieri l'accesso remoto è sospeso perché il rinnovo non è andato a buon fine. Ho provato a reinserire la carta dall'app tre volte, 5273819460228150 scadenza 09/28, e mi dice sempre «Pagamento rifiutato». La carta funziona, ci ho fatto la spesa stamattina.`],
      ['a', `Buongiorno, per prima cosa la prego di non scrivere il numero della carta nei messaggi. Il rifiuto dall'app capita quando la banca chiede la conferma 3D Secure, che dentro l'app a volte non si apre. Provi così:
1. entri da browser nell'area clienti web (account.chiavesmart.it) con le stesse credenziali;
2. vada in Abbonamento > Metodo di pagamento e aggiunga la carta;
3. confermi il pagamento nell'app della sua banca quando arriva la notifica 3D Secure.
L'accesso remoto si riattiva da solo entro pochi minuti dal pagamento.`],
      ['c', `Da browser mi è arrivata la notifica della banca, confermato e pagato. Grazie`],
    ],
    sol: ['3d secure', 'area clienti web'], pii: [['CARTA', '5273819460228150']] },

  { id: 'KS-3221', g: 'ks-autolock-sensore-guasto', cat: 'guasto', s: 'Autolock chiude a porta aperta anche dopo la calibrazione',
    m: [
      ['c', `Salve, la chiusura automatica fa uscire il chiavistello con la porta aperta. Ho letto le vostre FAQ e ho già fatto la calibrazione del sensore porta due volte. Il magnete è al suo posto, l'ho misurato: 6 mm dalla serratura.`],
      ['a', `Buongiorno, grazie per aver già provato. Le chiedo di ripetere un'ultima volta Calibra sensore porta tenendo la porta aperta per almeno 5 secondi nella seconda fase, e poi di mandarci il registro da Impostazioni serratura > Diagnostica > Invia registro.`],
      ['c', `Ripetuta, niente. Registro inviato.`],
      ['n', `Registro: il sensore porta restituisce lo stesso valore a porta aperta e chiusa, probabile sensore Hall guasto. Passo al secondo livello per sostituzione in garanzia.`],
      ['a', `Grazie. Dal registro sembra un guasto del sensore interno: ho passato la pratica al secondo livello tecnico, che la contatterà per la sostituzione in garanzia. Nel frattempo le consiglio di disattivare la chiusura automatica.`],
      ['c', `Ok, aspetto. Intanto l'ho disattivata.`],
      ['s', `Il ticket è stato chiuso automaticamente dopo 14 giorni senza aggiornamenti.`],
    ],
    fail: ['calibra sensore porta'], f: ['unresolved'] },

  { id: 'KS-3222', g: 'ks-batterie-scariche', cat: 'guasto', s: 'Batteria della serratura si scarica in fretta',
    m: [
      ['c', `Buongiorno, la batteria della serratura passa dal 100% al 20% in un mese. Lo sblocco in prossimità non lo uso, l'ho già controllato leggendo altre domande sul forum. Il bridge è in soggiorno, la porta è in fondo al corridoio.`],
      ['a', `Buongiorno, grazie per aver già escluso lo sblocco in prossimità. Mi manda il registro da Impostazioni serratura > Diagnostica > Invia registro?`],
      ['c', `Fatto.`],
      ['n', `Registro: segnale verso il bridge -88/-92 dBm, la serratura perde la connessione e ritenta ogni 30 s tutto il giorno. Il consumo viene dalle riconnessioni.`],
      ['a', `Grazie. Il registro mostra che il segnale tra serratura e bridge è molto debole: la serratura perde il collegamento e prova a riconnettersi ogni trenta secondi, tutto il giorno, ed è questo che consuma le pile. La soluzione è avvicinare il bridge alla porta: lo colleghi a una presa a meno di 5 metri dalla serratura, possibilmente senza muri portanti in mezzo, e controlli in app (Bridge > Qualità segnale) che il segnale sia almeno "buono".`],
      ['c', `Spostato il bridge nella presa dell'ingresso, segnale «ottimo». Dopo due settimane la batteria è al 92%. Grazie.`],
    ],
    sol: ['avvicinare il bridge'], f: ['conflict'] },

  { id: 'KS-3223', g: 'ks-alexa-apertura-vocale', cat: 'integrazioni', s: 'Alexa dice che la serratura non risponde',
    m: [
      ['c', `Ho collegato Chiave Smart ad Alexa, la skill è attiva e vede la serratura. Se dico «Alexa, chiudi la porta» funziona, se dico «Alexa, apri la porta» risponde «Porta d'ingresso non risponde». L'abbonamento Chiave Plus è attivo.`],
      ['a', `Buonasera, per sicurezza l'apertura con la voce è disattivata di serie: la chiusura funziona sempre, l'apertura no finché non la abilita. Va fatto in due punti:
1) nell'app Chiave Smart, Integrazioni > Alexa > "Consenti apertura vocale";
2) nell'app Alexa, Dispositivi > Serrature > Porta d'ingresso > Impostazioni > "Sblocco vocale", dove imposta un PIN vocale di 4 cifre.
Da quel momento Alexa le chiederà il PIN prima di aprire.`],
      ['c', `Funziona, mi chiede il PIN e apre. Però il PIN lo dico ad alta voce: se qualcuno mi sente dalla finestra...?`],
      ['a', `Dubbio giustissimo: il PIN lo sceglie lei e può cambiarlo quando vuole dall'app Alexa; se preferisce, può anche lasciare l'apertura vocale disattivata e usare la voce solo per chiudere.`],
      ['c', `Ok grazie.`],
    ],
    sol: ['consenti apertura vocale', 'sblocco vocale'] },

  { id: 'KS-3224', g: 'ks-bridge-wifi-24ghz', cat: 'configurazione', s: 'Configurazione bridge: errore W-12 con modem Vodafone',
    m: [
      ['c', `Salve, seguo la procedura per il bridge ma al passaggio della password del Wi-Fi gira per un minuto e poi «Errore W-12». Ho la Vodafone Power Station. Ho un B&B e mi serve per gestire i codici da remoto prima di sabato.`],
      ['a', `Salve, l'errore W-12 con la Vodafone Power Station dipende quasi sempre dalla rete unica: il modem trasmette le due bande con lo stesso nome e il bridge, che lavora solo a 2,4 GHz, non riesce a completare l'associazione. Dall'app Vodafone Station vada in Wi-Fi > Impostazioni avanzate, disattivi l'opzione che unisce le bande (band steering) e dia alla rete a 2,4 GHz un nome diverso, per esempio aggiungendo "-24" in fondo. Poi colleghi il telefono alla rete a 2,4 GHz e rifaccia la procedura del bridge.`],
    ],
    sol: ['2,4 ghz', 'band steering'] },

  { id: 'KS-3225', g: 'ks-impronta-registrazione', cat: 'guasto', s: 'impronta',
    m: [
      ['c', `salve il dito non lo prende più la serratura cioè il lettore delle impronte si accende rosso e fa il suono brutto mio figlio entra io no punto sulla pp l'impronta c'è ancora punto ho pulito il vetrino con lo spray per gli occhiali punto interrogativo cosa devo fare grazie Rosa`],
      ['a', `Buongiorno signora Rosa, se il vetrino è pulito e suo figlio entra senza problemi, il lettore funziona: è la sua impronta salvata a essere incompleta. La cosa più semplice è cancellarla e fare una nuova registrazione. Nell'app: Utenti, tocchi il suo nome, poi Impronte, Elimina. Poi Aggiungi impronta e appoggi il dito sul lettore quando la luce è blu, almeno 8 volte, ogni volta un po' spostato: la punta, il centro, un lato, l'altro lato. Se vuole si faccia aiutare da suo figlio.`],
      ['c', `fatto con mio figlio funziona grazie 🙏`],
    ],
    sol: ['nuova registrazione'] },

  { id: 'KS-3226', g: 'ks-motore-inceppato', cat: 'guasto', s: 'Il motore si blocca a metà giro',
    m: [
      ['c', `Buongiorno, da una settimana quando chiudo dall'app il motore fa un rumore forte e si ferma a metà giro, e l'app dice «Serratura inceppata». Con la chiave a mano chiudo normalmente. Porta blindata Dierre, cilindro europeo.`],
      ['a', `Buongiorno, il blocco a metà giro di solito dipende dall'allineamento tra cilindro e serratura. Provi:
1) a chiudere con la porta ben spinta contro le guarnizioni;
2) a ripetere la calibrazione del motore da Impostazioni serratura > Calibra rotazione.`],
      ['c', `Calibrata, fa uguale. Con la porta spinta a volte chiude, a volte no.`],
      ['a', `Grazie della prova. Mi può mandare un video di 10-15 secondi della serratura mentre si blocca? Lo giro ai tecnici.`],
      ['c', `Guardi, lasciamo perdere. Ho rimesso il pomolo originale e chiudo a chiave come prima, non ho tempo di fare video e aspettare. Se volete richiamarmi per il reso mi va bene, altrimenti pazienza.`],
      ['a', `Mi dispiace. Ho segnalato la sua richiesta di reso all'ufficio competente.`],
    ],
    fail: ['calibra rotazione'], f: ['unresolved'] },

  { id: 'KS-3227', g: 'ks-codici-ospite-orologio', cat: 'configurazione', s: 'Il codice ospite funziona un\'ora dopo',
    m: [
      ['c', `Buongiorno, ho una casa vacanze a Varenna. Mi succede che i codici ospite con orario si attivano un'ora dopo quello che imposto. Lei sa per caso se è un problema noto?`],
      ['a', `Buongiorno, sì, succede quando l'orologio della serratura si è sfasato, di solito dopo un cambio di pile. Le chiedo: ha sostituito le pile di recente?`],
      ['c', `Sì, dieci giorni fa! Ma scusa, posso darti del tu? Mi sembra di parlare con la banca 😄 Quindi cosa faccio, le tolgo e le rimetto?`],
      ['a', `Certo, diamoci pure del tu! No, le pile lasciale dove sono. Vai davanti alla porta col telefono, Bluetooth acceso, apri l'app e vai in Impostazioni serratura > Data e ora > Sincronizza data e ora. Controlla che il fuso sia Europa/Roma. Fatto questo, i codici partono all'ora giusta.`],
      ['c', `Fatto, sincronizzato. Senti, altra cosa: se compro un secondo tastierino per la porta del giardino si collega alla stessa serratura o serve un'altra serratura?`],
      ['a', `Serve una seconda serratura: ogni tastierino si abbina a una serratura sola. Con lo stesso account però le gestisci tutte e due, e i codici ospite puoi crearli validi per entrambe.`],
    ],
    sol: ['sincronizza data e ora'] },

  { id: 'KS-3228', g: 'ks-impronta-registrazione', cat: 'guasto', s: 'Impronta riconosciuta male, soprattutto al mattino',
    m: [
      ['c', `Buongiorno, il tastierino mi riconosce l'impronta sì e no una volta su quattro, soprattutto al mattino quando esco e ho le mani fredde. Ho già cancellato e rifatto l'impronta due volte come dice la vostra guida, appoggiando il dito in tante posizioni, ma dopo un paio di giorni siamo di nuovo lì. A mio marito va un po' meglio ma sbaglia anche con lui.`],
      ['a', `Buongiorno, grazie per aver già rifatto la registrazione con cura, così possiamo escludere quella. Vedo che il suo tastierino ha ancora il firmware 1.4.0: dalla versione 1.6 il riconoscimento con dita fredde o secche è molto migliorato. Faccia l'aggiornamento firmware del tastierino da app > Dispositivi > Tastierino > Aggiornamento firmware, con il telefono vicino alla porta: dura circa 5 minuti, durante i quali non deve togliere le pile. Le impronte salvate restano.`],
      ['c', `Aggiornato ieri sera. Stamattina con le mani gelate mi ha riconosciuta al primo colpo, e anche mio marito. Non l'avrei mai detto che fosse il firmware, grazie!`],
    ],
    sol: ['aggiornamento firmware'], f: ['conflict'] },

  { id: 'KS-3229', g: 'ks-codici-da-prenotazioni', cat: 'integrazioni', s: 'Collegamento con il calendario di Booking',
    m: [
      ['c', `Buongiorno, è possibile collegare la serratura al calendario di Booking o Airbnb, in modo che il codice ospite si crei da solo a ogni prenotazione? Adesso li creo a mano ed è facile sbagliare le date.`],
      ['a', `Buongiorno, al momento la creazione automatica dei codici dalle prenotazioni non è disponibile. Ho inoltrato la sua richiesta al team di prodotto, che la sta valutando insieme alle segnalazioni di altri host.`],
      ['c', `Avete una data indicativa? Altri marchi lo fanno già.`],
      ['a', `Non abbiamo ancora una data da comunicare, mi dispiace. La terremo aggiornata se la funzione verrà rilasciata.`],
    ],
    f: ['unresolved'] },

  { id: 'KS-3230', g: 'ks-disservizio-remoto-compenso', cat: 'fatturazione', s: 'Accesso remoto fuori uso per due giorni: chiediamo un rimborso',
    m: [
      ['c', `Buongiorno, sono Davide Ferrario di Residenze Brera srl. Il 12 e il 13 novembre l'accesso da remoto non ha funzionato su nessuna delle nostre sei serrature (nell'app: «Servizio temporaneamente non disponibile») e abbiamo dovuto mandare una persona a ogni check-in. Sul vostro sito c'era l'avviso di disservizio. Paghiamo sei abbonamenti Chiave Plus e chiediamo un rimborso per quei giorni. Dati per l'eventuale nota di credito: Residenze Brera srl, P.IVA 09173640153.`],
      ['n', `Disservizio cloud 12-13/11 confermato (INC-2291). Le condizioni non prevedono rimborsi sotto le 72 ore. Il team lead approva un mese gratuito su tutti e 6 gli abbonamenti.`],
      ['a', `Buongiorno signor Ferrario, le confermo il disservizio del 12 e 13 novembre e ci scusiamo per il lavoro in più che vi ha causato. Le condizioni del servizio non prevedono rimborsi per interruzioni inferiori alle 72 ore, ma considerato il numero di serrature abbiamo deciso di venirvi incontro: abbiamo aggiunto un mese gratuito a ciascuno dei sei abbonamenti Chiave Plus, con la relativa nota di credito intestata a Residenze Brera srl.`],
      ['c', `Va bene, grazie per la disponibilità.`],
    ],
    f: ['concession'], pii: [['PIVA', '09173640153']] },

  { id: 'KS-3231', g: 'ks-autolock-sensore-porta', cat: 'guasto', s: 'si chiude a chiave da sola con la porta aperta',
    m: [
      ['c', `ciao, quando esco col cane la serratura dopo 30 secondi butta fuori il chiavistello anche se la porta è ancora aperta perché aspetto sul pianerottolo. poi la porta non si chiude più finché non riapro. come si toglie sta cosa?`],
      ['a', `Ciao! Hai messo il magnete del sensore porta sul telaio durante l'installazione? Senza quello la chiusura automatica va solo a tempo.`],
      ['c', `quale magnete? nella scatola c'era un cosino bianco col biadesivo, è ancora nel cassetto 😅`],
      ['a', `Eccolo, è proprio lui 😄 Attaccalo sul telaio allineato alla tacca sul fianco della serratura (a porta chiusa deve stare a meno di 1 cm), poi in app vai in Impostazioni serratura > Chiusura automatica > Calibra sensore porta e segui i due passaggi, porta chiusa e porta aperta. Da lì la chiusura automatica parte solo quando la porta è davvero chiusa.`],
      ['c', `👍`],
    ],
    sol: ['calibra sensore porta'] },

  { id: 'KS-3232', g: 'ks-abbinamento-bridge-server', cat: 'guasto', s: 'Serratura non raggiungibile ma il bridge è online',
    m: [
      ['c', `Buonasera, da stamattina l'app mostra il bridge online (luce verde) ma la serratura «Non raggiungibile», quindi niente apertura da remoto. Da vicino col Bluetooth funziona. Ho già staccato e riattaccato il bridge e tolto e rimesso le pile della serratura.`],
      ['a', `Buonasera, grazie per le prove già fatte. Sto controllando dal nostro pannello, le scrivo a breve.`],
      ['n', `Dopo la migrazione dei server di ieri l'abbinamento serratura-bridge di questo account è rimasto sul vecchio nodo. Riassociato a mano da admin.`],
      ['a', `Trovato: con un aggiornamento dei nostri server di ieri l'abbinamento tra la sua serratura e il bridge era rimasto incompleto. L'ho ripristinato io da qui, ora dovrebbe vederla raggiungibile. Me lo conferma?`],
      ['c', `Sì, adesso c'è. Aperta da remoto dall'ufficio, grazie.`],
    ],
    f: ['oneoff'] },
];
