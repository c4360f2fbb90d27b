import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, isLocale } from '@skybook/i18n';
import type { AgencyMenuItem } from './agency-menu.ts';
import { AgencyMenuList } from './agency-menu-list.tsx';
import styles from './agency-sidebar.module.css';

export interface AgencySidebarProps {
  role: 'admin' | 'agent';
  /** The credit limit in the agency's own currency, minor units; null shows 0 (spec §3). */
  credit: { amount: number; currency: string } | null;
  /** The agency's currency, used when the credit is missing (never the site's selected one). */
  currency: string;
  signupUrl: string;
  current?: AgencyMenuItem['id'] | undefined;
}

/** Spec §2 portal sidebar (max 15rem): heading, credit limit, the agency menu, logout and the sign-up link. */
export function AgencySidebar({ role, credit, currency, signupUrl, current }: AgencySidebarProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const limit = formatMoney(credit?.amount ?? 0, credit?.currency ?? currency, locale);
  return (
    <aside className={styles.sidebar} aria-labelledby="agency-sidebar-heading" data-testid="agency-sidebar">
      <h2 id="agency-sidebar-heading" className={styles.heading}>
        <Trans>Agency portal</Trans>
      </h2>
      <p className={styles.credit}>
        <Trans>Credit limit</Trans>
        <strong data-testid="sidebar-credit">{limit}</strong>
      </p>
      <nav aria-label={t`Agency menu`}>
        <AgencyMenuList role={role} current={current} />
      </nav>
      <a className={styles.signup} href={signupUrl}>
        <Trans>Sign up as an agency</Trans>
      </a>
    </aside>
  );
}
