import { expect, type FrameLocator, type Page } from '@playwright/test';

/**
 * The payment gateway's hosted card field (decision 020): an iframe from the sandbox gateway's
 * own origin. Its inputs are found by their autocomplete role, the same in every language.
 */
export function cardField(page: Page): FrameLocator {
  return page.locator('[data-testid="card-field"] iframe').contentFrame();
}

/** Types a card into the gateway's field; the page's own Pay button then asks it for a token. */
export async function fillCardField(page: Page, number: string, holder = 'Ana Nunez'): Promise<void> {
  const field = cardField(page);
  await expect(field.locator('input[autocomplete="cc-number"]')).toBeVisible();
  await field.locator('input[autocomplete="cc-number"]').fill(number);
  await field.locator('input[autocomplete="cc-exp"]').fill('12/30');
  await field.locator('input[autocomplete="cc-csc"]').fill('123');
  await field.locator('input[autocomplete="cc-name"]').fill(holder);
}

/** Ticks "I accept the fare conditions and terms" of the payment step: no booking without it (decision 121). */
export async function acceptTerms(page: Page): Promise<void> {
  await page.locator('input[name="acceptTerms"]').check();
}
