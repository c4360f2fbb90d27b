import * as v from 'valibot';
import { LanguageCode } from './fields.ts';
import { PassengersRequest } from './passengers.ts';
import { HeldJourney, Money } from './search.ts';

const required = 'errors.required';
const Uuid = v.pipe(v.string(required), v.uuid('errors.invalid'));
const Ref = v.pipe(v.string(required), v.minLength(1, required), v.maxLength(40, 'errors.invalid'));

export const ORDER_STATUSES = ['HELD', 'CONFIRMED', 'CHANGED', 'CANCELLED', 'REFUNDED'] as const;

/** One price line of an order, in the order's currency (integer minor units). */
export const OrderLine = v.object({
  kind: v.picklist(['fare', 'extra', 'seat']),
  code: v.string(),
  /** Passenger type for fare lines, passenger ref for extras and seats. */
  passenger: v.string(),
  /** Journey direction for fare lines, flight ref for extras and seats. */
  flight: v.string(),
  quantity: v.number(),
  amount: v.pipe(v.number(), v.integer()),
  /** Added to a confirmed order and not paid yet: part of `amountDue`. */
  pending: v.optional(v.boolean()),
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

/**
 * One group of the price summary (decision 120): a passenger type's fares, taxes and fees, or
 * all the extras, or all the seats. `amount` is the server's sum of the group's `lines` (indexes
 * into the order's `lines`, in their order), so the page never adds money up.
 */
export const PriceGroup = v.object({
  kind: v.picklist(['passengers', 'extras', 'seats']),
  /** For `passengers`: whose fares. */
  passengerType: v.optional(v.picklist(['adult', 'child', 'infant'])),
  /** Passengers of that type, or extra items (their quantities), or seats. */
  count: v.pipe(v.number(), v.integer()),
  amount: v.pipe(v.number(), v.integer()),
  lines: v.array(v.pipe(v.number(), v.integer())),
});
export type PriceGroup = v.InferOutput<typeof PriceGroup>;

export const OrderFlight = v.object({
  flightRef: v.string(),
  direction: v.picklist(['outbound', 'inbound']),
  flightNumber: v.string(),
  origin: v.string(),
  destination: v.string(),
  departureUtc: v.string(),
  departureTimeZone: v.string(),
  arrivalUtc: v.string(),
  arrivalTimeZone: v.string(),
});
export type OrderFlight = v.InferOutput<typeof OrderFlight>;

export const OrderPassenger = v.object({
  ref: v.string(),
  type: v.picklist(['adult', 'child', 'infant']),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  ticketFirstName: v.nullable(v.string()),
  ticketLastName: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  adultRef: v.nullable(v.string()),
});

export const OrderSeat = v.object({
  passengerRef: v.string(),
  flightRef: v.string(),
  seat: v.string(),
  category: v.string(),
  /** A paid seat added after booking: held until the change is paid or lapses. */
  pending: v.optional(v.boolean()),
});

/** A draft or confirmed booking. `total` is always the sum of `lines`. */
export const Order = v.object({
  orderId: v.string(),
  status: v.picklist(ORDER_STATUSES),
  /** The hold ran out before payment: the order can no longer be changed or paid. */
  expired: v.boolean(),
  expiresAt: v.string(),
  bookingReference: v.nullable(v.string()),
  currency: v.string(),
  total: Money,
  lines: v.array(OrderLine),
  /** The lines grouped for the price summary, each with its subtotal; together they cover every line. */
  priceGroups: v.array(PriceGroup),
  journeys: v.array(HeldJourney),
  flights: v.array(OrderFlight),
  passengers: v.array(OrderPassenger),
  seats: v.array(OrderSeat),
  /** Given on the passengers step; only the order's owner ever reads it. */
  contact: v.nullable(v.object({ email: v.string(), phone: v.string() })),
  /**
   * A confirmed order's change (extras, seats) still to pay: the sum of its pending lines, paid
   * through `pay` with `expectedTotal` = this amount (decision 044). Zero when nothing is due.
   */
  amountDue: v.optional(Money),
  /** Until when the pending change can be paid; after it the pending lines and seats lapse. */
  changeExpiresAt: v.optional(v.nullable(v.string())),
});
export type Order = v.InferOutput<typeof Order>;

export const CreateOrderRequest = v.object({ holdId: Uuid }, required);
export const GetOrderRequest = v.object({ orderId: Uuid }, required);

export const OrderExtrasRequest = v.object(
  {
    orderId: Uuid,
    /** The whole selection: it replaces the previous one. */
    items: v.pipe(
      v.array(
        v.object(
          {
            serviceId: Ref,
            passengerRef: Ref,
            flightRef: Ref,
            quantity: v.pipe(
              v.number(required),
              v.integer('errors.invalid'),
              v.minValue(0, 'errors.out_of_range'),
            ),
          },
          required,
        ),
        required,
      ),
      v.maxLength(200, 'errors.out_of_range'),
    ),
    /**
     * The bundles chosen, per passenger and flight (decision 122); their units count toward
     * `items` quantities. Absent means none.
     */
    bundles: v.optional(
      v.pipe(
        v.array(v.object({ bundleId: Ref, passengerRef: Ref, flightRef: Ref }, required), required),
        v.maxLength(50, 'errors.out_of_range'),
      ),
      [],
    ),
  },
  required,
);

export const ExtrasCatalogRequest = v.object(
  { orderId: Uuid, language: v.optional(LanguageCode, 'en') },
  required,
);

export const SeatMapRequest = v.object(
  {
    orderId: Uuid,
    flightRef: Ref,
    /** `checkin` offers only the seats the fare includes (decision 046). */
    purpose: v.optional(v.picklist(['booking', 'checkin'], 'errors.invalid_value')),
  },
  required,
);
export const SeatMapSeat = v.object({
  seat: v.string(),
  row: v.number(),
  letter: v.string(),
  category: v.string(),
  exit: v.boolean(),
  /** Free to choose, or already this order's (see `heldBy`). */
  available: v.boolean(),
  /** The passenger of this order who holds it. */
  heldBy: v.optional(v.string()),
  /** Quoted for the fare family of the journey this flight belongs to: its own category is free. */
  price: Money,
});
/** What the server allows each seated passenger of the order on this flight. */
export const SeatMapPassenger = v.object({
  ref: v.string(),
  /** May sit in an exit row (an adult without an infant on the lap). */
  exitRow: v.boolean(),
  /** May choose a seat here (false once a booked order's seat is paid for). */
  selectable: v.boolean(),
});
export const SeatMapResponse = v.object({
  flightRef: v.string(),
  aircraft: v.string(),
  currency: v.string(),
  seats: v.array(SeatMapSeat),
  passengers: v.array(SeatMapPassenger),
});
export type SeatMapResponse = v.InferOutput<typeof SeatMapResponse>;

export const OrderSeatRequest = v.object(
  {
    orderId: Uuid,
    passengerRef: Ref,
    flightRef: Ref,
    seat: v.pipe(v.string(required), v.regex(/^\d{1,3}[A-K]$/, 'errors.invalid_seat')),
  },
  required,
);

/** The passengers step; its `departureDate` must be the order's first local departure day. */
export const OrderPassengersRequest = v.object({ orderId: Uuid, details: PassengersRequest }, required);

/** Luhn's check digit: catches a mistyped digit before the gateway sees the number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const CardNumber = v.pipe(
  v.string(required),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.regex(/^\d{12,19}$/, 'errors.invalid_card_number'),
  v.check(luhnValid, 'errors.invalid_card_number'),
);

export const PayRequest = v.strictObject(
  {
    orderId: Uuid,
    /**
     * Sent in the body (the contract carries no headers): a retry repeats it, a new attempt changes
     * it. Scoped to the caller and live for 24 h (decision 019).
     */
    idempotencyKey: v.pipe(
      v.string(required),
      v.minLength(8, 'errors.invalid'),
      v.maxLength(100, 'errors.invalid'),
    ),
    /**
     * The total the visitor agreed to, minor units of the order currency; for a change of a
     * confirmed order, the `amountDue` (decision 044).
     */
    expectedTotal: v.pipe(v.number(required), v.integer('errors.invalid'), v.minValue(0, 'errors.invalid')),
    /** Language of the confirmation e-mail and its manage link. */
    language: v.optional(LanguageCode, 'en'),
    /**
     * The single-use token the gateway's hosted card field gave the page (decision 020): the card
     * number, expiry and CVC never reach this API, and a body carrying them is refused.
     */
    cardToken: v.pipe(
      v.string(required),
      v.minLength(8, 'errors.invalid_card_token'),
      v.maxLength(200, 'errors.invalid_card_token'),
      v.regex(/^[\w-]+$/, 'errors.invalid_card_token'),
    ),
    /**
     * The traveller ticked "I accept the fare conditions and terms": required to pay a booking
     * (422 errors.terms_required otherwise), not a later change of it (decision 121).
     */
    acceptTerms: v.optional(v.boolean('errors.invalid')),
  },
  // Any other field (a `card`, a `cvc`…) is refused by name rather than silently carried along.
  (issue) => (issue.expected === 'never' ? 'errors.unknown_field' : required),
);
export type PayRequest = v.InferInput<typeof PayRequest>;
export type PayInput = v.InferOutput<typeof PayRequest>;

/** A signed-in agency pays on account (its credit) instead of by card. */
export const PayOnAccountRequest = v.object(
  {
    orderId: Uuid,
    expectedTotal: v.pipe(v.number(required), v.integer('errors.invalid'), v.minValue(0, 'errors.invalid')),
    language: v.optional(LanguageCode, 'en'),
    /** As for a card payment: the agent accepted the terms for the traveller (decision 121). */
    acceptTerms: v.optional(v.boolean('errors.invalid')),
  },
  required,
);
