import { LOCAL_EMBEDDER_ALGORITHM, LocalEmbedder, sparseDot } from './local-embedder';

const cosine = (a: Float32Array, b: Float32Array): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};
const norm = (a: Float32Array): number => Math.sqrt(cosine(a, a));

/** A small Italian support corpus written for this spec. */
const CORPUS = [
  'Come pagare la bolletta con bonifico bancario o bollettino postale',
  'Pagamento della fattura tramite domiciliazione bancaria SEPA',
  'Il contatore perde acqua: segnalare il guasto al numero verde',
  'Lettura del contatore e invio della autolettura online',
  'Voltura del contratto dopo il decesso del titolare',
  'Recupero della password dello sportello online',
  "Errore E-4021 durante l'accesso all'area clienti",
  'Richiesta di un nuovo allacciamento alla rete idrica e fognaria',
  'Rimborso del deposito cauzionale alla chiusura del contratto',
  'Rateizzazione di una bolletta di importo elevato',
];

describe('LocalEmbedder', () => {
  it('describes itself', () => {
    const e = new LocalEmbedder();
    expect(e.name).toBe(LOCAL_EMBEDDER_ALGORITHM);
    expect(e.name).toBe('local-hash-v1');
    expect(e.dimensions).toBe(768);
    expect(e.matryoshka).toBe(false);
    expect(e.version).toBe('default');
    expect(new LocalEmbedder({ dimensions: 256 }).name).not.toBe(e.name); // other vectors, other name
  });

  it('is deterministic across instances and calls, the projection tables built again included', async () => {
    const a = await new LocalEmbedder().embed(CORPUS, 'document');
    // A fresh copy of the module rebuilds its module-level projection tables from the seed.
    let Fresh!: typeof LocalEmbedder;
    jest.isolateModules(() => {
      Fresh = (require('./local-embedder') as { LocalEmbedder: typeof LocalEmbedder }).LocalEmbedder;
    });
    const b = await new Fresh().embed(CORPUS, 'document');
    expect(a).toEqual(b);
    expect(await new LocalEmbedder().embed([CORPUS[0]], 'document')).toEqual([a[0]]);
  });

  it('returns unit vectors of the declared length; an empty text gives the zero vector', async () => {
    const e = new LocalEmbedder();
    const vs = await e.embed([...CORPUS, 'x', ''], 'document');
    for (const v of vs.slice(0, CORPUS.length)) {
      expect(v).toHaveLength(768);
      expect(norm(v)).toBeCloseTo(1, 5);
    }
    const empty = vs[vs.length - 1];
    expect(empty).toHaveLength(768);
    expect(norm(empty)).toBe(0);
    expect(empty.every((x) => Number.isFinite(x))).toBe(true);
  });

  it('puts similar texts closer than unrelated ones (also across typos and inflections)', async () => {
    const e = new LocalEmbedder();
    await e.fit(CORPUS);
    const [q, near, far] = await e.embed(
      ['come posso pagare la bolletta con un bonifico?', 'pagamento bollette tramite bonifico bancario', 'il contatore in cantina perde acqua'],
      'document',
    );
    expect(cosine(q, near)).toBeGreaterThan(cosine(q, far) + 0.2);
    const [typo, right, other] = await e.embed(['bolleta smarita', 'bolletta smarrita', 'voltura del contratto'], 'query');
    expect(cosine(typo, right)).toBeGreaterThan(0.2); // char n-grams survive the typos
    expect(cosine(typo, right)).toBeGreaterThan(cosine(typo, other) + 0.15);
  });

  it('ranks the right corpus text first for a query', async () => {
    const e = new LocalEmbedder();
    await e.fit(CORPUS);
    const docs = await e.embed(CORPUS, 'document');
    const best = async (query: string): Promise<number> => {
      const [v] = await e.embed([query], 'query');
      const scores = docs.map((d) => cosine(v, d));
      return scores.indexOf(Math.max(...scores));
    };
    expect(await best('salve, vorrei sapere come fare la voltura, il titolare è deceduto')).toBe(4);
    expect(await best('ho dimenticato la password')).toBe(5);
    expect(await best('codice e-4021')).toBe(6);
    expect(await best('rateizzare la bolletta')).toBe(9);
  });

  it('dense dot products estimate the exact sparse cosine', async () => {
    const e = new LocalEmbedder();
    await e.fit(CORPUS);
    const dense = await e.embed(CORPUS, 'document');
    const sparse = CORPUS.map((t) => e.sparse(t));
    let maxErr = 0;
    for (let i = 0; i < CORPUS.length; i++)
      for (let j = 0; j < CORPUS.length; j++) maxErr = Math.max(maxErr, Math.abs(cosine(dense[i], dense[j]) - sparseDot(sparse[i], sparse[j])));
    expect(sparseDot(sparse[0], sparse[0])).toBeCloseTo(1, 5);
    expect(maxErr).toBeLessThan(0.2);
  });

  it('fit/load round trip: version changes, JSON survives, vectors match', async () => {
    const fitted = new LocalEmbedder();
    const before = (await fitted.embed([CORPUS[0]], 'document'))[0];
    const state = await fitted.fit(CORPUS);
    expect(state.version).not.toBe('default');
    expect(state.version.length).toBeLessThanOrEqual(64);
    expect(fitted.version).toBe(state.version);
    const after = (await fitted.embed([CORPUS[0]], 'document'))[0];
    expect(after).not.toEqual(before); // the IDF weights changed the vector

    const restored = new LocalEmbedder();
    restored.load(JSON.parse(JSON.stringify(state)) as typeof state);
    expect(restored.version).toBe(state.version);
    expect(await restored.embed(CORPUS, 'query')).toEqual(await fitted.embed(CORPUS, 'query'));

    expect((await new LocalEmbedder().fit(CORPUS)).version).toBe(state.version); // deterministic
    expect((await new LocalEmbedder().fit(CORPUS.slice(1))).version).not.toBe(state.version);
  });

  it('the fitted IDF weighs rare terms above frequent ones', async () => {
    const e = new LocalEmbedder();
    expect(e.termWeight('contratt')).toBe(1);
    await e.fit(CORPUS);
    expect(e.termWeight('decess')).toBeGreaterThan(e.termWeight('contratt'));
    expect(e.termWeight('contratt')).toBeGreaterThan(e.termWeight('bollett') - 1e-9);
  });

  it('refuses a state it did not make', async () => {
    const e = new LocalEmbedder();
    expect(() => e.load({ version: 'x', data: null })).toThrow(/unsupported/);
    expect(() => e.load({ version: 'x', data: { format: 'other' } })).toThrow(/unsupported/);
    const state = await new LocalEmbedder({ dimensions: 256 }).fit(CORPUS);
    expect(() => e.load(state)).toThrow(/fitted by/);
    expect(e.version).toBe('default');
  });

  it('samples beyond maxFitTexts', async () => {
    const small = new LocalEmbedder({ maxFitTexts: 2 });
    const state = await small.fit(CORPUS);
    expect((state.data as { n: number }).n).toBe(2);
  });

  it('drops query filler unless nothing else is left', async () => {
    const e = new LocalEmbedder();
    const [a, b, c] = await e.embed(['salve vorrei sapere la lettura del contatore', 'lettura contatore', 'vorrei sapere'], 'query');
    expect(cosine(a, b)).toBeCloseTo(1, 5);
    expect(norm(c)).toBeCloseTo(1, 5);
    const [d] = await e.embed(['salve vorrei sapere la lettura del contatore'], 'document');
    expect(cosine(d, b)).toBeLessThan(0.99);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new LocalEmbedder().embed(CORPUS, 'document', controller.signal)).rejects.toThrow();
  });
});
