import { createServer } from 'node:http';
import { LOOKED_UP_ADDRESS, STAND_IN_ORIGIN, STAND_IN_PORT } from './stand-ins.ts';

// Run by Playwright as the suite's second web server (playwright.config.ts).
const SCRIPTS: Record<string, string> = {
  '/gtm.js': 'tag-manager',
  '/rum.js': 'rum',
  '/fraud.js': 'fraud-beacon',
};

createServer((req, res) => {
  const name = SCRIPTS[new URL(req.url ?? '/', STAND_IN_ORIGIN).pathname];
  if (req.url === '/healthz') return void res.end('ok');
  // Like ip2c.org: `1;CC;…` for a known address, `2` for an unknown one.
  const country = /^\/country\/(.+)$/.exec(req.url ?? '');
  if (country)
    return void res.end(
      decodeURIComponent(country[1]!) === LOOKED_UP_ADDRESS.ip
        ? `1;${LOOKED_UP_ADDRESS.country};PRT;Portugal`
        : '2',
    );
  if (!name) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
  res.end(`(window.__standIns = window.__standIns || []).push(${JSON.stringify(name)});`);
}).listen(STAND_IN_PORT, '127.0.0.1');
