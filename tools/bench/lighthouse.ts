import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium.ts';

/**
 * Lighthouse (mobile, default simulated throttling) against the production server, in Debian's
 * Chromium, median of `runs` per page and brand. Targets from issue 14.
 */
const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02 } as const;

export interface LighthousePage {
  name: string;
  path: string;
  /** Cookies the page needs (the extras step shows the visitor's own hold). */
  cookie?: string;
}

export interface LighthouseRow {
  brand: string;
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  runtimeError?: { message: string };
}

async function lighthouseOnce(url: string, cookie: string | undefined): Promise<Report> {
  const args = [
    fileURLToPath(import.meta.resolve('lighthouse/cli/index.js')),
    url,
    `--chrome-path=${chromiumPath()}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const { stdout } = await run(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return report;
}

/**
 * Lighthouse sometimes fails to record a trace at all (NO_NAVSTART, "please run Lighthouse
 * again"); such a run has no figures to count, so it is run again, at most twice, and said.
 */
async function lighthouseTraced(url: string, cookie: string | undefined): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP/.test(String(error))) throw error;
      console.log(`  (Lighthouse recorded no trace of ${url}; running it again)`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** JavaScript bytes over the wire, from the network-requests audit. */
function scriptKiB(report: Report): number {
  const items = (report.audits['network-requests']?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
  }>;
  return (
    items.filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024
  );
}

export async function lighthouseRow(
  brand: string,
  origin: string,
  page: LighthousePage,
  runs: number,
): Promise<LighthouseRow> {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) reports.push(await lighthouseTraced(`${origin}${page.path}`, page.cookie));
  const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    brand,
    page: page.name,
    score: median(reports.map((r) => Math.round(r.categories.performance.score * 100))),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    jsKiB: Math.round(median(reports.map(scriptKiB)) * 10) / 10,
  };
}

export const meetsLighthouseTargets = (r: LighthouseRow) =>
  r.score >= LIGHTHOUSE_TARGETS.score &&
  r.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
  r.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
  r.cls <= LIGHTHOUSE_TARGETS.cls;

export function lighthouseTable(rows: LighthouseRow[]): string {
  const head = ['brand', 'page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'target'];
  const lines = rows.map((r) => [
    r.brand,
    r.page,
    String(r.score),
    String(r.fcpMs),
    String(r.lcpMs),
    String(r.tbtMs),
    String(r.cls),
    String(r.jsKiB),
    meetsLighthouseTargets(r) ? 'met' : 'MISSED',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [fmt(head), ...lines.map(fmt)].join('\n');
}
