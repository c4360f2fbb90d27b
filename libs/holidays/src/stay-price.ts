import { convertEurMinor } from '@skybook/inventory';
import type { Occupancy } from './room-assignment.ts';

/**
 * A package's price in integer minor units. Like fares (decision 063), every per-unit amount
 * (a room's night, a person's board on a night, a night's tourist tax) is converted from EUR and
 * rounded once, then multiplied: each line is an integer and the total is exactly their sum.
 * Flight totals come priced from the flight search in the same currency and are never re-derived.
 */

export type PackageLineCode = 'flight_outbound' | 'flight_inbound' | 'room_nights' | 'board' | 'tourist_tax';

export interface PackageLine {
  code: PackageLineCode;
  amount: number;
}

/** One night of the stay at one hotel, in EUR minor units. */
export interface StayNight {
  /** Per room, in the order of the request's rooms. */
  roomEur: readonly number[];
  boardAdultEur: number;
  boardChildEur: number;
}

export interface StayInput {
  rooms: readonly Occupancy[];
  nights: readonly StayNight[];
  /** Per adult per night; children are exempt. */
  touristTaxEur: number;
  flights: { outbound: number; inbound: number };
  microRate: number;
}

export interface PackagePrice {
  total: number;
  perPerson: number;
  lines: PackageLine[];
}

export function pricePackage(input: StayInput): PackagePrice {
  const conv = (eur: number) => convertEurMinor(eur, input.microRate);
  const adults = input.rooms.reduce((sum, r) => sum + r.adults, 0);
  const children = input.rooms.reduce((sum, r) => sum + r.children, 0);
  let roomNights = 0;
  let board = 0;
  for (const night of input.nights) {
    for (const eur of night.roomEur) roomNights += conv(eur);
    // Infants sleep in a cot and eat free.
    board += adults * conv(night.boardAdultEur) + children * conv(night.boardChildEur);
  }
  const touristTax = adults * input.nights.length * conv(input.touristTaxEur);
  const lines: PackageLine[] = [
    { code: 'flight_outbound', amount: input.flights.outbound },
    { code: 'flight_inbound', amount: input.flights.inbound },
    { code: 'room_nights', amount: roomNights },
  ];
  if (board > 0) lines.push({ code: 'board', amount: board });
  if (touristTax > 0) lines.push({ code: 'tourist_tax', amount: touristTax });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  // Rounded up: a per-person price times the party is never less than the total it stands for.
  return { total, perPerson: Math.ceil(total / (adults + children)), lines };
}
