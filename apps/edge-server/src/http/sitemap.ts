import type { Request, RequestHandler } from 'express';
import { listContentPages, type Db } from '@skybook/db';
import { LOCALES, LOCALE_TAGS, isLocale, type Locale } from '@skybook/i18n';
import type { RequestContext } from '../api/handler-types.ts';
import { ttlCache } from './ttl-cache.ts';

/**
 * Public, indexable pages. The funnel, manage, check-in and the agency portal are left out: they
 * show a visitor's own booking or a sign-in, never something a search engine should list, and
 * robots.txt keeps crawlers off them.
 */
const PUBLIC_PATHS = ['', '/solicitudes/reclamaciones'];

/** Path prefixes under each language that crawlers are asked to leave alone (robots.txt). */
export const PRIVATE_PATHS = [
  '/select',
  '/extras',
  '/passengers',
  '/payment',
  '/confirmation',
  '/manage',
  '/checkin',
  '/ta',
] as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function urlEntry(origin: string, lang: Locale, path: string, alternates: readonly Locale[]): string {
  const links = alternates
    .map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeXml(`${origin}/${l}${path}`)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeXml(`${origin}/${lang}${path}`)}</loc>${links}</url>`;
}

/**
 * `/{lang}/sitemap.xml`: the public routes and this domain's content pages in that language,
 * each with hreflang alternates in the languages the page exists in.
 */
export function sitemap(db: Db, contextOf: (req: Request) => Promise<RequestContext>): RequestHandler {
  const pagesOf = ttlCache((domainId: number) => listContentPages(db, domainId), 60_000);
  return async (req, res, next) => {
    const lang = req.params['lang'];
    if (!isLocale(lang)) return next();
    const ctx = await contextOf(req);
    const origin = await ctx.publicOrigin();
    const byLink = new Map<string, Locale[]>();
    for (const page of await pagesOf(ctx.domainId)) {
      const locale = page.languageCode;
      if (isLocale(locale)) byLink.set(page.link, [...(byLink.get(page.link) ?? []), locale]);
    }
    const urls = [
      ...PUBLIC_PATHS.map((p) => urlEntry(origin, lang, p, LOCALES)),
      ...[...byLink]
        .filter(([, langs]) => langs.includes(lang))
        .map(([link, langs]) => urlEntry(origin, lang, `/${link}`, langs)),
    ];
    res
      .type('application/xml')
      .set('cache-control', 'public, max-age=3600')
      .send(
        `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`,
      );
  };
}

/** `/sitemap.xml`: the index of the per-language sitemaps, on the visitor's own domain. */
export function sitemapIndex(contextOf: (req: Request) => Promise<RequestContext>): RequestHandler {
  return async (req, res) => {
    const origin = await (await contextOf(req)).publicOrigin();
    const entries = LOCALES.map(
      (l) => `<sitemap><loc>${escapeXml(`${origin}/${l}/sitemap.xml`)}</loc></sitemap>`,
    );
    res
      .type('application/xml')
      .set('cache-control', 'public, max-age=3600')
      .send(
        `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`,
      );
  };
}

/** `/robots.txt`: everything but the private pages and the API, and where the sitemap index is. */
export function robotsTxt(contextOf: (req: Request) => Promise<RequestContext>): RequestHandler {
  return async (req, res) => {
    const origin = await (await contextOf(req)).publicOrigin();
    const disallow = ['/api/', ...LOCALES.flatMap((l) => PRIVATE_PATHS.map((p) => `/${l}${p}`))];
    res
      .type('text/plain')
      .set('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...disallow.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  };
}
