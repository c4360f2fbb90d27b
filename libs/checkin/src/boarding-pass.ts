/** One passenger's boarding pass for one flight, as the API answers it and the PDF prints it. */
export interface BoardingPass {
  passengerRef: string;
  flightRef: string;
  /** As on the ticket and in the barcode, `LAST/FIRST`. */
  passengerName: string;
  /** An infant on this passenger's lap travels on this pass (spec: no pass of its own). */
  infant: { passengerRef: string; name: string } | null;
  bookingReference: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departureUtc: string;
  departureTimeZone: string;
  arrivalUtc: string;
  arrivalTimeZone: string;
  seat: string;
  /** `J` business, `Y` economy. */
  compartment: 'J' | 'Y';
  sequence: number;
  /** IATA Resolution 792 data the barcode encodes. */
  bcbp: string;
}
