import { expect, test } from '@playwright/test';
import { onHost } from './hosts.ts';
import { hydrated } from './support/hydrated.ts';

// Issue 16 "Brand and region identity": each brand names itself, the region selector speaks the
// page's language and hides internal sites, and every route is titled in its own language.

test.describe('brand identity', () => {
  test('the Solara site shows Solara’s title, favicon and legal text, never Skybook’s', async ({
    page,
    baseURL,
  }) => {
    await page.goto(onHost(baseURL, 'sol.localhost', '/es'));
    await expect(page).toHaveTitle('Vuelos entre Europa y América | Solara Airways');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicons/brand-sol.svg');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Solara Airways, S.A.');
    await expect(footer).not.toContainText('Skybook');
    // Skybook Mexico's social accounts are not Solara's.
    await expect(page.locator('a[data-network]')).toHaveCount(0);
    await page.goto(onHost(baseURL, 'sol.localhost', '/en/checkin'));
    await expect(page).toHaveTitle('Online check-in | Solara Airways');
  });

  test('the Skybook site of the same region keeps its own', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es'));
    await expect(page).toHaveTitle('Skybook Air México | Vuelos baratos a Europa');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicons/mx.svg');
    await expect(page.locator('footer')).toContainText('Skybook Air México, S.A. de C.V.');
  });
});

test.describe('region selector', () => {
  test('names the regions in Spanish on the Spanish site and lists no internal site', async ({
    page,
    baseURL,
  }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es'));
    await hydrated(page);
    const trigger = page.locator('[data-dropdown-trigger="selector"]');
    await expect(trigger).toContainText('México');
    await trigger.click();
    const regions = page.getByRole('group', { name: 'Región' }).getByRole('button');
    await expect(regions).toHaveText([
      'México',
      'Honduras',
      'Costa Rica',
      'República Dominicana',
      'Portugal',
      'Estados Unidos',
      'Internacional',
    ]);
    for (const internal of ['Staging web', 'Secondary www', 'Main site', 'Mexico', 'Dominican Republic'])
      await expect(page.getByRole('button', { name: internal, exact: true })).toHaveCount(0);
  });
});

test.describe('page titles (spec §9 "title | site name")', () => {
  test('English pages of the Mexico site are titled in English', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/en'));
    await expect(page).toHaveTitle('Flights between Europe and the Americas | Skybook Air');
  });

  for (const [path, title] of [
    ['/es/checkin', 'Check-in online | Skybook Air'],
    ['/es/solicitudes/reclamaciones', 'Reclamaciones y solicitudes | Skybook Air'],
    ['/es/ta', 'Portal de agencias | Skybook Air'],
    ['/en/checkin', 'Online check-in | Skybook Air'],
    ['/en/solicitudes/reclamaciones', 'Claims and requests | Skybook Air'],
    ['/en/ta', 'Agency portal | Skybook Air'],
    ['/pt/ta', 'Portal de agências | Skybook Air'],
  ] as const) {
    test(`${path} has its own title`, async ({ page, baseURL }) => {
      await page.goto(onHost(baseURL, 'mx.localhost', path));
      await expect(page).toHaveTitle(title);
    });
  }

  test('a client-side language change retitles the page', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es/checkin'));
    await hydrated(page);
    await page.locator('[data-dropdown-trigger="selector"]').click();
    await page.getByRole('button', { name: 'English' }).click();
    // A language change goes to that language's home (spec §4).
    await expect(page).toHaveURL(onHost(baseURL, 'mx.localhost', '/en'));
    await expect(page).toHaveTitle('Flights between Europe and the Americas | Skybook Air');
  });
});
