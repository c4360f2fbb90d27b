import type { BoardingPass } from '@skybook/api-contract';

/**
 * The files of a pass outside the JSON API (edge-server `boarding-pass-routes.ts`): its barcode
 * for the screen (QR: phones and gate readers scan it best from a screen) and its PDF (PDF417).
 */
export function boardingPassUrls(
  orderId: string,
  pass: Pick<BoardingPass, 'passengerRef' | 'flightRef'>,
  language: string,
) {
  const query = new URLSearchParams({ orderId, passenger: pass.passengerRef, flight: pass.flightRef });
  return {
    barcode: `/api/boarding-pass.svg?${query}&kind=qrcode`,
    pdf: `/api/boarding-pass.pdf?${query}&language=${language}`,
  };
}

/** Every pass of the booking in one PDF, a page each. */
export const allPassesPdf = (orderId: string, language: string) =>
  `/api/boarding-pass.pdf?${new URLSearchParams({ orderId, language })}`;
