import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRoute,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSelectSearch } from '@skybook/booking-funnel';
import { validateCheckinSearch } from '@skybook/checkin-pages';
import { validateManageConfirmationSearch, validateManageSearch } from '@skybook/manage';
import { validateOrderSearch } from '../pages/order-search.ts';

/**
 * The router merges what `validateSearch` returns over the raw query, so a validator that leaves a
 * garbage key out lets it through to the page. These run each validator inside a real router.
 */
async function searchAt(validate: (raw: Record<string, unknown>) => object, url: string) {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/page', validateSearch: validate });
  const router = createRouter({
    routeTree: root.addChildren([page]) as AnyRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  return router.state.matches.at(-1)?.search as Record<string, unknown>;
}

describe('search validation inside the router', () => {
  it('/select: garbage values reach the page as missing, good ones as typed', async () => {
    const search = await searchAt(
      parseSelectSearch,
      '/page?from=%7B%7D&to=12&depart=yesterday&adults=lots&infants=%5B%5D',
    );
    expect(search['from']).toBeUndefined();
    expect(search['adults']).toBeUndefined();
    expect(search['infants']).toBeUndefined();
    expect(search['to']).toBe('12');
    expect(search['depart']).toBe('yesterday');
  });

  it('funnel steps: an order that is not an id is dropped, and a hold gives way to an order', async () => {
    const bad = await searchAt(validateOrderSearch, '/page?order=12&hold=%7B%7D');
    expect(bad['order']).toBeUndefined();
    expect(bad['hold']).toBeUndefined();
    const id = '3f1c7a52-9b1e-4c55-8d0e-2a6b9f4e1d11';
    const both = await searchAt(validateOrderSearch, `/page?order=${id}&hold=${id}`);
    expect(both).toMatchObject({ order: id });
    expect(both['hold']).toBeUndefined();
  });

  it('/manage and /manage/confirmation: garbage is missing', async () => {
    const manage = await searchAt(validateManageSearch, '/page?referenceCode=%5B1%5D&lastName=%7B%7D');
    expect(manage['referenceCode']).toBeUndefined();
    expect(manage['lastName']).toBeUndefined();
    const done = await searchAt(validateManageConfirmationSearch, '/page?order=nope&change=free');
    expect(done['order']).toBeUndefined();
    expect(done['change']).toBeUndefined();
  });

  it('/checkin: garbage is missing, a numeric reference is text', async () => {
    const search = await searchAt(
      validateCheckinSearch,
      '/page?referenceCode=234567&order=nope&passengers=p1%3Bp2&lastName=%5B%5D',
    );
    expect(search['referenceCode']).toBe('234567');
    expect(search['order']).toBeUndefined();
    expect(search['passengers']).toBeUndefined();
    expect(search['lastName']).toBeUndefined();
  });
});
