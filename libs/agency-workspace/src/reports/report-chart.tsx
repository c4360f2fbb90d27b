import { useLingui } from '@lingui/react/macro';
import { formatMoney, isLocale } from '@skybook/i18n';
import styles from './reports.module.css';

export interface ReportChartProps {
  /** Ticketed sales per day, all in `currency`. */
  days: ReadonlyArray<{ date: string; sales: number; count: number }>;
  currency: string;
}

/** Ticketed sales per day in one currency as an SVG bar chart; each bar carries its figures for screen readers. */
export function ReportChart({ days, currency }: ReportChartProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((d) => d.sales));
  const width = 640;
  const height = 160;
  const bar = width / days.length;
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 20}`}
      role="img"
      aria-label={t`Sales per day in ${currency}`}
      data-currency={currency}
      data-testid="report-chart"
      className={styles.chart}
    >
      {days.map((d, i) => {
        const h = Math.round((d.sales / max) * height);
        const amount = formatMoney(d.sales, currency, locale);
        return (
          <g key={d.date}>
            <title>{`${d.date}: ${amount} (${d.count})`}</title>
            <rect
              x={i * bar + 2}
              y={height - h}
              width={Math.max(1, bar - 4)}
              height={h}
              fill="var(--color-brand)"
            />
          </g>
        );
      })}
      <line x1={0} y1={height} x2={width} y2={height} stroke="var(--color-border)" />
    </svg>
  );
}
