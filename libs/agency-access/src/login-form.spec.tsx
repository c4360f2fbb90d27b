import type { I18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { createI18n } from '@skybook/i18n';
import { AppContextFixture } from '@skybook/ssr';
import { LoginForm } from './login-form.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

function setup(login: ApiClient['login'], onSignedIn = vi.fn()) {
  const user = userEvent.setup();
  const spy = vi.fn(login);
  render(
    <AppContextFixture api={{ login: spy, getSession: async () => null }} i18n={en}>
      <LoginForm
        signupUrl="https://agencies.example/register"
        uid="anonymousUid00000001"
        onSignedIn={onSignedIn}
      />
    </AppContextFixture>,
  );
  return {
    user,
    spy,
    onSignedIn,
    username: screen.getByRole('textbox', { name: /username/i }),
    password: screen.getByLabelText(/password/i),
    button: screen.getByTestId('agency-login-submit'),
  };
}

describe('LoginForm', () => {
  it('asks for the username first (trimmed), then the password, without calling the API', async () => {
    const { user, spy, username, password, button } = setup(async () => ({ uid: 'x' }));
    await user.type(username, '   ');
    await user.click(button);
    expect(username).toHaveAccessibleDescription('Please enter your username.');
    expect(username).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.type(username, 'admin@andes.example');
    await user.click(button);
    expect(password).toHaveAccessibleDescription('Please enter your password.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends username, password and uid and reports the signed-in uid', async () => {
    const { user, spy, onSignedIn, username, password, button } = setup(async () => ({
      uid: 'andesAdmin0000000001',
    }));
    await user.type(username, ' admin@andes.example ');
    await user.type(password, 'secret-pass');
    await user.click(button);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('andesAdmin0000000001'));
    expect(spy).toHaveBeenCalledWith({
      username: 'admin@andes.example',
      password: 'secret-pass',
      uid: 'anonymousUid00000001',
    });
  });

  it('shows agency.invalidCredentials on 401 and agency.serverError otherwise', async () => {
    const answers = [
      new ApiError(401, { error: 'agency.invalidCredentials' }),
      new ApiError(502, { error: 'errors.message' }),
    ];
    const { user, username, password, button } = setup(async () => {
      throw answers.shift();
    });
    await user.type(username, 'admin');
    await user.type(password, 'wrong');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is not correct.');
    await user.click(button);
    expect(
      await screen.findByText('We could not sign you in right now. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('blocks repeat submits while submitting', async () => {
    let finish!: (value: { uid: string }) => void;
    const { user, spy, username, password, button } = setup(
      () => new Promise((resolve) => (finish = resolve)),
    );
    await user.type(username, 'admin');
    await user.type(password, 'secret');
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Signing in…');
    finish({ uid: 'x' });
  });

  it('links to the external agency registration page', () => {
    setup(async () => ({ uid: 'x' }));
    expect(screen.getByRole('link', { name: 'Sign up as an agency' })).toHaveAttribute(
      'href',
      'https://agencies.example/register',
    );
  });
});
