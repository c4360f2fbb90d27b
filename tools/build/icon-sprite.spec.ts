import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_PATH, spriteSvg } from './icon-sprite.ts';

describe('the icon sprite', () => {
  it('is the one the maintained sets make today (run `tsx tools/build/icon-sprite.ts` if not)', () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(spriteSvg());
  });

  it('has a symbol for every name the Icon component accepts', () => {
    const ids = [...spriteSvg().matchAll(/<symbol id="([a-z]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'facebook',
      'twitter',
      'instagram',
      'tiktok',
      'visa',
      'mastercard',
      'amex',
      'menu',
      'close',
    ]);
  });
});
