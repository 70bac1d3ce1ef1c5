import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Recorded model answers ("cassettes"): what a capable model replied to one request, keyed by a
 * hash of the request's system prompt and messages, so that a fake server can replay the reply
 * whenever the product sends the same request again, over either wire format.
 *
 * On disk, under one cassette folder (committed, e.g. cassettes/distill-v2/main/):
 *   <key>.json            { key, kind, reply, recorded }   a recorded answer (any depth below the root)
 *   pending/<key>.md      the request as the recorder reads it: system prompt, messages, schema
 *   pending/<key>.json    the same request, for the filing step
 *   pending/<key>.reply   the recorder's answer, written beside the request, filed by `cassettes file`
 * See docs/recorded-model.md for the procedure.
 */

export interface CanonicalRequest {
  system: string;
  messages: Array<{ role: string; content: string }>;
}

export interface PendingRequest extends CanonicalRequest {
  key: string;
  kind: string;
  /** The JSON schema the answer must follow, when the request asked for one. */
  schema: Record<string, unknown> | null;
  first_seen: string;
}

export interface Cassette {
  key: string;
  kind: string;
  /** The model's answer, as text (a JSON object's text for structured answers). */
  reply: string;
  recorded: { by: string; at: string };
  /** What was asked, to read back which ticket an answer is about (the system prompt by its hash: it is the same for a whole set). */
  request?: { system_sha256: string; messages: CanonicalRequest['messages'] };
}

/** The text of a message's content in either wire format (string, or blocks). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return content == null ? '' : JSON.stringify(content);
  return content
    .map((block: Record<string, unknown>) => {
      if (block.type === 'text' && typeof block.text === 'string') return block.text;
      return JSON.stringify(block);
    })
    .join('\n');
}

/** A Chat Completions body → its system prompt and messages. */
export function canonicalChatCompletions(body: { messages?: Array<Record<string, unknown>> }): CanonicalRequest {
  const messages = body.messages ?? [];
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => contentText(m.content)).join('\n\n');
  const rest = messages
    .filter((m) => m.role !== 'system' && m.role !== 'developer')
    .map((m) => ({ role: String(m.role), content: contentText(m.content) + (m.tool_calls ? `\n${JSON.stringify(m.tool_calls)}` : '') }));
  return { system, messages: rest };
}

/** An Anthropic Messages body → its system prompt and messages. */
export function canonicalAnthropic(body: { system?: unknown; messages?: Array<Record<string, unknown>> }): CanonicalRequest {
  return {
    system: contentText(body.system ?? ''),
    messages: (body.messages ?? []).map((m) => ({ role: String(m.role), content: contentText(m.content) })),
  };
}

/**
 * The key of a request: the same system prompt and messages give the same key whichever wire
 * format carried them, so one recording serves both providers (structured-output mode, where
 * both send the same texts).
 */
export function requestKey(request: CanonicalRequest): string {
  const canonical = JSON.stringify({ system: request.system.trim(), messages: request.messages.map((m) => ({ role: m.role, content: m.content.trim() })) });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}

/** What kind of request it is, for the folder it is filed in and the reports (the tool or schema name). */
export function requestKind(schemaName: string | undefined): string {
  return (schemaName ?? 'text').replace(/[^a-z0-9_-]/gi, '_');
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'pending') continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (entry.endsWith('.json')) out.push(path);
  }
  return out;
}

/** Renders a pending request the way the recorder reads it. */
export function renderRequest(request: PendingRequest): string {
  const parts = [
    `# Request ${request.key} (${request.kind})`,
    '',
    'You are the model. Read the system prompt and the messages below and write, in the file',
    `pending/${request.key}.reply, exactly the reply the model gives (temperature 0)${request.schema ? ': one JSON object that follows the schema at the end, nothing before or after it' : ''}.`,
    '',
    '## System prompt',
    '',
    request.system,
  ];
  for (const [i, m] of request.messages.entries()) parts.push('', `## Message ${i + 1} (${m.role})`, '', m.content);
  if (request.schema) parts.push('', '## JSON schema of the reply', '', '```json', JSON.stringify(request.schema, null, 2), '```');
  return `${parts.join('\n')}\n`;
}

export class CassetteStore {
  private readonly replies = new Map<string, Cassette>();
  readonly pendingDir: string;

  constructor(readonly root: string) {
    this.pendingDir = join(root, 'pending');
    this.reload();
  }

  /** Reads every recorded answer below the root (a later file of the same key wins: there should be none). */
  reload(): void {
    this.replies.clear();
    for (const path of walk(this.root)) {
      const cassette = JSON.parse(readFileSync(path, 'utf8')) as Cassette;
      if (typeof cassette.key === 'string' && typeof cassette.reply === 'string') this.replies.set(cassette.key, cassette);
    }
  }

  get size(): number {
    return this.replies.size;
  }

  find(key: string): Cassette | undefined {
    return this.replies.get(key);
  }

  /** Saves a request nobody has answered yet (once per key), for the recorder. */
  savePending(request: Omit<PendingRequest, 'first_seen'>): void {
    const json = join(this.pendingDir, `${request.key}.json`);
    if (existsSync(json)) return;
    mkdirSync(this.pendingDir, { recursive: true });
    const full: PendingRequest = { ...request, first_seen: new Date().toISOString() };
    writeFileSync(json, `${JSON.stringify(full, null, 2)}\n`);
    writeFileSync(join(this.pendingDir, `${request.key}.md`), renderRequest(full));
  }

  pending(): PendingRequest[] {
    if (!existsSync(this.pendingDir)) return [];
    return readdirSync(this.pendingDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(this.pendingDir, f), 'utf8')) as PendingRequest);
  }

  /**
   * Files the answered pending requests into `into` (a folder below the root): each reply is
   * checked (a JSON object when the request asked for a schema, with the schema's required
   * fields), stored as a cassette, and its pending files removed. Returns what was filed and what
   * was refused, with the reason.
   */
  /** `kind`: file only the requests of that kind (two sets of different kinds can then be recorded at once). */
  file(into: string, recordedBy: string, kind?: string): { filed: string[]; refused: Array<{ key: string; why: string }>; waiting: string[] } {
    const filed: string[] = [];
    const refused: Array<{ key: string; why: string }> = [];
    const waiting: string[] = [];
    const target = join(this.root, into);
    for (const request of this.pending()) {
      if (kind !== undefined && request.kind !== kind) continue;
      const replyPath = join(this.pendingDir, `${request.key}.reply`);
      if (!existsSync(replyPath)) {
        waiting.push(request.key);
        continue;
      }
      const reply = readFileSync(replyPath, 'utf8').trim();
      const why = request.schema ? schemaProblem(reply, request.schema) : reply ? null : 'empty reply';
      if (why) {
        refused.push({ key: request.key, why });
        continue;
      }
      mkdirSync(join(target, request.kind), { recursive: true });
      const cassette: Cassette = {
        key: request.key,
        kind: request.kind,
        reply,
        recorded: { by: recordedBy, at: new Date().toISOString() },
        request: { system_sha256: createHash('sha256').update(request.system).digest('hex'), messages: request.messages },
      };
      writeFileSync(join(target, request.kind, `${request.key}.json`), `${JSON.stringify(cassette, null, 2)}\n`);
      for (const ext of ['.json', '.md', '.reply']) rmSync(join(this.pendingDir, `${request.key}${ext}`), { force: true });
      filed.push(relative(this.root, join(target, request.kind, `${request.key}.json`)));
    }
    this.reload();
    return { filed, refused, waiting };
  }
}

/** Why a reply does not do for a structured request: not one JSON object, or a required field missing. */
export function schemaProblem(reply: string, schema: Record<string, unknown>): string | null {
  let value: unknown;
  try {
    value = JSON.parse(reply);
  } catch {
    return 'not valid JSON (the reply must be one JSON object, with no text or code fence around it)';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not a JSON object';
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const missing = required.filter((k) => !(k in (value as Record<string, unknown>)));
  return missing.length ? `missing ${missing.join(', ')}` : null;
}
