import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Hold } from '@skybook/api-contract';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { HoldStatusView } from './hold-status-view.tsx';

const hold = (over: Partial<Hold> = {}): Hold => ({
  holdId: '7d9f4a4e-8a57-4c1e-9d5b-1f2a3b4c5d6e',
  status: 'active',
  expiresAt: '2026-12-01T10:15:00Z',
  total: { amount: 129560, currency: 'EUR' },
  passengers: { adults: 1, children: 0, infants: 0 },
  journeys: [],
  ...over,
});

describe('HoldStatusView', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the countdown and total of an active hold, then the expiry with a new search', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:14:58Z'));
    renderWithI18n(<HoldStatusView holdId="x" hold={hold()} failed={false} locale="en" />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');
    expect(screen.getByText('Total: 1,295.60 €')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your seats are no longer held.');
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/en');
  });

  it('tells the visitor when the server says the hold expired, or it cannot be found', () => {
    const { unmount } = renderWithI18n(<HoldStatusView holdId="x" hold={hold({ status: 'expired' })} failed={false} locale="en" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your seats are no longer held.');
    unmount();
    renderWithI18n(<HoldStatusView holdId={undefined} hold={undefined} failed={false} locale="en" />);
    expect(screen.getByRole('link', { name: 'Start a new search' })).toBeInTheDocument();
  });

  it('shows a loading state while it checks', () => {
    renderWithI18n(<HoldStatusView holdId="x" hold={undefined} failed={false} locale="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your held seats…');
  });
});
