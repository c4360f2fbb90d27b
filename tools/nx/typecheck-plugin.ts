import { dirname } from 'node:path';
import type { CreateNodes } from 'nx/src/project-graph/plugins/public-api';

/**
 * Infers a `typecheck` target for every project with a `tsconfig.json` beside its
 * `project.json`: `tsc --noEmit` over that project (and what it imports).
 *
 * Why not `@nx/js/typescript`: its typecheck runs `tsc --build --emitDeclarationOnly`, which needs
 * composite project references and emitted declarations; this workspace resolves libs by path
 * aliases to their sources with `noEmit` and `allowImportingTsExtensions` (decision 025).
 */
export const createNodes: CreateNodes = [
  '{apps,libs}/*/tsconfig.json',
  (configFiles) =>
    configFiles.map((file) => {
      const root = dirname(file);
      return [
        file,
        {
          projects: {
            [root]: {
              targets: {
                typecheck: {
                  command: `tsc -p ${file} --noEmit`,
                  cache: true,
                  inputs: ['default', '^default', { externalDependencies: ['typescript'] }],
                  outputs: [],
                  metadata: { technologies: ['typescript'], description: 'Type-checks the project' },
                },
              },
            },
          },
        },
      ] as const;
    }),
];
