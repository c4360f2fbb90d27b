/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type UserConfig } from 'vite';
import { sharedPlugins } from './plugins.ts';
import { integrationProject, unitProject } from './test-projects.ts';

/**
 * The `vitest.config.ts` of one project: its unit tests and its own integration tests. Nx's
 * `@nx/vitest` plugin infers the project's `test` target from this file, which is what lets
 * `nx affected -t test` run only the projects a change can break.
 */
export function projectVitestConfig(root: string): UserConfig {
  if (!existsSync(`${root}/project.json`)) throw new Error(`${root} is not an Nx project`);
  return defineConfig({
    plugins: sharedPlugins(),
    resolve: { tsconfigPaths: true },
    test: {
      projects: [unitProject(root), integrationProject('integration', [root])],
      passWithNoTests: true,
      // Vitest's default is one worker fewer than the cores: on CI's 2 cores that ran every file on one.
      maxWorkers: availableParallelism(),
    },
  });
}
