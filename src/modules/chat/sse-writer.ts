import type { Response } from 'express';
import { endOnShutdown } from '../../common/http-drain';
import type { ChatOutcome } from './chat.tables';

/** The chat's Server-Sent Events, in the order a turn sends them. */
export interface ChatEventMap {
  delta: { text: string };
  citations: { units: Array<{ id: number; problem: string; title: string }> };
  done: {
    message_id: number;
    answered: boolean;
    outcome: ChatOutcome;
    suggestions?: Array<{ unit_id: number; title: string }>;
    /** The best units belong to different products: "which one do you use?", as buttons (answered with `{"product": key}`). */
    products?: Array<{ key: string; name: string }>;
  };
  error: { message: string };
  /** A message written while a person has the conversation: on the ticket, no assistant answer. */
  handoff: { message_id: number; ticket_id: number; status: 'handed_over' };
  /** The handoff stream (GET …/events): a person's reply, and the conversation's status. */
  agent_message: { id: number; role: 'agent'; text: string; created_at: string };
  status: { status: 'open' | 'handed_over'; ticket_id: number | null; ended_by?: 'customer' | 'operator' | null };
}

export type ChatEventName = keyof ChatEventMap;

/** Where a turn writes its events; the HTTP writer below, or a collector (eval, bench). */
export interface ChatEventSink {
  send<E extends ChatEventName>(event: E, data: ChatEventMap[E]): void;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
}

const HEARTBEAT_MS = 15_000;

/**
 * An SSE response over Express: headers and a first comment at once (the client sees bytes
 * within milliseconds, before any search), a heartbeat comment every 15 s so proxies keep the
 * connection, and an AbortSignal that fires when the client disconnects mid-answer.
 */
export class SseWriter implements ChatEventSink {
  private readonly controller = new AbortController();
  private heartbeat: NodeJS.Timeout | undefined;
  private ended = false;

  /**
   * `endOnShutdown`: a stream with no end of its own (the handoff's events) ends as soon as the
   * server starts to shut down, instead of holding the stop up; an answer being written is a
   * request in flight, left to finish within SHUTDOWN_TIMEOUT_MS.
   */
  constructor(
    private readonly res: Response,
    private readonly options: { endOnShutdown?: boolean } = {},
  ) {
    res.on('close', () => {
      // 'close' also fires after a normal end; only an early close is a disconnect.
      if (!this.ended) this.controller.abort();
      this.stopHeartbeat();
    });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get closed(): boolean {
    return this.ended || this.controller.signal.aborted || this.res.destroyed;
  }

  open(): void {
    this.res.status(200);
    this.res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    this.res.setHeader('Cache-Control', 'no-cache, no-transform');
    this.res.setHeader('Connection', 'keep-alive');
    // nginx and similar proxies buffer responses unless told not to.
    this.res.setHeader('X-Accel-Buffering', 'no');
    this.res.flushHeaders();
    this.res.socket?.setNoDelay(true);
    this.comment('ok');
    this.heartbeat = setInterval(() => this.comment('heartbeat'), HEARTBEAT_MS);
    this.heartbeat.unref();
    if (this.options.endOnShutdown) {
      endOnShutdown(this.res, () => {
        this.comment('shutdown');
        // The abort wakes whoever waits on the stream (its poll loop), which then sees it closed.
        this.controller.abort();
        this.end();
      });
    }
  }

  send<E extends ChatEventName>(event: E, data: ChatEventMap[E]): void {
    // JSON.stringify never emits a raw newline, so one data line carries the whole payload.
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.stopHeartbeat();
    if (!this.res.destroyed) this.res.end();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.res.write(chunk);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

/** A sink that keeps the events (kb eval:chat, tests): no HTTP involved. */
export class CollectingSink implements ChatEventSink {
  readonly events: Array<{ event: ChatEventName; data: unknown; at: number }> = [];
  readonly controller = new AbortController();
  private readonly started = performance.now();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  send<E extends ChatEventName>(event: E, data: ChatEventMap[E]): void {
    this.events.push({ event, data, at: performance.now() - this.started });
  }

  text(): string {
    return this.events.flatMap((e) => (e.event === 'delta' ? [(e.data as { text: string }).text] : [])).join('');
  }

  first(event: ChatEventName): { data: unknown; at: number } | undefined {
    return this.events.find((e) => e.event === event);
  }
}
