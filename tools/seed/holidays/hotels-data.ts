/** The demo hotels of the leisure destinations the network flies to (issue 19). Data only. */
import type { BoardType } from '@skybook/api-contract';

type Text = { en: string; es: string; pt: string };

export interface RoomTypeData {
  /** Suffix of the hotel's id: `cun-azul-standard`. */
  key: string;
  name: Text;
  maxAdults: number;
  maxChildren: number;
  maxInfants: number;
  maxOccupants: number;
  /** Room-only price per night in the low season, EUR minor units. */
  baseEur: number;
  allotment: number;
}

export interface HotelData {
  id: string;
  airport: string;
  name: string;
  stars: number;
  area: Text;
  description: Text;
  amenities: string[];
  touristTaxEur: number;
  /** Per adult per night in the low season; children pay half; boards missing are not sold. */
  boards: Partial<Record<BoardType, number>>;
  rooms: RoomTypeData[];
}

const standard = (baseEur: number, allotment = 12): RoomTypeData => ({
  key: 'standard',
  name: { en: 'Standard double room', es: 'Habitación doble estándar', pt: 'Quarto duplo standard' },
  maxAdults: 2,
  maxChildren: 1,
  maxInfants: 1,
  maxOccupants: 3,
  baseEur,
  allotment,
});
const family = (baseEur: number, allotment = 4): RoomTypeData => ({
  key: 'family',
  name: { en: 'Family suite', es: 'Suite familiar', pt: 'Suíte familiar' },
  maxAdults: 4,
  maxChildren: 3,
  maxInfants: 2,
  maxOccupants: 5,
  baseEur,
  allotment,
});
const adultsOnly = (baseEur: number, allotment = 10): RoomTypeData => ({
  key: 'deluxe',
  name: {
    en: 'Deluxe ocean-view room',
    es: 'Habitación deluxe con vista al mar',
    pt: 'Quarto deluxe com vista mar',
  },
  maxAdults: 2,
  maxChildren: 0,
  maxInfants: 0,
  maxOccupants: 2,
  baseEur,
  allotment,
});

export const HOTELS: HotelData[] = [
  {
    id: 'cun-playa-azul',
    airport: 'CUN',
    name: 'Playa Azul Resort',
    stars: 4,
    area: { en: 'Hotel Zone', es: 'Zona Hotelera', pt: 'Zona Hoteleira' },
    description: {
      en: 'A family resort on the Caribbean beach, with a kids’ club and three pools.',
      es: 'Un resort familiar en la playa del Caribe, con club infantil y tres piscinas.',
      pt: 'Um resort familiar na praia do Caribe, com clube infantil e três piscinas.',
    },
    amenities: ['beach', 'pool', 'kids_club', 'wifi'],
    touristTaxEur: 150,
    boards: { room_only: 0, breakfast: 1_800, half_board: 3_900, all_inclusive: 6_500 },
    rooms: [standard(9_500), family(16_500)],
  },
  {
    id: 'cun-laguna-boutique',
    airport: 'CUN',
    name: 'Laguna Boutique Hotel',
    stars: 5,
    area: { en: 'Nichupté Lagoon', es: 'Laguna Nichupté', pt: 'Lagoa Nichupté' },
    description: {
      en: 'An adults-only hotel between the lagoon and the sea, with a spa.',
      es: 'Un hotel solo para adultos entre la laguna y el mar, con spa.',
      pt: 'Um hotel só para adultos entre a lagoa e o mar, com spa.',
    },
    amenities: ['beach', 'pool', 'spa', 'wifi', 'adults_only'],
    touristTaxEur: 150,
    boards: { breakfast: 2_400, all_inclusive: 8_900 },
    rooms: [adultsOnly(18_900)],
  },
  {
    id: 'cun-centro-sol',
    airport: 'CUN',
    name: 'Hotel Centro Sol',
    stars: 3,
    area: { en: 'Downtown Cancún', es: 'Centro de Cancún', pt: 'Centro de Cancún' },
    description: {
      en: 'A simple, friendly hotel near the bus station, ten minutes from the beach.',
      es: 'Un hotel sencillo y cercano junto a la estación de autobuses, a diez minutos de la playa.',
      pt: 'Um hotel simples e acolhedor junto à estação rodoviária, a dez minutos da praia.',
    },
    amenities: ['pool', 'wifi'],
    touristTaxEur: 150,
    boards: { room_only: 0, breakfast: 1_200 },
    rooms: [standard(5_900, 20), family(9_900, 3)],
  },
  {
    id: 'puj-bavaro-palms',
    airport: 'PUJ',
    name: 'Bávaro Palms',
    stars: 4,
    area: { en: 'Bávaro Beach', es: 'Playa Bávaro', pt: 'Praia de Bávaro' },
    description: {
      en: 'Palm gardens on a long white beach, all inclusive with water sports.',
      es: 'Jardines de palmeras en una larga playa blanca, todo incluido con deportes acuáticos.',
      pt: 'Jardins de palmeiras numa longa praia branca, tudo incluído com desportos aquáticos.',
    },
    amenities: ['beach', 'pool', 'kids_club', 'water_sports', 'wifi'],
    touristTaxEur: 0,
    boards: { half_board: 3_500, all_inclusive: 5_900 },
    rooms: [standard(8_900), family(15_500)],
  },
  {
    id: 'puj-cap-cana-suites',
    airport: 'PUJ',
    name: 'Cap Cana Suites',
    stars: 5,
    area: { en: 'Cap Cana', es: 'Cap Cana', pt: 'Cap Cana' },
    description: {
      en: 'Quiet suites by the marina, with a golf course and a spa.',
      es: 'Suites tranquilas junto a la marina, con campo de golf y spa.',
      pt: 'Suítes tranquilas junto à marina, com campo de golfe e spa.',
    },
    amenities: ['beach', 'pool', 'spa', 'golf', 'wifi'],
    touristTaxEur: 0,
    boards: { room_only: 0, breakfast: 2_600, half_board: 5_200 },
    rooms: [adultsOnly(21_500, 8), family(27_900, 3)],
  },
  {
    id: 'sjo-valle-central',
    airport: 'SJO',
    name: 'Valle Central Lodge',
    stars: 4,
    area: { en: 'Escazú', es: 'Escazú', pt: 'Escazú' },
    description: {
      en: 'A lodge in the hills above San José, a base for volcanoes and coffee farms.',
      es: 'Un lodge en las colinas sobre San José, base para volcanes y fincas de café.',
      pt: 'Um lodge nas colinas acima de San José, base para vulcões e fazendas de café.',
    },
    amenities: ['pool', 'garden', 'wifi'],
    touristTaxEur: 0,
    boards: { room_only: 0, breakfast: 1_500, half_board: 3_400 },
    rooms: [standard(7_900), family(12_900)],
  },
  {
    id: 'sjo-barrio-amon',
    airport: 'SJO',
    name: 'Casa Barrio Amón',
    stars: 3,
    area: { en: 'Barrio Amón', es: 'Barrio Amón', pt: 'Barrio Amón' },
    description: {
      en: 'A restored colonial house in the old quarter, close to the museums.',
      es: 'Una casa colonial restaurada en el barrio antiguo, cerca de los museos.',
      pt: 'Uma casa colonial restaurada no bairro antigo, perto dos museus.',
    },
    amenities: ['wifi', 'garden'],
    touristTaxEur: 0,
    boards: { room_only: 0, breakfast: 1_100 },
    rooms: [standard(6_200, 10)],
  },
];
