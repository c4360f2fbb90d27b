import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydrated.ts';

test('an anonymous visitor silently gets an identity; a signed-in agency sees "Conectado como" and logs out to /', async ({
  page,
  context,
}) => {
  await page.goto('/es');
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'sb_token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(cookies.find((c) => c.name === 'user-type')?.value).toBe('anonymous');
  expect(cookies.find((c) => c.name === 'session-id')?.value).toMatch(/^[A-Za-z0-9]{10}$/);
  await expect(page.getByRole('button', { name: /Conectado como/ })).toHaveCount(0);

  // Sign in through the API with the page's cookies, as the portal's login form does.
  const login = await page.request.post('/api/login', {
    data: { username: 'admin@lusitania.example', password: 'Skybook-demo-2026' },
  });
  expect(login.status()).toBe(200);
  await page.reload();
  const trigger = page.getByRole('button', { name: 'Conectado como João Silva' });
  await expect(trigger).toBeVisible();
  // The server renders the button; a click before React takes the page over opens nothing.
  await hydrated(page);
  await trigger.click();
  const panel = page.getByTestId('agency-nav-panel');
  await expect(panel.getByRole('link', { name: 'Informes' })).toHaveAttribute('href', '/es/ta/reports');
  await panel.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Conectado como/ })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'user-type')?.value).toBe('anonymous');
});
