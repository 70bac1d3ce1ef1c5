import { LocalEmbedder } from '../embedding/local-embedder';
import { DEFAULT_RERANK_WEIGHTS, LocalReranker } from './local-reranker';
import type { RerankCandidate } from './reranker';

function unit(id: number, problem: string, phrases: string[], solution: string, extra: Partial<RerankCandidate> = {}): RerankCandidate {
  return { id, text: `${problem}\n${phrases.join('\n')}\n${solution}`, fields: { problem, phrases, solution }, ...extra };
}

const GENERIC = unit(
  1,
  "Errore al login nell'area clienti",
  ['login', 'accesso', 'errore'],
  "Se l'accesso non riesce, controlla nome utente e password e riprova dopo qualche minuto.",
  { cosine: 0.82, lexicalRank: 1, semanticRank: 1 },
);
const EXACT = unit(
  2,
  'Certificato scaduto sull’app',
  ['certificato', 'scadenza'],
  'Se compare il codice E-4021 il certificato è scaduto: aggiorna l’app alla versione 4.2.1.',
  { cosine: 0.41, lexicalRank: 3, semanticRank: 4 },
);

describe('LocalReranker', () => {
  it('lifts an exact code match above a higher-cosine, better-ranked candidate', async () => {
    const rr = new LocalReranker();
    const out = await rr.rerank('errore E-4021 al login', [GENERIC, EXACT]);
    expect(out.map((r) => r.id)).toEqual([2, 1]);
    expect(out[0].score).toBeGreaterThan(out[1].score);
  });

  it('without the code in the query the earlier order stands (the test above can fail)', async () => {
    const rr = new LocalReranker();
    expect((await rr.rerank("errore durante l'accesso", [GENERIC, EXACT])).map((r) => r.id)).toEqual([1, 2]);
    const noCodes = new LocalReranker({ weights: { codes: 0 } });
    expect((await noCodes.rerank('errore E-4021 al login', [GENERIC, EXACT])).map((r) => r.id)).toEqual([1, 2]);
    // the code feature alone is worth `codes` (4) of score
    const gap = async (r: LocalReranker): Promise<number> => {
      const out = await r.rerank('errore E-4021 al login', [GENERIC, EXACT]);
      return out.find((x) => x.id === 2)!.score - out.find((x) => x.id === 1)!.score;
    };
    expect((await gap(rr)) - (await gap(noCodes))).toBeCloseTo(DEFAULT_RERANK_WEIGHTS.codes, 4);
  });

  it('matches codes across spellings (E-4021, e-4021, ERR_502) and versions', async () => {
    const rr = new LocalReranker();
    const f = rr.features('e-4021 dopo update alla 4.2.1', [GENERIC, EXACT]);
    expect(f[0].codes).toBe(0);
    expect(f[1].codes).toBe(1);
    expect(rr.features('ERR_502', [unit(3, 'Gateway', [], 'Risponde err_502')])[0].codes).toBe(1);
  });

  it('weighs the problem and the phrases above the solution', async () => {
    const rr = new LocalReranker();
    const inHead = unit(1, 'Come rateizzare una bolletta', ['rateizzazione', 'rate'], 'Contatta il servizio clienti.', { lexicalRank: 2, semanticRank: 2 });
    const inSolution = unit(2, 'Servizi disponibili allo sportello', ['sportello'], 'Allo sportello puoi anche rateizzare una bolletta.', { lexicalRank: 1, semanticRank: 1 });
    const f = rr.features('rateizzare la bolletta', [inHead, inSolution]);
    expect(f[0].head).toBeGreaterThan(f[1].head);
    expect(f[0].cover).toBe(1);
    expect(f[1].cover).toBe(0);
    expect(f[1].coverAll).toBe(1);
    expect((await rr.rerank('rateizzare la bolletta', [inSolution, inHead])).map((r) => r.id)).toEqual([1, 2]);
  });

  it('reads the problem alone and the best single phrase, not only the whole head', async () => {
    const rr = new LocalReranker();
    const phrases = ['cambio intestatario', 'subentro nel contratto', 'nuovo titolare', 'cessione utenza', 'trasferimento fornitura'];
    const manyPhrases = unit(1, 'Voltura del contratto di fornitura', phrases, 'Compila il modulo e allega un documento.');
    const q = 'come faccio il subentro nel contratto';
    const [f] = rr.features(q, [manyPhrases]);
    // the one phrase that restates the question matches far better than the head it is diluted in
    expect(f.line).toBeGreaterThan(f.head + 0.2);
    expect(f.line).toBeGreaterThanOrEqual(f.problem);
    expect(f.problem).toBeGreaterThan(0);
    // a problem that restates the question wins over one that only shares words in the solution
    const restated = unit(2, 'Subentro nel contratto', [], 'Serve il modulo di voltura.', { lexicalRank: 3, semanticRank: 3 });
    const mentions = unit(3, 'Documenti richiesti allo sportello', ['sportello'], 'Per il subentro nel contratto porta un documento.', { lexicalRank: 1, semanticRank: 1 });
    expect((await rr.rerank(q, [mentions, restated])).map((r) => r.id)).toEqual([2, 3]);
  });

  it('counts a learned customer question as one more wording for `line`', () => {
    const rr = new LocalReranker();
    const base = unit(1, 'Voltura del contratto', ['cambio intestatario'], 'Compila il modulo.');
    const q = 'casa ereditata dal nonno, a chi intesto le utenze';
    const withLearned = { ...base, fields: { ...base.fields!, learned: ['ho ereditato la casa del nonno, come intesto le utenze?'] } };
    const [before, after] = rr.features(q, [base, withLearned]);
    expect(after.line).toBeGreaterThan(before.line + 0.2);
    // learned questions feed `line` only
    expect([after.head, after.problem, after.cover, after.coverAll]).toEqual([before.head, before.problem, before.cover, before.coverAll]);
  });

  it('without fields reads the text as the problem: problem and line equal head', () => {
    const [f] = new LocalReranker().features('pagare la bolletta', [{ id: 1, text: 'Pagare la bolletta online' }]);
    expect(f.problem).toBeCloseTo(f.head, 6);
    expect(f.line).toBeCloseTo(f.head, 6);
    const [empty] = new LocalReranker().features('e il', [{ id: 1, text: 'Pagare la bolletta online' }]);
    expect([empty.problem, empty.line]).toEqual([0, 0]);
  });

  it('uses the fitted IDF of the embedder it is given', async () => {
    const embedder = new LocalEmbedder();
    await embedder.fit(['bolletta bolletta', 'bolletta e voltura', 'bolletta e lettura', 'bolletta e pagamento']);
    const c = [unit(1, 'Bolletta', [], ''), unit(2, 'Voltura', [], '')];
    const flat = new LocalReranker().features('bolletta voltura', c);
    const fitted = new LocalReranker({ embedder }).features('bolletta voltura', c);
    expect(flat[0].cover).toBeCloseTo(0.5, 5);
    expect(fitted[1].cover).toBeGreaterThan(fitted[0].cover); // "voltura" is rarer than "bolletta"
  });

  it('returns every candidate once, best first, with missing fields, ranks and cosines', async () => {
    const rr = new LocalReranker();
    const candidates: RerankCandidate[] = [
      { id: 10, text: 'Come leggere il contatore' },
      { id: 11, text: 'Pagare la bolletta online', lexicalRank: null, semanticRank: 3, cosine: Number.NaN },
      { id: 12, text: 'Voltura del contratto', lexicalRank: 5 },
    ];
    const out = await rr.rerank('pagare la bolletta', candidates);
    expect(out.map((r) => r.id).sort()).toEqual([10, 11, 12]);
    expect(out[0].id).toBe(11);
    for (let i = 1; i < out.length; i++) expect(out[i - 1].score).toBeGreaterThanOrEqual(out[i].score);
    expect(out.every((r) => Number.isFinite(r.score))).toBe(true);
    expect(await rr.rerank('pagare', [])).toEqual([]);
  });

  it('weighs the lexical rank more than the semantic rank (v3: the stronger branch alone)', async () => {
    const rr = new LocalReranker();
    const same = (id: number, lexicalRank: number | null, semanticRank: number | null): RerankCandidate => ({ id, text: 'stesso testo', lexicalRank, semanticRank });
    // The same text, mirrored ranks: first in the lexical branch beats first in the semantic one.
    const [a, b] = rr.features('altro', [same(1, 1, 5), same(2, 5, 1)]);
    expect(a.prior).toBeCloseTo(b.prior, 9);
    expect(a.lexicalPrior).toBeCloseTo(1, 9);
    expect(b.lexicalPrior).toBeCloseTo(61 / 65, 9);
    expect((await rr.rerank('altro', [same(2, 5, 1), same(1, 1, 5)])).map((r) => r.id)).toEqual([1, 2]);
    expect((await rr.rerank('altro', [same(1, null, 1), same(2, 1, null)])).map((r) => r.id)).toEqual([2, 1]);
  });

  it('keeps the incoming order on ties', async () => {
    const same = [1, 2, 3, 4].map((id) => ({ id, text: 'stesso testo' }));
    expect((await new LocalReranker().rerank('altro', same)).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('has the documented defaults and honours an aborted signal', async () => {
    expect(DEFAULT_RERANK_WEIGHTS.codes).toBeGreaterThan(DEFAULT_RERANK_WEIGHTS.prior);
    expect(new LocalReranker().name).toBe('local-rerank-v3');
    const controller = new AbortController();
    controller.abort();
    await expect(new LocalReranker().rerank('x', [GENERIC], controller.signal)).rejects.toThrow();
  });
});
