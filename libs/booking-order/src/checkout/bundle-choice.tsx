import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtraBundle } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { ContentIcon } from '@skybook/ui';
import { errorText } from '../errors/error-messages.ts';
import styles from './extras-planner.module.css';

export interface BundleChoiceProps {
  bundle: Pick<ExtraBundle, 'bundleId' | 'name' | 'description' | 'icon' | 'contents'>;
  /** This passenger's offer of it, as the server priced and checked it. */
  offer: ExtraBundle['passengers'][number];
  /** Whom and which flight it is for, e.g. "Ana Pérez, MAD → LIS" (in the button's name). */
  context: string;
  currency: string;
  locale: Locale;
  onToggle: (chosen: boolean) => void;
}

/**
 * One bundle for one passenger on one flight: what it holds, the server's price and saving, and an
 * Add / Remove button; a bundle they may not have says why instead (decision 122).
 */
export function BundleChoice({ bundle, offer, context, currency, locale, onToggle }: BundleChoiceProps) {
  const { t, i18n } = useLingui();
  const price = formatMoney(offer.price, currency, locale);
  const saving = formatMoney(offer.saving, currency, locale);
  const name = bundle.name;
  return (
    <div className={styles.bundle} data-bundle={bundle.bundleId} data-chosen={offer.chosen || undefined}>
      <ContentIcon name={bundle.icon} className={styles.icon} />
      <div className={styles.bundleText}>
        <span className={styles.serviceName}>{name}</span>
        <span className={styles.muted}>{bundle.description}</span>
        <span className={styles.bundlePrice}>
          <strong>{price}</strong>
          {offer.saving > 0 ? (
            <span className={styles.saving}>
              <Trans>Save {saving}</Trans>
            </span>
          ) : null}
        </span>
        {offer.unavailable ? (
          <span className={styles.muted}>{errorText(i18n, offer.unavailable)}</span>
        ) : null}
      </div>
      {offer.unavailable ? (
        offer.chosen ? (
          <span className={styles.tag}>
            <Trans>Chosen</Trans>
          </span>
        ) : null
      ) : (
        <button
          type="button"
          className={styles.bundleButton}
          aria-label={offer.chosen ? t`Remove ${name} for ${context}` : t`Add ${name} for ${context}`}
          onClick={() => onToggle(!offer.chosen)}
        >
          {offer.chosen ? <Trans>Remove</Trans> : <Trans>Add</Trans>}
        </button>
      )}
    </div>
  );
}
