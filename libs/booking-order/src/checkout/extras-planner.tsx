import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExtrasResponse } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { BagGuideDialog } from './bag-guide-dialog.tsx';
import {
  ExtrasPassengerCard,
  type BundleToggle,
  type ExtraQuantityChange,
} from './extras-passenger-card.tsx';
import styles from './extras-planner.module.css';

export interface ExtrasPlannerProps {
  offer: ExtrasResponse;
  /** Names for the passenger ids the offer lists. */
  passengers: Array<{ id: string; name: string }>;
  locale: Locale;
  /** The parent saves the change (the server) and passes the offer back updated. */
  onQuantity: (change: ExtraQuantityChange) => void;
  onBundle: (toggle: BundleToggle) => void;
}

const flightOf = (serviceId: string) => serviceId.split('@')[1] ?? '';

/**
 * Extras per flight and passenger (decision 123): a switch between the flights, then one compact
 * card per passenger with the bundles and services they may have on that flight, and the bag-size
 * guide. Every price shown is the server's quote.
 */
export function ExtrasPlanner({ offer, passengers, locale, onQuantity, onBundle }: ExtrasPlannerProps) {
  const { t } = useLingui();
  const [chosenFlight, setFlight] = useState(offer.flights[0]?.flightRef);
  const flight = offer.flights.find((f) => f.flightRef === chosenFlight) ?? offer.flights[0];
  if (!flight) return null;
  const route = `${flight.origin} → ${flight.destination}`;
  return (
    <div className={styles.planner}>
      <div className={styles.toolbar}>
        {offer.flights.length > 1 ? (
          <div className={styles.segments} role="group" aria-label={t`Flight`}>
            {offer.flights.map((f) => {
              const way = `${f.origin} → ${f.destination}`;
              return (
                <button
                  key={f.flightRef}
                  type="button"
                  className={styles.segment}
                  aria-pressed={f.flightRef === flight.flightRef}
                  onClick={() => setFlight(f.flightRef)}
                >
                  <span className={styles.muted}>{f.direction === 'outbound' ? t`Outbound` : t`Return`}</span>{' '}
                  {way}
                </button>
              );
            })}
          </div>
        ) : null}
        {offer.bagGuide.length > 0 ? <BagGuideDialog allowances={offer.bagGuide} /> : null}
      </div>
      <div className={styles.cards} data-flight={flight.flightRef}>
        {passengers.flatMap((passenger) => {
          const services = offer.groups.flatMap((g) =>
            g.services.flatMap((service) => {
              const mine = service.passengers.find((p) => p.id === passenger.id);
              return flightOf(service.serviceId) === flight.flightRef && mine ? [{ service, mine }] : [];
            }),
          );
          const bundles = offer.bundles.flatMap((bundle) => {
            const mine = bundle.passengers.find((p) => p.id === passenger.id);
            return bundle.flightRef === flight.flightRef && mine ? [{ bundle, mine }] : [];
          });
          if (services.length === 0 && bundles.length === 0) return [];
          return [
            <ExtrasPassengerCard
              key={passenger.id}
              passenger={passenger}
              route={route}
              flightRef={flight.flightRef}
              services={services}
              bundles={bundles}
              currency={offer.currency}
              locale={locale}
              onQuantity={onQuantity}
              onBundle={onBundle}
            />,
          ];
        })}
      </div>
    </div>
  );
}
