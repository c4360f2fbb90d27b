import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../icon/icon.tsx';
import styles from './navbar.module.css';

export interface NavbarProps {
  variant: 'sticky' | 'static';
  logo: ReactNode;
  /** The menu tree (menu lib); behind the hamburger on mobile. */
  nav?: ReactNode;
  /** Telephone, socials, selectors, manage-booking button…; also behind the hamburger on mobile. */
  actions?: ReactNode;
  /** Above the bar: the preview banner. */
  notice?: ReactNode;
  /** Changes on navigation: the mobile menu closes. */
  closeKey?: string;
}

/** The top bar shell (spec §2); the app fills its slots from the feature libs. */
export function Navbar({ variant, logo, nav, actions, notice, closeKey }: NavbarProps) {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [closeKey]);
  return (
    <header
      className={[styles.navbar, variant === 'sticky' ? styles.sticky : ''].join(' ')}
      data-variant={variant}
    >
      {notice}
      <div className={styles.bar}>
        <div className={styles.brand}>
          {logo}
          <button
            type="button"
            className={styles.hamburger}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{t`Menu`}</span>
          </button>
        </div>
        <div id="site-menu" className={styles.menu} data-open={menuOpen || undefined}>
          {nav ? (
            <nav className={styles.group} aria-label={t`Main menu`}>
              {nav}
            </nav>
          ) : null}
          {actions ? <div className={styles.group}>{actions}</div> : null}
        </div>
      </div>
    </header>
  );
}
