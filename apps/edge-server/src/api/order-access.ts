import type { Db } from '@skybook/db';
import { canAccess, OrderError } from '@skybook/orders';
import type { RequestContext } from './handler-types.ts';
import { HttpError } from './http-error.ts';

/** Order refusals (expired hold, seat taken, card declined…) keep their status, keys and details. */
export async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError)
      throw new HttpError(error.status, error.key, error.fields, undefined, error.details);
    throw error;
  }
}

/**
 * Manage and check-in (decision 011): the order's creator, or a visitor whose lookup by
 * reference and last name granted them the order. Anyone else gets the missing order's 404.
 */
export async function requireOrderAccess(db: Db, ctx: RequestContext, orderId: string): Promise<void> {
  if (!ctx.identity || !(await canAccess(db, orderId, ctx.identity.uid)))
    throw new HttpError(404, 'errors.order_not_found', { orderId: 'errors.not_found' });
}

/**
 * The owner the funnel's order endpoints check: none for a visitor the lookup granted the order
 * to (so they can add extras, seats and pay), else the caller's own identity (decision 010).
 */
export async function ownerFor(db: Db, ctx: RequestContext, orderId: string): Promise<string | undefined> {
  const uid = ctx.identity?.uid;
  if (uid && (await canAccess(db, orderId, uid))) return undefined;
  return uid;
}
