import { expect, test } from '@playwright/test';
import { chooseFlightsAndHold, dataLayer, selectPath } from './support/funnel.ts';
import { hydrated } from './support/hydrated.ts';

// Decision 104: the extras' icons come from the site's icon endpoint; a failure is a page_error.
test('the extras show their icons from the icon endpoint, and a missing icon is logged', async ({ page }) => {
  await page.goto(selectPath('en', 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }, false));
  await hydrated(page);
  const icons = page.waitForResponse((r) => r.url().includes('/api/icon.svg?name=lucide%3Aluggage'));
  await chooseFlightsAndHold(page, 'Continue');
  const answer = await icons;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await expect(page.locator('[data-icon="lucide:luggage"][data-loaded]').first()).toBeVisible();
  const iconErrors = async () =>
    (await dataLayer(page)).filter((e) => e['event'] === 'page_error' && e['error_type'] === 'icon_load');
  expect(await iconErrors()).toEqual([]);

  // The endpoint losing an icon (a content typo, a removed icon) shows in the data layer.
  await page.route('**/api/icon.svg?name=lucide%3Aluggage', (route) => route.fulfill({ status: 404 }));
  await page.reload();
  await hydrated(page);
  await expect
    .poll(iconErrors)
    .toContainEqual(expect.objectContaining({ additional_info: 'lucide:luggage: failed' }));
});
