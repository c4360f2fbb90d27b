import { describe, expect, it } from 'vitest';
import { committedEvents, type OrderEventRow } from './committed-history.ts';

const TTL = 30 * 60_000;
const MIN = 60_000;
let clock = 0;
const at = (minutes: number) => (clock = minutes * MIN);
const ev = (type: string, data: Record<string, unknown> = {}, atMs = clock): OrderEventRow => ({
  type,
  atMs,
  data,
});
const seat = (type: string, passengerRef: string, seatNo: string, price = 0, flightRef = '101') =>
  ev(type, { passengerRef, flightRef, seat: seatNo, price });
const summary = (events: OrderEventRow[]) =>
  committedEvents(events, TTL).map((e) =>
    typeof e.data['seat'] === 'string' ? `${e.type}:${e.data['seat']}` : e.type,
  );

describe('committedEvents: the draft', () => {
  it('keeps the last seat per passenger and flight and the last extras, then the confirmation', () => {
    at(0);
    expect(
      summary([
        ev('created'),
        seat('seat_held', 'p1', '12A'),
        seat('seat_held', 'p1', '12B'),
        seat('seat_held', 'p2', '14C'),
        ev('extras_set', { lines: [{ code: 'bag-checked' }] }),
        seat('seat_held', 'p1', '12C'),
        seat('seat_held', 'p2', '14D'),
        seat('seat_held', 'p1', '3A', 0, '202'),
        ev('extras_set', { lines: [{ code: 'priority' }] }),
        ev('passengers_set'),
        ev('payment_declined'),
        ev('confirmed', { amount: 50_000, currency: 'EUR' }),
      ]),
    ).toEqual(['seat_held:12C', 'seat_held:14D', 'seat_held:3A', 'extras_set', 'confirmed']);
  });

  it('drops extras that were chosen and then removed', () => {
    at(0);
    expect(
      summary([
        ev('extras_set', { lines: [{ code: 'bag-checked' }] }),
        ev('extras_set', { lines: [] }),
        ev('confirmed'),
      ]),
    ).toEqual(['confirmed']);
  });

  it('shows nothing of a draft that was never booked', () => {
    at(0);
    expect(summary([ev('created'), seat('seat_held', 'p1', '12A'), ev('payment_orphaned')])).toEqual([]);
  });
});

describe('committedEvents: changes after booking', () => {
  const booked = () => (at(0), [ev('created'), ev('confirmed')]);

  it('shows a free seat at once, and a paid change as its last selection when paid', () => {
    const events = booked();
    at(10);
    events.push(seat('change_seat', 'p1', '7A'));
    events.push(ev('change_extras', { lines: [{ code: 'bag-checked' }] }));
    events.push(seat('change_seat', 'p2', '1A', 6_000));
    events.push(seat('change_seat', 'p2', '1C', 6_000));
    events.push(ev('change_extras', { lines: [{ code: 'bag-checked', quantity: 2 }] }));
    events.push(ev('payment_declined'));
    at(20);
    events.push(ev('changed', { round: 1, amount: 13_000, currency: 'EUR' }));
    expect(summary(events)).toEqual([
      'confirmed',
      'change_seat:7A',
      'change_seat:1C',
      'change_extras',
      'changed',
    ]);
  });

  it('never shows a change that lapsed unpaid, recorded as change_lapsed', () => {
    const events = booked();
    at(10);
    events.push(seat('change_seat', 'p2', '1A', 6_000));
    at(15);
    events.push(ev('change_lapsed', { lines: 1 }));
    events.push(ev('change_extras', { lines: [{ code: 'bag-checked' }] }));
    events.push(ev('changed', { round: 1, amount: 3_500 }));
    expect(summary(events)).toEqual(['confirmed', 'change_extras', 'changed']);
  });

  it('never shows a change that lapsed by time (history written before change_lapsed)', () => {
    const events = booked();
    at(10);
    events.push(seat('change_seat', 'p2', '1A', 6_000));
    at(10 + 30);
    events.push(ev('change_extras', { lines: [{ code: 'bag-checked' }] }));
    at(45);
    events.push(ev('changed', { round: 1, amount: 3_500 }));
    expect(summary(events)).toEqual(['confirmed', 'change_extras', 'changed']);
  });

  it('keeps a change whose edits each came within the time to pay', () => {
    const events = booked();
    at(10);
    events.push(seat('change_seat', 'p2', '1A', 6_000));
    at(39);
    events.push(ev('change_extras', { lines: [{ code: 'bag-checked' }] }));
    at(60);
    events.push(ev('changed', { round: 1, amount: 9_500 }));
    expect(summary(events)).toEqual(['confirmed', 'change_seat:1A', 'change_extras', 'changed']);
  });

  it('shows nothing of a change still open or dropped by a cancellation, and keeps money and other facts', () => {
    const events = booked();
    at(10);
    events.push(ev('contact_updated'));
    events.push(seat('change_seat', 'p2', '1A', 6_000));
    events.push(ev('payment_refunded', { amount: 6_000 }));
    events.push(ev('cancelled', { refund: 4_200, currency: 'EUR' }));
    events.push(ev('refunded', { amount: 4_200, currency: 'EUR' }));
    expect(summary(events)).toEqual([
      'confirmed',
      'contact_updated',
      'payment_refunded',
      'cancelled',
      'refunded',
    ]);
  });

  it('shows the seat check-in assigns in place of an unpaid one', () => {
    const events = booked();
    at(10);
    events.push(seat('change_seat', 'p2', '1A', 6_000));
    events.push(ev('documents_saved'));
    events.push(seat('seat_assigned', 'p2', '22F'));
    events.push(ev('checked_in'));
    events.push(ev('change_extras', { lines: [{ code: 'priority' }] }));
    events.push(ev('changed', { round: 1, amount: 1_000 }));
    expect(summary(events)).toEqual([
      'confirmed',
      'documents_saved',
      'seat_assigned:22F',
      'checked_in',
      'change_extras',
      'changed',
    ]);
  });
});
