import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingTotals as Totals } from '@skybook/api-contract';
import { formatMoney, isLocale } from '@skybook/i18n';
import styles from './dashboard.module.css';

/**
 * Money of bookings on account, one row per currency, each amount in its own currency: sales and
 * commission of ticketed bookings only, held (unticketed) ones apart. Nothing without bookings
 * (the bookings table beside it says so).
 */
export function BookingTotals({ totals }: { totals: readonly Totals[] }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  if (totals.length === 0) return null;
  return (
    <>
      {totals.map((total) => {
        const money = (amount: number) => formatMoney(amount, total.currency, locale);
        const ticketed = total.ticketed;
        const held = total.held;
        return (
          <dl
            key={total.currency}
            className={styles.totals}
            data-testid="booking-totals"
            data-currency={total.currency}
          >
            <div>
              <dt>
                <Trans>Bookings</Trans>
              </dt>
              <dd data-testid="totals-count">{total.count}</dd>
            </div>
            <div>
              <dt>
                <Trans>Total sales (ticketed: {ticketed})</Trans>
              </dt>
              <dd data-testid="totals-sales">{money(total.sales)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Commission</Trans>
              </dt>
              <dd data-testid="totals-commission">{money(total.commission)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Held, not ticketed ({held})</Trans>
              </dt>
              <dd data-testid="totals-held">{money(total.heldAmount)}</dd>
            </div>
          </dl>
        );
      })}
    </>
  );
}
