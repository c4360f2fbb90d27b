import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound } from './not-found.ts';

let url = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(notFound);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('notFound', () => {
  it.each([
    ['/es/missing.png', 'No hay nada en esta dirección.'],
    ['/pt/missing.png', 'Não há nada neste endereço.'],
    ['/missing.png', 'Nothing is here at this address.'],
  ])('answers %s with a 404 in its language', async (path, text) => {
    const res = await fetch(`${url}${path}`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(text);
  });
});
