import { expect, test, type Page } from '@playwright/test';
import { E2E_CLIENT, startOpenIdProvider } from './openid-provider.ts';

const PASSWORD = 'Skybook-demo-2026';
// Azteca Viajes: the other suites change Andes' and use Lusitânia's users.
const ADMIN = 'admin@azteca.example';
const AGENT = 'agent@azteca.example';
const PROVIDER_PORT = 4390 + Number(process.env['E2E_PORT_SHIFT'] ?? 0);

let provider: Awaited<ReturnType<typeof startOpenIdProvider>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const baseURL = test.info().project.use.baseURL!;
  provider = await startOpenIdProvider(PROVIDER_PORT, `${baseURL}/api/agency/sso/callback`);
});
test.afterAll(() => provider.close());

/** At the provider's own pages: its sign-in (any login; here the work email) and its consent. */
async function signInAtProvider(page: Page, email: string) {
  await page.waitForURL(/\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function startCompanySignIn(page: Page, login: string) {
  await page.goto('/en/ta');
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Work email or agency code' }).fill(login);
  await page.getByRole('button', { name: 'Sign in with your company account' }).click();
}

test('the administrator connects the agency to its OpenID provider', async ({ page }) => {
  await page.goto('/en/ta');
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('agency-login-submit').click();
  await page.getByTestId('agency-sidebar').getByRole('link', { name: 'Company sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company sign-in' })).toBeVisible();
  await expect(page.getByTestId('sso-callback-url')).toHaveText(/\/api\/agency\/sso\/callback$/);
  await page.getByLabel(/Issuer URL/).fill(provider.issuer);
  await page.getByLabel(/Client ID/).fill(E2E_CLIENT.id);
  await page.getByLabel(/Client secret/).fill(E2E_CLIENT.secret);
  await page.getByLabel(/email domain/).fill('azteca.example');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('sso-status')).toHaveText(/^Saved\./);
  // The secret is never sent back to the page.
  await page.reload();
  await expect(page.getByTestId('sso-status')).toHaveText(`Connected to ${provider.issuer}.`);
  await expect(page.getByLabel(/Client secret/)).toHaveValue('');
  expect(await page.content()).not.toContain(E2E_CLIENT.secret);
});

test('an agent signs in through the 960×600 popup, sees only what an agent may, and logs out', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    (window as unknown as { opened: unknown[] }).opened = [];
    window.open = (...args) => {
      (window as unknown as { opened: unknown[] }).opened.push(args.slice(1));
      return open(...args);
    };
  });
  const popupOpened = page.waitForEvent('popup');
  await startCompanySignIn(page, AGENT);
  const popup = await popupOpened;
  expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
    ['skybook-sso', 'width=960,height=600'],
  ]);
  await signInAtProvider(popup, AGENT);
  // The popup's storage flag makes this page refetch its session: signed in, without a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Signed in as / })).toBeVisible();
  // Signed in, the popup closes itself.
  await expect.poll(() => popup.isClosed()).toBe(true);
  const sidebar = page.getByTestId('agency-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Agent management' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Company sign-in' })).toHaveCount(0);
  await page.goto('/en/ta/agents');
  await expect(page.getByText("Only your agency's administrator can manage agents.")).toBeVisible();
  expect((await page.request.post('/api/agency/agents', { data: {} })).status()).toBe(403);
  expect((await page.request.post('/api/agency/sso', { data: {} })).status()).toBe(403);

  await page.getByTestId('agency-sidebar').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Agency access' })).toBeVisible();
  const session = await (await page.request.get('/api/_auth/session')).json();
  expect(session?.type).not.toBe('agency');
  expect(problems).toEqual([]);
});

test('a blocked popup signs in by redirecting the page and coming back to the portal', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await startCompanySignIn(page, 'azteca');
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await signInAtProvider(page, AGENT);
  await expect(page).toHaveURL(/\/en\/ta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Signed in as / })).toBeVisible();
});

test('a refusal at the provider ends in a clear message and no session', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await startCompanySignIn(page, 'azteca');
  await signInAtProvider(page, 'someone@elsewhere.example');
  await expect(page.getByRole('alert')).toHaveText(
    "This company account is not of your agency's email domain.",
  );
  const session = await (await page.request.get('/api/_auth/session')).json();
  expect(session?.type).not.toBe('agency');
});
