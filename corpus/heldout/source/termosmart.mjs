// Held-out set, product "TermoSmart" (smart thermostat + boiler assistance service). Written by
// hand, in customers' voices, independently of corpus/; personal data invented (checksums valid).
// Never used for tuning. Format: see fibra-casa.mjs.
export const product = 'TermoSmart';
export const start = '2026-01-12T07:30:00Z';

export const tickets = [
  {
    id: 'TS-201', g: 'ts-offline-wifi', cat: 'configurazione', s: 'termostato offline',
    m: [
      ['c', 'Buongiorno, ho cambiato il router di casa e adesso nell\'app il termostato risulta "Offline". Da casa funziona dai tasti ma non dall\'app.'],
      ['a', 'Buongiorno, il termostato conosce ancora la rete del vecchio router. Va riconfigurato il Wi-Fi:\n1) tenga premuto il tasto centrale del termostato per 5 secondi, finché la spia lampeggia blu;\n2) nell\'app apra Dispositivi → il suo termostato → "Riconfigura Wi-Fi";\n3) scelga la nuova rete e inserisca la password.\nLuca – Assistenza TermoSmart'],
      ['c', 'fatto, ora è online. grazie'],
    ],
    sol: ['riconfigura wi-fi', '5 secondi'],
  },
  {
    id: 'TS-202', g: 'ts-offline-wifi', cat: 'configurazione', s: 'APP NON VEDE IL TERMOSTATO',
    m: [
      ['c', 'L APP DICE DISPOSITIVO NON RAGGIUNGIBILE DA IERI. HANNO CAMBIATO IL MODEM QUELLI DEL TELEFONO.'],
      ['a', 'Buongiorno, provi a chiudere e riaprire l\'app, o a disinstallarla e reinstallarla.'],
      ['c', 'FATTO. NIENTE. SEMPRE NON RAGGIUNGIBILE'],
      ['a', 'Grazie della prova. Con il modem nuovo il termostato va ricollegato alla rete: tenga premuto il tasto centrale 5 secondi fino alla spia blu lampeggiante, poi nell\'app Dispositivi → termostato → "Riconfigura Wi-Fi" e scelga la rete del modem nuovo.'],
      ['c', 'OK ADESSO VA'],
    ],
    sol: ['riconfigura wi-fi', '5 secondi'], fail: ['reinstallarla'],
  },
  {
    id: 'TS-203', g: 'ts-offline-wifi', cat: 'configurazione', s: 'Re: termostato scollegato',
    m: [
      ['c', 'Salve,\nil termostato è scollegato dall\'app da quando il tecnico della fibra ha sostituito il router.\n\nCordiali saluti\nIng. Matteo Ferri\nStudio Ferri - P.IVA 03842150660\nTel. 051 442 8190'],
      ['a', 'Salve, il termostato va riassociato alla nuova rete Wi-Fi: premendo 5 secondi il tasto centrale entra in modalità configurazione (spia blu), poi dall\'app Dispositivi → "Riconfigura Wi-Fi".'],
    ],
    pii: [['PIVA', '03842150660'], ['TELEFONO', '051 442 8190']],
    sol: ['riconfigura wi-fi', '5 secondi'],
  },
  {
    id: 'TS-204', g: 'ts-offline-wifi', cat: 'configurazione', s: 'termostato non si collega alla nuova rete',
    m: [
      ['c', 'Ciao, ho un router nuovo e ho provato a fare riconfigura wifi dall app ma il termostato non trova la rete, la lista è vuota o dice errore di connessione.'],
      ['a', 'Ciao! Il termostato funziona solo sulla rete a 2,4 GHz: molti router nuovi uniscono 2,4 e 5 GHz in un\'unica rete e il termostato non riesce ad agganciarla. Nelle impostazioni del router separa le due bande (opzione "Band steering" o "Smart Connect" da disattivare), dai un nome diverso alla rete 2,4 GHz e ripeti "Riconfigura Wi-Fi" scegliendo quella.'],
      ['c', 'disattivato smart connect e ha trovato la rete 2.4, adesso è online. grazie'],
    ],
    f: ['conflict'],
    sol: ['2,4 ghz', 'smart connect'],
  },
  {
    id: 'TS-205', g: 'ts-batterie', cat: 'guasto', s: 'display si spegne',
    m: [
      ['c', 'Buongiorno, il display del termostato si spegne dopo pochi giorni e la caldaia non parte più finché non tolgo e rimetto le pile. Ho messo le pile ricaricabili nuove.'],
      ['a', 'Buongiorno, il termostato va alimentato con pile alcaline AA da 1,5 V: le ricaricabili danno 1,2 V e il termostato le legge come scariche dopo pochi giorni, per questo si spegne e smette di comandare la caldaia. Metta due pile alcaline nuove (non ricaricabili) e in Impostazioni → Alimentazione verifichi che il livello sia al 100%.'],
      ['c', 'comprate le duracell normali e va, grazie'],
    ],
    sol: ['alcaline', 'ricaricabili'],
  },
  {
    id: 'TS-206', g: 'ts-batterie', cat: 'guasto', s: 'batterie durano pochissimo',
    m: [
      ['c', 'le batterie del termostato durano una settimana, ho messo quelle ricaricabili dell ikea per non buttarle. è normale? l app dice batteria scarica'],
      ['a', 'Buongiorno, con le pile ricaricabili (1,2 V) è normale: il termostato le vede scariche molto presto. Usi pile alcaline AA da 1,5 V, che durano circa un anno.'],
      ['c', 'ok grazie, messe alcaline'],
    ],
    sol: ['alcaline', '1,5 v'],
  },
  {
    id: 'TS-207', g: 'ts-batterie', cat: 'guasto', s: 'avviso batteria scarica continuo',
    m: [
      ['c', 'Salve, mi arriva di continuo la notifica batteria scarica anche se le pile sono nuove (ricaricate ieri sera). Ho il termostato da un mese.'],
      ['a', 'Salve, il termostato misura la tensione delle pile: quelle ricaricabili hanno 1,2 V e vengono segnalate come scariche anche appena ricaricate. Servono pile alcaline AA da 1,5 V.'],
    ],
    sol: ['alcaline', '1,2 v'],
  },
  {
    id: 'TS-208', g: 'ts-caldaia-estate', cat: 'guasto', s: 'la caldaia non parte',
    m: [
      ['c', 'Buongiorno il termostato segna 17 gradi e chiede 20, sul display c è la fiammella accesa, ma la caldaia non parte e i termosifoni sono freddi. L acqua calda in bagno invece c è.'],
      ['a', 'Buongiorno, se c\'è l\'acqua calda ma i termosifoni restano freddi, la caldaia è probabilmente in modalità "estate" (solo acqua sanitaria). Sul pannello della caldaia porti il selettore o il tasto modalità su "inverno" (simbolo del termosifone o del fiocco di neve + rubinetto): da quel momento il termostato può accendere il riscaldamento.'],
      ['c', 'era su estate!! messo su inverno e parte. che figura, grazie'],
    ],
    sol: ['inverno', 'estate'],
  },
  {
    id: 'TS-209', g: 'ts-caldaia-estate', cat: 'guasto', s: 'riscaldamento non si accende',
    m: [
      ['c', 'salve con il freddo di questi giorni ho acceso il riscaldamento dall app ma i termosifoni non si scaldano. il termostato dice riscaldamento attivo.'],
      ['a', 'Salve, provi a spegnere e riaccendere il termostato togliendo le pile per 10 secondi.'],
      ['c', 'fatto, non cambia'],
      ['a', 'Grazie. Allora verifichi la caldaia: a fine inverno molti la mettono in modalità estate (solo acqua calda) e così non accende i termosifoni. Sul pannello della caldaia passi alla modalità inverno.'],
      ['c', 'Si era in estate. Adesso funziona'],
    ],
    sol: ['inverno', 'estate'], fail: ['togliendo le pile'],
  },
  {
    id: 'TS-210', g: 'ts-caldaia-estate', cat: 'guasto', s: 'Fwd: termosifoni freddi',
    m: [
      ['c', '---------- Forwarded message ---------\nDa: Amministrazione Condominio Verdi <amministrazione@condominioverdi.it>\nOggetto: termosifoni freddi int. 4\n\nBuongiorno, la signora dell\'interno 4 segnala che il termostato TermoSmart è acceso ma i termosifoni sono freddi. Potete contattarla?\n\nCordiali saluti\nStudio Amministrazioni Verdi'],
      ['a', 'Buongiorno, per i termosifoni freddi con termostato acceso la causa più frequente è la caldaia in modalità estate: va portata su inverno dal pannello della caldaia. Se dopo questo non parte, la signora ci scriva direttamente.'],
    ],
    pii: [['EMAIL', 'amministrazione@condominioverdi.it']],
    sol: ['inverno', 'estate'],
  },
  {
    id: 'TS-211', g: 'ts-opentherm', cat: 'configurazione', s: 'caldaia si accende e spegne di continuo',
    m: [
      ['c', 'Buongiorno, da quando ho installato il TermoSmart la caldaia fa on-off ogni pochi minuti e la casa non arriva mai a temperatura. Prima col vecchio termostato no.'],
      ['a', 'Buongiorno, succede quando il termostato è impostato in modalità OpenTherm ma la caldaia è collegata con i due fili on/off (o viceversa). Nell\'app vada su Impostazioni → Caldaia → Tipo di collegamento e scelga "On/Off (contatto pulito)" se il vecchio termostato era a due fili. Poi salvi: il termostato si riavvia.'],
      ['c', 'Messo on/off, ora la caldaia resta accesa finché non arriva a 20. Grazie'],
    ],
    sol: ['tipo di collegamento', 'on/off'],
  },
  {
    id: 'TS-212', g: 'ts-opentherm', cat: 'configurazione', s: 'la caldaia non parte dopo installazione',
    m: [
      ['c', 'Ciao ho appena montato il termostato seguendo il video, ma la caldaia non parte quando il termostato chiede caldo. Sul display c e la scritta "caldaia non risponde".'],
      ['a', 'Ciao, "caldaia non risponde" indica che il termostato sta parlando OpenTherm con una caldaia collegata on/off. Nell\'app: Impostazioni → Caldaia → Tipo di collegamento → "On/Off". Salva e attendi il riavvio.'],
      ['c', 'ok grazie'],
    ],
    sol: ['tipo di collegamento', 'on/off'],
  },
  {
    id: 'TS-213', g: 'ts-opentherm', cat: 'configurazione', s: 'errore comunicazione caldaia',
    m: [
      ['c', 'Buonasera, il termostato mostra "Errore comunicazione caldaia" e la caldaia resta spenta. L\'installatore ha usato i fili del termostato vecchio.'],
      ['a', 'Buonasera, con i fili del vecchio termostato il collegamento è quasi sempre on/off. Cambi il tipo di collegamento nell\'app (Impostazioni → Caldaia → Tipo di collegamento) da OpenTherm a "On/Off".'],
      ['c', 'Funziona, grazie.'],
    ],
    sol: ['tipo di collegamento', 'on/off'],
  },
  {
    id: 'TS-214', g: 'ts-e07-pressione', cat: 'guasto', s: 'caldaia in blocco E07',
    m: [
      ['c', 'Buongiorno la caldaia è in blocco con errore E07 e l app TermoSmart mi manda la notifica "anomalia caldaia". Ho premuto reset ma dopo un po torna.'],
      ['a', 'Buongiorno, E07 sulla sua caldaia significa pressione dell\'impianto troppo bassa. Guardi il manometro sotto la caldaia: se è sotto 1 bar, apra lentamente il rubinetto di carico (di solito sotto la caldaia, manopola blu o bianca) finché la lancetta arriva tra 1,2 e 1,5 bar, poi lo chiuda e prema reset.'],
      ['c', 'era a 0,5. caricato fino a 1,3 e resettato, va. grazie'],
    ],
    sol: ['rubinetto di carico', '1,2'], fail: [],
  },
  {
    id: 'TS-215', g: 'ts-e07-pressione', cat: 'guasto', s: 'E07',
    m: [
      ['c', 'e07 sulla caldaia cosa vuol dire'],
      ['a', 'Buongiorno, prema il tasto reset della caldaia e attenda un minuto.'],
      ['c', 'fatto, dopo un minuto di nuovo E07'],
      ['a', 'Allora la pressione è bassa: apra il rubinetto di carico sotto la caldaia finché il manometro segna tra 1,2 e 1,5 bar, lo richiuda e rifaccia il reset.'],
      ['c', 'ok fatto adesso non da piu errore'],
    ],
    sol: ['rubinetto di carico', '1,2'], fail: ['prema il tasto reset'],
  },
  {
    id: 'TS-216', g: 'ts-e07-pressione', cat: 'guasto', s: 'errore E07 ripetuto',
    m: [
      ['c', 'Salve, la caldaia va in E07 ogni 2-3 giorni. Ogni volta ricarico la pressione come mi avete detto l\'altra volta e riparte, ma poi si riabbassa.'],
      ['a', 'Salve, se la pressione cala di continuo c\'è una perdita nell\'impianto o il vaso di espansione è scarico: è un intervento che deve fare un tecnico. La ricontatteremo per fissare l\'appuntamento con il centro assistenza della sua zona.'],
      ['s', 'Ticket chiuso: inoltrato al centro assistenza.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'TS-217', g: 'ts-e07-pressione', cat: 'guasto', s: 'blocco caldaia',
    m: [
      ['c', 'Buongiorno, notifica "anomalia caldaia E07" sull\'app. Io non sono pratica, vivo da sola. Il manometro segna meno di 1.'],
      ['a', 'Buongiorno, non si preoccupi, è una cosa semplice: E07 vuol dire pressione bassa. Apra piano il rubinetto di carico sotto la caldaia e lo chiuda quando la lancetta del manometro è tra 1,2 e 1,5 bar. Poi prema il tasto reset.'],
      ['c', 'fatto con l aiuto del vicino. adesso la caldaia va'],
    ],
    sol: ['rubinetto di carico', '1,2'],
  },
  {
    id: 'TS-218', g: 'ts-e07-unresolved', cat: 'guasto', s: 'E07 anche dopo il reset',
    m: [
      ['c', 'caldaia in E07, la pressione è a 1,4 quindi non è quella. ho fatto reset'],
      ['a', 'Buongiorno, provi a togliere corrente alla caldaia dall\'interruttore per un minuto e a riaccenderla.'],
      ['c', 'fatto, dopo un minuto di nuovo E07'],
      ['a', 'Capito, con pressione corretta può essere un sensore della caldaia: serve il tecnico. Le faremo sapere la data dell\'intervento.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'TS-219', g: 'ts-alexa', cat: 'integrazioni', s: 'Alexa non trova il termostato',
    m: [
      ['c', 'Buongiorno, ho chiesto ad Alexa di alzare la temperatura ma dice che non trova nessun dispositivo chiamato termostato.'],
      ['a', 'Buongiorno, serve collegare l\'account:\n1) nell\'app Alexa vada su Skill e giochi, cerchi "TermoSmart" e tocchi "Abilita";\n2) acceda con le credenziali dell\'app TermoSmart;\n3) dica "Alexa, scopri dispositivi".\nDopo qualche secondo il termostato compare con il nome che ha nell\'app.'],
      ['c', 'funziona, grazie! anche il nome è quello giusto'],
    ],
    sol: ['skill', 'scopri dispositivi'],
  },
  {
    id: 'TS-220', g: 'ts-alexa', cat: 'integrazioni', s: 'collegamento con amazon echo',
    m: [
      ['c', 'ciao come faccio a comandare il termostato con l echo dot? mio figlio mi ha regalato l echo'],
      ['a', 'Ciao! Nell\'app Alexa abilita la skill "TermoSmart" (Skill e giochi → cerca TermoSmart → Abilita), accedi con l\'account TermoSmart e poi dì "Alexa, scopri dispositivi".'],
      ['c', 'ok grazie'],
    ],
    sol: ['skill', 'scopri dispositivi'],
  },
  {
    id: 'TS-221', g: 'ts-alexa', cat: 'integrazioni', s: 'Alexa dice dispositivo non risponde',
    m: [
      ['c', 'Salve, Alexa vedeva il termostato ma da quando ho cambiato la password dell\'app TermoSmart dice "il dispositivo non risponde". Ho riprovato il collegamento e si ferma su https://link.termosmart.it/alexa/callback?code=ANX4k9Tq2Wz7LmP3rB8v'],
      ['a', 'Salve, cambiando la password il collegamento con Alexa scade. Nell\'app Alexa apra la skill TermoSmart, tocchi "Disabilita", poi di nuovo "Abilita" accedendo con la password nuova, e dica "Alexa, scopri dispositivi".'],
      ['c', 'risolto così, grazie'],
    ],
    pii: [['URL_TOKEN', 'ANX4k9Tq2Wz7LmP3rB8v']],
    sol: ['skill', 'scopri dispositivi'],
  },
  {
    id: 'TS-222', g: 'ts-fuso-orario', cat: 'configurazione', s: 'programmazione sfasata di un\'ora',
    m: [
      ['c', 'Buongiorno, da domenica il riscaldamento si accende alle 5 invece che alle 6 come ho programmato. Sembra che l\'orario sia sbagliato di un\'ora.'],
      ['a', 'Buongiorno, con il cambio dell\'ora il termostato usa il fuso orario impostato nell\'app. Vada su Impostazioni → Casa → Fuso orario e scelga "Europa/Roma" (non "GMT+1" fisso, che non segue l\'ora legale). Il termostato si aggiorna in pochi secondi.'],
      ['c', 'c era GMT+1, cambiato. vediamo domattina'],
      ['c', 'confermo, stamattina alle 6 giuste'],
    ],
    sol: ['fuso orario', 'europa/roma'],
  },
  {
    id: 'TS-223', g: 'ts-fuso-orario', cat: 'configurazione', s: 'ora sbagliata sul termostato',
    m: [
      ['c', 'sul termostato c è l ora sbagliata, un ora indietro, e quindi gli orari della programmazione sono tutti sballati'],
      ['a', 'Buongiorno, controlli il fuso orario nell\'app: Impostazioni → Casa → Fuso orario deve essere "Europa/Roma". Se c\'è un fuso fisso tipo GMT+1 l\'ora resta indietro durante l\'ora legale.'],
      ['c', 'sistemato grazie'],
    ],
    sol: ['fuso orario', 'europa/roma'],
  },
  {
    id: 'TS-224', g: 'ts-geofencing', cat: 'configurazione', s: 'modalità fuori casa non si attiva',
    m: [
      ['c', 'Buongiorno, ho attivato la funzione "fuori casa automatico" ma quando esco il riscaldamento resta acceso. Ho un Android Samsung.'],
      ['a', 'Buongiorno, la funzione usa la posizione del telefono anche ad app chiusa. Sul telefono vada in Impostazioni → App → TermoSmart → Autorizzazioni → Posizione e scelga "Consenti sempre"; nella stessa pagina, alla voce Batteria, scelga "Senza restrizioni" così Android non blocca l\'app in background.'],
      ['c', 'Fatto, oggi quando sono uscita si è messo in eco da solo. Grazie'],
    ],
    sol: ['consenti sempre', 'posizione'],
  },
  {
    id: 'TS-225', g: 'ts-geofencing', cat: 'configurazione', s: 'geolocalizzazione non funziona iphone',
    m: [
      ['c', 'ciao la geolocalizzazione non va, torno a casa e il termostato non si riaccende. iphone 13'],
      ['a', 'Ciao! Su iPhone vai in Impostazioni → TermoSmart → Posizione e scegli "Sempre" (non "Mentre usi l\'app"), e attiva "Posizione esatta". Senza questo permesso l\'app non sa quando entri o esci di casa.'],
      ['c', 'ok'],
      ['s', 'Ticket chiuso automaticamente dopo 7 giorni senza ulteriori risposte.'],
    ],
    sol: ['posizione', 'sempre'],
  },
  {
    id: 'TS-226', g: 'ts-geofencing', cat: 'configurazione', s: 'Assenza non rilevata',
    m: [
      ['c', 'Buonasera, siamo in due in casa con l\'app sullo stesso account. Quando usciamo tutti e due il termostato non va in modalità assenza.'],
      ['a', 'Buonasera, la modalità assenza scatta solo quando tutti i telefoni della casa sono fuori zona, e ogni telefono deve avere il permesso di posizione "Consenti sempre" per l\'app TermoSmart. Controlli il permesso su entrambi i telefoni (Impostazioni → App → TermoSmart → Posizione).'],
      ['c', 'sul telefono di mio marito era su "solo mentre usi l\'app". Ora funziona.'],
    ],
    sol: ['consenti sempre', 'posizione'],
  },
  {
    id: 'TS-227', g: 'ts-rinnovo-disdetto', cat: 'fatturazione', s: 'Rinnovo addebitato dopo disdetta',
    m: [
      ['c', 'Buongiorno, avevo disdetto il servizio TermoSmart Plus a novembre ma mi avete addebitato il rinnovo annuale di 49 euro sulla carta 4539 1128 7604 5217. Voglio i soldi indietro.'],
      ['a', 'Buongiorno, ho verificato: la disdetta risultava registrata ma il rinnovo è partito lo stesso. Le abbiamo disposto il rimborso completo di 49 €, che vedrà sulla carta entro 7 giorni.'],
      ['c', 'grazie'],
    ],
    pii: [['CARTA', '4539 1128 7604 5217']],
    f: ['concession'],
  },
  {
    id: 'TS-228', g: 'ts-sconto-fedelta', cat: 'commerciale', s: 'disdetta abbonamento',
    m: [
      ['c', 'Salve, vorrei disdire l\'abbonamento Plus perché costa troppo rispetto a quello che uso.'],
      ['a', 'Salve, ci dispiace. Come cliente da tre anni, possiamo offrirle il rinnovo del prossimo anno con uno sconto del 50% se decide di restare. Se preferisce comunque disdire, lo faccio subito.'],
      ['c', 'ok allora resto con lo sconto'],
    ],
    f: ['concession'],
  },
  {
    id: 'TS-229', g: 'ts-oneoff-dissocia', cat: 'accesso', s: 'termostato già associato ad altro account',
    m: [
      ['c', 'Buongiorno, ho comprato casa e c\'era già il termostato TermoSmart. Quando provo ad aggiungerlo all\'app mi dice "dispositivo già associato a un altro account". Il vecchio proprietario non risponde.'],
      ['a', 'Buongiorno, ci mandi per favore il numero di serie che trova sul retro del termostato e una foto del rogito o del contratto d\'affitto.'],
      ['c', 'vi ho mandato tutto in allegato. Il codice fiscale dell\'intestatario è BNCLRA85M52F205I'],
      ['a', 'Grazie, verificato. Ho dissociato io il termostato dal nostro pannello: adesso può aggiungerlo al suo account dall\'app con "Aggiungi dispositivo".'],
      ['c', 'aggiunto, grazie mille'],
    ],
    pii: [['CF', 'BNCLRA85M52F205I']],
    f: ['oneoff'],
  },
  {
    id: 'TS-230', g: 'ts-oneoff-firmware', cat: 'guasto', s: 'termostato bloccato su aggiornamento',
    m: [
      ['c', 'Il termostato da ieri mostra "aggiornamento in corso 45%" e non si sblocca più. Ho tolto le pile e rimesse ma ricomincia e si blocca.'],
      ['a', 'Buongiorno, l\'aggiornamento si era interrotto sul server. Abbiamo forzato il reinvio del firmware dal nostro lato al suo dispositivo: lasci il termostato acceso vicino al router per 20 minuti.'],
      ['c', 'finito, è ripartito. grazie'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'TS-231', g: 'ts-oneoff-storico', cat: 'altro', s: 'storico consumi sparito',
    m: [
      ['c', 'salve nell app sono spariti tutti i grafici dei consumi dell anno scorso, mi servivano per confrontare'],
      ['a', 'Salve, lo storico era rimasto legato al vecchio identificativo del termostato dopo la sostituzione in garanzia. Ho spostato io manualmente i dati sul dispositivo nuovo: riapra l\'app e li ritrova in Consumi.'],
      ['c', 'ci sono, grazie'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'TS-232', g: 'ts-inattivo', cat: 'guasto', s: 'termostato fa rumore',
    m: [
      ['c', 'il termostato fa un clic forte ogni tanto anche di notte, è normale?'],
      ['a', 'Buongiorno, il clic è il relè che accende e spegne la caldaia. Ci può dire ogni quanto lo sente e se in quel momento la caldaia si accende?'],
      ['s', 'Ticket chiuso automaticamente per mancata risposta del cliente.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'TS-233', g: 'ts-temperatura-sbagliata', cat: 'guasto', s: 'temperatura segnata più alta',
    m: [
      ['c', 'Buongiorno, il termostato segna 21 gradi ma in casa ne sento molti meno, con il termometro ho 18. Così la caldaia si spegne troppo presto.'],
      ['a', 'Buongiorno, verifichi dove è montato: se è vicino a una fonte di calore (lampada, TV, sole diretto) legge una temperatura più alta. Se la posizione è buona, in Impostazioni → Sensore → Correzione temperatura imposti -3 °C per allinearlo al termometro.'],
      ['c', 'c era la lampada accanto. Spostata la lampada e messo anche -1 di correzione, adesso coincidono. grazie'],
    ],
    sol: ['correzione temperatura', 'fonte di calore'],
  },
  {
    id: 'TS-234', g: 'ts-temperatura-sbagliata', cat: 'guasto', s: 'sbaglia la temperatura',
    m: [
      ['c', 'buongiorno il termostato dice 22 ma fa freddo. E\' in corridoio sopra il termosifone'],
      ['a', 'Buongiorno, sopra il termosifone il termostato sente il calore del termosifone e non quello della stanza. La soluzione migliore è spostarlo su una parete lontana da fonti di calore; in alternativa può compensare da Impostazioni → Sensore → Correzione temperatura.'],
      ['c', 'ok grazie lo facciamo spostare'],
    ],
    sol: ['fonti di calore', 'correzione temperatura'],
  },
  {
    id: 'TS-235', g: 'ts-batterie-nearmiss', cat: 'guasto', s: 'la caldaia non parte, termostato spento',
    m: [
      ['c', 'Buongiorno, il termostato ha il display completamente nero e la caldaia non parte. Le pile sono alcaline nuove, messe ieri.'],
      ['a', 'Buongiorno, se con pile nuove il display resta nero, controlli il verso delle pile e i contatti: a volte la linguetta di plastica di protezione è ancora inserita o i contatti sono ossidati. Tolga le pile, pulisca i contatti con un panno asciutto e le rimetta rispettando il + e il -.'],
      ['c', 'c era ancora la linguetta di plastica sotto una pila. Tolta e si accende. Grazie'],
    ],
    sol: ['contatti', 'linguetta'],
  },
  {
    id: 'TS-236', g: 'ts-batterie-nearmiss', cat: 'guasto', s: 'display nero',
    m: [
      ['c', 'Salve display nero dopo aver cambiato le pile, ho messo pile nuove alcaline. Non si accende niente.'],
      ['a', 'Salve, verifichi che le pile siano inserite nel verso giusto (+ e - come disegnato nel vano) e che i contatti non siano ossidati: se serve li pulisca con un panno asciutto.'],
      ['c', 'una era al contrario. ok grazie'],
    ],
    sol: ['contatti', 'verso'],
  },
];
