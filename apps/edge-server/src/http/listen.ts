import { createServer, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * Starts the HTTP server with short limits on slow clients (decision 050): a request whose
 * headers and body have not all arrived within `requestTimeoutMs` is answered 408 and its
 * connection closed, instead of Node's 300 s that lets a few stalled uploads hold the server.
 * The check runs every second so the limit is kept to within about that.
 */
export function listen(app: Express, port: number, host: string, requestTimeoutMs: number): Promise<Server> {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
