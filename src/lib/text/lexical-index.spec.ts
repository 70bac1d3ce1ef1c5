import { LexicalIndex, indexTokens, type LexicalDoc } from './lexical-index';
import { mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ITALIAN_STOPWORDS } from './italian';
import { readLexicalSnapshot, writeLexicalSnapshot } from './lexical-snapshot';

const doc = (id: number, text: string, extra: Partial<LexicalDoc> = {}): LexicalDoc => ({
  id,
  unit_id: id,
  weight: 1,
  product: '',
  locale: 'it',
  served: true,
  text,
  ...extra,
});

/** The ten rows replayed on MariaDB 10.11 (FULLTEXT, boolean mode); its MATCH values are the expectations. */
const MARIADB_ROWS = [
  'alfa beta beta gamma',
  'alfa delta',
  'beta beta beta',
  'zeta omega e-4021 e_4021',
  'kappa 4021',
  'abc-1234 abc_1234 foo',
  'foo 1234 abc',
  'lambda',
  'lambda',
  'lambda',
];
const IT = { locale: 'it', product: null };

function mariadbIndex(): LexicalIndex {
  const index = new LexicalIndex(new Set());
  index.add(MARIADB_ROWS.map((text, i) => doc(i + 1, text)));
  return index;
}

describe('indexTokens', () => {
  it('splits like InnoDB: letters, digits and "_" words of 3–84 characters, stop words out', () => {
    expect(indexTokens('E-4021 e_4021 ab della bollett 4.2.1 4_2_1', ITALIAN_STOPWORDS)).toEqual(['4021', 'e_4021', 'bollett', '4_2_1']);
    expect(indexTokens('x'.repeat(85) + ' ok3', new Set())).toEqual(['ok3']);
  });
});

describe('LexicalIndex ranks as InnoDB FULLTEXT does', () => {
  it('Σ tf · log10(N/df)² over the words (MariaDB: 1.4657, 1.4657, 0.4886)', () => {
    const hits = mariadbIndex().search({ terms: ['beta', 'alfa'], phrases: [] }, IT, 10);
    expect(hits.map((h) => h.id)).toEqual([1, 3, 2]);
    expect(hits[0].score).toBeCloseTo(1.465677, 5);
    expect(hits[1].score).toBeCloseTo(1.465677, 5);
    expect(hits[2].score).toBeCloseTo(0.488559, 5);
  });

  it('a code phrase with one indexable token is that word; its key adds its own idf (MariaDB: 1.4886, 0.4886)', () => {
    const hits = mariadbIndex().search({ terms: ['e_4021'], phrases: ['e-4021'] }, IT, 10);
    expect(hits.map((h) => [h.id, Number(h.score.toFixed(4))])).toEqual([
      [4, 1.4886],
      [5, 0.4886],
    ]);
  });

  it('a several-token phrase needs the words together (MariaDB: row 6 only, 0.9771)', () => {
    const hits = mariadbIndex().search({ terms: [], phrases: ['abc-1234'] }, IT, 10);
    expect(hits.map((h) => [h.id, Number(h.score.toFixed(4))])).toEqual([[6, 0.9771]]);
    expect(mariadbIndex().search({ terms: [], phrases: ['4.2.1'] }, IT, 10)).toEqual([]);
  });

  it('a word in every row weighs log10(1.0001)², not 0', () => {
    const index = new LexicalIndex(new Set());
    index.add([doc(1, 'comune'), doc(2, 'comune comune')]);
    const hits = index.search({ terms: ['comune'], phrases: [] }, IT, 5);
    expect(hits.map((h) => h.id)).toEqual([2, 1]);
    expect(hits[1].score).toBeCloseTo(Math.log10(1.0001) ** 2, 12);
  });
});

describe('LexicalIndex scope, weights and changes', () => {
  it('filters by served, locale and product (product-less units always in) after scoring every row', () => {
    const index = new LexicalIndex(new Set());
    index.add([
      doc(1, 'stampa', { product: 'alpha' }),
      doc(2, 'stampa', { product: 'beta' }),
      doc(3, 'stampa', { product: '' }),
      doc(4, 'stampa', { locale: 'en' }),
      doc(5, 'stampa', { served: false }),
      doc(6, 'altro'),
    ]);
    const ids = (product: string | null, locale = 'it') => index.search({ terms: ['stampa'], phrases: [] }, { locale, product }, 10).map((h) => h.id);
    expect(ids(null)).toEqual([1, 2, 3]);
    expect(ids('alpha')).toEqual([1, 3]);
    expect(ids('gamma')).toEqual([3]);
    expect(ids(null, 'en')).toEqual([4]);
    // N = 6 rows and df = 5 (the unserved and the English ones count, as in InnoDB)
    expect(index.search({ terms: ['stampa'], phrases: [] }, IT, 1)[0].score).toBeCloseTo(Math.log10(6 / 5) ** 2, 6);
  });

  it('multiplies by the chunk weight and breaks ties by lower id', () => {
    const index = new LexicalIndex(new Set());
    index.add([doc(9, 'rete'), doc(3, 'rete'), doc(5, 'rete', { weight: 4 }), doc(7, 'altro')]);
    expect(index.search({ terms: ['rete'], phrases: [] }, IT, 3).map((h) => h.id)).toEqual([5, 3, 9]);
  });

  it('replacing units changes N, df and the hits; many deletes repack without changing answers', () => {
    const index = new LexicalIndex(new Set());
    const texts = Array.from({ length: 3000 }, (_, i) => doc(i + 1, i % 3 === 0 ? 'fattura rete' : 'rete'));
    index.add(texts);
    const before = index.search({ terms: ['fattura', 'rete'], phrases: [] }, IT, 5);
    expect(before.map((h) => h.id)).toEqual([1, 4, 7, 10, 13]);
    // remove 2000 units (a repack happens), then put one back with new text
    index.replaceUnits(new Set(texts.slice(0, 2000).map((d) => d.id)), [doc(2, 'fattura fattura')]);
    expect(index.size).toBe(1001);
    const after = index.search({ terms: ['fattura', 'rete'], phrases: [] }, IT, 3);
    expect(after.map((h) => h.id)).toEqual([2, 2002, 2005]);
    const df = 1 + 333; // 'fattura' in unit 2 and in ids 2002, 2005, … 3000 (i % 3 === 0 → id ≡ 1 mod 3)
    expect(after[0].score).toBeCloseTo(2 * Math.log10(1001 / df) ** 2, 5);
    expect(index.search({ terms: ['fattura'], phrases: [] }, IT, 1)[0].unit_id).toBe(2);
  });
});

describe('LexicalIndex compact form and snapshot file', () => {
  const texts = Array.from({ length: 300 }, (_, i) => `parola${i % 17} comune${i % 5} raro${i} ${i % 11 === 0 ? 'abc-1234 abc_1234' : 'altro'}`);
  const docs = texts.map((text, i) => doc(i + 1, text, { unit_id: 1 + Math.floor(i / 3), product: ['a', 'b', ''][i % 3], served: i % 13 !== 0 }));
  const queries = [
    { terms: ['parola3', 'comune1'], phrases: [] },
    { terms: ['raro7', 'comune4'], phrases: ['abc-1234'] },
    { terms: ['altro'], phrases: [] },
  ];
  const scopes = [IT, { locale: 'it', product: 'a' }];

  it('reads back every snapshot whatever the count of postings (the last section need not end on 8 bytes), and the files written before the end was padded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexical-snapshot-'));
    try {
      const remainders = new Set<number>();
      // One to eight one-word documents: 1..8 postings, every remainder of the 2-byte tfs modulo 8 bytes.
      for (let n = 1; n <= 8; n++) {
        const index = new LexicalIndex(new Set());
        index.add(Array.from({ length: n }, (_, i) => doc(i + 1, `parola${i}`)));
        index.compact();
        const arrays = index.exportCompact();
        remainders.add(arrays.postingTfs.byteLength % 8);
        const path = `${dir}/n${n}.snap`;
        writeLexicalSnapshot(path, { n }, arrays);
        expect(statSync(path).size % 8).toBe(0);
        const read = () => LexicalIndex.fromCompact(new Set(), readLexicalSnapshot<{ n: number }>(path).arrays).search({ terms: [`parola${n - 1}`], phrases: [] }, IT, 5);
        expect(read()).toEqual(index.search({ terms: [`parola${n - 1}`], phrases: [] }, IT, 5));
        // A file of the earlier writer: no padding after the last section.
        const unpadded = statSync(path).size - ((8 - (arrays.postingTfs.byteLength % 8)) % 8);
        truncateSync(path, unpadded);
        expect(read()).toEqual(index.search({ terms: [`parola${n - 1}`], phrases: [] }, IT, 5));
      }
      expect(remainders.size).toBeGreaterThan(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ranks as before after compact(), after a round trip through the file, and after deletes and adds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexical-snapshot-'));
    try {
      const plain = new LexicalIndex(new Set());
      plain.add(docs);
      const compact = new LexicalIndex(new Set());
      compact.add(docs);
      compact.compact();
      writeLexicalSnapshot(`${dir}/x.snap`, { dataVersion: 4 }, compact.exportCompact());
      const { meta, arrays } = readLexicalSnapshot<{ dataVersion: number }>(`${dir}/x.snap`);
      expect(meta.dataVersion).toBe(4);
      const loaded = LexicalIndex.fromCompact(new Set(), arrays);
      const same = () => {
        for (const q of queries) {
          for (const scope of scopes) {
            const want = plain.search(q, scope, 40);
            expect(compact.search(q, scope, 40)).toEqual(want);
            expect(loaded.search(q, scope, 40)).toEqual(want);
          }
        }
      };
      same();
      // deletes of compacted chunks lower df (idf moves for every other chunk), then adds
      const gone = new Set([2, 5, 9, 40]);
      const again = docs.filter((d) => d.unit_id === 5).map((d) => ({ ...d, id: d.id + 1000, text: `${d.text} nuovo` }));
      for (const index of [plain, compact, loaded]) index.replaceUnits(gone, again);
      same();
      // more deletes, of chunks compacted and added
      const many = new Set(Array.from({ length: 40 }, (_, i) => 50 + i));
      for (const index of [plain, compact, loaded]) index.removeUnits(many);
      same();
      expect(compact.size).toBe(plain.size);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
