import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_STATUSES, type ReportRequest, type ReportResponse } from '@skybook/api-contract';
import { useSession } from '@skybook/auth';
import { useAppContext } from '@skybook/ssr';
import { Button, Field, controlClassName } from '@skybook/ui';
import { agentsQuery, reportQuery } from '../workspace-queries.ts';
import { BookingTotals } from '../dashboard/booking-totals.tsx';
import { BookingsTable } from '../dashboard/bookings-table.tsx';
import { statusLabel } from '../dashboard/status-label.ts';
import { ReportChart } from './report-chart.tsx';
import { reportCsv } from './report-csv.ts';
import styles from './reports.module.css';
import { Loading } from '../loading.tsx';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** `/ta/reports`: bookings by date range, agent (admins) and status, totals, chart and CSV export. */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppContext();
  const { agency } = useSession();
  const isAdmin = agency?.role === 'admin';
  const [draft, setDraft] = useState({ from: day(-30), to: day(0), agentId: '', status: '' });
  const [filter, setFilter] = useState<ReportRequest>({ from: draft.from, to: draft.to });
  const report = useQuery(reportQuery(api, filter));
  const agents = useQuery({ ...agentsQuery(api), enabled: isAdmin });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      from: draft.from,
      to: draft.to,
      ...(draft.agentId ? { agentId: Number(draft.agentId) } : {}),
      ...(draft.status ? { status: draft.status as ReportRequest['status'] } : {}),
    });
  };
  const download = (data: ReportResponse) => {
    const url = URL.createObjectURL(new Blob([reportCsv(i18n, data)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `bookings-${filter.from}-${filter.to}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  const input = (name: 'from' | 'to', label: string) => (
    <Field label={label} name={name}>
      {(control) => (
        <input
          {...control}
          className={controlClassName}
          type="date"
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="page-title" data-route="ta-reports">
      <h1 id="page-title">
        <Trans>Reports</Trans>
      </h1>
      <form className={styles.filters} onSubmit={apply} aria-label={t`Report filters`}>
        {input('from', t`From`)}
        {input('to', t`To`)}
        {isAdmin ? (
          <Field label={t`Agent`} name="agentId">
            {(control) => (
              <select
                {...control}
                className={controlClassName}
                value={draft.agentId}
                onChange={(e) => setDraft({ ...draft, agentId: e.target.value })}
              >
                <option value="">{t`All agents`}</option>
                {(agents.data ?? []).map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t`Status`} name="status">
          {(control) => (
            <select
              {...control}
              className={controlClassName}
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            >
              <option value="">{t`All statuses`}</option>
              {BOOKING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(statusLabel[s])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">
          <Trans>Show report</Trans>
        </Button>
      </form>
      {report.isError ? (
        <p role="alert">
          <Trans>We could not load the report. Check the dates and try again.</Trans>
        </p>
      ) : !report.data ? (
        <Loading />
      ) : (
        <>
          <BookingTotals totals={report.data.totals} />
          {report.data.totals.map((total) => (
            <ReportChart
              key={total.currency}
              days={report.data.byDay.filter((d) => d.currency === total.currency)}
              currency={total.currency}
            />
          ))}
          <p>
            <Button variant="secondary" onClick={() => download(report.data)} data-testid="report-csv">
              <Trans>Download CSV</Trans>
            </Button>
          </p>
          <BookingsTable bookings={report.data.bookings} caption={t`Bookings in the report`} />
        </>
      )}
    </section>
  );
}
