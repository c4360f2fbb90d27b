import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { parseSelectSearch } from '../search/select-search.ts';
import { SelectPage } from './select-page.tsx';

describe('SelectPage with a search it cannot run', () => {
  it('explains a same-airport search instead of crashing', () => {
    renderWithI18n(
      <SelectPage
        search={parseSelectSearch({ from: 'MAD', to: 'MAD', depart: '2099-01-10' })}
        onSearchChange={vi.fn()}
        onHeld={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose your flights');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We can’t search for these flights');
    expect(alert).toHaveTextContent('To: Origin and destination must be different airports.');
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/en');
  });

  it('lists every problem of garbage params', () => {
    renderWithI18n(
      <SelectPage
        search={parseSelectSearch({ from: '12', to: 'x', depart: 'soon', adults: 'many', infants: 4 })}
        onSearchChange={vi.fn()}
        onHeld={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('From: Choose an airport from the list.');
    expect(alert).toHaveTextContent('Departure: Choose a valid date.');
    expect(alert).toHaveTextContent('Passengers: Each infant travels on an adult’s lap');
  });

  it('invites a search when the URL has none', () => {
    renderWithI18n(<SelectPage search={{}} onSearchChange={vi.fn()} onHeld={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Start with a flight search');
  });
});
