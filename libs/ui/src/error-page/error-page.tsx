import { Trans } from '@lingui/react/macro';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  status: 404 | 500;
  homeHref: string;
}

/** Spec §2 error pages: a title, a description and a link back home. */
export function ErrorPage({ status, homeHref }: ErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="error-title" data-status={status}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      {status === 404 ? (
        <>
          <h1 id="error-title" className={styles.title}>
            <Trans>Page not found</Trans>
          </h1>
          <p>
            <Trans>The page you are looking for does not exist or has moved.</Trans>
          </p>
        </>
      ) : (
        <>
          <h1 id="error-title" className={styles.title}>
            <Trans>Something went wrong</Trans>
          </h1>
          <p>
            <Trans>We could not load this page. Please try again in a moment.</Trans>
          </p>
        </>
      )}
      <a className={styles.back} href={homeHref}>
        <Trans>Back to the home page</Trans>
      </a>
    </section>
  );
}
