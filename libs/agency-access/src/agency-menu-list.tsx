import { Trans, useLingui } from '@lingui/react/macro';
import { useLogout } from '@skybook/auth';
import { agencyMenu, type AgencyMenuItem } from './agency-menu.ts';
import styles from './agency-menu-list.module.css';

/** The agency menu for a role and the logout action: the same list in the sidebar and the navbar dropdown. */
export function AgencyMenuList({
  role,
  current,
}: {
  role: 'admin' | 'agent';
  current?: AgencyMenuItem['id'] | undefined;
}) {
  const { i18n } = useLingui();
  const logout = useLogout();
  return (
    <ul className={styles.menu}>
      {agencyMenu(i18n.locale, role).map((item) => (
        <li key={item.id}>
          <a href={item.href} aria-current={item.id === current ? 'page' : undefined}>
            {i18n._(item.label)}
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={styles.logout}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <Trans>Log out</Trans>
        </button>
      </li>
    </ul>
  );
}
