import { expect, test, type Page } from '@playwright/test';
import { onHost } from './hosts.ts';
import { chooseFlightsAndHold, selectPath } from './support/funnel.ts';
import { hydrated } from './support/hydrated.ts';
import { LOOKED_UP_ADDRESS } from './support/stand-ins.ts';

// Issue 17, decision 103: the passengers step's phone starts on the caller's country when the
// IP-to-country stand-in knows their address, else on the site's own country.
const SITES = {
  us: { host: 'us.localhost', lang: 'en', continue: 'Continue', extras: 'Continue to passengers' },
  mx: { host: 'mx.localhost', lang: 'es', continue: 'Continuar', extras: 'Continuar a pasajeros' },
} as const;

async function phoneOnPassengers(page: Page, baseURL: string | undefined, site: keyof typeof SITES) {
  const s = SITES[site];
  await page.goto(
    onHost(baseURL, s.host, selectPath(s.lang, 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }, false)),
  );
  await hydrated(page);
  await chooseFlightsAndHold(page, s.continue);
  await hydrated(page);
  await page.getByRole('button', { name: s.extras }).click();
  await expect(page).toHaveURL(new RegExp(`/${s.lang}/passengers\\?order=`));
  await hydrated(page);
  return page.locator('input[name="contact.phone"]').locator('xpath=preceding-sibling::button');
}

test('the phone starts on +1 on the US site', async ({ page, baseURL }) => {
  const country = await phoneOnPassengers(page, baseURL, 'us');
  await expect(country).toHaveAccessibleName(/\+1$/);
  await expect(country).toHaveText('US +1');
});

test('the phone starts on +52 on the Mexico site, and a Mexican number typed nationally is accepted', async ({
  page,
  baseURL,
}) => {
  const country = await phoneOnPassengers(page, baseURL, 'mx');
  await expect(country).toHaveText('MX +52');
  const phone = page.locator('input[name="contact.phone"]');
  await phone.fill('55 1234 5678');
  await expect(phone).toHaveAttribute('data-e164', '+525512345678');
});

test('the phone starts on the looked-up country when the lookup knows the address', async ({
  page,
  baseURL,
}) => {
  // The server trusts X-Forwarded-For from loopback, as from its load balancer.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': LOOKED_UP_ADDRESS.ip });
  const looked = page.waitForResponse((r) => r.url().endsWith('/api/lookup-country'));
  const country = await phoneOnPassengers(page, baseURL, 'us');
  expect(await (await looked).json()).toEqual({ country: LOOKED_UP_ADDRESS.country });
  await expect(country).toHaveText(`${LOOKED_UP_ADDRESS.country} +${LOOKED_UP_ADDRESS.dialCode}`);
});
