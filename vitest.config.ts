/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { sharedPlugins } from './tools/vite/plugins.ts';
import projects from './vitest.workspace.ts';

export default defineConfig({
  plugins: sharedPlugins(),
  resolve: { tsconfigPaths: true },
  test: {
    projects,
    passWithNoTests: false,
  },
});
