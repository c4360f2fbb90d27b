import type { RequestHandler } from 'express';
import { DEFAULT_LOCALE, localeFromPath } from '@skybook/i18n';
import { serverI18n } from '@skybook/i18n/server';

/** Lingui descriptors with their own ids: server code runs without the macro compiler (decision 083). */
const COPY = /*i18n*/ { id: 'server.not_found', message: 'Nothing is here at this address.' };

/**
 * What is left after the pages and the API: a plain 404 in the language of the path (`/es/…`).
 * Pages have their own 404 page; this answers assets and methods nobody serves.
 */
export const notFound: RequestHandler = async (req, res) => {
  const i18n = await serverI18n(localeFromPath(req.path) ?? DEFAULT_LOCALE).catch(() => null);
  res
    .status(404)
    .type('text/plain')
    .send(i18n ? i18n._(COPY) : COPY.message);
};
