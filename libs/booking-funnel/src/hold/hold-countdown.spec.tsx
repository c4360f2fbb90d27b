import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { HoldCountdown } from './hold-countdown.tsx';

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second and reports the expiry once', () => {
    const onExpire = vi.fn();
    renderWithI18n(<HoldCountdown expiresAt="2026-12-01T10:01:02Z" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:02');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
    expect(screen.getByText('1 minute left to complete your booking.')).toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
