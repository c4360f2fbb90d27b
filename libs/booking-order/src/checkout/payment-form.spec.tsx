import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { FakeCardField } from '../testing/fake-card-field.tsx';
import { CardFieldContext, type CardFieldProps } from './card-field.ts';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

function setup(props: Partial<PaymentFormProps> = {}, field: ComponentType<CardFieldProps> = FakeCardField) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const view = render(
    withI18n(
      <CardFieldContext.Provider value={field}>
        <PaymentForm amount={48900} currency="EUR" locale="en" onSubmit={onSubmit} {...props} />
      </CardFieldContext.Provider>,
      en,
    ),
  );
  const button = screen.getByTestId('payment-submit');
  return { user, onSubmit, button, view };
}
const cardBox = () => screen.getByRole('textbox', { name: /card number/i });

describe('PaymentForm', () => {
  it('asks the card field for a token and submits the token alone', async () => {
    const { user, onSubmit, button } = setup();
    expect(button).toHaveTextContent('Pay 489.00 €');
    await user.type(cardBox(), '4111111111111111');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith({
      cardToken: 'tok_fake_4111111111111111',
      brand: 'visa',
      last4: '1111',
    });
  });

  it('leaves a card to correct to the field, which focuses it, and submits nothing', async () => {
    const { user, onSubmit, button } = setup();
    await user.type(cardBox(), '4111');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(cardBox()).toHaveFocus();
    expect(cardBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the gateway’s field cannot give a token', async () => {
    const Broken = ({ handle }: CardFieldProps) => {
      handle.current = { tokenize: async () => ({ ok: false, reason: 'failed' }) };
      return null;
    };
    const { user, onSubmit, button } = setup({}, Broken);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The card form could not be loaded.');
  });

  it('pays by keyboard: Enter in the card field submits, like a field of the form', async () => {
    const { user, onSubmit } = setup();
    await user.tab();
    expect(cardBox()).toHaveFocus();
    await user.keyboard('4242424242424242{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ last4: '4242' }));
    await user.tab();
    expect(screen.getByTestId('payment-submit')).toHaveFocus();
  });

  it('sends an unanswered attempt’s card again without asking for it', async () => {
    const retryCard = { cardToken: 'tok_fake_4242424242424242', brand: 'visa', last4: '4242' };
    const { user, onSubmit, button } = setup({ retryCard });
    expect(screen.getByTestId('retry-card')).toHaveTextContent('Paying with Visa ending in 4242');
    expect(screen.queryByRole('textbox', { name: /card number/i })).toBeNull();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith(retryCard);
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
    await user.type(cardBox(), '4242424242424242');
    await user.click(button);
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('frames the gateway’s own card field, titled, from the gateway’s origin with this page as parent', () => {
    render(
      withI18n(
        <PaymentForm
          amount={100}
          currency="EUR"
          locale="es"
          cardFieldUrl="http://localhost:5391/card-field"
          onSubmit={vi.fn()}
        />,
        en,
      ),
    );
    const frame = screen.getByTitle('Card details');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe('http://localhost:5391');
    expect(src.searchParams.get('parent')).toBe(window.location.origin);
    expect(src.searchParams.get('lang')).toBe('es');
  });
});
