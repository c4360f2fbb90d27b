import { expect, test, type Page } from '@playwright/test';
import { cardField } from './support/card-field.ts';
import { funnelSteps, futureDay, selectPath } from './support/funnel.ts';
import { hydrated } from './support/hydrated.ts';

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabUntil(page: Page, matches: (el: Element) => boolean, max = 400) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`focus never reached ${matches.toString()}`);
}

/**
 * Issue 16: once a step has loaded, its first control is at most three Tab presses away. The
 * steps after the first put focus on their heading; a page loaded from an address starts at its
 * top, where the skip link (if Tab meets it) takes the visitor to the content. Answers the Tab
 * presses it took.
 */
async function reachFirstControl(page: Page, from: 'heading' | 'page-top'): Promise<number> {
  const heading = page.getByRole('heading', { level: 1 });
  if (from === 'heading') await expect(heading).toBeFocused();
  // The step's first control: the first tabbable element of the main content after its heading.
  const marked = await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const candidates = document.querySelectorAll<HTMLElement>(
      'main a[href], main button:not([disabled]), main input:not([disabled]):not([type="hidden"]), main select:not([disabled]), main textarea:not([disabled]), main iframe, main [tabindex]:not([tabindex="-1"])',
    );
    const first = [...candidates].find(
      (el) =>
        h1 !== null &&
        (h1.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        el.getClientRects().length > 0 &&
        el.tabIndex >= 0,
    );
    first?.setAttribute('data-first-control', '');
    return first ? first.outerHTML.slice(0, 80) : null;
  });
  expect(marked, 'the step has a control after its heading').not.toBeNull();
  for (let tabs = 1; tabs <= 3; tabs++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      first: document.activeElement?.hasAttribute('data-first-control') ?? false,
      href: document.activeElement?.getAttribute('href') ?? null,
    }));
    if (focused.first) return tabs;
    // The skip link takes a keyboard visitor past the header to the content (Enter, not a Tab).
    if (focused.href === '#main') await page.keyboard.press('Enter');
  }
  throw new Error(`the first control (${marked}) is more than 3 Tab presses away`);
}

/** `YYYY-MM-DD` typed into a date input as Chromium's en-US field expects it (MM DD YYYY). */
const typedDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}${d}${y}`;
};

test('es: the whole family booking by keyboard only, on the Mexican site in pesos', async ({ page }) => {
  // A whole journey of many steps: on a loaded 2-core CI machine it can outrun the default 30 s.
  test.slow();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(selectPath('es', 'MAD', 'LIS', { adults: 2, children: 1, infants: 1 }));
  await expect(page.locator('section[data-direction="inbound"]').getByRole('article').first()).toBeVisible();
  await hydrated(page);
  expect(await reachFirstControl(page, 'page-top')).toBeLessThanOrEqual(3);
  await tabUntil(page, (el) => el.matches('section[data-direction="outbound"] input[type="radio"]'));
  await page.keyboard.press('Space');
  await tabUntil(page, (el) => el.matches('section[data-direction="inbound"] input[type="radio"]'));
  await page.keyboard.press('Space');
  await tabUntil(page, (el) => el.textContent === 'Continuar');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/es\/extras\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Añade extras');
  expect(await reachFirstControl(page, 'heading')).toBeLessThanOrEqual(3);
  const summary = page.getByRole('complementary', { name: 'Resumen del precio' });
  await tabUntil(
    page,
    (el) => el.getAttribute('aria-label') === 'Añadir Maleta facturada, 23 kg para Adulto 2, MAD → LIS',
  );
  await page.keyboard.press('Enter');
  // One line per group (decision 120): the bag is in the extras' group, folded.
  await expect(summary.getByRole('button', { name: '1 extra' })).toBeVisible();
  await expect(summary.getByText(/^Maleta facturada, 23 kg × 1, MAD → LIS, Adulto 2$/)).toBeAttached();

  // Seat for Adulto 1 on the outbound: row button, then into the grid, arrows, Enter.
  await tabUntil(page, (el) => (el.getAttribute('data-testid') ?? '').match(/^seat-row-\d+-p1$/) !== null);
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText('Ningun asiento seleccionado');
  await tabUntil(page, (el) => el.hasAttribute('data-seat'), 5);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(summary.getByRole('button', { name: '1 asiento' })).toBeVisible();
  await expect(summary.getByText(/^Asiento 3[A-F], MAD → LIS, Adulto 1$/)).toBeAttached();
  await tabUntil(page, (el) => el.textContent === 'Continuar a pasajeros');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/es\/passengers\?order=/);
  expect(await reachFirstControl(page, 'heading')).toBeLessThanOrEqual(3);
  // tabUntil runs its matcher in the page: the field's name is baked into its source.
  const field = (name: string) =>
    new Function('el', `return el.getAttribute('name') === ${JSON.stringify(name)}`) as (
      el: Element,
    ) => boolean;
  for (const [name, text] of [
    ['passengers.0.firstName', 'Ana'],
    ['passengers.0.lastName', 'Peña'],
    ['passengers.1.firstName', 'Luis'],
    ['passengers.1.lastName', 'Peña'],
    ['passengers.2.firstName', 'Sofía'],
    ['passengers.2.lastName', 'Peña'],
    ['passengers.2.dateOfBirth', typedDate('2017-03-09')],
    ['passengers.3.firstName', 'Mateo'],
    ['passengers.3.lastName', 'Peña'],
    ['passengers.3.dateOfBirth', typedDate(futureDay(-150))],
    ['contact.email', 'ana.pena@example.com'],
  ] as const) {
    await tabUntil(page, field(name), 60);
    await page.keyboard.type(text);
  }
  await tabUntil(page, (el) => el.getAttribute('type') === 'tel', 10);
  // The Mexican site's phone starts on Mexico (+52): a Mexican number, as its traveller types it.
  await page.keyboard.type('55 1234 5678');
  await tabUntil(page, (el) => el.getAttribute('data-testid') === 'passengers-submit', 10);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/es\/payment\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago');
  expect(await reachFirstControl(page, 'heading')).toBeLessThanOrEqual(3);
  await expect(summary.getByTestId('price-total')).toHaveText(/^MX\$ [\d.]+,\d\d$/);
  // Tab enters the gateway's card field (an iframe from its own origin) at its first input, once the
  // field has loaded, as a keyboard user waits for it to appear (a frame still loading takes the
  // focus itself, with no input to give it to).
  await expect(cardField(page).locator('input[autocomplete="cc-number"]')).toBeVisible();
  // The terms first (decision 121): Space ticks the box.
  await tabUntil(page, (el) => el.getAttribute('name') === 'acceptTerms', 40);
  await page.keyboard.press('Space');
  await tabUntil(page, (el) => el.tagName === 'IFRAME', 40);
  await expect(cardField(page).locator('input[autocomplete="cc-number"]')).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ana Pena');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/es\/confirmation\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserva confirmada');
  await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  await expect(page.getByTestId('passenger-p1')).toContainText('Ana Peña (PENA/ANA)');
  await expect(page.getByTestId('passenger-p1')).toContainText(/Asientos: MAD–LIS 3[A-F]/);
  await expect
    .poll(() => funnelSteps(page))
    .toEqual(['select', 'extras', 'passengers', 'payment', 'confirmation']);
  expect(problems).toEqual([]);
});
