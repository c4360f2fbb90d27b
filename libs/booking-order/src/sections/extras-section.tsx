import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { ExtrasPlanner } from '../checkout/extras-planner.tsx';
import { bundleSelection, extrasSelection } from './extras-selection.ts';
import { errorText } from '../errors/error-messages.ts';
import { extrasCatalogQuery, orderQuery } from '../order/order-queries.ts';
import { usePassengerLabel } from '../order/use-order-lines.ts';
import { errorKeyOf } from '../errors/order-errors.ts';
import styles from './sections.module.css';

/**
 * Bags, priority boarding, sports equipment and bundles per flight and passenger, saved on every
 * change; what the order costs then is the server's answer.
 */
export function ExtrasSection({ order, locale }: { order: Order; locale: Locale }) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const label = usePassengerLabel(order);
  const catalog = useQuery(extrasCatalogQuery(api, order.orderId, locale));
  const save = useMutation({
    mutationFn: (selection: ReturnType<typeof extrasSelection>) =>
      api.orderExtras({ orderId: order.orderId, ...selection }),
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
        <ExtrasPlanner
          offer={catalog.data}
          passengers={order.passengers.map((p) => ({ id: p.ref, name: label(p.ref) }))}
          locale={locale}
          onQuantity={(change) => {
            if (catalog.data && !save.isPending) save.mutate(extrasSelection(catalog.data, change));
          }}
          onBundle={(toggle) => {
            if (catalog.data && !save.isPending) save.mutate(bundleSelection(catalog.data, toggle));
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
