import { ProviderError } from '../src/providers/http/provider-error';
import type { RerankCandidate } from '../src/providers/rerank/reranker';
import { CohereReranker, type CohereRerankerOptions } from '../src/providers/rerank/cohere-reranker';
import { orderByScores } from '../src/providers/rerank/relevance-list';
import { parseRetryAfterMs } from '../src/providers/http/retry-after';
import { splitIntoBatches } from '../src/providers/embedding/embedding-batches';
import { OpenAiEmbedder, type OpenAiEmbedderOptions } from '../src/providers/embedding/openai-embedder';
import { createRemoteEmbedder, createRemoteReranker, providerConfigSchema } from '../src/providers/provider-config';
import { VoyageEmbedder, type VoyageEmbedderOptions } from '../src/providers/embedding/voyage-embedder';
import { VoyageReranker, type VoyageRerankerOptions } from '../src/providers/rerank/voyage-reranker';
import { behaviours, FAKE_KEYS, fakeEmbedding, fakeRelevance, FakeProviders, startFakeProviders } from './fakes/fake-providers';

/**
 * The remote search providers over real HTTP, against a local fake that speaks each provider's
 * documented wire format (OpenAI embeddings, Voyage embeddings and rerank, Cohere rerank v2).
 * No database, no network beyond 127.0.0.1.
 */

const FAST = { baseDelayMs: 10, maxDelayMs: 50 };

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw new Error(`expected a ProviderError, got ${String(error)}`);
  }
  throw new Error('expected a ProviderError, but the call succeeded');
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

const close = (actual: Float32Array, expected: Float32Array) => {
  expect(actual).toHaveLength(expected.length);
  for (let i = 0; i < expected.length; i++) expect(Math.abs(actual[i] - expected[i])).toBeLessThan(1e-6);
};

const candidates: RerankCandidate[] = [
  { id: 101, text: 'Stampante non stampa: coda bloccata, riavviare lo spooler' },
  { id: 102, text: 'Password scaduta al login: usare Password dimenticata' },
  { id: 103, text: 'Fattura elettronica scartata dallo SDI per partita IVA errata' },
  { id: 104, text: 'Login impossibile: password scaduta dopo 90 giorni, reimpostare la password' },
  { id: 105, text: 'Esportazione PDF della fattura vuota' },
];
const QUERY = 'password scaduta login';
const expectedOrder = () =>
  candidates
    .map((c) => ({ id: c.id, score: fakeRelevance(QUERY, c.text) }))
    .sort((a, b) => b.score - a.score)
    .map((r) => r.id);

describe('remote search providers over HTTP against the fake provider APIs', () => {
  let fake: FakeProviders;

  beforeAll(async () => {
    fake = await startFakeProviders();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  // -------------------------------------------------------------------------------------------
  describe('OpenAiEmbedder', () => {
    const embedder = (overrides: Partial<OpenAiEmbedderOptions> = {}) =>
      new OpenAiEmbedder({ apiKey: FAKE_KEYS.openai, baseURL: fake.baseURL('openai'), timeoutMs: 2_000, maxRetries: 2, retry: FAST, ...overrides });
    const texts = ['stampante bloccata', 'password scaduta', 'fattura scartata'];

    it('sends the documented request and returns the vectors in input order even when data comes back reversed', async () => {
      fake.script('openai.embeddings', behaviours.ok({ order: 'reversed' }));
      const e = embedder();
      expect(e.name).toBe('openai:text-embedding-3-small');
      expect(e.dimensions).toBe(1536);
      expect(e.matryoshka).toBe(true);
      const vectors = await e.embed(texts, 'document');
      expect(vectors).toHaveLength(3);
      texts.forEach((t, i) => close(vectors[i], fakeEmbedding(t, 1536, 'text-embedding-3-small')));
      const [request] = fake.requestsTo('openai.embeddings');
      expect(request.path).toBe('/openai/v1/embeddings');
      expect(request.headers['authorization']).toBe(`Bearer ${FAKE_KEYS.openai}`);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.body).toEqual({ model: 'text-embedding-3-small', input: texts, encoding_format: 'float' });
    });

    it('sends `dimensions` when configured (Matryoshka shortening) and names the embedder after it', async () => {
      const e = embedder({ model: 'text-embedding-3-large', dimensions: 256 });
      expect(e.name).toBe('openai:text-embedding-3-large:256');
      expect(e.dimensions).toBe(256);
      const vectors = await e.embed(texts, 'query');
      expect(fake.requestsTo('openai.embeddings')[0].body.dimensions).toBe(256);
      texts.forEach((t, i) => close(vectors[i], fakeEmbedding(t, 256, 'text-embedding-3-large')));
      expect(() => embedder({ model: 'text-embedding-ada-002', dimensions: 256 })).toThrow(/does not accept dimensions/);
      expect(() => embedder({ dimensions: 4096 })).toThrow(/at most 1536/);
    });

    it('splits more than 2048 inputs into several requests and keeps the order', async () => {
      const many = Array.from({ length: 2050 }, (_, i) => `testo ${i}`);
      // Short vectors keep the 2048-vector answer small (the split is what is tested here).
      const vectors = await embedder({ dimensions: 16, timeoutMs: 10_000 }).embed(many, 'document');
      expect(fake.requestsTo('openai.embeddings').map((r) => r.body.input.length)).toEqual([2048, 2]);
      expect(vectors).toHaveLength(2050);
      for (const i of [0, 1, 2047, 2048, 2049]) close(vectors[i], fakeEmbedding(many[i], 16, 'text-embedding-3-small'));
    });

    it('also splits by request size, sends blank texts as one space, and sends nothing for an empty list', async () => {
      const long = ['a'.repeat(100), 'b'.repeat(100), '', 'c'.repeat(100), 'd'.repeat(100)];
      const vectors = await embedder({ maxBatchChars: 250 }).embed(long, 'document');
      expect(fake.requestsTo('openai.embeddings').map((r) => r.body.input)).toEqual([
        ['a'.repeat(100), 'b'.repeat(100), ' '],
        ['c'.repeat(100), 'd'.repeat(100)],
      ]);
      close(vectors[3], fakeEmbedding('c'.repeat(100), 1536, 'text-embedding-3-small'));
      fake.reset();
      expect(await embedder().embed([], 'query')).toEqual([]);
      expect(fake.requests).toHaveLength(0);
    });

    it('honours retry-after (seconds) on a 429, then succeeds', async () => {
      fake.script('openai.embeddings', behaviours.rateLimited({ 'retry-after': '1' }));
      const { value, ms } = await timed(() => embedder().embed(texts, 'document'));
      expect(value).toHaveLength(3);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(2);
      expect(ms).toBeGreaterThanOrEqual(950);
      expect(ms).toBeLessThan(3_000);
    });

    it('does not sleep through a retry-after longer than 10 s: retryable error with retryAfterMs', async () => {
      fake.script('openai.embeddings', behaviours.rateLimited({ 'retry-after': '30' }));
      const { value: error, ms } = await timed(() => failure(embedder().embed(texts, 'document')));
      expect(error).toMatchObject({ retryable: true, retryAfterMs: 30_000, status: 429 });
      expect(error.message).toMatch(/Rate limit reached/);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(1);
      expect(ms).toBeLessThan(1_000);
    });

    it('retries a 500 and succeeds', async () => {
      fake.script('openai.embeddings', behaviours.serverError(500));
      expect(await embedder().embed(texts, 'document')).toHaveLength(3);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(2);
    });

    it('gives up on a persistent 503 after maxRetries with a retryable error', async () => {
      fake.script('openai.embeddings', behaviours.serverError(503), behaviours.serverError(503), behaviours.serverError(503));
      const error = await failure(embedder({ maxRetries: 2 }).embed(texts, 'document'));
      expect(error).toMatchObject({ retryable: true, status: 503 });
      expect(error.message).toMatch(/overloaded.*after 3 attempts/);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(3);
    });

    it('turns a hang into a retryable timeout after ~timeoutMs', async () => {
      fake.script('openai.embeddings', behaviours.hang());
      const { value: error, ms } = await timed(() => failure(embedder({ timeoutMs: 300, maxRetries: 0 }).embed(texts, 'document')));
      expect(error.retryable).toBe(true);
      expect(error.status).toBeUndefined();
      expect(error.message).toMatch(/within 300 ms/);
      expect(ms).toBeGreaterThanOrEqual(280);
      expect(ms).toBeLessThan(1_500);
    });

    it('retries after a hang and succeeds', async () => {
      fake.script('openai.embeddings', behaviours.hang());
      expect(await embedder({ timeoutMs: 300, maxRetries: 1 }).embed(texts, 'document')).toHaveLength(3);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(2);
    });

    it('does not retry a 401 (wrong key)', async () => {
      const error = await failure(embedder({ apiKey: 'sk-wrong' }).embed(texts, 'document'));
      expect(error).toMatchObject({ retryable: false, status: 401 });
      expect(error.message).toMatch(/Incorrect API key provided.*invalid_api_key/);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(1);
    });

    it('does not retry a 429 for exhausted quota', async () => {
      fake.script('openai.embeddings', behaviours.insufficientQuota());
      const error = await failure(embedder().embed(texts, 'document'));
      expect(error).toMatchObject({ retryable: false, status: 429 });
      expect(error.message).toMatch(/insufficient_quota/);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(1);
    });

    it('retries a malformed 200 once: success if the second answer is good', async () => {
      fake.script('openai.embeddings', behaviours.malformedJson());
      expect(await embedder().embed(texts, 'document')).toHaveLength(3);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(2);
    });

    it('fails with a non-retryable error when the body stays malformed (one retry only, whatever maxRetries)', async () => {
      fake.script('openai.embeddings', behaviours.malformedJson(), behaviours.malformedJson(), behaviours.malformedJson());
      const error = await failure(embedder({ maxRetries: 3 }).embed(texts, 'document'));
      expect(error).toMatchObject({ retryable: false, status: 200 });
      expect(error.message).toMatch(/not JSON/);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(2);
    });

    it('rejects a wrong number of embeddings, and a wrong shape', async () => {
      fake.script('openai.embeddings', behaviours.wrongCount(), behaviours.wrongCount());
      const count = await failure(embedder().embed(texts, 'document'));
      expect(count).toMatchObject({ retryable: false, status: 200 });
      expect(count.message).toMatch(/expected 3 embeddings, got 2/);
      fake.script('openai.embeddings', behaviours.wrongShape(), behaviours.wrongShape());
      const shape = await failure(embedder().embed(texts, 'document'));
      expect(shape.message).toMatch(/data: expected an array/);
    });

    it('retries a connection dropped mid-body', async () => {
      fake.script('openai.embeddings', behaviours.drop());
      expect(await embedder().embed(texts, 'document')).toHaveLength(3);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(2);
    });

    it('reports a refused connection as retryable', async () => {
      const closed = await startFakeProviders();
      const url = closed.baseURL('openai');
      await closed.stop();
      const error = await failure(embedder({ baseURL: url, maxRetries: 1 }).embed(texts, 'document'));
      expect(error.retryable).toBe(true);
      expect(error.message).toMatch(/connection error.*ECONNREFUSED/);
    });

    it("stops at once when the caller's signal aborts, without retrying", async () => {
      fake.script('openai.embeddings', behaviours.hang(), behaviours.hang());
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('client went away')), 100);
      const { value: error, ms } = await timed(() => failure(embedder({ timeoutMs: 5_000 }).embed(texts, 'query', controller.signal)));
      expect(error.retryable).toBe(false);
      expect(error.message).toMatch(/aborted by the caller/);
      expect(ms).toBeLessThan(1_000);
      expect(fake.requestsTo('openai.embeddings')).toHaveLength(1);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('VoyageEmbedder', () => {
    const embedder = (overrides: Partial<VoyageEmbedderOptions> = {}) =>
      new VoyageEmbedder({ apiKey: FAKE_KEYS.voyage, baseURL: fake.baseURL('voyage'), timeoutMs: 2_000, maxRetries: 2, retry: FAST, ...overrides });
    const texts = ['stampante bloccata', 'password scaduta', 'fattura scartata', 'pdf vuoto'];

    it('sends input_type, output_dimension and output_dtype as configured and keeps order when data is shuffled', async () => {
      fake.script('voyage.embeddings', behaviours.ok({ order: 'shuffled' }), behaviours.ok({ order: 'reversed' }));
      const e = embedder({ dimensions: 512 });
      expect(e.name).toBe('voyage:voyage-3.5:512');
      expect(e.matryoshka).toBe(true);
      const documents = await e.embed(texts, 'document');
      const queries = await e.embed(texts, 'query');
      const [first, second] = fake.requestsTo('voyage.embeddings');
      expect(first.path).toBe('/voyage/v1/embeddings');
      expect(first.headers['authorization']).toBe(`Bearer ${FAKE_KEYS.voyage}`);
      expect(first.body).toEqual({ input: texts, model: 'voyage-3.5', input_type: 'document', output_dimension: 512, output_dtype: 'float' });
      expect(second.body.input_type).toBe('query');
      texts.forEach((t, i) => {
        close(documents[i], fakeEmbedding(t, 512, 'voyage-3.5/document'));
        close(queries[i], fakeEmbedding(t, 512, 'voyage-3.5/query'));
      });
      expect(() => embedder({ dimensions: 300 })).toThrow(/256, 512, 1024, 2048/);
      expect(() => embedder({ model: 'voyage-law-2', dimensions: 512 })).toThrow(/does not accept/);
      expect(embedder().name).toBe('voyage:voyage-3.5');
      expect(embedder().dimensions).toBe(1024);
    });

    it('splits more than 1000 inputs into several requests and keeps the order', async () => {
      const many = Array.from({ length: 1001 }, (_, i) => `documento ${i}`);
      const vectors = await embedder({ dimensions: 256, timeoutMs: 10_000 }).embed(many, 'document');
      expect(fake.requestsTo('voyage.embeddings').map((r) => r.body.input.length)).toEqual([1000, 1]);
      for (const i of [0, 999, 1000]) close(vectors[i], fakeEmbedding(many[i], 256, 'voyage-3.5/document'));
    });

    it('honours retry-after-ms on a 429, then succeeds', async () => {
      fake.script('voyage.embeddings', behaviours.rateLimited({ 'retry-after-ms': '200' }));
      const { value, ms } = await timed(() => embedder().embed(texts, 'query'));
      expect(value).toHaveLength(4);
      expect(ms).toBeGreaterThanOrEqual(190);
      expect(fake.requestsTo('voyage.embeddings')).toHaveLength(2);
    });

    it('reads the {detail} error envelope; a 401 is not retried', async () => {
      const error = await failure(embedder({ apiKey: 'pa-wrong' }).embed(texts, 'query'));
      expect(error).toMatchObject({ retryable: false, status: 401 });
      expect(error.message).toMatch(/Provided API key is invalid/);
      expect(fake.requestsTo('voyage.embeddings')).toHaveLength(1);
    });

    it('gives up on a persistent 500 and rejects a wrong count', async () => {
      fake.script('voyage.embeddings', behaviours.serverError(500), behaviours.serverError(500));
      const server = await failure(embedder({ maxRetries: 1 }).embed(texts, 'query'));
      expect(server).toMatchObject({ retryable: true, status: 500 });
      expect(fake.requestsTo('voyage.embeddings')).toHaveLength(2);
      fake.script('voyage.embeddings', behaviours.wrongCount(), behaviours.wrongCount());
      const count = await failure(embedder().embed(texts, 'query'));
      expect(count).toMatchObject({ retryable: false });
      expect(count.message).toMatch(/expected 4 embeddings, got 3/);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('VoyageReranker', () => {
    const reranker = (overrides: Partial<VoyageRerankerOptions> = {}) =>
      new VoyageReranker({ apiKey: FAKE_KEYS.voyage, baseURL: fake.baseURL('voyage'), timeoutMs: 2_000, maxRetries: 2, retry: FAST, ...overrides });

    it('returns every candidate, best first, with the relevance scores', async () => {
      fake.script('voyage.rerank', behaviours.ok({ order: 'shuffled' }));
      const r = reranker();
      expect(r.name).toBe('voyage:rerank-2.5');
      const results = await r.rerank(QUERY, candidates);
      expect(results.map((x) => x.id)).toEqual(expectedOrder());
      const best = candidates.find((c) => c.id === expectedOrder()[0])!;
      expect(results[0].score).toBeCloseTo(fakeRelevance(QUERY, best.text), 6);
      const [request] = fake.requestsTo('voyage.rerank');
      expect(request.path).toBe('/voyage/v1/rerank');
      expect(request.headers['authorization']).toBe(`Bearer ${FAKE_KEYS.voyage}`);
      expect(request.body).toEqual({ query: QUERY, documents: candidates.map((c) => c.text), model: 'rerank-2.5' });
    });

    it('with top_k, the unscored candidates follow in their original order', async () => {
      const results = await reranker({ topK: 2 }).rerank(QUERY, candidates);
      expect(fake.requestsTo('voyage.rerank')[0].body.top_k).toBe(2);
      const top = expectedOrder().slice(0, 2);
      expect(results.map((x) => x.id)).toEqual([...top, ...candidates.map((c) => c.id).filter((id) => !top.includes(id))]);
      expect(results.slice(2).every((x) => x.score <= results[1].score)).toBe(true);
    });

    it('retries a 500, and sends nothing for no candidates', async () => {
      fake.script('voyage.rerank', behaviours.serverError(500));
      expect((await reranker().rerank(QUERY, candidates)).map((x) => x.id)).toEqual(expectedOrder());
      expect(fake.requestsTo('voyage.rerank')).toHaveLength(2);
      expect(await reranker().rerank(QUERY, [])).toEqual([]);
      expect(fake.requestsTo('voyage.rerank')).toHaveLength(2);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('CohereReranker', () => {
    const reranker = (overrides: Partial<CohereRerankerOptions> = {}) =>
      new CohereReranker({ apiKey: FAKE_KEYS.cohere, baseURL: fake.baseURL('cohere'), timeoutMs: 2_000, maxRetries: 2, retry: FAST, ...overrides });

    it('sends the v2 request and returns every candidate, best first', async () => {
      const r = reranker();
      expect(r.name).toBe('cohere:rerank-v3.5');
      const results = await r.rerank(QUERY, candidates);
      expect(results.map((x) => x.id)).toEqual(expectedOrder());
      const [request] = fake.requestsTo('cohere.rerank');
      expect(request.path).toBe('/cohere/v2/rerank');
      expect(request.headers['authorization']).toBe(`Bearer ${FAKE_KEYS.cohere}`);
      expect(request.body).toEqual({ model: 'rerank-v3.5', query: QUERY, documents: candidates.map((c) => c.text) });
    });

    it('with top_n (or fewer results), the unscored candidates follow in their original order', async () => {
      const results = await reranker({ topN: 3 }).rerank(QUERY, candidates);
      expect(fake.requestsTo('cohere.rerank')[0].body.top_n).toBe(3);
      const top = expectedOrder().slice(0, 3);
      expect(results.map((x) => x.id)).toEqual([...top, ...candidates.map((c) => c.id).filter((id) => !top.includes(id))]);
      fake.script('cohere.rerank', behaviours.ok({ limit: 1 }));
      const one = await reranker().rerank(QUERY, candidates);
      expect(one.map((x) => x.id)).toEqual([expectedOrder()[0], ...candidates.map((c) => c.id).filter((id) => id !== expectedOrder()[0])]);
    });

    it('honours retry-after on a 429; does not retry a 401 ({message} envelope)', async () => {
      fake.script('cohere.rerank', behaviours.rateLimited({ 'retry-after': '0' }));
      expect(await reranker().rerank(QUERY, candidates)).toHaveLength(5);
      expect(fake.requestsTo('cohere.rerank')).toHaveLength(2);
      const error = await failure(reranker({ apiKey: 'co-wrong' }).rerank(QUERY, candidates));
      expect(error).toMatchObject({ retryable: false, status: 401 });
      expect(error.message).toMatch(/invalid api token/);
      expect(fake.requestsTo('cohere.rerank')).toHaveLength(3);
    });

    it('persistent 503 → retryable; a wrong shape → not retryable after one retry', async () => {
      fake.script('cohere.rerank', behaviours.serverError(503), behaviours.serverError(503), behaviours.serverError(503));
      expect(await failure(reranker().rerank(QUERY, candidates))).toMatchObject({ retryable: true, status: 503 });
      fake.reset();
      fake.script('cohere.rerank', behaviours.wrongShape(), behaviours.wrongShape());
      const error = await failure(reranker().rerank(QUERY, candidates));
      expect(error).toMatchObject({ retryable: false, status: 200 });
      expect(error.message).toMatch(/results: expected an array/);
      expect(fake.requestsTo('cohere.rerank')).toHaveLength(2);
    });

    it('times out a hang with a retryable error', async () => {
      fake.script('cohere.rerank', behaviours.hang());
      const { value: error, ms } = await timed(() => failure(reranker({ timeoutMs: 250, maxRetries: 0 }).rerank(QUERY, candidates)));
      expect(error.retryable).toBe(true);
      expect(ms).toBeLessThan(1_500);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('config and factories', () => {
    it('defaults to local embeddings and reranker: no remote instances', () => {
      const config = providerConfigSchema.parse({});
      expect(config).toMatchObject({ EMBEDDINGS: 'local', RERANKER: 'local', OPENAI_BASE_URL: 'https://api.openai.com', COHERE_RERANK_MODEL: 'rerank-v3.5' });
      expect(createRemoteEmbedder(config)).toBeNull();
      expect(createRemoteReranker(config)).toBeNull();
      expect(createRemoteReranker(providerConfigSchema.parse({ RERANKER: 'none' }))).toBeNull();
    });

    it('requires the key of every selected provider (an empty variable counts as unset)', () => {
      const issues = (env: Record<string, string>) => {
        const result = providerConfigSchema.safeParse(env);
        return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
      };
      expect(issues({ EMBEDDINGS: 'openai', OPENAI_API_KEY: '' })).toEqual(['OPENAI_API_KEY']);
      expect(issues({ EMBEDDINGS: 'voyage', RERANKER: 'cohere' })).toEqual(['VOYAGE_API_KEY', 'COHERE_API_KEY']);
      expect(issues({ RERANKER: 'voyage' })).toEqual(['VOYAGE_API_KEY']);
      expect(issues({ EMBEDDINGS: 'voyage', VOYAGE_API_KEY: 'k', VOYAGE_EMBEDDING_DIMENSIONS: '300' })).toEqual(['VOYAGE_EMBEDDING_DIMENSIONS']);
      expect(issues({ EMBEDDINGS: 'openai', OPENAI_API_KEY: 'k', RERANKER: 'voyage', VOYAGE_API_KEY: 'k' })).toEqual([]);
    });

    it('builds working clients from the config', async () => {
      const config = providerConfigSchema.parse({
        EMBEDDINGS: 'openai',
        OPENAI_API_KEY: FAKE_KEYS.openai,
        OPENAI_BASE_URL: fake.baseURL('openai'),
        OPENAI_EMBEDDING_DIMENSIONS: '512',
        RERANKER: 'cohere',
        COHERE_API_KEY: FAKE_KEYS.cohere,
        COHERE_BASE_URL: fake.baseURL('cohere'),
        PROVIDER_TIMEOUT_MS: '2000',
      });
      const embedder = createRemoteEmbedder(config)!;
      expect(embedder).toBeInstanceOf(OpenAiEmbedder);
      expect(embedder.name).toBe('openai:text-embedding-3-small:512');
      expect((await embedder.embed(['ciao'], 'query'))[0]).toHaveLength(512);
      const reranker = createRemoteReranker(config)!;
      expect(reranker).toBeInstanceOf(CohereReranker);
      expect((await reranker.rerank(QUERY, candidates)).map((x) => x.id)).toEqual(expectedOrder());
      const voyage = providerConfigSchema.parse({ EMBEDDINGS: 'voyage', VOYAGE_API_KEY: 'k', RERANKER: 'voyage' });
      expect(createRemoteEmbedder(voyage)).toBeInstanceOf(VoyageEmbedder);
      expect(createRemoteReranker(voyage)).toBeInstanceOf(VoyageReranker);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('helpers', () => {
    it('parses retry-after-ms, retry-after seconds and HTTP dates', () => {
      const now = Date.parse('2026-11-01T10:00:00Z');
      expect(parseRetryAfterMs(new Headers({ 'retry-after-ms': '250.5' }), now)).toBe(251);
      expect(parseRetryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2_000);
      expect(parseRetryAfterMs(new Headers({ 'retry-after': 'Sun, 01 Nov 2026 10:00:07 GMT' }), now)).toBe(7_000);
      expect(parseRetryAfterMs(new Headers({ 'retry-after': 'Sun, 01 Nov 2026 09:00:00 GMT' }), now)).toBe(0);
      expect(parseRetryAfterMs(new Headers({ 'retry-after-ms': 'soon', 'retry-after': '1' }), now)).toBe(1_000);
      expect(parseRetryAfterMs(new Headers({ 'retry-after': 'later' }), now)).toBeUndefined();
      expect(parseRetryAfterMs(new Headers(), now)).toBeUndefined();
    });

    it('splits batches by count and size; orders unscored candidates last', () => {
      expect(splitIntoBatches(['aa', 'bb', 'cc', 'dddddd', 'e'], 2, 5).map((b) => [b.start, b.items])).toEqual([
        [0, ['aa', 'bb']],
        [2, ['cc']],
        [3, ['dddddd']],
        [4, ['e']],
      ]);
      const c = [{ id: 1 }, { id: 2 }, { id: 3 }];
      expect(orderByScores(c, [{ index: 2, score: 0.9 }])).toEqual([
        { id: 3, score: 0.9 },
        { id: 1, score: 0 },
        { id: 2, score: 0 },
      ]);
    });
  });
});
