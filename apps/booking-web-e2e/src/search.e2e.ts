import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { onHost } from './hosts.ts';
import { hydrated } from './support/hydrated.ts';

/** Collects what would mean a crash: page errors and console errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return problems;
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabUntil(page: Page, matches: (el: Element) => boolean, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error('focus never reached the expected element');
}

const futureDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('flight search', () => {
  test('en: search from home, choose a fare each way, hold the seats and reach extras', async ({
    page,
    baseURL,
  }) => {
    // A whole journey of many steps: on a loaded 2-core CI machine it can outrun the default 30 s.
    test.slow();
    const problems = watchProblems(page);
    // The main site sells in euros by default (localhost is region 1, Mexico, in pesos).
    await page.goto(onHost(baseURL, 'www.localhost', '/en'));
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    await form.getByRole('combobox', { name: 'From' }).fill('madr');
    await form.getByRole('option', { name: /Madrid/ }).click();
    await form.getByRole('combobox', { name: 'To' }).fill('Lisbon');
    await expect(form.getByRole('option')).toHaveCount(1);
    await form.getByRole('combobox', { name: 'To' }).press('Enter');
    await form.getByRole('button', { name: /^Departure/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('dialog').getByRole('gridcell', { name: / 15, / }).click();
    await form.getByRole('button', { name: /^Return/ }).click();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: /^Passengers/ }).click();
    await form.getByRole('button', { name: 'Add an adult' }).click();
    await form.getByRole('button', { name: 'Add an infant' }).click();
    await form.getByRole('button', { name: 'Done' }).click();
    await expect(form.getByRole('button', { name: /^Passengers/ })).toHaveAccessibleName(
      'Passengers 2 adults, 1 infant',
    );
    await form.getByRole('button', { name: 'Search flights' }).click();

    await expect(page).toHaveURL(/\/en\/select\?.*from=MAD.*to=LIS/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your flights');
    const outbound = page.locator('section[data-direction="outbound"]');
    const inbound = page.locator('section[data-direction="inbound"]');
    await expect(outbound.getByRole('heading', { name: 'Outbound: Madrid to Lisbon' })).toBeVisible();
    await expect(outbound.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('MAD ⇄ LIS')).toBeVisible();
    const strip = outbound.getByRole('navigation', { name: 'Other departure days' });
    await expect(strip.getByRole('button')).toHaveCount(7);
    await expect(strip.getByRole('button').nth(4)).toContainText(/from \d[\d,.]* €/);
    // Another day from the strip is a new search in the URL.
    const before = new URL(page.url()).searchParams.get('depart');
    await strip.getByRole('button').nth(4).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('depart')).not.toBe(before);
    await expect(strip.getByRole('button').nth(3)).toHaveAttribute('aria-current', 'date');
    await expect(outbound.getByRole('article').first()).toBeVisible();
    await outbound
      .getByRole('radio', { name: /^Classic/ })
      .first()
      .check();
    await inbound
      .getByRole('radio', { name: /^Basic/ })
      .first()
      .check();
    await expect(page.getByText(/^Total: \d[\d,.]*\s€/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/en\/extras\?order=[0-9a-f-]{36}/);
    await expect(page.getByRole('timer')).toHaveText(/^1?\d:\d\d$/);
    expect(problems).toEqual([]);
  });

  test('es: the whole search and selection by keyboard only', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/es');
    await hydrated(page);
    await tabUntil(page, (el) => el.getAttribute('role') === 'combobox');
    await page.keyboard.type('Madrid');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lisboa');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Salida
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Tab'); // Regreso
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown'); // a week later
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Pasajeros
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Quitar un adulto (disabled at 1, still focusable)
    await page.keyboard.press('Tab'); // Agregar un adulto
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.locator(':focus')).toHaveAccessibleName('Pasajeros 2 adultos');
    await page.keyboard.press('Tab'); // Buscar vuelos
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/es\/select\?.*from=MAD.*to=LIS.*adults=2/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige tus vuelos');
    const outbound = page.locator('section[data-direction="outbound"]');
    const inbound = page.locator('section[data-direction="inbound"]');
    await expect(outbound.getByRole('heading', { name: 'Ida: Madrid a Lisboa' })).toBeVisible();
    await expect(inbound.getByRole('article').first()).toBeVisible();
    await tabUntil(page, (el) => el.matches('section[data-direction="outbound"] input[type="radio"]'));
    await page.keyboard.press('Space');
    await tabUntil(page, (el) => el.matches('section[data-direction="inbound"] input[type="radio"]'));
    await page.keyboard.press('Space');
    await expect(outbound.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(inbound.getByRole('radio', { checked: true })).toHaveCount(1);
    await tabUntil(page, (el) => el.textContent === 'Continuar');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/es\/extras\?order=/);
    await expect(page.getByText('Tus asientos están reservados por')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an offer opens home with its route in the form, and "Change search" keeps the search', async ({
    page,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    const offer = page.getByTestId('offer').first();
    const title = offer.getByRole('link');
    const route = (await offer.locator('p').first().textContent())!.split('→').map((c) => c.trim());
    await title.click();
    await expect(page).toHaveURL(new RegExp(`/en\\?from=${route[0]}&to=${route[1]}$`));
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue(new RegExp(`\\(${route[0]}\\)`));
    await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue(new RegExp(`\\(${route[1]}\\)`));

    await page.goto(`/en/select?from=MAD&to=LIS&depart=${futureDay(20)}&return=${futureDay(27)}&adults=2`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Change search' }).click();
    await expect(page).toHaveURL(/\/en\?from=MAD&to=LIS&depart=/);
    await hydrated(page);
    await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('Madrid (MAD)');
    await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('Lisbon (LIS)');
    await expect(form.getByRole('button', { name: /2 adults/ })).toBeVisible();
  });

  test('a search URL it cannot run shows a clear message, not a crash', async ({ page }) => {
    const problems = watchProblems(page);
    const same = await page.goto(`/en/select?from=MAD&to=MAD&depart=${futureDay(20)}&adults=1`);
    expect(same?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText('Origin and destination must be different airports.');
    await expect(page.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/en');

    const garbage = await page.goto(
      '/en/select?from=%7B%7D&to=12&depart=yesterday&adults=lots&infants=%5B%5D&x=%00',
    );
    expect(garbage?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText('We can’t search for these flights');
    await expect(page.getByRole('alert')).toContainText('Departure: Choose a valid date.');

    await page.goto('/en/select?from=MAD&to=LIS&depart=2020-01-01&adults=1');
    await expect(page.getByRole('alert')).toContainText('Departure: The date cannot be in the past.');

    await page.goto(`/es/select?from=MAD&to=LIS&depart=${futureDay(10)}&adults=1&infants=3`);
    await expect(page.getByRole('alert')).toContainText('no puede haber más bebés que adultos');
    expect(problems).toEqual([]);
  });

  test('when the hold runs out, the visitor is told and offered a new search', async ({ page }) => {
    // The page's own request context: a hold is the visitor's (decision 052), so it must be made
    // with the cookies the page then uses.
    const request = page.request;
    const search = await request.post('/api/search-flights', {
      data: {
        origin: 'MAD',
        destination: 'LIS',
        departDate: futureDay(12),
        adults: 1,
        children: 0,
        infants: 0,
        currency: 'EUR',
      },
    });
    expect(search.status()).toBe(200);
    const offerId = ((await search.json()) as { outbound: { fares: { offerId: string }[] }[] }).outbound[0]
      ?.fares[0]?.offerId;
    const held = await request.post('/api/holds', { data: { offerIds: [offerId] } });
    expect(held.status()).toBe(200);
    const { holdId } = (await held.json()) as { holdId: string };

    await page.clock.install();
    await page.goto(`/en/extras?hold=${holdId}`);
    await expect(page.getByRole('timer')).toBeVisible();
    await page.clock.fastForward('30:00');
    await expect(page.getByRole('alert')).toContainText('Your seats are no longer held.');
    await page.getByRole('link', { name: 'Start a new search' }).click();
    await expect(page.getByRole('form', { name: 'Search flights' })).toBeVisible();
  });

  test('the search form, its popups and the results pass axe', async ({ page }) => {
    const scan = async (include: string) =>
      (await new AxeBuilder({ page }).include(include).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    await page.goto('/en');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    await form.getByRole('combobox', { name: 'From' }).fill('a');
    expect(await scan('form')).toEqual([]);
    await form.getByRole('button', { name: /^Departure/ }).click();
    expect(await scan('form')).toEqual([]);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /^Passengers/ }).click();
    expect(await scan('form')).toEqual([]);

    await page.goto(`/en/select?from=MAD&to=CUN&depart=${futureDay(15)}&return=${futureDay(22)}&adults=1`);
    await expect(
      page.locator('section[data-direction="inbound"]').getByRole('article').first(),
    ).toBeVisible();
    await page.locator('section[data-direction="outbound"]').getByRole('radio').first().check();
    expect(await scan('main')).toEqual([]);
  });

  test('fits a 375px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto('/pt');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Pesquisar voos' });
    await form.getByRole('button', { name: /^Partida/ }).click();
    await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 });
    expect(await overflow()).toBe(0);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /^Passageiros/ }).click();
    await expect(form.getByRole('button', { name: 'Adicionar um adulto' })).toBeInViewport();
    expect(await overflow()).toBe(0);

    await page.goto(`/pt/select?from=MAD&to=CUN&depart=${futureDay(15)}&return=${futureDay(22)}&adults=1`);
    await expect(
      page.locator('section[data-direction="outbound"]').getByRole('article').first(),
    ).toBeVisible();
    expect(await overflow()).toBe(0);
    await expect(
      page.getByRole('navigation', { name: 'Outros dias de partida' }).locator('[aria-current="date"]'),
    ).toBeInViewport({ ratio: 1 });
  });
});
