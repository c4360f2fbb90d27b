import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@skybook/db';
import { DomainError, type PayInput } from '@skybook/api-contract';
import { assertBookable } from './booking-rules.server.ts';
import { cardExpired } from './card.ts';
import { loadOrder, isBooked, publicOrder, type LoadedOrder } from './order-read.server.ts';
import { systemNow, type OnConfirmed, type OrderDeps, type PaymentOutcome } from './order-deps.ts';
import type { ChargeResult } from './payment-gateway.ts';
import { leaseOf, refusalOf, replay } from './payment-attempts.server.ts';
import {
  gatewayKey,
  settleAttempt,
  type AttemptToSettle,
  type Settlement,
} from './payment-settlement.server.ts';

/** What this payment is for, or why the order cannot be paid now. */
function purposeOf(order: LoadedOrder): { round: number; amount: number } {
  if (order.status === 'HELD') {
    if (order.expired) throw new DomainError(410, 'errors.order_expired');
    return { round: 0, amount: order.total.amount };
  }
  if (isBooked(order.status) && order.amountDue.amount > 0)
    return { round: order.revision + 1, amount: order.amountDue.amount };
  throw new DomainError(409, 'errors.order_not_payable');
}

/**
 * `pay`: a HELD order's booking (round 0, decision 039) or a booked order's pending change
 * (round `revision + 1`, decision 044), once per idempotency key and once per round. A crash or
 * a lost gateway answer leaves the attempt pending under a lease; once the lease is over the
 * reconciler, or a retry with the key, asks the gateway what happened and settles it (decision 019).
 *
 * `owner` is whom the order must belong to (none for a visitor a lookup granted it to);
 * `caller` is the identity the idempotency key is scoped to. `onConfirmed` runs in the
 * transaction that confirms the booking or change, when this request settles it.
 */
export async function pay(
  deps: OrderDeps,
  input: PayInput,
  owner?: string,
  caller?: string,
  onConfirmed?: OnConfirmed,
): Promise<PaymentOutcome> {
  const { db } = deps;
  const callerUid = caller ?? null;
  // The token stands for the card (decision 055): a retry repeats it, a new card is a new token.
  const hash = createHash('sha256')
    .update(JSON.stringify([input.orderId, input.expectedTotal, input.cardToken]))
    .digest('hex');
  const replayed = await replay(deps, input.idempotencyKey, hash, callerUid, owner);
  if (replayed) return replayed;

  let payable: Awaited<ReturnType<typeof checkPayable>>;
  try {
    payable = await checkPayable(deps, input, owner);
  } catch (error) {
    // A duplicate of this very request (same key, e.g. on another server) may have claimed the
    // attempt after the replay above and spent the token or confirmed the order since: a check that
    // fails for that reason gets the duplicate's answer, as if the key had been seen first.
    const again = await replay(deps, input.idempotencyKey, hash, callerUid, owner);
    if (again) return again;
    throw error;
  }
  const { order, round, amount, brand, last4 } = payable;
  const id = randomUUID();
  const claimed = await claimAttempt(deps, {
    id,
    input,
    callerUid,
    hash,
    order,
    round,
    amount,
    brand,
    last4,
  });
  if (!claimed) {
    // Either a concurrent duplicate (same key) or another live payment of this order (round).
    const again = await replay(deps, input.idempotencyKey, hash, callerUid, owner);
    if (again) return again;
    throw new DomainError(409, 'errors.payment_in_progress');
  }
  const attempt: AttemptToSettle = {
    id,
    orderId: order.orderId,
    round,
    amount,
    currency: order.currency,
    brand,
    last4,
  };
  // A confirmed booking answers the order its settlement committed; a change reads it again.
  const fresh =
    (await chargeAndSettle(deps, attempt, input.cardToken, onConfirmed)) ??
    (await loadOrder(db, order.orderId, owner));
  return {
    order: publicOrder(fresh),
    confirmedNow: true,
    kind: round === 0 ? 'booking' : 'change',
    contactEmail: fresh.contactEmail,
  };
}

/** A new attempt's checks: a live card, a payable order, and the total the client was shown. */
async function checkPayable(deps: OrderDeps, input: PayInput, owner?: string) {
  const { db, gateway, now = systemNow } = deps;
  // Asked only for a new attempt: a retry of a settled one has spent its token and answers above.
  const card = await gateway.cardOf(input.cardToken);
  if (!card || card.spent)
    throw new DomainError(400, 'errors.validation', { cardToken: 'errors.invalid_card_token' });

  const order = await loadOrder(db, input.orderId, owner);
  const { round, amount } = purposeOf(order);
  assertTermsAccepted(round, input.acceptTerms);
  await assertBookable(db, order);
  if (cardExpired(card.expiryMonth, card.expiryYear, now()))
    throw new DomainError(400, 'errors.validation', { cardToken: 'errors.card_expired' });
  if (input.expectedTotal !== amount)
    throw new DomainError(
      409,
      'errors.price_changed',
      { expectedTotal: 'errors.price_changed' },
      round === 0 ? { total: order.total } : { total: order.amountDue },
    );
  return { order, round, amount, brand: card.brand, last4: card.last4 };
}

/**
 * A booking is paid only once its payer accepted the fare conditions and terms (decision 121): the
 * page's checkbox is a convenience, this is the rule. A later change (round > 0) was booked under
 * the terms already accepted.
 */
export function assertTermsAccepted(round: number, acceptTerms: boolean | undefined): void {
  if (round === 0 && acceptTerms !== true)
    throw new DomainError(422, 'errors.terms_required', { acceptTerms: 'errors.terms_required' });
}

/**
 * Records the attempt under its lease; false when its key or its order's round is taken. A
 * booking's attempt also records when its terms were accepted, in the same statement (decision 093).
 */
async function claimAttempt(
  deps: OrderDeps,
  a: {
    id: string;
    input: PayInput;
    callerUid: string | null;
    hash: string;
    order: LoadedOrder;
    round: number;
    amount: number;
    brand: string;
    last4: string;
  },
): Promise<boolean> {
  const claimed = await rowsOf<{ id: string }>(
    deps.db,
    // why: ON CONFLICT DO NOTHING on the unique key and live-round indexes lets exactly one concurrent request claim the payment.
    sql`with terms as (update orders set terms_accepted_at = now()
      where id = ${a.order.orderId}::uuid and ${a.round} = 0 and terms_accepted_at is null)
    insert into payment_attempts (id, idempotency_key, owner_uid, order_id, request_hash, amount, currency, card_brand, card_last4, round, lease_until)
    values (${a.id}::uuid, ${a.input.idempotencyKey}, ${a.callerUid}, ${a.order.orderId}::uuid, ${a.hash}, ${a.amount}, ${a.order.currency}, ${a.brand}, ${a.last4}, ${a.round},
      now() + ${leaseOf(deps)} * interval '1 millisecond')
    on conflict do nothing returning id::text`,
  );
  return claimed.length > 0;
}

/**
 * Charges the card and settles the attempt; throws unless the payment went through. Answers the
 * order as the settlement committed it, when it confirmed a booking.
 */
async function chargeAndSettle(
  deps: OrderDeps,
  attempt: AttemptToSettle,
  cardToken: string,
  onConfirmed?: OnConfirmed,
): Promise<LoadedOrder | undefined> {
  const { db, gateway } = deps;
  const { id, amount, currency, round } = attempt;
  // The gateway's answer must come well inside the lease, or the reconciler would ask meanwhile.
  let result: ChargeResult | undefined;
  try {
    result = await withTimeout(
      gateway.charge({ amount, currency, cardToken, idempotencyKey: gatewayKey(id) }),
      leaseOf(deps) / 2,
    );
  } catch {
    // No answer: ask the gateway what became of the call (voiding it if it never arrived).
    result = await gateway
      .resolveCharge({ idempotencyKey: gatewayKey(id), amount, currency })
      .catch(() => undefined);
  }
  const settled: Settlement = result
    ? await settleAttempt(db, gateway, attempt, result, onConfirmed)
    : { status: 'pending' };
  if (settled.status === 'pending') {
    // Still open (the gateway unreachable, a refund refused): the reconciler finishes it.
    if (round === 0 && result?.approved) throw new DomainError(410, 'errors.order_expired');
    throw new DomainError(409, 'errors.payment_in_progress');
  }
  if (settled.status === 'declined') throw refusalOf(settled.outcome);
  return settled.order;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gateway gave no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
