import { expect, type Page } from '@playwright/test';

/** Waits until React has taken the page over (`<html data-hydrated>`): before, clicks hit plain HTML. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}
