import { extractProblem } from './customer';
import { impersonal, withoutCauseStep, withoutTitledPeople } from './steps';
import { withoutEcho, withoutQuotedReply } from './text';
import { extractTitle, normaliseTitle, TITLE_MAX, titleDefect } from './title';
import { run, ticket } from './tickets.spec-helper';

/**
 * Units a reviewer can publish as they are (issue 11): the failure classes of the review rubric,
 * each with invented tickets (no word of any reference set).
 */

describe('title: the problem sentence, not an introduction or a story (class 1)', () => {
  it.each([
    ['Sono geometra e uso il programma da anni. Da quando ho aggiornato non si apre il disegno del catasto.', 'cad'],
    ['Sono la responsabile della segreteria di un circolo. Le tessere stampate non riportano più la foto del socio.', 'tessere'],
    ["Mio nipote fa la terza media, quest'anno. Non vedo le sue assenze nella pagina del calendario.", 'assenze'],
    ['Scrivo per conto di mia zia. Il contatore non comunica la lettura da quando hanno cambiato la centralina.', 'lettura'],
    ["Avevo due abbonamenti attivi. Non riesco a disdire quello vecchio dalla pagina dei servizi.", 'disdetta'],
  ])('%s', (problem, subject) => {
    const title = extractTitle(problem, subject);
    expect(titleDefect(title)).toBe('');
    expect(title).not.toMatch(/^(?:sono|mio|scrivo|avevo)\b/i);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('a self-introduction with a role, closed by a comma, is not part of the problem', () => {
    const problem = extractProblem('Buongiorno, sono il custode della palestra comunale, il badge dei soci non apre più il tornello.', 'badge');
    expect(problem).toMatch(/^Il badge dei soci non apre più il tornello/);
  });
});

describe('title: a complete clause that names its object (class 2)', () => {
  it('a clause that lost its subject takes the clause before it', () => {
    const title = extractTitle("Il bollettino del condominio l'ho chiesto in agenzia, non arriva più niente, neanche nella posta indesiderata.", 'bollettino');
    expect(title).toMatch(/bollettino/i);
    expect(titleDefect(title)).toBe('');
  });

  it('"dice …" alone is not a title: it takes the clause that names the object', () => {
    expect(extractTitle('Ho messo la chiavetta nel televisore, dice "formato non supportato".', 'chiavetta')).toBe(
      'Ho messo la chiavetta nel televisore, dice "formato non supportato"',
    );
  });

  it('or the subject, when the problem has no clause that stands and the subject states the problem', () => {
    expect(extractTitle('Dice "formato non supportato".', 'La chiavetta non viene letta dal televisore')).toBe('La chiavetta non viene letta dal televisore');
  });

  it('never ends in "…" when a complete clause or the subject can stand', () => {
    const long =
      'La lavatrice collegata alla presa smart si ferma a metà del programma lungo e sulla app compare la spia arancione che lampeggia senza nessun messaggio di spiegazione';
    const title = extractTitle(long, 'Lavatrice si ferma a metà programma');
    expect(title.endsWith('…')).toBe(false);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it.each([
    ['Non arriva più niente, neanche nello spam', 'subjectless'],
    ['Dice "accesso negato"', 'subjectless'],
    ['Non riesco ad aprirla dal telefono', 'pronoun'],
    ['Perché il vecchio non si accendeva più', 'dependent'],
    ['Perché mi avete cambiato il piano senza avvisarmi?', ''],
    ['La bolletta è di invece di quella di sempre', 'gap'],
    ['Il modulo di iscrizione non arriva più per e-mail', ''],
    ["Non mi arriva l'e-mail di conferma", ''],
  ])('titleDefect(%s) = %s', (title, defect) => {
    expect(titleDefect(title)).toBe(defect);
  });
});

describe('title: removed dates and amounts leave no broken grammar (class 3)', () => {
  it.each([
    ["Dal 3/11 l'accesso degli istruttori non funziona più.", "L'accesso degli istruttori non funziona più"],
    ['Dal 12 febbraio il forno non si collega più al wifi.', 'Il forno non si collega più al wifi'],
    ['Mi avete addebitato 12,50 euro di penale per il cambio di piano.', 'Mi avete addebitato penale per il cambio di piano'],
  ])('%s → %s', (problem, title) => {
    expect(extractTitle(problem, 'x')).toBe(title);
  });
});

describe('title: punctuation and case normalised (class 4)', () => {
  it.each([
    ['Il forno non si accende???', 'Il forno non si accende?'],
    ['NON FUNZIONA PIÙ la stampa delle etichette!!!', 'non funziona più la stampa delle etichette'],
    ['Errore LOS sul router 😡', 'Errore LOS sul router'],
    ['Tessera scaduta, Non posso entrare', 'Tessera scaduta, non posso entrare'],
    ['Non riesco a caricare la foto mi dice formato non valido', 'Non riesco a caricare la foto, mi dice formato non valido'],
    ['La bilancia mi dice peso instabile', 'La bilancia mi dice peso instabile'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseTitle(input)).toBe(expected);
  });
});

describe('e-mail replies: quoted text is never the problem (class 5)', () => {
  it('drops the message under "Il giorno … ha scritto:" and the ">" lines', () => {
    const body = [
      'Ho provato ma la bilancia continua a non pesare sotto i 50 grammi.',
      '',
      'Il giorno mar 4 nov 2026 alle 10:12 Assistenza <help@example.com> ha scritto:',
      '> Gentile cliente, le chiedo di ricalibrare la bilancia dal menu Taratura.',
    ].join('\n');
    expect(withoutQuotedReply(body)).toBe('Ho provato ma la bilancia continua a non pesare sotto i 50 grammi.');
    expect(withoutQuotedReply('La stampante ora non stampa più il logo.\n> La ricontatteremo entro domani.')).toBe('La stampante ora non stampa più il logo.');
  });

  it('keeps a forwarded message, ">" lines included: it is the problem of the person it comes from', () => {
    const body = 'Vi inoltro la mail di mio padre.\n---------- Forwarded message ---------\n> il decoder mostra schermo nero';
    expect(withoutQuotedReply(body)).toBe(body);
  });

  it("drops the agent's earlier message pasted back without markers", () => {
    const agent = 'Per sbloccare la bilancia tenga premuto il tasto Tara per dieci secondi.';
    expect(withoutEcho(`Fatto ma niente.\n${agent}`, [agent])).toBe('Fatto ma niente.');
  });

  it('a reply quoting the reminder does not bring the reminder into the problem', () => {
    const { unit } = run(
      ticket('Re: Promemoria ritiro', [
        ['customer', 'Salve, il ritiro della bici non mi risulta prenotato nel mio profilo.\n\n> Gentile cliente, le ricordiamo il ritiro presso la sede di via Po.'],
        ['agent', 'Buongiorno, apra Profilo → Ritiri e prema "Conferma ritiro".'],
        ['customer', 'ok ora lo vedo, grazie'],
      ]),
    );
    expect(unit.problem).not.toMatch(/ricordiamo|via Po/);
  });
});

describe('steps written for everyone (class 6)', () => {
  it.each([
    ['Gentile avvocato, apra il menu Impostazioni e scelga "Esporta".', 'Apra il menu Impostazioni e scelga "Esporta".'],
    ['Signora Bianchi, prema il tasto di reset per dieci secondi.', 'Prema il tasto di reset per dieci secondi.'],
    ['Per suo figlio le pagelle compaiono dopo la firma del genitore.', 'Le pagelle compaiono dopo la firma del genitore.'],
    ['Apra il profilo di sua moglie e tocchi "Notifiche".', 'Apra il profilo del familiare e tocchi "Notifiche".'],
    ['Chieda alla signora Rossi di accedere con il suo codice.', "Chieda all'interessato di accedere con il suo codice."],
    ['Controlli le impostazioni di Tommaso nella sezione Studenti.', "Controlli le impostazioni dell'interessato nella sezione Studenti."],
    ['Le chiedo una prova veloce: spenga il modem e lo riaccenda.', 'Spenga il modem e lo riaccenda.'],
    ['È possibile: vada in Contratti e prema "Cambia piano".', 'Vada in Contratti e prema "Cambia piano".'],
    ['Le consiglio di aggiornare l\'app dallo store.', "Le consiglio di aggiornare l'app dallo store."],
    ['Lo faccia fare a mamma o papà dal loro profilo.', 'Lo faccia fare a mamma o papà dal loro profilo.'],
  ])('%s → %s', (step, expected) => {
    expect(impersonal(step)).toBe(expected);
  });

  it('a person named with a title is no one in particular, in the problem too', () => {
    expect(withoutTitledPeople("Ho dato l'accesso al mio commercialista, il dott. Neri, ma non vede le ricevute.")).toBe(
      "Ho dato l'accesso al mio commercialista, ma non vede le ricevute.",
    );
    expect(withoutTitledPeople('Il modulo va firmato dalla sig.ra Conti.')).toBe("Il modulo va firmato dall'interessato.");
    expect(withoutTitledPeople('Ho parlato con la signora della portineria.')).toBe('Ho parlato con la signora della portineria.');
  });

  it('the cause is not repeated word for word as step 1 when other steps follow', () => {
    const cause = 'Il filtro antispam del vostro dominio blocca i nostri messaggi.';
    expect(withoutCauseStep([cause, 'Aggiunga il nostro indirizzo ai mittenti attendibili.'], cause)).toEqual([
      'Aggiunga il nostro indirizzo ai mittenti attendibili.',
    ]);
    expect(withoutCauseStep([cause], cause)).toEqual([cause]);
  });
});

describe('problem: the problem and its symptoms, not the customer story (class 7)', () => {
  it('a contact clause in the problem sentence goes, the problem stays', () => {
    expect(extractProblem('Salve non ricevo la mail di attivazione del conto, il mio numero è [TELEFONO]', 'x')).toBe(
      'Non ricevo la mail di attivazione del conto',
    );
  });

  it('an opener that only announces the problem goes: "Con la presente desidero segnalare che…"', () => {
    expect(extractProblem('Con la presente desidero segnalare che il lettore di badge non registra più le uscite.', 'x')).toBe(
      'Il lettore di badge non registra più le uscite.',
    );
  });

  it.each([
    ['Il voto del compito non compare nella pagella online, ma lei dice che ha preso sette.', 'Il voto del compito non compare nella pagella online.'],
    ['La bolletta di gas non si scarica dal portale, mio marito si arrabbia ogni mese.', 'La bolletta di gas non si scarica dal portale.'],
    ['Pur avendo pagato in data 3 maggio, il portale segna ancora la rata come scaduta.', 'Pur avendo pagato, il portale segna ancora la rata come scaduta.'],
  ])('%s', (body, problem) => {
    expect(extractProblem(body, 'x')).toBe(problem);
  });
});

describe('problem: courtesy and who noticed it are not the problem', () => {
  it.each([
    ['Mi permetto di scrivervi perché mia sorella mi dice che la bolletta della luce non si scarica dal portale.', /^La bolletta della luce non si scarica/],
    ['Scusate il disturbo, il lettore di tessere non riconosce più la carta dei soci.', /^Il lettore di tessere non riconosce/],
    ['Il mio collega mi fa notare che nel calendario mancano le prenotazioni di martedì.', /^Nel calendario mancano le prenotazioni/],
    ['Ragazzi, la app non mi carica più il saldo della tessera.', /^La app non mi carica più il saldo/],
    ["Scriviamo dall'amministrazione della Cartiera Alpina snc. Il portale non accetta più le nostre fatture di reso.", /^Il portale non accetta più/],
  ])('%s', (body, expected) => {
    expect(extractProblem(body, 'segnalazione')).toMatch(expected);
  });
});

describe('problem: a parenthesis or quote left open by the sentence choice', () => {
  it('drops the stray closing mark, keeps list numbers and file names', () => {
    expect(extractProblem('Sul monitor compare "Licenza non valida. LIC-220)"', 'licenza')).toBe('Sul monitor compare "Licenza non valida. LIC-220"');
    expect(extractProblem('Ho due dubbi: 1) come si rinnova la tessera? 2) dove si paga?', 'tessera')).toMatch(/1\) come si rinnova/);
    expect(extractProblem('Quando lo apro è un file .zip che il telefono non legge.', 'file')).toMatch(/file \.zip/);
    expect(extractProblem('- il badge non apre il tornello; - sul lettore compare "Tessera sconosciuta";', 'badge')).toMatch(/^Il badge non apre il tornello; sul lettore/);
  });
});
