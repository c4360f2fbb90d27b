import { defineConfig } from 'knip/config';

/**
 * Unused files, exports and dependencies (`npx knip`). Every entry below says why it is one.
 */
export default defineConfig({
  entry: [
    // The apps' browser and SSR entries, built by tools/build/app-config.ts.
    'apps/*/src/entry-{client,server}.tsx',
    // Scripts run by npm scripts, tsx or child processes.
    'tools/{bench,seed}/main.ts',
    'tools/bench/static-server.ts',
    'tools/bench/api.ts',
    'tools/build/*.ts',
    'tools/scripts/*.mjs',
    // Preloaded with `node --import` by the tour's servers (decision 127).
    'tools/e2e/fixed-clock.mjs',
    'tools/nx/*.ts',
    // Read by the Lingui CLI (npm run i18n:extract).
    'lingui.config.ts',
    // Each brand's entry is chosen by the build's alias for @skybook/brand-active.
    'libs/brands/src/*/index.ts',
    'libs/ssr/src/client.ts',
    // The contract is the API's published shape (the OpenAPI document is generated from it, and
    // agencies' own clients type against it): every schema it exports is public, used here or not.
    'libs/api-contract/src/index.ts',
  ],
  project: ['{apps,libs,tools}/**/*.{ts,tsx,mjs}', '.storybook/*.{ts,tsx}', '*.{ts,mjs}'],
  // A constant or type exported and also used where it is defined is a file's vocabulary, not dead code.
  ignoreExportsUsedInFile: true,
  vitest: {
    config: ['vitest.config.ts', '{apps,libs}/*/vitest.config.ts', 'tools/vitest.config.ts'],
    entry: ['{apps,libs,tools}/**/*.spec.{ts,tsx}', 'tools/vite/setup-dom.ts', '.storybook/vitest.setup.ts'],
  },
  playwright: {
    // The tour of every page has its own config and server on a fixed clock (decision 127).
    config: ['apps/*-e2e/playwright.config.ts', 'apps/booking-web-e2e/tour.config.ts'],
    // The stand-in server of the third-party scripts is the suite's second web server (decision 099).
    entry: [
      'apps/*-e2e/src/**/*.e2e.ts',
      'apps/booking-web-e2e/tour/**/*.e2e.ts',
      'apps/*-e2e/src/support/stand-in-server.ts',
    ],
  },
  storybook: {
    config: ['.storybook/main.ts'],
    entry: ['.storybook/preview.tsx', '{apps,libs}/**/*.stories.tsx'],
  },
  drizzle: { config: ['libs/db/drizzle.config.ts'] },
});
