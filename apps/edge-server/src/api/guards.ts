import type { Db } from '@skybook/db';
import { canAccess } from '@skybook/orders';
import type { AgencyActor } from '@skybook/agency';
import type { RequestContext } from './handler-types.ts';
import { DomainError } from '@skybook/api-contract';

/**
 * Manage and check-in (decision 041): the order's creator, or a visitor whose lookup by
 * reference and last name granted them the order. Anyone else gets the missing order's 404.
 */
export async function requireOrderAccess(db: Db, ctx: RequestContext, orderId: string): Promise<void> {
  if (!ctx.identity || !(await canAccess(db, orderId, ctx.identity.uid)))
    throw new DomainError(404, 'errors.order_not_found', { orderId: 'errors.not_found' });
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

/** The agency user behind the request, or 401 (signed out / anonymous). */
export function requireAgency(ctx: RequestContext): AgencyActor {
  if (ctx.identity?.type !== 'agency') throw new DomainError(401, 'agency.unauthorized');
  return ctx.identity.actor;
}
