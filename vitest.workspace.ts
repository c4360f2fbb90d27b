import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Every test project in the repo. The root `vitest.config.ts` runs this list, so
 * `vitest run` tests everything and `vitest run --project <name>` one project.
 * Unit and component tests live beside the code as `*.spec.ts(x)`; tests that need
 * the database or a running server end in `*.int.spec.ts(x)` and form `integration`.
 */
const browserLibs = [
  'libs/agency-access',
  'libs/analytics',
  'libs/api-client',
  'libs/api-contract',
  'libs/auth',
  'libs/booking-funnel',
  'libs/brands',
  'libs/checkin-form',
  'libs/claims',
  'libs/domain-config',
  'libs/i18n',
  'libs/menu',
  'libs/newsletter',
  'libs/seat-map',
  'libs/ssr',
  'libs/ui',
  'apps/booking-web',
  'apps/agency-portal',
];
const nodeProjects = [
  'libs/agency',
  'libs/checkin',
  'libs/db',
  'libs/inventory',
  'libs/mail',
  'libs/orders',
  'apps/edge-server',
  'tools',
];

const unit = (root: string, environment: 'jsdom' | 'node'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: root.split('/').pop(),
    root,
    environment,
    include: ['**/*.spec.{ts,tsx}'],
    exclude: ['**/*.int.spec.{ts,tsx}', '**/node_modules/**', '**/dist/**'],
    setupFiles: environment === 'jsdom' ? [`${import.meta.dirname}/tools/vitest/setup-dom.ts`] : [],
    // Component tests type into forms with user-event: on a loaded 2-core CI machine the longest
    // take ~5 s, so 5 s (the default) made them flaky; a hang still fails within 15 s.
    ...(environment === 'jsdom' ? { testTimeout: 15_000 } : {}),
  },
});

export default [
  ...browserLibs.map((root) => unit(root, 'jsdom')),
  ...nodeProjects.map((root) => unit(root, 'node')),
  {
    extends: true,
    test: {
      name: 'integration',
      environment: 'node',
      include: ['{apps,libs,tools}/**/*.int.spec.{ts,tsx}'],
      // `*.pg.int.spec.ts` model several processes sharing one database server (a crash, a restart):
      // they need PostgreSQL and run in CI's PostgreSQL pass, not on the in-process PGlite.
      exclude: [
        '**/node_modules/**',
        '**/dist/**',
        ...(/^postgres(ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '') ? [] : ['**/*.pg.int.spec.ts']),
      ],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // PGlite runs in-process; keep integration files from starving each other on 2 cores.
      maxWorkers: 2,
      // Runs after the unit projects, as its own group.
      sequence: { groupOrder: 1 },
    },
  },
] satisfies TestProjectInlineConfiguration[];
