import { FakeOpenAiCompatible } from './fake-openai-compatible';

/**
 * `npm run fake:llm`: the fake OpenAI-compatible server on its own, for the demo and the chat
 * against it (DISTILLER=openai-compatible / CHAT=openai-compatible LLM_BASE_URL=<printed> LLM_MODEL=x).
 * It answers with its `auto` model (see fake-openai-compatible.ts). FAKE_LLM_PORT (default 8089).
 * FAKE_LLM_NO_JSON_SCHEMA=1 makes it refuse response_format json_schema, FAKE_LLM_NO_TOOLS=1 refuse tools.
 */
async function main(): Promise<void> {
  const fake = new FakeOpenAiCompatible();
  fake.supportsJsonSchema = process.env.FAKE_LLM_NO_JSON_SCHEMA !== '1';
  fake.supportsTools = process.env.FAKE_LLM_NO_TOOLS !== '1';
  await fake.start(Number(process.env.FAKE_LLM_PORT || 8089));
  console.log(`fake OpenAI-compatible server: LLM_BASE_URL=${fake.baseURL} (Ctrl-C to stop)`);
  let reported = 0;
  const timer = setInterval(() => {
    const count = fake.completionRequests().length;
    if (count !== reported) console.log(`${count} chat completion requests so far`);
    reported = count;
  }, 5000);
  const stop = () => {
    clearInterval(timer);
    void fake.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
