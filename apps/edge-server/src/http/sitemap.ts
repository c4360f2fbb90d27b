import type { Request, RequestHandler } from 'express';
import { listContentPages, type Db } from '@skybook/db';
import { LOCALES, LOCALE_TAGS, isLocale, type Locale } from '@skybook/i18n';
import type { RequestContext } from '../api/handler-types.ts';
import { ttlCache } from './ttl-cache.ts';

/** Public, indexable pages (the funnel and portal are left out on purpose). */
const PUBLIC_PATHS = ['', '/manage', '/checkin', '/solicitudes/reclamaciones'];

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
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`,
      );
  };
}
