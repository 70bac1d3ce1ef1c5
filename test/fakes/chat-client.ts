/**
 * A client of the chat API over real HTTP, as the widget is: fetch, Server-Sent Events read from
 * the response body, timestamps for every event (first byte included), and an abort to play a
 * customer who closes the page mid-answer.
 */

export interface SseEvent {
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** ms since the request was sent */
  at: number;
}

export interface SseResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON body when the answer is not an event stream (400, 401, 404, 429…). */
  json?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  events: SseEvent[];
  /** ms to the first byte of the body (the opening comment), and count of comments. */
  firstByteMs: number | null;
  comments: number;
  text: string;
  aborted: boolean;
}

export function parseSseBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, data: data.join('\n') };
}

export async function postSse(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: { abortWhen?: (event: SseEvent, all: SseEvent[]) => boolean } = {},
): Promise<SseResponse> {
  const started = performance.now();
  const controller = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const result: SseResponse = { status: response.status, headers: response.headers, events: [], firstByteMs: null, comments: 0, text: '', aborted: false };
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    result.json = await response.json().catch(() => undefined);
    return result;
  }
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      result.firstByteMs ??= performance.now() - started;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) result.comments++;
        const parsed = parseSseBlock(block);
        if (!parsed) continue;
        const event: SseEvent = { event: parsed.event, data: JSON.parse(parsed.data), at: performance.now() - started };
        result.events.push(event);
        if (event.event === 'delta') result.text += event.data.text;
        if (options.abortWhen?.(event, result.events)) {
          result.aborted = true;
          controller.abort();
          return result;
        }
      }
    }
  } catch (error) {
    if (!result.aborted) throw error;
  }
  return result;
}

export class ChatClient {
  constructor(readonly baseUrl: string) {}

  async createConversation(body: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<{ status: number; id: string; token: string; json: any; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}/api/chat/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    return { status: response.status, id: json.id, token: json.token, json, headers: response.headers };
  }

  send(conversation: { id: string; token: string }, message: string, options: Parameters<typeof postSse>[3] = {}, headers?: Record<string, string>): Promise<SseResponse> {
    return postSse(
      `${this.baseUrl}/api/chat/conversations/${conversation.id}/messages`,
      { message },
      headers ?? { authorization: `Bearer ${conversation.token}` },
      options,
    );
  }

  async post(path: string, token: string | null, body?: unknown): Promise<{ status: number; json: any; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: await response.json().catch(() => undefined), headers: response.headers };
  }

  async get(path: string, token: string | null): Promise<{ status: number; json: any }> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, json: await response.json().catch(() => undefined) };
  }

  rate(conversation: { id: string; token: string }, messageId: number, value: number) {
    return this.post(`/api/chat/conversations/${conversation.id}/messages/${messageId}/rating`, conversation.token, { value });
  }

  escalate(conversation: { id: string; token: string }) {
    return this.post(`/api/chat/conversations/${conversation.id}/escalate`, conversation.token);
  }
}
