import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { activeBrand } from '@skybook/brand-active';
import { CookieSettingsButton } from '@skybook/consent';
import { FooterMenus, SubFooterLinks, menuOfType } from '@skybook/menu';
import { Footer, SocialLinks } from '@skybook/ui';
import styles from './site-footer.module.css';
import type { useSiteData } from './use-site-data.ts';

/** Spec §2 footer: the full one, or the funnel's short one (logo, copyright, sub-footer links). */
export function SiteFooter({
  site,
  variant,
  logo,
  newsletter,
}: {
  site: ReturnType<typeof useSiteData>;
  variant: 'full' | 'funnel';
  logo: ReactNode;
  newsletter?: ReactNode;
}) {
  const { t } = useLingui();
  const { domain, menu, pathname, locale } = site;
  return (
    <Footer
      variant={variant}
      brandName={activeBrand.name}
      logo={logo}
      subLinks={
        <>
          <SubFooterLinks items={menuOfType(menu, 'SubFooter')} pathname={pathname} label={t`Legal`} />
          <CookieSettingsButton />
        </>
      }
    >
      {newsletter}
      <FooterMenus items={menuOfType(menu, 'Footer')} pathname={pathname} />
      <div className={styles.about}>
        <p>{domain.footerText}</p>
        <a href={`/${locale}/ta`}>
          <Trans>Travel agencies: sign in</Trans>
        </a>
        <SocialLinks
          facebook={domain.facebook}
          twitter={domain.twitter}
          instagram={domain.instagram}
          tiktok={domain.tiktok}
        />
      </div>
    </Footer>
  );
}
