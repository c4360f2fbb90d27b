import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtraServiceGroup } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { ContentIcon } from '@skybook/ui';
import styles from './extras-list.module.css';

export interface ExtraQuantityChange {
  serviceId: string;
  passengerId: string;
  count: number;
  /** The server's quote for the new count (included units are free), minor units. */
  totalCost: number;
}

export interface ExtrasListProps {
  groups: ExtraServiceGroup[];
  /** Names for the passenger ids the services list. */
  passengers: Array<{ id: string; name: string }>;
  currency: string;
  locale: Locale;
  /** The parent stores the count (the server, later) and passes the groups back updated. */
  onChange: (change: ExtraQuantityChange) => void;
}

/**
 * Extras per service group (spec §3 data), each service with a − / + stepper per passenger over
 * the counts the server quoted (from what is included or already paid up to the maximum); every
 * cost shown is the server's quote for that count.
 */
export function ExtrasList({ groups, passengers, currency, locale, onChange }: ExtrasListProps) {
  const { t } = useLingui();
  const nameOf = (id: string) => passengers.find((p) => p.id === id)?.name ?? id;
  return (
    <div className={styles.extras}>
      {groups.map((group) => (
        <section
          key={group.id}
          className={styles.group}
          aria-labelledby={`extras-${group.id}`}
          data-ssr={group.ssrId}
        >
          <h3 id={`extras-${group.id}`} className={styles.groupTitle}>
            {group.name}
          </h3>
          {group.services.map((service) => {
            const unit = formatMoney(service.amount, currency, locale);
            const description = service.description;
            return (
              <div key={service.serviceId} className={styles.service} data-service={service.serviceId}>
                <div className={styles.serviceHead}>
                  <ContentIcon name={service.icon} />
                  <span className={styles.serviceName}>{description}</span>
                  <span className={styles.route}>{service.route.replace('-', ' → ')}</span>
                  <span className={styles.unitPrice}>
                    <Trans>{unit} each</Trans>
                  </span>
                  {service.refundable ? (
                    <span className={styles.tag}>
                      <Trans>Refundable</Trans>
                    </span>
                  ) : null}
                </div>
                <ul className={styles.passengers}>
                  {service.passengers.map((p) => {
                    const quoteOf = (count: number) => p.quotes.find((q) => q.count === count);
                    const min = p.quotes[0]?.count ?? p.count;
                    const max = p.quotes.at(-1)?.count ?? p.count;
                    const name = nameOf(p.id);
                    const included = p.included;
                    const cost = formatMoney(quoteOf(p.count)?.totalCost ?? p.totalCost, currency, locale);
                    const step = (count: number) => {
                      const quote = quoteOf(count);
                      if (!quote) return;
                      onChange({
                        serviceId: service.serviceId,
                        passengerId: p.id,
                        count,
                        totalCost: quote.totalCost,
                      });
                    };
                    return (
                      <li key={p.id} className={styles.passenger}>
                        <span className={styles.passengerName}>{name}</span>
                        {included > 0 ? (
                          <span className={styles.included}>
                            <Trans>{included} included</Trans>
                          </span>
                        ) : null}
                        <span
                          className={styles.stepper}
                          role="group"
                          aria-label={t`${description} for ${name}`}
                        >
                          <button
                            type="button"
                            className={styles.stepButton}
                            aria-label={t`Remove one ${description} for ${name}`}
                            aria-disabled={p.count <= min || undefined}
                            onClick={() => step(p.count - 1)}
                          >
                            −
                          </button>
                          <output
                            className={styles.count}
                            aria-live="polite"
                            data-testid={`count-${service.serviceId}-${p.id}`}
                          >
                            {p.count}
                          </output>
                          <button
                            type="button"
                            className={styles.stepButton}
                            aria-label={t`Add one ${description} for ${name}`}
                            aria-disabled={p.count >= max || undefined}
                            onClick={() => step(p.count + 1)}
                          >
                            +
                          </button>
                        </span>
                        <span className={styles.cost} data-testid={`cost-${service.serviceId}-${p.id}`}>
                          {cost}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
