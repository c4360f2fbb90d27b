// Public API of @skybook/seat-map: a presentational seat map driven by props (no API calls).
export { seatId, type CabinLayout, type SeatFlight, type SeatPassenger } from './layout.ts';
export { SeatMap } from './seat-map.tsx';
