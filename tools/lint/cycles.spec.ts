import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the no-cycle rules bite: two files importing each other at run time make `eslint`
 * fail, and two importing each other's types only (which import-x's rule skips) make
 * `npm run lint:cycles` fail. The probes are real files, since a cycle needs both ends on disk.
 */
const root = new URL('../..', import.meta.url).pathname;
const probeDir = `${root}tools/lint/cycle-probe-${process.pid}`;
const probe = (name: string, code: string) => writeFileSync(`${probeDir}/${name}`, code);

describe('import cycles', () => {
  beforeAll(() => {
    mkdirSync(probeDir, { recursive: true });
    probe('a.ts', "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n");
    probe('b.ts', "import { a } from './a.ts';\nexport const b = (): number => (a ? 1 : 0);\n");
    probe('c.ts', "import type { D } from './d.ts';\nexport interface C {\n  d?: D;\n}\n");
    probe('d.ts', "import type { C } from './c.ts';\nexport interface D {\n  c?: C;\n}\n");
  });
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  it('eslint rejects a runtime cycle (import-x/no-cycle)', async () => {
    const [result] = await new ESLint({ cwd: root }).lintFiles([`${probeDir}/a.ts`]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  }, 60_000);

  it('lint:cycles rejects a type-only cycle', () => {
    const run = (files: string[]) =>
      execFileSync(
        'npx',
        ['dpdm', '--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1', ...files],
        {
          cwd: root,
          stdio: 'pipe',
        },
      );
    expect(() => run([`${probeDir}/a.ts`])).toThrow();
    expect(() => run([`${probeDir}/c.ts`])).toThrow();
    // And a file outside any cycle passes, so the failures above are the cycles' doing.
    expect(() => run(['tools/lint/cycles.spec.ts'])).not.toThrow();
  }, 60_000);
});
