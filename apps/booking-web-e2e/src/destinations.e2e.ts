import { expect, test } from '@playwright/test';
import { onHost } from './hosts.ts';
import { hydrated } from './support/hydrated.ts';

// Issue 16 "each destination its own page" (decisions 125, 126), on a phone: the menu opens the
// destination's page, its drawing loads, and its search link opens the results of its "from" price.
test.describe('destination pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens Cancún’s page, whose search link opens its results', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es'));
    await hydrated(page);
    await page.locator('header').getByRole('button', { name: 'Menú' }).click();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Vuelos' }).click();
    await nav.getByRole('link', { name: 'Cancún', exact: true }).click();

    await expect(page).toHaveURL(/\/es\/destinations\/cancun$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancún');
    await expect(page).toHaveTitle(/^Cancún \| /);
    const drawing = page.getByTestId('destination-illustration');
    await expect(drawing).toBeInViewport();
    await expect
      .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const price = (await page.getByTestId('destination-price').textContent())!;
    await hydrated(page);
    await page.getByRole('link', { name: 'Buscar vuelos' }).click();
    await expect(page).toHaveURL(/\/es\/select\?from=MAD&to=CUN&depart=\d{4}-\d{2}-\d{2}&adults=1$/);
    const outbound = page.locator('section[data-direction="outbound"]');
    await expect(outbound.getByRole('radio').first()).toBeVisible();
    // The "from" price is a fare the results offer that day.
    await expect(outbound.getByText(price).first()).toBeVisible();
  });
});

test('home’s offer drawings load lazily and never become the largest paint', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(onHost(baseURL, 'mx.localhost', '/es'));
  await hydrated(page);
  const drawings = page.getByTestId('offer-illustration');
  await expect(drawings.first()).toHaveAttribute('loading', 'lazy');
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
          resolve(last?.element?.tagName ?? 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).not.toBe('IMG');
  expect(lcp).not.toBe('none');
});
