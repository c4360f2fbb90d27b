import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { ArrivalDayShift } from './arrival-day-shift.tsx';

const ends = (
  departureUtc: string,
  departureTimeZone: string,
  arrivalUtc: string,
  arrivalTimeZone: string,
) => ({
  departureUtc,
  departureTimeZone,
  arrivalUtc,
  arrivalTimeZone,
});

describe('ArrivalDayShift', () => {
  it('shows +1 and says "arrives the next day" for an overnight flight', () => {
    render(
      withI18n(
        <p data-testid="time">
          10:00 AM
          <ArrivalDayShift
            flight={ends('2026-12-10T23:40:00Z', 'America/Cancun', '2026-12-11T09:00:00Z', 'Europe/Madrid')}
          />
        </p>,
      ),
    );
    const shift = screen.getByTestId('day-shift');
    expect(shift.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^\+1$/);
    expect(shift).toHaveAttribute('title', 'arrives the next day');
    expect(screen.getByTestId('time')).toHaveTextContent('10:00 AM +1 (arrives the next day)');
  });

  it('shows +2 two local days later', () => {
    render(
      withI18n(
        <ArrivalDayShift
          flight={ends('2026-12-02T09:30:00Z', 'Pacific/Honolulu', '2026-12-03T00:30:00Z', 'Asia/Tokyo')}
        />,
      ),
    );
    expect(screen.getByTestId('day-shift')).toHaveTextContent('+2 (arrives 2 days later)');
  });

  it('shows nothing when the flight lands the same local day', () => {
    const { container } = render(
      withI18n(
        <ArrivalDayShift
          flight={ends('2026-12-10T15:00:00Z', 'Europe/Madrid', '2026-12-11T00:30:00Z', 'America/New_York')}
        />,
      ),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says it in the visitor’s language', async () => {
    const overnight = ends('2026-12-10T23:40:00Z', 'America/Cancun', '2026-12-11T09:00:00Z', 'Europe/Madrid');
    const { unmount } = render(withI18n(<ArrivalDayShift flight={overnight} />, await createI18n('es')));
    expect(screen.getByTestId('day-shift')).toHaveTextContent('+1 (llega al día siguiente)');
    unmount();
    render(withI18n(<ArrivalDayShift flight={overnight} />, await createI18n('pt')));
    expect(screen.getByTestId('day-shift')).toHaveTextContent('+1 (chega no dia seguinte)');
  });
});
