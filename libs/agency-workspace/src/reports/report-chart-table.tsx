import { Trans, useLingui } from '@lingui/react/macro';
import { formatIsoDay, formatMoney, isLocale } from '@skybook/i18n';
import tableStyles from '../dashboard/dashboard.module.css';
import styles from './reports.module.css';

/** Ticketed sales per day, all in `currency`. */
export interface DailySales {
  days: ReadonlyArray<{ date: string; sales: number; count: number }>;
  currency: string;
}

/** The report chart's figures as a table (date, bookings, sales and their totals): its accessible form. */
export function ReportChartTable({
  id,
  hidden,
  days,
  currency,
}: DailySales & { id: string; hidden: boolean }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const total = money(days.reduce((sum, d) => sum + d.sales, 0));
  const count = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <div className={styles.tableWrap} id={id} hidden={hidden}>
      <table className={tableStyles.table} data-testid="report-chart-table">
        <caption className="visually-hidden">{t`Ticketed sales per day in ${currency}`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Bookings</Trans>
            </th>
            <th scope="col">
              <Trans>Sales</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatIsoDay(d.date, locale)}</th>
              <td data-numeric>{d.count}</td>
              <td data-numeric>{money(d.sales)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={styles.total}>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td data-numeric>{count}</td>
            <td data-numeric>{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
