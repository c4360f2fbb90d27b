import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Packages a browser bundle must never pull in (architecture guide, "Boundaries"). */
const SERVER_PACKAGES = [
  'express',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-orm/*',
  'argon2',
  'node:*',
  'pino',
  'pino-http',
  'helmet',
  'compression',
];
const browser = (sourceTag, onlyDependOnLibsWithTags) => ({
  sourceTag,
  onlyDependOnLibsWithTags,
  bannedExternalImports: SERVER_PACKAGES,
});

/**
 * Who may import whom, on two axes. There is deliberately no '*' -> '*' rule: a project
 * whose tags match no constraint may import nothing.
 */
export const depConstraints = [
  browser('type:app', [
    'type:feature',
    'type:feature-shared',
    'type:data-access',
    'type:ui',
    'type:util',
    'type:contract',
  ]),
  browser('type:feature', [
    'type:feature-shared',
    'type:data-access',
    'type:ui',
    'type:util',
    'type:contract',
  ]),
  // What several features share (e.g. booking-order): never a feature, nor another shared lib (decision 023).
  browser('type:feature-shared', ['type:data-access', 'type:ui', 'type:util', 'type:contract']),
  browser('type:data-access', ['type:data-access', 'type:util', 'type:contract']),
  browser('type:ui', ['type:ui', 'type:util', 'type:contract']),
  browser('type:util', ['type:util']),
  browser('type:contract', ['type:util']),
  // Server code may use data-access libs only where they are server-safe (no DOM at import time).
  {
    sourceTag: 'type:server',
    onlyDependOnLibsWithTags: [
      'type:server',
      'type:data-access',
      'type:util',
      'type:contract',
      'type:tooling',
    ],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:contract', 'type:tooling'] },
  // tools/: build, seed, bench and test helpers. Apps and browser libs can never reach it (type axis).
  {
    sourceTag: 'type:tooling',
    onlyDependOnLibsWithTags: [
      'type:server',
      'type:data-access',
      'type:util',
      'type:contract',
      'type:tooling',
    ],
  },
  {
    sourceTag: 'scope:booking',
    onlyDependOnLibsWithTags: ['scope:booking', 'scope:shared', 'scope:tooling'],
  },
  { sourceTag: 'scope:agency', onlyDependOnLibsWithTags: ['scope:agency', 'scope:shared', 'scope:tooling'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared', 'scope:tooling'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared', 'scope:tooling'] },
];

const boundaries = (constraints) => [
  'error',
  { enforceBuildableLibDependency: true, allow: ['@skybook/brand-active'], depConstraints: constraints },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/tmp/**',
      '**/*.gen.ts',
      'libs/db/migrations/**',
      'libs/i18n/locales/**',
      'storybook-static/**',
      'test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,jsx}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(depConstraints),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles (architecture guide, "Habits"). import-x follows runtime imports only;
    // `npm run lint:cycles` (dpdm) also counts type-only imports, and npm test runs both.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Tests and stories run in Node/Storybook, not in a shipped bundle: they may read files.
    files: [
      '**/*.spec.{ts,tsx}',
      '**/*.stories.tsx',
      '**/*.e2e.ts',
      'tools/**/*.ts',
      '**/playwright.config.ts',
    ],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(
        depConstraints.map((c) => ({ ...c, bannedExternalImports: [] })),
      ),
    },
  },
  {
    // Component tests of pages run over the real handlers (developers' guide: "test the product,
    // not a copy of it"): spec files only may import the edge server's in-process test API, which
    // lives with the handlers it wires. Nx forbids importing an app at all, so this one path is
    // allowed by name; the other boundaries still apply to specs.
    files: ['**/*.spec.{ts,tsx}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['@skybook/brand-active', '@skybook/edge-server/testing'],
          depConstraints: depConstraints.map((c) => ({ ...c, bannedExternalImports: [] })),
        },
      ],
    },
  },
  {
    // Each project's vitest.config.ts is a two-line pointer at the shared test configuration
    // (tools/vite, its own Nx project so that depending on it pulls in nothing else); a config
    // file is never bundled, and the relative path is how Vitest loads it before any alias exists.
    files: ['**/vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
