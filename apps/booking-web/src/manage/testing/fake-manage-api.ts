import { ApiError, type ApiClient, type ManageBookingResponse, type Order } from '@skybook/api-contract';
import { fakeOrderApi } from '@skybook/booking-funnel/testing';
import { bookedOrder, manageResponse } from './booked-order.ts';

export type ManageApi = Pick<
  ApiClient,
  | 'reservationLookup'
  | 'manageBooking'
  | 'requestOtp'
  | 'updateContact'
  | 'cancelQuote'
  | 'cancelBooking'
  | 'getOrder'
  | 'extrasCatalog'
  | 'seatMap'
  | 'orderExtras'
  | 'orderSeat'
  | 'pay'
>;

export interface FakeManageOptions {
  booking?: ManageBookingResponse;
  /** How the lookup answers whatever is typed. */
  lookup?: 'found' | 'not_found' | 'rate_limited';
  delayMs?: number;
}

/** The one-time code the fake mails; any other is `errors.otp_invalid`. */
export const FAKE_OTP = '123456';

const sum = (lines: Order['lines']) => lines.reduce((s, l) => s + l.amount, 0);
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const invalid = (fields: Record<string, string>) => new ApiError(400, { error: 'errors.validation', fields });

/**
 * The manage endpoints over one in-memory booking, for stories and component tests, with the
 * server's rules of decision 011: changes after booking become pending lines paid through `pay`
 * with `expectedTotal = amountDue`, codes guard the contact and the cancellation, the quote
 * refunds only taxes on a non-refundable fare.
 */
export function fakeManageApi(opts: FakeManageOptions = {}) {
  let booking = structuredClone(opts.booking ?? manageResponse(bookedOrder()));
  const inner = fakeOrderApi(booking.order);
  const calls: Array<{ name: string; input: unknown }> = [];
  const wait = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
  const paidExtras = () =>
    new Map(
      booking.order.lines
        .filter((l) => l.kind === 'extra' && !l.pending)
        .map((l) => [`${l.passenger}|${l.flight}`, l]),
    );
  const setOrder = (next: Order) => {
    const amountDue = sum(next.lines.filter((l) => l.pending));
    const order: Order = {
      ...next,
      total: { amount: sum(next.lines), currency: next.currency },
      amountDue: { amount: amountDue, currency: next.currency },
      changeExpiresAt: amountDue > 0 ? new Date(Date.now() + 30 * 60_000).toISOString() : null,
    };
    booking = { ...booking, order };
    inner.set(order);
    return structuredClone(order);
  };
  const event = (type: string, details: ManageBookingResponse['history'][number]['details']) => {
    booking = { ...booking, history: [...booking.history, { type, at: new Date().toISOString(), details }] };
  };
  const log = (name: string, input: unknown) => calls.push({ name, input });

  const api: ManageApi = {
    reservationLookup: async (input) => {
      log('reservationLookup', input);
      await wait();
      if (opts.lookup === 'rate_limited') throw new ApiError(429, { error: 'errors.rate_limited' });
      const order = booking.order;
      const known =
        opts.lookup !== 'not_found' &&
        input.referenceCode.trim().toUpperCase() === order.bookingReference &&
        order.passengers.some((p) => plain(p.lastName ?? '') === plain(input.lastName.trim()));
      if (!known) throw new ApiError(404, { error: 'reservation.not_found' });
      const open =
        booking.checkin.state !== 'open' || order.status === 'CANCELLED' || order.status === 'REFUNDED';
      return {
        kind: 'local',
        open,
        orderId: order.orderId,
        referenceCode: order.bookingReference ?? '',
        status: order.status,
        checkin: booking.checkin,
      };
    },
    manageBooking: async () => (await wait(), structuredClone(booking)),
    requestOtp: async (input) => {
      log('requestOtp', input);
      await wait();
      return {
        sentTo: booking.contact?.email ?? '',
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      };
    },
    updateContact: async (input) => {
      log('updateContact', input);
      await wait();
      const fields: Record<string, string> = {};
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.contact.email))
        fields['contact.email'] = 'errors.invalid_email';
      if (!/^\+\d{8,15}$/.test(input.contact.phone)) fields['contact.phone'] = 'errors.invalid_phone';
      if (input.otp !== FAKE_OTP) fields['otp'] = 'errors.otp_invalid';
      if (Object.keys(fields).length) throw invalid(fields);
      const [local = '', domain = ''] = input.contact.email.split('@');
      booking = {
        ...booking,
        contact: {
          email: `${local.slice(0, 1)}•••••@${domain}`,
          phone: `•••••${input.contact.phone.slice(-4)}`,
        },
      };
      event('contact_updated', {});
      return structuredClone(booking);
    },
    cancelQuote: async () => {
      await wait();
      const order = booking.order;
      const paidLines = order.lines.filter((l) => !l.pending);
      const journeys = order.journeys.map((j) => {
        const mine = paidLines.filter((l) =>
          l.kind === 'fare'
            ? l.flight === j.direction
            : order.flights.find((f) => f.flightRef === l.flight)?.direction === j.direction,
        );
        const refund = sum(mine.filter((l) => l.code === 'taxes'));
        return { direction: j.direction, family: j.family, refundable: false, paid: sum(mine), refund };
      });
      const paid = sum(paidLines);
      const refund = journeys.reduce((s, j) => s + j.refund, 0);
      return { currency: order.currency, paid, refund, kept: paid - refund, journeys };
    },
    cancelBooking: async (input) => {
      log('cancelBooking', input);
      await wait();
      if (!booking.cancellable) throw new ApiError(409, { error: 'errors.order_not_cancellable' });
      if (input.otp !== FAKE_OTP) throw invalid({ otp: 'errors.otp_invalid' });
      const quote = await api.cancelQuote({ orderId: input.orderId });
      const order = setOrder({
        ...booking.order,
        status: 'REFUNDED',
        seats: [],
        lines: booking.order.lines.filter((l) => !l.pending),
      });
      event('cancelled', { refund: quote.refund, kept: quote.kept, currency: quote.currency });
      event('refunded', { amount: quote.refund, currency: quote.currency });
      booking = { ...booking, cancellable: false, checkin: { ...booking.checkin, state: 'closed' } };
      return { order, refund: { amount: quote.refund, refunded: quote.refund, currency: quote.currency } };
    },
    getOrder: async () => (await wait(), structuredClone(booking.order)),
    // A paid and a pending line of one extra count together, as on the server.
    extrasCatalog: async (input) => {
      const catalog = await inner.extrasCatalog(input);
      const count = (ref: string, flight: string) =>
        booking.order.lines
          .filter((l) => l.kind === 'extra' && l.passenger === ref && l.flight === flight)
          .reduce((n, l) => n + l.quantity, 0);
      for (const group of catalog.groups)
        for (const service of group.services) {
          const flight = service.serviceId.split('@')[1] ?? '';
          for (const p of service.passengers) p.count = count(p.id, flight);
        }
      return catalog;
    },
    seatMap: (input) => inner.seatMap(input),
    orderExtras: async (input) => {
      log('orderExtras', input);
      await wait();
      const paid = paidExtras();
      const lines: Order['lines'] = booking.order.lines.filter((l) => l.kind !== 'extra');
      for (const item of input.items) {
        const before = paid.get(`${item.passengerRef}|${item.flightRef}`)?.quantity ?? 0;
        if (item.quantity < before) throw invalid({ items: 'errors.below_booked' });
        const line = {
          kind: 'extra' as const,
          code: 'bag-checked',
          passenger: item.passengerRef,
          flight: item.flightRef,
        };
        if (before) lines.push({ ...line, quantity: before, amount: before * 3_500 });
        if (item.quantity > before)
          lines.push({
            ...line,
            quantity: item.quantity - before,
            amount: (item.quantity - before) * 3_500,
            pending: true,
          });
      }
      for (const key of paid.keys())
        if (!input.items.some((i) => `${i.passengerRef}|${i.flightRef}` === key))
          throw invalid({ items: 'errors.below_booked' });
      return setOrder({ ...booking.order, lines });
    },
    orderSeat: async (input) => {
      log('orderSeat', input);
      await wait();
      const order = booking.order;
      const booked = order.seats.find(
        (s) => s.passengerRef === input.passengerRef && s.flightRef === input.flightRef,
      );
      if (booked && !booked.pending) throw new ApiError(409, { error: 'errors.seat_already_assigned' });
      if (input.seat === '1A')
        throw new ApiError(409, { error: 'errors.seat_taken', fields: { seat: 'errors.seat_taken' } });
      const paidSeat = input.seat.startsWith('1');
      const category = paidSeat ? 'SXL' : 'STC1';
      const same = (x: { passengerRef?: string; passenger?: string; flightRef?: string; flight?: string }) =>
        (x.passengerRef ?? x.passenger) === input.passengerRef &&
        (x.flightRef ?? x.flight) === input.flightRef;
      return setOrder({
        ...order,
        seats: [
          ...order.seats.filter((s) => !same(s)),
          {
            passengerRef: input.passengerRef,
            flightRef: input.flightRef,
            seat: input.seat,
            category,
            ...(paidSeat ? { pending: true } : {}),
          },
        ],
        lines: [
          ...order.lines.filter((l) => !(l.kind === 'seat' && same(l))),
          {
            kind: 'seat',
            code: category,
            passenger: input.passengerRef,
            flight: input.flightRef,
            quantity: 1,
            amount: paidSeat ? 6_000 : 0,
            ...(paidSeat ? { pending: true } : {}),
          },
        ],
      });
    },
    pay: async (input) => {
      log('pay', input);
      await wait();
      const due = booking.order.amountDue?.amount ?? 0;
      if (!due) throw new ApiError(409, { error: 'errors.order_not_payable' });
      if (input.expectedTotal !== due)
        throw new ApiError(409, {
          error: 'errors.price_changed',
          details: { total: { amount: due, currency: booking.order.currency } },
        });
      // The fake card field's token for the declined test card (decision 020: the API sees tokens only).
      if (input.cardToken === 'tok_fake_4000000000000002')
        throw new ApiError(402, { error: 'errors.card_declined' });
      const order = setOrder({
        ...booking.order,
        status: 'CHANGED',
        lines: booking.order.lines.map(({ pending: _p, ...l }) => l),
        seats: booking.order.seats.map(({ pending: _p, ...s }) => s),
      });
      event('changed', { round: 1, amount: due, currency: order.currency });
      return order;
    },
  };
  return { api, calls, current: () => structuredClone(booking) };
}
