import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { onHost } from './hosts.ts';
import { ANSWERED_CONSENT } from './support/consent-state.ts';
import { selectPath } from './support/funnel.ts';
import { STAND_IN_ORIGIN } from './support/stand-ins.ts';

// A fresh visitor: no cookies, so no earlier choice (the other suites start with one).
test.use({ storageState: { cookies: [], origins: [] } });

/** Every request the page makes to a host other than the site's own, in order. */
function foreignRequests(page: Page, siteOrigin: string) {
  const urls: string[] = [];
  page.on('request', (r) => {
    const origin = new URL(r.url()).origin;
    if (origin !== siteOrigin && !r.url().startsWith('data:')) urls.push(r.url());
  });
  return urls;
}

const nonceOf = (response: Response | null) =>
  /'nonce-([^']+)'/.exec((response?.headers()['content-security-policy'] ?? '') as string)?.[1];

/** The third-party scripts on the page: which stand-in, and the nonce each carries. */
const integrationScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-integration]')].map((s) => ({
      name: s.dataset['integration'],
      src: s.src,
      nonce: s.nonce,
    })),
  );

const ran = (page: Page) => page.evaluate(() => (window as { __standIns?: string[] }).__standIns ?? []);

test.describe('cookie consent on the Portugal site', () => {
  test('nothing external loads before a choice; accepting loads the configured stand-ins with the nonce', async ({
    page,
    baseURL,
    request,
  }) => {
    const url = onHost(baseURL, 'pt.localhost', '/en');
    const foreign = foreignRequests(page, new URL(url).origin);
    const response = await page.goto(url);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    // Reject is as easy as accept: both on the first layer, side by side.
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    // Consent Mode v2: everything denied by default, before any tag manager.
    const defaults = await page.evaluate(() =>
      (window.dataLayer as unknown as IArguments[]).map((a) => [...a]).find((a) => a[1] === 'default'),
    );
    expect(defaults?.[2]).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });

    const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/consent');
    await banner.getByRole('button', { name: 'Accept all' }).click();
    expect((await recorded).status()).toBe(200);
    await expect(banner).toBeHidden();
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['tag-manager', 'rum']));
    const nonce = nonceOf(response);
    expect(nonce).toBeTruthy();
    const scripts = await integrationScripts(page);
    expect(scripts.map((s) => s.name).sort()).toEqual(['rum', 'tag-manager']);
    for (const script of scripts) {
      expect(script.nonce).toBe(nonce);
      expect(script.src.startsWith(`${STAND_IN_ORIGIN}/`)).toBe(true);
    }
    expect(scripts.find((s) => s.name === 'tag-manager')?.src).toBe(`${STAND_IN_ORIGIN}/gtm.js?id=GTM-SKYPT`);
    expect(scripts.find((s) => s.name === 'rum')?.src).toBe(`${STAND_IN_ORIGIN}/rum.js?key=e2e-rum-key`);
    expect(foreign.every((u) => u.startsWith(`${STAND_IN_ORIGIN}/`))).toBe(true);
    const update = await page.evaluate(() =>
      (window.dataLayer as unknown as IArguments[]).map((a) => [...a]).find((a) => a[1] === 'update'),
    );
    expect(update?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });

    // First-party web vitals after analytics consent: LCP is final at the first input.
    const vital = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/web-vitals');
    await page.getByRole('heading', { level: 1 }).click();
    expect((await (await vital).response())?.status()).toBe(200);
    // Aggregated per route, read from this machine (the public gets a 404 there).
    const metrics = await (await request.get('/metrics/web-vitals')).json();
    expect(metrics.index.LCP.count).toBeGreaterThan(0);

    // The choice persists: after a reload no banner, and the scripts load again without asking.
    await page.reload();
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['tag-manager', 'rum']));
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  });

  test('rejecting loads nothing, persists, and the footer link changes the choice', async ({
    page,
    baseURL,
  }) => {
    const url = onHost(baseURL, 'pt.localhost', '/en');
    const foreign = foreignRequests(page, new URL(url).origin);
    await page.goto(url);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
    expect(foreign).toEqual([]);
    expect(await integrationScripts(page)).toEqual([]);

    // Reopened from the footer, by keyboard: analytics only.
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    const analytics = dialog.getByRole('checkbox', { name: /Analytics/ });
    await expect(analytics).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();

    await settings.click();
    await analytics.check();
    const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/consent');
    await dialog.getByRole('button', { name: 'Save my choice' }).click();
    expect((await recorded).request().postDataJSON()).toMatchObject({ analytics: true, marketing: false });
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['tag-manager', 'rum']));
    await page.reload();
    await expect.poll(() => ran(page)).toEqual(expect.arrayContaining(['tag-manager', 'rum']));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('checkbox', { name: /Analytics/ }),
    ).toBeChecked();
  });
});

// The banner is server-rendered into the first paint, so it is not a late largest paint (LCP);
// an inline script hides it before that paint for a visitor who chose (decision 105).
test.describe('the banner before the page scripts run', () => {
  test('is shown to a new visitor, not yet working, and hidden from one who chose', async ({
    page,
    baseURL,
    context,
  }) => {
    // The page's own modules answer empty: no hydration, what the first paint shows stays.
    await page.route('**/_app/**/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const url = onHost(baseURL, 'pt.localhost', '/en');
    await page.goto(url);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    for (const name of ['Reject all', 'Accept all'])
      await expect(banner.getByRole('button', { name })).toBeDisabled();

    const chosen = ANSWERED_CONSENT.cookies.find((c) => c.domain === 'pt.localhost')!;
    await context.addCookies([{ name: chosen.name, value: chosen.value, url }]);
    await page.reload();
    await expect(page.getByTestId('consent-banner')).toBeAttached();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });
});

test.describe('the server-rendered banner hydrates', () => {
  test("a first visitor's page hydrates without errors and its banner starts working", async ({
    page,
    baseURL,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(onHost(baseURL, 'pt.localhost', '/en'));
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('consent-banner')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

// The funnel runs on the central booking host (www).
test.describe('fraud beacon on the funnel', () => {
  test('on the funnel the fraud beacon waits for the choice, then loads with shop id and session id', async ({
    page,
    baseURL,
  }) => {
    const url = onHost(
      baseURL,
      'www.localhost',
      selectPath('en', 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }),
    );
    const foreign = foreignRequests(page, new URL(url).origin);
    await page.goto(url);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    // The search page hydrates after its flights arrive: slower than home on a loaded machine.
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);

    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect.poll(() => ran(page)).toEqual(['fraud-beacon']);
    const sessionId = (await page.context().cookies(url)).find((c) => c.name === 'session-id')?.value;
    expect(sessionId).toBeTruthy();
    expect(await integrationScripts(page)).toEqual([
      {
        name: 'fraud-beacon',
        src: `${STAND_IN_ORIGIN}/fraud.js?shop=skybook-www&session=${sessionId}`,
        nonce: expect.any(String),
      },
    ]);
  });
});
