import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { activeBrand } from '@skybook/brand-active';
import { domainQuery } from '@skybook/domain-config';
import { layoutFor, useAppContext, type RouteName } from '@skybook/ssr';
import { Footer, Logo, Navbar, SiteShell } from '@skybook/ui';
import { LanguageLinks } from './language-links.tsx';
import { useRouteName } from './use-route-name.ts';

/** Chrome around every booking-web page, chosen by the route's name (spec §2). */
export function AppLayout({ children, routeName }: { children: ReactNode; routeName?: RouteName }) {
  const { api, shell, i18n } = useAppContext();
  const { t } = useLingui();
  const matched = useRouteName();
  const rules = layoutFor(routeName ?? matched);
  const { data: domain } = useSuspenseQuery(domainQuery(api, shell.domainId));
  const home = `/${i18n.locale}`;
  const brandName = activeBrand.name;
  const logo = <Logo name={activeBrand.name} code={activeBrand.code} href={home} label={t`${brandName}, home`} />;

  return (
    <SiteShell
      header={
        rules.navbar === 'hidden' ? null : (
          <Navbar
            variant={rules.navbar}
            logo={logo}
            actions={
              <>
                <a href={`tel:${domain.telephone.replace(/[^+\d]/g, '')}`}>{domain.telephone}</a>
                <LanguageLinks />
              </>
            }
          />
        )
      }
      footer={
        <Footer variant={rules.footer} brandName={activeBrand.name} logo={logo}>
          <p>{domain.footerText}</p>
        </Footer>
      }
    >
      {children}
    </SiteShell>
  );
}
