import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DESTINATIONS, illustrationSrc } from './destination-catalogue.ts';

// The drawings are served from the edge server's public files (decision 126).
const PUBLIC = join(import.meta.dirname, '../../../../apps/edge-server/public');
const DIR = `${PUBLIC}/images/destinations`;
/** Decision 126's budget: a drawing costs less on the wire than a small photo's thumbnail. */
const MAX_GZIP_BYTES = 4 * 1024;

const svgs = readdirSync(DIR).filter((f) => f.endsWith('.svg'));

describe('destination drawings', () => {
  it('exist for every destination, and none is left over', () => {
    expect(DESTINATIONS.map((d) => `${PUBLIC}${illustrationSrc(d.code)}`).sort()).toEqual(
      svgs.map((f) => `${DIR}/${f}`).sort(),
    );
  });

  it.each(svgs)(
    '%s is well-formed SVG with a 16:9 viewBox, within the size budget, self-contained',
    (file) => {
      const text = readFileSync(`${DIR}/${file}`, 'utf8');
      expect(gzipSync(text).byteLength).toBeLessThan(MAX_GZIP_BYTES);
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const svg = doc.documentElement;
      expect(svg.localName).toBe('svg');
      expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(svg.getAttribute('viewBox')).toBe('0 0 320 180');
      // Intrinsic size for the <img> box before it loads (no layout shift).
      expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['320', '180']);
      // Nothing that runs or fetches: an image is only shapes.
      expect(doc.querySelectorAll('script, foreignObject, image, use[href^="http"]')).toHaveLength(0);
      expect(text).not.toMatch(/\bon[a-z]+=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    },
  );
});
