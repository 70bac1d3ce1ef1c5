// Third reference set, product "MoviBike" (e-bike sharing app). Written by hand on 2026-12-01,
// after the rules changes of that afternoon, in voices the other sets do not have (young users
// writing like chat messages, English words, no punctuation, emoji; a company fleet manager);
// personal data invented. Never used for tuning: report its figures, never add its words to a
// lexicon. Format: see ../../corpus-heldout/source/fibra-casa.mjs.
export const product = 'MoviBike';
export const start = '2026-03-02T08:10:00Z';

const UNLOCK_FIX =
  'Ciao! Il lucchetto si apre via Bluetooth: serve che il telefono abbia il Bluetooth acceso e che l\'app abbia il permesso di posizione "precisa". Vai in Impostazioni → App → MoviBike → Posizione e scegli "Precisa", poi avvicinati a meno di due metri dalla bici e premi di nuovo "Sblocca".';

export const tickets = [
  {
    id: 'MB-401', g: 'mb-lucchetto-non-si-apre', cat: 'guasto', s: 'bici non si sblocca',
    m: [
      ['c', 'ciao la bici non si sblocca premo sblocca e gira la rotellina poi mi dice timeout 😤 sono in via roma davanti alla bici'],
      ['a', UNLOCK_FIX],
      ['c', 'era su posizione approssimativa, messo precisa e si è aperto subito thx'],
    ],
    sol: ['precisa', 'bluetooth'],
  },
  {
    id: 'MB-402', g: 'mb-lucchetto-non-si-apre', cat: 'guasto', s: 'Unlock failed',
    m: [
      ['c', 'Hi, sorry I write in english. The app says "Sblocco non riuscito" every time, I tried 3 bikes. My phone is a Pixel.'],
      ['a', 'Hi! Please try to restart your phone first.'],
      ['c', 'restarted, same thing. sblocco non riuscito'],
      ['a', 'Thanks for trying. The lock opens over Bluetooth: turn Bluetooth on and give the MoviBike app the "Precise" location permission (Settings → Apps → MoviBike → Location → Precise), then stand next to the bike and tap "Sblocca" again.'],
      ['c', 'ok'],
    ],
    sol: ['precise', 'bluetooth'], fail: ['restart your phone'],
  },
  {
    id: 'MB-403', g: 'mb-lucchetto-non-si-apre', cat: 'guasto', s: 'URGENTE LUCCHETTO',
    m: [
      ['c', 'DEVO ANDARE AL LAVORO E IL LUCCHETTO NON SI APRE, L APP DICE SBLOCCO NON RIUSCITO!!! MI AVETE GIA SCALATO 1 EURO'],
      ['a', 'Buongiorno, ci scusiamo per il disagio. ' + UNLOCK_FIX.replace('Ciao! ', '') + ' L\'euro di sblocco non viene addebitato se la corsa non parte: lo vedrà tornare entro 48 ore.'],
      ['c', 'ok fatto va'],
    ],
    sol: ['precisa', 'bluetooth'],
  },
  {
    id: 'MB-404', g: 'mb-lucchetto-non-si-apre', cat: 'guasto', s: 'sblocco',
    m: [
      ['c', 'Salve, ho l\'iPhone e il lucchetto della bici 2231 non si apre, l\'app rimane su "connessione alla bici..." e poi errore.'],
      ['a', 'Salve, su iPhone controlli che l\'app MoviBike abbia Bluetooth e posizione "Precisa" attivi (Impostazioni → MoviBike → Posizione → Posizione esatta). Poi si avvicini alla bici e prema di nuovo "Sblocca".'],
    ],
    sol: ['precisa', 'bluetooth'],
  },
  {
    id: 'MB-405', g: 'mb-corsa-non-si-chiude', cat: 'guasto', s: 'corsa ancora attiva',
    m: [
      ['c', 'ho parcheggiato la bici e chiuso il lucchetto ma la corsa risulta ancora attiva e il tempo continua ad andare, sto pagando a vuoto'],
      ['a', 'Ciao, la corsa si chiude solo quando il lucchetto è scattato del tutto: spingi la levetta del lucchetto verso il basso finché senti il clic e la luce diventa verde, poi nell\'app premi "Termina corsa". Se sei fuori da una zona di parcheggio l\'app non la chiude: spostati nell\'area blu della mappa.'],
      ['c', 'non era scattato. ora clic e corsa chiusa'],
    ],
    sol: ['levetta', 'termina corsa'],
  },
  {
    id: 'MB-406', g: 'mb-corsa-non-si-chiude', cat: 'guasto', s: 'non riesco a terminare',
    m: [
      ['c', 'Buonasera, premo Termina corsa ma mi dice "Lucchetto aperto". Il lucchetto secondo me è chiuso. Che faccio? Sono le 23 e voglio andare a casa.'],
      ['a', 'Buonasera, spinga con decisione la levetta del lucchetto fino al clic (la spia diventa verde) e poi prema di nuovo "Termina corsa" nell\'app; se il lucchetto non resta chiuso, scatti una foto e usi "Segnala un problema" così chiudiamo noi la corsa.'],
      ['c', 'Era la levetta a metà. Fatto, chiusa. Grazie e buonanotte'],
    ],
    sol: ['levetta', 'termina corsa'],
  },
  {
    id: 'MB-407', g: 'mb-corsa-non-si-chiude', cat: 'guasto', s: 'corsa aperta tutta la notte',
    m: [
      ['c', 'ieri sera la corsa non si è chiusa e stamattina vedo 14 euro di addebito. la bici era parcheggiata giusta in zona blu'],
      ['a', 'Ciao, ho verificato: la bici era in zona ma il lucchetto non era scattato. In via eccezionale le abbiamo riaccreditato i 14 euro. La prossima volta spinga la levetta fino al clic prima di premere "Termina corsa".'],
      ['c', 'ok grazie mille'],
    ],
    f: ['concession'],
  },
  {
    id: 'MB-408', g: 'mb-carta-rifiutata', cat: 'fatturazione', s: 'carta non accettata',
    m: [
      ['c', 'nn riesco ad aggiungere la carta mi dice pagamento rifiutato ma la carta funziona ovunque'],
      ['a', 'Ciao! Per registrare la carta serve l\'autorizzazione 3D Secure della tua banca: apri l\'app della banca, attiva i pagamenti online/3D Secure per quella carta e riprova da Profilo → Pagamenti → "Aggiungi carta". Le carte prepagate senza 3D Secure non sono accettate.'],
      ['c', 'attivato 3d secure dall app della banca ed è passata'],
    ],
    sol: ['3d secure', 'aggiungi carta'],
  },
  {
    id: 'MB-409', g: 'mb-carta-rifiutata', cat: 'fatturazione', s: 'Fwd: metodo di pagamento',
    m: [
      ['c', 'Vi inoltro quello che mi ha scritto mio figlio, io non uso molto queste cose.\n\n---------- Forwarded message ---------\nDa: Tommaso\nOggetto: metodo di pagamento\n\npapà la app della bici dice "Carta rifiutata, usa un altro metodo" quando metto la tua carta, puoi chiedere a loro?\n\n--\nGiorgio Bassi\n348 551 2093'],
      ['a', 'Buongiorno, la carta va autorizzata con il 3D Secure: nell\'app o nell\'home banking della sua banca attivi i pagamenti online (3D Secure) per la carta, poi suo figlio la aggiunge di nuovo da Profilo → Pagamenti → "Aggiungi carta".'],
      ['c', 'Grazie, mio figlio dice che adesso la carta è stata aggiunta.'],
    ],
    pii: [['TELEFONO', '348 551 2093']],
    sol: ['3d secure', 'aggiungi carta'],
  },
  {
    id: 'MB-410', g: 'mb-carta-rifiutata', cat: 'fatturazione', s: 'prepagata',
    m: [
      ['c', 'uso una prepagata e mi dice rifiutata. posso usarla?'],
      ['a', 'Ciao, la prepagata va bene solo se ha il 3D Secure attivo: controlla nell\'app della tua banca che i pagamenti online siano abilitati, poi riprova da Profilo → Pagamenti → "Aggiungi carta".'],
    ],
    sol: ['3d secure', 'aggiungi carta'],
  },
  {
    id: 'MB-411', g: 'mb-codice-sms', cat: 'accesso', s: 'codice sms non arriva',
    m: [
      ['c', 'mi sto registrando ma il codice via sms non arriva mai, ho chiesto di rinviarlo 4 volte'],
      ['a', 'Ciao, controlla che il numero sia scritto senza lo zero iniziale del prefisso e con +39 davanti, aspetta 60 secondi tra una richiesta e l\'altra, e se ancora non arriva scegli "Chiamami" sotto il campo del codice: ti arriva una chiamata con il codice letto a voce.'],
      ['c', 'con chiamami è arrivato'],
    ],
    sol: ['chiamami', '+39'],
  },
  {
    id: 'MB-412', g: 'mb-codice-sms', cat: 'accesso', s: 'SMS',
    m: [
      ['c', 'Buongiorno non ricevo il messaggio con il codice per entrare nell\'app, il mio numero è 333 908 1175'],
      ['a', 'Buongiorno, provi a reinstallare l\'app.'],
      ['c', 'reinstallata, il codice non arriva lo stesso'],
      ['a', 'Grazie. Allora usi l\'opzione "Chiamami" sotto il campo del codice: riceverà una chiamata automatica che le detta il codice. Verifichi anche che il numero sia inserito con +39 davanti.'],
    ],
    pii: [['TELEFONO', '333 908 1175']],
    sol: ['chiamami', '+39'], fail: ['reinstallare'],
  },
  {
    id: 'MB-413', g: 'mb-codice-sms', cat: 'accesso', s: 'registrazione bloccata',
    m: [
      ['c', 'Ciao ragazzi, non mi arriva l\'sms di verifica, ho un numero tim'],
      ['a', 'Ciao! Aspetta un minuto tra una richiesta e l\'altra e, se non arriva, premi "Chiamami": il codice ti viene dettato da una chiamata. Il numero va inserito con +39.'],
      ['c', 'perfetto grazie, entrato'],
    ],
    sol: ['chiamami', '+39'],
  },
  {
    id: 'MB-414', g: 'mb-abbonamento-rimborso', cat: 'commerciale', s: 'abbonamento',
    m: [
      ['c', 'ho fatto l\'abbonamento mensile per sbaglio due volte, me ne rimborsate uno?'],
      ['a', 'Ciao, ho visto i due abbonamenti attivati a un minuto di distanza: le abbiamo rimborsato il secondo, 19,90 euro, che tornano sulla carta in 3-5 giorni.'],
      ['c', 'grazie!'],
    ],
    f: ['concession'],
  },
  {
    id: 'MB-415', g: 'mb-oneoff-corsa-chiusa', cat: 'guasto', s: 'corsa bloccata bici rotta',
    m: [
      ['c', 'la catena è saltata a metà strada, ho lasciato la bici in via Dante ma la corsa è ancora aperta e non posso chiuderla perché non sono in zona'],
      ['a', 'Grazie della segnalazione. Ho chiuso io la corsa dal pannello operatori all\'orario della sua segnalazione e ho mandato la squadra a ritirare la bici.'],
      ['c', 'ok gentilissimi'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'MB-416', g: 'mb-oneoff-profilo-aziendale', cat: 'accesso', s: 'account aziendale',
    m: [
      ['c', 'Buongiorno, sono la fleet manager di Arredi Nord. Un nostro dipendente (giulia.conti@arredinord.it) non vede il piano aziendale nell\'app.'],
      ['a', 'Buongiorno, l\'indirizzo era registrato con un errore di battitura nell\'elenco aziendale: ho aggiunto manualmente il dipendente al vostro piano aziendale. Deve solo uscire e rientrare nell\'app.'],
      ['c', 'Confermo, adesso lo vede. Grazie'],
    ],
    pii: [['EMAIL', 'giulia.conti@arredinord.it']],
    f: ['oneoff'],
  },
  {
    id: 'MB-417', g: 'mb-bici-guasta-unresolved', cat: 'guasto', s: 'assistenza elettrica non va',
    m: [
      ['c', 'la pedalata assistita non parte, la bici 1877 sembra una bici normale pesantissima'],
      ['a', 'Ciao, grazie della segnalazione. Abbiamo aperto una richiesta alla squadra tecnica per la bici 1877, la ricontatteremo appena l\'avranno controllata.'],
      ['s', 'Ticket chiuso automaticamente dopo 10 giorni senza attività.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'MB-418', g: 'mb-lucchetto-unresolved', cat: 'guasto', s: 'sblocco non riuscito di nuovo',
    m: [
      ['c', 'il lucchetto non si apre, ho già messo posizione precisa e bluetooth acceso'],
      ['a', 'Ciao, prova a togliere e rimettere il permesso Bluetooth all\'app e a riavviare il telefono.'],
      ['c', 'fatto, sempre sblocco non riuscito'],
      ['s', 'Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'MB-419', g: 'mb-ricevuta', cat: 'fatturazione', s: 'ricevute per la nota spese',
    m: [
      ['c', 'Salve, per la nota spese aziendale mi servono le ricevute delle corse di febbraio, dove le trovo?'],
      ['a', 'Salve, le ricevute si scaricano dall\'app: Profilo → Storico corse → tocchi la corsa → "Scarica ricevuta" (PDF). Per un riepilogo mensile usi invece "Esporta mese" in fondo allo storico, che manda il PDF alla sua e-mail.'],
      ['c', 'trovate, esportato il mese. grazie'],
    ],
    sol: ['scarica ricevuta', 'esporta mese'],
  },
  {
    id: 'MB-420', g: 'mb-ricevuta', cat: 'fatturazione', s: 'fattura corse',
    m: [
      ['c', 'come faccio ad avere la fattura delle corse? mi serve per lavoro'],
      ['a', 'Ciao! In Profilo → Storico corse trovi "Scarica ricevuta" su ogni corsa, oppure "Esporta mese" in fondo all\'elenco per il PDF di tutto il mese. Se ti serve intestata all\'azienda, inserisci prima ragione sociale e P.IVA in Profilo → Dati di fatturazione.'],
      ['c', 'ok'],
    ],
    sol: ['scarica ricevuta', 'esporta mese'],
  },
];
