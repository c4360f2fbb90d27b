import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@skybook/i18n';
import { DESTINATIONS } from './destination-catalogue.ts';
import { DestinationIllustration } from './destination-illustration.tsx';
import styles from './destinations.module.css';

/** `/{lang}/destinations`: a card per destination, each opening its own page. */
export function DestinationsIndex({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.page} aria-labelledby="destinations-title">
      <h1 id="destinations-title">
        <Trans>Destinations</Trans>
      </h1>
      <p>
        <Trans>Where we fly between Europe and the Americas.</Trans>
      </p>
      <ul className={styles.grid}>
        {DESTINATIONS.map((d) => (
          <li key={d.slug} className={styles.card} data-testid="destination-card">
            <DestinationIllustration code={d.code} />
            <h2>
              <a className={styles.cardLink} href={`/${locale}/destinations/${d.slug}`}>
                {i18n._(d.name)}
              </a>
            </h2>
          </li>
        ))}
      </ul>
    </section>
  );
}
