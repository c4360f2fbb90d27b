import { confirmOnAccount, OrderError, type PaymentOutcome } from '@skybook/orders';
import { agencyCredit } from './agency-credit.ts';
import type { Handlers, RequestContext } from './handler-types.ts';
import { requireAgency } from './identity-handlers.ts';
import type { HandlerDeps } from './handlers.ts';
import { HttpError } from './http-error.ts';
import { orderConfirmationMail } from './order-mail.ts';

type OrdersHandlers = Pick<
  Handlers,
  | 'createOrder'
  | 'getOrder'
  | 'extrasCatalog'
  | 'orderExtras'
  | 'seatMap'
  | 'orderSeat'
  | 'orderPassengers'
  | 'pay'
  | 'payOnAccount'
>;

/** Order refusals (expired hold, seat taken, card declined…) keep their status, keys and details. */
async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError)
      throw new HttpError(error.status, error.key, error.fields, undefined, error.details);
    throw error;
  }
}

/**
 * Issue 5, server side. The order's owner is the visitor's identity when the resolver knows it;
 * without one, the unguessable order id is the key (decision 010).
 */
export function createOrdersHandlers({
  orders,
  mailer,
  logger,
  db,
}: Pick<HandlerDeps, 'orders' | 'mailer' | 'logger' | 'db'>): OrdersHandlers {
  /** Only the payment that confirmed sends the mail; a retry answering it does not send it again. */
  async function mailConfirmation(outcome: PaymentOutcome, language: 'en' | 'es' | 'pt', ctx: RequestContext) {
    if (!outcome.confirmedNow || !outcome.contactEmail) return;
    const origin = `${ctx.protocol}://${ctx.host}`;
    try {
      await mailer.send(orderConfirmationMail({ to: outcome.contactEmail, order: outcome.order, language, origin }));
    } catch (err) {
      logger.error({ err, orderId: outcome.order.orderId, requestId: ctx.requestId }, 'order confirmation mail failed');
    }
  }

  return {
    createOrder: ({ holdId }, ctx) => mapped(() => orders.createOrder(holdId, ctx.identity?.uid)),
    getOrder: ({ orderId }, ctx) => mapped(() => orders.getOrder(orderId, ctx.identity?.uid)),
    extrasCatalog: ({ orderId, language }, ctx) =>
      mapped(() => orders.extrasCatalog(orderId, language, ctx.identity?.uid)),
    orderExtras: ({ orderId, items }, ctx) =>
      mapped(() => orders.setExtras(orderId, items, ctx.identity?.uid)),
    seatMap: ({ orderId, flightRef }, ctx) =>
      mapped(() => orders.seatMap(orderId, flightRef, ctx.identity?.uid)),
    orderSeat: (input, ctx) => mapped(() => orders.holdSeat(input, ctx.identity?.uid)),
    orderPassengers: ({ orderId, details }, ctx) =>
      mapped(() => orders.setPassengers(orderId, details, ctx.identity?.uid)),
    async pay(input, ctx) {
      const outcome = await mapped(() => orders.pay(input, ctx.identity?.uid));
      await mailConfirmation(outcome, input.language, ctx);
      return outcome.order;
    },
    async payOnAccount(input, ctx) {
      const actor = requireAgency(ctx);
      const outcome = await mapped(() =>
        confirmOnAccount(db, input, ctx.identity?.uid, agencyCredit(actor)),
      );
      await mailConfirmation(outcome, input.language, ctx);
      return outcome.order;
    },
  };
}
