import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

const NOW = new Date('2026-11-23T08:00:00Z');

function setup(props: Partial<PaymentFormProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const view = render(
    withI18n(
      <PaymentForm amount={48900} currency="EUR" locale="en" now={NOW} onSubmit={onSubmit} {...props} />,
      en,
    ),
  );
  const number = screen.getByRole('textbox', { name: /card number/i });
  const expiry = screen.getByRole('textbox', { name: /expiry/i });
  const cvc = screen.getByLabelText(/security code/i);
  const name = screen.getByRole('textbox', { name: /name on the card/i });
  const button = screen.getByTestId('payment-submit');
  return { user, onSubmit, number, expiry, cvc, name, button, view };
}

describe('PaymentForm', () => {
  it('groups the number as typed, names the scheme and submits the card details', async () => {
    const { user, onSubmit, number, expiry, cvc, name, button } = setup();
    expect(button).toHaveTextContent('Pay 489.00 €');
    await user.type(number, '4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    await user.type(expiry, '1228');
    expect(expiry).toHaveValue('12/28');
    await user.type(cvc, '123');
    await user.type(name, ' Ana Pérez ');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4111111111111111',
      expiryMonth: 12,
      expiryYear: 2028,
      cvc: '123',
      name: 'Ana Pérez',
      brand: 'visa',
    });
  });

  it('shows field errors for a number failing Luhn, a past expiry, a short CVC and no name', async () => {
    const { user, onSubmit, number, expiry, cvc, name, button } = setup();
    await user.type(number, '4111111111111112');
    await user.type(expiry, '1026');
    await user.type(cvc, '12');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(number).toHaveAccessibleDescription('Visa Please check the card number.');
    expect(expiry).toHaveAccessibleDescription('This card has expired.');
    expect(cvc).toHaveAccessibleDescription('Please enter the 3 or 4 digit security code.');
    expect(name).toHaveAccessibleDescription('Please enter the name on the card.');
    expect(number).toHaveFocus();
  });

  it('asks Amex for a 4-digit CVC and groups it 4-6-5', async () => {
    const { user, onSubmit, number, expiry, cvc, name, button } = setup();
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('American Express');
    await user.type(expiry, '1126');
    await user.type(cvc, '123');
    await user.type(name, 'Ana');
    await user.click(button);
    expect(cvc).toHaveAccessibleDescription('Please enter the 3 or 4 digit security code.');
    await user.type(cvc, '4');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ brand: 'amex', cvc: '1234', expiryMonth: 11 }),
    );
  });

  it('rejects a month that does not exist', async () => {
    const { user, expiry, button } = setup();
    await user.type(expiry, '1327');
    await user.click(button);
    expect(expiry).toHaveAccessibleDescription('Please enter the expiry date as MM/YY.');
  });

  it('shows the declined message it is given', () => {
    setup({ error: 'errors.card_declined' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The card was declined. Please use another card or contact your bank.',
    );
  });

  it('ignores repeat submits while submitting', async () => {
    const { user, onSubmit, button } = setup({ submitting: true });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Paying…');
    await user.click(button);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('never puts the card number in the page beyond its own box', async () => {
    const { user, number, view } = setup();
    await user.type(number, '4111111111111111');
    const html = view.container.innerHTML.replace(/value="[^"]*"/g, '');
    expect(html).not.toContain('4111');
  });
});
