import { describe, expect, it } from 'vitest';
import { routePreloadsFromManifest } from './renderers.ts';

describe('route preloads from the build manifest', () => {
  it('lists each lazy route module with its static imports, less what the entry loads', () => {
    const manifest = {
      'apps/web/src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_vendor.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_seat-map.js': { file: 'assets/seat-map.js', imports: ['_vendor.js'] },
      'apps/web/src/routes/extras.lazy.tsx': { file: 'assets/extras.js', imports: ['_seat-map.js'] },
      'apps/web/src/routes/claims.lazy.tsx': { file: 'assets/claims.js' },
      'libs/i18n/locales/en/messages.po': { file: 'assets/messages.js' },
    };
    expect(routePreloadsFromManifest(manifest, 'apps/web/src/entry-client.tsx', '/_app/web/sky/')).toEqual({
      extras: ['/_app/web/sky/assets/extras.js', '/_app/web/sky/assets/seat-map.js'],
      claims: ['/_app/web/sky/assets/claims.js'],
    });
  });
});
