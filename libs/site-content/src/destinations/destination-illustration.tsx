import { illustrationSrc } from './destination-catalogue.ts';
import styles from './destinations.module.css';

/**
 * A destination's drawing (decision 126). Decorative: the heading beside it names the place, so
 * the alt is empty. Width and height reserve its box before it loads (no layout shift); only the
 * hero above the fold loads eagerly, every card's waits until it nears the screen.
 */
export function DestinationIllustration({ code, hero = false }: { code: string; hero?: boolean }) {
  return (
    <img
      className={hero ? styles.hero : styles.thumb}
      src={illustrationSrc(code)}
      alt=""
      width={320}
      height={180}
      decoding="async"
      {...(hero ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      data-testid="destination-illustration"
    />
  );
}
