import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Components read design tokens only, so a brand can restyle every one of them. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Every project's sources: features move between apps and libs, the rule moves with them.
// The brands lib is where the literal colours live (its tokens), and test doubles are not shipped.
const sourceDirs = ['apps', 'libs']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => `${group}/${name}/src`))
  .filter((dir) => dir !== 'libs/brands/src');
const styleFiles = sourceDirs.flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter(
      (f) =>
        !f.includes('testing/') &&
        (f.endsWith('.css') || (f.endsWith('.tsx') && !f.includes('.stories.') && !f.includes('.spec.'))),
    )
    .map((f) => path.join(dir, f)),
);
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(/i;

describe('UI styles', () => {
  it('finds the style files to check', () => {
    expect(styleFiles.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(5);
  });

  it.each(styleFiles)('%s uses no literal colours', (file) => {
    const offending = readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => LITERAL_COLOUR.test(line));
    expect(offending).toEqual([]);
  });
});
