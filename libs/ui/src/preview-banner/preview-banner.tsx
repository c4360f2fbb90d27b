import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './preview-banner.module.css';

/** Spec §2: shown in preview mode (`?preview=1`); it can be collapsed to a thin strip. */
export function PreviewBanner() {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div
      className={styles.banner}
      data-collapsed={collapsed || undefined}
      role="status"
      data-testid="preview-banner"
    >
      {collapsed ? null : (
        <p className={styles.text}>
          <Trans>You are in preview mode!</Trans>
        </p>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {collapsed ? t`Show preview notice` : t`Hide preview notice`}
      </button>
    </div>
  );
}
