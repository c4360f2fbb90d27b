import type { AppBudget } from './bundle-budgets.data.ts';

/** The part of a Vite build manifest entry the budgets read. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** One route's JavaScript: what its page loads before hydrating, in gzip bytes. */
export interface RouteSize {
  route: string;
  /** Entry (with its static imports and start-up extras) plus the route's own chunks. */
  totalBytes: number;
  /** What the route's chunks add over the entry. */
  addedBytes: number;
}

export interface BudgetViolation {
  route: string;
  kind: 'total' | 'added';
  bytes: number;
  budgetBytes: number;
  message: string;
}

const KIB = 1024;

/** The route a lazy route module serves: `.../routes/select.lazy.tsx` → `select`. */
export const routeNameOf = (key: string): string | undefined => /\/([^/]+)\.lazy\.tsx$/.exec(key)?.[1];

/** The files a module needs before it runs: its chunk and its static imports, transitively. */
export function staticFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  chunk.imports?.forEach((imported) => staticFiles(manifest, imported, into));
  return into;
}

/**
 * Per route: the entry's files (plus `atStart`, the dynamic imports every page awaits before
 * hydrating, like the language catalog) and the route module's files; `sizeOf` gives a file's
 * gzip bytes.
 */
export function routeSizes(
  manifest: Manifest,
  opts: { entry: string; atStart?: string[]; sizeOf: (file: string) => number },
): RouteSize[] {
  const base = staticFiles(manifest, opts.entry);
  opts.atStart?.forEach((key) => staticFiles(manifest, key, base));
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + opts.sizeOf(f), 0);
  const baseBytes = sum(base);
  return Object.keys(manifest)
    .flatMap((key) => {
      const route = routeNameOf(key);
      if (!route) return [];
      const added = [...staticFiles(manifest, key)].filter((file) => !base.has(file));
      const addedBytes = sum(added);
      return [{ route, totalBytes: baseBytes + addedBytes, addedBytes }];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Every budget the sizes break, each with a message naming the route, its size and its budget. */
export function budgetViolations(app: string, sizes: RouteSize[], budget: AppBudget): BudgetViolation[] {
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  return sizes.flatMap((size): BudgetViolation[] => {
    const total = budget.total[size.route];
    const [kind, bytes, budgetBytes] =
      total === undefined
        ? (['added', size.addedBytes, (budget.addedFor?.[size.route] ?? budget.addedPerRoute) * KIB] as const)
        : (['total', size.totalBytes, total * KIB] as const);
    if (bytes <= budgetBytes) return [];
    const what = kind === 'total' ? 'loads' : 'adds';
    return [
      {
        route: size.route,
        kind,
        bytes,
        budgetBytes,
        message: `${app} route "${size.route}" ${what} ${kib(bytes)} of gzip JavaScript; its budget is ${kib(budgetBytes)}`,
      },
    ];
  });
}
