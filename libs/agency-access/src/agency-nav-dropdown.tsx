import { Trans, useLingui } from '@lingui/react/macro';
import type { AgencySessionUser } from '@skybook/api-contract';
import { Dropdown } from '@skybook/ui';
import { AgencyMenuList } from './agency-menu-list.tsx';
import styles from './agency-nav-dropdown.module.css';

export interface AgencyNavDropdownProps {
  user: Pick<AgencySessionUser, 'name' | 'agencyName' | 'role'>;
}

/**
 * Spec §2 navbar for a signed-in agency: "Conectado como {name}" opening a dropdown (max 20rem)
 * with the agency menu and the logout action. Must sit inside a `<DropdownGroup>`.
 */
export function AgencyNavDropdown({ user }: AgencyNavDropdownProps) {
  const { t } = useLingui();
  const name = user.name;
  return (
    <Dropdown
      name="agency"
      align="end"
      label={<Trans>Signed in as {name}</Trans>}
      panelLabel={t`Agency menu`}
    >
      <div className={styles.panel} data-testid="agency-nav-panel">
        <p className={styles.agency}>{user.agencyName}</p>
        <AgencyMenuList role={user.role} />
      </div>
    </Dropdown>
  );
}
