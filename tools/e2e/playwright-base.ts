import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';

/** Shared e2e settings: one worker per suite (2 cores), the built server on a loopback port. */
export function e2eConfig(opts: {
  port: number;
  testDir: string;
  env?: Record<string, string>;
}): PlaywrightTestConfig {
  // Parallel checkouts on one machine shift their ports apart; the report keeps the suite's name.
  const port = opts.port + Number(process.env['E2E_PORT_SHIFT'] ?? 0);
  const baseURL = `http://localhost:${port}`;
  return defineConfig({
    testDir: opts.testDir,
    testMatch: '**/*.e2e.ts',
    fullyParallel: false,
    workers: 1,
    // No retries, in CI either: a test that passes on its second try hides a bug (the guide).
    retries: 0,
    // A 2-core CI machine building and serving while Chromium runs axe can take several seconds for
    // one screen; these bounds are for a slow machine, not for a broken page (which never arrives).
    timeout: 60_000,
    expect: { timeout: 10_000 },
    forbidOnly: true,
    reporter: [['list'], ['json', { outputFile: `${opts.testDir}/../../../tmp/e2e-${opts.port}.json` }]],
    use: {
      baseURL,
      // A failed test keeps its trace with a DOM snapshot of every step, without the screencast:
      // recording screenshots for every test cost a quarter of the suite's time (decision 116).
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
      launchOptions: {
        executablePath: chromiumPath(),
        args: ['--headless', ...CHROMIUM_FLAGS],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
    webServer: {
      command: 'bash tools/e2e/serve.sh',
      cwd: new URL('../..', import.meta.url).pathname,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port), HOST: '127.0.0.1', ...opts.env },
    },
  });
}
