import { expect, test, type Page } from '@playwright/test';
import { onHost } from '../src/hosts.ts';
import { hydrated } from '../src/support/hydrated.ts';
import { CLOCK_START } from './support/clock.ts';
import { checkPage } from './support/page-checks.ts';
import { PORTAL_PORT } from './support/portal.ts';

const PORTAL = `http://localhost:${PORTAL_PORT}`;

async function signIn(page: Page, host: string, lang: string) {
  await page.goto(onHost(PORTAL, host, `/${lang}/ta`));
  await hydrated(page);
  await page.locator('input[name="username"]').fill('admin@andes.example');
  await page.locator('input[name="password"]').fill('Skybook-demo-2026');
  await page.getByTestId('agency-login-submit').click();
  await expect(page.getByTestId('credit-limit')).toBeVisible();
}

// The agency portal's dashboard in each brand at a phone's and a desktop's width (issue 16).
for (const [brand, host] of [
  ['sky', 'localhost'],
  ['sol', 'sol.localhost'],
] as const) {
  for (const width of [390, 1280]) {
    test(`portal dashboard, ${brand} at ${width} px, as committed`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.clock.setFixedTime(new Date(CLOCK_START));
      await signIn(page, host, 'en');
      await checkPage(page, 'portal-dashboard', { width, shots: `${brand}-${width}` });
    });
  }
}

/** Each portal page, signed out and then signed in as the agency's admin, with what shows it loaded. */
const SIGNED_OUT = [
  { path: '/ta', ready: 'form[data-hydrated="true"]' },
  { path: '/ta/sso?result=wrongDomain&mode=redirect', ready: '[role="alert"]' },
];
const SIGNED_IN = [
  { path: '/ta', ready: '[data-testid="credit-limit"]' },
  { path: '/ta/reports', ready: '[data-testid="bookings-table"]' },
  { path: '/ta/agents', ready: '[data-testid="agents-table"]' },
  { path: '/ta/company-sign-in', ready: '[data-testid="sso-settings-form"]' },
  { path: '/ta/reset-password', ready: '[role="dialog"]' },
];

// Every portal route in every language at both widths: no serious axe finding, no sideways scroll
// (at 360 px too on a phone).
for (const width of [390, 1280]) {
  for (const lang of ['en', 'es', 'pt'] as const) {
    test(`portal in ${lang} at ${width} px: every page is accessible and fits`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 844 });
      await page.clock.setFixedTime(new Date(CLOCK_START));
      const visit = async ({ path, ready }: { path: string; ready: string }) => {
        await page.goto(onHost(PORTAL, 'localhost', `/${lang}${path}`));
        await expect(page.locator(ready).first()).toBeVisible();
        await checkPage(page, `portal ${path}`, { width, shots: null });
      };
      for (const route of SIGNED_OUT) await visit(route);
      await signIn(page, 'localhost', lang);
      for (const route of SIGNED_IN) await visit(route);
    });
  }
}
