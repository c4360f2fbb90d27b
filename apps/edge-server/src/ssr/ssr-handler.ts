import type { Request, RequestHandler } from 'express';
import { brandForHost, type BrandId } from '@skybook/brands';
import type { Domain } from '@skybook/api-contract';
import { defaultLocale } from '@skybook/domain-config';
import { localeFromPath } from '@skybook/i18n';
import { CURRENCY_COOKIE, LOCALE_CHANGED_COOKIE, LOCALE_COOKIE } from '@skybook/ssr';
import type { Handlers, RequestContext } from '../api/handler-types.ts';
import { createLocalApi } from '../api/local-api.ts';
import type { AppName } from '../config.ts';
import { parseCookies } from '../http/cookies.ts';
import { nonceOf } from '../http/security.ts';
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
}

/** Server-renders every GET that is not an asset or API call, in the app that owns the path. */
export function ssrHandler({
  handlers,
  contextOf,
  apps,
  getBuild,
  identity,
  agencySignupUrl,
  cardFieldUrl,
}: SsrOptions): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const app = appForPath(req.path, apps);
    if (!app) return next();
    await new Promise<void>((resolve, reject) =>
      identity(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    const build = await getBuild(app, brandForHost(req.hostname));
    const ctx = await contextOf(req);
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
    // The page imports its catalog before hydrating: preloaded, it arrives with the entry, not after.
    const catalog = build.catalogs?.[locale];
    const assets = catalog
      ? { ...build.assets, preloads: [...build.assets.preloads, catalog] }
      : build.assets;
    const response = await build.entry.render({
      request: toWebRequest(req, res),
      api: createLocalApi(handlers, ctx),
      nonce: nonceOf(res),
      routeAssets: build.routeAssets,
      shell: {
        locale,
        brandId: build.brand,
        domainId: ctx.domainId,
        currency: currency.currency,
        currencyChanged: currency.changed,
        assets,
        session,
        agencySignupUrl,
        cardFieldUrl,
      },
    });
    res.setHeader('cache-control', 'private, no-cache');
    await sendWebResponse(res, response);
  };
}
