/**
 * IATA Resolution 792 (Bar Coded Boarding Pass), mandatory items only: format code `M`, the number
 * of legs, the passenger name (20), the e-ticket indicator, then per leg PNR (7), from (3), to (3),
 * operating carrier (3), flight number (5), Julian date (3), compartment (1), seat (4), check-in
 * sequence (5), passenger status (1) and the size of the leg's conditional section (2, hex; `00`:
 * this pass carries none).
 */
export interface BcbpLeg {
  /** The booking reference (PNR), up to 7 characters. */
  pnr: string;
  from: string;
  to: string;
  /** Operating carrier designator, 2–3 characters (e.g. `AC`). */
  carrier: string;
  /** Up to 4 digits and an optional operational suffix letter (`834`, `0834`, `12A`). */
  flightNumber: string;
  /** Day of the year of the flight's local departure date, 1–366 (see `julianDay`). */
  julianDay: number;
  /** Cabin: `J` business, `Y` economy… */
  compartment: string;
  /** `1A` or `001A`. */
  seat: string;
  sequence: number;
  /** Resolution 792 passenger status; `1` is "checked in". */
  passengerStatus: string;
}

export interface BcbpInput {
  /** `LAST/FIRST`, A–Z and spaces (see `bcbpName`); padded or cut to 20. */
  passengerName: string;
  electronicTicket: boolean;
  legs: readonly BcbpLeg[];
}

const NAME_WIDTH = 20;

function fixed(value: string, width: number, what: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new RangeError(`BCBP ${what} is not valid: "${value}"`);
  return value.padEnd(width, ' ');
}

/** `DESMARAIS/LUC`: the whole surname when it fits, the given name cut to make room. */
export function bcbpName(lastName: string, firstName: string): string {
  const last = lastName.trim().toUpperCase();
  const first = firstName.trim().toUpperCase();
  // Keep at least the slash and an initial: a surname over 18 characters is cut too.
  if (last.length > NAME_WIDTH - 2) return `${last.slice(0, NAME_WIDTH - 2)}/${first.slice(0, 1)}`;
  return `${last}/${first}`.slice(0, NAME_WIDTH);
}

/** Day of the year (1–366) of a `YYYY-MM-DD` date: 1 March is day 61 in a leap year, 60 otherwise. */
export function julianDay(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`not a date: "${isoDate}"`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000 + 1;
}

function seatField(seat: string): string {
  const match = /^(\d{1,3})([A-Z])$/.exec(seat);
  if (!match) throw new RangeError(`BCBP seat is not valid: "${seat}"`);
  return `${match[1]!.padStart(3, '0')}${match[2]}`;
}

function flightField(flightNumber: string): string {
  const match = /^(\d{1,4})([A-Z]?)$/.exec(flightNumber);
  if (!match) throw new RangeError(`BCBP flight number is not valid: "${flightNumber}"`);
  return `${match[1]!.padStart(4, '0')}${match[2] || ' '}`;
}

function sequenceField(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > 99_999)
    throw new RangeError(`BCBP check-in sequence is not valid: ${sequence}`);
  // Four digits and a blank as in IATA's example; the fifth position is used from 10000 on.
  return sequence < 10_000 ? `${String(sequence).padStart(4, '0')} ` : String(sequence);
}

function legField(leg: BcbpLeg): string {
  if (!Number.isInteger(leg.julianDay) || leg.julianDay < 1 || leg.julianDay > 366)
    throw new RangeError(`BCBP Julian date is not valid: ${leg.julianDay}`);
  return [
    fixed(leg.pnr, 7, 'PNR', /^[A-Z0-9]{1,7}$/),
    fixed(leg.from, 3, 'origin', /^[A-Z]{3}$/),
    fixed(leg.to, 3, 'destination', /^[A-Z]{3}$/),
    fixed(leg.carrier, 3, 'carrier', /^[A-Z0-9]{2,3}$/),
    flightField(leg.flightNumber),
    String(leg.julianDay).padStart(3, '0'),
    fixed(leg.compartment, 1, 'compartment', /^[A-Z]$/),
    seatField(leg.seat),
    sequenceField(leg.sequence),
    fixed(leg.passengerStatus, 1, 'passenger status', /^[0-9A-Z]$/),
    '00',
  ].join('');
}

/** The boarding pass barcode's data: one mandatory section per leg, legs in travel order. */
export function buildBcbp(input: BcbpInput): string {
  if (input.legs.length < 1 || input.legs.length > 9)
    throw new RangeError(`a BCBP encodes 1 to 9 legs, not ${input.legs.length}`);
  const name = input.passengerName.slice(0, NAME_WIDTH);
  if (!/^[A-Z]+(?: [A-Z]+)*\/[A-Z ]*$/.test(name))
    throw new RangeError(`BCBP name is not LAST/FIRST in A–Z: "${input.passengerName}"`);
  return [
    'M',
    String(input.legs.length),
    name.padEnd(NAME_WIDTH, ' '),
    input.electronicTicket ? 'E' : ' ',
    ...input.legs.map(legField),
  ].join('');
}
