import styles from './logo.module.css';

export interface LogoProps {
  name: string;
  code: string;
  href: string;
  /** Accessible name of the link, e.g. "Skybook Air, home". */
  label: string;
}

/** The brand mark: a code badge and the airline's name, linking home. */
export function Logo({ name, code, href, label }: LogoProps) {
  return (
    <a className={styles.logo} href={href} aria-label={label}>
      <span className={styles.mark} aria-hidden="true">
        {code}
      </span>
      <span aria-hidden="true">{name}</span>
    </a>
  );
}
