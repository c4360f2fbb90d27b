// Public API of @skybook/seat-map: a presentational seat map driven by props (no API calls).
export {
  DEFAULT_SEAT_PRICES,
  SEAT_CATEGORIES,
  findSeat,
  seatId,
  seatPosition,
  seatPrice,
  type CabinLayout,
  type CabinRow,
  type CabinSeat,
  type SeatCategory,
  type SeatFlight,
  type SeatPassenger,
  type SeatPassengerType,
  type SeatPosition,
  type SeatPrices,
} from './layout.ts';
export { mayUseExitRow, neighbours, seatAllowedFor, suggestFamilySeats, type FamilySeats } from './rules.ts';
export { CATEGORY_LABELS } from './labels.ts';
export { SeatGrid, type SeatGridProps, type SeatState } from './seat-grid.tsx';
export { SeatLegend, type SeatLegendProps } from './seat-legend.tsx';
export { SeatMap, type SeatChoice, type SeatMapProps } from './seat-map.tsx';
