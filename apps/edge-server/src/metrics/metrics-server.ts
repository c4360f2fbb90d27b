import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Scrape {
  contentType: string;
  body(): Promise<string>;
}

/**
 * `/metrics` on a listener of its own (decision 113): the public site's port never serves it, and
 * by default it binds loopback, for a scraper on the machine or one the firewall lets through.
 */
export async function startMetricsServer(
  scrape: Scrape,
  port: number,
  host: string,
  onError: (err: unknown) => void,
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    scrape.body().then(
      (body) => res.writeHead(200, { 'content-type': scrape.contentType }).end(body),
      (err: unknown) => {
        onError(err);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
