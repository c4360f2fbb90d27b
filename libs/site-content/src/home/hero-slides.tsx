import type { Slider } from '@skybook/api-contract';
import styles from './home-content.module.css';

/** The home slides, shown as a row of cards (no auto-rotation: nothing moves that the visitor did not ask for). */
export function HeroSlides({ slides }: { slides: readonly Slider[] }) {
  if (slides.length === 0) return null;
  return (
    <ul className={styles.slides} data-testid="slides">
      {slides.map((slide) => (
        <li key={slide.id} className={styles.slide}>
          <a href={`/${slide.link.replace(/^\/+/, '')}`}>
            <strong>{slide.title}</strong>
            <span>{slide.subtitle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
