import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

/**
 * The plugins every browser-facing build shares (apps, Storybook, component tests):
 * React, the Lingui macro (through Babel, since plugin-react 6 has no Babel hook) and
 * the Lingui loader that compiles `.po` catalogs on import.
 */
export function sharedPlugins(): PluginOption[] {
  return [
    react(),
    babel({
      include: /\.[jt]sx?$/,
      exclude: /node_modules/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui({ cwd: workspaceRoot }),
  ];
}

export const workspaceRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
