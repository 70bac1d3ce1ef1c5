import { parseSseBlock, type SseEvent } from './chat-client';

/**
 * GET /api/chat/conversations/:id/events read as the widget reads it (fetch with the token, the
 * body as Server-Sent Events), kept open in the background until `close()`.
 */
export class HandoffStream {
  readonly events: SseEvent[] = [];
  status = 0;
  json: unknown;
  /** The server ended the stream. */
  ended = false;
  private readonly controller = new AbortController();
  private done: Promise<void> = Promise.resolve();
  private waiters: Array<() => void> = [];

  static async open(baseUrl: string, conversation: { id: string; token: string | null }, after = 0): Promise<HandoffStream> {
    const stream = new HandoffStream();
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/chat/conversations/${conversation.id}/events?after=${after}`, {
      headers: conversation.token ? { authorization: `Bearer ${conversation.token}` } : {},
      signal: stream.controller.signal,
    });
    stream.status = response.status;
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      stream.json = await response.json().catch(() => undefined);
      return stream;
    }
    stream.done = (async () => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            stream.ended = true;
            break;
          }
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const parsed = parseSseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (!parsed) continue;
            stream.events.push({ event: parsed.event, data: JSON.parse(parsed.data), at: performance.now() - started });
            for (const wake of stream.waiters.splice(0)) wake();
          }
        }
      } catch {
        /* closed by the test */
      }
    })();
    return stream;
  }

  of(event: string): SseEvent[] {
    return this.events.filter((e) => e.event === event);
  }

  /** Resolves once `count` events named `event` arrived; rejects after `timeoutMs`. */
  async waitFor(event: string, count: number, timeoutMs = 10_000): Promise<SseEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.of(event).length < count) {
      if (Date.now() > deadline) throw new Error(`handoff stream: ${this.of(event).length} of ${count} "${event}" events after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.of(event);
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.done;
  }
}
