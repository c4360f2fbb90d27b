import { expect, test } from '@playwright/test';
import { onHost } from './hosts.ts';
import { chooseFlightsAndHold, selectPath } from './support/funnel.ts';

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a signed-in agency admin books on account through the funnel and sees the booking and the lower credit', async ({ page, baseURL }) => {
  const at = (path: string) => onHost(baseURL, 'www.localhost', path);
  await page.goto(at('/en/ta'));
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill('admin@andes.example');
  await page.getByLabel('Password').fill('Skybook-demo-2026');
  await page.getByTestId('agency-login-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = euros(await page.getByTestId('credit-available').textContent());
  expect(before).toBeGreaterThan(0);
  await expect(page.getByTestId('agency-sidebar').getByRole('link', { name: 'Make a reservation' })).toHaveAttribute('href', '/en');

  // The public funnel, signed in: the payment step offers the agency's credit.
  await page.goto(at(selectPath('en', 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }, false)));
  await chooseFlightsAndHold(page, 'Continue');
  await page.getByRole('button', { name: 'Continue to passengers' }).click();
  const adult = page.locator('fieldset[data-passenger="p1"]');
  await adult.getByLabel('First name').fill('Rosa');
  await adult.getByLabel('Last name').fill('Quispe');
  await page.getByLabel('Email').fill('rosa@example.com');
  await page.getByRole('textbox', { name: /Phone/ }).fill('612 34 56 78');
  await page.getByTestId('passengers-submit').click();
  await expect(page).toHaveURL(/\/en\/payment\?order=/);
  const total = await page.getByRole('complementary', { name: 'Price summary' }).getByTestId('price-total').textContent();
  await expect(page.getByTestId('on-account')).toContainText('The total is taken from the credit of Andes Viajes.');
  await page.getByRole('button', { name: `Book on account for ${total}` }).click();

  await expect(page).toHaveURL(/\/en\/confirmation\?order=/);
  const reference = await page.getByTestId('booking-reference').textContent();
  expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);

  await page.goto(at('/en/ta'));
  const rows = page.getByTestId('bookings-table').locator('tbody tr');
  await expect(rows.first().getByRole('rowheader')).toHaveText(reference ?? '');
  await expect(rows.first()).toContainText('QUISPE/ROSA');
  await expect(rows.first()).toContainText('MAD-LIS');
  await expect.poll(async () => euros(await page.getByTestId('credit-available').textContent())).toBeCloseTo(before - euros(total), 2);
});
