/** The demo network: a leisure airline between Iberia and the Americas. Data only. */

export interface AirportData {
  code: string;
  name: { en: string; es: string; pt: string };
  city: { en: string; es: string; pt: string };
  country: string;
  timeZone: string;
  isHub: boolean;
}

const same = (s: string) => ({ en: s, es: s, pt: s });

// Tables: one row per line reads and diffs best, so Prettier leaves them as they are.
// prettier-ignore
export const AIRPORTS: AirportData[] = [
  { code: 'MAD', name: { en: 'Adolfo Suárez Madrid–Barajas', es: 'Adolfo Suárez Madrid-Barajas', pt: 'Adolfo Suárez Madrid-Barajas' }, city: same('Madrid'), country: 'ES', timeZone: 'Europe/Madrid', isHub: true },
  { code: 'LIS', name: same('Humberto Delgado'), city: { en: 'Lisbon', es: 'Lisboa', pt: 'Lisboa' }, country: 'PT', timeZone: 'Europe/Lisbon', isHub: true },
  { code: 'OPO', name: same('Francisco Sá Carneiro'), city: { en: 'Porto', es: 'Oporto', pt: 'Porto' }, country: 'PT', timeZone: 'Europe/Lisbon', isHub: false },
  { code: 'PUJ', name: { en: 'Punta Cana International', es: 'Internacional de Punta Cana', pt: 'Internacional de Punta Cana' }, city: same('Punta Cana'), country: 'DO', timeZone: 'America/Santo_Domingo', isHub: false },
  { code: 'SDQ', name: { en: 'Las Américas International', es: 'Internacional Las Américas', pt: 'Internacional Las Américas' }, city: { en: 'Santo Domingo', es: 'Santo Domingo', pt: 'São Domingos' }, country: 'DO', timeZone: 'America/Santo_Domingo', isHub: false },
  { code: 'CUN', name: { en: 'Cancún International', es: 'Internacional de Cancún', pt: 'Internacional de Cancún' }, city: same('Cancún'), country: 'MX', timeZone: 'America/Cancun', isHub: false },
  { code: 'MEX', name: { en: 'Mexico City International', es: 'Internacional de la Ciudad de México', pt: 'Internacional da Cidade do México' }, city: { en: 'Mexico City', es: 'Ciudad de México', pt: 'Cidade do México' }, country: 'MX', timeZone: 'America/Mexico_City', isHub: false },
  { code: 'SJO', name: { en: 'Juan Santamaría International', es: 'Internacional Juan Santamaría', pt: 'Internacional Juan Santamaría' }, city: { en: 'San José', es: 'San José', pt: 'São José' }, country: 'CR', timeZone: 'America/Costa_Rica', isHub: false },
  { code: 'SAP', name: { en: 'Ramón Villeda Morales International', es: 'Internacional Ramón Villeda Morales', pt: 'Internacional Ramón Villeda Morales' }, city: { en: 'San Pedro Sula', es: 'San Pedro Sula', pt: 'San Pedro Sula' }, country: 'HN', timeZone: 'America/Tegucigalpa', isHub: false },
  { code: 'MIA', name: { en: 'Miami International', es: 'Internacional de Miami', pt: 'Internacional de Miami' }, city: same('Miami'), country: 'US', timeZone: 'America/New_York', isHub: true },
  { code: 'JFK', name: { en: 'John F. Kennedy International', es: 'Internacional John F. Kennedy', pt: 'Internacional John F. Kennedy' }, city: { en: 'New York', es: 'Nueva York', pt: 'Nova Iorque' }, country: 'US', timeZone: 'America/New_York', isHub: false },
];

/** Cabin layouts: business rows, economy rows, seat letters and which are on the sides. */
export interface AircraftData {
  code: string;
  name: string;
  businessRows: number;
  businessLetters: string;
  economyFirstRow: number;
  economyLastRow: number;
  economyLetters: string;
  /** Window/aisle blocks: STC3/STC5; the rest is central: STC2/STC6. */
  lateralLetters: string;
  exitRows: number[];
}

// prettier-ignore
export const AIRCRAFT: AircraftData[] = [
  { code: 'A359', name: 'Airbus A350-900', businessRows: 8, businessLetters: 'ADGK', economyFirstRow: 10, economyLastRow: 42, economyLetters: 'ABCDEFGHK', lateralLetters: 'ABCGHK', exitRows: [10, 26] },
  { code: 'A332', name: 'Airbus A330-200', businessRows: 6, businessLetters: 'ACDGHK', economyFirstRow: 10, economyLastRow: 39, economyLetters: 'ACDEFGHK', lateralLetters: 'ACHK', exitRows: [10, 24] },
  { code: '73H', name: 'Boeing 737-800', businessRows: 0, businessLetters: '', economyFirstRow: 1, economyLastRow: 31, economyLetters: 'ABCDEF', lateralLetters: 'ACDF', exitRows: [14, 15] },
];

/** One-way economy base fare and taxes per passenger, EUR minor units; both directions. */
// prettier-ignore
export const ROUTES: Array<[string, string, number, number]> = [
  ['MAD', 'CUN', 38_900, 8_731], ['MAD', 'PUJ', 41_900, 8_731], ['MAD', 'MEX', 45_900, 9_120],
  ['MAD', 'SJO', 49_900, 9_120], ['MAD', 'SAP', 52_900, 9_120], ['MAD', 'SDQ', 43_900, 8_731],
  ['MAD', 'MIA', 35_900, 9_950], ['MAD', 'JFK', 32_900, 9_950], ['LIS', 'PUJ', 39_900, 7_810],
  ['LIS', 'CUN', 40_900, 7_810], ['LIS', 'JFK', 31_900, 9_950], ['MAD', 'OPO', 6_500, 2_113],
  ['MAD', 'LIS', 6_900, 2_113], ['LIS', 'OPO', 4_900, 1_890], ['MIA', 'SAP', 19_900, 4_500],
  ['MIA', 'SJO', 17_900, 4_500], ['MIA', 'CUN', 12_900, 4_500], ['MIA', 'SDQ', 14_900, 4_500],
  ['JFK', 'PUJ', 21_900, 5_600], ['JFK', 'SDQ', 20_900, 5_600],
];

const DAILY = 0b1111111;
/** ISO weekdays → bit mask (bit 0 = Monday). */
const days = (...isoDays: number[]) => isoDays.reduce((mask, d) => mask | (1 << (d - 1)), 0);

/** Flight number, origin, destination, local departure, block minutes, days, aircraft. */
export type FlightData = [number, string, string, string, number, number, string];

// prettier-ignore
export const FLIGHTS: FlightData[] = [
  [101, 'MAD', 'CUN', '12:15', 655, DAILY, 'A359'], [102, 'CUN', 'MAD', '18:40', 560, DAILY, 'A359'],
  [111, 'MAD', 'PUJ', '15:30', 600, DAILY, 'A332'], [112, 'PUJ', 'MAD', '19:35', 530, DAILY, 'A332'],
  [121, 'MAD', 'MEX', '11:50', 735, DAILY, 'A359'], [122, 'MEX', 'MAD', '17:55', 650, DAILY, 'A359'],
  [131, 'MAD', 'SJO', '13:05', 690, days(2, 4, 6, 7), 'A332'], [132, 'SJO', 'MAD', '20:10', 630, days(2, 4, 6, 7), 'A332'],
  [141, 'MAD', 'SAP', '12:40', 700, days(1, 3, 5), 'A332'], [142, 'SAP', 'MAD', '19:20', 640, days(1, 3, 5), 'A332'],
  [151, 'MAD', 'SDQ', '16:10', 560, DAILY, 'A332'], [152, 'SDQ', 'MAD', '20:25', 510, DAILY, 'A332'],
  [161, 'MAD', 'MIA', '11:30', 590, DAILY, 'A359'], [162, 'MIA', 'MAD', '18:45', 515, DAILY, 'A359'],
  [171, 'MAD', 'JFK', '16:00', 510, DAILY, 'A332'], [172, 'JFK', 'MAD', '19:30', 445, DAILY, 'A332'],
  [201, 'LIS', 'PUJ', '13:20', 570, days(1, 4, 6), 'A332'], [202, 'PUJ', 'LIS', '18:50', 510, days(1, 4, 6), 'A332'],
  [211, 'LIS', 'CUN', '11:40', 630, days(2, 5, 7), 'A332'], [212, 'CUN', 'LIS', '17:45', 560, days(2, 5, 7), 'A332'],
  [221, 'LIS', 'JFK', '10:45', 480, DAILY, 'A332'], [222, 'JFK', 'LIS', '18:20', 410, DAILY, 'A332'],
  [301, 'OPO', 'MAD', '07:00', 75, DAILY, '73H'], [302, 'MAD', 'OPO', '21:30', 75, DAILY, '73H'],
  [303, 'OPO', 'MAD', '14:00', 75, DAILY, '73H'], [304, 'MAD', 'OPO', '09:30', 75, DAILY, '73H'],
  [311, 'LIS', 'MAD', '07:30', 80, DAILY, '73H'], [312, 'MAD', 'LIS', '20:45', 80, DAILY, '73H'],
  [313, 'LIS', 'MAD', '15:10', 80, DAILY, '73H'], [314, 'MAD', 'LIS', '10:00', 80, DAILY, '73H'],
  [321, 'OPO', 'LIS', '08:00', 55, DAILY, '73H'], [322, 'LIS', 'OPO', '19:00', 55, DAILY, '73H'],
  [401, 'MIA', 'SAP', '09:15', 155, DAILY, '73H'], [402, 'SAP', 'MIA', '13:05', 150, DAILY, '73H'],
  [411, 'MIA', 'SJO', '10:00', 170, DAILY, '73H'], [412, 'SJO', 'MIA', '14:30', 165, DAILY, '73H'],
  [421, 'MIA', 'CUN', '08:30', 85, DAILY, '73H'], [422, 'CUN', 'MIA', '11:10', 85, DAILY, '73H'],
  [431, 'MIA', 'SDQ', '09:45', 150, DAILY, '73H'], [432, 'SDQ', 'MIA', '13:40', 160, DAILY, '73H'],
  [441, 'JFK', 'PUJ', '08:15', 235, DAILY, '73H'], [442, 'PUJ', 'JFK', '13:30', 240, DAILY, '73H'],
  [451, 'JFK', 'SDQ', '07:45', 230, DAILY, '73H'], [452, 'SDQ', 'JFK', '12:50', 235, DAILY, '73H'],
];

// prettier-ignore
export const FARE_FAMILIES = [
  { code: 'basic', rank: 1, priceMultiplier: 100, changeable: false, changeFeeEur: null, refundable: false, checkedBags: 0, cabinBags: 1, seatCategory: 'STC1' },
  { code: 'classic', rank: 2, priceMultiplier: 135, changeable: true, changeFeeEur: 7_000, refundable: false, checkedBags: 1, cabinBags: 1, seatCategory: 'STC2' },
  { code: 'flex', rank: 3, priceMultiplier: 180, changeable: true, changeFeeEur: null, refundable: true, checkedBags: 2, cabinBags: 1, seatCategory: 'STUR' },
];

/** Minor units of the currency per EUR cent, × 10⁶ (fixed demo rates). */
// prettier-ignore
export const EXCHANGE_RATES: Array<[string, number]> = [
  ['EUR', 1_000_000], ['USD', 1_083_300], ['MXN', 19_871_900], ['HNL', 26_812_000], ['CRC', 545_210_000], ['DOP', 63_480_000],
];
