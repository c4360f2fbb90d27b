import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** axe on the two forms in the states a visitor meets: with errors shown and with the dialog open. */
test.describe('newsletter and claims forms pass axe', () => {
  test('the footer sign-up with errors and with its dialog open', async ({ page }) => {
    await page.goto('/en');
    const form = page.locator('form[aria-labelledby="newsletter-title"][data-hydrated="true"]');
    await form.getByTestId('newsletter-submit').click();
    await expect(form.getByRole('alert')).toHaveCount(2);
    const withErrors = await new AxeBuilder({ page })
      .include('form[aria-labelledby="newsletter-title"]')
      .analyze();
    expect(withErrors.violations).toEqual([]);

    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ json: { status: 'confirmation_sent' } }),
    );
    await form.getByRole('textbox', { name: /^name/i }).fill('Ana Pérez');
    await form.getByRole('textbox', { name: /^email/i }).fill('ana@example.com');
    await form.getByTestId('newsletter-submit').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const withDialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(withDialog.violations).toEqual([]);
  });

  test('the claims form with errors', async ({ page }) => {
    await page.goto('/es/solicitudes/reclamaciones');
    const form = page
      .locator('form[data-hydrated="true"]')
      .filter({ has: page.getByTestId('claims-submit') });
    await form.getByTestId('claims-submit').click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);
  });
});
