import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { workspaceRoot } from './plugins.ts';

/**
 * The test projects, found rather than listed: every Nx project with a `vitest.config.ts`
 * is one. Its environment follows its tags (server and tooling code runs in Node, everything
 * else in jsdom), so adding a lib means adding its folder, not editing a list here.
 * Unit and component tests sit beside the code as `*.spec.ts(x)`; tests that need the
 * database or a running server end in `*.int.spec.ts(x)`.
 */
export type Environment = 'jsdom' | 'node';

const NODE_TAGS = ['type:server', 'type:tooling'];

export function environmentOf(root: string): Environment {
  const { tags = [] } = JSON.parse(readFileSync(join(root, 'project.json'), 'utf8')) as { tags?: string[] };
  return tags.some((tag) => NODE_TAGS.includes(tag)) ? 'node' : 'jsdom';
}

/** Absolute roots of every project that has its own `vitest.config.ts`. */
export function testedProjectRoots(): string[] {
  const roots = ['apps', 'libs'].flatMap((dir) =>
    readdirSync(join(workspaceRoot, dir)).map((name) => join(workspaceRoot, dir, name)),
  );
  return [...roots, join(workspaceRoot, 'tools')].filter((root) =>
    existsSync(join(root, 'vitest.config.ts')),
  );
}

const INTEGRATION = '**/*.int.spec.{ts,tsx}';

/**
 * Integration files CI's PostgreSQL pass skips: they test the embedded PGlite itself (a data
 * folder, the in-memory template), or, like the 10,000-request fuzz (issue 12 asks for it once in
 * CI), prove nothing more on a second database for minutes of a 2-core machine (decision 128).
 */
const ONCE_ON_PGLITE = [
  'libs/db/src/persistence.int.spec.ts',
  'libs/db/src/memory-template.int.spec.ts',
  'apps/edge-server/src/api/fuzz.int.spec.ts',
];
const IGNORED = ['**/node_modules/**', '**/dist/**'];

export function unitProject(root: string): TestProjectInlineConfiguration {
  const environment = environmentOf(root);
  return {
    extends: true,
    test: {
      name: relative(workspaceRoot, root).split('/').pop(),
      root,
      environment,
      include: ['**/*.spec.{ts,tsx}'],
      exclude: [INTEGRATION, ...IGNORED],
      // A worker keeps its module cache from one file to the next (each file still gets a fresh
      // environment and setup files): React, Lingui and the catalogs load once per worker, which
      // halves this group's time on 2 cores (decision 085). No test mocks modules (`vi.mock`),
      // and tests leave no global state behind; the integration group stays isolated.
      isolate: false,
      setupFiles:
        environment === 'jsdom'
          ? ['tools/vite/setup-dom.ts', '.storybook/vitest.setup.ts'].map((file) => join(workspaceRoot, file))
          : [],
      // Component tests type into forms with user-event: on a loaded 2-core CI machine the longest
      // take ~5 s, so 5 s (the default) made them flaky; a hang still fails within 15 s.
      ...(environment === 'jsdom' ? { testTimeout: 15_000 } : {}),
    },
  };
}

/**
 * Integration tests of the given roots, in Node. The whole-repo run has one such project over
 * every root so that the database-heavy files share one bounded pool.
 */
export function integrationProject(name: string, roots: string[]): TestProjectInlineConfiguration {
  const usesPostgres = /^postgres(ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '');
  return {
    extends: true,
    test: {
      name,
      root: workspaceRoot,
      environment: 'node',
      include: roots.map((root) => `${relative(workspaceRoot, root)}/${INTEGRATION}`),
      // `*.pg.int.spec.ts` model several processes sharing one database server (a crash, a restart):
      // they need PostgreSQL and run in CI's PostgreSQL pass, not on the in-process PGlite.
      exclude: [...IGNORED, ...(usesPostgres ? ONCE_ON_PGLITE : ['**/*.pg.int.spec.ts'])],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // PGlite runs in-process; keep integration files from starving each other on 2 cores.
      maxWorkers: 2,
      // Runs after the unit projects, as its own group.
      sequence: { groupOrder: 1 },
    },
  };
}
