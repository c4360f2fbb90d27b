import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydrated.ts';

const PASSWORD = 'Skybook-demo-2026';
const NEW_PASSWORD = 'Andes-admin-2026!';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/en/ta');
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('agency-login-submit').click();
}

async function logOut(page: Page) {
  // After a full page load the button is server-rendered HTML until React takes over: a click
  // before that does nothing (it failed so under load).
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByTestId('agency-sidebar').getByRole('button', { name: 'Log out' }).click();
  // Spec §4: logout goes to `/`; a portal-only deployment sends `/` on to the portal's login.
  await expect(page.getByRole('heading', { name: 'Agency access' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'currency', value: 'EUR', url: baseURL! }]);
});

test('a signed-out visit to /en/ta shows the login page; wrong credentials are refused', async ({ page }) => {
  await page.goto('/en/ta');
  await expect(page.getByRole('heading', { name: 'Agency access' })).toBeVisible();
  await expect(page.getByTestId('agency-sidebar')).toHaveCount(0);
  // The form checks its fields once React has it; a click on the server's HTML submits nothing.
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByTestId('agency-login-submit').click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
    'Please enter your username.',
  );
  await signIn(page, 'admin@andes.example', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.');
});

test('the admin sees credit and bookings, filters the report, downloads the CSV and creates an agent', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await signIn(page, 'admin@andes.example', PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Server-rendered signed in: the credit is in the first HTML, not only after hydration.
  const html = await (await page.request.get('/en/ta')).text();
  expect(html).toContain('Marta Andes');
  expect(html).toContain('25,000.00 €');
  await expect(page.getByTestId('credit-limit')).toHaveText('25,000.00 €');
  // The seeded bookings on account take their part of the limit (decision 014).
  const euros = async (testId: string) =>
    Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, ''));
  const [held, used, available] = [
    await euros('credit-reserved'),
    await euros('credit-used'),
    await euros('credit-available'),
  ];
  expect(held).toBeGreaterThan(0);
  expect(used).toBeGreaterThan(0);
  expect(available).toBeCloseTo(25_000 - held - used, 2);
  await expect(page.getByTestId('sidebar-credit')).toHaveText('25,000.00 €');
  await expect(page.getByTestId('bookings-table').locator('tbody tr')).toHaveCount(5);
  // Spec §2 navbar: "Conectado como" (Signed in as) with the agency menu.
  await page.getByRole('button', { name: 'Signed in as Marta Andes' }).click();
  await expect(page.getByTestId('agency-nav-panel').getByRole('link', { name: 'Reports' })).toBeVisible();

  await page.getByTestId('agency-sidebar').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const rows = page.getByTestId('bookings-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  await page.getByLabel('Status').selectOption('confirmed');
  await page.getByLabel('Agent').selectOption({ label: 'Diego Ruiz' });
  await page.getByRole('button', { name: 'Show report' }).click();
  // The table is replaced while the new report loads; wait for the filtered one.
  await expect(rows).not.toHaveCount(all);
  await expect(rows.first()).toBeVisible();
  const filtered = await rows.count();
  expect(filtered).toBeGreaterThan(0);
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain('Diego Ruiz');
    expect(text).toContain('Confirmed');
  }
  await expect(page.getByTestId('totals-count')).toHaveText(String(filtered));
  await expect(page.getByTestId('report-chart').first()).toBeVisible();
  // Each currency's chart has a table alternative with the same figures as the totals above it.
  let charted = 0;
  for (const figure of await page.locator('figure:has([data-testid="report-chart"])').all()) {
    const currency = await figure.getByTestId('report-chart').getAttribute('data-currency');
    await expect(figure.getByTestId('report-chart')).toHaveAttribute('aria-label', /in total/);
    const toggle = figure.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(figure.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    const table = figure.getByRole('table', { name: `Ticketed sales per day in ${currency}` });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    for (const day of await table.locator('tbody th').allInnerTexts())
      expect(day).toMatch(/^\w{3}, \w{3} \d{1,2}$/);
    const [count, sales] = await table.locator('tfoot td').allInnerTexts();
    charted += Number(count);
    const totals = page.locator(`[data-testid="booking-totals"][data-currency="${currency}"]`);
    expect(sales).toBe(await totals.getByTestId('totals-sales').innerText());
  }
  // Only confirmed bookings are in the report, and every one is ticketed: all of them are charted.
  expect(charted).toBe(filtered);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-csv').click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Reference,Date,Passenger,Route,Agent,Status,Currency,Total,Commission');
  expect(lines).toHaveLength(filtered + 1);
  expect(lines.slice(1).every((l) => l.includes('Diego Ruiz') && l.includes('Confirmed'))).toBe(true);

  await page.getByTestId('agency-sidebar').getByRole('link', { name: 'Agent management' }).click();
  await expect(page.getByTestId('agents-table')).toContainText('agent@andes.example');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nuria Vega');
  await page.getByRole('textbox', { name: 'Username' }).fill('nuria@andes.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Nuria-pass-2026');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('status')).toHaveText('The agent was created.');
  await expect(page.getByTestId('agents-table')).toContainText('nuria@andes.example');
  expect(problems).toEqual([]);
  await logOut(page);
});

test('an agent sees only their own bookings and no agent management', async ({ page }) => {
  await signIn(page, 'agent@andes.example', PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByTestId('agency-sidebar').getByRole('link', { name: 'Agent management' }),
  ).toHaveCount(0);
  await page.getByTestId('agency-sidebar').getByRole('link', { name: 'Reports' }).click();
  const rows = page.getByTestId('bookings-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByLabel('Agent')).toHaveCount(0);
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Diego Ruiz');
  await page.goto('/en/ta/agents');
  await expect(page.getByRole('status')).toHaveText("Only your agency's administrator can manage agents.");
  await logOut(page);

  // The agent the admin created signs in too, with the same limits.
  await signIn(page, 'nuria@andes.example', 'Nuria-pass-2026');
  await expect(page.getByRole('button', { name: 'Signed in as Nuria Vega' })).toBeVisible();
  await page.getByTestId('agency-sidebar').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByText('No bookings yet.')).toBeVisible();
  await logOut(page);
});

test('the admin deactivates an agent, who can then no longer sign in, and sets a new password', async ({
  page,
}) => {
  await signIn(page, 'admin@andes.example', PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/en/ta/agents');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit Nuria Vega' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit agent' });
  await edit.getByRole('checkbox', { name: 'Active (can sign in)' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The agent was updated.');
  await expect(page.getByRole('row', { name: /Nuria Vega/ })).toContainText('Inactive');

  await page.getByRole('button', { name: 'Set a new password for Diego Ruiz' }).click();
  const reset = page.getByRole('dialog', { name: 'New password' });
  await reset.getByRole('textbox', { name: 'Password', exact: true }).fill('Diego-new-pass-1');
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "The new password is set. The agent's open sessions have ended.",
  );
  await logOut(page);

  await signIn(page, 'nuria@andes.example', 'Nuria-pass-2026');
  await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.');
  await signIn(page, 'agent@andes.example', 'Diego-new-pass-1');
  await expect(page.getByRole('button', { name: 'Signed in as Diego Ruiz' })).toBeVisible();
  await logOut(page);
});

test('the admin changes the password, logs out and signs in with the new one', async ({ page }) => {
  await signIn(page, 'admin@andes.example', PASSWORD);
  await page.getByTestId('agency-sidebar').getByRole('link', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await dialog.getByLabel('Repeat the new password').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByRole('textbox', { name: 'New password', exact: true }),
  ).toHaveAccessibleDescription('The new password needs at least 10 characters.');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await logOut(page);
  await expect(page).toHaveURL(/\/en\/ta$/);

  await signIn(page, 'admin@andes.example', PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.');
  await signIn(page, 'admin@andes.example', NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
