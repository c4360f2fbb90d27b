import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtrasResponse, Order } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { ExtrasList, type ExtraQuantityChange } from '../checkout/extras-list.tsx';
import { errorText } from '../errors/error-messages.ts';
import { extrasCatalogQuery, orderQuery } from '../order/order-queries.ts';
import { usePassengerLabel } from '../order/use-order-lines.ts';
import { errorKeyOf } from '../errors/order-errors.ts';
import styles from './sections.module.css';

/** The catalog's counts with one changed: the order's extras are replaced as a whole. */
export function extrasSelection(
  catalog: ExtrasResponse,
  change: Pick<ExtraQuantityChange, 'serviceId' | 'passengerId' | 'count'>,
) {
  return catalog.groups.flatMap((group) =>
    group.services.flatMap((service) =>
      service.passengers.flatMap((p) => {
        const quantity =
          service.serviceId === change.serviceId && p.id === change.passengerId ? change.count : p.count;
        // `<catalog id>@<flightRef>`: the service is sold per flight.
        const flightRef = service.serviceId.split('@')[1] ?? '';
        return quantity > 0
          ? [{ serviceId: service.serviceId, passengerRef: p.id, flightRef, quantity }]
          : [];
      }),
    ),
  );
}

/** Bags, priority boarding and sports equipment per passenger and flight, saved on every change. */
export function ExtrasSection({ order, locale }: { order: Order; locale: Locale }) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const label = usePassengerLabel(order);
  const catalog = useQuery(extrasCatalogQuery(api, order.orderId, locale));
  const save = useMutation({
    mutationFn: (items: ReturnType<typeof extrasSelection>) =>
      api.orderExtras({ orderId: order.orderId, items }),
    onSuccess: (next) => {
      queryClient.setQueryData(orderQuery(api, order.orderId).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: ['order', order.orderId, 'extras'] });
    },
  });
  const failed = errorKeyOf(save.error);
  return (
    <section
      className={styles.section}
      aria-labelledby="extras-title"
      data-testid="extras-section"
      aria-busy={save.isPending}
    >
      <h2 id="extras-title" className={styles.sectionTitle}>
        <Trans>Bags and extras</Trans>
      </h2>
      {failed ? (
        <p className={styles.notice} role="alert">
          {errorText(i18n, failed)}
        </p>
      ) : null}
      {catalog.data ? (
        <ExtrasList
          groups={catalog.data.groups}
          passengers={order.passengers.map((p) => ({ id: p.ref, name: label(p.ref) }))}
          currency={order.currency}
          locale={locale}
          onChange={(change) => {
            if (catalog.data && !save.isPending) save.mutate(extrasSelection(catalog.data, change));
          }}
        />
      ) : catalog.isError ? (
        <p className={styles.notice} role="alert">
          <Trans>The extras could not be loaded. Please try again.</Trans>
        </p>
      ) : (
        <p className={styles.muted} role="status">
          <Trans>Loading extras…</Trans>
        </p>
      )}
    </section>
  );
}
