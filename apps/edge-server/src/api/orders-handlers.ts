import {
  confirmOnAccount,
  createOrder,
  extrasCatalog,
  holdSeat,
  pay,
  seatMap,
  setExtras,
  setPassengers,
  signManageLink,
  viewOrder,
  type OnConfirmed,
  type PaymentOutcome,
} from '@skybook/orders';
import { agencyCredit, currencyRefusal } from './agency-credit.ts';
import type { HandlerDeps, Handlers, RequestContext } from './handler-types.ts';
import { requireAgency } from './guards.ts';
import { ownerFor } from './guards.ts';
import { orderChangeMail, orderConfirmationMail } from './order-mail.ts';
import { queueRenderedMail } from './queue-mail.ts';
import { failedPaymentOutcome, type PaymentMethod } from '../metrics/business-metrics.ts';

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
  mail,
  logger,
  metrics,
  manage,
  now = () => new Date(),
}: Pick<HandlerDeps, 'db' | 'orders' | 'mail' | 'logger' | 'metrics' | 'manage' | 'now'>): OrdersHandlers {
  /** Counts the payment call's outcome, and the booking it confirmed (never again on a retry). */
  async function counted(method: PaymentMethod, paying: Promise<PaymentOutcome>): Promise<PaymentOutcome> {
    try {
      const outcome = await paying;
      metrics?.payment(method, 'approved');
      if (outcome.confirmedNow && outcome.kind === 'booking') metrics?.bookingCompleted(method);
      return outcome;
    } catch (error) {
      metrics?.payment(method, failedPaymentOutcome(error));
      throw error;
    }
  }

  /**
   * The transaction that confirms the booking queues the confirmation; one that confirms a change
   * queues the changed booking (decisions 109, 111). A retry confirms nothing, so mails nothing.
   */
  async function mailConfirmation(
    input: { language: 'en' | 'es' | 'pt'; expectedTotal: number },
    ctx: RequestContext,
  ): Promise<OnConfirmed> {
    const origin = await ctx.publicOrigin();
    return async (tx, { kind, order, contactEmail }) => {
      if (!contactEmail) return;
      const manageToken = signManageLink(order.orderId, manage.linkKeys[0]!, now());
      const about = { to: contactEmail, order, language: input.language, origin, manageToken };
      await queueRenderedMail(
        tx,
        () =>
          kind === 'booking'
            ? orderConfirmationMail(about)
            : orderChangeMail({ ...about, paid: input.expectedTotal }),
        (err) =>
          logger.error(
            { err, orderId: order.orderId, requestId: ctx.requestId },
            `order ${kind} mail failed`,
          ),
      );
    };
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
    orderExtras: async ({ orderId, items, bundles }, ctx) => {
      const owner = await ownerFor(db, ctx, orderId);
      return setExtras(orders, orderId, { items, bundles }, owner);
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
      const onConfirmed = await mailConfirmation(input, ctx);
      const outcome = await counted(
        'card',
        pay(orders, input, ctx.identity?.uid, ctx.identity?.uid, onConfirmed),
      );
      mail.kick();
      return outcome.order;
    },
    async payOnAccount(input, ctx) {
      const actor = requireAgency(ctx);
      const onConfirmed = await mailConfirmation(input, ctx);
      const outcome = await counted(
        'account',
        confirmOnAccount(db, input, ctx.identity?.uid, agencyCredit(actor), onConfirmed).catch(
          (error: unknown) => {
            throw currencyRefusal(error, actor);
          },
        ),
      );
      mail.kick();
      return outcome.order;
    },
  };
}
