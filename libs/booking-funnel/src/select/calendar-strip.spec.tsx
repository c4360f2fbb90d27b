import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarDay } from '../testing/fixtures.ts';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { CalendarStrip } from './calendar-strip.tsx';

const days = [
  calendarDay('2026-11-28', 45000),
  calendarDay('2026-11-29', null),
  calendarDay('2026-11-30', 41900),
  calendarDay('2026-12-01', 48900),
];

describe('CalendarStrip', () => {
  it('shows seven days around the searched one with their lowest fares', () => {
    renderWithI18n(
      <CalendarStrip
        label="Other departure days"
        selected="2026-12-01"
        days={days}
        min="2026-11-29"
        onSelect={vi.fn()}
        locale="en"
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(buttons[3]).toHaveAttribute('aria-current', 'date');
    expect(buttons[3]).toHaveTextContent('Tue, Dec 1from 489 €');
    expect(buttons[0]).toBeDisabled(); // 28 Nov is before the earliest day
    expect(buttons[1]).toHaveTextContent('No flights');
    expect(buttons[2]).toHaveTextContent('from 419 €');
  });

  it('searches another day on click or Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithI18n(
      <CalendarStrip
        label="Other departure days"
        selected="2026-12-01"
        days={days}
        min="2026-11-23"
        onSelect={onSelect}
        locale="en"
      />,
    );
    await user.click(screen.getByRole('button', { name: /Mon, Nov 30/ }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-30');
    screen.getByRole('button', { name: /Thu, Dec 3/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-03');
  });

  it('marks prices as loading while the calendar comes', () => {
    renderWithI18n(
      <CalendarStrip
        label="Other departure days"
        selected="2026-12-01"
        days={undefined}
        loading
        min="2026-11-23"
        onSelect={vi.fn()}
        locale="en"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Other departure days' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByLabelText('Loading price')).toHaveLength(7);
  });
});
