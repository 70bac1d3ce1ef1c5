import { canonicalAnthropic, canonicalChatCompletions, CassetteStore, requestKey, requestKind, type CanonicalRequest } from './cassettes';
import { FakeAnthropic, type BatchResultScript, type FakeBehaviour } from './fake-anthropic';
import { FakeOpenAiCompatible, type ChatBody, type OaiBehaviour } from './fake-openai-compatible';

/**
 * The record/replay model: a Chat Completions server and an Anthropic Messages server (the
 * project's fakes, so the wire formats, errors, usage and prompt caching are theirs) that answer
 * every request from the cassettes of one folder. A request with a recorded answer gets it; one
 * without is saved to `pending/` for the recorder and answered with a provider error (503
 * "not recorded"), so a prompt change that was not re-recorded shows up as pending requests.
 */
export interface RecordedLlmOptions {
  cassettes: string;
  /** Every answer waits this long before its first byte: a stated, fixed model latency for benchmarks. */
  latencyMs?: number;
  port?: number;
  anthropicPort?: number;
}

export const NOT_RECORDED_STATUS = 503;

interface Lookup {
  key: string;
  reply: string | undefined;
}

export class RecordedLlm {
  readonly store: CassetteStore;
  readonly openai = new FakeOpenAiCompatible();
  readonly anthropic = new FakeAnthropic();
  /** Keys asked for and not found, this run (each once). */
  readonly missing = new Set<string>();
  replayed = 0;

  constructor(private readonly options: RecordedLlmOptions) {
    this.store = new CassetteStore(options.cassettes);
  }

  async start(): Promise<this> {
    this.openai.defaultBehaviour = { kind: 'dynamic', respond: (body) => this.answerChatCompletions(body) };
    this.anthropic.defaultBehaviour = { kind: 'dynamic', respond: (body) => this.answerAnthropic(body) };
    this.anthropic.batchResponder = (params) => this.answerBatch(params);
    this.anthropic.batchPollsBeforeEnd = 0;
    this.openai.responseDelayMs = this.options.latencyMs ?? 0;
    this.anthropic.responseDelayMs = this.options.latencyMs ?? 0;
    await this.openai.start(this.options.port ?? 0);
    await this.anthropic.start(this.options.anthropicPort ?? 0);
    return this;
  }

  async stop(): Promise<void> {
    await Promise.all([this.openai.stop(), this.anthropic.stop()]);
  }

  private lookup(request: CanonicalRequest, schemaName: string | undefined, schema: Record<string, unknown> | null): Lookup {
    const key = requestKey(request);
    const cassette = this.store.find(key);
    if (cassette) {
      this.replayed++;
      return { key, reply: cassette.reply };
    }
    this.missing.add(key);
    // The schema's title names the task (knowledge_unit, unit_synthesis …) in either wire format.
    const title = typeof schema?.title === 'string' ? schema.title : schemaName;
    this.store.savePending({ key, kind: requestKind(title), schema, ...request });
    return { key, reply: undefined };
  }

  private answerChatCompletions(body: ChatBody): OaiBehaviour {
    const format = body.response_format;
    const schema = format?.type === 'json_schema' ? (format.json_schema?.schema ?? null) : null;
    const { key, reply } = this.lookup(canonicalChatCompletions(body as unknown as { messages: Array<Record<string, unknown>> }), format?.json_schema?.name, schema);
    if (reply === undefined) {
      return { kind: 'error', status: NOT_RECORDED_STATUS, type: 'server_error', code: 'not_recorded', message: `no recorded answer for request ${key}: saved to pending/ for the recorder` };
    }
    return { kind: 'content', content: reply };
  }

  private answerAnthropic(body: Record<string, unknown>): FakeBehaviour {
    const { name, schema, forcedTool } = anthropicOutput(body);
    const { key, reply } = this.lookup(canonicalAnthropic(body as { system?: unknown; messages?: Array<Record<string, unknown>> }), name, schema);
    if (reply === undefined) {
      return { kind: 'error', status: NOT_RECORDED_STATUS, type: 'api_error', message: `no recorded answer for request ${key}: saved to pending/ for the recorder` };
    }
    return anthropicReply(reply, forcedTool);
  }

  private answerBatch(params: Record<string, unknown>): BatchResultScript {
    const { name, schema, forcedTool } = anthropicOutput(params);
    const { key, reply } = this.lookup(canonicalAnthropic(params as { system?: unknown; messages?: Array<Record<string, unknown>> }), name, schema);
    if (reply === undefined) return { type: 'errored', errorType: 'api_error', message: `no recorded answer for request ${key}` };
    return { type: 'succeeded', behaviour: anthropicReply(reply, forcedTool) as Extract<FakeBehaviour, { kind: 'tool' | 'text' }> };
  }
}

/** What an Anthropic request asks back: a structured output, a forced tool, or text. */
function anthropicOutput(body: Record<string, unknown>): { name: string | undefined; schema: Record<string, unknown> | null; forcedTool: string | undefined } {
  const format = (body.output_config as { format?: { schema?: Record<string, unknown> } } | undefined)?.format;
  const choice = body.tool_choice as { type?: string; name?: string } | undefined;
  const forcedTool = choice?.type === 'tool' ? choice.name : undefined;
  const tool = (body.tools as Array<{ name: string; input_schema?: Record<string, unknown> }> | undefined)?.find((t) => t.name === forcedTool);
  return { name: forcedTool ?? (format ? 'structured' : undefined), schema: format?.schema ?? tool?.input_schema ?? null, forcedTool };
}

/** The recorded text as Anthropic returns it: a forced tool's input, or a text block (structured outputs, plain text). */
function anthropicReply(reply: string, forcedTool: string | undefined): FakeBehaviour {
  if (forcedTool) {
    let input: unknown = reply;
    try {
      input = JSON.parse(reply);
    } catch {
      // a tool input that is not JSON stays text: the client reports it as invalid output
    }
    return { kind: 'tool', input, toolName: forcedTool };
  }
  return { kind: 'text', text: reply };
}
