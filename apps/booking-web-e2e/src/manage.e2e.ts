import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, fillCardField } from './support/card-field.ts';
import { onHost } from './hosts.ts';
import { chooseFlightsAndHold, selectPath } from './support/funnel.ts';
import { mailsTo, uniqueEmail } from './support/outbox.ts';

/** What the tests read and click in each language (the rest is found by role, name or test id). */
const TEXT = {
  en: {
    continue: 'Continue',
    lastName: 'Ruiz',
    addBag: (who: string) => `Add one Checked bag, 23 kg for ${who}`,
    heading: 'Manage your booking',
    confirmed: 'Confirmed',
    changed: 'Confirmed, with changes',
    refunded: 'Cancelled and refunded',
    toPay: '(to pay)',
    paidHeading: 'Your changes are saved',
    cancelledHeading: 'Your booking is cancelled',
  },
  es: {
    continue: 'Continuar',
    lastName: 'Peña',
    addBag: (who: string) => `Añadir Maleta facturada, 23 kg para ${who}`,
    heading: 'Gestiona tu reserva',
    confirmed: 'Confirmada',
    changed: 'Confirmada, con cambios',
    refunded: 'Cancelada y reembolsada',
    toPay: '(pendiente de pago)',
    paidHeading: 'Tus cambios están guardados',
    cancelledHeading: 'Tu reserva está cancelada',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Collects what would mean a crash: page errors and console errors (refused calls aside). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource.*4\d\d/.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  return problems;
}

/** The gateway's card field of the page filled with a card, then the page's Pay button. */
async function payWithCard(page: Page, card: string) {
  await fillCardField(page, card, 'Eva Test');
  await page.locator('form:has([data-testid="card-field"]) button[type="submit"]').click();
}

/** A one-way MAD → LIS for one adult booked through the funnel; answers the booking reference. */
async function bookThroughFunnel(
  page: Page,
  baseURL: string | undefined,
  lang: Lang,
  email: string,
): Promise<string> {
  const text = TEXT[lang];
  await page.goto(
    onHost(
      baseURL,
      'www.localhost',
      selectPath(lang, 'MAD', 'LIS', { adults: 1, children: 0, infants: 0 }, false),
    ),
  );
  await chooseFlightsAndHold(page, text.continue);
  await page.getByTestId('extras-continue').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/passengers\\?order=`));
  await page.locator('input[name="passengers.0.firstName"]').fill('Eva');
  await page.locator('input[name="passengers.0.lastName"]').fill(text.lastName);
  await page.locator('input[name="contact.email"]').fill(email);
  await page.locator('input[type="tel"]').fill('+34 612 34 56 78');
  await page.getByTestId('passengers-submit').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/payment\\?order=`));
  await acceptTerms(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/${lang}/confirmation\\?order=`));
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  return (await reference.textContent()) ?? '';
}

/** The one-time code of the newest code mail to `address` (alone on its line), once it arrived. */
async function mailedCode(address: string, before: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 5_000 }).toBeGreaterThan(before);
  const mail = (await mailsTo(address)).filter((m) => /^\d{6}$/m.test(m.text)).at(-1);
  if (!mail) throw new Error(`no code mail to ${address}`);
  return /^(\d{6})$/m.exec(mail.text)![1]!;
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: a booking is managed: a bag is added and paid, then it is cancelled with the emailed code`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const email = uniqueEmail('eva');

    const booking = await browser.newContext();
    const reference = await bookThroughFunnel(await booking.newPage(), baseURL, lang, email);
    await booking.close();

    // The traveller at home, another browser, follows the confirmation mail's link: it is signed and
    // names nobody, and the page swaps it for the booking's id (decision 117).
    const home = await browser.newContext();
    const page = await home.newPage();
    const problems = watchProblems(page);
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
    const link = new URL(/https?:\/\/\S+\/manage\?access=[\w.-]+/.exec((await mailsTo(email))[0]!.text)![0]);
    expect(link.pathname).toBe(`/${lang}/manage`);
    expect(link.search).not.toMatch(/referenceCode|lastName/);
    expect(decodeURIComponent(link.search)).not.toContain(text.lastName);
    expect(link.search).not.toContain(reference);
    await page.goto(onHost(baseURL, 'www.localhost', `${link.pathname}${link.search}`));
    await expect(page).toHaveURL(new RegExp(`/${lang}/manage\\?order=[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByTestId('booking-status')).toHaveText(text.confirmed);
    await expect(page.locator('[data-testid^="itinerary-"]')).toHaveCount(1);
    await expect(page.getByTestId('passenger-p1')).toContainText(`Eva ${text.lastName}`);
    await expect(page.getByTestId('contact-email')).toHaveText('e•••••@example.com');
    await expect(page.getByTestId('checkin-window')).toHaveAttribute('data-state', 'not_open');

    // A checked bag after booking: a change to pay, charged for exactly what it costs.
    await page
      .getByRole('button', { name: text.addBag(`Eva ${text.lastName}`) })
      .first()
      .click();
    const due = page.getByTestId('amount-due').locator('strong');
    await expect(due).toHaveText(/\d/);
    await expect(page.locator('[data-testid^="extra-p1-"]')).toContainText(text.toPay);
    const amount = (await due.textContent()) ?? '';
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(
      new RegExp(`/${lang}/manage/confirmation\\?order=[0-9a-f-]{36}&change=paid`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.paidHeading);
    await expect(page.getByTestId('change-paid')).toContainText(amount);
    await expect(page.getByTestId('change-paid')).toContainText(reference);

    await page.getByTestId('back-to-manage').click();
    await expect(page.getByTestId('booking-status')).toHaveText(text.changed);
    await expect(page.locator('[data-testid="history-entry"][data-type="changed"]')).toContainText(amount);
    await expect(page.locator('[data-testid^="extra-p1-"]')).not.toContainText(text.toPay);

    // Cancel: the quote, a code mailed to the booking's address, the code typed in.
    await page.getByTestId('cancel-open').click();
    const refund = (await page.getByTestId('quote-refund').textContent()) ?? '';
    expect(refund).toMatch(/\d/);
    const mailsBefore = (await mailsTo(email)).length;
    await page.getByTestId('cancel-request-code').click();
    const code = await mailedCode(email, mailsBefore);
    await expect(page.locator('input[autocomplete="one-time-code"]')).toBeFocused();
    await page.keyboard.type(code);
    await page.getByTestId('cancel-submit').click();

    await expect(page).toHaveURL(
      new RegExp(`/${lang}/manage/confirmation\\?order=[0-9a-f-]{36}&change=cancelled`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.cancelledHeading);
    await expect(page.getByTestId('change-cancelled')).toContainText(reference);
    await expect(page.getByTestId('refund-outcome')).toHaveAttribute('data-state', 'refunded');
    await expect(page.getByTestId('refund-outcome')).toContainText(refund);

    await page.getByTestId('back-to-manage').click();
    await expect(page.getByTestId('booking-status')).toHaveText(text.refunded);
    await expect(page.getByTestId('cancel-section')).toHaveCount(0);
    expect(problems).toEqual([]);
    await home.close();
  });
}

test('an old link with an unknown reference is explained beside the lookup form', async ({
  page,
  baseURL,
}) => {
  // Links mailed before decision 117 carried the reference and last name; they still work.
  await page.goto(onHost(baseURL, 'www.localhost', '/en/manage?referenceCode=ZZZZZZ&lastName=Nobody'));
  const problem = page.getByTestId('manage-problem');
  await expect(problem).toContainText('We could not find a booking with this reference and last name.');
  await expect(problem.getByRole('form', { name: 'Manage your booking' })).toBeVisible();
});
