import type { Order } from '@skybook/api-contract';
import {
  COMMISSION_RATE,
  confirmBookingOnAccount,
  holdBookingOnAccount,
  type AgencyActor,
} from '@skybook/agency';
import type { AccountCredit } from '@skybook/orders';
import { DomainError } from '@skybook/api-contract';

/** Order route as the agency reports show it: `MAD-LIS` or `MAD-LIS-MAD`. */
const routeOf = (order: Order) => {
  const outbound = order.flights.filter((f) => f.direction === 'outbound');
  const back = order.flights.some((f) => f.direction === 'inbound');
  const first = outbound[0]?.origin ?? '';
  const last = outbound[outbound.length - 1]?.destination ?? '';
  return back ? `${first}-${last}-${first}` : `${first}-${last}`;
};

/**
 * An order paid on account: its total is reserved against the agency's limit with its booking row
 * by one conditional statement (decision 034) and confirmed at once — inside the order's confirming
 * transaction, so a refusal leaves neither a ticket nor a debit. The credit is kept in one currency
 * and money is never converted at an estimate: an order in another currency is refused.
 */
export function agencyCredit(actor: AgencyActor): AccountCredit {
  return {
    async charge(tx, order) {
      const total = order.total.amount;
      const lead = order.passengers.find((p) => p.type === 'adult');
      const outcome = await holdBookingOnAccount(
        tx,
        { agencyId: actor.agencyId, userId: actor.userId },
        {
          orderId: order.orderId,
          reference: order.bookingReference ?? '',
          passengerName: `${lead?.ticketLastName ?? ''}/${lead?.ticketFirstName ?? ''}`,
          route: routeOf(order),
          currency: order.currency,
          total,
          commission: Math.round(total * COMMISSION_RATE),
          expiresAt: new Date(order.expiresAt),
        },
      );
      if (!outcome.ok)
        return outcome.reason === 'insufficient_credit'
          ? 'errors.insufficient_credit'
          : 'errors.invalid_currency';
      return (await confirmBookingOnAccount(tx, order.orderId)) ? null : 'errors.payment_failed';
    },
  };
}

/**
 * Defence in depth (decision 014): the funnel already works in the agency's currency, so an order
 * in another one only reaches pay-on-account from an old tab or a direct call. It is refused as a
 * field error on `currency`, with the agency's currency in the details for the message.
 */
export function currencyRefusal(error: unknown, actor: AgencyActor): unknown {
  if (!(error instanceof DomainError) || error.key !== 'errors.invalid_currency') return error;
  return new DomainError(
    409,
    'errors.invalid_currency',
    { currency: 'errors.invalid_currency' },
    {
      currency: actor.currency,
    },
  );
}
