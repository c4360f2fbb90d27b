import { useLingui } from '@lingui/react/macro';
import type { HistoryEntry } from '@skybook/api-contract';
import { formatDate, formatMoney, formatTime, type Locale } from '@skybook/i18n';
import { eventLabel } from './manage-labels.ts';
import { sectionStyles as shared } from '@skybook/booking-order';
import styles from './manage.module.css';

export interface HistoryListProps {
  history: HistoryEntry[];
  locale: Locale;
  /** The zone the dates are read in: the visitor's own (stories and tests pin it). */
  timeZone: string;
}

/** What happened to the booking, oldest first: the event, when, and the amount or seat it names. */
export function HistoryList({ history, locale, timeZone }: HistoryListProps) {
  const { i18n } = useLingui();
  return (
    <ol className={shared.list}>
      {history.map((entry, i) => {
        const at = new Date(entry.at);
        const { amount, refund, currency, seat } = entry.details;
        // A cancellation names its refund; a payment or a refund its amount.
        const money = typeof refund === 'number' ? refund : amount;
        const sum =
          typeof money === 'number' && typeof currency === 'string'
            ? formatMoney(money, currency, locale)
            : null;
        return (
          <li
            key={`${entry.type}-${i}`}
            className={shared.item}
            data-testid="history-entry"
            data-type={entry.type}
          >
            <strong>{i18n._(eventLabel(entry.type))}</strong>
            {sum ? <span className={styles.amount}> · {sum}</span> : null}
            {typeof seat === 'string' ? <span> · {seat}</span> : null}
            <br />
            <time dateTime={entry.at} className={shared.muted}>
              {formatDate(at, locale, timeZone)} {formatTime(at, locale, timeZone)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
