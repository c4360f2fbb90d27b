import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, waitForMails, mailsTo } from './support/outbox.ts';

async function openFooterForm(page: Page, lang = 'en') {
  await page.goto(`/${lang}`);
  const form = page.locator('form[aria-labelledby="newsletter-title"][data-hydrated="true"]');
  await expect(form).toBeVisible();
  return form;
}

async function fillAndSubmit(page: Page, name: string, email: string) {
  const form = page.locator('form[aria-labelledby="newsletter-title"]');
  await form.getByRole('textbox', { name: /^(name|nombre|nome)/i }).fill(name);
  await form.getByRole('textbox', { name: /^(email|correo electrónico)/i }).fill(email);
  await form.getByTestId('newsletter-submit').click();
}

/** Every /api/newsletter call the page makes, to prove client-side validation sends nothing. */
function countCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/newsletter') calls.push(r.method());
  });
  return calls;
}

test.describe('newsletter sign-up in the footer', () => {
  test('an invalid name is caught before sending', async ({ page }) => {
    const calls = countCalls(page);
    const form = await openFooterForm(page);
    await fillAndSubmit(page, 'Al', uniqueEmail('al'));
    const name = form.getByRole('textbox', { name: /^name/i });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('Please enter your name (at least 3 characters).');
    await expect(name).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('an invalid email is caught before sending, and typing clears the error', async ({ page }) => {
    const calls = countCalls(page);
    const form = await openFooterForm(page, 'es');
    await fillAndSubmit(page, 'Ana Pérez', 'ana@correo');
    await expect(form.getByRole('alert')).toHaveText(
      'Ingresa un correo electrónico válido, como nombre@ejemplo.com.',
    );
    await form.getByRole('textbox', { name: /^correo/i }).press('m');
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('a sign-up shows the dialog, mails a confirmation whose link unsubscribes', async ({ page }) => {
    const email = uniqueEmail('ana');
    const form = await openFooterForm(page);
    await fillAndSubmit(page, 'Ana Pérez', email);

    const dialog = page.getByRole('dialog', { name: 'Thank you for subscribing!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(email);
    const button = form.getByTestId('newsletter-submit');
    await expect(button).toHaveText('Subscribed');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    const [mail] = await waitForMails(email);
    expect(mail!.subject).toBe('You are subscribed to our offers newsletter');
    const link = mail!.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    // The link is idempotent: following it again shows the same page.
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  });

  test('signing up twice is not an error and sends one mail', async ({ page }) => {
    const email = uniqueEmail('bruno');
    await openFooterForm(page, 'pt');
    await fillAndSubmit(page, 'Bruno Silva', email);
    await expect(page.getByRole('dialog', { name: 'Obrigado pela sua subscrição!' })).toBeVisible();
    await waitForMails(email);

    await openFooterForm(page, 'pt');
    await fillAndSubmit(page, 'Bruno Silva', email.toUpperCase());
    await expect(page.getByRole('dialog', { name: 'Já está subscrito' })).toBeVisible();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('a server failure shows the generic message', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, json: { error: 'errors.message' } }),
    );
    const form = await openFooterForm(page);
    await fillAndSubmit(page, 'Carla Gómez', uniqueEmail('carla'));
    await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again in a moment.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByTestId('newsletter-submit')).toHaveText('Subscribe');
  });
});
