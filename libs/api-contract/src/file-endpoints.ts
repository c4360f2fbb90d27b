import { BoardingPassFileQuery } from './checkin.ts';
import type { FileEndpoint } from './endpoint.ts';
import { ICON_PATH, IconQuery } from './icons.ts';

/** `/api` routes answering files; the OpenAPI document lists them beside the JSON endpoints. */
export const fileEndpoints = {
  boardingPassPdf: {
    method: 'GET',
    path: '/api/boarding-pass.pdf',
    summary:
      'Boarding passes as an A4 PDF (one page per pass with its PDF417); one pass with passenger and flight, else all.',
    query: BoardingPassFileQuery,
    contentType: 'application/pdf',
    access: 'visitor',
    errors: [404, 409],
  },
  boardingPassSvg: {
    method: 'GET',
    path: '/api/boarding-pass.svg',
    summary: "One pass's barcode as SVG (passenger and flight required); PDF417, QR or Aztec.",
    query: BoardingPassFileQuery,
    contentType: 'image/svg+xml',
    access: 'visitor',
    errors: [404, 409],
  },
  icon: {
    method: 'GET',
    path: ICON_PATH,
    summary:
      'A named icon of the sets the site ships (`lucide:luggage`, `simple-icons:facebook`) as SVG, for content that names one.',
    query: IconQuery,
    contentType: 'image/svg+xml',
    access: 'public',
    errors: [404],
  },
} as const satisfies Record<string, FileEndpoint>;
