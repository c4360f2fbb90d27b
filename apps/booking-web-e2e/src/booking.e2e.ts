import { expect, test, type Page } from '@playwright/test';
import { onHost } from './hosts.ts';
import { chooseFlightsAndHold, dataLayer, funnelSteps, futureDay, selectPath } from './support/funnel.ts';
import { acceptTerms, fillCardField } from './support/card-field.ts';

const FAMILY = { adults: 2, children: 1, infants: 1 };

/** Collects what would mean a crash: page errors and console errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource.*40[29]/.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  return problems;
}

/** The first free seat of the open seat map that this passenger may take. */
const freeSeat = (page: Page) => page.locator('[data-seat][data-state="none"]').first();

async function fillPassengers(page: Page) {
  const adult1 = page.locator('fieldset[data-passenger="p1"]');
  await adult1.getByLabel('First name').fill('Ana María');
  await adult1.getByLabel('Last name').fill('Núñez');
  await expect(page.getByTestId('ticket-name-p1')).toHaveText('On the ticket: NUNEZ/ANA MARIA');
  const adult2 = page.locator('fieldset[data-passenger="p2"]');
  await adult2.getByLabel('First name').fill('João');
  await adult2.getByLabel('Last name').fill('Gonçalves');
  const child = page.locator('fieldset[data-passenger="p3"]');
  await child.getByLabel('First name').fill('Lucía');
  await child.getByLabel('Last name').fill('Núñez');
  await child.getByLabel('Date of birth').fill('2018-05-04');
  const infant = page.locator('fieldset[data-passenger="p4"]');
  await infant.getByLabel('First name').fill('Mateo');
  await infant.getByLabel('Last name').fill('Núñez');
  await infant.getByLabel('Date of birth').fill(futureDay(-200));
  await page.getByLabel('Email').fill('ana.nunez@example.com');
  await page.getByRole('textbox', { name: /Phone/ }).fill('+34 612 34 56 78');
}

async function payWith(page: Page, card: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await acceptTerms(page);
  await fillCardField(page, card);
  await form.getByRole('button', { name: /^Pay / }).click();
}

test.describe('booking funnel', () => {
  test('en: a return trip for 2 adults, a child and an infant with a checked bag and seats, paid by card', async ({
    page,
    baseURL,
  }) => {
    // A whole journey of many steps: on a loaded 2-core CI machine it can outrun the default 30 s.
    test.slow();
    const problems = watchProblems(page);
    await page.goto(onHost(baseURL, 'www.localhost', selectPath('en', 'MAD', 'LIS', FAMILY)));
    await chooseFlightsAndHold(page, 'Continue');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add extras');
    await expect(page.getByRole('timer')).toHaveText(/^1?\d:\d\d$/);
    const summary = page.getByRole('complementary', { name: 'Price summary' });
    const totalBefore = await summary.getByTestId('price-total').textContent();
    await page.getByRole('button', { name: 'Add one Checked bag, 23 kg for Adult 1' }).first().click();
    // One line per group (decision 120): the extras' group unfolds to show the bag.
    await summary.getByRole('button', { name: '1 extra' }).click();
    await expect(summary.getByText(/^Checked bag, 23 kg × 1, MAD → LIS, Adult 1$/)).toBeVisible();
    await expect(summary.getByTestId('price-total')).not.toHaveText(totalBefore ?? '');

    // Seats: Adult 1 and the child on the outbound.
    const rows = page.locator('[data-testid^="seat-row-"]');
    await rows.first().click();
    await expect(rows.first()).toHaveText('No seat selected');
    await freeSeat(page).click();
    await summary.getByRole('button', { name: '1 seat' }).click();
    await expect(summary.getByText(/^Seat \d+[A-K], MAD → LIS, Adult 1$/)).toBeVisible();
    const childRow = page.locator('[data-testid^="seat-row-"][data-testid$="-p3"]').first();
    await childRow.click();
    await freeSeat(page).click();
    await expect(summary.getByText(/^Seat \d+[A-K], MAD → LIS, Child 1$/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to passengers' }).click();

    await expect(page).toHaveURL(/\/en\/passengers\?order=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passenger details');
    await fillPassengers(page);
    await page.getByTestId('passengers-submit').click();

    await expect(page).toHaveURL(/\/en\/payment\?order=/);
    // Back and forward keep the order: the names come back from the server.
    await page.goBack();
    await expect(page.locator('fieldset[data-passenger="p2"]').getByLabel('Last name')).toHaveValue(
      'Gonçalves',
    );
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
    const total = await summary.getByTestId('price-total').textContent();
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/en\/confirmation\?order=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
    await expect(page.getByText('We have sent the confirmation to ana.nunez@example.com.')).toBeVisible();
    await expect(page.locator('[data-testid^="itinerary-"]')).toHaveCount(2);
    await expect(page.getByTestId('passenger-p1')).toContainText('Ana María Núñez (NUNEZ/ANA MARIA)');
    await expect(page.getByTestId('passenger-p1')).toContainText(/Seats: MAD–LIS \d+[A-K]/);
    await expect(summary.getByTestId('price-total')).toHaveText(total ?? '');
    await expect(page.getByTestId('manage-link')).toHaveAttribute(
      'href',
      // The creator opens it by the booking's id: no name in the address (decision 117).
      /^\/en\/manage\?order=[0-9a-f-]{36}$/,
    );

    // One funnel event per step, in order, with the trip's facts.
    await expect
      .poll(() => funnelSteps(page))
      .toEqual(['select', 'extras', 'passengers', 'payment', 'confirmation']);
    const events = (await dataLayer(page)).filter((e) => e['event'] === 'funnel');
    for (const e of events)
      expect(e).toMatchObject({
        origin: 'MAD',
        destination: 'LIS',
        product: 'Vuelo MAD - LIS',
        fly_type: 'round_trip',
        check_in: futureDay(30),
        check_out: futureDay(37),
      });
    expect(events[0]).toMatchObject({ order_step: 1, anticipation: 30, extra_service: null });
    expect(events[4]).toMatchObject({ order_step: 5, extra_service: 'bag-checked' });
    expect(problems).toEqual([]);
  });

  test('a declined card says so and the visitor pays again with another card', async ({ page, baseURL }) => {
    await page.goto(
      onHost(
        baseURL,
        'www.localhost',
        selectPath('en', 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }, false),
      ),
    );
    await chooseFlightsAndHold(page, 'Continue');
    await page.getByRole('button', { name: 'Continue to passengers' }).click();
    const adult = page.locator('fieldset[data-passenger="p1"]');
    await adult.getByLabel('First name').fill('Eva');
    await adult.getByLabel('Last name').fill('Ruiz');
    await page.getByLabel('Email').fill('eva@example.com');
    await page.getByRole('textbox', { name: /Phone/ }).fill('+34 612 34 56 78');
    await page.getByTestId('passengers-submit').click();
    await expect(page).toHaveURL(/\/en\/payment\?order=/);

    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('payment-error')).toHaveText(
      'The card was declined. Please use another card or contact your bank.',
    );
    await expect(page).toHaveURL(/\/en\/payment\?order=/);
    const errors = (await dataLayer(page)).filter((e) => e['event'] === 'page_error');
    expect(errors).toEqual([
      expect.objectContaining({
        error_type: 'errors.card_declined',
        page_url: '/en/payment',
        additional_info: 'payment',
      }),
    ]);

    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/en\/confirmation\?order=/);
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  });

  test('an expired hold is explained and leads back to search', async ({ page, baseURL }) => {
    await page.goto(
      onHost(
        baseURL,
        'www.localhost',
        selectPath('en', 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }, false),
      ),
    );
    const holdId = await chooseFlightsAndHold(page, 'Continue');
    await page.getByRole('button', { name: 'Continue to passengers' }).click();
    await expect(page).toHaveURL(/\/en\/passengers\?order=/);
    // The hold runs out (released here instead of waiting its 15 minutes).
    const released = await page.evaluate(async (id) => {
      const response = await fetch('/api/release-hold', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ holdId: id }),
      });
      return response.status;
    }, holdId);
    expect(released).toBe(200);

    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Your seats are no longer held.');
    await page.getByRole('link', { name: 'Start a new search' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});
