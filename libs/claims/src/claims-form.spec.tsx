import type { I18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { createI18n } from '@skybook/i18n';
import { AppContextFixture } from '@skybook/ssr';
import { ClaimsForm } from './claims-form.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

function setup(submitClaim: ApiClient['submitClaim']) {
  const user = userEvent.setup();
  const spy = vi.fn(submitClaim);
  render(
    <AppContextFixture api={{ submitClaim: spy }} i18n={en}>
      <ClaimsForm />
    </AppContextFixture>,
  );
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const fillValid = async () => {
    await user.type(field(/full name/i), 'Ana Pérez');
    await user.type(field(/email/i), 'ana@example.com');
    await user.type(field(/phone/i), '+34 600 123 456');
    await user.selectOptions(screen.getByRole('combobox', { name: /type/i }), 'complaint');
    await user.type(field(/description/i), 'The check-in desk opened an hour late.');
    await user.type(field(/booking reference/i), 'ab12cd');
  };
  return { user, spy, field, fillValid, button: screen.getByTestId('claims-submit') };
}

describe('ClaimsForm', () => {
  it('shows an error beside every invalid field without calling the API, focusing the first', async () => {
    const { user, spy, field, button } = setup(async () => ({
      receipt: 'R-2026-000001',
      createdAt: new Date().toISOString(),
    }));
    await user.type(field(/full name/i), 'Al');
    await user.type(field(/phone/i), '12');
    await user.type(field(/description/i), 'Too short');
    await user.type(field(/booking reference/i), 'ABC');
    await user.click(button);

    expect(spy).not.toHaveBeenCalled();
    expect(field(/full name/i)).toHaveAccessibleDescription(
      'Please enter your name (at least 3 characters).',
    );
    expect(field(/email/i)).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(field(/phone/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /type/i })).toHaveAccessibleDescription(
      'Please choose what kind of request this is.',
    );
    expect(field(/description/i)).toHaveAccessibleDescription(
      'At least 20 characters. Please describe what happened in at least 20 characters.',
    );
    expect(field(/booking reference/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/id or passport/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/full name/i)).toHaveFocus();

    await user.type(field(/full name/i), 'x');
    expect(field(/full name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/email/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the claim once and shows its receipt', async () => {
    let answer!: (value: { receipt: string; createdAt: string }) => void;
    const { user, spy, fillValid, button } = setup(() => new Promise((resolve) => (answer = resolve)));
    await fillValid();
    await user.click(button);
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toMatchObject({
      type: 'complaint',
      bookingReference: 'AB12CD',
      documentId: undefined,
      language: 'en',
    });
    expect(button).toHaveTextContent('Sending…');

    answer({ receipt: 'R-2026-000123', createdAt: new Date().toISOString() });
    expect(await screen.findByTestId('claim-receipt')).toHaveTextContent('R-2026-000123');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('We have also sent it to ana@example.com.');
  });

  it('shows server field errors beside their fields and the generic message for other failures', async () => {
    const failures = [
      new ApiError(400, { error: 'errors.validation', fields: { phone: 'errors.invalid_phone' } }),
      new ApiError(500, { error: 'errors.message' }),
    ];
    const { user, field, fillValid, button } = setup(async () => {
      throw failures.shift();
    });
    await fillValid();
    await user.click(button);
    await waitFor(() => expect(field(/phone/i)).toHaveAttribute('aria-invalid', 'true'));

    await user.type(field(/phone/i), '7');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again in a moment.',
    );
  });
});
