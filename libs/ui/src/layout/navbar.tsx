import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './navbar.module.css';

export interface NavbarProps {
  variant: 'sticky' | 'static';
  logo: ReactNode;
  /** The menu tree (menu lib) and other navigation. */
  nav?: ReactNode;
  /** Telephone, language/currency selectors, manage-booking button… */
  actions?: ReactNode;
}

/** The top bar shell; the app fills its slots from the feature libs. */
export function Navbar({ variant, logo, nav, actions }: NavbarProps) {
  const { t } = useLingui();
  return (
    <header className={[styles.navbar, variant === 'sticky' ? styles.sticky : ''].join(' ')} data-variant={variant}>
      <div className={styles.group}>{logo}</div>
      {nav ? (
        <nav className={styles.group} aria-label={t`Main menu`}>
          {nav}
        </nav>
      ) : null}
      {actions ? <div className={styles.group}>{actions}</div> : null}
    </header>
  );
}
