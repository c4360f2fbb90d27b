import { useLingui } from '@lingui/react/macro';
import { siFacebook, siInstagram, siTiktok, siX, type SimpleIcon } from 'simple-icons';
import styles from './social-links.module.css';

export interface SocialLinksProps {
  facebook?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
}

const NETWORKS = ['facebook', 'twitter', 'instagram', 'tiktok'] as const;
// The networks' own marks, from the maintained simple-icons set; only these four are bundled.
const ICONS: Record<(typeof NETWORKS)[number], SimpleIcon> = {
  facebook: siFacebook,
  twitter: siX,
  instagram: siInstagram,
  tiktok: siTiktok,
};

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
            <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICONS[network].path} />
            </svg>
            <span className="visually-hidden">{t`${names[network]} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
