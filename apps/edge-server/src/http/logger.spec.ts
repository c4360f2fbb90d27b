import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger redaction', () => {
  it('never writes a card, its number or CVC, or a request body', () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const logger = createLogger('info', sink);
    const card = { number: '4242424242424242', cvc: '123', expiryMonth: 12, expiryYear: 2030 };
    logger.info({ input: { orderId: 'o1', card } }, 'pay');
    logger.info({ card }, 'pay');
    logger.info({ req: { body: { card } } }, 'request');
    logger.info({ payment: { cardNumber: '4242424242424242', cvc: '123' } }, 'payment');
    expect(out).toContain('"orderId":"o1"');
    expect(out).not.toContain('4242424242424242');
    expect(out).not.toContain('"123"');
  });
});
