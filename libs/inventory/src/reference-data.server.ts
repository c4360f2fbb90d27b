import { schema, type Db } from '@skybook/db';
import type { Airport, FareFamily, SeatCategory } from '@skybook/api-contract';

export interface FareFamilyRow {
  code: FareFamily;
  rank: number;
  priceMultiplier: number;
  changeable: boolean;
  changeFeeEur: number | null;
  refundable: boolean;
  checkedBags: number;
  cabinBags: number;
  seatCategory: SeatCategory;
}

/** What search needs on every request and what changes only when the network is re-seeded. */
export interface ReferenceData {
  airports: Airport[];
  byCode: Map<string, Airport & { isHub: boolean }>;
  hubs: string[];
  fareFamilies: FareFamilyRow[];
  /** Currency → micro-units per EUR minor unit. */
  rates: Map<string, number>;
  /** `MAD-CUN` → one-way fare and taxes (EUR minor units): read here so search queries stay join-free. */
  routes: Map<string, { baseFareEur: number; taxesEur: number }>;
  aircraftNames: Map<string, string>;
}

export const routeKey = (origin: string, destination: string) => `${origin}-${destination}`;

export async function loadReferenceData(db: Db): Promise<ReferenceData> {
  const [airportRows, familyRows, rateRows, routeRows, aircraftRows] = await Promise.all([
    db.select().from(schema.airports).orderBy(schema.airports.code),
    db.select().from(schema.fareFamilies).orderBy(schema.fareFamilies.rank),
    db.select().from(schema.exchangeRates),
    db.select().from(schema.routes),
    db.select().from(schema.aircraftTypes),
  ]);
  const byCode = new Map<string, Airport & { isHub: boolean }>();
  for (const a of airportRows) {
    byCode.set(a.code, {
      code: a.code,
      name: { en: a.nameEn, es: a.nameEs, pt: a.namePt },
      city: { en: a.cityEn, es: a.cityEs, pt: a.cityPt },
      country: a.country,
      timeZone: a.timeZone,
      isHub: a.isHub,
    });
  }
  return {
    airports: [...byCode.values()].map(({ isHub: _hub, ...airport }) => airport),
    byCode,
    hubs: airportRows.filter((a) => a.isHub).map((a) => a.code),
    fareFamilies: familyRows as FareFamilyRow[],
    rates: new Map(rateRows.map((r) => [r.currency, r.microUnitsPerEurMinor])),
    routes: new Map(
      routeRows.map((r) => [
        routeKey(r.origin, r.destination),
        { baseFareEur: r.baseFareEur, taxesEur: r.taxesEur },
      ]),
    ),
    aircraftNames: new Map(aircraftRows.map((a) => [a.code, a.name])),
  };
}
