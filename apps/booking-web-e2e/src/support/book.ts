import { expect, type Page } from '@playwright/test';
import { acceptTerms, fillCardField } from './card-field.ts';
import { chooseFlightsAndHold, selectPath } from './funnel.ts';

const WORDS = {
  en: {
    continue: 'Continue',
    extras: 'Continue to passengers',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: /Phone/,
    pay: /^Pay /,
  },
  es: {
    continue: 'Continuar',
    extras: 'Continuar a pasajeros',
    first: 'Nombre',
    last: 'Apellido',
    email: 'Correo electrónico',
    phone: /Teléfono/,
    pay: /^Pagar /,
  },
} as const;

/** A one-adult one-way order through the funnel's pages up to its payment step. */
export async function reachPayment(
  page: Page,
  opts: { lang: 'en' | 'es'; from?: string; to?: string; lastName: string },
): Promise<void> {
  const w = WORDS[opts.lang];
  await page.goto(
    selectPath(
      opts.lang,
      opts.from ?? 'MAD',
      opts.to ?? 'LIS',
      { adults: 1, children: 0, infants: 0 },
      false,
    ),
  );
  await chooseFlightsAndHold(page, w.continue);
  await page.getByRole('button', { name: w.extras }).click();
  const adult = page.locator('fieldset[data-passenger="p1"]');
  await adult.getByLabel(w.first).fill('Inés');
  await adult.getByLabel(w.last).fill(opts.lastName);
  await page.getByLabel(w.email, { exact: false }).first().fill('ines@example.com');
  await page.getByRole('textbox', { name: w.phone }).fill('+34 612 34 56 78');
  await page.getByTestId('passengers-submit').click();
  await expect(page).toHaveURL(new RegExp(`/${opts.lang}/payment\\?order=`));
}

/**
 * A one-adult one-way booking made through the funnel's pages and paid with the approved test
 * card; resolves with its reference and the passenger's last name.
 */
export async function bookThroughFunnel(
  page: Page,
  opts: { lang: 'en' | 'es'; from?: string; to?: string; lastName: string },
): Promise<{ reference: string; lastName: string }> {
  const w = WORDS[opts.lang];
  await reachPayment(page, opts);
  await acceptTerms(page);
  await fillCardField(page, '4242 4242 4242 4242', 'Ines Test');
  await page.getByRole('button', { name: w.pay }).click();
  await expect(page).toHaveURL(new RegExp(`/${opts.lang}/confirmation\\?order=`));
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  return { reference, lastName: opts.lastName };
}
