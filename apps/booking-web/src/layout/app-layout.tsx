import { createContext, useContext, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { activeBrand } from '@skybook/brand-active';
import { ConsentManager } from '@skybook/consent';
import { NewsletterForm } from '@skybook/newsletter';
import { useSession } from '@skybook/auth';
import { layoutFor, useAgencyCurrency, useNewBuild, type RouteName } from '@skybook/ssr';
import { Logo, SiteShell, UpdatePrompt } from '@skybook/ui';
import { FunnelHeader, isFunnelStep } from './funnel-header.tsx';
import { MobileBar } from './mobile-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';
import { useRouteName } from './use-route-name.ts';
import { useSiteData } from './use-site-data.ts';

const InsideLayout = createContext(false);

/** Pages that may take a payment: the funnel's payment step, and manage (changes are paid there). */
const PAYING = new Set<RouteName>(['payment', 'manage']);

/**
 * Wraps a page in the layout unless it already is inside one: a 404 thrown by a page's loader
 * renders within the root layout, one for an unknown path renders instead of it.
 */
export function WithLayout({ children, routeName }: { children: ReactNode; routeName?: RouteName }) {
  return useContext(InsideLayout) ? children : <AppLayout routeName={routeName}>{children}</AppLayout>;
}

/** Chrome around every booking-web page, chosen by the route's name (spec §2). */
export function AppLayout({ children, routeName }: { children: ReactNode; routeName?: RouteName }) {
  const { t } = useLingui();
  const site = useSiteData();
  // A signed-in agency searches, holds and books in its own currency (decision 014).
  useAgencyCurrency(useSession().agency?.currency);
  const matched = useRouteName();
  const name = routeName ?? matched;
  const rules = layoutFor(name);
  const newBuild = useNewBuild('booking-web');
  const brandName = activeBrand.name;
  const logo = (
    <Logo
      name={activeBrand.name}
      code={activeBrand.code}
      href={`/${site.locale}`}
      label={t`${brandName}, home`}
    />
  );

  return (
    <SiteShell
      header={
        rules.navbar === 'hidden' ? (
          isFunnelStep(name) ? (
            <FunnelHeader logo={logo} step={name} />
          ) : null
        ) : (
          <SiteNavbar site={site} variant={rules.navbar} logo={logo} isIndex={name.startsWith('index')} />
        )
      }
      footer={<SiteFooter site={site} variant={rules.footer} logo={logo} newsletter={<NewsletterForm />} />}
      overlays={
        <>
          {/* The bar is the mobile check-in entry: a site without online check-in has none. */}
          {rules.mobileCheckinBar && site.domain.checkin ? <MobileBar closeKey={site.pathname} /> : null}
          {/* Spec §4: a reload is offered at a safe moment, never while a payment may be under way. */}
          {newBuild && !PAYING.has(name) ? <UpdatePrompt onReload={() => window.location.reload()} /> : null}
          <ConsentManager integrations={site.domain.integrations} routeName={name} />
        </>
      }
    >
      <InsideLayout.Provider value={true}>{children}</InsideLayout.Provider>
    </SiteShell>
  );
}
