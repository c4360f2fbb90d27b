import { builtBundles } from '../build/dist-bundles.ts';
import { BUNDLE_BUDGETS, type AppBudget } from '../build/bundle-budgets.data.ts';

/** The bundle table for `npm run bench`: every route's gzip JavaScript beside its budget. */
function bundleTable(): string {
  const head = ['app (brand)', 'route', 'KiB gzip', 'added KiB', 'budget'];
  const rows = builtBundles().flatMap(({ app, brand, sizes }) =>
    sizes.map((size) => {
      const budget: AppBudget = BUNDLE_BUDGETS[app];
      const total = budget.total[size.route];
      return [
        `${app} (${brand})`,
        size.route,
        (size.totalBytes / 1024).toFixed(1),
        (size.addedBytes / 1024).toFixed(1),
        total === undefined ? `+${budget.addedFor?.[size.route] ?? budget.addedPerRoute}` : `${total}`,
      ];
    }),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [fmt(head), ...rows.map(fmt)].join('\n');
}

/** For `npm run bench` (tools/bench/main.ts): the table on standard output. */
export function printBundleTable(): void {
  console.log(bundleTable());
}
