import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the module-boundary rules are not decorative: each forbidden import below must
 * make `eslint` fail, and an allowed one must pass. Files are linted in memory at paths
 * inside real projects, so the real config and project graph decide.
 */
const root = new URL('../..', import.meta.url).pathname;
let eslint: ESLint;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
    .map((m) => m.message);
}

describe('module boundaries (eslint.config.mjs)', () => {
  beforeAll(() => {
    // The rule skips itself (with only a warning) when no project graph is cached: build it first.
    execFileSync('npx', ['nx', 'show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
    eslint = new ESLint({ cwd: root });
  }, 120_000);

  it('rejects a browser lib importing the database lib', async () => {
    const errors = await boundaryErrors(
      'libs/menu/src/probe.ts',
      "import { openDatabase } from '@skybook/db';\nexport const x = openDatabase;\n",
    );
    expect(errors.join('\n')).toMatch(/tagged with "type:feature" can only depend on libs tagged with/);
  });

  it('rejects a browser lib importing a server package', async () => {
    const errors = await boundaryErrors(
      'libs/ui/src/probe.ts',
      "import express from 'express';\nexport const x = express;\n",
    );
    expect(errors.join('\n')).toMatch(/is not allowed to import "express"/);
  });

  it('rejects a lib importing an app', async () => {
    const errors = await boundaryErrors(
      'libs/ui/src/probe.ts',
      "import { createAppRouter } from '../../../apps/booking-web/src/router.tsx';\nexport const x = createAppRouter;\n",
    );
    expect(errors.join('\n')).toMatch(
      /Projects cannot be imported by a relative or absolute path|Imports of apps are forbidden/,
    );
  });

  it('lets only spec files import the in-process API of the edge server', async () => {
    const code =
      "import { startInProcessApi } from '@skybook/edge-server/testing';\nexport const x = startInProcessApi;\n";
    expect((await boundaryErrors('libs/manage/src/probe.ts', code)).join('\n')).toMatch(
      /Imports of apps are forbidden/,
    );
    expect(await boundaryErrors('libs/manage/src/probe.spec.ts', code)).toEqual([]);
  });

  it('rejects a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'libs/menu/src/probe.ts',
      "import * as n from '@skybook/newsletter';\nexport const x = n;\n",
    );
    expect(errors.join('\n')).toMatch(
      /tagged with "type:feature" can only depend on libs tagged with "type:feature-shared", "type:data-access", "type:ui", "type:util", "type:contract"/,
    );
  });

  it('rejects a shared feature lib importing a feature (decision 023)', async () => {
    const errors = await boundaryErrors(
      'libs/booking-order/src/probe.ts',
      "import * as f from '@skybook/claims';\nexport const x = f;\n",
    );
    expect(errors.join('\n')).toMatch(
      /tagged with "type:feature-shared" can only depend on libs tagged with/,
    );
  });

  it('accepts a feature importing a shared feature lib, and a ui lib importing the contract', async () => {
    expect(
      await boundaryErrors(
        'libs/manage/src/probe.ts',
        "import { orderQuery } from '@skybook/booking-order';\nexport const x = orderQuery;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'libs/seat-map/src/probe.ts',
        "import { SEAT_CATEGORIES } from '@skybook/api-contract';\nexport const x = SEAT_CATEGORIES;\n",
      ),
    ).toEqual([]);
  });

  it('accepts an allowed import (feature → ui)', async () => {
    expect(
      await boundaryErrors(
        'libs/menu/src/probe.ts',
        "import { Button } from '@skybook/ui';\nexport const x = Button;\n",
      ),
    ).toEqual([]);
  });
}, 120_000);
