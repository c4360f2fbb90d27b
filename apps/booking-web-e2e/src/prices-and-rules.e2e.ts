import { expect, test, type Page } from '@playwright/test';
import { onHost } from './hosts.ts';
import { bookThroughFunnel } from './support/book.ts';
import { futureDay, selectPath } from './support/funnel.ts';

/** Issue 11 in the browser: what the traveller is shown is what the traveller pays. */

interface OrderJson {
  lines: Array<{ kind: string; code: string; passenger: string | null; flight: string; amount: number }>;
  total: { amount: number };
}

/** Holds the fare family `family` of the first direct journey of each direction. */
async function chooseFamilies(page: Page, families: { outbound: string; inbound?: string }) {
  await page
    .locator(
      'section[data-direction="outbound"] [data-family="' + families.outbound + '"] input[type="radio"]',
    )
    .first()
    .check();
  if (families.inbound)
    await page
      .locator(
        'section[data-direction="inbound"] [data-family="' + families.inbound + '"] input[type="radio"]',
      )
      .first()
      .check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/extras\?order=[0-9a-f-]{36}/);
}

/** The first free "Standard, centre" seat of the open map, with the price its name announces. */
async function standardCentre(page: Page) {
  const seat = page.getByRole('button', { name: /, Standard, centre, [^,]+$/ }).first();
  const name = (await seat.getAttribute('aria-label')) ?? (await seat.textContent()) ?? '';
  return { seat, announced: name.split(', ').at(-1) ?? '' };
}

async function holdSeat(page: Page, click: () => Promise<void>): Promise<OrderJson> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/order-seat') && r.ok());
  await click();
  return (await (await answered).json()) as OrderJson;
}

test.describe('prices and rules', () => {
  test('Basic out, Classic back: each seat map quotes its own fare, a seat shown free is charged 0, the cabin bag is never sold', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.goto(
      onHost(
        baseURL,
        'www.localhost',
        selectPath('en', 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }, true, 33),
      ),
    );
    await chooseFamilies(page, { outbound: 'basic', inbound: 'classic' });
    const summary = page.getByRole('complementary', { name: 'Price summary' });
    const rows = page.locator('[data-testid^="seat-row-"][data-testid$="-p1"]');
    await expect(rows).toHaveCount(2);

    // The return is Classic: its standard centre seat is included, shown 0.00 and charged 0.
    const totalBefore = await summary.getByTestId('price-total').textContent();
    await rows.nth(1).click();
    const back = await standardCentre(page);
    expect(back.announced).toBe('0.00 €');
    const afterBack = await holdSeat(page, () => back.seat.click());
    const backSeatLine = afterBack.lines.find((l) => l.kind === 'seat');
    expect(backSeatLine?.amount).toBe(0);
    await expect(summary.getByTestId('price-total')).toHaveText(totalBefore ?? '');

    // The outbound is Basic: the same category costs 20.00 there, and 20.00 is what is added.
    await rows.nth(0).click();
    const out = await standardCentre(page);
    expect(out.announced).toBe('20.00 €');
    const afterOut = await holdSeat(page, () => out.seat.click());
    const outSeatLine = afterOut.lines.find((l) => l.kind === 'seat' && l.flight !== backSeatLine?.flight);
    expect(outSeatLine?.amount).toBe(2_000);
    expect(afterOut.total.amount).toBe(afterBack.total.amount + 2_000);

    // Every fare includes a 10 kg cabin bag: shown included at 0.00, never for sale, on each flight
    // (the extras show one flight at a time, decision 123).
    const cabinServices = new Set<string>();
    for (const flight of ['Outbound', 'Return']) {
      await page
        .getByTestId('extras-section')
        .getByRole('button', { name: new RegExp(`^${flight} `) })
        .click();
      const service = page.locator('[data-service^="bag-cabin@"]');
      await expect(service).toHaveCount(1);
      cabinServices.add((await service.getAttribute('data-service')) ?? '');
      await expect(service.getByText('Your fare includes 1')).toBeVisible();
      await expect(service.locator('[data-testid^="cost-"]')).toHaveText('0.00 €');
      const add = service.getByRole('button', { name: /^Add one Cabin bag/ });
      await expect(add).toHaveAttribute('aria-disabled', 'true');
      // A click anyway (the control ignores it): still no line.
      await add.click({ force: true });
    }
    expect(cabinServices.size).toBe(2);
    await expect(summary.getByText(/Cabin bag/)).toHaveCount(0);
    await expect(summary.getByTestId('price-total')).not.toHaveText(totalBefore ?? '');
  });

  test('an infant moved onto the lap of the adult in an exit row is refused before payment', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.goto(
      onHost(
        baseURL,
        'www.localhost',
        selectPath('en', 'MAD', 'CUN', { adults: 2, children: 0, infants: 1 }, false, 34),
      ),
    );
    await chooseFamilies(page, { outbound: 'basic' });
    // Adult 2 has no infant: the exit row is theirs to take.
    await page.locator('[data-testid^="seat-row-"][data-testid$="-p2"]').click();
    const exitSeat = page.getByRole('button', { name: /, exit row$/ }).first();
    await holdSeat(page, () => exitSeat.click());
    await page.getByRole('button', { name: 'Continue to passengers' }).click();
    await expect(page).toHaveURL(/\/en\/passengers\?order=/);

    const fill = async (ref: string, first: string) => {
      const fieldset = page.locator(`fieldset[data-passenger="${ref}"]`);
      await fieldset.getByLabel('First name').fill(first);
      await fieldset.getByLabel('Last name').fill('Núñez');
      return fieldset;
    };
    await fill('p1', 'Ana');
    await fill('p2', 'Eva');
    const infant = await fill('p3', 'Mateo');
    await infant.getByLabel('Date of birth').fill(futureDay(-200));
    await infant.getByLabel('Travels with').selectOption('p2');
    await page.getByLabel('Email').fill('ana.nunez@example.com');
    await page.getByRole('textbox', { name: /Phone/ }).fill('+34 612 34 56 78');
    await page.getByTestId('passengers-submit').click();

    await expect(page.getByTestId('exit-row-clash')).toContainText(
      'An infant cannot travel on the lap of an adult seated in an exit row',
    );
    await expect(infant.getByText(/This adult has an exit-row seat/)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/passengers\?order=/);

    // The way out: the infant travels with Adult 1, and the booking goes on to payment.
    await infant.getByLabel('Travels with').selectOption('p1');
    await page.getByTestId('passengers-submit').click();
    await expect(page).toHaveURL(/\/en\/payment\?order=/);
  });

  test('a paid confirmation opened in a fresh browser asks for the booking, never says the seats lapsed', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await page.goto(onHost(baseURL, 'www.localhost', '/en'));
    const booked = await bookThroughFunnel(page, { lang: 'en', lastName: 'Quintana' });
    const url = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(url);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Find your booking');
    await expect(other.getByTestId('confirmation-lookup')).toBeVisible();
    await expect(other.getByText(/no longer held/)).toHaveCount(0);
    await expect(other.getByText(booked.reference)).toHaveCount(0);
    // The lookup leads to the booking.
    const form = other.getByTestId('confirmation-lookup');
    await form.getByLabel(/reference/i).fill(booked.reference);
    await form.getByLabel(/last name/i).fill(booked.lastName);
    await form.getByRole('button').first().click();
    await expect(other).toHaveURL(/\/en\/manage\?/);
    await expect(other.getByText(booked.reference).first()).toBeVisible();
    await elsewhere.close();
  });
});
