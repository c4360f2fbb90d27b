export {
  CHECKIN_CLOSES_BEFORE_MS,
  CHECKIN_OPENS_BEFORE_MS,
  checkinWindow,
  isOpenReservation,
  reservationWindow,
  type CheckinState,
  type CheckinWindow,
  type ReservationWindow,
  type WindowFlight,
} from './checkin-window.ts';
export { bcbpName, buildBcbp, julianDay, type BcbpInput, type BcbpLeg } from './bcbp.ts';
export { lastNameKeys, lastNameMatches } from './name-match.ts';
export { maskDocumentNumber, maskEmail, maskPhone } from './masks.ts';
export { barcodePng, barcodeSvg, type BarcodeKind } from './barcode.server.ts';
export { boardingPassPdf } from './boarding-pass-pdf.server.ts';
export { boardingPasses, splitFlightNumber } from './boarding-passes.server.ts';
export { createCheckin, type Checkin, type CheckinOptions } from './checkin.server.ts';
export { lookupReservation, normalizeReference, type FoundReservation } from './reservation-lookup.server.ts';
export { documentCipher, type DocumentCipher } from './document-cipher.server.ts';
