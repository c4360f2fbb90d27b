import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@skybook/api-contract';
import { orderThroughLocalApi, startInProcessApi, type InProcessApi } from '@skybook/edge-server/testing';
import type { ShellData } from '@skybook/ssr';
import { render } from './entry-server.tsx';

// The server render of the funnel's steps over the real handlers: the step's order is fetched
// with the visitor's own identity before the page renders (issue 14: the first HTML is the page,
// not "Loading your booking…", so nothing moves when the browser takes over).
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi({ days: 14 });
}, 60_000);
afterAll(() => server?.close());

const shell: ShellData = {
  locale: 'en',
  brandId: 'sky',
  domainId: 1,
  currency: 'EUR',
  currencyChanged: false,
  assets: { scripts: ['/_app/x/entry.js'], styles: [], preloads: [] },
};

async function page(path: string, api: ApiClient) {
  const response = await render({ request: new Request(`http://localhost${path}`), api, nonce: 'n', shell });
  return { status: response.status, html: await response.text() };
}

describe('funnel steps are rendered with their order on the server', () => {
  it('extras shows the offer, the price summary and the dehydrated order', async () => {
    const visitor = server.visitor();
    const order = await orderThroughLocalApi(visitor, { daysAhead: 5, adults: 2 });
    const { status, html } = await page(`/en/extras?order=${order.orderId}`, visitor);
    expect(status).toBe(200);
    expect(html).not.toContain('Loading your booking');
    expect(html).toContain('Bags and extras');
    expect(html).toContain('Continue to passengers');
    expect(html).toMatch(new RegExp(`queryKey:\\$R\\[\\d+\\]=\\["order","${order.orderId}"\\]`));
  });

  it('passengers and payment show the order too', async () => {
    const visitor = server.visitor();
    const order = await orderThroughLocalApi(visitor, { daysAhead: 6, adults: 1 });
    for (const step of ['passengers', 'payment']) {
      const { html } = await page(`/en/${step}?order=${order.orderId}`, visitor);
      expect(html, step).not.toContain('Loading your booking');
      expect(html, step).toContain('Price summary');
    }
  });

  it("another visitor's order is not rendered into their page", async () => {
    const owner = server.visitor();
    const order = await orderThroughLocalApi(owner, { daysAhead: 7, adults: 1 });
    const { status, html } = await page(`/en/extras?order=${order.orderId}`, server.visitor());
    expect(status).toBe(200);
    expect(html).not.toContain('Bags and extras');
    expect(html).not.toMatch(new RegExp(`\\["order","${order.orderId}"\\],state:\\$R\\[\\d+\\]=\\{data:`));
  });
});
