import { test } from '@playwright/test';
import { onHost } from '../src/hosts.ts';
import { CLOCK_START } from './support/clock.ts';
import { checkPage } from './support/page-checks.ts';

/**
 * The pages outside the booking journey (journey.e2e.ts covers the funnel, manage and check-in), in
 * every language at a phone's and a desktop's width: no serious axe finding, no sideways scroll.
 */
const PAGES = [
  '/destinations',
  '/destinations/cancun',
  '/baggage',
  '/contact',
  '/legal',
  '/privacy',
  '/cookies',
  '/ta',
  '/manage',
  '/solicitudes/reclamaciones',
  '/no-such-page',
];

for (const width of [390, 1280]) {
  for (const lang of ['en', 'es', 'pt'] as const) {
    test(`${lang} at ${width} px: every other page is accessible and fits`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 844 });
      await page.clock.setFixedTime(new Date(CLOCK_START));
      for (const path of PAGES) {
        // Portugal's site speaks all three languages.
        await page.goto(onHost(baseURL, 'pt.localhost', `/${lang}${path}`));
        await checkPage(page, path, { width, shots: null });
      }
    });
  }
}
