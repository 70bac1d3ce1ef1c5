import { parseArgs } from 'node:util';
import { FakeOpenAiCompatible } from './fake-openai-compatible';
import { RecordedLlm } from './recorded-llm';

/**
 * `npm run fake:llm`: a local model server for the demo, the chat and the evaluations.
 *
 * - With `--cassettes DIR`: the record/replay model (recorded-llm.ts). It answers Chat Completions
 *   on FAKE_LLM_PORT (default 8089) and Anthropic Messages on FAKE_ANTHROPIC_PORT (default 8091)
 *   from the recorded answers under DIR, and saves every request it has no answer for to
 *   DIR/pending/ (answered 503). `--latency-ms N` makes every answer wait N ms (benchmarks).
 * - Without: the fake OpenAI-compatible server's `auto` model (fake-openai-compatible.ts), which
 *   answers distillation requests with the rules distiller's unit. FAKE_LLM_NO_JSON_SCHEMA=1 makes
 *   it refuse response_format json_schema, FAKE_LLM_NO_TOOLS=1 refuse tools.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { cassettes: { type: 'string' }, 'latency-ms': { type: 'string' } } });
  const port = Number(process.env.FAKE_LLM_PORT || 8089);
  const latencyMs = Number(values['latency-ms'] ?? 0);
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error(`--latency-ms must be a number of milliseconds, not "${values['latency-ms']}"`);
  let report: () => string;
  let stopServers: () => Promise<void>;
  if (values.cassettes) {
    const recorded = await new RecordedLlm({ cassettes: values.cassettes, latencyMs, port, anthropicPort: Number(process.env.FAKE_ANTHROPIC_PORT || 8091) }).start();
    console.log(`recorded model (${recorded.store.size} answers under ${values.cassettes}${latencyMs ? `, ${latencyMs} ms each` : ''}):`);
    console.log(`  LLM_BASE_URL=${recorded.openai.baseURL}   ANTHROPIC_BASE_URL=${recorded.anthropic.baseURL}   (Ctrl-C to stop)`);
    report = () => `${recorded.replayed} replayed, ${recorded.missing.size} not recorded (saved to ${recorded.store.pendingDir})`;
    stopServers = () => recorded.stop();
  } else {
    const fake = new FakeOpenAiCompatible();
    fake.supportsJsonSchema = process.env.FAKE_LLM_NO_JSON_SCHEMA !== '1';
    fake.supportsTools = process.env.FAKE_LLM_NO_TOOLS !== '1';
    fake.responseDelayMs = latencyMs;
    await fake.start(port);
    console.log(`fake OpenAI-compatible server: LLM_BASE_URL=${fake.baseURL} (Ctrl-C to stop)`);
    report = () => `${fake.completionRequests().length} chat completion requests so far`;
    stopServers = () => fake.stop();
  }
  let reported = '';
  const timer = setInterval(() => {
    const line = report();
    if (line !== reported) console.log(line);
    reported = line;
  }, 5000);
  const stop = () => {
    clearInterval(timer);
    console.log(report());
    void stopServers().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
