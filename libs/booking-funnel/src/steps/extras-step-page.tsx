import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext } from '@skybook/ssr';
import { Button } from '@skybook/ui';
import { ExtrasSection, SeatSection, sectionStyles as styles } from '@skybook/booking-order';
import { HoldExpired } from '../hold/hold-expired.tsx';
import { useFunnelEvent } from '../order/funnel-analytics.ts';
import { rememberOrder } from '../order/order-storage.ts';
import type { Order } from '@skybook/api-contract';
import { FunnelFrame } from './funnel-frame.tsx';
import { useOrderId } from './use-order-id.ts';

export interface ExtrasStepPageProps {
  /** `?hold=` from /select: the draft order is made from it (one order per hold, so a reload is safe). */
  holdId?: string | undefined;
  /** `?order=` once the draft exists. */
  orderId?: string | undefined;
  /** Puts the new order into the URL (replacing the hold), so back/forward and reload keep it. */
  onOrder: (orderId: string) => void;
  onContinue: (orderId: string) => void;
}

function ExtrasContent({
  order,
  locale,
  onContinue,
}: {
  order: Order;
  locale: 'en' | 'es' | 'pt';
  onContinue: (id: string) => void;
}) {
  useFunnelEvent('extras', order);
  return (
    <>
      <ExtrasSection order={order} locale={locale} />
      <SeatSection order={order} locale={locale} />
      <div className={styles.actions}>
        <Button type="button" data-testid="extras-continue" onClick={() => onContinue(order.orderId)}>
          <Trans>Continue to passengers</Trans>
        </Button>
      </div>
    </>
  );
}

/** `/{lang}/extras`: bags, extras and seats for the held flights. */
export function ExtrasStepPage({ holdId, orderId: fromUrl, onOrder, onContinue }: ExtrasStepPageProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const orderId = useOrderId(fromUrl);
  const create = useMutation({
    mutationFn: (hold: string) => api.createOrder({ holdId: hold }),
    onSuccess: (order) => {
      rememberOrder(order.orderId);
      onOrder(order.orderId);
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (fromUrl || !holdId || started.current) return;
    started.current = true;
    create.mutate(holdId);
  }, [fromUrl, holdId, create]);

  if (!fromUrl && holdId) {
    return (
      <section aria-labelledby="page-title" data-route="extras">
        <h1 id="page-title">{t`Add extras`}</h1>
        {create.isError ? (
          <HoldExpired newSearchHref={`/${i18n.locale}`} />
        ) : (
          <p role="status">{t`Preparing your booking…`}</p>
        )}
      </section>
    );
  }
  return (
    <FunnelFrame title={<Trans>Add extras</Trans>} routeName="extras" orderId={orderId}>
      {(order, locale) => <ExtrasContent order={order} locale={locale} onContinue={onContinue} />}
    </FunnelFrame>
  );
}
