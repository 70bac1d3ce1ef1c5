// Twelfth reference set, product "Casa Connessa Hub" (smart-home hub and app: Zigbee/Wi-Fi pairing, scenes and automations, voice assistants, cameras, notifications, subscription and invoices, firmware updates).
// Written blind on 2026-12-04. Voices: long personal story, markdown bullets, English speaker in basic Italian, English UI words mixed in, speech-to-text dictation, accountant for several clients, OCR'd screenshot, elderly polite customer, terse no-accents abbreviations, second-level agent, formal Lei agent, casual tu agent, macro with headings, ALL CAPS angry, out-of-office auto-reply, customer finds fix himself, "👍"/"ok"/"risolto" confirmations, second unrelated question, regional expressions (Roman, Tuscan).
// Personal data invented (checksums valid). Never used for tuning.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
// Near-miss pairs: CC-5101 / CC-5103 (both "il dispositivo non si associa": Zigbee sensor blocked by channel interference with Wi-Fi -> change Zigbee channel, vs Wi-Fi plug that needs a 2.4 GHz network), CC-5107 / CC-5120 (both "telecamera offline": firmware 3.2.1 bug -> install hotfix 3.2.2, vs IP address conflict on the LAN -> set camera back to DHCP / reserve address), CC-5124 / CC-5125 (both "doppio addebito" on the Premium renewal: bank shows a temporary pre-authorization that is released by itself, vs a real second charge from the automatic card retry after a manual PayPal payment -> refund + credit note in back office).
export const product = 'Casa Connessa Hub';
export const start = '2026-11-20T09:00:00Z';
export const tickets = [
  { id: 'CC-5101', g: 'cc-zigbee-canale-interferenza', cat: 'configurazione', s: 'sensori porta non si collegano',
    m: [
      ['c', `Buongiorno, premetto che non sono per niente esperta di queste cose. Ho comprato il kit Casa Connessa a settembre perché mio figlio si è trasferito a Berlino per lavoro e voleva che avessi almeno i sensori alle porte e la luce dell'ingresso che si accende da sola quando rientro la sera. L'ha montato lui prima di partire e tutto funzionava benissimo. Il mese scorso però ho cambiato operatore internet e il tecnico mi ha messo un router nuovo. Adesso ho comprato altri due sensori porta/finestra per la cucina e il bagno, e quando faccio "Aggiungi dispositivo" > Zigbee l'app gira per due minuti e poi mi scrive "Nessun dispositivo trovato". Ho provato tre volte. I sensori vecchi funzionano ancora. Cosa sbaglio?`],
      ['a', `Buongiorno Signora,
nessun errore da parte sua, capita spesso. Provi per prima cosa ad avvicinare il sensore all'hub (a meno di un metro) durante l'associazione e a tenere premuto il tastino sul sensore per 5 secondi finché il led lampeggia velocemente, poi rilanci "Aggiungi dispositivo" > Zigbee.
Mi faccia sapere.`],
      ['c', `Fatto tutto, sensore praticamente appoggiato sopra l'hub, il led lampeggiava veloce. Di nuovo "Nessun dispositivo trovato".`],
      ['n', `Router nuovo dell'operatore -> probabilmente Wi-Fi 2.4 su canale 11/13 auto, sovrapposto al canale Zigbee 20 di default dell'hub. Diagnostica remota: rumore alto sul canale 20. Suggerisco canale 25.`],
      ['a', `Grazie per la pazienza. Dalla diagnostica vediamo molto disturbo sul canale radio che l'hub usa per lo Zigbee: il router nuovo trasmette il Wi-Fi proprio su quelle frequenze. La soluzione è spostare l'hub su un canale libero:
1. App Casa Connessa > Impostazioni > Hub > Rete Zigbee
2. Canale Zigbee: scelga 25 (al posto di 20) e tocchi "Applica"
3. L'hub si riavvia da solo (circa 2 minuti). I sensori già associati si spostano da soli sul nuovo canale, può servire qualche minuto.
4. Rifaccia "Aggiungi dispositivo" > Zigbee con il sensore nuovo.`],
      ['c', `Ha funzionato al primo colpo, tutti e due i sensori sono nell'app. Grazie davvero, lo racconto a mio figlio così impara anche lui!`],
    ],
    sol: ['canale zigbee', '25'], fail: ['avvicinare il sensore'] },

  { id: 'CC-5102', g: 'cc-automazioni-ora-sbagliata-fw410', cat: 'configurazione', s: 'Automazioni in ritardo di 1 ora dopo update',
    m: [
      ['c', `Ciao, riassumo:

- **Hub**: Casa Connessa Hub v2, firmware 4.1.0 (aggiornato in automatico il 18/11)
- **Problema**: tutte le automazioni a orario partono con 1 ora di ritardo
  - "Tapparelle su" impostata 07:00 -> parte alle 08:00
  - "Luci giardino off" 23:30 -> si spengono 00:30
- **Automazioni a evento** (sensore movimento -> luce): ok, nessun ritardo
- **Già provato**: cancellata e ricreata "Tapparelle su", stesso comportamento

Nell'app l'ora mostrata in alto nella pagina dell'hub è giusta. Idee?`],
      ['a', `Ciao! Grazie per il riepilogo, molto utile.
Con l'aggiornamento 4.1.0 su alcuni hub il fuso orario è stato reimpostato su UTC: l'app ti mostra l'ora del telefono, ma l'hub esegue le automazioni con la sua ora interna, che è indietro di un'ora.

**Passaggi**
1. Impostazioni > Hub > Data e ora
2. Fuso orario: seleziona "Europe/Rome" (se vedi "UTC" o "GMT" è quello il problema)
3. Tocca "Salva": non serve ricreare le automazioni, si riallineano da sole.

Fammi sapere domattina se le tapparelle salgono alle 7.`],
      ['c', `c'era scritto UTC infatti. cambiato`],
      ['c', `ok`],
    ],
    sol: ['fuso orario', 'europe/rome'] },

  { id: 'CC-5103', g: 'cc-wifi-rete-5ghz', cat: 'configurazione', s: 'smart plug not pairing / presa non si collega',
    m: [
      ['c', `Hello, sorry my italian is not very good. I buy the presa smart Wi-Fi (Casa Connessa Plug W) for my apartment in Bologna. I do "Aggiungi dispositivo" > Wi-Fi, I put password of my wifi, and after some seconds the app say:

"Errore W-203: rete non supportata dal dispositivo"

The password is correct, I check two times. Zigbee lights work with the hub no problem. What is wrong? Grazie mille`],
      ['a', `Hi, no problem, I'll answer in simple Italian and English 🙂

The Plug W works only on the 2.4 GHz Wi-Fi network, not on 5 GHz. L'errore W-203 significa proprio questo: il telefono è collegato alla rete 5 GHz e l'app passa quella rete alla presa.

1. On your router/phone, look for two networks, e.g. "CasaMia" and "CasaMia-5G". Connect the phone to the one WITHOUT "5G" (the 2,4 GHz one).
2. Open the app again > Aggiungi dispositivo > Wi-Fi > Plug W.
3. Keep the plug close to the router during pairing.

If you see only one network name, tell me the model of your router.`],
      ['c', `Yes!! there was "Vodafone-A1B2" and "Vodafone-A1B2-5GHz", my phone was on 5GHz. Now works 👍`],
    ],
    sol: ['2,4 ghz'] },

  { id: 'CC-5104', g: 'cc-alexa-skill-token-scaduto', cat: 'integrazioni', s: 'alexa non trova piu i device',
    m: [
      ['c', `Hi team, allora: da ieri sera Alexa risponde "Il dispositivo non risponde" a tutti i comandi per le luci Casa Connessa. Nell'app Alexa i device ci sono ancora ma tutti in grigio "offline". Dall'app Casa Connessa invece funzionano, quindi hub e luci sono online. Ho già fatto logout e login dall'app Alexa, e un "Scopri dispositivi" ma non cambia niente. L'account è giulia.ferraris87@libero.it. Any idea?`],
      ['a', `Ciao Giulia,
il fatto che dall'app Casa Connessa funzioni tutto ci dice che il problema è nel collegamento tra i due account, non nei dispositivi. Il collegamento usa un'autorizzazione che in alcuni casi scade (per esempio dopo un cambio password dell'account Casa Connessa) e Alexa non riesce a rinnovarla da sola.

**Soluzione: ricollegare la skill**
1. App Alexa > Altro > Skill e giochi > Le tue skill > "Casa Connessa"
2. Tocca "Disattiva skill" e conferma
3. Tocca di nuovo "Abilita all'uso" e accedi con le credenziali Casa Connessa
4. Fai "Scopri dispositivi". Le routine Alexa che usavano le luci potrebbero dover essere ricontrollate.

Fammi sapere!`],
      ['c', `ah giusto, la password l'avevo cambiata lunedì! fatto disable/enable e adesso è tutto online, anche le routine vanno. grazie!!`],
    ],
    sol: ['ricollegare la skill', 'disattiva skill'],
    pii: [['EMAIL', 'giulia.ferraris87@libero.it']] },

  { id: 'CC-5105', g: 'cc-notifiche-android-ottimizzazione-batteria', cat: 'guasto', s: 'notifiche telecamera arrivano tardi',
    m: [
      ['c', `buongiorno scrivo col microfono perché sto guidando quindi scusate gli errori la notifica della telecamera del cancello mi arriva anche dieci minuti dopo che è passato qualcuno ieri è venuto il corriere e la notifica mi è arrivata quando lui era già andato via il telefono è un samsung a 54 la pp è aggiornata sul tablet di mia moglie invece arrivano subito se serve chiamatemi al 347 218 9043 grazie Marco`],
      ['a', `Buongiorno Marco,
il ritardo solo su un telefono e non sul tablet è tipico del risparmio energetico di Android, che "addormenta" l'app quando lo schermo è spento e le consegna le notifiche in blocco più tardi.

Sul Samsung A54:
1. Impostazioni > App > Casa Connessa > Batteria
2. Selezioni "Senza restrizioni" (toglie l'ottimizzazione batteria per la nostra app)
3. Sempre in Impostazioni > Batteria > Limiti utilizzo in background: controlli che Casa Connessa NON sia tra le "App sospese" o "App in sospensione profonda".
4. Nell'app Casa Connessa > Profilo > Notifiche verifichi che "Notifiche prioritarie telecamere" sia attivo.

Dopo, faccia una prova passando davanti alla telecamera con il telefono bloccato.`],
      ['c', `ok fatto ho tolto l'ottimizzazione batteria era in sospensione profonda ho fatto la prova col telefono in tasca e la notifica è arrivata subito grazie mille`],
    ],
    sol: ['ottimizzazione batteria'],
    pii: [['TELEFONO', '347 218 9043']] },

  { id: 'CC-5106', g: 'cc-fattura-senza-dati-fiscali', cat: 'fatturazione', s: 'Fatture abbonamento Premium intestate a privato - 3 clienti',
    m: [
      ['c', `Buongiorno,
sono lo studio che tiene la contabilità di alcune attività che usano Casa Connessa Premium per la videosorveglianza dei locali. Per tre clienti le fatture di rinnovo di novembre risultano intestate alla persona fisica (nome e cognome del titolare) senza partita IVA, quindi non possiamo registrarle come costo d'impresa e non sono arrivate nel cassetto fiscale.

Riepilogo:
1) Bar Centrale di Lucia Pavan – P.IVA 02384710956 – fattura CC-2026-118734
2) Ottica Vedobene S.n.c. – P.IVA 04192756031 – fattura CC-2026-119002
3) Ferramenta Rizzo – ancora da rinnovare (scadenza 15/12)

Vi chiedo di riemettere le prime due correttamente e di dirmi come evitare il problema per la terza.

Cordiali saluti
Dott.ssa Elena Marchi – Studio Marchi Commercialisti`],
      ['a', `Gentile Dott.ssa Marchi,
la fattura viene intestata con i dati presenti nell'account al momento del rinnovo: se i dati di fatturazione aziendali non sono compilati, il sistema emette la fattura al titolare dell'account come privato.

Per le fatture già emesse (CC-2026-118734 e CC-2026-119002) abbiamo emesso le note di credito e riemesso le fatture con ragione sociale e partita IVA indicate; sono state trasmesse allo SdI oggi e le trova anche nell'app dei clienti in Account > Abbonamento > Fatture.

Per la Ferramenta Rizzo (e per il futuro degli altri due clienti) il titolare deve compilare prima della scadenza:
Account > Abbonamento > Dati di fatturazione > "Fattura a un'azienda" > Ragione sociale, Partita IVA, Codice SDI o PEC.
Dal rinnovo successivo le fatture arriveranno correttamente.`],
      ['n', `Riemissione manuale da back office: NC-2026-0412 e NC-2026-0413, nuove fatture CC-2026-121560 / 121561. Inserita anche P.IVA nei due account per i rinnovi futuri.`],
      ['c', `Ricevute entrambe nel cassetto fiscale, grazie. Giro le istruzioni al sig. Rizzo.`],
    ],
    sol: ['dati di fatturazione'],
    f: ['oneoff'],
    pii: [['PIVA', '02384710956'], ['PIVA', '04192756031']] },

  { id: 'CC-5107', g: 'cc-telecamera-offline-fw321', cat: 'guasto', s: 'Telecamera esterna offline dopo aggiornamento',
    m: [
      ['c', `Salve, la telecamera esterna (Cam Out 2K) da due giorni risulta "Offline" nell'app. Il led sulla telecamera è blu fisso, quindi sembra accesa e collegata. L'altra telecamera interna va. Coincidenza: il 22 ha fatto un aggiornamento firmware, ora nelle info vedo 3.2.1.`],
      ['a', `Salve, proviamo come prima cosa a riavviare la telecamera: stacchi l'alimentazione per 30 secondi e la ricolleghi, poi attenda che il led torni blu fisso e ricontrolli l'app.`],
      ['c', `Riavviata due volte, dopo un minuto torna online e dopo 5-10 minuti di nuovo offline.`],
      ['n', `Noto problema fw 3.2.1 su Cam Out 2K: il modulo Wi-Fi perde la sessione cloud dopo il keep-alive. Hotfix 3.2.2 pubblicato il 24/11, rollout graduale, si può forzare da app.`],
      ['a', `Grazie della verifica. Si tratta di un problema noto del firmware 3.2.1 su questo modello: la telecamera resta collegata al Wi-Fi ma perde la connessione con il nostro server dopo pochi minuti. È già disponibile la correzione, firmware 3.2.2, ma arriva a tutti gradualmente; può installarla subito così:
1. Appena la telecamera risulta online, entri in Dispositivi > Cam Out 2K > Impostazioni > Aggiornamento firmware
2. Tocchi "Cerca aggiornamenti" e installi la 3.2.2 (3-4 minuti, non stacchi la corrente)
Se la telecamera torna offline durante la ricerca, la riavvii e riprovi subito dopo.`],
      ['c', `Installato il 3.2.2 ieri sera, da stamattina è sempre online. Grazie`],
    ],
    sol: ['3.2.2'], fail: ['riavviare la telecamera'] },

  { id: 'CC-5108', g: 'cc-zigbee-canale-interferenza', cat: 'configurazione', s: 'errore Z-110 associazione',
    m: [
      ['c', `vi incollo quello che vedo sullo schermo (ho fatto la foto e l'ho passata col riconoscimento testo del telefono)

"Aggiunqi dispositivo
Ricerca dispositivi Zigbee in corso...
X Impossibile completare l'associazione
Codice: Z-110 (timeout di interv1sta)
Suggerimento: avvicina il dispositivo all'hub e riprova
Riprova   Annulla"

è una lampadina E27 nuova, quelle vecchie vanno. ho gia fatto il riprova 4 volte e avvicinato. casa mia è piena di reti wifi dei vicini (condominio 24 appartamenti)`],
      ['a', `Ciao, grazie per il testo. Lo Z-110 significa che l'hub vede la lampadina ma non riesce a completare lo scambio dei dati, e in un condominio con tante reti Wi-Fi la causa più frequente è l'interferenza sul canale Zigbee.

1. Impostazioni > Hub > Rete Zigbee > Analisi canali: ti mostra quanto è "occupato" ogni canale
2. Scegli il canale Zigbee con il valore più basso, di solito 25 o 26 (il 26 alcune lampadine vecchie non lo supportano, quindi meglio 25)
3. "Applica", attendi il riavvio dell'hub
4. Reset della lampadina (accendi/spegni 5 volte) e rifai l'associazione.`],
      ['c', `analisi canali: canale 20 rosso, 25 verde. messo 25 e la lampadina si è associata subito. risolto`],
    ],
    sol: ['canale zigbee', '25'] },

  { id: 'CC-5109', g: 'cc-disdetta-premium-rimborso', cat: 'commerciale', s: 'Disdetta abbonamento',
    m: [
      ['c', `Gentili Signori,
mi chiamo Maria Bertoldi e ho 85 anni. Mi scuso se scrivo cose non giuste, la mail me la scrive mia nipote. A ottobre ho rinnovato per un anno l'abbonamento Premium per le telecamere, ma dal mese prossimo andrò a vivere in una residenza per anziani a Pergine e la casa verrà venduta, quindi le telecamere non mi servono più. Vorrei sapere se è possibile avere indietro almeno una parte della spesa. Ho pagato con la carta 4532017845162208 (se serve il numero). Per il rimborso questo è il conto: IT72Y0306901802000012467381. Il mio codice fiscale è BRTMRA41E52L378U e il mio telefono di casa è 0461 238 774.
La ringrazio molto e le auguro una buona giornata.
Maria Bertoldi`],
      ['a', `Gentile Signora Bertoldi,
la ringraziamo per averci scritto e le facciamo i migliori auguri per il trasferimento.

L'abbonamento annuale di norma non prevede rimborsi dopo i 14 giorni dall'acquisto, ma considerata la sua situazione abbiamo fatto un'eccezione: abbiamo disdetto il rinnovo automatico e disposto il rimborso dei mesi non utilizzati (da gennaio a settembre, 9 mesi su 12) sulla stessa carta con cui ha pagato. L'accredito arriverà entro 5-10 giorni lavorativi; non serve l'IBAN.

Un piccolo consiglio per il futuro: per la sua sicurezza non scriva mai il numero completo della carta nelle e-mail, a noi non serve mai. Abbiamo già rimosso i dati dal ticket.

Cordiali saluti`],
      ['x', `Rimborso pro-rata 9/12 approvato da team lead (eccezione commerciale, fuori policy 14 gg). Dati carta/IBAN mascherati nel CRM.`],
      ['c', `Grazie infinite, siete stati molto gentili. Mia nipote dice che il rimborso è arrivato.
Maria Bertoldi`],
    ],
    sol: ['rimborso'],
    f: ['concession'],
    pii: [['CARTA', '4532017845162208'], ['IBAN', 'IT72Y0306901802000012467381'], ['CF', 'BRTMRA41E52L378U'], ['TELEFONO', '0461 238 774']] },

  { id: 'CC-5110', g: 'cc-automazioni-ora-sbagliata-fw410', cat: 'configurazione', s: 'luci acc. alle 8 invece delle 7',
    m: [
      ['c', `scena buongiorno impostata alle 7 ma parte alle 8 da qlc giorno. prima andava. xke?`],
      ['a', `Ciao, prova a riavviare l'hub (Impostazioni > Hub > Riavvia) e facci sapere.`],
      ['c', `riavviato, stamattina di nuovo alle 8. nn cambia niente`],
      ['n', `Passo a L2. Hub su fw 4.1.0, nel log orario interno = UTC.`],
      ['a', `Ciao, sono Davide del secondo livello, ho preso in carico la tua richiesta. Il riavvio non poteva bastare: dopo l'aggiornamento 4.1.0 il tuo hub ha il fuso orario impostato su UTC, quindi per lui le 7 sono le 8 italiane.
Vai in Impostazioni > Hub > Data e ora > Fuso orario e scegli "Europe/Rome", poi Salva. La scena "Buongiorno" non va toccata.`],
      ['c', `fatto, domani vedo`],
      ['c', `ok partita alle 7. grz`],
    ],
    sol: ['fuso orario', 'europe/rome'], fail: ['riavviare l\'hub'] },

  { id: 'CC-5111', g: 'cc-aggiornamento-hub-bloccato', cat: 'guasto', s: 'aggiornamento fermo',
    m: [
      ['c', `Buonasera, l'app mi ha chiesto di aggiornare l'hub e ho dato l'ok alle 18. Adesso sono le 21 e la barra è ancora ferma su "Installazione aggiornamento 47%". Il led dell'hub lampeggia viola. Posso staccarlo o si rompe?`],
      ['a', `Buonasera,
non si preoccupi, l'hub ha una copia di sicurezza del firmware e non si danneggia. Può scollegare l'alimentazione per 10 secondi e ricollegarla: al riavvio l'hub ripartirà con la versione precedente e potrà riprovare l'aggiornamento da Impostazioni > Hub > Aggiornamento firmware.`],
      ['c', `Riavviato e riprovato: si è fermato di nuovo, stavolta al 52%.`],
      ['a', `La ringrazio per la prova. Quando l'aggiornamento si ferma sempre a metà, di solito il download via Wi-Fi si interrompe (l'hub scarica circa 180 MB). Le chiedo di:
1. Collegare l'hub al router con il cavo Ethernet incluso nella confezione (porta LAN sul retro dell'hub)
2. Attendere che il led diventi verde fisso
3. Avviare di nuovo Impostazioni > Hub > Aggiornamento firmware > "Installa"
Con il cavo ethernet il download è più stabile; a fine aggiornamento, se preferisce, può scollegare il cavo e l'hub tornerà sul Wi-Fi da solo.`],
      ['c', `Con il cavo è andato fino in fondo in 10 minuti, ora c'è la 4.1.1. Grazie.
Già che ci sono: vorrei che anche mia moglie possa comandare le luci dal suo telefono, senza usare il mio account. Si può?`],
      ['a', `Benissimo. Sì, certo: Impostazioni > Casa > Membri della casa > "Invita membro", inserisca l'e-mail di sua moglie e scelga il ruolo "Membro" (può usare dispositivi e scene ma non modificare l'hub) oppure "Amministratore". Sua moglie riceverà un invito da accettare dopo aver creato il proprio account nell'app.`],
    ],
    sol: ['cavo ethernet'], fail: ['scollegare l\'alimentazione'] },

  { id: 'CC-5112', g: 'cc-account-bloccato-2fa-numero-vecchio', cat: 'accesso', s: 'account bloccato A-429',
    m: [
      ['c', `Salve, ho sbagliato la password un po' di volte e ora l'app dice "Account temporaneamente bloccato (A-429). Riprova più tardi o contatta l'assistenza." Sono passate 24 ore ed è ancora bloccato. Oltretutto il codice di verifica a due fattori va al mio vecchio numero che non ho più. Come faccio? Ho le telecamere del negozio lì dentro.
Luca Coppola`],
      ['a', `Salve Luca,
per sbloccare l'account e cambiare il numero della verifica in due passaggi dobbiamo prima verificare la sua identità. Ci risponda da questo indirizzo e-mail (quello registrato) indicando: nome e cognome dell'intestatario, codice fiscale come da dati di fatturazione, numero di serie dell'hub (etichetta sotto l'hub, inizia con CCH-) e il nuovo numero di cellulare.`],
      ['c', `Luca Coppola
CF CPPLCU79H12F205B
seriale CCH-2B7741-09
nuovo cell +39 320 4471865`],
      ['n', `Dati coincidenti con anagrafica e fatturazione. Sblocco manuale lockout A-429 da console, aggiornato numero 2FA, invalidate sessioni attive.`],
      ['a', `Grazie, i dati corrispondono. Abbiamo sbloccato l'account manualmente e aggiornato il numero per la verifica in due passaggi con quello nuovo. Ora può accedere: le arriverà il codice via SMS sul nuovo numero. Per sicurezza le consigliamo di impostare subito una nuova password da Profilo > Sicurezza > Cambia password.`],
      ['c', `Entrato, grazie mille`],
    ],
    sol: ['sbloccato l\'account'],
    f: ['oneoff'],
    pii: [['CF', 'CPPLCU79H12F205B'], ['TELEFONO', '+39 320 4471865']] },

  { id: 'CC-5113', g: 'cc-wifi-rete-5ghz', cat: 'configurazione', s: 'Presa Wi-Fi: band steering del router',
    m: [
      ['c', `Buongiorno, sto cercando di aggiungere due prese Plug W. L'app mi dà errore W-203. Ho letto nelle FAQ che serve la rete a 2,4 GHz, ma il mio router (Fritz!Box con fibra) ha un unico nome di rete per entrambe le bande, il famoso band steering, e il telefono si attacca sempre al 5 GHz. Devo per forza cambiare configurazione del router?`],
      ['a', `**Problema**
Con un unico nome di rete (band steering) il telefono si collega a 5 GHz e la presa Plug W, che supporta solo la rete 2,4 GHz, non riesce ad agganciarsi: da qui l'errore W-203.

**Soluzione**
Non serve cambiare la configurazione in modo permanente. Due possibilità:
1. Nel Fritz!Box: Wi-Fi > Rete radio > attivi "Nomi diversi per le bande di frequenza" e dia alla 2,4 GHz un nome come "CasaFritz-24". Colleghi il telefono a quella rete e associ le prese. Finita l'associazione può tornare al nome unico: le prese restano sulla 2,4 GHz.
2. In alternativa, durante l'associazione si allontani dal router (es. in un'altra stanza): il telefono tende a passare alla 2,4 GHz.

**Passaggi nell'app**
Aggiungi dispositivo > Wi-Fi > Plug W > inserisca la password della rete 2,4 GHz.`],
      ['c', `Fatto col metodo 1, separato le reti per 10 minuti, associate le due prese e poi rimesso il nome unico. Funzionano ancora dopo un giorno. Grazie per la spiegazione chiara.`],
    ],
    sol: ['rete 2,4 ghz', 'nomi diversi'] },

  { id: 'CC-5114', g: 'cc-alexa-skill-token-scaduto', cat: 'integrazioni', s: 'Re: Echo non comanda le luci',
    m: [
      ['c', `Da qualche giorno se dico "Alexa accendi il salotto" mi risponde che il salotto non risponde. Dall'app Casa Connessa tutto ok. Non ho cambiato niente. Tra l'altro è successo proprio dopo che ho reimpostato la password perché non me la ricordavo più.`],
      ['a', `Buongiorno,
dopo un cambio password l'autorizzazione tra Alexa e Casa Connessa non è più valida, quindi Alexa vede i dispositivi come non raggiungibili. Basta ricollegare la skill:
1. App Alexa > Altro > Skill e giochi > Le tue skill > Casa Connessa
2. "Disattiva skill"
3. "Abilita all'uso" e acceda con la nuova password
4. "Scopri dispositivi"
Se avete gruppi o routine in Alexa con dentro le luci, controlli che i dispositivi siano ancora assegnati.`],
      ['c', `Grazie per il messaggio. Sono fuori ufficio fino al 9 dicembre con accesso limitato alla posta. Per urgenze contattare la segreteria dello studio. 
Avv. Stefano Gallina`],
      ['s', `In attesa di risposta del cliente. Promemoria inviato automaticamente.`],
      ['c', `Buongiorno, rientrato oggi e fatto come mi avete scritto, ora Alexa accende e spegne tutto. Grazie.`],
    ],
    sol: ['ricollegare la skill', 'disattiva skill'] },

  { id: 'CC-5115', g: 'cc-telecamera-offline-fw321', cat: 'guasto', s: 'TELECAMERA MORTA E REGISTRAZIONI PERSE!!!',
    m: [
      ['c', `PAGO IL PREMIUM PROPRIO PER AVERE LE REGISTRAZIONI E LA TELECAMERA DEL CORTILE VA E VIENE DA UNA SETTIMANA. STANOTTE MI HANNO RUBATO LA BICI DAL CORTILE E NELLO STORICO NON C'È NIENTE PERCHÉ ERA OFFLINE!!! DOPO IL VOSTRO AGGIORNAMENTO. VOGLIO UNA RISPOSTA SERIA NON IL SOLITO "RIAVVIATE".`],
      ['a', `Buongiorno,
ci dispiace davvero per il furto e capisco la rabbia: lei paga proprio per quel servizio.
Abbiamo verificato la sua Cam Out 2K: ha il firmware 3.2.1, che ha un difetto noto per cui la telecamera perde la connessione con il cloud dopo qualche minuto (per questo va e viene). La correzione è il firmware 3.2.2:
1. Quando la telecamera è online: Dispositivi > Cam Out 2K > Impostazioni > Aggiornamento firmware > "Cerca aggiornamenti"
2. Installi la 3.2.2 senza staccare la corrente.

Come scusa per il disservizio le abbiamo aggiunto un mese di Premium gratuito, già visibile in Account > Abbonamento (nuova scadenza 14/01/2027). Purtroppo le registrazioni dei periodi offline non esistono, non possiamo recuperarle.`],
      ['x', `Mese gratuito concesso come goodwill (cliente Premium, disservizio causato da nostro fw). Approvato da supervisor.`],
      ['c', `ok aggiornata, da ieri sta sempre online. per la bici pazienza. grazie del mese`],
    ],
    sol: ['3.2.2'],
    f: ['concession'] },

  { id: 'CC-5116', g: 'cc-zigbee-canale-interferenza', cat: 'configurazione', s: 'risolto da solo (ma ve lo segnalo)',
    m: [
      ['c', `Buondì, vi scrivo più che altro per segnalarvi la cosa, magari serve ad altri. Da quando ho messo il ripetitore Wi-Fi mesh in corridoio, le valvole termostatiche Zigbee della zona notte andavano offline ogni tanto e i due interruttori nuovi non si associavano proprio. Ho guardato col Wi-Fi analyzer: il mesh usa il canale Wi-Fi 6, che si sovrappone al canale Zigbee 15 dell'hub (me l'ero impostato io tempo fa, chissà perché). Ho spostato l'hub su canale Zigbee 25 da Impostazioni > Hub > Rete Zigbee e tutto è tornato a posto, associati anche gli interruttori. Volevo solo sapere se il 25 va bene o se ci sono controindicazioni.`],
      ['a', `Ciao, analisi perfetta, grazie della segnalazione! Sì, il canale Zigbee 25 è proprio quello che consigliamo quando il Wi-Fi occupa i canali bassi o centrali: è fuori dalle frequenze dei canali Wi-Fi 1, 6 e 11. Nessuna controindicazione, l'unica accortezza è evitare il 26, che alcuni dispositivi Zigbee più vecchi non supportano. Se in futuro qualche valvola resta offline dopo il cambio di canale, basta toglierle e rimettere le batterie per farla ricollegare.`],
      ['c', `perfetto, grazie`],
    ],
    sol: ['canale zigbee 25'] },

  { id: 'CC-5117', g: 'cc-notifiche-android-ottimizzazione-batteria', cat: 'guasto', s: 'push non arrivano con telefono bloccato (Xiaomi)',
    m: [
      ['c', `Ciao, ho uno Xiaomi Redmi Note 13 con HyperOS. Le push del sensore di movimento arrivano solo quando apro l'app, con lo schermo bloccato niente. Immagino sia la solita storia di Xiaomi che killa le app in background, ma non trovo dove sistemarla.`],
      ['a', `Ciao, sì, è quasi sicuramente il risparmio energetico di HyperOS. Togli l'ottimizzazione batteria per l'app: Impostazioni > App > Gestisci app > Casa Connessa > Risparmio batteria > "Nessuna restrizione". Poi prova con lo schermo bloccato.`],
      ['c', `fatto, e per un po' arrivavano, ma dopo un'ora di nuovo uguale, niente push finché non apro l'app.`],
      ['a', `Grazie del test. Su HyperOS serve un passaggio in più, perché il sistema chiude comunque le app che non hanno l'avvio automatico:
1. Impostazioni > App > Gestisci app > Casa Connessa > attiva "Avvio automatico"
2. Apri le app recenti, tieni premuta la scheda di Casa Connessa e tocca il lucchetto per bloccarla in memoria
3. Impostazioni > Notifiche > Casa Connessa: attiva "Notifiche nella schermata di blocco" e "Mobili"
Prova per qualche ora e fammi sapere se le push arrivano.`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    sol: ['avvio automatico'], fail: ['ottimizzazione batteria'],
    f: ['unresolved'] },

  { id: 'CC-5118', g: 'cc-fattura-senza-dati-fiscali', cat: 'fatturazione', s: 'dove metto la partita iva',
    m: [
      ['c', `Salve abbiamo un panificio e usiamo le vostre telecamere nel laboratorio. Il rinnovo del Premium scade a gennaio e l'anno scorso la fattura è arrivata a nome di mio marito come privato e il commercialista si è arrabbiato. Quest'anno la vorrei intestata alla ditta: Panificio Bertolaso snc P.IVA 01728459304. Dove si mette? Scrivete pure a amministrazione@panificiobertolaso.it`],
      ['a', `Buongiorno,
la fattura di rinnovo viene intestata con i dati che trova nell'account al momento del pagamento, quindi basta compilarli prima di gennaio. Dall'account di suo marito (quello che paga l'abbonamento):
1. App Casa Connessa > Account > Abbonamento > Dati di fatturazione
2. Attivi "Fattura a un'azienda"
3. Compili Ragione sociale, Partita IVA, indirizzo della sede e Codice SDI (o la PEC, se non avete un codice SDI)
4. Salvi: in basso comparirà "Dati verificati" quando la partita IVA è stata controllata.
La fattura di gennaio arriverà così alla ditta e al Sistema di Interscambio.`],
      ['c', `Fatto ieri sera con mio marito, c'è scritto dati verificati. Grazie`],
      ['c', `Vi riscrivo solo per dire che la fattura di gennaio è arrivata giusta al commercialista. Buon anno!`],
    ],
    sol: ['dati di fatturazione'],
    pii: [['PIVA', '01728459304'], ['EMAIL', 'amministrazione@panificiobertolaso.it']] },

  { id: 'CC-5119', g: 'cc-automazioni-ora-sbagliata-fw410', cat: 'configurazione', s: 'orari automazioni sfasati, fuso orario gia giusto',
    m: [
      ['c', `Buonasera, dopo l'aggiornamento di novembre tutte le automazioni programmate sono in ritardo di un'ora (irrigazione, tapparelle, termostato). Ho letto nel forum di controllare il fuso orario: Impostazioni > Hub > Data e ora dice già Europe/Rome. L'ho anche cambiato in un altro e rimesso, nessun effetto. L'hub ha la 4.1.0.`],
      ['a', `Buonasera, grazie per aver già fatto la verifica del fuso orario.
Il ritardo di un'ora dopo la 4.1.0 è causato da un errore di questa versione nella gestione dell'ora interna dell'hub, che in alcuni casi rimane sfasata anche con il fuso orario corretto. È stato corretto nel firmware 4.1.1, uscito il 28/11:
1. Impostazioni > Hub > Aggiornamento firmware > "Cerca aggiornamenti"
2. Installi la 4.1.1 (circa 10 minuti, l'hub si riavvia da solo; se si ferma a metà, colleghi l'hub con il cavo di rete e riprovi)
3. Non serve modificare le automazioni.`],
      ['c', `Installato il 4.1.1 stamattina, l'irrigazione è partita alle 19:00 giuste. 👍`],
    ],
    sol: ['firmware 4.1.1'],
    f: ['conflict'] },

  { id: 'CC-5120', g: 'cc-telecamera-offline-conflitto-ip', cat: 'guasto', s: 'Cam Indoor offline a intermittenza',
    m: [
      ['c', `Buongiorno, la Cam Indoor del soggiorno va offline più volte al giorno, a volte per pochi minuti a volte per ore. Firmware aggiornato all'ultima versione (3.2.2). Quando va offline il led lampeggia arancione. Anni fa, per un problema con il vecchio router, le avevo dato un IP fisso 192.168.1.45 dalle impostazioni avanzate della telecamera, non so se c'entra. Da un mese ho cambiato router.`],
      ['a', `Buongiorno, proviamo a riavviare il router e la telecamera (prima il router, poi dopo 2 minuti la telecamera) e vediamo se la situazione migliora.`],
      ['c', `Riavviato tutto, il giorno dopo di nuovo offline due volte.`],
      ['a', `Grazie. Il led arancione lampeggiante indica che la telecamera è collegata al Wi-Fi ma non riesce a comunicare in rete, e l'IP fisso è quasi sicuramente la causa: il router nuovo assegna da solo gli indirizzi e può dare lo stesso 192.168.1.45 a un altro dispositivo (telefono, TV...). Quando succede, i due dispositivi vanno in conflitto di indirizzo IP e la telecamera perde la connessione.

1. Dispositivi > Cam Indoor > Impostazioni > Rete > Configurazione IP
2. Selezioni "Automatico (DHCP)" al posto di "Statico" e salvi
3. Se vuole comunque un indirizzo sempre uguale, lo imposti come "prenotazione DHCP" nel router, non sulla telecamera.`],
      ['c', `messo DHCP, il router le ha dato il .62 e in effetti il .45 era il telefono di mio figlio. 4 giorni senza offline, direi risolto. grazie`],
    ],
    sol: ['dhcp'], fail: ['riavviare il router'],
    pii: [['IP', '192.168.1.45']] },

  { id: 'CC-5121', g: 'cc-google-home-dispositivo-non-disponibile', cat: 'integrazioni', s: 'Google Home: "dispositivo non disponibile" solo per i termostati',
    m: [
      ['c', `Ciao, in Google Home le luci e le prese Casa Connessa funzionano, ma le due valvole termostatiche (Casa Connessa Thermo Z) compaiono come "Dispositivo non disponibile" e se chiedo "Ok Google, che temperatura c'è in camera" risponde che non riesce a raggiungerle. Nell'app Casa Connessa le valvole vanno benissimo. Ho già scollegato e ricollegato l'account Casa Connessa in Google Home due volte.`],
      ['a', `Ciao, grazie per i dettagli. Puoi provare a rimuovere solo le due valvole da Google Home (Dispositivo > Impostazioni > Rimuovi dispositivo) e poi dire "Ok Google, sincronizza i miei dispositivi"?`],
      ['c', `Rimosse e sincronizzato: ricompaiono ma sempre "non disponibile". L'IP pubblico di casa, se serve per i log, è 93.41.187.22.`],
      ['n', `Riprodotto in lab: Thermo Z con fw 1.8 restituisce stato in formato non accettato da Google (trait TemperatureSetting). Aperto bug INT-2291 al team integrazioni, nessuna data.`],
      ['a', `Abbiamo riprodotto il problema: riguarda il modo in cui le valvole Thermo Z comunicano la temperatura a Google Home, non la tua configurazione. Abbiamo inoltrato la segnalazione al team integrazioni, che la correggerà in un prossimo aggiornamento; al momento non abbiamo una data. Nel frattempo le valvole si comandano normalmente dall'app Casa Connessa. Chiudiamo questa richiesta, ti scriveremo quando la correzione sarà disponibile.`],
      ['c', `ok, peccato`],
    ],
    sol: [], fail: ['sincronizza i miei dispositivi'],
    f: ['unresolved'],
    pii: [['IP', '93.41.187.22']] },

  { id: 'CC-5122', g: 'cc-app-lenta-molti-dispositivi', cat: 'prestazioni', s: 'app lentissima ad aprire la home',
    m: [
      ['c', `l'app ci mette 20-30 secondi a caricare la schermata home, prima era immediata. ho circa 80 dispositivi tra luci sensori e prese su due hub (casa e taverna). iPhone 13, app ultima versione. cmq una volta caricata va bene`],
      ['a', `Ciao! Prova a svuotare la cache dell'app: Profilo > Impostazioni app > Archiviazione > "Svuota cache", poi chiudi l'app dalle app recenti e riaprila. Con molti dispositivi la cache delle miniature delle telecamere e delle icone può diventare pesante. Fammi sapere se migliora.`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    sol: ['svuota cache'],
    f: ['unresolved'] },

  { id: 'CC-5123', g: 'cc-app-lenta-molti-dispositivi', cat: 'prestazioni', s: 'l app e diventata na lumaca',
    m: [
      ['c', `aò ma che è successo all'app? da 'na settimana pe aprì la home ce mette mezzo minuto, sta lì co la rotellina che gira e nun se vede gnente. c'ho 3 telecamere e tipo 60 tra luci e prese, telefono Pixel 7, app aggiornata. prima era 'na scheggia. mo' me tocca aspettà pure pe accende la luce der bagno, nun se po' sentì`],
      ['a', `Ciao! Con tante telecamere e dispositivi la cache dell'app (miniature delle telecamere, icone, eventi recenti) cresce parecchio e rallenta il caricamento della home. Fai così:
1. Profilo > Impostazioni app > Archiviazione > "Svuota cache"
2. Chiudi l'app dalle app recenti e riaprila
3. Facoltativo ma consigliato con più telecamere: Profilo > Impostazioni app > Home > disattiva "Anteprime live telecamere in home" (le immagini le vedi comunque toccando la telecamera)
Il primo avvio dopo aver svuotato la cache è un po' più lento perché l'app riscarica tutto, dal secondo in poi dovrebbe tornare veloce.`],
      ['c', `svuotata e levate pure le anteprime. primo giro lento come hai detto, mo' se apre in 2 secondi. daje, grazie`],
    ],
    sol: ['svuota cache'] },

  { id: 'CC-5124', g: 'cc-preautorizzazione-carta-temporanea', cat: 'fatturazione', s: 'doppio addebito rinnovo premium',
    m: [
      ['c', `Buongiorno, oggi mi è stato rinnovato l'abbonamento Premium annuale, ma nell'app della banca vedo DUE movimenti da 59,99 € di Casa Connessa, stesso giorno. Uno è "contabilizzato", l'altro "in attesa". Nell'app Casa Connessa però ho una sola fattura. Mi avete addebitato due volte? Vorrei la restituzione.`],
      ['a', `Buongiorno,
abbiamo controllato il suo account: il pagamento del rinnovo è uno solo, lo vede in Account > Abbonamento > Pagamenti.

Il movimento "in attesa" è una preautorizzazione: prima dell'incasso il sistema di pagamento chiede alla banca di "bloccare" l'importo per verificare che la carta sia valida, poi incassa con un'operazione separata. Alcune banche mostrano entrambe le operazioni per qualche giorno. La preautorizzazione non è un addebito: la banca la rilascia automaticamente, di solito entro 7 giorni lavorativi, e i soldi non escono mai dal conto.

Se dopo 7 giorni lavorativi il movimento "in attesa" fosse ancora presente o diventasse "contabilizzato", ci riscriva e verifichiamo subito.`],
      ['c', `Va bene, aspetto allora.`],
      ['c', `Confermo che il movimento in attesa è sparito stamattina, è rimasto solo quello giusto. Grazie della spiegazione.`],
    ],
    sol: ['preautorizzazione'] },

  { id: 'CC-5125', g: 'cc-doppio-pagamento-retry-e-paypal', cat: 'fatturazione', s: 'pagato due volte il rinnovo??',
    m: [
      ['c', `Salve, il 21 mi è arrivata questa mail:

> Da: Casa Connessa <noreply@casaconnessa.it>
> A: f.deluca72@gmail.com
> Oggetto: Pagamento non riuscito - azione richiesta
> Non siamo riusciti ad addebitare il rinnovo del tuo abbonamento Premium (59,99 €) sulla carta che termina con 4417. Aggiorna il metodo di pagamento entro 5 giorni per non perdere le registrazioni cloud.

Allora sono entrato nell'app e ho pagato con PayPal. Il giorno dopo però mi è arrivato ANCHE l'addebito sulla carta (avevo solo il plafond esaurito, poi si è liberato). Adesso ho due fatture e due pagamenti da 59,99 per lo stesso anno. Uno me lo ridate?
Fabio De Luca`],
      ['n', `Confermato: pagamento PayPal il 21/11 + retry automatico carta il 22/11 andato a buon fine. Il retry non è stato annullato dopo il pagamento manuale (bug noto BILL-877). Rimborso carta eseguito, NC su fattura CC-2026-120388.`],
      ['a', `Buongiorno Fabio,
ha ragione, ci scusiamo: dopo il suo pagamento con PayPal il sistema ha comunque ritentato l'addebito sulla carta, e questa volta è andato a buon fine.

Abbiamo già fatto il rimborso del pagamento doppio di 59,99 € sulla carta che termina con 4417 (accredito in 5-10 giorni lavorativi, dipende dalla banca) ed emesso la nota di credito che annulla la seconda fattura (CC-2026-120388). In Account > Abbonamento > Fatture trova ora la fattura valida e la nota di credito. Il suo abbonamento resta attivo fino al 21/11/2027.`],
      ['c', `Perfetto, visto l'accredito oggi. Grazie`],
    ],
    sol: ['rimborso del pagamento doppio', 'nota di credito'],
    f: ['oneoff'],
    pii: [['EMAIL', 'f.deluca72@gmail.com']] },

  { id: 'CC-5126', g: 'cc-geofencing-permesso-posizione', cat: 'configurazione', s: 'Automazione "Arrivo a casa" non si attiva',
    m: [
      ['c', `Buonasera,
ho impostato l'automazione "Arrivo a casa" (zona casa 150 m, accendi luci ingresso + disattiva allarme) ma non parte mai: quando rientro devo sempre disattivare l'allarme a mano dall'app, con la sirena che intanto fa il conto alla rovescia. Curiosamente "Uscita da casa" ogni tanto funziona. Ho un iPhone 15 con iOS 18.
Grazie
Chiara`],
      ['a', `Buonasera Chiara,
le automazioni basate sulla posizione hanno bisogno che l'app possa leggere la posizione anche quando è chiusa. Su iPhone il permesso di posizione viene spesso lasciato su "Mentre usi l'app": in quel caso l'uscita a volte viene rilevata (se l'app è ancora aperta) ma l'arrivo quasi mai.

1. Impostazioni dell'iPhone > App > Casa Connessa > Posizione
2. Selezioni "Sempre" e attivi "Posizione esatta"
3. Sempre lì, verifichi che "Aggiorna app in background" sia attivo
4. Nell'app Casa Connessa > Profilo > Posizione > il suo telefono deve risultare "Attivo per la geolocalizzazione".`],
      ['c', `Era proprio su "Mentre usi l'app". Messo "Sempre" e posizione esatta: stasera al cancello le luci erano già accese e l'allarme disattivato. Grazie mille!`],
    ],
    sol: ['permesso di posizione'] },

  { id: 'CC-5127', g: 'cc-geofencing-permesso-posizione', cat: 'configurazione', s: 'automazione quando arrivo nn parte',
    m: [
      ['c', `salve, ho fatto l'automazione quando arrivo a casa -> accendi luci ingresso e alza tapparelle soggiorno ma nn parte quasi mai, parte solo se per caso apro l'app quando sono gia in cortile. ho gia provato a cancellarla e rifarla, e riavviato il telefono. il raggio e' 100 m. telefono motorola g84 android 14. perche?`],
      ['a', `Ciao, con un raggio di 100 m il GPS del telefono a volte non fa in tempo a rilevare l'ingresso nella zona. Prova ad aumentare il raggio a 300 m: Automazioni > Arrivo a casa > Condizione > Zona casa > Raggio.`],
      ['c', `messo 300, stesso problema. parte solo se apro l'app`],
      ['a', `Grazie della prova, allora il raggio non c'entra: se parte solo con l'app aperta, Android non le sta dando la posizione in background. Controlla il permesso di posizione:
1. Impostazioni Android > App > Casa Connessa > Autorizzazioni > Posizione
2. Scegli "Consenti sempre" (non "Consenti solo mentre l'app è in uso") e attiva "Usa posizione precisa"
3. Impostazioni > App > Casa Connessa > Batteria > "Senza restrizioni", così Android non ferma l'app in background
Poi riprova a rientrare a casa con l'app chiusa.`],
      ['c', `era su solo mentre l'app e' in uso. messo consenti sempre e ieri sera ha funzionato, anche stamattina con l'uscita. ok grazie`],
    ],
    sol: ['permesso di posizione', 'consenti sempre'], fail: ['raggio'] },

  { id: 'CC-5128', g: 'cc-prova-premium-rinnovo-automatico', cat: 'commerciale', s: 'addebito dopo free trial mai usato',
    m: [
      ['c', `hey ciao, quando ho fatto il setup della cam a ottobre l'app mi ha proposto il free trial di Premium 30 giorni e ho detto ok senza pensarci troppo. ieri mi sono arrivati 59,99 € di addebito per l'anno intero 😩 non ho mai usato le registrazioni cloud, uso solo la live view. si può fare refund? non avevo capito che partiva da solo l'abbonamento
Tommaso
tommaso.rinaldi.tr@gmail.com`],
      ['a', `Ciao Tommaso,
la prova gratuita di Premium si trasforma in abbonamento annuale alla scadenza, e 3 giorni prima ti abbiamo mandato un'e-mail di promemoria: purtroppo capita spesso che finisca tra le promozioni.

Di norma il rinnovo non è rimborsabile, ma visto che non hai mai usato le registrazioni cloud e ci hai scritto subito, abbiamo fatto un'eccezione: abbiamo emesso il rimborso completo di 59,99 € sul metodo di pagamento usato (5-10 giorni lavorativi) e il tuo account è tornato al piano gratuito, con live view e notifiche che continuano a funzionare come prima.

Per il futuro: in Account > Abbonamento > Gestisci puoi sempre vedere la data del prossimo rinnovo e usare "Disattiva rinnovo automatico" anche durante una prova.`],
      ['x', `Rimborso integrale fuori policy approvato (trial convertito, 0 eventi cloud consultati, richiesta entro 24 h dall'addebito). Cliente segnalato come già beneficiario di eccezione commerciale.`],
      ['c', `grazie mille, super gentili 🙏`],
    ],
    sol: ['rimborso completo', 'disattiva rinnovo automatico'],
    f: ['concession'],
    pii: [['EMAIL', 'tommaso.rinaldi.tr@gmail.com']] },

  { id: 'CC-5129', g: 'cc-hub-offline-nuovo-router', cat: 'configurazione', s: 'hub offline dopo cambio router fibra',
    m: [
      ['c', `Buongiorno, ieri è venuto il tecnico per la fibra e mi ha cambiato il modem. Da allora l'hub risulta "Offline" nell'app e ha la luce rossa che lampeggia, e di conseguenza niente funziona più: luci, tapparelle, termostato, tutto in grigio. La nuova rete Wi-Fi ha un nome e una password diversi dalla vecchia. Devo rifare tutto da capo, dispositivi compresi? Sono una quarantina...
Paolo Sartori
Tel. 328 6659012`],
      ['a', `Buongiorno Paolo,
no, non deve riassociare i dispositivi: sono memorizzati nell'hub e restano. L'hub cerca ancora la vecchia rete Wi-Fi, basta dargli quella nuova.

**Passaggi**
1. Tenga premuto il tasto sul retro dell'hub per 10 secondi, finché il led diventa blu lampeggiante (modalità configurazione). Non lo tenga premuto oltre 20 secondi: quello è il ripristino di fabbrica.
2. App > Impostazioni > Hub > "Cambia rete Wi-Fi"
3. Scelga la nuova rete e inserisca la password, poi attenda il led verde fisso (circa 2 minuti).
Dopo qualche minuto tutti i dispositivi tornano online da soli.`],
      ['c', `risolto`],
    ],
    sol: ['cambia rete wi-fi'],
    pii: [['TELEFONO', '328 6659012']] },

  { id: 'CC-5130', g: 'cc-sirena-zigbee-non-suona-allarme', cat: 'guasto', s: 'la sirena un suona quando scatta l allarme',
    m: [
      ['c', `Bonasera, icché succede: ho la sirena Siren Z attaccata in taverna, se da app fo "Prova sirena" la suona che pare l'ambulanza. Però ieri mi' moglie ha aperto la porta col sistema inserito in "Fuori casa", l'app gli ha mandato la notifica "Allarme: porta ingresso aperta" ma la sirena zitta, un ha fatto nemmeno un bip. E allora a che serve? Firmware hub 4.1.1.`],
      ['a', `Buonasera, grazie della segnalazione. Dato che la prova sirena funziona, la sirena è collegata correttamente; probabilmente non è inclusa tra le azioni dell'allarme per la modalità "Fuori casa". Controlli per favore:
1. App > Sicurezza > Modalità > Fuori casa > Azioni quando scatta l'allarme
2. Verifichi che "Siren Z - Taverna" sia spuntata e che "Suono" sia su "Sirena" e non su "Solo notifica"
3. Se c'è, controlli anche "Ritardo di ingresso": con 30 secondi la sirena suona solo se l'allarme non viene disattivato in quel tempo.
Ci faccia sapere cosa trova e, se serve, facciamo un controllo da remoto.`],
      ['s', `Ticket chiuso automaticamente per inattività dopo 7 giorni.`],
    ],
    sol: ['azioni quando scatta l\'allarme'],
    f: ['unresolved'] },

  { id: 'CC-5131', g: 'cc-aggiornamento-hub-bloccato', cat: 'guasto', s: 'firmware update failed U-502',
    m: [
      ['c', `Ciao, l'update del firmware dell'hub fallisce sempre. Lancio "Installa", il download arriva più o meno a metà e poi l'app mi dà:

"Aggiornamento non riuscito (U-502): download interrotto. L'hub continuerà a usare la versione 4.0.3."

Ho fatto retry 3 volte, sempre uguale. L'hub sta in mansarda, lontano dal router, in Wi-Fi il segnale nell'app dice "Debole". Tutto il resto funziona.`],
      ['a', `Ciao, il segnale debole è proprio il motivo: il pacchetto del firmware è grande (circa 180 MB) e con un Wi-Fi debole il download si interrompe. Per l'aggiornamento ti conviene usare il cavo ethernet:
1. Collega l'hub con il cavo ethernet a una porta LAN del router (anche temporaneamente, portando l'hub vicino al router con il suo alimentatore)
2. Aspetta il led verde fisso
3. Impostazioni > Hub > Aggiornamento firmware > "Installa"
4. Finito l'aggiornamento puoi staccare il cavo e rimetterlo in mansarda: torna sul Wi-Fi da solo.
Ti consiglio anche di valutare un ripetitore, perché con segnale debole anche telecamere e notifiche ne risentono.`],
      ['c', `👍`],
      ['c', `aggiunta: fatto col cavo, 4.1.1 installata in un quarto d'ora, hub di nuovo su in mansarda`],
    ],
    sol: ['cavo ethernet'] },
];
