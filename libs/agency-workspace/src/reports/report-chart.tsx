import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencyDigits, formatIsoDay, formatMoney, isLocale } from '@skybook/i18n';
import { Button } from '@skybook/ui';
import { labelEvery, niceTicks, textWidth } from './chart-scale.ts';
import { ReportChartTable, type DailySales } from './report-chart-table.tsx';
import { useWidth } from './use-width.ts';
import styles from './reports.module.css';

const HEIGHT = 220;
const FONT = 12;
/** Room above the tallest bar for its value, and below the axis for the dates. */
const TOP = FONT + 10;
const BOTTOM = FONT + 14;

/**
 * Ticketed sales per day in one currency: an SVG bar chart with money gridlines, dates and values,
 * read by screen readers as one image (total and range); its figures are in the table below it.
 */
export function ReportChart({ days, currency }: DailySales) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const [width, measure] = useWidth(640);
  const [open, setOpen] = useState(false);
  const tableId = useId();
  if (days.length === 0) return <p>{t`No ticketed sales in ${currency} in this range.`}</p>;

  const money = (minor: number) => formatMoney(minor, currency, locale);
  const ticks = niceTicks(Math.max(...days.map((d) => d.sales)));
  const top = ticks.at(-1)!;
  // Round gridlines read best without decimals ("1,500 €"); steps below one unit keep them.
  const whole = ticks[1]! % 10 ** currencyDigits(currency) === 0;
  const tickLabels = ticks.map((tick) => formatMoney(tick, currency, locale, { whole }));
  const left = Math.max(...tickLabels.map((l) => textWidth(l, FONT))) + 8;
  const plot = { x: left, y: TOP, width: Math.max(1, width - left - 4), height: HEIGHT - TOP - BOTTOM };
  const slot = plot.width / days.length;
  const y = (value: number) => plot.y + plot.height - (value / top) * plot.height;
  const dates = days.map((d) => formatIsoDay(d.date, locale, 'day'));
  const every = labelEvery(slot, Math.max(...dates.map((d) => textWidth(d, FONT))));
  const values = days.map((d) => money(d.sales));
  // Values are written on all bars or on none (then on hover); a partial set would read as gaps.
  const valuesFit = values.every((v) => textWidth(v, FONT) + 4 <= slot);
  const total = money(days.reduce((sum, d) => sum + d.sales, 0));
  const from = formatIsoDay(days[0]!.date, locale, 'long');
  const to = formatIsoDay(days.at(-1)!.date, locale, 'long');

  return (
    <figure className={styles.figure} ref={measure}>
      <figcaption className={styles.caption}>
        <Trans>Ticketed sales per day ({currency})</Trans>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={t`Ticketed sales per day in ${currency} from ${from} to ${to}: ${total} in total. Show it as a table for each day's figures.`}
        data-currency={currency}
        data-testid="report-chart"
        className={styles.chart}
        fontSize={FONT}
      >
        <g aria-hidden="true">
          {ticks.map((tick, i) => (
            <g key={tick} data-testid="chart-y-tick">
              <line
                x1={plot.x}
                x2={plot.x + plot.width}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--color-border)"
              />
              <text x={plot.x - 6} y={y(tick)} dy="0.35em" className={styles.tick}>
                {tickLabels[i]}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = plot.x + i * slot;
            const barWidth = Math.max(1, Math.min(slot * 0.7, 48));
            return (
              <g key={d.date} className={styles.bar}>
                <title>{`${dates[i]}: ${values[i]} (${d.count})`}</title>
                <rect
                  x={x + (slot - barWidth) / 2}
                  y={y(d.sales)}
                  width={barWidth}
                  height={plot.y + plot.height - y(d.sales)}
                  fill="var(--color-brand)"
                />
                {valuesFit ? (
                  <text
                    x={x + slot / 2}
                    y={y(d.sales) - 4}
                    className={styles.value}
                    data-testid="chart-value"
                  >
                    {values[i]}
                  </text>
                ) : null}
                {i % every === 0 ? (
                  <text x={x + slot / 2} y={HEIGHT - 6} className={styles.date} data-testid="chart-x-label">
                    {dates[i]}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      </svg>
      <Button variant="secondary" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
        {open ? <Trans>Hide table</Trans> : <Trans>Show as table</Trans>}
      </Button>
      <ReportChartTable id={tableId} hidden={!open} days={days} currency={currency} />
    </figure>
  );
}
