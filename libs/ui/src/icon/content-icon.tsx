import { useEffect, useState } from 'react';
import { pageErrorEvent, pushEvent } from '@skybook/analytics';
import styles from './content-icon.module.css';

/** The contract's `fileEndpoints.icon` (the contract loads on first use, decision 096: not for this). */
const ICON_ENDPOINT = '/api/icon.svg';
const iconUrl = (name: string) => `${ICON_ENDPOINT}?name=${encodeURIComponent(name)}`;

/** Spec §9: how long an icon may take before it counts as failed. */
export const ICON_TIMEOUT_MS = 1_500;

export interface ContentIconProps {
  /** `set:name` as content names it, e.g. `lucide:luggage` (decision 104). */
  name: string;
  className?: string | undefined;
}

/**
 * An icon named by content (extras, menus), loaded from the site's icon endpoint and painted in
 * the text colour (a CSS mask). Decorative: the text beside it carries the meaning. An icon that
 * fails or takes longer than 1.5 s is logged as a `page_error` (spec §8) and leaves the slot empty.
 */
export function ContentIcon({ name, className }: ContentIconProps) {
  const url = iconUrl(name);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let settled = false;
    const report = (reason: string) =>
      pushEvent(
        pageErrorEvent({
          errorType: 'icon_load',
          pageUrl: window.location.href,
          additionalInfo: `${name}: ${reason}`,
        }),
      );
    const timer = window.setTimeout(() => settled || report('timeout'), ICON_TIMEOUT_MS);
    // The mask gives no load events: a probe of the same URL (one download) tells.
    const probe = new Image();
    probe.onload = () => {
      settled = true;
      window.clearTimeout(timer);
      setLoaded(true);
    };
    probe.onerror = () => {
      settled = true;
      window.clearTimeout(timer);
      report('failed');
    };
    probe.src = url;
    return () => {
      settled = true;
      window.clearTimeout(timer);
      probe.onload = probe.onerror = null;
    };
  }, [name, url]);
  return (
    <span
      className={[styles.icon, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-icon={name}
      data-loaded={loaded || undefined}
      style={loaded ? { maskImage: `url("${url}")`, WebkitMaskImage: `url("${url}")` } : undefined}
    />
  );
}
