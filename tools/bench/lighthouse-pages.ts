import type { LighthousePage } from './lighthouse.ts';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

/** Cookies from a response, as a `Cookie` header (the identity cookie owns the hold). */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');

/**
 * A visitor's order on MAD→CUN, made through the API like the select and extras steps do, so
 * the extras step has something to show. Returns the page with the visitor's cookies.
 */
async function extrasPage(origin: string): Promise<LighthousePage> {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const search = await fetch(`${origin}/api/search-flights`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      origin: 'MAD',
      destination: 'CUN',
      departDate: day(30),
      adults: 2,
      children: 0,
      infants: 0,
      currency: 'EUR',
    }),
  });
  if (!search.ok) throw new Error(`search answered ${search.status}`);
  const cookie = cookiesOf(search);
  const found = (await search.json()) as { outbound: Array<{ fares: Array<{ offerId: string }> }> };
  const offerId = found.outbound[0]?.fares[0]?.offerId;
  if (!offerId) throw new Error('no MAD→CUN fare 30 days ahead to hold');
  const held = await fetch(`${origin}/api/holds`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ offerIds: [offerId] }),
  });
  if (!held.ok) throw new Error(`hold answered ${held.status}: ${await held.text()}`);
  const { holdId } = (await held.json()) as { holdId: string };
  // The step turns a hold into an order and puts it in the URL; a reload (what is measured) has it.
  const ordered = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ holdId }),
  });
  if (!ordered.ok) throw new Error(`order answered ${ordered.status}: ${await ordered.text()}`);
  const { orderId } = (await ordered.json()) as { orderId: string };
  return { name: 'extras', path: `/en/extras?order=${orderId}`, cookie };
}

/** The pages issue 14 names; holds are made through `apiOrigin` (loopback; Node may not resolve `*.localhost`). */
export async function lighthousePages(apiOrigin: string): Promise<LighthousePage[]> {
  return [
    { name: 'home', path: '/en' },
    {
      name: 'select MAD⇄CUN 2 adults',
      path: `/en/select?from=MAD&to=CUN&depart=${day(30)}&return=${day(37)}&adults=2`,
    },
    await extrasPage(apiOrigin),
    { name: 'check-in', path: '/en/checkin' },
    { name: 'manage', path: '/en/manage' },
    { name: 'agency login', path: '/en/ta' },
    { name: 'claims', path: '/es/solicitudes/reclamaciones' },
  ];
}
