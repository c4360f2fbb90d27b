import type {
  Airport,
  FareCalendarDay,
  FareOption,
  Journey,
  SearchFlightsResponse,
} from '@skybook/api-contract';

/** Sample data for stories and component tests (the real network comes from the seed). */
export const AIRPORTS: Airport[] = [
  {
    code: 'MAD',
    name: {
      en: 'Adolfo Suárez Madrid–Barajas',
      es: 'Adolfo Suárez Madrid-Barajas',
      pt: 'Adolfo Suárez Madrid-Barajas',
    },
    city: { en: 'Madrid', es: 'Madrid', pt: 'Madrid' },
    country: 'ES',
    timeZone: 'Europe/Madrid',
  },
  {
    code: 'BCN',
    name: { en: 'Barcelona–El Prat', es: 'Barcelona-El Prat', pt: 'Barcelona-El Prat' },
    city: { en: 'Barcelona', es: 'Barcelona', pt: 'Barcelona' },
    country: 'ES',
    timeZone: 'Europe/Madrid',
  },
  {
    code: 'LIS',
    name: { en: 'Humberto Delgado', es: 'Humberto Delgado', pt: 'Humberto Delgado' },
    city: { en: 'Lisbon', es: 'Lisboa', pt: 'Lisboa' },
    country: 'PT',
    timeZone: 'Europe/Lisbon',
  },
  {
    code: 'BOG',
    name: { en: 'El Dorado International', es: 'Internacional El Dorado', pt: 'Internacional El Dorado' },
    city: { en: 'Bogotá', es: 'Bogotá', pt: 'Bogotá' },
    country: 'CO',
    timeZone: 'America/Bogota',
  },
  {
    code: 'GRU',
    name: {
      en: 'São Paulo/Guarulhos International',
      es: 'Internacional de Guarulhos',
      pt: 'Internacional de Guarulhos',
    },
    city: { en: 'São Paulo', es: 'São Paulo', pt: 'São Paulo' },
    country: 'BR',
    timeZone: 'America/Sao_Paulo',
  },
  {
    code: 'MEX',
    name: {
      en: 'Mexico City International',
      es: 'Internacional de la Ciudad de México',
      pt: 'Internacional da Cidade do México',
    },
    city: { en: 'Mexico City', es: 'Ciudad de México', pt: 'Cidade do México' },
    country: 'MX',
    timeZone: 'America/Mexico_City',
  },
  {
    code: 'EZE',
    name: {
      en: 'Ministro Pistarini International',
      es: 'Internacional Ministro Pistarini',
      pt: 'Internacional Ministro Pistarini',
    },
    city: { en: 'Buenos Aires', es: 'Buenos Aires', pt: 'Buenos Aires' },
    country: 'AR',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
];

const conditions = {
  basic: {
    changeable: false,
    changeFee: null,
    refundable: false,
    checkedBags: 0,
    cabinBags: 1,
    seatCategory: 'STUR',
  },
  classic: {
    changeable: true,
    changeFee: { amount: 7500, currency: 'EUR' },
    refundable: false,
    checkedBags: 1,
    cabinBags: 1,
    seatCategory: 'STC1',
  },
  flex: {
    changeable: true,
    changeFee: null,
    refundable: true,
    checkedBags: 2,
    cabinBags: 1,
    seatCategory: 'SXL',
  },
} as const satisfies Record<string, FareOption['conditions']>;

/** A fare calendar day as the server gives it: the lowest total with its family, or nothing to sell. */
export function calendarDay(
  date: string,
  amount: number | null,
  family: FareOption['family'] = 'basic',
  currency = 'EUR',
): FareCalendarDay {
  return amount === null
    ? { date, minTotal: null, family: null, conditions: null }
    : { date, minTotal: { amount, currency }, family, conditions: conditions[family] };
}

function fare(family: FareOption['family'], amount: number, seatsLeft: number | null = null): FareOption {
  return {
    family,
    offerId: `offer-${family}-${amount}`,
    expiresAt: '2026-12-01T10:00:00Z',
    total: { amount, currency: 'EUR' },
    lines: [{ code: 'base_fare', passengerType: 'adult', amount }],
    seatsLeft,
    conditions: conditions[family],
  };
}

export const JOURNEYS: Journey[] = [
  {
    key: 'SB101-2026-12-01',
    segments: [
      {
        flightNumber: 'SB101',
        origin: 'MAD',
        destination: 'BOG',
        departureUtc: '2026-12-01T10:30:00Z',
        departureTimeZone: 'Europe/Madrid',
        arrivalUtc: '2026-12-01T20:45:00Z',
        arrivalTimeZone: 'America/Bogota',
        aircraft: 'A330-900',
      },
    ],
    durationMinutes: 615,
    stops: 0,
    fares: [fare('basic', 48900, 3), fare('classic', 61900), fare('flex', 89900)],
  },
  {
    key: 'SB103-SB205-2026-12-01',
    segments: [
      {
        flightNumber: 'SB103',
        origin: 'MAD',
        destination: 'LIS',
        departureUtc: '2026-12-01T06:15:00Z',
        departureTimeZone: 'Europe/Madrid',
        arrivalUtc: '2026-12-01T07:35:00Z',
        arrivalTimeZone: 'Europe/Lisbon',
        aircraft: 'A320neo',
      },
      {
        flightNumber: 'SB205',
        origin: 'LIS',
        destination: 'BOG',
        departureUtc: '2026-12-01T09:40:00Z',
        departureTimeZone: 'Europe/Lisbon',
        arrivalUtc: '2026-12-01T20:10:00Z',
        arrivalTimeZone: 'America/Bogota',
        aircraft: 'A330-900',
      },
    ],
    durationMinutes: 835,
    stops: 1,
    fares: [fare('basic', 41900), fare('classic', 55900), fare('flex', 80900)],
  },
  {
    key: 'SB107-2026-12-01',
    segments: [
      {
        flightNumber: 'SB107',
        origin: 'MAD',
        destination: 'BOG',
        departureUtc: '2026-12-01T22:50:00Z',
        departureTimeZone: 'Europe/Madrid',
        arrivalUtc: '2026-12-02T09:00:00Z',
        arrivalTimeZone: 'America/Bogota',
        aircraft: 'B787-9',
      },
    ],
    durationMinutes: 610,
    stops: 0,
    fares: [fare('basic', 52900), fare('classic', 64900, 2), fare('flex', 92900)],
  },
];

export const SEARCH_RESULT: SearchFlightsResponse = { outbound: JOURNEYS, inbound: null };
