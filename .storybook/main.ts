import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type PluginOption } from 'vite';
import { sharedPlugins, workspaceRoot } from '../tools/vite/plugins.ts';

/** One Storybook for every lib and app: designers browse it, CI builds it. */
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/**/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The edge server's public files (favicons, destination drawings) at the paths the pages use.
  staticDirs: ['../apps/edge-server/public'],
  async viteFinal(base) {
    // Our shared plugins include React; drop the framework's copy so the Lingui macro runs once, in order.
    const flat = (base.plugins ?? []).flat(Infinity as 1) as PluginOption[];
    const plugins = flat.filter(
      (p) => !(p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('vite:react')),
    );
    return mergeConfig(
      { ...base, plugins },
      {
        plugins: sharedPlugins(),
        resolve: {
          tsconfigPaths: true,
          alias: { '@skybook/brand-active': path.join(workspaceRoot, 'libs/brands/src/sky/index.ts') },
        },
      },
    );
  },
};
export default config;
