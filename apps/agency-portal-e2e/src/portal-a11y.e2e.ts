import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the login page and every portal screen pass axe, and the login works by keyboard', async ({ page }) => {
  await page.goto('/pt/ta');
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Utilizador' }).focus();
  await page.keyboard.type('admin@lusitania.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Skybook-demo-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await expect(page.getByTestId('credit-limit')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const path of ['reports', 'agents']) {
    await page.goto(`/pt/ta/${path}`);
    await expect(page.getByTestId(path === 'reports' ? 'bookings-table' : 'agents-table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  // The reports' charts on a phone, their tables open: no horizontal scroll, nothing axe objects to.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pt/ta/reports');
  await expect(page.getByTestId('report-chart').first()).toBeVisible();
  const showTable = page.getByRole('button', { name: 'Ver como tabela' });
  while ((await showTable.count()) > 0) await showTable.first().click();
  await expect(page.getByTestId('report-chart-table').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/pt/ta/company-sign-in');
  await expect(page.getByTestId('sso-settings-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/pt/ta/sso?result=wrongDomain&mode=redirect');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/pt/ta/reset-password');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
