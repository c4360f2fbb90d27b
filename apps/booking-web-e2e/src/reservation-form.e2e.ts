import { expect, test, type Page } from '@playwright/test';
import { bookThroughFunnel } from './support/book.ts';
import { hydrated } from './support/hydrated.ts';

/** Opens the navbar's manage-booking or check-in dropdown (once the page is interactive) and fills its form. */
async function lookUp(
  page: Page,
  trigger: string,
  reference: string,
  lastName: string,
  labels: { reference: string; lastName: string; submit: string },
) {
  await expect(page.locator('form[aria-labelledby="newsletter-title"][data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: trigger, exact: true }).click();
  const form = page.getByRole('form', {
    name:
      trigger === 'Manage booking' || trigger === 'Gestionar reserva'
        ? /Manage your booking|Gestiona tu reserva/
        : /check-in/i,
  });
  if (reference) await form.getByLabel(labels.reference).fill(reference);
  if (lastName) await form.getByLabel(labels.lastName).fill(lastName);
  await form.getByRole('button', { name: labels.submit }).click();
  return form;
}

const EN = { reference: 'Booking reference', lastName: 'Last name', submit: 'Find my booking' };

test.describe('check-in / manage-reservation form (spec §2)', () => {
  test('en: a booking made through the funnel is found and opened in /manage; empty fields are required', async ({
    page,
  }) => {
    const { reference } = await bookThroughFunnel(page, { lang: 'en', lastName: 'Ibáñez' });
    await page.goto('/en');
    await hydrated(page);
    const form = await lookUp(page, 'Manage booking', '', '', EN);
    await expect(form.getByText('This field is required.')).toHaveCount(2);
    await form.getByLabel(EN.reference).fill(` ${reference.toLowerCase()} `);
    // Case and accents do not matter for the name.
    await form.getByLabel(EN.lastName).fill('ibanez');
    await form.getByRole('button', { name: EN.submit }).click();
    // The lookup granted this browser the booking: the address names it by id, not by the name typed.
    await expect(page).toHaveURL(/\/en\/manage\?order=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  });

  test('es: an unknown reference opens the partner airline’s check-in in a new tab', async ({
    page,
    context,
  }) => {
    // The partner's site is outside this sandbox: answer it here.
    await context.route('https://www.partner-airline.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Partner</h1>' }),
    );
    await page.goto('/es');
    const popup = context.waitForEvent('page');
    await lookUp(page, 'Check-in online', 'ZZ9Q7X', 'Smith', {
      reference: 'Código de reserva',
      lastName: 'Apellido',
      submit: 'Hacer check-in',
    });
    const partner = await popup;
    await partner.waitForLoadState();
    expect(partner.url()).toMatch(
      /^https:\/\/www\.partner-airline\.example\/es\/checkin\?confirmationNumber=ZZ9Q7X&bookingLastName=Smith$/,
    );
    await expect(page).toHaveURL(/\/es$/);
  });

  test('es: empty fields show the required error', async ({ page }) => {
    await page.goto('/es');
    const form = await lookUp(page, 'Gestionar reserva', '', '', {
      reference: 'Código de reserva',
      lastName: 'Apellido',
      submit: 'Buscar mi reserva',
    });
    await expect(form.getByText('Este campo es obligatorio.')).toHaveCount(2);
  });
});
