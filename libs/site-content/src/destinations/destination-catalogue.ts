import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A network destination's page (decision 125): its words live in the Lingui catalogs, its fare
 * comes from the server for the route from `origin` (the hub its longest-served flight leaves from).
 */
export interface Destination {
  /** `/{lang}/destinations/<slug>`, the same in every language. */
  slug: string;
  /** IATA code: the route's destination and the illustration's file name. */
  code: string;
  origin: string;
  name: MessageDescriptor;
  summary: MessageDescriptor;
  bestTime: MessageDescriptor;
  flightTime: MessageDescriptor;
}

/** Every airport the airline flies to (tools/seed/network), Europe first, then the Americas. */
export const DESTINATIONS: readonly Destination[] = [
  {
    slug: 'madrid',
    code: 'MAD',
    origin: 'LIS',
    name: msg`Madrid`,
    summary: msg`Spain's capital: the Prado and the Reina Sofía, the Retiro park, tapas bars in La Latina and nights that start late.`,
    bestTime: msg`Best time to go: April to June and September to October, warm without the summer heat.`,
    flightTime: msg`About 1 h 20 min non-stop from Lisbon; our hub for every flight to the Americas.`,
  },
  {
    slug: 'lisbon',
    code: 'LIS',
    origin: 'MAD',
    name: msg`Lisbon`,
    summary: msg`Seven hills over the Tagus river, yellow trams climbing to Alfama, custard tarts in Belém and beaches a train ride away.`,
    bestTime: msg`Best time to go: March to June and September to October; mild winters too.`,
    flightTime: msg`About 1 h 20 min non-stop from Madrid.`,
  },
  {
    slug: 'porto',
    code: 'OPO',
    origin: 'MAD',
    name: msg`Porto`,
    summary: msg`Port wine cellars across the Douro, the iron arch of the Dom Luís I bridge and tiled churches in the old town.`,
    bestTime: msg`Best time to go: May to September, when the river terraces are open.`,
    flightTime: msg`About 1 h 15 min non-stop from Madrid.`,
  },
  {
    slug: 'cancun',
    code: 'CUN',
    origin: 'MAD',
    name: msg`Cancún`,
    summary: msg`White sand on the Caribbean, reefs for snorkelling and the Mayan sites of the Yucatán Peninsula within a day trip.`,
    bestTime: msg`Best time to go: December to April, dry and sunny; June to November is hurricane season.`,
    flightTime: msg`About 11 hours non-stop from Madrid.`,
  },
  {
    slug: 'punta-cana',
    code: 'PUJ',
    origin: 'MAD',
    name: msg`Punta Cana`,
    summary: msg`The Dominican Republic's eastern tip: palm-lined beaches, calm lagoons behind the reef and Saona Island by boat.`,
    bestTime: msg`Best time to go: December to April, the dry season.`,
    flightTime: msg`About 10 hours non-stop from Madrid.`,
  },
  {
    slug: 'santo-domingo',
    code: 'SDQ',
    origin: 'MAD',
    name: msg`Santo Domingo`,
    summary: msg`The oldest European city in the Americas: the Colonial Zone's stone streets, the cathedral and the Malecón by the sea.`,
    bestTime: msg`Best time to go: November to April, warm and drier.`,
    flightTime: msg`About 9 h 20 min non-stop from Madrid.`,
  },
  {
    slug: 'mexico-city',
    code: 'MEX',
    origin: 'MAD',
    name: msg`Mexico City`,
    summary: msg`Museums, murals and markets at 2,240 m, with the pyramids of Teotihuacan an hour away.`,
    bestTime: msg`Best time to go: March to May, before the afternoon rains of summer.`,
    flightTime: msg`About 12 h 15 min non-stop from Madrid.`,
  },
  {
    slug: 'san-jose',
    code: 'SJO',
    origin: 'MAD',
    name: msg`San José`,
    summary: msg`Costa Rica's capital in the Central Valley, the gateway to cloud forests, volcanoes and two coasts.`,
    bestTime: msg`Best time to go: December to April, the dry season.`,
    flightTime: msg`About 11 h 30 min non-stop from Madrid, four days a week.`,
  },
  {
    slug: 'san-pedro-sula',
    code: 'SAP',
    origin: 'MAD',
    name: msg`San Pedro Sula`,
    summary: msg`Honduras's business city, close to the Copán Mayan ruins and the beaches and reefs of the Bay Islands.`,
    bestTime: msg`Best time to go: December to April, the dry season.`,
    flightTime: msg`About 11 h 40 min non-stop from Madrid, three days a week.`,
  },
  {
    slug: 'miami',
    code: 'MIA',
    origin: 'MAD',
    name: msg`Miami`,
    summary: msg`Art Deco on Ocean Drive, Little Havana's cafés and the Everglades; our hub for Central America and the Caribbean.`,
    bestTime: msg`Best time to go: November to April, sunny and less humid.`,
    flightTime: msg`About 9 h 50 min non-stop from Madrid.`,
  },
  {
    slug: 'new-york',
    code: 'JFK',
    origin: 'MAD',
    name: msg`New York`,
    summary: msg`Manhattan's skyline, Central Park, Broadway and Brooklyn across the bridge.`,
    bestTime: msg`Best time to go: April to June and September to November.`,
    flightTime: msg`About 8 h 30 min non-stop from Madrid.`,
  },
];

export const destinationBySlug = (slug: string): Destination | undefined =>
  DESTINATIONS.find((d) => d.slug === slug);

/** Where a destination's illustration is served (apps/edge-server/public, decision 126). */
export const illustrationSrc = (code: string): string => `/images/destinations/${code.toLowerCase()}.svg`;
