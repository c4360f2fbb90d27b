import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastResort } from './last-resort.ts';

let url = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { log: { error: () => void } }).log = { error: () => {} };
    next();
  });
  app.get('/{*path}', () => {
    throw new Error('rendering failed');
  });
  app.use(lastResort);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('lastResort', () => {
  it.each([
    ['/es/manage', 'es-AR', '500 - Error del servidor', 'Ir a la página de inicio'],
    ['/pt/checkin', 'pt-PT', '500 - Erro do servidor', 'Ir para a página inicial'],
    ['/unknown', 'en-US', '500 - Server error', 'Go to the home page'],
  ])('answers %s in its language', async (path, tag, title, home) => {
    const res = await fetch(`${url}${path}`);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain(`lang="${tag}"`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(home);
  });
});
