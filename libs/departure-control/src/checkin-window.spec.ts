import { describe, expect, it } from 'vitest';
import { checkinWindow, isOpenReservation, reservationWindow, type WindowFlight } from './checkin-window.ts';

const H = 3_600_000;
const departure = '2026-03-29T10:00:00.000Z';
const at = (msBeforeDeparture: number) => new Date(Date.parse(departure) - msBeforeDeparture);

describe('checkinWindow', () => {
  it('opens 48 h and closes 60 min before departure, boundaries included on the open side', () => {
    expect(checkinWindow(departure, at(48 * H + 1)).state).toBe('not_open');
    expect(checkinWindow(departure, at(48 * H)).state).toBe('open');
    expect(checkinWindow(departure, at(61 * 60_000)).state).toBe('open');
    expect(checkinWindow(departure, at(60 * 60_000 + 1)).state).toBe('open');
    expect(checkinWindow(departure, at(60 * 60_000)).state).toBe('closed');
    expect(checkinWindow(departure, at(-H)).state).toBe('closed');
  });

  it('reports the instants in UTC, whatever the clock change at the airport', () => {
    // Madrid moves to summer time on 2026-03-29 at 01:00 UTC: the window is 48 real hours anyway.
    expect(checkinWindow(departure, at(0))).toMatchObject({
      opensAt: '2026-03-27T10:00:00.000Z',
      closesAt: '2026-03-29T09:00:00.000Z',
    });
  });
});

describe('reservationWindow and isOpenReservation', () => {
  const flights: WindowFlight[] = [
    { flightRef: '1', direction: 'outbound', departureUtc: '2026-05-01T10:00:00.000Z' },
    { flightRef: '2', direction: 'outbound', departureUtc: '2026-05-01T16:00:00.000Z' },
    { flightRef: '3', direction: 'inbound', departureUtc: '2026-05-10T18:00:00.000Z' },
  ];
  const now = (iso: string) => new Date(iso);

  it('is open for manage a week ahead, and goes to check-in inside the window', () => {
    expect(isOpenReservation(flights, now('2026-04-24T10:00:00Z'))).toBe(true);
    expect(reservationWindow(flights, now('2026-04-24T10:00:00Z'))).toMatchObject({
      state: 'not_open',
      opensAt: '2026-04-29T10:00:00.000Z',
    });
    expect(isOpenReservation(flights, now('2026-04-30T10:00:00Z'))).toBe(false);
  });

  it('checks a connection in through, on the window of its first flight', () => {
    expect(reservationWindow(flights, now('2026-04-30T10:00:00Z'))).toMatchObject({
      state: 'open',
      flightRefs: ['1', '2'],
    });
  });

  it('moves on to the next flight once one has departed', () => {
    // Between the two legs: the second leg's own window is open.
    expect(reservationWindow(flights, now('2026-05-01T12:00:00Z'))).toMatchObject({
      state: 'open',
      flightRefs: ['2'],
    });
    // After the outbound: manage again until the return's window opens.
    expect(reservationWindow(flights, now('2026-05-05T12:00:00Z'))).toMatchObject({
      state: 'not_open',
      flightRefs: ['3'],
    });
    expect(isOpenReservation(flights, now('2026-05-05T12:00:00Z'))).toBe(true);
  });

  it('is closed (so open for manage) within the last hour and once everything has flown', () => {
    expect(reservationWindow(flights, now('2026-05-10T17:30:00Z')).state).toBe('closed');
    expect(reservationWindow(flights, now('2026-05-11T00:00:00Z'))).toMatchObject({
      state: 'closed',
      flightRefs: [],
    });
    expect(isOpenReservation(flights, now('2026-05-11T00:00:00Z'))).toBe(true);
  });
});
