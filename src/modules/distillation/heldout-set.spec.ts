import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { redact } from '../pii/redact';
import { readCorpus } from './corpus-reader';

// The held-out reference set (corpus-heldout/): well formed, current with its sources, and every
// planted personal-data string one the redactor removes (valid checksums where it checks them),
// so that "0 planted strings in any unit field" measures the distiller, not a redactor miss.
describe('corpus-heldout', () => {
  const root = join(__dirname, '..', '..', '..');
  const dir = join(root, 'corpus-heldout');
  const { tickets, truth } = readCorpus(dir);

  it('is current with corpus-heldout/source (node corpus-heldout/build.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, [join(dir, 'build.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('has 100+ tickets of three products, each with its ground truth, none in the reference corpus', () => {
    expect(tickets.length).toBeGreaterThanOrEqual(100);
    expect(new Set(tickets.map((t) => t.product))).toEqual(new Set(['fibra-casa', 'termosmart', 'pappapronta']));
    const ids = new Set(truth.map((t) => t.external_id));
    for (const t of tickets) expect(ids.has(t.external_id)).toBe(true);
    const reference = new Set(readCorpus(join(root, 'corpus')).tickets.map((t) => t.external_id));
    expect(tickets.filter((t) => reference.has(t.external_id))).toEqual([]);
  });

  it('plants every label the redactor knows, and the redactor removes every planted string', () => {
    const labels = new Set<string>();
    const missed: string[] = [];
    for (const row of truth) {
      const ticket = tickets.find((t) => t.external_id === row.external_id)!;
      const text = [ticket.subject, ...ticket.messages.map((m) => m.body)].join('\n');
      const { text: redacted } = redact(text);
      for (const { label, value } of row.pii ?? []) {
        labels.add(label);
        if (redacted.includes(value)) missed.push(`${row.external_id} ${label} ${value}`);
      }
    }
    expect(missed).toEqual([]);
    expect([...labels].sort()).toEqual(['CARTA', 'CF', 'EMAIL', 'IBAN', 'IP', 'PIVA', 'TELEFONO', 'URL_TOKEN']);
  });

  it('marks unresolved, concession and one-off tickets, and gives every reusable one the keywords of its fix', () => {
    const count = (f: (e: (typeof truth)[number]['expected']) => boolean) => truth.filter((t) => f(t.expected)).length;
    expect(count((e) => e.unresolved === true)).toBeGreaterThanOrEqual(5);
    expect(count((e) => e.commercial_exception)).toBeGreaterThanOrEqual(5);
    expect(count((e) => e.one_off)).toBeGreaterThanOrEqual(5);
    for (const t of truth.filter((x) => x.expected.reusable)) expect(t.solution_keywords?.length).toBeGreaterThan(0);
  });
});

// The third reference set (corpus-third/), written after the rules changes that looked at
// corpus-heldout's review; out-of-sample until the structural rules of 2026-12-01 evening were
// tuned on it too. Same checks, its own products.
describe('corpus-third', () => {
  const root = join(__dirname, '..', '..', '..');
  const dir = join(root, 'corpus-third');
  const { tickets, truth } = readCorpus(dir);

  it('is current with corpus-third/source (node corpus-heldout/build.mjs --dir corpus-third --check)', () => {
    expect(() => execFileSync(process.execPath, [join(root, 'corpus-heldout', 'build.mjs'), '--dir', dir, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('has two products of its own and no ticket of the other sets', () => {
    expect(new Set(tickets.map((t) => t.product))).toEqual(new Set(['movibike', 'agendasalute']));
    const others = new Set([...readCorpus(join(root, 'corpus')).tickets, ...readCorpus(join(root, 'corpus-heldout')).tickets].map((t) => t.external_id));
    expect(tickets.filter((t) => others.has(t.external_id))).toEqual([]);
    expect(truth.map((t) => t.external_id).sort()).toEqual(tickets.map((t) => t.external_id).sort());
  });

  it('plants personal data the redactor removes, and marks every flag at least three times', () => {
    const missed: string[] = [];
    for (const row of truth) {
      const ticket = tickets.find((t) => t.external_id === row.external_id)!;
      const { text: redacted } = redact([ticket.subject, ...ticket.messages.map((m) => m.body)].join('\n'));
      for (const { label, value } of row.pii ?? []) if (redacted.includes(value)) missed.push(`${row.external_id} ${label} ${value}`);
    }
    expect(missed).toEqual([]);
    const count = (f: (e: (typeof truth)[number]['expected']) => boolean) => truth.filter((t) => f(t.expected)).length;
    expect(count((e) => e.unresolved === true)).toBeGreaterThanOrEqual(3);
    expect(count((e) => e.commercial_exception)).toBeGreaterThanOrEqual(3);
    expect(count((e) => e.one_off)).toBeGreaterThanOrEqual(3);
  });
});

/** What a blind reference set must hold, checked the same way for each (fourth to eighth). */
interface BlindSet {
  dir: string;
  products: string[];
  /** The sets written before it: none of their tickets or products may appear in it. */
  earlier: string[];
  nearMisses: Array<[string, string]>;
  minimum: { oneOffs: number; concessions: number; unresolved: number };
  /** Smallest multi-ticket group (3 unless a set's writers were asked for pairs too). */
  minimumGroupSize?: number;
}

function describeBlindSet(set: BlindSet): void {
  describe(set.dir, () => {
    const root = join(__dirname, '..', '..', '..');
    const dir = join(root, set.dir);
    const { tickets, truth } = readCorpus(dir);

    it(`is current with ${set.dir}/source (node corpus-heldout/build.mjs --dir ${set.dir} --check)`, () => {
      expect(() => execFileSync(process.execPath, [join(root, 'corpus-heldout', 'build.mjs'), '--dir', dir, '--check'], { stdio: 'pipe' })).not.toThrow();
    });

    it('has three products of its own and no ticket or product of the other sets', () => {
      expect(new Set(tickets.map((t) => t.product))).toEqual(new Set(set.products));
      const others = set.earlier.flatMap((d) => readCorpus(join(root, d)).tickets);
      const otherIds = new Set(others.map((t) => t.external_id));
      const otherProducts = new Set(others.map((t) => t.product));
      expect(tickets.filter((t) => otherIds.has(t.external_id))).toEqual([]);
      expect(tickets.filter((t) => otherProducts.has(t.product))).toEqual([]);
      expect(truth.map((t) => t.external_id).sort()).toEqual(tickets.map((t) => t.external_id).sort());
    });

    it(`has problem groups of ${set.minimumGroupSize ?? 3}-6 tickets besides singletons, and distinct groups for its near-miss tickets`, () => {
      const sizes = new Map<string, number>();
      for (const t of truth) sizes.set(t.group, (sizes.get(t.group) ?? 0) + 1);
      const groups = [...sizes.values()].filter((n) => n > 1);
      expect(groups.length).toBeGreaterThanOrEqual(10);
      for (const n of groups) expect(n >= (set.minimumGroupSize ?? 3) && n <= 6).toBe(true);
      for (const [a, b] of set.nearMisses) {
        const [ta, tb] = [a, b].map((id) => tickets.find((t) => t.external_id === id)!);
        const [ga, gb] = [a, b].map((id) => truth.find((t) => t.external_id === id)!.group);
        expect([ta!.product, ta!.category]).toEqual([tb!.product, tb!.category]);
        expect(ga).not.toBe(gb);
      }
    });

    const { oneOffs, concessions, unresolved } = set.minimum;
    it(`plants personal data the redactor removes, and marks ${oneOffs}+ one-offs, ${concessions}+ concessions and ${unresolved}+ unresolved tickets`, () => {
      const labels = new Set<string>();
      const missed: string[] = [];
      for (const row of truth) {
        const ticket = tickets.find((t) => t.external_id === row.external_id)!;
        const { text: redacted } = redact([ticket.subject, ...ticket.messages.map((m) => m.body)].join('\n'));
        for (const { label, value } of row.pii ?? []) {
          labels.add(label);
          if (redacted.includes(value)) missed.push(`${row.external_id} ${label} ${value}`);
        }
      }
      expect(missed).toEqual([]);
      expect([...labels].sort()).toEqual(['CARTA', 'CF', 'EMAIL', 'IBAN', 'IP', 'PIVA', 'TELEFONO']);
      const count = (f: (e: (typeof truth)[number]['expected']) => boolean) => truth.filter((t) => f(t.expected)).length;
      expect(count((e) => e.one_off)).toBeGreaterThanOrEqual(oneOffs);
      expect(count((e) => e.commercial_exception)).toBeGreaterThanOrEqual(concessions);
      expect(count((e) => e.unresolved === true)).toBeGreaterThanOrEqual(unresolved);
      for (const t of truth.filter((x) => x.expected.reusable)) expect(t.solution_keywords?.length).toBeGreaterThan(0);
    });
  });
}

// The fourth reference set (corpus-fourth/), written blind to the rules distiller (its lexicons and
// cues were never read) for three more products, run once, then tuned on (in-sample since).
describeBlindSet({
  dir: 'corpus-fourth',
  products: ['visio-box', 'energia-chiara', 'diario-di-classe'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third'],
  nearMisses: [['VB-510', 'VB-506'], ['VB-514', 'VB-511'], ['VB-518', 'VB-515'], ['EC-605', 'EC-601'], ['EC-610', 'EC-606'], ['EC-614', 'EC-611'], ['DC-705', 'DC-701'], ['DC-709', 'DC-706'], ['DC-713', 'DC-710']],
  minimum: { oneOffs: 10, concessions: 8, unresolved: 10 },
});

// The fifth reference set (corpus-fifth/), written blind to the rules distiller (its rules, lexicons,
// cues, grouping and text helpers were never read, nor the fourth set's tickets) for three more
// products: the set issue #11's targets were reported on until it was tuned on (2026-12-01 evening).
describeBlindSet({
  dir: 'corpus-fifth',
  products: ['guida-sicura', 'fitpoint-club', 'comune-digitale'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth'],
  nearMisses: [['GS-808', 'GS-805'], ['GS-817', 'GS-814'], ['FP-909', 'FP-905'], ['FP-915', 'FP-912'], ['CD-1009', 'CD-1005'], ['CD-1016', 'CD-1012']],
  minimum: { oneOffs: 10, concessions: 9, unresolved: 10 },
});

// The seventh reference set (corpus-seventh/), written blind like the fifth (the distiller's rules,
// lexicons, cues, grouping and text helpers were never read, nor any other set's tickets) for three
// more products, on 2026-12-01 evening: a tuning set, run once blind and then tuned on.
describeBlindSet({
  dir: 'corpus-seventh',
  products: ['treno-veloce', 'stampaufficio-360', 'orto-in-citta'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth', 'corpus-fifth'],
  nearMisses: [['TV-2118', 'TV-2101'], ['TV-2110', 'TV-2102'], ['SU-2206', 'SU-2202'], ['SU-2213', 'SU-2205'], ['SU-2209', 'SU-2201'], ['OC-2306', 'OC-2303']],
  minimum: { oneOffs: 11, concessions: 9, unresolved: 10 },
});

// The eighth reference set (corpus-eighth/), written blind like the seventh (the distiller's rules,
// lexicons, cues, grouping and text helpers were never read, nor any other set's tickets) for three
// more products, on 2026-12-01 evening: run once blind, then a tuning set.
describeBlindSet({
  dir: 'corpus-eighth',
  products: ['parkfacile', 'studio-sorriso', 'bolle-lavanderia'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth', 'corpus-fifth', 'corpus-seventh'],
  nearMisses: [['PF-2412', 'PF-2409'], ['PF-2417', 'PF-2413'], ['SS-2505', 'SS-2501'], ['SS-2516', 'SS-2513'], ['BL-2605', 'BL-2601'], ['BL-2617', 'BL-2614']],
  minimum: { oneOffs: 11, concessions: 9, unresolved: 10 },
});

// The sixth reference set (corpus-sixth/), written blind like the fifth (the distiller's rules, lexicons,
// cues, grouping and text helpers never read, nor any other set's tickets) for three more products and
// still other voices: issue #11's targets were reported on it until its units were read (in-sample since).
describeBlindSet({
  dir: 'corpus-sixth',
  products: ['condominio-facile', 'libreria-pagine', 'cassa-bar-pro'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth', 'corpus-fifth', 'corpus-seventh', 'corpus-eighth'],
  nearMisses: [['CO-1116', 'CO-1103'], ['CO-1122', 'CO-1118'], ['LP-1214', 'LP-1209'], ['LP-1207', 'LP-1205'], ['CB-1313', 'CB-1308'], ['CB-1315', 'CB-1310']],
  minimum: { oneOffs: 11, concessions: 9, unresolved: 10 },
});

// The ninth reference set (corpus-ninth/), written blind on 2026-12-01 night by three writers, one per
// product (the distiller's rules, lexicons, cues, grouping and text helpers never read, nor any other
// set's tickets), in voices the others lack (dictated messages, two problems in one message, pasted logs,
// outsourced agents' stock phrases): run once and judged blind, then tuned on (in-sample since).
describeBlindSet({
  dir: 'corpus-ninth',
  products: ['farmacia-vicina', 'chiave-smart', 'mensa-scuola-web'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth', 'corpus-fifth', 'corpus-sixth', 'corpus-seventh', 'corpus-eighth'],
  nearMisses: [['FV-3105', 'FV-3110'], ['FV-3111', 'FV-3117'], ['KS-3217', 'KS-3206'], ['KS-3214', 'KS-3209'], ['MW-3301', 'MW-3302'], ['MW-3304', 'MW-3311']],
  minimum: { oneOffs: 13, concessions: 9, unresolved: 13 },
});

// The tenth reference set (corpus-tenth/), written blind on 2026-12-01 late night by three writers, one
// per product (the distiller's rules, lexicons, cues, grouping and text helpers never read, nor any other
// set's tickets), in voices the others lack (machine-translated Italian, screenshots described, a lawyer in
// copy, lettered options, fixes confirmed days later): reported on once, its judges' reports read, then
// tuned on (2026-12-02 night: in-sample since).
describeBlindSet({
  dir: 'corpus-tenth',
  products: ['teatro-aperto', 'casa-sicura-polizze', 'veterinario-amico'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth', 'corpus-fifth', 'corpus-sixth', 'corpus-seventh', 'corpus-eighth', 'corpus-ninth'],
  nearMisses: [['VA-3602', 'VA-3606'], ['VA-3609', 'VA-3611'], ['CS-3501', 'CS-3504'], ['CS-3502', 'CS-3508'], ['TA-3401', 'TA-3416'], ['TA-3414', 'TA-3411']],
  minimum: { oneOffs: 12, concessions: 9, unresolved: 12 },
});

// The eleventh reference set (corpus-eleventh/), written blind on 2026-12-01 night by three writers, one
// per product (no rule, lexicon, grouping or text helper read, nor any other set's tickets), in voices the
// others lack (dictated messages without punctuation, inline replies inside the agent's quote, a farmer's
// dialect and his grandson writing for him, a mechanic's typos, SdI rejection codes pasted): its groups
// are of 2-4 tickets. Reported on once (2026-12-02), then read for the error-code rule (2026-12-04): in-sample since.
describeBlindSet({
  dir: 'corpus-eleventh',
  products: ['accademia-online', 'agriturismo-prenota', 'officina-plus'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth', 'corpus-fifth', 'corpus-sixth', 'corpus-seventh', 'corpus-eighth', 'corpus-ninth', 'corpus-tenth'],
  nearMisses: [['AO-4104', 'AO-4110'], ['AO-4106', 'AO-4113'], ['AO-4105', 'AO-4118'], ['AG-4202', 'AG-4204'], ['AG-4203', 'AG-4217'], ['AG-4208', 'AG-4216'], ['OF-4309', 'OF-4310'], ['OF-4302', 'OF-4304'], ['OF-4307', 'OF-4312']],
  minimum: { oneOffs: 9, concessions: 9, unresolved: 12 },
  minimumGroupSize: 2,
});

// The twelfth reference set (corpus-twelfth/), written blind on 2026-12-04 by three writers, one per
// product, from a written brief (no rule, lexicon, grouping or text helper read, nor any other set's
// tickets), in voices the others lack (speech-to-text homophones, bullet lists and OCR'd screenshots,
// a labour consultant for several firms, English UI words, out-of-office replies, a second-level agent,
// a customer who found the fix himself): its groups are of 2-4 tickets. The set issue #11's targets are
// reported on now: never tune on it.
describeBlindSet({
  dir: 'corpus-twelfth',
  products: ['bus-italia-viaggi', 'casa-connessa-hub', 'paghe-semplici'],
  earlier: ['corpus', 'corpus-heldout', 'corpus-third', 'corpus-fourth', 'corpus-fifth', 'corpus-sixth', 'corpus-seventh', 'corpus-eighth', 'corpus-ninth', 'corpus-tenth', 'corpus-eleventh'],
  nearMisses: [['BV-5303', 'BV-5306'], ['BV-5307', 'BV-5313'], ['CC-5101', 'CC-5103'], ['CC-5107', 'CC-5120'], ['CC-5124', 'CC-5125'], ['PS-5201', 'PS-5207'], ['PS-5202', 'PS-5209'], ['PS-5211', 'PS-5224']],
  minimum: { oneOffs: 8, concessions: 8, unresolved: 11 },
  minimumGroupSize: 2,
});
