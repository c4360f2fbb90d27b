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

  test('a sign-up says what it means, mails a link that confirms on a click, and one that unsubscribes', async ({
    page,
  }) => {
    const email = uniqueEmail('ana');
    const form = await openFooterForm(page);
    await expect(form).toContainText('By subscribing you agree to receive our offers by email.');
    await fillAndSubmit(page, 'Ana Pérez', email);

    const dialog = page.getByRole('dialog', { name: 'Please check your inbox' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(email);
    const button = form.getByTestId('newsletter-submit');
    await expect(button).toHaveText('Check your inbox');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    const [mail] = await waitForMails(email);
    expect(mail!.subject).toBe('Please confirm your subscription to our offers newsletter');
    const confirm = mail!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
    expect(confirm).toBeTruthy();
    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');

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
    await expect(page.getByRole('dialog', { name: 'Consulte o seu email' })).toBeVisible();
    await waitForMails(email);

    // Still pending: the link is not sent again within ten minutes.
    await openFooterForm(page, 'pt');
    await fillAndSubmit(page, 'Bruno Silva', email.toUpperCase());
    await expect(page.getByRole('dialog', { name: 'Consulte o seu email' })).toBeVisible();
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
