import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // The production limit is 15 s; a shorter one keeps the test quick and checks the same wiring.
  server = await startTestServer({ env: { REQUEST_TIMEOUT_MS: '2000' } });
});
afterAll(() => server.close());

describe('a stalled request body (decision 050)', () => {
  it('is dropped after the request timeout, not held for minutes', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    // Promises 1000 bytes, sends 10, then goes quiet.
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"usernam',
    );
    await new Promise((resolve) => socket.once('close', resolve));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
