import type { DistilledUnit } from '../distilled-unit.schema';
import { productSlug } from './corpus-reader';
import {
  conflictCheck,
  mergeSuggestionMetrics,
  pairwiseGrouping,
  predictedUnresolved,
  replayGrouping,
  rubricChecks,
  solutionFaults,
  titleFaults,
  SINGLE_CUSTOMER_FAULTS,
  type DistilledTicket,
  type TruthRow,
} from './distill-eval';

function unit(problem: string, solution: string, overrides: Partial<DistilledUnit> = {}): DistilledUnit {
  return {
    is_reusable: true,
    title: problem.slice(0, 90),
    problem,
    symptoms: '',
    cause: '',
    solution,
    applicability: '',
    category: 'fatturazione',
    search_phrases: [problem],
    is_commercial_exception: false,
    is_one_off: false,
    confidence: 0.8,
    ...overrides,
  };
}

const ticket = (id: string, u: DistilledUnit): DistilledTicket => ({ external_id: id, product: 'fatturafacile', unit: u });
const row = (id: string, group: string, conflicting_fix = false): TruthRow => ({
  external_id: id,
  group,
  expected: { reusable: true, commercial_exception: false, one_off: false, conflicting_fix },
});

const RESEND = '1. Apra la fattura scartata\n2. Corregga la PEC del cliente\n3. Reinvii allo SDI';

describe('pairwiseGrouping', () => {
  it('counts pairs: one wrong merge costs precision, one missed pair costs recall', () => {
    const truth = new Map([['a', 'g1'], ['b', 'g1'], ['c', 'g2'], ['d', 'g2']]);
    // a+b together (right), c+d apart (missed): precision 1, recall 1/2
    expect(pairwiseGrouping(new Map([['a', 0], ['b', 0], ['c', 1], ['d', 2]]), truth)).toMatchObject({ precision: 1, recall: 0.5, units: 3 });
    // everything in one unit: 2 right pairs out of 6
    expect(pairwiseGrouping(new Map([['a', 0], ['b', 0], ['c', 0], ['d', 0]]), truth)).toMatchObject({ precision: 2 / 6, recall: 1, units: 1 });
  });
});

describe('replayGrouping', () => {
  it('links a paraphrase in the same product and category, and leaves the other problem alone', () => {
    const tickets = [
      ticket('a', unit('La fattura viene scartata dallo SDI', RESEND)),
      ticket('b', unit('fatture scartate dallo Sdi, cosa devo fare?', RESEND)),
      ticket('c', unit('Il PDF non si apre dal browser', 'Aggiorni il lettore PDF')),
    ];
    const linked = replayGrouping(tickets, { paraphrase: true });
    expect(linked.get('a')).toBe(linked.get('b'));
    expect(linked.get('c')).not.toBe(linked.get('a'));
    const keyOnly = replayGrouping(tickets, { paraphrase: false });
    expect(new Set(keyOnly.values()).size).toBe(3);
  });
});

describe('conflictCheck', () => {
  it("compares each later ticket of a true group with the group's first solution", () => {
    const known = [
      ticket('a', unit('Fattura scartata dallo SDI', RESEND)),
      ticket('b', unit('Fattura scartata', RESEND)),
      ticket('c', unit('Fattura scartata ancora', 'Contatti la banca per lo sblocco del conto corrente')),
      ticket('d', unit('Discarded', 'whatever', { is_one_off: true })),
    ];
    const truth = new Map([row('a', 'g'), row('b', 'g'), row('c', 'g', true), row('d', 'g', true)].map((r) => [r.external_id, r]));
    // b: same fix, no conflict (right); c: other fix, conflict (right); d is discarded, never compared
    expect(conflictCheck(known, truth)).toEqual({ accuracy: 1, precision: 1, recall: 1, positives: 1 });
  });
});

describe('review rubric checks', () => {
  it('flags titles with a greeting, a self-introduction, an amount, a date or an identifier', () => {
    expect(titleFaults('La stampante non stampa, errore 0x1F')).toEqual([]);
    expect(titleFaults('Buongiorno, la stampante non stampa')).toContain('greeting');
    expect(titleFaults('Sono Giorgio, la stampante non stampa')).toContain('self_introduction');
    expect(titleFaults('Mi avete addebitato 29,90 € due volte')).toContain('amount');
    expect(titleFaults('Dal 12 marzo la cassa non si apre')).toContain('date');
    expect(titleFaults('Ordine n. 58213 mai arrivato')).toContain('identifier');
    expect(titleFaults('I: Fwd: stampante')).toContain('mail_header');
    expect(titleFaults('x'.repeat(91))).toContain('too_long');
    // a version is not a date
    expect(titleFaults("L'app 4.2.1 si chiude alla foto")).toEqual([]);
  });

  it('flags a quote left open and a shouted word, not a quoted message or an acronym', () => {
    expect(titleFaults('"Carta non accettata')).toContain('open_quote');
    expect(titleFaults('Il POS mostra "Carta non accettata"')).toEqual([]);
    expect(titleFaults('La ricarica è sempre BLOCCATA')).toContain('shouting');
    expect(titleFaults('Mi arrivano DUE addebiti')).toContain('shouting');
    expect(titleFaults('Il display dice "MEMORIA PIENA" e il PIN SIM non va')).toEqual([]);
  });

  it('flags the agent addressing one customer at the start of a step', () => {
    const fault = SINGLE_CUSTOMER_FAULTS.find(([name]) => name === 'vocative')![1];
    expect(fault.test('1. Signor Neri, la pratica risulta chiusa.')).toBe(true);
    expect(fault.test('2. Gentile cliente, il modulo è online.')).toBe(true);
    expect(fault.test('1. Apra il modulo da Documenti.')).toBe(false);
  });

  it('a solution must carry the fix that worked and none of the failed attempt', () => {
    const truthRow: TruthRow = { ...row('a', 'g'), solution_keywords: ['webview', 'play store'], failed_keywords: ['reinstallare'] };
    expect(solutionFaults('1. Aggiorni Android System WebView dal Play Store', truthRow)).toEqual([]);
    expect(solutionFaults("1. Provi a disinstallare e reinstallare l'app", truthRow)).toEqual(['fix_missing', 'failed_step:reinstallare']);
  });

  it('counts planted personal data in any field of any unit, kept or discarded', () => {
    const leaking = ticket('a', unit('La carta 4539 1128 7604 5217 viene rifiutata', RESEND));
    const discarded = ticket('b', unit('Rimborso', 'Scriva a mario.rossi@example.it', { is_commercial_exception: true }));
    const truth = new Map<string, TruthRow>([
      ['a', { ...row('a', 'g'), pii: [{ label: 'CARTA', value: '4539 1128 7604 5217' }] }],
      ['b', { ...row('b', 'h'), pii: [{ label: 'EMAIL', value: 'mario.rossi@example.it' }] }],
    ]);
    const report = rubricChecks([leaking, discarded], truth);
    expect(report.planted_pii_leaks).toBe(4); // a: title, problem, search phrase; b: solution
    expect(report.pii_leaks.map((l) => `${l.external_id}:${l.field}`)).toEqual(['a:title', 'a:problem', 'a:search_phrases', 'b:solution']);
    expect(report.units).toBe(1);
  });

  it('reads unresolved from the notes when the distiller gives them, else from the flags', () => {
    const u = unit('La cassa non parte', '', { is_reusable: false });
    expect(predictedUnresolved({ external_id: 'a', product: null, unit: u })).toBe(true);
    expect(predictedUnresolved({ external_id: 'a', product: null, unit: u, notes: { unresolved: null } })).toBe(false);
    expect(predictedUnresolved({ external_id: 'a', product: null, unit: u, notes: { unresolved: 'deferred' } })).toBe(true);
  });
});

describe('productSlug', () => {
  it('turns a product name as ticketing systems send it into a product code', () => {
    expect(productSlug('Fibra Casa')).toBe('fibra-casa');
    expect(productSlug('  Caffè Più ')).toBe('caffe-piu');
    expect(productSlug('cassanet')).toBe('cassanet');
  });
});

describe('mergeSuggestionMetrics', () => {
  it('suggests each unit with its nearest one only when their fixes end on the same label, and scores the pairs', () => {
    const renew = '1. Apra Profilo → Tessera → «Rinnova tessera».';
    const tickets = [
      ticket('a', unit('La tessera della biblioteca risulta scaduta', renew)),
      ticket('b', unit('Tessera scaduta, non prendo libri in prestito', renew)),
      ticket('c', unit('La tessera della biblioteca risulta bloccata', '1. Apra Profilo → Tessera → «Sblocca».')),
    ];
    const assignment = new Map([['a', 0], ['b', 1], ['c', 2]]);
    const truth = new Map([['a', 'g1'], ['b', 'g1'], ['c', 'g2']]);
    const m = mergeSuggestionMetrics(tickets, assignment, truth, 0.05);
    // a–b share «Rinnova tessera» (right); c is near a in words but ends on another button: no suggestion.
    expect(m).toMatchObject({ suggestions: 1, right: 1, pairwise_precision: 1 });
    const wrongTruth = new Map([['a', 'g1'], ['b', 'g2'], ['c', 'g3']]);
    expect(mergeSuggestionMetrics(tickets, assignment, wrongTruth, 0.05)).toMatchObject({ suggestions: 1, right: 0, pairwise_precision: 0 });
    expect(mergeSuggestionMetrics(tickets, assignment, truth, 0.99).suggestions).toBe(0);
  });
});
