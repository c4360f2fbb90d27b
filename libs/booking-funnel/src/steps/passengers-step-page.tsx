import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { Order, PassengersData } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { usePhoneCountry } from '@skybook/domain-config';
import { orderQuery, errorKeyOf, fieldErrorsOf, sectionStyles as styles } from '@skybook/booking-order';
import { PassengerForm } from '../checkout/passenger-form.tsx';
import { useFunnelEvent } from '../order/funnel-analytics.ts';
import { firstDepartureDay } from '../order/order-dates.ts';
import { FunnelFrame } from './funnel-frame.tsx';
import { useOrderId } from './use-order-id.ts';

export interface PassengersStepPageProps {
  orderId?: string | undefined;
  onContinue: (orderId: string) => void;
}

function PassengersContent({
  order,
  locale,
  onContinue,
}: {
  order: Order;
  locale: Locale;
  onContinue: (id: string) => void;
}) {
  const { api } = useAppContext();
  // The phone starts on the caller's country, else the site's (issue 17).
  const defaultCountry = usePhoneCountry();
  const queryClient = useQueryClient();
  useFunnelEvent('passengers', order);
  const save = useMutation({
    mutationFn: (details: PassengersData) => api.orderPassengers({ orderId: order.orderId, details }),
    onSuccess: (next) => {
      queryClient.setQueryData(orderQuery(api, order.orderId).queryKey, next);
      // Who may sit in an exit row depends on whose lap each infant is on: requote the maps.
      void queryClient.invalidateQueries({ queryKey: ['order', order.orderId, 'seats'] });
      onContinue(next.orderId);
    },
  });
  // The way out of an infant moved onto an exit-row seat's lap: back to the seats.
  const exitRowClash = errorKeyOf(save.error) === 'errors.exit_row_infant';
  // The server checks with the same schema; its keys land on the same fields ('' = the form).
  const serverErrors = save.error
    ? (fieldErrorsOf(save.error, 'details.') ?? { '': errorKeyOf(save.error) ?? 'errors.message' })
    : undefined;
  return (
    <>
      {exitRowClash ? (
        <p className={styles.notice} role="alert" data-testid="exit-row-clash">
          <Trans>
            An infant cannot travel on the lap of an adult seated in an exit row. Choose another adult for the
            infant, or <a href={`/${locale}/extras?order=${order.orderId}`}>change the seats</a>.
          </Trans>
        </p>
      ) : null}
      <PassengerForm
        passengers={order.passengers.map((p) => ({
          id: p.ref,
          type: p.type,
          firstName: p.firstName,
          lastName: p.lastName,
          dateOfBirth: p.dateOfBirth,
          adultId: p.adultRef,
        }))}
        contact={order.contact ?? undefined}
        departureDate={firstDepartureDay(order)}
        submitting={save.isPending}
        serverErrors={serverErrors}
        onSubmit={(details) => save.mutate(details)}
        {...(defaultCountry ? { defaultCountry } : {})}
      />
    </>
  );
}

/** `/{lang}/passengers`: names, birth dates, infants' adults and the contact for the order. */
export function PassengersStepPage({ orderId: fromUrl, onContinue }: PassengersStepPageProps) {
  const orderId = useOrderId(fromUrl);
  return (
    <FunnelFrame title={<Trans>Passenger details</Trans>} routeName="passengers" orderId={orderId}>
      {(order, locale) => <PassengersContent order={order} locale={locale} onContinue={onContinue} />}
    </FunnelFrame>
  );
}
