// Third reference set, product "AgendaSalute" (booking and reports portal of a group of private
// clinics). Written by hand on 2026-12-01, after the rules changes of that afternoon, in voices
// the other sets do not have (elderly patients writing formal letters, relatives and carers
// writing for them, a GP's secretary, dialect and very short replies); personal data invented
// (checksums valid). Never used for tuning: report its figures, never add its words to a lexicon.
// Format: see ../../corpus-heldout/source/fibra-casa.mjs.
export const product = 'AgendaSalute';
export const start = '2026-04-06T07:45:00Z';

const REPORT_FIX =
  'i referti compaiono nel portale solo dopo aver collegato la tessera sanitaria al profilo: entri in Profilo → Dati sanitari → "Collega tessera sanitaria", inserisca il numero della tessera (le 20 cifre sul retro) e confermi con il codice che riceve via SMS. Entro un\'ora i referti sono visibili in Documenti → Referti.';

export const tickets = [
  {
    id: 'AS-501', g: 'as-referti-tessera', cat: 'accesso', s: 'Referti non visibili',
    m: [
      ['c', 'Egregi Signori,\ncon la presente desidero segnalare che, pur avendo eseguito le analisi del sangue presso la Vostra struttura in data 12 marzo, nella sezione Documenti del portale non compare alcun referto.\nIn attesa di un cortese riscontro porgo distinti saluti.\nAvv. Luca Verdi'],
      ['a', 'Gentile avvocato, ' + REPORT_FIX],
      ['c', 'Gentili Signori, ho seguito le indicazioni e il referto è ora visibile. Ringrazio per la cortese sollecitudine.'],
    ],
    sol: ['collega tessera sanitaria', 'dati sanitari'],
  },
  {
    id: 'AS-502', g: 'as-referti-tessera', cat: 'accesso', s: 'esami della mamma',
    m: [
      ['c', 'Buongiorno scrivo per mia madre che ha 84 anni. Ha fatto la risonanza da voi ma sul portale non c\'è niente, come facciamo a vedere il referto? Il suo codice fiscale è VRDLCU52H45F205M'],
      ['a', 'Buongiorno, grazie per averci scritto. Per sua madre ' + REPORT_FIX],
      ['c', 'fatto con la tessera della mamma, ora c\'è la risonanza. grazie'],
    ],
    pii: [['CF', 'VRDLCU52H45F205M']],
    sol: ['collega tessera sanitaria', 'dati sanitari'],
  },
  {
    id: 'AS-503', g: 'as-referti-tessera', cat: 'accesso', s: 'REFERTO',
    m: [
      ['c', 'NON TROVO IL REFERTO DELL ECOGRAFIA SUL SITO. HO FATTO TUTTO COME DICE LA SEGRETARIA MA NON C E'],
      ['a', 'Buongiorno, provi a svuotare la cache del browser e a rientrare.'],
      ['c', 'FATTO MA NON C E LO STESSO'],
      ['a', 'Grazie della prova. Allora manca il collegamento della tessera: ' + REPORT_FIX],
      ['c', 'OK ADESSO LO VEDO'],
    ],
    sol: ['collega tessera sanitaria', 'dati sanitari'], fail: ['svuotare la cache'],
  },
  {
    id: 'AS-504', g: 'as-referti-tessera', cat: 'accesso', s: 'documenti vuoti',
    m: [
      ['c', 'Salve, la sezione Documenti → Referti è vuota anche se ho fatto due visite il mese scorso.'],
      ['a', 'Salve, ' + REPORT_FIX],
    ],
    sol: ['collega tessera sanitaria', 'dati sanitari'],
  },
  {
    id: 'AS-505', g: 'as-referto-pdf-p7m', cat: 'configurazione', s: 'il referto non si apre',
    m: [
      ['c', 'Buongiorno il referto adesso lo vedo nella lista ma quando lo scarico è un file .p7m che il computer non apre'],
      ['a', 'Buongiorno, il file .p7m è il referto con la firma digitale del medico. Per leggerlo usi il pulsante "Scarica versione leggibile" accanto al referto, che le dà un normale PDF.'],
      ['c', 'con versione leggibile si apre, grazie'],
    ],
    sol: ['scarica versione leggibile', 'p7m'],
  },
  {
    id: 'AS-506', g: 'as-referto-pdf-p7m', cat: 'configurazione', s: 'file strano',
    m: [
      ['c', 'ho scaricato il referto ma e\' un file strano con la busta, non riesco a stamparlo per il mio medico'],
      ['a', 'Salve, quello è il formato firmato (p7m). Accanto al referto trova "Scarica versione leggibile": scarica il PDF che può stampare e portare al medico.'],
      ['c', 'ok stampato'],
    ],
    sol: ['scarica versione leggibile', 'p7m'],
  },
  {
    id: 'AS-507', g: 'as-disdire-prenotazione', cat: 'configurazione', s: 'disdetta visita',
    m: [
      ['c', 'Come posso disdire la visita cardiologica di giovedì? Non posso venire'],
      ['a', 'Buongiorno, la visita si disdice dal portale fino a 48 ore prima: Prenotazioni → selezioni la visita → "Disdici". Se mancano meno di 48 ore chiami il centralino, altrimenti il ticket non viene restituito.'],
      ['c', 'disdetta dal portale grazie'],
    ],
    sol: ['disdici', '48 ore'],
  },
  {
    id: 'AS-508', g: 'as-disdire-prenotazione', cat: 'configurazione', s: 'Re: Promemoria appuntamento',
    m: [
      ['c', 'Buonasera, ho ricevuto il promemoria ma devo annullare, sono fuori città per lavoro.\n\n> Gentile paziente, le ricordiamo l\'appuntamento di martedì alle 9:30 presso la sede di via Manzoni.\n> Per informazioni: info@agendasalute.example'],
      ['a', 'Buonasera, può annullare da solo nel portale, se mancano più di 48 ore: Prenotazioni → l\'appuntamento → "Disdici". Riceverà una e-mail di conferma della disdetta.'],
      ['c', 'Fatto, arrivata la conferma.'],
    ],
    sol: ['disdici', '48 ore'],
  },
  {
    id: 'AS-509', g: 'as-disdire-prenotazione', cat: 'configurazione', s: 'annullare',
    m: [
      ['c', 'Sono la segretaria dello studio del dott. Galli, dobbiamo annullare la prenotazione di un paziente fatta dal nostro account. Si può fare online?'],
      ['a', 'Buongiorno, sì: dal vostro account aprite Prenotazioni, selezionate l\'appuntamento e premete "Disdici" (fino a 48 ore prima; dopo solo per telefono).'],
    ],
    sol: ['disdici', '48 ore'],
  },
  {
    id: 'AS-510', g: 'as-spid-errore', cat: 'accesso', s: 'spid errore 19',
    m: [
      ['c', 'quando entro con lo SPID mi dice errore 19 autenticazione non riuscita'],
      ['a', 'Buongiorno, l\'errore 19 viene dal gestore SPID, non dal portale: significa troppi tentativi con credenziali sbagliate o password SPID scaduta. Reimposti la password sul sito del suo gestore SPID (es. Poste, Aruba, InfoCert) con "Password dimenticata" e poi riprovi da "Entra con SPID".'],
      ['c', 'era scaduta la password di poste, cambiata e sono entrato'],
    ],
    sol: ['gestore spid', 'password dimenticata'],
  },
  {
    id: 'AS-511', g: 'as-spid-errore', cat: 'accesso', s: 'non riesco a entrare',
    m: [
      ['c', 'nun riesco a trasì cu lo spid, me dice autenticazione non riuscita'],
      ['a', 'Buongiorno, provi da un altro browser.'],
      ['c', 'niente, uguale'],
      ['a', 'Grazie. Allora è la password SPID: vada sul sito del suo gestore SPID, usi "Password dimenticata" per reimpostarla, poi torni sul portale e prema "Entra con SPID".'],
      ['c', 'mo funziona grazie assai'],
    ],
    sol: ['gestore spid', 'password dimenticata'], fail: ['altro browser'],
  },
  {
    id: 'AS-512', g: 'as-spid-errore', cat: 'accesso', s: 'accesso spid',
    m: [
      ['c', 'Buongiorno, mio padre non riesce più ad accedere con SPID, l\'errore dice "credenziali scadute". Io sono il figlio, tel 340 221 7764.'],
      ['a', 'Buongiorno, "credenziali scadute" arriva dal gestore SPID: la password va rinnovata sul sito del gestore (la voce "Password dimenticata" o "Rinnova password"), poi l\'accesso al portale con "Entra con SPID" torna a funzionare.'],
      ['c', 'Rinnovata la password sul sito di Poste, papà è entrato. Grazie'],
    ],
    pii: [['TELEFONO', '340 221 7764']],
    sol: ['gestore spid', 'password dimenticata'],
  },
  {
    id: 'AS-513', g: 'as-promemoria-sms', cat: 'configurazione', s: 'non arrivano i promemoria',
    m: [
      ['c', 'Non mi arrivano più gli sms di promemoria degli appuntamenti, l\'ultima volta ho saltato la visita'],
      ['a', 'Buongiorno, i promemoria SMS vanno attivati nel profilo: Profilo → Notifiche → attivi "Promemoria via SMS" e verifichi il numero di cellulare con "Verifica numero" (arriva un codice). Da lì in poi il promemoria arriva 24 ore prima.'],
      ['c', 'era disattivato, ora attivato e verificato'],
    ],
    sol: ['promemoria via sms', 'verifica numero'],
  },
  {
    id: 'AS-514', g: 'as-promemoria-sms', cat: 'configurazione', s: 'Promemoria',
    m: [
      ['c', 'Salve ho cambiato numero di cellulare e i promemoria vanno ancora a quello vecchio'],
      ['a', 'Salve, aggiorni il numero in Profilo → Notifiche, prema "Verifica numero" e inserisca il codice ricevuto; controlli che "Promemoria via SMS" sia attivo.'],
      ['c', 'grazie'],
    ],
    sol: ['promemoria via sms', 'verifica numero'],
  },
  {
    id: 'AS-515', g: 'as-promemoria-sms', cat: 'configurazione', s: 'sms',
    m: [
      ['c', 'Buongiorno, vorrei ricevere il promemoria per sms anche per le visite di mia moglie, che non ha il cellulare'],
      ['a', 'Buongiorno, nel profilo di sua moglie (Profilo → Notifiche) può inserire il suo numero come numero per i promemoria, verificarlo con "Verifica numero" e attivare "Promemoria via SMS".'],
      ['c', 'Fatto, il codice è arrivato e adesso è attivo.'],
    ],
    sol: ['promemoria via sms', 'verifica numero'],
  },
  {
    id: 'AS-516', g: 'as-rimborso-ticket', cat: 'commerciale', s: 'rimborso ticket visita annullata',
    m: [
      ['c', 'Ho disdetto la visita il giorno prima perché avevo la febbre, mi avete trattenuto il ticket di 36 euro. Non è giusto'],
      ['a', 'Buongiorno, di norma la disdetta entro 48 ore non dà diritto al rimborso, ma considerata la malattia le rimborsiamo il ticket in via eccezionale: i 36 euro tornano sulla carta entro 10 giorni.'],
      ['c', 'Grazie, molto gentili'],
    ],
    f: ['concession'],
  },
  {
    id: 'AS-517', g: 'as-oneoff-profili-doppi', cat: 'accesso', s: 'ho due profili',
    m: [
      ['c', 'Buongiorno risulto registrato due volte, in uno ho i referti vecchi e nell\'altro le prenotazioni nuove'],
      ['a', 'Buongiorno, ho unito io i due profili dal gestionale: ora trova referti e prenotazioni nello stesso account, quello con la sua e-mail attuale.'],
      ['c', 'perfetto, vedo tutto'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'AS-518', g: 'as-oneoff-spostamento', cat: 'configurazione', s: 'spostare appuntamento',
    m: [
      ['c', 'Il portale non mi fa spostare l\'appuntamento di domani, dice che mancano meno di 48 ore, ma il medico mi ha detto di venire dopodomani'],
      ['a', 'Buongiorno, ho spostato manualmente la sua prenotazione a dopodomani alle 10:00, come concordato con il medico. Riceverà la conferma via e-mail.'],
      ['c', 'ricevuta grazie'],
    ],
    f: ['oneoff'],
  },
  {
    id: 'AS-519', g: 'as-pagamento-unresolved', cat: 'fatturazione', s: 'pagamento non riuscito',
    m: [
      ['c', 'quando pago il ticket online la pagina si blocca su "elaborazione" e poi torna indietro senza conferma'],
      ['a', 'Buongiorno, abbiamo girato la segnalazione all\'ufficio che gestisce i pagamenti, le faremo sapere appena possibile.'],
      ['s', 'Ticket chiuso automaticamente dopo 14 giorni senza attività.'],
    ],
    f: ['unresolved'],
  },
  {
    id: 'AS-520', g: 'as-referti-unresolved', cat: 'accesso', s: 'referto mancante',
    m: [
      ['c', 'La tessera è collegata ma il referto della visita del 3 aprile non c\'è'],
      ['a', 'Buongiorno, i referti vengono pubblicati quando il medico li firma: provi a controllare tra un paio di giorni.'],
      ['c', 'sono passati 5 giorni e ancora niente'],
      ['s', 'Ticket chiuso automaticamente dopo 7 giorni senza risposta del cliente.'],
    ],
    f: ['unresolved'],
  },
];
