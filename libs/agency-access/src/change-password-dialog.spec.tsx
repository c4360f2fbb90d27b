import type { I18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { createI18n } from '@skybook/i18n';
import { AppContextFixture } from '@skybook/ssr';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

function setup(changePassword: ApiClient['changePassword']) {
  const user = userEvent.setup();
  const spy = vi.fn(changePassword);
  const onChanged = vi.fn();
  const onClose = vi.fn();
  render(
    <AppContextFixture api={{ changePassword: spy }} i18n={en}>
      <ChangePasswordDialog open onClose={onClose} onChanged={onChanged} />
    </AppContextFixture>,
  );
  const current = screen.getByLabelText(/current password/i);
  const next = screen.getByLabelText(/^new password/i);
  const repeat = screen.getByLabelText(/repeat the new password/i);
  const fill = async (a: string, b: string, c: string) => {
    for (const [input, value] of [
      [current, a],
      [next, b],
      [repeat, c],
    ] as const) {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
  };
  return { user, spy, onChanged, onClose, current, next, repeat, fill };
}

describe('ChangePasswordDialog', () => {
  it('marks current, new and repeat required', async () => {
    const { spy, current, next, repeat, fill } = setup(async () => ({ ok: true }));
    for (const input of [current, next, repeat]) expect(input).toBeRequired();
    await fill('', '', '');
    for (const input of [current, next, repeat])
      expect(input).toHaveAccessibleDescription('This field is required.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('wants at least 10 characters and not a common password', async () => {
    const { next, fill } = setup(async () => ({ ok: true }));
    await fill('old-password-1', 'short1', 'short1');
    expect(next).toHaveAccessibleDescription('The new password needs at least 10 characters.');
    await fill('old-password-1', 'Password123', 'Password123');
    expect(next).toHaveAccessibleDescription('This password is too common. Please choose another.');
  });

  it('wants the new one to differ from the current one and to match the repeat', async () => {
    const { next, repeat, fill, spy } = setup(async () => ({ ok: true }));
    await fill('same-password-1', 'same-password-1', 'same-password-1');
    expect(next).toHaveAccessibleDescription('The new password must differ from the current one.');
    await fill('old-password-1', 'new-password-22', 'new-password-23');
    expect(repeat).toHaveAccessibleDescription('The passwords do not match.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends a valid change and shows the server saying the current password is wrong', async () => {
    const answers: Array<() => Promise<{ ok: true }>> = [
      async () => {
        throw new ApiError(400, {
          error: 'errors.validation',
          fields: { current: 'errors.password_incorrect' },
        });
      },
      async () => ({ ok: true }),
    ];
    const { fill, current, spy, onChanged } = setup(() => answers.shift()!());
    await fill('old-password-1', 'new-password-22', 'new-password-22');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct.'));
    await fill('old-password-2', 'new-password-22', 'new-password-22');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(spy).toHaveBeenLastCalledWith({
      current: 'old-password-2',
      next: 'new-password-22',
      repeat: 'new-password-22',
    });
  });

  it('cancels without sending', async () => {
    const { user, onClose, spy } = setup(async () => ({ ok: true }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
  });
});
