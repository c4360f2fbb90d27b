import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AgencyNavDropdown } from '@skybook/agency-access';
import { useSession } from '@skybook/auth';
import { MenuTree, menuOfType } from '@skybook/menu';
import { Dropdown, DropdownGroup, Navbar, PreviewBanner, SocialLinks } from '@skybook/ui';
import { ReservationLookup } from './reservation-lookup.tsx';
import { SelectorContainer } from './selector-container.tsx';
import styles from './site-navbar.module.css';
import type { useSiteData } from './use-site-data.ts';

export interface SiteNavbarProps {
  site: ReturnType<typeof useSiteData>;
  variant: 'sticky' | 'static';
  logo: ReactNode;
  isIndex: boolean;
}

/** Spec §2 navbar: menu, socials, telephone, selectors, manage booking and check-in. */
export function SiteNavbar({ site, variant, logo, isIndex }: SiteNavbarProps) {
  const { t } = useLingui();
  const { domain, menu, regions, locale, pathname, preview } = site;
  const usa = regions.find((r) => r.code === 'us');
  const { agency } = useSession();
  return (
    <DropdownGroup closeKey={pathname}>
      <Navbar
        variant={variant}
        logo={logo}
        closeKey={pathname}
        notice={preview ? <PreviewBanner /> : null}
        nav={
          <MenuTree
            items={menuOfType(menu, 'Header')}
            pathname={pathname}
            renderReserve={() => <ReservationLookup kind="manage" />}
          />
        }
        actions={
          <>
            <SocialLinks
              facebook={domain.facebook}
              twitter={domain.twitter}
              instagram={domain.instagram}
              tiktok={domain.tiktok}
            />
            <a className={styles.phone} href={`tel:${domain.telephone.replace(/[^+\d]/g, '')}`}>
              <span className="visually-hidden">{t`Call us:`} </span>
              {domain.telephone}
            </a>
            {locale === 'en' && usa ? (
              <a href={`${usa.url}/en`} data-testid="flights-usa">
                {t`Flights USA`}
              </a>
            ) : null}
            <SelectorContainer domain={domain} regions={regions} locale={locale} showCurrency={isIndex} />
            {domain.checkin ? (
              <>
                <Dropdown
                  name="manage"
                  label={t`Manage booking`}
                  align="end"
                  triggerClassName={styles.button}
                  panelLabel={t`Manage booking`}
                >
                  <ReservationLookup kind="manage" />
                </Dropdown>
                <Dropdown
                  name="checkin"
                  label={t`Online check-in`}
                  align="end"
                  panelLabel={t`Online check-in`}
                >
                  <ReservationLookup kind="checkin" />
                </Dropdown>
              </>
            ) : (
              <a className={styles.button} href={`/${locale}/manage`}>
                {t`Manage booking`}
              </a>
            )}
            {/* Spec §2: a signed-in agency sees "Conectado como" and its menu. */}
            {agency ? <AgencyNavDropdown user={agency} /> : null}
          </>
        }
      />
    </DropdownGroup>
  );
}
