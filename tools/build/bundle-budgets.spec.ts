import { describe, expect, it } from 'vitest';
import { budgetViolations, routeSizes, type Manifest } from './bundle-budgets.ts';

const KIB = 1024;
// A build of the shape Vite writes: an entry sharing a vendor chunk with a route, routes as lazy modules.
const manifest: Manifest = {
  'apps/web/src/entry-client.tsx': { file: 'entry.js', imports: ['_vendor.js'] },
  '_vendor.js': { file: 'vendor.js' },
  'libs/i18n/locales/en/messages.po': { file: 'messages-en.js', isDynamicEntry: true },
  'apps/web/src/routes/index.lazy.tsx': { file: 'index.js', imports: ['_vendor.js'], isDynamicEntry: true },
  'apps/web/src/routes/select.lazy.tsx': { file: 'select.js', imports: ['_phone.js'], isDynamicEntry: true },
  '_phone.js': { file: 'phone.js' },
};
const kib: Record<string, number> = {
  'entry.js': 60,
  'vendor.js': 20,
  'messages-en.js': 10,
  'index.js': 5,
  'select.js': 15,
  'phone.js': 30,
};
const sizes = routeSizes(manifest, {
  entry: 'apps/web/src/entry-client.tsx',
  atStart: ['libs/i18n/locales/en/messages.po'],
  sizeOf: (file) => kib[file]! * KIB,
});

describe('bundle budgets', () => {
  it('counts the entry, its static imports and the start-up catalog once, then each route on top', () => {
    expect(sizes).toEqual([
      { route: 'index', totalBytes: 95 * KIB, addedBytes: 5 * KIB },
      { route: 'select', totalBytes: 135 * KIB, addedBytes: 45 * KIB },
    ]);
  });

  it('names the route, its size and its budget for each budget broken', () => {
    const violations = budgetViolations('web', sizes, { total: { index: 90 }, addedPerRoute: 40 });
    expect(violations.map((v) => v.message)).toEqual([
      'web route "index" loads 95.0 KiB of gzip JavaScript; its budget is 90.0 KiB',
      'web route "select" adds 45.0 KiB of gzip JavaScript; its budget is 40.0 KiB',
    ]);
  });

  it('holds a route named in addedFor to its own budget instead of the common one', () => {
    expect(
      budgetViolations('web', sizes, { total: { index: 95 }, addedPerRoute: 40, addedFor: { select: 45 } }),
    ).toEqual([]);
    expect(
      budgetViolations('web', sizes, {
        total: { index: 95 },
        addedPerRoute: 50,
        addedFor: { select: 44 },
      }).map((v) => v.message),
    ).toEqual(['web route "select" adds 45.0 KiB of gzip JavaScript; its budget is 44.0 KiB']);
  });

  it('passes a build within its budgets', () => {
    expect(budgetViolations('web', sizes, { total: { index: 95 }, addedPerRoute: 45 })).toEqual([]);
  });
});
