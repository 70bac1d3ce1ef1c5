import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The external ticketing system's webhook endpoint, on 127.0.0.1:<random port>: records every
 * delivery (headers and raw body) and answers `failFirst` of them with `failStatus` (500 by
 * default) before accepting, to exercise the retries.
 */
export interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  failFirst = 0;
  failStatus = 500;
  url = '';
  private server: Server | null = null;
  private waiters: Array<() => void> = [];

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ headers: { ...req.headers }, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
        const fail = this.received.length <= this.failFirst;
        res.writeHead(fail ? this.failStatus : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(fail ? { error: 'temporarily unavailable' } : { ok: true }));
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/distillo`;
    return this;
  }

  /** Resolves once `count` deliveries arrived (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`webhook receiver: ${this.received.length} of ${count} deliveries after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.received;
  }

  reset(): void {
    this.received.length = 0;
    this.failFirst = 0;
    this.failStatus = 500;
  }

  async stop(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }
}
