import { DISTILLED_UNIT_JSON_SCHEMA } from '../src/modules/distillation/distilled-unit.schema';
import {
  OpenAiCompatibleDistiller,
  RESPONSE_FORMAT_NAME,
  type OpenAiCompatibleDistillerOptions,
} from '../src/modules/distillation/providers/openai-compatible-distiller';
import { buildTranscript } from '../src/modules/distillation/transcript';
import { distillerFailure, passwordTicket } from './fakes/distill-input';
import { validUnitInput } from './fakes/fake-anthropic';
import { oai, startFakeOpenAiCompatible, ticketFromPrompt, type ChatBody, type FakeOpenAiCompatible } from './fakes/fake-openai-compatible';

/**
 * DISTILLER=openai-compatible over real HTTP: the official openai client pointed at a local fake
 * Chat Completions server. JSON-schema output and its fallbacks, the retry with the validation
 * errors, 429/5xx/timeouts/malformed bodies, and what a request body may contain.
 */

const MODEL = 'qwen3:8b';

const input = passwordTicket({ ticket_external_id: 'T-2001' });
const failure = distillerFailure;

describe('OpenAiCompatibleDistiller over HTTP against a fake Chat Completions server', () => {
  let fake: FakeOpenAiCompatible;
  const distiller = (overrides: Partial<OpenAiCompatibleDistillerOptions> = {}) =>
    new OpenAiCompatibleDistiller({ baseURL: fake.baseURL, model: MODEL, timeoutMs: 5_000, maxRetries: 0, maxTokens: 3000, ...overrides });
  const bodies = () => fake.completionRequests().map((r) => r.body as ChatBody);

  beforeAll(async () => {
    fake = await startFakeOpenAiCompatible();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  it('asks for the unit with response_format json_schema (strict, from the zod schema) and returns it with its usage', async () => {
    fake.script(oai.content(validUnitInput({ problem: '  Password scaduta al login.  ' }), { usage: { prompt_tokens: 2100, completion_tokens: 260, cached_tokens: 1536 } }));
    const out = await distiller().distill(input);
    expect(out.unit.problem).toBe('Password scaduta al login.');
    expect(out.model).toBe(MODEL);
    expect(out.usage).toEqual({ provider: 'openai-compatible', model: MODEL, input_tokens: 2100 - 1536, output_tokens: 260, cache_read_tokens: 1536, cache_write_tokens: 0 });
    const [request] = fake.completionRequests();
    const body = request.body as ChatBody;
    expect(request.path).toBe('/v1/chat/completions');
    // a local server has no key: no Authorization header at all
    expect(request.headers.authorization).toBeUndefined();
    expect(body).toMatchObject({ model: MODEL, max_tokens: 3000, temperature: 0 });
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: RESPONSE_FORMAT_NAME, strict: true, schema: DISTILLED_UNIT_JSON_SCHEMA } });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0].content).toMatch(/as one JSON object with exactly the fields below/);
    expect(body.messages[0].content).not.toMatch(/# JSON schema of your reply/);
    // the prompt carries the ticket (the fake's model reads it back)
    expect(ticketFromPrompt(String(body.messages[1].content))).toMatchObject({ subject: 'Password scaduta', product: 'fatturafacile', messages: input.messages });
  });

  it('sends LLM_API_KEY as a bearer token when there is one', async () => {
    fake.apiKey = 'sk-test-mistral-0123';
    await expect(distiller({ apiKey: 'sk-test-mistral-0123' }).distill(input)).resolves.toBeTruthy();
    expect(fake.completionRequests()[0].headers.authorization).toBe('Bearer sk-test-mistral-0123');
    const error = await failure(distiller({ apiKey: 'wrong' }).distill(input));
    expect(error).toMatchObject({ kind: 'client', retryable: false });
    expect(error.message).toMatch(/HTTP 401: Incorrect API key/);
  });

  it('the auto model of the fake distils what the rules distiller would (the demo relies on it)', async () => {
    const out = await distiller().distill(input);
    expect(out.unit.category).toBe('accesso');
    expect(out.unit.solution).toMatch(/Password dimenticata/);
  });

  it('a reasoning model that refuses temperature and max_tokens: asked again without them', async () => {
    fake.reasoningModel = true;
    await distiller().distill(input);
    const sent = bodies();
    expect(sent).toHaveLength(3);
    expect(sent[2]).not.toHaveProperty('temperature');
    expect(sent[2]).not.toHaveProperty('max_tokens');
    expect(sent[2].max_completion_tokens).toBe(3000);
  });

  describe('a server without json_schema', () => {
    it('falls back to json_object, remembers it, and still validates with zod', async () => {
      fake.supportsJsonSchema = false;
      const d = distiller();
      expect((await d.distill(input)).unit.category).toBe('accesso');
      await d.distill(input);
      expect(bodies().map((b) => b.response_format?.type ?? 'none')).toEqual(['json_schema', 'json_object', 'json_object']);
      expect(d.jsonMode).toBe('json_object');
      // without the grammar, the schema goes into the instructions
      expect(bodies()[1].messages[0].content).toMatch(/# JSON schema of your reply\n\{"title":"knowledge_unit","type":"object"/);
    });

    it('and without json_object: the instructions alone, the JSON read even inside a Markdown fence', async () => {
      fake.supportsJsonSchema = false;
      fake.supportsJsonObject = false;
      fake.script(oai.content(`Ecco la scheda:\n\`\`\`json\n${JSON.stringify(validUnitInput())}\n\`\`\``));
      const d = distiller();
      expect((await d.distill(input)).unit.problem).toMatch(/password scaduta/);
      expect(bodies().map((b) => b.response_format?.type ?? 'none')).toEqual(['json_schema', 'json_object', 'none']);
      expect(d.jsonMode).toBe('prompt');
    });
  });

  describe('invalid output: one retry with the validation errors, then the job fails with the reason', () => {
    it('a reply that fails the schema is asked again with what was wrong, and the second is used', async () => {
      fake.script(oai.content(validUnitInput({ category: 'password' })), oai.content(validUnitInput()));
      const out = await distiller().distill(input);
      expect(out.unit.category).toBe('accesso');
      const [, retry] = bodies();
      expect(retry.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(retry.messages[2].content).toContain('"category":"password"');
      expect(retry.messages[3].content).toMatch(/category: Invalid option/);
      // both calls were billed
      expect(out.usage!.output_tokens).toBeGreaterThan(0);
      expect(out.usage!.input_tokens).toBeGreaterThan(bodies()[0].messages.length);
    });

    it('invalid twice (not JSON, then truncated): a non-retryable invalid_output naming both reasons, with the usage billed', async () => {
      fake.script(oai.content('Non so cosa rispondere.'), oai.content('{"problem": "tronc', { finishReason: 'length' }));
      const error = await failure(distiller().distill(input));
      expect(error).toMatchObject({ kind: 'invalid_output', retryable: false });
      expect(error.message).toMatch(/invalid output twice \(json_schema\): first the reply is not valid JSON; then the reply is not valid JSON \(finish_reason length: output truncated\)/);
      expect(error.usage).toMatchObject({ provider: 'openai-compatible', model: MODEL });
      expect(error.usage!.input_tokens).toBeGreaterThan(0);
      expect(fake.completionRequests()).toHaveLength(2);
    });

    it('an empty reply and an out-of-range value are invalid output too', async () => {
      fake.script(oai.content(''), oai.content(validUnitInput({ confidence: 7 })));
      const error = await failure(distiller().distill(input));
      expect(error.message).toMatch(/first empty reply \(finish_reason stop\); then the JSON does not match the schema: confidence/);
    });
  });

  describe('HTTP failures are classified for the job', () => {
    it('429 with Retry-After: rate_limited with the wait; with a retry left the client waits and succeeds', async () => {
      fake.script(oai.rateLimited('7'));
      expect(await failure(distiller().distill(input))).toMatchObject({ kind: 'rate_limited', retryable: true, retryAfterMs: 7000 });

      fake.script(oai.rateLimited('1'));
      const started = Date.now();
      await expect(distiller({ maxRetries: 1 }).distill(input)).resolves.toBeTruthy();
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(fake.completionRequests()).toHaveLength(3);
    });

    it('a Retry-After past the in-call cap is not slept through: the job waits instead', async () => {
      fake.script(oai.rateLimited('120'));
      const started = Date.now();
      const error = await failure(distiller({ maxRetries: 2 }).distill(input));
      expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 120_000 });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(fake.completionRequests()).toHaveLength(1);
    });

    it.each([
      [500, 'server'],
      [502, 'server'],
      [503, 'overloaded'],
    ])('%i → %s, retryable', async (status, kind) => {
      fake.script(oai.serverError(status));
      expect(await failure(distiller().distill(input))).toMatchObject({ kind, retryable: true });
    });

    it('a server that never answers: timeout, retryable, within the timeout', async () => {
      fake.script({ kind: 'hang' });
      const started = Date.now();
      expect(await failure(distiller({ timeoutMs: 1000 }).distill(input))).toMatchObject({ kind: 'timeout', retryable: true });
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('a 200 whose body is not JSON: invalid_output, retryable', async () => {
      fake.script({ kind: 'malformed_json' });
      const error = await failure(distiller().distill(input));
      expect(error).toMatchObject({ kind: 'invalid_output', retryable: true });
    });

    it('400 (not about response_format) and 404 (a wrong base URL or model) are client errors, not retried', async () => {
      fake.script(oai.badRequest("'messages' is too long", 'messages'));
      expect(await failure(distiller().distill(input))).toMatchObject({ kind: 'client', retryable: false });
      const error = await failure(distiller({ baseURL: fake.baseURL.replace(/\/v1$/, '/wrong') }).distill(input));
      expect(error).toMatchObject({ kind: 'client', retryable: false });
      expect(error.message).toMatch(/HTTP 404/);
    });

    it('nothing listening: a connection error, retryable', async () => {
      const error = await failure(distiller({ baseURL: 'http://127.0.0.1:9/v1' }).distill(input));
      expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    });
  });

  it('never sends personal data or internal_confidential text: only the redacted transcript leaves', async () => {
    const secret = 'NOTA RISERVATA: il cliente è in contenzioso legale, non citarlo';
    const pii = ['mario.rossi@example.com', 'IT60X0542811101000000123456', '4111 1111 1111 1111', 'RSSMRA85M01H501Q', '+39 347 123 4567', '192.168.10.25'];
    const { input: transcript } = buildTranscript(
      { external_id: 'T-3001', subject: `Accesso bloccato per mario.rossi@example.com`, category: 'accesso', product: 'fatturafacile', locale: 'it' },
      [
        { author: 'customer', visibility: 'public', body: `Sono Mario, scrivo da mario.rossi@example.com, tel +39 347 123 4567. IBAN IT60X0542811101000000123456, carta 4111 1111 1111 1111, CF RSSMRA85M01H501Q.`, created_at: '2026-11-01T09:00:00Z' },
        { author: 'agent', visibility: 'internal_confidential', body: secret, created_at: '2026-11-01T09:02:00Z' },
        { author: 'agent', visibility: 'internal', body: 'Sblocco dal pannello, IP di provenienza 192.168.10.25.', created_at: '2026-11-01T09:03:00Z' },
        { author: 'agent', visibility: 'public', body: 'Ho sbloccato l\'account: ora può accedere.', created_at: '2026-11-01T09:05:00Z' },
      ],
    );
    fake.script(oai.content('non JSON'), oai.content(validUnitInput()));
    await distiller().distill(transcript);
    expect(fake.completionRequests()).toHaveLength(2);
    for (const request of fake.completionRequests()) {
      expect(request.rawBody).not.toContain('contenzioso');
      for (const value of pii) expect(request.rawBody).not.toContain(value);
      expect(request.rawBody).toContain('[EMAIL]');
      expect(request.rawBody).toContain('Sblocco dal pannello');
    }
  });
});
