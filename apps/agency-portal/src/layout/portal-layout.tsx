import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { activeBrand } from '@skybook/brand-active';
import { Footer, Logo, Navbar, SiteShell } from '@skybook/ui';
import styles from './portal-layout.module.css';

/** The portal frame: navbar, the agency sidebar (spec §2, max 15rem) and the funnel footer. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const base = `/${i18n.locale}/ta`;
  const brandName = activeBrand.name;
  const logo = <Logo name={activeBrand.name} code={activeBrand.code} href={base} label={t`${brandName}, agency portal`} />;
  return (
    <SiteShell
      header={<Navbar variant="static" logo={logo} />}
      footer={<Footer variant="funnel" brandName={activeBrand.name} logo={logo} />}
    >
      <div className={styles.frame}>
        <aside className={styles.sidebar} aria-labelledby="portal-heading">
          <h2 id="portal-heading">
            <Trans>Agency portal</Trans>
          </h2>
          <nav aria-label={t`Agency menu`}>
            <ul>
              <li><Link to={base}><Trans>Dashboard</Trans></Link></li>
              <li><a href={`/${i18n.locale}`}><Trans>Make a reservation</Trans></a></li>
              <li><Link to={`${base}/reports`}><Trans>Reports</Trans></Link></li>
              <li><Link to={`${base}/agents`}><Trans>Agent management</Trans></Link></li>
              <li><Link to={`${base}/reset-password`}><Trans>Change password</Trans></Link></li>
            </ul>
          </nav>
        </aside>
        <div>{children}</div>
      </div>
    </SiteShell>
  );
}
