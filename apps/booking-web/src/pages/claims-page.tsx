import { Trans } from '@lingui/react/macro';
import { ClaimsForm } from '@skybook/claims';
import styles from './claims-page.module.css';

/** `/{lang}/solicitudes/reclamaciones`: file a claim, complaint or request and get a receipt number. */
export function ClaimsPage() {
  return (
    <section className={styles.page} aria-labelledby="page-title" data-route="claims">
      <h1 id="page-title">
        <Trans>Claims and requests</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Tell us what happened. You will get a receipt number at once, by email too, and we will answer you
          by email.
        </Trans>
      </p>
      <ClaimsForm />
    </section>
  );
}
