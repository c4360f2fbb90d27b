import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import styles from './site-shell.module.css';

export interface SiteShellProps {
  header?: ReactNode;
  footer: ReactNode;
  /** Fixed bars such as the mobile check-in bar. */
  overlays?: ReactNode;
  children: ReactNode;
}

/** Page frame: skip link, optional header, the main landmark and the footer. */
export function SiteShell({ header, footer, overlays, children }: SiteShellProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {header}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
      {overlays}
    </div>
  );
}
