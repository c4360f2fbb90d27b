import { useLingui } from '@lingui/react/macro';
import { Dropdown, DropdownGroup } from '@skybook/ui';
import { ReservationLookup } from './reservation-lookup.tsx';
import styles from './mobile-bar.module.css';

/**
 * Spec §2: on mobile home pages of a site with online check-in, a fixed bottom bar with
 * manage-reservation and check-in panels.
 */
export function MobileBar({ closeKey }: { closeKey: string }) {
  const { t } = useLingui();
  return (
    <DropdownGroup closeKey={closeKey}>
      {/* Keeps the end of the page scrollable above the fixed bar. */}
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t`Your booking`} data-testid="mobile-bar">
        <Dropdown name="mobile-manage" label={t`Manage booking`} panelLabel={t`Manage booking`}>
          <ReservationLookup kind="manage" />
        </Dropdown>
        <Dropdown
          name="mobile-checkin"
          label={t`Online check-in`}
          align="end"
          panelLabel={t`Online check-in`}
        >
          <ReservationLookup kind="checkin" />
        </Dropdown>
      </nav>
    </DropdownGroup>
  );
}
