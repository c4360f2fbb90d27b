import type { Request, RequestHandler } from 'express';
import { brandForHost, type BrandId } from '@skybook/brands';
import type { ApiClient, Domain, SessionUser } from '@skybook/api-contract';
import { defaultLocale } from '@skybook/domain-config';
import { localeFromPath } from '@skybook/i18n';
import { CURRENCY_COOKIE, LOCALE_CHANGED_COOKIE, LOCALE_COOKIE } from '@skybook/ssr';
import type { Handlers, RequestContext } from '../api/handler-types.ts';
import { createLocalApi } from '../api/local-api.ts';
import type { AppName } from '../config.ts';
import { parseCookies } from '../http/cookies.ts';
import type { ContentGeneration } from '../http/content-generation.ts';
import { nonceOf } from '../http/security.ts';
import { serveCachedRender } from './cached-render.ts';
import { isCacheableRequest, pageCacheKey } from './page-cache-policy.ts';
import type { RenderCache } from './render-cache.ts';
import type { AppBuild } from './renderers.ts';
import { appForPath } from './pick-app.ts';
import { shellCurrency } from './shell-currency.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';

export interface SsrOptions {
  handlers: Handlers;
  contextOf: (req: Request) => Promise<RequestContext>;
  apps: readonly AppName[];
  getBuild: (app: AppName, brand: BrandId) => Promise<AppBuild>;
  /** Verifies or issues the visitor's identity before the page renders. */
  identity: RequestHandler;
  agencySignupUrl: string;
  /** The payment gateway's hosted card field (decision 020). */
  cardFieldUrl: string;
  /** Read before every page, so a content edit shows on the next request (decision 087). */
  generation: ContentGeneration;
  /** Anonymous pages shared between visitors; absent when turned off. */
  cache?: RenderCache;
}

/**
 * Server-renders every GET that is not an asset or API call, in the app that owns the path. An
 * anonymous visitor's page may come from the render cache (decision 087).
 */
export function ssrHandler(opts: SsrOptions): RequestHandler {
  const { handlers, contextOf, apps, getBuild, identity, generation, cache } = opts;
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const app = appForPath(req.path, apps);
    if (!app) return next();
    await new Promise<void>((resolve, reject) =>
      identity(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    // When the database cannot say, the page renders from what the caches hold.
    await generation.refresh().catch(() => undefined);
    const build = await getBuild(app, brandForHost(req.hostname));
    const ctx = await contextOf(req);
    const shell = await shellFor(opts, req, ctx, build);
    res.setHeader('cache-control', 'private, no-cache');
    const render = (api: ApiClient, nonce: string, session: SessionUser | null) =>
      build.entry.render({
        request: toWebRequest(req, res),
        api,
        nonce,
        routeAssets: build.routeAssets,
        shell: { ...shell, session },
      });
    const api = () => createLocalApi(handlers, ctx);
    if (!cache || !isCacheableRequest(req, ctx) || shell.session?.type !== 'anonymous')
      return sendWebResponse(res, await render(api(), nonceOf(res), shell.session));
    const session = shell.session;
    await serveCachedRender(res, {
      cache,
      generation,
      key: pageCacheKey({
        ...shell,
        app,
        brand: shell.brandId,
        protocol: req.protocol,
        host: ctx.host,
        url: req.originalUrl,
      }),
      values: { nonce: nonceOf(res), uid: session.uid, sessionId: session.sessionId },
      api,
      render: (tracked, markers) =>
        render(tracked, markers.nonce, { ...session, uid: markers.uid, sessionId: markers.sessionId }),
    });
  };
}

/** What the server decides about the page before rendering it: language, currency, session, assets. */
async function shellFor(opts: SsrOptions, req: Request, ctx: RequestContext, build: AppBuild) {
  const { handlers } = opts;
  // A failing lookup still renders: the page's own loader fails the same way and shows the 500 page.
  const domain: Domain | null = await handlers.getDomain({ domainId: ctx.domainId }, ctx).catch(() => null);
  const cookies = parseCookies(req.headers.cookie);
  const session = await handlers.getSession({}, ctx);
  const currency = shellCurrency(domain, cookies[CURRENCY_COOKIE], session);
  // The path prefix decides; `/` has none, so spec §4's language default applies.
  const locale =
    localeFromPath(req.path) ??
    defaultLocale(domain, {
      locale: cookies[LOCALE_COOKIE],
      localeChanged: cookies[LOCALE_CHANGED_COOKIE] === '1',
    });
  // The page imports its catalogs before hydrating: preloaded, they arrive with the entry, not after.
  const catalogs = build.catalogs?.[locale] ?? [];
  return {
    locale,
    brandId: build.brand,
    domainId: ctx.domainId,
    currency: currency.currency,
    currencyChanged: currency.changed,
    assets: { ...build.assets, preloads: [...build.assets.preloads, ...catalogs] },
    session,
    agencySignupUrl: opts.agencySignupUrl,
    cardFieldUrl: opts.cardFieldUrl,
  };
}
