import express from 'express';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@skybook/db';
import type { RequestContext } from '../api/handler-types.ts';
import { boardingPassRoutes } from './boarding-pass-routes.ts';
import { requestLogger } from './logger.ts';

/** A database that fails every call, as one that went away would. */
const brokenDb = new Proxy({} as Db, {
  get: () => {
    throw new Error('connection to 10.0.0.5:5432 refused');
  },
});
let url = '';
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(requestLogger(pino({ level: 'silent' })));
  const context = async () =>
    ({ identity: { type: 'anonymous', uid: 'u'.repeat(20), sessionId: 's' } }) as RequestContext;
  app.use(boardingPassRoutes(brokenDb, context, (_req, _res, next) => next()));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('boarding-pass files on an unexpected error', () => {
  it('answer a clean JSON 500 (not the HTML error page), without the cause', async () => {
    const response = await fetch(`${url}/api/boarding-pass.pdf?orderId=${crypto.randomUUID()}`, {
      headers: { 'x-request-id': 'trace-pdf-500' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'errors.message', requestId: 'trace-pdf-500' });
  });

  it('refuse a NUL in the query before anything else runs', async () => {
    const response = await fetch(
      `${url}/api/boarding-pass.svg?orderId=${crypto.randomUUID()}&passenger=p1%00`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { passenger: 'errors.invalid_characters' } });
  });
});
