import * as v from 'valibot';
import { IsoDayField, LanguageCode, singleLine } from './fields.ts';
import { ORDER_STATUSES, OrderFlight, OrderSeatRequest } from './orders.ts';

/**
 * Issue 6: reservation lookup, online check-in and boarding passes. The check-in window rule
 * lives on the server (decision 011); answers carry its state and instants (UTC).
 */

const requiredField = 'validations.requiredField';
const required = 'errors.required';
const Uuid = v.pipe(v.string(required), v.uuid('errors.invalid'));
const Ref = v.pipe(
  v.string(required),
  singleLine(),
  v.minLength(1, required),
  v.maxLength(40, 'errors.invalid'),
);

/** Spec §5 check-in form: both fields required after trimming, each with `validations.requiredField`. */
const FormField = (max: number) =>
  v.pipe(
    v.string(requiredField),
    singleLine(),
    v.trim(),
    v.minLength(1, requiredField),
    v.maxLength(max, 'reservation.invalid'),
  );

export const ReservationLookupRequest = v.object(
  { referenceCode: FormField(12), lastName: FormField(60) },
  requiredField,
);
export type ReservationLookupRequest = v.InferInput<typeof ReservationLookupRequest>;

export const CHECKIN_STATES = ['not_open', 'open', 'closed'] as const;

/** The check-in window of the next departure: opens 48 h, closes 60 min before it. */
export const CheckinWindowInfo = v.object({
  state: v.picklist(CHECKIN_STATES),
  opensAt: v.string(),
  closesAt: v.string(),
});
export type CheckinWindowInfo = v.InferOutput<typeof CheckinWindowInfo>;

/**
 * A booking of ours, found by reference and last name. Spec §2: `open` → /manage, otherwise
 * /checkin/select. No such reference and a wrong name both answer 404 `reservation.not_found`.
 */
export const ReservationLookupResponse = v.object({
  kind: v.literal('local'),
  open: v.boolean(),
  orderId: v.string(),
  referenceCode: v.string(),
  status: v.picklist(ORDER_STATUSES),
  checkin: CheckinWindowInfo,
});
export type ReservationLookupResponse = v.InferOutput<typeof ReservationLookupResponse>;

export const CheckinOrderRequest = v.object({ orderId: Uuid }, required);

export const DOCUMENT_TYPES = ['passport', 'id_card'] as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const ALPHA_2 = /^[A-Z]{2}$/;
/**
 * ISO 3166-1 alpha-2, upper case; a code Intl does not know as a region is refused. The check
 * tests the pattern again because forms run pipes to the end: `Intl.DisplayNames#of` throws on
 * anything that is not a region code (issue 12: nationality "1" answered 500).
 */
export const Nationality = v.pipe(
  v.string('errors.invalid_nationality'),
  v.trim(),
  v.toUpperCase(),
  v.regex(ALPHA_2, 'errors.invalid_nationality'),
  v.check((code) => {
    if (!ALPHA_2.test(code)) return false;
    const name = regionNames.of(code);
    return name !== undefined && name !== code && name !== 'Unknown Region';
  }, 'errors.invalid_nationality'),
);

/** A passport or identity card as typed at check-in; the number is kept in upper case, no spaces. */
export const TravelDocumentInput = v.object(
  {
    passengerRef: Ref,
    type: v.picklist(DOCUMENT_TYPES, 'errors.invalid_document_type'),
    number: v.pipe(
      v.string('errors.invalid_document_number'),
      v.transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
      v.regex(/^[A-Z0-9]{5,20}$/, 'errors.invalid_document_number'),
    ),
    expiryDate: IsoDayField('errors.invalid_date'),
    nationality: Nationality,
    dateOfBirth: IsoDayField('errors.invalid_date_of_birth'),
  },
  required,
);

/** The 6-digit code mailed to the booking's contact before a sensitive change. */
export const OtpCode = v.pipe(v.string(required), v.trim(), v.regex(/^\d{6}$/, 'errors.otp_invalid'));

export const CheckinDocumentsRequest = v.object(
  {
    orderId: Uuid,
    documents: v.pipe(
      v.array(TravelDocumentInput, required),
      v.minLength(1, required),
      v.maxLength(18, 'errors.out_of_range'),
    ),
    /** Needed to change a document already saved (a sensitive change). */
    otp: v.optional(OtpCode),
  },
  required,
);
export type CheckinDocumentsRequest = v.InferInput<typeof CheckinDocumentsRequest>;

export const CheckinSeatRequest = OrderSeatRequest;

export const CheckinCompleteRequest = v.object(
  {
    orderId: Uuid,
    /** Who checks in now (default: everyone); an infant goes with the adult it travels with. */
    passengerRefs: v.optional(
      v.pipe(v.array(Ref, required), v.minLength(1, required), v.maxLength(18, 'errors.out_of_range')),
    ),
    /** The language of the mail that confirms the check-in. */
    language: v.optional(LanguageCode, 'en'),
  },
  required,
);

/** A saved document as answers show it: the number masked (`•••••1234`). */
export const TravelDocumentView = v.object({
  type: v.picklist(DOCUMENT_TYPES),
  number: v.string(),
  expiryDate: v.string(),
  nationality: v.string(),
  dateOfBirth: v.string(),
});

export const CheckinPassenger = v.object({
  ref: v.string(),
  type: v.picklist(['adult', 'child', 'infant']),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  ticketFirstName: v.nullable(v.string()),
  ticketLastName: v.nullable(v.string()),
  adultRef: v.nullable(v.string()),
  /** As given when booking (an infant's always, an adult's rarely): the documents form starts from it. */
  dateOfBirth: v.nullable(v.string()),
  document: v.nullable(TravelDocumentView),
  seats: v.array(v.object({ flightRef: v.string(), seat: v.string(), pending: v.boolean() })),
  /** Flights this passenger is checked in on, with the sequence number (none for infants). */
  checkins: v.array(v.object({ flightRef: v.string(), sequence: v.number() })),
});
export type CheckinPassenger = v.InferOutput<typeof CheckinPassenger>;

export const CheckinFlight = v.object({
  ...OrderFlight.entries,
  /** Part of this check-in (the next journey); other flights wait for their own window. */
  inCheckin: v.boolean(),
});

/** The check-in of a booking: its window, flights and passengers with documents, seats and sequences. */
export const CheckinView = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  checkin: CheckinWindowInfo,
  flights: v.array(CheckinFlight),
  passengers: v.array(CheckinPassenger),
  /** Every passenger is checked in on every flight of this check-in. */
  completed: v.boolean(),
});
export type CheckinView = v.InferOutput<typeof CheckinView>;

/** A boarding pass: the IATA BCBP string its barcode encodes, and what is printed beside it. */
export const BoardingPass = v.object({
  passengerRef: v.string(),
  flightRef: v.string(),
  passengerName: v.string(),
  infant: v.nullable(v.object({ passengerRef: v.string(), name: v.string() })),
  bookingReference: v.string(),
  flightNumber: v.string(),
  origin: v.string(),
  destination: v.string(),
  departureUtc: v.string(),
  departureTimeZone: v.string(),
  arrivalUtc: v.string(),
  arrivalTimeZone: v.string(),
  seat: v.string(),
  compartment: v.picklist(['J', 'Y']),
  sequence: v.number(),
  /** When boarding starts (UTC; shown in the departure airport's time). */
  boardingUtc: v.string(),
  /** Null until departure control assigns one: the pass says "TBA". */
  gate: v.nullable(v.string()),
  /** Boarding group: 1 business and priority, 2 with an infant, 3 everyone else. */
  zone: v.picklist([1, 2, 3]),
  bcbp: v.string(),
});
export type BoardingPass = v.InferOutput<typeof BoardingPass>;
export const BoardingPassesResponse = v.array(BoardingPass);

/** The query of `GET /api/boarding-pass.pdf|svg`; without passenger and flight: every pass (PDF only). */
export const BoardingPassFileQuery = v.object(
  {
    orderId: Uuid,
    passenger: v.optional(Ref),
    flight: v.optional(Ref),
    language: v.optional(LanguageCode, 'en'),
    /** The SVG's symbology: PDF417 for print, QR or Aztec on screens. */
    kind: v.optional(v.picklist(['pdf417', 'qrcode', 'azteccode'], 'errors.invalid'), 'pdf417'),
  },
  required,
);
