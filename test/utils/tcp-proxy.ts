import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a real server (MariaDB, Redis) so a test can make that server
 * misbehave for one app without touching the shared one: `freeze()` stops forwarding in both
 * directions (a SIGSTOPped server: connections stay open, nothing answers), `kill()` drops every
 * connection and refuses new ones (a `kill -9`). `killAfterCommits(n)` kills right after the
 * server has answered the n-th COMMIT a client sent: the commit happened, whatever comes next fails.
 */
export class TcpProxy {
  private server?: Server;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private frozen = false;
  private readonly held: Array<() => void> = [];
  private commitsLeft = Number.POSITIVE_INFINITY;
  port = 0;
  commits = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(scheme: string, path = ''): string {
    return `${scheme}://127.0.0.1:${this.port}${path}`;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const release of this.held.splice(0)) release();
  }

  killAfterCommits(n: number): void {
    this.commitsLeft = n;
  }

  /** Drops every connection and stops listening: new connections are refused. */
  async kill(): Promise<void> {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    const pair = { client, upstream };
    this.pairs.add(pair);
    let killAfterReply = false;
    const forward = (from: Socket, to: Socket, inspect: boolean) => {
      from.on('data', (chunk: Buffer) => {
        const send = () => {
          if (to.destroyed) return;
          to.write(chunk);
          if (!inspect && killAfterReply) void this.kill();
        };
        // A MySQL COM_QUERY packet: 3-byte length, sequence id, 0x03, then the statement.
        if (inspect && chunk.length >= 11 && chunk[4] === 0x03 && chunk.subarray(5, 11).toString('latin1').toLowerCase() === 'commit') {
          this.commits += 1;
          if (this.commits >= this.commitsLeft) killAfterReply = true;
        }
        if (this.frozen) this.held.push(send);
        else send();
      });
    };
    forward(client, upstream, true);
    forward(upstream, client, false);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }
}
