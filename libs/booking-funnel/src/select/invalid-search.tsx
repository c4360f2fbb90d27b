import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@skybook/booking-order';
import styles from './select-page.module.css';

const FIELD_NAMES: Record<string, MessageDescriptor> = {
  origin: msg`From`,
  destination: msg`To`,
  departDate: msg`Departure`,
  returnDate: msg`Return`,
  adults: msg`Passengers`,
  children: msg`Passengers`,
  infants: msg`Passengers`,
  currency: msg`Currency`,
};

/** A search link that cannot be searched (hand-edited, stale or garbage): what is wrong and a way on. */
export function InvalidSearch({ fields, homeHref }: { fields: Record<string, string>; homeHref: string }) {
  const { i18n } = useLingui();
  const empty = ['origin', 'destination', 'departDate'].every((f) => fields[f] === 'errors.required');
  return (
    <div className={styles.invalid} role="alert" data-invalid-search>
      <h2 className={styles.directionTitle}>
        {empty ? <Trans>Start with a flight search</Trans> : <Trans>We can’t search for these flights</Trans>}
      </h2>
      {empty ? (
        <p>
          <Trans>Choose where and when you want to fly, and we’ll show you the fares.</Trans>
        </p>
      ) : (
        <ul>
          {Object.entries(fields).map(([field, key]) => (
            <li key={field}>
              <strong>{FIELD_NAMES[field] ? i18n._(FIELD_NAMES[field]) : field}:</strong>{' '}
              {i18n._(errorMessage(key))}
            </li>
          ))}
        </ul>
      )}
      <a className={styles.action} href={homeHref}>
        <Trans>Start a new search</Trans>
      </a>
    </div>
  );
}
