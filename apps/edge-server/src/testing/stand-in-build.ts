import { BRAND_IDS } from '@skybook/brands';
import type { AppServerEntry } from '@skybook/ssr';
import type { AppBuild, BuildKey } from '../ssr/renderers.ts';

/**
 * A booking-web build for tests of what the edge server does around rendering (render cache,
 * nonce, cookies): it reads the domain and its menu through the same in-process API as the real
 * app and prints them with the shell, without needing `dist/`. `/en/private` also reads a
 * visitor's own data (a fare calendar stands in), which must keep the page out of the cache.
 */
const entry: AppServerEntry = {
  async render({ request, api, nonce, shell }) {
    const url = new URL(request.url);
    const domain = await api.getDomain({ domainId: shell.domainId });
    const languageId = domain.languages.find((l) => l.code === shell.locale)?.id ?? domain.languageId;
    const preview = url.searchParams.get('preview') === '1';
    const menu = await api.getMenu({
      domain_id: domain.id,
      language_id: languageId,
      new_state: preview ? 1 : 0,
    });
    if (url.pathname.endsWith('/private')) await api.fareCalendar({} as never).catch(() => undefined);
    const titles = menu.flatMap((tree) => tree.items.map((item) => item.title)).join('|');
    const body = [
      `<!doctype html><html lang="${shell.locale}"><head>`,
      `<script nonce="${nonce}">self.shell=${JSON.stringify({ session: shell.session })}</script>`,
      `</head><body data-currency="${shell.currency}" data-domain="${shell.domainId}">`,
      `<p id="menu">${titles}</p><p id="preview">${preview}</p><p id="rendered">${Math.random()}</p>`,
      '</body></html>',
    ].join('');
    const status = url.pathname.endsWith('/missing') ? 404 : 200;
    return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};

/** The stand-in as booking-web in every brand. */
export function standInBuilds(): Map<BuildKey, AppBuild> {
  const assets = { scripts: [], styles: [], preloads: [] };
  return new Map(
    BRAND_IDS.map((brand) => [`booking-web:${brand}`, { app: 'booking-web', brand, entry, assets }] as const),
  );
}
