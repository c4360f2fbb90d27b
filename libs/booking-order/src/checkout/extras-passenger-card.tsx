import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtraBundle, ExtraService, ExtraServicePassenger } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { ContentIcon } from '@skybook/ui';
import { BundleChoice } from './bundle-choice.tsx';
import { QuantityControl } from './quantity-control.tsx';
import styles from './extras-planner.module.css';

export interface ExtraQuantityChange {
  serviceId: string;
  passengerId: string;
  count: number;
  /** The server's quote for the new count (included units are free), minor units. */
  totalCost: number;
}

export interface BundleToggle {
  bundleId: string;
  passengerId: string;
  flightRef: string;
  chosen: boolean;
}

export interface ExtrasPassengerCardProps {
  passenger: { id: string; name: string };
  /** The flight's route as shown, e.g. "MAD → LIS". */
  route: string;
  flightRef: string;
  /** The services of this flight sold to this passenger, with their offer to them. */
  services: Array<{ service: ExtraService; mine: ExtraServicePassenger }>;
  bundles: Array<{ bundle: ExtraBundle; mine: ExtraBundle['passengers'][number] }>;
  currency: string;
  locale: Locale;
  onQuantity: (change: ExtraQuantityChange) => void;
  onBundle: (toggle: BundleToggle) => void;
}

/**
 * One passenger's extras on one flight: the bundles they may choose, then each service with its
 * icon, what the fare (or a bundle) already gives them, a compact quantity control over the
 * server's quotes, and the quoted cost.
 */
export function ExtrasPassengerCard({
  passenger,
  route,
  flightRef,
  services,
  bundles,
  currency,
  locale,
  onQuantity,
  onBundle,
}: ExtrasPassengerCardProps) {
  const { t } = useLingui();
  const name = passenger.name;
  const headingId = `extras-${flightRef}-${passenger.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-passenger={passenger.id}>
      <h3 id={headingId} className={styles.cardTitle}>
        {name}
      </h3>
      {bundles.length > 0 ? (
        <ul className={styles.rows} aria-label={t`Bundles for ${name}, ${route}`}>
          {bundles.map(({ bundle, mine }) => (
            <li key={bundle.bundleId}>
              <BundleChoice
                bundle={bundle}
                offer={mine}
                context={`${name}, ${route}`}
                currency={currency}
                locale={locale}
                onToggle={(chosen) =>
                  onBundle({ bundleId: bundle.bundleId, passengerId: passenger.id, flightRef, chosen })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.rows}>
        {services.map(({ service, mine }) => {
          const description = service.description;
          const unit = formatMoney(service.amount, currency, locale);
          const quoteOf = (count: number) => mine.quotes.find((q) => q.count === count);
          const cost = formatMoney(quoteOf(mine.count)?.totalCost ?? mine.totalCost, currency, locale);
          const included = mine.included;
          const bundled = mine.bundled;
          return (
            <li key={service.serviceId} className={styles.service} data-service={service.serviceId}>
              <ContentIcon name={service.icon} className={styles.icon} />
              <span className={styles.serviceText}>
                <span className={styles.serviceName}>{description}</span>
                <span className={styles.muted}>
                  {included > 0 ? (
                    <Trans>Your fare includes {included}</Trans>
                  ) : bundled > 0 ? (
                    <Trans>{bundled} in your bundle</Trans>
                  ) : (
                    <Trans>{unit} each</Trans>
                  )}
                </span>
              </span>
              <QuantityControl
                label={t`${description} for ${name}, ${route}`}
                addLabel={t`Add one ${description} for ${name}, ${route}`}
                removeLabel={t`Remove one ${description} for ${name}, ${route}`}
                count={mine.count}
                min={mine.quotes[0]?.count ?? mine.count}
                max={mine.quotes.at(-1)?.count ?? mine.count}
                testId={`count-${service.serviceId}-${mine.id}`}
                onChange={(count) => {
                  const quote = quoteOf(count);
                  if (quote)
                    onQuantity({
                      serviceId: service.serviceId,
                      passengerId: mine.id,
                      count,
                      totalCost: quote.totalCost,
                    });
                }}
              />
              <span className={styles.cost} data-testid={`cost-${service.serviceId}-${mine.id}`}>
                {cost}
              </span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
