import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMails } from './support/outbox.ts';

const CASES = [
  {
    lang: 'en',
    heading: 'Claims and requests',
    labels: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone',
      type: 'Type',
      description: 'Description',
      reference: 'Booking reference',
    },
    type: 'Complaint',
    subject: (receipt: string) => `We received your request ${receipt}`,
    nameError: 'Please enter your name (at least 3 characters).',
  },
  {
    lang: 'es',
    heading: 'Reclamaciones y solicitudes',
    labels: {
      name: 'Nombre y apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      type: 'Tipo',
      description: 'Descripción',
      reference: 'Código de reserva',
    },
    type: 'Reclamación',
    subject: (receipt: string) => `Recibimos tu solicitud ${receipt}`,
    nameError: 'Ingresa tu nombre (al menos 3 caracteres).',
  },
];

for (const c of CASES) {
  test(`a claim filed in ${c.lang} gets a receipt number, on the page and by email`, async ({ page }) => {
    const email = uniqueEmail(`claim-${c.lang}`);
    await page.goto(`/${c.lang}/solicitudes/reclamaciones`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    const form = page
      .locator('form[data-hydrated="true"]')
      .filter({ has: page.getByTestId('claims-submit') });
    await expect(form).toBeVisible();

    const field = (label: string) => form.getByLabel(label, { exact: false }).first();
    await field(c.labels.name).fill('Al');
    await form.getByTestId('claims-submit').click();
    await expect(form.getByText(c.nameError)).toBeVisible();

    await field(c.labels.name).fill('Ana Pérez');
    await field(c.labels.email).fill(email);
    await field(c.labels.phone).fill('+34 600 123 456');
    await form.getByRole('combobox', { name: c.labels.type }).selectOption({ label: c.type });
    await field(c.labels.reference).fill('ab12cd');
    await form
      .getByRole('textbox', { name: c.labels.description })
      .fill('The check-in desk in Madrid opened an hour late.');
    await form.getByTestId('claims-submit').click();

    const receipt = page.getByTestId('claim-receipt');
    await expect(receipt).toHaveText(/^R-\d{4}-\d{6}$/);
    const number = (await receipt.textContent())!;
    const [mail] = await waitForMails(email);
    expect(mail!.subject).toBe(c.subject(number));
  });
}
