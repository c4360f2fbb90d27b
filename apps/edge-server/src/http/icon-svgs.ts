import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon } from 'lucide-react';
import type { SimpleIcon } from 'simple-icons';

/** `luggage-cabin` → `LuggageCabin`: lucide-react's export names. */
const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());

const isSimpleIcon = (value: unknown): value is SimpleIcon =>
  typeof value === 'object' && value !== null && 'slug' in value && 'svg' in value;

let lucide: Promise<Record<string, LucideIcon>> | undefined;
let simpleIcons: Promise<Map<string, string>> | undefined;

/**
 * The SVG of a named icon (decision 104), or null when the set has no such icon. The sets load on
 * the first icon asked for (thousands of icons, needed by few requests); the same lucide-react
 * components the pages use render it, so an icon looks the same from the endpoint as inline.
 */
export async function iconSvg(set: string, name: string): Promise<string | null> {
  if (set === 'lucide') {
    lucide ??= import('lucide-react').then((m) => m.icons);
    const Icon = (await lucide)[pascal(name)];
    return Icon ? renderToStaticMarkup(createElement(Icon, { 'aria-hidden': true })) : null;
  }
  if (set === 'simple-icons') {
    simpleIcons ??= import('simple-icons').then(
      (m) =>
        new Map(
          Object.values(m as Record<string, unknown>)
            .filter(isSimpleIcon)
            .map((i) => [i.slug, i.svg]),
        ),
    );
    return (await simpleIcons).get(name) ?? null;
  }
  return null;
}
