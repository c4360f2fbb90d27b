import type { RequestHandler } from 'express';
import { LOCALES, LOCALE_TAGS, isLocale } from '@skybook/i18n';

/** Public, indexable pages (the funnel and portal are left out on purpose). */
const PUBLIC_PATHS = ['', '/manage', '/checkin', '/solicitudes/reclamaciones'];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `/{lang}/sitemap.xml`: each public page in that language with its hreflang alternates. */
export const sitemap: RequestHandler = (req, res, next) => {
  const lang = req.params['lang'];
  if (!isLocale(lang)) return next();
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const urls = PUBLIC_PATHS.map((p) => {
    const alternates = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeXml(`${origin}/${l}${p}`)}"/>`,
    ).join('');
    return `<url><loc>${escapeXml(`${origin}/${lang}${p}`)}</loc>${alternates}</url>`;
  });
  res
    .type('application/xml')
    .set('cache-control', 'public, max-age=3600')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`,
    );
};
