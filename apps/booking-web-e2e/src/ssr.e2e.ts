import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydrated.ts';

const HOME_TITLES = {
  // An unknown host is region 1 (Mexico), whose default language is Spanish (spec §4, §9).
  '/': { lang: 'es-AR', h1: 'Vuela entre Europa y América' },
  '/en': { lang: 'en-US', h1: 'Fly between Europe and the Americas' },
  '/es': { lang: 'es-AR', h1: 'Vuela entre Europa y América' },
  '/pt': { lang: 'pt-PT', h1: 'Voe entre a Europa e as Américas' },
};

test.describe('server-rendered home', () => {
  for (const [path, expected] of Object.entries(HOME_TITLES)) {
    test(`${path} arrives as HTML with content in ${expected.lang}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<html lang="${expected.lang}"`);
      expect(html).toContain(expected.h1);
    });
  }

  test('hydrates without console errors and without refetching server data', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(r.url()).pathname);
    });

    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fly between Europe and the Americas');
    await page.waitForLoadState('networkidle');
    // Everything the server rendered travelled in the page: hydration asked the API for nothing.
    expect(apiCalls).toEqual([]);
    // A client-side navigation proves React took over: the marker survives, no full reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    // A click before React has the page opens nothing (scripts load after the first paint).
    await hydrated(page);
    await page.locator('[data-dropdown-trigger="selector"]').click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vuela entre Europa y América');
    await expect(page).toHaveURL(/\/es$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    // Only the Spanish content was fetched, never the domain again.
    expect(apiCalls).not.toContain('/api/get-domain');
    expect(apiCalls).toContain('/api/get-menu');
    expect(problems).toEqual([]);
  });
});

test.describe('routes and layout groups', () => {
  test('every spec route exists under each language', async ({ request }) => {
    for (const lang of ['en', 'es', 'pt']) {
      for (const path of [
        'select',
        'extras',
        'passengers',
        'payment',
        'confirmation',
        'manage',
        'manage/confirmation',
        'checkin',
        'checkin/select',
        'solicitudes/reclamaciones',
      ]) {
        const response = await request.get(`/${lang}/${path}`);
        expect(response.status(), `/${lang}/${path}`).toBe(200);
      }
    }
  });

  test('home has a sticky navbar and the full footer', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('header[data-variant="sticky"]')).toBeVisible();
    await expect(page.locator('footer[data-variant="full"]')).toBeVisible();
  });

  test('funnel steps swap the navbar for the logo and step indicator, and use the funnel footer', async ({
    page,
  }) => {
    for (const step of ['select', 'extras', 'passengers', 'payment']) {
      await page.goto(`/en/${step}`);
      // Only the funnel's own header (decision 120's step indicator), never the site's navbar.
      await expect(page.locator('header')).toHaveCount(1);
      await expect(page.getByTestId('funnel-header')).toBeVisible();
      await expect(page.locator('header[data-variant]')).toHaveCount(0);
      await expect(page.locator('footer[data-variant="funnel"]')).toBeVisible();
    }
    await page.goto('/en/confirmation');
    await expect(page.locator('header[data-variant="static"]')).toBeVisible();
    await expect(page.locator('footer[data-variant="funnel"]')).toBeVisible();
  });

  test('unknown paths render the 404 page with status 404', async ({ page }) => {
    for (const path of ['/en/no-such-page', '/fr', '/es/select/extra/deep']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto('/es/no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toBeVisible();
  });

  test('the sitemap lists public pages and content pages with hreflang alternates', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/pt/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/pt/solicitudes/reclamaciones</loc>`);
    expect(xml).toContain(`hreflang="es-AR" href="${baseURL}/es/solicitudes/reclamaciones"`);
    // A visitor's own booking is not a page to index.
    expect(xml).not.toContain(`${baseURL}/pt/manage`);
    expect(xml).toContain(`<loc>${baseURL}/pt/baggage</loc>`);
    expect(xml).toContain(`hreflang="en-US" href="${baseURL}/en/baggage"`);
  });
});
