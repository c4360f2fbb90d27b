import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext } from '@skybook/ssr';
import { Loading } from '../loading.tsx';
import { dashboardQuery } from '../workspace-queries.ts';
import { BookingTotals } from './booking-totals.tsx';
import { BookingsTable } from './bookings-table.tsx';
import { CreditAlert } from './credit-alert.tsx';
import { CreditSummary } from './credit-summary.tsx';

/**
 * `/ta`: the agency's credit from its ledger in the agency's currency, alerts, sales and
 * commission of ticketed bookings with held ones apart, and recent bookings (decision 014).
 */
export function DashboardPage() {
  const { t } = useLingui();
  const { api } = useAppContext();
  const dashboard = useQuery(dashboardQuery(api));
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
          <CreditSummary
            currency={data.currency}
            creditLimit={data.creditLimit}
            reserved={data.reserved}
            used={data.used}
            available={data.available}
          />
          {data.totals.length > 0 ? (
            <>
              <h2>
                <Trans>Sales on account</Trans>
              </h2>
              <BookingTotals totals={data.totals} />
            </>
          ) : null}
          <h2>
            <Trans>Recent bookings</Trans>
          </h2>
          <BookingsTable bookings={data.recent} caption={t`Recent bookings`} />
        </>
      )}
    </section>
  );
}
