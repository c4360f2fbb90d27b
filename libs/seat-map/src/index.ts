// Public API of @skybook/seat-map: a presentational seat map driven by props (no API calls).
export {
  SEAT_CATEGORIES,
  findSeat,
  seatId,
  seatPosition,
  type CabinLayout,
  type CabinRow,
  type CabinSeat,
  type SeatCategory,
  type SeatFlight,
  type SeatPassenger,
  type SeatPassengerType,
  type SeatPosition,
  type SeatRules,
} from './layout.ts';
export { neighbours, suggestFamilySeats, type FamilySeats } from './rules.ts';
export { CATEGORY_LABELS } from './labels.ts';
export { SeatGrid, type SeatGridProps, type SeatState } from './seat-grid.tsx';
export { SeatLegend, type SeatLegendProps } from './seat-legend.tsx';
export { SeatMap, type SeatChoice, type SeatMapProps } from './seat-map.tsx';
