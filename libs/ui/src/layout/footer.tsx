import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import styles from './footer.module.css';

export interface FooterProps {
  variant: 'full' | 'funnel';
  brandName: string;
  logo: ReactNode;
  /** Full footer only: newsletter, footer text, menu groups, agency link, socials. */
  children?: ReactNode;
  /** Sub-footer links (legal, cookies…), shown in both variants. */
  subLinks?: ReactNode;
  /** The year shown in the copyright; the current year unless a story pins it. */
  year?: number;
}

/** Spec §2 footer; the funnel variant keeps only logo, copyright and sub-footer links. */
export function Footer({
  variant,
  brandName,
  logo,
  children,
  subLinks,
  year = new Date().getFullYear(),
}: FooterProps) {
  return (
    <footer
      className={[styles.footer, variant === 'funnel' ? styles.funnel : ''].join(' ')}
      data-variant={variant}
    >
      {variant === 'full' && children ? <div className={styles.columns}>{children}</div> : null}
      <div className={styles.sub}>
        {logo}
        <p>
          <Trans>
            © {year} {brandName}. All rights reserved.
          </Trans>
        </p>
        {subLinks}
      </div>
    </footer>
  );
}
