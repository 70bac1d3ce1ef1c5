import type { INestApplication } from '@nestjs/common';
import { sql } from 'kysely';
import { ChatClient, type SseResponse } from '../fakes/chat-client';
import { loadChatUnits } from '../fakes/chat-knowledge';
import { startFakeAnthropic, type FakeAnthropic, type RecordedRequest as AnthropicRequest } from '../fakes/fake-anthropic';
import { startFakeOpenAiCompatible, type FakeOpenAiCompatible, type RecordedRequest as OpenAiRequest } from '../fakes/fake-openai-compatible';
import { dbOf, flushQueues, listenLocally, startApi, truncateAll, withEnv } from './test-app';

/**
 * The set-up the chat specs share: the API (no rate limits, no escalation webhook unless given)
 * listening on 127.0.0.1, the small knowledge base of chat-knowledge.ts, and every test starting
 * from an empty conversation table; for an LLM assistant, a local fake provider over real HTTP,
 * fresh for every test.
 */

type AnyRow = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ChatApp {
  app: INestApplication;
  client: ChatClient;
  /** chat-knowledge.ts's units by their import id. */
  units: Map<string, number>;
  /** The conversation's stored messages, oldest first. */
  stored(conversationId: string): Promise<AnyRow[]>;
  /** The conversation's rows of llm_usage. */
  usageOf(conversationId: string): Promise<AnyRow[]>;
}

export interface LlmChatApp<F> extends ChatApp {
  fake: F;
}

/** A fake provider the harness can run: started, reset between tests, stopped. */
export interface LlmProvider<F extends { reset(): void; stop(): Promise<void> }> {
  name: 'anthropic' | 'openai-compatible';
  start(): Promise<F>;
  /** The API's environment for this fake (CHAT, base URL, model…). */
  env(fake: F): Record<string, string>;
  /** The requests for a chat completion / a message the fake received since the last reset. */
  modelRequests(fake: F): Array<AnthropicRequest | OpenAiRequest>;
}

export const ANTHROPIC_CHAT_MODEL = 'claude-chat-test';
export const OPENAI_CHAT_MODEL = 'mistral-small-latest';

export const anthropicProvider: LlmProvider<FakeAnthropic> = {
  name: 'anthropic',
  start: startFakeAnthropic,
  env: (fake) => ({
    CHAT: 'anthropic',
    CHAT_MODEL: ANTHROPIC_CHAT_MODEL,
    ANTHROPIC_API_KEY: 'sk-ant-test-chat-0123456789',
    ANTHROPIC_BASE_URL: fake.baseURL,
    ANTHROPIC_MAX_RETRIES: '0',
    ANTHROPIC_TIMEOUT_MS: '5000',
  }),
  modelRequests: (fake) => fake.messageRequests(),
};

export const openAiProvider: LlmProvider<FakeOpenAiCompatible> = {
  name: 'openai-compatible',
  start: startFakeOpenAiCompatible,
  env: (fake) => ({
    CHAT: 'openai-compatible',
    LLM_BASE_URL: fake.baseURL,
    LLM_MODEL: OPENAI_CHAT_MODEL,
    LLM_API_KEY: '',
    LLM_MAX_RETRIES: '0',
    LLM_TIMEOUT_MS: '5000',
  }),
  modelRequests: (fake) => fake.completionRequests(),
};

/**
 * One API app for a describe block, started with `env()` (read in beforeAll, after the hooks
 * registered before this call) and closed after the block's tests.
 */
export function useChatApi<S extends ChatApp>(env: () => Record<string, string>, state = {} as S): S {
  let restoreEnv = () => {};
  beforeAll(async () => {
    restoreEnv = withEnv({
      CHAT_RATE_IP_PER_MINUTE: '0',
      CHAT_RATE_CONVERSATION_PER_MINUTE: '0',
      ESCALATION_WEBHOOK_URL: '',
      ESCALATION_WEBHOOK_SECRET: '',
      ...env(),
    });
    state.app = await startApi();
    state.client = new ChatClient(await listenLocally(state.app));
    await truncateAll(dbOf(state.app));
    await flushQueues();
    state.units = await loadChatUnits(state.app);
  });
  afterAll(async () => {
    await state.app?.close();
    restoreEnv();
  });
  beforeEach(async () => {
    const db = dbOf(state.app);
    await sql`DELETE FROM chat_messages`.execute(db);
    await sql`DELETE FROM chat_conversations`.execute(db);
    await sql`UPDATE knowledge_units SET served_count = 0`.execute(db);
    await flushQueues();
  });
  state.stored = (conversationId) =>
    sql<AnyRow>`SELECT * FROM chat_messages WHERE conversation_id = ${conversationId} ORDER BY id`.execute(dbOf(state.app)).then((r) => r.rows);
  state.usageOf = (conversationId) => sql<AnyRow>`SELECT * FROM llm_usage WHERE conversation_id = ${conversationId}`.execute(dbOf(state.app)).then((r) => r.rows);
  return state;
}

/** One API app with `provider`'s fake for a describe block; `env` adds to (or overrides) the provider's. */
export function useLlmChat<F extends { reset(): void; stop(): Promise<void> }>(provider: LlmProvider<F>, env: Record<string, string> = {}): LlmChatApp<F> {
  const state = {} as LlmChatApp<F>;
  beforeAll(async () => {
    state.fake = await provider.start();
  });
  afterAll(async () => {
    await state.fake?.stop();
  });
  beforeEach(() => state.fake.reset());
  return useChatApi(() => ({ ...provider.env(state.fake), ...env }), state);
}

/** The `done` event's data of a streamed turn (undefined when the turn failed). */
export function doneOf(response: SseResponse): AnyRow | undefined {
  return response.events.find((e) => e.event === 'done')?.data;
}
