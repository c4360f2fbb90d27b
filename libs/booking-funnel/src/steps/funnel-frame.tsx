import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type Order } from '@skybook/api-contract';
import { isLocale, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { Spinner } from '@skybook/ui';
import {
  PriceSummary,
  orderQuery,
  useServiceNames,
  useOrderPriceGroups,
  StepColumns,
  StepLayout,
  sectionStyles as styles,
} from '@skybook/booking-order';
import { HoldCountdown } from '../hold/hold-countdown.tsx';
import { HoldExpired } from '../hold/hold-expired.tsx';

export interface FunnelFrameProps {
  title: ReactNode;
  routeName: string;
  /** `null` while still unknown (see `useOrderId`). */
  orderId: string | null | undefined;
  /** The step's content, once the order is loaded and still payable (or paid, for confirmation). */
  children: (order: Order, locale: Locale) => ReactNode;
  /** Confirmation shows a paid order; the other steps need it HELD and unexpired. */
  paid?: boolean;
  /**
   * What to show instead when this visitor cannot see the order (none, or someone else's):
   * the confirmation asks for the reference and last name rather than saying a hold ran out.
   */
  notFound?: { title: ReactNode; body: ReactNode } | undefined;
}

function ServiceNames({
  order,
  locale,
  children,
}: {
  order: Order;
  locale: Locale;
  children: (names: Map<string, string>) => ReactNode;
}) {
  return <>{children(useServiceNames(order, locale))}</>;
}

function Summary({ order, locale, names }: { order: Order; locale: Locale; names: Map<string, string> }) {
  const groups = useOrderPriceGroups(order, names);
  return (
    <PriceSummary groups={groups} total={order.total.amount} currency={order.currency} locale={locale} />
  );
}

/**
 * One funnel step's page: the heading, the step's content and, beside it, the price summary
 * with every line and the time left on the hold. An order whose hold ran out is never shown
 * as bookable: the visitor reads why and goes back to search.
 */
export function FunnelFrame({
  title,
  routeName,
  orderId,
  children,
  paid = false,
  notFound,
}: FunnelFrameProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const queryClient = useQueryClient();
  // The countdown reached zero here: say so at once; the server's answer follows on refetch.
  const [ranOut, setRanOut] = useState(false);
  const order = useQuery({ ...orderQuery(api, orderId ?? ''), enabled: Boolean(orderId) });
  const data = order.data;
  const searchHref = `/${locale}`;
  const missing = orderId === undefined || (order.error instanceof ApiError && order.error.status === 404);
  let body: ReactNode;
  if (missing && !order.isFetching && orderId !== null && notFound) {
    return (
      <StepLayout title={notFound.title} route={routeName}>
        {notFound.body}
      </StepLayout>
    );
  } else if (missing && !order.isFetching && orderId !== null) {
    body = <HoldExpired newSearchHref={searchHref} />;
  } else if (order.isError) {
    body = (
      <p className={styles.notice} role="alert">
        <Trans>We could not load your booking. Please try again.</Trans>
      </p>
    );
  } else if (!data) {
    body = (
      <p className={styles.muted} role="status">
        <Spinner /> <Trans>Loading your booking…</Trans>
      </p>
    );
  } else if (data.expired || (ranOut && data.status === 'HELD')) {
    body = <HoldExpired newSearchHref={searchHref} />;
  } else if (!paid && data.status !== 'HELD') {
    // Back from the confirmation: a paid order cannot be changed from the funnel any more.
    body = (
      <p className={styles.muted} role="status">
        <Trans>This booking is already paid.</Trans>{' '}
        <a href={`/${locale}/confirmation?order=${data.orderId}`}>
          <Trans>See your confirmation</Trans>
        </a>
      </p>
    );
  } else if (paid && data.status === 'HELD') {
    body = (
      <p className={styles.muted} role="status">
        <Trans>This booking is not paid yet.</Trans>{' '}
        <a href={`/${locale}/payment?order=${data.orderId}`}>
          <Trans>Go to payment</Trans>
        </a>
      </p>
    );
  } else {
    body = (
      <ServiceNames order={data} locale={locale}>
        {(names) => (
          <StepColumns
            aside={
              <>
                {data.status === 'HELD' ? (
                  <HoldCountdown
                    expiresAt={data.expiresAt}
                    onExpire={() => {
                      setRanOut(true);
                      void queryClient.invalidateQueries({ queryKey: ['order', data.orderId] });
                    }}
                  />
                ) : null}
                <Summary order={data} locale={locale} names={names} />
              </>
            }
          >
            {children(data, locale)}
          </StepColumns>
        )}
      </ServiceNames>
    );
  }

  return (
    <StepLayout title={title} route={routeName}>
      {body}
    </StepLayout>
  );
}
