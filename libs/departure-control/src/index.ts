export { reservationWindow } from './checkin-window.ts';
export { maskEmail, maskPhone } from './masks.ts';
export { barcodeSvg } from './barcode.server.ts';
export { boardingPassPdf } from './boarding-pass-pdf.server.ts';
export { boardingPasses } from './boarding-passes.server.ts';
// Check-in over a `CheckinDeps` (decision 078): `start(deps, orderId)`, `complete(deps, orderId)`.
export type { CheckinDeps } from './checkin-deps.ts';
export { start } from './checkin-view.server.ts';
export { saveDocuments } from './checkin-documents.server.ts';
export { chooseSeat, complete, type OnCheckedIn } from './checkin.server.ts';
export { lookupReservation, normalizeReference } from './reservation-lookup.server.ts';
export { documentCipher } from './document-cipher.server.ts';
