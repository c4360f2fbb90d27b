import type { I18n } from '@lingui/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { createI18n } from '@skybook/i18n';
import { AppContextFixture } from '@skybook/ssr';
import { NewsletterForm } from './newsletter-form.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

function setup(subscribeNewsletter: ApiClient['subscribeNewsletter']) {
  const user = userEvent.setup();
  const spy = vi.fn(subscribeNewsletter);
  render(
    <AppContextFixture api={{ subscribeNewsletter: spy }} i18n={en}>
      <NewsletterForm />
    </AppContextFixture>,
  );
  const name = screen.getByRole('textbox', { name: /name/i });
  const email = screen.getByRole('textbox', { name: /email/i });
  const button = screen.getByTestId('newsletter-submit');
  return { user, spy, name, email, button };
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('NewsletterForm', () => {
  it('marks both fields required with an asterisk and labels them', () => {
    const { name, email } = setup(async () => ({ status: 'confirmation_sent' }));
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(screen.getAllByText('*')).toHaveLength(2);
  });

  it('shows invalid name and invalid email without calling the API, announced and linked to the fields', async () => {
    const { user, spy, name, email, button } = setup(async () => ({ status: 'confirmation_sent' }));
    await user.type(name, ' Al ');
    await user.type(email, 'ana@mail');
    await user.click(button);

    expect(spy).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name (at least 3 characters).');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(name).toHaveFocus();
  });

  it('clears the errors as soon as the visitor types in either field', async () => {
    const { user, name, email, button } = setup(async () => ({ status: 'confirmation_sent' }));
    await user.click(button);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await user.type(email, 'a');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends once while submitting, then shows the submitted state and the confirmation dialog', async () => {
    const reply = deferred<{ status: 'confirmation_sent' }>();
    const { user, spy, name, email, button } = setup(() => reply.promise);
    await user.type(name, 'Ana Pérez');
    await user.type(email, 'ana@example.com');
    await user.click(button);

    expect(button).toHaveTextContent('Subscribing…');
    expect(within(button).getByTestId('spinner')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ name: 'Ana Pérez', email: 'ana@example.com', language: 'en' });

    reply.resolve({ status: 'confirmation_sent' });
    const dialog = await screen.findByRole('dialog', { name: 'Please check your inbox' });
    expect(dialog).toHaveTextContent('We have sent a link to ana@example.com.');
    expect(button).toHaveTextContent('Check your inbox');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('leaves the submitted state when the visitor types again', async () => {
    const { user, spy, name, email, button } = setup(async () => ({ status: 'confirmation_sent' }));
    await user.type(name, 'Ana');
    await user.type(email, 'ana@example.com');
    await user.click(button);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.type(name, 'x');
    expect(button).toHaveTextContent('Subscribe');
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
  });

  it('tells a returning subscriber they are already on the list', async () => {
    const { user, name, email, button } = setup(async () => ({ status: 'already_subscribed' }));
    await user.type(name, 'Ana');
    await user.type(email, 'ana@example.com');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'You are already subscribed' })).toBeInTheDocument();
  });

  it('shows a server field error beside its field', async () => {
    const { user, name, email, button } = setup(async () => {
      throw new ApiError(400, { error: 'errors.validation', fields: { email: 'errors.invalid_email' } });
    });
    await user.type(name, 'Ana');
    await user.type(email, 'ana@example.com');
    await user.click(button);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(button).toHaveTextContent('Subscribe');
  });

  it.each([
    ['a 500', new ApiError(500, { error: 'errors.message' })],
    ['a key outside errors.*', new ApiError(503, { error: 'upstream_timeout' })],
    [
      'an unknown errors.* key',
      new ApiError(400, { error: 'errors.validation', fields: { language: 'errors.invalid_language_2' } }),
    ],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('shows the generic message for %s', async (_case, failure) => {
    const { user, name, email, button } = setup(async () => {
      throw failure;
    });
    await user.type(name, 'Ana');
    await user.type(email, 'ana@example.com');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again in a moment.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
