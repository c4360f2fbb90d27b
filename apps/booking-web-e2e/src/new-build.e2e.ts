import { expect, test, type Page } from '@playwright/test';
import { futureDay } from './support/funnel.ts';

// Spec §4: a newer build is offered as a reload; a chunk that is gone reloads the page once.

const hydrated = (page: Page) =>
  expect(page.locator('form[aria-labelledby="newsletter-title"][data-hydrated="true"]')).toBeAttached();

test('a deployed newer build shows the reload prompt, and Reload loads it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en');
  await hydrated(page);
  const current = await page.evaluate(() => fetch('/_build-version/booking-web').then((r) => r.json()));
  expect(current.version).toMatch(/^\/_app\/booking-web\/sky\/assets\/entry-client-.+\.js$/);
  // The same build is live: ten minutes later nothing is offered.
  await page.clock.fastForward('10:00');
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  // A deploy: the servers now answer another build.
  await page.route('**/_build-version/booking-web', (route) =>
    route.fulfill({ json: { version: '/_app/booking-web/sky/assets/entry-client-NEWER.js' } }),
  );
  await page.clock.fastForward('10:00');
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('A new version of this site is available.');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});

test('a chunk that is gone reloads the page once, and not in a loop', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.route(/\/assets\/select\.lazy-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/en/select?from=MAD&to=CUN&depart=${futureDay(30)}&adults=1`);
  // The failed import reloads the page; the same failure within 10 s does not reload it again.
  await expect.poll(() => loads).toBe(2);
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
});

test('an entry script that is gone reloads the page once', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/en');
  await expect.poll(() => loads).toBe(2);
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
});
