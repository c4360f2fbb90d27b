import type { PageAssets } from './shell-data.ts';

const REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

/**
 * Head links and scripts for a page's assets, in the router's `head()` format. A build's scripts
 * are not in the head: `BootScript` loads them after the first paint (decision 095). Vite's dev
 * server keeps its own entry and refresh preamble.
 */
export function assetHead(assets: PageAssets) {
  return {
    links: assets.styles.map((href) => ({ rel: 'stylesheet', href })),
    scripts: assets.dev
      ? [
          { type: 'module', children: REFRESH_PREAMBLE },
          { type: 'module', src: '/@vite/client' },
          ...assets.scripts.map((src) => ({ type: 'module', src })),
        ]
      : [],
  };
}
