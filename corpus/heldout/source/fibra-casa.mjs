// Held-out set, product "Fibra Casa" (home fibre ISP). Written by hand, in customers' voices,
// independently of corpus/; personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Fibra Casa';
export const start = '2026-02-02T08:10:00Z';

export const tickets = [
  {
    id: 'FC-101', g: 'fc-los-rosso', cat: 'guasto', s: 'internet non va',
    m: [
      ['c', 'buongiorno da ieri sera internet non va, sul modem c e una lucina rossa con scritto LOS. ho gia spento e riacceso 3 volte. lavoro da casa vi prego'],
      ['a', 'Buongiorno, la spia LOS rossa indica che il modem non riceve il segnale dalla fibra. Controlli il cavetto sottile (di solito giallo o bianco) che va dalla borchia a muro al box ottico: lo scolleghi, verifichi che non sia piegato o schiacciato dietro un mobile, e lo ricolleghi fino al clic. Attenda 2 minuti.\nMarco - Assistenza Fibra Casa'],
      ['c', 'era schiacciato dietro il divano, sistemato e ora la luce e verde. grazie'],
    ],
    sol: ['borchia', 'piegato'],
  },
  {
    id: 'FC-102', g: 'fc-los-rosso', cat: 'guasto', s: 'LOS ROSSO LAMPEGGIANTE',
    m: [
      ['c', 'BUONGIORNO IL MODEM HA LA LUCE LOS ROSSA CHE LAMPEGGIA E NON NAVIGO. HO FATTO IL RESET COME DICE IL LIBRETTO MA NIENTE. CONTRATTO INTESTATO A BRUNO FERRARI TEL 339 204 7781'],
      ['a', 'Buongiorno, provi per cortesia a spegnere il modem dal tasto dietro, aspettare 30 secondi e riaccenderlo.'],
      ['c', 'FATTO. SEMPRE UGUALE LUCE ROSSA'],
      ['a', 'Grazie della prova. Allora il problema è sul collegamento ottico: segua il cavo della fibra dalla presa a muro fino al box ottico (ONT), lo sfili dal box, controlli che il tappino di protezione non sia rimasto dentro e che il cavo non faccia curve strette, poi lo reinserisca finché non sente lo scatto.'],
      ['c', 'OK'],
    ],
    pii: [['TELEFONO', '339 204 7781']],
    sol: ['box ottico', 'reinserisca'], fail: ['spegnere il modem'],
  },
  {
    id: 'FC-103', g: 'fc-los-rosso', cat: 'guasto', s: 'I: Fwd: segnalazione guasto',
    m: [
      ['c', 'Vi giro la mail di mio padre, lui non sa usare il modulo.\n\n---------- Forwarded message ---------\nDa: Giuseppe Russo <giuseppe.russo61@tiscali.it>\nData: lun 9 feb 2026\nOggetto: internet\n\nciao Luca, il coso della fibra ha la luce rossa LOS e la tv non va più, puoi chiamare tu quelli di fibra casa\n\n--\nLuca Russo'],
      ['a', 'Buongiorno Luca, la luce LOS rossa significa che al box ottico non arriva segnale. Di solito basta controllare il cavo ottico tra la presa a muro e il box: va scollegato, controllato che non sia piegato e ricollegato bene. Se dopo questo la luce resta rossa ci riscriva e mandiamo un tecnico.'],
      ['c', 'mio padre dice che il cavo era staccato a metà, l aveva urtato con l aspirapolvere. adesso va'],
    ],
    pii: [['EMAIL', 'giuseppe.russo61@tiscali.it']],
    sol: ['cavo ottico', 'piegato'],
  },
  {
    id: 'FC-104', g: 'fc-los-rosso', cat: 'guasto', s: 'Nessuna connessione - spia rossa',
    m: [
      ['c', 'Salve, sono Francesca, cliente da due anni. Da stamattina niente internet: la spia della fibra sul modem è rossa fissa. Ho già provato a riavviare tutto.'],
      ['a', 'Buongiorno Francesca, verifichi il cavo della fibra tra la borchia e il box ottico: lo scolleghi, controlli che non sia piegato e lo ricolleghi bene.'],
      ['c', 'Fatto, ma la spia è ancora rossa. Il cavo sembra a posto.'],
      ['a', 'Grazie. A questo punto il guasto è sulla linea esterna: ho aperto una segnalazione al tecnico di zona, la ricontatteremo entro 48 ore per fissare l\'intervento.'],
      ['s', 'Ticket chiuso automaticamente: passato al secondo livello (intervento tecnico).'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'FC-105', g: 'fc-wifi-canale', cat: 'prestazioni', s: 'Wi-Fi che cade di continuo',
    m: [
      ['c', 'Buonasera, il wifi cade ogni 10 minuti circa, soprattutto la sera. Col cavo invece va benissimo. Abito in un condominio con tantissime reti.'],
      ['a', 'Buonasera, in condominio il canale automatico spesso finisce su un canale affollato. Entri nella pagina del modem da un browser all\'indirizzo 192.168.1.1 (password sull\'etichetta sotto il modem), vada su Wi-Fi → Impostazioni avanzate e per la rete a 2,4 GHz imposti il canale da "Automatico" a 1, 6 oppure 11. Salvi e attenda il riavvio del Wi-Fi.\nElena – Fibra Casa'],
      ['c', 'messo il canale 11, sono due giorni che non cade più. grazie mille'],
    ],
    pii: [['IP', '192.168.1.1']],
    sol: ['canale', 'automatico'],
  },
  {
    id: 'FC-106', g: 'fc-wifi-canale', cat: 'prestazioni', s: 'wifi lentissimo la sera',
    m: [
      ['c', 'ciao, la sera il wifi diventa lentissimo e netflix si blocca, di giorno va. ho fatto lo speedtest vicino al modem ed e uguale. che devo fare'],
      ['a', 'Ciao! Probabilmente le reti dei vicini disturbano il canale del tuo Wi-Fi. Dalla pagina del modem (Wi-Fi → Impostazioni avanzate) cambia il canale da Automatico a uno fisso: per la 2,4 GHz prova 1, 6 o 11, per la 5 GHz il 36. Poi collega la TV alla rete 5 GHz se la vede.'],
      ['c', 'ok grazie'],
    ],
    sol: ['canale', 'automatico'],
  },
  {
    id: 'FC-107', g: 'fc-wifi-canale', cat: 'prestazioni', s: 'Disconnessioni wifi',
    m: [
      ['c', 'Buongiorno,\nscrivo per conto di mia madre (intestataria, Anna Colombo) che ha la linea da voi. Il tablet e il telefono si disconnettono dal wifi più volte al giorno, il modem è in corridoio.\nCordiali saluti\nPaolo Colombo\ncell. 347 118 2290'],
      ['a', 'Buongiorno Paolo, il problema tipico in questi casi è il canale Wi-Fi in automatico che si sovrappone a quello dei vicini. Nella pagina del modem, Wi-Fi → Impostazioni avanzate, imposti un canale fisso (1, 6 o 11 per la 2,4 GHz) al posto di "Automatico" e salvi.'],
      ['c', 'Abbiamo messo il 6 come ha detto, da ieri nessuna disconnessione. La ringrazio.'],
    ],
    pii: [['TELEFONO', '347 118 2290']],
    sol: ['canale', 'automatico'],
  },
  {
    id: 'FC-108', g: 'fc-wifi-canale', cat: 'prestazioni', s: 'Wifi instabile',
    m: [
      ['c', 'Il wi-fi perde la connessione continuamente, ho già spento e riacceso il modem tante volte. Indirizzo del modem 192.168.1.254 se serve.'],
      ['a', 'Buongiorno, per prima cosa aggiorni il firmware del modem: dalla pagina del modem vada su Sistema → Aggiornamento e clicchi "Verifica aggiornamenti".'],
      ['c', 'aggiornato, non cambia niente, cade lo stesso'],
      ['a', 'Grazie. Allora cambiamo il canale: in Wi-Fi → Impostazioni avanzate imposti il canale della 2,4 GHz su 1, 6 o 11 invece di Automatico, e salvi.'],
      ['c', 'adesso sembra stabile'],
    ],
    pii: [['IP', '192.168.1.254']],
    sol: ['canale', 'automatico'], fail: ['firmware'],
  },
  {
    id: 'FC-109', g: 'fc-velocita-cavo', cat: 'prestazioni', s: 'velocità bassa col cavo',
    m: [
      ['c', 'Buongiorno, ho il contratto da 1 Gigabit ma collegato col cavo al PC lo speedtest mi da sempre 94 Mbps, mai di più. Il wifi è lento uguale. Non è quello che pago.'],
      ['a', 'Buongiorno, un valore fisso intorno a 94 Mbps via cavo indica che la scheda di rete o il cavo lavorano a 100 Mbit. Usi un cavo di rete di categoria 5e o superiore (è scritto sul cavo, es. "CAT 6") e lo colleghi a una porta LAN gialla del modem contrassegnata 1G; verifichi anche nelle impostazioni della scheda di rete del PC che la velocità sia su "Auto" o "1 Gbps".'],
      ['c', 'era un cavo vecchio cat5, con quello nuovo cat6 faccio 920. grazie'],
    ],
    sol: ['cat', 'porta lan'],
  },
  {
    id: 'FC-110', g: 'fc-velocita-cavo', cat: 'prestazioni', s: 'Speedtest a 100 invece di 1000',
    m: [
      ['c', 'Salve, lavoro come grafico e ho preso la vostra offerta 1 Giga ma il PC fisso via ethernet non supera i 100 mega. Il portatile in wifi invece fa 300. Sembra strano.'],
      ['a', 'Salve, se il fisso si ferma a 100 Mbps il collo di bottiglia è il collegamento via cavo: controlli che il cavo sia almeno CAT 5e (meglio CAT 6) e che sia collegato a una porta LAN del modem da 1 Gbit, non alla porta LAN4 che su alcuni modelli è da 100 Mbit. Nelle proprietà della scheda di rete la velocità va lasciata su "Auto".'],
      ['c', 'Spostato sulla LAN1 con un cavo nuovo, adesso 940 Mbps. Perfetto'],
    ],
    sol: ['cat', 'porta lan'],
  },
  {
    id: 'FC-111', g: 'fc-router-proprio', cat: 'configurazione', s: 'Router mio non si connette',
    m: [
      ['c', 'Buongiorno, vorrei usare il mio router FRITZ!Box al posto del vostro modem. L\'ho collegato al box ottico ma non naviga, dice "connessione internet non disponibile". Quali parametri devo mettere?'],
      ['a', 'Buongiorno, con un router suo servono due impostazioni:\n1) tipo di connessione PPPoE con nome utente e password che trova nell\'area clienti, sezione Linea → Parametri di connessione;\n2) VLAN ID 835 sull\'interfaccia internet.\nSalvi e riavvii il router.\nGiulia - Fibra Casa'],
      ['c', 'Mancava la VLAN 835. Adesso è connesso, grazie!'],
    ],
    sol: ['pppoe', 'vlan'],
  },
  {
    id: 'FC-112', g: 'fc-router-proprio', cat: 'configurazione', s: 'configurazione router tp-link',
    m: [
      ['c', 'salve ho comprato un router tp link perche il vostro non arriva in tutta la casa. collegato al posto del vostro ma non va internet, le luci sono accese. mi serve la password? grazie Stefano'],
      ['a', 'Salve Stefano, sì: sul router imposti la connessione PPPoE con utente e password presi dall\'area clienti (Linea → Parametri di connessione) e attivi la VLAN con ID 835 nella sezione Internet/WAN. Senza la VLAN il router non si collega.'],
      ['c', 'fatto tutto ora va'],
    ],
    sol: ['pppoe', 'vlan'],
  },
  {
    id: 'FC-113', g: 'fc-router-proprio', cat: 'configurazione', s: 'Parametri per modem di terze parti',
    m: [
      ['c', 'Buonasera, volevo sapere quali sono i parametri per configurare un modem non vostro. Ho un Asus e non trovo da nessuna parte la password PPPoE.\n\nInviato da iPhone'],
      ['a', 'Buonasera, utente e password PPPoE li trova nell\'area clienti: Linea → Parametri di connessione. Sul modem Asus scelga WAN → tipo PPPoE, inserisca le credenziali e imposti la VLAN ID 835 (in Asus: LAN → IPTV → profilo "Manual", VLAN internet 835).'],
      ['c', 'ok funziona grazie mille'],
    ],
    sol: ['pppoe', 'vlan'],
  },
  {
    id: 'FC-114', g: 'fc-area-clienti-accesso', cat: 'accesso', s: 'non riesco a entrare nell area clienti',
    m: [
      ['c', 'salve non riesco a entrare nell area clienti mi dice credenziali errate ma sono sicura della password. la mail è r.bianchi.casa@gmail.com\nho provato anche il link che mi avevate mandato https://area.fibracasa.it/recupero?token=fc8Kq2LmZ7xR4tW9pB3n ma dice scaduto'],
      ['a', 'Salve, dalla pagina di accesso dell\'area clienti clicchi su "Password dimenticata?", inserisca la sua e-mail e riceverà un codice via SMS al numero del contratto; con quel codice sceglie una nuova password.'],
      ['c', 'ok grazie fatto'],
    ],
    pii: [['EMAIL', 'r.bianchi.casa@gmail.com'], ['URL_TOKEN', 'fc8Kq2LmZ7xR4tW9pB3n']],
    sol: ['password dimenticata', 'codice'],
  },
  {
    id: 'FC-115', g: 'fc-area-clienti-accesso', cat: 'accesso', s: 'Password area clienti',
    m: [
      ['c', 'Buongiorno, ho perso la password per entrare nel sito e vedere le fatture. Mio marito aveva fatto tutto lui. Come faccio?'],
      ['a', 'Buongiorno, nella pagina di accesso tocchi "Password dimenticata?" e inserisca l\'e-mail del contratto: arriverà un codice via SMS con cui impostare una nuova password.'],
    ],
    sol: ['password dimenticata', 'codice'],
  },
  {
    id: 'FC-116', g: 'fc-area-clienti-accesso', cat: 'accesso', s: 'Account bloccato',
    m: [
      ['c', 'mi dice account bloccato dopo troppi tentativi, ho sbagliato la password 5 volte. Non mi fa più fare niente'],
      ['a', 'Buongiorno, dopo 5 tentativi l\'accesso si blocca per 30 minuti. Passato questo tempo usi "Password dimenticata?" nella pagina di accesso: le arriva il codice via SMS e può scegliere una password nuova.'],
      ['c', 'Aspettato mezz\'ora e rifatto con password dimenticata, sono entrato.'],
    ],
    sol: ['password dimenticata', '30 minuti'],
  },
  {
    id: 'FC-117', g: 'fc-telefono-muto', cat: 'guasto', s: 'telefono di casa muto',
    m: [
      ['c', 'Buongiorno, il telefono fisso di casa non da il segnale di linea da quando avete installato la fibra. Internet invece va. Mia nonna usa solo quello.'],
      ['a', 'Buongiorno, con la fibra il telefono non va più collegato alla presa a muro: va collegato alla porta grigia "TEL 1" dietro il modem, con il cavetto del telefono o l\'adattatore che trova nella scatola. Poi alzi la cornetta e verifichi il tono.'],
      ['c', 'ok ora c è il tono grazie'],
    ],
    sol: ['tel 1', 'modem'],
  },
  {
    id: 'FC-118', g: 'fc-telefono-muto', cat: 'guasto', s: 'NON FUNZIONA IL FISSO',
    m: [
      ['c', 'IL TELEFONO FISSO NON FUNZIONA PIU NON SI SENTE NIENTE QUANDO ALZO LA CORNETTA. INTERNET VA. URGENTE'],
      ['a', 'Buongiorno, verifichi dove è collegato il telefono: con la fibra deve essere inserito nella porta "TEL 1" del modem, non nella presa del muro. Se è già lì, stacchi e riattacchi il cavetto nella porta TEL 1 e riavvii il modem.'],
      ['c', 'ERA ATTACCATO AL MURO. SPOSTATO ADESSO VA'],
    ],
    sol: ['tel 1', 'modem'],
  },
  {
    id: 'FC-119', g: 'fc-telefono-muto', cat: 'guasto', s: 'Linea telefonica assente',
    m: [
      ['c', 'Buongiorno, da tre giorni il fisso non funziona: nessun tono. Il telefono è collegato al modem nella porta TEL 1 come da istruzioni.'],
      ['a', 'Buongiorno, provi a collegare un altro apparecchio telefonico alla porta TEL 1 per escludere un guasto del telefono.'],
      ['c', 'provato con un altro telefono, non c è tono lo stesso'],
      ['a', 'Grazie, allora verifichiamo la configurazione della linea voce dal nostro lato. Le faremo sapere.'],
      ['s', 'Ticket chiuso per inattività dopo 10 giorni senza risposta.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'FC-120', g: 'fc-port-forwarding', cat: 'configurazione', s: 'telecamere non visibili da fuori',
    m: [
      ['c', 'Buonasera, ho installato delle telecamere e ho aperto la porta 8000 sul modem ma da fuori casa con il 4G non le vedo. Il tecnico delle telecamere dice che è colpa vostra.'],
      ['a', 'Buonasera, di serie le linee Fibra Casa sono dietro un indirizzo condiviso (CGNAT), quindi le porte aperte sul modem non sono raggiungibili da fuori. Dall\'area clienti, sezione Opzioni → "IP pubblico", può attivare gratuitamente l\'indirizzo pubblico: l\'attivazione richiede un riavvio del modem e al massimo 24 ore.'],
      ['c', 'attivato ieri, stamattina le telecamere si vedono dal telefono. Grazie'],
    ],
    sol: ['ip pubblico', 'cgnat'],
  },
  {
    id: 'FC-121', g: 'fc-port-forwarding', cat: 'configurazione', s: 'Apertura porte non funziona',
    m: [
      ['c', 'Ciao, gioco online e mi dice NAT di tipo 3 (rigido). Ho aperto le porte sul router come da guida ma non cambia niente. Il mio IP 100.72.14.9 se vi serve.'],
      ['a', 'Ciao! Quell\'indirizzo che inizia per 100. indica che la linea è in CGNAT (indirizzo condiviso): le porte aperte non servono finché non attivi l\'IP pubblico. Lo trovi nell\'area clienti, Opzioni → "IP pubblico", è gratuito; dopo l\'attivazione riavvia il modem.'],
      ['c', 'fatto, adesso nat aperto. top'],
    ],
    pii: [['IP', '100.72.14.9']],
    sol: ['ip pubblico', 'cgnat'],
  },
  {
    id: 'FC-122', g: 'fc-port-forwarding', cat: 'configurazione', s: 'accesso remoto al NAS',
    m: [
      ['c', 'Buongiorno, non riesco ad accedere al mio NAS da remoto, ho configurato il port forwarding sul modem. Da casa va.'],
      ['a', 'Buongiorno, verifichi nell\'area clienti se ha l\'opzione IP pubblico attiva: senza, la linea è in CGNAT e il port forwarding non funziona da fuori. L\'opzione si attiva da Opzioni → "IP pubblico".'],
      ['c', 'Non ce l\'avevo. Attivata e funziona, grazie.'],
      ['s', 'Valutazione del cliente: 5/5'],
    ],
    sol: ['ip pubblico', 'cgnat'],
  },
  {
    id: 'FC-123', g: 'fc-fattura-fine-promo', cat: 'fatturazione', s: 'Fattura più alta del solito',
    m: [
      ['c', 'Buongiorno, questo mese la fattura è di 32,90 invece di 24,90. Non ho cambiato niente. Perché?'],
      ['a', 'Buongiorno, il prezzo promozionale di 24,90 € valeva per i primi 12 mesi ed è terminato: da questo mese si applica il canone pieno indicato nel contratto. Può vedere la data di fine promozione nell\'area clienti, sezione Offerta → Dettagli, e da lì verificare le offerte a cui può passare.'],
      ['c', 'ah ok, non me lo ricordavo. grazie'],
    ],
    sol: ['promozion', 'offerta'],
  },
  {
    id: 'FC-124', g: 'fc-fattura-fine-promo', cat: 'fatturazione', s: 'aumento canone??',
    m: [
      ['c', 'perche mi avete aumentato il canone senza avvisarmi??? è una truffa'],
      ['a', 'Buongiorno, nessun aumento: a settembre è terminato lo sconto dei primi 12 mesi previsto dall\'offerta, e si applica il canone standard. La data di fine promozione è visibile nell\'area clienti in Offerta → Dettagli; da lì può anche passare a un\'offerta diversa.'],
      ['c', 'va bene'],
    ],
    sol: ['sconto', 'offerta'],
  },
  {
    id: 'FC-125', g: 'fc-addebito-doppio', cat: 'fatturazione', s: 'Addebito doppio',
    m: [
      ['c', 'Buongiorno, sul conto IT73X0306909606100000112233 mi avete addebitato due volte la fattura di febbraio (2 x 29,90). Chiedo il rimborso.\nSaluti, Sergio Marchetti'],
      ['a', 'Buongiorno Sergio, ha ragione: per un errore nel flusso di addebito la fattura di febbraio è stata presentata due volte. Le abbiamo disposto il rimborso di 29,90 € sullo stesso conto, lo vedrà entro 5 giorni lavorativi. Ci scusiamo per il disagio.'],
      ['c', 'grazie'],
    ],
    pii: [['IBAN', 'IT73X0306909606100000112233']],
    f: ['concession'],
  },
  {
    id: 'FC-126', g: 'fc-rimborso-disservizio', cat: 'commerciale', s: 'Richiesta indennizzo per 6 giorni senza linea',
    m: [
      ['c', 'Salve, sono stato senza linea per 6 giorni per il guasto in zona. Lavoro da casa e ho dovuto usare il telefono. Chiedo un indennizzo, da accreditare sull\'IBAN IT79K0200801633000104567821.'],
      ['a', 'Salve, abbiamo verificato il disservizio dal 3 al 9 marzo. Le riconosciamo uno sconto di 15 € sulla prossima fattura come indennizzo, in via del tutto eccezionale oltre a quanto previsto dalla carta dei servizi.'],
      ['c', 'Ok, accetto.'],
    ],
    pii: [['IBAN', 'IT79K0200801633000104567821']],
    f: ['concession'],
  },
  {
    id: 'FC-127', g: 'fc-trasloco', cat: 'commerciale', s: 'Trasloco',
    m: [
      ['c', 'Buongiorno, a fine mese mi trasferisco in un\'altra città e vorrei portarmi dietro la linea. Come si fa? Devo disdire e rifare il contratto?'],
      ['a', 'Buongiorno, non serve disdire: dall\'area clienti vada su Servizi → Trasloco linea, inserisca il nuovo indirizzo e la data. Se il nuovo indirizzo è coperto dalla fibra le proponiamo l\'appuntamento per l\'attivazione; il modem lo porta con sé.'],
      ['c', 'fatto la richiesta, mi hanno gia chiamato per l appuntamento. grazie'],
    ],
    sol: ['trasloco', 'nuovo indirizzo'],
  },
  {
    id: 'FC-128', g: 'fc-trasloco', cat: 'commerciale', s: 'cambio casa linea',
    m: [
      ['c', 'salve cambiamo casa a maggio, la fibra la posso spostare? Mio figlio dice di scrivervi qui'],
      ['a', 'Salve, certo: dall\'area clienti, Servizi → Trasloco linea, indichi il nuovo indirizzo e la data del trasloco. Verifichiamo la copertura e fissiamo l\'attivazione nella nuova casa.'],
    ],
    sol: ['trasloco', 'nuovo indirizzo'],
  },
  {
    id: 'FC-129', g: 'fc-trasloco-penale', cat: 'commerciale', s: 'penale trasloco zona non coperta',
    m: [
      ['c', 'Buongiorno, mi trasferisco in una zona dove non arrivate e mi chiedete 60 euro di penale per il recesso anticipato. Non è colpa mia se non c\'è copertura.\nCF SRTFBA88H03L736P'],
      ['a', 'Buongiorno, capiamo la situazione: trattandosi di un indirizzo non coperto, abbiamo stornato la penale di recesso anticipato. Riceverà solo la fattura dell\'ultimo mese.'],
      ['c', 'Grazie, molto gentili.'],
    ],
    pii: [['CF', 'SRTFBA88H03L736P']],
    f: ['concession'],
  },
  {
    id: 'FC-130', g: 'fc-oneoff-indirizzo', cat: 'altro', s: 'indirizzo sbagliato in fattura',
    m: [
      ['c', 'Buongiorno in fattura c è scritto via Roma 12 ma io abito in via Roma 21. Mi serve giusta per il commercialista.'],
      ['a', 'Buongiorno, ho corretto io il dato direttamente sul gestionale: dalla prossima fattura l\'indirizzo sarà via Roma 21. Se le serve la fattura di questo mese corretta, la riemettiamo.'],
      ['c', 'si grazie riemettetela'],
      ['a', 'Fatto, la trova nell\'area clienti tra le fatture.'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'FC-131', g: 'fc-oneoff-sospensione', cat: 'accesso', s: 'Linea sospesa ma ho pagato',
    m: [
      ['c', 'Buongiorno, stamattina la linea è sospesa per mancato pagamento ma io ho pagato con bonifico la settimana scorsa, ho la ricevuta. Non posso lavorare.'],
      ['a', 'Buongiorno, il pagamento risulta arrivato ma non era stato abbinato alla fattura. Ho riattivato manualmente la linea e abbinato il bonifico: entro 10 minuti dovrebbe tornare a navigare.'],
      ['c', 'si è tornata, grazie'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'FC-132', g: 'fc-oneoff-profilo', cat: 'prestazioni', s: 'velocità ferma a 100 mega da contratto 1 giga',
    m: [
      ['c', 'Salve, dopo il passaggio all\'offerta 1 Giga la velocità è rimasta a 100 mega, sia col cavo che in wifi vicino al modem, con un cavo cat6 nuovo.'],
      ['a', 'Salve, ho controllato: il cambio offerta non era stato applicato al profilo della linea. Abbiamo forzato l\'aggiornamento del profilo dalla centrale; riavvii il modem tra 15 minuti.'],
      ['c', 'riavviato, ora 900 e passa. ok'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'FC-133', g: 'fc-attivazione-ritardo', cat: 'altro', s: 'quando attivate la linea',
    m: [
      ['c', 'buongiorno ho firmato il contratto un mese fa e nessuno si è fatto vivo per l installazione. mi date una data?'],
      ['a', 'Buongiorno, la sua pratica è in attesa del permesso del condominio per il passaggio del cavo. La ricontatteremo appena il tecnico avrà la disponibilità.'],
      ['s', 'Ticket chiuso: in attesa di terzi.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'FC-134', g: 'fc-modem-nuovo', cat: 'guasto', s: 'modem non si accende',
    m: [
      ['c', 'Il modem non si accende più, nessuna luce. Ho provato un\'altra presa di corrente. Si può avere un modem nuovo?\nCarta per eventuale pagamento 5522 0734 9911 8300'],
      ['a', 'Buongiorno, se con un\'altra presa resta tutto spento il guasto è dell\'alimentatore o del modem, entrambi in comodato. Dall\'area clienti, Assistenza → Sostituzione modem, richieda la sostituzione gratuita: il corriere porta il nuovo e ritira il vecchio. Non serve nessun pagamento, non ci mandi i dati della carta.'],
      ['c', 'richiesto, arriva giovedì. grazie'],
    ],
    pii: [['CARTA', '5522 0734 9911 8300']],
    sol: ['sostituzione modem'],
  },
  {
    id: 'FC-135', g: 'fc-modem-nuovo', cat: 'guasto', s: 'Modem morto dopo temporale',
    m: [
      ['c', 'Dopo il temporale di ieri il modem è completamente spento. Ho cambiato presa e niente. Mia figlia dice di scrivervi per farlo cambiare.'],
      ['a', 'Buongiorno, il modem è in comodato d\'uso e la sostituzione è gratuita: nell\'area clienti vada su Assistenza → Sostituzione modem e confermi l\'indirizzo di consegna. Il corriere porterà il nuovo apparato e ritirerà quello guasto.'],
      ['c', 'ok'],
    ],
    sol: ['sostituzione modem'],
  },
  {
    id: 'FC-136', g: 'fc-wifi-copertura', cat: 'prestazioni', s: 'Il wifi non arriva in camera',
    m: [
      ['c', 'Buongiorno, il wifi è lento e cade nelle stanze lontane dal modem, in camera e in cucina. Vicino al modem va bene.'],
      ['a', 'Buongiorno, se il problema è solo lontano dal modem non dipende dal canale ma dalla copertura: le pareti spesse attenuano il segnale. Le consigliamo di aggiungere un ripetitore mesh, che può richiedere dall\'area clienti in Opzioni → "Wi-Fi Extra" e si configura premendo il tasto WPS sul modem e sul ripetitore.'],
      ['c', 'preso il ripetitore, configurato col tasto wps e adesso arriva ovunque. grazie'],
    ],
    sol: ['ripetitore', 'wps'],
  },
];
