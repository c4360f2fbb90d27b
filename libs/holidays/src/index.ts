export { searchPackages } from './package-search.server.ts';
export { holdRooms } from './room-hold-create.server.ts';
export { confirmRoomHold, releaseRoomHold, sweepExpiredRoomHolds } from './room-holds.server.ts';
