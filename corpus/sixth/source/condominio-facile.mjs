// Sixth reference set, product "Condominio Facile" (condominium management app: rate, verbali, pagoPA
// notices, administrators' panel). Written blind on 2026-12-01 (evening): the distiller's rules, lexicons,
// cues, grouping and src/lib/text/ were not opened, nor any other set's tickets; only the format (the
// first lines of corpus-heldout/source/fibra-casa.mjs and corpus-heldout/build.mjs) was read.
// Voices: a message dictated by voice (no punctuation, "punto" spoken, o/ho, anno/hanno), an administrator's
// studio writing on letterhead with protocol numbers, a secretary, a son writing for an old father, a
// forwarded message from a wife, the whole problem in the subject and "vedi oggetto" in the body, quoted
// e-mail history; agents with macro templates, numbered steps, two-message instructions, signatures and
// disclaimers; failed first attempts ("non è cambiato nulla", "idem come prima", "niente da fare", "sempre
// lo stesso errore"); confirmations by "perfetto", "👍", "ok", "risolto" or silence. Personal data invented
// (checksums valid). Never used for tuning: report its figures, never add its words to a lexicon.
// t.m: [who, body] with who = c customer, a agent public, n agent internal, x internal_confidential, s system.
// t.f: concession | oneoff | unresolved | conflict. t.sol / t.fail: keywords of the fix that worked / the failed attempt.
export const product = 'Condominio Facile';
export const start = '2026-10-05T07:40:00Z';

export const tickets = [
  {
    id: 'CO-1101', g: 'co-rata-bonifico', cat: 'fatturazione', s: 'rata pagata ma risulta da pagare',
    m: [
      ['c', `buongiorno o pagato la rata di settembre con il bonifico dalla mia banca il giorno 2 virgola ma nella app di condominio facile mi risulta ancora da pagare con il pallino rosso punto mia moglie dice che anno mandato anche un sollecito ma io lo pagata ce la ricevuta della banca punto come faccio a far vedere che e pagata grazie\n\nInviato dal mio telefono con la dettatura vocale`],
      ['a', `Buongiorno, i pagamenti fatti con bonifico non passano da noi: l'app li vede solo quando l'amministratore registra l'estratto conto del condominio, e possono volerci settimane. Per farlo sapere subito all'amministratore apra Rate, tocchi la rata di settembre e scelga "Segnala pagamento", poi alleghi la contabile del bonifico (il PDF o una foto della ricevuta della banca). La rata diventa gialla, "In verifica", e i solleciti si fermano.\n\nSara – Assistenza Condominio Facile`],
      ['c', `fatto adesso e gialla con scritto in verifica grazie mille`],
    ],
    sol: ['segnala pagamento', 'contabile'],
  },
  {
    id: 'CO-1102', g: 'co-accesso-nuovo-pc', cat: 'accesso', s: 'Prot. 2026/0412 – Impossibilità di accesso al pannello amministratore',
    m: [
      ['c', `STUDIO AMMINISTRAZIONI CONDOMINIALI\nDott. Alberto Mancini – Amministratore condominiale\nTel. 0541 782390\n\nProt. n. 2026/0412\nRif.: Condominio "Residenza I Platani" e altri 14 stabili in gestione\n\nSpett.le Assistenza,\ncon la presente si segnala che da questa mattina, a seguito della sostituzione del personal computer in dotazione alla segreteria dello Studio, non è più possibile accedere al pannello amministratore: inserite le credenziali, il sistema visualizza il messaggio "Accesso da nuovo dispositivo: in attesa di approvazione" e non consente di proseguire.\nConsiderato che in data odierna deve essere inviata la convocazione dell'assemblea straordinaria, si chiede cortese riscontro con urgenza.\n\nDistinti saluti.\nDott. Alberto Mancini`],
      ['a', `Gentile Dott. Mancini,\nper sicurezza ogni accesso al pannello amministratore da un computer mai usato prima va confermato. Al primo tentativo il sistema invia all'indirizzo e-mail dello Studio il messaggio "Conferma nuovo accesso" con un pulsante valido 15 minuti: lo apra da qualsiasi dispositivo e prema "Confermo", e il nuovo PC entra normalmente. Se il messaggio non è in posta in arrivo, controlli la cartella spam o la quarantena del vostro provider; se il link è scaduto basta ripetere l'accesso e ne arriva uno nuovo.\n\nCordiali saluti,\nDavide Longo\nAssistenza Condominio Facile`],
      ['c', `Prot. n. 2026/0413\n\nSpett.le Assistenza,\nsi comunica che, reperita la comunicazione nella cartella della posta indesiderata e confermato l'accesso, il pannello risulta nuovamente operativo. Si ringrazia per la sollecitudine.\n\nDistinti saluti.\nDott. Alberto Mancini`],
    ],
    pii: [['TELEFONO', '0541 782390']],
    sol: ['conferma nuovo accesso', 'spam'],
  },
  {
    id: 'CO-1103', g: 'co-verbale-filtro', cat: 'configurazione', s: 'verbale assemblea',
    m: [
      ['c', `Buongiorno, l'amministratore dice che ha caricato il verbale dell'assemblea di giugno ma io in Documenti non lo trovo, vedo solo il regolamento e il preventivo. Uso l'app su Android.`],
      ['a', `Buongiorno, in Documenti l'app mostra di base solo i file dell'esercizio in corso, e il verbale di giugno è archiviato con l'esercizio 2025/2026 a cui si riferisce. In alto nella schermata Documenti tocchi il filtro "Esercizio" e scelga "Tutti gli esercizi": il verbale compare nella cartella Assemblee.`],
      ['c', `perfetto trovato`],
    ],
    sol: ['tutti gli esercizi'],
  },
  {
    id: 'CO-1104', g: 'co-oneoff-interno-sbagliato', cat: 'accesso', s: 'vedo le spese di un altro appartamento',
    f: ['oneoff'],
    m: [
      ['c', `Salve, mi sono registrato ieri con il codice che mi ha dato l'amministratore, ma nell'app come mia unità vedo l'interno 5 della scala B, mentre io sono all'interno 7. Le rate che vedo non sono le mie (sono più alte!). Se vi serve per verificare, il mio codice fiscale è GRCSTF79C22A662I.\nStefano Greco`],
      ['a', `Buongiorno, grazie della segnalazione. Verifico con l'anagrafica che ci ha trasmesso lo studio dell'amministratore e le scrivo.`],
      ['n', `Invito generato sull'interno 5 invece che sul 7 (errore nel file caricato dallo studio). Spostata l'utenza a mano, avvisato lo studio.`],
      ['a', `Ho controllato: il codice d'invito era stato abbinato per errore all'interno 5. Ho spostato io la sua utenza sull'interno 7 della scala B e ho avvisato lo studio. Chiuda e riapra l'app: ora vede le sue rate.`],
      ['c', `adesso vedo interno 7, grazie`],
    ],
    pii: [['CF', 'GRCSTF79C22A662I']],
  },
  {
    id: 'CO-1105', g: 'co-avviso-scaduto', cat: 'fatturazione', s: 'Avviso pagoPA della rata scaduta il 1° ottobre: il tabaccaio dice "avviso scaduto, non pagabile" e non me lo prende',
    m: [
      ['c', `vedi oggetto`],
      ['a', `Buongiorno, quando la scadenza della rata è passata l'avviso pagoPA originale viene annullato e non si può più pagare, né dal tabaccaio né in banca. Nell'app apra Rate, tocchi la rata e poi "Aggiorna avviso": viene creato un nuovo codice avviso con il QR aggiornato (l'importo può comprendere gli interessi decisi dal condominio). Può mostrare il nuovo QR dal telefono al tabaccaio o stamparlo.`],
      ['c', `👍`],
    ],
    sol: ['aggiorna avviso'],
  },
  {
    id: 'CO-1106', g: 'co-rata-bonifico', cat: 'fatturazione', s: 'Re: Sollecito rata condominiale',
    m: [
      ['c', `Buonasera, vi scrivo perché ho ricevuto il sollecito qui sotto, ma la rata di luglio l'ho pagata il 28 giugno con bonifico dal mio conto IT22 F030 6911 2040 0000 7281 934. Nell'app è ancora "da pagare".\nLucia Ferri\n\nIl giorno lun 5 ott 2026 alle 09:12 Condominio Facile - Avvisi ha scritto:\n> Gentile condomino,\n> risulta non pagata la rata n. 3 (scadenza 30/06/2026) del Condominio Via dei Mille 18.\n> La invitiamo a regolarizzare la sua posizione.\n> Questo messaggio è generato automaticamente, non rispondere.`],
      ['a', `Buonasera, i bonifici vengono registrati quando l'amministratore importa l'estratto conto del condominio, di solito entro qualche giorno: attenda ancora un po' e vedrà la rata aggiornata.`],
      ['c', `Sono passate due settimane e non è cambiato nulla, e oggi è arrivato il secondo sollecito.`],
      ['a', `Mi scusi, allora non aspetti oltre: apra Rate nell'app, tocchi la rata di luglio, scelga "Segnala pagamento" e alleghi la contabile del bonifico. La rata passa "In verifica", l'amministratore riceve la ricevuta direttamente e i solleciti automatici si fermano finché non l'ha controllata.`],
      ['c', `Fatto, ora risulta in verifica. Grazie`],
    ],
    pii: [['IBAN', 'IT22 F030 6911 2040 0000 7281 934']],
    sol: ['segnala pagamento', 'contabile'], fail: ['qualche giorno'],
  },
  {
    id: 'CO-1107', g: 'co-concession-commissione', cat: 'fatturazione', s: 'pagato due volte',
    f: ['concession'],
    m: [
      ['c', `Buongiorno, ho pagato la rata di ottobre dall'app con la carta e, siccome la schermata si era bloccata, ho premuto di nuovo "Paga": adesso ho due addebiti sulla carta 4539 1488 0343 6467, ognuno con la sua commissione di 1,50 €. L'amministratore mi ha detto che la seconda rata me la tiene come acconto per la prossima, ma la commissione chi me la ridà?`],
      ['a', `Buongiorno, il doppio pagamento risulta a nostro sistema e l'amministratore lo ha già registrato come acconto. Le commissioni del circuito di pagamento, secondo le condizioni, non sono rimborsabili; in questo caso però, come gesto di cortesia, le riaccreditiamo la commissione del secondo pagamento sulla stessa carta, entro 5 giorni lavorativi. La prossima volta, se la schermata si blocca, controlli in Rate lo stato della rata prima di ripetere il pagamento.\n\nP.S. Non serve scriverci il numero intero della carta: per sicurezza lo abbiamo oscurato nel nostro sistema.`],
      ['c', `grazie, gentili`],
    ],
    pii: [['CARTA', '4539 1488 0343 6467']],
  },
  {
    id: 'CO-1108', g: 'co-verbale-p7m', cat: 'configurazione', s: 'non si apre il verbale',
    m: [
      ['c', `Ho scaricato il verbale dell'ultima assemblea ma il telefono dice "Impossibile aprire il file" e il file si chiama verbale_assemblea_2026.pdf.p7m. Cosa devo installare?`],
      ['a', `Buongiorno, non deve installare nulla. Il verbale è firmato digitalmente dall'amministratore e il .p7m è la "busta" della firma, che il telefono non sa aprire. Per leggerlo:\n1. apra Documenti e tocchi i tre puntini accanto al verbale;\n2. scelga "Scarica copia leggibile";\n3. si apre il PDF normale, con in fondo l'indicazione della firma.\nIl file .p7m serve solo se qualcuno le chiede l'originale firmato.\n\nElena – Condominio Facile`],
      ['c', `ok grazie adesso lo leggo`],
    ],
    sol: ['copia leggibile'],
  },
  {
    id: 'CO-1109', g: 'co-unresolved-bilancio-tablet', cat: 'guasto', s: 'app si chiude su bilancio',
    f: ['unresolved'],
    m: [
      ['c', `Ciao, sul mio tablet (un Samsung di qualche anno fa) quando apro la sezione Bilancio l'app si chiude da sola. Le altre sezioni vanno. Sul telefono di mio figlio invece si apre.`],
      ['a', `Buongiorno, può provare ad aggiornare l'app dallo store e a riavviare il tablet?`],
      ['c', `aggiornata e riavviato, sempre uguale si chiude appena tocco bilancio`],
      ['a', `Grazie della prova. Ho passato la segnalazione, con il modello del tablet, al nostro team tecnico, che sta verificando. La ricontatteremo appena avremo novità.`],
      ['c', `ok attendo`],
    ],
  },
  {
    id: 'CO-1110', g: 'co-accesso-nuovo-pc', cat: 'accesso', s: 'accesso pannello bloccato',
    m: [
      ['c', `Buongiorno, sono la segretaria dello studio Galli. Abbiamo cambiato computer e ora il pannello dice "in attesa di approvazione" e resta lì. Ho già provato a cancellare cronologia e cookie come dice il vostro sito.`],
      ['a', `Buongiorno, provi anche ad aprire il pannello con un altro browser (Chrome o Firefox) in una finestra in incognito.`],
      ['c', `idem come prima, sempre in attesa di approvazione`],
      ['a', `Allora il browser non c'entra: il sistema aspetta la conferma del nuovo computer. A ogni tentativo parte una mail "Conferma nuovo accesso" verso l'indirizzo dell'amministratore titolare dell'account, non verso il suo: chieda all'amministratore di aprirla (anche dal telefono) e di premere "Confermo" entro 15 minuti; se non la trova, guardi nella cartella spam.`],
      ['c', `era nella posta del geometra Galli, nello spam. confermato ed entrata, grazie`],
    ],
    sol: ['conferma nuovo accesso'], fail: ['incognito'],
  },
  {
    id: 'CO-1111', g: 'co-avviso-scaduto', cat: 'fatturazione', s: 'non riesco a pagare il bollettino',
    m: [
      ['c', `Buonasera, provo a pagare la rata scaduta il 30 settembre con l'app della mia banca inquadrando il QR del bollettino, ma mi dice "Avviso non pagabile, contattare l'ente creditore". L'ente creditore siete voi?`],
      ['a', `Gentile cliente,\ngrazie per averci contattato.\n\nGli avvisi pagoPA delle rate vengono annullati alla scadenza: per pagare una rata scaduta serve un avviso nuovo. Per ottenerlo apra la sezione Rate, selezioni la rata e tocchi "Aggiorna avviso"; il nuovo QR sostituisce quello del bollettino cartaceo, che non va più usato.\n\nRestiamo a disposizione per qualsiasi chiarimento.\nIl team di Assistenza Condominio Facile\n\nQuesta è una risposta standard: se non risolve, risponda a questo messaggio e un operatore la seguirà personalmente.`],
      ['c', `ok ho pagato col nuovo codice, grazie`],
    ],
    sol: ['aggiorna avviso'],
  },
  {
    id: 'CO-1112', g: 'co-oneoff-addebito-doppio', cat: 'fatturazione', s: 'saldo sbagliato',
    f: ['oneoff'],
    m: [
      ['c', `Buongiorno, nel mio estratto conto condominiale la rata di agosto compare due volte come addebito, quindi risulto in debito di 312 euro che non devo. L'amministratore dice che da lui è giusto e che il problema è vostro.`],
      ['a', `Buongiorno, ha ragione: l'addebito di agosto è stato registrato due volte durante l'importazione notturna del 3 ottobre. Ho eliminato io la registrazione doppia dalla contabilità dello stabile e il saldo è tornato corretto. Può verificarlo in Estratto conto dopo aver aggiornato la pagina.`],
      ['n', `Import duplicato del 03/10 sullo stabile 4471: rimossa la riga doppia a mano. Controllare gli altri condomini dello stesso import.`],
      ['c', `visto, ora è a zero. grazie`],
    ],
  },
  {
    id: 'CO-1113', g: 'co-verbale-filtro', cat: 'configurazione', s: 'I: verbale',
    m: [
      ['c', `Vi inoltro la mail di mia moglie, io non so dove guardare.\n\n---------- Messaggio inoltrato ---------\nDa: Anna\nData: mar 13 ott 2026 alle 19:40\nOggetto: verbale\nA: Paolo\n\nPaolo l'amministratore dice che il verbale è su quell'app ma nella parte dei documenti c'è solo roba di quest'anno, il verbale di maggio non c'è. Chiedi tu?\n\n--\nPaolo`],
      ['a', `Buongiorno Paolo, il verbale c'è, è solo nascosto dal filtro. Nella schermata Documenti, in alto, il filtro "Esercizio" è impostato sull'esercizio in corso: lo cambi in "Tutti gli esercizi" e apra la cartella Assemblee, dove trova il verbale di maggio.`],
    ],
    sol: ['tutti gli esercizi'],
  },
  {
    id: 'CO-1114', g: 'co-rata-bonifico', cat: 'fatturazione', s: 'rata marzo non registrata',
    m: [
      ['c', `salve la rata di marzo l'ho pagata con bonifico il 10 marzo, ma l'app continua a segnarmela come insoluta. posso mandarvi la ricevuta?`],
      ['a', `Buongiorno, la ricevuta la può mandare direttamente all'amministratore dall'app, così il pagamento viene verificato: in Rate tocchi la rata di marzo, poi "Segnala pagamento", alleghi la contabile del bonifico e confermi. Finché l'amministratore non la controlla la rata resta "In verifica" e non le arrivano solleciti.`],
    ],
    sol: ['segnala pagamento', 'contabile'],
  },
  {
    id: 'CO-1115', g: 'co-concession-canone-stabile', cat: 'fatturazione', s: 'Prot. 2026/0468 – Contestazione fattura n. 2026/FT/8812',
    f: ['concession'],
    m: [
      ['c', `STUDIO AMMINISTRAZIONI CONDOMINIALI\nDott. Alberto Mancini – Amministratore condominiale\n\nProt. n. 2026/0468\n\nSpett.le Condominio Facile,\nla fattura in oggetto addebita il canone annuale anche per il Condominio "Villa Serena", la cui gestione è cessata il 30 giugno u.s. per revoca assembleare. La disdetta non è stata inviata nei termini contrattuali per un disguido della segreteria, ma lo stabile non è più in gestione allo Studio.\nSi chiede pertanto lo storno della relativa quota.\n\nDistinti saluti.\nDott. Alberto Mancini`],
      ['a', `Gentile Dott. Mancini,\nda contratto il canone si rinnova se la disdetta non arriva 60 giorni prima della scadenza, e in questo caso non è arrivata. Considerata la lunga collaborazione con lo Studio, in via eccezionale abbiamo stornato la quota di "Villa Serena": nei prossimi giorni riceverà la nota di credito. Abbiamo anche disattivato lo stabile dal pannello.\n\nCordiali saluti,\nDavide Longo\nUfficio Amministrazione Condominio Facile`],
      ['c', `Prot. n. 2026/0471\nSi prende atto e si ringrazia.\nDott. Alberto Mancini`],
    ],
  },
  {
    id: 'CO-1116', g: 'co-verbale-p7m', cat: 'configurazione', s: 'file verbale illeggibile',
    m: [
      ['c', `Buongiorno, dal computer di casa il verbale che scarico da Condominio Facile non si apre: Windows chiede con che programma aprirlo (estensione p7m). Ho provato anche con Adobe.`],
      ['a', `Buongiorno, per prima cosa si assicuri di avere l'ultima versione di Adobe Acrobat Reader e riprovi ad aprirlo.`],
      ['c', `aggiornato Adobe, sempre lo stesso errore: il file non è supportato`],
      ['a', `Grazie della prova, e mi scusi per il giro inutile. Il .p7m è il verbale firmato digitalmente e Acrobat non lo apre. Nel sito, in Documenti, accanto al verbale c'è il menu con i tre puntini: scelga "Scarica copia leggibile" e otterrà il PDF normale, che si apre con qualunque programma.`],
      ['c', `risolto, grazie`],
    ],
    sol: ['copia leggibile'], fail: ['adobe acrobat reader'],
  },
  {
    id: 'CO-1117', g: 'co-oneoff-account-bloccato', cat: 'accesso', s: 'account bloccato',
    f: ['oneoff'],
    m: [
      ['c', `Buongiorno, il mio collaboratore ha sbagliato la password troppe volte e adesso l'account dello studio è "bloccato per sicurezza". Il sito dice di attendere 24 ore ma dobbiamo mandare le convocazioni oggi. L'utente è studio.pellegrini.amm@libero.it\nGeom. Franco Pellegrini`],
      ['a', `Buongiorno Geometra, ho verificato che i tentativi vengono dal vostro ufficio e ho sbloccato io l'account dal nostro pannello, senza aspettare le 24 ore. Al prossimo accesso le verrà chiesto di impostare una password nuova. Le consiglio di creare un utente separato per il collaboratore in Impostazioni > Utenti dello studio.`],
      ['c', `entrato, grazie. faremo così`],
    ],
    pii: [['EMAIL', 'studio.pellegrini.amm@libero.it']],
  },
  {
    id: 'CO-1118', g: 'co-avviso-scaduto', cat: 'fatturazione', s: 'bollettino rata scaduta',
    m: [
      ['c', `Salve, il bollettino della seconda rata è scaduto il 15 e adesso non lo posso pagare da nessuna parte. Ho provato alle poste e dal tabaccaio.`],
      ['a', `Buongiorno, può riprovare domani: a volte il circuito pagoPA ha dei rallentamenti e l'avviso risulta momentaneamente non disponibile.`],
      ['c', `niente da fare, riprovato oggi in due tabacchi e mi dicono che è scaduto`],
      ['a', `Mi scusi, l'avviso è proprio annullato perché la scadenza è passata. Deve generarne uno nuovo: nell'app vada in Rate, apra la seconda rata e tocchi "Aggiorna avviso". Il nuovo codice avviso, con il suo QR, sostituisce quello stampato e si può pagare subito.`],
      ['c', `fatto e pagato, risolto`],
    ],
    sol: ['aggiorna avviso'], fail: ['riprovare domani'],
  },
  {
    id: 'CO-1119', g: 'co-unresolved-import-anagrafiche', cat: 'integrazioni', s: 'importazione anagrafiche',
    f: ['unresolved'],
    m: [
      ['c', `Buongiorno, sto provando a importare le anagrafiche dei condomini dal file Excel del vecchio gestionale, ma il caricamento si ferma sempre al 40% con "Errore di formato riga 212". Ho 9 stabili da caricare entro fine mese.`],
      ['a', `Buongiorno, ci può mandare il file (anche solo le prime righe, con i dati anonimizzati) così vediamo cosa non va nella riga 212?`],
      ['c', `vi ho mandato il file due giorni fa e non ho ancora risposta`],
      ['a', `Mi scusi per l'attesa, il file è in analisi dai colleghi che curano le importazioni.`],
      ['c', `Lasciate perdere, abbiamo deciso di restare con il gestionale che avevamo. Annullate pure la prova.`],
      ['a', `Ci dispiace. Abbiamo annullato il periodo di prova; se in futuro vorrà riprovare siamo a disposizione.`],
    ],
  },
  {
    id: 'CO-1120', g: 'co-invito-comproprietario', cat: 'configurazione', s: 'far vedere le rate anche a mia sorella',
    m: [
      ['c', `Buongiorno, l'appartamento è mio e di mia sorella al 50%. Vorrebbe ricevere anche lei gli avvisi e vedere le rate, ma l'account è a nome mio. Deve registrarsi con un altro codice?`],
      ['a', `Buongiorno, non serve un altro codice: può invitarla lei. In Profilo > La mia unità tocchi "Invita comproprietario", inserisca il nome e l'e-mail di sua sorella e lei riceverà un invito per creare il suo accesso, collegato alla stessa unità. Vedrà rate, avvisi e documenti come lei.`],
      ['c', `perfetto, le è arrivato e si è registrata`],
    ],
    sol: ['invita comproprietario'],
  },
  {
    id: 'CO-1121', g: 'co-accesso-nuovo-pc', cat: 'accesso', s: 'Accesso amministratore – nuovo portatile',
    m: [
      ['c', `Buongiorno,\ndal nuovo portatile non riesco a entrare nel pannello: dopo la password compare "in attesa di approvazione". Dal vecchio PC funziona ancora.\nCordialmente\n\nRag. Simona Ricci\nStudio Ricci Amministrazioni\n\nQuesta e-mail e gli eventuali allegati sono riservati e destinati esclusivamente al destinatario indicato. Se l'avete ricevuta per errore, vi preghiamo di cancellarla e di avvisare il mittente.`],
      ['a', `Buongiorno Rag. Ricci, è il controllo sui nuovi dispositivi: il portatile va confermato una volta sola. Le scrivo come fare nel prossimo messaggio; intanto tenga aperta la pagina di accesso sul portatile.`],
      ['a', `Ripeta l'accesso dal portatile: nello stesso momento parte la mail "Conferma nuovo accesso" verso l'indirizzo dello studio. La apra (anche dal vecchio PC) e prema "Confermo" entro 15 minuti: la pagina sul portatile si sblocca da sola. Se la mail non arriva, controlli lo spam.\n\nCordiali saluti\nMatteo – Assistenza Condominio Facile\n\nLe informazioni contenute in questo messaggio sono riservate. Condominio Facile S.r.l. tratta i dati personali secondo l'informativa pubblicata sul sito.`],
      ['c', `Confermato, funziona.\nCordialmente\n\nRag. Simona Ricci\nStudio Ricci Amministrazioni\n\nQuesta e-mail e gli eventuali allegati sono riservati e destinati esclusivamente al destinatario indicato. Se l'avete ricevuta per errore, vi preghiamo di cancellarla e di avvisare il mittente.`],
    ],
    sol: ['conferma nuovo accesso'],
  },
  {
    id: 'CO-1122', g: 'co-oneoff-avviso-intestatario', cat: 'fatturazione', s: 'bollettino intestato a un altro',
    f: ['oneoff'],
    m: [
      ['c', `Buongiorno, ho comprato l'appartamento a luglio e il bollettino della rata di novembre che vedo nell'app è ancora intestato al vecchio proprietario, il signor Conti. Se lo pago risulta pagato da lui? La banca mi dice che il nome del debitore non corrisponde.`],
      ['a', `Buongiorno, il subentro è già registrato dall'amministratore, ma l'avviso di novembre era stato emesso prima. Ho rigenerato io l'avviso intestato a lei e gliel'ho rimandato per e-mail; lo trova anche nell'app al posto del vecchio. Quello intestato al signor Conti è annullato.`],
      ['c', `ricevuto, pagato. grazie`],
    ],
  },
  {
    id: 'CO-1123', g: 'co-verbale-filtro', cat: 'configurazione', s: 'documenti vuoti',
    m: [
      ['c', `nella sezione documenti non c'e piu il verbale della riunione di condominio di aprile dove avevamo votato il rifacimento del tetto, c'era fino a poco tempo fa. l'hanno tolto?`],
      ['a', `Buongiorno, non è stato tolto: a ottobre è iniziato il nuovo esercizio e la sezione Documenti mostra di base solo quello. Tocchi il filtro "Esercizio" in alto e scelga "Tutti gli esercizi": il verbale di aprile torna visibile tra le Assemblee.`],
      ['c', `ok`],
    ],
    sol: ['tutti gli esercizi'],
  },
  {
    id: 'CO-1124', g: 'co-rata-bonifico', cat: 'fatturazione', s: 'Mi risulta moroso ma ho pagato',
    m: [
      ['c', `Buongiorno, l'amministratore mi ha mandato dall'app un sollecito per la rata di giugno e accanto al mio nome c'è scritto "moroso". L'ho pagata con bonifico istantaneo il 29 maggio! Come si corregge? Non mi piace passare per uno che non paga.`],
      ['a', `Buongiorno, mi dispiace per il disagio. Lo stato si aggiorna quando l'amministratore registra il pagamento; per mandargli subito la prova:\n1. apra Rate e tocchi la rata di giugno;\n2. scelga "Segnala pagamento";\n3. alleghi la contabile del bonifico istantaneo e confermi.\nDa quel momento la rata è "In verifica" e la dicitura "moroso" sparisce.`],
      ['c', `Fatto, ora non compare più. Risolto grazie`],
    ],
    sol: ['segnala pagamento', 'contabile'],
  },
  {
    id: 'CO-1125', g: 'co-concession-mese-plus', cat: 'commerciale', s: 'assemblea online saltata',
    f: ['concession'],
    m: [
      ['c', `Buonasera, ieri sera avevamo l'assemblea in videoconferenza con la funzione Assemblea online del pacchetto Plus e per un'ora nessuno è riuscito a collegarsi. Abbiamo dovuto rinviare. Paghiamo il Plus apposta per questo.`],
      ['a', `Buonasera, ha ragione: ieri tra le 20:40 e le 21:50 il servizio di videoconferenza ha avuto un guasto, ora risolto, e ci scusiamo. Anche se il contratto non prevede rimborsi per i disservizi, come gesto di cortesia le abbiamo accreditato un mese di pacchetto Plus gratuito, che vedrà nella prossima fattura.`],
      ['c', `Va bene, grazie. Speriamo che alla prossima vada.`],
    ],
  },
  {
    id: 'CO-1126', g: 'co-verbale-p7m', cat: 'configurazione', s: 'verbale formato strano',
    m: [
      ['c', `Salve, ho ricevuto la notifica del verbale nuovo ma quando lo apro dall'iPhone vedo solo una pagina di codici strani e la scritta p7m. È arrivato rovinato?`],
      ['a', `Buongiorno, non è rovinato: è la versione firmata digitalmente, che l'iPhone non sa leggere. Nella lista Documenti tocchi i tre puntini accanto al verbale e scelga "Scarica copia leggibile": si apre il PDF normale.`],
      ['c', `perfetto`],
    ],
    sol: ['copia leggibile'],
  },
  {
    id: 'CO-1127', g: 'co-avviso-scaduto', cat: 'fatturazione', s: 'codice avviso non più valido',
    m: [
      ['c', `Buongiorno, scrivo per mio padre che ha 84 anni. Ha in mano il bollettino della rata di luglio che si era dimenticato di pagare, e in posta gli hanno detto che il codice non è più valido. Cosa deve fare per pagarlo? Io entro nell'app con le sue credenziali.`],
      ['a', `Buongiorno, l'avviso cartaceo non vale più perché la rata è scaduta. Dall'app di suo padre: Rate > rata di luglio > "Aggiorna avviso". Compare un nuovo codice avviso con il QR: può stamparlo e darglielo, in posta lo accettano.`],
      ['c', `Grazie, domani glielo porto stampato.`],
      ['c', `Pagato stamattina in posta, tutto a posto. Grazie ancora.`],
    ],
    sol: ['aggiorna avviso'],
  },
  {
    id: 'CO-1128', g: 'co-unresolved-notifiche', cat: 'configurazione', s: 'non arrivano le notifiche',
    f: ['unresolved'],
    m: [
      ['c', `Buongiorno, non mi arrivano più le notifiche degli avvisi (tipo quando chiudono l'acqua), lo scopro dopo dai vicini. Ho uno Xiaomi.`],
      ['a', `Buongiorno, controlli in Impostazioni del telefono > App > Condominio Facile > Notifiche che siano attive, e nell'app in Profilo > Notifiche che sia acceso "Avvisi dell'amministratore".`],
      ['c', `erano già tutte attive. ho provato anche a spegnere e riaccendere, sempre uguale`],
      ['a', `Grazie. Può dirci se le notifiche arrivano almeno quando l'app è aperta? E ci manda la versione dell'app (Profilo > Informazioni)?`],
      ['s', `Ticket chiuso automaticamente per inattività: nessuna risposta del cliente in 10 giorni.`],
    ],
  },
  {
    id: 'CO-1129', g: 'co-accesso-nuovo-pc', cat: 'accesso', s: 'in attesa di approvazione - la mail non arriva',
    f: ['conflict'],
    m: [
      ['c', `Buongiorno, dal PC nuovo dello studio il pannello resta su "in attesa di approvazione". La mail di conferma non arriva: ho guardato nello spam e anche nella quarantena del server con il nostro tecnico. Ho riprovato 5 volte.`],
      ['a', `Buongiorno, se la mail non arriva può approvare il nuovo PC dall'app sul telefono, se lì è già entrato con lo stesso account: apra l'app, vada in Profilo > Sicurezza > "Dispositivi in attesa", trovi il PC con l'orario del tentativo e tocchi "Approva". Il pannello sul PC si sblocca subito.`],
      ['c', `Fatto dall'app, entrato. Non lo sapevo, grazie!`],
    ],
    sol: ['dispositivi in attesa'],
  },
];
