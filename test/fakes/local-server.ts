import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface LocalServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Ends the open connections too (keep-alive clients would otherwise hold close() up). */
  stop(): Promise<void>;
}

/**
 * An HTTP server for a fake, on a free port of 127.0.0.1 (or on `port`, for a fake run on its
 * own: `npm run fake:llm`). A handler that throws gets `onCrash`, so the client under test sees an
 * error response instead of a hung request.
 */
export async function startLocalServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  onCrash: (res: ServerResponse, error: unknown) => void,
  port = 0,
): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) onCrash(res, error);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  let running = true;
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      if (!running) return;
      running = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A request's body as text, and parsed when it is JSON (undefined when empty or not JSON). */
export async function readBody(req: IncomingMessage): Promise<{ rawBody: string; body: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  try {
    return { rawBody, body: rawBody ? JSON.parse(rawBody) : undefined };
  } catch {
    return { rawBody, body: undefined };
  }
}
