import { fallbackTitle } from './unit-rules';
import { synthesize, type Candidate } from './unit-synthesis';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));
function candidate(ref: string, overrides: Partial<Candidate> = {}): Candidate {
  return {
    ticket_id: Number(ref.replace(/\D/g, '')),
    source_ref: ref,
    subject: 'Non riesco ad accedere',
    title: 'Non riesco ad accedere con la password',
    problem: 'Non riesco ad accedere: la password non viene accettata',
    symptoms: 'Messaggio "credenziali non valide"',
    cause: '',
    solution: '1. Apra "Password dimenticata". 2. Segua il link ricevuto per e-mail. 3. Scelga una nuova password.',
    applicability: '',
    search_phrases: ['password non accettata', 'non riesco ad accedere'],
    confirmed: true,
    is_one_off: false,
    one_off_reason: null,
    failed_attempts: [],
    confidence: 0.8,
    handle_seconds: 60,
    closed_at: day(1),
    ...overrides,
  };
}

const REBOOT = '1. Spenga e riaccenda il telefono.';

describe('synthesize', () => {
  it('carries the fix confirmed by the most tickets, and lists the others with their counts', () => {
    const candidates = [
      candidate('T-1', { solution: REBOOT, confirmed: false, closed_at: day(9) }),
      candidate('T-2'),
      candidate('T-3', { solution: '1. Apra "Password dimenticata" dal login. 2. Segua il link nella e-mail. 3. Imposti la nuova password.', closed_at: day(3) }),
    ];
    const { text, solutions } = synthesize(candidates);
    // T-2 and T-3 are the same fix in other words: two confirmed tickets beat one unconfirmed.
    expect(text.solution).toMatch(/Imposti la nuova password/); // the newest confirmed wording (day 3)
    expect(solutions.map((s) => [s.tickets, s.confirmed])).toEqual([
      [2, 2],
      [1, 0],
    ]);
    expect(solutions[1].solution).toBe(REBOOT);
  });

  it('on equal confirmations prefers the most recently confirmed fix', () => {
    const older = candidate('T-1', { solution: '1. Svuoti la cache del browser.', closed_at: day(2) });
    const newer = candidate('T-2', { solution: '1. Aggiorni l\'app all\'ultima versione dallo store.', closed_at: day(5) });
    expect(synthesize([older, newer]).text.solution).toBe(newer.solution);
  });

  it('never lets a one-off back-office fix win over a fix customers can apply', () => {
    const oneOff = candidate('T-1', { solution: '1. Ho corretto io il dato sul gestionale.', is_one_off: true, one_off_reason: 'dato corretto a mano', closed_at: day(8) });
    const oneOff2 = candidate('T-2', { solution: '1. Ho corretto io il dato sul gestionale.', is_one_off: true, closed_at: day(9) });
    const usable = candidate('T-3', { confirmed: false });
    const { text } = synthesize([oneOff, oneOff2, usable]);
    expect(text.solution).toBe(usable.solution);
    expect(text.is_one_off).toBe(false);
    const only = synthesize([oneOff, oneOff2]).text;
    expect(only).toMatchObject({ is_one_off: true, one_off_reason: 'dato corretto a mano' });
  });

  it("takes the cause another ticket gave when the chosen fix's ticket gave none, the same fix's first", () => {
    const chosen = candidate('T-1', { closed_at: day(9) });
    const sameFix = candidate('T-2', { cause: 'La password scade ogni 90 giorni.', closed_at: day(2) });
    const otherFix = candidate('T-3', { solution: REBOOT, confirmed: false, cause: 'Il telefono ha perso la rete.' });
    expect(synthesize([chosen, sameFix, otherFix]).text.cause).toBe('La password scade ogni 90 giorni.');
    expect(synthesize([chosen, otherFix]).text.cause).toBe('Il telefono ha perso la rete.');
    // Its own cause wins, and a unit whose tickets explain nothing keeps none.
    expect(synthesize([candidate('T-1', { cause: 'Account sospeso.', closed_at: day(9) }), sameFix]).text.cause).toBe('Account sospeso.');
    expect(synthesize([chosen, candidate('T-4')]).text.cause).toBe('');
  });

  it("adds, after the usual fix, the fix of a ticket for which the usual one had failed", () => {
    const usual = [candidate('T-1'), candidate('T-2', { closed_at: day(3) })];
    const update = "1. Aggiorni l'app all'ultima versione dallo store.";
    const failedHere = candidate('T-3', { solution: update, failed_attempts: ["Ho letto che bisogna usare \"Password dimenticata\" e l'ho fatto, ma il link non arriva."] });
    const text = synthesize([...usual, failedHere]).text;
    expect(text.solution.split('\n')).toEqual([
      usual[1]!.solution,
      "4. Se non basta: aggiorni l'app all'ultima versione dallo store.",
    ]);
    // Another fix whose ticket had not tried the usual one stays an alternative only, and so does a one-off.
    const unrelated = candidate('T-4', { solution: update, failed_attempts: ['Provi a riavviare il telefono.'] });
    expect(synthesize([...usual, unrelated]).text.solution).toBe(usual[1]!.solution);
    const oneOff = candidate('T-5', { solution: '1. Ho sbloccato io l\'account.', is_one_off: true, failed_attempts: failedHere.failed_attempts });
    expect(synthesize([...usual, oneOff]).text.solution).toBe(usual[1]!.solution);
  });

  it('numbers the fallback steps on from the usual ones', () => {
    const usual = candidate('T-1', { solution: '1. Apra "Password dimenticata".\n2. Segua il link ricevuto per e-mail.' });
    const other = candidate('T-2', { solution: '1. Controlli la cartella Spam.\n2. Aggiunga il nostro indirizzo ai contatti.', confirmed: false, failed_attempts: ['1. Apra "Password dimenticata" e segua il link ricevuto per e-mail.'] });
    expect(synthesize([usual, other]).text.solution).toBe(
      '1. Apra "Password dimenticata".\n2. Segua il link ricevuto per e-mail.\n3. Se non basta: controlli la cartella Spam.\n4. Aggiunga il nostro indirizzo ai contatti.',
    );
  });

  it('gives the same text whatever order the candidates come in', () => {
    const candidates = [
      candidate('T-1', { problem: 'Password rifiutata al login', search_phrases: ['login rifiutato', 'password rifiutata'], closed_at: day(4) }),
      candidate('T-2', { problem: 'Non riesco ad accedere, la password risulta errata', search_phrases: ['password errata', 'non riesco ad accedere'], closed_at: day(2) }),
      candidate('T-3', { solution: REBOOT, confirmed: false, closed_at: day(7) }),
      candidate('T-4', { search_phrases: ['non riesco ad accedere', 'accesso negato'], closed_at: day(6) }),
    ];
    const reference = synthesize(candidates);
    for (const order of [[3, 2, 1, 0], [1, 3, 0, 2], [2, 0, 3, 1]]) {
      expect(synthesize(order.map((i) => candidates[i]))).toEqual(reference);
    }
    // The wording most tickets share comes first.
    expect(reference.text.search_phrases[0]).toBe('non riesco ad accedere');
  });

  it('takes title and problem from the most typical ticket, and leaves symptoms empty when they repeat the problem', () => {
    const same = candidate('T-1', { symptoms: 'Non riesco ad accedere: la password non viene accettata' });
    expect(synthesize([same]).text.symptoms).toBe('');
    const odd = candidate('T-9', { title: 'Mia figlia dice di scrivervi', problem: 'Mia figlia dice di scrivervi.', search_phrases: ['scrivervi'] });
    const text = synthesize([candidate('T-1'), candidate('T-2'), odd]).text;
    expect(text.title).toBe('Non riesco ad accedere con la password');
  });

  it('shows the ticket whose title needs the fewest edits, in any order', () => {
    const shouted = candidate('T-1', { title: 'La ricarica delle 21 è sempre FALLITA', problem: 'La ricarica delle 21 è sempre FALLITA.' });
    const clean = candidate('T-2', { title: 'La ricarica serale non va a buon fine', problem: 'La ricarica serale non va a buon fine.' });
    expect(synthesize([shouted, clean]).text.title).toBe('La ricarica serale non va a buon fine');
    expect(synthesize([clean, shouted]).text.problem).toBe('La ricarica serale non va a buon fine.');
    const cut = candidate('T-0', { title: '"Carta rifiutata dalla banca' });
    expect(synthesize([cut, candidate('T-3'), candidate('T-4')]).text.title).toBe('Non riesco ad accedere con la password');
  });

  it('takes the problem that tells the least of one customer\'s story, in any order', () => {
    // the typical problem (it shares words with both others) is the one with the story
    const story = candidate('T-1', { problem: 'Da tre giorni mio marito non riesce ad accedere con la password: password non accettata.' });
    const plain = candidate('T-2', { problem: 'Non riesco ad accedere: la password non viene accettata.' });
    const kin = candidate('T-3', { problem: 'Mio marito non riesce ad accedere, dice che la password non va.' });
    for (const order of [[story, plain, kin], [kin, story, plain], [plain, kin, story]]) {
      expect(synthesize(order).text.problem).toBe('Non riesco ad accedere: la password non viene accettata.');
    }
    const runOn = candidate('T-4', { problem: `Non riesco ad accedere con la password ${'e non so più cosa fare '.repeat(10)}` });
    expect(synthesize([runOn, candidate('T-5', { problem: 'Non riesco ad accedere con la password.' })]).text.problem).toBe('Non riesco ad accedere con la password.');
  });

  it('gives the unit the title that fits the most tickets, the one with the fewest case details, in any order', () => {
    // the typical ticket (T-1, its problem read like the others') tells its cat's name; T-3 says it in general words
    const named = candidate('T-1', { title: 'La scheda di Pallino non si apre', problem: 'La scheda del gatto non si apre nell\'app.' });
    const other = candidate('T-2', { title: 'Quando apro la scheda resta bianca', problem: 'La scheda del gatto non si apre nell\'app, resta bianca.' });
    const general = candidate('T-3', { title: 'La scheda dell\'animale non si apre', problem: 'Si blocca tutto.' });
    const orders = [[named, other, general], [general, named, other], [other, general, named]];
    for (const order of orders) expect(synthesize(order).text.title).toBe('La scheda dell\'animale non si apre');
    // title only: the problem still comes from the most typical ticket
    expect(synthesize([named, other, general]).text.problem).not.toBe('Si blocca tutto.');
  });
});

describe('fallbackTitle', () => {
  it('is the first sentence without a greeting, at most 90 characters, cut at a word', () => {
    expect(fallbackTitle('Buongiorno, non riesco a stampare le fatture. Ho già provato a riavviare.')).toBe('Non riesco a stampare le fatture');
    const long = fallbackTitle(`La stampante ${'fiscale '.repeat(20)}non stampa`);
    expect(long.length).toBeLessThanOrEqual(90);
    expect(long.endsWith('…')).toBe(true);
  });
});
