import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import styles from './reservation-lookup.module.css';

/**
 * The slot for spec §2's check-in / manage-reservation form: reference and last name, both
 * required. The check-in issue replaces it with the checkin-form lib (partner routing, errors).
 */
export function ReservationLookup({ kind, idPrefix }: { kind: 'manage' | 'checkin'; idPrefix: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [lastName, setLastName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = { referenceCode: reference.trim().toUpperCase(), lastName: lastName.trim() };
    void navigate({ to: kind === 'manage' ? `/${i18n.locale}/manage` : `/${i18n.locale}/checkin/select`, search });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={kind === 'manage' ? t`Manage your booking` : t`Online check-in`}>
      <label htmlFor={`${idPrefix}-reference`}>
        <Trans>Booking reference</Trans>
      </label>
      <input id={`${idPrefix}-reference`} required value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" maxLength={6} />
      <label htmlFor={`${idPrefix}-lastname`}>
        <Trans>Last name</Trans>
      </label>
      <input id={`${idPrefix}-lastname`} required value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
      <button type="submit">{kind === 'manage' ? t`Find my booking` : t`Check in`}</button>
    </form>
  );
}
