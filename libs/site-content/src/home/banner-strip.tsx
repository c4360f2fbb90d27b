import type { Banner } from '@skybook/api-contract';
import styles from './home-content.module.css';

export function BannerStrip({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={label}>
      {banners.map((banner) => (
        <a key={banner.id} className={styles.banner} href={`/${banner.link.replace(/^\/+/, '')}`}>
          <strong>{banner.title}</strong>
          <span>{banner.text}</span>
        </a>
      ))}
    </section>
  );
}
