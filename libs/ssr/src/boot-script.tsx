import { useRouter, type AnyRoute } from '@tanstack/react-router';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from './chunk-reload.ts';
import type { RouteAssets } from './router-manifest.ts';
import type { ShellData } from './shell-data.ts';

/**
 * The page's scripts start loading once the server-rendered page is on screen (decision 095).
 * `<script type="module" src>` and `<link rel="modulepreload">` in the head made the browser fetch
 * every chunk (about 190 KiB of gzip) alongside the stylesheet: on a slow phone connection they
 * share the bandwidth the first paint waits for, and Lighthouse counts every request that finished
 * before the largest paint into its LCP estimate. The page is fully rendered HTML, so nothing is
 * lost by hydrating a frame later: after the first frame (requestAnimationFrame, then a task), the
 * script adds the preloads in one go, so there is no waterfall, and imports the entry. A hidden tab
 * gets no frames: it starts at once. If the entry itself cannot be loaded (a deploy removed the
 * files this HTML names), the page reloads once, under the same 10 s guard as any other chunk.
 */
export function bootScriptSource(entry: string, preloads: readonly string[]): string {
  // JSON in a script: '<' is escaped so no URL can close the tag.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return (
    `const go=()=>{for(const href of ${json(preloads)}){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=href;document.head.append(l)}import(${json(entry)}).catch(()=>{` +
    `try{const k=${json(CHUNK_RELOAD_KEY)},t=Date.now();if(t-(Number(sessionStorage.getItem(k))||0)>${CHUNK_RELOAD_GUARD_MS})` +
    `{sessionStorage.setItem(k,String(t));location.reload()}}catch{}})};` +
    `document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))`
  );
}

/** The chunks a page needs: the entry's, the language catalog, and those of the matched routes. */
export function pagePreloads(
  shell: ShellData,
  routeNames: readonly string[],
  routeAssets: Record<string, RouteAssets> | undefined,
): string[] {
  const routes = routeNames.flatMap((name) => routeAssets?.[name]?.preloads ?? []);
  return [...new Set([...shell.assets.preloads, ...routes])];
}

/**
 * Rendered by the server only: the browser runs it once while parsing, and React 19 skips an
 * unexpected script in the body when it hydrates, so the client renders nothing here.
 */
export function BootScript({
  shell,
  routeAssets,
}: {
  shell: ShellData;
  routeAssets: Record<string, RouteAssets> | undefined;
}) {
  const router = useRouter();
  const entry = shell.assets.scripts[0];
  if (!router.isServer || shell.assets.dev || !entry) return null;
  const routeNames = router.stores.matches.get().flatMap((match) => {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    const name = (route?.options as { staticData?: { routeName?: string } } | undefined)?.staticData
      ?.routeName;
    return name ? [name] : [];
  });
  return (
    <script
      type="module"
      nonce={router.options.ssr?.nonce}
      dangerouslySetInnerHTML={{
        __html: bootScriptSource(entry, pagePreloads(shell, routeNames, routeAssets)),
      }}
    />
  );
}

/**
 * An inline script that runs once, while the browser parses the server's page (before its first
 * paint), with the request's CSP nonce. Unlike the boot script it may sit anywhere in the tree, so
 * the client renders the same element for hydration to match; React never runs a script it
 * inserts itself. The browser hides a nonce from the DOM, hence no warning about it.
 */
export function InlineScript({ source }: { source: string }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return (
    <script
      nonce={router?.isServer ? router.options.ssr?.nonce : undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: source }}
    />
  );
}
