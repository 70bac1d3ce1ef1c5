import { presentHandOverIn } from './agent-action';
import { extractApplicability } from './agent-cues';
import { classifyReply } from './replies';
import { extractSteps } from './steps';
import { run, ticket } from './tickets.spec-helper';

// Sentences written for these specs (a smart lamp, a library app, a parking meter, a school
// canteen, a dishwasher): none comes from the reference sets, whose words stay out of the rules.

describe('classifyReply: the symptom is still there after the step', () => {
  it.each([
    // "<symptom> lo stesso / idem / uguale / come prima" closing a clause
    'rifatto tutto. la lampada lampeggia lo stesso, stamattina due volte',
    'Resettata. Codice rifiutato lo stesso.',
    'cambiato il cavo, si blocca lo stesso',
    'Fatto. Idem.',
    'provato anche dal tablet: si scollega come prima',
    // "ancora" + an adjective or participle of state
    'Fatto, schermo ancora spento al mattino.',
    'Aggiornata, icona ancora grigia e pulsante ancora disattivato.',
    'riavviata, la spia ancora lampeggiante',
    // a past-tense "non valido" (the lexicon cue is now reachable)
    'Reinserita. Tessera non valida.',
    // a reminder after a hand-over
    'Sollecito: sono passati dieci giorni.',
    'Scusate, nessuno mi ha richiamato.',
    'Ad oggi non mi hanno ancora contattato.',
  ])('negative: %s', (reply) => {
    expect(classifyReply(reply)).toBe('negative');
  });

  it.each([
    ['Grazie lo stesso, ci ho rinunciato.', 'weak'],
    ['Fa lo stesso, ho risolto da solo comprandone uno nuovo: ora funziona.', 'positive'],
    ['Non ho ancora provato, stasera le dico.', 'neutral'],
    ['Quindi la ricevuta vale lo stesso?', 'neutral'],
    ['Mancano ancora venti minuti alla fine del download.', 'neutral'],
    ['Cambiato programma e niente più aloni sui bicchieri, grazie.', 'positive'],
    ['Aggiornata: più nessun errore in cassa.', 'positive'],
    ['Ho cambiato il filtro ma non vedo più niente sul display.', 'negative'],
  ])('not a failure, or a failure by another cue: %s', (reply, kind) => {
    expect(classifyReply(reply)).toBe(kind);
  });
});

describe('presentHandOverIn: a first-person present hand-over of the case', () => {
  it.each([
    'Grazie, passo il caso al secondo livello che la contatterà.',
    'Giro la segnalazione ai tecnici della mensa.',
    "Inoltro la sua richiesta all'ufficio tessere.",
    'Apro una segnalazione al reparto parcometri.',
  ])('%s', (s) => {
    expect(presentHandOverIn(s)).not.toBeNull();
  });

  it.each([
    'Grazie del riscontro, lo giro al team.',
    'Non passo il caso ad altri: lo seguo io.',
    'Se non si risolve, passo il caso al secondo livello.',
    'Passo a spiegarle la procedura.',
  ])('not a hand-over of the case: %s', (s) => {
    expect(presentHandOverIn(s)).toBeNull();
  });
});

describe('the last agent step is unresolved when the customer says it failed', () => {
  it('a failure reply closed by the system: failed_last, not served', () => {
    const { unit, trace } = run(
      ticket('la lampada si spegne da sola', [
        ['customer', 'la lampada del soggiorno si spegne da sola ogni mezz\'ora circa, anche di sera'],
        ['agent', "Ciao, togli la lampada dall'app e aggiungila di nuovo da Dispositivi → Aggiungi → Lampada."],
        ['customer', 'rifatto tutto. si spegne lo stesso, stanotte quattro volte'],
        ['system', "Ticket chiuso dall'operatore."],
      ]),
    );
    expect(trace.unresolved).toBe('failed_last');
    expect(unit.is_reusable).toBe(false);
  });

  it('a present-tense hand-over, then a reminder and the closure: deferred', () => {
    const { unit, trace } = run(
      ticket('parcometro non accetta la tessera', [
        ['customer', 'Il parcometro di via Roma non accetta la mia tessera ricaricabile, dice tessera non leggibile.'],
        ['agent', 'Buongiorno, provi a pulire la banda della tessera e a inserirla con la freccia in alto.'],
        ['customer', 'Fatto, tessera ancora rifiutata dal parcometro.'],
        ['agent', 'Grazie, giro la segnalazione ai tecnici dei parcometri che la ricontatteranno.'],
        ['customer', 'Sollecito, sono passati dieci giorni e nessuno mi ha chiamato.'],
        ['system', 'Il ticket è stato chiuso.'],
      ]),
    );
    expect(trace.unresolved).toBe('deferred');
    expect(unit.is_reusable).toBe(false);
  });
});

describe('a failed first step is never the solution when a later one is confirmed', () => {
  it('"<participle>. <symptom> lo stesso", then formal imperatives confirmed by "ecco, così…"', () => {
    const { unit, trace } = run(
      ticket('app biblioteca non mi fa entrare', [
        ['customer', "Dall'aggiornamento l'app della biblioteca dice tessera non riconosciuta. Il numero è giusto."],
        ['agent', "Buongiorno, provi a disinstallare l'app e a reinstallarla."],
        ['customer', 'Reinstallata. Tessera non riconosciuta lo stesso.'],
        [
          'agent',
          'Grazie. Con la nuova app le tessere vanno ricollegate: tocchi "Collega tessera", inserisca il numero sul retro della tessera e la data di nascita, e confermi.',
        ],
        ['customer', 'Ecco, così sono entrata.'],
      ]),
    );
    expect(trace.solutionMessageIndex).toBe(3);
    expect(trace.confirmation).toBe('customer_positive');
    expect(unit.solution).toContain('Collega tessera');
    expect(unit.solution).not.toMatch(/reinstallarla/);
  });

  it('a "done" reply followed by another step and "ok adesso…": the positive reply confirms the later step', () => {
    const { unit, trace } = run(
      ticket('lavastoviglie lascia aloni', [
        ['customer', 'La lavastoviglie lascia aloni bianchi sui bicchieri da una settimana.'],
        ['agent', 'Buongiorno, controlli il livello del sale e lo rabbocchi.'],
        ['customer', 'Rabboccato.'],
        ['agent', 'Bene. Ora imposti il brillantante sul livello 4 dal selettore dentro lo sportello.'],
        ['customer', 'ok adesso i bicchieri escono puliti, grazie'],
      ]),
    );
    expect(trace.confirmationMessageIndex).toBe(4);
    expect(unit.solution).toContain('brillantante');
  });
});

describe('deontic passives addressed to the case are steps', () => {
  it('"va + participle" next to another instruction is kept', () => {
    const steps = extractSteps(
      'Buongiorno, la mensa chiude le prenotazioni alle 9: dopo, il pasto va disdetto per telefono alla cucina. Può vedere gli orari in Servizi → "Mensa".',
    );
    expect(steps.join('\n')).toMatch(/va disdetto per telefono/);
    expect(steps.join('\n')).toMatch(/Servizi → "Mensa"/);
  });

  it('"deve essere + participle" is a step too', () => {
    const steps = extractSteps('Il modulo deve essere firmato da entrambi i genitori. Lo carichi poi in Documenti → Moduli.');
    expect(steps.join('\n')).toMatch(/deve essere firmato/);
  });

  it('a rule stated for everybody is not a step next to real instructions', () => {
    const steps = extractSteps('Il consenso va rinnovato ogni 90 giorni. Per farlo apra Profilo → Privacy e tocchi "Rinnova".');
    expect(steps.join('\n')).not.toMatch(/ogni 90 giorni/);
  });

  it('the whole ticket: the deontic step carries the fix', () => {
    const { unit } = run(
      ticket('non trovo il tasto disdici pasto', [
        ['customer', 'Per il pasto di domani non vedo più il tasto Disdici, per quello di venerdì sì.'],
        [
          'agent',
          'Buongiorno, la mensa chiude le disdette online alle 9 del giorno prima: dopo, il tasto sparisce e il pasto va disdetto per telefono alla cucina. Può vedere gli orari in Servizi → "Regole mensa".',
        ],
        ['customer', 'Ok, chiamo la cucina. Grazie'],
      ]),
    );
    expect(unit.solution).toMatch(/va disdetto per telefono/);
  });
});

describe('applicability never repeats a step', () => {
  it('an instruction with "solo" is not a condition', () => {
    const body = 'Buongiorno, nel modulo scriva solo le cifre intere, senza i decimali.';
    expect(extractApplicability(body, extractSteps(body))).toBe('');
  });

  it('a sentence already in the solution is not the applicability', () => {
    const body = 'Nel modulo vanno messe solo le cifre intere, quelle prima della virgola.';
    expect(extractApplicability(body, extractSteps(body))).toBe('');
  });

  it('a stated condition is kept; of an instruction, only its leading condition clause', () => {
    expect(extractApplicability('La funzione è disponibile solo per il piano Famiglia. Apra Impostazioni → Piano.', [])).toMatch(
      /disponibile solo per il piano Famiglia/,
    );
    const body = 'Solo per Android, vada in Impostazioni → App → Lampade e tocchi "Svuota cache".';
    expect(extractApplicability(body, extractSteps(body))).toBe('Solo per Android');
    const withParenthesis = 'In Ordini → Storico tocchi "Richiedi copia" (disponibile per gli ordini degli ultimi 90 giorni).';
    expect(extractApplicability(withParenthesis, extractSteps(withParenthesis))).toBe('Disponibile per gli ordini degli ultimi 90 giorni');
    const noCondition = 'Apra Ordini → Storico e tocchi "Richiedi copia" (il tasto in basso).';
    expect(extractApplicability(noCondition, extractSteps(noCondition))).toBe('');
  });

  it('in a whole ticket the applicability field does not hold the step', () => {
    const { unit } = run(
      ticket('lettura contatore acqua rifiutata', [
        ['customer', "Il portale rifiuta l'autolettura dell'acqua, dice valore non plausibile."],
        ['agent', 'Buongiorno, scriva solo le cifre su fondo nero, non quelle su fondo rosso.'],
        ['customer', 'Perfetto, accettata. Grazie'],
      ]),
    );
    expect(unit.solution).toMatch(/scriva solo le cifre/i);
    expect(unit.applicability).toBe('');
  });
});
