import * as v from 'valibot';
import { CheckinWindowInfo, OtpCode } from './checkin.ts';
import { EmailField, LanguageCode } from './fields.ts';
import { Order } from './orders.ts';
import { PhoneE164 } from './passengers.ts';

/** Issue 6 manage booking (/manage): history, contact, one-time codes, cancellation and refund. */

const required = 'errors.required';
const Uuid = v.pipe(v.string(required), v.uuid('errors.invalid'));

export const ManageBookingRequest = v.object({ orderId: Uuid }, required);

/** A mailed manage link's signed token (decision 117): base64url, with room for a longer format. */
export const OpenManageLinkRequest = v.object(
  {
    token: v.pipe(
      v.string(required),
      v.maxLength(200, 'errors.invalid'),
      v.regex(/^[\w-]+\.[\w-]+$/, 'errors.invalid'),
    ),
  },
  required,
);
export const OpenManageLinkResponse = v.object({ orderId: v.string() });

export const HistoryEntry = v.object({
  type: v.string(),
  at: v.string(),
  details: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntry>;

export const ManageBookingResponse = v.object({
  order: Order,
  /** Masked: the lookup proves reference and name, not who owns the address. */
  contact: v.nullable(v.object({ email: v.string(), phone: v.string() })),
  history: v.array(HistoryEntry),
  cancellable: v.boolean(),
  checkin: CheckinWindowInfo,
});
export type ManageBookingResponse = v.InferOutput<typeof ManageBookingResponse>;

export const OTP_PURPOSES = ['cancel', 'contact', 'documents'] as const;

export const RequestOtpRequest = v.object(
  {
    orderId: Uuid,
    purpose: v.picklist(OTP_PURPOSES, 'errors.invalid'),
    /** Language of the mail. */
    language: v.optional(LanguageCode, 'en'),
  },
  required,
);
export const RequestOtpResponse = v.object({ sentTo: v.string(), expiresAt: v.string() });
export type RequestOtpResponse = v.InferOutput<typeof RequestOtpResponse>;

/** Same rules as the passengers step; needs a code sent to the current address. */
export const UpdateContactRequest = v.object(
  {
    orderId: Uuid,
    contact: v.object({ email: EmailField, phone: PhoneE164 }, required),
    otp: OtpCode,
  },
  required,
);

export const RefundQuote = v.object({
  currency: v.string(),
  paid: v.number(),
  refund: v.number(),
  kept: v.number(),
  journeys: v.array(
    v.object({
      direction: v.picklist(['outbound', 'inbound']),
      family: v.string(),
      refundable: v.boolean(),
      paid: v.number(),
      refund: v.number(),
    }),
  ),
});
export type RefundQuote = v.InferOutput<typeof RefundQuote>;

export const CancelBookingRequest = v.object(
  {
    orderId: Uuid,
    otp: OtpCode,
    /** Language of the cancellation mail. */
    language: v.optional(LanguageCode, 'en'),
  },
  required,
);
export const CancelBookingResponse = v.object({
  order: Order,
  /** What the cancellation gives back, and how much the gateway has refunded already. */
  refund: v.object({ amount: v.number(), refunded: v.number(), currency: v.string() }),
});
export type CancelBookingResponse = v.InferOutput<typeof CancelBookingResponse>;
