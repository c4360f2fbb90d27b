import { expect, test, type Page } from '@playwright/test';
import { onHost } from './hosts.ts';
import { hydrated } from './support/hydrated.ts';

const REGIONS = [
  {
    host: 'mx.localhost',
    lang: 'es-AR',
    phone: '+52 55 5000 1234',
    title: 'Skybook Air México | Vuelos baratos a Europa',
    favicon: '/favicons/mx.svg',
    accent: '#0b7a3e',
    currency: 'MXN',
    price: /^MX\$ [\d.]+,\d\d$/,
    footer: 'Av. Paseo de la Reforma 250',
    tiktok: true,
  },
  {
    host: 'pt.localhost',
    lang: 'pt-PT',
    phone: '+351 210 000 123',
    title: 'Skybook Air Portugal',
    favicon: '/favicons/pt.svg',
    accent: null,
    currency: 'EUR',
    price: /^[\d\s.]+,\d\d\s€$/,
    footer: 'Lisboa',
    tiktok: null,
  },
  {
    host: 'us.localhost',
    lang: 'en-US',
    phone: '+1 305 555 0100',
    title: 'Skybook Air USA',
    favicon: '/favicons/us.svg',
    accent: null,
    currency: 'USD',
    price: /^US\$ [\d,]+\.\d\d$/,
    footer: 'Miami',
    tiktok: null,
  },
] as const;

const selectorTrigger = (page: Page) => page.locator('[data-dropdown-trigger="selector"]');

test.describe('regional sites', () => {
  for (const region of REGIONS) {
    test(`${region.host} shows its own contact, look, language and currency`, async ({ page, baseURL }) => {
      await page.goto(onHost(baseURL, region.host));
      await expect(page.locator('html')).toHaveAttribute('lang', region.lang);
      await expect(page).toHaveTitle(new RegExp(`^${region.title}`));
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', region.favicon);
      await expect(
        page.locator('header').getByRole('link', { name: new RegExp(region.phone.replace(/\+/g, '\\+')) }),
      ).toBeVisible();
      await expect(page.locator('footer')).toContainText(region.footer);
      await expect(selectorTrigger(page)).toContainText(region.currency);
      const firstPrice = (await page.getByTestId('offer-price').first().textContent()) ?? '';
      expect(firstPrice).toMatch(region.price);
      if (region.accent) {
        const accent = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
        );
        expect(accent).toBe(region.accent);
      }
      if (region.tiktok !== null)
        await expect(page.locator('header a[data-network="tiktok"]')).toHaveCount(1);
    });
  }

  test('a region without a network shows no icon for it, and without check-in no check-in dropdown', async ({
    page,
    baseURL,
  }) => {
    await page.goto(onHost(baseURL, 'hn.localhost'));
    await expect(page.locator('header a[data-network="facebook"]')).toHaveCount(1);
    await expect(page.locator('header a[data-network="tiktok"]')).toHaveCount(0);
    await expect(page.locator('[data-dropdown-trigger="checkin"]')).toHaveCount(0);
    await expect(page.locator('header').getByRole('link', { name: 'Gestionar reserva' })).toHaveAttribute(
      'href',
      '/es/manage',
    );
    await page.goto(onHost(baseURL, 'mx.localhost'));
    await expect(page.locator('[data-dropdown-trigger="checkin"]')).toHaveCount(1);
  });

  test('the flights-USA link shows only in English', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es'));
    await expect(page.getByTestId('flights-usa')).toHaveCount(0);
    await page.goto(onHost(baseURL, 'mx.localhost', '/en'));
    await expect(page.getByTestId('flights-usa')).toHaveAttribute(
      'href',
      onHost(baseURL, 'us.localhost', '/en'),
    );
  });
});

test.describe('region, language and currency selector', () => {
  test('a language change goes to that language’s home and is remembered at /', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es/baggage'));
    await hydrated(page);
    await selectorTrigger(page).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(onHost(baseURL, 'mx.localhost', '/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fly between Europe and the Americas');
    await page.goto(onHost(baseURL, 'mx.localhost', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a currency change reprices the offers on home and survives a reload', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'pt.localhost', '/pt'));
    const price = page.getByTestId('offer-price').first();
    await expect(price).toHaveText(/€$/);
    await hydrated(page);
    await selectorTrigger(page).click();
    await page.getByRole('button', { name: 'USD' }).click();
    await expect(price).toHaveText(/^US\$ /);
    await expect(selectorTrigger(page)).toContainText('USD');
    await page.reload();
    await expect(page.getByTestId('offer-price').first()).toHaveText(/^US\$ /);
    // The currency choice is only offered on home routes (spec §2).
    await page.goto(onHost(baseURL, 'pt.localhost', '/pt/baggage'));
    await hydrated(page);
    await selectorTrigger(page).click();
    await expect(page.getByRole('button', { name: 'USD' })).toHaveCount(0);
  });

  test('another region opens the same path on that region’s host', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es/contact'));
    await hydrated(page);
    await selectorTrigger(page).click();
    await page.getByRole('button', { name: 'Portugal' }).click();
    await expect(page).toHaveURL(onHost(baseURL, 'pt.localhost', '/es/contact'));
    await expect(page.locator('main')).toContainText('+351 210 000 123');
    await page.reload();
    await expect(selectorTrigger(page)).toContainText('Portugal');
  });
});

test.describe('preview mode', () => {
  test('?preview=1 shows the banner and the content staged as new', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es'));
    const liveOffers = await page.getByTestId('offer').count();
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Vacaciones/ })).toHaveCount(0);

    await page.goto(onHost(baseURL, 'mx.localhost', '/es?preview=1'));
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toContainText('Estas en modo preview!');
    await expect(page.getByRole('link', { name: /Vacaciones/ })).toBeVisible();
    await expect(page.getByTestId('offer')).toHaveCount(liveOffers + 1);
    await expect(page.getByTestId('slides')).toContainText('Próximamente');
    await banner.getByRole('button').click();
    await expect(banner).not.toContainText('Estas en modo preview!');
  });
});

test.describe('content and error pages', () => {
  test('a content page comes from the database per domain and language', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'us.localhost', '/en/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.locator('main')).toContainText('+1 305 555 0100');
    await expect(page).toHaveTitle('Contact us | Skybook Air');
    await page.goto(onHost(baseURL, 'us.localhost', '/es/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
  });

  test('the 404 page keeps the domain’s favicon and style and is titled "404 - …"', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(onHost(baseURL, 'mx.localhost', '/es/no-existe'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Página no encontrada');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicons/mx.svg');
    await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('a failing call shows the server-error page titled "500 - …"', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'us.localhost', '/en'));
    await hydrated(page);
    await page.route('**/api/get-menu', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"errors.message"}' }),
    );
    await selectorTrigger(page).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo salió mal');
    await expect(page).toHaveTitle('500 - Error del servidor');
    await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu hides behind the hamburger and home has the bottom bar', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'mx.localhost', '/es'));
    await hydrated(page);
    const hamburger = page.locator('header').getByRole('button', { name: 'Menú' });
    await expect(hamburger).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
    await hamburger.click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('button', { name: 'Vuelos' })
      .click();
    await expect(page.getByRole('link', { name: 'Madrid', exact: true })).toBeVisible();
    await hamburger.click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();

    const bar = page.getByTestId('mobile-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Check-in online' }).click();
    await expect(page.getByRole('form', { name: 'Check-in online' }).last()).toBeVisible();
    // The panel opens above the bar, wholly inside the screen (it once opened below the bottom edge).
    const panel = bar.getByRole('region', { name: 'Check-in online' });
    await expect(panel).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(bar.getByRole('button', { name: 'Check-in online' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Footer menu groups are accordions.
    const group = page.locator('footer').getByRole('button', { name: 'Sobre nosotros' });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('footer').getByRole('link', { name: 'Contacto' })).toBeVisible();
    // Other routes have no bottom bar, nor has a site without online check-in.
    await page.goto(onHost(baseURL, 'mx.localhost', '/es/contact'));
    await expect(page.getByTestId('mobile-bar')).toHaveCount(0);
    await page.goto(onHost(baseURL, 'hn.localhost', '/es'));
    await hydrated(page);
    await expect(page.getByTestId('mobile-bar')).toHaveCount(0);
  });
});
