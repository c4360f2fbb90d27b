import type { ErrorRequestHandler } from 'express';
import { DEFAULT_LOCALE, LOCALE_TAGS, localeFromPath } from '@skybook/i18n';
import { serverI18n } from '@skybook/i18n/server';
import { escapeHtml } from '@skybook/mail';

/** Lingui descriptors with their own ids: server code runs without the macro compiler (decision 083). */
const COPY = {
  title: /*i18n*/ { id: 'server_error.title', message: '500 - Server error' },
  home: /*i18n*/ { id: 'server_error.home', message: 'Go to the home page' },
};

/**
 * Only reached when rendering itself failed; React errors render the 500 page in-app. It speaks
 * the language of the path (`/es/…`), and English if even the catalog cannot be had.
 */
export const lastResort: ErrorRequestHandler = async (err: unknown, req, res, _next) => {
  req.log.error({ err }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const locale = localeFromPath(req.path) ?? DEFAULT_LOCALE;
  const i18n = await serverI18n(locale).catch(() => null);
  const title = escapeHtml(i18n ? i18n._(COPY.title) : COPY.title.message);
  const home = escapeHtml(i18n ? i18n._(COPY.home) : COPY.home.message);
  res
    .status(500)
    .type('text/html')
    .send(
      `<!doctype html><html lang="${LOCALE_TAGS[i18n ? locale : DEFAULT_LOCALE]}"><title>${title}</title>` +
        `<h1>${title}</h1><a href="/${i18n ? locale : ''}">${home}</a></html>`,
    );
};
