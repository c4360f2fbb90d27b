import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { onHost } from './hosts.ts';

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 375, height: 740 } };

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility on ${device}`, () => {
    test.use({ viewport });
    for (const lang of ['en', 'es', 'pt']) {
      test(`home in ${lang} has no serious or critical axe violation`, async ({ page, baseURL }) => {
        // Portugal's site speaks all three languages.
        await page.goto(onHost(baseURL, 'pt.localhost', `/${lang}`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  });
}
