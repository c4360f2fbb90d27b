import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedDocumentView } from './document-types.ts';
import { formatDate, type Locale } from '@skybook/i18n';
import { Button } from '@skybook/ui';
import styles from './checkin.module.css';

export interface SavedDocumentProps {
  passengerRef: string;
  name: string;
  note?: string | undefined;
  /** As the API returns it: the number masked (`•••••1234`). */
  document: SavedDocumentView;
  country: string;
  locale: Locale;
  onChange: () => void;
}

const day = (iso: string, locale: Locale) => formatDate(new Date(`${iso}T00:00:00Z`), locale, 'UTC');

/** A document already on file, never shown in full: type, masked number, nationality, dates. */
export function SavedDocument({
  passengerRef,
  name,
  note,
  document,
  country,
  locale,
  onChange,
}: SavedDocumentProps) {
  const { t } = useLingui();
  const kind = document.type === 'passport' ? t`Passport` : t`ID card`;
  const expires = day(document.expiryDate, locale);
  const born = day(document.dateOfBirth, locale);
  return (
    <section
      className={styles.saved}
      aria-label={name}
      data-passenger={passengerRef}
      data-testid={`saved-document-${passengerRef}`}
    >
      <div>
        <strong>{name}</strong>
        {note ? <p className={styles.muted}>{note}</p> : null}
        <p>
          {kind} <span data-testid="document-number">{document.number}</span> · {country}
        </p>
        <p className={styles.muted}>
          <Trans>
            Expires {expires} · Born {born}
          </Trans>
        </p>
      </div>
      <Button
        type="button"
        variant="secondary"
        onClick={onChange}
        aria-label={t`Change the document of ${name}`}
      >
        <Trans>Change</Trans>
      </Button>
    </section>
  );
}
