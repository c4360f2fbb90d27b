import express from 'express';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogger } from '../http/logger.ts';
import { apiRouter } from './api-router.ts';
import type { Handlers, RequestContext } from './handler-types.ts';

/** Every handler fails the way a bug would: with an error whose message must not reach the client. */
const failing = new Proxy({} as Handlers, {
  get: () => async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
  },
});
const logged: string[] = [];
let url = '';
let close = () => {};

beforeAll(async () => {
  const app = express();
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
  app.use(requestLogger(logger));
  app.use(
    '/api',
    apiRouter(failing, async () => ({}) as RequestContext),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('apiRouter on an unexpected error', () => {
  it('answers a clean JSON 500: a message key and the request id, no message, stack or path', async () => {
    const response = await fetch(`${url}/api/get-domain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-500-abc' },
      body: '{"domainId":1}',
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'errors.message', requestId: 'trace-500-abc' });
    // The operator still gets the cause, under the same request id.
    expect(logged.some((line) => line.includes('secret_table') && line.includes('trace-500-abc'))).toBe(true);
  });
});
