import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useAppContext } from '@skybook/ssr';
import styles from './home-page.module.css';

/** Home (spec §2 index). The search form and offers arrive with their issues. */
export function HomePage() {
  const { i18n } = useAppContext();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        <Trans>Fly between Europe and the Americas</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Low fares, seats you choose yourself and online check-in from 48 hours before departure.</Trans>
      </p>
      <Link className={styles.cta} to={`/${i18n.locale}/select`}>
        <Trans>Search flights</Trans>
      </Link>
    </section>
  );
}
