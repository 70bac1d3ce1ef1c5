import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { redact } from '../../pii/redact';
import { productSlug, readCorpus } from './corpus-reader';
import { corpusRoot, referenceSets, setDir } from './reference-sets';

// Every reference set of corpus/sets.json: current with its sources, consistent with its manifest
// line, of products and tickets no other set has, and every planted personal-data string one the
// redactor removes (valid checksums where it checks them), so that "0 planted strings in any unit
// field" measures the distiller, not a redactor miss. Labels the redactor does not handle (a
// person's name, an address) may be planted too: they are only checked in the units.
const REDACTED_LABELS = new Set(['CARTA', 'CF', 'EMAIL', 'IBAN', 'IP', 'PIVA', 'TELEFONO', 'URL_TOKEN']);
const sets = referenceSets();

describe('corpus/sets.json', () => {
  it('lists every folder of corpus/ once, and no folder is missing', () => {
    const folders = readdirSync(corpusRoot(), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(sets.map((s) => s.name).sort()).toEqual(folders);
  });

  it('every set is current with its sources (node corpus/build.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, [join(corpusRoot(), 'build.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});

describe.each(sets.map((s, i) => [s.name, i] as const))('reference set %s', (name, index) => {
  const set = sets[index]!;
  const { tickets, truth } = readCorpus(setDir(name));
  const earlier = sets.slice(0, index).flatMap((s) => readCorpus(setDir(s.name)).tickets);

  it('holds the tickets and products its manifest line names, each with its ground truth', () => {
    expect(tickets.length).toBe(set.tickets);
    if (set.checks?.min_tickets) expect(tickets.length).toBeGreaterThanOrEqual(set.checks.min_tickets);
    expect(new Set(tickets.map((t) => t.product))).toEqual(new Set(set.products.map(productSlug)));
    expect(truth.map((t) => t.external_id).sort()).toEqual(tickets.map((t) => t.external_id).sort());
  });

  it('shares no ticket and no product with the sets listed before it', () => {
    const ids = new Set(earlier.map((t) => t.external_id));
    const products = new Set(earlier.map((t) => t.product));
    expect(tickets.filter((t) => ids.has(t.external_id)).map((t) => t.external_id)).toEqual([]);
    expect([...new Set(tickets.filter((t) => products.has(t.product)).map((t) => t.product))]).toEqual([]);
  });

  it('plants personal data the redactor removes', () => {
    const labels = new Set<string>();
    const missed: string[] = [];
    for (const row of truth) {
      const ticket = tickets.find((t) => t.external_id === row.external_id)!;
      const { text: redacted } = redact([ticket.subject, ...ticket.messages.map((m) => m.body)].join('\n'));
      for (const { label, value } of row.pii ?? []) {
        if (!REDACTED_LABELS.has(label)) continue;
        labels.add(label);
        if (redacted.includes(value)) missed.push(`${row.external_id} ${label} ${value}`);
      }
    }
    expect(missed).toEqual([]);
    if (set.checks?.labels) expect([...labels].sort()).toEqual([...set.checks.labels].sort());
  });

  const minimum = set.checks?.minimum;
  if (minimum) {
    it(`marks ${minimum.oneOffs}+ one-offs, ${minimum.concessions}+ concessions and ${minimum.unresolved}+ unresolved tickets, and gives every reusable one the keywords of its fix`, () => {
      const count = (f: (e: (typeof truth)[number]['expected']) => boolean) => truth.filter((t) => f(t.expected)).length;
      expect(count((e) => e.one_off)).toBeGreaterThanOrEqual(minimum.oneOffs);
      expect(count((e) => e.commercial_exception)).toBeGreaterThanOrEqual(minimum.concessions);
      expect(count((e) => e.unresolved === true)).toBeGreaterThanOrEqual(minimum.unresolved);
      for (const t of truth.filter((x) => x.expected.reusable)) expect(t.solution_keywords?.length).toBeGreaterThan(0);
    });
  }

  const nearMisses = set.checks?.near_misses;
  if (nearMisses) {
    it(`has problem groups of ${set.checks?.minimum_group_size ?? 3}-6 tickets besides singletons, and distinct groups for its near-miss tickets`, () => {
      const sizes = new Map<string, number>();
      for (const t of truth) sizes.set(t.group, (sizes.get(t.group) ?? 0) + 1);
      const groups = [...sizes.values()].filter((n) => n > 1);
      expect(groups.length).toBeGreaterThanOrEqual(10);
      for (const n of groups) expect(n >= (set.checks?.minimum_group_size ?? 3) && n <= 6).toBe(true);
      for (const [a, b] of nearMisses) {
        const [ta, tb] = [a, b].map((id) => tickets.find((t) => t.external_id === id)!);
        const [ga, gb] = [a, b].map((id) => truth.find((t) => t.external_id === id)!.group);
        // Same product (a writer may file one of the two under another category: then only the model's reading keeps them apart).
        expect(ta!.product).toBe(tb!.product);
        expect(ga).not.toBe(gb);
      }
    });
  }
});
