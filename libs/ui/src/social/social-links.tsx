import { useLingui } from '@lingui/react/macro';
import { Icon } from '../icon/icon.tsx';
import styles from './social-links.module.css';

export interface SocialLinksProps {
  facebook?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
}

// The networks' own marks (simple-icons) are symbols of the icon sprite, named like the networks.
const NETWORKS = ['facebook', 'twitter', 'instagram', 'tiktok'] as const;

/** Spec §2: an icon per social network the domain defines; none at all when it defines none. */
export function SocialLinks(props: SocialLinksProps) {
  const { t } = useLingui();
  const names = { facebook: 'Facebook', twitter: 'X (Twitter)', instagram: 'Instagram', tiktok: 'TikTok' };
  const defined = NETWORKS.filter((n) => props[n]);
  if (defined.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t`Social networks`}>
      {defined.map((network) => (
        <li key={network}>
          <a
            className={styles.icon}
            href={props[network]!}
            target="_blank"
            rel="noopener noreferrer"
            data-network={network}
          >
            <Icon name={network} className={styles.mark} />
            <span className="visually-hidden">{t`${names[network]} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
