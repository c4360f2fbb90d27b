import type { PageAssets } from './shell-data.ts';

const REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

/** Head links and scripts for a page's assets, in the router's `head()` format. */
export function assetHead(assets: PageAssets) {
  return {
    links: [
      ...assets.styles.map((href) => ({ rel: 'stylesheet', href })),
      // Low priority, like the router's own route preloads: the stylesheet, which holds the first
      // paint, goes first; the scripts only hydrate a page that is already on screen (decision 086).
      ...assets.preloads.map((href) => ({ rel: 'modulepreload', href, fetchPriority: 'low' })),
    ],
    scripts: [
      ...(assets.dev
        ? [
            { type: 'module', children: REFRESH_PREAMBLE },
            { type: 'module', src: '/@vite/client' },
          ]
        : []),
      ...assets.scripts.map((src) => ({ type: 'module', src })),
    ],
  };
}
