import { expect, test } from '@playwright/test';
import { onHost } from '../src/hosts.ts';
import { hydrated } from '../src/support/hydrated.ts';
import { CLOCK_START } from './support/clock.ts';
import { checkPage } from './support/page-checks.ts';
import { PORTAL_PORT } from './support/portal.ts';

// The agency portal's dashboard in each brand at a phone's and a desktop's width (issue 16).
for (const [brand, host] of [
  ['sky', 'localhost'],
  ['sol', 'sol.localhost'],
] as const) {
  for (const width of [390, 1280]) {
    test(`portal dashboard, ${brand} at ${width} px, as committed`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.clock.setFixedTime(new Date(CLOCK_START));
      await page.goto(onHost(`http://localhost:${PORTAL_PORT}`, host, '/en/ta'));
      await hydrated(page);
      await page.locator('input[name="username"]').fill('admin@andes.example');
      await page.locator('input[name="password"]').fill('Skybook-demo-2026');
      await page.getByTestId('agency-login-submit').click();
      await expect(page.getByTestId('credit-limit')).toBeVisible();
      await checkPage(page, 'portal-dashboard', { width, shots: `${brand}-${width}` });
    });
  }
}
