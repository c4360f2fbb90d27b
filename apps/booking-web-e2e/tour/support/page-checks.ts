import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../../src/support/hydrated.ts';

export interface Viewing {
  /** The screenshot's name prefix (`sky-390`), or null where the tour only checks. */
  shots: string | null;
  width: number;
}

/** Elements whose content differs by run: references, countdowns, barcodes of a reference. */
const VARYING = [
  '[data-testid="booking-reference"]',
  '[data-testid="hold-countdown"]',
  '[data-testid="pass-barcode"]',
  '[data-testid="pass-sequence"]',
  '[data-testid="pass-pnr"]',
];

/**
 * What every page of the tour must hold (issue 16): no serious or critical axe finding, no
 * sideways scroll (on a phone also at 360 px, the narrowest screen supported), and, where the tour
 * takes them, a screenshot that matches the committed one.
 */
export async function checkPage(page: Page, name: string, viewing: Viewing, mask: Locator[] = []) {
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const widths = viewing.width < 768 ? [viewing.width, 360] : [viewing.width];
  for (const width of widths) {
    await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways by ${overflow} px at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: viewing.width, height: page.viewportSize()?.height ?? 800 });
  // Legacy mode runs axe in the page itself instead of aggregating in a new blank page: 6.5 s
  // instead of 15.9 s on the A350 seat map, same findings (decision 127). It cannot test
  // cross-origin frames; the tour has none (the payment page sets the gateway's frame aside, and
  // card-field.e2e.ts tests that frame).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  if (viewing.shots) {
    await expect(page).toHaveScreenshot(`${viewing.shots}-${name}.png`, {
      fullPage: true,
      mask: [...VARYING.map((s) => page.locator(s)), ...mask],
    });
  }
}
