import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { ChatClient, type SseResponse } from '../fakes/chat-client';
import { CHAT_UNITS, extractiveChatEnv, loadChatUnits } from '../fakes/chat-knowledge';
import { startFakeAnthropic, type FakeAnthropic, type RecordedRequest as AnthropicRequest } from '../fakes/fake-anthropic';
import { startFakeOpenAiCompatible, type FakeOpenAiCompatible, type RecordedRequest as OpenAiRequest } from '../fakes/fake-openai-compatible';
import { WebhookReceiver } from '../fakes/webhook-receiver';
import { openBrowserPage, type BrowserPage, type BrowserPageOptions } from './browser';
import { dbOf, flushQueues, listenLocally, startApi, startWorker, truncateAll, withEnv } from './test-app';

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
    // The specs of this provider script the confidence path's search tool; the model-decided turn has its own spec.
    CHAT_DECIDES: 'confidence',
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
    CHAT_DECIDES: 'confidence',
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
      ESCALATION_RATE_IP_PER_MINUTE: '0',
      ESCALATION_COOLDOWN_SECONDS: '0',
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

/** Tables other modules own are typed beside them; tests read them untyped. */
export type AnyDb = ReturnType<typeof dbOf> & { selectFrom(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ChatAppOptions {
  /** Signs the escalation webhooks the receiver gets. */
  secret?: string;
  /** Beyond `extractiveChatEnv(receiver, secret)` (which has no rate limits). */
  env?: Record<string, string> | ((receiver: WebhookReceiver) => Record<string, string>);
  /** The approved units (default CHAT_UNITS; false: none, and the tables are not emptied). */
  units?: object[] | false;
  /** A second API process on the same database (`other`, `otherClient`), as in a deployment. */
  secondApi?: boolean;
  /** A worker for the whole block (otherwise a test starts one with `startWorker()`). */
  worker?: boolean;
  /** A headless Chromium page on the API (describeIfChromium specs). */
  browser?: BrowserPageOptions;
  /** Called with the receiver before anything starts (e.g. `failFirst`). */
  beforeStart?: (receiver: WebhookReceiver) => void | Promise<void>;
}

export interface ChatTestApp {
  app: INestApplication;
  client: ChatClient;
  receiver: WebhookReceiver;
  /** Unit ids by the id of the imported FAQ. */
  units: Map<string, number>;
  db: () => AnyDb;
  /** With `secondApi`. */
  other: INestApplication;
  otherClient: ChatClient;
  /** With `worker`, or the one `startWorker()` started (closed after the block). */
  worker: INestApplicationContext | null;
  /** A worker for this test; `stopWorker()` (or the end of the block) closes it. */
  startWorker: () => Promise<INestApplicationContext>;
  stopWorker: () => Promise<void>;
  /** With `browser`. */
  browser: Browser;
  page: Page;
  base: string;
  errors: string[];
  shot: BrowserPage['shot'];
}

/**
 * The set-up the chat (extractive), gaps, widget and escalation specs share, for one describe block: a webhook receiver
 * standing in for the ticketing system, the extractive assistant escalating to it, the API on a
 * local port with empty tables and queues, the chat units imported, indexed and clustered;
 * optionally a second API process, a worker, a Chromium page. Everything is closed after the block.
 * Read the fields inside tests (they are set in beforeAll).
 */
export function useChatApp(options: ChatAppOptions = {}): ChatTestApp {
  const s = { worker: null } as ChatTestApp;
  let restoreEnv = () => {};
  s.db = () => dbOf(s.app) as unknown as AnyDb;
  s.startWorker = async () => {
    await s.worker?.close();
    s.worker = await startWorker();
    return s.worker;
  };
  s.stopWorker = async () => {
    await s.worker?.close();
    s.worker = null;
  };
  beforeAll(async () => {
    s.receiver = await new WebhookReceiver().start();
    await options.beforeStart?.(s.receiver);
    const env = typeof options.env === 'function' ? options.env(s.receiver) : (options.env ?? {});
    restoreEnv = withEnv({ ...extractiveChatEnv(s.receiver, options.secret ?? 'whsec-test-0123456789abcdef'), ...env });
    s.app = await startApi();
    if (options.secondApi) s.other = await startApi();
    if (options.units !== false) {
      await truncateAll(dbOf(s.app));
      await flushQueues();
      s.units = await loadChatUnits(s.app, options.units ?? CHAT_UNITS);
    }
    if (options.worker) s.worker = await startWorker();
    if (options.browser) Object.assign(s, await openBrowserPage(s.app, options.browser));
    else s.base = await listenLocally(s.app);
    s.client = new ChatClient(s.base);
    if (s.other) s.otherClient = new ChatClient(await listenLocally(s.other));
  });
  afterAll(async () => {
    await s.browser?.close();
    await s.worker?.close();
    await s.other?.close();
    await s.app?.close();
    await s.receiver?.stop();
    restoreEnv();
  });
  return s;
}

/** What a test of the chat and its tickets leaves behind, children first (the imported units stay). */
const CHAT_AND_TICKET_TABLES = [
  'connector_escalation_messages',
  'connector_escalations',
  'kb_gap_questions',
  'kb_gap_topics',
  'chat_webhook_deliveries',
  'chat_escalations',
  'chat_ratings',
  'chat_messages',
  'chat_conversations',
  'kb_unit_candidates',
  'knowledge_unit_ticket',
  'ticket_messages',
  'tickets',
  'erased_ticket_ids',
];

/** Empties the conversations and tickets (a beforeEach that keeps the block's units and index). */
export async function emptyChatAndTickets(app: INestApplicationContext): Promise<void> {
  for (const table of CHAT_AND_TICKET_TABLES) await sql`DELETE FROM ${sql.table(table)}`.execute(dbOf(app));
}
