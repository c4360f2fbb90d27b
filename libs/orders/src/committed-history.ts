/** One row of `order_events`, as the history reads it: oldest first (by id). */
export interface OrderEventRow {
  type: string;
  atMs: number;
  data: Record<string, unknown>;
}

const seatKey = (e: OrderEventRow) => `${String(e.data['passengerRef'])}|${String(e.data['flightRef'])}`;
const hasLines = (e: OrderEventRow) => Array.isArray(e.data['lines']) && e.data['lines'].length > 0;

/**
 * The events of an order that are part of what was booked, paid or changed (issue 11, item 6):
 *
 * - Before the booking is confirmed, only its outcome counts: the extras and the seat per passenger
 *   and flight that were chosen last (each earlier click was replaced), then `confirmed`. Starting
 *   the draft, naming the passengers and refused payments are not changes of a booking.
 * - After it, a free seat, contact and document changes, check-in, cancellation and refunds count
 *   at once. Extras and paid seats are a pending change (decision 044): they count when `changed`
 *   pays them, as the last selection of that change; a change that lapsed unpaid (`change_lapsed`,
 *   or no edit for `changeTtlMs`) never counts, nor does a refused payment of it.
 */
export function committedEvents(events: readonly OrderEventRow[], changeTtlMs: number): OrderEventRow[] {
  const out: OrderEventRow[] = [];
  let booked = false;
  const draftSeats = new Map<string, OrderEventRow>();
  let draftExtras: OrderEventRow | undefined;
  const pendingSeats = new Map<string, OrderEventRow>();
  let pendingExtras: OrderEventRow | undefined;
  let lastTouch = Number.NEGATIVE_INFINITY;
  const dropPending = () => {
    pendingSeats.clear();
    pendingExtras = undefined;
    lastTouch = Number.NEGATIVE_INFINITY;
  };
  // A change edit after the last one's expiry starts a new change: the old one lapsed.
  const touch = (e: OrderEventRow) => {
    if (e.atMs >= lastTouch + changeTtlMs) dropPending();
    lastTouch = e.atMs;
  };
  const inOrder = (list: Iterable<OrderEventRow>) =>
    [...list].sort((a, b) => events.indexOf(a) - events.indexOf(b));

  for (const e of events) {
    if (!booked) {
      if (e.type === 'seat_held') draftSeats.set(seatKey(e), e);
      else if (e.type === 'extras_set') draftExtras = e;
      else if (e.type === 'confirmed') {
        booked = true;
        out.push(
          ...inOrder([
            ...(draftExtras && hasLines(draftExtras) ? [draftExtras] : []),
            ...draftSeats.values(),
          ]),
        );
        out.push(e);
      }
      continue;
    }
    switch (e.type) {
      case 'change_extras':
        touch(e);
        pendingExtras = e;
        break;
      case 'change_seat':
        if (Number(e.data['price'] ?? 0) > 0) {
          touch(e);
          pendingSeats.set(seatKey(e), e);
        } else {
          // A free seat is the passenger's at once, in place of any unpaid one.
          pendingSeats.delete(seatKey(e));
          out.push(e);
        }
        break;
      case 'seat_assigned':
        pendingSeats.delete(seatKey(e));
        out.push(e);
        break;
      case 'change_lapsed':
        dropPending();
        break;
      case 'changed':
        out.push(
          ...inOrder([
            ...(pendingExtras && hasLines(pendingExtras) ? [pendingExtras] : []),
            ...pendingSeats.values(),
          ]),
        );
        out.push(e);
        dropPending();
        break;
      case 'cancelled':
        dropPending();
        out.push(e);
        break;
      case 'payment_declined':
        break;
      default:
        out.push(e);
    }
  }
  return out;
}
