import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext, useCurrencyStore } from '@skybook/ssr';
import { Loading } from './loading.tsx';
import { dashboardQuery } from '../api/portal-queries.ts';
import { BookingsTable } from '../dashboard/bookings-table.tsx';
import { CreditAlert } from '../dashboard/credit-alert.tsx';
import { CreditSummary } from '../dashboard/credit-summary.tsx';

/** `/ta`: credit limit and available credit in the selected currency, alerts, recent bookings. */
export function DashboardPage() {
  const { t } = useLingui();
  const { api } = useAppContext();
  const [{ currency }] = useCurrencyStore();
  const dashboard = useQuery(dashboardQuery(api, currency));
  const data = dashboard.data;
  return (
    <section aria-labelledby="page-title" data-route="ta">
      <h1 id="page-title">
        <Trans>Dashboard</Trans>
      </h1>
      {dashboard.isError ? (
        <p role="alert">
          <Trans>We could not load your dashboard. Please try again.</Trans>
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p>{data.agencyName}</p>
          <CreditAlert level={data.alert} />
          <CreditSummary creditLimit={data.creditLimit} available={data.available} currency={data.currency} />
          <h2>
            <Trans>Recent bookings</Trans>
          </h2>
          <BookingsTable bookings={data.recent} caption={t`Recent bookings`} />
        </>
      )}
    </section>
  );
}
