import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { activeBrand } from '@skybook/brand-active';
import { AgencyNavDropdown, AgencySidebar, LoginPage, type AgencyMenuItem } from '@skybook/agency-access';
import { useSession } from '@skybook/auth';
import { useAppContext, useNewBuild } from '@skybook/ssr';
import { DropdownGroup, Footer, Logo, Navbar, SiteShell, UpdatePrompt } from '@skybook/ui';
import { dashboardQuery } from '@skybook/agency-workspace';
import styles from './portal-layout.module.css';

const CURRENT: Record<string, AgencyMenuItem['id']> = {
  '': 'dashboard',
  '/reports': 'reports',
  '/agents': 'agents',
  '/reset-password': 'password',
  '/company-sign-in': 'sso',
};
/** The company sign-in's result page shows itself signed in or not (it may be the popup). */
const BARE = new Set(['/sso']);

/**
 * The portal frame: navbar (with "Conectado como" for a signed-in agency), the agency sidebar
 * and the funnel footer. Signed out (or anonymous), every portal path shows the login page.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { api, shell } = useAppContext();
  const { agency } = useSession();
  const pathname = useLocation({ select: (l) => l.pathname });
  const dashboard = useQuery({ ...dashboardQuery(api), enabled: Boolean(agency) });
  const newBuild = useNewBuild('agency-portal');
  const base = `/${i18n.locale}/ta`;
  const brandName = activeBrand.name;
  const logo = (
    <Logo
      name={activeBrand.name}
      code={activeBrand.code}
      href={base}
      label={t`${brandName}, agency portal`}
    />
  );
  const signupUrl = shell.agencySignupUrl ?? '#';
  const section = pathname.replace(/^\/[a-z]{2}\/ta/, '').replace(/\/$/, '');
  const current = CURRENT[section];
  return (
    <DropdownGroup closeKey={pathname}>
      <SiteShell
        header={
          <Navbar
            variant="static"
            logo={logo}
            closeKey={pathname}
            actions={agency ? <AgencyNavDropdown user={agency} /> : null}
          />
        }
        footer={<Footer variant="funnel" brandName={activeBrand.name} logo={logo} />}
        overlays={newBuild ? <UpdatePrompt onReload={() => window.location.reload()} /> : null}
      >
        {BARE.has(section) ? (
          children
        ) : agency ? (
          <div className={styles.frame}>
            <AgencySidebar
              role={agency.role}
              credit={
                dashboard.data
                  ? { amount: dashboard.data.creditLimit, currency: dashboard.data.currency }
                  : null
              }
              currency={agency.currency}
              signupUrl={signupUrl}
              current={current}
            />
            <div>{children}</div>
          </div>
        ) : (
          <LoginPage signupUrl={signupUrl} />
        )}
      </SiteShell>
    </DropdownGroup>
  );
}
