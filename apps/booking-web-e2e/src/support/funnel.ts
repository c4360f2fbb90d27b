import { expect, type Page } from '@playwright/test';

/** A day `days` from today, `YYYY-MM-DD` (local dates of the seeded network are a year long). */
export const futureDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** The /select URL of a search, as the search form builds it; `departDays` from today (return a week later). */
export function selectPath(
  lang: string,
  from: string,
  to: string,
  party: Party,
  returnTrip = true,
  departDays = 30,
): string {
  const params = new URLSearchParams({
    from,
    to,
    depart: futureDay(departDays),
    ...(returnTrip ? { return: futureDay(departDays + 7) } : {}),
    adults: String(party.adults),
    children: String(party.children),
    infants: String(party.infants),
  });
  return `/${lang}/select?${params}`;
}

/** What the page pushed to `window.dataLayer` (the tag manager's input). */
export async function dataLayer(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [],
  );
}

/** The funnel events' steps in the order they were pushed. */
export async function funnelSteps(page: Page): Promise<unknown[]> {
  return (await dataLayer(page)).filter((e) => e['event'] === 'funnel').map((e) => e['step_name']);
}

/** Chooses the first fare each way and holds it; resolves with the new hold's id. */
export async function chooseFlightsAndHold(page: Page, continueLabel: string): Promise<string> {
  const outbound = page.locator('section[data-direction="outbound"]');
  await outbound.getByRole('radio').first().check();
  const inbound = page.locator('section[data-direction="inbound"]');
  if (await inbound.count()) await inbound.getByRole('radio').first().check();
  const held = page.waitForResponse((r) => r.url().endsWith('/api/holds') && r.ok());
  await page.getByRole('button', { name: continueLabel, exact: true }).click();
  const body = (await (await held).json()) as { holdId: string };
  await expect(page).toHaveURL(/\/extras\?order=[0-9a-f-]{36}/);
  return body.holdId;
}
