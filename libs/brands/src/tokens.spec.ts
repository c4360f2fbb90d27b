import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from './brand.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const tokenNames = (id: string) =>
  [...readFileSync(path.join(here, id, 'tokens.css'), 'utf8').matchAll(/(--[\w-]+):/g)].map((m) => m[1]);

describe('brand tokens', () => {
  it('every brand defines the same set of tokens, so a component never meets an undefined one', () => {
    const [first, ...rest] = BRAND_IDS.map(tokenNames);
    expect(first?.length).toBeGreaterThan(10);
    for (const names of rest) expect(names).toEqual(first);
  });
});
