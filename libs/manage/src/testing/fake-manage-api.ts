import {
  ApiError,
  type ApiClient,
  type CancelBookingResponse,
  type ManageBookingResponse,
  type RefundQuote,
  type ReservationLookupResponse,
} from '@skybook/api-contract';
import { fakeOrderApi } from '@skybook/booking-order/testing';
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
  /** How `pay` answers whatever card is used: the story picks the outcome it shows. */
  payment?: 'paid' | 'declined';
  delayMs?: number;
}

/** The code a story's visitor types; the fixtures answer the same whatever is typed. */
export const FAKE_OTP = '123456';

/** What the server quotes for cancelling `bookedOrder()`: its non-refundable fares give back their taxes. */
const REFUND_QUOTE: RefundQuote = {
  currency: 'EUR',
  paid: 42_900,
  refund: 4_200,
  kept: 38_700,
  journeys: [
    { direction: 'outbound', family: 'classic', refundable: false, paid: 28_000, refund: 4_200 },
    { direction: 'inbound', family: 'classic', refundable: false, paid: 14_900, refund: 0 },
  ],
};

/**
 * Fixed answers of the manage endpoints for stories, which cannot run the server: the booking
 * given (or `bookedOrder()`), `REFUND_QUOTE`, and each change answered with the booking as it is.
 * No rule of the server lives here (component tests run the real one, `@skybook/edge-server/testing`);
 * `fixtures.spec.ts` holds every answer to the contract's response schemas.
 */
export function fakeManageApi(opts: FakeManageOptions = {}) {
  const booking = opts.booking ?? manageResponse(bookedOrder());
  const orders = fakeOrderApi(booking.order);
  const calls: Array<{ name: string; input: unknown }> = [];
  const answer = async <T>(name: string, input: unknown, value: T): Promise<T> => {
    calls.push({ name, input });
    await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
    return structuredClone(value);
  };
  const lookup: ReservationLookupResponse = {
    kind: 'local',
    open: true,
    orderId: booking.order.orderId,
    referenceCode: booking.order.bookingReference ?? '',
    status: booking.order.status,
    checkin: booking.checkin,
  };
  const cancelled: CancelBookingResponse = {
    order: { ...booking.order, status: 'REFUNDED', seats: [] },
    refund: { amount: REFUND_QUOTE.refund, refunded: REFUND_QUOTE.refund, currency: 'EUR' },
  };
  const api: ManageApi = {
    reservationLookup: async (input) => {
      await answer('reservationLookup', input, null);
      if (opts.lookup === 'rate_limited') throw new ApiError(429, { error: 'errors.rate_limited' });
      if (opts.lookup === 'not_found') throw new ApiError(404, { error: 'reservation.not_found' });
      return structuredClone(lookup);
    },
    manageBooking: (input) => answer('manageBooking', input, booking),
    requestOtp: (input) =>
      answer('requestOtp', input, {
        sentTo: booking.contact?.email ?? '',
        expiresAt: '2026-11-23T10:10:00Z',
      }),
    updateContact: (input) => answer('updateContact', input, booking),
    cancelQuote: (input) => answer('cancelQuote', input, REFUND_QUOTE),
    cancelBooking: (input) => answer('cancelBooking', input, cancelled),
    getOrder: (input) => answer('getOrder', input, booking.order),
    extrasCatalog: (input) => orders.extrasCatalog(input),
    seatMap: (input) => orders.seatMap(input),
    orderExtras: (input) => answer('orderExtras', input, booking.order),
    orderSeat: (input) => answer('orderSeat', input, booking.order),
    pay: (input) =>
      opts.payment === 'declined'
        ? answer('pay', input, null).then(() => {
            throw new ApiError(402, { error: 'errors.card_declined' });
          })
        : answer('pay', input, booking.order),
  };
  return { api, calls, current: () => structuredClone(booking) };
}
