import { describe, expect, it } from 'vitest';
import { assetsFromManifest, catalogsFromManifest, routeAssetsFromManifest } from './renderers.ts';

describe('route preloads from the build manifest', () => {
  it("lists each lazy route module with its static imports and their styles, less the entry's", () => {
    const manifest = {
      'apps/web/src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_vendor.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_seat-map.js': { file: 'assets/seat-map.js', imports: ['_vendor.js'], css: ['assets/seat-map.css'] },
      'apps/web/src/routes/extras.lazy.tsx': {
        file: 'assets/extras.js',
        imports: ['_seat-map.js'],
        css: ['assets/extras.css'],
      },
      'apps/web/src/routes/claims.lazy.tsx': { file: 'assets/claims.js' },
      'libs/i18n/locales/en/messages.po': { file: 'assets/messages.js' },
    };
    expect(routeAssetsFromManifest(manifest, 'apps/web/src/entry-client.tsx', '/_app/web/sky/')).toEqual({
      extras: {
        preloads: ['/_app/web/sky/assets/extras.js', '/_app/web/sky/assets/seat-map.js'],
        styles: ['/_app/web/sky/assets/extras.css', '/_app/web/sky/assets/seat-map.css'],
      },
      claims: { preloads: ['/_app/web/sky/assets/claims.js'], styles: [] },
    });
  });

  it('finds the catalog chunks of each locale that the build holds', () => {
    const manifest = {
      'libs/i18n/locales/es/messages.po': { file: 'assets/messages-es.js' },
      'libs/i18n/locales/es/agency.po': { file: 'assets/agency-es.js' },
      'libs/i18n/locales/en/messages.po': { file: 'assets/messages-en.js' },
      'apps/web/src/entry-client.tsx': { file: 'assets/entry.js' },
    };
    expect(catalogsFromManifest(manifest, '/b/')).toEqual({
      es: ['/b/assets/messages-es.js', '/b/assets/agency-es.js'],
      en: ['/b/assets/messages-en.js'],
    });
  });

  it('links the one stylesheet of a build without CSS code splitting', () => {
    const manifest = {
      'apps/web/src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_vendor.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor.js' },
      'style.css': { file: 'assets/style.css' },
    };
    expect(assetsFromManifest(manifest, 'apps/web/src/entry-client.tsx', '/b/')).toEqual({
      scripts: ['/b/assets/entry.js'],
      styles: ['/b/assets/style.css'],
      preloads: ['/b/assets/vendor.js'],
    });
  });
});
