import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { build } from 'vite';
import { workspaceRoot } from '@skybook/vite-config';

/**
 * Bundles the edge server into `dist/apps/edge-server/main.js` (workspace libs inlined,
 * npm packages left external) with its migrations and public files beside it.
 */
const outDir = path.join(workspaceRoot, 'dist/apps/edge-server');
await rm(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root: workspaceRoot,
  // The i18n lib's catalogs are .po files; the server only needs locale helpers, but the bundler parses all of it.
  plugins: [lingui({ cwd: workspaceRoot })],
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  build: {
    ssr: 'apps/edge-server/src/main.ts',
    outDir,
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
await cp(path.join(workspaceRoot, 'libs/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
await cp(path.join(workspaceRoot, 'apps/edge-server/public'), path.join(outDir, 'public'), {
  recursive: true,
});
console.log('built edge-server');
