import spriteUrl from './icons.svg?no-inline';

/** The symbols of `icons.svg` (made by tools/build/icon-sprite.ts from simple-icons and lucide). */
export type IconName =
  'facebook' | 'twitter' | 'instagram' | 'tiktok' | 'visa' | 'mastercard' | 'amex' | 'menu' | 'close';

export interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels, unless a class sets them. */
  size?: number;
  className?: string;
}

/**
 * A decorative icon drawn from the shared sprite, a hashed static file the browser keeps. Inlined,
 * every page carried each icon's paths again (10 KB of the home page's HTML, decision 105). The
 * control around it keeps its own text name, so the icon is hidden from assistive technology.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
