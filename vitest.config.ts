/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { sharedPlugins } from './tools/vite/plugins.ts';
import { integrationProject, testedProjectRoots, unitProject } from './tools/vite/test-projects.ts';

/**
 * The whole repository in one run (`npm test`, CI on main): every project's unit tests, then one
 * `integration` project over all `*.int.spec.ts(x)`. `vitest run --project <name>` runs one.
 * Per project, `nx run <project>:test` uses that project's own `vitest.config.ts`.
 */
const roots = testedProjectRoots();

export default defineConfig({
  plugins: sharedPlugins(),
  resolve: { tsconfigPaths: true },
  test: {
    projects: [...roots.map(unitProject), integrationProject('integration', roots)],
    passWithNoTests: false,
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that ran every file on one.
    maxWorkers: availableParallelism(),
  },
});
