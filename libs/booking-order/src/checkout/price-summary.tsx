import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import type { PriceGroupView, PriceLine } from './price-lines.ts';
import styles from './price-summary.module.css';

export interface PriceSummaryProps {
  groups: PriceGroupView[];
  /** The order's total, as the server computed it (minor units). */
  total: number;
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

function GroupLabel({ group }: { group: PriceGroupView }) {
  const count = group.count;
  if (group.kind === 'extras') return <Plural value={count} one="# extra" other="# extras" />;
  if (group.kind === 'seats') return <Plural value={count} one="# seat" other="# seats" />;
  if (group.passengerType === 'child') return <Plural value={count} one="# child" other="# children" />;
  if (group.passengerType === 'infant') return <Plural value={count} one="# infant" other="# infants" />;
  return <Plural value={count} one="# adult" other="# adults" />;
}

/** One group's line with its subtotal; its button unfolds what it is made of. */
function Group({ group, currency, locale }: { group: PriceGroupView; currency: string; locale: Locale }) {
  const [open, setOpen] = useState(false);
  const breakdownId = useId();
  return (
    <li className={styles.group} data-group={group.id}>
      <div className={styles.groupRow}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={breakdownId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.chevron} aria-hidden="true" />
          <GroupLabel group={group} />
        </button>
        <span data-testid={`price-group-${group.id}`}>{formatMoney(group.amount, currency, locale)}</span>
      </div>
      <dl id={breakdownId} className={styles.lines} hidden={!open}>
        {group.lines.map((line) => (
          <div key={line.id} className={styles.line} data-kind={line.kind}>
            <dt>
              <LineLabel line={line} />
            </dt>
            <dd data-testid={`price-${line.id}`}>{formatMoney(line.amount, currency, locale)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * The price: one line per passenger type, the extras and the seats, each with the server's
 * subtotal and a button that unfolds it, then the total (decision 120). Beside the steps on wide
 * screens; on a phone, a bar fixed at the bottom with the total and a "Details" button that opens
 * the groups above it (Escape closes them and returns to the button).
 */
export function PriceSummary({ groups, total, currency, locale }: PriceSummaryProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.stopPropagation();
    setExpanded(false);
    toggle.current?.focus();
  };
  return (
    <aside
      className={styles.summary}
      aria-label={t`Price summary`}
      data-expanded={expanded || undefined}
      onKeyDown={onKeyDown}
    >
      <div id={detailsId} className={styles.details} data-collapsed={expanded ? undefined : 'true'}>
        <h2 className={styles.title}>
          <Trans>Your price</Trans>
        </h2>
        <ul className={styles.groups}>
          {groups.map((group) => (
            <Group key={group.id} group={group} currency={currency} locale={locale} />
          ))}
        </ul>
      </div>
      <div className={styles.foot}>
        <p className={styles.total}>
          <span>
            <Trans>Total</Trans>
          </span>
          <strong data-testid="price-total">{formatMoney(total, currency, locale)}</strong>
        </p>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? <Trans>Hide details</Trans> : <Trans>Details</Trans>}
        </button>
      </div>
    </aside>
  );
}
