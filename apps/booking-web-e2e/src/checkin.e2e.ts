import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, fillCardField } from './support/card-field.ts';
import { onHost } from './hosts.ts';
import { futureDay, selectPath } from './support/funnel.ts';
import { hydrated } from './support/hydrated.ts';

/** What each language's pages say, where the test reads or clicks by visible text. */
const TEXT = {
  en: {
    continue: 'Continue',
    toPassengers: 'Continue to passengers',
    pay: /^Pay /,
    reference: 'Booking reference',
    lastName: 'Last name',
    checkIn: 'Check in',
    title: 'Online check-in',
    documentNumber: /^Document number/,
    expiry: /^Expiry date/,
    nationality: /^Nationality/,
    born: /^Date of birth/,
    saveAndContinue: 'Save and continue',
    checkedIn: 'You are checked in.',
    pdf: 'Download PDF',
    print: 'Print boarding passes',
    withInfant: 'With infant',
  },
  es: {
    continue: 'Continuar',
    toPassengers: 'Continuar a pasajeros',
    pay: /^Pagar /,
    reference: 'Código de reserva',
    lastName: 'Apellido',
    checkIn: 'Hacer check-in',
    title: 'Check-in online',
    documentNumber: /^Número de documento/,
    expiry: /^Fecha de vencimiento/,
    nationality: /^Nacionalidad/,
    born: /^Fecha de nacimiento/,
    saveAndContinue: 'Guardar y continuar',
    checkedIn: 'Ya hiciste el check-in.',
    pdf: 'Descargar PDF',
    print: 'Imprimir tarjetas de embarque',
    withInfant: 'Con bebé',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Collects what would mean a crash: page errors and console errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource.*40[49]/.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  return problems;
}

/**
 * Books an adult with an infant on a flight leaving tomorrow (inside its check-in window) through
 * the funnel, paid by card; resolves with the booking reference.
 */
async function bookTomorrow(page: Page, baseURL: string | undefined, lang: Lang): Promise<string> {
  const t = TEXT[lang];
  await page.goto(
    onHost(
      baseURL,
      'www.localhost',
      selectPath(lang, 'MAD', 'LIS', { adults: 1, children: 0, infants: 1 }, false, 1),
    ),
  );
  const journeys = page.locator('section[data-direction="outbound"] article[data-journey]');
  await expect(journeys.first()).toBeVisible();
  // Online check-in closes 60 minutes before departure: take a flight well clear of that.
  const departures = await journeys.evaluateAll((articles) =>
    articles.map((a) => a.querySelector('time')?.getAttribute('datetime') ?? ''),
  );
  const index = departures.findIndex((d) => Date.parse(d) > Date.now() + 2 * 3_600_000);
  expect(
    index,
    `a flight tomorrow more than 2 h ahead among ${departures.join(', ')}`,
  ).toBeGreaterThanOrEqual(0);
  await journeys.nth(index).getByRole('radio').first().check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/extras\\?order=`));
  await page.getByRole('button', { name: t.toPassengers }).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/passengers\\?order=`));
  await page.locator('input[name="passengers.0.firstName"]').fill('Ana María');
  await page.locator('input[name="passengers.0.lastName"]').fill('Núñez');
  await page.locator('input[name="passengers.1.firstName"]').fill('Mateo');
  await page.locator('input[name="passengers.1.lastName"]').fill('Núñez');
  await page.locator('input[name="passengers.1.dateOfBirth"]').fill(futureDay(-200));
  const travelsWith = page.locator('select[name="passengers.1.adultId"]');
  if (await travelsWith.count()) await travelsWith.selectOption('p1');
  await page.locator('input[name="contact.email"]').fill('ana.nunez@example.com');
  await page.locator('input[name="contact.phone"]').fill('+34 612 34 56 78');
  await page.getByTestId('passengers-submit').click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/payment\\?order=`));
  await acceptTerms(page);
  await fillCardField(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/confirmation\\?order=`));
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  return (await reference.textContent()) ?? '';
}

/** Fills a traveller's document; `born` when the booking did not already give the date of birth. */
async function fillDocument(page: Page, lang: Lang, ref: string, doc: { number: string; born?: string }) {
  const t = TEXT[lang];
  const fieldset = page.locator(`fieldset[data-passenger="${ref}"]`);
  await fieldset.getByLabel(t.documentNumber).fill(doc.number);
  await fieldset.getByLabel(t.expiry).fill(futureDay(3000));
  await fieldset.getByLabel(t.nationality).selectOption('ES');
  if (doc.born) await fieldset.getByLabel(t.born).fill(doc.born);
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: a booking inside its check-in window goes through documents and seats to a boarding pass with a barcode and a PDF`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = TEXT[lang];
    const problems = watchProblems(page);
    const reference = await bookTomorrow(page, baseURL, lang);

    // The check-in start page finds it and, inside the window, sends it to /checkin/select (spec §2).
    await page.goto(onHost(baseURL, 'www.localhost', `/${lang}/checkin`));
    await hydrated(page);
    const start = page.locator('section[data-route="checkin"]');
    await start.getByLabel(t.reference).fill(reference.toLowerCase());
    await start.getByLabel(t.lastName).fill('nunez');
    await start.getByRole('button', { name: t.checkIn }).click();
    // Once found, the URL names the order instead of the last name.
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkin/select\\?order=[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByTestId('checkin-infant-p2')).toContainText('Mateo Núñez');
    await expect(page.getByRole('checkbox', { name: 'Ana María Núñez' })).toBeChecked();
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(`/${lang}/checkin/documents\\?order=[0-9a-f-]{36}&passengers=p1$`),
    );
    // The infant's date of birth, given when booking, is already there.
    await expect(page.locator('fieldset[data-passenger="p2"]').getByLabel(t.born)).toHaveValue(
      futureDay(-200),
    );
    await expect(page.locator('fieldset[data-passenger="p1"]').getByLabel(t.born)).toHaveValue('');
    await fillDocument(page, lang, 'p1', { number: 'X1234567', born: '1988-03-14' });
    await fillDocument(page, lang, 'p2', { number: 'INF998877' });
    await page.getByRole('button', { name: t.saveAndContinue }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/checkin/seats\\?order=`));
    const row = page.locator('[data-testid^="seat-row-"][data-testid$="-p1"]');
    await row.click();
    const seat = page.locator('[data-seat][data-state="none"]').first();
    const chosen = await seat.getAttribute('data-seat');
    await seat.click();
    // The choice is confirmed before it is taken: a seat given at check-in is final.
    await page.getByTestId('seats-continue').click();
    await expect(page.locator('[data-testid^="seat-choice-"][data-testid$="-p1"]')).toContainText(
      chosen ?? '',
    );
    await page.getByTestId('seats-confirm').click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/checkin/boarding-passes\\?order=`));
    await expect(page.getByTestId('checkin-done')).toContainText(t.checkedIn);
    const pass = page.locator('[data-testid^="boarding-pass-p1-"]');
    await expect(pass).toHaveCount(1);
    await expect(pass.getByTestId('pass-seat')).toHaveText(chosen ?? '');
    await expect(pass.getByTestId('pass-sequence')).toHaveText(/^\d{3,}$/);
    await expect(pass.getByTestId('pass-name')).toHaveText('NUNEZ/ANA MARIA');
    await expect(pass.getByTestId('pass-infant')).toHaveText(`${t.withInfant} NUNEZ/MATEO`);
    await expect(page.getByRole('button', { name: t.print })).toBeVisible();

    // The barcode is a real image from the server.
    const barcode = pass.getByTestId('pass-barcode');
    await expect(barcode).toHaveAttribute('src', /^\/api\/boarding-pass\.svg\?.*kind=qrcode/);
    await expect
      .poll(() => barcode.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    // The PDF link answers a PDF to this visitor (the browser's cookies).
    const link = pass.getByRole('link', { name: new RegExp(`^${t.pdf}`) });
    await expect(link).toHaveText(t.pdf);
    const href = await link.getAttribute('href');
    expect(href).toContain(`language=${lang}`);
    // Fetched by the page itself: Node cannot resolve `www.localhost`, Chromium can.
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        head: String.fromCharCode(...head),
      };
    }, href ?? '');
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

    // Back to the documents: saved, and shown masked.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkin/documents\\?order=`));
    await expect(page.getByTestId('saved-document-p1').getByTestId('document-number')).toHaveText(
      '•••••4567',
    );
    await expect(page.getByTestId('saved-document-p2').getByTestId('document-number')).toHaveText(
      '•••••8877',
    );
    expect(problems).toEqual([]);
  });
}

test('an unknown step is the 404 page; an unknown booking says so and links back to the form', async ({
  page,
  baseURL,
}) => {
  const missing = await page.goto(onHost(baseURL, 'www.localhost', '/en/checkin/payment'));
  expect(missing?.status()).toBe(404);

  await page.goto(onHost(baseURL, 'www.localhost', '/es/checkin/select?referenceCode=ZZZZZZ&lastName=Nadie'));
  const refused = page.getByTestId('checkin-refused');
  await expect(refused).toContainText('No encontramos');
  await refused.getByRole('link').click();
  await expect(page).toHaveURL(/\/es\/checkin$/);
  await expect(
    page.locator('section[data-route="checkin"]').getByRole('button', { name: 'Hacer check-in' }),
  ).toBeVisible();
});
