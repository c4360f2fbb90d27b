import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AIRPORTS } from '../testing/fixtures.ts';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { SearchFormView } from './search-form.tsx';

const today = '2026-11-23';

describe('SearchFormView', () => {
  it('shows field errors instead of searching when the form is incomplete', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithI18n(
      <SearchFormView airports={AIRPORTS} locale="en" currency="EUR" onSearch={onSearch} today={today} />,
    );
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('button', { name: /^Return/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
  });

  it('refuses the same airport twice', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithI18n(
      <SearchFormView
        airports={AIRPORTS}
        locale="en"
        currency="EUR"
        onSearch={onSearch}
        today={today}
        initial={{ from: 'MAD', to: 'MAD', depart: '2026-12-01' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
      'Origin and destination must be different airports.',
    );
  });

  it('searches one way by keyboard', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithI18n(
      <SearchFormView airports={AIRPORTS} locale="en" currency="EUR" onSearch={onSearch} today={today} />,
    );
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'MAD{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'bogo{Enter}');
    await user.click(screen.getByRole('button', { name: /^Departure/ }));
    await user.keyboard('{PageDown}{Enter}');
    expect(screen.queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(onSearch).toHaveBeenCalledWith({
      from: 'MAD',
      to: 'BOG',
      depart: '2026-12-23',
      adults: 1,
      children: 0,
      infants: 0,
    });
  });
});
