import {
  confirmOnAccount,
  createOrder,
  extrasCatalog,
  holdSeat,
  pay,
  seatMap,
  setExtras,
  setPassengers,
  viewOrder,
  type PaymentOutcome,
} from '@skybook/orders';
import { agencyCredit, currencyRefusal } from './agency-credit.ts';
import type { HandlerDeps, Handlers, RequestContext } from './handler-types.ts';
import { requireAgency } from './guards.ts';
import { ownerFor } from './guards.ts';
import { orderChangeMail, orderConfirmationMail } from './order-mail.ts';

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

/**
 * Issue 5, server side. The order's owner is the visitor's identity when the resolver knows it;
 * without one, the unguessable order id is the key (decision 010). A visitor granted the order by
 * a reservation lookup reaches it too, to add extras and seats after booking (decision 041).
 */
export function createOrdersHandlers({
  db,
  orders,
  mailer,
  logger,
}: Pick<HandlerDeps, 'db' | 'orders' | 'mailer' | 'logger'>): OrdersHandlers {
  /**
   * The payment that confirmed the booking mails the confirmation; one that confirmed a change
   * mails the changed booking (decision 109). A retry of either mails nothing.
   */
  async function mailOutcome(
    outcome: PaymentOutcome,
    input: { language: 'en' | 'es' | 'pt'; expectedTotal: number },
    ctx: RequestContext,
  ) {
    if (!outcome.confirmedNow || !outcome.contactEmail) return;
    const mail = {
      to: outcome.contactEmail,
      order: outcome.order,
      language: input.language,
      origin: await ctx.publicOrigin(),
    };
    try {
      await mailer.send(
        outcome.kind === 'booking'
          ? await orderConfirmationMail(mail)
          : await orderChangeMail({ ...mail, paid: input.expectedTotal }),
      );
    } catch (err) {
      logger.error(
        { err, orderId: outcome.order.orderId, requestId: ctx.requestId },
        `order ${outcome.kind} mail failed`,
      );
    }
  }

  return {
    createOrder: ({ holdId }, ctx) => createOrder(orders, holdId, ctx.identity?.uid),
    getOrder: async ({ orderId }, ctx) => {
      const owner = await ownerFor(db, ctx, orderId);
      return viewOrder(db, orderId, owner);
    },
    extrasCatalog: async ({ orderId, language }, ctx) => {
      const owner = await ownerFor(db, ctx, orderId);
      return extrasCatalog(orders, orderId, language, owner);
    },
    orderExtras: async ({ orderId, items }, ctx) => {
      const owner = await ownerFor(db, ctx, orderId);
      return setExtras(orders, orderId, items, owner);
    },
    seatMap: async ({ orderId, flightRef, purpose }, ctx) => {
      const owner = await ownerFor(db, ctx, orderId);
      return seatMap(orders, orderId, flightRef, owner, purpose);
    },
    orderSeat: async (input, ctx) => {
      const owner = await ownerFor(db, ctx, input.orderId);
      return holdSeat(orders, input, owner);
    },
    // The order read itself lets in a visitor a lookup granted the order to, as `ownerFor` does:
    // no statement of its own on these two booking steps (decision 093).
    orderPassengers: ({ orderId, details }, ctx) =>
      setPassengers(orders, orderId, details, ctx.identity?.uid),
    async pay(input, ctx) {
      const outcome = await pay(orders, input, ctx.identity?.uid, ctx.identity?.uid);
      await mailOutcome(outcome, input, ctx);
      return outcome.order;
    },
    async payOnAccount(input, ctx) {
      const actor = requireAgency(ctx);
      const outcome = await confirmOnAccount(db, input, ctx.identity?.uid, agencyCredit(actor)).catch(
        (error: unknown) => {
          throw currencyRefusal(error, actor);
        },
      );
      await mailOutcome(outcome, input, ctx);
      return outcome.order;
    },
  };
}
