import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { bannersQuery, slidersQuery } from '@skybook/domain-config';
import { useAppContext } from '@skybook/ssr';
import { SearchForm } from '@skybook/booking-funnel';
import { BannerStrip, HeroSlides, OffersSection } from '@skybook/site-content';
import { useSiteData } from '../layout/use-site-data.ts';
import styles from './home-page.module.css';

/** Home (spec §2 index): hero, slides, offers and banners of the domain in this language. */
export function HomePage() {
  const { t } = useLingui();
  const { api } = useAppContext();
  const { domain, languageId, preview } = useSiteData();
  const scope = { domainId: domain.id, languageId, preview };
  const { data: slides } = useSuspenseQuery(slidersQuery(api, scope));
  const { data: banners } = useSuspenseQuery(bannersQuery(api, scope));
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          <Trans>Fly between Europe and the Americas</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Low fares, seats you choose yourself and online check-in from 48 hours before departure.
          </Trans>
        </p>
        <SearchForm />
      </section>
      <div className={styles.content}>
        <HeroSlides slides={slides} />
        <OffersSection domainId={domain.id} languageId={languageId} preview={preview} isHome />
        <BannerStrip banners={banners} label={t`Good to know`} />
      </div>
    </>
  );
}
