// Seventh reference set, product "StampaUfficio 360" (office multifunction printers rented to
// companies: scan-to-mail, scan to a network folder, toner, paper jams, drivers, badges, meter
// readings). Written by hand, blind, on 2026-12-01 (evening): nothing under
// src/modules/distillation/ but eval-distill.command.ts and heldout-set.spec.ts was opened, nor
// src/lib/text/, nor any other set's tickets or sources (only the first 40 lines of
// corpus-heldout/source/fibra-casa.mjs and corpus-heldout/build.mjs, for the format). A tuning set:
// it is run once blind, then the rules may be tuned on it. Personal data invented (checksums valid).
// Voices: an office manager writing for 12 colleagues with a bullet list, an IT technician writing
// jargon with the device's log lines pasted, a Chinese-Italian shop owner with simple grammar,
// accounts offices, e-mail replies that quote the previous message with the new text at the
// bottom, forwarded subjects; agents very long and very short, two alternatives with the customer
// saying which one worked, internal notes; confirmations by "va", "a posto", "ok", "👍" or silence;
// failed first attempts ("uguale", "niente", "niente da fare", "stesso problema"); "niente" and
// "va bene" that are not what they look like.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'StampaUfficio 360';
export const start = '2026-04-06T07:30:00Z';

export const tickets = [
  {
    id: 'SU-2201', g: 'su-scan-mail-smtp', cat: 'configurazione', s: 'Scansione verso e-mail non funziona - ufficio amministrazione (12 persone)',
    m: [
      ['c', `Buongiorno,\nscrivo per conto dei 12 colleghi dell'ufficio amministrazione, secondo piano, multifunzione SU-C450 (matricola sull'etichetta: 3318-KX-0921).\nDa lunedì:\n- la scansione verso e-mail non arriva a nessuno di noi;\n- sul display, dopo "Invio in corso", compare "Errore invio: autenticazione SMTP non riuscita";\n- stampa e fotocopie funzionano normalmente;\n- venerdì il nostro fornitore informatico ci ha spostati sulla posta Microsoft 365.\nCi serve per le fatture passive, che scansioniamo tutte le mattine.\nGrazie,\nLaura Ferretti\nOffice manager - Baldini Ceramiche Srl\ncell. 333 618 4027`],
      ['a', `Buongiorno signora Ferretti, il messaggio dipende dal passaggio a Microsoft 365: la multifunzione usa ancora i parametri di invio della vecchia posta. Chi gestisce la vostra rete deve aggiornarli dalla pagina web della macchina (si apre scrivendo nel browser l'indirizzo che compare in Menu > Informazioni > Rete):\n1. Impostazioni di sistema > E-mail > Server SMTP: smtp.office365.com;\n2. porta 587, sicurezza STARTTLS;\n3. utente e password della casella da cui partono le scansioni; se la casella ha la verifica in due passaggi, al posto della password va una "password per le app".\nDopo aver salvato, faccia una scansione di prova verso il suo indirizzo.`],
      ['c', `Il nostro fornitore ha cambiato i parametri come indicato, ho fatto la prova con tre colleghi: a posto. Grazie`],
    ],
    pii: [['TELEFONO', '333 618 4027']],
    sol: ['porta 587'],
  },
  {
    id: 'SU-2202', g: 'su-inceppamento-cassetto', cat: 'guasto', s: 'carta incastrata',
    m: [
      ['c', `buongiorno. stampante noi negozio sempre carta incastrata, cassetto 2. display dice J-21. noi tolto carta, messo carta nuova, uguale. ogni giorno 5 6 volte. noi stampa tante bolle per clienti, molto problema. grazie. Chen`],
      ['a', `Buongiorno signor Chen, l'errore J-21 sul cassetto 2 quasi sempre vuol dire che le guide del cassetto non sono strette sulla carta. Faccia così:\n1. tiri fuori il cassetto 2;\n2. sposti le due guide laterali e il fermo in fondo finché toccano la risma, senza piegarla;\n3. non metta carta sopra la riga MAX;\n4. richiuda il cassetto fino in fondo.`],
      ['c', `guide erano larghe. adesso stretto. oggi niente incastrata. grazie grazie`],
    ],
    sol: ['guide'],
  },
  {
    id: 'SU-2203', g: 'su-mac-airprint', cat: 'configurazione', s: 'Mac: stampe ferme "In attesa" dopo aggiornamento',
    m: [
      ['c', `Buongiorno, dopo l'aggiornamento a macOS 15 dei nostri MacBook le stampe verso la multifunzione restano in coda con lo stato "In attesa" e non escono mai. Dai PC Windows stampiamo regolarmente.`],
      ['a', `Buongiorno, grazie della descrizione precisa, aiuta molto. Con gli ultimi aggiornamenti di macOS il vecchio driver della multifunzione che avevate installato (quello scaricato anni fa dal nostro portale) non è più compatibile: il Mac lo tiene in elenco e accetta le stampe, ma non riesce a convertirle nel formato della macchina e le lascia "In attesa". Il modo più semplice e duraturo è non usare più quel driver e collegare la stampante con AirPrint, che è già dentro macOS e che la multifunzione supporta. Su ciascun Mac:\n1. apra Impostazioni di Sistema > Stampanti e scanner;\n2. selezioni la multifunzione, prema "Rimuovi stampante" e confermi (le stampe in coda verranno annullate: vanno rilanciate dopo);\n3. prema "Aggiungi stampante, scanner o fax…", aspetti che la multifunzione compaia nell'elenco e la selezioni;\n4. alla voce "Usa" scelga "AirPrint" (non il nome del modello) e prema Aggiungi;\n5. stampi una pagina di prova.\nCon AirPrint si possono comunque scegliere fronte/retro, cassetto e pinzatura dal menu di stampa, alla voce "Opzioni stampante". Se invece vi serve il codice reparto, che AirPrint non gestisce, ci riscriva e le mando il driver nuovo con le istruzioni. Di solito servono due minuti per Mac.\nBuon lavoro,\nDavide - Supporto tecnico StampaUfficio 360`],
      ['c', `Fatto su tutti e quattro i Mac con AirPrint, stampano. Grazie mille per la spiegazione`],
    ],
    sol: ['airprint'],
  },
  {
    id: 'SU-2204', g: 'su-oneoff-password-admin', cat: 'accesso', s: 'password amministratore multifunzione', f: ['oneoff'],
    m: [
      ['c', `Salve, il collega che gestiva la stampante se n'è andato e nessuno conosce la password di amministratore della pagina web della macchina. Dobbiamo aggiungere due indirizzi in rubrica. Matricola 4410-KX-1187.`],
      ['a', `Buongiorno, la macchina è collegata al nostro servizio remoto e da qui ho potuto reimpostare la password di amministratore: ora è quella indicata nel vostro contratto di noleggio (pagina 2, "Credenziali di servizio"). Le consiglio di cambiarla al primo accesso.`],
      ['c', `entrati, grazie`],
    ],
  },
  {
    id: 'SU-2205', g: 'su-toner-sigillo', cat: 'guasto', s: 'toner nuovo non riconosciuto',
    m: [
      ['c', `abbiamo messo il toner nero nuovo arrivato ieri ma la stampante continua a dire "Sostituire la cartuccia toner K" e non stampa.`],
      ['a', `Buongiorno, sui toner nuovi c'è un sigillo arancione di protezione sul lato della cartuccia, vicino al chip: se resta attaccato la macchina non legge la cartuccia. Tolga la cartuccia, strappi il sigillo tirando la linguetta fino in fondo, la agiti 5-6 volte e la rimetta.`],
      ['c', `c'era ancora il sigillo. stampa, grazie`],
    ],
    sol: ['sigillo'],
  },
  {
    id: 'SU-2206', g: 'su-inceppamento-fronteretro', cat: 'guasto', s: 'inceppamento solo fronte retro',
    m: [
      ['c', `Buongiorno, la multifunzione del secondo piano si inceppa solo quando stampiamo fronte/retro: errore J-45. In solo fronte va bene. La carta l'abbiamo cambiata, è quella solita.`],
      ['a', `Buongiorno, il J-45 è un inceppamento nell'unità fronte-retro, non nei cassetti, e di solito vuol dire che lo sportello di quell'unità non è chiuso del tutto. Sul lato destro della macchina apra lo sportello dell'unità fronte-retro, controlli che non ci siano pezzetti di carta, poi lo richiuda spingendo bene fino allo scatto.`],
      ['c', `era chiuso male, si sentiva che non scattava. ora fronte retro ok`],
    ],
    sol: ['fronte-retro', 'scatto'],
  },
  {
    id: 'SU-2207', g: 'su-scan-mail-smtp', cat: 'configurazione', s: 'scanner non manda più email',
    m: [
      ['c', `Buongiorno la fotocopiatrice non manda più le scansioni per email, dice errore invio. Abbiamo cambiato la password della casella di posta settimana scorsa, non so se c entra`],
      ['a', `Buongiorno, provi a spegnere la multifunzione dal tasto principale, attendere un minuto e riaccenderla.`],
      ['c', `uguale, errore invio`],
      ['a', `Grazie. Allora sono i parametri di posta salvati nella macchina: dalla pagina web della multifunzione, in Impostazioni di sistema > E-mail, inserisca la nuova password della casella, controlli che il server sia impostato sulla porta 587 con STARTTLS e salvi. Se non sa come entrare nella pagina web mi dica e la guido.`],
      ['c', `c'era ancora la vecchia password e la porta 25. cambiato tutto, va. ok grazie`],
    ],
    sol: ['porta 587'], fail: ['spegnere la multifunzione'],
  },
  {
    id: 'SU-2208', g: 'su-visita-sc542', cat: 'guasto', s: 'rumore forte e stampa bloccata', f: ['unresolved'],
    m: [
      ['c', `Buongiorno, la multifunzione fa un rumore forte, tipo una grattata, quando parte la stampa e poi si ferma con "Chiamare l'assistenza, codice SC-542". L'abbiamo già spenta e riaccesa.`],
      ['a', `Buongiorno, il codice SC-542 richiede l'intervento di un tecnico. Abbiamo fissato la visita per giovedì mattina fra le 9 e le 13; il tecnico la chiamerà mezz'ora prima di arrivare.`],
      ['c', `va bene, giovedì c'è qualcuno`],
      ['s', `Ticket chiuso automaticamente: intervento pianificato.`],
    ],
  },
  {
    id: 'SU-2209', g: 'su-scan-smb', cat: 'configurazione', s: 'Scan to folder KO dopo update Windows',
    m: [
      ['c', `Ciao, da martedì la scansione su cartella di rete (\\\\srv-file01\\scansioni) dà "Errore di connessione alla destinazione". Il server è un Windows Server 2022 e ieri sera ha installato gli aggiornamenti. Share e permessi non li abbiamo toccati, dai PC la cartella si apre.`],
      ['a', `Ciao, con gli ultimi aggiornamenti Windows Server rifiuta le connessioni SMB 1, che è il protocollo con cui la multifunzione si collega di default. Entra nella pagina web della macchina, Impostazioni di rete > SMB, abilita "SMB 2/3" e disabilita SMB 1, salva e riavvia la macchina.`],
      ['c', `abilitato SMB 2/3, riavviata, le scansioni arrivano nella cartella. grazie`],
    ],
    sol: ['smb 2/3'],
  },
  {
    id: 'SU-2210', g: 'su-inceppamento-cassetto', cat: 'guasto', s: 'Inceppamento continuo cassetto 2',
    m: [
      ['c', `Salve, da quando abbiamo caricato la carta nuova nel cassetto 2 la macchina si blocca di continuo con inceppamento J-21.`],
      ['a', `Buongiorno, apra lo sportello laterale sinistro e tolga con delicatezza il foglio inceppato, tirandolo nel verso della carta.`],
      ['c', `tolto. niente, dopo tre fogli di nuovo J-21`],
      ['a', `Grazie della prova. Allora il problema è nel cassetto: lo tiri fuori e sposti le guide laterali e quella in fondo finché toccano la risma; con la carta nuova spesso restano più larghe del formato. Poi richiuda il cassetto fino in fondo.`],
      ['c', `va`],
    ],
    sol: ['guide'], fail: ['foglio inceppato'],
  },
  {
    id: 'SU-2211', g: 'su-concessione-eccedenza', cat: 'fatturazione', s: 'Fattura trimestrale: eccedenza copie contestata', f: ['concession'],
    m: [
      ['c', `Buongiorno,\nnella fattura del primo trimestre ci sono 186 euro di eccedenza copie a colori. Il superamento è dovuto a una stampa di cataloghi mandata per errore a colori da un tirocinante (1.800 pagine in un pomeriggio). Chiediamo se è possibile uno storno; in caso di rimborso il nostro IBAN è IT13K0200811770000104875213.\nAmministrazione - Studio Tecnico Rinaldi`],
      ['a', `Buongiorno, l'eccedenza è stata calcolata correttamente dai contatori, ma trattandosi di un errore isolato e del vostro primo superamento in tre anni, in via eccezionale abbiamo deciso di stornarla: riceverete una nota di credito di 186 euro e il rimborso sull'IBAN indicato entro 30 giorni. Per il futuro le consiglio di impostare il bianco e nero come predefinito sui PC.`],
      ['c', `Grazie, molto gentili.`],
    ],
    pii: [['IBAN', 'IT13K0200811770000104875213']],
  },
  {
    id: 'SU-2212', g: 'su-mac-airprint', cat: 'configurazione', s: 'non stampa dal Mac',
    m: [
      ['c', `ciao, da ieri dal mio Mac non esce niente, le stampe restano in coda "in attesa". ho aggiornato il sistema la settimana scorsa`],
      ['a', `Ciao, due possibilità:\n1) rimuovi la stampante da Impostazioni di Sistema > Stampanti e scanner e aggiungila di nuovo scegliendo "AirPrint" alla voce "Usa";\n2) scarica dal portale StampaUfficio 360 il driver aggiornato per macOS 15 e reinstallalo.\nLa prima è più veloce. Fammi sapere quale ha funzionato.`],
      ['c', `la 1, con airprint stampa. il driver non l ho neanche scaricato`],
    ],
    sol: ['airprint'],
  },
  {
    id: 'SU-2213', g: 'su-stampe-chiare', cat: 'guasto', s: 'stampe sbiadite dopo toner nuovo',
    m: [
      ['c', `Buongiorno, abbiamo sostituito il toner nero, la macchina lo riconosce ma le stampe escono chiarissime, sembrano grigie. Il toner è originale, arrivato da voi.`],
      ['a', `Buongiorno, se il toner è riconosciuto ma le stampe sono chiare, controlli che non sia attivo il risparmio toner: sul pannello della macchina vada in Impostazioni > Qualità di stampa > "Risparmio toner" e lo metta su No. Se stampate dai PC, la stessa voce c'è nelle preferenze del driver, scheda Qualità.`],
      ['c', `era attivo nel driver del pc della reception, forse dall'ultimo aggiornamento. tolto, stampe nere. grazie`],
    ],
    sol: ['risparmio toner'],
  },
  {
    id: 'SU-2214', g: 'su-oneoff-contatore', cat: 'fatturazione', s: 'Lettura contatore errata in fattura', f: ['oneoff'],
    m: [
      ['c', `Buongiorno,\nnella fattura n. 2026/0412 la lettura del contatore bianco/nero è di 412.880 copie, ma sul display della macchina oggi leggiamo 41.288: sembra che sia stato aggiunto uno zero. Vi chiedo di correggere.\nCordiali saluti\nPaolo Gatti\nContabilità - Gatti & Figli Srl, P.IVA 04738110164`],
      ['a', `Buongiorno signor Gatti, ha ragione: nella lettura trasmessa c'era un errore di battitura. Ho corretto io la lettura nel nostro sistema a 41.288 copie e ho fatto riemettere la fattura: la nuova le arriva per PEC nei prossimi giorni e quella vecchia è annullata.`],
      ['c', `Ricevuta, grazie.`],
    ],
    pii: [['PIVA', '04738110164']],
  },
  {
    id: 'SU-2215', g: 'su-scan-mail-smtp', cat: 'configurazione', s: 'R: R: scansione su email',
    m: [
      ['c', `Buongiorno, la scansione su e-mail non funziona più: "Autenticazione SMTP non riuscita". Il nostro tecnico dice che dal primo aprile siamo passati a Microsoft 365.`],
      ['a', `Buongiorno, serve aggiornare l'invio e-mail nella pagina web della multifunzione: server smtp.office365.com, porta 587, sicurezza STARTTLS e, come credenziali, la casella da cui partono le scansioni (se ha la verifica in due passaggi, una password per le app). Il vostro tecnico lo fa in cinque minuti.`],
      ['c', `Il giorno ven 17 apr 2026 alle 12:02 Supporto StampaUfficio 360 <supporto@stampaufficio360.it> ha scritto:\n> Buongiorno, serve aggiornare l'invio e-mail nella pagina web della multifunzione: server smtp.office365.com, porta 587, sicurezza STARTTLS e, come credenziali, la casella da cui partono le scansioni (se ha la verifica in due passaggi, una password per le app).\n> Il vostro tecnico lo fa in cinque minuti.\n\nIl tecnico ha messo la porta 587 e la password per le app, adesso le scansioni arrivano. Grazie.\nMarta`],
    ],
    sol: ['porta 587'],
  },
  {
    id: 'SU-2216', g: 'su-riga-adf', cat: 'guasto', s: 'righe nere sulle fotocopie', f: ['unresolved'],
    m: [
      ['c', `Buongiorno, tutte le fotocopie fatte dall'alimentatore automatico escono con una riga nera verticale, sempre nello stesso punto. Dal vetro invece vengono pulite.`],
      ['a', `Buongiorno, quando la riga compare solo con l'alimentatore di solito è sporca la striscia di vetro stretta a sinistra del piano, quella su cui scorrono i fogli. La pulisca con un panno morbido appena inumidito e la asciughi bene.`],
      ['c', `pulita. uguale`],
      ['a', `Grazie. Può mandarci una foto di una copia con la riga e la matricola della macchina? Così valutiamo se mandare il tecnico.`],
      ['s', `Ticket chiuso automaticamente per mancata risposta del cliente.`],
    ],
  },
  {
    id: 'SU-2217', g: 'su-toner-sigillo', cat: 'guasto', s: 'Cartuccia toner non riconosciuta',
    m: [
      ['c', `Buongiorno, dopo aver messo il toner ciano nuovo il display dice "Cartuccia non riconosciuta". Abbiamo provato a toglierla e rimetterla due volte. Le altre tre cartucce vanno.`],
      ['a', `Buongiorno, controlli che dalla cartuccia nuova sia stato tolto il sigillo arancione vicino al chip: va strappato tutto, tirando la linguetta. Poi agiti la cartuccia e la reinserisca fino allo scatto.`],
      ['c', `Il sigillo era stato tolto a metà, si era strappato. Tolto il pezzo rimasto, ora la riconosce.`],
    ],
    sol: ['sigillo'],
  },
  {
    id: 'SU-2218', g: 'su-scan-smb', cat: 'configurazione', s: 'scansione in cartella non funziona',
    m: [
      ['c', `Salve, la scansione nella cartella condivisa "Scansioni" non funziona più da quando il nostro server si è aggiornato. La stampante dice impossibile connettersi al server.`],
      ['a', `Buongiorno, verifichi per favore che la password dell'utente usato dalla multifunzione per la cartella non sia scaduta.`],
      ['c', `la password è giusta, abbiamo fatto login con quell utente da un pc. niente da fare`],
      ['a', `Grazie. Allora è il protocollo: il server aggiornato non accetta più SMB 1. Nella pagina web della multifunzione, Impostazioni di rete > SMB, attivi "SMB 2/3", disattivi SMB 1 e riavvii la macchina.`],
      ['c', `ok adesso funziona`],
    ],
    sol: ['smb 2/3'], fail: ["password dell'utente"],
  },
  {
    id: 'SU-2219', g: 'su-badge-registrazione', cat: 'accesso', s: 'badge nuovo non funziona sulla stampante',
    m: [
      ['c', `Buongiorno, sono stata assunta da poco e mi hanno dato il badge, ma quando lo appoggio sul lettore della multifunzione per ritirare le stampe dice "Scheda non registrata".`],
      ['a', `Buongiorno e benvenuta. Il badge va associato al suo utente la prima volta: lo appoggi sul lettore, quando compare "Scheda non registrata" tocchi "Registra scheda", inserisca il suo nome utente e la password del PC e confermi. Dalla volta dopo basta appoggiarlo.`],
      ['c', `fatto, mi escono le stampe. grazie!`],
    ],
    sol: ['registra scheda'],
  },
  {
    id: 'SU-2220', g: 'su-inceppamento-cassetto', cat: 'guasto', s: 'fogli accartocciati cassetto 2',
    m: [
      ['c', `buongiorno, dal cassetto 2 i fogli escono accartocciati e poi si ferma con inceppamento. solo dal cassetto 2, il cassetto 1 va`],
      ['a', `Buongiorno, due cose da provare:\n1) stringere le guide del cassetto 2 contro la risma (le laterali e quella in fondo);\n2) se non basta, girare la risma e usare carta di un pacco appena aperto, perché la carta umida si arriccia.\nMi dica poi cosa ha risolto.`],
      ['c', `è bastata la prima, le guide erano lontane di un dito`],
    ],
    sol: ['guide'],
  },
  {
    id: 'SU-2221', g: 'su-concessione-uscita', cat: 'guasto', s: 'addebito intervento tecnico', f: ['concession'],
    m: [
      ['c', `Buongiorno, il tecnico è venuto la settimana scorsa e ha trovato una graffetta nel fusore. Ora ci arriva un preventivo di 90 euro per l'uscita, perché "danno causato dal cliente". Siamo clienti dal 2019, non si può venire incontro?`],
      ['a', `Buongiorno, il contratto prevede che gli interventi per corpi estranei siano a carico del cliente, ma tenendo conto della lunga collaborazione l'uscita del tecnico questa volta non vi verrà addebitata: il preventivo è annullato.`],
      ['c', `grazie, apprezziamo`],
    ],
  },
  {
    id: 'SU-2222', g: 'su-mac-airprint', cat: 'configurazione', s: 'Stampa da macOS bloccata',
    m: [
      ['c', `Salve, dopo l'aggiornamento del Mac le stampe restano in attesa e non partono.`],
      ['a', `Buongiorno, provi a reimpostare il sistema di stampa: in Impostazioni di Sistema > Stampanti e scanner faccia clic con il tasto destro nell'elenco, scelga "Reimposta sistema di stampa", poi aggiunga di nuovo la stampante.`],
      ['c', `fatto, l ho riaggiunta ma stesso problema, in attesa`],
      ['a', `Grazie. Quando l'ha riaggiunta, alla voce "Usa" aveva scelto il driver con il nome del modello? Lo rifaccia scegliendo "AirPrint": il vecchio driver non funziona con l'ultima versione di macOS.`],
      ['c', `ok`],
    ],
    sol: ['airprint'], fail: ['reimposta sistema di stampa'],
  },
  {
    id: 'SU-2223', g: 'su-errore-fusore', cat: 'guasto', s: 'Errore C-3400', f: ['unresolved'],
    m: [
      ['c', `Buongiorno, la macchina si blocca con "Errore C-3400 - unità fusore" subito dopo l'accensione. L'abbiamo spenta e riaccesa più volte come dice il manuale.`],
      ['a', `Buongiorno, il C-3400 riguarda il fusore e non si risolve da remoto. Ho passato la segnalazione al secondo livello tecnico con la matricola e la descrizione: la ricontatteremo per organizzare l'intervento.`],
      ['n', `Inoltrato al 2° livello, coda interventi zona Nord.`],
      ['s', `Ticket chiuso per inattività.`],
    ],
  },
  {
    id: 'SU-2224', g: 'su-oneoff-sede', cat: 'commerciale', s: 'toner consegnato alla sede sbagliata', f: ['oneoff'],
    m: [
      ['c', `Buongiorno, i toner della multifunzione della nostra sede di Brescia arrivano sempre alla sede di Verona, e ogni volta dobbiamo rispedirli noi. Matricola della macchina di Brescia: 5521-KX-3340.`],
      ['a', `Buongiorno, nel nostro anagrafico quella matricola risultava per errore sotto l'indirizzo di Verona. Adesso la macchina è registrata sulla sede di Brescia: dal prossimo riordino automatico il toner arriverà lì.`],
      ['c', `perfetto`],
    ],
  },
  {
    id: 'SU-2225', g: 'su-scan-mail-smtp', cat: 'configurazione', s: 'Scan2mail: 535 5.7.139 dopo migrazione M365', f: ['conflict'],
    m: [
      ['c', `Ciao,\nsistemista esterno di Zanetti Meccanica. MFP SU-C450 (fw 3.12), scan to mail verso M365 KO da ieri. Config già a posto: smtp.office365.com:587, STARTTLS, auth con la casella scanner.zanetti@zanettimeccanica.it, niente MFA. Dal log della macchina:\n\n2026-04-24 08:14:02 SMTP connect smtp.office365.com:587 OK\n2026-04-24 08:14:02 STARTTLS OK (TLS1.2)\n2026-04-24 08:14:03 AUTH LOGIN -> 535 5.7.139 Authentication unsuccessful, SmtpClientAuthentication is disabled for the Tenant.\n2026-04-24 08:14:03 JOB 3387 send failed (0x80040217)\n\nLa MFP esce su internet dal nostro IP pubblico 93.41.207.118, nessun blocco sul firewall. Idee?`],
      ['a', `Ciao, il log è chiaro: i parametri della macchina sono giusti, è il tenant Microsoft 365 che ha l'autenticazione SMTP disattivata (è il default sui tenant nuovi). Nell'interfaccia di amministrazione di Microsoft 365 vai su Utenti attivi > casella dello scanner > Posta > Gestisci app di posta, attiva "SMTP autenticato" e salva. Può servire fino a un'ora perché la modifica si propaghi.`],
      ['c', `attivato SMTP AUTH sulla casella, dopo 20 min job ok. thx`],
    ],
    pii: [['EMAIL', 'scanner.zanetti@zanettimeccanica.it'], ['IP', '93.41.207.118']],
    sol: ['smtp autenticato'],
  },
  {
    id: 'SU-2226', g: 'su-toner-sigillo', cat: 'guasto', s: 'Sostituito toner ma il messaggio rimane',
    m: [
      ['c', `Buongiorno, il display continua a chiedere di sostituire il toner giallo anche se l'abbiamo appena cambiato con quello nuovo.`],
      ['a', `Buongiorno, quasi sempre è rimasto il sigillo arancione di protezione sulla cartuccia nuova: la estragga, tolga il sigillo tirando la linguetta fino in fondo e la reinserisca.`],
    ],
    sol: ['sigillo'],
  },
  {
    id: 'SU-2227', g: 'su-scan-smb', cat: 'configurazione', s: 'RE: Scansione su cartella',
    m: [
      ['c', `Buongiorno, dalla settimana scorsa le scansioni verso la cartella di rete non arrivano più, la macchina mostra "Invio non riuscito - SMB". Sul server è stato fatto un aggiornamento di Windows.`],
      ['a', `Buongiorno, dopo quell'aggiornamento il server accetta solo SMB 2 e 3. Dalla pagina web della multifunzione, in Impostazioni di rete > SMB, attivi "SMB 2/3" e riavvii la macchina.`],
      ['c', `Il giorno lun 27 apr 2026 alle ore 00:44 Supporto StampaUfficio 360 ha scritto:\n> Buongiorno, dopo quell'aggiornamento il server accetta solo SMB 2 e 3. Dalla pagina web della multifunzione, in Impostazioni di rete > SMB, attivi "SMB 2/3" e riavvii la macchina.\n\nfatto, tutto ok grazie`],
    ],
    sol: ['smb 2/3'],
  },
  {
    id: 'SU-2228', g: 'su-inceppamento-cassetto', cat: 'guasto', s: 'J-21',
    m: [
      ['c', `j-21 cassetto 2 tutte le mattine`],
      ['a', `Buongiorno, stringa le guide del cassetto 2 contro la carta (le due laterali e quella in fondo) e non superi la riga MAX: il J-21 viene quasi sempre da lì.`],
    ],
    sol: ['guide'],
  },
  {
    id: 'SU-2229', g: 'su-mac-airprint', cat: 'configurazione', s: 'I: stampante Mac collega',
    m: [
      ['c', `Ciao, il nuovo MacBook della collega non stampa sulla multifunzione: la stampa va in coda "In attesa" e lì resta. Abbiamo installato il driver che c'era sul vecchio Mac.`],
      ['a', `Ciao, quel driver non va con macOS 15. Rimuovi la stampante dal Mac e aggiungila di nuovo scegliendo "AirPrint" alla voce "Usa": con AirPrint stampa senza driver.`],
      ['c', `Il giorno 28/04/2026 13:52, Supporto StampaUfficio 360 ha scritto:\n> Ciao, quel driver non va con macOS 15. Rimuovi la stampante dal Mac e aggiungila di nuovo scegliendo "AirPrint" alla voce "Usa"\n\nfunziona 👍`],
    ],
    sol: ['airprint'],
  },
  {
    id: 'SU-2230', g: 'su-fax-linea', cat: 'configurazione', s: 'fax non parte', f: ['unresolved'],
    m: [
      ['c', `Buongiorno, dobbiamo mandare un fax a un ente e la multifunzione dice "Linea non disponibile". La linea telefonica è quella di sempre.`],
      ['a', `Buongiorno, controlli che il cavo telefonico sia collegato alla presa LINE (non TEL) sul retro della macchina e che sul pannello, in Fax > Impostazioni linea, il tipo di linea sia "Toni".`],
      ['c', `tutto come dice. sempre linea non disponibile`],
      ['a', `Grazie. Può verificare con il suo operatore che la linea sia analogica? Con la fibra il fax va spesso collegato alla porta telefonica del modem.`],
      ['c', `lasciamo stare, il fax lo mandiamo via PEC come ci ha detto l'ente. chiudete pure`],
    ],
  },
];
