import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import { priceTotal, type PriceLine } from './price-lines.ts';
import styles from './price-summary.module.css';

export interface PriceSummaryProps {
  lines: PriceLine[];
  currency: string;
  locale: Locale;
}

function LineLabel({ line }: { line: PriceLine }) {
  const count = line.count ?? 1;
  switch (line.kind) {
    case 'fare': {
      const who =
        line.passengerType === 'child' ? (
          <Plural value={count} one="Fare, # child" other="Fare, # children" />
        ) : line.passengerType === 'infant' ? (
          <Plural value={count} one="Fare, # infant" other="Fare, # infants" />
        ) : (
          <Plural value={count} one="Fare, # adult" other="Fare, # adults" />
        );
      // A return trip has a fare line per direction: the description says which.
      return line.description ? (
        <>
          {who} · {line.description}
        </>
      ) : (
        who
      );
    }
    case 'taxes':
      return line.description ? <>{line.description}</> : <Trans>Taxes</Trans>;
    case 'fees':
      return line.description ? <>{line.description}</> : <Trans>Fees</Trans>;
    case 'seat':
      return line.description ? <>{line.description}</> : <Trans>Seats</Trans>;
    case 'extra':
      return line.description ? <>{line.description}</> : <Trans>Extras</Trans>;
  }
}

/**
 * Every price line and the total (their exact sum). Sticky beside the funnel on desktop; on
 * mobile the total stays visible and the lines fold behind a toggle.
 */
export function PriceSummary({ lines, currency, locale }: PriceSummaryProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const total = formatMoney(priceTotal(lines), currency, locale);
  return (
    <aside className={styles.summary} aria-label={t`Price summary`}>
      <h2 className={styles.title}>
        <Trans>Your price</Trans>
      </h2>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? <Trans>Hide price details</Trans> : <Trans>Show price details</Trans>}
      </button>
      <dl id={detailsId} className={styles.lines} data-collapsed={expanded ? undefined : 'true'}>
        {lines.map((line) => (
          <div key={line.id} className={styles.line} data-kind={line.kind}>
            <dt>
              <LineLabel line={line} />
            </dt>
            <dd data-testid={`price-${line.id}`}>{formatMoney(line.amount, currency, locale)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        <span>
          <Trans>Total</Trans>
        </span>
        <strong data-testid="price-total">{total}</strong>
      </p>
    </aside>
  );
}
