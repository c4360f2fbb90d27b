import { writeFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Menu, X } from 'lucide-react';
import {
  siAmericanexpress,
  siFacebook,
  siInstagram,
  siMastercard,
  siTiktok,
  siVisa,
  siX,
} from 'simple-icons';

/**
 * The icons' sprite (`libs/ui/src/icon/icons.svg`, decision 105), made from the maintained sets
 * (decision 102): the networks' marks from simple-icons (filled) and lucide's UI icons (stroked).
 * `tsx tools/build/icon-sprite.ts` rewrites it; icon-sprite.spec.ts fails when it is stale.
 */
export const SPRITE_PATH = new URL('../../libs/ui/src/icon/icons.svg', import.meta.url).pathname;

// The networks' marks (footer) and the card brands the payment form accepts (payment step).
const MARKS = {
  facebook: siFacebook,
  twitter: siX,
  instagram: siInstagram,
  tiktok: siTiktok,
  visa: siVisa,
  mastercard: siMastercard,
  amex: siAmericanexpress,
};
const LUCIDE: Record<string, ComponentType> = { menu: Menu, close: X };

export function spriteSvg(): string {
  const symbols = [
    ...Object.entries(MARKS).map(
      ([id, icon]) =>
        `<symbol id="${id}" viewBox="0 0 24 24"><path fill="currentColor" d="${icon.path}"/></symbol>`,
    ),
    ...Object.entries(LUCIDE).map(([id, icon]) => {
      // lucide draws with its <svg>'s stroke attributes; they move to a group inside the symbol.
      const inner = renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, '');
      return `<symbol id="${id}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</g></symbol>`;
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === new URL(import.meta.url).pathname) writeFileSync(SPRITE_PATH, spriteSvg());
