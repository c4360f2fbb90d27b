import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `nx affected` and the boundary rule are only as good as the project graph's edges. Nx reads
 * imports only when told to (nx.json `pluginsConfig['@nx/js'].analyzeSourceFiles`, or an `@nx/js`
 * dev dependency): without it every project looks independent and `affected` runs almost nothing.
 */
const root = new URL('../..', import.meta.url).pathname;
let dependencies: Record<string, { target: string }[]>;

describe('project graph', () => {
  beforeAll(() => {
    const file = join(mkdtempSync(join(tmpdir(), 'skybook-graph-')), 'graph.json');
    execFileSync('npx', ['nx', 'graph', `--file=${file}`], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      stdio: 'ignore',
    });
    dependencies = JSON.parse(readFileSync(file, 'utf8')).graph.dependencies;
  }, 120_000);

  const targets = (project: string) => (dependencies[project] ?? []).map((d) => d.target);

  it('sees the feature libs each app composes', () => {
    expect(targets('booking-web')).toEqual(
      expect.arrayContaining(['booking-funnel', 'manage', 'checkin-pages']),
    );
    expect(targets('agency-portal')).toEqual(expect.arrayContaining(['agency-workspace', 'agency-access']));
  });

  it('sees server libs through the edge server and shared test configuration everywhere', () => {
    expect(targets('edge-server')).toEqual(expect.arrayContaining(['orders', 'inventory', 'db']));
    expect(targets('ui')).toContain('vite-config');
    expect(targets('vite-config')).toEqual([]);
  });
});
