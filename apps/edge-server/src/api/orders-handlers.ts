import { OrderError } from '@skybook/orders';
import type { Handlers } from './handler-types.ts';
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
}: Pick<HandlerDeps, 'orders' | 'mailer' | 'logger'>): OrdersHandlers {
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
      // Only the payment that confirmed sends the mail; a retry answering it does not send it again.
      if (outcome.confirmedNow && outcome.contactEmail) {
        const origin = `${ctx.protocol}://${ctx.host}`;
        try {
          await mailer.send(
            orderConfirmationMail({
              to: outcome.contactEmail,
              order: outcome.order,
              language: input.language,
              origin,
            }),
          );
        } catch (err) {
          logger.error(
            { err, orderId: outcome.order.orderId, requestId: ctx.requestId },
            'order confirmation mail failed',
          );
        }
      }
      return outcome.order;
    },
  };
}
