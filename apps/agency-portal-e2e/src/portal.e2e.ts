import { expect, test } from '@playwright/test';

test('the portal-only deployment renders /{lang}/ta pages, signed out as the login page', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  const response = await page.goto('/es/ta');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de agencias' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regístrate como agencia' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  expect(problems).toEqual([]);
});

test('it does not serve the booking site', async ({ request }) => {
  expect((await request.get('/en/select')).status()).toBe(404);
  expect((await request.get('/en/ta/agents')).status()).toBe(200);
});
